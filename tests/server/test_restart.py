"""Persistence: a server SIGKILLed mid-game, restarted on the same database, plays on to the
same end as an uninterrupted game with the same seed; clients reconnect and resync."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest
import websockets

import salon
from salon.store import Store

from ..patience import PATIENCE
from .helpers import Client, Server, check_messages, offline_record, open_ws

SEED = 23
SEATS = [{"kind": "human"}, {"kind": "human"},
         {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]


def test_sigkill_mid_game_then_restart_reaches_the_same_end(fresh_database: tuple[str, str]) -> None:
    expected = offline_record("rose-ceremony", 4, SEED, SEATS)
    middle = len(expected["actions"]) // 2
    srv = Server(*fresh_database).start()
    try:
        r = srv.post("/api/tables", {"game": "rose-ceremony", "players": 4, "seed": SEED, "seats": SEATS}, admin=True)
        tid = r.json()["table_id"]
        tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
        a = Client(srv.ws_url(tid), 0, tok[0])
        b = Client(srv.ws_url(tid), 1, tok[1])

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
                await c.connect(srv.ws_url(tid))
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


# ------------------------------------------------------------------ stored versions
RJ_DATA = Path(__file__).parents[1] / "games" / "romeo_juliette" / "data"


def _store_table(db: tuple[str, str], tid: str, version: str, record: dict[str, Any], upto: int,
                 snapshot: str | None, kind: str = "bot") -> None:
    """A running table of two heuristic bots (or humans) as an older server stored it: its row
    says `version`, its first `upto` actions are `record`'s, with `snapshot` at the last one."""
    store = Store(*db)
    try:
        store.migrate()
        now = time.time()
        store.create_table(
            {"id": tid, "game": record["game"], "game_version": version, "players": record["players"],
             "options": json.dumps(record["options"]), "seed": record["seed"], "status": "playing",
             "state_id": 0, "clock": None, "bot_delay": None, "replacement_bot": "heuristic",
             "created_at": now, "updated_at": now, "outcome": None},
            [{"seat": q, "kind": kind, "name": None, "bot": "heuristic" if kind == "bot" else None,
              "token_hash": None, "away": False}
             for q in range(record["players"])])
        for i, (seat, action) in enumerate(record["actions"][:upto]):
            snap = snapshot if i == upto - 1 else None
            assert store.append_action(tid, i, seat, action, [[action]] * 3, "bot", "playing", None, snap)
    finally:
        store.close()


def test_a_table_of_an_older_version_goes_on_under_its_readings(fresh_database: tuple[str, str]) -> None:
    """Stored-version policy (docs/rulings/README.md): a Roméo & Juliette table stored by
    version 1, with a version-1 snapshot, resumes after a restart under the options that keep
    version 1's readings (legacy_versions); a table of a version this server cannot continue
    is refused, naming both versions, on the REST API and on the WebSocket."""
    games = json.loads((RJ_DATA / "records-v1.json").read_text())
    v1 = games[5]["record"]  # a chapter IX heuristic pair, version 1
    assert v1["version"] == "1"
    snapshot = (RJ_DATA / "snapshot-v1-50.json").read_text().strip()
    _store_table(fresh_database, "old", "1", v1, 50, snapshot)
    _store_table(fresh_database, "older", "0", v1, 10, None)
    game = salon.load_game("romeo-juliette")
    options = game.options_for_version("1", v1["options"])
    assert options["fixed_proposal_cap"] and options["strict_alternation"] and not options["allegory_lovers"]

    srv = Server(*fresh_database).start()
    try:
        deadline = time.monotonic() + PATIENCE
        while srv.get("/api/tables/old").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the version-1 table did not play on"
            time.sleep(0.2)
        # both lovers choose behind the scenes at once, so which bot the server asks first (and
        # so the rest of the game) may differ from an offline run: the record is checked instead
        body = srv.get("/api/tables/old/record").json()
        rec = body["record"]
        assert rec["version"] == game.version and rec["options"] == options
        assert rec["actions"][:50] == v1["actions"][:50]
        assert body["outcome"] == salon.replay(rec).outcome().to_dict()  # type: ignore[union-attr]
        for st in salon.replay_states(rec):  # version 1's choices all along (ruling R4)
            if st.phase == 0 and not st.is_over():  # the rendezvous
                p = st.current_players()[0]
                assert ("wait" in [str(a) for a in st.legal_actions(p)]) == (st.rv_by == p)

        r = srv.get("/api/tables/older")
        assert r.status_code == 503
        err = r.json()
        assert err["code"] == "table/unavailable"
        assert "romeo-juliette@0" in err["message"] and f"romeo-juliette@{game.version}" in err["message"]

        async def ws_refused() -> None:
            async with await open_ws(srv.ws_url("older")) as ws:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
                assert msg["type"] == "error" and msg["code"] == "table/unavailable"
                assert "romeo-juliette@0" in msg["message"]
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await asyncio.wait_for(ws.recv(), 30)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 4503

        asyncio.run(ws_refused())
    finally:
        srv.stop()


def test_an_older_snapshot_is_not_used_the_record_is_replayed(tmp_path: Path, caplog: Any) -> None:
    """Hub._build: State.from_json refuses the version-1 snapshot, so the stored actions are
    replayed under the mapped options, and the table stands where version 1 left it."""
    import logging

    from salon.server.hub import Hub

    games = json.loads((RJ_DATA / "records-v1.json").read_text())
    v1 = games[5]["record"]
    snapshot = (RJ_DATA / "snapshot-v1-50.json").read_text().strip()
    db = (f"sqlite:///{tmp_path / 'v1.db'}", "")
    _store_table(db, "old", "1", v1, 50, snapshot, kind="human")
    store = Store(*db)
    expected = json.loads(snapshot)["state"]

    async def run() -> None:
        hub = Hub(store, bot_delay=0)
        await hub.start()
        try:
            t = await hub.get("old")
            assert t is not None and t.state_id == 50
            assert t.options == salon.load_game("romeo-juliette").options_for_version("1", v1["options"])
            assert t.state.pos == expected["pos"] and t.state.hate == expected["hate"]  # type: ignore[attr-defined]
        finally:
            await hub.stop()

    with caplog.at_level(logging.WARNING, logger="salon.server"):
        asyncio.run(run())
    store.close()
    assert any("snapshot unusable" in r.getMessage() for r in caplog.records)
