"""The reliability check (calibration against real outcomes) on a tiny sample, and its
statistics: Wilson intervals, Holm's procedure, the bins, ECE and Brier skill."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from salon.analysis import analyse_position, replay_for_analysis
from salon.analysis.evidence import main
from salon.analysis.levels import LEVELS, level_for
from salon.analysis.reliability import bot_specs, holm, reliability, seat_specs, summarize, wilson
from salon.analysis.search import played_estimate
from salon.bots.levels import DEFAULT_GAME_LEVELS, DEFAULT_LEVELS

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


def test_bots_name_server_levels_or_specs_and_refuse_what_is_not_reproducible() -> None:
    assert bot_specs("roxane", "normal") == [DEFAULT_LEVELS["normal"]]
    assert bot_specs("romeo-juliette", "normal") == [DEFAULT_GAME_LEVELS["romeo-juliette"]["normal"]]
    assert bot_specs("roxane", "easy,ismcts:iterations=50,c=1,random") == [
        DEFAULT_LEVELS["easy"], "ismcts:iterations=50,c=1", "random"]
    for bad in ("nobody", "ismcts:iterations=50,time=1", ","):  # (a big budget is the runner's own CPU)
        with pytest.raises(ValueError):
            bot_specs("roxane", bad)
    # rotated over the seats game by game
    assert seat_specs(["a", "b"], 3, 0) == ["a", "b", "a"] and seat_specs(["a", "b"], 3, 1) == ["b", "a", "b"]


def test_a_run_with_bots_plays_them_on_the_same_deals_and_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    heuristic = reliability("rose-ceremony", 2, TINY, seed=4, players=3, per_game=3)
    assert "bots" not in heuristic and all("bot" not in r for r in heuristic["rows"])
    played = reliability("rose-ceremony", 2, TINY, seed=4, players=3, per_game=3, bots="random,heuristic")
    again = reliability("rose-ceremony", 2, TINY, seed=4, players=3, per_game=3, bots="random,heuristic")
    assert {**played, "cpu_seconds": 0} == {**again, "cpu_seconds": 0}
    assert played["bots"] == {"asked": "random,heuristic", "specs": ["random", "heuristic"]}
    assert [r["bot"] for r in played["rows"]] == [
        seat_specs(["random", "heuristic"], 3, r["game"])[r["seat"]] for r in played["rows"]]
    # the same game seeds, other play: other games (the decisions, or where they were drawn)
    assert [(r["of"], r["step"]) for r in played["rows"]] != [(r["of"], r["step"]) for r in heuristic["rows"]]
    main(["reliability", "--game", "rose-ceremony", "--players", "3", "--games", "2", "--level", "quick",
          "--bots", "random", "--jobs", "2"])
    out = json.loads(capsys.readouterr().out)
    one = reliability("rose-ceremony", 2, level_for("rose-ceremony", LEVELS["quick"]), seed=0, players=3, bots="random")
    assert {**out, "cpu_seconds": 0} == {**one, "cpu_seconds": 0}  # --jobs 2: the same figures
    assert {r["bot"] for r in out["rows"]} == {"random"} and out["bots"]["specs"] == ["random"]
    with pytest.raises(SystemExit):
        main(["reliability", "--bots", "ismcts:iterations=50,time=1"])
    assert "--bots" in capsys.readouterr().err
