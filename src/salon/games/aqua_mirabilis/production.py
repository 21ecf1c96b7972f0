"""Production: spend production points on methods, store leftovers, travel by coach."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    CHOOSE_TILE,
    COACH,
    COACH_HOME,
    COACH_STAY,
    DONE,
    FLIP,
    MAKE,
    STORE,
    UNSTORE,
    Act,
    T,
)
from .common import F_CITY_PICK, F_COACH, F_COACH_HOME, F_PRODUCE, F_STORE, own_row
from .data import (
    CITY_AT,
    CITY_LETTER,
    FORCED_HOME,
    GRASSE,
    LEGS,
    METHOD_ALLOWED,
    METHOD_COST,
    METHOD_INPUTS,
    METHOD_OUTPUT,
    METHOD_SAME,
    NF,
    NMETHODS,
    PRODUCTION,
    SKILL_COACH,
    SKILL_PRODUCTION,
    TILE_EFFECT,
    TRACK_LEN,
)
from .perfumes import free_options

if TYPE_CHECKING:
    from .rules import AquaState

_DONE = T[(DONE, -1, -1)]
_MAKE: dict[tuple[int, int, int], Act] = {}
for _m in range(NMETHODS):
    for _f in range(NF):
        for _g in range(NF):
            key = (MAKE, _m, _f * NF + _g)
            if key in T:
                _MAKE[(_m, _f, _g)] = T[key]
_STORE = [[T[(STORE, m, f)] for f in range(NF)] for m in range(NMETHODS)]
_UNSTORE = [[T[(UNSTORE, m, f)] for f in range(NF)] for m in range(NMETHODS)]
_COACH = [[T[(COACH, d, max(k, 1))] for k in range(4)] for d in range(2)]  # index = legs
_HOME = T[(COACH_HOME, -1, -1)]
_STAY = T[(COACH_STAY, -1, -1)]


def can_produce(s: AquaState, p: int) -> bool:
    """Production points on the sundial and a flower to use (total_flowers(s, p) > 0)."""
    return PRODUCTION[s.ap[p]] > 0 and (any(s.flowers[p]) or any(s.stored[p]))


def start(s: AquaState, p: int) -> None:
    """Return the perfumer home and open the production points of the sundial."""
    s.loc[p] = -1
    pp = PRODUCTION[s.ap[p]]
    if pp > 0 and s.skills[p] >> SKILL_PRODUCTION & 1:
        pp += 2
    s.pp = pp
    s.stack.append((F_PRODUCE, p, -1, -1))


def _pool(s: AquaState, p: int, i: int) -> list[int]:
    """Flowers usable by p's i-th method: unstored ones plus those stored on it."""
    pool = s.flowers[p][:]
    for f in s.stored[p][i]:
        pool[f] += 1
    return pool


def make_options(s: AquaState, p: int) -> list[Act]:
    out: list[Act] = []
    pp = s.pp
    for i, m in enumerate(s.methods[p]):
        if METHOD_COST[m] > pp:
            continue
        pool = _pool(s, p, i) if s.stored[p][i] else s.flowers[p]
        allowed = METHOD_ALLOWED[m]
        same = METHOD_SAME[m]
        if same == "one":
            out.extend(_MAKE[(m, f, f)] for f in range(NF) if pool[f] and f in allowed)
        elif same == "same":
            out.extend(_MAKE[(m, f, f)] for f in range(NF) if pool[f] >= 2 and f in allowed)
        else:
            have = [f for f in range(NF) if pool[f] and f in allowed]
            out.extend(_MAKE[(m, f, g)] for j, f in enumerate(have) for g in have[j + 1:])
    return out


def plus2_flips(s: AquaState, p: int) -> list[Act]:
    for tile in s.tiles[p]:
        if TILE_EFFECT[tile] == "plus2_production":
            return [T[(FLIP, tile, -1)]]
    return []


def produce_options(s: AquaState, p: int) -> list[Act]:
    """Use a method, flip the Köln +2 tile, make a perfume or flip an any-time tile (R11), stop."""
    return make_options(s, p) + plus2_flips(s, p) + free_options(s, p) + [_DONE]


def _consume(s: AquaState, p: int, i: int, f: int) -> None:
    st = s.stored[p][i]
    if f in st:  # stored flowers are used first
        j = st.index(f)
        rest = list(s.stored[p])
        rest[i] = st[:j] + st[j + 1:]
        s.stored[p] = tuple(rest)
    else:
        s.flowers[p][f] -= 1


def make(s: AquaState, p: int, m: int, code: int) -> None:
    """Use method m once: flip its input flowers to scents, extra scents from the reserve."""
    f, g = divmod(code, NF)
    i = s.methods[p].index(m)
    s.pp -= METHOD_COST[m]
    sc = s.scents[p]
    spec = s.spec[p]
    if METHOD_SAME[m] == "different":
        inputs = [f, g]
    else:
        inputs = [f] * METHOD_INPUTS[m]
    for x in inputs:
        _consume(s, p, i, x)
        sc[x] += 1
    extra = METHOD_OUTPUT[m] - len(inputs)
    if extra > 0:
        k = min(extra, s.reserve[f])
        s.reserve[f] -= k
        sc[f] += k
    for x in set(inputs):
        if spec >> x & 1 and s.reserve[x] > 0:
            s.reserve[x] -= 1
            sc[x] += 1


def done_producing(s: AquaState, p: int) -> None:
    s.stack.pop()
    s.stack.append((F_STORE, p, -1, -1))


def store_options(s: AquaState, p: int) -> list[Act]:
    out: list[Act] = [_DONE]
    for m, st in zip(s.methods[p], s.stored[p]):
        out.extend(_UNSTORE[m][f] for f in sorted(set(st)))
    fl = s.flowers[p]
    if not any(fl):
        return out
    for i, m in enumerate(s.methods[p]):
        st = s.stored[p][i]
        if len(st) >= METHOD_INPUTS[m]:
            continue
        allowed = METHOD_ALLOWED[m]
        same = METHOD_SAME[m]
        for f in range(NF):
            if not fl[f] or f not in allowed:
                continue
            if st and same == "same" and st[0] != f:
                continue
            if st and same == "different" and f in st:
                continue
            out.append(_STORE[m][f])
    return out


def store(s: AquaState, p: int, m: int, f: int) -> None:
    i = s.methods[p].index(m)
    s.flowers[p][f] -= 1
    rest = list(s.stored[p])
    rest[i] = rest[i] + (f,)
    s.stored[p] = tuple(rest)


def unstore(s: AquaState, p: int, m: int, f: int) -> None:
    """Discard a stored flower to the reserve (the only way it leaves its method)."""
    i = s.methods[p].index(m)
    st = s.stored[p][i]
    j = st.index(f)
    rest = list(s.stored[p])
    rest[i] = st[:j] + st[j + 1:]
    s.stored[p] = tuple(rest)
    s.reserve[f] += 1


def done_storing(s: AquaState, p: int) -> None:
    s.stack.pop()
    legs = LEGS[s.ap[p]]
    if s.skills[p] >> SKILL_COACH & 1:
        legs += 1
    s.stack.append((F_COACH, p, legs, -1))


def coach_options(s: AquaState, p: int, legs: int) -> list[Act]:
    pos = s.coach[p]
    out: list[Act] = []
    for k in range(1, legs + 1):
        if pos - k >= 0:
            out.append(_COACH[0][k])
    for k in range(1, legs + 1):
        if pos + k < TRACK_LEN:
            out.append(_COACH[1][k])
    return out


def move_coach(s: AquaState, p: int, direction: int, k: int) -> None:
    s.stack.pop()
    pos = s.coach[p] + (k if direction else -k)
    s.coach[p] = pos
    city = CITY_AT.get(pos, -1)
    if city < 0:
        finish(s, p)
        return
    if s.letter[p] >= CITY_LETTER[city] and s.piles[city]:
        s.stack.append((F_CITY_PICK, p, city, -1))
        return
    after_visit(s, p, city)


def pick_options(s: AquaState, p: int, city: int) -> list[Act]:
    return [T[(CHOOSE_TILE, t, -1)] for t in sorted(set(s.piles[city]))]


def pick(s: AquaState, p: int, city: int, tile: int) -> None:
    """Take any tile of the city's pile; the rest is shuffled into a new pile."""
    s.stack.pop()
    s.piles, pile = own_row(s.piles, city)  # copy on write
    pile.remove(tile)
    pile.sort()
    s.rng.shuffle(pile)
    s.tiles[p] = s.tiles[p] + (tile,)
    after_visit(s, p, city)


def after_visit(s: AquaState, p: int, city: int) -> None:
    if FORCED_HOME[city]:
        s.coach[p] = GRASSE
        finish(s, p)
    else:
        s.stack.append((F_COACH_HOME, p, city, -1))


def home_options() -> list[Act]:
    return [_HOME, _STAY]


def home(s: AquaState, p: int, go_home: bool) -> None:
    s.stack.pop()
    if go_home:
        s.coach[p] = GRASSE
    finish(s, p)


def finish(s: AquaState, p: int) -> None:
    """Discard unstored flowers, reset the sundial, advance the day."""
    fl = s.flowers[p]
    for f in range(NF):
        if fl[f]:
            s.reserve[f] += fl[f]
            fl[f] = 0
    s.pp = 0
    s.last_type[p] = -1
    s.reset_sundial(p)
    s.after_main(p)
