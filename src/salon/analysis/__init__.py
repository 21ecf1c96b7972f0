"""Post-game analysis: where each seat's game was won and lost, from its own information.

    from salon.analysis import analyse_record
    result = analyse_record(record, level="normal")
    result.to_dict()   # every decision: the move played, the best, win shares ± standard errors
    analyse_record(record, jobs=2)                  # the same, on 2 worker processes

During play, decision by decision (salon.analysis.live): `analyse_decision(record_so_far, k,
level, seed)` for each entry `decisions_so_far(record_so_far)` names, then `assemble(record,
results, level, seed)` when the game is over: the same analysis as `analyse_record`.

See docs/analysis.md: what the figures mean (the continuation policy), how uncertainty is
measured (independent searches), the mistake and blunder thresholds, simultaneous decisions,
the cooperative game, the levels and their cost.
"""

from .analyse import (
    FORMAT,
    DecisionAnalysis,
    GameAnalysis,
    SeatSummary,
    analyse_record,
    analyse_replayed,
    level_named,
)
from .decision import DecisionResult
from .levels import DEFAULT_LEVEL, LEVELS, Level
from .live import analyse_decision, assemble, decisions_so_far, missing_decisions
from .marks import BLUNDER, CONFIDENCE, MISTAKE, critical, mark
from .record import AnalysisRefused, DecisionPoint, replay_for_analysis
from .search import DecisionEstimates, Estimate, analyse_position, continuation_name, play_out

__all__ = [
    "BLUNDER", "CONFIDENCE", "DEFAULT_LEVEL", "FORMAT", "LEVELS", "MISTAKE", "AnalysisRefused",
    "DecisionAnalysis", "DecisionEstimates", "DecisionPoint", "DecisionResult", "Estimate", "GameAnalysis",
    "Level", "SeatSummary", "analyse_decision", "analyse_position", "analyse_record", "analyse_replayed",
    "assemble", "continuation_name", "critical", "decisions_so_far", "level_named", "mark", "missing_decisions",
    "play_out", "replay_for_analysis",
]
