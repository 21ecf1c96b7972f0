"""Mistakes and blunders: when the best alternative beats the move played by enough.

With `loss` = estimate(best) − estimate(played), both measured on the same determinizations
in each independent search, and `se` its standard error across the searches:

- **mistake**: loss > MISTAKE (5 points of win share) and loss > t·se;
- **blunder**: loss > BLUNDER (15 points of win share) and loss > t·se;
- otherwise none: either the loss is small, or the searches do not agree on it.

t is Student's two-sided 95% quantile for (searches − 1) degrees of freedom (3.18 for the
quick level's 4 searches, 2.78 for normal's 5, 2.36 for deep's 8): with so few searches the
standard error is itself uncertain, and a normal Z = 2 flagged sound moves as blunders at the
quick level. The same
figures hold for the cooperative game, where the win share is the pair's chance of
completing the chapter.
"""

from __future__ import annotations

#: a mistake loses more than this much win share (absolute, in [0, 1])
MISTAKE = 0.05
#: a blunder loses more than this much win share
BLUNDER = 0.15
#: the limit of `critical` for many searches (a normal 95% two-sided quantile)
Z = 1.96
#: Student's t, two-sided 95%, by degrees of freedom 1..30
_T95 = (12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16, 2.14, 2.13,
        2.12, 2.11, 2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04)


def critical(searches: int) -> float:
    """How many standard errors a loss must exceed, for a mean over `searches` searches."""
    df = searches - 1
    if df < 1:
        return float("inf")
    return _T95[df - 1] if df <= len(_T95) else Z


def mark(loss: float, se: float, searches: int) -> str | None:
    """"blunder", "mistake" or None for a decision that lost `loss` ± `se` win share, the mean
    over `searches` independent searches."""
    if loss <= critical(searches) * se:
        return None
    if loss > BLUNDER:
        return "blunder"
    if loss > MISTAKE:
        return "mistake"
    return None


def thresholds() -> dict[str, float]:
    return {"mistake": MISTAKE, "blunder": BLUNDER, "confidence": 0.95}
