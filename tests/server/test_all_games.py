"""Every registered game is served through the protocol alone: two human WebSocket clients
(and random bots in any other seat) play it to the end; every message matches the true
state's view for that seat; simultaneous decisions are accepted from each seat independently."""

from __future__ import annotations

import asyncio

import pytest

import salon

from .helpers import Client, Server, check_messages


@pytest.mark.parametrize("game_id", salon.game_ids())
def test_game_played_to_the_end_through_the_server(server: Server, game_id: str) -> None:
    game = salon.load_game(game_id)
    players = max(2, game.min_players)
    seats = [{"kind": "human"}, {"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 2)
    r = server.post("/api/tables", {"game": game_id, "players": players, "seed": 4, "seats": seats}, admin=True)
    assert r.status_code == 201, r.text
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
    a, b = Client(server.ws_url(tid), 0, tok[0]), Client(server.ws_url(tid), 1, tok[1])

    async def run() -> None:
        await a.connect()
        await b.connect()
        await asyncio.gather(a.play(4), b.play(4))
        await a.close()
        await b.close()

    asyncio.run(run())
    rec = server.get(f"/api/tables/{tid}/record").json()["record"]
    final = salon.replay(rec)
    assert final.is_over()
    for c in (a, b):
        # (a client this fast may be asked to slow down; it then waits and sends again)
        refused = [m for m in c.messages if m["type"] == "error" and m["code"] != "request/rate_limited"]
        assert not refused, "a legal move was refused"
        assert check_messages(rec, c.seat, c.messages, tok.values()) > 0
    # where two seats decided at once, both were offered the decision in the same state
    both = [m for m in a.messages if m["type"] == "state" and len(m["to_act"]) > 1]
    if game_id == "romeo-juliette":
        assert both
