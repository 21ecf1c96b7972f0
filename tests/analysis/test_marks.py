"""No false marks: a gap within its uncertainty is not marked, and a face-down draw among
unseen cards is never a mistake or a blunder (salon.analysis.marks)."""

from __future__ import annotations

from salon.analysis import BLUNDER, MISTAKE, Level, analyse_position, critical, mark
from salon.analysis.marks import in_doubt, lower_bound
from salon.analysis.search import alike

from .blind_draw import GAME, Draw

#: many small searches of one determinization each: the draws' figures swing widely
NOISY = Level("noisy", screen=1, keep=1, evaluate_all=2, searches=4, samples=1)


def test_a_gap_beyond_the_threshold_but_within_its_uncertainty_is_not_marked() -> None:
    t = critical(10)  # 10 searches, one alternative: 2.262
    # the point estimate is a blunder's, its lower 95% bound only a mistake's
    assert mark(0.20, 0.05, 10) == "mistake" and lower_bound(0.20, 0.05, 10) > MISTAKE
    # the point estimate is a mistake's, but the bound reaches below the threshold
    assert mark(0.10, 0.03, 10) is None and 0.10 - t * 0.03 < MISTAKE
    # clear beyond both thresholds
    assert mark(0.40, 0.05, 10) == "blunder" and 0.40 - t * 0.05 > BLUNDER
    # more alternatives compared, a wider bound: the same gap goes unmarked
    assert mark(0.12, 0.025, 10, 1) == "mistake" and mark(0.12, 0.025, 10, 3) is None


def test_alike_choices_are_never_marked_whatever_the_figures() -> None:
    assert mark(0.9, 0.001, 10, alike=True) is None


def test_a_face_down_draw_among_unseen_cards_is_never_a_blunder() -> None:
    """Across many seeds the noisy level (one determinization a search) measures gaps beyond a
    blunder's threshold between the two draws, though the seat's chance is the same whichever
    it takes; the draws are alike, so none is ever marked."""
    state = GAME.new_game(2, seed=1)
    left, right = Draw("left"), Draw("right")
    assert alike(state, 0, left, right)
    widest = 0.0
    for seed in range(60):
        for played in (left, right):
            est = analyse_position(state, 0, played, NOISY, seed)
            assert est.alike or est.best.action == played
            assert mark(est.loss, est.loss_se, NOISY.searches, len(est.candidates) - 1, est.alike) is None
            widest = max(widest, est.loss)
    assert widest > BLUNDER, "the luck of the draws shows as a gap"


def test_a_mark_in_doubt_is_one_whose_point_estimate_and_lower_bound_disagree() -> None:
    assert in_doubt(0.10, 0.04, 10)  # a mistake's point estimate, its bound below 5 points
    assert in_doubt(0.20, 0.02, 10)  # surely a mistake, perhaps a blunder
    assert not in_doubt(0.40, 0.02, 10)  # surely a blunder
    assert not in_doubt(0.03, 0.01, 10)  # nothing to mark either way
    # two looks share the 95%: each is stricter than a single look
    assert critical(10, 2) > critical(10) and mark(0.115, 0.025, 10) == "mistake"
    assert mark(0.115, 0.025, 10, looks=2) is None


#: a level that searches again where a mark is in doubt (small: the figures are not looked at)
SMALL = Level("small", screen=1, keep=1, evaluate_all=3, searches=4, samples=2, doubt=4)


def test_a_decision_whose_mark_is_in_doubt_is_searched_again_and_only_then() -> None:
    """The first searches are the level's own (the same figures as a level without `doubt`);
    where they leave the mark in doubt, `doubt` more searches follow with new seeds and the mark
    is made on all of them, at the confidence shared between the two looks."""
    from dataclasses import replace

    from salon.analysis.record import replay_for_analysis

    from .helpers import finished_record

    one_look = replace(SMALL, doubt=0)
    record = finished_record("rose-ceremony", 3, seed=2, specs=("heuristic", "random"))
    points = [pt for pt in replay_for_analysis(record).points if pt.analysed][:12]
    again = 0
    for pt in points:
        first = analyse_position(pt.judged, pt.seat, pt.action, one_look, 7)
        est = analyse_position(pt.judged, pt.seat, pt.action, SMALL, 7)
        comparisons = max(1, len(first.candidates) - 1)
        doubt = not first.alike and in_doubt(first.loss, first.loss_se, 4, comparisons, looks=2)
        assert est.searches == (8 if doubt else 4) and first.searches == 4
        for c in est.candidates:  # the first four searches are the level's own, kept
            assert c.per_search[:4] == next(f.per_search for f in first.candidates if f.action == c.action)
        if not doubt:
            assert (est.loss, est.loss_se, est.best.action) == (first.loss, first.loss_se, first.best.action)
        again += doubt
        # and the same again from the same seed
        assert analyse_position(pt.judged, pt.seat, pt.action, SMALL, 7).played.per_search == est.played.per_search
    assert 0 < again < len(points), "some decisions in doubt, some not"
