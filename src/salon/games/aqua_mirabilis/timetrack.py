"""Time: the day track, Sundays (deliveries, perfumes back up, the preference matrix reset)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .data import DAYS, NF, WEEKDAY_NAMES, WEEKS

if TYPE_CHECKING:
    from .rules import AquaState

#: the 15 delivery tiles of each kind: every set of 4 of the 6 flowers (data-notes, derived)
DELIVERY_COMBOS: list[tuple[int, ...]] = list(combinations(range(NF), 4))


def week_len(players: int) -> int:
    return len(DAYS[players])


def last_day(players: int) -> int:
    return WEEKS * week_len(players)


def day_name(players: int, day: int) -> str:
    """A short plain name of a track space: the five Sundays are told apart (start, end of week)."""
    wl = week_len(players)
    if day == 0:
        return "Sun (start)"
    week, k = divmod(day - 1, wl)
    weekday = DAYS[players][k]
    if weekday == 7:
        return f"Sun (end of week {week + 1})"
    return f"{WEEKDAY_NAMES[weekday]} (week {week + 1})"


def day_space(players: int, day: int) -> str:
    """The words id of a time-track space: 'sun-0' (the start), then 'w<week>-<mon..sun>'."""
    if day == 0:
        return "sun-0"
    week, k = divmod(day - 1, week_len(players))
    return f"w{week + 1}-{WEEKDAY_NAMES[DAYS[players][k]].lower()}"


def advance_day(s: AquaState, p: int) -> None:
    """The day marker moves one valid day; Sundays act; the last Sunday triggers the end."""
    end = last_day(s.players)
    if s.day >= end:
        return
    s.day += 1
    if s.day == end:
        if s.end_trigger < 0:
            s.end_trigger = p
    elif s.day % week_len(s.players) == 0:
        sunday(s, s.day // week_len(s.players))


def sunday(s: AquaState, week: int) -> None:
    for sun, mult, combo in s.deliveries:
        if sun != week:
            continue
        for f in DELIVERY_COMBOS[combo]:
            k = min(mult, s.reserve[f])
            s.reserve[f] -= k
            s.market[f] += k
    s.presented = [(False,) * len(pr) for pr in s.presented]
    reset_matrix(s, final=False)


def row_total(s: AquaState, r: int) -> int:
    return sum(s.cubes[b * NF + r] for b in range(NF))


def col_total(s: AquaState, b: int) -> int:
    return sum(s.cubes[b * NF:(b + 1) * NF])


def reset_matrix(s: AquaState, final: bool) -> None:
    """Cube at King x Court; Court to the next row with the most cubes (final: fewest), King to
    the next column with the fewest; first reached wins a tie; never where it started."""
    b, c = s.king, s.court
    if b != c:
        cell = b * NF + c
        if s.tokens[cell]:
            s.tokens[cell] = 0
            s.orig_reserve += 1
        if s.cubes[cell] < s.subcells and s.cube_supply > 0:
            s.cubes[cell] += 1
            s.cube_supply -= 1
    best_r, best_v = -1, 0
    for k in range(1, NF):
        r = (c + k) % NF
        v = row_total(s, r)
        if best_r < 0 or (v < best_v if final else v > best_v):
            best_r, best_v = r, v
    best_c, best_w = -1, 0
    for k in range(1, NF):
        col = (b + k) % NF
        w = col_total(s, col)
        if best_c < 0 or w < best_w:
            best_c, best_w = col, w
    s.court = best_r
    s.king = best_c
