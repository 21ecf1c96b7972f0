"""The table answers every click (issue 17, items 1-3; issue 50: the table's frame), for Rose
Ceremony, Roxane and Roméo & Juliette, at 1366×768 (a laptop) and 390×844 (a phone):

- a tap (or a hover) shows a piece's words; a click on a piece that is not a move says why not;
  the last move is marked on the board, and the moves since yours can be shown one by one;
- every kind of legal action (each verb of the game's notation) is made by clicking the board,
  in seeded games whose other decisions are sent through the REST play endpoint;
- a zoom is the player's choice for the moment: a reload shows the whole table again, while
  the turn signals are remembered.

What a person sees of the table at each size (the frame: nothing scrolls, every panel, the
prompt and the targets in view, text readable) is measured by test_table_frame.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from .frame_probe import RECORD_SENT, Table
from .helpers import WAIT_MS, hover_words

pytestmark = pytest.mark.slow

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
GAMES = {
    # game: (players, options, seed of the fit test)
    "rose-ceremony": (3, {}, 4),
    "roxane": (2, {}, 1),
    "romeo-juliette": (2, {"chapter": 1}, 2),
}
#: every verb of each game's notation (its actions module); Roxane's comma, fencing and kiss
#: decisions and "give up" are told by their first two words
VERBS = {
    "rose-ceremony": {"offer", "accept", "refuse", "cash", "keep"},
    "roxane": {"draw", "write", "woo", "scheme", "trade", "influence", "duel", "comma write",
               "comma duel", "comma scheme", "comma woo", "end", "skip", "step", "stop", "place",
               "fencing now", "fencing later", "fencing draw", "exchange", "give", "take", "play",
               "done", "give up", "lose", "discard", "keep", "kiss draw"},
    "romeo-juliette": {"missive", "propose", "confirm", "wait", "go", "with", "step", "move",
                       "skip", "keep"},
}
#: the seeded games that together reach every verb (seat 0 prefers a verb not yet made)
#: (the later seeds only play while a verb is still missing)
VERB_SEEDS = {"rose-ceremony": [4, 2, 3, 5, 6], "roxane": [19, 6, 5, 1, 27, 2, 14, 15, 20, 25],
              "romeo-juliette": [2, 4, 5, 1, 3]}
# what the page sends, recorded (to know which move a click made)


def verb(action: str) -> str:
    words = action.split()
    if words[0] in ("comma", "fencing", "kiss") or action == "give up":
        return " ".join(words[:2])
    return words[0]


def open_page(browser: Any, server: Any, table: Table, size: str) -> Any:
    w, h = SIZES[size]
    phone = size == "phone"
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone, has_touch=phone)
    ctx.add_init_script(RECORD_SENT)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.js_errors = errors
    page.goto(f"{server.url}/#/table/{table.id}?token={table.tok[0]}")
    return page


def wait_state(page: Any, sid: int) -> None:
    page.wait_for_function("([s]) => window.salon && window.salon.state.state_id === s && document.body.dataset.stateId === String(s)",
                           arg=[sid], timeout=WAIT_MS)


def click_verb(page: Any, want: str) -> str:
    """Clicks the board towards a move of verb `want` until one is sent; returns it."""
    sent = page.evaluate("window.__sent.length")
    for _ in range(6):
        legal = page.evaluate("window.salon.state.legal")
        goal = [a for a in legal if verb(a) == want]
        assert goal, f"no {want} move is legal now"
        acts = page.evaluate("[...document.querySelectorAll('.board-box [data-act].can')].map((n) => n.getAttribute('data-act'))")
        picks = page.evaluate("[...document.querySelectorAll('.board-box [data-pick].can:not(.sel)')].map((n) => n.getAttribute('data-pick'))")
        act = next((a for a in acts if a in goal), None)
        if act is not None:
            node = page.locator(f".board-box [data-act='{act}'].can").first
        else:
            pick = next((p for p in picks if any(f" {p} " in f" {a.replace('+', ' ')} " for a in goal)), None)
            assert pick is not None, f"nothing on the board makes a {want} move ({goal[:4]}; picks {picks[:12]})"
            node = page.locator(f".board-box [data-pick='{pick}'].can:not(.sel)").first
        before = page.evaluate("document.body.dataset.selection || ''")
        try:
            node.click(timeout=2500)
        except Exception:  # covered by another drawn piece: deliver the click to it directly
            if page.evaluate("window.__sent.length") > sent:  # the click landed after all
                return str(page.evaluate("window.__sent[window.__sent.length - 1]"))
            try:
                node.dispatch_event("click", timeout=WAIT_MS // 3)
            except Exception:  # the board was drawn again without it (a slow machine): look again
                continue
        try:
            page.wait_for_function(
                "([n, sel]) => window.__sent.length > n || (document.body.dataset.selection || '') !== sel",
                arg=[sent, before], timeout=WAIT_MS // 3)
        except Exception:  # the click reached a board drawn again under it (a move played out): again
            continue
        if page.evaluate("window.__sent.length") > sent:
            return str(page.evaluate("window.__sent[window.__sent.length - 1]"))
    raise AssertionError(f"the board never sent a {want} move")


#: the phone runs (40 s each) in make test-full; tests/web/test_table_frame.py measures every
#: game on the phone in make test
FIT_CASES = [pytest.param(g, s, marks=[pytest.mark.full] if s == "phone" else [], id=f"{g}-{s}")
             for g in GAMES for s in SIZES]


@pytest.mark.parametrize(("game", "size"), FIT_CASES)
def test_the_table_answers_every_click(browser: Any, server: Any, game: str, size: str, artifacts: Any) -> None:
    players, options, seed = GAMES[game]
    table = Table(server.api, game, players, options, seed)
    st = table.others_until_seat0()
    page = open_page(browser, server, table, size)
    try:
        wait_state(page, st["state_id"])
        page.locator(".board-box .can").locator("visible=true").first.wait_for(timeout=WAIT_MS)
        page.screenshot(path=str(artifacts / f"fit-{game}-{size}.png"))
        # a piece's words: on a tap (phone) or under the pointer (laptop)
        words = page.locator(".board-box [data-tip]:not(.can)").locator("visible=true").first
        if size == "phone":  # a long press (a tap plays a move; a piece that is none shows its words)
            words.tap()
            page.wait_for_selector(".tip-pop:not([hidden])")
        else:
            hover_words(page, words)
        assert page.inner_text(".tip-pop").strip()
        page.mouse.move(0, 0)
        # seat 0 moves on the board; that move is marked, and its log line
        sid = st["state_id"]
        click_verb(page, verb(st["legal"][0]))
        page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
        page.wait_for_function("() => document.querySelectorAll('.board-box .moved').length > 0", timeout=WAIT_MS)
        assert page.locator(".log li.recent").count() >= 1
        # a click on a piece that is not a move now says why not
        while True:
            now = table.state(0)
            if not now["legal"]:
                break
            wait_state(page, now["state_id"])
            click_verb(page, verb(now["legal"][0]))
            page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[now["state_id"]], timeout=WAIT_MS)
        wait_state(page, now["state_id"])
        off = page.locator(".board-box [data-pick].off, .board-box [data-act].off").locator("visible=true").first
        off.dispatch_event("click")
        try:
            page.wait_for_selector(".why-not:not([hidden])", timeout=WAIT_MS)
        except Exception:
            print(off.evaluate("(n) => n.outerHTML.slice(0, 300)"), page.evaluate("[window.salon.state.legal, window.salon.state.prompt, document.querySelector('.why-not') && document.querySelector('.why-not').outerHTML]"))
            raise
        assert page.inner_text(".why-not").startswith("Not now:"), page.inner_text(".why-not")
        page.screenshot(path=str(artifacts / f"why-not-{game}-{size}.png"))
        # the other seats' moves are marked too, once they are made
        table.others_until_seat0()
        page.wait_for_function("() => window.salon.state.legal.length > 0", timeout=WAIT_MS)
        if table.state(0)["state_id"] > now["state_id"]:
            page.wait_for_function("() => document.querySelectorAll('.board-box .moved').length > 0", timeout=WAIT_MS)
        # several moves since yours: shown one by one, each with its own marks, then back to now
        if game == "rose-ceremony":  # the two other seats moved
            assert page.locator(".recent-moves button.one-by-one").count() == 1
        if page.locator(".recent-moves button.one-by-one").count():
            page.click(".recent-moves button.one-by-one")
            page.wait_for_selector(".step-banner")
            assert page.inner_text(".step-banner").startswith("Move 1 of ")
            page.screenshot(path=str(artifacts / f"one-by-one-{game}-{size}.png"))
            while page.locator(".step-banner").count():
                page.click(".step-banner button.next-move")
            page.locator(".board-box .can").locator("visible=true").first.wait_for(timeout=WAIT_MS)  # (a phone: in the pane shown)
        assert not page.js_errors, page.js_errors
    finally:
        page.context.close()


def test_the_server_says_why_a_move_is_not_legal(browser: Any, server: Any) -> None:
    """The `why` message: the game's reason, for the seat that asks; nothing changes."""
    table = Table(server.api, "rose-ceremony", 3, {}, 4)
    st = table.others_until_seat0()
    while not any(a.startswith("offer") for a in st["legal"]):
        table.play(0, st)
        st = table.others_until_seat0()
    page = open_page(browser, server, table, "laptop")
    try:
        wait_state(page, st["state_id"])
        ask = """([tid, tok, action]) => new Promise((done) => {
          const ws = new WebSocket(`ws://${location.host}/ws/tables/${tid}`);
          ws.onopen = () => {
            ws.send(JSON.stringify(tok ? { type: 'hello', token: tok } : { type: 'hello' }));
            ws.send(JSON.stringify({ type: 'why', action }));
          };
          ws.onmessage = (e) => { const d = JSON.parse(e.data); if (d.type === 'why') { ws.close(); done(d); } };
        })"""
        offer_self = next("offer 0 " + a.split()[-1] for a in st["legal"] if a.startswith("offer"))
        said = page.evaluate(ask, [table.id, table.tok[0], offer_self])
        assert said["action"] == offer_self and "yourself" in said["message"]
        said = page.evaluate(ask, [table.id, None, st["legal"][0]])
        assert "watching" in said["message"]
        said = page.evaluate(ask, [table.id, table.tok[0], st["legal"][0]])
        assert said["message"] == ""
        said = page.evaluate(ask, [table.id, table.tok[0], "dance a gavotte"])
        assert said["message"] == "that is not a move of this game"
        said = page.evaluate(ask, [table.id, table.tok[1], "accept"])
        assert said["message"].startswith("Waiting for") and "Ada" in said["message"], said
        assert table.state(0)["state_id"] == st["state_id"]
    finally:
        page.context.close()


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.full) if g == "roxane" else g for g in GAMES])
def test_every_verb_is_made_on_the_board(browser: Any, server: Any, game: str) -> None:
    players, options, _ = GAMES[game]
    made: dict[str, str] = {}
    for seed in VERB_SEEDS[game]:
        table = Table(server.api, game, players, options, seed)
        page = open_page(browser, server, table, "laptop")
        try:
            st = table.state(0)
            for _ in range(1500):
                if st.get("outcome") or len(made) == len(VERBS[game]):
                    break
                new = sorted({verb(a) for a in st["legal"]} - set(made))
                if new:
                    wait_state(page, st["state_id"])
                    sent = click_verb(page, new[0])
                    made[verb(sent)] = sent
                    page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[st["state_id"]], timeout=WAIT_MS)
                    st = table.state(0)
                elif st["legal"]:
                    st = table.play(0, st)
                else:  # another seat's turn, played through while it lasts
                    p = st["to_act"][0]
                    theirs = table.play(p)
                    while theirs["legal"] and not theirs.get("outcome") and 0 not in theirs["to_act"]:
                        theirs = table.play(p, theirs)
                    st = table.state(0)
            assert not page.js_errors, page.js_errors
        finally:
            page.context.close()
        if len(made) == len(VERBS[game]):
            break
    assert set(made) == VERBS[game], f"never made on the board: {sorted(VERBS[game] - set(made))}"


def test_a_zoom_is_for_the_moment_and_turn_signals_are_remembered(browser: Any, server: Any) -> None:
    """A zoom enlarges the board (its box pans) and "fit" brings the whole back; a reload shows the
    whole table again (the default is always the whole table), while the opt-in sound and
    notification switches survive it; the tab's title says when the move is yours."""
    table = Table(server.api, "rose-ceremony", 3, {}, 4)
    st = table.others_until_seat0()
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, permissions=["notifications"])
    page = ctx.new_page()
    try:
        page.goto(f"{server.url}/#/table/{table.id}?token={table.tok[0]}")
        wait_state(page, st["state_id"])
        assert page.title().startswith("● your move")
        scale = "Number(document.querySelector('.board-box .sec-stage.board svg.board').dataset.scale)"
        before = page.evaluate(scale)
        page.click(".board-tools button[aria-label='zoom in']")
        assert page.inner_text(".board-tools .zoom-level") == "125%"
        page.wait_for_function(f"() => {scale} > {before} * 1.2")
        assert page.evaluate("document.documentElement.scrollHeight") <= 768, "the zoomed board pans in its box"
        page.click(".board-tools button[aria-label='the whole board in its box']")
        page.wait_for_function(f"() => Math.abs({scale} - {before}) < 0.01")
        page.click(".board-tools button[aria-label='zoom in']")
        page.click(".frame-head .settings summary")
        page.check("input.turn-sound")
        page.check("input.turn-notify")
        page.reload()
        wait_state(page, st["state_id"])
        assert page.inner_text(".board-tools .zoom-level") == "100%"
        page.click(".frame-head .settings summary")
        assert page.is_checked("input.turn-sound") and page.is_checked("input.turn-notify")
        assert page.evaluate("document.documentElement.scrollWidth") <= 1366
    finally:
        ctx.close()
