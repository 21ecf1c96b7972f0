"""Set-ups: named positions a game builds on purpose (a rulebook example, a lesson's start).

A rulebook's worked example starts from a table laid out by hand (these cards in that hand,
Roxane on that tile), which no record prefix reaches: a deal is random. Each game package that
has lessons keeps a public `setups` module with a `SETUPS` registry of such positions:

    from salon.core.setups import build_setup, setup_names
    setup_names(load_game("roxane"))                       # ['duel-example', 'kiss', ...]
    state = build_setup(load_game("roxane"), "duel-example", seed=21)

A set-up is a function `(seed) -> State`: it deals a new game from `seed` (so every hidden part
it does not fix — the rest of the deck, the bag — is the seeded deal's) and then lays the table
as the example says. Same name and seed, same state, bit for bit. The result is an ordinary
state (legal moves, views, words); only its record does not replay to it (a record starts
from the deal), so a lesson replays from its set-up, never from a seed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from .errors import SalonError
from .game import Game, State

__all__ = ["Setup", "SetupRegistry", "UnknownSetup", "build_setup", "setup_names", "setups_of"]


class UnknownSetup(SalonError):
    """A set-up name the game does not have."""


@dataclass(frozen=True)
class Setup:
    """One named position: its builder, its default seed and what it lays out (docstring)."""

    name: str
    build: Callable[[int], State]
    seed: int
    about: str


class SetupRegistry:
    """A game's named set-ups, filled by the `@registry.add(name, seed=...)` decorator."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._items: dict[str, Setup] = {}

    def add(self, name: str, seed: int = 0) -> Callable[[Callable[[int], State]], Callable[[int], State]]:
        def deco(fn: Callable[[int], State]) -> Callable[[int], State]:
            if name in self._items:
                raise ValueError(f"{self.game_id}: set-up {name!r} defined twice")
            about = " ".join((fn.__doc__ or "").split())
            self._items[name] = Setup(name, fn, seed, about)
            return fn
        return deco

    def names(self) -> list[str]:
        return sorted(self._items)

    def get(self, name: str) -> Setup:
        try:
            return self._items[name]
        except KeyError:
            raise UnknownSetup(
                f"{self.game_id} has no set-up {name!r}; it has: {', '.join(self.names()) or 'none'}"
            ) from None

    def build(self, name: str, seed: int | None = None) -> State:
        """The position `name`, dealt from `seed` (the set-up's own default if None)."""
        item = self.get(name)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise SalonError(f"set-up seed {seed!r}: a whole number from 0")
        return item.build(item.seed if seed is None else seed)


def _module(game: Game) -> ModuleType | None:
    try:
        return importlib.import_module(game._package() + ".setups")
    except ModuleNotFoundError as e:
        if e.name and e.name.endswith(".setups"):
            return None
        raise


def setups_of(game: Game) -> SetupRegistry:
    """The game's set-up registry (empty for a game with none)."""
    mod = _module(game)
    reg = getattr(mod, "SETUPS", None) if mod is not None else None
    return reg if isinstance(reg, SetupRegistry) else SetupRegistry(game.id)


def setup_names(game: Game) -> list[str]:
    return setups_of(game).names()


def build_setup(game: Game, name: str, seed: int | None = None) -> State:
    """The game's named position (see the module docstring); UnknownSetup if it has none."""
    return setups_of(game).build(name, seed)
