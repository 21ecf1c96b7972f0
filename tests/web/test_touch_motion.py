"""Touch and motion on the table page (issue 27; issue 50: one tap plays):

- on a touch screen (Playwright's ``has_touch``, real touch events) one tap on a piece that is a
  move plays it (or picks it, where it narrows the choice); a long press shows the words of any
  piece, a move's too, and plays nothing;
- a bot's move is animated on the board (a piece glides, fades in or pulses), and under
  ``prefers-reduced-motion: reduce`` nothing is, nor in a hidden tab;
- on a phone a decision's buttons are on the board in the window (the frame never scrolls),
  and one tap there plays; the choices docked under the board repeat them in words.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from ..patience import PATIENCE
from .frame_probe import RECORD_SENT, Table
from .helpers import WAIT_MS
from .test_board_play import wait_state

pytestmark = pytest.mark.slow


def tap(page: Any, node: Any) -> None:
    """A real tap (touchstart/touchend, then the click the browser makes of it) at the node's centre."""
    node.scroll_into_view_if_needed()
    box = node.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 20))


def long_press(ctx: Any, page: Any, node: Any) -> None:
    """A finger held on the node's centre until the page shows the words (as a person holds it),
    then lifted (real touch events through the DevTools protocol). Held for a condition, not a
    time: on a busy machine the finger is lifted only once the page has answered."""
    cdp = ctx.new_cdp_session(page)
    deadline = time.monotonic() + PATIENCE
    while True:  # (a press the busy page read late, or a redraw under the finger: pressed again)
        box = node.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 10)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        try:
            page.wait_for_selector(".tip-pop:not([hidden])", timeout=5000)
            break
        except Exception:
            if time.monotonic() > deadline:
                raise
        finally:
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_one_tap_plays_and_a_long_press_shows_the_words(browser: Any, server: Any) -> None:
    table = Table(server.api, "rose-ceremony", 3, {}, 4)
    st = table.others_until_seat0()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    ctx.add_init_script(RECORD_SENT)
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{table.id}?token={table.tok[0]}")
        wait_state(page, st["state_id"])
        target = page.locator(".board-box [data-act].can, .board-box [data-pick].can").locator("visible=true").first
        label = (target.get_attribute("data-tip") or "").split("\n")[0]
        # a long press on a move: its words, and nothing played
        long_press(ctx, page, target)
        page.wait_for_selector(".tip-pop:not([hidden])")
        assert page.inner_text(".tip-pop strong") == label
        page.wait_for_timeout(300)
        assert page.evaluate("window.__sent.length") == 0, "a long press played the move"
        assert page.evaluate("document.body.dataset.selection || ''") == ""
        assert page.evaluate("window.salon.state.state_id") == st["state_id"]
        # one tap plays it (a move, or a first pick that narrows the choice)
        tap(page, target)
        page.wait_for_function("() => window.__sent.length > 0 || (document.body.dataset.selection || '') !== ''",
                               timeout=WAIT_MS)
        # a long press shows the words of a piece that is not a move (on the board drawn anew)
        page.wait_for_function("([s]) => window.__sent.length === 0 || (window.salon.state.state_id > s"
                               " && document.body.dataset.stateId === String(window.salon.state.state_id))",
                               arg=[st["state_id"]], timeout=WAIT_MS)
        page.wait_for_timeout(400)
        still = page.locator(".board-box [data-tip]:not(.can)").locator("visible=true").first
        long_press(ctx, page, still)
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


def test_a_phone_plays_a_decisions_button_on_the_board_with_one_tap(browser: Any, server: Any) -> None:
    """On a phone the moves the board draws as buttons (Roméo & Juliette's proposals) are one tap
    away, the frame never scrolled: where the decision's parts of the board do not read together
    on the phone's pane, the part with most of its targets shows and the others are marked in the
    bar of the board's parts (one tap opens the rendezvous); a tap on the button plays; the
    choices docked at the bottom say the same move in words."""
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
        button = page.locator('.board-box [data-act="propose passion"].can')
        button.wait_for(state="attached", timeout=WAIT_MS)
        if not button.is_visible():  # its part of the board, marked in the bar: one tap shows it
            tab = page.locator(".board-box .sec-bar .sec-tab.hot[data-sec='rendezvous']")
            tab.wait_for(timeout=WAIT_MS)
            tab.tap()
            button.wait_for(timeout=WAIT_MS)
        assert page.locator('.choices button.legal[data-action="propose passion"]').inner_text().startswith(label)
        box = button.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= 844  # in the window, nothing scrolled
        assert page.evaluate("document.documentElement.scrollHeight") <= 844
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function("([s]) => window.salon && window.salon.state.state_id > s", arg=[st["state_id"]], timeout=WAIT_MS)
        after = server.api("GET", f"/api/tables/{tid}/state", token=tok)
        assert "propose passion" not in after["legal"]
    finally:
        ctx.close()
