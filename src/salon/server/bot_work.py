"""Bot work: deciding the moves of the bots of the tables this process owns, and storing them.

Only the owner of a table (leases.py) runs its bots: `BotWork.kick` starts one task per seat a
bot must decide for now (a bot seat, or a human's seat left to the replacement bot), and none
for a seat that already has one. A task waits the table's `bot_delay` (a clock's move does
not), computes the decision in a pool — worker threads, or worker processes (`bot_processes`,
for heavy search bots, so that they never compete with the event loop for the GIL), scheduled
fairly across the tables' creators (bot_sched.py: a light lane for bots that do not search, a
search lane with a cap and a CPU budget per creator) — and offers it to the table (`Table.act`,
table.py) against the state it was computed on:

- stored: done (the next decision, if any, is kicked when the task ends);
- the database unavailable: the same move is offered again once it answers (with backoff),
  so it is stored once at most (state_id n -> n + 1 only), never lost, never recomputed;
- another move came first (action/stale_state): decided again on the new state;
- the seat no longer the bot's, or any other refusal: given up.

Each decision is computed once by the table's owner; the only exception is a decision in
flight when its owner dies, which the next owner computes again. metrics.py counts decisions
computed and applied. A bot's seed is derived from the table's seed, the seat and the state id
(`derive_seed`), so a decision computed again on the same state is the same decision. A bot
that fails plays `random` instead.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from ..bots import make_bot
from ..core import SalonError, State, derive_seed
from . import metrics
from .bot_sched import FairPool, Lane, default_per_creator
from .errors import ApiError

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger("salon.server")

#: wait (before a retry, or for room in the WAL)
Wait = Callable[..., Coroutine[Any, Any, None]]


class BotWork:
    """The bots of this process: the pool they think in, and their turns at its tables."""

    def __init__(self, runs_here: Callable[[str], bool], room: Wait, backoff: Wait,
                 bot_delay: Callable[[], float], workers: int = 2, processes: int = 0,
                 per_creator: int | None = None, cpu_per_minute: float | None = 60.0) -> None:
        #: whether this process runs a table's bots now (started, and owning its lease)
        self.runs_here = runs_here
        #: a decided move is offered to its table (`Table.act`) after waiting for `room` in the
        #: SQLite WAL (wal.Checkpoints.room); `backoff` waits while the database is unavailable
        self.room = room
        self.backoff = backoff
        #: the server's delay before a bot's move (a table may have its own)
        self.bot_delay = bot_delay
        #: bots think in worker threads, or in worker processes (for heavy search bots, so
        #: that they never compete with the event loop for the GIL)
        self.processes = processes
        self.pool: Executor
        slots = processes if processes > 0 else max(1, workers)
        if processes > 0:
            self.pool = ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn"))
        else:
            self.pool = ThreadPoolExecutor(slots, thread_name_prefix="salon-bot")
        #: bots that do not search decide in a thread of their own (milliseconds a decision)
        self.light_pool = ThreadPoolExecutor(1, thread_name_prefix="salon-bot-light")
        self.fair = FairPool(
            Lane("light", self.light_pool, 1, 1),
            Lane("search", self.pool, slots, per_creator or default_per_creator(slots), cpu_per_minute))
        self._searches: dict[str, bool] = {}

    @staticmethod
    def creator(t: Table) -> str:
        """The key a table's bot decisions are scheduled under (bot_sched.py): its creator's as
        stored with the table (guard.creator_key: the same after a restart, a lease taken over,
        in every process); a table whose creator nobody knows (the admin token's, or made before
        schema 9) is its own creator."""
        return t.creator or f"table:{t.id}"

    def searches(self, spec: str) -> bool:
        """Whether bot `spec` searches (ISMCTS: priced in the search lane) or decides at once."""
        known = self._searches.get(spec)
        if known is None:
            try:
                known = hasattr(make_bot(spec, seed=0), "iterations")
            except SalonError:
                known = False
            if len(self._searches) > 1000:
                self._searches.clear()
            self._searches[spec] = known
        return known

    def shutdown(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.light_pool.shutdown(wait=False, cancel_futures=True)

    def stats(self) -> dict[str, Any]:
        return self.fair.stats()

    def kick(self, t: Table) -> None:
        """Start a turn for every bot that must decide now at `t`, if this process owns it."""
        if t.status != "playing" or not self.runs_here(t.id):
            return
        for seat in t.state.current_players():
            spec = t.bot_spec(seat)
            if spec is not None and seat not in t.bot_tasks:
                t.bot_tasks[seat] = asyncio.create_task(self.turn(t, seat, spec))

    async def turn(self, t: Table, seat: int, spec: str, source: str = "bot",
                   only_at: int | None = None) -> None:
        """Decide and store `seat`'s move with bot `spec` (source "clock": for a human whose
        time ran out, against state `only_at` only)."""
        me = asyncio.current_task()
        try:
            delay = t.bot_delay if t.bot_delay is not None else self.bot_delay()
            if delay > 0 and source == "bot":
                await asyncio.sleep(delay)
            for _ in range(50):
                sid = t.state_id
                if t.status != "playing" or seat not in t.state.current_players():
                    return
                if only_at is not None and sid != only_at:
                    return
                state = t.state.clone()
                seed = derive_seed(t.seed, "bot", seat, sid)
                searches = self.searches(spec)
                if searches and self.processes:
                    notation = await self.fair.run(self.creator(t), True, _choose_json,
                                                   spec, seed, state.to_json(), seat)
                else:
                    notation = await self.fair.run(self.creator(t), searches, _choose, spec, seed, state, seat)
                metrics.bot_decision_computed()  # and applied: counted by act (metrics.action_accepted)
                attempt = 0
                while True:
                    try:
                        await self.room()
                        await t.act(seat, sid, notation, source, bot=spec)
                        return
                    except ApiError as exc:
                        if exc.code == "db/unavailable":
                            # the same move is offered again once the database answers: stored
                            # once at most (state_id n -> n + 1 only), never lost, never recomputed
                            await self.backoff(attempt)
                            attempt += 1
                            continue
                        if exc.code != "action/stale_state" or only_at is not None:
                            log.info("table %s seat %s bot move refused: %s", t.id, seat, exc.message)
                            return
                        break  # another move came first: decide again on the new state
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s seat %s: bot %s failed", t.id, seat, spec)
        finally:
            if t.bot_tasks.get(seat) is me:
                del t.bot_tasks[seat]
                self.kick(t)


def _choose_json(spec: str, seed: int, state_json: str, seat: int) -> str:
    """`_choose` in a worker process: the state crosses as JSON."""
    return _choose(spec, seed, State.from_json(state_json), seat)


def _choose(spec: str, seed: int, state: State, seat: int) -> str:
    """A bot's decision (runs in a worker thread). Falls back to `random` if the bot fails."""
    try:
        return str(make_bot(spec, seed=seed).choose(state, seat))
    except SalonError:
        log.warning("bot %s cannot play %s; playing random", spec, state.game.id)
        return str(make_bot("random", seed=seed).choose(state, seat))
