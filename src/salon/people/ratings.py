"""Ratings per game with openskill (Weng–Lin, the Plackett–Luce model: free-for-all games of
2–6 players with ties), and the rules that make them measure play (docs/accounts.md,
"Ratings"; `RatingRules` holds every number, each a server setting with its default).

A finished table is rated when it was created rated and every seat is held by an account (no
bot seat, no guest, no chosen seed), and no seat was left before its first move (a table
abandoned before it began counts for nobody). Then, seat by seat:

- a seat *played* when its account made at least `min_share` of the seat's decisions itself
  (the rest were the replacement bot's or the clock's): a game counts for an account only
  when it played its seat;
- the seats that played are rated among themselves, ranked winners first, then by score
  (equal scores share a rank); a seat its player chose to leave (or another player handed to
  the bot) is ranked last, below everyone who stayed; a seat the *server* handed to the bot
  (its own grace ran out) keeps the result its bot reached;
- a seat that left before playing its share still loses: it is rated last against the seats
  that played — and nobody gains from it (their ratings move only from the seats that played);
- an account's rating moves by `weight` of the change openskill computes, where weight is
  `repeat_decay` to the power of the rated games it played against the same opponent in the
  last `repeat_window` seconds (the most of any opponent at the table): 1, ½, ¼, …;
- a rating is *provisional* (shown as such, kept off the leaderboard) until it counts
  `provisional_games` rated games against `provisional_opponents` different accounts.

Cooperative games (Roméo & Juliette) are never rated: each account gets a result per chapter.
The shown rating is openskill's ordinal, mu − 3·sigma (0 for a new player).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any

from openskill.models import PlackettLuce


@dataclass(frozen=True)
class RatingRules:
    """Every number of the rating rules and of a rated table's limits (docs/accounts.md)."""

    #: a seat played when its account made this share of the seat's decisions
    min_share: float = 0.5
    #: a repeated pairing counts `repeat_decay` ** (games with that opponent in the window)
    repeat_window: float = 86400.0
    repeat_decay: float = 0.5
    #: a rating is provisional until this many rated games against this many accounts
    provisional_games: int = 5
    provisional_opponents: int = 3
    #: a rated table's floors: seconds an absent player's seat waits before the server hands it
    #: to the bot, and seconds per decision (the creator may ask for more, never less)
    rated_grace: float = 300.0
    rated_clock: float = 60.0
    #: the bot level that plays a seat the server handed over at a rated table
    rated_bot: str = "heuristic"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> RatingRules:
        """The rules with each number the server's environment sets (`SALON_` and the field's
        name in capitals: `SALON_MIN_SHARE=0.6`, `SALON_RATED_GRACE=600` …), the defaults
        otherwise; ValueError naming a value out of its range."""
        env = os.environ if env is None else env
        given: dict[str, Any] = {}
        for f in fields(cls):
            raw = env.get(f"SALON_{f.name.upper()}", "").strip()
            if not raw:
                continue
            try:
                value: Any = raw if f.type == "str" else (int(raw) if f.type == "int" else float(raw))
            except ValueError:
                raise ValueError(f"$SALON_{f.name.upper()}={raw!r}: a number is expected") from None
            if f.type != "str" and (not value >= 0 or (f.name in ("min_share", "repeat_decay") and value > 1)):
                raise ValueError(f"$SALON_{f.name.upper()}={raw!r}: out of range "
                                 f"({'0 to 1' if f.name in ('min_share', 'repeat_decay') else '0 or more'})")
            given[f.name] = value
        return cls(**given)


@lru_cache(maxsize=1)
def model() -> PlackettLuce:
    return PlackettLuce()


def initial() -> tuple[float, float]:
    r = model().rating()
    return float(r.mu), float(r.sigma)


def ordinal(mu: float, sigma: float) -> float:
    return mu - 3 * sigma


def ranks(outcome: dict[str, Any], players: int, left: Sequence[bool]) -> list[int]:
    """1 for the winners, then by score (equal scores share a rank); every leaver last."""
    winners = set(outcome.get("winners") or [])
    scores = list(outcome.get("scores") or [0.0] * players)
    stayed = [q for q in range(players) if not left[q]]
    keyed = sorted({(0 if q in winners else 1, -float(scores[q])) for q in stayed})
    rank_of = {k: i + 1 for i, k in enumerate(keyed)}
    out = [0] * players
    for q in stayed:
        out[q] = rank_of[(0 if q in winners else 1, -float(scores[q]))]
    last = len(keyed) + 1
    for q in range(players):
        if left[q]:
            out[q] = last
    return out


def rate(current: Sequence[tuple[float, float]], seat_ranks: Sequence[int]) -> list[tuple[float, float]]:
    """The (mu, sigma) of each seat after a game with these ranks (openskill)."""
    m = model()
    teams = [[m.create_rating([mu, sigma])] for mu, sigma in current]
    new = m.rate(teams, ranks=list(seat_ranks))
    return [(float(t[0].mu), float(t[0].sigma)) for t in new]


def weighted(before: tuple[float, float], after: tuple[float, float], weight: float) -> tuple[float, float]:
    """`weight` of the change from `before` to `after` (1: all of it, 0: none)."""
    return (before[0] + weight * (after[0] - before[0]), before[1] + weight * (after[1] - before[1]))


def why_unrated(table: dict[str, Any], seats: Sequence[dict[str, Any]],
                human_moves: dict[int, int]) -> str | None:
    """None if the finished table counts, else a short reason (stored with it)."""
    if not table.get("rated"):
        return "not rated"
    if table.get("seeded"):
        return "seeded"
    if any(s["kind"] != "human" or not s.get("account_id") for s in seats):
        return "a seat without an account"
    if len({s["account_id"] for s in seats}) != len(seats):
        return "an account at two seats"
    if any(s["away"] and not human_moves.get(int(s["seat"])) for s in seats):
        return "abandoned before the first move"
    return None


def left_by_choice(seat: dict[str, Any]) -> bool:
    """A seat away at the end that counts as abandoned: its player left (or another player
    handed it to the bot); not a seat the server handed over when its own limits ran out."""
    return bool(seat["away"]) and seat.get("away_by") != "server"


def played(human: int, total: int, rules: RatingRules) -> bool:
    """Whether a seat's account made a real share of the seat's decisions."""
    return total > 0 and human >= rules.min_share * total


@dataclass(frozen=True)
class Settlement:
    """What a rated table changes: per seat, its rank, whether it counts as left, and its new
    (mu, sigma) and weight — or None where the table changes nothing for that seat."""

    ranks: list[int]
    left: list[bool]
    after: list[tuple[float, float] | None]
    weights: list[float]


def settle(outcome: dict[str, Any], seats: Sequence[dict[str, Any]], human_moves: dict[int, int],
           all_moves: dict[int, int], before: Sequence[tuple[float, float]], repeats: Sequence[int],
           rules: RatingRules) -> Settlement:
    """The ratings a rated table's result gives (see the module's docstring). `before`: each
    seat's (mu, sigma); `repeats`: each seat's most rated games against one of the table's
    other accounts in the window."""
    n = len(seats)
    left = [left_by_choice(s) for s in seats]
    seat_ranks = ranks(outcome, n, left)
    players = [q for q in range(n) if played(human_moves.get(q, 0), all_moves.get(q, 0), rules)]
    weights = [rules.repeat_decay ** max(0, repeats[q]) for q in range(n)]
    after: list[tuple[float, float] | None] = [None] * n
    if len(players) >= 2:  # the seats that played, among themselves
        new = rate([before[q] for q in players], [seat_ranks[q] for q in players])
        for q, r in zip(players, new, strict=True):
            after[q] = weighted(before[q], r, weights[q])
    for q in range(n):  # a leaver who did not play its share: a loss against those who did
        if q not in players and left[q] and players:
            group = [q, *players]
            worst = max(seat_ranks) + 1
            new = rate([before[x] for x in group], [worst] + [seat_ranks[x] for x in players])
            after[q] = weighted(before[q], new[0], weights[q])
    return Settlement(seat_ranks, left, after, weights)
