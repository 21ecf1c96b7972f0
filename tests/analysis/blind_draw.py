"""A tiny game with a face-down draw among unseen cards, for the marks tests (not registered).

Two seats. Seat 0 draws the top card of the left or the right stack, both face down and never
seen by anyone (each holds one card of 0–9, dealt at random): drawing 5 or more wins the game
for seat 0, else seat 1 wins. Seat 0 cannot tell the two draws apart: whichever it takes, its
chance is the same, so any gap the analysis measures between them is the determinizations'
luck. This module is also the game's search module: `alike` declares the two draws alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from salon.core import Action, Game, InvalidNotation, Outcome, State
from salon.core.rng import Rng


@dataclass(frozen=True, slots=True)
class Draw(Action):
    stack: str

    def __str__(self) -> str:
        return f"draw {self.stack}"


class BlindDrawGame(Game):
    id = "toy-blind-draw"
    version = "1"
    title = "Toy blind draw"
    min_players = 2
    max_players = 2
    max_decisions = 10
    search_module = __name__

    def parse_notation(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0] == "draw" and words[1] in ("left", "right"):
            return Draw(words[1])
        raise InvalidNotation(f"{text!r} is not toy notation")


GAME = BlindDrawGame()


class BlindDrawState(State):
    game = GAME
    FIELDS = ("stacks", "drawn")

    def _setup(self, rng: Rng) -> None:
        self.stacks = {"left": rng.below(10), "right": rng.below(10)}
        self.drawn = -1

    def clone(self) -> BlindDrawState:
        s = BlindDrawState.__new__(BlindDrawState)
        self._copy_base(s)
        s.stacks = dict(self.stacks)
        s.drawn = self.drawn
        return s

    def _current(self) -> tuple[int, ...]:
        return (0,) if self.drawn < 0 else ()

    def _legal(self, p: int) -> list[Action]:
        return [Draw("left"), Draw("right")]

    def _apply(self, p: int, action: Action) -> None:
        assert isinstance(action, Draw)
        self.drawn = self.stacks[action.stack]

    def _outcome(self) -> Outcome | None:
        if self.drawn < 0:
            return None
        won = self.drawn >= 5
        return Outcome([1.0, 0.0] if won else [0.0, 1.0], [0] if won else [1])

    def _view(self, p: int | None) -> dict[str, Any]:
        return {"drawn": self.drawn}

    def _determinize(self, p: int, rng: Rng) -> BlindDrawState:
        s = self.clone()
        s.stacks = {"left": rng.below(10), "right": rng.below(10)}
        return s

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        return f"seat {actor} {action}"

    def component_counts(self) -> dict[str, int]:
        return {}


BlindDrawGame.state_class = BlindDrawState


def alike(state: State, seat: int, a: Action, b: Action) -> bool:
    """Both draws take an unseen card from a stack nobody has seen: alike to every seat."""
    return isinstance(a, Draw) and isinstance(b, Draw)
