"""Roxane: steps of your own turn before a draw may be taken back (ruling "Undo")."""

from __future__ import annotations

from tests.games.undo_walk import check_refused, take_back_each_kind, walk


def _steps() -> list:  # type: ignore[type-arg]
    return list(walk("roxane", 3, seed=1, bot="heuristic"))


def test_a_card_played_and_its_action_before_any_draw_is_taken_back() -> None:
    done = take_back_each_kind(_steps())
    assert {"write", "woo", "scheme", "influence", "place", "step", "end"} <= done


def test_draws_duel_steps_and_hand_overs_are_refused() -> None:
    seen = {}
    for s in _steps():
        kind = s.action.split()[0]
        if kind in ("draw", "play", "kiss", "give", "fencing", "done"):
            assert not s.can_undo, s.action
            seen.setdefault(kind, s)
    assert {"draw", "play"} <= set(seen)
    for s in seen.values():
        check_refused(s)
