"""Shared helpers for the RL adapter tests: every registered game, count and option variant."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import salon
from salon.core import State


def cases(variants: bool = True) -> list[tuple[str, int, tuple[tuple[str, Any], ...]]]:
    out = []
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        opts_list = game.option_variants() if variants else [{}]
        for n in game.player_counts():
            for opts in opts_list:
                out.append((gid, n, tuple(sorted(opts.items()))))
    return out


def case_id(case: tuple[str, int, tuple[tuple[str, Any], ...]]) -> str:
    gid, n, opts = case
    extra = ",".join(f"{k}={v}" for k, v in opts)
    return f"{gid}-{n}p" + (f"-{extra}" if extra else "")


def playout(gid: str, n: int, opts: dict[str, Any], seed: int) -> Iterator[tuple[State, int]]:
    """Every (state, seat) decision of a seeded random playout, before the seat acts."""
    game = salon.load_game(gid)
    state = game.new_game(n, seed=seed, **opts)
    rand = random.Random(seed)
    for _ in range(game.max_decisions):
        current = state.current_players()
        if not current:
            return
        for p in current:
            if p not in state.current_players():
                continue
            yield state, p
            state.apply(p, rand.choice(state.legal_actions(p)))
    raise AssertionError(f"{gid}: playout longer than max_decisions")
