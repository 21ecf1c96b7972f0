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


#: the words of the analysis drawer broken across lines inside a word (between two letters, or
#: at an interval's dash: "(45–|79%)"; a break after a hyphen, "lui-|même", is a word's own),
#: and each of its table cells whose words are wider than the cell
SLICED = r"""() => {
  const box = document.querySelector('.drawer[data-drawer="analysis"]');
  if (!box) return ['no analysis drawer'];
  const out = [];
  const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const re = /[^\s\-]+/g;
    let m;
    while ((m = re.exec(n.textContent))) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) out.push(m[0]);
    }
  }
  for (const c of box.querySelectorAll('th, td')) if (c.getClientRects().length && c.scrollWidth > c.clientWidth + 1) out.push(`cell ${c.textContent}`);
  return out;
}"""

#: the shares of the Board pane (the board's box) the analysis drawer and the board's stage take
SHARES = r"""() => {
  const h = (q) => { const n = document.querySelector(q); return n ? n.getBoundingClientRect().height : 0; };
  const pane = h('.board-box');
  return { drawer: h('.drawer[data-drawer="analysis"]') / pane, board: h('.board-stage-box') / pane };
}"""

#: each turning point whose list number is not level with its first line: where an empty box put
#: before its words sits (on the baseline the number stands on) against its words' first line
MARKERS = r"""() => [...document.querySelectorAll('.turning-points li')].filter((li) => li.getClientRects().length).flatMap((li, i) => {
  const probe = document.createElement('span');
  probe.style.cssText = 'display:inline-block;width:0;height:0';
  li.prepend(probe);
  const at = probe.getBoundingClientRect().top;
  probe.remove();
  const range = document.createRange();
  range.selectNodeContents(li.querySelector('button'));
  const first = [...range.getClientRects()].filter((r) => r.width > 0)[0];
  return first && (at < first.top || at > first.bottom + 1) ? [`${i + 1}: baseline ${Math.round(at)}, first line ${Math.round(first.top)}-${Math.round(first.bottom)}`] : [];
})"""


def open_analysis(page: Any) -> None:
    """The outcome's button that opens the analysis (in any language), once the outcome shows;
    until its graph is drawn (the analysis is stored: it shows at once)."""
    page.locator(".drawer .end-buttons button").last.click()
    page.wait_for_selector(".analysis-graph")


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
        # no word broken inside, the seats' table whole, each turning point's number on its first line
        assert page.evaluate(SLICED) == []
        assert page.locator(".analysis-summary").is_visible()
        assert page.evaluate(MARKERS) == []
        # (the seeded game and the seeded analysis have turning points: the jump is always tried)
        points = page.locator(".turning-points li button")
        assert points.count() >= 1, page.inner_text(".analysis-summary")
        text = points.first.inner_text().replace("\u2060", "")  # (a word joiner after an interval's dash)
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
    # a phone: the analysis takes the Board pane; a turning point pressed folds it to its head
    # over the board, which shows that position; its head's button brings it back as it was
    for lang in ["en", "de", "fr", "en-XA"]:
        for width, height in [(390, 844), (1366, 768)]:
            phone = width < 900
            ctx = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
            page = ctx.new_page()
            page.on("pageerror", lambda e: errors.append(str(e)))
            try:
                page.goto(f"{server.url}/?lang={lang}#/table/{tid}")
                open_analysis(page)
                page.wait_for_selector(".analysis-seats-box")
                where = f"{lang} {width}x{height}"
                assert page.evaluate(SLICED) == [], where
                assert page.evaluate(MARKERS) == [], where
                shares = page.evaluate(SHARES)
                if not phone:  # (under the board, which keeps its room)
                    assert 0.3 <= shares["drawer"] <= 0.6 and shares["board"] >= 0.35, (where, shares)
                    continue
                assert shares["drawer"] >= 0.9 and shares["board"] == 0, (where, shares)
                # (German's words do not fit the seats' table at a phone's width: each seat on its lines)
                if lang in ("de", "en-XA"):
                    assert page.locator(".analysis-seats").is_visible(), where
                if lang != "en":
                    continue
                page.screenshot(path=str(artifacts / "analysis-390-pane.png"))
                body = page.locator(".drawer-body")
                first = page.locator(".turning-points li button").first
                first.evaluate("(b) => b.scrollIntoView({ block: 'start' })")
                read = body.evaluate("(b) => b.scrollTop")
                assert read > 0  # (the turning points are under the graph: the drawer scrolls to them)
                first.tap()
                page.wait_for_selector(".replay-banner.better", timeout=60_000)
                shares = page.evaluate(SHARES)
                assert shares["drawer"] <= 0.2 and shares["board"] >= 0.5, shares
                assert page.locator(".board-box .better-move").count() >= 1
                page.screenshot(path=str(artifacts / "analysis-390-folded.png"))
                back = page.get_by_role("button", name="Back to the analysis")
                assert back.is_visible() and back.evaluate("(b) => b === document.activeElement")
                back.tap()
                assert page.evaluate(SHARES)["drawer"] >= 0.9
                assert body.evaluate("(b) => b.scrollTop") == read  # (where it was read)
                assert page.locator(".turning-points li button").first.is_visible()
            finally:
                ctx.close()
    assert not errors, errors
