"""Post-game analysis: where each seat's game was won and lost, from its own information.

    from salon.analysis import analyse_record
    result = analyse_record(record, level="normal")
    result.to_dict()   # every decision: the move played, the best, win shares ± standard errors

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
from .levels import DEFAULT_LEVEL, LEVELS, Level
from .marks import BLUNDER, CONFIDENCE, MISTAKE, critical, mark
from .record import AnalysisRefused, DecisionPoint, replay_for_analysis
from .search import DecisionEstimates, Estimate, analyse_position, continuation_name, play_out

__all__ = [
    "BLUNDER", "CONFIDENCE", "DEFAULT_LEVEL", "FORMAT", "LEVELS", "MISTAKE", "AnalysisRefused",
    "DecisionAnalysis", "DecisionEstimates", "DecisionPoint", "Estimate", "GameAnalysis", "Level",
    "SeatSummary", "analyse_position", "analyse_record", "analyse_replayed", "continuation_name", "critical",
    "level_named", "mark", "play_out", "replay_for_analysis",
]
