"""The front of one server process's live tables: it holds them, routes to them, owns the
process's resources.

`Hub` holds the tables of this process (`tables`: table.py's `Table`, loaded on demand by
`Hub.get`, held.py) and owns what the process has once: its store calls and DB threads
(store_calls.py), the bot pools (bot_work.py), the tasks of the leases (leases.py), of the
other processes (cluster.py) and of SQLite's WAL checkpoints (wal.py), the table talk (chat.py)
and the gauges (metrics.py, reading `Hub.reading`). What happens to a table when an action, an
undo, a seat change, a clock's expiry or another process's change arrives is the table's own
(table.py, top to bottom); the hub's methods of those names only route to it.

Each table is given `Around` (table.py): its store calls (store_calls.py `TableCalls`) and a
few callables of the work around it (its bots and clock, its talk, the other processes, its
lease), never the hub; the work around the tables is given only what it uses (the store and
its calls, this process's instance id, the tables held, a few callbacks), so none of them
imports hub.py.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import deque
from collections.abc import Callable
from typing import Any

from ..store import Store
from . import metrics
from .bot_work import BotWork
from .chat import Chat
from .clocks import Clocks
from .cluster import Cluster
from .held import Held
from .leases import DEFAULT_TTL, Leases
from .live import Conn, LiveTable
from .store_calls import StoreCalls, TableCalls
from .table import SNAPSHOT_EVERY, Around, Table, state_message
from .wal import Checkpoints

__all__ = ["SNAPSHOT_EVERY", "Hub"]


class Hub:
    """Every live table of this process, and the process's resources around them."""

    def __init__(self, store: Store, bot_delay: float = 0.8, bot_workers: int = 2,
                 poll_interval: float = 1.0, bot_processes: int = 0,
                 db_retry: tuple[float, float] = (0.5, 30.0), lease_ttl: float = DEFAULT_TTL,
                 instance: str | None = None) -> None:
        self.store = store
        #: every store call of this process: its DB threads, deadline and health (store_calls.py)
        self.calls = calls = StoreCalls(store, db_retry)
        #: whether the database answers; how long to wait before retrying when it does not
        self.health = calls.health
        self.db = calls.db
        self.db_async = calls.db_async
        self.db_now = calls.db_now
        self.backoff = calls.backoff
        self.bot_delay = bot_delay
        #: the server's bot levels by spec (spec -> level name), shown with each bot seat
        self.levels: dict[str, str] = {}
        #: who this process is to the others: its leases' owner, its NOTIFYs' sender (a worker of
        #: `--workers` keeps its slot's across restarts, so it resumes its own leases; workers.py)
        self.instance = instance or secrets.token_hex(4)
        levels = self.levels

        def make(data: dict[str, Any]) -> Table:
            """A table as stored, with what it calls around it (table.py)."""
            return Table.from_record(data, around, remote=cluster.remote.setdefault(data["table"]["id"], {}),
                                     levels=levels)

        #: the tables this process holds (it owns, or its clients watch), loaded on demand
        #: (held.py); only the playing ones it owns run their bots and clocks here (leases.py)
        self.held = held = Held(store, calls, make)
        self.tables: dict[str, Table] = held.tables
        self._tasks: list[asyncio.Task[None]] = []
        #: (when, seconds from an action received to its new state sent to the actor), recent ones
        self.timings: deque[tuple[float, float]] = deque(maxlen=100_000)

        #: SQLite's WAL checkpoints (wal.py)
        self.wal = Checkpoints(store, calls)
        #: the table talk of these tables (chat.py)
        self.chat = Chat(store, calls, self.instance)
        #: the other processes: presence, NOTIFY, the poll (cluster.py); a table another process
        #: changed catches up itself (`Table.refresh`)
        self.cluster = cluster = Cluster(store, calls, self.instance, self.tables, refresh=Table.refresh,
                                         load_chat=self.chat.load, presence_changed=Table.presence_changed,
                                         evict=held.evict, poll_interval=poll_interval)
        #: the playing tables this process owns (leases.py): taking one loads it (`get`) or
        #: catches it up (`Table.refresh`), then runs its bots and clock (`Table.go_on`); only
        #: the tables it holds a lease of run here (`Leases.holds`: none before `start`, none
        #: after `stop`)
        self.leases = leases = Leases(store, self.db, self.instance, self.tables, get=held.get,
                                      refresh=Table.refresh, run=Table.go_on, evict=held.evict,
                                      peers=self.cluster.live_peers, ttl=lease_ttl)
        #: the bots of the tables this process owns, and the pool they think in (bot_work.py)
        self.bots = BotWork(leases.holds, self.wal.room, calls.backoff, lambda: bot_delay,
                            bot_workers, bot_processes)
        #: the clocks of the tables this process owns (clocks.py): a clock that runs out is the
        #: table's (`Table.time_out`)
        self.clocks = Clocks(leases.holds, Table.time_out)
        #: after a change of a table this process owns, the work that follows the game (the
        #: background analysis, analysis_work.py; app.py adds it): each given the table
        self.followers: list[Callable[[Table], None]] = []
        #: what each table calls around it (table.py)
        self.around = around = Around(
            instance=self.instance, keep=TableCalls(store, calls, self.wal.after_commit),
            kick_bots=self.bots.kick, arm_clock=self.clocks.arm, bot_turn=self.bots.turn,
            resend_talk=self.chat.resend, say=self.chat.system_line, announce=self.cluster.announce,
            lease=leases.fresh, started=leases.started, follow=self._follow)

    def _follow(self, t: Table) -> None:
        """The followers of a table this process owns, after its change (none elsewhere)."""
        if self.followers and self.leases.holds(t.id):
            for follow in self.followers:
                follow(t)

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The event loop this process serves on (None until started)."""
        return self.calls.loop

    # ------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        self.calls.loop = asyncio.get_running_loop()
        await self.db(self.store.migrate)
        self.cluster.start()
        # this process holds only the tables it owns and those its clients watch: it resumes the
        # playing tables whose leases it takes (nobody owns them: their bots and clocks go on)
        await self.leases.beat()
        self._tasks.append(asyncio.create_task(self.cluster.poll()))
        self._tasks.append(asyncio.create_task(self.leases.run()))
        if self.store.wal_path is not None:
            self._tasks.append(asyncio.create_task(self.wal.run()))

    async def stop(self) -> None:
        self.cluster.stop()
        for t in self._tasks:
            t.cancel()
        for table in self.tables.values():
            table.halt()
        await self.leases.release()  # the other processes take these tables over at once
        self.bots.shutdown()
        self.calls.shutdown()
        # a call stuck on a database that does not answer would keep the process from exiting
        # (its thread is joined at exit): its connection is cut
        self.store.interrupt()

    # ------------------------------------------------------------ holding tables (held.py)
    async def get(self, table_id: str) -> Table | None:
        """The table, loaded if this process does not hold it yet (`Held.get`); None if none."""
        return await self.held.get(table_id)

    def evict(self, table_id: str) -> None:
        """Forget a table (`Held.evict`)."""
        self.held.evict(table_id)

    def reading(self) -> metrics.Reading:
        """What the gauges show now (metrics.py)."""
        return metrics.Reading(self.tables.values(), self.health.down, len(self.leases.mine))

    # ------------------------------------------------------------ routed to the table (table.py)
    async def act(self, t: Table, seat: int | None, client_sid: Any, text: Any,
                  source: str = "human", bot: str | None = None) -> bool:
        """An action arrives: `Table.act`."""
        return await t.act(seat, client_sid, text, source, bot)

    async def undo(self, t: Table, seat: int | None, client_sid: Any) -> None:
        """An undo arrives: `Table.undo`."""
        await t.undo(seat, client_sid)

    async def change_seat(self, t: Table, seat: int, values: dict[str, Any], expect: dict[str, Any]) -> bool:
        """A seat changes: `Table.change_seat`."""
        return await t.change_seat(seat, values, expect)

    async def hand_to_bot(self, t: Table, by: int, seat: int) -> None:
        """A present player hands an absent one's seat to the bot: `Table.hand_to_bot`."""
        await t.hand_to_bot(by, seat)

    async def refresh(self, t: Table) -> None:
        """Another process changed the table: `Table.refresh`."""
        await t.refresh()

    def presence_changed(self, t: Table) -> None:
        """`Table.presence_changed`."""
        t.presence_changed()

    def attach(self, t: Table, conn: Conn) -> None:
        """A connection opened: `Table.attach`."""
        t.attach(conn)

    def detach(self, t: Table, conn: Conn) -> None:
        """A connection closed: `Table.detach`."""
        t.detach(conn)

    def state_message(self, t: LiveTable, conn: Conn) -> str:
        """The state message due to `conn` (table.py `state_message`)."""
        return state_message(t, conn)

