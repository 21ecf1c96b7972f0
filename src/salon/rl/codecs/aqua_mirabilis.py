"""Aqua Mirabilis: action codec (every prebuilt `Act`, in the game's own table order) and a
hashed-view encoder (layouts in docs/rl.md)."""

from __future__ import annotations

from ...games.aqua_mirabilis.actions import ACTIONS_BY_TEXT
from . import Codec, Encoder, HashedViewEncoder, TableCodec


def codec(players: int) -> Codec:
    return TableCodec("aqua-mirabilis", players, list(ACTIONS_BY_TEXT.values()))


def encoder(players: int) -> Encoder:
    return HashedViewEncoder("aqua-mirabilis", players, size=4096)
