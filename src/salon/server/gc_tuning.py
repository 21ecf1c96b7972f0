"""The garbage collector of a server process: its pauses counted, and its tuning.

CPython frees most objects by reference counting; its cyclic collector also runs now and then
and stops the whole process while it walks every tracked object of the generations it
collects. A full (generation 2) collection walks every long-lived object of the process — the
modules, the app, every table held with its states and connections — and on a loaded server
took 100–400 ms, the worst of the action latencies (docs/deploy.md, "Garbage collector").

`install()` times every collection through `gc.callbacks` (a few microseconds each): per
generation how many, their total and longest pause, the recent full ones with when they ended
(/api/stats `gc`), and the pauses not yet observed by the histogram
`salon_gc_pause_seconds{generation}` (server/metrics.py observes them from the event loop, at
a scrape or a refresh: never from inside a collection, which may happen in any thread, even
one that holds a metric's lock).

`tune()` is what `salon serve` does once the app has started and resumed its tables:
`gc.freeze()` moves every object alive then (the code, the app, the words data) out of the
collector's sight, so later collections walk only what came after; and a larger first
threshold (`gc.set_threshold`) makes young collections rarer, so the objects that live a
while are walked far less often and the older generations fill up (and are collected) far
more slowly.
Frozen objects are still freed by reference counting; only a cycle among them would stay.
"""

from __future__ import annotations

import gc
import time
from collections import deque
from typing import Any

#: `salon serve --gc-threshold`'s default: young collections every this many net allocations
#: (Python's own: 700 up to 3.13; 3.14's collector is incremental, its first threshold the same idea)
DEFAULT_THRESHOLD0 = 10_000


class Pauses:
    """What `gc.callbacks` saw in this process: per generation, collections, total and longest
    pause (seconds), and the CPU time the collecting thread spent in them (a pause is longer
    than its CPU time when the machine is busy: other processes ran meanwhile); the recent
    full collections as (time.monotonic() at the end, seconds, CPU seconds)."""

    def __init__(self, recent: int = 4096) -> None:
        self.count = [0, 0, 0]
        self.total = [0.0, 0.0, 0.0]
        self.max = [0.0, 0.0, 0.0]
        self.cpu = [0.0, 0.0, 0.0]
        self.cpu_max = [0.0, 0.0, 0.0]
        self.collected = 0
        self.full: deque[tuple[float, float, float]] = deque(maxlen=recent)
        #: (generation, seconds) not yet observed by the histogram (appended inside a
        #: collection, drained on the event loop every 2 s by server/metrics.py; bounded)
        self.pending: deque[tuple[int, float]] = deque(maxlen=20_000)
        self._started = self._started_cpu = 0.0

    def callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            self._started_cpu = time.thread_time()
            return
        cpu = time.thread_time() - self._started_cpu
        seconds = time.perf_counter() - self._started
        g = min(int(info["generation"]), 2)
        self.count[g] += 1
        self.total[g] += seconds
        self.cpu[g] += cpu
        if seconds > self.max[g]:
            self.max[g] = seconds
        if cpu > self.cpu_max[g]:
            self.cpu_max[g] = cpu
        self.collected += info["collected"]
        if g == 2:
            self.full.append((time.monotonic(), seconds, cpu))
        self.pending.append((g, seconds))

    def status(self, window: float | None = None) -> dict[str, Any]:
        """/api/stats `gc`: since the process started, per generation; the full collections of
        the last `window` seconds; the collector's settings and what it tracks now."""
        out: dict[str, Any] = {
            "generations": [{"count": self.count[g], "total": self.total[g], "max": self.max[g],
                             "cpu_total": self.cpu[g], "cpu_max": self.cpu_max[g]} for g in (0, 1, 2)],
            "collected": self.collected,
            "threshold": list(gc.get_threshold()),
            "frozen": gc.get_freeze_count(),
            "pending": list(gc.get_count()),
            "enabled": gc.isenabled(),
        }
        if window is not None:
            since = time.monotonic() - window
            xs = [(s, c) for at, s, c in self.full if at >= since]
            out["full_in_window"] = {"count": len(xs), "total": sum(s for s, _ in xs),
                                     "max": max((s for s, _ in xs), default=None),
                                     "cpu_max": max((c for _, c in xs), default=None)}
        return out


PAUSES = Pauses()


def install() -> Pauses:
    """Time this process's collections (once per process, however many apps are made)."""
    if PAUSES.callback not in gc.callbacks:
        gc.callbacks.append(PAUSES.callback)
    return PAUSES


def tune(threshold0: int | None = DEFAULT_THRESHOLD0, freeze: bool = True) -> None:
    """After start-up: collect once, then freeze what is alive (`freeze`), and collect the
    young generation every `threshold0` net allocations (None: leave the thresholds as they are)."""
    if freeze:
        gc.collect()  # what start-up left as garbage is not frozen with the rest
        gc.freeze()
    if threshold0 is not None:
        _, t1, t2 = gc.get_threshold()
        gc.set_threshold(threshold0, t1, t2)
