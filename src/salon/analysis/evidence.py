"""Evidence that the analysis measures something real (figures for docs/analysis.md).

    python -m salon.analysis.evidence mistakes    [--game G] [--games N] [--level L] [--jobs J]
    python -m salon.analysis.evidence positions   [--game G] [--games N] [--kinds K,K,...] [--every k] [--jobs J]
    python -m salon.analysis.evidence replicate   --from POSITIONS.json [--level L]
    python -m salon.analysis.evidence monte-carlo [--game G] [--positions N] [--playouts M]
    python -m salon.analysis.evidence reliability [--game G] [--games N] [--per-game K] [--bots SPEC] [--plot PNG] [--jobs J]

**mistakes**: seeded games where two kinds of player sit alternately (seat 0 kind A, seat 1
kind B, ...), every decision analysed; each kind's *marked rate* (mistakes + blunders per
analysed decision) per game, its mean over games with a 95% t interval, and the per-game
difference between the two kinds with its interval. Pairings: `random` against `heuristic`,
and `heuristic` against `strong` (the server's strongest bot level, `ismcts:iterations=1000`).
A marker that only flagged "not what the heuristic would do" would mark the strong search's
decisions (which depart from the heuristic where the search finds better) more often than the
heuristic's own — the second pairing shows the opposite.

**positions**: the kinds judged *on the same positions*, which `mistakes` cannot do (there a
random seat is soon out of the race, and a seat with nothing left to lose makes no mistakes).
Positions are every k-th analysed decision of seeded games between heuristic bots; at each, the
heuristic's choice is the move it played and every other kind chooses from the same position;
one analysis with every kind's choice among its candidates judges them all on the same
searches. Per kind: marked rate per game and its mean with a 95% t interval, the average loss;
per consecutive pair of kinds: the per-game difference and an exact sign test over the
positions where exactly one of the two choices is marked. The marked choices are listed.

**summarize**: the same figures from the game rows a `positions` run wrote to stderr (give it
the run's --game, --kinds, --every and --level), for a run stopped before its last game.

**replicate**: each marked choice of a `positions` run judged again by independent searches
(new seeds and determinizations): the loss of the same choice against the same best move
(chance marks replicate a loss near 0) and whether a fresh analysis marks it again.

**reliability**: calibration against real outcomes (`salon.analysis.reliability`): positions
drawn uniformly from seeded all-heuristic games, the analysis's estimate for the move actually
played against the seat's actual result; reliability bins with Holm-adjusted 95% intervals,
the expected calibration error, the Brier score and its skill against a constant forecast;
`--plot` draws the reliability diagram (matplotlib). `--bots SPEC` plays the games with a
server level (`easy`, `normal`, `strong`) or bot spec in every seat instead, or a
comma-separated list of them rotated over the seats game by game (the same deals: the game
seeds do not depend on the bots).

**monte-carlo** (called `calibration` until 2026-12-07, which it is not: it measures the Monte
Carlo error of a figure against its own model, not whether the model's figures come true):
positions taken from seeded heuristic games (every k-th decision); at each,
the analysis' estimate for the move played (value ± standard error over its independent
searches, at the level the analysis of a game uses: the game's own level of that name) against
the win rate of `--playouts` fresh games played to the end from new determinizations of the
seat's view (a seed stream the analysis never uses), the move played first, then every seat
continuing with the continuation policy the analysis assumes (the game's heuristic bot).
z = (estimate − win rate) / sqrt(se² + binomial se²): about 95% of positions should have |z| < 2
when the uncertainty is honest.

`--option NAME=VALUE` sets a game option for the games played (Roméo & Juliette's `chapter=9`,
its hardest, where a pair's choices decide the chapter; the default chapter I is nearly always
won). Seeded: the same command prints the same figures, on one core or with `--jobs N`
(mistakes and positions play and judge N games at a time in worker processes; the figures do not
change, only the order of the game rows on stderr; `cpu_seconds` is the sum over the processes).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..bots import make_bot
from ..core import load_game
from ..core.errors import SalonError
from ..core.option_text import OptionSyntax, parse_option_text
from ..core.rng import derive_seed
from ..sim.parallel import worker_pool
from .analyse import analyse_record, decision_seed
from .levels import LEVELS, Level, level_for
from .marks import critical, format1_mark, mark
from .record import DecisionPoint, replay_for_analysis
from .search import Determinizer, alike, analyse_position, paired_loss, play_out

#: the kinds of player, by name, and their bot specs
KINDS = {"random": "random", "heuristic": "heuristic", "strong": "ismcts:iterations=1000"}
PLAYERS = {"rose-ceremony": 4, "roxane": 3, "aqua-mirabilis": 3, "romeo-juliette": 2}


def options_entry(options: dict[str, Any] | None) -> dict[str, Any]:
    """The `options` entry of a run's figures: the game options it was played with, if any."""
    return {"options": dict(options)} if options else {}


def play_game(game_id: str, players: int, specs: Sequence[str], seed: int,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A finished game's record: seat p plays specs[p], bot seeds derived from `seed`, the
    game's `options` (its defaults where not given)."""
    game = load_game(game_id)
    bots = [make_bot(specs[p], seed=derive_seed(seed, "seat", p)) for p in range(players)]
    state = game.new_game(players, seed=seed, **(options or {}))
    while not state.is_over():
        for p in state.current_players():
            if p in state.current_players():
                state.apply(p, bots[p].choose(state, p))
    return state.record()


def mean_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95% t interval."""
    n = len(xs)
    m = sum(xs) / n if n else 0.0
    if n < 2:
        return m, float("nan"), float("nan")
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = critical(n) * sd / math.sqrt(n)
    return m, m - half, m + half


def _mistakes_game(game_id: str, a: str, b: str, level: str, seed: int, players: int,
                   options: dict[str, Any], g: int) -> dict[str, Any]:
    """Game g of a `mistakes` run: played by the two kinds alternately, every decision analysed."""
    cpu = time.process_time()
    kinds = [a if p % 2 == 0 else b for p in range(players)]
    gseed = derive_seed(seed, game_id, a, b, g) if players == PLAYERS[game_id] else derive_seed(seed, game_id, a, b, players, g)
    # the kinds swap seats every other game, so no kind keeps the first seat
    seat_kinds = kinds if g % 2 == 0 else [b if k == a else a for k in kinds]
    record = play_game(game_id, players, [KINDS[k] for k in seat_kinds], gseed, options)
    result = analyse_record(record, level)
    per: dict[str, list[int]] = {a: [0, 0, 0, 0, 0], b: [0, 0, 0, 0, 0]}
    for d in result.decisions:
        k = seat_kinds[d.point.seat]
        e = d.estimates
        before = format1_mark(e.loss, e.loss_se, result.level.searches, len(e.candidates) - 1)
        per[k][0] += 1
        per[k][1] += d.mark == "mistake"
        per[k][2] += d.mark == "blunder"
        per[k][3] += before == "mistake"
        per[k][4] += before == "blunder"
    return {"game": g, "seed": gseed, "kinds": seat_kinds,
            **{k: {"decisions": v[0], "mistakes": v[1], "blunders": v[2],
                   "format1_mistakes": v[3], "format1_blunders": v[4],
                   "rate": (v[1] + v[2]) / v[0] if v[0] else 0.0,
                   "average_loss": sum(d.estimates.loss for d in result.decisions
                                       if seat_kinds[d.point.seat] == k) / max(1, v[0])}
               for k, v in per.items()},
            "cpu_seconds": time.process_time() - cpu}


def each_game(work: Callable[[int], dict[str, Any]], games: int, jobs: int = 1) -> list[dict[str, Any]]:
    """work(g) for every game g, in game order; with jobs > 1 on that many worker processes
    (the same rows: each game is seeded by its number alone). Each game's row goes to stderr
    (JSON, one line) as it ends, so `summarize` can sum up an interrupted run."""
    rows = []
    parallel = jobs > 1 and games > 1
    with worker_pool(min(jobs, games)) if parallel else contextlib.nullcontext() as pool:
        for row in pool.imap_unordered(work, range(games)) if pool is not None else map(work, range(games)):
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    return sorted(rows, key=lambda r: r["game"])


def cpu_seconds(rows: Sequence[dict[str, Any]]) -> float:
    """The CPU seconds the games of a run took, in whichever processes played them."""
    return round(sum(r.get("cpu_seconds", 0.0) for r in rows), 1)


def mistakes(game_id: str, a: str, b: str, games: int, level: str, seed: int,
             players: int | None = None, jobs: int = 1, options: dict[str, Any] | None = None) -> dict[str, Any]:
    players = players or PLAYERS[game_id]
    options = dict(options or {})
    rows = each_game(functools.partial(_mistakes_game, game_id, a, b, level, seed, players, options), games, jobs)
    out: dict[str, Any] = {"game": game_id, "players": players, "level": level, "games": games,
                           "pairing": [a, b], "cpu_seconds": cpu_seconds(rows), **options_entry(options)}
    for k in (a, b):
        rates = [r[k]["rate"] for r in rows]
        m, lo, hi = mean_ci(rates)
        losses = [r[k]["average_loss"] for r in rows]
        lm, llo, lhi = mean_ci(losses)
        out[k] = {"rate": round(m, 4), "ci95": [round(lo, 4), round(hi, 4)],
                  "decisions": sum(r[k]["decisions"] for r in rows),
                  "mistakes": sum(r[k]["mistakes"] for r in rows),
                  "blunders": sum(r[k]["blunders"] for r in rows),
                  # the same decisions marked by analysis format 1's rule (marks.format1_mark)
                  "format1_mistakes": sum(r[k].get("format1_mistakes", 0) for r in rows),
                  "format1_blunders": sum(r[k].get("format1_blunders", 0) for r in rows),
                  "average_loss": round(lm, 4), "average_loss_ci95": [round(llo, 4), round(lhi, 4)],
                  "per_game": [round(x, 4) for x in rates]}
    diffs = [r[a]["rate"] - r[b]["rate"] for r in rows]
    m, lo, hi = mean_ci(diffs)
    out["difference"] = {"of": f"{a} - {b}", "rate": round(m, 4), "ci95": [round(lo, 4), round(hi, 4)]}
    return out


def same_positions(game_id: str, kinds: Sequence[str], games: int, level: str, seed: int,
                   every: int = 1, players: int | None = None, slip: float = 0.0,
                   jobs: int = 1, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Each kind's choice judged on the same positions: every `every`-th analysed decision of
    seeded games between heuristic bots. At each position the heuristic's choice is the move it
    played; every other kind chooses from the same position (its own seeded bot, deciding from
    the seat's view as always); one analysis with every kind's choice among its candidates
    judges them all on the same searches (the same determinizations and luck), each with the
    mark the analysis of a game would give it. Each game's row goes to stderr as it ends (JSON,
    one line), so `summarize` can sum up an interrupted run; `jobs` games at a time."""
    players = players or PLAYERS[game_id]
    lv = judged_level(game_id, level, slip)
    options = dict(options or {})
    rows = each_game(functools.partial(_positions_game, game_id, list(kinds), lv, seed, every, players, options),
                     games, jobs)
    head = {**positions_head(game_id, players, level, every, kinds, slip, options), "cpu_seconds": cpu_seconds(rows)}
    return summarize(head, rows)


def _positions_game(game_id: str, kinds: Sequence[str], lv: Level, seed: int, every: int, players: int,
                    options: dict[str, Any], g: int) -> dict[str, Any]:
    """Game g of a `positions` run: its positions, every kind's choice at each, their marks."""
    cpu = time.process_time()
    gseed = derive_seed(seed, "same-positions", game_id, players, g)
    record = play_game(game_id, players, ["heuristic"] * players, gseed, options)
    points = [pt for pt in replay_for_analysis(record).points if pt.analysed]
    points = points[g % every::every]
    per = {k: {"decisions": 0, "mistakes": 0, "blunders": 0, "loss": 0.0, "as_heuristic": 0} for k in kinds}
    only = {f"{a} - {b}": [0, 0] for a, b in zip(kinds, kinds[1:])}
    marked: list[dict[str, Any]] = []
    for pt in points:
        pseed = decision_seed(seed, pt)
        choice = {}
        for k in kinds:
            if k == "heuristic":
                choice[k] = pt.action
            else:
                bot = make_bot(KINDS[k], seed=derive_seed(pseed, "kind", k))
                choice[k] = bot.choose(pt.judged, pt.seat)
        est = analyse_position(pt.judged, pt.seat, pt.action, lv, pseed,
                               also=[choice[k] for k in kinds if choice[k] != pt.action])
        by_action = {c.action: c for c in est.candidates}
        marks = {}
        for k in kinds:
            loss, se = paired_loss(est.best, by_action[choice[k]])
            marks[k] = mark(loss, se, est.searches, len(est.candidates) - 1,
                            alike(pt.judged, pt.seat, choice[k], est.best.action), lv.looks)
            c = per[k]
            c["decisions"] += 1
            c["mistakes"] += marks[k] == "mistake"
            c["blunders"] += marks[k] == "blunder"
            c["loss"] += loss
            c["as_heuristic"] += choice[k] == pt.action
        for a, b in zip(kinds, kinds[1:]):
            only[f"{a} - {b}"][0] += bool(marks[a]) and not marks[b]
            only[f"{a} - {b}"][1] += bool(marks[b]) and not marks[a]
        if any(marks.values()):
            marked.append({"game": g, "seed": gseed, "step": pt.step, "seat": pt.seat,
                           "best": str(est.best.action), "choices": {k: str(choice[k]) for k in kinds},
                           "marks": marks})
    return {"game": g, "seed": gseed, "positions": len(points), "only": only, "marked": marked,
            **{k: {**v, "rate": (v["mistakes"] + v["blunders"]) / max(1, v["decisions"]),
                   "average_loss": v["loss"] / max(1, v["decisions"])}
               for k, v in per.items()},
            "cpu_seconds": time.process_time() - cpu}


def judged_level(game_id: str, level: str, slip: float = 0.0) -> Level:
    """The level a run judges with: the game's own level of that name, with the experiment's
    `slip` (0: the level as the analysis of a game uses it)."""
    return replace(level_for(game_id, LEVELS[level]), slip=slip)


def positions_head(game_id: str, players: int, level: str, every: int, kinds: Sequence[str],
                   slip: float = 0.0, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """What a positions run judged: the game, its options if any, the table size, the level,
    the positions' spacing and the kinds with their bot specs (the head of its figures)."""
    return {"game": game_id, **options_entry(options), "players": players,
            "level": judged_level(game_id, level, slip).to_dict(),
            "every": every, "kinds": list(kinds), "specs": {k: KINDS[k] for k in kinds}}


def summarize(head: dict[str, Any], rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """A positions run's figures from its game rows (`head`: the run's game, players, level,
    every, kinds)."""
    kinds = head["kinds"]
    out: dict[str, Any] = {**head, "games": len(rows), "positions": sum(r["positions"] for r in rows)}
    for k in kinds:
        m, lo, hi = mean_ci([r[k]["rate"] for r in rows])
        lm, llo, lhi = mean_ci([r[k]["average_loss"] for r in rows])
        out[k] = {"rate": round(m, 4), "ci95": [round(lo, 4), round(hi, 4)],
                  "mistakes": sum(r[k]["mistakes"] for r in rows), "blunders": sum(r[k]["blunders"] for r in rows),
                  "as_heuristic": sum(r[k]["as_heuristic"] for r in rows),
                  "average_loss": round(lm, 4), "average_loss_ci95": [round(llo, 4), round(lhi, 4)],
                  "per_game": [round(r[k]["rate"], 4) for r in rows]}
    out["differences"] = []
    for a, b in zip(kinds, kinds[1:]):
        only_a = sum(r.get("only", {}).get(f"{a} - {b}", [0, 0])[0] for r in rows)
        only_b = sum(r.get("only", {}).get(f"{a} - {b}", [0, 0])[1] for r in rows)
        m, lo, hi = mean_ci([r[a]["rate"] - r[b]["rate"] for r in rows])
        lm, llo, lhi = mean_ci([r[a]["average_loss"] - r[b]["average_loss"] for r in rows])
        out["differences"].append({"of": f"{a} - {b}", "rate": round(m, 4), "ci95": [round(lo, 4), round(hi, 4)],
                                   "average_loss": round(lm, 4), "average_loss_ci95": [round(llo, 4), round(lhi, 4)],
                                   "marked_only_first": only_a, "marked_only_second": only_b,
                                   "sign_test_p": sign_test(only_a, only_b)})
    out["marked"] = [m for r in rows for m in r.get("marked", [])]
    return out


def replicate(doc: dict[str, Any], level: str, seed: int) -> dict[str, Any]:
    """Every marked choice of a `positions` run judged again by independent searches (new
    seeds, new determinization sets): the loss of the same choice against the same best move,
    and whether a fresh analysis marks the choice again. Marks that were chance would
    replicate a loss near 0 and be marked again about as rarely as any choice."""
    game_id, players = doc["game"], doc["players"]
    lv = judged_level(game_id, level, float(doc.get("level", {}).get("slip", 0.0)))  # the run's continuation
    game = load_game(game_id)
    by_kind: dict[str, list[dict[str, Any]]] = {}
    replays: dict[int, dict[int, DecisionPoint]] = {}
    cpu = time.process_time()
    for m in doc["marked"]:
        if m["seed"] not in replays:
            record = play_game(game_id, players, ["heuristic"] * players, m["seed"], doc.get("options"))
            replays[m["seed"]] = {pt.step: pt for pt in replay_for_analysis(record).points}
        pt = replays[m["seed"]][m["step"]]
        best = game.parse_action(pt.judged, pt.seat, m["best"])
        choice = {k: game.parse_action(pt.judged, pt.seat, a) for k, a in m["choices"].items()}
        also = [a for a in {best, *choice.values()} if a != pt.action]
        est = analyse_position(pt.judged, pt.seat, pt.action, lv,
                               derive_seed(decision_seed(seed, pt), "replicate"), also=also)
        found = {c.action: c for c in est.candidates}
        for k, was in m["marks"].items():
            if not was:
                continue
            loss, se = paired_loss(found[best], found[choice[k]])
            again_loss, again_se = paired_loss(est.best, found[choice[k]])
            row = {"step": m["step"], "kind": k, "was": was, "loss_again": round(loss, 4), "se": round(se, 4),
                   "marked_again": mark(again_loss, again_se, est.searches, len(est.candidates) - 1,
                                        alike(pt.judged, pt.seat, choice[k], est.best.action), lv.looks)}
            by_kind.setdefault(k, []).append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    out: dict[str, Any] = {"game": game_id, "level": lv.to_dict(), "cpu_seconds": 0.0}
    for k, rows in by_kind.items():
        m_, lo, hi = mean_ci([r["loss_again"] for r in rows])
        out[k] = {"marked": len(rows), "loss_again": round(m_, 4), "ci95": [round(lo, 4), round(hi, 4)],
                  "loss_again_positive": sum(r["loss_again"] > 0 for r in rows),
                  "marked_again": sum(bool(r["marked_again"]) for r in rows)}
    out["cpu_seconds"] = round(time.process_time() - cpu, 1)
    return out


def sign_test(a: int, b: int) -> float:
    """Two-sided exact sign test: the chance of a split at least as uneven as a:b of a + b
    positions where exactly one of two choices is marked, if each were as likely."""
    n = a + b
    if n == 0:
        return 1.0
    k = min(a, b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return round(min(1.0, 2 * tail), 6)


def monte_carlo(game_id: str, positions: int, playouts: int, level: str, seed: int,
                slip: float = 0.0, options: dict[str, Any] | None = None) -> dict[str, Any]:
    players = PLAYERS[game_id]
    lv = judged_level(game_id, level, slip)
    picked: list[DecisionPoint] = []
    g = 0
    while len(picked) < positions:
        record = play_game(game_id, players, ["heuristic"] * players, derive_seed(seed, "calibration", g), options)
        g += 1
        points = [pt for pt in replay_for_analysis(record).points if pt.analysed]
        step = max(1, len(points) // 4)
        picked += points[step // 2::step][:positions - len(picked)]
    rows = []
    cpu = time.process_time()
    for i, pt in enumerate(picked):
        est = analyse_position(pt.judged, pt.seat, pt.action, lv, derive_seed(seed, "estimate", i))
        det = Determinizer(pt.judged, pt.seat)
        stream = derive_seed(seed, "calibration-playouts", i)
        total = 0.0
        cooperative = bool(pt.judged.game.cooperative)
        for k in range(playouts):
            d = det.draw(stream, k)
            if pt.action not in d._legal(pt.seat):
                continue
            d._apply(pt.seat, pt.action)
            d._lc = None
            total += play_out(d, derive_seed(stream, "luck", k), players, cooperative, slip)[pt.seat]
        rate = total / playouts
        bse = math.sqrt(max(rate * (1 - rate), 1.0 / playouts) / playouts)
        z = (est.played.value - rate) / math.sqrt(est.played.se ** 2 + bse ** 2)
        rows.append({"step": pt.step, "seat": pt.seat, "estimate": round(est.played.value, 4),
                     "se": round(est.played.se, 4), "playouts": round(rate, 4), "playouts_se": round(bse, 4),
                     "z": round(z, 2)})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    zs = [r["z"] for r in rows]
    return {"game": game_id, **options_entry(options), "players": players,
            "level": lv.to_dict(), "positions": len(rows),
            "playouts": playouts, "policy": "heuristic" if not slip else f"heuristic, slip {slip}", "cpu_seconds": round(time.process_time() - cpu, 1),
            "within_2": sum(abs(z) < 2 for z in zs), "mean_z": round(sum(zs) / len(zs), 3),
            "mean_z2": round(sum(z * z for z in zs) / len(zs), 3), "rows": rows}


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m salon.analysis.evidence", description=__doc__.split("\n\n")[0])
    ap.add_argument("part", choices=["mistakes", "positions", "summarize", "replicate", "monte-carlo",
                                     "reliability", "calibration"])
    ap.add_argument("--from", dest="source", help="replicate: the JSON a positions run printed; "
                    "summarize: the game rows a positions run wrote to stderr")
    ap.add_argument("--game", default="rose-ceremony", choices=sorted(PLAYERS))
    ap.add_argument("--pairing", default="random,heuristic", help="two kinds: random, heuristic, strong")
    ap.add_argument("--kinds", default="random,heuristic,strong",
                    help="positions: the kinds judged on the same positions (consecutive ones compared)")
    ap.add_argument("--every", type=int, default=1, help="positions: judge every k-th decision of each game")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--players", type=int, help="the table size (default: 4 for Rose Ceremony, 3 for Roxane and Aqua)")
    ap.add_argument("--level", default="normal", choices=sorted(LEVELS))
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--playouts", type=int, default=200)
    ap.add_argument("--per-game", type=int, default=1, help="reliability: positions drawn from each game")
    ap.add_argument("--plot", help="reliability: draw the reliability diagram into this PNG")
    ap.add_argument("--bots", help="reliability: who plays the games (default: the heuristic in every seat): "
                    "a server level (easy, normal, strong) or bot spec in every seat, or a comma-separated "
                    "list rotated over the seats game by game")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1,
                    help="mistakes, positions: games played and judged at a time, in worker processes "
                         "(the same figures for any number)")
    ap.add_argument("--slip", type=float, default=0.0,
                    help="positions, calibration: an experiment, the continuation's chance of a random move at each decision")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a game option for the games played (e.g. chapter=9 for Roméo & Juliette); repeatable")
    args = ap.parse_args(argv)
    if args.part == "calibration":
        ap.error("calibration was renamed: `monte-carlo` measures a figure's Monte Carlo error against "
                 "its own model; `reliability` measures calibration against real outcomes")
    if args.games < 1 or args.per_game < 1:
        ap.error("--games and --per-game: at least 1")
    if not 0.0 <= args.slip < 1.0:
        ap.error("--slip: a chance in [0, 1)")
    try:
        options = parse_option_text(args.option)
        load_game(args.game).resolve_options(args.players or PLAYERS[args.game], options)
    except (OptionSyntax, SalonError) as exc:
        ap.error(f"--option: {exc}")
    if args.part == "mistakes":
        a, b = (k.strip() for k in args.pairing.split(","))
        if a not in KINDS or b not in KINDS or a == b:
            ap.error(f"--pairing: two different kinds of {', '.join(KINDS)}")
        out = mistakes(args.game, a, b, args.games, args.level, args.seed, args.players, max(1, args.jobs), options)
    elif args.part == "positions":
        kinds = [k.strip() for k in args.kinds.split(",")]
        if len(kinds) < 2 or len(set(kinds)) < len(kinds) or any(k not in KINDS for k in kinds):
            ap.error(f"--kinds: two or more different kinds of {', '.join(KINDS)}")
        out = same_positions(args.game, kinds, args.games, args.level, args.seed, max(1, args.every), args.players,
                             args.slip, max(1, args.jobs), options)
    elif args.part == "summarize":
        if not args.source:
            ap.error("summarize: --from FILE (the stderr of a positions run)")
        with open(args.source, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.startswith("{")]
        kinds = [k.strip() for k in args.kinds.split(",")]
        out = summarize(positions_head(args.game, args.players or PLAYERS[args.game], args.level, args.every, kinds,
                                       args.slip, options), rows)
    elif args.part == "replicate":
        if not args.source:
            ap.error("replicate: --from FILE (the output of a positions run)")
        with open(args.source, encoding="utf-8") as f:
            out = replicate(json.load(f), args.level, args.seed)
    elif args.part == "reliability":
        from .reliability import bot_specs, plot, reliability

        if args.bots is not None:
            try:
                bot_specs(args.game, args.bots)
            except ValueError as exc:
                ap.error(f"--bots: {exc}")
        out = reliability(args.game, args.games, judged_level(args.game, args.level, args.slip), args.seed,
                          args.players or PLAYERS[args.game], args.per_game, max(1, args.jobs), options, args.bots)
        if args.plot:
            plot([out], args.plot)
    else:
        out = monte_carlo(args.game, args.positions, args.playouts, args.level, args.seed, args.slip, options)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
