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
from ...core.words import Words, join_words

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
        sc.add_row(w.say("score_bonus_row", bonus=label), [_num(r.get("final_bonuses", {}).get(b)) for r in rows],
                   help=w.effect("bonus", b) if w.has("bonus", b) else "")
    totals = [_num(t) for t in details.get("totals", [r.get("total") for r in rows])]
    sc.add_row(w.name("category", "total"), totals, total=True)
    for b in bonuses:
        if w.has("bonus", b):
            sc.add_shared(w.say("score_bonus_tile", bonus=w.name("bonus", b)), w.effect("bonus", b))
    order = [str(k) for k in details.get("tiebreak_order", TIEBREAKS)]
    sc.add_shared(w.say("score_ties_broken_by"),
                  w.say("score_then_separator").join(w.field("tiebreak", k, "phrase") for k in order))
    trigger = details.get("end_triggered_by", -1)
    if isinstance(trigger, int) and 0 <= trigger < n:
        sc.add_shared(w.name("end", "last_sunday"), w.say("score_by", who=names[trigger]))
    winners = [int(q) for q in details.get("winners", [])]
    sc.winners = winners
    if not totals or not winners:
        sc.verdict = w.say("verdict_nobody")
        return sc
    best = totals[winners[0]]
    tied = [q for q in range(n) if totals[q] == best]
    who = join_words([names[q] for q in winners])
    if len(tied) == 1:
        sc.verdict = w.say("verdict_wins", who=who, n=best)
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
            shown = ", ".join(w.say("score_tie_value", who=names[q], value=_tie_value(w, key, values[q][i]))
                              for q in alive)
            sc.notes.append(w.say("score_tie_broken", n=best, criterion=w.field("tiebreak", key, "phrase"),
                                  values=shown))
            decided = w.field("tiebreak", key, "phrase")
            alive = keep
        if len(alive) == 1:
            break
    if len(winners) == 1:
        sc.verdict = (w.say("verdict_wins_on", who=who, n=best, criterion=decided) if decided
                      else w.say("verdict_wins", who=who, n=best))
    else:
        sc.verdict = w.say("verdict_share", who=who, n=best)
        sc.notes.append(w.say("score_still_tied"))
    return sc
