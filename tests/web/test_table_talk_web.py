"""The browser around the game: table talk (and its absence in Roméo & Juliette), a named
invite whose seat shows in the friend's lobby, an absent seat handed to the bot and reclaimed,
a rematch reached by every seat through its old link, and the lobby's winners."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import WAIT_MS

pytestmark = pytest.mark.slow

WAIT = WAIT_MS
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def open_page(browser: Any) -> Iterator[Any]:
    """open_page(viewport) -> a page in its own browser context (its own localStorage)."""
    contexts: list[Any] = []
    errors: list[str] = []

    def make(viewport: dict[str, int] = LAPTOP) -> Any:
        ctx = browser.new_context(viewport=viewport)
        contexts.append(ctx)
        pg = ctx.new_page()
        pg.on("pageerror", lambda e: errors.append(str(e)))
        return pg

    yield make
    for ctx in contexts:
        ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


def table(server: Any, seats: list[dict[str, Any]], game: str = "rose-ceremony", players: int = 3,
          **extra: Any) -> tuple[str, dict[int, str]]:
    res = server.api("POST", "/api/tables", {"game": game, "players": players, "seed": 4, "seats": seats, **extra}, admin=True)
    return res["table_id"], {s["seat"]: s["token"] for s in res["seats"] if "token" in s}


def goto(page: Any, server: Any, tid: str, token: str | None = None) -> None:
    page.goto(f"{server.url}/#/table/{tid}" + (f"?token={token}" if token else ""))
    page.wait_for_function("() => window.salon && window.salon.state", timeout=WAIT)


def no_wider_than_the_screen(page: Any) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_table_talk_and_none_in_romeo_juliette(open_page: Any, server: Any, artifacts: Path) -> None:
    tid, tok = table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                              {"kind": "bot", "bot": "random"}])
    ada, watcher = open_page(LAPTOP), open_page(PHONE)
    goto(ada, server, tid, tok[0])
    goto(watcher, server, tid)
    watcher.click(".frame-tab[data-tab='log']")  # a phone: the log and the table talk in their own pane
    ada.fill(".talk-input", "<img src=x onerror=alert(1)> good luck")
    ada.press(".talk-input", "Enter")
    for pg in (ada, watcher):
        pg.wait_for_selector(".talk .talk-line", timeout=WAIT)
        line = pg.locator(".talk .talk-line").first
        assert line.inner_text() == "Ada: <img src=x onerror=alert(1)> good luck"  # text, not markup
        assert pg.locator(".talk img").count() == 0
    assert ada.input_value(".talk-input") == ""
    watcher.fill(".talk-input", "nice move")
    watcher.click(".talk-form button")
    ada.wait_for_function("() => [...document.querySelectorAll('.talk-line')].some((n) => n.textContent === 'Spectator: nice move')",
                          timeout=WAIT)
    assert ada.get_attribute(".talk-input", "maxlength") == "300"
    # a message too long for the server is refused in words (typed past the page's own bound)
    ada.evaluate("() => { document.querySelector('.talk-input').removeAttribute('maxlength'); }")
    ada.fill(".talk-input", "z" * 301)
    ada.press(".talk-input", "Enter")
    ada.wait_for_selector(".error[data-code='chat/too_long']", timeout=WAIT)
    assert "too long" in ada.inner_text(".error")
    no_wider_than_the_screen(watcher)
    ada.screenshot(path=str(artifacts / "talk-1366.png"))
    watcher.screenshot(path=str(artifacts / "talk-390.png"))

    rid, rtok = table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}],
                      game="romeo-juliette", players=2)
    romeo = open_page(LAPTOP)
    goto(romeo, server, rid, rtok[0])
    romeo.wait_for_selector(".talk-note.no-chat", timeout=WAIT)
    assert "missives" in romeo.inner_text(".talk-note")
    assert not romeo.locator(".talk-form").is_visible()
    romeo.locator(".talk-box").scroll_into_view_if_needed()
    romeo.screenshot(path=str(artifacts / "talk-romeo-1366.png"))


def test_a_named_invite_shows_in_the_friends_lobby(open_page: Any, server: Any, artifacts: Path) -> None:
    tid, tok = table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}])
    friend = open_page(PHONE)
    goto(friend, server, tid, tok[1])
    friend.wait_for_selector(".name-form", timeout=WAIT)
    no_wider_than_the_screen(friend)
    friend.screenshot(path=str(artifacts / "invite-name-390.png"))
    friend.fill(".name-form input[name=seatname]", "Bo")
    friend.click(".name-form button[name=sit]")
    friend.wait_for_function("() => window.salon.state.names[1] === 'Bo'", timeout=WAIT)
    # the form goes once the name is taken, whether the POST's answer or the new state comes first
    friend.wait_for_selector(".name-form", state="detached", timeout=WAIT)
    assert not friend.locator(".name-form").count()
    assert "Bo" in friend.inner_text(".seat-chip[data-seat='1']")
    assert server.api("GET", f"/api/tables/{tid}")["seats"][1]["name"] == "Bo"
    # the link's token was kept: the friend's lobby lists the seat under "your tables"
    friend.goto(f"{server.url}/#/")
    row = friend.locator(f".your-tables tr[data-table='{tid}']")
    row.wait_for(timeout=WAIT)
    link = row.locator("a", has_text="my seat")
    assert tok[1] in (link.get_attribute("href") or "")
    no_wider_than_the_screen(friend)
    friend.screenshot(path=str(artifacts / "your-tables-390.png"))
    # a second visit with a name already given asks nothing
    goto(friend, server, tid, tok[1])
    friend.wait_for_selector(".seat-chip[data-seat='1']")
    assert not friend.locator(".name-form").count()


def test_an_absent_seat_is_handed_to_the_bot_and_reclaimed(open_page: Any, server: Any, artifacts: Path) -> None:
    tid, tok = table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                              {"kind": "bot", "bot": "random"}], grace=1, replacement_bot="random")
    ada = open_page(LAPTOP)
    goto(ada, server, tid, tok[0])
    ada.wait_for_selector(".seat-chip[data-seat='1'] .away-for", timeout=WAIT)
    assert "away for" in ada.inner_text(".seat-chip[data-seat='1']")
    ada.wait_for_selector(".seat-chip[data-seat='1'] .hand-to-bot", timeout=WAIT)
    ada.screenshot(path=str(artifacts / "absent-1366.png"))
    ada.click(".seat-chip[data-seat='1'] .hand-to-bot")
    ada.wait_for_function("() => window.salon.state.seats[1].away === true", timeout=WAIT)
    ada.wait_for_selector(".talk .talk-system", timeout=WAIT)
    assert "Ada handed Bo's seat to the bot" in ada.inner_text(".talk")
    assert "a bot plays" in ada.inner_text(".seat-chip[data-seat='1']")
    bo = open_page(PHONE)
    goto(bo, server, tid, tok[1])
    bo.click(".seat-chip[data-seat='1'] button.back")
    bo.wait_for_function("() => !window.salon.state.seats[1].away", timeout=WAIT)
    ada.wait_for_function("() => !window.salon.state.seats[1].away && window.salon.state.seats[1].connected", timeout=WAIT)
    ada.wait_for_function("() => document.querySelector('.talk').textContent.includes('Bo is back')", timeout=WAIT)
    assert not ada.locator(".hand-to-bot").count()


def play_to_the_end(server: Any, tid: str, tokens: dict[int, str]) -> None:
    """The human seats play their first legal move each time, over REST, until the game ends."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        moved = False
        for token in tokens.values():
            st = server.api("GET", f"/api/tables/{tid}/state", token=token)
            if st["status"] == "finished":
                return
            if st["legal"]:
                try:
                    server.api("POST", f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": st["legal"][0]}, token=token)
                    moved = True
                except Exception:  # noqa: BLE001 - a bot moved first: look again
                    pass
        if not moved:
            time.sleep(0.05)
    pytest.fail("the game did not end")


def test_a_rematch_reaches_every_seat_through_its_old_link(open_page: Any, server: Any, artifacts: Path) -> None:
    tid, tok = table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                              {"kind": "bot", "bot": "heuristic"}], bot_delay=0)
    ada, bo = open_page(LAPTOP), open_page(PHONE)
    goto(ada, server, tid, tok[0])
    goto(bo, server, tid, tok[1])
    play_to_the_end(server, tid, tok)
    for pg in (ada, bo):
        pg.wait_for_selector(".outcome button.rematch", timeout=WAIT)
    ada.screenshot(path=str(artifacts / "rematch-end-1366.png"))
    ada.click(".outcome button.rematch")
    ada.wait_for_function(f"() => window.salon && window.salon.state.table_id !== '{tid}'", timeout=WAIT)
    new = ada.evaluate("window.salon.state.table_id")
    assert ada.evaluate("window.salon.state.seat") == 0 and tok[0] in ada.url
    # Bo's page, still on the finished table, offers the way to his seat at the new one
    bo.wait_for_selector(".outcome button.rematch.go", timeout=WAIT)
    no_wider_than_the_screen(bo)
    bo.screenshot(path=str(artifacts / "rematch-go-390.png"))
    bo.click(".outcome button.rematch.go")
    bo.wait_for_function(f"() => window.salon && window.salon.state.table_id === '{new}'", timeout=WAIT)
    assert bo.evaluate("window.salon.state.seat") == 1
    assert bo.evaluate("window.salon.state.names.slice(0, 2)") == ["Ada", "Bo"]
    # the old link of a seat opened later leads there too
    late = open_page(LAPTOP)
    goto(late, server, tid, tok[1])
    late.wait_for_selector(".outcome button.rematch.go", timeout=WAIT)
    # the lobby shows who won the finished table
    late.goto(f"{server.url}/#/")
    row = late.locator(f".table-group[data-status='finished'] tr[data-table='{tid}']")
    row.wait_for(timeout=WAIT)
    winners = server.api("GET", f"/api/tables/{tid}")["winners"]
    assert winners and f"won by {' and '.join(winners)}" in row.inner_text()
