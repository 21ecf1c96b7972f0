"""Setup by player count (rulebook "Setup")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from .common import F_TURN
from .data import (
    BASE_COPIES,
    BLUE_CUBES,
    CHITS,
    DELIVERIES,
    DISTILLATION,
    GRASSE,
    INFLUENCE,
    INITIAL_MARKET,
    LETTERS_PER_LEVEL,
    NBONUS,
    NF,
    NMETHODS,
    NRECIPES,
    NTILES,
    ORIGINALITY_PER_PLAYER,
    ORIGINALITY_TOKENS,
    SKILL_COPIES,
    SKILLS,
    SPEC_COPIES,
    START_AP,
    SUBCELLS,
    TILE_CITY,
    WEEKS,
)

if TYPE_CHECKING:
    from .rules import AquaState

METHOD_COPIES = 4  # 20 tiles, 5 types (derived)


def setup(s: AquaState, rng: Rng) -> None:
    n = s.players
    s.rng = rng
    s.subcells = SUBCELLS[n]
    s.market = [INITIAL_MARKET[n]] * NF
    s.reserve = [CHITS - INITIAL_MARKET[n]] * NF
    # Six different chits: King, Court, two workers; flowers to the 2nd/3rd/4th seats.
    chits = list(range(NF))
    rng.shuffle(chits)
    s.king, s.court = chits[0], chits[1]
    s.workers = [chits[2], chits[3]]
    s.flowers = [[0] * NF for _ in range(n)]
    gifts = {1: [chits[0]], 2: [chits[2], chits[3]], 3: [chits[1], chits[4], chits[5]]}
    for seat, fl in gifts.items():
        if seat < n:
            for f in fl:
                s.reserve[f] -= 1
                s.flowers[seat][f] += 1
    # Delivery tiles on the three middle Sundays.
    ones = list(range(15))
    twos = list(range(15))
    rng.shuffle(ones)
    rng.shuffle(twos)
    s.deliveries = []
    k1, k2 = DELIVERIES[n]
    for week in range(1, WEEKS):
        for _ in range(k1):
            s.deliveries.append((week, 1, ones.pop()))
        for _ in range(k2):
            s.deliveries.append((week, 2, twos.pop()))
    s.piles = [[] for _ in range(4)]
    for t in range(NTILES):
        s.piles[TILE_CITY[t]].append(t)
    for pile in s.piles:
        rng.shuffle(pile)
    bonuses = list(range(NBONUS))
    rng.shuffle(bonuses)
    s.bonus = bonuses[:4]
    s.favour = [-1] * 4
    s.declined = [-1] * 4
    s.influence = [[0] * 4 for _ in range(n)]
    s.infl_supply = [INFLUENCE] * n
    s.seen = [0] * n
    s.pool = [True] * NRECIPES
    s.base_supply = [BASE_COPIES] * NF
    s.spec_supply = [SPEC_COPIES] * NF
    s.skill_supply = [SKILL_COPIES] * len(SKILLS)
    s.method_supply = [0 if m == DISTILLATION else n for m in range(NMETHODS)]
    s.method_box = [METHOD_COPIES - n] * NMETHODS
    s.letters = [0] + [LETTERS_PER_LEVEL] * 4
    s.tokens = [0 if b == c else 1 for b in range(NF) for c in range(NF)]
    s.cubes = [0] * (NF * NF)
    s.cube_supply = BLUE_CUBES
    s.orig_reserve = ORIGINALITY_TOKENS - sum(s.tokens) - ORIGINALITY_PER_PLAYER * n
    s.ap = [START_AP] * n
    s.loc = [-1] * n
    s.last_type = [-1] * n
    s.coach = [GRASSE] * n
    s.letter = [0] * n
    s.orig = [ORIGINALITY_PER_PLAYER] * n
    s.score = [0] * n
    s.pts = [[0, 0, 0] for _ in range(n)]
    s.scents = [[0] * NF for _ in range(n)]
    s.methods = [(DISTILLATION,) for _ in range(n)]
    s.learned = [0] * n
    s.stored = [((),) for _ in range(n)]
    s.base = [0] * n
    s.spec = [0] * n
    s.skills = [0] * n
    s.tiles = [() for _ in range(n)]
    s.flipped = [() for _ in range(n)]
    s.perfumes = [() for _ in range(n)]
    s.presented = [() for _ in range(n)]
    s.shown = [0] * n
    s.day = 0
    s.end_trigger = -1
    s.over = False
    s.result = None
    s.cur = 0
    s.extra = False
    s.free = False
    s.spent = 0
    s.moved = 0
    s.gifts = 0
    s.vers = [0, 1, 0, -1]
    s.pp = 0
    s.stack = [(F_TURN, 0, -1, -1)]
