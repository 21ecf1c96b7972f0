"""Persistence: a server SIGKILLed mid-game, restarted on the same database, plays on to the
same end as an uninterrupted game with the same seed; clients reconnect and resync."""

from __future__ import annotations

import asyncio

from .helpers import Client, Server, check_messages, offline_record

SEED = 23
SEATS = [{"kind": "human"}, {"kind": "human"},
         {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]


def test_sigkill_mid_game_then_restart_reaches_the_same_end(fresh_database: tuple[str, str]) -> None:
    expected = offline_record("rose-ceremony", 4, SEED, SEATS)
    middle = len(expected["actions"]) // 2
    srv = Server(*fresh_database).start()
    try:
        r = srv.post("/api/tables", {"game": "rose-ceremony", "players": 4, "seed": SEED, "seats": SEATS})
        tid = r.json()["table_id"]
        tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
        a = Client(srv.ws_url(tid, tok[0]), 0)
        b = Client(srv.ws_url(tid, tok[1]), 1)

        async def first_half() -> None:
            await a.connect()
            await b.connect()
            tasks = [asyncio.create_task(c.play(SEED, stop_at=middle)) for c in (a, b)]
            done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for p in pending:
                p.cancel()
            st = done.pop().result()
            mover = a if st["seat"] == 0 else b
            # send a move and kill the server at once: it is stored entirely or not at all
            await mover.act(HUMAN(st))
            srv.kill()

        def HUMAN(st):  # type: ignore[no-untyped-def]
            from .helpers import human_choice

            return human_choice(SEED, st["seat"], st["state_id"], st["legal"])

        asyncio.run(first_half())
        killed_at = max(m["state_id"] for m in a.messages + b.messages if m["type"] == "state")
        assert killed_at < len(expected["actions"])

        srv = Server(*fresh_database).start()  # same database, new process

        async def second_half() -> None:
            for c in (a, b):
                await c.connect(srv.ws_url(tid, tok[c.seat]))  # type: ignore[index]
                first = await c.until(lambda m: m["type"] == "state")
                assert first["resync"] and first["log_from"] == 0
                assert first["state_id"] >= killed_at
            await asyncio.gather(a.play(SEED), b.play(SEED))
            await a.close()
            await b.close()

        asyncio.run(second_half())
        rec = srv.get(f"/api/tables/{tid}/record").json()["record"]
        assert rec == expected
        for c in (a, b):
            assert check_messages(rec, c.seat, c.messages, tok.values()) > 0
    finally:
        srv.stop()
