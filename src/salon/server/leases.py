"""One owner per playing table: leases kept in the database.

A process owns a playing table through a lease — its instance id and an expiry in the table's
row (store.py, "leases") — and only the owner runs the table's bots and clocks
(bot_work.py, clocks.py). Humans' actions may still be applied by any process: the
`state_id` guard in the database settles races, as before.

- A table is leased by the process that starts it (created playing, its last open seat
  claimed, a rematch), in the same transaction that makes it playing (`Leases.fresh`: owner
  and expiry come with the row), so no beat ever finds a table that just started without an
  owner; the process then runs it (`Leases.started`).
- Every ttl/3 seconds the owner renews all its leases in one statement; a lease it finds gone
  (it could not renew in time and another process took it) stops its bots and clock at once.
  The process also stops acting for a table on its own once its last successful renewal is
  older than the ttl (a database it cannot reach), before anyone else may take it; when a
  renewal comes back and finds the lease still its own, it resumes the table (catches up,
  kicks its bots, arms its clock), since kicks made while it did not hold it did nothing.
- The same beat takes over the expired leases of playing tables (a dead or stopped owner),
  at most a fair share: a process takes one only while it owns fewer than
  playing tables / live processes + 1 (live: owners of unexpired leases and, on PostgreSQL,
  the processes heard from through their presence NOTIFYs), or when the lease was still
  free one beat later (nobody else took it). It then catches up with the table and goes on with its bots and
  clock where they were. A takeover is counted (`salon_lease_takeovers_total`, /api/stats
  `lease_takeovers`) only when the lease was another process's and ran out (a dead or
  unreachable owner); a table released by a clean stop, or its own lease this process let
  run out, is taken without counting.
- A clean stop releases its leases at once (`Leases.release`), so the others take over at
  their next beat instead of after the ttl. A worker of `salon serve --workers N` keeps its
  slot's instance id across restarts (server/workers.py): restarted after a crash, its first
  beat renews the dead worker's leases as its own and resumes those tables at once.
- A process holds in memory only the tables it owns and those a client of its own watches
  (loaded on demand by `Held.get`, held.py, followed through NOTIFY or the poll); a NOTIFY about any
  other table is ignored, and a playing table it neither owns nor shows is forgotten after
  twice the ttl (`Leases.sweep`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from . import metrics
from .errors import ApiError

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger("salon.server")

#: default seconds a lease lasts without renewal (the failover bound is about this plus a beat)
DEFAULT_TTL = 15.0


class Leases:
    """The leases this process holds, and the loop that renews and takes them."""

    def __init__(self, store: Any, db: Callable[..., Coroutine[Any, Any, Any]], instance: str,
                 tables: dict[str, Table], *, get: Callable[[str], Coroutine[Any, Any, Any]],
                 refresh: Callable[[Table], Coroutine[Any, Any, None]], run: Callable[[Table], None],
                 evict: Callable[[str], None], peers: Callable[[], set[str]], ttl: float = DEFAULT_TTL) -> None:
        #: the store and how it is called (StoreCalls.db); this process's instance id
        self.store = store
        self.db = db
        self.instance = instance
        #: the tables this process holds (the hub's), and what the hub does to them: load one
        #: (Held.get: it then runs here), catch one up (Table.refresh), run its bots and clock,
        #: forget one; the other processes heard from lately (cluster.py)
        self.tables = tables
        self.get = get
        self.refresh = refresh
        self.run_table = run
        self.evict = evict
        self.live_peers = peers
        self.ttl = ttl
        #: tables whose lease this process holds -> monotonic time until which it surely does
        self.mine: dict[str, float] = {}
        #: expired leases seen at the last beat (taken now even over the fair share)
        self._seen_free: set[str] = set()
        #: tables held here though neither owned nor watched: since when (monotonic); they
        #: are forgotten after `idle_evict` seconds (twice the ttl: 30 s by default)
        self._idle: dict[str, float] = {}
        self.idle_evict = 2 * ttl

    def holds(self, table_id: str) -> bool:
        """Whether this process owns the table now (and may run its bots and clock)."""
        return self.mine.get(table_id, 0.0) > time.monotonic()

    def fresh(self) -> tuple[dict[str, Any], float]:
        """For a table this process is about to make playing: the lease columns (owner,
        lease_expires) to write in that same transaction, and the monotonic time until which
        this process then surely holds the lease (for `started`)."""
        until = time.monotonic() + self.ttl
        return {"owner": self.instance, "lease_expires": time.time() + self.ttl}, until

    async def started(self, table_id: str, until: float) -> None:
        """A table this process made playing with the lease of `fresh()`: run its bots and clock."""
        self.mine[table_id] = max(until, self.mine.get(table_id, 0.0))
        await self._go_on(table_id)

    async def _resume(self, table_id: str) -> None:
        """`_go_on`, and if it fails (the database answers one call and not the next, as right
        after an outage: each pooled connection the cut broke fails the one call that finds
        it), this process lets go of the table here, so that its next beat finds the lease
        still its own but the table not running, and tries again. (A table kept in `mine`
        after a failed `_go_on` was owned and renewed forever but never run: its bots and
        clock stopped for good.)"""
        try:
            await self._go_on(table_id)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.mine.pop(table_id, None)
            if isinstance(exc, ApiError) and exc.code == "db/unavailable":
                log.info("table %s not resumed yet (the database is unavailable); next beat", table_id)
            elif isinstance(exc, ApiError):
                log.error("table %s could not be resumed: %s", table_id, exc.message)
            else:
                log.exception("table %s could not be resumed", table_id)

    async def _go_on(self, table_id: str) -> None:
        """This process now owns the table: catch up with it, then run its bots and clock."""
        t = self.tables.get(table_id)
        if t is None:
            await self.get(table_id)  # kicks its bots and arms its clock
            return
        await self.refresh(t)
        self.run_table(t)

    def _lost(self, table_id: str) -> None:
        """Another process owns the table now: stop its bots and clock here."""
        self.mine.pop(table_id, None)
        t = self.tables.get(table_id)
        if t is not None:
            t.halt()

    async def run(self) -> None:
        """A beat every ttl/3 seconds (Hub.start has done the first)."""
        while True:
            await asyncio.sleep(self.ttl / 3)
            await self.beat()

    async def beat(self) -> None:
        """Renew, take over expired leases, forget the tables nobody here needs; never raises."""
        try:
            await self.tick()
        except asyncio.CancelledError:
            raise
        except ApiError as exc:
            if exc.code != "db/unavailable":
                log.error("lease beat failed: %s", exc.message)
        except Exception:
            log.exception("lease beat failed")
        now = time.monotonic()
        for tid, until in list(self.mine.items()):
            if until <= now:  # not renewed in time (the database did not answer): stop acting
                self._lost(tid)
        self.sweep(now)

    def sweep(self, now: float) -> None:
        """Evict the playing tables this process neither owns nor shows to a client of its own
        for `idle_evict` seconds (it followed them for its clients; it no longer needs to). Open
        tables stay (the per-address quota counts them); finished ones go with the poll."""
        for tid, t in list(self.tables.items()):
            if t.status != "playing" or t.conns or t.bot_tasks or self.holds(tid):
                self._idle.pop(tid, None)
                continue
            since = self._idle.setdefault(tid, now)
            if now - since >= self.idle_evict:
                self._idle.pop(tid, None)
                self.evict(tid)
        for tid in [x for x in self._idle if x not in self.tables]:
            del self._idle[tid]

    async def tick(self) -> None:
        store = self.store
        started = time.monotonic()
        until = started + self.ttl
        held = await self.db(store.renew_leases, self.instance, self.ttl)
        for tid, was in list(self.mine.items()):
            # gone (finished, or taken by another after this process failed to renew it in
            # time); a lease taken since the renewal began is not among `held` yet
            if tid not in held and was < until:
                self._lost(tid)
        # ours in the database but not running here: a take that raced the renewal, a failed
        # resume, and every table whose hold lapsed here while the database did not answer
        # (`holds` was False meanwhile: a human's move then kicked no bot and armed no clock)
        now = time.monotonic()
        gained = [tid for tid in held if self.mine.get(tid, 0.0) <= now]
        for tid in held:
            self.mine[tid] = max(until, self.mine.get(tid, 0.0))
        for tid in gained:
            await self._resume(tid)
        free = await self.db(store.expired_leases)
        if not free:
            self._seen_free = set()
            return
        owners = await self.db(store.lease_owners)
        live = len(set(owners) | self.live_peers() | {self.instance})
        playing = len(free) + sum(owners.values())
        share = playing // live + 1
        seen, self._seen_free = self._seen_free, set(free)
        for tid, was in free.items():
            if len(self.mine) >= share and tid not in seen:
                continue
            started = time.monotonic()
            if await self.db(store.take_lease, tid, self.instance, self.ttl):
                self.mine[tid] = started + self.ttl
                if was is not None and was != self.instance:  # another process's lease ran out
                    metrics.LEASE_TAKEOVERS.inc()
                self._seen_free.discard(tid)
                await self._resume(tid)  # (a broken table must not keep the others from going on)

    def peers(self) -> int:
        """The other processes heard from lately (/api/stats)."""
        return len(self.live_peers())

    async def release(self) -> None:
        """A clean stop: give up every lease at once, so other processes take over now."""
        self.mine = {}
        try:
            await self.db(self.store.release_leases, self.instance)
        except Exception as exc:  # the database is gone: the leases expire on their own
            log.warning("leases not released (%s); they expire in %g s", exc, self.ttl)
