"""A tiny cooperative game with a simultaneous secret choice, for bot tests (not registered).

Seat 0 first marks 0 or 1 in public; then both seats secretly and simultaneously pick 0, 1 or 2.
The pair wins when both picks equal the mark. Each seat also holds a private card that does
not matter, so that determinizations differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from salon.core import Action, Game, InvalidNotation, Outcome, State
from salon.core.rng import Rng


@dataclass(frozen=True, slots=True)
class Pick(Action):
    v: int

    def __str__(self) -> str:
        return f"pick {self.v}"


class ToyGame(Game):
    id = "toy-signals"
    version = "1"
    title = "Toy signals"
    min_players = 2
    max_players = 2
    cooperative = True
    max_decisions = 10

    def parse_notation(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0] == "pick" and words[1] in ("0", "1", "2"):
            return Pick(int(words[1]))
        raise InvalidNotation(f"{text!r} is not toy notation")


GAME = ToyGame()


class ToyState(State):
    game = GAME
    FIELDS = ("cards", "mark", "choice", "phase")

    def _setup(self, rng: Rng) -> None:
        self.cards = [rng.below(3), rng.below(3)]
        self.mark = -1
        self.choice = [-1, -1]
        self.phase = 0

    def clone(self) -> ToyState:
        s = ToyState.__new__(ToyState)
        self._copy_base(s)
        s.cards = self.cards[:]
        s.mark = self.mark
        s.choice = self.choice[:]
        s.phase = self.phase
        return s

    def _current(self) -> tuple[int, ...]:
        if self.phase == 0:
            return (0,)
        if self.phase == 1:
            return tuple(p for p in (0, 1) if self.choice[p] < 0)
        return ()

    def _legal(self, p: int) -> list[Action]:
        if self.phase == 0:
            return [Pick(0), Pick(1)]
        return [Pick(0), Pick(1), Pick(2)]

    def _apply(self, p: int, action: Action) -> None:
        assert isinstance(action, Pick)
        if self.phase == 0:
            self.mark = action.v
            self.phase = 1
        else:
            self.choice[p] = action.v
            if min(self.choice) >= 0:
                self.phase = 2

    def _outcome(self) -> Outcome | None:
        won = self.choice[0] == self.choice[1] == self.mark
        return Outcome([1.0, 1.0] if won else [0.0, 0.0], [0, 1] if won else [])

    def _view(self, p: int | None) -> dict[str, Any]:
        return {"mark": self.mark, "phase": self.phase,
                "card": self.cards[p] if p is not None else None,
                "mine": self.choice[p] if p is not None else None,
                "chosen": [c >= 0 for c in self.choice]}

    def _determinize(self, p: int, rng: Rng) -> ToyState:
        s = self.clone()
        q = 1 - p
        s.cards[q] = rng.below(3)
        if s.phase == 1 and s.choice[q] >= 0:
            s.choice[q] = rng.below(3)
        return s

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        if self.phase == 1 and viewer != actor:
            return f"seat {actor} picks secretly"
        return f"seat {actor} {action}"

    def component_counts(self) -> dict[str, int]:
        return {}


ToyGame.state_class = ToyState
