"""The log of Aqua Mirabilis: sentences about one action and the automatic steps that followed.

`narrate(after, before, actor, action, viewer, names)` compares the state before the action with
the state after it. Everything on the table is public except the final bonus under each Dame,
which only a perfumer who gifted her may see: the bonus is named to that perfumer alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.words import Words, join_words, plural
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
    MOVE_TOKEN,
    PRESENT,
    PRODUCE,
    RECIPE,
    RELEASE,
    STORE,
    TAKE_BASE,
    TAKE_METHOD,
    TAKE_SCENT,
    TAKE_SKILL,
    TAKE_SPEC,
    UNSTORE,
    WORKER,
    Act,
)
from .common import (
    F_CHOOSE_RECIPE,
    F_CITY_PICK,
    F_FINAL,
    F_GIFT,
    F_PRODUCE,
    F_STORE,
    F_VERSAILLES,
    F_WORKERS,
)
from .data import (
    BONUS_NAMES,
    CITY_AT,
    DAMES,
    FLOWERS,
    GRASSE,
    K_COURT,
    K_MARKET,
    K_TRAVEL,
    K_VERSAILLES,
    METHOD_CODES,
    NF,
    SKILLS,
    SLOT_ARG,
    SLOT_COST,
    SLOT_KIND,
    SLOT_NAMES,
    TILE_IDS,
)
from .speech import (
    an,
    collect_preview,
    counted,
    dame,
    flower,
    letter,
    method,
    perfume,
    recipe,
    town,
    track_place,
)
from .timetrack import DELIVERY_COMBOS, day_space, last_day, week_len

if TYPE_CHECKING:
    from .rules import AquaState


def _diff(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [max(0, y - x) for x, y in zip(a, b)]


def _ap(n: int) -> str:
    return plural(n, "action point")


def narrate(s: AquaState, before: AquaState, actor: int, act: Act, viewer: int | None,
            names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `act` (s is the state after it)."""
    w = s.game.words()
    lines = _main(s, before, actor, act, viewer, names, w)
    lines += _after(s, before, actor, act, names, w)
    return [x for x in lines if x]


def _gains(s: AquaState, b: AquaState, p: int, w: Words) -> str:
    """What p received between b and s: flowers, scents, originality tokens (or '')."""
    parts = []
    fl = counted(w, _diff(b.flowers[p], s.flowers[p]), "flower")
    sc = counted(w, _diff(b.scents[p], s.scents[p]), "scent")
    if fl:
        parts.append(fl)
    if sc:
        parts.append(sc)
    tok = s.orig[p] - b.orig[p]
    if tok > 0:
        parts.append(plural(tok, "originality token"))
    return join_words(parts)


def _main(s: AquaState, b: AquaState, p: int, act: Act, viewer: int | None,
          names: Sequence[str], w: Words) -> list[str]:
    n = names[p]
    k, a, c = act.kind, act.a, act.b
    frame = b.stack[-1][0] if b.stack else -1
    x = b.stack[-1][2] if b.stack else -1
    if k == GO:
        kind = SLOT_KIND[a]
        cost = "with the Köln tile" if b.free else f"for {_ap(SLOT_COST[a])}"
        place = w.name("slot", SLOT_NAMES[a])
        if kind == K_MARKET:
            return [f"{n} goes to the {place} of the flower market {cost}."]
        if kind == K_TRAVEL:
            taken = s.tiles[p][-1]
            pile = s.piles[SLOT_ARG[a]]
            line = (f"{n} travels to {town(w, SLOT_ARG[a])} {cost} and takes the tile on top: "
                    f"{w.field('city', TILE_IDS[taken], 'short')}.")
            nxt = (f" The next tile there is {w.field('city', TILE_IDS[pile[-1]], 'short')}."
                   if pile else f" No tile is left in {town(w, SLOT_ARG[a])}.")
            return [line + nxt]
        if kind == K_COURT:
            couple = "ABCD"[SLOT_ARG[a]]
            line = f"{n} visits couple {couple} at Court {cost}."
            if s.letter[p] != b.letter[p]:
                if b.letter[p] == 0:
                    line += f" The nobleman gives {n} a {letter(w, s.letter[p])}."
                else:
                    line += (f" The nobleman swaps {n}'s {letter(w, b.letter[p])} for a "
                             f"{letter(w, s.letter[p])}.")
            if not any(f[0] == F_GIFT and f[1] == p for f in s.stack) and s.influence == b.influence:
                line += f" {n} has no gift for {dame(w, SLOT_ARG[a])}."
            return [line]
        if kind == K_VERSAILLES:
            return [f"{n} goes to Versailles {cost} to present perfumes."]
        return [f"{n} takes {an(w.field('slot', SLOT_NAMES[a], 'short', place))} {cost}."]
    if k == PRODUCE:
        return [f"{n} goes home to produce with {plural(s.pp, 'production point')}."]
    if k == RECIPE:
        base = flower(w, _base(a))
        if frame == F_CHOOSE_RECIPE:
            return [f"With the London tile, {n} takes the {recipe(w, a)} for free."]
        paid = ("with no scent to discard (base-scent tile)" if b.base[p] >> _base(a) & 1
                else f"discarding {an(base)} scent")
        return [f"{n} takes the {recipe(w, a)}, {paid}."]
    if k == ADD:
        if len(s.perfumes[p]) > len(b.perfumes[p]) or s.perfumes[p] != b.perfumes[p]:
            new = s.perfumes[p][-1]
            return [f"{n} adds {an(flower(w, a))} scent and completes a perfume: {perfume(w, *new)}."]
        return [f"{n} adds {an(flower(w, a))} scent to the {recipe(w, x)}."]
    if k == DISCARD_PERFUME:
        r, c1, c2 = b.perfumes[p][a]
        return [f"{n} discards the perfume {perfume(w, r, c1, c2)} to make room; its recipe "
                f"returns to the open recipes."]
    if k == FLIP:
        line = f"{n} flips the {w.field('city', TILE_IDS[a], 'town')} tile: {w.field('city', TILE_IDS[a], 'short')}"
        if s.score[p] > b.score[p]:
            line += f", scoring {plural(s.score[p] - b.score[p], 'point')}"
        if s.pp > b.pp:
            line += f"; {plural(s.pp, 'production point')} left"
        return [line + "."]
    if k == WORKER:
        return [f"{n} moves worker {a + 1} from {flower(w, b.workers[a])} to {flower(w, c)} "
                f"(1 action point)."]
    if k == COLLECT:
        return [f"{n} collects {_gains(s, b, p, w) or 'nothing: the baskets are empty'}."]
    if k == EXTRA_FLOWER:
        return [f"{n} takes an extra {flower(w, a)} flower with the +1 flower skill."]
    if k == TAKE_BASE:
        return [f"{n} pays {an(flower(w, a))} scent for the {flower(w, a)} base-scent tile."]
    if k == TAKE_SPEC:
        return [f"{n} pays {an(flower(w, a))} flower for the {flower(w, a)} specialisation."]
    if k == TAKE_SKILL:
        return [f"{n} pays an originality token for the {w.name('skill', SKILLS[a])} skill."]
    if k == TAKE_METHOD:
        return [f"{n} pays 2 {flower(w, c)} flowers and learns {method(w, a)}."]
    if k == DROP_METHOD:
        return [f"{n} discards {method(w, a)} to make room for {method(w, x)}."]
    if k in (GIFT_SCENT, GIFT_TOKEN, GIFT_PERFUME):
        if k == GIFT_SCENT:
            what = f"{an(flower(w, a))} scent"
        elif k == GIFT_TOKEN:
            what = "an originality token"
        else:
            what = f"the perfume {perfume(w, *b.perfumes[p][a])}"
        line = f"{n} gives {dame(w, x)} {what}"
        if sum(s.influence[p]) > sum(b.influence[p]):
            line += " and places an influence token on her."
        else:
            line += "; no influence token is left in the supply."
        out = [line]
        if not b.seen[p] >> x & 1:
            if viewer == p:
                bonus = BONUS_NAMES[s.bonus[x]]
                out.append(f"You look at the bonus hidden under {dame(w, x)}: "
                           f"{w.name('bonus', bonus)}. {w.effect('bonus', bonus)}")
            else:
                out.append(f"{n} looks at the bonus hidden under {dame(w, x)}.")
        return out
    if k == MOVE_TOKEN:
        return [f"{n} moves an influence token from {dame(w, a)} to {dame(w, x)}."]
    if k == RELEASE:
        return [f"{n} gives back the favour of {dame(w, a)}."]
    if k == INFLUENCE:
        return [f"{n} places an influence token on {dame(w, a)}."]
    if k == PRESENT:
        pts = s.score[p] - b.score[p]
        line = f"{n} presents the perfume {perfume(w, *b.perfumes[p][a])} and scores {plural(pts, 'point')}"
        parts = _present_parts(b, p, a)
        if pts and sum(parts.values()) == pts:
            line += " (" + ", ".join(f"{w.name('points', k)} {v}" for k, v in parts.items() if v) + ")"
        tok = s.orig[p] - b.orig[p]
        if tok > 0:
            line += f", taking {plural(tok, 'originality token')} from the matrix"
        return [line + "."]
    if k == COURT_DOWN:
        return [f"With the favour of {dame(w, 0)}, {n} moves the Court's preference down to "
                f"{flower(w, s.court)}."]
    if k == DONE:
        if frame == F_GIFT:
            return [f"{n} leaves the Court."]
        if frame == F_VERSAILLES:
            return [f"{n} leaves Versailles."]
        if frame == F_PRODUCE:
            left = b.pp
            return [f"{n} stops producing" + (f", leaving {plural(left, 'production point')} unused."
                                               if left else ".")]
        if frame == F_STORE:
            return [f"{n} finishes storing flowers."]
        if frame == F_FINAL:
            return [f"{n} finishes the final parade."]
        return [f"{n} places no more influence."]
    if k == END:
        return [f"{n} ends the turn."]
    if k == EXTRA_TURN:
        return [f"{n} spends an originality token to play an extra turn."]
    if k == MAKE:
        used = _diff(s.flowers[p], b.flowers[p])
        for i, st in enumerate(b.stored[p]):
            after = s.stored[p][i] if i < len(s.stored[p]) else ()
            for t in range(NF):
                used[t] += max(0, st.count(t) - after.count(t))
        made = _diff(b.scents[p], s.scents[p])
        verb = w.field("method", METHOD_CODES[a], "verb", "uses")
        return [f"{n} {verb} {counted(w, used, 'flower')} into {counted(w, made, 'scent')}; "
                f"{plural(s.pp, 'production point')} left."]
    if k == STORE:
        return [f"{n} stores {an(flower(w, c))} flower on {method(w, a)}."]
    if k == UNSTORE:
        return [f"{n} throws away the {flower(w, c)} flower stored on {method(w, a)}."]
    if k == COACH:
        dest = b.coach[p] + (c if a else -c)
        line = f"{n}'s coach travels {plural(c, 'leg')} to {track_place(w, dest)}."
        city = CITY_AT.get(dest)
        if city is not None and not any(f[0] == F_CITY_PICK and f[1] == p for f in s.stack) \
                and s.tiles[p] == b.tiles[p]:
            line += (f" Without the letter needed there ({w.name('letter', str(_need(city)))}),"
                     f" {n} takes no tile." if b.letter[p] < _need(city)
                     else " The pile there is empty.")
        return [line]
    if k == CHOOSE_TILE:
        city = x
        pile = s.piles[city]
        line = (f"{n} chooses a {town(w, city)} tile: {w.field('city', TILE_IDS[a], 'short')}; "
                f"the rest of the pile is shuffled")
        line += (f"; on top now: {w.field('city', TILE_IDS[pile[-1]], 'short')}." if pile else ".")
        return [line]
    if k == COACH_HOME:
        return [f"{n}'s coach goes home to Grasse."]
    if k == COACH_STAY:
        return [f"{n}'s coach stays in {track_place(w, s.coach[p])}."]
    if k == TAKE_SCENT:
        return [f"{n} takes {an(flower(w, a))} scent."]
    return [f"{n} plays {act}."]


def _present_parts(b: AquaState, p: int, i: int) -> dict[str, int]:
    """The parts of perfume i's points if p presents it now (scored on a copy of the table)."""
    from .data import RECIPE_BASE
    from .versailles import combination_points

    c = b.clone()
    r, c1, c2 = c.perfumes[p][i]
    total: dict[str, int] = {}
    for king_done, comp in ((False, c1), (True, c2)):
        if comp < 0:
            continue
        _, _, parts = combination_points(c, p, RECIPE_BASE[r], comp, king_done, False)
        for k, v in parts.items():
            total[k] = total.get(k, 0) + v
    return total


def _base(r: int) -> int:
    from .data import RECIPE_BASE

    return RECIPE_BASE[r]


def _need(city: int) -> int:
    from .data import CITY_LETTER

    return CITY_LETTER[city]


def _after(s: AquaState, b: AquaState, p: int, act: Act, names: Sequence[str], w: Words) -> list[str]:
    """Sentences for what happened by itself after the action."""
    out: list[str] = []
    n = names[p]
    k = act.kind
    # a collection that resolved itself (no worker move was possible or left)
    if k in (GO, WORKER) and any(_diff(b.flowers[p], s.flowers[p])):
        if k == WORKER or SLOT_KIND[act.a] == K_MARKET:
            out.append(f"{n} collects {_gains(s, b, p, w)}.")
    elif (k != COLLECT and b.stack and b.stack[-1][0] == F_WORKERS and b.stack[-1][1] == p
          and not any(f[0] == F_WORKERS for f in s.stack)):
        got = counted(w, collect_preview(b, p), "flower")
        out.append(f"{n} collects {got or 'nothing: the baskets are empty'}.")
    # London and Firenze send the coach home; the end of a production discards leftovers
    if k == COACH:
        dest = b.coach[p] + (act.b if act.a else -act.b)
        if s.coach[p] == GRASSE and dest != GRASSE:
            out.append(f"From {track_place(w, dest)} the coach must return to Grasse.")
    if k == CHOOSE_TILE and s.coach[p] == GRASSE and b.coach[p] != GRASSE:
        out.append(f"From {track_place(w, b.coach[p])} the coach must return to Grasse.")
    lost = sum(b.flowers[p]) - sum(s.flowers[p])
    if lost > 0 and k in (COACH, CHOOSE_TILE, COACH_HOME, COACH_STAY):
        out.append(f"{n} discards {plural(lost, 'leftover flower')} at the end of the production.")
    # favours
    for d in range(4):
        if s.favour[d] != b.favour[d]:
            if s.favour[d] >= 0:
                out.append(f"{names[s.favour[d]]} now holds the favour of {dame(w, d)}.")
            else:
                out.append(f"The favour of {dame(w, d)} returns to her: nobody has the majority.")
    # time
    if s.day != b.day:
        out += _days(s, b, p, names, w)
    if s.end_trigger >= 0 and b.end_trigger < 0:
        t = names[s.end_trigger]
        out.append(f"{t} has reached the last Sunday: the game ends when play comes back to {t}.")
    # the turn passing by itself
    if k != END and not s.over and s.cur != b.cur and not any(f[0] == F_FINAL for f in s.stack):
        out.append(f"{n}'s turn ends; it is {names[s.cur]}'s turn.")
    elif k == END and not s.over and not any(f[0] == F_FINAL for f in s.stack):
        out.append(f"It is {names[s.cur]}'s turn.")
    in_final = any(f[0] == F_FINAL for f in b.stack)
    if not b.over and not in_final and (s.over or any(f[0] == F_FINAL for f in s.stack)):
        out += _final_sunday(s, b, names, w)
    if s.over and not b.over:
        res = s.result or {}
        parade = [r.get("final_parade", 0) for r in res.get("players", [])]
        if parade:
            out.append("Final parade: " + join_words(
                [f"{names[q]} {plural(int(v), 'point')}" for q, v in enumerate(parade)]) + ".")
        sc = s.scoring(list(names))
        out.append("The game is over." + (f" {sc.verdict}." if sc is not None and sc.verdict else ""))
    return out


def _days(s: AquaState, b: AquaState, p: int, names: Sequence[str], w: Words) -> list[str]:
    n = s.players
    out = [f"{names[p]}'s sundial is reset and the day moves on to "
           f"{w.name('day', day_space(n, s.day))}."]
    wl = week_len(n)
    if s.day % wl == 0 and 0 < s.day < last_day(n):
        week = s.day // wl
        need = [0] * NF
        for sun, mult, combo in b.deliveries:
            if sun == week:
                for f in DELIVERY_COMBOS[combo]:
                    need[f] += mult
        parts = []
        for f in range(NF):
            if need[f]:
                short = s.reserve[f] == 0
                parts.append(f"{'up to ' if short else ''}{need[f]} {flower(w, f)}")
        if parts:
            out.append(f"Sunday: the market receives {join_words(parts)} flowers.")
        if any(any(pr) for pr in b.presented):
            out.append("Every presented perfume may be presented again.")
        out.append(_reset(s, b, w))
    return out


def _reset(s: AquaState, b: AquaState, w: Words) -> str:
    cube = ""
    if b.king != b.court:
        cube = (f"a blue cube goes on {flower(w, b.king)} with {flower(w, b.court)}, then ")
    return (f"The preference matrix is reset: {cube}the King turns to {flower(w, s.king)} "
            f"and the Court to {flower(w, s.court)}.")


def _final_sunday(s: AquaState, b: AquaState, names: Sequence[str], w: Words) -> list[str]:
    t = names[s.end_trigger] if s.end_trigger >= 0 else names[0]
    return [f"Play is back to {t}: the last Sunday. There are no deliveries; every perfume may be "
            f"presented again.", _reset(s, b, w),
            f"The final parade begins with {t}: each perfumer may still make perfumes, and every "
            f"perfume scores once more."]


__all__ = ["narrate", "DAMES", "FLOWERS"]
