"""Aqua Mirabilis in words: seat names, move labels and prompts built from the legal actions.

Every name comes from the words file (data/words.toml, `GAME.words()`); this module only puts
names into short phrases. The log's sentences are in `narration.py`, the final scoring table in
`final_table.py`.
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


def an(word: str) -> str:
    """'an Orange', 'a Rose'."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def points(n: int, what: str = "point") -> str:
    return plural(n, what)


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
    return f"{flower(w, RECIPE_BASE[r])} with {join_words(comps)}"


def counted(w: Words, counts: Sequence[int], what: str) -> str:
    """'2 Orange and 1 Rose flowers' from counts per type ('' if none)."""
    parts = [f"{counts[t]} {flower(w, t)}" for t in range(NF) if counts[t] > 0]
    if not parts:
        return ""
    total = sum(c for c in counts if c > 0)
    return f"{join_words(parts)} {what if total == 1 else what + 's'}"


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
    way = f" towards {track_place(w, far)}" if far is not None and towards else ""
    return f"the road, {plural(abs(space - near), 'leg')} from {track_place(w, near)}{way}"


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
    return f" (copy {same.index(act) + 1})"


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
        pay = "free with the Köln tile" if s.free else points(cost, "action point")
        if SLOT_KIND[a] == K_VERSAILLES:
            return f"Go to Versailles to present perfumes ({pay})"
        name = w.name("slot", SLOT_NAMES[a])
        if SLOT_KIND[a] == K_TRAVEL:
            return f"{name} ({pay})"
        if SLOT_KIND[a] == K_MARKET:
            return f"Flower market: {name} ({pay}; {plural(s.market[SLOT_ARG[a]], 'flower')} there)"
        return f"{w.field('slot', SLOT_NAMES[a], 'area')}: {name} ({pay})"
    if k == PRODUCE:
        from .view import sundial_legs, sundial_production

        return (f"Go home and produce ({points(sundial_production(s, p), 'production point')}, "
                f"then {points(sundial_legs(s, p), 'coach leg')})")
    if k == RECIPE:
        if f == F_CHOOSE_RECIPE:
            return f"Take the free {recipe(w, a)}"
        base = RECIPE_BASE[a]
        note = ("no scent to discard" if s.base[p] >> base & 1
                else f"discard {an(flower(w, base))} scent")
        return f"Make a perfume from the {recipe(w, a)} ({note})"
    if k == FLIP:
        return f"Flip your {town_of(w, a)} tile: {w.field('city', TILE_IDS[a], 'short')}"
    if k == CHOOSE_TILE:
        note = _copy_note(s, s._legal_cached(p), act)  # type: ignore[arg-type]
        return f"Take the {town_of(w, a)} tile: {w.field('city', TILE_IDS[a], 'short')}{note}"
    if k == WORKER:
        return worker_label(s, act)
    if k == COLLECT:
        got = collect_preview(s, p)
        return f"Collect {counted(w, got, 'flower') or 'nothing (the baskets are empty)'}"
    if k == EXTRA_FLOWER:
        return f"Take an extra {flower(w, a)} flower (+1 flower skill)"
    if k == TAKE_BASE:
        return f"Take the {flower(w, a)} base-scent tile, paying {an(flower(w, a))} scent"
    if k == TAKE_SPEC:
        return f"Take the {flower(w, a)} specialisation, paying {an(flower(w, a))} flower"
    if k == TAKE_SKILL:
        return f"Take the {w.name('skill', SKILLS[a])} skill, paying an originality token"
    if k == TAKE_METHOD:
        return f"Learn {method(w, a)}, paying 2 {flower(w, b)} flowers"
    if k == DROP_METHOD:
        return f"Discard {method(w, a)} to make room"
    if k == GIFT_SCENT:
        return f"Give {dame(w, s.stack[-1][2])} {an(flower(w, a))} scent"
    if k == GIFT_TOKEN:
        return f"Give {dame(w, s.stack[-1][2])} an originality token"
    if k == GIFT_PERFUME:
        return f"Give {dame(w, s.stack[-1][2])} your perfume {a + 1}, {perfume(w, *s.perfumes[p][a])}"
    if k == MOVE_TOKEN:
        return f"Move an influence token over from {dame(w, a)}"
    if k == RELEASE:
        return f"Give back the favour of {dame(w, a)}"
    if k == INFLUENCE:
        return f"Place an influence token on {dame(w, a)}"
    if k == PRESENT:
        return f"Present perfume {a + 1}, {perfume(w, *s.perfumes[p][a])}"
    if k == COURT_DOWN:
        return (f"Move the Court's preference down from {flower(w, s.court)} to "
                f"{flower(w, (s.court + 1) % NF)} (favour of {dame(w, 0)})")
    if k == DONE:
        return DONE_LABELS.get(f, "Finish")
    if k == END:
        return "End your turn"
    if k == EXTRA_TURN:
        return "Spend an originality token to play an extra turn"
    if k == MAKE:
        return make_label(s, p, a, b)
    if k == STORE:
        return f"Store {an(flower(w, b))} flower on {method(w, a)}"
    if k == UNSTORE:
        return f"Throw away the {flower(w, b)} flower stored on {method(w, a)}"
    if k == COACH:
        dest = s.coach[p] + (b if a else -b)
        if _named(dest):
            return f"Coach {points(b, 'leg')} to {track_place(w, dest)}"
        ahead = track_place(w, next_place(dest, 1 if a else -1))
        return (f"Coach {points(b, 'leg')} towards {ahead}, stopping on "
                f"{track_place(w, dest, towards=False)}")
    if k == COACH_HOME:
        return "Send the coach home to Grasse"
    if k == COACH_STAY:
        return f"Keep the coach in {track_place(w, s.coach[p])}"
    if k == DISCARD_PERFUME:
        return f"Discard perfume {a + 1}, {perfume(w, *s.perfumes[p][a])}, to make room"
    if k == ADD:
        return f"Add {an(flower(w, a))} scent to the {recipe(w, s.stack[-1][2])}"
    if k == TAKE_SCENT:
        return f"Take {an(flower(w, a))} scent"
    return str(act)

DONE_LABELS = {
    F_GIFT: "Stop giving gifts",
    F_VERSAILLES: "Leave Versailles",
    F_PRODUCE: "Stop producing",
    F_STORE: "Finish storing: unstored flowers are discarded",
    F_FI_INFLUENCE: "Place no more influence",
    F_FINAL: "Finish your final parade",
}


def town_of(w: Words, t: int) -> str:
    return w.field("city", TILE_IDS[t], "town")


def worker_label(s: AquaState, act: Act) -> str:
    w = words(s)
    wk, to = act.a, act.b
    return (f"Move worker {wk + 1} from {flower(w, s.workers[wk])} to the {flower(w, to)} basket "
            f"(1 action point, {s.market[to]} there)")


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

    return (f"{method(w, m)}: {counted(w, used, 'flower')} into {counted(w, made, 'scent')} "
            f"({points(METHOD_COST[m], 'production point')})")


# ---------------------------------------------------------------- prompts

#: the kinds of choice a prompt names, each a phrase found in no other
PHRASES: dict[str, str] = {
    "space": "go to an action space",
    "produce": "go home and produce",
    "perfume": "make a perfume",
    "free_recipe": "choose the free recipe",
    "flip": "flip a city tile",
    "worker": "move a worker",
    "collect": "collect the flowers",
    "extra_flower": "take an extra flower",
    "apprentice": "take an apprenticeship tile",
    "drop": "discard a production method",
    "gift": "offer a gift",
    "move_token": "move an influence token over from another Dame",
    "release": "give back a Dame's favour",
    "present": "present a perfume",
    "court_down": "move the Court's preference down",
    "done_gift": "stop giving gifts",
    "done_versailles": "leave Versailles",
    "done_produce": "stop producing",
    "done_store": "finish storing",
    "done_influence": "place no more influence",
    "done_final": "finish your final parade",
    "end": "end your turn",
    "extra_turn": "spend an originality token for an extra turn",
    "make": "use a production method",
    "store": "store a flower on a method",
    "unstore": "throw away a stored flower",
    "coach": "move your coach",
    "choose_tile": "take a city tile",
    "home": "send the coach home",
    "stay": "keep the coach where it is",
    "discard_perfume": "discard a perfume to make room",
    "add": "add a complementary scent",
    "take_scent": "take a scent",
    "influence": "place an influence token",
}

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
    phrases = [PHRASES[k] for k in kinds]
    gift = "gift" in kinds
    if gift:
        phrases[kinds.index("gift")] = f"offer a gift to {dame(w, s.stack[-1][2])}"
    text = join_words(phrases, "or")
    text = text[:1].upper() + text[1:]
    f = frame(s)
    context = ""
    if f == F_TURN:
        context = ("the Köln tile pays up to 3 action points" if s.free
                   else f"{points(s.ap[p], 'action point')} on your sundial")
    elif f == F_WORKERS:
        context = f"{points(s.ap[p], 'action point')} left"
    elif f == F_PRODUCE:
        context = f"{points(s.pp, 'production point')} left"
    elif f == F_COACH:
        context = f"up to {points(s.stack[-1][2], 'leg')}"
    elif f == F_RECIPE_ADD:
        context = f"completing the {recipe(w, s.stack[-1][2])}"
    elif f == F_VERSAILLES:
        v = s.vers
        context = f"{points(max(0, v[1] - v[0]), 'presentation')} left"
    return f"{text} ({context})" if context else text


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
        return f"you are in the middle of a turn ({w.name('decision', _frame_name(s))}): {prompt(s, p)}"
    if any(s.loc[q] == slot for q in range(s.players) if q != p):
        return f"another perfumer stands on {place}"
    if SLOT_TYPE[slot] == s.last_type[p]:
        return "you took this kind of action in your previous turn"
    budget = 3 if s.free else s.ap[p]
    if SLOT_COST[slot] > budget:
        return (f"{place} costs {points(SLOT_COST[slot], 'action point')}; you have "
                f"{points(budget, 'action point')}")
    if SLOT_KIND[slot] == K_TRAVEL and s.letter[p] < CITY_LETTER[SLOT_ARG[slot]]:
        return f"{place} needs a {letter(w, CITY_LETTER[SLOT_ARG[slot]])} or better"
    return "you could not pay for or complete that action now"


def _why_not_method(s: AquaState, p: int, act: Act) -> str | None:
    """Why a production method cannot be learned now: already on the board, or learned earlier
    this game and dropped (R15: never the same method twice)."""
    if frame(s) != F_APPR or s.stack[-1][2] != K_METHOD:
        return None
    w = words(s)
    if act.a in s.methods[p]:
        return f"{method(w, act.a)} is already on your board"
    if s.learned[p] >> act.a & 1 and not s.options.get("relearn_methods", False):
        return (f"you learned {method(w, act.a)} earlier this game; you cannot acquire the same "
                "production method twice")
    return None


def _frame_name(s: AquaState) -> str:
    from .common import FRAME_NAMES

    return FRAME_NAMES[frame(s)]
