"""PostgreSQL: an accepted action is one statement and one round trip (the UPDATE of the table,
the INSERT of the action, the snapshot and the NOTIFY together), from a database thread
(`Store.append_action`) and from the event loop (`Store.aio`, what `Hub.act` uses), counted in
the client library's own trace of the connection; listeners in other connections still hear
of it, a stale state still changes nothing, the idle ping and the deadline still hold.
Skipped without SALON_TEST_POSTGRES_URL."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from salon.store import Store
from salon.store.pgtrace import traced

psycopg = pytest.importorskip("psycopg")


def _table_row(tid: str) -> dict[str, Any]:
    now = time.time()
    return {"id": tid, "game": "rose-ceremony", "game_version": "1", "players": 3, "options": "{}",
            "seed": 1, "status": "playing", "state_id": 0, "clock": None, "bot_delay": None,
            "replacement_bot": "heuristic", "created_at": now, "updated_at": now, "outcome": None}


def _act(expected: int, snapshot: str | None = None, notify: str | None = "me:t") -> tuple[Any, ...]:
    """append_action's arguments after the table id: action expected + 1 by seat 0."""
    return (expected, 0, f"move {expected + 1}", [["x"]] * 4, "human", "playing", None, snapshot, notify,
            None, None, expected + 1, True)


def _round_trips(sent: list[str]) -> int:
    return sum(1 for m in sent if m in ("Query", "Sync"))


def _statements(sent: list[str]) -> int:
    return sum(1 for m in sent if m in ("Query", "Execute"))


@pytest.fixture
def store(pg_database: tuple[str, str]) -> Iterator[Store]:
    st = Store(*pg_database)
    st.migrate()
    st.create_table(_table_row("t"), [])
    yield st
    st.close()


def _listener(store: Store) -> Any:
    conn = psycopg.connect(store.libpq_dsn(), autocommit=True)
    conn.execute(f'LISTEN "{store.channel}"')
    return conn


def _heard(conn: Any, wait: float = 2.0) -> list[str]:
    return [n.payload for n in conn.notifies(timeout=wait, stop_after=1)]


def test_an_action_is_one_statement_and_one_round_trip_from_a_thread(store: Store) -> None:
    store.engine.dispose()
    raw = store.engine.raw_connection()  # the pool's one connection, used by each call below
    pgconn = raw.driver_connection.pgconn  # type: ignore[union-attr]
    raw.close()
    with traced(pgconn) as sent:
        for i in range(4):
            assert store.append_action("t", *_act(i, snapshot="{}" if i == 2 else None))
    assert _round_trips(sent) == 4 and _statements(sent) == 4  # before: 5 round trips each
    with traced(pgconn) as sent:
        assert not store.append_action("t", *_act(1))  # a stale state: refused, still one
    assert _round_trips(sent) == 1
    data = store.load("t")
    assert data is not None
    assert data["table"]["state_id"] == 4 and [a["seq"] for a in data["actions"]] == [1, 2, 3, 4]
    assert data["snapshot"] is not None and data["snapshot"]["state_id"] == 3


def test_an_action_is_one_round_trip_from_the_event_loop(store: Store) -> None:
    aio = store.aio
    assert aio is not None

    async def run() -> tuple[list[str], bool]:
        assert await aio.append_action("t", *_act(0))  # (its connection made)
        pgconn = aio._idle[-1][0].pgconn
        with traced(pgconn) as sent:
            for i in range(1, 5):
                assert await aio.append_action("t", *_act(i, snapshot="{}" if i == 3 else None))
            stale = await aio.append_action("t", *_act(2))
        return sent, stale

    sent, stale = asyncio.run(run())
    assert not stale
    assert _round_trips(sent) == 5 and _statements(sent) == 5
    data = store.load("t")
    assert data is not None
    assert data["table"]["state_id"] == 5 and [a["seq"] for a in data["actions"]] == [1, 2, 3, 4, 5]
    assert json.loads(data["actions"][-1]["log"]) == [["x"]] * 4
    assert data["snapshot"] is not None and data["snapshot"]["state_id"] == 4


def test_a_listener_in_another_connection_hears_each_action_and_no_refused_one(store: Store) -> None:
    listener = _listener(store)
    try:
        assert store.append_action("t", *_act(0, notify="me:t"))
        assert _heard(listener) == ["me:t"]
        assert not store.append_action("t", *_act(0, notify="stale:t"))
        assert store.aio is not None

        async def run() -> None:
            assert await store.aio.append_action("t", *_act(1, notify="loop:t"))  # type: ignore[union-attr]
            assert not await store.aio.append_action("t", *_act(1, notify="stale2:t"))  # type: ignore[union-attr]

        asyncio.run(run())
        store.notify("P:me:t:0:1")  # presence: one statement of its own
        heard = [n.payload for n in listener.notifies(timeout=2.0, stop_after=2)]
        assert heard == ["loop:t", "P:me:t:0:1"]
        assert _heard(listener, 0.3) == []  # the refused ones said nothing
    finally:
        listener.close()


def test_concurrent_writers_from_the_event_loop_extend_a_state_once(store: Store) -> None:
    assert store.aio is not None

    async def run() -> list[bool]:
        return list(await asyncio.gather(*[store.aio.append_action("t", *_act(0, notify=f"w{i}:t"))  # type: ignore[union-attr]
                                          for i in range(6)]))

    assert sorted(asyncio.run(run())) == [False] * 5 + [True]
    data = store.load("t")
    assert data is not None and data["table"]["state_id"] == 1 and len(data["actions"]) == 1


def test_the_event_loop_s_idle_connection_cut_by_the_server_is_replaced(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """As the pool's: pinged after IDLE_PING seconds idle, replaced if dead; one cut while not
    idle that long fails the one call that finds it (as SQLAlchemy's OperationalError)."""
    from sqlalchemy.exc import OperationalError

    from salon.store import store as store_module

    aio = store.aio
    assert aio is not None
    killer = psycopg.connect(store.libpq_dsn(), autocommit=True)

    async def cut() -> None:
        pid = aio._idle[-1][0].pgconn.backend_pid
        killer.execute("SELECT pg_terminate_backend(%s)", (pid,))
        await asyncio.sleep(0.2)

    async def run() -> None:
        assert await aio.append_action("t", *_act(0))
        monkeypatch.setattr(store_module, "IDLE_PING", 0.0)
        await cut()
        assert await aio.append_action("t", *_act(1))
        monkeypatch.setattr(store_module, "IDLE_PING", 3600.0)
        await cut()
        with pytest.raises(OperationalError):
            await aio.append_action("t", *_act(2))
        assert await aio.append_action("t", *_act(2))

    try:
        asyncio.run(run())
    finally:
        killer.close()


def test_an_unanswered_call_from_the_event_loop_fails_at_its_deadline(store: Store) -> None:
    """A statement that gets no answer (here: waiting for a row lock held elsewhere) fails
    with TimeoutError once `timeout` has passed, its connection dropped; the next call works.
    (As with a call abandoned in a database thread, the server may still complete the statement
    it was sent: the state it leaves is whole, and the next writer sees it.)"""
    aio = store.aio
    assert aio is not None
    holder = psycopg.connect(store.libpq_dsn())
    holder.execute(f"SELECT 1 FROM {store.s.tables.name} WHERE id = 't' FOR UPDATE")

    def orphans() -> int:  # the abandoned statement, if the server still runs it
        with psycopg.connect(store.libpq_dsn(), autocommit=True) as c:
            row = c.execute("SELECT count(*) FROM pg_stat_activity WHERE state = 'active' "
                            "AND query LIKE %s AND pid <> pg_backend_pid()",
                            (f"%UPDATE {store.s.tables.name} %",)).fetchone()
            return int(row[0]) if row else 0

    async def run() -> None:
        with pytest.raises(TimeoutError):
            await aio.append_action("t", *_act(0), timeout=0.5)
        holder.rollback()
        for _ in range(100):
            if not orphans():
                break
            await asyncio.sleep(0.05)
        data = store.load("t")
        assert data is not None
        now = data["table"]["state_id"]
        assert now in (0, 1)
        assert await aio.append_action("t", *_act(now))

    try:
        asyncio.run(run())
    finally:
        holder.close()
    data = store.load("t")
    assert data is not None
    assert [a["seq"] for a in data["actions"]] == list(range(1, data["table"]["state_id"] + 1))
