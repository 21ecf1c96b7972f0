"""salon's core: the game protocol, registry, errors, seeded RNG, records and replay."""

from .errors import (
    GameOver,
    IllegalAction,
    InvalidNotation,
    InvalidOptions,
    InvalidRecord,
    NotYourTurn,
    SalonError,
    UndoRefused,
    UnknownGame,
)
from .game import Action, Game, Option, Outcome, State
from .registry import game_ids, load_game, register, replay, replay_states
from .rng import Rng, derive_seed
from .serial import serializable

__all__ = [
    "Action", "Game", "GameOver", "IllegalAction", "InvalidNotation", "InvalidOptions",
    "InvalidRecord", "NotYourTurn", "Option", "Outcome", "Rng", "SalonError", "State",
    "UndoRefused", "UnknownGame", "derive_seed", "game_ids", "load_game", "register", "replay", "replay_states",
    "serializable",
]
