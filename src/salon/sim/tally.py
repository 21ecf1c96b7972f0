"""A batch's statistics kept as it is played: memory bounded by what the games vary in, never
by how many there are.

`salon simulate --games 1000000000` must not hold a million results to print quartiles at the
end. A `Numbers` keeps a count per distinct value: game lengths, scores, margins and rounds
are whole numbers in a small range, so their quartiles are exact whatever the number of games.
A series that takes more than `DISTINCT` different values (a statistic measured in fractions)
is counted on a grid of power-of-two steps, the finest that keeps it within `DISTINCT` values;
its quartiles are then accurate to one step, and its mean stays exact (an exact rational sum).

`BatchTally.add(result)` takes one game; `doc()` is what `balance.balance` printed from a
list of results (the same figures, and the same JSON for a batch whose series stay exact).
The result does not depend on the order in which games arrive: sums are exact, counts are
counts, and the seats' bots are those of the game with the lowest index.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from typing import Any

from .runner import GameResult

#: distinct values a series keeps exactly before it is counted on a grid
DISTINCT = 4096


def _r(x: float) -> float:
    return round(float(x), 4)


class Numbers:
    """A series of numbers as counts per value: n, exact mean and spread, quartiles."""

    __slots__ = ("counts", "n", "total", "step")

    def __init__(self) -> None:
        self.counts: Counter[float] = Counter()
        self.n = 0
        self.total = Fraction(0)
        #: None while every value is kept exactly; else the grid's step (a power of two)
        self.step: float | None = None

    def add(self, value: float, times: int = 1) -> None:
        self.n += times
        self.total += Fraction(value) * times
        self.counts[self._key(value)] += times
        if len(self.counts) > DISTINCT:
            self._coarsen()

    def values(self) -> list[tuple[float, int]]:
        """(value, count) in increasing order (values on the grid once it is coarse)."""
        return sorted(self.counts.items())

    def _key(self, value: float) -> float:
        if self.step is None:
            return value
        return math.floor(value / self.step) * self.step

    def _coarsen(self) -> None:
        lo, hi = min(self.counts), max(self.counts)
        step = self.step or 2.0 ** math.floor(math.log2(max((hi - lo) / DISTINCT, 2.0 ** -1000)))
        while True:
            grid: Counter[float] = Counter()
            for v, c in self.counts.items():
                grid[math.floor(v / step) * step] += c
            if len(grid) <= DISTINCT:
                break
            step *= 2
        self.counts, self.step = grid, step

    def _at(self, k: int, ordered: list[tuple[float, int]]) -> float:
        """The k-th value (from 0) of the sorted series."""
        seen = 0
        for v, c in ordered:
            seen += c
            if k < seen:
                return v
        return ordered[-1][0]

    def distribution(self) -> dict[str, Any]:
        """Mean, spread and quartiles ("inclusive" quartiles, as `statistics.quantiles`)."""
        if not self.n:
            return {"n": 0}
        ordered = self.values()
        m = self.n
        if m > 1:
            q = []
            for i in (1, 2, 3):
                j, delta = divmod(i * (m - 1), 4)
                a = self._at(j, ordered)
                b = self._at(j + 1, ordered)
                q.append((a * (4 - delta) + b * delta) / 4)
        else:
            q = [ordered[0][0]] * 3
        mean = self.total / m
        var = sum((Fraction(v) - mean) ** 2 * c for v, c in ordered) / m if self.step is None else \
            max(Fraction(0), sum(Fraction(v) ** 2 * c for v, c in ordered) / m - mean ** 2)
        return {"n": m, "mean": _r(float(self.total) / m), "stdev": _r(math.sqrt(var)),
                "min": _r(ordered[0][0]), "p25": _r(q[0]), "median": _r(q[1]), "p75": _r(q[2]),
                "max": _r(ordered[-1][0])}


class StatsTally:
    """A game's own statistics (`State.statistics()`), key by key: numbers averaged, strings,
    booleans and categorical numbers counted, lists of numbers pooled, tables nested."""

    def __init__(self) -> None:
        self.kinds: dict[str, set[str]] = {}
        self.counted: dict[str, Counter[Any]] = {}
        self.numbers: dict[str, Numbers] = {}
        self.pooled: dict[str, Numbers] = {}
        self.nested: dict[str, StatsTally] = {}

    def add(self, row: dict[str, Any]) -> None:
        for k, v in row.items():
            if v is None:
                continue
            kinds = self.kinds.setdefault(k, set())
            if isinstance(v, bool) or isinstance(v, str):
                kinds.add("str")
                self.counted.setdefault(k, Counter())[v] += 1
            elif isinstance(v, (int, float)):
                kinds.add("num")
                counter = self.counted.setdefault(k, Counter())
                if v in counter or len(counter) < DISTINCT:  # counted only as a category
                    counter[v] += 1
                self.numbers.setdefault(k, Numbers()).add(float(v))
            elif isinstance(v, list):
                kinds.add("list")
                pool = self.pooled.setdefault(k, Numbers())
                for x in v:
                    if isinstance(x, (int, float)) and not isinstance(x, bool):
                        pool.add(float(x))
            elif isinstance(v, dict):
                kinds.add("dict")
                self.nested.setdefault(k, StatsTally()).add(v)
            else:
                kinds.add("other")

    def doc(self, categorical: frozenset[str] = frozenset()) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in sorted(self.kinds):
            kinds = self.kinds[k]
            if k in categorical and kinds <= {"num", "str"}:
                counted = self.counted[k]
                order = sorted((v for v in counted if counted[v]), key=lambda v: (isinstance(v, str), v))
                out[k] = {"counts": {str(v): counted[v] for v in order}}
            elif kinds == {"str"}:
                named: Counter[str] = Counter()
                for v, c in self.counted[k].items():
                    named[str(v)] += c
                out[k] = {"counts": dict(sorted(named.items()))}
            elif kinds == {"num"}:
                out[k] = self.numbers[k].distribution()
            elif kinds == {"list"}:
                out[k] = self.pooled[k].distribution()
            elif kinds == {"dict"}:
                sub = self.nested[k].doc()
                if sub:
                    out[k] = sub
        return out


class BatchTally:
    """Everything a batch's summary and balance report need, one game at a time."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.n = 0
        self.first_index: int | None = None
        self.first_bots: list[str] = []
        self.first_version: str | None = None
        self.game_id: str | None = None
        self.seat_wins = [0] * players
        self.seat_scores = [Numbers() for _ in range(players)]
        self.seat_score_sum = [Fraction(0)] * players
        self.bot_games: Counter[str] = Counter()
        self.bot_wins: Counter[str] = Counter()
        self.lengths = Numbers()
        self.ends: Counter[str] = Counter()
        self.shared_wins = 0
        self.no_winner = 0
        self.any_winner = 0
        self.first_wins = 0
        self.start_player_given = False
        self.margins = Numbers()
        self.relative = Fraction(0)
        self.single_winner = 0
        self.rounds = Numbers()
        self.rounds_everywhere = True
        self.lead = Numbers()
        self.took = Numbers()
        self.stats = StatsTally()

    def add(self, r: GameResult) -> None:
        players = self.players
        self.n += 1
        if self.first_index is None or r.index < self.first_index:
            self.first_index, self.first_bots = r.index, list(r.bots)
            record = r.record
            self.game_id, self.first_version = record.get("game"), record.get("version")
        self.lengths.add(r.decisions)
        self.ends[str(r.details.get("end", "normal"))] += 1
        for p in range(players):
            self.seat_scores[p].add(r.scores[p])
            self.bot_games[r.bots[p]] += 1
            if p in r.winners:
                self.seat_wins[p] += 1
                self.bot_wins[r.bots[p]] += 1
        if r.winners:
            self.any_winner += 1
        if len(r.winners) > 1:
            self.shared_wins += 1
        if not r.winners:
            self.no_winner += 1
        stats = r.metrics.get("stats", {})
        first = stats.get("start_player", 0)
        if first:
            self.start_player_given = True
        if first in r.winners:
            self.first_wins += 1
        if len(r.winners) == 1:
            self.single_winner += 1
            w = r.winners[0]
            others = [r.scores[p] for p in range(players) if p != w]
            if others:
                m = r.scores[w] - max(others)
                self.margins.add(m)
                self.relative += Fraction(m / max(1.0, abs(r.scores[w])))
        rounds = stats.get("rounds")
        if isinstance(rounds, (int, float)):
            self.rounds.add(float(rounds))
        else:
            self.rounds_everywhere = False
        if "lead_changes" in r.metrics:
            self.lead.add(r.metrics["lead_changes"])
            if "winner_lead_from" in r.metrics:
                self.took.add(r.metrics["winner_lead_from"])
        self.stats.add(stats)

    # ------------------------------------------------------------------ the figures
    def summary(self) -> dict[str, Any]:
        """Win rate per seat and per bot (ties count as a win for each winner), scores,
        lengths, ends (what `stats.summarize` gave for a list)."""
        from .stats import wilson

        n = self.n
        seats = []
        for p in range(self.players):
            lo, hi = wilson(self.seat_wins[p], n)
            scores = self.seat_scores[p]
            seats.append({
                "seat": p, "bot": self.first_bots[p] if n else None, "wins": self.seat_wins[p],
                "win_rate": _r(self.seat_wins[p] / n) if n else 0.0, "ci95": [_r(lo), _r(hi)],
                "mean_score": _r(float(scores.total) / n) if n else 0.0,
            })
        bots = []
        for spec in sorted(self.bot_games):
            g, w = self.bot_games[spec], self.bot_wins[spec]
            lo, hi = wilson(w, g)
            bots.append({"bot": spec, "seat_games": g, "wins": w, "win_rate": _r(w / g),
                         "ci95": [_r(lo), _r(hi)]})
        length = self.lengths.distribution()
        return {
            "games": n,
            "seats": seats,
            "bots": bots,
            "length": {
                "mean": length.get("mean", 0.0), "median": length.get("median", 0.0),
                "min": int(length.get("min", 0)), "max": int(length.get("max", 0)),
            },
            "ends": dict(sorted(self.ends.items())),
            "shared_wins": self.shared_wins,
            "no_winner": self.no_winner,
        }

    def first_seat_advantage(self) -> dict[str, Any]:
        """The first player's win rate against the fair share 1/players, with a 95% interval."""
        from .stats import wilson

        n = self.n
        fair = 1.0 / self.players
        lo, hi = wilson(self.first_wins, n)
        return {
            "first_player": "seat 0" if not self.start_player_given else "the game's start player",
            "fair_share": _r(fair), "first_player_win_rate": _r(self.first_wins / n) if n else 0.0,
            "advantage": _r(self.first_wins / n - fair) if n else 0.0, "ci95": [_r(lo - fair), _r(hi - fair)],
        }
