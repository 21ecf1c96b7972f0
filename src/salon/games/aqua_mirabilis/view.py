"""What each seat sees, determinization, and component counts.

Everything is public except the final bonus under each Dame (seen only by the players who gifted
her) and the order of the city-tile piles below their face-up top tile (and the RNG).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.rng import Rng
from .common import F_COACH, F_RECIPE_ADD, F_RECIPE_DISCARD, FRAME_NAMES, experience
from .data import (
    BONUS_NAMES,
    CITY_CODES,
    DAMES,
    FLOWERS,
    LEGS,
    METHOD_CODES,
    NBONUS,
    NF,
    NRECIPES,
    PRODUCTION,
    RECIPE_IDS,
    SKILL_COACH,
    SKILL_PRODUCTION,
    SKILLS,
    SLOT_NAMES,
    TILE_IDS,
)
from .timetrack import DELIVERY_COMBOS, day_name, day_space, last_day, week_len

if TYPE_CHECKING:
    from .rules import AquaState


def _counts(v: list[int]) -> dict[str, int]:
    return {FLOWERS[t]: v[t] for t in range(NF) if v[t]}


def _perfume(r: int, c1: int, c2: int) -> dict[str, Any]:
    comps = [FLOWERS[c1]] + ([FLOWERS[c2]] if c2 >= 0 else [])
    return {"recipe": RECIPE_IDS[r], "base": RECIPE_IDS[r][0], "complements": comps}


def sundial_production(s: AquaState, q: int) -> int:
    """Production points q would have on producing now: the sundial's, +2 with the skill."""
    pp = PRODUCTION[s.ap[q]]
    return pp + 2 if pp > 0 and s.skills[q] >> SKILL_PRODUCTION & 1 else pp


def sundial_legs(s: AquaState, q: int) -> int:
    """Coach legs q would have after producing now: the sundial's, +1 with the coach skill."""
    legs = LEGS[s.ap[q]]
    return legs + 1 if legs > 0 and s.skills[q] >> SKILL_COACH & 1 else legs


def make_view(s: AquaState, p: int | None) -> dict[str, Any]:
    n = s.players
    over = s.over
    players = []
    for q in range(n):
        players.append({
            "seat": q,
            "score": s.score[q],
            "action_points": s.ap[q],
            "production_points": PRODUCTION[s.ap[q]],
            "coach_legs": LEGS[s.ap[q]],
            # what the sundial gives this player, skills included (the two above are the bare
            # sundial, kept for the bot and the RL encoders)
            "sundial_production": sundial_production(s, q),
            "sundial_coach_legs": sundial_legs(s, q),
            "perfumer": SLOT_NAMES[s.loc[q]] if s.loc[q] >= 0 else None,
            "last_action_type": s.last_type[q],
            "coach": s.coach[q],
            "letter": s.letter[q],
            "originality": s.orig[q],
            "experience": experience(s, q),
            "flowers": _counts(s.flowers[q]),
            "scents": _counts(s.scents[q]),
            "methods": [{"method": METHOD_CODES[m], "stored": [FLOWERS[f] for f in st]}
                        for m, st in zip(s.methods[q], s.stored[q])],
            # every method learned this game, dropped ones included (the R26 bonus counts them)
            "methods_learned": [METHOD_CODES[m] for m in range(len(METHOD_CODES))
                                if s.learned[q] >> m & 1],
            "base_scents": [FLOWERS[t] for t in range(NF) if s.base[q] >> t & 1],
            "specialisations": [FLOWERS[t] for t in range(NF) if s.spec[q] >> t & 1],
            "skills": [SKILLS[k] for k in range(len(SKILLS)) if s.skills[q] >> k & 1],
            "city_tiles": [TILE_IDS[t] for t in s.tiles[q]],
            "flipped_tiles": [TILE_IDS[t] for t in s.flipped[q]],
            "perfumes": [dict(_perfume(*pf), presented=pr)
                         for pf, pr in zip(s.perfumes[q], s.presented[q])],
            "influence": {DAMES[d]: s.influence[q][d] for d in range(4)},
            "influence_supply": s.infl_supply[q],
            "favours": [DAMES[d] for d in range(4) if s.favour[d] == q],
            "gifted_dames": [DAMES[d] for d in range(4) if s.seen[q] >> d & 1],
        })
    known = s.seen[p] if p is not None else 0
    dames = []
    for d in range(4):
        dames.append({
            "dame": DAMES[d],
            "favour": s.favour[d],
            "bonus": BONUS_NAMES[s.bonus[d]] if over or known >> d & 1 else None,
        })
    wl = week_len(n)
    view: dict[str, Any] = {
        "game": s.game.id,
        "seat": p,
        "players": n,
        "to_act": list(s._current()),
        "decision": FRAME_NAMES[s.stack[-1][0]] if s.stack else None,
        "current_player": s.cur,
        "extra_turn": s.extra,
        "day": s.day,
        "day_name": day_name(n, s.day),
        "day_space": day_space(n, s.day),
        "track": [day_space(n, d) for d in range(last_day(n) + 1)],
        "last_day": last_day(n),
        "week_length": wl,
        "end_triggered_by": s.end_trigger,
        "market": [s.market[t] for t in range(NF)],
        "reserve": [s.reserve[t] for t in range(NF)],
        "workers": [FLOWERS[w] for w in s.workers],
        "deliveries": [{"sunday": wk * wl, "times": mult,
                        "flowers": [FLOWERS[f] for f in DELIVERY_COMBOS[combo]]}
                       for wk, mult, combo in s.deliveries if wk * wl > s.day],
        "king": FLOWERS[s.king],
        "court": FLOWERS[s.court],
        "cubes": [s.cubes[b * NF:(b + 1) * NF] for b in range(NF)],
        "originality_on_matrix": [s.tokens[b * NF:(b + 1) * NF] for b in range(NF)],
        "subcells": s.subcells,
        "cube_supply": s.cube_supply,
        "originality_reserve": s.orig_reserve,
        "piles": [{"city": CITY_CODES[c],
                   "top": TILE_IDS[pile[-1]] if pile else None,
                   "tiles": sorted(TILE_IDS[t] for t in pile)}
                  for c, pile in enumerate(s.piles)],
        "recipes": [RECIPE_IDS[r] for r in range(NRECIPES) if s.pool[r]],
        "base_scent_tiles": s.base_supply[:],
        "specialisation_tiles": s.spec_supply[:],
        "skill_tiles": s.skill_supply[:],
        "method_tiles": {METHOD_CODES[m]: s.method_supply[m] for m in range(len(METHOD_CODES))},
        "letters": s.letters[1:],
        "dames": dames,
        "players_state": players,
        "versailles": s.vers[:],
        "production_left": s.pp,
        "coach_legs_left": s.stack[-1][2] if s.stack and s.stack[-1][0] == F_COACH else 0,
        "moved_workers": s.moved,
        "stack": [[FRAME_NAMES[f], q, x, y] for f, q, x, y in s.stack],
    }
    if over and s.result is not None:
        view["result"] = s.result
    return view


def determinize(s: AquaState, p: int, rng: Rng) -> AquaState:
    """A clone where the bonuses p has not seen and the hidden pile orders are resampled."""
    d = s.clone()
    if not s.over:
        known = s.seen[p]
        seen_bonus = {s.bonus[k] for k in range(4) if known >> k & 1}
        unseen = sorted(set(range(NBONUS)) - seen_bonus)
        rng.shuffle(unseen)
        for k in range(4):
            if not known >> k & 1:
                d.bonus[k] = unseen.pop()
    piles = d.piles[:]  # copy on write: the clone shares the piles
    for c, pile in enumerate(piles):
        if len(pile) > 2:
            rest = sorted(pile[:-1])
            rng.shuffle(rest)
            piles[c] = rest + [pile[-1]]
    d.piles = piles
    d.rng = Rng(rng.next64())
    d._memo = None
    return d


def component_counts(s: AquaState) -> dict[str, int]:
    """Every conserved component counted wherever it is."""
    out: dict[str, int] = {}
    for t in range(NF):
        c = s.reserve[t] + s.market[t]
        for q in range(s.players):
            c += s.flowers[q][t] + s.scents[q][t]
            c += sum(st.count(t) for st in s.stored[q])
            c += sum((c1 == t) + (c2 == t) for _, c1, c2 in s.perfumes[q])
        c += sum(1 for f, _, _, y in s.stack if f == F_RECIPE_ADD and y == t)
        out[f"chit {FLOWERS[t]}"] = c
    out["originality tokens"] = s.orig_reserve + sum(s.tokens) + sum(s.orig)
    out["blue cubes"] = s.cube_supply + sum(s.cubes)
    for q in range(s.players):
        out[f"influence seat {q}"] = s.infl_supply[q] + sum(s.influence[q])
    out["city tiles"] = (sum(len(x) for x in s.piles) + sum(len(x) for x in s.tiles)
                         + sum(len(x) for x in s.flipped))
    # a recipe being completed sits on the stack with its first complementary scent
    out["recipes"] = (sum(s.pool) + sum(len(x) for x in s.perfumes)
                      + sum(1 for f, _, _, _ in s.stack if f in (F_RECIPE_ADD, F_RECIPE_DISCARD)))
    out["apprenticeship tiles"] = (
        sum(s.base_supply) + sum(s.spec_supply) + sum(s.skill_supply)
        + sum(b.bit_count() for b in s.base) + sum(b.bit_count() for b in s.spec)
        + sum(b.bit_count() for b in s.skills))
    out["production methods"] = (sum(s.method_supply) + sum(s.method_box)
                                 + sum(len(x) for x in s.methods))
    out["letters"] = sum(s.letters) + sum(1 for x in s.letter if x > 0)
    out["final bonuses in play"] = len(s.bonus)
    return out
