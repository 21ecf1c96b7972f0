"""The whole game's analysis: every decision of every seat, marked, summed up per seat."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import SalonError
from .decision import DecisionResult, decision_seed
from .levels import DEFAULT_LEVEL, LEVELS, Level, level_for
from .marks import critical, lower_bound, mark, thresholds
from .parallel import estimate_points
from .record import AnalysisRefused, DecisionPoint, Replayed, replay_for_analysis
from .search import DecisionEstimates, continuation_name

__all__ = ["FORMAT", "DecisionAnalysis", "GameAnalysis", "SeatSummary", "analyse_record", "analyse_replayed",
           "assemble_replayed", "decision_seed", "level_named", "points_to_analyse"]

#: the analysis format's version (in every result; bump when the JSON changes meaning)
#: 2 (2026-12-07): a mark needs the loss's lower 95% bound beyond the threshold, never between
#: choices the seat could not tell apart ("alike", "loss_low" in each decision)
#: 3 (2026-12-07): more searches where a mark is in doubt, the 95% shared between the two looks
#: ("searches" in each decision: the level's, or more; the level's "doubt")
FORMAT = 3

Progress = Callable[[int, int], None]


@dataclass
class DecisionAnalysis:
    """One analysed decision: what was played, what the search liked best, and the verdict."""

    point: DecisionPoint
    estimates: DecisionEstimates
    mark: str | None
    #: the sentences of the move played (the game's narration, as its actor read it)
    said: list[str]

    def label(self, action: Any) -> str:
        names = self._names
        return self.point.judged.label_for(action, self.point.seat, names)

    _names: list[str] = field(default_factory=list, repr=False)
    level_searches: int = 1
    #: the times the level may look at a mark (2 where it searches more when in doubt)
    looks: int = 1

    def to_dict(self) -> dict[str, Any]:
        e = self.estimates
        return {
            "step": self.point.step,
            "seat": self.point.seat,
            "played": str(self.point.action),
            "said": self.said,
            "simultaneous": self.point.simultaneous,
            "legal": e.legal_count,
            "screened": e.screened,
            "value": round(e.played.value, 4),
            "se": round(e.played.se, 4),
            "iterations": e.played.iterations,
            "best": str(e.best.action),
            "best_label": self.label(e.best.action),
            "best_value": round(e.best.value, 4),
            "best_se": round(e.best.se, 4),
            "loss": round(e.loss, 4),
            "loss_se": round(e.loss_se, 4),
            "loss_low": round(lower_bound(e.loss, e.loss_se, self.level_searches, max(1, len(e.candidates) - 1),
                                          self.looks), 4),
            "searches": self.level_searches,
            "alike": e.alike,
            "mark": self.mark,
            "se_multiple": critical(self.level_searches, max(1, len(e.candidates) - 1) * self.looks),
            "heuristic": None if e.heuristic_choice is None else str(e.heuristic_choice),
            "candidates": [{"action": str(c.action), "label": self.label(c.action),
                            "value": round(c.value, 4), "se": round(c.se, 4),
                            "iterations": c.iterations} for c in e.candidates],
        }


@dataclass
class SeatSummary:
    seat: int
    name: str
    decisions: int
    mistakes: int
    blunders: int
    average_loss: float

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions,
                "mistakes": self.mistakes, "blunders": self.blunders,
                "average_loss": round(self.average_loss, 4)}


@dataclass
class GameAnalysis:
    """The analysis of one finished game."""

    game: str
    version: str
    level: Level
    seed: int
    names: list[str]
    cooperative: bool
    policy: str
    decisions: list[DecisionAnalysis]
    seats: list[int]
    winners: list[int]
    steps: int

    def summary(self) -> list[SeatSummary]:
        out = []
        for p in self.seats:
            mine = [d for d in self.decisions if d.point.seat == p]
            losses = [d.estimates.loss for d in mine]
            out.append(SeatSummary(p, self.names[p], len(mine),
                                   sum(d.mark == "mistake" for d in mine),
                                   sum(d.mark == "blunder" for d in mine),
                                   sum(losses) / len(losses) if losses else 0.0))
        return out

    def line(self, seat: int) -> list[tuple[int, float, float]]:
        """The seat's win-chance line: (step, estimate of the move played, its standard error)."""
        return [(d.point.step, d.estimates.played.value, d.estimates.played.se)
                for d in self.decisions if d.point.seat == seat]

    def turning_points(self, seat: int | None = None) -> list[DecisionAnalysis]:
        """The marked decisions (mistakes and blunders), in the order played."""
        return [d for d in self.decisions if d.mark and (seat is None or d.point.seat == seat)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "game": self.game, "version": self.version,
            "level": self.level.to_dict(), "seed": self.seed, "names": self.names,
            "cooperative": self.cooperative, "policy": self.policy,
            "thresholds": {**thresholds(), "se_multiple_one_alternative": critical(self.level.searches, self.level.looks)}, "steps": self.steps, "winners": self.winners,
            "seats": [s.to_dict() for s in self.summary()],
            "decisions": [d.to_dict() for d in self.decisions],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)


def level_named(name: str | Level) -> Level:
    """The Level of that name (quick, normal, deep); AnalysisRefused for another."""
    if isinstance(name, Level):
        return name
    level = LEVELS.get(str(name).strip().lower())
    if level is None:
        raise AnalysisRefused.worded("analysis-level-unknown", level=repr(name), levels=", ".join(LEVELS))
    return level


def _chosen_seats(replayed: Replayed, seats: list[int] | None) -> list[int]:
    players = replayed.final.players
    chosen = list(range(players)) if seats is None else sorted(set(seats))
    for p in chosen:
        if not 0 <= p < players:
            raise AnalysisRefused.worded("analysis-seat-range", seat=p, players=players)
    return chosen


def points_to_analyse(replayed: Replayed, seats: list[int] | None = None) -> list[DecisionPoint]:
    """The decisions a game's analysis judges: every analysed point of `seats` (all by
    default), in the record's order."""
    chosen = _chosen_seats(replayed, seats)
    return [pt for pt in replayed.points if pt.analysed and pt.seat in chosen]


def assemble_replayed(replayed: Replayed, level: Level, seed: int, results: Sequence[DecisionResult],
                      seats: list[int] | None = None) -> GameAnalysis:
    """The game's analysis from one result per decision judged (`points_to_analyse`, in that
    order; `level` is the game's own level, `level_for`): the marks, the words and the summary
    are computed here, from the finished record."""
    final = replayed.final
    chosen = _chosen_seats(replayed, seats)
    todo = points_to_analyse(replayed, chosen)
    if len(results) != len(todo):
        raise SalonError(f"{len(results)} decision results for the {len(todo)} decisions this analysis judges")
    names = replayed.names
    out: list[DecisionAnalysis] = []
    for pt, result in zip(todo, results, strict=True):
        if not result.matches(pt, level, seed):
            raise SalonError(f"step {pt.step}: the decision result given is not this decision's at this "
                             "level and seed")
        est = result.resolve(pt)
        said = pt.after.narrate(pt.before, pt.seat, pt.action, pt.seat, names)
        da = DecisionAnalysis(pt, est, mark(est.loss, est.loss_se, est.searches, len(est.candidates) - 1,
                                            est.alike, level.looks), said)
        da._names = names
        da.level_searches, da.looks = est.searches, level.looks
        out.append(da)
    outcome = final.outcome()
    return GameAnalysis(
        game=final.game.id, version=str(replayed.record["version"]),
        level=level, seed=seed, names=names, cooperative=bool(final.game.cooperative),
        policy=continuation_name(final), decisions=out, seats=chosen,
        winners=list(outcome.winners) if outcome else [], steps=len(replayed.record["actions"]))


def analyse_replayed(replayed: Replayed, level: str | Level = DEFAULT_LEVEL, seats: list[int] | None = None,
                     seed: int = 0, progress: Progress | None = None, jobs: int = 1) -> GameAnalysis:
    """Analyse every decision of `seats` (all by default) of a checked record, on `jobs` worker
    processes (the result does not depend on their number)."""
    lv = level_for(replayed.final.game.id, level_named(level))
    todo = points_to_analyse(replayed, seats)
    results = estimate_points(replayed, todo, lv, seed, jobs, progress)
    return assemble_replayed(replayed, lv, seed, results, seats)


def analyse_record(record: Any, level: str | Level = DEFAULT_LEVEL, seats: list[int] | None = None,
                   seed: int = 0, progress: Progress | None = None, jobs: int = 1) -> GameAnalysis:
    """Check and analyse a finished game's record (AnalysisRefused, naming the step, if it is
    unfinished, tampered or of a version this salon cannot replay; nothing is computed then)."""
    lv = level_named(level)
    return analyse_replayed(replay_for_analysis(record), lv, seats, seed, progress, jobs)
