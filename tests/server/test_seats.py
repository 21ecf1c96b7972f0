"""Seats over time: a human who leaves is replaced by a bot and can reclaim the seat; the
per-decision clock lets a bot play a decision that runs out; clean-up of old tables."""

from __future__ import annotations

import asyncio

import salon

from .conftest import ADMIN_TOKEN
from .helpers import Client, Server, check_messages, offline_record

SEATS = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "heuristic"}]


def create(server: Server, **extra):  # type: ignore[no-untyped-def]
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 3, "seats": SEATS, **extra}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()["table_id"], r.json()["seats"][0]["token"]


def test_leave_bot_takes_over_then_reclaim(server: Server) -> None:
    tid, tok = create(server, replacement_bot="random")
    auth = {"Authorization": f"Bearer {tok}"}

    async def run() -> Client:
        c = Client(server.ws_url(tid), 0, tok)
        await c.connect()
        await c.play(3, stop_at=4)
        r = server.post(f"/api/tables/{tid}/seats/0/leave", headers=auth)
        assert r.status_code == 200
        assert r.json()["table"]["seats"][0]["away"] is True
        left_at = c.state["state_id"]  # type: ignore[index]
        # the bot plays seat 0's decisions while the human is away
        await c.until(lambda m: m["type"] == "state" and any(
            e["seat"] == 0 and e["state_id"] > left_at for e in m["log"]) and m["status"] == "playing")
        assert c.state["legal"] == [] and "left" in c.state["prompt"]  # type: ignore[index]
        r = server.post(f"/api/tables/{tid}/seats/0/claim", {"token": tok})
        assert r.status_code == 200 and "away" not in r.json()["table"]["seats"][0]
        await c.play(3)
        await c.close()
        return c

    c = asyncio.run(run())
    rec = server.get(f"/api/tables/{tid}/record").json()["record"]
    state = salon.replay(rec)
    assert state.is_over()
    assert check_messages(rec, 0, c.messages, [tok]) > 0


def test_clock_plays_a_decision_that_runs_out(server: Server) -> None:
    tid, tok = create(server, clock=0.3)

    async def run() -> None:
        async with Client(server.ws_url(tid), 0, tok) as c:
            st = await c.until(lambda m: m["type"] == "state" and bool(m["legal"]))
            assert st["deadline"] is not None
            sid = st["state_id"]
            # the human does nothing: when the clock runs out a bot plays this decision
            moved = await c.until(lambda m: m["type"] == "state" and any(
                e["seat"] == 0 and e["state_id"] == sid + 1 for e in m["log"]))
            # the seat stays the human's
            assert "away" not in moved["seats"][0]

    asyncio.run(run())


def test_cleanup_of_finished_and_abandoned_tables(server: Server) -> None:
    done = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 1,
                                       "seats": [{"kind": "bot", "bot": "random"}] * 3}, admin=True).json()["table_id"]
    idle, _ = create(server)

    async def wait_finished() -> None:
        async with Client(server.ws_url(done), None) as c:
            await c.until(lambda m: m["type"] == "state" and m["status"] == "finished")

    asyncio.run(wait_finished())
    listed = server.get("/api/tables", params={"status": "finished", "idle_for": 0}).json()["tables"]
    assert done in [t["table_id"] for t in listed]
    r = server.post("/api/admin/cleanup", {"finished_for": 0})
    assert r.status_code == 401 and r.json()["code"] == "auth/admin_required"
    r = server.post("/api/admin/cleanup", {"finished_for": 0, "idle_for": 3600},
                    headers={"Authorization": f"Bearer {ADMIN_TOKEN}"})
    assert r.status_code == 200 and done in r.json()["table_ids"] and idle not in r.json()["table_ids"]
    assert server.get(f"/api/tables/{done}").json()["code"] == "table/not_found"
    assert server.get(f"/api/tables/{idle}").status_code == 200


def test_bots_in_worker_processes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With --bot-processes the bots think in other processes; the game is the same."""
    seats = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"},
             {"kind": "bot", "bot": "heuristic"}]
    srv = Server(f"sqlite:///{tmp_path / 'p.db'}", "", "--bot-processes", "1").start()
    try:
        tid = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 8,
                                       "seats": seats}, admin=True).json()["table_id"]

        async def wait_finished() -> None:
            async with Client(srv.ws_url(tid), None) as c:
                await c.until(lambda m: m["type"] == "state" and m["status"] == "finished")

        asyncio.run(wait_finished())
        rec = srv.get(f"/api/tables/{tid}/record").json()["record"]
        assert rec == offline_record("rose-ceremony", 3, 8, seats)
    finally:
        srv.stop()
