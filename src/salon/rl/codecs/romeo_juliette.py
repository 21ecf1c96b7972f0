"""Roméo & Juliette: action codec (the game's own table of every action) and a hashed-view
encoder (layouts in docs/rl.md)."""

from __future__ import annotations

from ...games.romeo_juliette.actions import ALL_ACTIONS
from . import Codec, Encoder, HashedViewEncoder, TableCodec


def codec(players: int) -> Codec:
    return TableCodec("romeo-juliette", players, ALL_ACTIONS)


def encoder(players: int) -> Encoder:
    return HashedViewEncoder("romeo-juliette", players, size=1024)
