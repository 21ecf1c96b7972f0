"""The server's side of rough edges a tester reported (issue 50): a table names its seats as
its state messages do (the lobby shows those names), a guest learns that nobody is signed in
without an error (`GET /api/me?optional=true`), and the pages the mailed links open wear the
site's look (its style sheets and header) under the strict Content-Security-Policy."""

from __future__ import annotations

import json
import re

import salon
from salon.server.limits import BotPolicy
from salon.server.routes.tables import stored_summary

from .accounts_helpers import device, sign_in, sign_up_and_verify
from .helpers import Server
from .mailbox import Mailbox


def test_a_table_names_its_seats_as_its_state_messages_do(server: Server) -> None:
    for game, players, seats in [
        ("aqua-mirabilis", 3, [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}]),
        ("roxane", 3, [{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "human", "name": "Bo"}]),
        ("romeo-juliette", 2, [{"kind": "open"}, {"kind": "bot", "bot": "random"}]),
        ("rose-ceremony", 3, [{"kind": "open"}, {"kind": "open"}, {"kind": "bot", "bot": "random"}]),
    ]:
        made = server.post("/api/tables", {"game": game, "players": players, "seats": seats})
        assert made.status_code == 201, made.text
        tid = made.json()["table_id"]
        state = server.get(f"/api/tables/{tid}/state").json()
        table = server.get(f"/api/tables/{tid}").json()
        listed = next(t for t in server.get("/api/tables", params={"game": game, "limit": 500}).json()["tables"]
                      if t["table_id"] == tid)
        assert table["names"] == state["names"] == listed["names"], (game, table["names"], state["names"])
        own = salon.load_game(game).new_game(players, seed=0)
        assert table["names"] == [s.get("name") or own.seat_name(q) for q, s in enumerate(seats)]


def test_a_stored_table_names_its_seats_as_a_live_one() -> None:
    """A table listed from its stored row (not held by this process) has the same names."""
    game = salon.load_game("aqua-mirabilis")
    row = {"id": "t0", "game": "aqua-mirabilis", "players": 3, "options": "{}", "status": "open",
           "state_id": 0, "clock": None, "created_at": 0.0, "updated_at": 0.0, "grace": None,
           "seeded": 0, "rated": 0, "turn_based": 0, "outcome": None, "game_version": game.version, "rematch": None,
           "seats": [{"seat": 0, "kind": "human", "name": "Ada", "away": 0},
                     {"seat": 1, "kind": "bot", "bot": "random", "away": 0},
                     {"seat": 2, "kind": "open", "away": 0}]}
    own = game.new_game(3, seed=0)
    assert stored_summary(row, BotPolicy())["names"] == ["Ada", own.seat_name(1), own.seat_name(2)]
    finished = {**row, "status": "finished",
                "outcome": json.dumps({"scores": [1, 2, 0], "winners": [1], "details": {}})}
    out = stored_summary(finished, BotPolicy())
    assert out["winners"] == [own.seat_name(1)] and out["names"][1] == own.seat_name(1)


def test_a_guest_learns_nobody_is_signed_in_without_an_error(server: Server, site: Server, mailbox: Mailbox) -> None:
    # a server without accounts: the optional question is answered, the plain one refused as before
    r = server.get("/api/me", params={"optional": "true"})
    assert r.status_code == 200 and r.json() == {"signed_in": False, "account": None, "tables": []}
    assert server.get("/api/me").json()["code"] == "server/disabled"
    # with accounts: a guest gets 200 and signed_in false (the plain /api/me stays a 401)
    with device(site) as guest:
        r = guest.get("/api/me", params={"optional": "true"})
        assert r.status_code == 200 and r.json()["signed_in"] is False and r.json()["account"] is None
        assert guest.get("/api/me").status_code == 401
    name, _ = sign_up_and_verify(site, mailbox, "optional")
    with device(site) as d:
        assert sign_in(d, name).status_code == 200
        plain, optional = d.get("/api/me").json(), d.get("/api/me", params={"optional": "true"}).json()
        assert plain == optional and optional["signed_in"] is True and optional["account"]["name"] == name


def test_the_mailed_link_pages_wear_the_site_look(site: Server) -> None:
    pages = [site.get("/account/verify", params={"token": "x"}), site.get("/account/reset", params={"token": "x"}),
             site.get("/account/unsubscribe/x"), site.client.post(site.http + "/account/verify", data={"token": "x"})]
    index = site.get("/").text
    header = re.search(r"<header class=\"top\">.*?</header>", index, re.S)
    assert header, "web/index.html has the site's header"
    tag = re.search(r"<span class=\"tag\">(.*?)</span>", header.group(0))
    assert tag
    for page in pages:
        text = page.text
        assert "<link rel=stylesheet href='/style.css'>" in text and "<link rel=stylesheet href='/polish.css'>" in text
        assert "<header class=top><a href='/' class=brand>salon</a>" in text and tag.group(1) in text
        assert "<script" not in text.lower() and "style=" not in text.lower()  # the policy allows neither inline
        assert "style-src 'self'" in page.headers["content-security-policy"]
        assert "script-src 'self'" in page.headers["content-security-policy"]
    assert site.get("/polish.css").status_code == 200
    assert site.get("/polish.css").headers["content-type"].startswith("text/css")
