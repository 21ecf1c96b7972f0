"""The other server processes on the same database: following their changes, and presence.

The database's record is the source of truth. Every process stores each change first (hub.py)
and then tells the others: on PostgreSQL by a NOTIFY on the store's channel, which each
process LISTENs to in a thread (`Cluster._listen`, reconnecting with backoff), and on both
databases by the poll (`Cluster.poll`, every `poll_interval` seconds: the only channel on
SQLite, a safety net under NOTIFY), which compares the `state_id` and update time of every
table held here with the database's. A changed table is caught up by replaying its new actions
from the database (`Table.refresh`, table.py). Only the tables this process holds (owned, or watched by a
client of its own) are followed: a NOTIFY about any other table is ignored.

NOTIFY payloads (never a token, never anything a seat may not know):

- `<instance>:<table>`: the table's actions or seats changed;
- `C:<instance>:<table>`: a line of table talk was added;
- `P:<instance>:<table>:<seat>:<1|0>`: the first connection of a seat opened on that process,
  or its last one closed;
- `B:<instance>:<table>/<seat>,...`: the heartbeat, every PRESENCE_BEAT seconds, of every seat
  connected there (in chunks that fit a payload).

A process forgets another's presence PRESENCE_TTL seconds after last hearing of it (a killed
process says nothing), and counts the processes it heard from lately as its `peers` (the
lease loop shares expired leases among the live ones, leases.py). During a database outage it
announces nothing: the heartbeat re-announces every seat once it is over.

The poll also forgets the tables that need no following: one deleted by a clean-up, and a
finished one nobody here watches (no connection, no bot at work) a minute after it ended.
Playing tables neither owned nor watched here are forgotten by the lease loop
(`Leases.sweep`).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from ..store import Store
from .errors import ApiError
from .outage import is_outage
from .store_calls import StoreCalls

if TYPE_CHECKING:
    from .table import Table

#: something done to a table held here when the others changed it (catch up, load its talk)
TableWork = Callable[["Table"], Coroutine[Any, Any, None]]

log = logging.getLogger("salon.server")

#: each process re-announces the seats connected to it this often (seconds) ...
PRESENCE_BEAT = 5.0
#: ... and forgets another process's announcements after this long without news
PRESENCE_TTL = 16.0


class Cluster:
    """What this process knows of the others, and how it follows their changes."""

    def __init__(self, store: Store, calls: StoreCalls, instance: str, tables: dict[str, Table], *,
                 refresh: TableWork, load_chat: TableWork, presence_changed: Callable[[Table], None],
                 evict: Callable[[str], None], poll_interval: float = 1.0) -> None:
        self.store = store
        self.calls = calls
        #: this process (the sender of its NOTIFYs)
        self.instance = instance
        #: the tables this process holds (the hub's): only they are followed
        self.tables = tables
        #: what the hub does with a table another process changed: catch it up (Table.refresh),
        #: load its new talk (Chat.load), tell its clients who is present, forget it
        self.refresh = refresh
        self.load_chat = load_chat
        self.presence_changed = presence_changed
        self.evict = evict
        self.poll_interval = poll_interval
        #: presence on other processes, by table (shared with each Table's `remote`)
        self.remote: dict[str, dict[int, dict[str, float]]] = {}
        #: the other processes heard from (presence NOTIFYs, PostgreSQL): instance -> when
        #: (monotonic); the lease loop shares expired leases among the live ones
        self.peers: dict[str, float] = {}
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None

    def live_peers(self) -> set[str]:
        """The other processes heard from within PRESENCE_TTL (the lease loop's fair share)."""
        now = time.monotonic()
        return {p for p, at in self.peers.items() if now - at < PRESENCE_TTL}

    def start(self) -> None:
        """PostgreSQL: start listening to the other processes' NOTIFYs."""
        if self.store.is_postgres:
            self._listener = threading.Thread(target=self._listen, name="salon-listen", daemon=True)
            self._listener.start()

    def stop(self) -> None:
        """Stop listening, and announce nothing more."""
        self._stop.set()

    # ------------------------------------------------------------ presence across processes
    def announce(self, payload: str) -> None:
        """Tell the other processes (PostgreSQL only) which seats have a connection here."""
        # during an outage, nothing: the heartbeat re-announces every seat once it is over
        if self.store.is_postgres and self.calls.loop is not None and not self._stop.is_set() and not self.calls.health.down:
            self.calls.loop.run_in_executor(self.calls.db_pool, self._db_quietly, self.store.notify, payload)

    def heartbeat(self) -> None:
        """Every seat connected here, in chunks that fit a NOTIFY payload; also expires the
        presence of processes not heard from for PRESENCE_TTL seconds (killed ones)."""
        seats = [f"{t.id}/{s}" for t in self.tables.values() for s in range(t.players) if t.local(s)]
        for i in range(0, max(1, len(seats)), 200):
            self.announce(f"B:{self.instance}:" + ",".join(seats[i:i + 200]))
        now = time.monotonic()
        for tid, by_seat in self.remote.items():
            changed = False
            for seat in list(by_seat):
                alive = {k: v for k, v in by_seat[seat].items() if now - v < PRESENCE_TTL}
                if len(alive) != len(by_seat[seat]):
                    changed = True
                if alive:
                    by_seat[seat] = alive
                else:
                    del by_seat[seat]
            t = self.tables.get(tid)
            if changed and t is not None:
                self.presence_changed(t)

    def _on_presence(self, payload: str) -> None:
        kind, instance, rest = payload.split(":", 2)
        now = time.monotonic()
        self.peers[instance] = now
        touched: set[str] = set()
        if kind == "P":
            tid, seat_s, on = rest.split(":")
            by_seat = self.remote.setdefault(tid, {})
            seat = int(seat_s)
            if on == "1":
                by_seat.setdefault(seat, {})[instance] = now
            else:
                by_seat.get(seat, {}).pop(instance, None)
                if not by_seat.get(seat, True):
                    del by_seat[seat]
            touched.add(tid)
        elif kind == "B":
            for item in filter(None, rest.split(",")):
                tid, seat_s = item.split("/")
                by_seat = self.remote.setdefault(tid, {})
                if instance not in by_seat.get(int(seat_s), {}):
                    touched.add(tid)
                by_seat.setdefault(int(seat_s), {})[instance] = now
        for tid in touched:
            t = self.tables.get(tid)
            if t is not None:
                self.presence_changed(t)

    # ------------------------------------------------------------ other processes
    def _listen(self) -> None:
        """PostgreSQL LISTEN in a thread; each notification wakes the event loop."""
        import psycopg

        from ..store.store import CONNECT_TIMEOUT

        attempt = 0
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.store.libpq_dsn(), autocommit=True,
                                     connect_timeout=CONNECT_TIMEOUT) as conn:
                    conn.execute(f'LISTEN "{self.store.channel}"')
                    attempt = 0
                    self.calls.health.ok()
                    # anything missed while (re)connecting is caught up by the poll
                    while not self._stop.is_set():
                        for n in conn.notifies(timeout=1.0):
                            self._on_notify(n.payload)
            except Exception as exc:
                if self._stop.is_set():
                    return
                if is_outage(exc):
                    self.calls.health.failed(exc, "LISTEN")
                else:
                    log.exception("LISTEN connection lost; reconnecting")
                # back off, but reconnect as soon as another call finds the database back
                seen = self.calls.health.recoveries
                until = time.monotonic() + self.calls.health.delay(attempt)
                attempt += 1
                while (not self._stop.wait(min(0.25, max(0.0, until - time.monotonic())))
                       and time.monotonic() < until and self.calls.health.recoveries == seen):
                    pass

    def _on_notify(self, payload: str) -> None:
        if self.calls.loop is None:
            return
        if payload.startswith("C:"):
            _, instance, table_id = payload.split(":", 2)
            if instance != self.instance:
                self.calls.loop.call_soon_threadsafe(self._chat_soon, table_id)
            return
        if payload[:2] in ("P:", "B:"):
            if payload.split(":", 2)[1] != self.instance:
                self.calls.loop.call_soon_threadsafe(self._on_presence, payload)
            return
        instance, _, table_id = payload.partition(":")
        if instance == self.instance:
            return
        self.calls.loop.call_soon_threadsafe(self._refresh_soon, table_id)

    def _refresh_soon(self, table_id: str) -> None:
        t = self.tables.get(table_id)
        if t is not None:  # (a table neither watched nor owned here is not followed)
            asyncio.create_task(self._refresh_quietly(t))

    async def _refresh_quietly(self, t: Table) -> None:
        try:
            await self.refresh(t)
        except ApiError as exc:  # an outage: the poll catches up once it is over
            if exc.code != "db/unavailable":
                log.error("table %s could not be refreshed: %s", t.id, exc.message)

    def _chat_soon(self, table_id: str) -> None:
        t = self.tables.get(table_id)
        if t is not None:
            asyncio.create_task(self.load_chat(t))

    async def poll(self) -> None:
        """Safety net under NOTIFY (and the only channel on SQLite): compare versions."""
        last_beat = 0.0
        attempt = 0
        while True:
            if attempt:  # the database was unavailable at the last poll
                await self.calls.backoff(attempt - 1)
            await asyncio.sleep(self.poll_interval)
            try:
                if time.monotonic() - last_beat >= PRESENCE_BEAT:
                    last_beat = time.monotonic()
                    self.heartbeat()
                ids = list(self.tables)
                versions = await self.calls.db(self.store.versions, ids)
                for tid in ids:
                    t = self.tables.get(tid)
                    v = versions.get(tid)
                    if t is None:
                        continue
                    if v is None:  # deleted by a clean-up
                        self.evict(tid)
                        continue
                    if v[0] != t.state_id or v[1] != t.updated_at:
                        await self.refresh(t)
                    elif (t.status == "finished" and not t.conns and not t.bot_tasks
                          and time.time() - t.updated_at > 60):
                        self.evict(tid)
                attempt = 0
            except asyncio.CancelledError:
                raise
            except ApiError as exc:
                if exc.code != "db/unavailable":
                    log.error("poll failed: %s", exc.message)
                attempt += 1
            except Exception:
                log.exception("poll failed")

    def _db_quietly(self, fn: Callable[..., Any], *args: Any) -> None:
        """A store call nobody waits for (presence NOTIFYs), in the DB thread: an outage is
        noted, never raised or logged with a traceback."""
        try:
            self.calls.db_now(fn, *args)
        except ApiError:  # db/unavailable: noted by db_now
            pass
        except Exception:
            log.exception("%s failed", getattr(fn, "__name__", "store call"))
