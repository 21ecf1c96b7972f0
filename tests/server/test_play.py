"""A whole Rose Ceremony table through a real server: two human clients, two bots, a spectator;
every message each of them got is checked against the true state."""

from __future__ import annotations

import asyncio

from .helpers import Client, Server, check_messages, offline_record

SEED = 11
SEATS = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
         {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"}]


def create(server: Server, seats=SEATS, seed: int = SEED, **extra):  # type: ignore[no-untyped-def]
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": len(seats), "seed": seed,
                                    "seats": seats, **extra}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()


def test_whole_table_two_humans_two_bots(server: Server) -> None:
    created = create(server)
    tid = created["table_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}
    assert set(tokens) == {0, 1} and tokens[0] != tokens[1]
    assert all("token" not in s for s in created["seats"] if s["kind"] == "bot")

    async def run():  # type: ignore[no-untyped-def]
        async with Client(server.ws_url(tid), 0, tokens[0]) as a, \
                Client(server.ws_url(tid), 1, tokens[1]) as b, \
                Client(server.ws_url(tid), None) as spectator:
            last = await asyncio.gather(a.play(SEED), b.play(SEED))
            await spectator.until(lambda m: m["type"] == "state" and m["status"] == "finished")
            return a, b, spectator, last

    a, b, spectator, last = asyncio.run(run())
    assert last[0]["state_id"] == last[1]["state_id"]
    # the lobby never shows a token; the record is published now that the game is over
    info = server.get(f"/api/tables/{tid}").json()
    assert info["status"] == "finished" and "token" not in str(info)
    assert [s["kind"] for s in info["seats"]] == ["human", "human", "bot", "bot"]
    rec = server.get(f"/api/tables/{tid}/record").json()["record"]
    assert rec == offline_record("rose-ceremony", 4, SEED, SEATS)
    assert len(rec["actions"]) == info["state_id"]
    for client in (a, b, spectator):
        assert check_messages(rec, client.seat, client.messages, tokens.values()) > 0
    # the spectator never saw a hand nor had anything to do
    states = [m for m in spectator.messages if m["type"] == "state"]
    assert all(m["view"]["hand"] is None and m["legal"] == [] for m in states)
    # the log arrived incrementally and completely, for every connection
    for client in (a, b, spectator):
        got = {e["state_id"] for m in client.messages if m["type"] == "state" for e in m["log"]}
        assert got == set(range(1, len(rec["actions"]) + 1))
        assert sum(len(m["log"]) for m in client.messages if m["type"] == "state") < 2 * len(rec["actions"])


def test_lobby_open_seats_claim_and_listing(server: Server) -> None:
    t = create(server, seats=[{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}])
    tid = t["table_id"]
    assert t["status"] == "open"
    listed = server.get("/api/tables", params={"game": "rose-ceremony", "status": "open"}).json()["tables"]
    assert tid in [x["table_id"] for x in listed]
    r = server.post(f"/api/tables/{tid}/seats/0/claim", {"name": "Cy"})
    assert r.status_code == 200
    tok0 = r.json()["token"]
    assert server.post(f"/api/tables/{tid}/seats/0/claim", {}).json()["code"] == "seat/taken"
    assert server.post(f"/api/tables/{tid}/seats/1/claim", {}).json()["code"] == "seat/taken"
    assert server.post(f"/api/tables/{tid}/seats/7/claim", {}).json()["code"] == "seat/not_found"
    assert server.get(f"/api/tables/{tid}").json()["status"] == "open"
    tok2 = server.post(f"/api/tables/{tid}/seats/2/claim", {"name": "Di"}).json()["token"]
    info = server.get(f"/api/tables/{tid}").json()
    assert info["status"] == "playing"
    assert [s.get("name") for s in info["seats"]] == ["Cy", None, "Di"]
    assert tok0 not in str(info) and tok2 not in str(info)
    assert tid not in [x["table_id"] for x in
                       server.get("/api/tables", params={"status": "open"}).json()["tables"]]
    r = server.get(f"/api/tables/{tid}/record")
    assert r.status_code == 409 and r.json()["code"] == "table/not_finished"
    assert server.get("/api/tables/nope").json()["code"] == "table/not_found"
    bad = server.post("/api/tables", {"game": "rose-ceremony", "players": 9})
    assert bad.status_code == 400 and bad.json()["code"] == "request/invalid"
    bad = server.post("/api/tables", {"game": "rose-ceremony", "players": 3,
                                      "seats": [{"kind": "bot", "bot": "nonsense"}] * 3})
    assert bad.json()["code"] == "request/invalid"
    assert server.post("/api/tables", {"game": "chess", "players": 2}).json()["code"] == "game/unknown"
    assert "/api/tables" in server.get("/openapi.json").json()["paths"]
    assert server.get("/docs").status_code == 200
    assert server.get("/").status_code == 200
    stats = server.get("/api/stats").json()
    assert stats["tables"] >= 1 and set(stats["latency"]) == {"p50", "p95", "p99", "max"}
