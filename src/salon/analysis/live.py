"""A game's analysis computed while it is played, decision by decision, then assembled.

For a server that analyses each decision in the background as the game goes on (issue 53), so
the whole analysis is ready soon after the last move:

    from salon.analysis.live import analyse_decision, assemble, decisions_so_far

    # after each move (record: the game's record so far, as State.record() gives it)
    for k in decisions_so_far(record):            # entries the analysis will judge
        if k not in done:
            done[k] = analyse_decision(record, k, "normal", seed=0)   # in a worker process
    # when the game is over (record: the finished record, with the table's names)
    analysis = assemble(record, done.values(), "normal", seed=0)      # GameAnalysis
    analysis.to_json()   # the same as analyse_record(record, "normal", seed=0).to_json()

Decision k's result needs only the record's entries up to k (its position is decided by
them), the level and the seed; it is plain data (`DecisionResult.to_dict`, `from_dict`) and may
be stored. `assemble` replays the finished record, uses each result that matches its decision
(same step, seat, move, level and seed), computes any decision still missing (on `jobs` worker
processes), and gives exactly the analysis `analyse_record` gives the finished record: its
marks, words (the record's names at the end) and summary are computed there. A result for a
move later taken back (an undo) is simply not used.

Nothing here is ever shown during play: a result holds the figures of one seat's decision from
that seat's information, and only `assemble` of a finished record makes an analysis.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .analyse import GameAnalysis, Progress, assemble_replayed, level_named, points_to_analyse
from .decision import DecisionResult, estimate_point
from .levels import DEFAULT_LEVEL, Level, level_for
from .parallel import estimate_points
from .record import AnalysisRefused, replay_checked, replay_for_analysis

__all__ = ["DecisionResult", "analyse_decision", "assemble", "decisions_so_far", "missing_decisions"]


def decisions_so_far(record: Any, seats: list[int] | None = None) -> list[int]:
    """The record entries (indices into its actions, step − 1) of a game still being played (or
    finished) that the analysis judges, so far: decisions with a choice, not taken back yet.
    AnalysisRefused if the record is refused (tampered, unknown version)."""
    replayed = replay_checked(record, finished=False)
    return [pt.index for pt in replayed.points if pt.analysed and (seats is None or pt.seat in seats)]


def analyse_decision(record: Any, k: int, level: str | Level = DEFAULT_LEVEL, seed: int = 0) -> DecisionResult:
    """The analysis of record entry `k` (step k + 1): only the entries up to k are read (the
    record may be a game still being played, or longer). AnalysisRefused if the record is
    refused or entry k is not a decision the analysis judges (an undo, a forced move)."""
    if not isinstance(k, int) or isinstance(k, bool) or k < 0:
        raise AnalysisRefused(f"decision {k!r}: an entry of the record is a number from 0")
    replayed = replay_checked(record, finished=False, upto=k + 1)
    point = next((pt for pt in replayed.points if pt.index == k), None)
    if point is None or not point.analysed:
        raise AnalysisRefused(f"step {k + 1} is not a decision the analysis judges (an undo, or a forced move)")
    lv = level_for(replayed.final.game.id, level_named(level))
    return estimate_point(point, lv, seed)


def _usable(record: Any, results: Iterable[DecisionResult], level: str | Level, seed: int,
            seats: list[int] | None) -> tuple[Any, Level, list[Any], list[DecisionResult | None]]:
    replayed = replay_for_analysis(record)
    lv = level_for(replayed.final.game.id, level_named(level))
    todo = points_to_analyse(replayed, seats)
    given = {r.index: r for r in results}
    have: list[DecisionResult | None] = []
    for pt in todo:
        r = given.get(pt.index)
        have.append(r if r is not None and r.matches(pt, lv, seed) else None)
    return replayed, lv, todo, have


def missing_decisions(record: Any, results: Iterable[DecisionResult], level: str | Level = DEFAULT_LEVEL,
                      seed: int = 0, seats: list[int] | None = None) -> list[int]:
    """The entries of finished `record` that `assemble` would still have to compute (the work
    left when the game ends)."""
    _, _, todo, have = _usable(record, results, level, seed, seats)
    return [pt.index for pt, r in zip(todo, have, strict=True) if r is None]


def assemble(record: Any, results: Iterable[DecisionResult], level: str | Level = DEFAULT_LEVEL, seed: int = 0,
             seats: list[int] | None = None, progress: Progress | None = None, jobs: int = 1) -> GameAnalysis:
    """The analysis of finished `record` from per-decision results (`analyse_decision`), the
    decisions without a matching result computed here (on `jobs` worker processes;
    `progress(done, total)` counts those): equal to `analyse_record(record, level, seats,
    seed)`. AnalysisRefused if the record is refused (unfinished, tampered)."""
    replayed, lv, todo, have = _usable(record, results, level, seed, seats)
    missing = [pt for pt, r in zip(todo, have, strict=True) if r is None]
    computed = iter(estimate_points(replayed, missing, lv, seed, jobs, progress))
    complete = [r if r is not None else next(computed) for r in have]
    return assemble_replayed(replayed, lv, seed, complete, seats)
