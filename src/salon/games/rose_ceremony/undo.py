"""Undo within a turn in Rose Ceremony: nothing is reversible (ruling "Undo",
docs/rulings/rose-ceremony.md).

A turn is one offer, which hands the decision to the player offered the card; their answer
puts the card face up in a bouquet (a reveal); the exchange or not ends the turn, and the
draw back to four draws on chance. No decision of a turn leaves the actor deciding alone with
nothing revealed, so there is never anything to take back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core import Action, State


def reversible(after: State, p: int, action: Action, before: State) -> bool:
    """Never: every decision hands on, reveals or draws (see the module docstring)."""
    return False
