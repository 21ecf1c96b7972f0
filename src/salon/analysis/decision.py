"""One decision's analysis on its own: its seed, its search, and its result as plain data.

A whole game's analysis is the sum of independent per-decision analyses: decision k's figures
depend only on the position it was judged from (which the record up to entry k decides), the
level and the analysis seed, never on the other decisions nor on the order in which they are
computed. So the decisions can be analysed in any order, in worker processes
(`salon.analysis.parallel`), or one by one while the game is played
(`salon.analysis.live`), and assembled afterwards into the same analysis, byte for byte.

A `DecisionResult` is plain data (JSON-ready: actions are written as their `str`, which is
unique among a seat's legal actions, and floats round-trip exactly), so it crosses process
boundaries cheaply and may be stored; `resolve` turns it back into `DecisionEstimates` against
the position it was computed for.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..core.errors import SalonError
from ..core.game import Action
from ..core.rng import derive_seed
from .levels import Level
from .record import DecisionPoint
from .search import DecisionEstimates, Estimate, analyse_position


def decision_seed(seed: int, point: DecisionPoint) -> int:
    """The seed of one decision's searches: from the analysis seed, the seat and what the seat
    sees (so two positions the seat cannot tell apart are analysed alike). It depends on nothing
    else: not on the decision's neighbours nor on the order the decisions are computed in."""
    view = json.dumps(point.judged.view(point.seat), sort_keys=True, separators=(",", ":"), default=str)
    return derive_seed(seed, "analysis", point.seat, view)


def _estimate_wire(e: Estimate) -> dict[str, Any]:
    return {"action": str(e.action), "value": e.value, "se": e.se, "iterations": e.iterations,
            "per_search": list(e.per_search)}


@dataclass(frozen=True)
class DecisionResult:
    """The searched figures of one decision of a record, as plain data.

    `index` is the record entry (step − 1), `seat` and `played` (the action's str) say which
    decision it is, `level` (its `to_dict()`) and `seed` (the analysis seed) how it was
    computed: a result is used for a record only where all five match
    (`DecisionResult.matches`)."""

    index: int
    seat: int
    played: str
    level: dict[str, Any]
    seed: int
    #: the figures: candidates (ranked, best first), loss, loss_se, heuristic, legal, screened,
    #: alike, played and best (action strings naming candidates)
    figures: dict[str, Any]

    def matches(self, point: DecisionPoint, level: Level, seed: int) -> bool:
        """Whether this result is decision `point`'s at `level` and analysis `seed`."""
        return (self.index == point.index and self.seat == point.seat and self.played == str(point.action)
                and self.level == level.to_dict() and self.seed == seed)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (for a store, or a wire between processes)."""
        return {"index": self.index, "seat": self.seat, "played": self.played, "level": dict(self.level),
                "seed": self.seed, "figures": self.figures}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DecisionResult:
        return cls(int(d["index"]), int(d["seat"]), str(d["played"]), dict(d["level"]), int(d["seed"]),
                   dict(d["figures"]))

    def resolve(self, point: DecisionPoint) -> DecisionEstimates:
        """The figures as `DecisionEstimates`, their actions read back among the legal actions of
        the position `point` was judged from (SalonError if one is not legal there)."""
        legal = {str(a): a for a in point.judged.legal_actions(point.seat)}

        def action(text: str) -> Action:
            if text not in legal:
                raise SalonError(f"step {point.step}: {text!r} of a stored analysis is not legal there")
            return legal[text]

        f = self.figures
        candidates = [Estimate(action(c["action"]), c["value"], c["se"], c["iterations"], list(c["per_search"]))
                      for c in f["candidates"]]
        by_name = {str(c.action): c for c in candidates}
        return DecisionEstimates(
            played=by_name[f["played"]], best=by_name[f["best"]], candidates=candidates, loss=f["loss"],
            loss_se=f["loss_se"], heuristic_choice=None if f["heuristic"] is None else action(f["heuristic"]),
            legal_count=f["legal"], screened=f["screened"], alike=f["alike"],
            searches=len(by_name[f["played"]].per_search))


def estimate_point(point: DecisionPoint, level: Level, seed: int) -> DecisionResult:
    """Search decision `point` at `level` (already the game's own level: `level_for`) with the
    analysis seed `seed`: its result, which depends on nothing else."""
    try:
        est = analyse_position(point.judged, point.seat, point.action, level, decision_seed(seed, point))
    except SalonError as exc:
        raise SalonError(f"step {point.step}: the analysis failed: {exc}") from None
    figures = {
        "candidates": [_estimate_wire(c) for c in est.candidates],
        "played": str(est.played.action), "best": str(est.best.action),
        "loss": est.loss, "loss_se": est.loss_se,
        "heuristic": None if est.heuristic_choice is None else str(est.heuristic_choice),
        "legal": est.legal_count, "screened": est.screened, "alike": est.alike,
    }
    return DecisionResult(point.index, point.seat, str(point.action), level.to_dict(), seed, figures)
