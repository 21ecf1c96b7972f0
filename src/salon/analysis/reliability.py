"""Calibration against real outcomes: is a figure of X% won X% of the time?

    python -m salon.analysis.evidence reliability --game G [--games N] [--per-game K] [--bots SPEC] [--plot PNG]
    python -m salon.analysis.reliability plot RESULT.json [RESULT.json ...] --out PNG

The sample is fixed before the run: game g of a run is an all-heuristic game (every seat the
game's heuristic bot, the continuation the analysis assumes) with the seed
`derive_seed(seed, "reliability", game, players, g)`, and its K positions are drawn uniformly
among the game's analysed decisions from a seed derived from the game's. At each position the
figure is the analysis's own estimate for the move actually played (what `salon analyse` shows
for that decision at that level, analysis seed 0: `played_estimate`), the outcome the seat's
actual result (its win share: 1, 1/k for k tied winners, 0; in the cooperative game the pair's
result).

The estimates are grouped in fixed bins of predicted win chance (`EDGES`). Per bin: the mean
prediction, the observed rate and its Wilson (score) interval. Each bin tests "the observed
rate is the mean prediction" with the score test; the bins' tests are adjusted for their
number by Holm's step-down method, and each bin's interval is printed at the confidence its
step of Holm's procedure used (so a bin "covers" exactly when Holm does not reject it, and
chance alone fails no bin more than 5% of the time). Also: the expected calibration error (the
bins' |observed − predicted| weighted by their counts), the Brier score, and its skill against
a constant forecast (the sample's base rate, which the constant forecast could only know
afterwards: a hard reference; and the uniform 1/players).

A tie's win share (1/k) counts as a fraction of a win in the observed rate; the Wilson interval
treats the rate as binomial, which overstates the spread of a bin whose outcomes are mostly
shared ties (Rose Ceremony at 6 players: most all-heuristic games end with every seat tied).

K > 1 positions of one game share its outcome, so they are not independent; the intervals
assume they are. K = 1 (the default) keeps them independent.

`--bots SPEC` plays the games with other players than the heuristic: the same measurement on
games of the levels people play against, whose play is not the continuation the analysis
assumes. SPEC is a server level's name (`easy`, `normal`, `strong`: the game's own spec for
that level where it has one, as the server stores it) or a bot spec, filling every seat; or a
comma-separated list of them (`split_specs`: "ismcts:iterations=200,c=1" is one spec), rotated
over the seats game by game: in game g seat p plays the list's entry (g + p) mod its length.
Only reproducible specs (an iteration budget, never time). The game seeds do not depend on the
bots (the same formula), so a `--bots` run deals the same games as the all-heuristic run of
that seed and differs in the play; each seat's bot is seeded `derive_seed(game seed, "seat",
p)`. The figures then carry `bots` (what was asked, and the spec each entry stands for) and
each row the spec of the seat it judged (`bot`); without `--bots` the output is as before.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import sys
import time
from collections.abc import Sequence
from statistics import NormalDist
from typing import Any

from ..bots.ismcts import rewards
from ..core.rng import Rng, derive_seed
from .analyse import decision_seed
from .levels import Level
from .record import replay_for_analysis
from .search import played_estimate

#: the bins' edges of predicted win chance (the last bin includes 1); fixed before any run
EDGES = (0.0, 0.10, 0.25, 0.45, 0.70, 1.0)
#: the family-wise error rate of the bins' tests (Holm)
ALPHA = 0.05


def seat_specs(bots: Sequence[str], players: int, g: int) -> list[str]:
    """The bot spec of each seat in game g of a run with `bots` (rotated over the seats game by
    game: seat p plays bots[(g + p) mod len(bots)])."""
    return [bots[(g + p) % len(bots)] for p in range(players)]


def bot_specs(game_id: str, text: str) -> list[str]:
    """The bot specs `--bots TEXT` names for `game_id`: each part a server level's name (the
    game's own spec for it where it has one) or a bot spec. ValueError (its message says why)
    for a spec that is not a bot or has a time budget."""
    from ..bots import make_bot, split_specs
    from ..bots.levels import level_spec
    from ..core.errors import SalonError

    try:
        parts = split_specs(text)
    except SalonError as exc:
        raise ValueError(str(exc)) from None
    out = []
    for part in parts:
        spec = level_spec(game_id, part) or part
        try:
            bot = make_bot(spec, seed=0)
        except SalonError as exc:
            raise ValueError(str(exc)) from None
        if getattr(bot, "time", None) is not None:  # a clock would make the games irreproducible
            raise ValueError(f"bot {spec!r}: a time budget makes the games depend on the machine; "
                             "give an iteration budget")
        out.append(spec)
    return out


def _game_rows(game_id: str, players: int, lv: Level, seed: int, per_game: int,
               options: dict[str, Any], bots: tuple[str, ...] | None, g: int) -> dict[str, Any]:
    """Game g of a reliability run: played, its positions drawn, each one's estimate and result."""
    from .evidence import play_game  # evidence imports this module's entry point

    cpu = time.process_time()
    gseed = derive_seed(seed, "reliability", game_id, players, g)
    specs = seat_specs(bots, players, g) if bots else ["heuristic"] * players
    record = play_game(game_id, players, specs, gseed, options)
    replayed = replay_for_analysis(record)
    points = [pt for pt in replayed.points if pt.analysed]
    order = list(range(len(points)))
    Rng(derive_seed(gseed, "positions")).shuffle(order)
    picks = sorted(order[:per_game])
    final = replayed.final
    result = rewards(final, players, bool(final.game.cooperative))
    rows = []
    for k in picks:
        pt = points[k]
        est = played_estimate(pt.judged, pt.seat, pt.action, lv, decision_seed(0, pt))
        rows.append({"step": pt.step, "seat": pt.seat, "decision": k, "of": len(points),
                     "estimate": round(est.value, 4), "se": round(est.se, 4), "result": result[pt.seat],
                     **({"bot": specs[pt.seat]} if bots else {})})
    return {"game": g, "seed": gseed, "rows": rows, "cpu_seconds": time.process_time() - cpu}


def wilson(observed: float, n: int, confidence: float) -> tuple[float, float]:
    """The Wilson score interval of a rate `observed` over n trials at `confidence`."""
    if n <= 0:
        return 0.0, 1.0
    z = NormalDist().inv_cdf(1 - (1 - confidence) / 2)
    centre = (observed + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(max(0.0, observed * (1 - observed)) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def score_p(observed: float, predicted: float, n: int) -> float:
    """Two-sided p-value of the score test of "the rate is `predicted`" (predicted kept off 0
    and 1 by half a trial, so a bin of figures at 0% that sees a win is not infinitely wrong)."""
    if n <= 0:
        return 1.0
    p = min(max(predicted, 0.5 / (n + 1)), 1 - 0.5 / (n + 1))
    z = (observed - p) / math.sqrt(p * (1 - p) / n)
    return 2 * (1 - NormalDist().cdf(abs(z)))


def holm(pvalues: Sequence[float], alpha: float = ALPHA) -> list[tuple[bool, float]]:
    """Holm's step-down procedure: per test, (rejected, the level its step used)."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    out: list[tuple[bool, float]] = [(False, alpha)] * m
    stopped = False
    for rank, i in enumerate(order):
        level = alpha / (m - rank)
        rejected = not stopped and pvalues[i] <= level
        stopped = stopped or not rejected
        out[i] = (rejected, level)
    return out


def bin_of(x: float) -> int:
    """The bin (index into EDGES) of a predicted win chance."""
    for b in range(len(EDGES) - 1):
        if x < EDGES[b + 1]:
            return b
    return len(EDGES) - 2


def summarize(rows: Sequence[dict[str, Any]], players: int) -> dict[str, Any]:
    """The reliability figures of (estimate, result) rows."""
    n = len(rows)
    if n == 0:
        raise ValueError("no positions to summarize")
    groups: list[list[dict[str, Any]]] = [[] for _ in EDGES[:-1]]
    for r in rows:
        groups[bin_of(r["estimate"])].append(r)
    used = [(b, g) for b, g in enumerate(groups) if g]
    stats = []
    for b, g in used:
        pred = sum(r["estimate"] for r in g) / len(g)
        obs = sum(r["result"] for r in g) / len(g)
        stats.append((b, len(g), pred, obs, score_p(obs, pred, len(g))))
    verdicts = holm([s[4] for s in stats])
    bins = []
    for (b, count, pred, obs, p), (rejected, level) in zip(stats, verdicts, strict=True):
        lo, hi = wilson(obs, count, 1 - level)
        lo95, hi95 = wilson(obs, count, 0.95)
        bins.append({"bin": [EDGES[b], EDGES[b + 1]], "n": count, "predicted": round(pred, 4),
                     "observed": round(obs, 4), "ci95": [round(lo95, 4), round(hi95, 4)],
                     "holm_confidence": round(1 - level, 4), "ci_holm": [round(lo, 4), round(hi, 4)],
                     "p": round(p, 4), "covers": not rejected})
    ece = sum(x["n"] * abs(x["observed"] - x["predicted"]) for x in bins) / n
    brier = sum((r["estimate"] - r["result"]) ** 2 for r in rows) / n
    base = sum(r["result"] for r in rows) / n
    ref = sum((base - r["result"]) ** 2 for r in rows) / n
    uniform = sum((1 / players - r["result"]) ** 2 for r in rows) / n
    return {"positions": n, "bins": bins, "all_cover": all(x["covers"] for x in bins),
            "ece": round(ece, 4), "brier": round(brier, 4), "base_rate": round(base, 4),
            "brier_constant": round(ref, 4), "skill": round(1 - brier / ref, 4) if ref > 0 else None,
            "brier_uniform": round(uniform, 4),
            "skill_uniform": round(1 - brier / uniform, 4) if uniform > 0 else None}


def reliability(game_id: str, games: int, lv: Level, seed: int, players: int, per_game: int = 1,
                jobs: int = 1, options: dict[str, Any] | None = None,
                bots: str | None = None) -> dict[str, Any]:
    """A reliability run: `games` seeded games, `per_game` positions each; all-heuristic, or
    played by `bots` (a `--bots` text: `bot_specs`, rotated over the seats game by game)."""
    from .evidence import cpu_seconds, each_game, options_entry

    if games < 1 or per_game < 1:
        raise ValueError("a reliability run needs at least one game and one position per game")
    options = dict(options or {})
    specs = tuple(bot_specs(game_id, bots)) if bots is not None else None
    done = each_game(functools.partial(_game_rows, game_id, players, lv, seed, per_game, options, specs),
                     games, jobs)
    rows = [{"game": d["game"], **r} for d in done for r in d["rows"]]
    played = {"bots": {"asked": bots, "specs": list(specs)}} if specs else {}
    return {"part": "reliability", "game": game_id, **options_entry(options), "players": players, **played,
            "level": lv.to_dict(), "seed": seed, "games": games, "per_game": per_game,
            "edges": list(EDGES), "cpu_seconds": cpu_seconds(done), **summarize(rows, players), "rows": rows}


def plot(results: Sequence[dict[str, Any]], out: str) -> None:
    """Draw the reliability diagrams of these runs' results (one panel each, four a row) into
    `out`: each bin's observed rate against its mean prediction, with its Holm-adjusted
    interval (blue if it covers the diagonal, red if not) and its count."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cols = min(4, len(results))
    rows = -(-len(results) // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.6 * cols, 3.8 * rows), squeeze=False)
    flat = [ax for row in axes for ax in row]
    for ax in flat[len(results):]:
        ax.axis("off")
    for ax, res in zip(flat, results, strict=False):
        ax.plot([0, 1], [0, 1], color="#999999", lw=1, ls="--")
        for b in res["bins"]:
            lo, hi = b["ci_holm"]
            colour = "#1f5fa8" if b["covers"] else "#c0392b"
            ax.errorbar([b["predicted"]], [b["observed"]], yerr=[[b["observed"] - lo], [hi - b["observed"]]],
                        fmt="o", color=colour, capsize=3, ms=4)
            ax.annotate(str(b["n"]), (b["predicted"], b["observed"]), textcoords="offset points",
                        xytext=(5, -10), fontsize=7, color="#555555")
        title = res["game"] + (f" {res['players']}p" if res.get("players") else "")
        if res.get("options"):
            title += " " + ",".join(f"{k}={v}" for k, v in res["options"].items())
        if res.get("bots"):
            title += f", {res['bots']['asked']} seats"
        skill = "—" if res["skill"] is None else f"{res['skill']:.2f}"  # None: every outcome alike
        ax.set_title(f"{title}\nECE {100 * res['ece']:.1f} pts, Brier skill {skill}", fontsize=9)
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_xlabel("predicted (the analysis)", fontsize=8)
        ax.set_ylabel("observed win share", fontsize=8)
        ax.tick_params(labelsize=7)
        ax.set_aspect("equal")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    plt.close(fig)


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m salon.analysis.reliability",
                                 description="Draw reliability diagrams from saved reliability results.")
    ap.add_argument("part", choices=["plot"])
    ap.add_argument("results", nargs="+", help="JSON files a reliability run printed")
    ap.add_argument("--out", required=True, help="the PNG to write")
    args = ap.parse_args(argv)
    loaded = []
    for path in args.results:
        try:
            with open(path, encoding="utf-8") as f:
                res = json.load(f)
        except (OSError, ValueError) as exc:
            ap.error(f"{path}: {exc}")
        if not isinstance(res, dict) or res.get("part") != "reliability":
            ap.error(f"{path}: not the output of a reliability run")
        loaded.append(res)
    plot(loaded, args.out)
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
