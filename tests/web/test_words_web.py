"""The browser speaks in words: for every game, a table whose seats are all played by bots once
seat 0's human leaves, watched as seat 0 at 1366×768 from the deal to the end screen. At ten or
more moments and on the end screen the page's visible text (notation, shown only on request,
excluded) holds nothing code-like (tests/codescan.py). The lobby is scanned the same way."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

import salon

from ..codescan import code_like
from .helpers import WAIT_MS

#: players, options and a bot delay that lets the watcher see ten moments or more
SETUPS = {
    "rose-ceremony": (4, {}, 0.12),
    "roxane": (3, {}, 0.06),
    "aqua-mirabilis": (4, {}, 0.04),
    "romeo-juliette": (2, {"chapter": 5}, 0.12),
}


def visible_text(page: Any) -> str:
    """What a person reads: the page's rendered text, the open words popover included."""
    return str(page.evaluate("() => document.body.innerText"))


def scan(page: Any, where: str, found: dict[str, str]) -> None:
    for bad in code_like(visible_text(page)):
        found.setdefault(bad, where)


@pytest.fixture
def wide_page(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


@pytest.mark.parametrize("gid", [pytest.param(g, marks=pytest.mark.full) if g == "aqua-mirabilis" else g
                                 for g in SETUPS])  # (Aqua's whole game, 25 s: make test-full)
def test_a_table_reads_as_words_from_deal_to_end(wide_page: Any, server: Any, artifacts: Path, gid: str) -> None:
    page = wide_page
    n, options, delay = SETUPS[gid]
    seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "heuristic"}] * (n - 1)
    res = server.api("POST", "/api/tables", {"game": gid, "players": n, "options": options,
                                             "seats": seats, "seed": 5, "bot_delay": delay}, admin=True)
    tid, token = res["table_id"], res["seats"][0]["token"]
    page.goto(f"{server.url}/#/table/{tid}?token={token}")
    page.wait_for_function("() => window.salon && window.salon.state && window.salon.state.legal.length > 0",
                           timeout=WAIT_MS)
    found: dict[str, str] = {}
    moments = 0
    scan(page, "the deal, seat 0 to decide", found)
    moments += 1
    # the words of a piece on the board, as hover shows them
    tipped = page.locator(".board-box [data-tip]")
    assert tipped.count() > 0, f"{gid}: no piece on the board carries its words"
    tipped.locator("visible=true").first.hover(force=True)
    page.wait_for_selector(".tip-pop:not([hidden])", timeout=WAIT_MS)
    scan(page, "a piece's words on hover", found)
    moments += 1
    page.screenshot(path=str(artifacts / f"words-{gid}-start.png"))
    server.api("POST", f"/api/tables/{tid}/seats/0/leave", {}, token=token)
    last_sid = -1
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        st = page.evaluate("window.salon.state")
        if st.get("outcome"):
            break
        if st["state_id"] != last_sid:
            last_sid = st["state_id"]
            scan(page, f"state {last_sid}", found)
            moments += 1
        page.wait_for_timeout(100)
    page.wait_for_selector(".outcome .verdict", timeout=WAIT_MS)
    page.wait_for_timeout(300)
    scan(page, "the end screen", found)
    page.screenshot(path=str(artifacts / f"words-{gid}-end.png"), full_page=True)
    # the whole game once more, through the replay: ten positions from the deal to the end
    steps = int(page.evaluate("window.salon.log.length"))
    page.click(".outcome button:has-text('replay')")
    page.wait_for_selector(".replay input[type=range]", timeout=WAIT_MS)
    for k in range(11):
        step = round(k * steps / 10)
        page.eval_on_selector(".replay input[type=range]",
                              "(r, v) => { r.value = v; r.dispatchEvent(new Event('input')); }", step)
        page.wait_for_function("([v]) => document.querySelector('.replay-banner') &&"
                               " document.querySelector('.replay-banner').textContent.includes(`step ${v} `)",
                               arg=[step], timeout=WAIT_MS)
        scan(page, f"the replay at step {step}", found)
        moments += 1
    assert moments >= 10, f"{gid}: only {moments} moments watched"
    assert not found, f"{gid}: code where words belong: {dict(list(found.items())[:12])}"
    # the end screen's scoring table fits the window (the result's drawer opened again from the prompt)
    page.click(".prompt .show-outcome")
    page.wait_for_selector(".drawer .outcome .verdict", timeout=WAIT_MS)
    width = page.evaluate("() => document.querySelector('.outcome').scrollWidth")
    assert width <= 1366, f"{gid}: the final scoring is {width} px wide"
    # the notation is there on request
    assert page.locator(".outcome .verdict").inner_text().strip()


def test_the_lobby_reads_as_words(wide_page: Any, server: Any) -> None:
    page = wide_page
    page.goto(server.url + "/")
    page.wait_for_selector(".game-card")
    found: dict[str, str] = {}
    scan(page, "the lobby", found)
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        page.click(f".game-card[data-game='{gid}']")
        scan(page, f"the {gid} table form", found)
        for opt in game.options:
            values = opt.choices or ((True, False) if isinstance(opt.default, bool) else (opt.default,))
            for v in values:
                page.select_option(f"select[data-option='{opt.name}']", json.dumps(v))
                scan(page, f"{gid} option {opt.name}={v}", found)
        page.click(f".game-card[data-game='{gid}'] .rules-button")
        page.wait_for_selector(".rules-panel .md h2", timeout=WAIT_MS)
        scan(page, f"the {gid} rules panel", found)
        page.click(".rules-panel .close-rules")
    assert not found, f"code where words belong: {dict(list(found.items())[:12])}"
