"""CPU seconds per bot decision, for every server bot level, game and player count.

The figures behind docs/security.md ("Bots and seeds", the level table) and the bot pool's
price of a level (server/bot_sched.py): each level decides at a few decision points (states
with more than one legal action, from seeded heuristic games: bench/ismcts_bench.py), timed
with `time.process_time()` — CPU time, so the other jobs of a shared machine skew it less than
wall time would. Few decisions per row, to stay short on a shared machine: a row is an
estimate (the spread between decision points is large), not a distribution.

    .venv/bin/python bench/bot_cost.py [--decisions 2] [--level strong] [--game aqua-mirabilis] [--json]
    .venv/bin/python bench/bot_cost.py --spec ismcts:iterations=1000,rollout=heuristic --game aqua-mirabilis

`--across N` takes one decision point from each of N seeded heuristic games instead, drawn
uniformly among its decisions with a choice (so early, middle and late decisions count as often
as they occur), and prints the 95th percentile with its distribution-free 95% interval (order
statistics; at least 59 decisions are needed for the interval's top to be a measured decision):

    .venv/bin/python bench/bot_cost.py --across 100 --level strong --game rose-ceremony

`--spec` times any bot spec (repeatable) at the same decision points instead of the levels;
`--phase` keeps only decision points whose view names that phase (`--phase rendezvous`: Roméo &
Juliette's talk, which `strong` searches and the other levels leave to the convention).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from typing import Any

import salon
from salon.bots import make_bot
from salon.core.rng import Rng, derive_seed
from salon.server.limits import DEFAULT_LEVELS, BotPolicy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ismcts_bench import decision_points  # noqa: E402  (a sibling script)


def across_games(gid: str, players: int, games: int, seed: int = 1) -> list[tuple[Any, int]]:
    """One (state, seat) with a real choice from each of `games` seeded heuristic games, drawn
    uniformly among that game's such decisions (the game seeds and the draws fixed by `seed`)."""
    game = salon.load_game(gid)
    out: list[tuple[Any, int]] = []
    for g in range(games):
        gseed = derive_seed(seed, "bot-cost", gid, players, g)
        state = game.new_game(players=players, seed=gseed)
        bots = [make_bot("heuristic", seed=derive_seed(gseed, "seat", p)) for p in range(players)]
        points: list[tuple[Any, int]] = []
        while not state.is_over():
            for p in state.current_players():
                if p not in state.current_players():
                    continue
                if len(state.legal_actions(p)) > 1:
                    points.append((state.clone(), p))
                state.apply(p, bots[p].choose(state, p))
        if points:
            out.append(points[Rng(derive_seed(gseed, "point")).below(len(points))])
    return out


def percentile(times: list[float], q: float = 0.95) -> dict[str, float | None]:
    """The q-th quantile of `times` (nearest rank) and its distribution-free 95% interval: the
    order statistics (l, u) around n·q with P(l ≤ rank < u) ≥ 95% under the binomial (None
    where the sample is too small for that end)."""
    xs = sorted(times)
    n = len(xs)
    if n == 0:
        return {"p": None, "low": None, "high": None}
    point = xs[min(n - 1, max(0, math.ceil(q * n) - 1))]

    def cdf(k: int) -> float:  # P(Binomial(n, q) <= k)
        return sum(math.comb(n, i) * q ** i * (1 - q) ** (n - i) for i in range(k + 1))

    low = next((xs[k - 1] for k in range(n, 0, -1) if cdf(k - 1) <= 0.025), None)
    high = next((xs[k - 1] for k in range(1, n + 1) if cdf(k - 1) >= 0.975), None)
    return {"p": point, "low": low, "high": high}


def measure(gid: str, players: int, level: str, decisions: int, phase: str | None = None,
            across: int = 0) -> dict[str, Any]:
    """CPU seconds a decision of `level` (a server level's name: the game's own spec for it where
    it has one; or a bot spec), mean and most over `decisions` decision points (only those of
    `phase`, when given)."""
    spec = BotPolicy().resolve(level, game_id=gid) if level in DEFAULT_LEVELS else level
    if across:
        points = across_games(gid, players, across)
    elif phase is None:
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
    p95 = percentile(times)
    return {"game": gid, "players": players, "level": level, "spec": spec, "decisions": len(times),
            "mean_s": sum(times) / len(times) if times else 0.0, "most_s": max(times, default=0.0),
            "p95_s": p95["p"], "p95_ci95": [p95["low"], p95["high"]]}


def _s(x: float | None) -> str:
    return "   —   " if x is None else f"{x:7.3f}"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--decisions", type=int, default=2, help="Decision points per row (default 2).")
    ap.add_argument("--level", action="append", help="Only these levels (repeatable).")
    ap.add_argument("--game", action="append", help="Only these games (repeatable).")
    ap.add_argument("--spec", action="append", help="Time these bot specs instead of the levels (repeatable).")
    ap.add_argument("--across", type=int, default=0,
                    help="One decision point from each of this many seeded games (the 95th percentile's sample).")
    ap.add_argument("--phase", help="Only decision points in this phase of the game (its view's `phase`).")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.across < 0 or args.decisions < 1:
        ap.error("--across: 0 or more games; --decisions: at least 1")
    if args.across and args.phase:
        ap.error("--across and --phase: one or the other")
    rows = []
    for gid in args.game or salon.game_ids():
        game = salon.load_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            for level in args.spec or args.level or list(DEFAULT_LEVELS):
                row = measure(gid, players, level, args.decisions, args.phase, args.across)
                rows.append(row)
                if not args.json:
                    print(f"{gid:18} {players:>2} players  {level:10} {row['decisions']} decisions  "
                          f"mean {row['mean_s']:7.3f} s  p95 {_s(row['p95_s'])} s "
                          f"(95%: {_s(row['p95_ci95'][0])} – {_s(row['p95_ci95'][1])})  most {row['most_s']:7.3f} s CPU",
                          flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
