"""A game's decisions analysed in worker processes, one decision a task.

Each decision's result depends only on its position, the level and the analysis seed
(`salon.analysis.decision`), so the results are the same whatever the number of workers and
whatever order they finish in; they are put back in the record's order by their index. The
progress callback is called as each decision finishes (in the order they finish).

The workers are forked after the record was replayed (where the platform forks): they find the
replayed record in `_REPLAYED` and receive only the decision's place in it. Where processes are
spawned instead, a worker replays the record once from the task's copy and keeps it. Ctrl-C
stops every worker (`salon.sim.parallel.worker_pool`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from ..sim.parallel import worker_pool
from .decision import DecisionResult, estimate_point
from .levels import Level
from .record import DecisionPoint, Replayed, replay_for_analysis

Progress = Callable[[int, int], None]

#: replayed records by their digest, in this process (set before forking; filled by a spawned
#: worker on its first task)
_REPLAYED: dict[str, Replayed] = {}

_Task = tuple[str, dict[str, Any], int, Level, int]


def record_digest(record: dict[str, Any]) -> str:
    """A record's identity (the digest of its canonical JSON)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _work(task: _Task) -> DecisionResult:
    """Worker: analyse the decision at place `at` of the record's points."""
    digest, record, at, level, seed = task
    replayed = _REPLAYED.get(digest)
    if replayed is None:
        replayed = _REPLAYED[digest] = replay_for_analysis(record)
    return estimate_point(replayed.points[at], level, seed)


def estimate_points(replayed: Replayed, points: Sequence[DecisionPoint], level: Level, seed: int,
                    jobs: int = 1, progress: Progress | None = None) -> list[DecisionResult]:
    """Each of `points` (decision points of `replayed`) searched at `level` with the analysis seed
    `seed`, on `jobs` worker processes (1: in this process); the results in the order of
    `points`. `progress(done, total)` is called once before the first and after each one."""
    total = len(points)
    if progress is not None:
        progress(0, total)
    workers = max(1, min(jobs, total))
    if workers == 1:
        results = []
        for k, pt in enumerate(points):
            results.append(estimate_point(pt, level, seed))
            if progress is not None:
                progress(k + 1, total)
        return results
    digest = record_digest(replayed.record)
    place = {id(pt): i for i, pt in enumerate(replayed.points)}
    tasks: list[_Task] = [(digest, replayed.record, place[id(pt)], level, seed) for pt in points]
    order = {pt.index: k for k, pt in enumerate(points)}
    out: list[DecisionResult | None] = [None] * total
    _REPLAYED[digest] = replayed  # inherited by the forked workers
    try:
        with worker_pool(workers) as pool:
            for done, result in enumerate(pool.imap_unordered(_work, tasks), start=1):
                out[order[result.index]] = result
                if progress is not None:
                    progress(done, total)
    finally:
        _REPLAYED.pop(digest, None)
    assert all(r is not None for r in out)
    return [r for r in out if r is not None]
