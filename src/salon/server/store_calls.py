"""Store calls: every call of the server to the database, with its deadline, health and timing.

`StoreCalls` is the one way the server's parts reach the store: `db` (a call in the DB thread),
`db_async` (a PostgreSQL coroutine on the event loop), `db_now` (the SQLite commit on the event
loop), and `backoff` (the wait before a retry while the database is unavailable). Each notes
the database's health (outage.py: an outage becomes ApiError db/unavailable) and times the call
(metrics.py). The hub owns it (its DB threads are the process's); the parts that need the
database (leases, bots, the WAL, chat, the cluster) are given it, not the hub.

`TableCalls` is how a live table's changes are stored and read back (table.py's `Keep`): an
action is committed the quickest way the database allows (on SQLite, on the event loop; on
PostgreSQL, one statement sent from the event loop).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from ..store import Store
from . import metrics
from .errors import ApiError
from .outage import DbHealth, NoAnswer, is_outage, unavailable

log = logging.getLogger("salon.server")

#: seconds a store call may run before it is db/unavailable (a partition answers so then) ...
DB_TIMEOUT = 5.0
#: ... and may wait for a DB thread (all of them busy), 1 s while a call hangs past DB_TIMEOUT
DB_QUEUE_WAIT = 15.0
#: store calls without that deadline (they may take long by nature)
UNHURRIED = frozenset({"migrate", "delete_tables"})


class StoreCalls:
    """This process's calls to its store: the DB threads, the deadline, the database's health."""

    def __init__(self, store: Store, db_retry: tuple[float, float] = (0.5, 30.0)) -> None:
        self.store = store
        #: whether the database answers; how long to wait before retrying when it does not
        self.health = DbHealth(log, *db_retry)
        #: seconds a store call may wait for the database before it is db/unavailable
        self.db_timeout = DB_TIMEOUT
        self._call_ids = itertools.count()
        self.health.stall_after = DB_TIMEOUT
        self.db_pool = ThreadPoolExecutor(1 if store.dialect == "sqlite" else 6, thread_name_prefix="salon-db")
        #: the event loop the calls are awaited on (set when the hub starts)
        self.loop: asyncio.AbstractEventLoop | None = None

    async def db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """`fn(*args)` (a store call) in the DB thread; ApiError db/unavailable if the database
        cannot be reached (outage.py) or does not answer: the call has run `db_timeout` seconds
        (a partition: it may still finish in its thread, its result dropped), or has waited for
        a DB thread DB_QUEUE_WAIT seconds — 1 s while a call under way has run past the deadline
        (the threads held by calls that hang; a call that never started is never made). A slow
        machine's queue is not an outage. Migrations and the admin's clean-up have no deadline."""
        assert self.loop is not None
        unhurried = getattr(fn, "__name__", "") in UNHURRIED
        key = next(self._call_ids)
        began: list[float] = []
        calls = self.health.calls

        def call() -> Any:
            began.append(time.monotonic())
            calls[key] = began[0]
            try:
                return fn(*args, **kwargs)
            finally:
                calls.pop(key, None)

        with self._store_call(fn):
            work = self.loop.run_in_executor(self.db_pool, call)
            if unhurried:
                return await work
            submitted = time.monotonic()
            while True:
                if began:
                    deadline = began[0] + self.db_timeout
                else:
                    # every thread held by a call that hangs: no use queueing behind them
                    deadline = submitted + (1.0 if self.health.stalled() else DB_QUEUE_WAIT)
                left = deadline - time.monotonic()
                if left <= 0:
                    work.cancel()  # not started: never made; started: its result is dropped
                    raise NoAnswer(f"no answer from the database in {self.db_timeout:g} s")
                await asyncio.wait({work}, timeout=left)
                if work.done():
                    return work.result()

    async def db_async(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """`await fn(*args, timeout=...)` (a store coroutine, store.AsyncPg) on the event loop, as
        `db` would: db/unavailable if the database cannot be reached or gives no answer within
        `db_timeout` seconds (NoAnswer), the call counted among those under way meanwhile."""
        key = next(self._call_ids)
        calls = self.health.calls
        calls[key] = time.monotonic()
        try:
            with self._store_call(fn):
                try:
                    return await fn(*args, timeout=self.db_timeout)
                except TimeoutError:
                    raise NoAnswer(f"no answer from the database in {self.db_timeout:g} s") from None
        finally:
            calls.pop(key, None)

    def db_now(self, fn: Callable[..., Any], *args: Any) -> Any:
        """`fn(*args)` on this thread (the SQLite commit on the event loop), as `db` would."""
        with self._store_call(fn):
            return fn(*args)

    @contextmanager
    def _store_call(self, fn: Callable[..., Any]) -> Iterator[None]:
        """Note the database's health after a store call; an outage becomes db/unavailable."""
        started = time.perf_counter()
        try:
            yield
        except Exception as exc:
            if is_outage(exc):
                self.health.failed(exc, getattr(fn, "__name__", "store"))
                raise unavailable() from None
            raise
        finally:
            metrics.db_call(fn, started)
        self.health.ok()

    async def backoff(self, attempt: int) -> None:
        """Wait before retry `attempt` + 1 of a store call that found the database unavailable:
        `health.delay(attempt)`, or less if another call finds the database back meanwhile."""
        assert self.loop is not None
        seen = self.health.recoveries
        until = self.loop.time() + self.health.delay(attempt)
        while self.health.recoveries == seen and (left := until - self.loop.time()) > 0:
            await asyncio.sleep(min(0.25, left))

    def shutdown(self) -> None:
        self.db_pool.shutdown(wait=False, cancel_futures=True)


class TableCalls:
    """The store calls of the live tables (table.py `Keep`): given the store, this process's
    calls and what to do after a commit on the event loop (wal.Checkpoints.after_commit)."""

    def __init__(self, store: Store, calls: StoreCalls, after_commit: Callable[[], None]) -> None:
        self.store = store
        self.calls = calls
        self.after_commit = after_commit
        #: SQLite: actions are committed in the DB thread, not on the event loop, until then
        #: (monotonic; after a commit on the loop failed)
        self._commits_in_thread_until = 0.0

    async def load(self, table_id: str, after: int | None = None) -> dict[str, Any] | None:
        if after is None:
            return await self.calls.db(self.store.load, table_id)  # type: ignore[no-any-return]
        return await self.calls.db(self.store.load, table_id, after)  # type: ignore[no-any-return]

    async def append(self, *args: Any) -> bool:
        """store.append_action, the quickest way: a local SQLite commit takes well under a
        millisecond, so it is made on the event loop (sparing two thread switches per action,
        which dominate latency on a busy machine) — but not after one failed (the file locked by
        another process: each busy wait would hold the event loop), until a commit in the DB
        thread succeeds again; PostgreSQL: one statement sent from the event loop (no database
        thread); else in the DB thread."""
        store = self.store
        if store.dialect == "sqlite" and time.monotonic() >= self._commits_in_thread_until:
            try:
                ok = self.calls.db_now(store.append_action, *args)
            except ApiError:
                self._commits_in_thread_until = time.monotonic() + 60.0
                raise
            self.after_commit()
        elif store.aio is not None:
            ok = await self.calls.db_async(store.aio.append_action, *args)
        else:
            ok = await self.calls.db(store.append_action, *args)
            self._commits_in_thread_until = 0.0
        return bool(ok)

    async def append_in_thread(self, *args: Any) -> bool:
        return bool(await self.calls.db(self.store.append_action, *args))

    async def actions(self, table_id: str, after: int) -> list[dict[str, Any]]:
        return await self.calls.db(self.store.actions, table_id, after)  # type: ignore[no-any-return]

    async def update_seat(self, *args: Any) -> bool:
        return bool(await self.calls.db(self.store.update_seat, *args))

    async def start_if_full(self, table_id: str, now: float, lease: dict[str, Any]) -> bool:
        return bool(await self.calls.db(self.store.start_if_full, table_id, now, lease))
