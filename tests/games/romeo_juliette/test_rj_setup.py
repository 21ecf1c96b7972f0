"""Setting up the city of Verona and the chapters (rulebook: Setting Up, Your First Game)."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette.data import CHAPTERS, EVENTS, LEVEL_OF, LOC_CARD_INDEX

from .helpers import J, R, new, where


def test_registered_facts() -> None:
    game = salon.games.romeo_juliette.GAME
    assert game.id == "romeo-juliette"
    assert game.cooperative and game.min_players == game.max_players == 2
    variants = game.option_variants()
    chapters = {v.get("chapter", 1) for v in variants}
    assert {1, 5, 9} <= chapters


def test_rulebook_setup_example_chapter_one() -> None:
    """'the Balcony for Juliette and Brother Laurent's Cell for Roméo': each keeps that card."""
    s = new(chapter=1)
    assert where(s, "juliette") == "balcony" and where(s, "romeo") == "cell"
    assert LOC_CARD_INDEX["balcony"] in s.loc_hand[J]
    assert LOC_CARD_INDEX["cell"] in s.loc_hand[R]
    # the preamble filled both hands to 4 + 4
    for seat in (J, R):
        assert len(s.loc_hand[seat]) == 4 and len(s.cha_hand[seat]) == 4
        assert len(s.loc_deck[seat]) == 3 and len(s.cha_deck[seat]) == 3
    # FOUND: Roméo 2 missives, Juliette 1, 2 in the reserve
    assert s.missives == [1, 2] and s.reserve == 2
    assert s.love == 0 and s.hate == 10
    assert EVENTS[s.ev_book].id == "C1"
    view = s.view(J)
    assert view["seats"][R]["known_in_hand"] == ["cell"]
    assert view["seats"][J]["known_in_hand"] == ["balcony"]


@pytest.mark.parametrize("chapter", range(1, 10))
def test_every_chapter_card(chapter: int) -> None:
    ch = CHAPTERS[chapter]
    s = new(chapter=chapter, seed=chapter)
    assert EVENTS[s.ev_book].id == f"C{chapter}"
    assert len(s.ev_deck) == 9
    levels = [0, 0, 0]
    for c in s.ev_deck:
        levels[LEVEL_OF[c]] += 1
    assert tuple(levels) == ch.events
    assert s.missives == list(ch.missives) and s.reserve == 5 - sum(ch.missives)
    assert s.pos == list(ch.place)
    assert s.hate == ch.hate_start
    assert s.current_players() == (R,)  # ruling R4: Roméo opens the rendezvous
    assert sum(s.component_counts()[k] for k in s.component_counts() if k.startswith("event card")) == 27


def test_chapters_start_without_hate() -> None:
    from salon.games.romeo_juliette.scene import hate_locations

    for ch in CHAPTERS.values():
        s = new(chapter=ch.number)
        assert hate_locations(s.pos, s.rules_on) == [], ch.number


def test_event_draw_is_seeded_and_random() -> None:
    decks = {tuple(sorted(new(chapter=5, seed=k).ev_deck)) for k in range(12)}
    assert len(decks) > 1
    assert new(chapter=5, seed=3).ev_deck == new(chapter=5, seed=3).ev_deck


def test_bad_options_rejected() -> None:
    with pytest.raises(salon.InvalidOptions):
        new(chapter=10)
    with pytest.raises(salon.InvalidOptions):
        salon.games.romeo_juliette.GAME.new_game(3, seed=1)
