"""The final scoring as a table of words, built from the outcome details alone.

Rows follow the rulebook's final scoring: the points scored during the game, the final perfume
parade, then the additional scoring (originality tokens, flipped city tiles, Dame majorities,
each of the four final bonus tiles), and the total. The bonus tiles in play and the tie-break
order belong to no one player: they are listed once, in `shared`. The terminal renderer and
`AquaState.scoring` both use `build_scoring`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import Scoring
from ...core.words import Words, join_words, plural

#: per-player rows before the bonus tiles, in the rulebook's order
ROWS = ("during_game", "final_parade", "originality_tokens", "city_tiles", "dame_majorities")
TIEBREAKS = ("dame_favours", "experience", "letter", "perfumes")


def _num(v: Any) -> int:
    return int(v) if isinstance(v, (int, float)) else 0


def _tie_value(w: Words, key: str, v: int) -> str:
    if key == "letter":
        return w.name("letter", str(v)) if w.has("letter", str(v)) else str(v)
    return str(v)


def build_scoring(details: Mapping[str, Any], names: Sequence[str], w: Words) -> Scoring:
    """The table of `details` (an outcome's details) for players `names`."""
    rows: list[Mapping[str, Any]] = details.get("players", [])
    n = len(rows)
    names = list(names)[:n]
    sc = Scoring(columns=names)
    for key in ROWS:
        sc.add_row(w.name("category", key), [_num(r.get(key)) for r in rows],
                   help=w.effect("category", key))
    bonuses = [str(b) for b in details.get("bonus_tiles", [])]
    for b in bonuses:
        label = w.name("bonus", b) if w.has("bonus", b) else w.name("category", "final_bonuses")
        sc.add_row(f"Bonus: {label}", [_num(r.get("final_bonuses", {}).get(b)) for r in rows],
                   help=w.effect("bonus", b) if w.has("bonus", b) else "")
    totals = [_num(t) for t in details.get("totals", [r.get("total") for r in rows])]
    sc.add_row(w.name("category", "total"), totals, total=True)
    for b in bonuses:
        if w.has("bonus", b):
            sc.add_shared(f"Bonus tile: {w.name('bonus', b)}", w.effect("bonus", b))
    order = [str(k) for k in details.get("tiebreak_order", TIEBREAKS)]
    sc.add_shared("Ties broken by", ", then ".join(w.field("tiebreak", k, "phrase") for k in order))
    trigger = details.get("end_triggered_by", -1)
    if isinstance(trigger, int) and 0 <= trigger < n:
        sc.add_shared(w.name("end", "last_sunday"), f"by {names[trigger]}")
    winners = [int(q) for q in details.get("winners", [])]
    sc.winners = winners
    if not totals or not winners:
        sc.verdict = "Nobody wins"
        return sc
    best = totals[winners[0]]
    tied = [q for q in range(n) if totals[q] == best]
    who = join_words([names[q] for q in winners])
    pts = plural(best, "point")
    if len(tied) == 1:
        sc.verdict = f"{who} wins with {pts}"
        return sc
    # a tie on points: find the criterion that settled it (or none)
    values = [list(rows[q].get("tiebreak", [])) for q in range(n)]
    alive = tied
    decided = ""
    for i, key in enumerate(order):
        if any(len(values[q]) <= i for q in alive):
            break
        top = max(values[q][i] for q in alive)
        keep = [q for q in alive if values[q][i] == top]
        if len(keep) < len(alive):
            shown = ", ".join(f"{names[q]} {_tie_value(w, key, values[q][i])}" for q in alive)
            sc.notes.append(f"Tie at {pts} broken by {w.field('tiebreak', key, 'phrase')}: {shown}")
            decided = w.field("tiebreak", key, "phrase")
            alive = keep
        if len(alive) == 1:
            break
    if len(winners) == 1:
        sc.verdict = f"{who} wins with {pts}, on {decided}" if decided else f"{who} wins with {pts}"
    else:
        sc.verdict = f"{who} share the win with {pts}"
        sc.notes.append("Still tied after every tie-break: the King takes them all as his perfumers")
    return sc
