"""OpenSpiel's `rl_environment` on salon's games and on OpenSpiel's own Python games, in one run.

Every game is played by uniformly random agents through
`open_spiel.python.rl_environment.Environment` (information-state tensors where the game has
them, as the Environment chooses by default), episode after episode, until `--seconds` of CPU
time (time.process_time) are spent on it. A step is one `env.step([action])` call; the figure is
steps per CPU second, resets and the chance sampling included. salon's games run twice: with
OpenSpiel's stock `ChanceEventSampler` (which lists the deal's 65,536 outcomes at each deal) and
with `salon.rl.openspiel.DealSampler` (which draws the deal seed directly).

    .venv/bin/python bench/openspiel_rl_env.py [--seconds 2] [--seed 0] [--json]
        [--only rose] (substring of the row names)

Needs the `rl` extra (open_spiel, numpy). Numbers depend on the machine; the script prints it.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python import games as _openspiel_python_games  # noqa: F401  (registers python_*)
from open_spiel.python import rl_environment

from salon.rl import openspiel

#: (row name, OpenSpiel game name, parameters); salon rows run with both samplers
SALON_ROWS: list[tuple[str, str, dict[str, Any]]] = [
    ("salon rose-ceremony 3p", "salon_rose_ceremony", {"players": 3}),
    ("salon rose-ceremony 6p", "salon_rose_ceremony", {"players": 6}),
    ("salon romeo-juliette 2p", "salon_romeo_juliette", {"players": 2}),
    ("salon roxane 2p", "salon_roxane", {"players": 2}),
    ("salon aqua-mirabilis 2p", "salon_aqua_mirabilis", {"players": 2}),
]
OPENSPIEL_ROWS: list[tuple[str, str, dict[str, Any]]] = [
    ("python_kuhn_poker", "python_kuhn_poker", {}),
    ("python_liars_poker", "python_liars_poker", {}),
    ("python_tic_tac_toe", "python_tic_tac_toe", {}),
    ("python_block_dominoes", "python_block_dominoes", {}),
]


def rows() -> list[tuple[str, str, dict[str, Any], str]]:
    out = []
    for name, game, params in SALON_ROWS:
        out.append((name, game, params, "stock"))
        if hasattr(openspiel, "DealSampler"):  # (absent from salon before it was added)
            out.append((name, game, params, "deal"))
    for name, game, params in OPENSPIEL_ROWS:
        out.append((name, game, params, "stock"))
    return out


def measure(game_name: str, params: dict[str, Any], sampler: str, seconds: float,
            seed: int) -> dict[str, Any]:
    """Random play through rl_environment for `seconds` of CPU time."""
    game = pyspiel.load_game(game_name, params)
    chance = (openspiel.DealSampler(seed) if sampler == "deal"
              else rl_environment.ChanceEventSampler(seed))
    env = rl_environment.Environment(game, chance_event_sampler=chance)
    rand = np.random.RandomState(seed)
    steps = episodes = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        ts = env.reset()
        while not ts.last():
            player = ts.observations["current_player"]
            legal = ts.observations["legal_actions"][player]
            ts = env.step([legal[rand.randint(len(legal))]])
            steps += 1
        episodes += 1
    cpu = time.process_time() - start
    return {"episodes": episodes, "steps": steps, "cpu_s": round(cpu, 3),
            "steps_per_s": round(steps / cpu), "steps_per_episode": round(steps / episodes, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per row (default 2)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", default="", help="run only the rows whose name contains this")
    ap.add_argument("--json", action="store_true", help="print one JSON document")
    args = ap.parse_args(argv)
    if args.seconds <= 0:
        ap.error("--seconds must be positive")
    openspiel.register()
    results = []
    for name, game, params, sampler in rows():
        if args.only not in name:
            continue
        r = {"game": name, "sampler": sampler, **measure(game, params, sampler, args.seconds, args.seed)}
        results.append(r)
        if not args.json:
            print(f"{name:26} {sampler:5} {r['steps_per_s']:>7} steps/s  "
                  f"({r['steps']} steps, {r['episodes']} episodes, {r['steps_per_episode']} "
                  f"steps each, {r['cpu_s']} s CPU)", flush=True)
    machine = f"{platform.machine()} {platform.python_implementation()} {platform.python_version()}"
    if args.json:
        print(json.dumps({"machine": machine, "seconds": args.seconds, "rows": results}, indent=1))
    else:
        print(f"machine: {machine}; pyspiel {getattr(pyspiel, '__version__', '?')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
