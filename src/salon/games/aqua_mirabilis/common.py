"""Shared constants and small helpers: decision frames, experience, token moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import NF

if TYPE_CHECKING:
    from .rules import AquaState

# Decision frames on the pending-decision stack: (frame, seat, x, y)
(F_TURN, F_WORKERS, F_EXTRA_FLOWER, F_APPR, F_DROP_METHOD, F_GIFT, F_MOVE_TOKEN, F_RELEASE,
 F_VERSAILLES, F_PRODUCE, F_STORE, F_COACH, F_CITY_PICK, F_COACH_HOME, F_RECIPE_DISCARD,
 F_RECIPE_ADD, F_CHOOSE_RECIPE, F_TWO_SCENTS, F_FI_INFLUENCE, F_END, F_FINAL) = range(21)

FRAME_NAMES = (
    "turn", "workers", "extra_flower", "apprenticeship", "drop_method", "gift", "move_token",
    "release_favour", "versailles", "produce", "store", "coach", "city_tile", "coach_home",
    "recipe_discard", "recipe_complete", "choose_recipe", "two_scents", "place_influence",
    "end_of_turn", "final_parade",
)

NO_FAVOUR = -1


def experience(s: AquaState, p: int) -> int:
    """Experience symbols on p's board: methods, apprenticeship tiles, un-flipped city tiles."""
    return (len(s.methods[p]) + s.base[p].bit_count() + s.spec[p].bit_count()
            + s.skills[p].bit_count() + len(s.tiles[p]))


def total_flowers(s: AquaState, p: int) -> int:
    """Flowers p holds, unstored and stored on methods."""
    return sum(s.flowers[p]) + sum(len(x) for x in s.stored[p])


def own_row(rows: list[list[int]], i: int) -> tuple[list[list[int]], list[int]]:
    """Copy on write for the per-seat or per-city rows clones share (piles, pts, influence):
    a new outer list holding a fresh copy of row i; store the first, mutate the second."""
    rows = rows[:]
    row = rows[i] = rows[i][:]
    return rows, row


def take_from_reserve(s: AquaState, into: list[int], t: int, n: int) -> int:
    """Move up to n chits of type t from the reserve into `into`; the number moved."""
    k = min(n, s.reserve[t])
    s.reserve[t] -= k
    into[t] += k
    return k


def perfume_key(recipe_base: int, c1: int, c2: int) -> tuple[int, int, int]:
    """Identity of a perfume: base and the set of complementary scents."""
    return (recipe_base, min(c1, c2) if c2 >= 0 else c1, max(c1, c2) if c2 >= 0 else -1)


ALL_TYPES = tuple(range(NF))
