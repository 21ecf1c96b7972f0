"""The Aqua Mirabilis heuristic bot. It decides from what the seat sees and the legal actions
only: public facts (every one in `view(seat)`), read from the state's fields (see `_Ctx`).

Plan: flowers -> scents -> perfumes -> Versailles. It makes a perfume whenever it can (bases on the
King's column, complements on the Court's row score more), presents at once, produces when it has
flowers and the sundial offers points, buys flowers from the fullest baskets, climbs the letters
of reference (they raise Court points and open cities), takes production methods, flips city tiles
for their goods, and spends a spare originality token on an extra turn.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action, State
from ...core.rng import Rng
from .actions import (
    ADD,
    CHOOSE_TILE,
    COACH,
    COACH_HOME,
    COACH_STAY,
    COLLECT,
    COURT_DOWN,
    DISCARD_PERFUME,
    DONE,
    DROP_METHOD,
    END,
    EXTRA_FLOWER,
    EXTRA_TURN,
    FLIP,
    GIFT_PERFUME,
    GIFT_SCENT,
    GIFT_TOKEN,
    GO,
    INFLUENCE,
    MAKE,
    PRESENT,
    PRODUCE,
    RECIPE,
    STORE,
    TAKE_BASE,
    TAKE_METHOD,
    TAKE_SCENT,
    TAKE_SKILL,
    TAKE_SPEC,
    WORKER,
    Act,
)
from .common import F_RECIPE_ADD, FRAME_NAMES
from .data import (
    CITY_AT,
    CITY_LETTER,
    K_BASE,
    K_COURT,
    K_MARKET,
    K_METHOD,
    K_SKILL,
    K_SPEC,
    K_TRAVEL,
    K_VERSAILLES,
    METHOD_OUTPUT,
    NF,
    RECIPE_BASE,
    RECIPE_LEVEL,
    RECIPE_SLOTS,
    SLOT_ARG,
    SLOT_COST,
    SLOT_KIND,
    TILE_EFFECT,
)
from .rules import AquaState

#: production steps after the last method use: flowers taken now would be discarded
_LATE_PRODUCTION = frozenset({"store", "coach", "coach_home"})


class HeuristicBot:
    """Greedy scoring of each legal action against the seat's view."""

    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"
        self.extra_tokens = int(params.get("extra_tokens", 1))

    def choose(self, state: State, seat: int) -> Action:
        assert isinstance(state, AquaState)
        legal = state.legal_actions(seat)
        ctx = _Ctx(state, seat)
        best, choice = None, legal[0]
        for act in legal:
            assert isinstance(act, Act)
            key = (self._value(ctx, act), self.rng.random())
            if best is None or key > best:
                best, choice = key, act
        return choice

    # ------------------------------------------------------------------ evaluation
    def _value(self, c: _Ctx, a: Act) -> float:
        k = a.kind
        if k == PRESENT:
            return 100.0
        if k == RECIPE:
            r = a.a
            b = RECIPE_BASE[r]
            cells = sorted((c.cell_value(b, t) for t in range(NF) if t != b and c.scents[t]),
                           reverse=True)[:RECIPE_SLOTS[r]]
            v = (80.0 + sum(cells) + RECIPE_LEVEL[r] * 0.5 + 3 * (b == c.king)
                 - 2 * (c.scents[b] <= 1 and b != c.king))
            # while producing, finish the scents first (more complements to choose from)
            return v - 40.0 if c.decision == "produce" else v
        if k == ADD:
            return 50.0 + c.cell_value(c.recipe_base, a.a) + 0.1 * c.scents[a.a]
        if k == GO:
            return self._go(c, a.a)
        if k == PRODUCE:
            n = c.flowers_total
            if n == 0:
                return 0.0
            return 30.0 + 8 * min(n, 4) + (10 if c.ap <= 2 else 0)
        if k == MAKE:
            m = a.a
            return 60.0 + 5 * METHOD_OUTPUT[m]
        if k == STORE:
            return 30.0
        if k == COACH:
            return self._coach(c, a)
        if k == CHOOSE_TILE:
            return 50.0 + self.rng.random()
        if k == COACH_HOME:
            return 20.0
        if k == COACH_STAY:
            return 18.0 if c.letter >= 1 else 15.0
        if k == FLIP:
            eff = TILE_EFFECT[a.a]
            if eff == "free_action":
                return 2.0
            if eff == "originality" or eff == "two_influence":
                return 35.0
            if eff == "take_flowers" and c.decision in _LATE_PRODUCTION:
                return 1.0  # unstored flowers are discarded when the production ends
            return 55.0
        if k == WORKER:
            f = a.b
            avail = c.market[f]
            if avail == 0 or c.ap <= 1:
                return 5.0
            return 22.0 + 2 * avail
        if k == COLLECT:
            return 20.0
        if k == EXTRA_FLOWER:
            return 20.0 + c.market[a.a] * 0.1
        if k == TAKE_METHOD:
            return 40.0 + METHOD_OUTPUT[a.a] - 0.5 * c.flowers.get(a.b, 0)
        if k in (TAKE_BASE, TAKE_SPEC, TAKE_SKILL):
            return 30.0
        if k == DROP_METHOD:
            return 10.0 - METHOD_OUTPUT[a.a] + (5 if a.a == 0 else 0)
        if k == GIFT_SCENT:
            return 30.0 if c.scents[a.a] >= 2 or c.scents_total > 3 else 12.0
        if k == GIFT_TOKEN:
            return 8.0
        if k == GIFT_PERFUME:
            return 25.0 if c.presented[a.a] else 5.0
        if k == INFLUENCE:
            return 30.0
        if k == TAKE_SCENT:
            return 30.0 + 5 * (a.a == c.court) + 5 * (a.a == c.king)
        if k == DISCARD_PERFUME:
            return 30.0 if c.presented[a.a] else 10.0
        if k == COURT_DOWN:
            return 12.0 if (c.court + 1) % NF in c.complements else 4.0
        if k == EXTRA_TURN:
            return 40.0 if c.orig > self.extra_tokens - 1 else 5.0
        if k == END:
            return 15.0
        if k == DONE:
            return 15.0
        return 10.0

    def _go(self, c: _Ctx, slot: int) -> float:
        kind = SLOT_KIND[slot]
        cost = SLOT_COST[slot]
        if kind == K_VERSAILLES:
            return 95.0 if c.unpresented else 45.0
        if kind == K_MARKET:
            f = SLOT_ARG[slot]
            need = 18.0 if c.flowers_total < 4 else 4.0
            return 10.0 + need + 2 * c.market[f] - cost
        if kind == K_COURT:
            couple = SLOT_ARG[slot]
            v = 8.0
            if c.letter == couple:
                v += 30 - 4 * couple
            gifts = c.giftable[couple] if couple < 2 else 0
            v += min(gifts, 2) * 4
            return v - 2 * cost
        if kind == K_TRAVEL:
            return 26.0 - cost
        if kind == K_METHOD:
            return 34.0 if c.methods < 3 else 8.0
        if kind == K_SPEC:
            return 18.0 - cost
        if kind == K_BASE:
            return 14.0
        if kind == K_SKILL:
            return 16.0
        return 10.0

    def _coach(self, c: _Ctx, a: Act) -> float:
        pos = c.coach + (a.b if a.a else -a.b)
        city = CITY_AT.get(pos, -1)
        if city >= 0 and c.letter >= CITY_LETTER[city]:
            return 45.0 + city
        # move towards the nearest reachable city
        best = 99
        for s, cty in CITY_AT.items():
            if c.letter >= CITY_LETTER[cty]:
                best = min(best, abs(s - pos))
        return 20.0 - best


class _Ctx:
    """Facts about the seat, read once per decision. Every one is public (the seat's view has them
    all: view.py); they are read from the state's fields directly, because building the whole
    view cost the search's heuristic rollouts over half their time (docs/bots.md, Speed)."""

    def __init__(self, s: AquaState, seat: int) -> None:
        top = s.stack[-1] if s.stack else None
        self.decision = FRAME_NAMES[top[0]] if top else None
        self.market = s.market
        self.king = s.king
        self.court = s.court
        self.ap = s.ap[seat]
        self.letter = s.letter[seat]
        self.orig = s.orig[seat]
        self.coach = s.coach[seat]
        self.methods = len(s.methods[seat])
        held = s.flowers[seat]
        self.flowers = {t: held[t] for t in range(NF) if held[t]}
        self.flowers_total = sum(held) + sum(len(st) for st in s.stored[seat])
        self.scents = s.scents[seat][:NF]
        self.scents_total = sum(self.scents)
        parade = list(zip(s.perfumes[seat], s.presented[seat]))
        self.presented = [presented for _, presented in parade]
        self.unpresented = not all(self.presented) if self.presented else False
        self.complements = {x for (_, c1, c2), _ in parade for x in (c1, c2) if x >= 0}
        self.giftable = [sum(self.scents[t] for t in (1, 2, 3)), sum(self.scents[t] for t in (4, 0, 5))]
        self.cubes = s.cubes
        self.subcells = s.subcells
        self.court_points = [0, 1, 2, 3, 5][self.letter]
        self.recipe_base = RECIPE_BASE[top[2]] if top and top[0] == F_RECIPE_ADD else -1

    def cell_value(self, b: int, t: int) -> float:
        """Rough points of presenting base b with complement t now."""
        if b < 0 or b == t:
            return 0.0
        cubes = self.cubes[b * NF + t]
        if cubes >= self.subcells:
            return -5.0
        v = self.subcells - cubes - 1 + (1.5 if cubes == 0 else 0.0)
        if t == self.court:
            v += self.court_points + (1 if b == self.king else 0)
        return v
