"""Undo over the WebSocket and REST: the others see the take-back (the partner of a secret
half-choice sees nothing), a refused undo changes nothing, and a restart replays the undo."""

from __future__ import annotations

import asyncio
from typing import Any

import salon

from .helpers import Client, Server

TWO_HUMANS = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}]


def _table(srv: Server, game: str, players: int, seed: int, seats: list[dict[str, Any]],
           **extra: Any) -> tuple[str, dict[int, str]]:
    r = srv.post("/api/tables", {"game": game, "players": players, "seed": seed, "seats": seats, **extra},
                 admin=True)
    assert r.status_code == 201, r.text
    return r.json()["table_id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def _state(c: Client, sid: int) -> dict[str, Any]:
    return await c.until(lambda m: m["type"] == "state" and m["state_id"] == sid)


def test_undo_over_the_websocket_and_the_partner_learns_nothing(server: Server) -> None:
    """Ada's secret half-choice and its undo show Bo and the spectators nothing, so they are
    sent nothing: no state message, no log entry, no number moved (docs/api.md, "What a change
    sends"); Ada's own numbers count her two steps, and the clock's deadline does not move."""
    tid, tok = _table(server, "romeo-juliette", 2, 5, TWO_HUMANS, clock=3600)

    async def run() -> None:
        async with Client(server.ws_url(tid), 0, tok[0]) as ada, \
                Client(server.ws_url(tid), 1, tok[1]) as bo, Client(server.ws_url(tid), None) as spec:
            for c in (ada, bo, spec):
                await _state(c, 0)
            await bo.act("propose passion")
            await _state(ada, 1)
            await ada.act("confirm")
            for c in (ada, bo, spec):
                await _state(c, 2)
            assert not ada.state["can_undo"]  # type: ignore[index]
            b2, s2 = bo.state, spec.state
            seen = {c: len(c.messages) for c in (bo, spec)}
            public = server.get(f"/api/tables/{tid}").json()
            await ada.act("go balcony")
            a3 = await _state(ada, 3)
            assert a3["can_undo"] and a3["log"][-1]["state_id"] == 3 and a3["log"][-1]["lines"]
            assert a3["deadline"] == b2["deadline"] is not None  # type: ignore[index]
            await ada.send({"type": "undo", "state_id": 3})
            a4 = await _state(ada, 4)
            assert not a4["can_undo"] and a4["view"] == _view_at(2, seat=0)
            said = {e["state_id"]: e["lines"] for m in ada.messages if m["type"] == "state"
                    for e in m["log"]}
            assert said[3] and said[4] == ["Ada takes back: " + " ".join(said[3])]
            # the partner and the spectators: a ping answered after everything due shows that
            # nothing came for the half-choice or its undo, and a resync is what they held
            for c, before in ((bo, b2), (spec, s2)):
                await c.send({"type": "ping"})
                await c.until(lambda m: m["type"] == "pong")
                assert [m["type"] for m in c.messages[seen[c]:]] == ["pong"]
                await c.send({"type": "sync"})
                again = await c.until(lambda m: m["type"] == "state" and m["resync"])
                assert again["state_id"] == 2 and again["view"] == before["view"]  # type: ignore[index]
                assert [e["state_id"] for e in again["log"]] == [1, 2]
                assert again["can_undo"] == before["can_undo"]  # type: ignore[index]
                assert again["deadline"] == before["deadline"]  # type: ignore[index]
            # a second undo is refused with a clear code and changes nothing
            await ada.send({"type": "undo", "state_id": 4})
            err = await ada.until(lambda m: m["type"] == "error")
            assert err["code"] == "undo/refused" and "seat 1" not in err["message"]
            # the partner cannot take back Ada's action, a spectator cannot undo
            await bo.send({"type": "undo", "state_id": 2})
            assert (await bo.until(lambda m: m["type"] == "error"))["code"] == "undo/refused"
            await spec.send({"type": "undo", "state_id": 2})
            assert (await spec.until(lambda m: m["type"] == "error"))["code"] == "auth/invalid_token"
            await ada.send({"type": "undo", "state_id": 2})
            assert (await ada.until(lambda m: m["type"] == "error"))["code"] == "action/stale_state"
        # the public numbers show no trace of the hidden steps
        got = server.get(f"/api/tables/{tid}").json()
        assert got["state_id"] == public["state_id"] == 2 and got["updated_at"] == public["updated_at"]
        lobby = server.get("/api/tables?game=romeo-juliette&limit=500").json()["tables"]
        listed = next(x for x in lobby if x["table_id"] == tid)
        assert listed["state_id"] == 2 and listed["updated_at"] == public["updated_at"]

    asyncio.run(run())


def _view_at(sid: int, seat: int) -> dict[str, Any]:
    """The view of `seat` at state `sid` of the game above (offline)."""
    s = salon.load_game("romeo-juliette").new_game(2, seed=5)
    for p, a in [(1, "propose passion"), (0, "confirm")][:sid]:
        s.apply(p, a)
    return s.view(seat)


def test_rest_undo_and_rose_ceremony_refuses(server: Server) -> None:
    tid, tok = _table(server, "rose-ceremony", 3, 4, [{"kind": "human"}] * 3)
    st = server.get(f"/api/tables/{tid}/state", headers=_auth(tok[0])).json()
    seat = st["to_act"][0]
    st = server.get(f"/api/tables/{tid}/state", headers=_auth(tok[seat])).json()
    r = server.post(f"/api/tables/{tid}/actions", {"state_id": 0, "action": st["legal"][0]}, headers=_auth(tok[seat]))
    assert r.status_code == 200 and r.json()["can_undo"] is False
    r = server.post(f"/api/tables/{tid}/undo", {"state_id": 1}, headers=_auth(tok[seat]))
    assert r.status_code == 409 and r.json()["code"] == "undo/refused"
    assert "handed the decision" in r.json()["message"]
    assert server.get(f"/api/tables/{tid}").json()["state_id"] == 1


def test_a_restart_replays_the_undo(fresh_database: tuple[str, str]) -> None:
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}]
    srv = Server(*fresh_database).start()
    try:
        tid, tok = _table(srv, "aqua-mirabilis", 2, 5, seats)
        r = srv.post(f"/api/tables/{tid}/actions", {"state_id": 0, "action": "go market-O"}, headers=_auth(tok[0]))
        assert r.json()["can_undo"] is True
        r = srv.post(f"/api/tables/{tid}/undo", {"state_id": 1}, headers=_auth(tok[0]))
        assert r.status_code == 200, r.text
        after = r.json()
        assert after["state_id"] == 2 and after["can_undo"] is False
        assert after["log"][-1]["lines"][0].startswith("Ada takes back: ")
    finally:
        srv.kill()
    srv = Server(*fresh_database).start()
    try:
        again = srv.get(f"/api/tables/{tid}/state", headers=_auth(tok[0])).json()
        fresh = salon.load_game("aqua-mirabilis").new_game(2, seed=5)
        assert again["state_id"] == 2 and again["view"] == fresh.view(0)
        assert again["legal"] == [str(a) for a in fresh.legal_actions(0)]
        assert again["log"][-1]["lines"] == after["log"][-1]["lines"]
        r = srv.post(f"/api/tables/{tid}/actions", {"state_id": 2, "action": "go market-B"}, headers=_auth(tok[0]))
        assert r.status_code == 200 and r.json()["can_undo"] is True
    finally:
        srv.stop()


def test_another_process_follows_the_undo(fresh_database: tuple[str, str]) -> None:
    s1 = Server(*fresh_database).start()
    s2 = Server(*fresh_database).start()
    try:
        tid, tok = _table(s1, "aqua-mirabilis", 2, 5, [{"kind": "human", "name": "Ada"}, {"kind": "human"}])

        async def run() -> None:
            async with Client(s2.ws_url(tid), 1, tok[1]) as bo:
                await _state(bo, 0)
                s1.post(f"/api/tables/{tid}/actions", {"state_id": 0, "action": "go market-O"},
                        headers=_auth(tok[0]))
                await _state(bo, 1)
                r = s1.post(f"/api/tables/{tid}/undo", {"state_id": 1}, headers=_auth(tok[0]))
                assert r.status_code == 200, r.text
                st = await _state(bo, 2)
                assert st["view"] == salon.load_game("aqua-mirabilis").new_game(2, seed=5).view(1)
                said = {e["state_id"]: e["lines"] for m in bo.messages if m["type"] == "state"
                        for e in m["log"]}
                assert said[2] == ["Ada takes back: " + " ".join(said[1])]
            # the other process accepts the next action on the state after the undo
            r = s2.post(f"/api/tables/{tid}/actions", {"state_id": 2, "action": "go market-B"},
                        headers=_auth(tok[0]))
            assert r.status_code == 200 and r.json()["state_id"] == 3

        asyncio.run(run())
    finally:
        s1.stop()
        s2.stop()


def test_a_finished_game_with_undos_replays_exactly(server: Server) -> None:
    import random

    tid, tok = _table(server, "romeo-juliette", 2, 9, TWO_HUMANS)
    rnd = random.Random(9)
    undone = 0
    for _ in range(400):
        st = server.get(f"/api/tables/{tid}/state").json()
        if st["status"] == "finished":
            break
        seat = st["to_act"][0]
        mine = server.get(f"/api/tables/{tid}/state", headers=_auth(tok[seat])).json()
        action = rnd.choice(mine["legal"])
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": mine["state_id"], "action": action},
                        headers=_auth(tok[seat]))
        assert r.status_code == 200, r.text
        if r.json()["can_undo"] and rnd.random() < 0.5:
            r = server.post(f"/api/tables/{tid}/undo", {"state_id": r.json()["state_id"]},
                            headers=_auth(tok[seat]))
            assert r.status_code == 200, r.text
            undone += 1
    rec = server.get(f"/api/tables/{tid}/record").json()["record"]
    assert undone and sum(1 for _, a in rec["actions"] if a == "undo") == undone
    states = salon.replay_states(rec)
    final = server.get(f"/api/tables/{tid}/state", headers=_auth(tok[0])).json()
    assert final["view"] == states[-1].view(0)
    k = next(i for i, (_, a) in enumerate(rec["actions"]) if a == "undo") + 1
    for seat in (0, 1, None):
        q = "" if seat is None else f"?seat={seat}"
        step = server.get(f"/api/tables/{tid}/replay/{k}{q}").json()
        assert step["view"] == states[k].view(seat) == states[k - 2].view(seat)


def test_undos_in_one_turn_are_bounded(server: Server) -> None:
    from salon.server.undo import UNDOS_IN_A_TURN

    tid, tok = _table(server, "aqua-mirabilis", 2, 5, TWO_HUMANS)
    sid = 0
    for _ in range(UNDOS_IN_A_TURN):
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": "go market-O"},
                        headers=_auth(tok[0]))
        r = server.post(f"/api/tables/{tid}/undo", {"state_id": sid + 1}, headers=_auth(tok[0]))
        assert r.status_code == 200, r.text
        sid += 2
    r = server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": "go market-O"},
                    headers=_auth(tok[0]))
    assert r.json()["can_undo"] is False
    r = server.post(f"/api/tables/{tid}/undo", {"state_id": sid + 1}, headers=_auth(tok[0]))
    assert r.status_code == 409 and r.json()["code"] == "undo/refused"
    assert "at most" in r.json()["message"]


def test_the_undo_bound_shows_no_trace_of_a_partners_secret_steps(server: Server) -> None:
    """The bound on undos in a row counts what the seat was shown: a partner's secret
    half-choices and their undos in between (R&J ruling R12) neither reset it nor count in it,
    so the seat reaches the bound after exactly as many undos as alone (issue 26)."""
    from salon.server.undo import UNDOS_IN_A_TURN

    tid, tok = _table(server, "romeo-juliette", 2, 5, TWO_HUMANS)
    for seat, sid, action in ((1, 0, "propose passion"), (0, 1, "confirm")):
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": action}, headers=_auth(tok[seat]))
        assert r.status_code == 200, r.text

    def state(seat: int) -> dict[str, Any]:
        got = server.get(f"/api/tables/{tid}/state", headers=_auth(tok[seat]))
        assert got.status_code == 200, got.text
        return dict(got.json())

    def act_and_undo(seat: int) -> dict[str, Any]:
        st = state(seat)
        go = next(a for a in st["legal"] if a.startswith("go "))
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": go},
                        headers=_auth(tok[seat]))
        assert r.status_code == 200 and r.json()["can_undo"] is True, r.text
        return dict(server.post(f"/api/tables/{tid}/undo", {"state_id": r.json()["state_id"]},
                                headers=_auth(tok[seat])).json())

    romeo_before = state(0)["state_id"]
    for _ in range(UNDOS_IN_A_TURN):
        assert "code" not in act_and_undo(0)
        assert "code" not in act_and_undo(1)  # hidden from Roméo
    # Roméo was shown his own 2 × bound entries only; the bound is reached for both alike
    assert state(0)["state_id"] == romeo_before + 2 * UNDOS_IN_A_TURN
    for seat in (0, 1):
        st = state(seat)
        go = next(a for a in st["legal"] if a.startswith("go "))
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": go},
                        headers=_auth(tok[seat]))
        assert r.status_code == 200 and r.json()["can_undo"] is False, r.text
        refused = server.post(f"/api/tables/{tid}/undo", {"state_id": r.json()["state_id"]}, headers=_auth(tok[seat]))
        assert refused.status_code == 409 and "at most" in refused.json()["message"]


def test_a_restart_numbers_hidden_steps_as_before(fresh_database: tuple[str, str]) -> None:
    """Who was shown each action is stored with it (actions.shown): after a restart the
    partner's numbers still show no trace of a secret half-choice, the actor's count it, and
    the lobby read from the database (the table not in memory) says the public state_id."""
    from salon.store import Store

    srv = Server(*fresh_database).start()
    try:
        tid, tok = _table(srv, "romeo-juliette", 2, 5, TWO_HUMANS)
        for seat, sid, action in ((1, 0, "propose passion"), (0, 1, "confirm"), (0, 2, "go balcony")):
            r = srv.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": action}, headers=_auth(tok[seat]))
            assert r.status_code == 200, r.text
        assert r.json()["state_id"] == 3
        public = srv.get(f"/api/tables/{tid}").json()
        assert public["state_id"] == 2
    finally:
        srv.kill()
    store = Store(*fresh_database)
    try:
        row = next(r for r in store.list_tables("romeo-juliette") if r["id"] == tid)
        assert row["state_id"] == 2 and row["updated_at"] == public["updated_at"]
        assert [a["shown"] for a in store.actions(tid)] == [None, None, "0"]
    finally:
        store.close()
    srv = Server(*fresh_database).start()
    try:
        ada = srv.get(f"/api/tables/{tid}/state", headers=_auth(tok[0])).json()
        bo = srv.get(f"/api/tables/{tid}/state", headers=_auth(tok[1])).json()
        spec = srv.get(f"/api/tables/{tid}/state").json()
        assert (ada["state_id"], bo["state_id"], spec["state_id"]) == (3, 2, 2)
        assert [e["state_id"] for e in bo["log"]] == [1, 2] and ada["can_undo"] and bo["can_undo"] is False
        assert srv.get(f"/api/tables/{tid}").json()["updated_at"] == public["updated_at"]
        # Bo's choice against his own state_id is current: Ada's hidden step made it no staler
        r = srv.post(f"/api/tables/{tid}/actions", {"state_id": 2, "action": "go cell"}, headers=_auth(tok[1]))
        assert r.status_code == 200 and r.json()["state_id"] == 3, r.text
        # and Ada may still take back her card, behind his (ruling "Undo")
        r = srv.post(f"/api/tables/{tid}/undo", {"state_id": 3}, headers=_auth(tok[0]))
        assert r.status_code == 200 and r.json()["state_id"] == 4, r.text
        bo = srv.get(f"/api/tables/{tid}/state", headers=_auth(tok[1])).json()
        assert bo["state_id"] == 3 and bo["can_undo"]
    finally:
        srv.stop()
