"""The experimental cut-off estimator (`Level.cutoff`): playouts stopped after a number of rounds,
the game's fitted `search_value` judging the table there (bench/analysis_precision.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from salon.analysis import LEVELS, Level, analyse_position, replay_for_analysis
from salon.analysis import search as search_module
from salon.analysis.levels import GAME_LEVELS
from salon.analysis.record import DecisionPoint
from salon.analysis.search import play_out, played_estimate

from .helpers import finished_record

FULL = Level("full", screen=1, keep=1, evaluate_all=2, searches=2, samples=2)
CUT = replace(FULL, name="cut", cutoff=1)


@pytest.fixture(scope="module")
def early() -> DecisionPoint:
    """An early decision of a seeded 3-player Roxane game (its playouts have rounds to go)."""
    points = [pt for pt in replay_for_analysis(finished_record("roxane", 3, seed=3)).points if pt.analysed]
    return points[len(points) // 6]


def _counting_steps(monkeypatch: pytest.MonkeyPatch, state: Any) -> list[int]:
    """Count every action applied to a state of `state`'s class from now on (playout steps)."""
    cls = type(state)
    original = cls._apply
    count = [0]

    def counted(self: Any, p: int, action: Any) -> Any:
        count[0] += 1
        return original(self, p, action)

    monkeypatch.setattr(cls, "_apply", counted)
    return count


def test_a_cut_off_figure_is_a_chance_and_reproducible(early: DecisionPoint) -> None:
    est = played_estimate(early.judged, early.seat, early.action, CUT, seed=5)
    assert 0.0 <= est.value <= 1.0
    again = played_estimate(early.judged, early.seat, early.action, CUT, seed=5)
    assert (again.value, again.per_search) == (est.value, est.per_search)
    whole = analyse_position(early.judged, early.seat, early.action, CUT, seed=5)
    assert all(0.0 <= c.value <= 1.0 for c in whole.candidates)
    assert analyse_position(early.judged, early.seat, early.action, CUT, seed=5).candidates == whole.candidates


def test_a_cut_off_plays_fewer_steps_than_full_playouts(early: DecisionPoint, monkeypatch: pytest.MonkeyPatch) -> None:
    steps = _counting_steps(monkeypatch, early.judged)
    played_estimate(early.judged, early.seat, early.action, FULL, seed=5)
    full, steps[0] = steps[0], 0
    played_estimate(early.judged, early.seat, early.action, CUT, seed=5)
    assert 0 < steps[0] < full / 2


def test_a_game_without_a_fitted_value_plays_to_the_end(early: DecisionPoint, monkeypatch: pytest.MonkeyPatch) -> None:
    d = early.judged.determinize(early.seat, 1)
    ended = play_out(d.clone(), 7, 3, False)
    monkeypatch.setattr(search_module, "_kit", lambda state: None)
    assert play_out(d.clone(), 7, 3, False, cutoff=1) == ended


def test_no_shipped_level_cuts_off_and_its_json_is_unchanged() -> None:
    shipped = [*LEVELS.values(), *(lv for levels in GAME_LEVELS.values() for lv in levels.values())]
    assert all(lv.cutoff == 0 and "cutoff" not in lv.to_dict() for lv in shipped)
    assert CUT.to_dict()["cutoff"] == 1
