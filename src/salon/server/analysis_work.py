"""Post-game analyses on the server: bot work, after the game, computed once.

A finished table's analysis (salon.analysis) is asked for over REST (routes/analysis.py) and
computed by this process in its own small pool (never the bots' pool: a long analysis must not
delay a playing table's bot), then stored in the database (store/analyses.py), so every
process and every later visitor reads it without computing it again. Bounds, each with a
stable error code (docs/security.md, Limits):

- only a finished table: never while the game is playing (`table/not_finished`), so it is no
  help during play; every finished table's analysis is visible to all, as its record is;
- the levels the server offers (`AnalysisLimits.levels`; `deep` is for the CLI);
- at most one analysis per table and level in this process (a second request joins the first);
- at most `queue` analyses queued or running in this process (`analysis/busy`, 503);
- at most `per_address` analyses started per client address per `window` seconds
  (`limit/analyses`, 429; asking for one already stored or running costs nothing; the admin
  token lifts it, never the queue bound).

Progress (decisions analysed of the total) is kept in memory while it runs. A job that fails
is reported once (`failed`, with its message) and may be asked for again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..analysis import FORMAT, analyse_record
from ..core import SalonError
from ..store.analyses import get_analysis, put_analysis
from .errors import ApiError

if TYPE_CHECKING:
    from .live import LiveTable

log = logging.getLogger("salon.server")


@dataclass(frozen=True)
class AnalysisLimits:
    """The server's bounds on post-game analyses (docs/security.md)."""

    #: levels a client may ask for (salon.analysis.LEVELS names)
    levels: tuple[str, ...] = ("quick", "normal")
    #: analyses queued or running in this process at once
    queue: int = 4
    #: analyses computed at once (threads of their own pool)
    workers: int = 1
    #: analyses one client address may start per `window` seconds
    per_address: int = 6
    window: float = 3600.0


@dataclass
class Job:
    table_id: str
    level: str
    status: str = "queued"  # queued | running | failed
    done: int = 0
    total: int = 0
    error: str = ""
    started: float = field(default_factory=time.time)

    def progress(self, done: int, total: int) -> None:
        self.status = "running"
        self.done, self.total = done, total

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status, "level": self.level, "done": self.done, "total": self.total}
        if self.error:
            out["error"] = self.error
        return out


class StoreAccess(Protocol):
    """What the analyses use of this process: its store, and a call in the DB thread
    (store_calls.py `StoreCalls`, or the hub's `store` and `db`, which are its)."""

    store: Any

    async def db(self, fn: Callable[..., Any], *args: Any) -> Any: ...


class AnalysisWork:
    """This process's analyses: the queue, the jobs by (table, level), the per-address counts.
    Given the store and its DB-thread calls (`StoreAccess`: only those are kept), never more."""

    def __init__(self, calls: StoreAccess, limits: AnalysisLimits | None = None) -> None:
        self.store = calls.store
        self.db = calls.db
        self.limits = limits or AnalysisLimits()
        self.pool = ThreadPoolExecutor(max(1, self.limits.workers), thread_name_prefix="salon-analysis")
        self.jobs: dict[tuple[str, str], Job] = {}
        self.started: dict[str, deque[float]] = {}
        self.tasks: set[asyncio.Task[None]] = set()

    def check_level(self, level: str) -> str:
        name = str(level).strip().lower()
        if name not in self.limits.levels:
            raise ApiError("request/invalid", f"analysis level {level!r}: this server offers "
                                              f"{', '.join(self.limits.levels)}")
        return name

    def active(self) -> int:
        return sum(j.status in ("queued", "running") for j in self.jobs.values())

    async def stored(self, table_id: str, level: str) -> dict[str, Any] | None:
        row = await self.db(get_analysis, self.store, table_id, level)
        if row is None or row["format"] != FORMAT:
            return None
        return {"status": "done", "level": level, "cpu_seconds": round(row["cpu_seconds"], 1),
                "analysis": json.loads(row["result"])}

    async def _stored_or_job(self, t: LiveTable, level: str) -> tuple[dict[str, Any] | None, Job | None]:
        """Finished table `t`'s stored analysis at `level`, else its job (if any). The job is
        looked up before the database is read: a job stores its result before it leaves `jobs`,
        so one that ends during the read is either found here or found stored."""
        _finished(t)
        key = (t.id, level)
        job = self.jobs.get(key)
        done = await self.stored(t.id, level)
        return done, (None if done is not None else self.jobs.get(key, job))

    async def status(self, t: LiveTable, level: str) -> dict[str, Any]:
        """What a client may read: the stored analysis, the job's progress, or none."""
        done, job = await self._stored_or_job(t, level)
        if done is not None:
            return done
        if job is not None:
            out = job.to_dict()
            if job.status == "failed":
                self.jobs.pop((t.id, level), None)  # reported once; it may be asked for again
            return out
        return {"status": "none", "level": level}

    async def request(self, t: LiveTable, level: str, address: str, admin: bool) -> dict[str, Any]:
        """Start the analysis of finished table `t` at `level` unless stored or under way."""
        done, job = await self._stored_or_job(t, level)
        if done is not None:
            return done
        if job is not None and job.status != "failed":
            return job.to_dict()
        if self.active() >= self.limits.queue:
            raise ApiError("analysis/busy", f"this server is computing {self.limits.queue} analyses "
                                            "already; ask again in a minute")
        if not admin:
            self._take_address_slot(address)
        job = Job(t.id, level)
        self.jobs[(t.id, level)] = job
        record = dict(t.state.record(), names=t.names())
        task = asyncio.get_running_loop().create_task(self._run(job, record))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return job.to_dict()

    def _take_address_slot(self, address: str) -> None:
        now = time.monotonic()
        stamps = self.started.setdefault(address, deque())
        while stamps and stamps[0] <= now - self.limits.window:
            stamps.popleft()
        if len(stamps) >= self.limits.per_address:
            raise ApiError("limit/analyses", f"this client address started {self.limits.per_address} analyses "
                                             f"in the last {round(self.limits.window / 60)} minutes")
        stamps.append(now)
        if len(self.started) > 10_000:  # forget the oldest addresses: memory stays bounded
            for key in list(self.started)[:1000]:
                if key != address:
                    self.started.pop(key, None)

    async def _run(self, job: Job, record: dict[str, Any]) -> None:
        loop = asyncio.get_running_loop()

        def compute() -> tuple[str, float]:
            start = time.thread_time()  # this worker thread's CPU time, not the whole server's
            result = analyse_record(record, job.level, progress=job.progress)
            return result.to_json(), time.thread_time() - start

        try:
            text, cpu = await loop.run_in_executor(self.pool, compute)
            await self.db(put_analysis, self.store, job.table_id, job.level, FORMAT, text, cpu)
            self.jobs.pop((job.table_id, job.level), None)
        except (SalonError, ApiError) as exc:
            job.status, job.error = "failed", str(exc)
            log.warning("analysis of table %s (%s) failed: %s", job.table_id, job.level, exc)
        except Exception:  # a bug: logged, reported to the client as failed
            job.status, job.error = "failed", "the analysis failed (logged)"
            log.exception("analysis of table %s (%s) failed", job.table_id, job.level)

    def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)


def _finished(t: LiveTable) -> None:
    if t.status != "finished":
        raise ApiError("table/not_finished", "the analysis is published when the game is over "
                                             "(never while it is played)")
