"""Round-robin arenas between bots: seat-rotated schedules, win rates, margins and ratings.

Competitive games: every pair of bots (A, B) meets in a series of deals. A deal is one table
seed played once with every seat pattern that mixes A and B (for 2 players: A–B and B–A; for 3:
ABB, BAB, BBA, BAA, ABA, AAB; ...), so every bot sits in every seat equally often and, between
equal bots, each side wins half the games. A's result in a game is its share of the win: the
fraction of the winners that are A's seats (a shared win between A and B counts half each;
a game without a winner counts half).

Cooperative games: each bot fills every seat (a "pair" in a 2-player game) and plays the same
deals; two bots are compared deal by deal (a deal one side wins and the other loses counts for
that side, the rest count half).

Game k of a pairing uses the table seed `game_seed(S, k // patterns)` (from `sim.runner`), and
each bot its seat's seed derived from that, so results never depend on `jobs`. Ratings are a
Bradley–Terry fit on the Elo scale (400·log10 of the strength ratio, mean 0), with one virtual
drawn game per pairing so that a clean sweep still has a finite rating. Each rating carries a
95% percentile-bootstrap interval: the games of each pairing (in a cooperative game, the deals
all pairs share) are resampled with replacement, the fit is redone on every replicate, and the
generator is seeded from the arena's seed, so the same arena reports the same intervals. Two
bots whose intervals overlap are not separated by this arena (docs/bots.md, "Ratings").
"""

from __future__ import annotations

import hashlib
import itertools
import math
import statistics as st
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import load_game
from ..core.errors import SalonError
from ..core.rng import Rng, derive_seed
from .parallel import worker_pool
from .runner import game_seed, play_game
from .stats import wilson


@dataclass(frozen=True)
class Match:
    """One scheduled game: its index, the pairing it belongs to, the spec per seat, the seed."""

    index: int
    pairing: int
    deal: int
    pattern: tuple[int, ...]  # per seat: 0 = the pairing's first bot, 1 = its second
    specs: tuple[str, ...]
    seed: int


def seat_patterns(players: int) -> list[tuple[int, ...]]:
    """Every seat assignment of two bots that uses both, fewest first-bot seats first."""
    pats = [p for p in itertools.product((0, 1), repeat=players) if 0 < p.count(0) < players]
    pats.sort(key=lambda p: (p.count(0), p))
    return pats


def pairings(n_bots: int, cooperative: bool) -> list[tuple[int, int]]:
    """Pairs of bot indexes, in order; in a cooperative game each bot plays alone: (i, i)."""
    if cooperative:
        return [(i, i) for i in range(n_bots)]
    return list(itertools.combinations(range(n_bots), 2))


def games_per_pairing(games: int, players: int, cooperative: bool) -> int:
    """`games` rounded up to whole deals, so that seats are rotated exactly."""
    if cooperative:
        return games
    m = len(seat_patterns(players))
    return -(-games // m) * m


def schedule(bots: Sequence[str], games: int, players: int, seed: int,
             cooperative: bool) -> list[Match]:
    """Every game of the arena, in a fixed order."""
    out: list[Match] = []
    pats = [tuple([0] * players)] if cooperative else seat_patterns(players)
    per = games_per_pairing(games, players, cooperative)
    for k_pair, (a, b) in enumerate(pairings(len(bots), cooperative)):
        for k in range(per):
            deal, pat = divmod(k, len(pats))
            specs = tuple(bots[a] if x == 0 else bots[b] for x in pats[pat])
            out.append(Match(len(out), k_pair, deal, pats[pat], specs, game_seed(seed, deal)))
    return out


def _play(task: tuple[str, int, tuple[str, ...], int, dict[str, Any], int]) -> dict[str, Any]:
    game_id, players, specs, seed, options, index = task
    r = play_game(game_id, players, list(specs), seed, options, index=index)
    return {"index": index, "seats": list(specs), "seed": seed, "scores": list(r.scores),
            "winners": list(r.winners), "decisions": r.decisions}


def reuse(matches: Sequence[Match], done: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The results among `done` (an arena file's, `salon arena --out`) of games this schedule
    plays, renumbered to its indexes. A game is the same game when the same specs sit in the
    same seats at the same table seed (the game, version, players and options are the file's
    header's business): so an arena given more games, or more bots, keeps what it can."""
    by_game = {(tuple(r["seats"]), r["seed"]): r for r in done}
    out = []
    for m in matches:
        r = by_game.get((m.specs, m.seed))
        if r is not None:
            out.append({**r, "index": m.index})
    return out


def play_matches(game_id: str, players: int, matches: Sequence[Match], options: dict[str, Any],
                 jobs: int = 1, on_result: Callable[[dict[str, Any]], None] | None = None
                 ) -> list[dict[str, Any]]:
    """Play the scheduled games (in `jobs` processes) and return their results in index order."""
    tasks = [(game_id, players, m.specs, m.seed, options, m.index) for m in matches]
    results: list[dict[str, Any]] = []

    def consume(it: Iterator[dict[str, Any]]) -> None:
        for r in it:
            results.append(r)
            if on_result:
                on_result(r)

    if jobs <= 1 or len(tasks) <= 1:
        consume(_play(t) for t in tasks)
    else:
        with worker_pool(jobs) as pool:
            consume(pool.imap_unordered(_play, tasks, chunksize=1))
    results.sort(key=lambda r: r["index"])
    return results


def _r(x: float) -> float:
    return round(x, 4)


def code_fingerprint(game_id: str) -> str:
    """A digest of the code and data that decide how an arena's games go: the core, the bots,
    the game runner and the game's own package (every file under them). An arena file made by
    other code is not resumed (`salon arena --out --resume`): its games would not be the games
    this code plays."""
    game_package = Path(sys.modules[type(load_game(game_id)).__module__].__file__ or "").parent
    root = Path(__file__).parent.parent
    files = [Path(__file__).parent / "runner.py"]
    for folder in (root / "core", root / "bots", game_package):
        files += [f for f in folder.rglob("*") if f.is_file() and f.suffix not in (".pyc",)]
    digest = hashlib.sha256()
    for f in sorted(files, key=lambda f: f.relative_to(root).as_posix()):
        digest.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def _share(winners: Sequence[int], pattern: Sequence[int]) -> float:
    """The first bot's share of a game's win."""
    if not winners:
        return 0.5
    return sum(1 for w in winners if pattern[w] == 0) / len(winners)


def _margin(scores: Sequence[float], pattern: Sequence[int]) -> float:
    a = [s for s, x in zip(scores, pattern) if x == 0]
    b = [s for s, x in zip(scores, pattern) if x == 1]
    return sum(a) / len(a) - sum(b) / len(b)


def bradley_terry(n_bots: int, results: Sequence[tuple[int, int, float, int]],
                  iterations: int = 2000, tolerance: float = 1e-12) -> list[float]:
    """Elo-scale ratings (mean 0) from (i, j, score of i, games) pairwise results.

    Minorization–maximization (Hunter 2004) with one virtual draw per pairing; it stops when no
    strength moves by more than `tolerance` in an iteration."""
    wins = [0.0] * n_bots
    games: dict[tuple[int, int], float] = {}
    for i, j, s, n in results:
        if i == j or n == 0:
            continue
        wins[i] += s + 0.5
        wins[j] += n - s + 0.5
        key = (min(i, j), max(i, j))
        games[key] = games.get(key, 0.0) + n + 1
    opponents: list[list[tuple[int, float]]] = [[] for _ in range(n_bots)]
    for (a, b), ng in games.items():
        opponents[a].append((b, ng))
        opponents[b].append((a, ng))
    strength = [1.0] * n_bots
    for _ in range(iterations):
        new = []
        for i in range(n_bots):
            denom = sum(ng / (strength[i] + strength[o]) for o, ng in opponents[i])
            new.append(wins[i] / denom if denom else strength[i])
        g = math.exp(sum(math.log(x) for x in new) / n_bots)
        new = [x / g for x in new]
        done = max(abs(x - y) for x, y in zip(new, strength)) < tolerance
        strength = new
        if done:
            break
    return [400.0 * math.log10(x) for x in strength]


#: bootstrap replicates behind each rating's interval
BOOTSTRAP_ROUNDS = 1000

#: what the bootstrap draws as one: the (i, j, score of i, games) results of one game (in a
#: cooperative game, of one deal: every pair's comparison on it)
Unit = list[tuple[int, int, float, int]]


def bootstrap_intervals(n_bots: int, strata: Sequence[Sequence[Unit]], seed: int,
                        rounds: int = BOOTSTRAP_ROUNDS) -> list[tuple[float, float]]:
    """95% percentile-bootstrap intervals of the Bradley–Terry ratings, one per bot.

    Each stratum (a pairing's games; in a cooperative game, the deals every pair shares) is
    resampled with replacement to its own size; every replicate is refitted (virtual draws
    included) and each bot's 2.5% and 97.5% quantiles are its interval.
    The draws come from a generator seeded by `seed`: the same arena gives the same intervals."""
    rng = Rng(derive_seed(seed, "elo-bootstrap"))
    draws: list[list[float]] = [[] for _ in range(n_bots)]
    for _ in range(rounds):
        totals: dict[tuple[int, int], list[float]] = {}
        for units in strata:
            for _ in range(len(units)):
                for i, j, s, n in units[rng.below(len(units))]:
                    t = totals.setdefault((i, j), [0.0, 0.0])
                    t[0] += s
                    t[1] += n
        elo = bradley_terry(n_bots, [(i, j, s, int(n)) for (i, j), (s, n) in totals.items()],
                            tolerance=1e-9)
        for i, x in enumerate(elo):
            draws[i].append(x)
    out = []
    for xs in draws:  # the 2.5% and 97.5% points, interpolated between neighbours
        q = st.quantiles(xs, n=40, method="inclusive") if len(xs) > 1 else xs * 39
        out.append((q[0], q[38]))
    return out


def overlapping(names: Sequence[str], intervals: Sequence[tuple[float, float]]) -> list[list[str]]:
    """Per bot, the other bots whose rating interval overlaps its own (not separated from it)."""
    return [[names[j] for j in range(len(names))
             if j != i and intervals[i][0] <= intervals[j][1] and intervals[j][0] <= intervals[i][1]]
            for i in range(len(names))]


def labels(bots: Sequence[str]) -> list[str]:
    """A distinct name per bot: its spec, with #2, #3 ... when a spec is repeated."""
    seen: dict[str, int] = {}
    out = []
    for b in bots:
        seen[b] = seen.get(b, 0) + 1
        out.append(b if seen[b] == 1 else f"{b}#{seen[b]}")
    return out


def summarize_arena(bots: Sequence[str], matches: Sequence[Match], results: Sequence[dict[str, Any]],
                    cooperative: bool, seed: int = 0, rounds: int = BOOTSTRAP_ROUNDS) -> dict[str, Any]:
    """Per pairing: games, win rate with its 95% interval, mean score margin; ratings per bot,
    each with its 95% bootstrap interval (`rounds` replicates seeded by `seed`) and the bots
    whose interval overlaps it."""
    names = labels(bots)
    pairs = pairings(len(bots), cooperative)
    by_index = {r["index"]: r for r in results}
    pair_rows: list[dict[str, Any]] = []
    bt: list[tuple[int, int, float, int]] = []
    bot_games = [0] * len(bots)
    strata: list[list[Unit]] = []
    if not cooperative:
        for k, (a, b) in enumerate(pairs):
            ms = [m for m in matches if m.pairing == k]
            shares = [_share(by_index[m.index]["winners"], m.pattern) for m in ms]
            strata.append([[(a, b, s, 1)] for s in shares])
            share = sum(shares)
            margin = sum(_margin(by_index[m.index]["scores"], m.pattern) for m in ms)
            n = len(ms)
            lo, hi = wilson(share, n)
            pair_rows.append({
                "a": names[a], "b": names[b], "games": n, "a_score": _r(share),
                "a_win_rate": _r(share / n) if n else 0.0, "ci95": [_r(lo), _r(hi)],
                "mean_margin": _r(margin / n) if n else 0.0,
            })
            bt.append((a, b, share, n))
            bot_games[a] += n
            bot_games[b] += n
        solo: list[dict[str, Any]] = []
    else:
        outcome: dict[tuple[int, int], tuple[float, float]] = {}
        solo = []
        for k, (a, _) in enumerate(pairs):
            ms = [m for m in matches if m.pairing == k]
            wins = sum(1.0 for m in ms if by_index[m.index]["winners"])
            score = sum(by_index[m.index]["scores"][0] for m in ms)
            n = len(ms)
            lo, hi = wilson(wins, n)
            solo.append({"bot": names[a], "games": n, "wins": int(wins),
                         "win_rate": _r(wins / n) if n else 0.0, "ci95": [_r(lo), _r(hi)],
                         "mean_score": _r(score / n) if n else 0.0})
            bot_games[a] += n
            for m in ms:
                r = by_index[m.index]
                outcome[(a, m.deal)] = (1.0 if r["winners"] else 0.0, float(r["scores"][0]))
        by_deal: dict[int, Unit] = {}
        for a, b in itertools.combinations(range(len(bots)), 2):
            common = sorted(d for (i, d) in outcome if i == a and (b, d) in outcome)
            share = 0.0
            margin = 0.0
            for d in common:
                wa, sa = outcome[(a, d)]
                wb, sb = outcome[(b, d)]
                s = 0.5 + 0.5 * (wa - wb)
                share += s
                margin += sa - sb
                by_deal.setdefault(d, []).append((a, b, s, 1))
            n = len(common)
            lo, hi = wilson(share, n)
            pair_rows.append({
                "a": names[a], "b": names[b], "games": n, "a_score": _r(share),
                "a_win_rate": _r(share / n) if n else 0.0, "ci95": [_r(lo), _r(hi)],
                "mean_margin": _r(margin / n) if n else 0.0,
            })
            bt.append((a, b, share, n))
        strata.append([by_deal[d] for d in sorted(by_deal)])
    elo = bradley_terry(len(bots), bt)
    ci = [(round(lo, 1), round(hi, 1)) for lo, hi in bootstrap_intervals(len(bots), strata, seed, rounds)]
    near = overlapping(names, ci)
    order = sorted(range(len(bots)), key=lambda i: (-round(elo[i], 1), names[i]))
    ratings = [{"bot": names[i], "elo": round(elo[i], 1), "ci95": list(ci[i]), "games": bot_games[i],
                "overlaps": near[i]} for i in order]
    lengths = [r["decisions"] for r in results]
    return {
        "pairings": pair_rows,
        "solo": solo,
        "ratings": ratings,
        "rating_bootstrap": {"rounds": rounds, "resampled": "games, within each pairing"
                             if not cooperative else "deals (every pair's games on them together)"},
        "mean_decisions": _r(sum(lengths) / len(lengths)) if lengths else 0.0,
    }


def run_arena(game_id: str, bots: Sequence[str], games: int, players: int, seed: int,
              options: dict[str, Any] | None = None, jobs: int = 1,
              on_result: Callable[[dict[str, Any]], None] | None = None,
              done: Sequence[dict[str, Any]] = (), so_far: bool = False) -> dict[str, Any]:
    """Play a whole arena and return its JSON-ready report (no timings: same arguments, same bytes).

    `done`: results of games already played (an interrupted run's, see `reuse`); only the
    others are played, and the report is the one an uninterrupted run gives. With `so_far`
    nothing is played: the report is of the deals of `done` whose every seating is finished
    (seats stay balanced), and says how many of the arena's games that is (`so_far`)."""
    game = load_game(game_id)
    if len(bots) < 2 and not game.cooperative:
        raise SalonError("an arena needs at least two bots")
    if not bots:
        raise SalonError("an arena needs at least one bot")
    opts = game.resolve_options(players, dict(options or {}))
    matches = schedule(bots, games, players, seed, game.cooperative)
    kept = reuse(matches, done)
    have = {r["index"] for r in kept}
    extra: dict[str, Any] = {}
    if so_far:
        wanted = len(matches)
        seatings: dict[tuple[int, int], list[int]] = {}
        for m in matches:
            seatings.setdefault((m.pairing, m.deal), []).append(m.index)
        matches = [m for m in matches if all(i in have for i in seatings[m.pairing, m.deal])]
        whole = {m.index for m in matches}
        results = [r for r in kept if r["index"] in whole]
        extra = {"so_far": {"games": len(matches), "of": wanted, "finished": len(kept)}}
    else:
        results = kept + play_matches(game_id, players, [m for m in matches if m.index not in have], opts,
                                      jobs, on_result)
    results.sort(key=lambda r: r["index"])
    summary = summarize_arena(bots, matches, results, game.cooperative, seed)
    return {**extra,
        "game": game_id, "version": game.version, "players": players, "seed": seed,
        "options": opts, "bots": list(bots), "cooperative": bool(game.cooperative),
        "games_per_pairing": games_per_pairing(games, players, game.cooperative),
        "seat_patterns": ["".join("AB"[x] for x in p) for p in
                          ([tuple([0] * players)] if game.cooperative else seat_patterns(players))],
        "total_games": len(matches),
        **summary,
    }
