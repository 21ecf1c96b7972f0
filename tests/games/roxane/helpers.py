"""Building Roxane positions for scenario tests (the set-up tools live in salon.games.roxane.setups)."""

from __future__ import annotations

from typing import Any

from salon.games.roxane.rules import GAME, RoxaneState
from salon.games.roxane.setups import card, give_hand, tile, turn_of, write_verses

__all__ = ["c", "give_hand", "legal", "new", "play", "tile", "turn_of", "write_verses"]


def new(players: int = 3, seed: int = 1, **opts: Any) -> RoxaneState:
    state = GAME.new_game(players, seed=seed, **opts)
    assert isinstance(state, RoxaneState)
    return state


c = card  # the scenario tests' short name


def play(s: RoxaneState, *texts: str) -> None:
    """Apply these notations, each by the seat to act."""
    for t in texts:
        p = s.current_players()[0]
        s.apply(p, t)


def legal(s: RoxaneState) -> list[str]:
    p = s.current_players()[0]
    return [str(a) for a in s.legal_actions(p)]
