"""ISMCTS search speed per registered game: iterations/s on one core, and the default budget's
seconds per decision.

Decision points are taken from seeded games between heuristic bots (every decision with more
than one legal action, spread over whole games); the default `ismcts` bot decides at each one.
Times are CPU seconds of this process (time.process_time), so a busy machine skews them less.

    .venv/bin/python bench/ismcts_bench.py [--seconds 10] [--game rose-ceremony] [--json]

`bench/run.py` (make bench) calls `main()` after its own table.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from typing import Any

import salon
from salon.bots import make_bot
from salon.bots.ismcts import IsmctsBot
from salon.core.rng import Rng


def players_for(gid: str) -> int:
    game = salon.load_game(gid)
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


def decision_points(gid: str, players: int, count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """About `count` (state, seat) pairs with a real choice, spread over seeded heuristic games."""
    game = salon.load_game(gid)
    out: list[tuple[Any, int]] = []
    rng = Rng(seed)
    g = 0
    while len(out) < count and g < 50:
        state = game.new_game(players=players, seed=seed + g)
        bots = [make_bot("heuristic", seed=seed + g * 10 + p) for p in range(players)]
        g += 1
        while not state.is_over() and len(out) < count:
            for p in state.current_players():
                if p not in state.current_players():
                    continue
                if len(state.legal_actions(p)) > 1 and rng.below(4) == 0:
                    out.append((state.clone(), p))
                state.apply(p, bots[p].choose(state, p))
    return out


def measure(gid: str, spec: str, seconds: float) -> dict[str, Any]:
    """Iterations/s and seconds per decision of `spec` over decision points, for ~`seconds` CPU."""
    players = players_for(gid)
    points = decision_points(gid, players, 400)
    iterations = 0
    rollouts = 0
    cpu = 0.0
    decisions = 0
    for i, (state, seat) in enumerate(points):
        bot = make_bot(spec, seed=i)
        assert isinstance(bot, IsmctsBot)
        t0 = time.process_time()
        bot.choose(state, seat)
        cpu += time.process_time() - t0
        iterations += bot.last_iterations
        rollouts += bot.last_rollouts
        decisions += 1
        if cpu >= seconds:
            break
    return {"game": gid, "players": players, "spec": spec, "decisions": decisions,
            "iterations_per_s": iterations / cpu if cpu else 0.0,
            "rollouts_per_s": rollouts / cpu if cpu else 0.0,
            "seconds_per_decision": cpu / decisions if decisions else 0.0}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per game (at least one decision).")
    ap.add_argument("--game", action="append", help="Only these games (repeatable).")
    ap.add_argument("--spec", default="ismcts", help="The bot spec to time (default: the default budget).")
    ap.add_argument("--json", action="store_true")
    args, _ = ap.parse_known_args(argv)  # tolerate bench/run.py's own arguments
    if argv is None and args.json and sys.argv[0].endswith("run.py"):
        return  # keep `bench/run.py --json` one JSON document; run this script for ISMCTS JSON
    rows = [measure(gid, args.spec, args.seconds) for gid in (args.game or salon.game_ids())]
    if args.json:
        machine = {"python": platform.python_version(), "machine": platform.machine()}
        print(json.dumps({"machine": machine, "ismcts": rows}, indent=2))
        return
    print(f"\nISMCTS ({args.spec}), one core, CPU time, decision points from heuristic games\n")
    print(f"{'game':18} {'players':>7} {'decisions':>9} {'iterations/s':>13} {'rollouts/s':>11} {'s/decision':>11}")
    for r in rows:
        print(f"{r['game']:18} {r['players']:>7} {r['decisions']:>9} {r['iterations_per_s']:>13,.0f} "
              f"{r['rollouts_per_s']:>11,.0f} {r['seconds_per_decision']:>11.3f}")


if __name__ == "__main__":
    main()
