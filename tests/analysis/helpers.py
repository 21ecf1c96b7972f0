"""Seeded finished games for the analysis tests."""

from __future__ import annotations

from typing import Any

from salon.analysis import Level
from salon.bots import make_bot
from salon.core import load_game

#: a budget small enough for plumbing tests (the figures are not looked at)
TINY = Level("tiny", screen=1, keep=1, evaluate_all=2, searches=2, samples=2)


def finished_record(game_id: str, players: int, seed: int = 1, specs: tuple[str, ...] = ("heuristic",)) -> dict[str, Any]:
    """A game played to the end by bots (seat p plays specs[p % len(specs)])."""
    game = load_game(game_id)
    bots = [make_bot(specs[p % len(specs)], seed=seed * 10 + p) for p in range(players)]
    state = game.new_game(players, seed=seed)
    while not state.is_over():
        for p in state.current_players():
            if p in state.current_players():
                state.apply(p, bots[p].choose(state, p))
    return state.record()


def named_record_file(folder: Any, seed: int) -> Any:
    """A finished 3-player Rose Ceremony record (heuristic and random seats) named Ada, Bo and
    Cy, written to `folder`/game.json for the CLI: its path."""
    import json

    path = folder / "game.json"
    record = finished_record("rose-ceremony", 3, seed=seed, specs=("heuristic", "random"))
    record["names"] = ["Ada", "Bo", "Cy"]
    path.write_text(json.dumps(record))
    return path
