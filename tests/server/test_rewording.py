"""A table's log worded again in another language from its history (server/rewording.py)."""

from __future__ import annotations

import random

import pytest

from salon.core import language
from salon.core.registry import game_ids, load_game
from salon.server.live import SENTENCES
from salon.server.rewording import Rewording, start_of
from salon.server.talk import placeholders
from salon.server.undo import undo_lines


def _played(game_id: str, seed: int, steps: int) -> tuple[object, list[tuple[object, ...]]]:
    """A seeded game of random moves (and an undo wherever one may be taken, now and then),
    with its entries worded as the server words them when they are played (in English)."""
    game = load_game(game_id)
    n = game.min_players
    state = game.new_game(n, seed=seed)
    rng = random.Random(seed)
    entries: list[tuple[object, ...]] = []
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_players()[0]
        if entries and state.can_undo(seat) and rng.random() < 0.3:
            k = state.undo_target(seat)
            told = entries[k][1:]
            logs = [undo_lines(str(said).split(SENTENCES) if said else [], seat) for said in told]
            state.undo(seat)
        else:
            before = state.clone()
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            logs = state.narrate_all(before, seat, action, placeholders(n))
        entries.append((seat, *[SENTENCES.join(said) for said in logs]))
    return state, entries


@pytest.mark.parametrize("game_id", game_ids())
def test_english_worded_again_is_what_was_stored(game_id: str) -> None:
    state, entries = _played(game_id, 5, 120)
    again = Rewording(start_of(state), "en", state.players)  # type: ignore[attr-defined]
    assert again.catch_up(state.history()) == entries  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", game_ids())
def test_another_language_words_every_entry_in_it_and_catches_up_step_by_step(game_id: str) -> None:
    state, entries = _played(game_id, 9, 80)
    history = state.history()  # type: ignore[attr-defined]
    german = Rewording(start_of(state), "de", state.players)  # type: ignore[attr-defined]
    half = len(history) // 2
    german.catch_up(history[:half])
    worded = german.catch_up(history[half:])
    assert len(worded) == len(entries) and [e[0] for e in worded] == [e[0] for e in entries]
    assert any(w != e for w, e in zip(worded, entries))  # worded anew, not copied
    # the same as wording the whole history at once in German
    whole = Rewording(start_of(state), "de", state.players).catch_up(history)  # type: ignore[attr-defined]
    assert whole == worded
    assert language.current() == "en"


def test_seat_events_are_stored_without_words_and_worded_in_each_language() -> None:
    from salon.server.chat import seat_event, worded_event
    from salon.server.talk import word

    stored = seat_event("chat-seat-handed-by", 1, 0)
    assert stored == "\x02chat-seat-handed-by\x031\x030"  # an id and seats, no words
    names = ["Ada", "Élise"]
    assert word([worded_event(stored, "en")], names) == [
        "Ada handed Élise's seat to the bot while they are away; they take it back with their link."]
    german = word([worded_event(stored, "de")], names)[0]
    assert german.startswith("Ada hat den Platz von Élise")
    french = word([language.elide_before_names(worded_event(stored, "fr"), names, "fr")], names)[0]
    assert "la place d'Élise" in french
    assert worded_event("an older line, stored as English text", "de") == "an older line, stored as English text"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_recent_history_is_the_end_of_the_history_without_walking_it_all(game_id: str) -> None:
    state, _ = _played(game_id, 4, 60)
    history = state.history()  # type: ignore[attr-defined]
    for k in (0, 1, 2, 7, len(history), len(history) + 3):
        assert state.recent_history(k) == history[max(0, len(history) - k):]  # type: ignore[attr-defined]
