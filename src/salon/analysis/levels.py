"""The analysis levels: how many playouts stand behind each figure.

A decision is analysed in two stages, and a third where its mark is in doubt (see `salon.analysis.search`):

1. *Screening*: every legal action is played out after `screen` determinizations each, to
   choose the candidates (the best few, the move played and the heuristic's choice). Skipped
   when the seat has at most `evaluate_all` legal actions: then every action is a candidate.
2. *Evaluation*: `searches` independent searches, each with its own seed and its own set of
   `samples` determinizations of the seat's view, play every candidate out on the same
   determinizations with the same luck (common random numbers). A candidate's estimate is the
   mean over the searches, its uncertainty the standard error across them (never the spread
   inside one search): the screening's sample is not reused, so the best candidate's figure
   carries no winner's curse from having been picked.
3. *Again where in doubt*: a decision whose mark the evaluation leaves in doubt (the loss's
   point estimate beyond a threshold, its lower bound not) gets `doubt` more searches, the
   first ones kept (salon.analysis.marks, format 3).

Many small searches rather than a few big ones, for the same playouts: the standard error of
the mean is the same, but its own uncertainty shrinks with the searches, so the t quantile a
mark needs falls (t(4) at 95% shared among 3 alternatives is 3.96; t(9) is 2.93). With 5
searches of 8 at the normal level, a first trial marked only about 5% of random play's Rose
Ceremony decisions.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """The budget of one analysis level (per decision)."""

    name: str
    #: determinizations per legal action in the screening stage
    screen: int
    #: candidates kept from the screening (besides the move played and the heuristic's choice)
    keep: int
    #: at most this many legal actions: no screening, every action is a candidate
    evaluate_all: int
    #: independent searches (different seeds and determinization sets)
    searches: int
    #: determinizations per search (each played out after every candidate)
    samples: int
    #: an experiment, 0 in every level: at each decision of a playout, the continuation's chance
    #: of a uniformly random legal move instead of the heuristic's (a smoother yardstick where the
    #: heuristic's own play is near-deterministic; docs/analysis.md)
    slip: float = 0.0
    #: an experiment, 0 in every level: playouts stop once this many more rounds have begun (the
    #: game's `search_round`) and the game's fitted `search_value` judges the table there, as the
    #: bots' round cut-off does (`ismcts:rounds=K`); a game without both plays to the end (0: to
    #: the end; docs/analysis.md, "Precision per CPU-second")
    cutoff: int = 0
    #: more independent searches where a mark is in doubt: a decision whose first `searches`
    #: leave its mark in doubt (the loss's point estimate beyond a threshold, its lower bound
    #: not) is searched `doubt` more times, and every mark of the level then shares its 95%
    #: between the two looks (salon.analysis.marks); 0: one look
    doubt: int = 0

    @property
    def looks(self) -> int:
        """How many times a decision's mark may be looked at: 2 with `doubt`, else 1."""
        return 2 if self.doubt else 1

    @property
    def iterations(self) -> int:
        """Playouts behind each candidate's figure."""
        return self.searches * self.samples

    def to_dict(self) -> dict[str, int | float | str]:
        out: dict[str, int | float | str] = {
            "name": self.name, "screen": self.screen, "keep": self.keep,
            "evaluate_all": self.evaluate_all, "searches": self.searches,
            "samples": self.samples, "iterations": self.iterations}
        if self.slip:
            out["slip"] = self.slip
        if self.cutoff:
            out["cutoff"] = self.cutoff
        if self.doubt:
            out["doubt"] = self.doubt
        return out


#: the levels by name (tuned on this project's 2-core machine: docs/analysis.md, "Cost")
LEVELS: dict[str, Level] = {
    "quick": Level("quick", screen=2, keep=2, evaluate_all=3, searches=8, samples=2, doubt=8),
    "normal": Level("normal", screen=4, keep=3, evaluate_all=4, searches=10, samples=4, doubt=10),
    "deep": Level("deep", screen=8, keep=4, evaluate_all=6, searches=16, samples=12, doubt=16),
}

#: per game, levels that replace the defaults of the same name: the long games (a playout from
#: an early Roxane or Aqua Mirabilis position costs about 8 times a Rose Ceremony one, over
#: twice as many decisions) screen and evaluate with fewer playouts, to keep a whole game's
#: analysis within a few CPU-minutes (docs/analysis.md, Cost)
GAME_LEVELS: dict[str, dict[str, Level]] = {
    game: {"normal": Level("normal", screen=2, keep=2, evaluate_all=3, searches=10, samples=2, doubt=10)}
    for game in ("roxane", "aqua-mirabilis")
}

#: the level used when none is named
DEFAULT_LEVEL = "normal"


def level_for(game_id: str, level: Level) -> Level:
    """`level`, or the game's own level of that name (GAME_LEVELS) when it has one."""
    return GAME_LEVELS.get(game_id, {}).get(level.name, level) if level is LEVELS.get(level.name) else level
