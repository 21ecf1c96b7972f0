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

**In the background, while the game is played** (`AnalysisLimits.background`): after each
change of a table this process owns (`follow`), the decisions stored since the last look are
analysed at the default level in worker processes of their own at the lowest priority
(`os.nice(19)`: never the bots' pool or threads, never ahead of a move), each from the record
as it stands (salon.analysis.live `analyse_decision`: only the entries up to that decision are
read). The results stay in this process's memory, shown to no one: a player learns nothing
during play. When the game ends (`finish`), the analysis is assembled from them — the few
decisions not analysed yet computed then — and stored like a requested one, with no client
address charged: the whole analysis is ready seconds after the last move, and asking for it
costs nothing. At most `background_pending` batches wait at once (beyond, a table's newer
decisions wait for its next change, or for the end); results are kept for at most
`background_tables` tables.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import multiprocessing
import os
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..analysis import DEFAULT_LEVEL, FORMAT, DecisionResult, analyse_decision, analyse_record, assemble
from ..analysis.live import decisions_so_far
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
    #: analyse each decision while the game is played, and store the analysis when it ends
    background: bool = True
    #: worker processes for the background analysis, and their niceness (19: the lowest priority;
    #: a test server gives them 0 so that its background work does not wait behind the tests)
    background_workers: int = 1
    background_nice: int = 19
    #: batches of decisions waiting for them at once, and tables whose results are kept
    background_pending: int = 32
    background_tables: int = 200


@dataclass
class Job:
    table_id: str
    level: str
    status: str = "queued"  # queued | running | failed
    done: int = 0
    total: int = 0
    error: str = ""
    started: float = field(default_factory=time.time)
    #: the server's own, when the game ended (`finish`): at the lowest priority, counted in no
    #: client's bound
    auto: bool = False

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
        #: the background analysis: its process pool (made when first needed), each followed
        #: table's per-decision results (entry -> DecisionResult as JSON data), the entries
        #: handed out so far, its batches under way, and the tables already assembled
        self.background: ProcessPoolExecutor | None = None
        self.results: dict[str, dict[int, dict[str, Any]]] = {}
        self.followed: dict[str, int] = {}
        self.pending: dict[str, list[Future[tuple[list[dict[str, Any]], float]]]] = {}
        self.cpu: dict[str, float] = {}
        self.finished: set[str] = set()
        #: stored analyses worded in another language, by (table, level, language)
        self.worded: dict[tuple[str, str, str], dict[str, Any]] = {}

    def check_level(self, level: str) -> str:
        name = str(level).strip().lower()
        if name not in self.limits.levels:
            raise ApiError("request/invalid", f"analysis level {level!r}: this server offers "
                                              f"{', '.join(self.limits.levels)}")
        return name

    def active(self) -> int:
        """Analyses a client asked for, queued or running (the background's own are not counted:
        they run at the lowest priority, in processes of their own)."""
        return sum(j.status in ("queued", "running") and not j.auto for j in self.jobs.values())

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
            raise ApiError("analysis/busy", say="error-analysis-busy-now", most=self.limits.queue)
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
            raise ApiError("limit/analyses", say="error-analysis-limit", most=self.limits.per_address,
                           minutes=round(self.limits.window / 60))
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

    def reworded(self, t: LiveTable, level: str, lang: str, doc: dict[str, Any]) -> dict[str, Any]:
        """A finished table's stored analysis with its sentences in `lang` (analysis/words.py
        `reworded`), made once per table, level and language (the last 64 kept)."""
        from ..analysis.words import reworded

        key = (t.id, level, lang)
        got = self.worded.get(key)
        if got is None:
            got = reworded(doc, t.state.record(), lang)
            if len(self.worded) >= 64:
                self.worded.pop(next(iter(self.worded)))
            self.worded[key] = got
        return got

    # ------------------------------------------------------------------ in the background
    def follow(self, t: LiveTable) -> None:
        """After a change of a table this process owns: its decisions stored since the last
        look go to the background workers; once it is finished, its analysis is assembled and
        stored (`finish`). Does nothing when the background analysis is off."""
        if not self.limits.background or self.limits.queue <= 0 or t.id in self.finished:
            return
        n = t.state_id
        start = self.followed.get(t.id, 0)
        if n > start and sum(len(v) for v in self.pending.values()) < self.limits.background_pending:
            self._forget_oldest()
            record = t.state.record()
            future = self._pool().submit(_analyse_batch, record, start, DEFAULT_LEVEL)
            self.followed[t.id] = n
            self.pending.setdefault(t.id, []).append(future)
            future.add_done_callback(functools.partial(self._batch_done, t.id))
        if t.status == "finished":
            self.finished.add(t.id)
            record = dict(t.state.record(), names=t.names())
            task = asyncio.get_running_loop().create_task(self.finish(t.id, record))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    def _pool(self) -> ProcessPoolExecutor:
        if self.background is None:
            self.background = ProcessPoolExecutor(
                max(1, self.limits.background_workers), mp_context=multiprocessing.get_context("spawn"),
                initializer=_lower_priority, initargs=(self.limits.background_nice,))
        return self.background

    def _batch_done(self, table_id: str, future: Future[tuple[list[dict[str, Any]], float]]) -> None:
        waiting = self.pending.get(table_id, [])
        if future in waiting:
            waiting.remove(future)
        if not waiting:
            self.pending.pop(table_id, None)
        if future.cancelled() or future.exception() is not None:
            if not future.cancelled():
                log.warning("background analysis of table %s: %s", table_id, future.exception())
            return
        kept = self.results.get(table_id)
        if kept is not None or table_id in self.followed:
            kept = self.results.setdefault(table_id, {})
            results, cpu = future.result()
            for r in results:
                kept[int(r["index"])] = r
            self.cpu[table_id] = self.cpu.get(table_id, 0.0) + cpu

    def _forget_oldest(self) -> None:
        """Results are kept for at most `background_tables` tables (the oldest go)."""
        while len(self.followed) >= self.limits.background_tables:
            oldest = next(iter(self.followed))
            self._drop(oldest)

    def work_left(self, table_id: str, record: dict[str, Any]) -> list[int]:
        """The decisions of finished `record` its analysis would still compute now (the work
        left when the game ends; tests and docs/analysis.md)."""
        from ..analysis import missing_decisions

        have = [DecisionResult.from_dict(r) for r in self.results.get(table_id, {}).values()]
        return missing_decisions(record, have, DEFAULT_LEVEL)

    async def finish(self, table_id: str, record: dict[str, Any]) -> None:
        """Finished table `table_id`'s analysis at the default level, assembled from what the
        background computed (its batches awaited first) and stored; nothing if stored already,
        under way, or the server offers no analysis at that level."""
        level = DEFAULT_LEVEL
        try:
            for future in list(self.pending.get(table_id, [])):
                await asyncio.wrap_future(future)
        except Exception:  # noqa: BLE001 - a failed batch: assembly computes its decisions
            pass
        if level not in self.limits.levels or (table_id, level) in self.jobs:
            return
        if await self.stored(table_id, level) is not None:
            self._drop(table_id)
            return
        job = Job(table_id, level, status="running", auto=True)
        self.jobs[(table_id, level)] = job
        have = list(self.results.get(table_id, {}).values())
        try:
            text, cpu = await asyncio.wrap_future(self._pool().submit(_assemble, record, have, level))
            cpu += self.cpu.get(table_id, 0.0)  # the whole game's: during play and at its end
            await self.db(put_analysis, self.store, table_id, level, FORMAT, text, cpu)
            self.jobs.pop((table_id, level), None)
        except Exception as exc:  # noqa: BLE001 - reported once like a requested job's failure
            job.status, job.error = "failed", str(exc)[:200] if isinstance(exc, SalonError) else "the analysis failed (logged)"
            log.warning("background analysis of table %s failed: %s", table_id, exc)
        self._drop(table_id)

    def _drop(self, table_id: str) -> None:
        self.results.pop(table_id, None)
        self.followed.pop(table_id, None)
        self.cpu.pop(table_id, None)

    def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
        if self.background is not None:
            self.background.shutdown(wait=False, cancel_futures=True)


def _finished(t: LiveTable) -> None:
    if t.status != "finished":
        raise ApiError("table/not_finished", say="error-analysis-not-over")


def _lower_priority(niceness: int) -> None:
    """A background analysis worker yields to everything else on the machine (niceness 19)."""
    try:
        os.nice(niceness)
    except OSError:  # not allowed here: it runs at the server's own priority
        pass


def _analyse_batch(record: dict[str, Any], start: int, level: str) -> tuple[list[dict[str, Any]], float]:
    """In a background worker: every decision of `record` (a game being played) from entry
    `start` on, analysed as `analyse_decision` does (JSON data of each DecisionResult), and the
    CPU seconds it took."""
    began = time.process_time()
    out = []
    for k in decisions_so_far(record):
        if k >= start:
            out.append(analyse_decision(record, k, level).to_dict())
    return out, time.process_time() - began


def _assemble(record: dict[str, Any], have: list[dict[str, Any]], level: str) -> tuple[str, float]:
    """In a background worker: the finished game's analysis from the decisions analysed during
    play (the rest computed here), as JSON, and the CPU seconds it took here."""
    start = time.process_time()
    result = assemble(record, [DecisionResult.from_dict(r) for r in have], level)
    return result.to_json(), time.process_time() - start
