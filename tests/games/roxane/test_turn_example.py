"""The rulebook's "Example of a Turn" (with its influence example) played decision by decision."""

from __future__ import annotations

from salon.core.setups import build_setup
from salon.games.roxane.data import CARD_INDEX, CARD_TYPE, INKWELL, QUILL
from salon.games.roxane.rules import GAME, RoxaneState

from .helpers import c, give_hand, legal, play, turn_of

GREEN, NEXT = 2, 0


def setup_example():
    """The rulebook's position, from the game's public set-up (salon.games.roxane.setups)."""
    s = build_setup(GAME, "turn-example", seed=11)
    assert isinstance(s, RoxaneState)
    return s


def test_whole_turn_example() -> None:
    s = setup_example()
    infl_gone = s.infl_gone
    # mandatory action: a comma closes verse 1 and a candle begins verse 2
    assert "comma write" in legal(s)
    play(s, "comma write")
    assert s.current_players() == (GREEN,)
    assert "skip" in legal(s)
    play(s, "write T20")
    assert [[CARD_INDEX[x] for x in v] for v in [["T03", "T21", "T37", "T73"], ["T20"]]] == s.verses[GREEN]
    assert s.commas[GREEN] == 1 and s.commas_w[GREEN] == 1
    assert s.revealed[GREEN] == 2
    # first extra action: reveal step 3, scheme with a quill, two pebbles, two steps
    play(s, "scheme T02")
    assert s.revealed[GREEN] == 3
    play(s, "step E", "step E")
    assert s.roxane == 14 and s.pebbles == 1
    # the Romance marker moved 1 left onto the influence marker, which absorbed the second step
    assert s.marker[0] == 5
    assert s.infl[0][5] == 0 and s.infl_gone == infl_gone + 1
    # second extra action: reveal step 4, woo with an inkwell: 2 fencing markers
    play(s, "woo T56")
    assert s.revealed[GREEN] == 4 and len(s.fence[GREEN]) == 2
    v = s.view(GREEN)
    assert v["player"][GREEN]["fencing_values"] == s.fence[GREEN]
    assert s.view(NEXT)["player"][GREEN]["fencing_values"] is None
    # she does not use her last extra action
    assert "end" in legal(s)
    play(s, "end")
    # check resources: both markers have spaces (T03, T21 or the commas): nothing to discard
    assert len(s.fence[GREEN]) == 2
    # refill: quill, another quill, then an inkwell; each card seen before the next choice
    assert legal(s)[0] == "draw quill"
    play(s, "draw quill")
    assert len(s.hands[GREEN]) == 4
    play(s, "draw quill", "draw inkwell")
    assert len(s.hands[GREEN]) == 6
    assert sum(CARD_TYPE[x] == QUILL for x in s.hands[GREEN]) == 2
    assert sum(CARD_TYPE[x] == INKWELL for x in s.hands[GREEN]) == 1
    # now it is the next player's turn
    assert s.current_players() == (NEXT,)


def test_comma_write_needs_a_started_verse_and_type_twice_is_illegal() -> None:
    s = setup_example()
    s.verses[GREEN] = [[c("T03")]]
    s.caps[GREEN] = [0, 0, 1]
    give_hand(s, GREEN, ["T01", "T20", "T02", "T56", "T40", "T85"])
    turn_of(s, GREEN)
    acts = legal(s)
    assert "write T01" not in acts and "write T02" not in acts  # a quill is in the verse
    assert "write T20" in acts and "comma write" in acts
    s.verses[GREEN] = [[]]
    turn_of(s, GREEN)
    assert "comma write" not in legal(s)


def test_extra_actions_end_after_three() -> None:
    s = setup_example()
    play(s, "woo T02", "woo T56", "woo T85", "influence T40")
    assert s.revealed[GREEN] == 5
    play(s, "fencing now", "skip")
    # the action phase is over: check resources / refill follow
    assert not any(x.startswith(("woo", "write", "end")) for x in legal(s))


def test_no_optional_actions_when_fully_revealed() -> None:
    s = setup_example()
    s.revealed[GREEN] = 13
    turn_of(s, GREEN, then=NEXT)
    play(s, "woo T02")
    assert s.revealed[GREEN] == 13
    assert all(x.startswith(("draw", "discard")) for x in legal(s))


def test_duel_loss_in_own_turn_uses_a_step_under_the_marker() -> None:
    s = setup_example()
    s.revealed[GREEN] = 0
    turn_of(s, GREEN, then=NEXT)
    s.fence[GREEN] = [1]
    s.fence[NEXT] = [3]
    play(s, "duel T20 @0", "play 1", "done", "play 3", "done", "give up")
    assert s.revealed[GREEN] == 1  # lost: one step revealed
    play(s, "woo T02", "woo T56")
    # the marker covered steps 1-3: the loss used one, two extras used the others
    assert s.revealed[GREEN] == 3
    assert all(x.startswith(("draw", "discard")) for x in legal(s))


def test_rulebook_extra_action_marker_example() -> None:
    """Blue has revealed the first two steps: the marker goes on the third step and covers
    steps 3-5, so three extra cards reveal steps 3, 4 and 5 and no more can follow."""
    s = setup_example()
    assert s.revealed[GREEN] == 2 and s.xlimit == 5
    assert s.view(GREEN)["extra_limit"] == 5
    play(s, "woo T02", "woo T56")
    assert s.revealed[GREEN] == 3
    play(s, "woo T85", "trade T24", "skip")
    assert s.revealed[GREEN] == 5
    assert all(x.startswith(("draw", "discard")) for x in legal(s))


def test_extra_action_marker_resets_at_the_start_of_each_turn() -> None:
    """The turn sequence ("1. Reset extra actions") and the turn example ("At the start of his
    turn") against "At the start of each round": a step lost in a duel earlier in the round,
    before the player's own turn, uses none of that turn's extra actions."""
    s = setup_example()
    s.revealed[NEXT] = 0
    s.fence[GREEN] = [3]
    s.fence[NEXT] = [1]
    play(s, "duel T20 @0", "play 3", "done", "give up")
    assert s.revealed[NEXT] == 1  # lost in green's turn
    play(s, "end")
    while s.current_players() == (GREEN,):
        play(s, legal(s)[0])  # green checks resources and refills the hand
    assert s.current_players() == (NEXT,)
    assert s.xlimit == 4 and s.view(NEXT)["extra_limit"] == 4  # steps 2-4 under the marker
