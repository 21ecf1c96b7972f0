"""Aqua Mirabilis set-ups: exact tables for the rulebook's worked examples and the lessons.

`build` deals a new game from a seed and then sets the table exactly (the market, the King and
Court markers, the workers, each perfumer's flowers and scents, the top tiles of the city
piles, any other state field), recounting the chit reserve so every component stays counted
(`rebalance`). `salon.core.setups` explains set-ups in general; the lessons in `lessons/` start
from these, and the scenario tests build their positions with the same tools.

    example-of-play   the rulebook's Example of Play (Blue, Green, Red), seed 0
    saturday          salon's own: Saturday before a middle Sunday, Blue's perfume presented
"""

from __future__ import annotations

from typing import Any

from ...core.setups import SetupRegistry
from .common import F_TURN
from .data import CHITS, FLOWER_INDEX, NF, RECIPE_INDEX, TILE_INDEX
from .rules import GAME, AquaState

SETUPS = SetupRegistry(GAME.id)

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
        if s.reserve[t] < 0:
            raise ValueError(f"set-up uses {-s.reserve[t]} more chits of type {t} than exist")


def build(players: int, *, market: str | None = None, workers: tuple[int, int] = (O, B),
          king: int = O, court: int = B, flowers: dict[int, str] | None = None,
          scents: dict[int, str] | None = None, piles: dict[int, list[str]] | None = None,
          seat: int = 0, seed: int = 0, **fields: Any) -> AquaState:
    """A new game dealt from `seed` whose table is then set exactly: the given market,
    markers, hands, piles and fields; it is `seat`'s turn."""
    s = GAME.new_game(players, seed=seed)
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
            s.piles = s.piles[:]  # copy on write (common.own_row)
            s.piles[city] = rest + [TILE_INDEX[i] for i in reversed(ids)]
    for name, value in fields.items():
        setattr(s, name, value)
    s.cur = seat
    s.stack = [(F_TURN, seat, -1, -1)]
    s._memo = s._lc = None
    rebalance(s)
    return s


BLUE, GREEN, RED = 0, 1, 2


@SETUPS.add("example-of-play", seed=0)
def example_of_play(seed: int) -> AquaState:
    """The rulebook's Example of Play, 3 players: a full market (three of each flower), the
    King on Narcissus and the Court on Orange blossom (ruling R3), the workers on Bergamot and
    Orange blossom; Green holds a Narcissus, Red a Bergamot and an Orange blossom; the top
    Paris tiles are PA4 then PA1; Blue begins."""
    return build(3, market="OOOBBBJJJLLLNNNRRR", workers=(B, O), king=N, court=O,
                 flowers={GREEN: "N", RED: "BO"}, piles={0: ["PA4", "PA1"]}, seed=seed)


@SETUPS.add("saturday", seed=0)
def saturday(seed: int) -> AquaState:
    """Salon's own: 3 players, the Saturday before the first middle Sunday (day 4); Blue has
    presented an Orange-blossom perfume (O1 with Bergamot) this week, holds an Orange blossom
    flower and one Action Point left; the Sunday's delivery tiles are x1 (O B J L) and x2
    (J L N R); the market is empty."""
    s = build(3, market="", day=4, flowers={BLUE: "O"}, ap=[1, 5, 5], seed=seed)
    s.deliveries = [(1, 1, 0), (1, 2, 14)]
    s.perfumes[BLUE] = ((RECIPE_INDEX["O1"], B, -1),)
    s.presented[BLUE] = (True,)
    s.pool[RECIPE_INDEX["O1"]] = False
    rebalance(s)
    return s
