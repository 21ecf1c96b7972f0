"""Statistics for self-play results: win rates with Wilson intervals, lengths, end reasons."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable
from typing import Any

from .runner import GameResult


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _r(x: float) -> float:
    return round(x, 4)


def summarize(results: Iterable[GameResult], players: int) -> dict[str, Any]:
    """Win rate per seat and per bot (ties count as a win for each winner), scores, lengths, ends."""
    results = list(results)
    n = len(results)
    seat_wins = [0] * players
    seat_scores: list[list[float]] = [[] for _ in range(players)]
    bot_games: Counter[str] = Counter()
    bot_wins: Counter[str] = Counter()
    lengths = []
    ends: Counter[str] = Counter()
    for r in results:
        lengths.append(r.decisions)
        ends[str(r.details.get("end", "normal"))] += 1
        for p in range(players):
            seat_scores[p].append(r.scores[p])
            bot_games[r.bots[p]] += 1
            if p in r.winners:
                seat_wins[p] += 1
                bot_wins[r.bots[p]] += 1
    seats = []
    for p in range(players):
        lo, hi = wilson(seat_wins[p], n)
        seats.append({
            "seat": p, "bot": results[0].bots[p] if results else None, "wins": seat_wins[p],
            "win_rate": _r(seat_wins[p] / n) if n else 0.0, "ci95": [_r(lo), _r(hi)],
            "mean_score": _r(statistics.fmean(seat_scores[p])) if n else 0.0,
        })
    bots = []
    for spec in sorted(bot_games):
        g, w = bot_games[spec], bot_wins[spec]
        lo, hi = wilson(w, g)
        bots.append({"bot": spec, "seat_games": g, "wins": w, "win_rate": _r(w / g),
                     "ci95": [_r(lo), _r(hi)]})
    return {
        "games": n,
        "seats": seats,
        "bots": bots,
        "length": {
            "mean": _r(statistics.fmean(lengths)) if n else 0.0,
            "median": _r(statistics.median(lengths)) if n else 0.0,
            "min": min(lengths, default=0), "max": max(lengths, default=0),
        },
        "ends": dict(sorted(ends.items())),
        "shared_wins": sum(1 for r in results if len(r.winners) > 1),
        "no_winner": sum(1 for r in results if not r.winners),
    }
