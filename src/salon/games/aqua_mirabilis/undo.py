"""Undo within a turn in Aqua Mirabilis (ruling "Undo", docs/rulings/aqua-mirabilis.md).

A step of your own turn may be taken back while you still decide alone and nothing was
revealed: moving your perfumer to an action space, each worker move at the market, each choice
of an apprenticeship, a gift, each step of production (a method used, a flower stored, the
coach's move), a recipe and its scents, an extra turn bought. Irreversible: a city tile taken
(the pile's next tile shows), a gift that lets you see a Dame's final bonus, anything the RNG
decides (a pile reshuffled), and ending your turn (the next player decides).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.undo import quiet_step

if TYPE_CHECKING:
    from ...core import Action, State

#: what a step may not change: chance, the order of the city-tile piles, the bonuses seen
HIDDEN = ("rng", "piles", "seen")


def reversible(after: State, p: int, action: Action, before: State) -> bool:
    """The actor still decides alone and nothing hidden moved."""
    return quiet_step(before, after, p, HIDDEN)
