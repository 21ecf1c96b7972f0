"""Mistakes and blunders: when the best alternative beats the move played by enough, surely.

With `loss` = estimate(best) − estimate(played), both measured on the same determinizations
in each independent search, and `se` its standard error across the searches, the loss's lower
confidence bound is `loss − t·se` (t below):

- **mistake**: loss − t·se > MISTAKE (5 points of win share): the gap exceeds the threshold
  with 95% confidence, not only its point estimate;
- **blunder**: loss − t·se > BLUNDER (15 points of win share), likewise;
- otherwise none: the loss is small, or its uncertainty reaches below the threshold;
- and never when the move played and the best cannot be told apart from what the seat knew
  (`alike`: candidates whose outcomes are identical from the seat's view, such as a face-down
  draw among unseen cards; a game's search module declares them, `salon.analysis.search`):
  any gap between them is the luck of the determinizations.

Until format 2 (2026-12-07) a mark needed only loss > t·se and a point estimate beyond the
threshold, so a loss of 16 ± 5 points was a blunder though its interval reached 6.

**More searches only where a mark is in doubt** (format 3, 2026-12-07; `Level.doubt`). A
decision whose loss's point estimate is beyond a threshold while its lower bound is not (the
mark could go either way) is searched again as many times (new searches, new seeds: the first
ones are kept) and marked on all of them. Such a level may look at a mark twice, so each look
gets half the 5% (Bonferroni over the looks as over the alternatives): a false mark stays at
most 5% likely, whichever look makes it. Decisions that are clear at once (most of them) cost
what they did.

t is Student's two-sided quantile for (searches − 1) degrees of freedom at 95% divided among
the alternatives the move played was compared with (Bonferroni: at 5%/m for m alternatives):
with one alternative 2.36 for the quick level's 8 searches, 2.26 for normal's 10, 2.13 for
deep's 16; with three alternatives 3.13, 2.93 and 2.69. With few searches the standard error
is itself uncertain, and the best of several noisy alternatives beats the move played by
chance more often than one does: a normal Z = 2 against every candidate flagged the
heuristic's sound moves as blunders in a first trial. The same
figures hold for the cooperative game, where the win share is the pair's chance of
completing the chapter.
"""

from __future__ import annotations

import functools
import math

#: a mistake loses more than this much win share (absolute, in [0, 1])
MISTAKE = 0.05
#: a blunder loses more than this much win share
BLUNDER = 0.15
#: the confidence of a mark (shared among the alternatives compared)
CONFIDENCE = 0.95


def _t_cdf(x: float, df: int) -> float:
    """Student's t distribution function (Simpson's rule on the density; x ≥ 0)."""
    c = math.gamma((df + 1) / 2) / (math.sqrt(df * math.pi) * math.gamma(df / 2))
    n = 400
    h = x / n
    total = 0.0
    for i in range(n + 1):
        t = i * h
        w = 1 if i in (0, n) else (4 if i % 2 else 2)
        total += w * (1 + t * t / df) ** (-(df + 1) / 2)
    return 0.5 + c * total * h / 3


@functools.lru_cache(maxsize=256)
def critical(searches: int, comparisons: int = 1) -> float:
    """How many standard errors a loss must exceed: Student's two-sided quantile for
    (searches − 1) degrees of freedom at 1 − (1 − CONFIDENCE)/comparisons (Bonferroni)."""
    df = searches - 1
    if df < 1:
        return float("inf")
    target = 1 - (1 - CONFIDENCE) / max(1, comparisons) / 2
    lo, hi = 0.0, 200.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if _t_cdf(mid, df) < target:
            lo = mid
        else:
            hi = mid
    return round((lo + hi) / 2, 3)


def lower_bound(loss: float, se: float, searches: int, comparisons: int = 1, looks: int = 1) -> float:
    """The loss's lower confidence bound: loss − t·se (t: `critical`, the confidence shared
    among the comparisons and the looks)."""
    return loss - critical(searches, comparisons * looks) * se


def _beyond(x: float) -> str | None:
    if x > BLUNDER:
        return "blunder"
    if x > MISTAKE:
        return "mistake"
    return None


def mark(loss: float, se: float, searches: int, comparisons: int = 1, alike: bool = False,
         looks: int = 1) -> str | None:
    """"blunder", "mistake" or None for a decision that lost `loss` ± `se` win share, the mean
    over `searches` independent searches, the move played compared with `comparisons`
    alternatives, at a level that may look at a mark `looks` times (2 where it searches more
    when a mark is in doubt: `in_doubt`); None whatever the figures when `alike` (the seat
    could not tell the move played from the best)."""
    if alike:
        return None
    return _beyond(lower_bound(loss, se, searches, comparisons, looks))


def in_doubt(loss: float, se: float, searches: int, comparisons: int = 1, looks: int = 2) -> bool:
    """Whether more searches could change the mark: the loss's point estimate is beyond a
    threshold its lower bound does not reach (a mistake that might be a blunder, or a loss
    beyond 5 points not surely so)."""
    return _beyond(loss) != mark(loss, se, searches, comparisons, looks=looks)


def format1_mark(loss: float, se: float, searches: int, comparisons: int = 1) -> str | None:
    """The mark analysis format 1 gave (until 2026-12-07), for the evidence script's
    comparison only: loss beyond t·se and its point estimate beyond the threshold."""
    if loss <= critical(searches, comparisons) * se:
        return None
    return "blunder" if loss > BLUNDER else ("mistake" if loss > MISTAKE else None)


def thresholds() -> dict[str, float]:
    return {"mistake": MISTAKE, "blunder": BLUNDER, "confidence": CONFIDENCE}
