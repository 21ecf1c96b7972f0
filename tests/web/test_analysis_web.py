"""The Analysis tab of a finished table: computed by the server after the game, a win-chance
graph that moves the replay, turning points that jump to the position with the better move."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any


def finished_bot_table(server: Any, seed: int) -> str:
    seats = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "heuristic"}]
    tid = server.api("POST", "/api/tables", {"game": "rose-ceremony", "players": 3, "seed": seed, "seats": seats,
                                             "bot_delay": 0}, admin=True)["table_id"]
    deadline = time.monotonic() + 300
    while server.api("GET", f"/api/tables/{tid}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.3)
    return str(tid)


def test_the_analysis_tab_graphs_and_jumps_the_replay(browser: Any, server: Any, artifacts: Path) -> None:
    tid = finished_bot_table(server, seed=31)
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server.url}/#/table/{tid}")
        page.get_by_role("button", name="analysis").click()
        page.get_by_role("button", name="analyse the game").click()
        page.wait_for_selector(".analysis-graph", timeout=600_000)  # the server computes it: generous
        assert page.locator(".analysis-graph polyline").count() == 3
        # each seat's 95% band behind its line, drawn before every line; each point names its interval
        assert page.locator(".analysis-graph polygon.band").count() == 3
        drawn = page.eval_on_selector(".analysis-graph", "g => [...g.children].map((c) => c.tagName)")
        assert max(i for i, tag in enumerate(drawn) if tag == "polygon") < drawn.index("polyline"), drawn
        first = page.locator(".analysis-graph circle.point").first
        label = first.get_attribute("aria-label") or ""
        got = re.fullmatch(r"step \d+, .+: (\d+)% \((\d+)–(\d+)%\)", label)
        assert got, label
        value, low, high = (int(g) for g in got.groups())
        assert 0 <= low <= value <= high <= 100 and high > low, label
        assert first.locator("title").text_content() == label
        assert "95%" in page.inner_text(".analysis-band-note")
        assert "Average loss" in page.inner_text(".analysis-summary")
        page.screenshot(path=str(artifacts / "analysis-1366.png"), full_page=True)
        # (the seeded game and the seeded analysis have turning points: the jump is always tried)
        points = page.locator(".turning-points li button")
        assert points.count() >= 1, page.inner_text(".analysis-summary")
        text = points.first.inner_text()
        assert text.startswith("Step ") and "instead" in text
        assert re.search(r"estimated \d+% \(\d+–\d+%\); instead, .+: \d+% \(\d+–\d+%\)", text), text
        points.first.click()
        page.wait_for_selector(".replay-banner.better", timeout=60_000)
        assert "could have played" in page.inner_text(".replay-banner")
        assert page.locator(".board-box .better-move").count() >= 1  # the better move, drawn
        page.locator(".board-box").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "analysis-turning-point-1366.png"), full_page=True)
        page.locator(".analysis-graph circle.point").nth(3).click()
        page.wait_for_selector(".replay-banner", timeout=60_000)
        assert "Replay — step" in page.inner_text(".replay-banner")
        page.set_viewport_size({"width": 390, "height": 844})
        page.screenshot(path=str(artifacts / "analysis-390.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()
