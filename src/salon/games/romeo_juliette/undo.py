"""Undo within a turn in Roméo & Juliette (ruling "Undo", docs/rulings/romeo-juliette.md).

Only the first card of the secret choice behind the scenes (`go <location card>`) may be taken
back: it lies face down, the partner is told nothing of it (ruling R12: no log line, no change
of the partner's view, the hand sizes count it still in hand), and the lover still owes the
chaperone card. The chaperone card completes the choice, which the partner then sees made
(and, if theirs is made, both are revealed); every word of the rendezvous hands the word to the
partner; the entrance on stage and the end of an act move pieces in view of both, draw or
hand on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Go

if TYPE_CHECKING:
    from ...core import Action, State


def reversible(after: State, p: int, action: Action, before: State) -> bool:
    """A location card put down in secret, the chaperone card not yet chosen."""
    return isinstance(action, Go) and p in after.current_players()
