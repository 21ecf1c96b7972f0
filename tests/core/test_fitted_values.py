"""What every fitted search value (a conditional logit over public counts: salon.core.logit)
must be, on each game that has one: stages counted once each in order, each seat's chance a
distribution during play and the result once the game is over."""

from __future__ import annotations

import importlib
import math
import tomllib
from collections.abc import Callable
from typing import Any

import pytest

import salon
from salon.core import measured
from salon.core.game import State
from salon.core.measured import load_weights
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


@pytest.mark.parametrize("game_id", ["roxane", "rose-ceremony", "aqua-mirabilis"])
def test_the_regenerating_command_writes_a_table_the_value_reads(
        game_id: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m <search module> --games N --seed S` (core.measured.write_value_weights) writes
    every (players, stage) the shipped file has, under the same features, and says how it was
    made; nothing is written to the package here."""
    search = _search(game_id)
    written: dict[str, str] = {}
    monkeypatch.setattr(measured, "write_package_data",
                        lambda package, name, lines: written.update({f"{package}/{name}": "\n".join(lines)}))
    search._main(["--games", "2", "--seed", "3"])
    (path, text), = written.items()
    assert path == f"{search.__package__}/search_value.toml"
    assert f"# provenance = \"measured\": python -m {search.__name__} --games 2 --seed 3" in text
    fresh = tomllib.loads(text)
    assert tuple(fresh["features"]) == tuple(search.FEATURES)
    stage = next(k for k in fresh["table"][0] if k not in ("players", "weights"))
    keys = {(t["players"], t[stage]) for t in fresh["table"]}
    assert keys == set(load_weights(search.__package__, search.FEATURES, stage))
    assert all(len(t["weights"]) == len(search.FEATURES) for t in fresh["table"])
    assert "players:" in capsys.readouterr().err
