"""Roxane: steps of your own turn before a draw may be taken back (ruling "Undo")."""

from __future__ import annotations

import pytest

import salon
from salon.core import UndoRefused
from tests.games.undo_walk import check_refused, take_back_each_kind, walk

#: a text card played from the hand, face up for all to see: never undoable (version 6)
CARD_PLAYS = ("write", "woo", "scheme", "trade", "influence", "duel")


def _steps() -> list:  # type: ignore[type-arg]
    return list(walk("roxane", 3, seed=1, bot="heuristic"))


def test_the_steps_after_a_card_play_before_any_draw_are_taken_back() -> None:
    done = take_back_each_kind(_steps())
    assert {"place", "step", "end"} <= done and not done & set(CARD_PLAYS)


def test_a_text_card_played_face_up_is_never_taken_back() -> None:
    """Every seat saw its face (the others knew only its back): not undoable; the others'
    views keep it shown."""
    refused = {}
    for s in _steps():
        kind = s.action.split()[0]
        if kind in CARD_PLAYS:
            assert not s.can_undo, s.action
            refused.setdefault(kind, s)
    assert {"write", "woo", "scheme", "influence"} <= set(refused)
    for s in refused.values():
        check_refused(s)
        with pytest.raises(UndoRefused, match="cannot be taken back"):
            s.after.clone().undo(s.seat)


def _card_play_and_undo(**options: object) -> tuple[salon.State, list[list[object]]]:
    """A seeded 2-player game up to its first `write` by seat 0, then that seat's undo."""
    s = salon.load_game("roxane").new_game(2, seed=4, **options)
    actions: list[list[object]] = []
    while True:
        (p,) = s.current_players()
        legal = [str(a) for a in s.legal_actions(p)]
        a = next((x for x in legal if x.startswith("write")), legal[0])
        s.apply(p, a)
        actions.append([p, a])
        if a.startswith("write"):
            s.undo(p)
            actions.append([p, "undo"])
            return s, actions


def test_a_version_5_record_with_the_undo_of_a_card_play_replays() -> None:
    """Versions 4 and 5 let a card play be taken back: their records continue under
    `undo_card_plays=true`, exactly; the same record as version 6 is refused."""
    old, actions = _card_play_and_undo(undo_card_plays=True)
    opts = {k: v for k, v in old.options.items() if k != "undo_card_plays"}
    record = {"game": "roxane", "version": "5", "players": 2, "seed": 4, "options": opts,
              "actions": actions}
    state = salon.replay(record)
    assert state.options["undo_card_plays"] is True
    assert all(state.view(q) == old.view(q) for q in (0, 1, None))
    with pytest.raises(salon.InvalidRecord, match="cannot be taken back"):
        salon.replay(dict(record, version="6"))


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
