"""Action notation: every action round-trips; bad text is rejected with a helpful message."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette.actions import ALL_ACTIONS, EFFECT_MOVES, parse

from .helpers import R, new


def test_every_action_round_trips() -> None:
    game = salon.load_game("romeo-juliette")
    for a in ALL_ACTIONS:
        assert parse(str(a)) == a
        assert game.parse_notation(str(a)) == a


def test_non_canonical_spellings() -> None:
    assert str(parse("  MOVE  nurse+tybalt   CW ")) == "move tybalt+nurse cw"
    assert str(parse("Propose Passion")) == "propose passion"


@pytest.mark.parametrize("text", ["missive verona", "go tomb", "with mercutio", "move tybalt north",
                                  "hello", "keep", "step aside"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(salon.InvalidNotation):
        parse(text)


def test_effect_tables() -> None:
    sizes = {name: len(moves) for name, moves in EFFECT_MOVES.items()}
    assert sizes == {"ballroom": 12, "parlor": 6, "cell": 14, "church": 2, "street": 2, "balcony": 0}


def test_illegal_actions_say_why() -> None:
    s = new(chapter=9)
    with pytest.raises(salon.IllegalAction, match="no missive"):
        s.apply(R, "missive church")
    with pytest.raises(salon.IllegalAction, match="no standing proposal"):
        s.apply(R, "confirm")
    with pytest.raises(salon.NotYourTurn):
        s.apply(0, "propose passion")


def test_descriptions_hide_secret_choices() -> None:
    from salon.games.romeo_juliette.actions import parse as p

    s = new(chapter=1)
    assert s.describe(R, p("missive street"), 0) == "Roméo spends a missive pointing at Verona Street"
    s.apply(R, "propose passion")
    assert s.describe(0, p("confirm"), R) == "Juliette confirms Passion"
    s.apply(0, "confirm")
    card = s.legal_actions(0)[0]
    assert s.describe(0, card, R) == "Juliette makes a secret choice"
    assert s.describe(0, card, None) == "Juliette makes a secret choice"
    assert "in secret" in s.describe(0, card, 0)
