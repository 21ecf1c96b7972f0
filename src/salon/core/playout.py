"""Playing a state out with one chooser per seat: the loop every tool shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from .errors import SalonError
from .game import Action, State


class Chooser(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


def play_out(state: State, players: Sequence[Chooser], limit: int,
             after: Callable[[State, int], None] | None = None) -> int:
    """Let each seat's chooser decide until the game ends; returns the decisions made.

    Seats deciding at once (simultaneous decisions) choose in seat order, each only while it is
    still asked. `after(state, n)` runs after the n-th decision. More than `limit` decisions is
    a bug in the game (it must end): SalonError."""
    decisions = 0
    while True:
        current = state.current_players()
        if not current:
            return decisions
        for p in current:
            if p in state.current_players():
                state.apply(p, players[p].choose(state, p))
                decisions += 1
                if after is not None:
                    after(state, decisions)
        if decisions > limit:
            raise SalonError(f"no end after {decisions} decisions")
