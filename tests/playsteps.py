"""Seeded random games kept step by step, shared by the words tests of every game."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

import salon
from salon.core.game import State
from salon.core.rng import Rng


@cache
def random_steps(game_id: str, players: int, seed: int, options: tuple[tuple[str, Any], ...] = (),
                 rng_seed: int | None = None) -> list[tuple[Any, int, Any]]:
    """(state before, seat, action) for every decision of a seeded random game, then
    (final state, -1, None). The random policy draws from Rng(rng_seed) (default seed + 77): a seat among several who
    must decide, then an action."""
    state: State = salon.load_game(game_id).new_game(players=players, seed=seed, **dict(options))
    rng = Rng(seed + 77 if rng_seed is None else rng_seed)
    steps: list[tuple[Any, int, Any]] = []
    while not state.is_over():
        seats = state.current_players()
        p = seats[rng.below(len(seats))] if len(seats) > 1 else seats[0]
        legal = state.legal_actions(p)
        a = legal[rng.below(len(legal))]
        steps.append((state.clone(), p, a))
        state.apply(p, a)
    steps.append((state, -1, None))
    return steps


def game_cases() -> list[Any]:
    """pytest params (game id, players, options) over every game, player count and option set."""
    out = []
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        for n in game.player_counts():
            for i, opts in enumerate(game.option_variants()):
                label = f"{gid}-{n}p" + (f"-opt{i}" if i else "")
                out.append(pytest.param(gid, n, tuple(sorted(opts.items())), id=label))
    return out
