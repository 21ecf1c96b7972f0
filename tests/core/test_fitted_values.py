"""What every fitted search value (a conditional logit over public counts: salon.core.logit)
must be, on each game that has one: stages counted once each in order, each seat's chance a
distribution during play and the result once the game is over."""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from typing import Any

import pytest

import salon
from salon.core.game import State
from salon.core.playout import play_out
from salon.games.aqua_mirabilis.timetrack import last_day
from salon.games.roxane.data import ROUNDS

#: game id → the last stage its search_round reaches at a given player count
LAST_STAGE: dict[str, Callable[[int], int]] = {
    "roxane": lambda players: ROUNDS,  # 0: the opening hands, before round 1
    "aqua-mirabilis": last_day,  # 0: the opening Sunday
}


def heuristic_game(game_id: str, players: int, seed: int,
                   after: Callable[[State, int], None] | None = None) -> Any:
    """A seeded game between heuristic bots, played to the end (`after` runs after each decision)."""
    game = salon.load_game(game_id)
    bot = importlib.import_module(game.heuristic_module).HeuristicBot
    state = game.new_game(players, seed=seed)
    play_out(state, [bot(seed=seed + q) for q in range(players)], game.max_decisions, after)
    return state


def _search(game_id: str) -> Any:
    return importlib.import_module(salon.load_game(game_id).search_module)


@pytest.mark.parametrize("game_id", sorted(LAST_STAGE))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_round_counts_every_stage_once_in_order(game_id: str, players: int) -> None:
    search = _search(game_id)
    seen: list[int] = []
    heuristic_game(game_id, players, 11, lambda st, _: seen.append(search.search_round(st)))
    assert seen == sorted(seen)
    assert sorted(set(seen)) == list(range(LAST_STAGE[game_id](players) + 1))


@pytest.mark.parametrize("game_id", sorted(LAST_STAGE))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_value_is_a_distribution_and_the_result_once_over(game_id: str, players: int) -> None:
    search = _search(game_id)
    values: list[list[float]] = []
    state = heuristic_game(game_id, players, 5, lambda st, _: values.append(search.search_value(st)))
    for v in values[:-1]:
        assert len(v) == players and all(0.0 <= x <= 1.0 for x in v)
        assert math.isclose(sum(v), 1.0)
    winners = state.outcome().winners
    assert values[-1] == [1 / len(winners) if q in winners else 0.0 for q in range(players)]
