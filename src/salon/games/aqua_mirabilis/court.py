"""Court life: the nobleman's letter, gifts to the Dame, influence tokens and Dame favours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import DONE, GIFT_PERFUME, GIFT_SCENT, GIFT_TOKEN, MOVE_TOKEN, RELEASE, Act, T
from .common import F_GIFT, F_MOVE_TOKEN, F_RELEASE, NO_FAVOUR, own_row
from .data import DAME_GIFTS, MAX_FAVOURS, NF
from .perfumes import discard_perfume, free_options

if TYPE_CHECKING:
    from .rules import AquaState

_GIFT_SCENT = [T[(GIFT_SCENT, f, -1)] for f in range(NF)]
_GIFT_TOKEN = T[(GIFT_TOKEN, -1, -1)]
_GIFT_PERFUME = [T[(GIFT_PERFUME, i, -1)] for i in range(3)]
_MOVE = [T[(MOVE_TOKEN, d, -1)] for d in range(4)]
_RELEASE = [T[(RELEASE, d, -1)] for d in range(4)]
_DONE = T[(DONE, -1, -1)]


def start_court(s: AquaState, p: int, couple: int) -> None:
    """Meet the nobleman (letter), then the Dame (gift decisions)."""
    letter = s.letter[p]
    new = couple + 1
    if letter == couple and s.letters[new] > 0:  # A gives I; B swaps I for II; ...
        if letter > 0:
            s.letters[letter] += 1
        s.letters[new] -= 1
        s.letter[p] = new
    s.gifts = 0
    s.stack.append((F_GIFT, p, couple, -1))


def can_place(s: AquaState, p: int, d: int) -> bool:
    if s.infl_supply[p] > 0:
        return True
    infl = s.influence[p]
    return any(infl[e] > 0 for e in range(4) if e != d)


def gift_options(s: AquaState, p: int, d: int) -> list[Act]:
    out: list[Act] = []
    if can_place(s, p, d):
        if d < 2:
            sc = s.scents[p]
            out = [_GIFT_SCENT[t] for t in sorted(DAME_GIFTS[d]) if sc[t] > 0]
        elif d == 2:
            if s.orig[p] > 0:
                out = [_GIFT_TOKEN]
        else:
            out = [_GIFT_PERFUME[i] for i in range(len(s.perfumes[p]))]
    return out + free_options(s, p) + [_DONE]


def gift(s: AquaState, p: int, d: int, act: Act) -> None:
    """Discard one gift, look at the Dame's bonus, place (or move) one influence token."""
    if act.kind == GIFT_SCENT:
        s.scents[p][act.a] -= 1
        s.reserve[act.a] += 1
    elif act.kind == GIFT_TOKEN:
        s.orig[p] -= 1
        s.orig_reserve += 1
    else:
        discard_perfume(s, p, act.a)
    s.gifts += 1
    s.seen[p] |= 1 << d
    if s.infl_supply[p] > 0:
        s.infl_supply[p] -= 1
        s.influence, infl = own_row(s.influence, p)  # copy on write
        infl[d] += 1
        update_favours(s)
    else:
        s.stack.append((F_MOVE_TOKEN, p, d, -1))


def move_options(s: AquaState, p: int, d: int) -> list[Act]:
    infl = s.influence[p]
    return [_MOVE[e] for e in range(4) if e != d and infl[e] > 0]


def move_token(s: AquaState, p: int, d: int, e: int) -> None:
    s.stack.pop()
    s.influence, infl = own_row(s.influence, p)  # copy on write
    infl[e] -= 1
    infl[d] += 1
    update_favours(s)


def place_supply_token(s: AquaState, p: int, d: int) -> None:
    s.infl_supply[p] -= 1
    s.influence, infl = own_row(s.influence, p)  # copy on write
    infl[d] += 1
    update_favours(s)


def majority(s: AquaState, d: int) -> int:
    """The seat with the relative majority of influence on Dame d, or -1 (none or a tie)."""
    best, holder = 0, -1
    for q in range(s.players):
        c = s.influence[q][d]
        if c > best:
            best, holder = c, q
        elif c == best and c > 0:
            holder = -1
    return holder


def update_favours(s: AquaState) -> None:
    """Give each favour to its Dame's majority holder (at most two each; ties return it).

    A favour its holder gave back stays with the Dame only while the two-favour cap binds:
    once that player holds fewer than two favours, it follows the majority again (R19)."""
    for d in range(4):
        h = majority(s, d)
        if s.declined[d] != h:
            s.declined[d] = -1
        s.favour[d] = NO_FAVOUR if h < 0 or s.declined[d] == h else h
    for q in range(s.players):
        if q in s.declined and s.favour.count(q) < MAX_FAVOURS:
            for d in range(4):
                if s.declined[d] == q:
                    s.declined[d] = -1
                    s.favour[d] = q
    for q in range(s.players):
        if sum(1 for d in range(4) if s.favour[d] == q) > MAX_FAVOURS:
            s.stack.append((F_RELEASE, q, -1, -1))
            return


def release_options(s: AquaState, q: int) -> list[Act]:
    return [_RELEASE[d] for d in range(4) if s.favour[d] == q]


def release(s: AquaState, q: int, d: int) -> None:
    s.stack.pop()
    s.favour[d] = NO_FAVOUR
    s.declined[d] = q
    update_favours(s)
