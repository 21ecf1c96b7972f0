"""No false marks: a gap within its uncertainty is not marked, and a face-down draw among
unseen cards is never a mistake or a blunder (salon.analysis.marks)."""

from __future__ import annotations

from salon.analysis import BLUNDER, MISTAKE, Level, analyse_position, critical, mark
from salon.analysis.marks import lower_bound
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
