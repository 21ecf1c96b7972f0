"""Aqua Mirabilis in words: seat names, move labels and prompts built from the legal actions.

Every name comes from the words file (data/words.toml, `GAME.words()`); this module only puts
names into short phrases. The log's sentences are in `narration.py`, the final scoring table in
`final_table.py`.
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
    F_APPR,
    F_CHOOSE_RECIPE,
    F_COACH,
    F_FI_INFLUENCE,
    F_FINAL,
    F_GIFT,
    F_PRODUCE,
    F_RECIPE_ADD,
    F_STORE,
    F_TURN,
    F_VERSAILLES,
    F_WORKERS,
)
from .data import (
    CITY_AT,
    CITY_CODES,
    CITY_LETTER,
    DAMES,
    FLOWERS,
    GRASSE,
    K_MARKET,
    K_METHOD,
    K_TRAVEL,
    K_VERSAILLES,
    METHOD_CODES,
    METHOD_COST,
    METHOD_INPUTS,
    METHOD_OUTPUT,
    METHOD_SAME,
    NF,
    RECIPE_BASE,
    RECIPE_IDS,
    SKILLS,
    SLOT_ARG,
    SLOT_COST,
    SLOT_KIND,
    SLOT_NAMES,
    SLOT_TYPE,
    TILE_IDS,
    TRACK_LEN,
)

if TYPE_CHECKING:
    from .rules import AquaState

# ---------------------------------------------------------------- names


def words(s: AquaState) -> Words:
    return s.game.words()


def flower(w: Words, t: int) -> str:
    """'Orange'."""
    return w.name("flower", FLOWERS[t])


def say(w: Words, key: str, **fields: object) -> str:
    """The words file's sentence template `[text].key` filled in (Fluent: plurals, articles and
    elision are the template's, in the current language)."""
    return w.say(key, **fields)


#: what `points(w, n, what)` counts, and the [text] template that words it
COUNTED = {
    "point": "n_points", "action point": "n_action_points", "production point": "n_production_points",
    "coach leg": "n_coach_legs", "leg": "n_legs", "presentation": "n_presentations",
    "flower": "n_flowers", "originality token": "n_originality_tokens",
    "leftover flower": "n_leftover_flowers",
}


def points(w: Words, n: int, what: str = "point") -> str:
    """'1 point', '3 action points': `n` of `what` (a key of COUNTED) with its plural."""
    return w.say(COUNTED[what], n=n)


def scent_of(w: Words, t: int) -> str:
    """'Orange scent': a scent chit of flower type t, as running text names it."""
    return w.field("flower", FLOWERS[t], "scent")


def flower_of(w: Words, t: int) -> str:
    """'Orange flower': a flower chit of type t, as running text names it."""
    return w.field("flower", FLOWERS[t], "flower")


def method(w: Words, m: int) -> str:
    return w.name("method", METHOD_CODES[m])


def recipe(w: Words, r: int) -> str:
    """'Orange recipe, one complement, level 1'."""
    return w.name("recipe", RECIPE_IDS[r])


def tile(w: Words, t: int) -> str:
    """'Paris: 2 Lavender and 2 Narcissus flowers'."""
    return w.name("city", TILE_IDS[t])


def town(w: Words, c: int) -> str:
    return w.name("town", CITY_CODES[c])


def dame(w: Words, d: int) -> str:
    return w.name("dame", DAMES[d])


def letter(w: Words, level: int) -> str:
    return w.name("letter", str(level))


def perfume(w: Words, r: int, c1: int, c2: int) -> str:
    """'Orange with Jasmine and Rose'."""
    comps = [flower(w, c1)] + ([flower(w, c2)] if c2 >= 0 else [])
    return say(w, "perfume", base_name=flower(w, RECIPE_BASE[r]), complements=join_words(comps))


def counted(w: Words, counts: Sequence[int], what: str) -> str:
    """'2 Orange and 1 Rose flowers' from counts per type ('' if none); `what` is "flower" or
    "scent"."""
    parts = [say(w, "count_flower", n=counts[t], name=flower(w, t)) for t in range(NF) if counts[t] > 0]
    if not parts:
        return ""
    total = sum(c for c in counts if c > 0)
    return say(w, f"counted_{what}s", list=join_words(parts), total=total)


def track_place(w: Words, space: int, towards: bool = True) -> str:
    """A coach-track space in words: a city, Grasse, or so many legs from the named place on
    the Grasse side ('1 leg from Grasse towards Köln')."""
    if space == GRASSE:
        return w.name("town", "grasse")
    city = CITY_AT.get(space)
    if city is not None:
        return town(w, city)
    named = sorted([GRASSE, *CITY_AT])
    if space < GRASSE:
        near = min(k for k in named if k > space)
        far = max((k for k in named if k < space), default=None)
    else:
        near = max(k for k in named if k < space)
        far = min((k for k in named if k > space), default=None)
    legs = abs(space - near)
    if far is not None and towards:
        return say(w, "road_towards", n=legs, near=track_place(w, near), far=track_place(w, far))
    return say(w, "road", n=legs, near=track_place(w, near))


def next_place(space: int, step: int) -> int:
    """The first city or Grasse from `space` on (included), moving by `step` (-1 or +1)."""
    k = space
    while 0 <= k < TRACK_LEN and k != GRASSE and k not in CITY_AT:
        k += step
    return min(max(k, 0), TRACK_LEN - 1)


def _named(space: int) -> bool:
    return space == GRASSE or space in CITY_AT


def _copy_note(s: AquaState, acts: Sequence[Act], act: Act) -> str:
    """' (copy 2)' when another offered tile has the very same words."""
    w = words(s)
    same = [a for a in acts if a.kind == act.kind and tile(w, a.a) == tile(w, act.a)]
    if len(same) < 2:
        return ""
    return say(w, "copy_note", n=same.index(act) + 1)


def frame(s: AquaState) -> int:
    return s.stack[-1][0] if s.stack else -1


# ---------------------------------------------------------------- labels


def label(s: AquaState, act: Act, p: int) -> str:
    """A short label in words for one of p's legal actions."""
    w = words(s)
    k, a, b = act.kind, act.a, act.b
    f = frame(s)
    if k == GO:
        cost = SLOT_COST[a]
        pay = say(w, "pay_koln") if s.free else points(w, cost, "action point")
        if SLOT_KIND[a] == K_VERSAILLES:
            return say(w, "label_versailles", pay=pay)
        name = w.name("slot", SLOT_NAMES[a])
        if SLOT_KIND[a] == K_TRAVEL:
            return say(w, "label_travel", name=name, pay=pay)
        if SLOT_KIND[a] == K_MARKET:
            return say(w, "label_market", name=name, pay=pay, n=s.market[SLOT_ARG[a]])
        return say(w, "label_space", area=w.field("slot", SLOT_NAMES[a], "area"), name=name, pay=pay)
    if k == PRODUCE:
        from .view import sundial_legs, sundial_production

        return say(w, "label_produce", pp=sundial_production(s, p), legs=sundial_legs(s, p))
    if k == RECIPE:
        if f == F_CHOOSE_RECIPE:
            return say(w, "label_free_recipe", recipe_name=recipe(w, a))
        base = RECIPE_BASE[a]
        note = (say(w, "no_scent_to_discard") if s.base[p] >> base & 1
                else say(w, "discard_scent", scent_name=scent_of(w, base)))
        return say(w, "label_make_perfume", recipe_name=recipe(w, a), note=note)
    if k == FLIP:
        return say(w, "label_flip", town=town_of(w, a), short=w.field("city", TILE_IDS[a], "short"))
    if k == CHOOSE_TILE:
        note = _copy_note(s, s._legal_cached(p), act)  # type: ignore[arg-type]
        return say(w, "label_choose_tile", town=town_of(w, a),
                   short=w.field("city", TILE_IDS[a], "short"), note=note)
    if k == WORKER:
        return worker_label(s, act)
    if k == COLLECT:
        got = counted(w, collect_preview(s, p), "flower")
        return say(w, "label_collect", what=got) if got else say(w, "label_collect_nothing")
    if k == EXTRA_FLOWER:
        return say(w, "label_extra_flower", flower_name=flower(w, a))
    if k == TAKE_BASE:
        return say(w, "label_take_base", flower_name=flower(w, a), scent_name=scent_of(w, a))
    if k == TAKE_SPEC:
        return say(w, "label_take_spec", flower_name=flower(w, a), piece=flower_of(w, a))
    if k == TAKE_SKILL:
        return say(w, "label_take_skill", skill_name=w.name("skill", SKILLS[a]))
    if k == TAKE_METHOD:
        return say(w, "label_take_method", method_name=method(w, a), flower_name=flower(w, b))
    if k == DROP_METHOD:
        return say(w, "label_drop_method", method_name=method(w, a))
    if k == GIFT_SCENT:
        return say(w, "label_gift_scent", dame_name=dame(w, s.stack[-1][2]), scent_name=scent_of(w, a))
    if k == GIFT_TOKEN:
        return say(w, "label_gift_token", dame_name=dame(w, s.stack[-1][2]))
    if k == GIFT_PERFUME:
        return say(w, "label_gift_perfume", dame_name=dame(w, s.stack[-1][2]), n=a + 1,
                   perfume_name=perfume(w, *s.perfumes[p][a]))
    if k == MOVE_TOKEN:
        return say(w, "label_move_token", dame_name=dame(w, a))
    if k == RELEASE:
        return say(w, "label_release", dame_name=dame(w, a))
    if k == INFLUENCE:
        return say(w, "label_influence", dame_name=dame(w, a))
    if k == PRESENT:
        return say(w, "label_present", n=a + 1, perfume_name=perfume(w, *s.perfumes[p][a]))
    if k == COURT_DOWN:
        return say(w, "label_court_down", **{"from": flower(w, s.court)},
                   to=flower(w, (s.court + 1) % NF), dame_name=dame(w, 0))
    if k == DONE:
        return say(w, DONE_LABELS.get(f, "done_other"))
    if k == END:
        return say(w, "label_end")
    if k == EXTRA_TURN:
        return say(w, "label_extra_turn")
    if k == MAKE:
        return make_label(s, p, a, b)
    if k == STORE:
        return say(w, "label_store", piece=flower_of(w, b), method_name=method(w, a))
    if k == UNSTORE:
        return say(w, "label_unstore", flower_name=flower(w, b), piece=flower_of(w, b), method_name=method(w, a))
    if k == COACH:
        dest = s.coach[p] + (b if a else -b)
        if _named(dest):
            return say(w, "label_coach_to", n=b, place=track_place(w, dest))
        ahead = track_place(w, next_place(dest, 1 if a else -1))
        return say(w, "label_coach_towards", n=b, ahead=ahead,
                   place=track_place(w, dest, towards=False))
    if k == COACH_HOME:
        return say(w, "label_coach_home")
    if k == COACH_STAY:
        return say(w, "label_coach_stay", place=track_place(w, s.coach[p]))
    if k == DISCARD_PERFUME:
        return say(w, "label_discard_perfume", n=a + 1, perfume_name=perfume(w, *s.perfumes[p][a]))
    if k == ADD:
        return say(w, "label_add", scent_name=scent_of(w, a), recipe_name=recipe(w, s.stack[-1][2]))
    if k == TAKE_SCENT:
        return say(w, "label_take_scent", scent_name=scent_of(w, a))
    return str(act)

#: the [text] template of the button that finishes each step
DONE_LABELS = {
    F_GIFT: "done_gift",
    F_VERSAILLES: "done_versailles",
    F_PRODUCE: "done_produce",
    F_STORE: "done_store",
    F_FI_INFLUENCE: "done_influence",
    F_FINAL: "done_final",
}


def town_of(w: Words, t: int) -> str:
    return w.field("city", TILE_IDS[t], "town")


def worker_label(s: AquaState, act: Act) -> str:
    w = words(s)
    wk, to = act.a, act.b
    return say(w, "label_worker", n=wk + 1, **{"from": flower(w, s.workers[wk])}, to=flower(w, to),
               there=s.market[to])


def collect_preview(s: AquaState, p: int) -> list[int]:
    """The flowers p collects now: one from the bench and from each worker's basket."""
    got = [0] * NF
    left = s.market[:]
    for basket in (s.stack[-1][2], s.workers[0], s.workers[1]):
        if left[basket] > 0:
            left[basket] -= 1
            got[basket] += 1
    return got


def make_output(s: AquaState, p: int, m: int, code: int) -> tuple[list[int], list[int]]:
    """(flowers used, scents made) per type by one use of method m (specialisation included)."""
    f, g = divmod(code, NF)
    inputs = [f, g] if METHOD_SAME[m] == "different" else [f] * METHOD_INPUTS[m]
    used = [0] * NF
    made = [0] * NF
    for x in inputs:
        used[x] += 1
        made[x] += 1
    extra = METHOD_OUTPUT[m] - len(inputs)
    if extra > 0:
        made[f] += min(extra, s.reserve[f])
    reserve = s.reserve[:]
    if extra > 0:
        reserve[f] -= min(extra, s.reserve[f])
    for x in set(inputs):
        if s.spec[p] >> x & 1 and reserve[x] > 0:
            made[x] += 1
            reserve[x] -= 1
    return used, made


def make_label(s: AquaState, p: int, m: int, code: int) -> str:
    w = words(s)
    used, made = make_output(s, p, m, code)

    return say(w, "label_make", method_name=method(w, m), used=counted(w, used, "flower"),
               made=counted(w, made, "scent"), cost=METHOD_COST[m])


# ---------------------------------------------------------------- prompts

#: the kinds of choice a prompt names, each worded by the [text] template `phrase_<kind>` (a
#: phrase found in no other)
PHRASES: tuple[str, ...] = (
    "space", "produce", "perfume", "free_recipe", "flip", "worker", "collect", "extra_flower",
    "apprentice", "drop", "gift", "move_token", "release", "present", "court_down", "done_gift",
    "done_versailles", "done_produce", "done_store", "done_influence", "done_final", "end",
    "extra_turn", "make", "store", "unstore", "coach", "choose_tile", "home", "stay",
    "discard_perfume", "add", "take_scent", "influence",
)

def phrases(w: Words) -> dict[str, str]:
    """Each kind of choice with its phrase in the current language."""
    return {k: say(w, f"phrase_{k}") for k in PHRASES}


_DONE_KIND = {F_GIFT: "done_gift", F_VERSAILLES: "done_versailles", F_PRODUCE: "done_produce",
              F_STORE: "done_store", F_FI_INFLUENCE: "done_influence", F_FINAL: "done_final"}

_KIND_OF = {
    GO: "space", PRODUCE: "produce", FLIP: "flip", COLLECT: "collect",
    EXTRA_FLOWER: "extra_flower", TAKE_BASE: "apprentice", TAKE_SPEC: "apprentice",
    TAKE_SKILL: "apprentice", TAKE_METHOD: "apprentice", DROP_METHOD: "drop", GIFT_SCENT: "gift",
    GIFT_TOKEN: "gift", GIFT_PERFUME: "gift", MOVE_TOKEN: "move_token", RELEASE: "release",
    PRESENT: "present", COURT_DOWN: "court_down", END: "end", EXTRA_TURN: "extra_turn",
    MAKE: "make", WORKER: "worker", STORE: "store", UNSTORE: "unstore", COACH: "coach", CHOOSE_TILE: "choose_tile",
    COACH_HOME: "home", COACH_STAY: "stay", DISCARD_PERFUME: "discard_perfume", ADD: "add",
    TAKE_SCENT: "take_scent", INFLUENCE: "influence",
}


def offer_kind(s: AquaState, act: Act) -> str:
    """The kind of choice an action is, as the prompt names it."""
    k = act.kind
    if k == RECIPE:
        return "free_recipe" if frame(s) == F_CHOOSE_RECIPE else "perfume"
    if k == DONE:
        return _DONE_KIND.get(frame(s), "done_gift")
    return _KIND_OF[k]


def offer_kinds(s: AquaState, legal: Sequence[Act]) -> list[str]:
    """The kinds on offer, in the order of the legal list."""
    out: list[str] = []
    for a in legal:
        kind = offer_kind(s, a)
        if kind not in out:
            out.append(kind)
    return out


def prompt(s: AquaState, p: int) -> str:
    """What p decides now: the kinds of choice on offer, then where things stand."""
    legal: list[Act] = s._legal_cached(p)  # type: ignore[assignment]
    w = words(s)
    kinds = offer_kinds(s, legal)
    phrases = [say(w, f"phrase_{k}") for k in kinds]
    gift = "gift" in kinds
    if gift:
        phrases[kinds.index("gift")] = say(w, "phrase_gift_to", dame_name=dame(w, s.stack[-1][2]))
    text = join_words(phrases, "or")
    text = text[:1].upper() + text[1:]
    f = frame(s)
    context = ""
    if f == F_TURN:
        context = (say(w, "ctx_koln") if s.free
                   else say(w, "ctx_sundial", n=s.ap[p]))
    elif f == F_WORKERS:
        context = say(w, "ctx_ap_left", n=s.ap[p])
    elif f == F_PRODUCE:
        context = say(w, "ctx_pp_left", n=s.pp)
    elif f == F_COACH:
        context = say(w, "ctx_legs", n=s.stack[-1][2])
    elif f == F_RECIPE_ADD:
        context = say(w, "ctx_completing", recipe_name=recipe(w, s.stack[-1][2]))
    elif f == F_VERSAILLES:
        v = s.vers
        context = say(w, "ctx_presentations_left", n=max(0, v[1] - v[0]))
    return say(w, "prompt_context", text=text, context=context) if context else text


def why_illegal(s: AquaState, p: int, act: Act) -> str | None:
    """Why going to an action space, or learning a method, is not legal now, in words (None:
    the prompt says enough)."""
    if act.kind == TAKE_METHOD:
        return _why_not_method(s, p, act)
    if act.kind != GO:
        return None
    w = words(s)
    slot = act.a
    place = w.name("slot", SLOT_NAMES[slot])
    if frame(s) != F_TURN:
        return say(w, "why_mid_turn", decision=w.name("decision", _frame_name(s)), prompt=prompt(s, p))
    if any(s.loc[q] == slot for q in range(s.players) if q != p):
        return say(w, "why_taken", place=place)
    if SLOT_TYPE[slot] == s.last_type[p]:
        return say(w, "why_same_kind")
    budget = 3 if s.free else s.ap[p]
    if SLOT_COST[slot] > budget:
        return say(w, "why_cost", place=place, cost=SLOT_COST[slot], budget=budget)
    if SLOT_KIND[slot] == K_TRAVEL and s.letter[p] < CITY_LETTER[SLOT_ARG[slot]]:
        return say(w, "why_letter", place=place, letter_name=letter(w, CITY_LETTER[SLOT_ARG[slot]]))
    return say(w, "why_other")


def _why_not_method(s: AquaState, p: int, act: Act) -> str | None:
    """Why a production method cannot be learned now: already on the board, or learned earlier
    this game and dropped (R15: never the same method twice)."""
    if frame(s) != F_APPR or s.stack[-1][2] != K_METHOD:
        return None
    w = words(s)
    if act.a in s.methods[p]:
        return say(w, "why_method_owned", method_name=method(w, act.a))
    if s.learned[p] >> act.a & 1 and not s.options.get("relearn_methods", False):
        return say(w, "why_method_learned", method_name=method(w, act.a))
    return None


def _frame_name(s: AquaState) -> str:
    from .common import FRAME_NAMES

    return FRAME_NAMES[frame(s)]
