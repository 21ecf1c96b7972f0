"""Balance metrics from game results (live or read back from a JSONL file).

First-seat advantage, score distributions and margins, game length in decisions and rounds,
how games ended, lead changes and when the eventual winner took the lead for good,
decisiveness, and the statistics each game declares (`State.statistics()`).
"""

from __future__ import annotations

import statistics as st
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..core import Game, load_game
from ..core.errors import SalonError
from .runner import GameResult
from .stats import wilson
from .tally import BatchTally


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


def balance(results: Iterable[GameResult], players: int) -> dict[str, Any]:
    """Every balance metric of a batch, JSON-ready and deterministic for the same results."""
    tally = BatchTally(players)
    for r in results:
        tally.add(r)
    return balance_of(tally)


def balance_of(tally: BatchTally) -> dict[str, Any]:
    """Every balance metric of the games a tally took (in any order), JSON-ready."""
    n = tally.n
    doc = tally.summary()
    game = _game_named(tally.game_id)
    if game is not None and game.cooperative:
        wins = tally.any_winner
        lo, hi = wilson(wins, n)
        doc["team"] = {"win_rate": _r(wins / n), "ci95": [_r(lo), _r(hi)]}
        doc["first_seat_advantage"] = None  # every seat shares one result
    else:
        doc["first_seat_advantage"] = tally.first_seat_advantage()
    doc["scores"] = [numbers.distribution() for numbers in tally.seat_scores]
    doc["margin"] = tally.margins.distribution()
    doc["decisiveness"] = {
        "single_winner": _r(tally.single_winner / n) if n else 0.0,
        "mean_relative_margin": _r(float(tally.relative) / tally.margins.n) if tally.margins.n else 0.0,
    }
    doc["length_decisions"] = tally.lengths.distribution()
    if tally.rounds_everywhere and tally.rounds.n:
        doc["length_rounds"] = tally.rounds.distribution()
    if tally.lead.n:
        doc["lead_changes"] = tally.lead.distribution()
        doc["winner_took_lead_at"] = tally.took.distribution()
    doc["game_stats"] = tally.stats.doc(game.categorical_statistics if game is not None else frozenset())
    return doc


def _game_named(game_id: str | None) -> Game | None:
    """The game of that id, if this salon knows it."""
    if not game_id:
        return None
    try:
        return load_game(game_id)
    except SalonError:
        return None


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
