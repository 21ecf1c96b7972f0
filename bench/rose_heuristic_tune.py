"""Tune Rose Ceremony's heuristic by self-play, and measure the tuned weights against the first.

A candidate's result is its share of the win over seat-rotated games against a baseline (every
seat pattern mixing the two, each deal played once per pattern, as `salon arena` does; an equal
bot takes exactly 50%). Two commands:

    .venv/bin/python bench/rose_heuristic_tune.py measure [--games 6000] [--seed 555]
        what `WEIGHTS` (the tuned, what `heuristic` plays) take against `FIRST_WEIGHTS` (the
        first release's) at 3, 4, 5 and 6 players

    .venv/bin/python bench/rose_heuristic_tune.py tune [--steps 80] [--games 6000] [--seed 1]
        the climb that found `WEIGHTS`: from `FIRST_WEIGHTS`, move two weights a step each at
        random; a move that takes more than 1 point over the best so far against the first
        weights (3 players, fresh deals every step) is kept if it holds on a second set of
        deals; prints every step and the best weights

`WEIGHTS` are the best of `tune --steps 80 --seed 1` (2026-12-06, both cores: about 4 minutes).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
from typing import Any

from salon.games.rose_ceremony.bot import FIRST_WEIGHTS, WEIGHTS, Weights, weights_share
from salon.sim.arena import seat_patterns
from salon.sim.parallel import worker_pool
from salon.sim.runner import game_seed

#: the step of each weight in the climb
STEPS = {"thorn_cost": 0.05, "charm": 1.0, "accept": 0.1, "accept_per_thorn": 0.05, "leader": 0.2,
         "giver_bias": 0.4, "cash_charm": 1, "cash_thorns": 1, "cash_rounds": 0.5}


_INSTANCES: dict[tuple[Any, ...], Weights] = {}


def weights(values: tuple[Any, ...]) -> Weights:
    """One Weights object per set of values in a process: the heuristic's caches key on it."""
    if values not in _INSTANCES:
        _INSTANCES[values] = Weights(*values)
    return _INSTANCES[values]


def share(args: tuple[tuple[Any, ...], tuple[Any, ...], int, int, int]) -> float:
    """Game k of a seat-rotated series: the candidate's share of the win (1 = its seats)."""
    cand_values, base_values, k, seed, players = args
    cand, base = weights(cand_values), weights(base_values)
    pats = seat_patterns(players)
    deal, i = divmod(k, len(pats))
    return weights_share(cand, base, players, game_seed(seed, deal), pats[i])


def evaluate(pool, cand: Weights, base: Weights, games: int, seed: int, players: int = 3) -> float:  # type: ignore[no-untyped-def]
    games -= games % len(seat_patterns(players))
    c, b = dataclasses.astuple(cand), dataclasses.astuple(base)
    results = pool.map(share, [(c, b, k, seed, players) for k in range(games)], chunksize=50)
    return sum(results) / len(results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("measure", "tune"))
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--steps", type=int, default=80)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with worker_pool(args.jobs) as pool:
        if args.command == "measure":
            seed = 555 if args.seed is None else args.seed
            for players in (3, 4, 5, 6):
                s = evaluate(pool, WEIGHTS, FIRST_WEIGHTS, args.games, seed, players)
                print(f"{players} players: the tuned weights take {100 * s:.1f}% of the win against the first", flush=True)
            return
        rnd = random.Random(1 if args.seed is None else args.seed)
        best, best_share = FIRST_WEIGHTS, 0.5
        for step in range(args.steps):
            moves: dict[str, Any] = {}
            for name in rnd.sample(list(STEPS), 2):
                value = getattr(best, name) + rnd.choice((-1, 1)) * STEPS[name]
                moves[name] = round(value, 3) if isinstance(value, float) else value
            cand = dataclasses.replace(best, **moves)
            s = evaluate(pool, cand, FIRST_WEIGHTS, args.games, 100 + step)
            print(step, moves, f"{s:.4f}", flush=True)
            if s > best_share + 0.01:
                again = evaluate(pool, cand, FIRST_WEIGHTS, args.games, 1000 + step)
                print(f"  on other deals {again:.4f}", flush=True)
                if again > best_share:
                    best, best_share = cand, (s + again) / 2
                    print("  best", best, f"{best_share:.4f}", flush=True)
        print("best", best)


if __name__ == "__main__":
    main()
