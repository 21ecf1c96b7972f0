"""Aqua Mirabilis: the steps of your own turn before a reveal may be taken back (ruling "Undo")."""

from __future__ import annotations

from tests.games.undo_walk import check_refused, take_back_each_kind, walk


def _steps() -> list:  # type: ignore[type-arg]
    return list(walk("aqua-mirabilis", 3, seed=1, bot="heuristic"))


def test_production_steps_and_a_worker_move_are_taken_back() -> None:
    done = take_back_each_kind(_steps())
    assert {"go", "worker", "produce", "make", "coach", "recipe", "add"} <= done


def test_a_city_tile_taken_and_the_end_of_a_turn_are_refused() -> None:
    seen = {}
    for s in _steps():
        kind = s.action.split()[0]
        if kind == "choose" or s.action == "end turn" or (
                s.before.current_players() != s.after.current_players()):
            assert not s.can_undo, s.action
            seen.setdefault(kind, s)
        if s.after.piles != s.before.piles or s.after.seen != s.before.seen:
            assert not s.can_undo, s.action
            seen.setdefault("reveal", s)
    assert "choose" in seen and "reveal" in seen
    for s in seen.values():
        check_refused(s)
