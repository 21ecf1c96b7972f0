"""The `random` bot: a uniformly random legal action, seeded."""

from __future__ import annotations

from ..core.game import Action, State
from ..core.rng import Rng


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int = 0, spec: str = "random") -> None:
        self.rng = Rng(seed)
        self.spec = spec

    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no decision to make")
        return legal[self.rng.below(len(legal))]
