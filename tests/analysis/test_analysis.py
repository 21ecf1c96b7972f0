"""salon.analysis: refusals naming the step, reproducibility, blindness, simultaneous choices."""

from __future__ import annotations

import copy

import pytest

from salon.analysis import (
    AnalysisRefused,
    analyse_position,
    analyse_record,
    level_named,
    mark,
    replay_for_analysis,
)
from salon.core import load_game

from .helpers import TINY, finished_record


@pytest.fixture(scope="module")
def rose() -> dict:  # type: ignore[type-arg]
    return finished_record("rose-ceremony", 3, seed=2, specs=("heuristic", "random"))


def test_an_unfinished_record_is_refused_naming_the_last_step(rose: dict) -> None:  # type: ignore[type-arg]
    cut = dict(rose, actions=rose["actions"][:10])
    with pytest.raises(AnalysisRefused, match="unfinished: after step 10 it waits for"):
        analyse_record(cut, TINY)


def test_a_tampered_record_is_refused_naming_the_step(rose: dict) -> None:  # type: ignore[type-arg]
    bad = copy.deepcopy(rose)
    seat, _ = bad["actions"][6]
    bad["actions"][6] = [seat, "offer 99"]
    with pytest.raises(AnalysisRefused, match=r"step 7 .*not legal"):
        analyse_record(bad, TINY)
    wrong_seat = copy.deepcopy(rose)
    wrong_seat["actions"][3][0] = (wrong_seat["actions"][3][0] + 1) % 3
    with pytest.raises(AnalysisRefused, match="step 4"):
        analyse_record(wrong_seat, TINY)
    garbage = copy.deepcopy(rose)
    garbage["actions"][2] = "accept"
    with pytest.raises(AnalysisRefused, match=r"step 3: 'accept' is not \[seat, notation\]"):
        analyse_record(garbage, TINY)


def test_a_record_of_a_version_this_salon_cannot_replay_is_refused(rose: dict) -> None:  # type: ignore[type-arg]
    old = dict(rose, version="0")
    with pytest.raises(AnalysisRefused, match="rose-ceremony@0"):
        analyse_record(old, TINY)


def test_a_record_without_a_version_is_refused_naming_what_is_missing(rose: dict) -> None:  # type: ignore[type-arg]
    """As `salon replay` refuses it (issue 26): never analysed under today's rules by default."""
    bare = {k: v for k, v in rose.items() if k != "version"}
    with pytest.raises(AnalysisRefused, match="lacks version"):
        analyse_record(bare, TINY)
    with pytest.raises(AnalysisRefused, match="missing or null"):
        analyse_record(dict(rose, version=None), TINY)


def test_the_critical_multiple_is_students_t_shared_among_the_alternatives() -> None:
    from salon.analysis import critical

    assert critical(4) == pytest.approx(3.182, abs=0.002)   # t(3), 97.5%
    assert critical(5) == pytest.approx(2.776, abs=0.002)   # t(4)
    assert critical(8) == pytest.approx(2.365, abs=0.002)   # t(7)
    assert critical(5, 3) == pytest.approx(3.961, abs=0.005)  # t(4), 1 - 0.05/6
    assert critical(1) == float("inf")


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(AnalysisRefused, match="levels: quick, normal, deep"):
        level_named("grandmaster")


def test_the_same_record_and_level_give_the_same_analysis(rose: dict) -> None:  # type: ignore[type-arg]
    first = analyse_record(rose, TINY, seats=[0]).to_dict()
    again = analyse_record(copy.deepcopy(rose), TINY, seats=[0]).to_dict()
    assert first == again
    other_seed = analyse_record(rose, TINY, seats=[0], seed=1).to_dict()
    assert other_seed != first  # the seed matters: the figures are samples


def test_every_decision_with_a_choice_is_judged_with_figures_in_range(rose: dict) -> None:  # type: ignore[type-arg]
    result = analyse_record(rose, TINY)
    replayed = replay_for_analysis(rose)
    assert len(result.decisions) == sum(pt.analysed for pt in replayed.points)
    for d in result.decisions:
        e = d.estimates
        assert 0.0 <= e.played.value <= 1.0 and e.played.iterations == TINY.iterations
        assert e.best.value >= e.played.value and e.loss >= 0
        assert d.mark == mark(e.loss, e.loss_se, TINY.searches, len(e.candidates) - 1, e.alike)
        assert d.said and all(isinstance(s, str) for s in d.said)
    summary = result.summary()
    assert [s.decisions for s in summary] == [sum(d.point.seat == p for d in result.decisions) for p in range(3)]


def test_the_analysis_is_blind_to_what_the_seat_cannot_see(rose: dict) -> None:  # type: ignore[type-arg]
    """A position and a determinization of it (the seat cannot tell them apart) give the same
    figures for the same seed: nothing hidden is read."""
    replayed = replay_for_analysis(rose)
    pt = next(p for p in replayed.points if p.analysed and p.index > 8)
    twin = pt.judged.determinize(pt.seat, 12345)
    assert twin.view(pt.seat) == pt.judged.view(pt.seat)
    a = analyse_position(pt.judged, pt.seat, pt.action, TINY, seed=7)
    b = analyse_position(twin, pt.seat, pt.action, TINY, seed=7)
    assert [(str(c.action), c.value, c.se) for c in a.candidates] == [(str(c.action), c.value, c.se) for c in b.candidates]


def test_simultaneous_secret_choices_are_judged_from_before_either_seat_chose() -> None:
    record = finished_record("romeo-juliette", 2, seed=3)
    replayed = replay_for_analysis(record)
    simultaneous = [pt for pt in replayed.points if pt.simultaneous]
    assert simultaneous
    for pt in simultaneous:
        assert set(pt.judged.current_players()) == {0, 1}  # nobody had chosen yet
        assert pt.action in pt.judged.legal_actions(pt.seat)
    second = [pt for pt in simultaneous if pt.judged is not pt.before]
    assert second, "the second chooser of a pair is judged from the earlier position"


def test_the_cooperative_game_gives_both_seats_the_pairs_chance() -> None:
    """Roméo & Juliette: a playout's reward is the pair's result for both seats, so each figure
    is the pair's chance of completing the chapter (a few decisions, both seats)."""
    from salon.analysis import play_out

    record = finished_record("romeo-juliette", 2, seed=3)
    replayed = replay_for_analysis(record)
    assert load_game("romeo-juliette").cooperative
    points = [pt for pt in replayed.points if pt.analysed]
    for pt in (points[0], points[1], points[len(points) // 2]):
        d = pt.judged.determinize(pt.seat, 5)
        reward = play_out(d, 9, 2, True)
        assert reward[0] == reward[1] and reward[0] in (0.0, 1.0)
        est = analyse_position(pt.judged, pt.seat, pt.action, TINY, seed=3)
        assert all(0.0 <= c.value <= 1.0 for c in est.candidates)
