"""Fair bot time: the bot decisions of every table, scheduled fairly across the clients who
created the tables (docs/security.md, "How much of the machine bots may use").

A decision belongs to its table's *creator* (the client address that created it, stored with the
table as a digest — guard.creator_key — so every process and every restart knows it; a table
whose creator nobody knows — made with the admin token, or before schema 9 — is its own creator). Decisions go into one of two lanes by the price of their bot:

- the **light** lane (bots that do not search: `random`, `heuristic`; milliseconds a decision)
  runs in its own worker thread, so a light decision never waits behind a search;
- the **search** lane (ISMCTS levels: from 0.1 s to several seconds of CPU a decision,
  bench/bot_cost.py) runs in the configured pool (`--bot-workers` threads or
  `--bot-processes` processes).

In each lane every creator has its own queue, first in first out, and the queues are served
round-robin: when a worker frees, the next creator in turn that has a decision waiting starts
one. On top of that, in the search lane a creator may have at most `per_creator` decisions
running at once (default: half the pool, at least one — so with two or more workers one
creator never holds the whole pool), and draws on a CPU budget of `cpu_per_minute` seconds over
any minute, charged with the CPU its decisions actually took (a creator over it waits until
its last minute's spending falls back under it).

The bound, for a creator whose decision is waiting: in the light lane it starts after at most
one light decision of each other creator with one waiting; in the search lane it starts as
soon as a worker is free and then after at most one decision of each other creator ahead of
it in turn — and with fewer busy creators than workers (one attacker, one honest player) a
worker is always free for it, since the attacker holds at most `per_creator` of them.
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

#: the window of the CPU budget (seconds)
BUDGET_WINDOW = 60.0


def timed(fn: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """`fn(*args)` and the CPU seconds it took in this thread (runs in a worker; picklable)."""
    t0 = time.thread_time()
    result = fn(*args)
    return result, time.thread_time() - t0


@dataclass
class _Job:
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    future: asyncio.Future[Any]


@dataclass
class _Creator:
    queue: deque[_Job] = field(default_factory=deque)
    running: int = 0
    #: when it was last served (the lane's count of decisions started then; 0: never): the
    #: creator served longest ago goes first
    served: int = 0
    #: (when it ended, monotonic; CPU seconds) of its decisions in the last BUDGET_WINDOW
    spent: deque[tuple[float, float]] = field(default_factory=deque)

    def spent_since(self, since: float) -> float:
        while self.spent and self.spent[0][0] < since:
            self.spent.popleft()
        return sum(cpu for _, cpu in self.spent)


class Lane:
    """Decisions run in `executor`, at most `slots` at once, creators served round-robin; at
    most `per_creator` running per creator and `cpu_per_minute` CPU seconds per creator per
    minute (None: no budget)."""

    def __init__(self, name: str, executor: Executor, slots: int, per_creator: int,
                 cpu_per_minute: float | None = None) -> None:
        self.name = name
        self.executor = executor
        self.slots = max(1, slots)
        self.per_creator = max(1, per_creator)
        self.cpu_per_minute = cpu_per_minute
        #: creators with work waiting or running (or CPU spent in the budget's window)
        self.creators: dict[str, _Creator] = {}
        self.running = 0
        self.started = 0
        #: decisions held back by the CPU budget (a count, for /api/stats)
        self.deferred = 0
        self._wake: asyncio.TimerHandle | None = None

    def queued(self) -> int:
        return sum(len(c.queue) for c in self.creators.values())

    async def run(self, creator: str, fn: Callable[..., Any], *args: Any) -> Any:
        """`fn(*args)` in this lane's executor, in `creator`'s turn."""
        loop = asyncio.get_running_loop()
        job = _Job(fn, args, loop.create_future())
        self.creators.setdefault(creator, _Creator()).queue.append(job)
        self._dispatch()
        return await job.future  # cancelled while queued: skipped by _dispatch

    def _over_budget(self, c: _Creator, now: float) -> bool:
        return self.cpu_per_minute is not None and c.spent_since(now - BUDGET_WINDOW) >= self.cpu_per_minute

    def _dispatch(self) -> None:
        now = time.monotonic()
        held_back = False
        while self.running < self.slots:
            chosen: str | None = None
            for key, c in self.creators.items():
                while c.queue and c.queue[0].future.done():  # cancelled while waiting
                    c.queue.popleft()
                if not c.queue or c.running >= self.per_creator:
                    continue
                if self._over_budget(c, now):
                    held_back = True
                    continue
                if chosen is None or c.served < self.creators[chosen].served:
                    chosen = key
            if chosen is None:
                break
            c = self.creators[chosen]
            job = c.queue.popleft()
            try:
                work = asyncio.get_running_loop().run_in_executor(self.executor, timed, job.fn, *job.args)
            except RuntimeError as exc:  # the pool is shut down (the server stops)
                job.future.set_exception(exc)
                continue
            c.running += 1
            self.running += 1
            self.started += 1
            c.served = self.started  # to the end of the turn
            work.add_done_callback(functools.partial(self._done, chosen, c, job))
        self._forget_idle()
        if held_back:
            self.deferred += 1
            self._wake_later()

    def _done(self, key: str, c: _Creator, job: _Job, work: asyncio.Future[Any]) -> None:
        c.running -= 1
        self.running -= 1
        if work.cancelled():
            if not job.future.done():
                job.future.cancel()
        elif (exc := work.exception()) is not None:
            if not job.future.done():
                job.future.set_exception(exc)
        else:
            result, cpu = work.result()
            c.spent.append((time.monotonic(), cpu))
            if not job.future.done():
                job.future.set_result(result)
        self.creators.setdefault(key, c)
        self._dispatch()

    def _forget_idle(self) -> None:
        now = time.monotonic()
        for key in [k for k, c in self.creators.items()
                    if not c.queue and not c.running and not c.spent_since(now - BUDGET_WINDOW)]:
            del self.creators[key]

    def _wake_later(self) -> None:
        """Look again once the oldest spending of a creator held back leaves the window."""
        if self._wake is not None:
            return
        now = time.monotonic()
        oldest = [c.spent[0][0] for c in self.creators.values() if c.queue and c.spent]
        delay = max(0.05, min(oldest, default=now) + BUDGET_WINDOW - now)

        def wake() -> None:
            self._wake = None
            self._dispatch()

        self._wake = asyncio.get_running_loop().call_later(delay, wake)

    def stats(self) -> dict[str, Any]:
        return {"slots": self.slots, "per_creator": self.per_creator, "cpu_per_minute": self.cpu_per_minute,
                "running": self.running, "queued": self.queued(), "creators": len(self.creators),
                "started": self.started, "deferred": self.deferred}


class FairPool:
    """The two lanes (light and search) of one process's bots."""

    def __init__(self, light: Lane, search: Lane) -> None:
        self.light = light
        self.search = search

    async def run(self, creator: str, searches: bool, fn: Callable[..., Any], *args: Any) -> Any:
        return await (self.search if searches else self.light).run(creator, fn, *args)

    def stats(self) -> dict[str, Any]:
        return {"light": self.light.stats(), "search": self.search.stats()}


def default_per_creator(slots: int) -> int:
    """Searched decisions one creator may run at once by default: half the pool, at least one."""
    return max(1, slots // 2)
