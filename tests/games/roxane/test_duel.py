"""Duels: the rulebook's duel example, wins and losses, the fully revealed loser, visibility."""

from __future__ import annotations

import pytest

from salon.core.setups import build_setup
from salon.games.roxane.rules import GAME, RoxaneState

from .helpers import legal, play

BLUE, ORANGE, GREEN = 0, 1, 2


def duel_position():
    """The rulebook's position, from the game's public set-up (salon.games.roxane.setups)."""
    s = build_setup(GAME, "duel-example", seed=21)
    assert isinstance(s, RoxaneState)
    return s


def test_rulebook_duel_example_ends_in_a_tie() -> None:
    s = duel_position()
    play(s, "duel T19 @0")  # a candle; the glove points at blue
    assert s.current_players() == (ORANGE,)
    assert "give up" not in legal(s)  # the attacker must open with a marker
    play(s, "play 2", "done")
    assert s.d_str == [3, 0]  # 2 + the glove's sword
    assert s.current_players() == (BLUE,)
    play(s, "play 2")
    assert "done" not in legal(s)  # 2 does not reach 3 yet
    play(s, "play 2", "done")
    assert s.d_str == [3, 4]
    assert s.view(GREEN)["duel"]["table"] == [2, 2, 2]  # played markers are face up
    play(s, "play 1", "done")
    assert s.d_str == [4, 4]
    play(s, "give up")  # blue accepts the tie
    assert s.passion == [1, 1, 0]
    assert s.revealed == [0, 0, 0]
    assert len(s.fence[ORANGE]) == 1 and len(s.fence[BLUE]) == 0  # orange drew a marker
    assert sum(s.bag) == 33 - 1
    assert s.d_att == -1 and s.view(BLUE)["duel"] is None


def test_winner_gets_two_passion_loser_reveals_and_draws() -> None:
    s = duel_position()
    play(s, "duel T19 @0", "play 2", "done")
    play(s, "give up")  # blue gives up at once: 3 against 0
    assert s.passion[ORANGE] == 2 and s.passion[BLUE] == 0
    assert s.revealed[BLUE] == 1 and s.revealed[ORANGE] == 0
    assert len(s.fence[BLUE]) == 3  # kept 2, drew 1


def test_cannot_strike_back_without_enough_strength() -> None:
    s = duel_position()
    s.fence[BLUE] = [1]
    play(s, "duel T19 @0", "play 2", "done")
    assert legal(s) == ["give up"]


def test_same_opponent_only_once_per_turn() -> None:
    s = duel_position()
    play(s, "duel T19 @0", "play 1", "done", "give up")
    acts = legal(s)
    assert "duel T22 @0" not in acts and "duel T22 @2" in acts


def test_fully_revealed_loser_discards_passion_rose_or_letter() -> None:
    s = duel_position()
    s.revealed[BLUE] = 13
    s.roses[BLUE] = 1
    s.passion[BLUE] = 1
    play(s, "duel T19 @0", "play 2", "done", "give up")
    assert s.current_players() == (BLUE,)
    assert legal(s) == ["lose passion", "lose rose"]
    play(s, "lose rose")
    assert s.roses[BLUE] == 0 and s.revealed[BLUE] == 13
    assert len(s.fence[BLUE]) == 3  # the grudge marker is still drawn
    assert s.current_players() == (ORANGE,)


def test_fully_revealed_loser_with_nothing_loses_nothing() -> None:
    s = duel_position()
    s.revealed[BLUE] = 13
    play(s, "duel T19 @0", "play 2", "done", "give up")
    assert s.current_players() == (ORANGE,)


def test_defender_without_markers_may_be_challenged() -> None:
    s = duel_position()
    s.fence[GREEN] = []
    assert "duel T19 @2" in legal(s)


def test_attacker_needs_a_marker_except_with_a_comma_draw() -> None:
    s = duel_position()
    s.fence[ORANGE] = []
    acts = legal(s)
    assert not any(a.startswith("duel") for a in acts)
    assert "comma duel @0" in acts
    play(s, "comma duel @0")
    assert legal(s) == ["fencing now"]
    play(s, "fencing now")
    assert len(s.fence[ORANGE]) == 1 and s.commas_gone[ORANGE] == 1


def test_comma_duel_draw_after() -> None:
    s = duel_position()
    play(s, "comma duel @0", "fencing later", "play 1", "done", "give up")
    assert s.current_players() == (ORANGE,)
    assert legal(s) == ["fencing draw", "skip"]
    n = len(s.fence[ORANGE])
    play(s, "fencing draw")
    assert len(s.fence[ORANGE]) == n + 1


@pytest.mark.parametrize("seat", [BLUE, GREEN, None])
def test_fencing_values_hidden_from_others(seat: int | None) -> None:
    s = duel_position()
    v = s.view(seat)
    assert v["player"][ORANGE]["fencing"] == 2
    assert v["player"][ORANGE]["fencing_values"] is None
    assert s.view(ORANGE)["player"][ORANGE]["fencing_values"] == [1, 2]


def test_comma_fencing_draw_without_a_duel_once_every_opponent_was_challenged() -> None:
    # R5: "it is always possible to carry out the actions of these cards only partially"
    s = duel_position()
    s.challenged = 1 << BLUE | 1 << GREEN
    acts = legal(s)
    assert not any(a.startswith("comma duel") for a in acts) and "comma woo" in acts
    n = len(s.fence[ORANGE])
    play(s, "comma woo")
    assert len(s.fence[ORANGE]) == n + 1 and s.commas_gone[ORANGE] == 1
    assert s.revealed[ORANGE] == 0 and s.d_att == -1  # the mandatory card; no duel


def test_comma_duel_left_out_after_its_draw() -> None:
    s = duel_position()
    n = len(s.fence[ORANGE])
    play(s, "comma duel @0", "fencing now")
    assert "skip" in legal(s) and "play 1" in legal(s)
    play(s, "skip")
    assert len(s.fence[ORANGE]) == n + 1 and s.d_att == -1 and s.passion == [0, 0, 0]
    assert s.current_players() == (ORANGE,)
    assert "duel T19 @0" in legal(s)  # blue was not challenged


def test_a_text_card_duel_cannot_be_left_out() -> None:
    s = duel_position()
    play(s, "duel T19 @0")
    assert "skip" not in legal(s)


def test_comma_partial_false_keeps_the_version_4_reading() -> None:
    s = duel_position()
    s.options = {**s.options, "comma_partial": False}
    s._lc = None
    assert "comma woo" not in legal(s)
    play(s, "comma duel @0", "fencing now")
    assert "skip" not in legal(s)
