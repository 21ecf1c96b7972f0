"""Touch and motion on the table page (issue 27):

- on a touch screen (Playwright's ``has_touch``, real touch events) a first tap on a piece that
  is a move shows its words and sends nothing; a second tap plays it; a long press shows the
  words of any piece;
- a bot's move is animated on the board (a piece glides, fades in or pulses), and under
  ``prefers-reduced-motion: reduce`` nothing is, nor in a hidden tab;
- on a phone a decision's buttons are in the prompt's bar at the top, and a tap there plays.
"""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import WAIT_MS
from .test_table_fit import RECORD_SENT, Table, wait_state

pytestmark = pytest.mark.slow


def tap(page: Any, node: Any) -> None:
    """A real tap (touchstart/touchend, then the click the browser makes of it) at the node's centre."""
    node.scroll_into_view_if_needed()
    box = node.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 20))


def test_first_tap_shows_the_words_and_the_second_plays(browser: Any, server: Any) -> None:
    table = Table(server, "rose-ceremony", 3, {}, 4)
    st = table.others_until_seat0()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    ctx.add_init_script(RECORD_SENT)
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{table.id}?token={table.tok[0]}")
        wait_state(page, st["state_id"])
        target = page.locator(".board-box [data-act].can, .board-box [data-pick].can").first
        label = (target.get_attribute("data-tip") or "").split("\n")[0]
        tap(page, target)
        page.wait_for_selector(".tip-pop:not([hidden])")
        assert page.inner_text(".tip-pop strong") == label
        page.wait_for_timeout(300)
        assert page.evaluate("window.__sent.length") == 0, "the first tap played the move"
        assert page.evaluate("window.salon.state.state_id") == st["state_id"]
        # the second tap plays it (a move, or a first pick that narrows the choice)
        sel = page.evaluate("document.body.dataset.selection || ''")
        tap(page, target)
        page.wait_for_function("([sel]) => window.__sent.length > 0 || (document.body.dataset.selection || '') !== sel",
                               arg=[sel], timeout=WAIT_MS)
        # a long press shows the words of a piece that is not a move (on the board drawn anew)
        page.wait_for_function("([s]) => window.__sent.length === 0 || (window.salon.state.state_id > s"
                               " && document.body.dataset.stateId === String(window.salon.state.state_id))",
                               arg=[st["state_id"]], timeout=WAIT_MS)
        page.wait_for_timeout(400)
        still = page.locator(".board-box [data-tip]:not(.can)").first
        still.scroll_into_view_if_needed()
        box = still.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 10)
        cdp = ctx.new_cdp_session(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        page.wait_for_timeout(700)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_selector(".tip-pop:not([hidden])")
        assert page.inner_text(".tip-pop strong") == (still.get_attribute("data-tip") or "").split("\n")[0]
    finally:
        ctx.close()


#: the page as in a tab the player is not looking at (the browser says so by document.hidden)
HIDDEN_TAB = """Object.defineProperty(document, 'hidden', { get: () => true });
Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });"""


def watch_bots(browser: Any, server: Any, reduced: bool, hidden: bool = False) -> int:
    """Pieces animated on seat 0's board while the bots play their turns after its move."""
    res = server.api("POST", "/api/tables", {
        "game": "rose-ceremony", "players": 3, "seed": 4,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]},
        admin=True)
    tid, tok = res["table_id"], res["seats"][0]["token"]
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, reduced_motion="reduce" if reduced else "no-preference")
    if hidden:
        ctx.add_init_script(HIDDEN_TAB)
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{tid}?token={tok}")
        for _ in range(3):  # seat 0 moves through the list; the bots answer
            page.wait_for_function("() => window.salon && window.salon.state.legal.length > 0 && document.body.dataset.stateId === String(window.salon.state.state_id)", timeout=WAIT_MS)
            sid = page.evaluate("window.salon.state.state_id")
            page.locator("button.legal").first.click()
            page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
        page.wait_for_function("() => window.salon.state.legal.length > 0 && document.body.dataset.stateId === String(window.salon.state.state_id)", timeout=WAIT_MS)
        return int(page.evaluate("Number(document.body.dataset.animated || 0)"))
    finally:
        ctx.close()


def test_a_bots_move_is_animated_and_reduced_motion_turns_it_off(browser: Any, server: Any) -> None:
    assert watch_bots(browser, server, reduced=False) > 0
    assert watch_bots(browser, server, reduced=True) == 0


def test_nothing_is_animated_in_a_hidden_tab(browser: Any, server: Any) -> None:
    """The moves made while the player looks elsewhere are not played to nobody (the tab shows
    the position as it is when the player comes back)."""
    assert watch_bots(browser, server, reduced=False, hidden=True) == 0


def test_a_phone_plays_a_decisions_button_from_the_prompts_bar(browser: Any, server: Any) -> None:
    """On a phone the moves the board draws as buttons are also buttons in the prompt's bar at the
    top, in the move's words: one tap there plays it (the board's copy may be screens away)."""
    res = server.api("POST", "/api/tables", {
        "game": "romeo-juliette", "players": 2, "options": {"chapter": 1}, "seed": 8,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}]}, admin=True)
    tid = res["table_id"]
    first = server.api("GET", f"/api/tables/{tid}/state", token=res["seats"][0]["token"])
    tok = res["seats"][first["to_act"][0]]["token"]  # the seat that speaks first at the rendezvous
    st = server.api("GET", f"/api/tables/{tid}/state", token=tok)
    assert "propose passion" in st["legal"], st["legal"]
    label = st["labels"][st["legal"].index("propose passion")]
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{tid}?token={tok}")
        button = page.locator('.prompt .action-bar [data-act="propose passion"]')
        button.wait_for(timeout=WAIT_MS)
        assert button.inner_text() == label
        box = button.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 844  # at the top, without scrolling
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function("([s]) => window.salon && window.salon.state.state_id > s", arg=[st["state_id"]], timeout=WAIT_MS)
        after = server.api("GET", f"/api/tables/{tid}/state", token=tok)
        assert "propose passion" not in after["legal"]
        # a laptop has no such bar: the board's own button and the list of moves are in view there
        wide = browser.new_context(viewport={"width": 1366, "height": 768})
        try:
            pg = wide.new_page()
            pg.goto(f"{server.url}/#/table/{tid}?token={tok}")
            pg.wait_for_selector(".board-box svg", timeout=WAIT_MS)
            assert pg.locator(".prompt .action-bar").count() == 0
        finally:
            wide.close()
    finally:
        ctx.close()
