"""Perfumes (recipes completed at once) and city tiles flipped for their one-off effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    ADD,
    DISCARD_PERFUME,
    DONE,
    FLIP,
    INFLUENCE,
    RECIPE,
    TAKE_SCENT,
    Act,
    T,
)
from .common import (
    F_CHOOSE_RECIPE,
    F_FI_INFLUENCE,
    F_RECIPE_ADD,
    F_RECIPE_DISCARD,
    F_TWO_SCENTS,
    experience,
    own_row,
    perfume_key,
    take_from_reserve,
)
from .data import (
    ANYTIME,
    MAX_PERFUMES,
    NF,
    NRECIPES,
    RECIPE_BASE,
    RECIPE_LEVEL,
    RECIPE_SLOTS,
    TILE_EFFECT,
    TILE_PARAMS,
)

if TYPE_CHECKING:
    from .rules import AquaState

_RECIPE_ACTS = [T[(RECIPE, r, -1)] for r in range(NRECIPES)]
_ADD_ACTS = [T[(ADD, f, -1)] for f in range(NF)]
_DISCARD_ACTS = [T[(DISCARD_PERFUME, i, -1)] for i in range(MAX_PERFUMES)]
_TAKE_SCENT_ACTS = [T[(TAKE_SCENT, f, -1)] for f in range(NF)]
_INFL_ACTS = [T[(INFLUENCE, d, -1)] for d in range(4)]
_DONE = T[(DONE, -1, -1)]

#: modes of taking a recipe
NORMAL, WAIVED = 0, 1


def _keys(s: AquaState, p: int, skip: int = -1) -> set[tuple[int, int, int]]:
    """perfume_key of each of p's perfumes (but the one at `skip`), written out inline."""
    out = set()
    for i, (r, c1, c2) in enumerate(s.perfumes[p]):
        if i != skip:
            if c2 < 0:
                out.add((RECIPE_BASE[r], c1, -1))
            elif c1 < c2:
                out.add((RECIPE_BASE[r], c1, c2))
            else:
                out.add((RECIPE_BASE[r], c2, c1))
    return out


#: per base scent, the other scents in order
_OTHER_SCENTS = [tuple(t for t in range(NF) if t != b) for b in range(NF)]


def completable(s: AquaState, p: int, r: int, keys: set[tuple[int, int, int]] | None,
                first: int = -1) -> bool:
    """Whether recipe r can be completed from p's scents without duplicating a perfume in `keys`
    (None: p's parade is full, so the duplicate can be discarded)."""
    b = RECIPE_BASE[r]
    sc = s.scents[p]
    avail = [t for t in _OTHER_SCENTS[b] if t != first and sc[t] > 0]
    if RECIPE_SLOTS[r] == 1 or first >= 0:
        if keys is None:
            return bool(avail)
        # perfume_key(b, first, t) or perfume_key(b, t, -1), written out inline
        if first >= 0:
            for t in avail:
                if ((b, first, t) if first < t else (b, t, first)) not in keys:
                    return True
            return False
        for t in avail:
            if (b, t, -1) not in keys:
                return True
        return False
    if len(avail) < 2:
        return False
    if keys is None:
        return True
    for i, t in enumerate(avail):
        for u in avail[i + 1:]:
            if (b, t, u) not in keys:
                return True
    return False


#: per recipe: (recipe, level, base scent, group = base * 3 + slot count), in pool order
_RECIPE_INFO = [(r, RECIPE_LEVEL[r], RECIPE_BASE[r], RECIPE_BASE[r] * 3 + RECIPE_SLOTS[r])
                for r in range(NRECIPES)]


def recipe_options(s: AquaState, p: int) -> list[Act]:
    """The recipes p may take now (normal rules: experience, base scent discarded)."""
    sc = s.scents[p]
    kinds = 6 - sc.count(0)
    if kinds == 0 or (kinds == 1 and not s.base[p]):
        return []
    exp = experience(s, p)
    keys: set[tuple[int, int, int]] | None = None
    keys_known = False
    base_tiles = s.base[p]
    pool = s.pool
    out = []
    known: dict[int, bool] = {}
    for r, level, b, group in _RECIPE_INFO:
        if not pool[r] or level > exp:
            continue
        ok = known.get(group)  # feasibility depends only on base and slot count
        if ok is None:
            if not keys_known:  # p's perfumes, when a recipe needs testing (None: parade full)
                keys = None if len(s.perfumes[p]) >= MAX_PERFUMES else _keys(s, p)
                keys_known = True
            if not base_tiles >> b & 1:
                if sc[b] == 0:
                    ok = False
                else:
                    sc[b] -= 1
                    ok = completable(s, p, r, keys)
                    sc[b] += 1
            else:
                ok = completable(s, p, r, keys)
            known[group] = ok
        if ok:
            out.append(_RECIPE_ACTS[r])
    return out


def take_recipe(s: AquaState, p: int, r: int, mode: int) -> None:
    """Take recipe r from the pool; the completion decisions follow."""
    s.pool[r] = False
    b = RECIPE_BASE[r]
    if mode == NORMAL and not s.base[p] >> b & 1:
        s.scents[p][b] -= 1
        s.reserve[b] += 1
    if len(s.perfumes[p]) >= MAX_PERFUMES:
        s.stack.append((F_RECIPE_DISCARD, p, r, -1))
    else:
        s.stack.append((F_RECIPE_ADD, p, r, -1))


def discard_options(s: AquaState, p: int, r: int) -> list[Act]:
    return [_DISCARD_ACTS[i] for i in range(len(s.perfumes[p]))
            if completable(s, p, r, _keys(s, p, i))]


def discard_perfume(s: AquaState, p: int, i: int) -> None:
    """Discard perfume i: its recipe returns to the pool, its scents to the reserve."""
    r, c1, c2 = s.perfumes[p][i]
    s.perfumes[p] = s.perfumes[p][:i] + s.perfumes[p][i + 1:]
    s.presented[p] = s.presented[p][:i] + s.presented[p][i + 1:]
    s.pool[r] = True
    s.reserve[c1] += 1
    if c2 >= 0:
        s.reserve[c2] += 1


def add_options(s: AquaState, p: int, r: int, first: int) -> list[Act]:
    b = RECIPE_BASE[r]
    sc = s.scents[p]
    keys = _keys(s, p)
    out = []
    last = RECIPE_SLOTS[r] == 1 or first >= 0
    for t in range(NF):
        if t == b or t == first or sc[t] == 0:
            continue
        if last:
            if perfume_key(b, first if first >= 0 else t, t if first >= 0 else -1) in keys:
                continue
        else:
            sc[t] -= 1
            ok = completable(s, p, r, keys, t)
            sc[t] += 1
            if not ok:
                continue
        out.append(_ADD_ACTS[t])
    return out


def add_scent(s: AquaState, p: int, r: int, first: int, t: int) -> None:
    s.scents[p][t] -= 1
    s.stack.pop()
    if RECIPE_SLOTS[r] == 2 and first < 0:
        s.stack.append((F_RECIPE_ADD, p, r, t))
        return
    if first >= 0:
        s.perfumes[p] = s.perfumes[p] + ((r, first, t),)
    else:
        s.perfumes[p] = s.perfumes[p] + ((r, t, -1),)
    s.presented[p] = s.presented[p] + (False,)


# ---------------------------------------------------------------- city tiles


#: recipes in the pool order, grouped by base scent: one-slot recipes, two-slot recipes
_ONE_SLOT_BY_BASE: dict[int, list[int]] = {}
_TWO_SLOT_BY_BASE: dict[int, list[int]] = {}
for _r in range(NRECIPES):
    (_ONE_SLOT_BY_BASE if RECIPE_SLOTS[_r] == 1 else _TWO_SLOT_BY_BASE).setdefault(RECIPE_BASE[_r], []).append(_r)
_TWO_SLOT_GROUPS = list(_TWO_SLOT_BY_BASE.values())
#: per city tile, the recipe groups its waiver may take from (see _waived_recipes)
_TILE_GROUPS = [[_ONE_SLOT_BY_BASE.get(TILE_PARAMS[t][0], [])] if TILE_EFFECT[t] == "recipe_base_1slot"
                else _TWO_SLOT_GROUPS for t in range(len(TILE_EFFECT))]
#: per city tile: the scent kinds a recipe its waiver may take needs at least (see _waived_recipes)
_TILE_KINDS = [1 if TILE_EFFECT[t] == "recipe_base_1slot" else 2 for t in range(len(TILE_EFFECT))]
#: per city tile: (effect, parameters) for an any-time tile (tiles alike flip alike), else None
_ANYTIME_KEY = [(TILE_EFFECT[t], tuple(TILE_PARAMS[t])) if TILE_EFFECT[t] in ANYTIME else None
                for t in range(len(TILE_EFFECT))]


def _waived_recipes(s: AquaState, p: int, tile: int, first_only: bool = False) -> list[int]:
    """The recipes tile `tile` lets p take without the usual conditions, in pool order (or just
    one of them with `first_only`). Completability depends only on a recipe's base and slot
    count, so it is tested once per group of recipes sharing them."""
    groups = _TILE_GROUPS[tile]
    # a recipe completes only from scents other than its base: one kind at least for a
    # one-slot recipe, two for a two-slot one (completable); fewer kinds held, none can
    if NF - s.scents[p].count(0) < _TILE_KINDS[tile]:
        return []
    pool = s.pool
    keys: set[tuple[int, int, int]] | None = None
    keys_known = False
    out: list[int] = []
    for group in groups:
        free = [r for r in group if pool[r]]
        if not free:
            continue
        if not keys_known:
            keys = None if len(s.perfumes[p]) >= MAX_PERFUMES else _keys(s, p)
            keys_known = True
        if completable(s, p, free[0], keys):
            if first_only:
                return free[:1]
            out.extend(free)
    out.sort()
    return out


def flip_usable(s: AquaState, p: int, tile: int) -> bool:
    """Whether an any-time tile can be flipped now."""
    eff = TILE_EFFECT[tile]
    if eff in ("recipe_base_1slot", "recipe_choice_2slots"):
        return bool(_waived_recipes(s, p, tile, first_only=True))
    if eff == "two_scents_choice":
        return any(s.reserve)
    if eff == "two_influence":
        return s.infl_supply[p] > 0
    return True


def anytime_flips(s: AquaState, p: int) -> list[Act]:
    out = []
    seen: set[tuple[str, tuple[int, ...]]] = set()
    for tile in s.tiles[p]:
        key = _ANYTIME_KEY[tile]
        if key is None or key in seen:
            continue
        seen.add(key)
        if flip_usable(s, p, tile):
            out.append(T[(FLIP, tile, -1)])
    return out


def free_options(s: AquaState, p: int) -> list[Act]:
    """Perfumes and any-time city tiles: offered at every open point of p's own turn (R11)."""
    return recipe_options(s, p) + anytime_flips(s, p)


def flip(s: AquaState, p: int, tile: int) -> None:
    """Flip city tile `tile` (its experience is lost, its back scores at the end)."""
    i = s.tiles[p].index(tile)
    s.tiles[p] = s.tiles[p][:i] + s.tiles[p][i + 1:]
    s.flipped[p] = s.flipped[p] + (tile,)
    eff = TILE_EFFECT[tile]
    params = TILE_PARAMS[tile]
    if eff == "take_flowers":
        for t in params:
            take_from_reserve(s, s.flowers[p], t, 1)
    elif eff == "take_scents":
        for t in params:
            take_from_reserve(s, s.scents[p], t, 1)
    elif eff in ("recipe_base_1slot", "recipe_choice_2slots"):
        s.stack.append((F_CHOOSE_RECIPE, p, tile, -1))
    elif eff == "two_scents_choice":
        s.stack.append((F_TWO_SCENTS, p, -1, -1))
    elif eff == "originality":
        if s.orig_reserve > 0:
            s.orig_reserve -= 1
            s.orig[p] += 1
    elif eff == "two_influence":
        s.stack.append((F_FI_INFLUENCE, p, -1, -1))
    elif eff == "plus2_production":
        s.pp += 2
    elif eff == "free_action":
        s.free = True
    elif eff == "second_perfume":
        s.vers[1] += 1
    elif eff == "half_score":
        s.pts, pts = own_row(s.pts, p)  # copy on write
        pts[2] += s.vers[3] // 2
        s.score[p] += s.vers[3] // 2
        s.vers[3] = -1


def choose_recipe_options(s: AquaState, p: int, tile: int) -> list[Act]:
    return [_RECIPE_ACTS[r] for r in _waived_recipes(s, p, tile)]


def two_scents_options(s: AquaState, p: int, first: int) -> list[Act]:
    return [_TAKE_SCENT_ACTS[t] for t in range(NF) if t != first and s.reserve[t] > 0]


def take_scent(s: AquaState, p: int, first: int, t: int) -> None:
    take_from_reserve(s, s.scents[p], t, 1)
    s.stack.pop()
    if first < 0:
        s.stack.append((F_TWO_SCENTS, p, t, -1))
        if not two_scents_options(s, p, t):
            s.stack.pop()


def influence_options(s: AquaState, p: int, first: int) -> list[Act]:
    """The Firenze influence tile: each of its (up to) two tokens on any Dame — "one or two
    different" spaces, so the second may join the first (R22)."""
    if s.infl_supply[p] <= 0:
        return [_DONE]
    return [*_INFL_ACTS, _DONE]
