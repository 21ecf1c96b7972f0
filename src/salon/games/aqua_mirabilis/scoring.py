"""Final scoring: the final perfume parade, additional scoring, the 12 final bonuses, tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import experience
from .data import (
    BONUS_NAMES,
    CITY_CODES,
    DAME_MAJORITY_POINTS,
    DAMES,
    DISTILLATION,
    INFLUENCE,
    NF,
    RECIPE_BASE,
    RECIPE_LEVEL,
    TILE_BACK,
    TILE_CITY,
)
from .versailles import perfume_points

if TYPE_CHECKING:
    from .rules import AquaState

JASMINE, ROSE = 2, 5
LONDON = 1
#: the new-production-methods bonus: (methods learned, points)
_METHOD_TIERS = [(1, 2), (2, 5), (3, 7)]


def _tier(n: int, tiers: list[tuple[int, int]]) -> int:
    """Points of the highest tier (minimum, points) that n reaches."""
    pts = 0
    for least, value in tiers:
        if n >= least:
            pts = value
    return pts


def method_bonus(s: AquaState, p: int) -> int:
    """The new-production-methods bonus (R26): "2 points if you have learned one … plus 5 points
    if you have learned two … plus 7 points if you have learned three". By default the tiers
    reached are added up (2, 7, 14) and every method other than Distillation learned this game
    counts, kept or dropped; options `method_bonus=tiers` (2, 5, 7) and `methods_counted=kept`
    (the methods on the board at the end) keep the other readings."""
    if s.options.get("methods_counted", "learned") == "kept":
        n = sum(1 for m in s.methods[p] if m != DISTILLATION)
    else:
        n = (s.learned[p] & ~(1 << DISTILLATION)).bit_count()
    if s.options.get("method_bonus", "sum") == "tiers":
        return _tier(n, _METHOD_TIERS)
    return sum(points for least, points in _METHOD_TIERS if n >= least)


def bonus_points(s: AquaState, bonus: int, p: int) -> int:
    """Points seat p earns from final bonus tile `bonus` (rulebook appendix)."""
    name = BONUS_NAMES[bonus]
    cities = [TILE_CITY[t] for t in s.tiles[p] + s.flipped[p]]
    bases = [RECIPE_BASE[r] for r, _, _ in s.perfumes[p]]
    if name == "experience5":
        return 5 if experience(s, p) >= 5 else 0
    if name == "four_cities":
        return 5 if len(set(cities)) == 4 else 0
    if name == "three_london":
        return 5 if cities.count(LONDON) >= 3 else 0
    if name == "jasmine_perfumes":
        return [0, 2, 4, 6][bases.count(JASMINE)]
    if name == "three_bases":
        return 5 if len(bases) == 3 and len(set(bases)) == 3 else 0
    if name == "rose_perfumes":
        return [0, 2, 5, 7][bases.count(ROSE)]
    if name == "new_methods":
        return method_bonus(s, p)
    if name == "influence":
        return _tier(sum(s.influence[p]), [(1, 2), (4, 4), (6, 6)])
    if name == "originality":
        return _tier(s.orig[p], [(1, 2), (3, 4), (6, 6)])
    if name == "different_scents":
        return _tier(sum(1 for t in range(NF) if s.scents[p][t] > 0), [(2, 2), (4, 4), (6, 6)])
    if name == "letter":
        return [0, 0, 2, 4, 6][s.letter[p]]
    if name == "perfume_experience":
        total = sum(RECIPE_LEVEL[r] for r, _, _ in s.perfumes[p])
        return _tier(total, [(3, 2), (8, 5), (12, 7)])
    raise ValueError(f"unknown final bonus {name!r}")


def final_scores(s: AquaState) -> dict[str, Any]:
    """Score the final parade and the additional scoring; the full breakdown and the winners."""
    n = s.players
    rows: list[dict[str, Any]] = []
    totals: list[int] = []
    for p in range(n):
        parade = [perfume_points(s, p, i, final=True) for i in range(len(s.perfumes[p]))]
        city = sum(TILE_BACK[t] for t in s.flipped[p])
        dames = []
        for d in range(4):
            counts = [s.influence[q][d] for q in range(n)]
            best = max(counts)
            dames.append(DAME_MAJORITY_POINTS
                         if best > 0 and counts.count(best) == 1 and counts[p] == best else 0)
        bonuses = {BONUS_NAMES[b]: bonus_points(s, b, p) for b in s.bonus}
        during = s.score[p]
        total = during + sum(parade) + s.orig[p] + city + sum(dames) + sum(bonuses.values())
        totals.append(total)
        rows.append({
            "during_game": during,
            "versailles": s.pts[p][0],
            "firenze_half_score": s.pts[p][2],
            "final_parade": sum(parade),
            "final_parade_perfumes": parade,
            "originality_tokens": s.orig[p],
            "city_tiles": city,
            "city_tiles_flipped": [CITY_CODES[TILE_CITY[t]] for t in s.flipped[p]],
            "dame_majorities": sum(dames),
            "dame_majority_by_dame": {DAMES[d]: dames[d] for d in range(4)},
            "final_bonuses": bonuses,
            "total": total,
            "tiebreak": tiebreak(s, p),
        })
    best = max(totals)
    tied = [p for p in range(n) if totals[p] == best]
    top = max(tiebreak(s, p) for p in tied)
    winners = [p for p in tied if tiebreak(s, p) == top]
    return {
        "totals": totals,
        "winners": winners,
        "players": rows,
        "bonus_tiles": [BONUS_NAMES[b] for b in s.bonus],
        "tiebreak_order": ["dame_favours", "experience", "letter", "perfumes"],
        "end_triggered_by": s.end_trigger,
        "influence_left": [s.infl_supply[p] for p in range(n)],
        "influence_total": INFLUENCE,
    }


def tiebreak(s: AquaState, p: int) -> list[int]:
    """Dame favours, experience, letter of reference, completed perfumes."""
    return [sum(1 for d in range(4) if s.favour[d] == p), experience(s, p), s.letter[p],
            len(s.perfumes[p])]
