"""Balance metrics from game results (live or read back from a JSONL file).

First-seat advantage, score distributions and margins, game length in decisions and rounds,
how games ended, lead changes and when the eventual winner took the lead for good,
decisiveness, and the statistics each game declares (`State.statistics()`).
"""

from __future__ import annotations

import statistics as st
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..core import Game, load_game
from ..core.errors import SalonError
from .runner import GameResult
from .stats import summarize, wilson


def _r(x: float) -> float:
    return round(float(x), 4)


def distribution(values: Sequence[float]) -> dict[str, float]:
    """Mean, spread and quartiles of a list of numbers."""
    if not values:
        return {"n": 0}
    vs = sorted(values)
    q = st.quantiles(vs, n=4, method="inclusive") if len(vs) > 1 else [vs[0]] * 3
    return {"n": len(vs), "mean": _r(st.fmean(vs)), "stdev": _r(st.pstdev(vs)), "min": _r(vs[0]),
            "p25": _r(q[0]), "median": _r(q[1]), "p75": _r(q[2]), "max": _r(vs[-1])}


def balance(results: Sequence[GameResult], players: int) -> dict[str, Any]:
    """Every balance metric of a batch, JSON-ready and deterministic for the same results."""
    results = sorted(results, key=lambda r: r.index)
    n = len(results)
    doc = summarize(results, players)
    game = _game(results[0]) if results else None
    if game is not None and game.cooperative:
        wins = sum(1 for r in results if r.winners)
        lo, hi = wilson(wins, n)
        doc["team"] = {"win_rate": _r(wins / n), "ci95": [_r(lo), _r(hi)]}
        doc["first_seat_advantage"] = None  # every seat shares one result
    else:
        doc["first_seat_advantage"] = first_seat_advantage(results, players)
    doc["scores"] = [distribution([r.scores[p] for r in results]) for p in range(players)]
    margins, relative = [], []
    for r in results:
        if len(r.winners) == 1:
            w = r.winners[0]
            others = [r.scores[p] for p in range(players) if p != w]
            if others:
                m = r.scores[w] - max(others)
                margins.append(m)
                relative.append(m / max(1.0, abs(r.scores[w])))
    doc["margin"] = distribution(margins)
    doc["decisiveness"] = {
        "single_winner": _r(sum(1 for r in results if len(r.winners) == 1) / n) if n else 0.0,
        "mean_relative_margin": _r(st.fmean(relative)) if relative else 0.0,
    }
    doc["length_decisions"] = distribution([r.decisions for r in results])
    rounds = [r.metrics.get("stats", {}).get("rounds") for r in results]
    if all(isinstance(x, (int, float)) for x in rounds) and rounds:
        doc["length_rounds"] = distribution([float(x) for x in rounds if x is not None])
    lead = [r.metrics["lead_changes"] for r in results if "lead_changes" in r.metrics]
    if lead:
        doc["lead_changes"] = distribution(lead)
        took = [r.metrics["winner_lead_from"] for r in results if "winner_lead_from" in r.metrics]
        doc["winner_took_lead_at"] = distribution(took)
    doc["game_stats"] = game_stats([r.metrics.get("stats", {}) for r in results],
                                   game.categorical_statistics if game is not None else frozenset())
    return doc


def _game(result: GameResult) -> Game | None:
    """The game a result was played in, if this salon knows it."""
    try:
        return load_game(result.record["game"])
    except SalonError:
        return None


def first_seat_advantage(results: Sequence[GameResult], players: int) -> dict[str, Any]:
    """The first player's win rate against the fair share 1/players, with a 95% interval."""
    n = len(results)
    fair = 1.0 / players
    # The first player is seat 0 unless the game says otherwise (statistics()["start_player"]).
    firsts = [r.metrics.get("stats", {}).get("start_player", 0) for r in results]
    first_wins = sum(1 for r, f in zip(results, firsts) if f in r.winners)
    lo, hi = wilson(first_wins, n)
    return {
        "first_player": "seat 0" if not any(firsts) else "the game's start player",
        "fair_share": _r(fair), "first_player_win_rate": _r(first_wins / n) if n else 0.0,
        "advantage": _r(first_wins / n - fair) if n else 0.0, "ci95": [_r(lo - fair), _r(hi - fair)],
    }


def game_stats(rows: Sequence[dict[str, Any]], categorical: frozenset[str] = frozenset()) -> dict[str, Any]:
    """Numbers averaged (with spread), strings, booleans and the `categorical` keys (numbers
    that name a seat or a level) counted, lists of numbers pooled."""
    keys = sorted({k for row in rows for k in row})
    out: dict[str, Any] = {}
    for k in keys:
        values = [row[k] for row in rows if k in row and row[k] is not None]
        if not values:
            continue
        if k in categorical and all(isinstance(v, (int, float, str)) for v in values):
            counted = Counter(values)
            order = sorted(counted, key=lambda v: (isinstance(v, str), v))
            out[k] = {"counts": {str(v): counted[v] for v in order}}
        elif all(isinstance(v, bool) or isinstance(v, str) for v in values):
            out[k] = {"counts": dict(sorted(Counter(str(v) for v in values).items()))}
        elif all(isinstance(v, (int, float)) for v in values):
            out[k] = distribution([float(v) for v in values])
        elif all(isinstance(v, list) for v in values):
            pooled = [float(x) for v in values for x in v if isinstance(x, (int, float))]
            out[k] = distribution(pooled)
        elif all(isinstance(v, dict) for v in values):
            sub = game_stats(values)
            if sub:
                out[k] = sub
    return out
