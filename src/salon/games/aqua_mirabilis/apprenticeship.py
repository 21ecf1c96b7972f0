"""Apprenticeship: base scents, specialisations, special skills and production methods."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import DROP_METHOD, TAKE_BASE, TAKE_METHOD, TAKE_SKILL, TAKE_SPEC, Act, T
from .common import F_APPR, F_DROP_METHOD
from .data import K_BASE, K_METHOD, K_SKILL, K_SPEC, MAX_METHODS, NF, NMETHODS, SKILLS

if TYPE_CHECKING:
    from .rules import AquaState

_BASE = [T[(TAKE_BASE, f, -1)] for f in range(NF)]
_SPEC = [T[(TAKE_SPEC, f, -1)] for f in range(NF)]
_SKILL = [T[(TAKE_SKILL, k, -1)] for k in range(len(SKILLS))]
_METHOD = [[T[(TAKE_METHOD, m, f)] for f in range(NF)] for m in range(NMETHODS)]
_DROP = [T[(DROP_METHOD, m, -1)] for m in range(NMETHODS)]


def options(s: AquaState, p: int, kind: int) -> list[Act]:
    """The tiles p can take (and pay for) with an apprenticeship action of `kind`."""
    if kind == K_BASE:
        owned, sc = s.base[p], s.scents[p]
        if not any(sc):
            return []
        return [_BASE[f] for f in range(NF)
                if s.base_supply[f] > 0 and not owned >> f & 1 and sc[f] > 0]
    if kind == K_SPEC:
        owned, fl = s.spec[p], s.flowers[p]
        if not any(fl):
            return []
        return [_SPEC[f] for f in range(NF)
                if s.spec_supply[f] > 0 and not owned >> f & 1 and fl[f] > 0]
    if kind == K_SKILL:
        if s.orig[p] <= 0:
            return []
        owned = s.skills[p]
        return [_SKILL[k] for k in range(len(SKILLS))
                if s.skill_supply[k] > 0 and not owned >> k & 1]
    assert kind == K_METHOD
    fl = s.flowers[p]
    if max(fl) < 2:
        return []
    pays = [f for f in range(NF) if fl[f] >= 2]
    if not pays:
        return []
    mine = s.methods[p]
    # "You cannot acquire the same Production Method twice": never one on the board, nor (since
    # version 4) one learned earlier and dropped (R15); `relearn_methods` keeps version 3's reading
    learned = 0 if s.options.get("relearn_methods", False) else s.learned[p]
    return [_METHOD[m][f] for m in range(NMETHODS)
            if s.method_supply[m] > 0 and m not in mine and not learned >> m & 1 for f in pays]


def can_take(s: AquaState, p: int, kind: int) -> bool:
    """bool(options(s, p, kind)), without building the list (plain loops: this runs at every
    turn for each apprenticeship kind)."""
    if kind == K_BASE:
        have = s.scents[p]
        if not any(have):
            return False
        owned, supply = s.base[p], s.base_supply
    elif kind == K_SPEC:
        have = s.flowers[p]
        if not any(have):
            return False
        owned, supply = s.spec[p], s.spec_supply
    elif kind == K_SKILL:
        if s.orig[p] <= 0:
            return False
        owned, supply = s.skills[p], s.skill_supply
        for k in range(len(SKILLS)):
            if supply[k] > 0 and not owned >> k & 1:
                return True
        return False
    else:
        if max(s.flowers[p]) < 2:
            return False
        mine = s.methods[p]
        learned = 0 if s.options.get("relearn_methods", False) else s.learned[p]
        supply = s.method_supply
        for m in range(NMETHODS):
            if supply[m] > 0 and not learned >> m & 1 and m not in mine:
                return True
        return False
    for f in range(NF):
        if have[f] > 0 and supply[f] > 0 and not owned >> f & 1:
            return True
    return False


def start(s: AquaState, p: int, kind: int) -> None:
    s.stack.append((F_APPR, p, kind, -1))


def take(s: AquaState, p: int, act: Act) -> None:
    s.stack.pop()
    k, a = act.kind, act.a
    if k == TAKE_BASE:
        s.scents[p][a] -= 1
        s.reserve[a] += 1
        s.base_supply[a] -= 1
        s.base[p] |= 1 << a
    elif k == TAKE_SPEC:
        s.flowers[p][a] -= 1
        s.reserve[a] += 1
        s.spec_supply[a] -= 1
        s.spec[p] |= 1 << a
    elif k == TAKE_SKILL:
        s.orig[p] -= 1
        s.orig_reserve += 1
        s.skill_supply[a] -= 1
        s.skills[p] |= 1 << a
    else:
        f = act.b
        s.flowers[p][f] -= 2
        s.reserve[f] += 2
        s.method_supply[a] -= 1
        full = len(s.methods[p]) >= MAX_METHODS
        s.methods[p] = s.methods[p] + (a,)
        s.learned[p] |= 1 << a
        s.stored[p] = s.stored[p] + ((),)
        if full:  # the new method is placed; one of the others must make room
            s.stack.append((F_DROP_METHOD, p, a, -1))
            return
    s.end_action(p)


def drop_options(s: AquaState, p: int, new: int) -> list[Act]:
    return [_DROP[m] for m in s.methods[p] if m != new]


def drop(s: AquaState, p: int, new: int, m: int) -> None:
    """Discard method m (its stored flowers go to the reserve) and place the new one."""
    s.stack.pop()
    i = s.methods[p].index(m)
    s.methods[p] = s.methods[p][:i] + s.methods[p][i + 1:]
    for f in s.stored[p][i]:
        s.reserve[f] += 1
    s.stored[p] = s.stored[p][:i] + s.stored[p][i + 1:]
    s.method_supply[m] += 1
    s.end_action(p)
