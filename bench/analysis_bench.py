"""The cost of post-game analysis: CPU-seconds to analyse a whole game, per title and level,
and how it grows with the game's length and its player count.

Each game is a seeded game between heuristic bots (a typical game: the heuristic plays a
normal-length game); every decision of every seat is analysed, as `salon analyse` does. Times
are CPU seconds of this process (time.process_time: one core; a busy machine skews them less
than wall time). The per-decision cost is also split by the game's thirds: a decision early in
the game costs more, as each playout runs to the end.

    .venv/bin/python bench/analysis_bench.py [--game rose-ceremony] [--players 4] [--levels quick,normal] [--json]

Without --game: every title at its usual player count, quick and normal (a few minutes of CPU).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from salon.analysis import analyse_replayed, replay_for_analysis
from salon.analysis.evidence import PLAYERS, play_game


def bench_one(game_id: str, players: int, level: str, seed: int) -> dict[str, Any]:
    record = play_game(game_id, players, ["heuristic"] * players, seed)
    replayed = replay_for_analysis(record)
    stamps: list[float] = []
    start = time.process_time()
    result = analyse_replayed(replayed, level, progress=lambda done, total: stamps.append(time.process_time()))
    cpu = time.process_time() - start
    per = [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
    thirds = [per[i * len(per) // 3:(i + 1) * len(per) // 3] for i in range(3)]
    return {"game": game_id, "players": players, "level": level, "seed": seed,
            "steps": len(record["actions"]), "decisions": len(result.decisions),
            "iterations_per_figure": result.level.iterations, "cpu_seconds": round(cpu, 2),
            "ms_per_decision": round(1000 * cpu / max(1, len(result.decisions)), 1),
            "ms_per_decision_by_third": [round(1000 * sum(t) / max(1, len(t)), 1) for t in thirds]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(PLAYERS))
    ap.add_argument("--players", type=int)
    ap.add_argument("--levels", default="quick,normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    games = [args.game] if args.game else list(PLAYERS)
    rows = []
    for gid in games:
        players = args.players or PLAYERS[gid]
        for level in args.levels.split(","):
            row = bench_one(gid, players, level.strip(), args.seed)
            rows.append(row)
            if not args.json:
                print(f"{gid:15} {players}p {row['level']:6} steps {row['steps']:4} decisions {row['decisions']:4} "
                      f"cpu {row['cpu_seconds']:7.1f} s  {row['ms_per_decision']:7.1f} ms/decision "
                      f"(thirds {row['ms_per_decision_by_third']})", flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
