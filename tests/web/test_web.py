"""The browser client against a real server: lobby, the four boards, clicks, secrecy, reload."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ..patience import PATIENCE
from .conftest import ADMIN_TOKEN
from .helpers import WAIT_MS, click_board, create_from_lobby, enter_created, wait_ready

pytestmark = pytest.mark.slow


def test_lobby_lists_the_four_games(page: Any, server: Any) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector(".game-card")
    cards = page.locator(".game-card")
    assert cards.count() == 4
    text = page.inner_text(".games")
    for title in ("Rose Ceremony", "Roxane", "Aqua Mirabilis", "Roméo & Juliette"):
        assert title in text
    assert "3–6 players" in text and "2 players" in text
    page.locator(".table-group").nth(2).wait_for()  # the table list comes after the games and bots
    assert page.locator(".table-group").count() == 3


def test_rose_ceremony_played_to_the_end_by_clicking(page: Any, server: Any, artifacts: Path) -> None:
    create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:heuristic", "bot:random"], seed=11)
    ways = []
    for _ in range(200):
        st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
        if st.get("outcome"):
            break
        # the hand drawn is exactly the seat's own hand; no other hand is ever drawn face up
        assert page.locator(".board-box .hand-card").count() == len(st["view"]["hand"])
        ways.append(click_board(page))
        page.wait_for_function("() => window.salon.state.legal.length > 0 || !!window.salon.state.outcome",
                               timeout=WAIT_MS)
    else:
        pytest.fail("the game did not end")
    page.wait_for_selector(".outcome h2")
    assert "Game over" in page.inner_text(".outcome")
    assert page.locator(".outcome table.score th").count() >= 4
    made = [w for w in ways if w != "moved"]  # (a click another seat's move overtook decides nothing)
    assert made and made.count("board") == len(made), "every decision was made on the board"
    page.screenshot(path=str(artifacts / "rose-ceremony-end.png"), full_page=True)
    # the finished table is listed, and its replay steps through the game
    page.click(".outcome button:has-text('replay')")
    page.wait_for_selector(".replay input[type=range]")
    assert "step 0 of" in page.inner_text(".replay-banner")
    start_hand = page.locator(".board-box .hand-card").count()
    assert start_hand == 4, "the replay starts from the deal, seen by this seat"
    page.locator(".replay button[title='step forward']").click()
    page.wait_for_function("() => document.querySelector('.replay-banner').textContent.includes('step 1 of')")
    assert "step 1/" in page.inner_text(".replay-step")
    page.locator(".replay button[title='step back']").click()
    page.wait_for_function("() => document.querySelector('.replay-banner').textContent.includes('step 0 of')")
    # seen by the public, the deal shows no hand; the last step is the final position
    page.select_option(".replay select", "spectator")
    page.wait_for_function("() => document.querySelectorAll('.board-box .hand-card').length === 0")
    page.locator(".replay button[title='end']").click()
    page.wait_for_function("() => /step (\\d+) of \\1$/.test(document.querySelector('.replay-banner').textContent)")
    # the server serves the replay: no private copy of the table is created any more
    listed = page.evaluate("fetch('/api/tables?limit=200').then((r) => r.json())")
    assert not any(all(st.get("name") == "replay" for st in tb["seats"]) for tb in listed["tables"])


def test_bot_levels_and_the_seeded_badge(page: Any, server: Any) -> None:
    """The lobby offers the server's bot levels in words; a table dealt from a chosen seed
    (admin token) carries the seeded badge in the lobby and at the table, another does not."""
    levels = server.api("GET", "/api/bots")
    page.goto(server.url + "/")
    page.wait_for_selector("select[data-seat='1']")
    offered = page.locator("select[data-seat='1'] option").all_inner_texts()
    assert all(lv["label"] in offered for lv in levels["levels"])
    page.click("details.bot-levels summary")
    assert all(lv["about"] in page.inner_text("details.bot-levels") for lv in levels["levels"])
    # a seed without the admin token is not sent
    page.click("details.operator summary")
    page.fill("input[name=seed]", "3")
    page.click("button[name=create]")
    page.wait_for_selector("p.error:not([hidden])")
    assert "admin token" in page.inner_text(".error")

    tid = create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:easy", "bot:random"], seed=3)
    badge = page.locator(".table-head .seeded-badge")
    badge.wait_for(state="visible")
    assert badge.inner_text() == levels["seeded"]["badge"]
    assert badge.get_attribute("data-tip") == levels["seeded"]["about"]
    page.goto(server.url + "/")
    page.locator(f"tr[data-table='{tid}'] .seeded-badge").first.wait_for(state="visible")
    other = create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:heuristic", "bot:random"])
    assert page.locator(".table-head .seeded-badge").is_hidden()
    page.goto(server.url + "/")
    page.locator(f"tr[data-table='{other}']").first.wait_for()
    assert page.locator(f"tr[data-table='{other}'] .seeded-badge").count() == 0


def test_spectator_sees_no_hand_and_cannot_act(browser: Any, page: Any, server: Any) -> None:
    table = create_from_lobby(page, server.url, "rose-ceremony", 4,
                              ["me", "bot:heuristic", "bot:heuristic", "bot:heuristic"], seed=5)
    watcher = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    try:
        watcher.goto(f"{server.url}/#/table/{table}")
        watcher.wait_for_function("() => window.salon && window.salon.state.view", timeout=WAIT_MS)
        assert watcher.evaluate("window.salon.state.seat") is None
        assert watcher.evaluate("window.salon.state.view.hand") is None
        assert watcher.locator(".hand-card").count() == 0
        assert watcher.locator("button.legal").count() == 0
        assert watcher.locator(".board-box .can").count() == 0
        assert "watching" in watcher.inner_text(".seats-bar")
    finally:
        watcher.context.close()


def test_roxane_from_the_lobby(page: Any, server: Any, artifacts: Path) -> None:
    create_from_lobby(page, server.url, "roxane", 3, ["me", "bot:heuristic", "bot:heuristic"],
                      options={"poetry": "II"}, seed=3, clock=3600)
    assert "left for this decision" in page.inner_text(".prompt .clock")
    ways = []
    for _ in range(12):
        st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
        if st.get("outcome"):
            break
        ways.append(click_board(page))
    made = [w for w in ways if w != "moved"]
    assert made and made.count("board") >= len(made) // 2, ways
    st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
    assert st["view"]["poetry"]["track"] == "II"
    assert page.locator(".board-box .hand-card").count() == len(st["view"]["player"][0]["hand"])
    assert "Poetry II" in page.inner_text(".board-box")
    page.screenshot(path=str(artifacts / "roxane.png"), full_page=True)


def test_roxane_hidden_cards_never_reach_another_seat(page: Any, server: Any) -> None:
    res = server.api("POST", "/api/tables", {"game": "roxane", "players": 2, "seed": 9,
                                             "seats": [{"kind": "human"}, {"kind": "human"}]}, admin=True)
    tok = {s["seat"]: s["token"] for s in res["seats"]}
    tid = res["table_id"]
    # both seats draw their opening hands (through the REST play endpoint)
    for _ in range(30):
        st = server.api("GET", f"/api/tables/{tid}/state", token=tok[0])
        if len(st["view"]["player"][1]["hand_types"]) >= 6 and len(st["view"]["player"][0]["hand_types"]) >= 6:
            break
        seat = st["to_act"][0]
        mine = server.api("GET", f"/api/tables/{tid}/state", token=tok[seat])
        server.api("POST", f"/api/tables/{tid}/actions",
                   {"state_id": mine["state_id"], "action": mine["legal"][0]}, token=tok[seat])
    page.goto(f"{server.url}/#/table/{tid}?token={tok[0]}")
    wait_ready(page) if 0 in st["to_act"] else page.wait_for_function("() => window.salon && window.salon.state")
    other = server.api("GET", f"/api/tables/{tid}/state", token=tok[1])
    hidden = other["view"]["player"][1]["hand"]
    assert hidden, "seat 1 holds cards"
    html = page.content()
    mine = set(page.evaluate("window.salon.state.view.player[0].hand"))
    for card in hidden:
        if card not in mine:
            assert card not in html, f"seat 1's card {card} is in seat 0's page"


def test_aqua_mirabilis_from_the_lobby(page: Any, server: Any, artifacts: Path) -> None:
    create_from_lobby(page, server.url, "aqua-mirabilis", 3, ["me", "bot:heuristic", "bot:heuristic"], seed=4)
    ways = []
    for _ in range(8):
        st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
        if st.get("outcome"):
            break
        ways.append(click_board(page))
    assert "board" in ways
    wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
    assert "Preferences" in page.inner_text(".board-box")
    page.screenshot(path=str(artifacts / "aqua-mirabilis.png"), full_page=True)


def test_romeo_juliette_signals_from_the_lobby(page: Any, server: Any, artifacts: Path) -> None:
    create_from_lobby(page, server.url, "romeo-juliette", 2, ["me", "bot:heuristic"], options={"chapter": 2}, seed=8)
    st = wait_ready(page)
    assert st["view"]["chapter"] == 2
    ways = []
    for _ in range(10):
        st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
        if st.get("outcome"):
            break
        ways.append(click_board(page))
    made = [w for w in ways if w != "moved"]
    assert made and made.count("board") >= len(made) // 2, ways
    st = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
    assert page.locator(".board-box .signal").count() > 0 or st["view"]["rendezvous"]["log"] == []
    assert page.locator("textarea, input[type=text]").count() == 0, "no chat"
    page.screenshot(path=str(artifacts / "romeo-juliette.png"), full_page=True)


def test_reload_comes_back_to_the_same_state(page: Any, server: Any) -> None:
    create_from_lobby(page, server.url, "roxane", 2, ["me", "bot:heuristic"], seed=21)
    for _ in range(3):
        wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
        click_board(page)
    before = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
    page.reload()
    after = wait_ready(page)
    assert after["state_id"] == before["state_id"]
    assert json.dumps(after["view"], sort_keys=True) == json.dumps(before["view"], sort_keys=True)
    assert after["legal"] == before["legal"]
    assert len(page.evaluate("window.salon.log")) == before["state_id"]


def test_an_error_is_shown_in_words(page: Any, server: Any) -> None:
    create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:heuristic", "bot:heuristic"], seed=2)
    st = wait_ready(page)
    page.evaluate("window.salon.send('offer 9 9/9')")
    page.wait_for_selector(".error:not([hidden])")
    text = page.inner_text(".side .error")
    assert "not allowed" in text and "9" in text
    # the resync leaves the same decision open
    page.wait_for_function("([s]) => window.salon.state.state_id === s && window.salon.state.legal.length > 0",
                           arg=[st["state_id"]])


def test_a_dropped_connection_reconnects_and_resyncs(page: Any, server: Any) -> None:
    create_from_lobby(page, server.url, "romeo-juliette", 2, ["me", "bot:heuristic"], seed=12)
    click_board(page)
    before = wait_ready(page, page.evaluate("window.salon.state.state_id") - 1)
    page.evaluate("window.salon.drop()")
    page.wait_for_selector(".net.off, .net.wait", timeout=WAIT_MS)
    page.wait_for_selector(".net.ok", timeout=WAIT_MS)
    after = wait_ready(page, -1)
    assert after["state_id"] == before["state_id"]
    assert after["view"] == before["view"]
    assert len(page.evaluate("window.salon.log")) == after["state_id"]
    click_board(page)  # and play goes on


def test_an_open_seat_is_taken_from_the_table_page(browser: Any, page: Any, server: Any) -> None:
    table = create_from_lobby_open(page, server.url)
    assert "Waiting for players" in page.inner_text(".prompt")
    friend = browser.new_context(viewport={"width": 1200, "height": 900}).new_page()
    try:
        friend.goto(f"{server.url}/#/table/{table}")
        friend.wait_for_selector(".seat-chip button.take")
        friend.click(".seat-chip button.take")
        friend.wait_for_function("() => window.salon && window.salon.state.seat === 1 && window.salon.state.status === 'playing'",
                                 timeout=WAIT_MS)
        page.wait_for_function("() => window.salon.state.status === 'playing'", timeout=WAIT_MS)
        # both lovers now play: whoever is to act has moves, and never sees the other's hand
        for pg, seat in ((page, 0), (friend, 1)):
            st = dict(pg.evaluate("window.salon.state"))
            assert st["seat"] == seat and st["view"]["hand"] is not None
            assert (len(st["legal"]) > 0) == (seat in st["to_act"])
    finally:
        friend.context.close()


def create_from_lobby_open(page: Any, url: str) -> str:
    page.goto(url + "/")
    page.wait_for_selector(".game-card[data-game='romeo-juliette']")
    page.fill("input[name=myname]", "Ada")
    page.click(".game-card[data-game='romeo-juliette']")
    page.select_option("select[data-seat='0']", "me")
    page.select_option("select[data-seat='1']", "open")
    page.click("button[name=create]")
    enter_created(page, 0)  # no link to send: straight to the table
    page.wait_for_function("() => window.salon && window.salon.state", timeout=WAIT_MS)
    assert "Ada" in page.inner_text(".seats-bar")
    return str(page.evaluate("window.salon.state.table_id"))


def test_a_phone_sized_screen(browser: Any, server: Any, artifacts: Path) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    try:
        create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:heuristic", "bot:heuristic"], seed=6)
        # nothing spills out of the page sideways; the board is laid out for the phone (no box
        # of its own to pan); at the page's top the prompt comes before the board
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
        page.evaluate("window.scrollTo(0, 0)")
        prompt = page.locator(".prompt").bounding_box()
        board = page.locator(".board-box").bounding_box()
        assert prompt and board and prompt["y"] < board["y"], "the prompt comes before the board"
        assert page.locator("button.legal").first.is_visible()
        sid = page.evaluate("window.salon.state.state_id")
        page.locator("button.legal").first.tap()
        page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid])
        page.screenshot(path=str(artifacts / "phone.png"), full_page=True)
    finally:
        ctx.close()


def test_leaving_a_seat_lets_a_bot_play_until_you_come_back(page: Any, server: Any) -> None:
    create_from_lobby(page, server.url, "rose-ceremony", 3, ["me", "bot:heuristic", "bot:heuristic"], seed=13)
    before = wait_ready(page)["state_id"]
    page.click(".seat-chip button.leave")
    page.wait_for_function("() => window.salon.state.seats[0].away === true", timeout=WAIT_MS)
    assert "away" in page.inner_text(".seats-bar")
    # the replacement bot plays this seat's decisions meanwhile
    page.wait_for_function(
        "([b]) => window.salon.state.state_id > b + 2 && window.salon.state.legal.length === 0",
        arg=[before], timeout=WAIT_MS)
    page.click(".seat-chip button.back")
    page.wait_for_function("() => !window.salon.state.seats[0].away", timeout=WAIT_MS)
    wait_ready(page, -1)


def test_a_wrong_link_says_so(page: Any, server: Any) -> None:
    res = server.api("POST", "/api/tables", {"game": "rose-ceremony", "players": 3,
                                             "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                                                       {"kind": "bot", "bot": "random"}]})
    page.goto(f"{server.url}/#/table/{res['table_id']}?token=not-a-token")
    page.wait_for_selector(".side .error:not([hidden])")
    assert "not valid" in page.inner_text(".side .error")
    page.goto(f"{server.url}/#/table/0123456789abcdef")
    page.wait_for_function("() => document.querySelector('.side .error').textContent.includes('no such table')"
                           " || document.querySelector('.side .error').textContent.includes('There is no such table')")


def test_roxane_fencing_marker_discard_is_made_on_the_board(page: Any, server: Any) -> None:
    """A decision naming a fencing marker's value (here: which marker to discard) is offered on
    the marker itself. The table is brought there through the REST API (three human seats
    playing the heuristic's moves), then seat 0 decides in the browser."""
    import urllib.request

    import salon

    def call(path: str, body: Any = None, token: str | None = None) -> Any:
        req = urllib.request.Request(server.url + path, method="POST" if body is not None else "GET",
                                     data=json.dumps(body).encode() if body is not None else None,
                                     headers={"content-type": "application/json",
                                              **({"authorization": f"Bearer {token}"} if token else {})})
        with urllib.request.urlopen(req, timeout=PATIENCE) as r:
            return json.loads(r.read())

    seed = 7  # a seeded game in which seat 0 is asked to discard a fencing marker
    state = salon.load_game("roxane").new_game(3, seed=seed)
    bots = [salon.make_bot("heuristic", seed=seed * 3 + p) for p in range(3)]
    moves: list[tuple[int, str]] = []
    while True:
        p = state.current_players()[0]
        legal = [str(a) for a in state.legal_actions(p)]
        if p == 0 and any(a.startswith("discard fencing") for a in legal):
            break
        action = str(bots[p].choose(state, p))
        moves.append((p, action))
        state.apply(p, action)
        assert len(moves) < 600, "the seeded game never asked seat 0 to discard a fencing marker"
    table = call("/api/tables", {"game": "roxane", "players": 3, "seed": seed,
                                 "seats": [{"kind": "human"}] * 3}, ADMIN_TOKEN)  # a chosen seed: admin
    tokens = {s["seat"]: s["token"] for s in table["seats"]}
    for sid, (p, action) in enumerate(moves):
        call(f"/api/tables/{table['table_id']}/actions", {"state_id": sid, "action": action}, tokens[p])
    page.goto(f"{server.url}/#/table/{table['table_id']}?token={tokens[0]}")
    st = wait_ready(page)
    want = [a for a in st["legal"] if a.startswith("discard fencing")]
    assert want and st["legal"] == legal
    marker = page.locator(f".board-box [data-act='{want[-1]}'].can")
    assert marker.count() >= 1, "the marker of that value is not clickable"
    marker.first.dispatch_event("click")
    page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[len(moves)], timeout=WAIT_MS)
    after = call(f"/api/tables/{table['table_id']}/state", token=tokens[0])
    state.apply(0, want[-1])  # the click sent exactly that marker's discard
    assert after["state_id"] == len(moves) + 1
    assert after["view"] == json.loads(json.dumps(state.view(0)))
