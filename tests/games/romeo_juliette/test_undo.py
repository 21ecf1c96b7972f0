"""Roméo & Juliette: the secret choice's location card may be changed (ruling "Undo", R12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.games.undo_walk import check_refused, check_taken_back, walk

if TYPE_CHECKING:
    from salon.core import State


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


def _behind_the_scenes() -> State:
    """Seed 5 with both lovers owing their secret choice (tests/server/test_undo.py's table)."""
    import salon

    s = salon.load_game("romeo-juliette").new_game(2, seed=5)
    for p, a in [(1, "propose passion"), (0, "confirm")]:
        s.apply(p, a)
    assert s.current_players() == (0, 1)
    return s


def test_a_partners_secret_half_choice_leaves_your_undo_as_it_was() -> None:
    """The rule about information (core/undo.py): Juliette's half-choice shows Roméo nothing,
    so his right to take back his own location card is unchanged, and his undo removes his
    card only, even though hers came after it (ruling "Undo", R12)."""
    s = _behind_the_scenes()
    s.apply(0, "go balcony")
    assert s.can_undo(0) and not s.can_undo(1)
    views = {q: s.view(q) for q in (0, 1, None)}
    s.apply(1, "go cell")
    assert s.view(0) == views[0] and s.can_undo(0) and s.can_undo(1)
    s.undo(0)
    assert [str(a) for _, a in s.history()[-3:]] == ["go balcony", "go cell", "undo"]
    only_hers = _behind_the_scenes()
    only_hers.apply(1, "go cell")
    for q in (0, 1, None):
        assert s.view(q) == only_hers.view(q)
    assert s.can_undo(1) and not s.can_undo(0)
    s.undo(1)  # and hers, in turn
    assert all(s.view(q) == _behind_the_scenes().view(q) for q in (0, 1, None))


def test_a_partners_choice_made_in_view_ends_your_undo() -> None:
    """Once Juliette chooses her chaperone card, Roméo sees her choice made: his location card
    can no longer be taken back, and the refusal names what he saw."""
    import pytest

    from salon.core import UndoRefused

    s = _behind_the_scenes()
    s.apply(0, "go balcony")
    s.apply(1, "go cell")
    with_card = next(str(a) for a in s.legal_actions(1) if str(a).startswith("with "))
    before = s.view(0)
    s.apply(1, with_card)
    assert s.view(0) != before and not s.can_undo(0)
    with pytest.raises(UndoRefused, match="seat 1 has decided since your last action"):
        s.undo(0)


def test_an_old_record_with_undos_replays_as_before() -> None:
    """A record of the old rule (an undo always took back the last action in effect, the
    undoer's) replays to the same states: the golden undo records stay valid."""
    import salon

    s = _behind_the_scenes()
    s.apply(0, "go balcony")
    s.undo(0)
    s.apply(0, "go cell")
    rec = s.record()
    assert rec["actions"][-3:] == [[0, "go balcony"], [0, "undo"], [0, "go cell"]]
    assert salon.replay(rec).to_json() == s.to_json()
