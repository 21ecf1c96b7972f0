"""Undo within a turn in Roxane (ruling "Undo", docs/rulings/roxane.md).

A step of your own turn may be taken back while you still decide alone and nothing was drawn
or revealed: a comma card's action (the others see how many commas each player holds), the
steps of a scheme, placing the influence marker, an exchange, ending your actions before the
first refill draw. Irreversible: a text card played from the hand (written, wooed, schemed,
traded, influenced or dueled with: it goes face up, and the others saw only its back before),
any draw (a text card from a stack, fencing markers from the bag, kiss markers), anything the
RNG decides, every step of a duel after its declaration (a fencing marker played is seen by
all; the defender decides), a resource given to another seat, and whatever hands the turn on.
Option `undo_card_plays=true` keeps versions 4 and 5's reading, where a text card played
stayed undoable, for their records.
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
#: a text card played from the hand, face up: every seat has seen its face (version 6)
CARD_PLAYS = frozenset({A.K_WRITE, A.K_WOO, A.K_SCHEME, A.K_TRADE, A.K_INFL, A.K_DUEL})


def reversible(after: State, p: int, action: Action, before: State) -> bool:
    """Not a step of a duel nor a text card shown face up; the actor still decides alone and
    nothing hidden moved."""
    kind = getattr(action, "k", None)
    if kind in DUEL_STEPS:
        return False
    if kind in CARD_PLAYS and not after.options.get("undo_card_plays", False):
        return False
    return quiet_step(before, after, p, HIDDEN)
