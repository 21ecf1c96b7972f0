"""Versailles: present perfumes on the preference matrix and score them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import COURT_DOWN, DONE, FLIP, PRESENT, Act, T
from .common import F_VERSAILLES, own_row
from .data import (
    COURT_POINTS,
    CUBE_FAVOUR_POINTS,
    KING_POINTS,
    KING_POINTS_FAVOUR,
    NF,
    PERFECTION,
    RECIPE_BASE,
    TILE_EFFECT,
)
from .perfumes import free_options

if TYPE_CHECKING:
    from .rules import AquaState

_PRESENT = [T[(PRESENT, i, -1)] for i in range(3)]
_COURT_DOWN = T[(COURT_DOWN, -1, -1)]
_DONE = T[(DONE, -1, -1)]
DAME_A, DAME_B, DAME_C, DAME_D = range(4)


def start(s: AquaState, p: int) -> None:
    # vers = [presented, allowed, court-down used, last perfume score or -1]
    s.vers = [0, 2 if s.favour[DAME_C] == p else 1, 0, -1]
    s.stack.append((F_VERSAILLES, p, -1, -1))


def stacking(s: AquaState) -> bool:
    """Table option `stack_presentations` (R17): Dame C's favour and each Firenze "second
    perfume" tile each add a presentation; by default a Versailles action presents two at most."""
    return bool(s.options.get("stack_presentations", False))


def can_present(s: AquaState, p: int) -> bool:
    return not all(s.presented[p])


def options(s: AquaState, p: int) -> list[Act]:
    v = s.vers
    out: list[Act] = []
    if v[0] < v[1]:
        out = [_PRESENT[i] for i, done in enumerate(s.presented[p]) if not done]
    if s.favour[DAME_A] == p and not v[2]:
        out.append(_COURT_DOWN)
    if v[0] >= 1:
        seen = set()
        for tile in s.tiles[p]:
            eff = TILE_EFFECT[tile]
            if eff in seen:
                continue
            if (eff == "second_perfume" and v[0] >= v[1] and (v[1] < 2 or stacking(s))
                    or eff == "half_score" and v[3] > 0):
                seen.add(eff)
                out.append(T[(FLIP, tile, -1)])
    free = free_options(s, p)
    if v[0] >= 1 or not (out and out[0].kind == PRESENT
                         or any(a.kind != FLIP for a in free)):
        free.append(_DONE)
    out.extend(free)
    return out


def combination_points(s: AquaState, p: int, b: int, c: int, king_done: bool,
                       final: bool) -> tuple[int, bool, dict[str, int]]:
    """Score one base/complementary combination; places the cube unless `final`."""
    cell = b * NF + c
    parts = {"originality": 0, "court": 0, "king": 0, "perfection": 0, "dame_d": 0}
    full = s.cubes[cell] >= s.subcells or (not final and s.cube_supply <= 0)
    if not final and s.tokens[cell]:
        s.tokens[cell] = 0
        s.orig[p] += 1
    if full:
        return 0, king_done, parts
    if final:
        parts["originality"] = s.subcells - s.cubes[cell] - 1
    else:
        s.cubes[cell] += 1
        s.cube_supply -= 1
        parts["originality"] = s.subcells - s.cubes[cell]
        if s.favour[DAME_D] == p:
            parts["dame_d"] = CUBE_FAVOUR_POINTS
    court = c == s.court
    king = b == s.king
    if court:
        parts["court"] = COURT_POINTS[s.letter[p]]
    if king and not king_done:
        parts["king"] = KING_POINTS_FAVOUR if (not final and s.favour[DAME_B] == p) else KING_POINTS
        king_done = True
    if court and king:
        parts["perfection"] = PERFECTION
    return sum(parts.values()), king_done, parts


def perfume_points(s: AquaState, p: int, i: int, final: bool) -> int:
    """The points of perfume i: each combination in the order its scents were added; the King's
    points belong to the first one only, even when its cell is full and it scores nothing (R18)."""
    r, c1, c2 = s.perfumes[p][i]
    b = RECIPE_BASE[r]
    total = 0
    for king_done, c in ((False, c1), (True, c2)):
        if c < 0:
            continue
        pts, _, _ = combination_points(s, p, b, c, king_done, final)
        total += pts
    return total


def present(s: AquaState, p: int, i: int) -> None:
    pts = perfume_points(s, p, i, final=False)
    pr = s.presented[p]
    s.presented[p] = pr[:i] + (True,) + pr[i + 1:]
    s.shown[p] += 1
    s.score[p] += pts
    s.pts, row = own_row(s.pts, p)  # copy on write
    row[0] += pts
    s.vers[0] += 1
    s.vers[3] = pts


def court_down(s: AquaState) -> None:
    s.court = (s.court + 1) % NF
    s.vers[2] = 1


def done(s: AquaState, p: int) -> None:
    s.stack.pop()
    s.end_action(p)
