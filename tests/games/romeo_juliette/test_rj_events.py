"""Event cards: one-shot cards resolved and turned face down, hourglass cards lasting (R8)."""

from __future__ import annotations

import pytest

from salon.games.romeo_juliette.data import EVENT_INDEX, EVENTS, LOC_INDEX
from salon.games.romeo_juliette.events import after_movement, reveal_event

from .helpers import J, R, new, place, where


def reveal(s, event_id: str, space: int = 1) -> None:  # type: ignore[no-untyped-def]
    card = EVENT_INDEX[event_id]
    if card in s.ev_box:
        s.ev_box.remove(card)
        s.ev_box.append(s.ev_deck.pop(0))
        s.ev_box.sort()
    else:
        s.ev_deck.remove(card)
    s.ev_deck.append(card)
    reveal_event(s, space)
    assert s.ev_spaces[space] == card


def test_one_shot_moves() -> None:
    s = new(chapter=2)
    place(s, allegory="street")
    reveal(s, "E1-1")
    assert where(s, "allegory") == "balcony"  # the ring closes: Street -> Balcony
    reveal(s, "E1-3", 2)
    assert where(s, "lord-capulet") == where(s, "lady-capulet") == "ballroom"
    reveal(s, "E1-4", 3)
    assert where(s, "lord-montaigu") == where(s, "lady-montaigu") == "parlor"
    reveal(s, "E1-5", 4)
    assert where(s, "laurent") == "church"
    place(s, romeo="street", juliette="cell")
    reveal(s, "E2-1", 5)
    assert where(s, "tybalt") == "street"
    reveal(s, "E2-2", 6)
    assert where(s, "benvolio") == "cell"


def test_missive_events() -> None:
    s = new(chapter=1)  # J 1, R 2, reserve 2
    reveal(s, "E1-2")
    assert s.missives == [1, 1] and s.reserve == 3
    reveal(s, "E1-6", 2)
    assert s.missives == [0, 1] and s.reserve == 4
    s.missives, s.reserve = [2, 1], 2
    reveal(s, "E3-5", 3)
    assert s.missives == [0, 0] and s.reserve == 5


def test_hate_events() -> None:
    s = new(chapter=2)
    place(s, laurent="church")
    reveal(s, "E2-5")
    assert s.hate == 9
    s2 = new(chapter=2)
    place(s2, laurent="street")
    reveal(s2, "E2-5")
    assert s2.hate == 10
    reveal(s2, "E3-1", 2)
    assert s2.hate == 8
    s3 = new(chapter=2)
    s3.hate = 2
    reveal(s3, "E3-1")
    assert s3.is_over() and s3.outcome().details["end"] == "hate"  # type: ignore[union-attr]


@pytest.mark.parametrize("event_id", [e.id for e in EVENTS if e.hourglass])
def test_hourglass_cards_stay_face_up_and_last(event_id: str) -> None:
    s = new(chapter=2)
    reveal(s, event_id)
    assert s.rules_on & EVENTS[EVENT_INDEX[event_id]].rule
    assert s.view(J)["love_spaces"]["1"] == {"id": event_id, "face_up": True}


def test_after_movement_hourglass_effects() -> None:
    s = new(chapter=2)
    place(s, allegory="cell", juliette="street", romeo="parlor", tybalt="balcony", lady_capulet="church")
    reveal(s, "E2-6")
    reveal(s, "E3-3", 2)
    reveal(s, "E3-4", 3)
    after_movement(s)
    assert where(s, "allegory") == "parlor"
    assert where(s, "lady-capulet") == "street"
    assert where(s, "tybalt") == "street"  # one step toward Roméo (Parlor) the short way
    after_movement(s)
    assert where(s, "tybalt") == "parlor"
    after_movement(s)
    assert where(s, "tybalt") == "parlor"  # already with Roméo


def test_one_shot_cards_are_face_down_in_the_view() -> None:
    s = new(chapter=2)
    reveal(s, "E1-5")
    assert s.view(R)["love_spaces"]["1"] == {"id": "E1-5", "face_up": False}
    assert s.pos[9] == LOC_INDEX["church"]  # Vespers: Brother Laurent to the Church
