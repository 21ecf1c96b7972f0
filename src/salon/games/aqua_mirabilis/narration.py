"""The log of Aqua Mirabilis: sentences about one action and the automatic steps that followed.

`narrate(after, before, actor, action, viewer, names)` compares the state before the action with
the state after it. Everything on the table is public except the final bonus under each Dame,
which only a perfumer who gifted her may see: the bonus is named to that perfumer alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.words import Words, join_words
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
    collect_preview,
    counted,
    dame,
    flower,
    flower_of,
    letter,
    method,
    perfume,
    points,
    recipe,
    say,
    scent_of,
    town,
    track_place,
)
from .timetrack import DELIVERY_COMBOS, day_space, last_day, week_len

if TYPE_CHECKING:
    from .rules import AquaState


def _diff(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [max(0, y - x) for x, y in zip(a, b)]


def narrate(s: AquaState, before: AquaState, actor: int, act: Act, viewer: int | None,
            names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `act` (s is the state after it).

    Every sentence is a [text] template of the words file (`log_*`), in the current language."""
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
        parts.append(points(w, tok, "originality token"))
    return join_words(parts)


def _main(s: AquaState, b: AquaState, p: int, act: Act, viewer: int | None,
          names: Sequence[str], w: Words) -> list[str]:
    n = names[p]
    k, a, c = act.kind, act.a, act.b
    frame = b.stack[-1][0] if b.stack else -1
    x = b.stack[-1][2] if b.stack else -1
    if k == GO:
        kind = SLOT_KIND[a]
        cost = say(w, "cost_koln") if b.free else say(w, "cost_ap", n=SLOT_COST[a])
        place = w.name("slot", SLOT_NAMES[a])
        if kind == K_MARKET:
            return [say(w, "log_go_market", who=n, place=place, cost=cost)]
        if kind == K_TRAVEL:
            taken = s.tiles[p][-1]
            pile = s.piles[SLOT_ARG[a]]
            line = say(w, "log_travel", who=n, town=town(w, SLOT_ARG[a]), cost=cost,
                       tile_name=w.field("city", TILE_IDS[taken], "short"))
            nxt = (say(w, "log_next_tile", tile_name=w.field("city", TILE_IDS[pile[-1]], "short"))
                   if pile else say(w, "log_no_tile_left", town=town(w, SLOT_ARG[a])))
            return [line + " " + nxt]
        if kind == K_COURT:
            couple = "ABCD"[SLOT_ARG[a]]
            line = say(w, "log_court", who=n, couple_name=couple, cost=cost)
            if s.letter[p] != b.letter[p]:
                if b.letter[p] == 0:
                    line += " " + say(w, "log_letter_given", who=n, letter_name=letter(w, s.letter[p]))
                else:
                    line += " " + say(w, "log_letter_swapped", who=n, old=letter(w, b.letter[p]),
                                      new=letter(w, s.letter[p]))
            if not any(f[0] == F_GIFT and f[1] == p for f in s.stack) and s.influence == b.influence:
                line += " " + say(w, "log_no_gift", who=n, dame_name=dame(w, SLOT_ARG[a]))
            return [line]
        if kind == K_VERSAILLES:
            return [say(w, "log_go_versailles", who=n, cost=cost)]
        return [say(w, "log_go_lesson", who=n, lesson=w.field("slot", SLOT_NAMES[a], "short", place),
                    cost=cost)]
    if k == PRODUCE:
        return [say(w, "log_produce", who=n, n=s.pp)]
    if k == RECIPE:
        if frame == F_CHOOSE_RECIPE:
            return [say(w, "log_free_recipe", who=n, recipe_name=recipe(w, a))]
        if b.base[p] >> _base(a) & 1:
            return [say(w, "log_recipe_base_tile", who=n, recipe_name=recipe(w, a))]
        return [say(w, "log_recipe", who=n, recipe_name=recipe(w, a), scent_name=scent_of(w, _base(a)))]
    if k == ADD:
        if len(s.perfumes[p]) > len(b.perfumes[p]) or s.perfumes[p] != b.perfumes[p]:
            new = s.perfumes[p][-1]
            return [say(w, "log_add_complete", who=n, scent_name=scent_of(w, a), perfume_name=perfume(w, *new))]
        return [say(w, "log_add", who=n, scent_name=scent_of(w, a), recipe_name=recipe(w, x))]
    if k == DISCARD_PERFUME:
        r, c1, c2 = b.perfumes[p][a]
        return [say(w, "log_discard_perfume", who=n, perfume_name=perfume(w, r, c1, c2))]
    if k == FLIP:
        gained = s.score[p] - b.score[p]
        return [say(w, "log_flip", who=n, town=w.field("city", TILE_IDS[a], "town"),
                    tile_name=w.field("city", TILE_IDS[a], "short"), scored=max(0, gained),
                    left=s.pp if s.pp > b.pp else 0)]
    if k == WORKER:
        return [say(w, "log_worker", who=n, n=a + 1, **{"from": flower(w, b.workers[a])}, to=flower(w, c))]
    if k == COLLECT:
        got = _gains(s, b, p, w)
        return [say(w, "log_collect", who=n, what=got) if got else say(w, "log_collect_nothing", who=n)]
    if k == EXTRA_FLOWER:
        return [say(w, "log_extra_flower", who=n, flower_name=flower(w, a))]
    if k == TAKE_BASE:
        return [say(w, "log_take_base", who=n, flower_name=flower(w, a), scent_name=scent_of(w, a))]
    if k == TAKE_SPEC:
        return [say(w, "log_take_spec", who=n, flower_name=flower(w, a), piece=flower_of(w, a))]
    if k == TAKE_SKILL:
        return [say(w, "log_take_skill", who=n, skill_name=w.name("skill", SKILLS[a]))]
    if k == TAKE_METHOD:
        return [say(w, "log_take_method", who=n, flower_name=flower(w, c),
                    method_name=method(w, a))]
    if k == DROP_METHOD:
        return [say(w, "log_drop_method", who=n, method_name=method(w, a), new=method(w, x))]
    if k in (GIFT_SCENT, GIFT_TOKEN, GIFT_PERFUME):
        if k == GIFT_SCENT:
            what = say(w, "gift_scent", scent_name=scent_of(w, a))
        elif k == GIFT_TOKEN:
            what = say(w, "gift_token")
        else:
            what = say(w, "gift_perfume", perfume_name=perfume(w, *b.perfumes[p][a]))
        placed = sum(s.influence[p]) > sum(b.influence[p])
        out = [say(w, "log_gift" if placed else "log_gift_no_token", who=n, dame_name=dame(w, x), what=what)]
        if not b.seen[p] >> x & 1:
            if viewer == p:
                bonus = BONUS_NAMES[s.bonus[x]]
                out.append(say(w, "log_bonus_seen", dame_name=dame(w, x), bonus=w.name("bonus", bonus),
                               effect=w.effect("bonus", bonus)))
            else:
                out.append(say(w, "log_bonus_looked", who=n, dame_name=dame(w, x)))
        return out
    if k == MOVE_TOKEN:
        return [say(w, "log_move_token", who=n, **{"from": dame(w, a)}, to=dame(w, x))]
    if k == RELEASE:
        return [say(w, "log_release", who=n, dame_name=dame(w, a))]
    if k == INFLUENCE:
        return [say(w, "log_influence", who=n, dame_name=dame(w, a))]
    if k == PRESENT:
        pts = s.score[p] - b.score[p]
        parts = _present_parts(b, p, a)
        detail = ""
        if pts and sum(parts.values()) == pts:
            detail = say(w, "points_detail", parts=", ".join(
                say(w, "points_part", part=w.name("points", k2), n=v) for k2, v in parts.items() if v))
        return [say(w, "log_present", who=n, perfume_name=perfume(w, *b.perfumes[p][a]), n=pts,
                    detail=detail, tokens=max(0, s.orig[p] - b.orig[p]))]
    if k == COURT_DOWN:
        return [say(w, "log_court_down", who=n, dame_name=dame(w, 0), to=flower(w, s.court))]
    if k == DONE:
        if frame == F_GIFT:
            return [say(w, "log_leave_court", who=n)]
        if frame == F_VERSAILLES:
            return [say(w, "log_leave_versailles", who=n)]
        if frame == F_PRODUCE:
            return [say(w, "log_stop_producing", who=n, n=b.pp)]
        if frame == F_STORE:
            return [say(w, "log_done_store", who=n)]
        if frame == F_FINAL:
            return [say(w, "log_done_final", who=n)]
        return [say(w, "log_done_influence", who=n)]
    if k == END:
        return [say(w, "log_end", who=n)]
    if k == EXTRA_TURN:
        return [say(w, "log_extra_turn", who=n)]
    if k == MAKE:
        used = _diff(s.flowers[p], b.flowers[p])
        for i, st in enumerate(b.stored[p]):
            after = s.stored[p][i] if i < len(s.stored[p]) else ()
            for t in range(NF):
                used[t] += max(0, st.count(t) - after.count(t))
        made = _diff(b.scents[p], s.scents[p])
        return [say(w, "log_make", who=n, method_name=METHOD_CODES[a], used=counted(w, used, "flower"),
                    made=counted(w, made, "scent"), n=s.pp)]
    if k == STORE:
        return [say(w, "log_store", who=n, piece=flower_of(w, c), method_name=method(w, a))]
    if k == UNSTORE:
        return [say(w, "log_unstore", who=n, piece=flower_of(w, c), method_name=method(w, a))]
    if k == COACH:
        dest = b.coach[p] + (c if a else -c)
        line = say(w, "log_coach", who=n, n=c, place=track_place(w, dest))
        city = CITY_AT.get(dest)
        if city is not None and not any(f[0] == F_CITY_PICK and f[1] == p for f in s.stack) \
                and s.tiles[p] == b.tiles[p]:
            line += " " + (say(w, "log_coach_no_letter", who=n, letter_name=w.name("letter", str(_need(city))))
                           if b.letter[p] < _need(city) else say(w, "log_coach_pile_empty"))
        return [line]
    if k == CHOOSE_TILE:
        city = x
        pile = s.piles[city]
        tile = w.field("city", TILE_IDS[a], "short")
        if not pile:
            return [say(w, "log_choose_last_tile", who=n, town=town(w, city), tile_name=tile)]
        return [say(w, "log_choose_tile", who=n, town=town(w, city), tile_name=tile,
                    top=w.field("city", TILE_IDS[pile[-1]], "short"))]
    if k == COACH_HOME:
        return [say(w, "log_coach_home", who=n)]
    if k == COACH_STAY:
        return [say(w, "log_coach_stay", who=n, place=track_place(w, s.coach[p]))]
    if k == TAKE_SCENT:
        return [say(w, "log_take_scent", who=n, scent_name=scent_of(w, a))]
    return [say(w, "log_plays", who=n, move=str(act))]


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
            out.append(say(w, "log_collect", who=n, what=_gains(s, b, p, w)))
    elif (k != COLLECT and b.stack and b.stack[-1][0] == F_WORKERS and b.stack[-1][1] == p
          and not any(f[0] == F_WORKERS for f in s.stack)):
        got = counted(w, collect_preview(b, p), "flower")
        out.append(say(w, "log_collect", who=n, what=got) if got
                   else say(w, "log_collect_nothing", who=n))
    # London and Firenze send the coach home; the end of a production discards leftovers
    if k == COACH:
        dest = b.coach[p] + (act.b if act.a else -act.b)
        if s.coach[p] == GRASSE and dest != GRASSE:
            out.append(say(w, "log_coach_returns", place=track_place(w, dest)))
    if k == CHOOSE_TILE and s.coach[p] == GRASSE and b.coach[p] != GRASSE:
        out.append(say(w, "log_coach_returns", place=track_place(w, b.coach[p])))
    lost = sum(b.flowers[p]) - sum(s.flowers[p])
    if lost > 0 and k in (COACH, CHOOSE_TILE, COACH_HOME, COACH_STAY):
        out.append(say(w, "log_leftovers", who=n, n=lost))
    # favours
    for d in range(4):
        if s.favour[d] != b.favour[d]:
            if s.favour[d] >= 0:
                out.append(say(w, "log_favour_holds", who=names[s.favour[d]], dame_name=dame(w, d)))
            else:
                out.append(say(w, "log_favour_returns", dame_name=dame(w, d)))
    # time
    if s.day != b.day:
        out += _days(s, b, p, names, w)
    if s.end_trigger >= 0 and b.end_trigger < 0:
        out.append(say(w, "log_last_sunday_reached", who=names[s.end_trigger]))
    # the turn passing by itself
    if k != END and not s.over and s.cur != b.cur and not any(f[0] == F_FINAL for f in s.stack):
        out.append(say(w, "log_turn_passes", who=n, next=names[s.cur]))
    elif k == END and not s.over and not any(f[0] == F_FINAL for f in s.stack):
        out.append(say(w, "log_turn_of", who=names[s.cur]))
    in_final = any(f[0] == F_FINAL for f in b.stack)
    if not b.over and not in_final and (s.over or any(f[0] == F_FINAL for f in s.stack)):
        out += _final_sunday(s, b, names, w)
    if s.over and not b.over:
        res = s.result or {}
        parade = [r.get("final_parade", 0) for r in res.get("players", [])]
        if parade:
            out.append(say(w, "log_final_parade", scores=join_words(
                [say(w, "seat_points", who=names[q], n=int(v)) for q, v in enumerate(parade)])))
        sc = s.scoring(list(names))
        out.append(say(w, "log_game_over_verdict", verdict=sc.verdict) if sc is not None and sc.verdict
                   else say(w, "log_game_over"))
    return out


def _days(s: AquaState, b: AquaState, p: int, names: Sequence[str], w: Words) -> list[str]:
    n = s.players
    out = [say(w, "log_day", who=names[p], day=w.name("day", day_space(n, s.day)))]
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
                parts.append(say(w, "delivery_up_to" if short else "count_flower", n=need[f],
                                 name=flower(w, f)))
        if parts:
            out.append(say(w, "log_delivery", list=join_words(parts)))
        if any(any(pr) for pr in b.presented):
            out.append(say(w, "log_present_again"))
        out.append(_reset(s, b, w))
    return out


def _reset(s: AquaState, b: AquaState, w: Words) -> str:
    if b.king != b.court:
        return say(w, "log_reset_cube", cube_king=flower(w, b.king), cube_court=flower(w, b.court),
                   king_name=flower(w, s.king), court_name=flower(w, s.court))
    return say(w, "log_reset", king_name=flower(w, s.king), court_name=flower(w, s.court))


def _final_sunday(s: AquaState, b: AquaState, names: Sequence[str], w: Words) -> list[str]:
    t = names[s.end_trigger] if s.end_trigger >= 0 else names[0]
    return [say(w, "log_final_sunday", who=t), _reset(s, b, w), say(w, "log_final_parade_begins", who=t)]


__all__ = ["narrate", "DAMES", "FLOWERS"]
