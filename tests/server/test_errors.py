"""Every error code provoked through a real server; each leaves the game exactly as it was and
is followed by a full resync. Tokens act only for their own seat; spectators never act."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from .helpers import Client, Server, open_ws

HUMANS = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]


def create(server: Server, seats: list[dict[str, Any]], seed: int = 5) -> dict[str, Any]:
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": len(seats), "seed": seed,
                                    "seats": seats, "replacement_bot": "random"}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()


def test_every_error_code_changes_nothing(server: Server) -> None:
    t = create(server, HUMANS)
    tid = t["table_id"]
    tok = {s["seat"]: s["token"] for s in t["seats"]}

    def public() -> dict[str, Any]:
        return server.get(f"/api/tables/{tid}/state").json()

    async def run() -> None:
        cs = [Client(server.ws_url(tid), s, tok[s]) for s in range(3)]
        spectator = Client(server.ws_url(tid), None)
        for c in [*cs, spectator]:
            await c.connect()
            await c.until(lambda m: m["type"] == "state")
        sid = cs[0].state["state_id"]  # type: ignore[index]
        actor = cs[cs[0].state["to_act"][0]]  # type: ignore[index]
        other = cs[(actor.seat + 1) % 3]  # type: ignore[operator]
        legal = actor.state["legal"]  # type: ignore[index]
        assert legal and other.state["legal"] == []  # type: ignore[index]
        snapshot = public()

        async def expect(client: Client, code: str, message: Any) -> None:
            view = client.state["view"]  # type: ignore[index]
            await client.send(message)
            err, state = await client.error_then_resync()
            assert err["code"] == code, err
            assert err["message"]
            assert state["state_id"] == sid and state["view"] == view
            assert state["log_from"] == 0
            assert public() == snapshot

        act = {"type": "act", "state_id": sid}
        await expect(actor, "action/illegal", {**act, "action": "accept"})
        await expect(actor, "action/illegal", {**act, "action": "offer 9 1/1"})
        await expect(actor, "action/illegal", {**act, "action": "dance a jig"})
        await expect(other, "action/not_your_turn", {**act, "action": legal[0]})
        await expect(actor, "action/stale_state", {**act, "state_id": sid + 3, "action": legal[0]})
        await expect(actor, "action/stale_state", {**act, "state_id": sid - 1, "action": legal[0]})
        await expect(actor, "request/invalid", "this is not json")
        await expect(actor, "request/invalid", {"type": "act", "action": legal[0]})
        await expect(actor, "request/invalid", {**act, "action": 42})
        await expect(actor, "request/invalid", {"type": "dance"})
        await expect(actor, "request/invalid", [1, 2])
        await expect(actor, "request/too_large", {**act, "action": "x" * 5000})
        # a token acts only for its own seat; a spectator never acts
        await expect(other, "auth/invalid_token", {**act, "action": legal[0], "seat": actor.seat})
        await expect(spectator, "auth/invalid_token", {**act, "action": legal[0]})
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": legal[0]},
                        headers={"Authorization": f"Bearer {tok[other.seat]}"})  # type: ignore[index]
        assert r.status_code == 409 and r.json()["code"] == "action/not_your_turn"
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": legal[0]},
                        headers={"Authorization": "Bearer forged"})
        assert r.status_code == 403 and r.json()["code"] == "auth/invalid_token"
        r = server.post(f"/api/tables/{tid}/seats/{actor.seat}/leave",
                        headers={"Authorization": f"Bearer {tok[other.seat]}"})  # type: ignore[index]
        assert r.json()["code"] == "auth/invalid_token"
        r = server.post(f"/api/tables/{tid}/seats/{actor.seat}/claim", {"token": tok[other.seat]})  # type: ignore[index]
        assert r.json()["code"] == "auth/invalid_token"
        assert public() == snapshot
        # a wrong token cannot even connect
        async with await open_ws(server.ws_url(tid), "forged-token") as ws:
            assert json.loads(await ws.recv())["code"] == "auth/invalid_token"
        async with await open_ws(server.ws_url("no-such-table")) as ws:
            assert json.loads(await ws.recv())["code"] == "table/not_found"
        # rate limit: a flood of messages is refused, the game is untouched
        for _ in range(150):
            await other.send({"type": "ping"})
        err = await other.until(lambda m: m["type"] == "error")
        assert err["code"] == "request/rate_limited"
        await other.until(lambda m: m["type"] == "state")
        assert public() == snapshot

        # one good move; the same move again from the same state is stale
        await actor.act(legal[0], sid)
        await actor.until(lambda m: m["type"] == "state" and m["state_id"] == sid + 1)
        await expect_stale(actor, legal[0], sid)

        # leaving: a bot plays the seat; the human's own moves are refused until they reclaim
        for c in cs:
            r = server.post(f"/api/tables/{tid}/seats/{c.seat}/leave",
                            headers={"Authorization": f"Bearer {tok[c.seat]}"})  # type: ignore[index]
            assert r.status_code == 200 and r.json()["away"] is True
        end = await spectator.until(lambda m: m["type"] == "state" and m["status"] == "finished")
        assert all(s.get("away") for s in end["seats"])
        await cs[0].until(lambda m: m["type"] == "state" and m["status"] == "finished")
        await cs[0].send({"type": "act", "state_id": end["state_id"], "action": "accept"})
        err, _ = await cs[0].error_then_resync()
        assert err["code"] == "seat/released"
        r = server.post(f"/api/tables/{tid}/seats/0/claim", {"token": tok[0]})
        assert r.status_code == 200 and r.json()["token"] == tok[0]
        await cs[0].until(lambda m: m["type"] == "state" and "away" not in m["seats"][0])
        await cs[0].send({"type": "act", "state_id": end["state_id"], "action": "accept"})
        err, st = await cs[0].error_then_resync()
        assert err["code"] == "action/game_over" and st["state_id"] == end["state_id"]
        for c in [*cs, spectator]:
            await c.close()

    asyncio.run(run())


async def expect_stale(client: Client, action: str, sid: int) -> None:
    await client.send({"type": "act", "state_id": sid, "action": action})
    err, state = await client.error_then_resync()
    assert err["code"] in ("action/stale_state", "action/not_your_turn"), err
    assert state["state_id"] == sid + 1


def test_not_started_until_every_seat_is_taken(server: Server) -> None:
    t = create(server, [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}])
    tid, tok = t["table_id"], t["seats"][0]["token"]

    async def run() -> None:
        async with Client(server.ws_url(tid), 0, tok) as c:
            st = await c.until(lambda m: m["type"] == "state")
            assert st["status"] == "open" and st["legal"] == []
            await c.send({"type": "act", "state_id": 0, "action": "accept"})
            err, st2 = await c.error_then_resync()
            assert err["code"] == "table/not_started" and st2["state_id"] == 0

    asyncio.run(run())


def test_error_codes_are_listed(server: Server) -> None:
    codes = server.get("/api/errors").json()
    for code in ("action/illegal", "action/not_your_turn", "action/stale_state", "action/game_over",
                 "request/invalid", "auth/invalid_token"):
        assert code in codes
