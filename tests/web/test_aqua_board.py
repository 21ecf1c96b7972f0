"""Aqua Mirabilis in the browser: the board fits the screen and reads at 12 px or more on a
laptop, nothing is wider than a phone, a tap shows a piece's words, and every verb of the
notation is made by clicking the board (seat 0 human, the others heuristic bots, seeded games
whose seat-0 moves come from tests/web/aqua_plan.py)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ..patience import PATIENCE
from .aqua_plan import GAME, VERBS, plan, verb
from .helpers import WAIT_MS, hover_words

LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
#: seeded games (seed, players) that, together, bring every verb to seat 0
GAMES = [(21, 2), (22, 2)]


def new_table(server: Any, seed: int, players: int) -> tuple[str, str]:
    seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "heuristic"}] * (players - 1)
    res = server.api("POST", "/api/tables", {"game": GAME, "players": players, "seats": seats,
                                             "seed": seed, "bot_delay": 0}, admin=True)
    return res["table_id"], res["seats"][0]["token"]


def open_page(browser: Any, server: Any, tid: str, token: str, size: dict[str, int], touch: bool = False) -> Any:
    ctx = browser.new_context(viewport=size, has_touch=touch, is_mobile=touch)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.js_errors = errors
    page.goto(f"{server.url}/#/table/{tid}?token={token}")
    page.wait_for_function("() => window.salon && window.salon.state.legal.length > 0", timeout=WAIT_MS)
    page.wait_for_selector(".board-box svg.aqua [data-act].can, .board-box svg.aqua [data-pick].can", timeout=WAIT_MS)
    return page


def close(page: Any) -> None:
    errors = page.js_errors
    page.context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


IN_VIEW = """() => {
  const box = document.querySelector('.board-box').getBoundingClientRect();
  const seen = (r) => r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  const inBox = (r) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const prompt = document.querySelector('.prompt-text').getBoundingClientRect();
  const targets = [...document.querySelectorAll('.board-box .can')].map((n) => n.getBoundingClientRect());
  return {prompt: seen(prompt), target: targets.some((r) => seen(r) && inBox(r)), scrolled: scrollY,
          wide: document.documentElement.scrollWidth,
          wider: [...document.querySelectorAll('body *')].filter((n) => !n.closest('.board-box svg') && n.getBoundingClientRect().right > innerWidth + 1).map((n) => n.className).slice(0, 5)};
}"""

FONTS = """() => {
  const sizes = [...document.querySelectorAll('.board-box svg.aqua text')].filter((n) => n.textContent.trim() && n.getBoundingClientRect().width > 0)
    .map((n) => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a);
  sizes.sort((a, b) => a - b);
  return {n: sizes.length, min: sizes[0], median: sizes[Math.floor(sizes.length / 2)]};
}"""


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_board_fits_the_screen(browser: Any, server: Any, size: dict[str, int]) -> None:
    tid, token = new_table(server, 3, 3)
    phone = size is PHONE
    page = open_page(browser, server, tid, token, size, touch=phone)
    try:
        got = page.evaluate(IN_VIEW)
        # the prompt and a target in the window together (the page may have scrolled itself to
        # the decision: issue 27, no box of its own to pan)
        assert got["prompt"] and got["target"], got
        if phone:
            assert got["wide"] <= size["width"], got
        else:
            fonts = page.evaluate(FONTS)
            assert fonts["n"] > 80 and fonts["min"] >= 12, fonts
        # the Dames' section, one click away in the bar of the board's parts where not shown
        piece = page.locator(".board-box svg.aqua g.am-dame").first
        if not piece.is_visible():
            page.click(".board-box .sec-bar .sec-tab[data-sec='dames']")
            piece.wait_for(state="visible", timeout=WAIT_MS)
        # a tap (or a hover) shows a piece's words
        if phone:
            piece.tap()
            page.wait_for_selector(".tip-pop:not([hidden])", timeout=WAIT_MS)
        else:
            hover_words(page, piece)
        assert "Dame" in page.inner_text(".tip-pop")
        if not phone:  # a Dame is no move at the start of a turn: a click says why not
            piece.click()
            page.wait_for_selector(".why-not:not([hidden])", timeout=WAIT_MS)
            assert page.inner_text(".why-not").startswith("Not now")
    finally:
        close(page)


# a move made on the board: the pieces that make it (an act, else the picks it needs), clicked
CLICK = """(a) => {
  const words = ' ' + a.replace(/\\+/g, ' ') + ' ';
  const exact = [...document.querySelectorAll('.board-box [data-act].can')].find((n) => n.getAttribute('data-act') === a);
  if (exact) { exact.dispatchEvent(new MouseEvent('click', {bubbles: true})); return 'act'; }
  const picks = [...document.querySelectorAll('.board-box [data-pick].can:not(.sel)')]
    .filter((n) => words.includes(' ' + n.getAttribute('data-pick') + ' '));
  picks.sort((x, y) => y.getAttribute('data-pick').length - x.getAttribute('data-pick').length);
  if (picks.length) { picks[0].dispatchEvent(new MouseEvent('click', {bubbles: true})); return 'pick ' + picks[0].getAttribute('data-pick'); }
  return null;
}"""


def click_move(page: Any, action: str) -> None:
    """Makes `action` by clicking drawn pieces only (never the list of moves)."""
    sid = page.evaluate("window.salon.state.state_id")
    for _ in range(4):
        before = page.evaluate("document.body.dataset.selection || ''")
        how = page.evaluate(CLICK, action)
        assert how, f"no piece on the board makes {action!r} (legal: {page.evaluate('window.salon.state.legal')})"
        # one click at a time: wait until it moved the game or changed the selection, so a
        # second click never lands on the next position
        page.wait_for_function(
            "([s, b]) => window.salon.state.state_id > s || (document.body.dataset.selection || '') !== b",
            arg=[sid, before], timeout=WAIT_MS)
        if page.evaluate("window.salon.state.state_id") > sid:
            return
        page.wait_for_timeout(30)
    raise AssertionError(f"clicking the board did not make {action!r}")


@pytest.mark.full  # 35 s; Aqua's decisions are measured in make test by tests/web/test_table_frame.py
def test_every_verb_is_made_on_the_board(browser: Any, server: Any) -> None:
    want = set(VERBS)
    made: dict[str, str] = {}
    marked = 0  # the most pieces marked as changed by the last moves, at a decision
    for seed, players in GAMES:
        if not want:
            break
        p = plan(seed, players, want)
        if not p.click:
            continue
        tid, token = new_table(server, seed, players)
        page = open_page(browser, server, tid, token, LAPTOP)
        try:
            for i, action in enumerate(p.moves):
                st = server.api("GET", f"/api/tables/{tid}/state", token=token)
                deadline = time.monotonic() + PATIENCE  # the bots' moves, however busy the machine
                while not st["legal"] and time.monotonic() < deadline:
                    page.wait_for_timeout(20)
                    st = server.api("GET", f"/api/tables/{tid}/state", token=token)
                assert action in st["legal"], f"seed {seed}: the server's game went another way at move {i}"
                if i in p.click:
                    page.wait_for_function("([s]) => window.salon.state.state_id >= s && window.salon.state.legal.length > 0",
                                           arg=[st["state_id"]], timeout=WAIT_MS)
                    # the board brings the decision into view: wait for it, however busy the machine
                    try:
                        page.wait_for_function(f"() => {{ const r = ({IN_VIEW})(); return r.prompt && r.target; }}",
                                               timeout=WAIT_MS)
                    except Exception:  # noqa: BLE001 - say what was in view
                        pass
                    seen = page.evaluate(IN_VIEW)
                    assert seen["prompt"] and seen["target"], f"{action!r}: {seen}"
                    marked = max(marked, int(page.evaluate("document.body.dataset.marked || '0'")))
                    click_move(page, action)
                    made[verb(action)] = action
                else:
                    server.api("POST", f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": action}, token=token)
        finally:
            close(page)
    assert marked > 0, "the last moves were never marked on the board"
    assert not want and set(made) == VERBS, f"verbs not reached in the seeded games: {sorted(VERBS - set(made))}"

