"""How precise a shown win chance is per CPU-second, by estimator (issue 53, item 3: the spike).

Positions are drawn from seeded games between heuristic bots (the game seeds fixed by `--seed`
before any run; from each game three positions, early, middle and late: the analysed decisions
at 1/6, 1/2 and 5/6 of the game). At each position the figure a player is shown for the move
played (`played_estimate`: the value the analysis gives it, its searches and determinizations
seeded) is computed again by `--replicates` replicate analyses on fresh seeds, per estimator
configuration:

* `full ×k`: the game's normal level (10 searches × 2 determinizations, 20 playouts a figure for
  Roxane and Aqua Mirabilis) with k times the determinizations per search, every playout to the
  end of the game (k = 1 is the shipped default);
* `cut R ×k`: the same, every playout cut off once R more rounds have begun (Roxane's rounds,
  Aqua Mirabilis's days: the search module's `search_round`) and the game's fitted
  `search_value` judging the table there (`Level.cutoff`).

Per configuration it prints:

* the **replicate SD** of a figure (its standard deviation over the replicates, in points of win
  share), median and 90th percentile over the positions; ±1.96·SD is the figure's 95% precision
  (measured from the replicates, not from the figure's own standard error, whose median is
  printed beside it for comparison);
* the mean **CPU-seconds per figure** (time.process_time, this process, one core);
* the **estimated CPU-seconds of a whole game's analysis** (every decision of every seat) at
  that configuration: one full decision analysis (`analyse_position`: screening and every
  candidate) timed at each position, the mean of each third of the game times the decisions in
  that third (the games' mean), as bench/analysis_bench.py `--sample` does;
* the CPU a whole game would need for **±5 points** at the 90th percentile position, scaled from
  the measured SD by 1/√playouts (an extrapolation; the three playout counts show whether it
  holds);
* the same, with more playouts **only where a position needs them** (each position's own SD
  scaled to ±5 alone: the cost of sampling until a figure is precise enough, had its variance
  been known from the start);
* for a cut-off, its **bias**: at each position, the mean of all its replicates minus the mean
  of the full playouts' replicates on the same seeds (the same determinizations and luck up to
  the cut, so the difference is paired; 140 playouts a replicate set at the default counts);
  over the positions its mean, its root mean square beyond the pairs' own noise, and the 90th
  percentile of |bias|.

    nice -n 19 .venv/bin/python bench/analysis_precision.py [--game roxane] [--replicates 6] [--json]

Each position's rows go to stderr as JSON lines as they finish; `--from ROWS` summarizes them (a
run stopped early keeps its positions).

    nice -n 19 .venv/bin/python bench/analysis_precision.py --game roxane 2> roxane.rows
    .venv/bin/python bench/analysis_precision.py --from roxane.rows
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import replace
from typing import Any

from salon.analysis import LEVELS, Level, analyse_position, replay_for_analysis
from salon.analysis.evidence import play_game
from salon.analysis.levels import level_for
from salon.analysis.record import DecisionPoint
from salon.analysis.search import played_estimate
from salon.core.rng import derive_seed

#: the titles of the spike and their player count
GAMES = {"roxane": 3, "aqua-mirabilis": 3}
#: where in a game its positions are taken (fractions of its analysed decisions): its thirds' middles
FRACTIONS = (1 / 6, 1 / 2, 5 / 6)
#: the 95% precision issue 53 asks of a shown figure, in points
TARGET = 5.0


def config_name(multiple: int, cutoff: int) -> str:
    """A configuration's name: `full x2`, `cut 1 x4`."""
    return f"full x{multiple}" if not cutoff else f"cut {cutoff} x{multiple}"


def configuration(game_id: str, multiple: int, cutoff: int) -> Level:
    """The game's normal level with `multiple` times its determinizations per search, cut off
    after `cutoff` rounds (0: to the end)."""
    base = level_for(game_id, LEVELS["normal"])
    return replace(base, name=config_name(multiple, cutoff), samples=base.samples * multiple, cutoff=cutoff)


def draw_positions(game_id: str, players: int, games: int, seed: int) -> tuple[list[tuple[int, int, DecisionPoint]], list[list[int]]]:
    """(game, third, position) for three positions of each seeded all-heuristic game, and each
    game's analysed decisions per third."""
    picked = []
    sizes = []
    for g in range(games):
        record = play_game(game_id, players, ["heuristic"] * players, derive_seed(seed, "precision", game_id, players, g))
        points = [pt for pt in replay_for_analysis(record).points if pt.analysed]
        n = len(points)
        sizes.append([len(range(k * n // 3, (k + 1) * n // 3)) for k in range(3)])
        for third, f in enumerate(FRACTIONS):
            picked.append((g, third, points[min(n - 1, int(f * n))]))
    return picked, sizes


def _sd(xs: list[float]) -> float:
    return statistics.stdev(xs) if len(xs) > 1 else 0.0


def _pct(xs: list[float], q: float) -> float:
    """The q-quantile of xs (linear between order statistics)."""
    s = sorted(xs)
    if not s:
        return float("nan")
    k = q * (len(s) - 1)
    lo = math.floor(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def measure_position(game_id: str, i: int, pt: DecisionPoint, multiples: list[int], cutoffs: list[int],
                     replicates: int, seed: int, decision_cost: bool) -> dict[str, Any]:
    """Every configuration's replicate figures (value, se, CPU) at one position, and one timed
    decision analysis per configuration."""
    out: dict[str, Any] = {"step": pt.step, "seat": pt.seat, "configs": {}}
    for m in multiples:
        for c in cutoffs:
            lv = configuration(game_id, m, c)
            values, ses, cpus = [], [], []
            for r in range(replicates):
                # the same seeds for every cut-off at this count: paired with the full playouts
                s = derive_seed(seed, "replicate", game_id, i, m, r)
                start = time.process_time()
                est = played_estimate(pt.judged, pt.seat, pt.action, lv, s)
                cpus.append(time.process_time() - start)
                values.append(est.value)
                ses.append(est.se)
            row: dict[str, Any] = {"multiple": m, "cutoff": c, "values": values, "ses": ses, "cpu": cpus}
            if decision_cost:
                start = time.process_time()
                analyse_position(pt.judged, pt.seat, pt.action, lv, derive_seed(seed, "decision", game_id, i))
                row["decision_cpu"] = time.process_time() - start
            out["configs"][lv.name] = row
    return out


def _bias(rows: list[dict[str, Any]], cutoff: int, multiples: list[int]) -> dict[str, float]:
    """The cut-off's bias against the full playouts over the positions (points): per position
    the playout-weighted mean of the paired differences over every count and replicate."""
    biases, noise = [], []
    for pos in rows:
        total_w = 0
        b = 0.0
        var = 0.0
        for m in multiples:
            cut = pos["configs"][config_name(m, cutoff)]["values"]
            full = pos["configs"][config_name(m, 0)]["values"]
            diffs = [100 * (x - y) for x, y in zip(cut, full, strict=True)]
            total_w += m
            b += m * statistics.fmean(diffs)
            var += m * m * (_sd(diffs) ** 2 / len(diffs))
        biases.append(b / total_w)
        noise.append(var / total_w ** 2)
    mean_sq = statistics.fmean(x * x for x in biases)
    return {"bias_mean": statistics.fmean(biases),
            "bias_rms": math.sqrt(max(0.0, mean_sq - statistics.fmean(noise))),
            "bias_abs_p90": _pct([abs(x) for x in biases], 0.9),
            "bias_noise": math.sqrt(statistics.fmean(noise))}


def summarize(game_id: str, players: int, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per configuration, the figures the module docstring lists (from the positions' rows)."""
    sizes = list({pos["game"]: pos["decisions_per_third"] for pos in rows}.values())
    mean_sizes = [statistics.fmean(s[k] for s in sizes) for k in range(3)]
    first = rows[0]["configs"].values()
    multiples = sorted({x["multiple"] for x in first})
    cutoffs = sorted({x["cutoff"] for x in first})
    out = []
    for c in cutoffs:
        bias = _bias(rows, c, multiples) if c else None
        for m in multiples:
            lv = configuration(game_id, m, c)
            cfgs = [pos["configs"][lv.name] for pos in rows]
            sds = [100 * _sd(x["values"]) for x in cfgs]
            ses = [100 * s for x in cfgs for s in x["ses"]]
            cpu = statistics.fmean(t for x in cfgs for t in x["cpu"])
            row: dict[str, Any] = {
                "game": game_id, "players": players, "config": lv.name, "level": lv.to_dict(),
                "playouts": lv.iterations, "positions": len(rows), "replicates": len(cfgs[0]["values"]),
                "sd_median": _pct(sds, 0.5), "sd_p90": _pct(sds, 0.9),
                "precision95_median": 1.96 * _pct(sds, 0.5), "precision95_p90": 1.96 * _pct(sds, 0.9),
                "stated_se_median": _pct(ses, 0.5), "cpu_per_figure": cpu}
            if all("decision_cpu" in x for x in cfgs):
                per_third = [statistics.fmean(x["decision_cpu"] for x, pos in zip(cfgs, rows, strict=True)
                                              if pos["third"] == k) for k in range(3)]
                game_cpu = sum(p * n for p, n in zip(per_third, mean_sizes, strict=True))
                row["game_cpu"] = game_cpu
                row["decisions_per_game"] = sum(mean_sizes)
                # more playouts for ±5 at the 90th percentile position, by 1/sqrt(playouts)
                row["game_cpu_for_target"] = game_cpu * max(1.0, (1.96 * row["sd_p90"] / TARGET) ** 2)
                # more playouts only where a position's own SD needs them (each position scaled alone)
                adaptive = [statistics.fmean(x["decision_cpu"] * max(1.0, (1.96 * sd / TARGET) ** 2)
                                             for x, sd, pos in zip(cfgs, sds, rows, strict=True) if pos["third"] == k)
                            for k in range(3)]
                row["game_cpu_for_target_each"] = sum(p * n for p, n in zip(adaptive, mean_sizes, strict=True))
            if bias is not None:
                row.update(bias)
            out.append(row)
    return out


def _fmt(row: dict[str, Any]) -> str:
    text = (f"{row['game']:15} {row['players']}p {row['config']:10} {row['playouts']:4} playouts  "
            f"SD {row['sd_median']:5.2f} / {row['sd_p90']:5.2f} pts (±95% {row['precision95_median']:5.1f} / "
            f"{row['precision95_p90']:5.1f}; stated se {row['stated_se_median']:5.2f})  "
            f"{1000 * row['cpu_per_figure']:7.1f} ms/figure")
    if "game_cpu" in row:
        text += (f"  game {row['game_cpu']:6.1f} CPU-s (±5: at p90 {row['game_cpu_for_target']:5.0f}, "
                 f"each position's own {row['game_cpu_for_target_each']:5.0f})")
    if "bias_mean" in row:
        text += (f"  bias {row['bias_mean']:+5.2f} pts, rms {row['bias_rms']:4.2f}, "
                 f"p90 |bias| {row['bias_abs_p90']:4.2f} (noise {row['bias_noise']:4.2f})")
    return text


def run(game_id: str, players: int, games: int, replicates: int, multiples: list[int], cutoffs: list[int],
        seed: int, decision_cost: bool) -> dict[str, Any]:
    cpu0 = time.process_time()
    picked, sizes = draw_positions(game_id, players, games, seed)
    rows = []
    for i, (g, third, pt) in enumerate(picked):
        pos = measure_position(game_id, i, pt, multiples, cutoffs, replicates, seed, decision_cost)
        pos.update({"game": g, "third": third, "decisions_per_third": sizes[g]})
        rows.append(pos)
        print(json.dumps({"game_id": game_id, "players": players, "position": i, **pos}), file=sys.stderr, flush=True)
    return {"game": game_id, "players": players, "seed": seed, "games": games, "replicates": replicates,
            "decisions_per_third": sizes, "summary": summarize(game_id, players, rows),
            "cpu_seconds": time.process_time() - cpu0}


def from_rows(path: str) -> list[dict[str, Any]]:
    """The summaries of the positions' rows a run wrote to stderr (a run stopped early)."""
    by_game: dict[tuple[str, int], list[dict[str, Any]]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("{"):
                pos = json.loads(line)
                by_game.setdefault((pos["game_id"], pos["players"]), []).append(pos)
    return [{"game": g, "players": n, "positions": len(rows), "summary": summarize(g, n, rows)}
            for (g, n), rows in by_game.items()]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(GAMES), help="one title (default: both)")
    ap.add_argument("--players", type=int)
    ap.add_argument("--games", type=int, default=4, help="seeded games, three positions each")
    ap.add_argument("--replicates", type=int, default=6, help="replicate analyses per configuration and position")
    ap.add_argument("--multiples", default="1,2,4", help="determinizations per search, times the normal level's")
    ap.add_argument("--cutoffs", default="0,1,2", help="rounds before the fitted value judges (0: to the end; must include 0)")
    ap.add_argument("--seed", type=int, default=53)
    ap.add_argument("--no-decision-cost", action="store_true", help="skip the whole-game cost (one decision analysis per configuration and position)")
    ap.add_argument("--from", dest="rows", metavar="ROWS", help="summarize the positions' rows a run wrote to stderr")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.rows:
        done = from_rows(args.rows)
        if args.json:
            print(json.dumps(done, indent=1))
        for result in [] if args.json else done:
            for row in result["summary"]:
                print(_fmt(row))
        return
    multiples = [int(x) for x in args.multiples.split(",")]
    cutoffs = [int(x) for x in args.cutoffs.split(",")]
    if 0 not in cutoffs:
        ap.error("--cutoffs must include 0 (the full playouts, the bias's reference)")
    if args.replicates < 2:
        ap.error("--replicates must be at least 2")
    results = []
    for gid in [args.game] if args.game else list(GAMES):
        result = run(gid, args.players or GAMES[gid], args.games, args.replicates, multiples, cutoffs,
                     args.seed, not args.no_decision_cost)
        results.append(result)
        if not args.json:
            for row in result["summary"]:
                print(_fmt(row), flush=True)
            print(f"{gid}: {result['cpu_seconds']:.0f} CPU-seconds for this run", flush=True)
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
