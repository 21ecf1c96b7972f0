"""The cost of post-game analysis: CPU-seconds to analyse a whole game, per title and level,
and how it grows with the game's length and its player count.

Each game is a seeded game between heuristic bots (a typical game: the heuristic plays a
normal-length game); every decision of every seat is analysed, as `salon analyse` does. Times
are CPU seconds of this process (time.process_time: one core; a busy machine skews them less
than wall time). The per-decision cost is also split by the game's thirds: a decision early in
the game costs more, as each playout runs to the end.

    .venv/bin/python bench/analysis_bench.py [--game rose-ceremony] [--players 4] [--levels quick,normal] [--json]
    .venv/bin/python bench/analysis_bench.py --game roxane --sample 8   # every 8th decision only

With --sample K only every K-th decision is analysed (its CPU time measured alone) and the
whole game's cost is estimated as the mean per decision of each third of the game times the
decisions in that third (said as `estimated` in the output): for a busy machine, where a
whole Roxane game would take too long to measure.

Without --game: every title at its usual player count, quick and normal (a few minutes of CPU).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from salon.analysis import LEVELS, analyse_position, analyse_replayed, replay_for_analysis
from salon.analysis.analyse import decision_seed
from salon.analysis.evidence import PLAYERS, play_game
from salon.analysis.levels import level_for


def bench_sampled(game_id: str, players: int, level: str, seed: int, every: int) -> dict[str, Any]:
    """Every `every`-th decision analysed alone; the whole game's cost estimated by thirds."""
    record = play_game(game_id, players, ["heuristic"] * players, seed)
    points = [pt for pt in replay_for_analysis(record).points if pt.analysed]
    lv = level_for(game_id, LEVELS[level])
    thirds: list[list[float]] = [[], [], []]
    for i in range(0, len(points), every):
        pt = points[i]
        start = time.process_time()
        analyse_position(pt.judged, pt.seat, pt.action, lv, decision_seed(0, pt))
        thirds[min(2, 3 * i // len(points))].append(time.process_time() - start)
    sizes = [len(range(k * len(points) // 3, (k + 1) * len(points) // 3)) for k in range(3)]
    per = [sum(t) / len(t) if t else 0.0 for t in thirds]
    total = sum(p * n for p, n in zip(per, sizes, strict=True))
    return {"game": game_id, "players": players, "level": level, "seed": seed, "steps": len(record["actions"]),
            "decisions": len(points), "sampled": sum(len(t) for t in thirds), "iterations_per_figure": lv.iterations,
            "cpu_seconds": round(total, 1), "estimated": True,
            "ms_per_decision": round(1000 * total / max(1, len(points)), 1),
            "ms_per_decision_by_third": [round(1000 * p, 1) for p in per]}


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
    ap.add_argument("--sample", type=int, default=0, metavar="K", help="analyse every K-th decision only, estimate the rest")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    games = [args.game] if args.game else list(PLAYERS)
    rows = []
    for gid in games:
        players = args.players or PLAYERS[gid]
        for level in args.levels.split(","):
            row = (bench_sampled(gid, players, level.strip(), args.seed, args.sample) if args.sample
                   else bench_one(gid, players, level.strip(), args.seed))
            rows.append(row)
            if not args.json:
                how = f"estimated from {row['sampled']}" if row.get("estimated") else "measured"
                print(f"{gid:15} {players}p {row['level']:6} steps {row['steps']:4} decisions {row['decisions']:4} "
                      f"cpu {row['cpu_seconds']:7.1f} s ({how})  {row['ms_per_decision']:7.1f} ms/decision "
                      f"(thirds {row['ms_per_decision_by_third']})", flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
