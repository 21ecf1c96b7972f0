"""Rose Ceremony offers no undo (ruling "Undo"): every decision hands on, reveals or draws."""

from __future__ import annotations

from tests.games.undo_walk import check_refused, walk


def test_nothing_within_a_turn_can_be_taken_back() -> None:
    steps = list(walk("rose-ceremony", 4, seed=3))
    assert not any(s.can_undo for s in steps)
    kinds = {}
    for s in steps:
        kinds.setdefault(s.action.split()[0], s)
    assert set(kinds) >= {"offer", "accept", "refuse", "cash"}
    for s in kinds.values():
        check_refused(s)
