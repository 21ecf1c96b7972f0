"""Roméo & Juliette: the secret choice's location card may be changed (ruling "Undo", R12)."""

from __future__ import annotations

from tests.games.undo_walk import check_refused, check_taken_back, walk


def test_the_secret_location_card_may_be_changed_and_the_partner_learns_nothing() -> None:
    steps = list(walk("romeo-juliette", 2, seed=1, bot="heuristic"))
    goes = [s for s in steps if s.action.startswith("go ")]
    assert goes and all(s.can_undo for s in goes)
    for s in goes[:6]:
        partner = 1 - s.seat
        assert s.after.view(partner) == s.before.view(partner)  # R12: nothing shown
        assert s.after.narrate(s.before, s.seat, s.after.history()[-1][1], partner, ["J", "R"]) == []
        check_taken_back(s)
        again = s.after.clone()
        again.undo(s.seat)
        assert again.view(partner) == s.after.view(partner)


def test_a_changed_location_card_then_a_different_one() -> None:
    step = next(x for x in walk("romeo-juliette", 2, seed=1, bot="heuristic") if x.action.startswith("go "))
    s = step.after.clone()
    s.undo(step.seat)
    other = [str(a) for a in s.legal_actions(step.seat) if str(a) != step.action]
    assert other
    s.apply(step.seat, other[0])
    assert s.can_undo(step.seat) and s.view(1 - step.seat) == step.before.view(1 - step.seat)


def test_everything_else_is_refused() -> None:
    seen = {}
    for s in walk("romeo-juliette", 2, seed=1, bot="heuristic"):
        if not s.action.startswith("go "):
            assert not s.can_undo, s.action
            seen.setdefault(s.action.split()[0], s)
    assert {"with", "propose", "confirm", "move"} <= set(seen)
    for s in seen.values():
        check_refused(s)
