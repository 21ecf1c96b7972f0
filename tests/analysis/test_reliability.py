"""The reliability check (calibration against real outcomes) on a tiny sample, and its
statistics: Wilson intervals, Holm's procedure, the bins, ECE and Brier skill."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from salon.analysis import analyse_position, replay_for_analysis
from salon.analysis.evidence import main
from salon.analysis.reliability import holm, reliability, summarize, wilson
from salon.analysis.search import played_estimate

from .helpers import TINY, finished_record


def test_the_played_estimate_is_the_analysis_figure_for_the_move_played() -> None:
    points = [pt for pt in replay_for_analysis(finished_record("rose-ceremony", 4, seed=3)).points if pt.analysed]
    for pt in points[::9]:
        full = analyse_position(pt.judged, pt.seat, pt.action, TINY, seed=5)
        alone = played_estimate(pt.judged, pt.seat, pt.action, TINY, seed=5)
        assert (alone.value, alone.se, alone.iterations) == (full.played.value, full.played.se, full.played.iterations)


def test_wilson_and_holm() -> None:
    lo, hi = wilson(0.5, 100, 0.95)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0.0, 10, 0.95)[0] == pytest.approx(0.0, abs=1e-12) and wilson(0.0, 10, 0.95)[1] == pytest.approx(0.2775, abs=1e-3)
    # three tests: the smallest p at 0.05/3, then 0.05/2, then 0.05; stops at the first kept
    assert holm([0.01, 0.04, 0.03]) == [(True, 0.05 / 3), (False, 0.05), (False, 0.025)]
    assert holm([0.001, 0.02, 0.04]) == [(True, 0.05 / 3), (True, 0.025), (True, 0.05)]


def test_a_calibrated_forecast_covers_every_bin_and_a_biased_one_does_not() -> None:
    rows = [{"estimate": p, "result": float(k < p * 40)} for p in (0.05, 0.2, 0.35, 0.6, 0.9) for k in range(40)]
    good = summarize(rows, 3)
    assert good["all_cover"] and good["ece"] < 0.03 and good["skill"] > 0.3
    biased = summarize([{**r, "estimate": min(1.0, r["estimate"] + 0.3)} for r in rows], 3)
    assert not biased["all_cover"] and biased["ece"] > 0.2 and biased["skill"] < good["skill"]
    with pytest.raises(ValueError):
        summarize([], 3)


def test_a_tiny_reliability_run_is_seeded_and_draws_its_diagram(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = reliability("rose-ceremony", 3, TINY, seed=4, players=3)
    again = reliability("rose-ceremony", 3, TINY, seed=4, players=3)
    assert {**first, "cpu_seconds": 0} == {**again, "cpu_seconds": 0}
    assert first["positions"] == 3 and len(first["rows"]) == 3
    assert all(0 <= r["estimate"] <= 1 and r["result"] in (0.0, 0.5, 1.0, 1 / 3) for r in first["rows"])
    png = tmp_path / "diagram.png"
    main(["reliability", "--game", "rose-ceremony", "--games", "2", "--level", "quick", "--plot", str(png)])
    out = json.loads(capsys.readouterr().out)
    assert out["part"] == "reliability" and out["positions"] == 2 and png.stat().st_size > 1000
    with pytest.raises(SystemExit):
        main(["calibration", "--game", "roxane"])
    assert "renamed" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["reliability", "--games", "0"])
