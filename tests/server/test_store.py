"""The store on its own: migrations from an older schema, and optimistic concurrency on
state_id under threads racing for the same state (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import threading
import time

import pytest
from sqlalchemy import inspect, select

from salon.store import LATEST, SchemaTooNew, Store, migrate


def _table_row(tid: str) -> dict:  # type: ignore[type-arg]
    now = time.time()
    return {"id": tid, "game": "rose-ceremony", "game_version": "1", "players": 3, "options": "{}",
            "seed": 1, "status": "playing", "state_id": 0, "clock": None, "bot_delay": None,
            "replacement_bot": "heuristic", "created_at": now, "updated_at": now, "outcome": None}


def test_upgrade_from_schema_1(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    try:
        assert migrate(store.engine, store.s, target=1) == 0
        with store.engine.begin() as conn:
            conn.execute(store.s.tables.insert().values(**_table_row("old")))
            conn.exec_driver_sql(
                f"INSERT INTO {store.s.actions.name} (table_id, seq, seat, action, log, at) "
                "VALUES ('old', 1, 0, 'offer 1 1/1', '[]', 0)")
        assert not inspect(store.engine).has_table(store.s.snapshots.name)
        assert store.migrate() == 1
        assert store.migrate() == LATEST  # idempotent
        with store.engine.connect() as conn:
            row = conn.execute(select(store.s.actions)).mappings().one()
        assert row["source"] == "human" and row["action"] == "offer 1 1/1"
        assert inspect(store.engine).has_table(store.s.snapshots.name)
        with store.engine.begin() as conn:
            conn.execute(store.s.version.update().values(version=LATEST + 1))
        with pytest.raises(SchemaTooNew):
            store.migrate()
    finally:
        store.close()


def test_only_one_writer_extends_a_state(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    try:
        store.migrate()
        store.create_table(_table_row("race"), [
            {"seat": i, "kind": "human", "name": None, "bot": None, "token_hash": None, "away": False}
            for i in range(3)])
        for expected in range(5):
            results: list[bool] = []
            barrier = threading.Barrier(6)

            def write(i: int, expected: int = expected, barrier: threading.Barrier = barrier,
                      results: list[bool] = results) -> None:
                barrier.wait()
                results.append(store.append_action("race", expected, 0, f"move {i}", ["x"] * 4,
                                                   "human", "playing", None, None))

            threads = [threading.Thread(target=write, args=(i,)) for i in range(6)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert sorted(results) == [False] * 5 + [True]
        data = store.load("race")
        assert data is not None
        assert data["table"]["state_id"] == 5
        assert [a["seq"] for a in data["actions"]] == [1, 2, 3, 4, 5]
        assert json.loads(data["actions"][0]["log"]) == ["x"] * 4
    finally:
        store.close()


def test_a_table_of_a_missing_game_is_reported_not_crashed(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A stored table whose game is not installed answers table/unavailable."""
    import asyncio

    from salon.server.errors import ApiError
    from salon.server.hub import Hub

    store = Store(f"sqlite:///{tmp_path / 'm.db'}")
    store.migrate()
    row = _table_row("gone")
    row["game"] = "no-such-game"
    store.create_table(row, [])

    async def run() -> None:
        hub = Hub(store, bot_delay=0)
        await hub.start()  # the broken table does not keep the server down
        try:
            with pytest.raises(ApiError) as err:
                await hub.get("gone")
            assert err.value.code == "table/unavailable"
        finally:
            await hub.stop()

    asyncio.run(run())
    store.close()


def test_an_idle_pooled_connection_cut_by_the_server_is_replaced_unseen(
        pg_database: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL connections are pinged only after IDLE_PING seconds idle (not before every
    transaction): one cut while idle is found by that ping and replaced, the call succeeds;
    one cut while not yet idle that long fails the call that finds it (and only that one)."""
    from sqlalchemy import create_engine
    from sqlalchemy.exc import OperationalError
    from sqlalchemy.pool import NullPool

    from salon.store import store as store_module

    store = Store(*pg_database)
    killer = create_engine(pg_database[0], poolclass=NullPool)
    try:
        store.migrate()
        store.engine.dispose()
        store.create_table(_table_row("idle"), [])

        def cut_pooled_connection() -> None:
            with store.engine.connect() as conn:  # the pool's one connection (it keeps it)
                pid = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()
            with killer.begin() as conn:
                assert conn.exec_driver_sql("SELECT pg_terminate_backend(%(p)s)", {"p": pid}).scalar()
            time.sleep(0.2)

        monkeypatch.setattr(store_module, "IDLE_PING", 0.0)  # every checkout counts as idle
        cut_pooled_connection()
        assert store.append_action("idle", 0, 0, "x", [[], [], [], []], "human", "playing", None, None)
        monkeypatch.setattr(store_module, "IDLE_PING", 3600.0)  # nothing is idle long enough
        cut_pooled_connection()
        with pytest.raises(OperationalError):
            store.append_action("idle", 1, 0, "x", [[], [], [], []], "human", "playing", None, None)
        assert store.append_action("idle", 1, 0, "x", [[], [], [], []], "human", "playing", None, None)
    finally:
        killer.dispose()
        store.close()
