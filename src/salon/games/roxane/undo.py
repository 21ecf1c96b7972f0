"""Undo within a turn in Roxane (ruling "Undo", docs/rulings/roxane.md).

A step of your own turn may be taken back while you still decide alone and nothing was drawn
or revealed: the card you play and the action you choose for it (write, woo, scheme, trade,
influence, a comma, declaring a duel), the steps of a scheme, placing the influence marker,
an exchange, ending your actions before the first refill draw. Irreversible: any draw (a text
card from a stack, fencing markers from the bag, kiss markers), anything the RNG decides,
every step of a duel after its declaration (a fencing marker played is seen by all; the
defender decides), a resource given to another seat, and whatever hands the turn on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.undo import quiet_step
from . import actions as A

if TYPE_CHECKING:
    from ...core import Action, State

#: what a step may not change: chance, the face-down stacks, the bag, the kiss stack, the
#: movement tiles, and what each seat knows of the markers
HIDDEN = ("rng", "stacks", "bag", "kstack", "moves", "kknow", "fknow", "fdraws")
#: the steps of a duel once declared: a marker shown, the raise ended, given up, a loss
DUEL_STEPS = frozenset({A.K_PLAY, A.K_DONE, A.K_GIVEUP, A.K_LOSE})


def reversible(after: State, p: int, action: Action, before: State) -> bool:
    """Not a step of a duel; the actor still decides alone and nothing hidden moved."""
    if getattr(action, "k", None) in DUEL_STEPS:
        return False
    return quiet_step(before, after, p, HIDDEN)
