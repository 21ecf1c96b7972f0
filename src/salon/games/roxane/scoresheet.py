"""Roxane's final scoring as a table of words, built from the outcome details alone (the
terminal draws it from a finished view, the state from its result)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.game import Scoring
from ...core.words import Words, join_words
from .data import KISS_IDS

if TYPE_CHECKING:
    from .rules import RoxaneState


def _words() -> Words:
    from .rules import GAME

    return GAME.words()


def table(result: Mapping[str, Any], names: Sequence[str]) -> Scoring:
    """The nine steps in the rulebook's order, a total row, the active areas and the
    tie-break order shared, the verdict and notes (kiss combinations, a broken tie)."""
    w = _words()
    d = result["details"]
    n = len(names)
    sc = Scoring(columns=list(names))
    for step in d["steps"]:
        sc.add_row(w.name("category", step["step"]), [int(v) for v in step["points"]],
                   help=w.effect("category", step["step"]))
    totals = [int(t) for t in d["totals"]]
    sc.add_row(w.name("category", "total"), totals, help=w.effect("category", "total"), total=True)
    raw = [0] * n
    for step in d["steps"]:
        raw = [raw[q] + int(step["points"][q]) for q in range(n)]
    r_rule = d.get("romance_area")
    if r_rule:
        sc.add_shared(w.say("shared_romance"), w.name("area", r_rule), help=w.effect("area", r_rule))
    p_rule = d.get("poetry_area")
    track = w.name("poetry", d["poetry_track"])
    if p_rule:
        sc.add_shared(w.say("shared_poetry"), w.say("area_of_track", track=track, area=w.name("area", p_rule)),
                      help=w.effect("area", p_rule))
    else:
        sc.add_shared(w.say("shared_poetry"), w.say("area_of_track", track=track, area=w.name("track", "reset")))
    sc.add_shared(w.say("shared_end"), w.name("end", "six_rounds"), help=w.effect("end", "six_rounds"))
    order = [int(q) for q in d["tiebreak_order"]]
    sc.add_shared(w.say("shared_order"), join_words([names[q] for q in order]),
                  help=w.effect("tiebreak", "turn_order"))
    for q, combos in enumerate(d.get("kiss_combinations", [])):
        if combos:
            parts = [w.say("note_kiss", kiss=w.say("kiss", short=w.field("kiss", k, "short")),
                           times=int(v)) for k, v in combos.items() if k in KISS_IDS]
            sc.notes.append(w.say("note_kisses", who=names[q], kisses=join_words(parts)))
    if any(raw[q] != totals[q] for q in range(n)):
        sc.notes.append(w.effect("category", "total"))
    winners = [int(x) for x in result["winners"]]
    sc.winners = winners
    if winners:
        win = winners[0]
        pts = totals[win]
        tied = [q for q in range(n) if totals[q] == totals[win]]
        if len(tied) > 1:
            sc.verdict = w.say("verdict_tie", who=names[win], points=pts)
            sc.notes.append(w.say("note_tiebreak", order=join_words([names[q] for q in order])))
        else:
            sc.verdict = w.say("verdict", who=names[win], points=pts)
    return sc


def scoring(s: RoxaneState, names: Sequence[str]) -> Scoring | None:
    """The final scoring of a finished game (None before the end)."""
    if s.result is None:
        return None
    return table(s.result, names)

