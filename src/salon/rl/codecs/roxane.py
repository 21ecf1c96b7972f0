"""Roxane: action codec (every prebuilt `Act` of the game's notation table; duels name an
absolute seat `@q`, kept only for q < players) and a hashed-view encoder (docs/rl.md)."""

from __future__ import annotations

from ...games.roxane.actions import ALL, K_CDUEL, K_DUEL
from . import Codec, Encoder, HashedViewEncoder, TableCodec


def codec(players: int) -> Codec:
    acts = [a for a in ALL.values() if not (a.k in (K_DUEL, K_CDUEL) and a.b >= players)]
    return TableCodec("roxane", players, acts)


def encoder(players: int) -> Encoder:
    return HashedViewEncoder("roxane", players, size=4096)
