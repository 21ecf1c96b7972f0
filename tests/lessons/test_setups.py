"""Every game's public set-ups (salon.core.setups): named, seeded, reproducible, counted."""

from __future__ import annotations

import pytest

import salon
from salon.core.setups import UnknownSetup, build_setup, setup_names, setups_of

GAMES = ["rose-ceremony", "roxane", "aqua-mirabilis", "romeo-juliette"]
CASES = [(g, n) for g in GAMES for n in setup_names(salon.load_game(g))]


def test_every_game_has_set_ups() -> None:
    for g in GAMES:
        assert len(setup_names(salon.load_game(g))) >= 2, g


@pytest.mark.parametrize(("game_id", "name"), CASES)
def test_a_set_up_is_reproducible_and_keeps_every_component(game_id: str, name: str) -> None:
    game = salon.load_game(game_id)
    a = build_setup(game, name)
    b = build_setup(game, name)
    assert a.to_json() == b.to_json()  # same name and seed: the same state, bit for bit
    item = setups_of(game).get(name)
    assert item.about  # documented
    fresh = game.new_game(a.players, seed=item.seed, **a.options)
    assert a.component_counts() == fresh.component_counts()  # nothing made or lost
    assert a.current_players() and not a.is_over()
    for p in a.current_players():
        assert a.legal_actions(p)
    other = build_setup(game, name, seed=item.seed + 1)
    assert other.current_players() == a.current_players()


def test_unknown_set_up_and_bad_seed_are_refused() -> None:
    game = salon.load_game("roxane")
    with pytest.raises(UnknownSetup, match="no set-up 'nope'.*duel-example"):
        build_setup(game, "nope")
    with pytest.raises(salon.SalonError, match="seed"):
        build_setup(game, "duel-example", seed=-1)
