"""CPU seconds per bot decision, for every server bot level, game and player count.

The figures behind docs/bots.md ("CPU per decision at the 95th percentile"), docs/security.md
("Bots and seeds", the level table) and the bot pool's price of a level (server/bot_sched.py).
Each level decides at decision points (states with more than one legal action) of seeded
heuristic games, timed with `time.process_time()`: CPU time, so the other jobs of a shared
machine skew it less than wall time would.

By default (`--games N`, 20 unless told) the points are drawn across whole games: `--per-game K`
decision points (1 by default) from each of N seeded heuristic games, drawn uniformly among
that game's decisions with a choice, so early, middle and late decisions count as often as they
occur. Each row prints the number of decisions timed, the mean, the **95th percentile**
(nearest rank) with its distribution-free 95% interval (order statistics under the binomial;
its top needs at least 72 decisions, shown as — below that) and the most:

    .venv/bin/python bench/bot_cost.py --level strong                                  # every game and player count, 20 games each
    .venv/bin/python bench/bot_cost.py --level strong --game rose-ceremony --players 5 --games 100
    .venv/bin/python bench/bot_cost.py --level strong --games 60 --out strong.jsonl     # every decision timed, one JSON line each

`--decisions N` takes the old, cheaper sample instead: N points from the start of seeded games
(bench/ismcts_bench.py's), an estimate of the mean, not of the tail. `--spec` times any bot
spec (repeatable) at the same decision points instead of the levels; `--phase` keeps only
decision points whose view names that phase (`--phase rendezvous`: Roméo & Juliette's talk,
which `strong` searches and the other levels leave to the convention; with `--decisions`).
`--against SPEC` decides each point again with another spec and the same seed, untimed, and
counts the same choices (`--against ismcts:iterations=1000,work=0`: what `strong`'s work caps
change); each row also counts the decisions stopped by a work cap. `--across N` is the old name
of `--games N`.
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


def across_games(gid: str, players: int, games: int, seed: int = 1,
                 per_game: int = 1) -> list[tuple[Any, int, dict[str, Any]]]:
    """`per_game` (state, seat, where) with a real choice from each of `games` seeded heuristic
    games, drawn uniformly without replacement among that game's such decisions (the game seeds
    and the draws fixed by `seed`; the first draw of a game is the same whatever `per_game`).
    `where` says which game and which of its choice decisions (0-based, of how many)."""
    game = salon.load_game(gid)
    out: list[tuple[Any, int, dict[str, Any]]] = []
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
        rng = Rng(derive_seed(gseed, "point"))
        left = list(range(len(points)))
        for _ in range(min(per_game, len(points))):
            k = left.pop(rng.below(len(left)))
            out.append((*points[k], {"game": g, "index": k, "of": len(points)}))
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


def capped(bot: Any, gid: str, players: int) -> bool:
    """Whether `bot`'s last decision stopped at its work cap (ismcts `work`, docs/bots.md)."""
    from salon.bots.ismcts import DRAW_WORK, IsmctsBot

    if not isinstance(bot, IsmctsBot):
        return False
    inner = bot._configured(gid, players)
    if not inner.work or inner.iterations is None:
        return False
    return bot.last_steps + DRAW_WORK.get(gid, 1.0) * bot.last_draws >= inner.work * inner.iterations


def measure(gid: str, players: int, level: str, decisions: int, phase: str | None = None,
            across: int = 0, per_game: int = 1, against: str | None = None) -> dict[str, Any]:
    """CPU seconds a decision of `level` (a server level's name: the game's own spec for it where
    it has one; or a bot spec): count, mean, 95th percentile and most, over `per_game` decision
    points from each of `across` seeded games, or (across=0) over `decisions` early ones (only
    those of `phase`, when given). The row's `points` list every decision timed. With `against`
    (a bot spec), each decision is made again by that spec with the same seed (untimed), and the
    row counts the same choices, over all decisions and over those stopped by a work cap."""
    spec = BotPolicy().resolve(level, game_id=gid) if level in DEFAULT_LEVELS else level
    points: list[tuple[Any, int, dict[str, Any]]]
    if across:
        points = across_games(gid, players, across, per_game=per_game)
    elif phase is None:
        nowhere: dict[str, Any] = {}
        points = [(st, seat, nowhere) for st, seat in
                  decision_points(gid, players, max(decisions * 4, 8))[::4][:decisions]]
    else:
        points = [(st, seat, {"phase": phase}) for st, seat in decision_points(gid, players, decisions * 40)
                  if st.view(seat).get("phase") == phase][:decisions]
    times = []
    timed: list[dict[str, Any]] = []
    for i, (state, seat, where) in enumerate(points):
        bot = make_bot(spec, seed=i)
        legal = len(state.legal_actions(seat))
        t0 = time.process_time()
        action = bot.choose(state, seat)
        cpu = time.process_time() - t0
        times.append(cpu)
        timed.append({**where, "seat": seat, "legal": legal, "cpu_s": round(cpu, 4),
                      "rollouts": getattr(bot, "last_rollouts", None),
                      "steps": getattr(bot, "last_steps", None), "draws": getattr(bot, "last_draws", None),
                      "capped": capped(bot, gid, players)})
        if against is not None:
            timed[-1]["same"] = make_bot(against, seed=i).choose(state, seat) == action
    p95 = percentile(times)
    return {"game": gid, "players": players, "level": level, "spec": spec, "decisions": len(times),
            "mean_s": sum(times) / len(times) if times else 0.0, "most_s": max(times, default=0.0),
            "p95_s": p95["p"], "p95_ci95": [p95["low"], p95["high"]], "points": timed,
            "capped": sum(pt["capped"] for pt in timed),
            "same": None if against is None else sum(pt["same"] for pt in timed),
            "same_capped": None if against is None else sum(pt["same"] for pt in timed if pt["capped"])}


def _s(x: float | None) -> str:
    return "   —   " if x is None else f"{x:7.3f}"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", "--across", dest="games", type=int, default=None,
                    help="Seeded heuristic games per row, decision points drawn across each (default 20).")
    ap.add_argument("--per-game", type=int, default=1, help="Decision points drawn from each game (default 1).")
    ap.add_argument("--decisions", type=int, default=None,
                    help="Instead: this many decision points from the start of seeded games (the old estimate).")
    ap.add_argument("--level", action="append", help="Only these levels (repeatable).")
    ap.add_argument("--game", action="append", help="Only these games (repeatable).")
    ap.add_argument("--players", type=int, action="append", help="Only these player counts (repeatable).")
    ap.add_argument("--spec", action="append", help="Time these bot specs instead of the levels (repeatable).")
    ap.add_argument("--phase", help="Only decision points in this phase of the game (its view's `phase`; with --decisions).")
    ap.add_argument("--against", metavar="SPEC",
                    help="Also decide each point with this spec and the same seed (untimed) and count the same choices "
                         "(ismcts:iterations=1000,work=0: what the work caps change).")
    ap.add_argument("--out", help="Append every decision timed to this file, one JSON line each.")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.decisions is not None and args.games is not None:
        ap.error("--decisions and --games: one or the other")
    if args.phase and args.games is not None:
        ap.error("--phase goes with --decisions, not --games")
    games = 0 if args.decisions is not None or args.phase else (20 if args.games is None else args.games)
    decisions = args.decisions if args.decisions is not None else 2
    if games < 0 or decisions < 1 or args.per_game < 1:
        ap.error("--games: 0 or more; --decisions and --per-game: at least 1")
    rows = []
    for gid in args.game or salon.game_ids():
        game = salon.load_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            if args.players and players not in args.players:
                continue
            for level in args.spec or args.level or list(DEFAULT_LEVELS):
                row = measure(gid, players, level, decisions, args.phase, games, args.per_game, args.against)
                rows.append(row)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as f:
                        for pt in row["points"]:
                            f.write(json.dumps({"game_id": gid, "players": players, "level": level,
                                                "spec": row["spec"], **pt}) + "\n")
                if not args.json:
                    print(f"{gid:18} {players:>2} players  {level:10} {row['decisions']:>4} decisions  "
                          f"mean {row['mean_s']:7.3f} s  p95 {_s(row['p95_s'])} s "
                          f"(95%: {_s(row['p95_ci95'][0])} – {_s(row['p95_ci95'][1])})  most {row['most_s']:7.3f} s CPU"
                          f"  {row['capped']} capped"
                          + ("" if args.against is None else
                             f"  same choice as --against: {row['same']}/{row['decisions']}"
                             f" ({row['same_capped']}/{row['capped']} capped)"),
                          flush=True)
    if args.json:
        print(json.dumps([{k: v for k, v in r.items() if k != "points"} for r in rows], indent=2))


if __name__ == "__main__":
    main()
