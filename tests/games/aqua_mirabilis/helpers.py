"""Build exact Aqua Mirabilis positions for the rulebook's worked examples."""

from __future__ import annotations

from typing import Any

import salon
from salon.games.aqua_mirabilis.common import F_TURN
from salon.games.aqua_mirabilis.data import CHITS, FLOWER_INDEX, NF, TILE_INDEX
from salon.games.aqua_mirabilis.rules import AquaState

O, B, J, L, N, R = range(6)  # noqa: E741 (the rulebook's flower letters)


def fl(text: str) -> list[int]:
    """Counts per type from letters, e.g. 'OON' -> [2, 0, 0, 0, 1, 0]."""
    out = [0] * NF
    for ch in text:
        out[FLOWER_INDEX[ch]] += 1
    return out


def rebalance(s: AquaState) -> None:
    """Recompute the chit reserve so that every type totals its chit count."""
    for t in range(NF):
        used = s.market[t]
        for q in range(s.players):
            used += s.flowers[q][t] + s.scents[q][t]
            used += sum(st.count(t) for st in s.stored[q])
            used += sum((c1 == t) + (c2 == t) for _, c1, c2 in s.perfumes[q])
        s.reserve[t] = CHITS - used
        assert s.reserve[t] >= 0


def build(players: int, *, market: str | None = None, workers: tuple[int, int] = (O, B),
          king: int = O, court: int = B, flowers: dict[int, str] | None = None,
          scents: dict[int, str] | None = None, piles: dict[int, list[str]] | None = None,
          seat: int = 0, **fields: Any) -> AquaState:
    """A new game whose table is then set exactly: the given market, markers, hands, piles."""
    s = salon.load_game("aqua-mirabilis").new_game(players, seed=0)
    assert isinstance(s, AquaState)
    if market is not None:
        s.market = fl(market)
    s.workers = list(workers)
    s.king, s.court = king, court
    s.flowers = [[0] * NF for _ in range(players)]
    s.scents = [[0] * NF for _ in range(players)]
    for q, text in (flowers or {}).items():
        s.flowers[q] = fl(text)
    for q, text in (scents or {}).items():
        s.scents[q] = fl(text)
    if piles:
        for city, ids in piles.items():
            rest = [t for t in s.piles[city] if t not in {TILE_INDEX[i] for i in ids}]
            # the first id listed is the top of the pile (the end of the list)
            s.piles[city] = rest + [TILE_INDEX[i] for i in reversed(ids)]
    for name, value in fields.items():
        setattr(s, name, value)
    s.cur = seat
    s.stack = [(F_TURN, seat, -1, -1)]
    s._memo = None
    rebalance(s)
    return s


def play(s: AquaState, moves: list[str]) -> None:
    """Apply notation moves, each by the seat to act."""
    for m in moves:
        (p,) = s.current_players()
        s._lc = s._memo = None  # tests edit fields directly: drop the cached legal lists
        legal = [str(a) for a in s.legal_actions(p)]
        assert m in legal, f"{m!r} not legal for seat {p}; legal: {legal}"
        s.apply(p, m)


def legal(s: AquaState) -> list[str]:
    (p,) = s.current_players()
    s._lc = s._memo = None
    return [str(a) for a in s.legal_actions(p)]
