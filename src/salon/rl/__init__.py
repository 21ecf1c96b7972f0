"""salon for reinforcement learning and game-AI research (docs/rl.md).

    from salon import rl
    codec = rl.codec_for("rose-ceremony", 4)        # fixed integer action space
    codec.num_distinct_actions, codec.action_index(state, p, a), codec.index_action(state, p, i)
    rl.encoder_for("rose-ceremony", 4).encode(state, p)   # float32 vector from view(p)

    env = salon.rl.pettingzoo.env("rose-ceremony", players=4)   # PettingZoo AEC
    salon.rl.openspiel.register()                               # pyspiel.load_game("salon_roxane")

The codecs and encoders need only numpy; `pettingzoo` and `openspiel` need the `rl` extra.
Their submodules are imported on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..core import Action, Game, State
from .codecs import Codec, Encoder, MissingAdapter, codec_for, encoder_for

__all__ = [
    "Codec", "Encoder", "MissingAdapter", "action_index", "codec_for", "encoder_for",
    "index_action", "legal_mask", "num_distinct_actions", "observation",
]


def _gid(game: Game | str) -> str:
    return game if isinstance(game, str) else game.id


def num_distinct_actions(game: Game | str, players: int) -> int:
    """The size of the fixed action space of `game` at `players` players."""
    return codec_for(_gid(game), players).num_distinct_actions


def action_index(state: State, p: int, action: Action | str) -> int:
    """The index of `action` (an Action or its notation) for seat p in state's action space."""
    return codec_for(state.game.id, state.players).action_index(state, p, action)


def index_action(state: State, p: int, index: int) -> Action:
    """The action with index `index` for seat p (inverse of `action_index`)."""
    return codec_for(state.game.id, state.players).index_action(state, p, index)


def legal_mask(state: State, p: int) -> Any:
    """A 0/1 int8 numpy vector over the action space: 1 where p has a legal action."""
    import numpy as np

    codec = codec_for(state.game.id, state.players)
    mask = np.zeros(codec.num_distinct_actions, dtype=np.int8)
    mask[codec.legal_indices(state, p)] = 1
    return mask


def observation(state: State, p: int) -> Any:
    """Seat p's observation vector (float32), built from `state.view(p)` only."""
    return encoder_for(state.game.id, state.players).encode(state, p)


def __getattr__(name: str) -> Any:
    if name in ("pettingzoo", "parallel", "gym", "openspiel"):
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
