"""Around the game: table talk (bounded, rate-limited, none in Roméo & Juliette, the spectators'
setting), names chosen later (earlier log lines read right), absent seats handed to the bot
and reclaimed, rematch through each seat's old token, the lobby's winners, and a database of
the previous schema (plain-text log lines) served as it is."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import salon
from salon.store import LATEST, Store, migrate

from .helpers import Client, Server, check_messages

BOTS = {"kind": "bot", "bot": "random"}


def create(server: Server, seats: list[dict[str, Any]], game: str = "rose-ceremony",
           players: int = 3, **extra: Any) -> tuple[str, dict[int, str]]:
    r = server.post("/api/tables", {"game": game, "players": players, "seed": 5, "seats": seats, **extra}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()["table_id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def is_chat(m: dict[str, Any]) -> bool:
    return m["type"] == "chat"


async def said(c: Client, text: str) -> dict[str, Any]:
    """Waits for a chat message carrying `text`; returns that line."""
    m = await c.until(lambda m: is_chat(m) and any(x["text"] == text for x in m["messages"]))
    return next(x for x in m["messages"] if x["text"] == text)


def test_chat_reaches_seats_and_spectators_bounded_and_rate_limited(server: Server) -> None:
    tid, tok = create(server, [{"kind": "human", "name": "Ada"}, {"kind": "human"}, BOTS])

    async def run() -> None:
        a, b, spec = (Client(server.ws_url(tid), 0, tok[0]), Client(server.ws_url(tid), 1, tok[1]),
                      Client(server.ws_url(tid), None))
        for c in (a, b, spec):
            await c.connect()
            st = await c.until(lambda m: m["type"] == "state")
            assert st["chat"] == {"allowed": True, "spectators": True}
        await a.send({"type": "chat", "text": "  hello <b>you</b>\n all "})
        for c in (a, b, spec):
            line = await said(c, "hello <b>you</b> all")  # stored as text, line breaks as spaces
            assert line["seat"] == 0 and line["kind"] == "chat"
        await spec.send({"type": "chat", "text": "from the rail"})
        for c in (a, b, spec):
            assert (await said(c, "from the rail"))["seat"] is None
        for bad, code in (("x" * 301, "chat/too_long"), ("", "request/invalid"), (7, "request/invalid"),
                          ("bad \u202e order", "request/invalid"), ("bell \x07", "request/invalid")):
            await b.send({"type": "chat", "text": bad})
            err, _ = await b.error_then_resync()
            assert err["code"] == code, (bad, err)
        await b.send({"type": "chat", "text": "y" * 300})
        await said(b, "y" * 300)
        # a burst of 5 on one connection, then one every 2 s
        codes = []
        for i in range(6):
            await b.send({"type": "chat", "text": f"spam {i}"})
        await b.send({"type": "ping"})
        while True:
            m = await b.recv()
            if m["type"] == "error":
                codes.append(m["code"])
            if m["type"] == "pong":
                break
        # (a slow machine may refill a token meanwhile)
        assert codes and set(codes) == {"chat/rate_limited"}
        for c in (a, b, spec):
            await c.close()
        # a reload (a new connection) gets the talk again, from the database
        again = Client(server.ws_url(tid), 1, tok[1])
        await again.connect()
        m = await again.until(is_chat)
        assert m["resync"] is True
        texts = [x["text"] for x in m["messages"]]
        assert texts[:3] == ["hello <b>you</b> all", "from the rail", "y" * 300]
        assert texts[3:] == [f"spam {i}" for i in range(6 - len(codes))]
        assert len(codes) <= 2
        await again.close()

    asyncio.run(run())


def test_a_table_holds_at_most_5000_lines_of_talk(server: Server) -> None:
    tid, tok = create(server, [{"kind": "human"}, BOTS, BOTS])
    store = Store(server.db_url, server.prefix)
    try:  # as if 4999 lines had been said already
        store.add_chat(tid, 0, "chat", "first")
        with store.engine.begin() as conn:
            conn.execute(store.s.chat.insert().values(table_id=tid, seq=5000, seat=0, kind="chat",
                                                      text="the last one", at=time.time()))
    finally:
        store.close()

    async def run() -> None:
        a = Client(server.ws_url(tid), 0, tok[0])
        await a.connect()
        await said(a, "the last one")
        await a.send({"type": "chat", "text": "one more"})
        err, _ = await a.error_then_resync()
        assert err["code"] == "chat/full"
        await a.close()

    asyncio.run(run())


def test_spectators_chat_kept_from_the_players(server: Server) -> None:
    tid, tok = create(server, [{"kind": "human"}, BOTS, BOTS], spectator_chat=False)

    async def run() -> None:
        a, spec = Client(server.ws_url(tid), 0, tok[0]), Client(server.ws_url(tid), None)
        for c in (a, spec):
            await c.connect()
            st = await c.until(lambda m: m["type"] == "state")
            assert st["chat"]["spectators"] is False
        await spec.send({"type": "chat", "text": "psst"})
        await said(spec, "psst")
        await a.send({"type": "chat", "text": "players only"})
        await said(spec, "players only")
        await said(a, "players only")
        assert not [x for m in a.messages if is_chat(m) for x in m["messages"] if x["text"] == "psst"]
        for c in (a, spec):
            await c.close()

    asyncio.run(run())


def test_no_chat_in_romeo_and_juliette(server: Server) -> None:
    tid, tok = create(server, [{"kind": "human"}, {"kind": "human"}], game="romeo-juliette", players=2)

    async def run() -> None:
        a = Client(server.ws_url(tid), 0, tok[0])
        await a.connect()
        st = await a.until(lambda m: m["type"] == "state")
        assert st["chat"]["allowed"] is False
        await a.send({"type": "chat", "text": "meet me at the balcony"})
        err, st2 = await a.error_then_resync()
        assert err["code"] == "chat/not_allowed" and "missive" in server.get("/api/errors").json()[
            "chat/not_allowed"]["meaning"]
        assert st2["state_id"] == st["state_id"]
        assert not [m for m in a.messages if is_chat(m)]
        await a.close()

    asyncio.run(run())


def test_a_name_chosen_later_reads_right_in_earlier_lines(server: Server) -> None:
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
    tid, tok = create(server, seats)

    async def run() -> None:
        a, b = Client(server.ws_url(tid), 0, tok[0]), Client(server.ws_url(tid), 1, tok[1])
        await a.connect()
        await b.connect()
        await asyncio.gather(a.play(5), b.play(5))
        await a.close()
        await b.close()

    asyncio.run(run())
    before = server.get(f"/api/tables/{tid}/state", headers=bearer(tok[1])).json()
    seat_name = salon.load_game("rose-ceremony").new_game(3, seed=0).seat_name(1)
    assert before["names"] == ["Ada", seat_name, seat_name.replace("2", "3")]
    assert any(seat_name in " ".join(e["lines"]) for e in before["log"])
    for bad in ("", "   ", "x" * 33, "Bo\u202e", "Bo\x00", "Bo\ue000"):
        r = server.post(f"/api/tables/{tid}/seats/1/name", {"name": bad}, headers=bearer(tok[1]))
        assert r.status_code == 400 and r.json()["code"] == "request/invalid", bad
    r = server.post(f"/api/tables/{tid}/seats/1/name", {"name": "Bo"}, headers=bearer(tok[0]))
    assert r.status_code == 403 and r.json()["code"] == "auth/invalid_token"
    r = server.post(f"/api/tables/{tid}/seats/1/name", {"name": " Zoe\u0301 "}, headers=bearer(tok[1]))
    assert r.status_code == 200 and r.json()["name"] == "Zoé"  # NFC, trimmed
    assert r.json()["table"]["seats"][1]["name"] == "Zoé"
    record = server.get(f"/api/tables/{tid}/record").json()["record"]
    for seat, t in ((1, tok[1]), (None, None)):
        after = server.get(f"/api/tables/{tid}/state", headers=bearer(t) if t else {}).json()
        assert after["names"][1] == "Zoé"
        text = json.dumps([e["lines"] for e in after["log"]], ensure_ascii=False)
        assert "Zoé" in text and seat_name not in text and "\ue000" not in text
        assert check_messages(record, seat, [after], tok.values()) == 1
    # the lobby shows the finished table's winners by name
    listed = next(x for x in server.get("/api/tables?status=finished&limit=500").json()["tables"]
                  if x["table_id"] == tid)
    names = ["Ada", "Zoé", seat_name.replace("2", "3")]
    assert listed["winners"] == [names[q] for q in listed["outcome"]["winners"]] != []
    assert server.get(f"/api/tables/{tid}").json()["winners"] == listed["winners"]


def test_an_absent_seat_is_handed_to_the_bot_and_reclaimed(server: Server) -> None:
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, BOTS]
    tid, tok = create(server, seats, grace=1.5, replacement_bot="random")

    async def run() -> None:
        a = Client(server.ws_url(tid), 0, tok[0])
        await a.connect()
        st = await a.until(lambda m: m["type"] == "state")
        assert st["grace"] == 1.5
        bo = st["seats"][1]
        assert bo["connected"] is False and bo["absent_since"] > 0
        assert "absent_since" not in st["seats"][0]
        r = server.post(f"/api/tables/{tid}/seats/1/hand-to-bot", headers=bearer(tok[0]))
        early = r.json()
        await asyncio.sleep(max(0.0, bo["absent_since"] + 1.6 - time.time()))
        # not by a spectator, not by the absent seat's own token, not one's own seat
        assert server.post(f"/api/tables/{tid}/seats/1/hand-to-bot").json()["code"] == "auth/invalid_token"
        assert server.post(f"/api/tables/{tid}/seats/1/hand-to-bot",
                           headers=bearer(tok[1])).json()["code"] == "seat/not_absent"
        assert server.post(f"/api/tables/{tid}/seats/2/hand-to-bot",
                           headers=bearer(tok[0])).json()["code"] == "seat/not_absent"
        r = server.post(f"/api/tables/{tid}/seats/1/hand-to-bot", headers=bearer(tok[0]))
        assert r.status_code == 200, r.text
        assert r.json()["table"]["seats"][1]["away"] is True
        line = await said(a, "Ada handed Bo's seat to the bot while they are away; "
                             "they take it back with their link.")
        assert line["kind"] == "system" and line["seat"] is None
        # the game goes on: the bot plays Bo's decisions
        await a.play(5, stop_at=12)
        assert any(e["seat"] == 1 for m in a.messages if m["type"] == "state" for e in m["log"])
        b = Client(server.ws_url(tid), 1, tok[1])
        await b.connect()
        st_b = await b.until(lambda m: m["type"] == "state")
        assert st_b["legal"] == [] and st_b["seats"][1]["away"] is True
        r = server.post(f"/api/tables/{tid}/seats/1/claim", {"token": tok[1]})
        assert r.status_code == 200 and "away" not in r.json()["table"]["seats"][1]
        await said(a, "Bo is back and plays their seat again.")
        # a name chosen later reads right in the earlier seat events too
        assert server.post(f"/api/tables/{tid}/seats/1/name", {"name": "Bob"}, headers=bearer(tok[1])).status_code == 200
        m = await a.until(lambda m: is_chat(m) and m["resync"] and any("Bob" in x["text"] for x in m["messages"]))
        assert [x["text"] for x in m["messages"] if x["kind"] == "system"] == [
            "Ada handed Bob's seat to the bot while they are away; they take it back with their link.",
            "Bob is back and plays their seat again."]
        await a.close()
        await b.close()
        return early

    early = asyncio.run(run())
    assert early["code"] == "seat/not_absent" and "waits 1.5 s" in early["message"]


def test_grace_zero_never_hands_a_seat(server: Server) -> None:
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, BOTS]
    tid, tok = create(server, seats, grace=0)

    async def run() -> None:
        a = Client(server.ws_url(tid), 0, tok[0])
        await a.connect()
        await a.until(lambda m: m["type"] == "state")
        r = server.post(f"/api/tables/{tid}/seats/1/hand-to-bot", headers=bearer(tok[0]))
        assert r.json()["code"] == "seat/not_absent" and "never" in r.json()["message"]
        await a.close()

    asyncio.run(run())
    assert server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "grace": -1}).status_code == 400


def test_a_rematch_reaches_every_seat_through_its_old_token(server: Server) -> None:
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, {"kind": "bot", "bot": "heuristic"}]
    tid, tok = create(server, seats, clock=3600)
    assert server.post(f"/api/tables/{tid}/rematch", headers=bearer(tok[0])).json()["code"] == "table/not_finished"

    async def run() -> dict[str, Any]:
        a, b = Client(server.ws_url(tid), 0, tok[0]), Client(server.ws_url(tid), 1, tok[1])
        await a.connect()
        await b.connect()
        await asyncio.gather(a.play(5), b.play(5))
        assert a.state and a.state.get("rematch") is None
        assert server.post(f"/api/tables/{tid}/rematch").json()["code"] == "auth/invalid_token"
        r = server.post(f"/api/tables/{tid}/rematch", headers=bearer(tok[1]))
        assert r.status_code == 200, r.text
        new = r.json()["table_id"]
        # every seat's page learns of it; a second request gives the same table
        for c in (a, b):
            await c.until(lambda m: m["type"] == "state" and m.get("rematch") == new)
        assert server.post(f"/api/tables/{tid}/rematch", headers=bearer(tok[0])).json()["table_id"] == new
        await a.close()
        await b.close()
        # each old token is its own seat at the new table, and no other
        for seat in (0, 1):
            c = Client(server.ws_url(new), seat, tok[seat])
            await c.connect()
            st = await c.until(lambda m: m["type"] == "state")
            assert st["seat"] == seat and st["status"] == "playing" and st["names"][:2] == ["Ada", "Bo"]
            await c.close()
        assert server.post(f"/api/tables/{new}/seats/0/leave", headers=bearer(tok[1])).json()["code"] == \
            "auth/invalid_token"
        return dict(server.get(f"/api/tables/{new}").json())

    fresh = asyncio.run(run())
    assert [s.get("name") for s in fresh["seats"]] == ["Ada", "Bo", None]
    assert [s["kind"] for s in fresh["seats"]] == ["human", "human", "bot"]
    assert fresh["clock"] == 3600 and fresh["table_id"] != tid
    assert server.get(f"/api/tables/{tid}").json()["rematch"] == fresh["table_id"]


def test_a_rematch_seats_everyone_present(server: Server) -> None:
    """A seat that had left the game (a bot playing it) sits at the rematch as its player: not
    away (issue 27: even the person asking for it arrived "away: a bot plays")."""
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, {"kind": "bot", "bot": "heuristic"}]
    tid, tok = create(server, seats)
    assert server.post(f"/api/tables/{tid}/seats/1/leave", {}, headers=bearer(tok[1])).status_code == 200

    async def run() -> None:
        a = Client(server.ws_url(tid), 0, tok[0])
        await a.connect()
        await a.play(5)
        await a.close()

    asyncio.run(run())
    old = server.get(f"/api/tables/{tid}").json()
    assert old["status"] == "finished" and [bool(s.get("away")) for s in old["seats"]][:2] == [False, True]
    new = server.post(f"/api/tables/{tid}/rematch", headers=bearer(tok[1])).json()["table_id"]
    assert [bool(s.get("away")) for s in server.get(f"/api/tables/{new}").json()["seats"]] == [False, False, False]


# ------------------------------------------------------------------ an older database
def test_a_database_of_schema_2_keeps_its_plain_log_lines(fresh_database: tuple[str, str]) -> None:
    """Tables stored before names were worded when sent: their lines (plain text, named as at
    the time) are shown as they are, and the lobby names a finished table's winners."""
    url, prefix = fresh_database
    game = salon.load_game("rose-ceremony")
    st = game.new_game(3, seed=9)
    names = ["Ada", "Player 2", "Player 3"]
    rows = []
    for k in range(3):
        p = st.current_players()[0]
        a = st.legal_actions(p)[0]
        new = st.clone()
        new.apply(p, a)
        rows.append((k + 1, p, str(a), json.dumps([new.narrate(st, p, a, v, names) for v in [0, 1, 2, None]])))
        st = new
    store = Store(url, prefix)
    try:
        assert migrate(store.engine, store.s, target=2) == 0
        with store.engine.begin() as conn:
            now = time.time()
            for tid, status, outcome in (("old", "playing", None),
                                         ("oldfin", "finished", json.dumps({"scores": [1, 2, 0], "winners": [1]}))):
                conn.exec_driver_sql(
                    f"INSERT INTO {store.s.tables.name} (id, game, game_version, players, options, seed, status, "
                    "state_id, clock, bot_delay, replacement_bot, created_at, updated_at, outcome) VALUES "
                    f"('{tid}', 'rose-ceremony', '{game.version}', 3, '{{}}', 9, '{status}', "
                    f"{3 if tid == 'old' else 0}, NULL, NULL, 'random', {now}, {now}, "
                    + ("NULL" if outcome is None else f"'{outcome}'") + ")")
                for q in range(3):
                    conn.exec_driver_sql(
                        f"INSERT INTO {store.s.seats.name} (table_id, seat, kind, name, bot, token_hash, away) "
                        f"VALUES ('{tid}', {q}, 'human', " + ("'Ada'" if q == 0 else "NULL")
                        + f", NULL, 'h{q}', " + ("FALSE" if store.is_postgres else "0") + ")")
            for seq, seat, action, log in rows:
                conn.exec_driver_sql(
                    f"INSERT INTO {store.s.actions.name} (table_id, seq, seat, action, log, source, at) VALUES "
                    f"('old', {seq}, {seat}, '{action}', '{log.replace(chr(39), chr(39) * 2)}', 'human', {now})")
    finally:
        store.close()
    srv = Server(url, prefix).start()
    try:
        st_msg = srv.get("/api/tables/old/state").json()
        assert [e["lines"] for e in st_msg["log"]] == [json.loads(r[3])[3] for r in rows]
        assert st_msg["chat"]["allowed"] is True and st_msg["grace"] == 180
        fin = next(x for x in srv.get("/api/tables?status=finished").json()["tables"] if x["table_id"] == "oldfin")
        assert fin["winners"] == ["Player 2"] and fin["rematch"] is None
    finally:
        srv.stop()
    store = Store(url, prefix)
    try:
        assert store.migrate() == LATEST
    finally:
        store.close()


# ------------------------------------------------------------------ two processes
def test_chat_across_two_processes(two_servers: tuple[Server, Server]) -> None:
    s1, s2 = two_servers
    tid, tok = create(s1, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, BOTS])

    async def run() -> None:
        a, b = Client(s1.ws_url(tid), 0, tok[0]), Client(s2.ws_url(tid), 1, tok[1])
        for c in (a, b):
            await c.connect()
            await c.until(lambda m: m["type"] == "state")
        await a.send({"type": "chat", "text": "hello from one"})
        await said(b, "hello from one")
        await b.send({"type": "chat", "text": "and from two"})
        await said(a, "and from two")
        for c in (a, b):
            await c.close()
        again = Client(s2.ws_url(tid), None)
        await again.connect()
        m = await again.until(is_chat)
        assert [x["text"] for x in m["messages"]] == ["hello from one", "and from two"]
        await again.close()

    asyncio.run(run())
