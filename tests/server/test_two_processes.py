"""Scaling out: two `salon serve` processes on one PostgreSQL database serve one table.
Clients on either process see every move; racing moves on the same state are resolved by
optimistic concurrency (exactly one wins, the other gets action/stale_state and a resync)."""

from __future__ import annotations

import asyncio
import time

from ..patience import PATIENCE
from .helpers import Client, Server, check_messages, offline_record

SEED = 31
SEATS = [{"kind": "human"}, {"kind": "human"},
         {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"}]


def test_two_processes_play_one_table(two_servers: tuple[Server, Server]) -> None:
    s1, s2 = two_servers
    r = s1.post("/api/tables", {"game": "rose-ceremony", "players": 4, "seed": SEED, "seats": SEATS}, admin=True)
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
    # both processes run the bots of this table; their races are settled by the database
    assert s2.get(f"/api/tables/{tid}").json()["status"] == "playing"
    a = Client(s1.ws_url(tid), 0, tok[0])
    b = Client(s2.ws_url(tid), 1, tok[1])
    spectator = Client(s2.ws_url(tid), None)

    async def run() -> None:
        for c in (a, b, spectator):
            await c.connect()
        await asyncio.gather(a.play(SEED), b.play(SEED))
        await spectator.until(lambda m: m["type"] == "state" and m["status"] == "finished")
        for c in (a, b, spectator):
            await c.close()

    asyncio.run(run())
    rec1 = s1.get(f"/api/tables/{tid}/record").json()["record"]
    rec2 = s2.get(f"/api/tables/{tid}/record").json()["record"]
    assert rec1 == rec2 == offline_record("rose-ceremony", 4, SEED, SEATS)
    for c in (a, b, spectator):
        assert check_messages(rec1, c.seat, c.messages, tok.values()) > 0


def test_racing_moves_on_two_processes(two_servers: tuple[Server, Server]) -> None:
    s1, s2 = two_servers
    r = s1.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 7,
                                "seats": [{"kind": "human"}] * 3}, admin=True)
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"]}
    rounds = 12

    async def run() -> None:
        # every seat is connected twice: once to each process
        conns = {(srv_i, seat): Client(srv.ws_url(tid), seat, tok[seat])
                 for srv_i, srv in enumerate((s1, s2)) for seat in range(3)}
        for c in conns.values():
            await c.connect()
            await c.until(lambda m: m["type"] == "state")
        sid = 0
        for _ in range(rounds):
            # wait until both processes show state sid
            for c in conns.values():
                while c.state["state_id"] != sid:  # type: ignore[index]
                    await c.recv()
            seat = conns[0, 0].state["to_act"][0]  # type: ignore[index]
            c1, c2 = conns[0, seat], conns[1, seat]
            legal = c1.state["legal"]  # type: ignore[index]
            assert legal == c2.state["legal"]  # type: ignore[index]
            one = legal[0]
            two = legal[-1] if len(legal) > 1 else legal[0]
            n1, n2 = len(c1.messages), len(c2.messages)
            await asyncio.gather(c1.act(one, sid), c2.act(two, sid))
            # a connection handles its messages in order, so once the pong is back the answer
            # to the move is in; exactly one of the two moves was refused as stale
            errors = []
            for c, n in ((c1, n1), (c2, n2)):
                await c.send({"type": "ping"})
                await c.until(lambda m: m["type"] == "pong")
                errors += [m["code"] for m in c.messages[n:] if m["type"] == "error"]
            assert errors == ["action/stale_state"], errors
            sid += 1
        for c in conns.values():
            await c.close()

    asyncio.run(run())
    v1 = s1.get(f"/api/tables/{tid}/state").json()
    v2 = s2.get(f"/api/tables/{tid}/state").json()
    assert v1["state_id"] == v2["state_id"] == rounds
    assert v1["view"] == v2["view"] and v1["log"] == v2["log"]


def test_presence_is_shared_between_processes(two_servers: tuple[Server, Server]) -> None:
    s1, s2 = two_servers
    r = s1.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 9,
                                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]}, admin=True)
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}

    def connected_on(srv: Server) -> list[bool]:
        return [s["connected"] for s in srv.get(f"/api/tables/{tid}").json()["seats"]]

    async def run() -> None:
        assert connected_on(s1) == [False, False, True]
        async with Client(s2.ws_url(tid), 1, tok[1]) as c:
            await c.until(lambda m: m["type"] == "state")
            deadline = time.monotonic() + PATIENCE  # process 1 hears of it
            while connected_on(s1) != [False, True, True] and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            assert connected_on(s1) == [False, True, True]
            # a client of process 1 is told too
            async with Client(s1.ws_url(tid), None) as watcher:
                await watcher.until(lambda m: m["type"] == "state" and m["seats"][1]["connected"])
                await c.close()
                await watcher.until(lambda m: m["type"] == "state" and not m["seats"][1]["connected"])
        assert connected_on(s1) == [False, False, True]

    asyncio.run(run())
