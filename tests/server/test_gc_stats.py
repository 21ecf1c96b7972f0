"""The garbage collector's pauses (server/gc_tuning.py): counted by gc.callbacks, reported in
/api/stats `gc` and by the histogram salon_gc_pause_seconds of /metrics; and `salon serve`'s
tuning (--gc-threshold, --gc-freeze) applied once it has started."""

from __future__ import annotations

import gc
import subprocess
import sys
from typing import Any

from salon.server import gc_tuning
from salon.server.gc_tuning import Pauses

from .helpers import Server
from .test_metrics import scrape, value


def pythons_thresholds() -> list[int]:
    """gc.get_threshold() of a fresh interpreter (Python's own, which differ between versions)."""
    out = subprocess.run([sys.executable, "-c", "import gc; print(*gc.get_threshold())"],
                         capture_output=True, text=True, check=True).stdout
    return [int(x) for x in out.split()]


def test_pauses_count_every_generation_and_the_full_collections_of_a_window() -> None:
    pauses = Pauses()
    gc.callbacks.append(pauses.callback)
    try:
        gc.collect(0)
        gc.collect(1)
        gc.collect()
        gc.collect()
    finally:
        gc.callbacks.remove(pauses.callback)
    counts = [g["count"] for g in pauses.status()["generations"]]
    # other collections may run meanwhile (allocations), never fewer than these
    assert counts[0] >= 1 and counts[1] >= 1 and counts[2] >= 2
    full = pauses.status(window=3600)["full_in_window"]
    assert full["count"] == counts[2]
    assert full["max"] is not None and 0 < full["max"] <= full["total"]
    assert pauses.status(window=3600)["generations"][2]["max"] == full["max"]
    # every pause waits for the histogram, by generation
    assert sorted({g for g, _ in pauses.pending}) == [0, 1, 2]
    assert len(pauses.pending) == sum(counts)


def test_gc_pauses_in_api_stats_and_metrics_of_a_tuned_server(tmp_path: Any) -> None:
    server = Server(f"sqlite:///{tmp_path / 'gc.db'}").start()  # salon serve's defaults
    try:
        metrics = scrape(server)
        st = server.get("/api/stats", params={"window": 3600}).json()["gc"]
    finally:
        server.stop()
    # tuned once started: frozen, the first threshold raised, the others Python's
    assert st["threshold"] == [gc_tuning.DEFAULT_THRESHOLD0, *pythons_thresholds()[1:]]
    assert st["frozen"] > 10_000 and st["enabled"]
    gens = st["generations"]
    assert len(gens) == 3 and gens[2]["count"] >= 1  # the collection before the freeze
    assert st["full_in_window"]["count"] == gens[2]["count"]
    assert 0 < gens[2]["max"] <= gens[2]["total"] and gens[2]["cpu_total"] >= 0
    observed = value(metrics, "salon_gc_pause_seconds_count", generation="2")
    assert 1 <= observed <= gens[2]["count"]
    assert value(metrics, "salon_gc_pause_seconds_sum", generation="2") > 0
    assert ("salon_gc_pause_seconds_bucket", (("generation", "0"), ("le", "+Inf"))) in metrics


def test_serve_leaves_pythons_collector_when_asked(tmp_path: Any) -> None:
    server = Server(f"sqlite:///{tmp_path / 'gc.db'}", "", "--gc-threshold", "0", "--no-gc-freeze").start()
    try:
        st = server.get("/api/stats").json()["gc"]
    finally:
        server.stop()
    assert st["threshold"] == pythons_thresholds() and st["frozen"] == 0
    assert "full_in_window" in st  # the window of /api/stats (60 s by default)
