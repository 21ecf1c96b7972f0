"""The `heuristic` bot: dispatches to the heuristic player of the game being played."""

from __future__ import annotations

import importlib
from typing import Any

from ..core.game import Action, State
from ..core.rng import derive_seed
from .base import Bot, InvalidBotSpec


class HeuristicBot:
    """Plays each game with that game's own heuristic (its package's `bot` module)."""

    def __init__(self, seed: int = 0, spec: str = "heuristic", **params: Any) -> None:
        self.seed = seed
        self.spec = spec
        self.params = params
        self._bots: dict[str, Bot] = {}

    def _for(self, state: State) -> Bot:
        gid = state.game.id
        bot = self._bots.get(gid)
        if bot is None:
            module_name = getattr(state.game, "heuristic_module", None)
            if not module_name:
                raise InvalidBotSpec.worded("bot-no-heuristic", game=gid)
            module = importlib.import_module(module_name)
            bot = module.HeuristicBot(seed=derive_seed(self.seed, gid), **self.params)
            self._bots[gid] = bot
        return bot

    def choose(self, state: State, seat: int) -> Action:
        return self._for(state).choose(state, seat)
