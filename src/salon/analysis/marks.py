"""Mistakes and blunders: when the best alternative beats the move played by enough.

With `loss` = estimate(best) − estimate(played), both measured on the same determinizations
in each independent search, and `se` its standard error across the searches:

- **mistake**: loss > MISTAKE (5 points of win share) and loss > Z·se;
- **blunder**: loss > BLUNDER (15 points of win share) and loss > Z·se;
- otherwise none: either the loss is small, or the searches do not agree on it.

Z = 2 (about a 95% one-sided bound when the searches' means are near normal). The same
figures hold for the cooperative game, where the win share is the pair's chance of
completing the chapter.
"""

from __future__ import annotations

#: a mistake loses more than this much win share (absolute, in [0, 1])
MISTAKE = 0.05
#: a blunder loses more than this much win share
BLUNDER = 0.15
#: and the loss must exceed this many of its standard errors
Z = 2.0


def mark(loss: float, se: float) -> str | None:
    """"blunder", "mistake" or None for a decision that lost `loss` ± `se` win share."""
    if loss <= Z * se:
        return None
    if loss > BLUNDER:
        return "blunder"
    if loss > MISTAKE:
        return "mistake"
    return None


def thresholds() -> dict[str, float]:
    return {"mistake": MISTAKE, "blunder": BLUNDER, "z": Z}
