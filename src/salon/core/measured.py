"""Data files a game measures from its own self-play (a search module's model, say): the
command line that regenerates one, the self-play it is measured on, where it is written and how
it is read back."""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections.abc import Callable, Iterable, Sequence
from importlib import resources
from typing import Any

from .game import State
from .logit import fit
from .playout import play_out

#: every seat's feature row, as a search module's `features(state)` gives them
Rows = list[list[float]]
#: a search module's `measure(players, games, seed)`: (stage, every seat's features, the winner)
Measure = Callable[[int, int, int], list[tuple[int, Rows, int]]]


def measure_args(doc: str | None, argv: Sequence[str] | None, games: int) -> argparse.Namespace:
    """`--games N --seed S` for a module whose `python -m` run regenerates a measured file."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n")[0])
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args(argv)


def write_package_data(package: str, name: str, lines: Sequence[str]) -> None:
    """Write `lines` to the package's data/<name> (the file the module reads back)."""
    path = resources.files(package).joinpath(f"data/{name}")
    with resources.as_file(path) as target:
        target.write_text("\n".join(lines), encoding="utf-8")


def self_play_snapshots(game: Any, bot: Callable[[int], Any], players: int, games: int, seed: int,
                        stage: Callable[[State], int], features: Callable[[State], Rows]
                        ) -> list[tuple[int, Rows, int]]:
    """Self-play of `games` seeded games (`bot(seed)` for every seat): each time `stage(state)`
    moves to a new value of at least 1 while the game goes on, (that stage, every seat's
    features), each with the game's winner; games won by several seats are left out."""
    rows: list[tuple[int, Rows, int]] = []
    for g in range(games):
        state = game.new_game(players, seed=seed * 1_000_003 + g)
        snaps: list[tuple[int, Rows]] = []
        last = [stage(state)]

        def snap(st: State, _: int, last: list[int] = last, snaps: list[tuple[int, Rows]] = snaps) -> None:
            now = stage(st)
            if now != last[0] and now >= 1 and st.outcome() is None:
                snaps.append((now, features(st)))
            last[0] = now

        play_out(state, [bot(players * g + q) for q in range(players)], game.max_decisions, snap)
        winners = state.outcome().winners
        if len(winners) == 1:
            rows += [(k, f, winners[0]) for k, f in snaps]
    return rows


def load_weights(package: str, features: Sequence[str], stage: str) -> dict[tuple[int, int], tuple[float, ...]]:
    """A search module's fitted weights (its data/search_value.toml) by (players, stage)."""
    with resources.files(package).joinpath("data/search_value.toml").open("rb") as f:
        raw = tomllib.load(f)
    assert tuple(raw["features"]) == tuple(features), "data/search_value.toml was fitted on other features"
    return {(int(t["players"]), int(t[stage])): tuple(float(x) for x in t["weights"]) for t in raw["table"]}


def write_value_weights(package: str, doc: str | None, about: Sequence[str], features: Sequence[str], stage: str,
                        player_counts: Iterable[int], stages: Callable[[int], Iterable[int]],
                        measure: Measure, argv: Sequence[str] | None, steps: int = 12,
                        pool: Callable[[int], int] = lambda s: s) -> None:
    """A search module's `python -m` run: fit its conditional logit (`salon.core.logit.fit`) per
    player count and stage on its `measure`d heuristic self-play (each snapshot counted at stage
    `pool(stage)`) and write the weights to its data/search_value.toml, which `load_weights`
    reads back. A stage no game reached keeps the previous stage's weights."""
    module = f"{package}.search"
    args = measure_args(doc, argv, games=2000)
    names = ", ".join(json.dumps(f) for f in features)
    lines = [f"# {line}" for line in about]
    lines += [f'# provenance = "measured": python -m {module} --games {args.games} --seed {args.seed}',
              f"features = [{names}]", ""]
    for players in player_counts:
        rows = measure(players, args.games, args.seed)
        weights = [0.0] * len(features)
        for at in stages(players):
            samples = [(f, won) for s, f, won in rows if pool(s) == at]
            if samples:
                weights = fit(samples, len(features), steps=steps)
            lines += ["[[table]]", f"players = {players}", f"{stage} = {at}",
                      f"weights = [{', '.join(f'{x:.5f}' for x in weights)}]", ""]
        print(f"{players} players: {len(rows)} positions", file=sys.stderr)
    write_package_data(package, "search_value.toml", lines)
