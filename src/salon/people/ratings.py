"""Ratings per game with openskill (Weng–Lin, the Plackett–Luce model: free-for-all games of
2–6 players with ties), and the rule of which finished tables count.

A finished table is rated when it was created rated and every seat is held by an account
(a signed-in person: no bot seat, no guest, no chosen seed). A seat away at the end (its
player left, or a present player handed it to the bot) counts as a loss for its account: it
is ranked last, below everyone who stayed, whatever the bot scored for it. The one exception:
a seat that left before making a move of its own (every action of its seat was the bot's or
the clock's) makes the whole table unrated — a table abandoned before its first move counts
for nobody. Cooperative games (Roméo & Juliette) are never rated: each account gets a result
per chapter (won or lost, with whom) instead.

The shown rating is openskill's ordinal, mu − 3·sigma (0 for a new player).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from openskill.models import PlackettLuce


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
