"""CPU seconds per bot decision, for every server bot level, game and player count.

The figures behind docs/security.md ("Bots and seeds", the level table) and the bot pool's
price of a level (server/bot_sched.py): each level decides at a few decision points (states
with more than one legal action, from seeded heuristic games: bench/ismcts_bench.py), timed
with `time.process_time()` — CPU time, so the other jobs of a shared machine skew it less than
wall time would. Few decisions per row, to stay short on a shared machine: a row is an
estimate (the spread between decision points is large), not a distribution.

    .venv/bin/python bench/bot_cost.py [--decisions 2] [--level strong] [--game aqua-mirabilis] [--json]
    .venv/bin/python bench/bot_cost.py --spec ismcts:iterations=1000,rollout=heuristic --game aqua-mirabilis

`--spec` times any bot spec (repeatable) at the same decision points instead of the levels;
`--phase` keeps only decision points whose view names that phase (`--phase rendezvous`: Roméo &
Juliette's talk, which `strong` searches and the other levels leave to the convention).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

import salon
from salon.bots import make_bot
from salon.server.limits import DEFAULT_LEVELS, BotPolicy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ismcts_bench import decision_points  # noqa: E402  (a sibling script)


def measure(gid: str, players: int, level: str, decisions: int, phase: str | None = None) -> dict[str, Any]:
    """CPU seconds a decision of `level` (a server level's name: the game's own spec for it where
    it has one; or a bot spec), mean and most over `decisions` decision points (only those of
    `phase`, when given)."""
    spec = BotPolicy().resolve(level, game_id=gid) if level in DEFAULT_LEVELS else level
    if phase is None:
        points = decision_points(gid, players, max(decisions * 4, 8))[::4][:decisions]
    else:
        points = [(state, seat) for state, seat in decision_points(gid, players, decisions * 40)
                  if state.view(seat).get("phase") == phase][:decisions]
    times = []
    for i, (state, seat) in enumerate(points):
        bot = make_bot(spec, seed=i)
        t0 = time.process_time()
        bot.choose(state, seat)
        times.append(time.process_time() - t0)
    return {"game": gid, "players": players, "level": level, "spec": spec, "decisions": len(times),
            "mean_s": sum(times) / len(times) if times else 0.0, "most_s": max(times, default=0.0)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--decisions", type=int, default=2, help="Decision points per row (default 2).")
    ap.add_argument("--level", action="append", help="Only these levels (repeatable).")
    ap.add_argument("--game", action="append", help="Only these games (repeatable).")
    ap.add_argument("--spec", action="append", help="Time these bot specs instead of the levels (repeatable).")
    ap.add_argument("--phase", help="Only decision points in this phase of the game (its view's `phase`).")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for gid in args.game or salon.game_ids():
        game = salon.load_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            for level in args.spec or args.level or list(DEFAULT_LEVELS):
                row = measure(gid, players, level, args.decisions, args.phase)
                rows.append(row)
                if not args.json:
                    print(f"{gid:18} {players:>2} players  {level:10} {row['decisions']} decisions  "
                          f"mean {row['mean_s']:7.3f} s  most {row['most_s']:7.3f} s CPU", flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
