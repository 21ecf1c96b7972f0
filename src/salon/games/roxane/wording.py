"""Roxane in words: the move list's labels, the prompts and the log's sentences.

Every phrase comes from the words file (data/words.toml: `[text]` templates and the entries of
each kind); this module only fills them in. The log tells a viewer no more than their view
shows: a drawn text card, the values of drawn or discarded fencing markers and the kiss
markers drawn or kept reach only their owner; cards played, fencing markers played in a duel
and everything on the board are public.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.words import Words, join_words
from . import actions as A
from .board import star_of_tile, track_info
from .data import (
    CARD_IDS,
    CARD_TYPE,
    COLOUR_NAMES,
    DIRS,
    HAND_SIZE,
    INKWELL,
    KISS_IDS,
    LEVELS,
    MOVE_DIR,
    NEIGHBOUR,
    OPPOSITE,
    POETRY,
    QUILL,
    RESOURCES,
    ROMANCE,
    SCHEME_COMMA,
    SCHEME_TEXT,
    SCROLL,
    TILE_ARROWS,
    TILE_DIR,
    TILE_NAMES,
    TILE_STARS,
    TYPE_SHORT,
    WISH_IDS,
    area_of,
)
from .frames import (
    F_CHECK,
    F_DRAW,
    F_DUEL,
    F_FOLLOW,
    F_GIVE,
    F_INFL,
    F_KDRAW,
    F_KISS,
    F_LOSS,
    F_PLAY,
    F_POST,
    F_PRE,
    F_STEP,
    F_TAKE,
    F_TRADE,
    F_WISHEND,
    Frame,
)
from .turn import comma_woo

if TYPE_CHECKING:
    from .rules import RoxaneState


def words() -> Words:
    """The game's words (loaded once by the game)."""
    return _rules.GAME.words()


# ---------------------------------------------------------------- small phrases
def card(c: int) -> str:
    """'green Quill «dein glänzendes Haar»'."""
    return words().name("card", CARD_IDS[c])


def card_acc(c: int) -> str:
    """A card as a verb's object ('writes green Quill «…»'; German 'die grüne Feder «…»')."""
    return words().field("card", CARD_IDS[c], "acc")


def card_dat(c: int) -> str:
    """A card after 'with' ('woos with green Quill «…»'; German 'mit der grünen Feder «…»')."""
    return words().field("card", CARD_IDS[c], "dat")


def type_name(t: int) -> str:
    return words().name("type", TYPE_SHORT[t])


def a_type(t: int) -> str:
    """'a Quill', 'an Inkwell'."""
    return words().field("type", TYPE_SHORT[t], "a")


def seat_name(p: int) -> str:
    return words().name("seat", COLOUR_NAMES[p])


def swords(v: int) -> str:
    return words().say("swords", n=v)


def a_res(key: str) -> str:
    """'a rose', 'a fencing marker', 'a passion marker'."""
    return words().field("resource", key, "a")


def a_resource(code: int, show_value: bool) -> str:
    """A resource of the give/discard codes (0 rose, 1 letter, 2–4 fencing of value code-1)."""
    if code < 2:
        return a_res(RESOURCES[code])
    if show_value:
        return words().say("fencing_of", v=swords(code - 1))
    return a_res("fencing")


def fencing_phrase(values: Sequence[int], show: bool) -> str:
    """'a fencing marker', '2 fencing markers', '2 fencing markers (1 sword and 3 swords)'."""
    w = words()
    base = w.say("fencing_count", n=len(values))
    if show and values:
        return w.say("fencing_shown", fencing=base, values=join_words([swords(v) for v in values]))
    return base


def tile_words(s: RoxaneState, cell: int) -> str:
    """'Romance tile (2 arrows left)', 'Statue (2 stars)', 'Lawn', 'Pavilion'."""
    w = words()
    tile = s.garden[cell]
    name = w.name("tile", TILE_NAMES[tile])
    if TILE_ARROWS[tile]:
        d = "left" if TILE_DIR[tile] < 0 else "right"
        return w.say("tile_arrows", tile=name, n=TILE_ARROWS[tile], dir=w.name("direction", d))
    if TILE_STARS[tile]:
        return w.say("tile_stars", tile=name, n=star_of_tile(s, tile))
    return name


def tile_onto(s: RoxaneState, cell: int) -> str:
    """'onto the Statue (2 stars)': where Roxane walks (German 'auf die Statue …')."""
    return words().say("tile_onto", tile=tile_words(s, cell), kind=TILE_NAMES[s.garden[cell]])


def tile_on(s: RoxaneState, cell: int) -> str:
    """'on the Statue (2 stars)': where Roxane stops (German 'auf der Statue …')."""
    return words().say("tile_on", tile=tile_words(s, cell), kind=TILE_NAMES[s.garden[cell]])


def track_short(track: int) -> str:
    return words().field("track", "romance" if track == 0 else "poetry", "short")


def track_long(s: RoxaneState, track: int) -> str:
    w = words()
    if track == 0:
        return w.name("track", "romance")
    return w.say("poetry_track", act=s.options["poetry"])


def area_words(s: RoxaneState, track: int, space: int) -> str:
    """The name of the area holding `space` (the reset space has its own name)."""
    data = ROMANCE if track == 0 else POETRY[s.options["poetry"]]
    rule = area_of(data, space)
    return words().name("track", "reset") if rule is None else words().name("area", rule)


def wish_name(s: RoxaneState, slot: int) -> str:
    return words().name("wish", WISH_IDS[s.wishes[slot]])


def kiss_name(k: int) -> str:
    w = words()
    return w.say("kiss", short=w.field("kiss", KISS_IDS[k], "short"))


def move_dir(d: int) -> str:
    return words().name("move", DIRS[d])


# ---------------------------------------------------------------- labels
def label(s: RoxaneState, act: A.Act, p: int) -> str:
    """A short label in words for one of seat p's legal actions."""
    w = words()
    f = s.pend[-1]
    k = act.k
    if k == A.K_WRITE:
        return w.say("label_write_follow" if f[0] == F_FOLLOW else "label_write", card=card_dat(act.a) if f[0] == F_FOLLOW else card_acc(act.a))
    if k == A.K_WOO:
        t = CARD_TYPE[act.a]
        key = "label_woo_rose" if t == QUILL else "label_woo_letter" if t == SCROLL else "label_woo_fencing"
        return w.say(key, card=card_dat(act.a))
    if k == A.K_SCHEME:
        return w.say("label_scheme", card=card_dat(act.a), n=min(SCHEME_TEXT, s.pebbles))
    if k == A.K_TRADE:
        return w.say("label_trade", card=card_dat(act.a))
    if k == A.K_INFL:
        return w.say("label_influence", card=card_dat(act.a))
    if k == A.K_DUEL:
        return w.say("label_duel", card=card_dat(act.a), target=seat_name(act.b))
    if k == A.K_CWRITE:
        return w.say("label_comma_write")
    if k == A.K_CDUEL:
        return w.say("label_comma_duel", target=seat_name(act.b))
    if k == A.K_CSCHEME:
        return w.say("label_comma_scheme", n=min(SCHEME_COMMA, s.pebbles))
    if k == A.K_CWOO:
        return w.say("label_comma_woo", fencing=fencing_phrase([0] * comma_woo(s), False))
    if k == A.K_END:
        return w.say("label_end")
    if k == A.K_SKIP:
        key = {F_FOLLOW: "label_skip_follow", F_POST: "label_skip_post", F_INFL: "label_skip_influence",
               F_TRADE: "label_skip_trade", F_KDRAW: "label_skip_kiss",
               F_DUEL: "label_skip_duel"}.get(f[0], "label_skip_post")
        return w.say(key)
    if k == A.K_STEP:
        return w.say("label_step", dir=move_dir(act.a), tile=tile_onto(s, NEIGHBOUR[s.roxane][act.a]))
    if k == A.K_STOP:
        return w.say("label_stop", tile=tile_on(s, s.roxane))
    if k == A.K_PLACE:
        track = act.a
        reset = track_info(s, track)[2]
        key = "label_place_reset" if act.b == reset else "label_place"
        return w.say(key, track=track_long(s, track), space=act.b + 1, area=area_words(s, track, act.b))
    if k == A.K_FNOW:
        return w.say("label_fencing_now")
    if k == A.K_FLATER:
        return w.say("label_fencing_later", mode=w.name("mode", "influence" if f[2] == 0 else "duel"))
    if k == A.K_FDRAW:
        return w.say("label_fencing_draw")
    if k == A.K_EXCH:
        return w.say("label_exchange", give=act.a, take=act.b)
    if k == A.K_GIVE:
        if act.a >= 2:
            return w.say("label_give_fencing", v=swords(act.a - 1))
        return w.say("label_give", res=a_res(RESOURCES[act.a]))
    if k == A.K_TAKE:
        if act.a == 2:
            return w.say("label_take_fencing")
        return w.say("label_take", res=a_res(RESOURCES[act.a]))
    if k == A.K_PLAY:
        return w.say("label_play", v=swords(act.a))
    if k == A.K_DONE:
        return w.say("label_done", strength=s.d_str[s.d_side])
    if k == A.K_GIVEUP:
        return w.say("label_give_up")
    if k == A.K_LOSE:
        return w.say("label_lose", res=a_res(("passion", "rose", "letter")[act.a]))
    if k == A.K_DISCARD:
        if act.a >= 2:
            return w.say("label_discard_fencing", v=swords(act.a - 1))
        return w.say("label_discard", res=a_res(RESOURCES[act.a]))
    if k == A.K_DRAW:
        return w.say("label_draw", type=a_type(act.a))
    if k == A.K_KDRAW:
        return w.say("label_kiss_draw", wish=wish_name(s, f[2]))
    if k == A.K_KEEP:
        return w.say("label_keep", kiss=kiss_name(act.a))
    return w.name("action", act.text.split()[0])


# ---------------------------------------------------------------- prompts
def kind_of(s: RoxaneState, act: A.Act) -> str:
    """The kind of an action as the prompt names it."""
    w = words()
    f = s.pend[-1]
    k = act.k
    if k == A.K_SKIP:
        key = {F_FOLLOW: "kind_skip_follow", F_POST: "kind_skip_post", F_INFL: "kind_skip_influence",
               F_TRADE: "kind_skip_trade", F_KDRAW: "kind_skip_kiss", F_DUEL: "kind_skip_duel"}
        return w.say(key.get(f[0], "kind_skip_post"))
    if k == A.K_WRITE and f[0] == F_FOLLOW:
        return w.say("kind_follow_write")
    if k in (A.K_WRITE, A.K_CWRITE):
        return w.say("kind_write")
    if k in (A.K_SCHEME, A.K_CSCHEME):
        return w.say("kind_scheme")
    if k in (A.K_DUEL, A.K_CDUEL):
        return w.say("kind_duel")
    simple = {A.K_WOO: "kind_woo", A.K_CWOO: "kind_woo", A.K_TRADE: "kind_trade", A.K_INFL: "kind_influence",
              A.K_END: "kind_end", A.K_STOP: "kind_stop", A.K_PLAY: "kind_play", A.K_DONE: "kind_done",
              A.K_GIVEUP: "kind_give_up", A.K_FNOW: "kind_fnow", A.K_FDRAW: "kind_fdraw",
              A.K_KDRAW: "kind_kdraw"}
    if k in simple:
        return w.say(simple[k])
    if k == A.K_FLATER:
        return w.say("kind_flater", mode=w.name("mode", "influence" if f[2] == 0 else "duel"))
    if k == A.K_PLACE:
        return w.say("kind_place", track=track_long(s, act.a))
    if k == A.K_KEEP:
        return kiss_name(act.a)
    if k == A.K_STEP:
        return move_dir(act.a)
    if k == A.K_DRAW:
        return a_type(act.a)
    if k in (A.K_DISCARD, A.K_GIVE):
        return a_resource(act.a, True)
    if k == A.K_TAKE:
        return a_res(RESOURCES[act.a])
    if k == A.K_LOSE:
        return a_res(("passion", "rose", "letter")[act.a])
    if k == A.K_EXCH:
        return w.say("kind_exchange", give=act.a, take=act.b)
    return label(s, act, f[1])


def offered(s: RoxaneState, p: int) -> list[str]:
    """The kinds of seat p's legal actions, each once, in the order of the legal actions."""
    out: list[str] = []
    for action in s.legal_actions(p):
        act: A.Act = action  # type: ignore[assignment]
        kind = kind_of(s, act)
        if kind not in out:
            out.append(kind)
    return out


def prompt(s: RoxaneState, p: int) -> str:
    """What seat p decides now, naming only the kinds of action on offer."""
    w = words()
    f: Frame = s.pend[-1]
    fk = f[0]
    kinds = join_words(offered(s, p), "or")
    if fk == F_PLAY:
        if s.first:
            return w.say("prompt_play_first", kinds=kinds)
        return w.say("prompt_play_extra", kinds=kinds, left=s.xlimit - s.revealed[p])
    if fk == F_FOLLOW:
        return w.say("prompt_follow", kinds=kinds)
    if fk == F_PRE:
        return w.say("prompt_pre", kinds=kinds)
    if fk == F_POST:
        return w.say("prompt_post", kinds=kinds)
    if fk == F_INFL:
        return w.say("prompt_influence", kinds=kinds)
    if fk == F_TRADE:
        return w.say("prompt_trade", kinds=kinds)
    if fk == F_GIVE:
        return w.say("prompt_give", n=f[2], kinds=kinds)
    if fk == F_TAKE:
        return w.say("prompt_take", n=f[2], kinds=kinds)
    if fk == F_STEP:
        return w.say("prompt_step", n=f[2], kinds=kinds)
    if fk == F_DUEL:
        side = s.d_side
        return w.say("prompt_duel", own=s.d_str[side], opp=s.d_str[1 - side], kinds=kinds)
    if fk == F_LOSS:
        return w.say("prompt_loss", kinds=kinds)
    if fk == F_CHECK:
        return w.say("prompt_check", kinds=kinds)
    if fk == F_DRAW:
        return w.say("prompt_draw", n=HAND_SIZE - len(s.hands[p]), kinds=kinds)
    if fk == F_KDRAW:
        return w.say("prompt_kiss_draw", wish=wish_name(s, f[2]), kinds=kinds)
    if fk == F_KISS:
        return w.say("prompt_kiss", kinds=kinds)
    return kinds


# ---------------------------------------------------------------- the log
def _new_fencing(before: RoxaneState, after: RoxaneState, q: int) -> list[int]:
    """The fencing values seat q holds after and did not hold before."""
    return sorted((Counter(after.fence[q]) - Counter(before.fence[q])).elements())


def _marker_lines(s: RoxaneState, before: RoxaneState, cell: int) -> list[str]:
    """What the tile on `cell` did to its track marker, replayed from `before`'s marker and
    influence markers (the same steps as board.move_marker)."""
    w = words()
    tile = s.garden[cell]
    kind = TILE_NAMES[tile]
    if kind not in ("romance", "poetry"):
        return []
    track = 0 if kind == "romance" else 1
    spaces, start, reset = track_info(s, track)
    infl = before.infl[track]
    direction = TILE_DIR[tile]
    pos = before.marker[track]
    moved = 0
    out: list[str] = []
    end = ""
    for _ in range(TILE_ARROWS[tile]):
        nxt = pos + direction
        if nxt < 0 or nxt >= spaces:
            end = "edge"
            break
        if infl[pos]:
            end = "held"
            break
        pos = nxt
        moved += 1
        if pos == reset:
            pos = start
            end = "reset"
            break
    name = track_short(track)
    if end == "reset":
        out.append(w.say("log_marker_reset", track=name, space=pos + 1, area=area_words(s, track, pos)))
    elif moved:
        d = w.name("direction", "left" if direction < 0 else "right")
        out.append(w.say("log_marker", track=name, n=moved, dir=d, space=pos + 1,
                         area=area_words(s, track, pos)))
    if end == "held":
        out.append(w.say("log_marker_held", track=name, space=pos + 1))
    elif end == "edge":
        out.append(w.say("log_marker_edge", track=name, space=pos + 1))
    return out


def _action_lines(s: RoxaneState, before: RoxaneState, actor: int, act: A.Act, viewer: int | None,
                  names: Sequence[str]) -> list[str]:
    """The sentences about the action itself."""
    w = words()
    f = before.pend[-1]
    fk = f[0]
    who = names[actor]
    mine = viewer == actor
    k = act.k
    out: list[str] = []
    if fk == F_PLAY and k != A.K_END and not before.first:
        out.append(w.say("log_extra", who=who, level=before.revealed[actor] + 1))
    if k == A.K_WRITE:
        verse = len(before.verses[actor]) if fk == F_PLAY else len(s.verses[actor])
        out.append(w.say("log_write", who=who, card=card_acc(act.a), verse=verse))
    elif k == A.K_WOO:
        t = CARD_TYPE[act.a]
        if t == INKWELL:
            drawn = _new_fencing(before, s, actor)
            out.append(w.say("log_woo_fencing", who=who, card=card_dat(act.a),
                             fencing=fencing_phrase(drawn, mine) if drawn else w.say("fencing_nothing")))
        else:
            out.append(w.say("log_woo_rose" if t == QUILL else "log_woo_letter", who=who, card=card_dat(act.a)))
    elif k == A.K_SCHEME:
        out.append(w.say("log_scheme", who=who, card=card_dat(act.a)))
    elif k == A.K_TRADE:
        out.append(w.say("log_trade", who=who, card=card_dat(act.a)))
    elif k == A.K_INFL:
        out.append(w.say("log_influence", who=who, card=card_dat(act.a)))
        if not before.gate:
            out.append(w.say("log_no_gate"))
    elif k == A.K_DUEL:
        out.append(w.say("log_duel", who=who, card=card_dat(act.a), target=names[act.b]))
    elif k == A.K_CWRITE:
        out.append(w.say("log_comma_write", who=who, verse=len(before.verses[actor])))
    elif k == A.K_CDUEL:
        out.append(w.say("log_comma_duel", who=who, target=names[act.b]))
    elif k == A.K_CSCHEME:
        out.append(w.say("log_comma_scheme", who=who))
    elif k == A.K_CWOO:
        drawn = _new_fencing(before, s, actor)
        out.append(w.say("log_comma_woo", who=who,
                         fencing=fencing_phrase(drawn, mine) if drawn else w.say("fencing_nothing")))
    elif k == A.K_END:
        out.append(w.say("log_end", who=who))
    elif k == A.K_SKIP:
        key = {F_FOLLOW: "log_skip_follow", F_POST: "log_skip_post", F_INFL: "log_skip_influence",
               F_TRADE: "log_skip_trade", F_KDRAW: "log_skip_kiss",
               F_DUEL: "log_skip_duel"}.get(fk, "log_skip_post")
        out.append(w.say(key, who=who))
    elif k == A.K_STEP:
        out.append(w.say("log_step", who=who, dir=move_dir(act.a), tile=tile_onto(s, s.roxane)))
    elif k == A.K_STOP:
        out.append(w.say("log_stop", who=who, tile=tile_on(s, before.roxane)))
    elif k == A.K_PLACE:
        key = "log_place_reset" if act.b == track_info(s, act.a)[2] else "log_place"
        out.append(w.say(key, who=who, space=act.b + 1, track=track_long(s, act.a),
                         area=area_words(s, act.a, act.b)))
    elif k in (A.K_FNOW, A.K_FDRAW):
        drawn = _new_fencing(before, s, actor)
        if drawn:
            key = "log_fencing_now" if k == A.K_FNOW else "log_fencing_draw"
            out.append(w.say(key, who=who, fencing=fencing_phrase(drawn, mine)))
        else:
            out.append(w.say("log_fencing_none", who=who))
    elif k == A.K_FLATER:
        out.append(w.say("log_fencing_later", who=who, mode=w.name("mode", "influence" if f[2] == 0 else "duel")))
    elif k == A.K_EXCH:
        out.append(w.say("log_exchange", who=who, give=act.a, take=act.b))
    elif k == A.K_GIVE:
        out.append(w.say("log_give", who=who, res=a_resource(act.a, mine)))
    elif k == A.K_TAKE:
        if act.a == 2:
            drawn = _new_fencing(before, s, actor)
            res = fencing_phrase(drawn, mine) if drawn else a_res("fencing")
        else:
            res = a_res(RESOURCES[act.a])
        out.append(w.say("log_take", who=who, res=res))
    elif k == A.K_PLAY:
        out.append(w.say("log_play", who=who, v=swords(act.a), strength=before.d_str[before.d_side] + act.a))
    elif k == A.K_DONE:
        other = before.d_def if before.d_side == 0 else before.d_att
        out.append(w.say("log_done", who=who, strength=before.d_str[before.d_side], other=names[other]))
    elif k == A.K_GIVEUP:
        out.append(w.say("log_give_up", who=who))
        out += _duel_result(s, before, viewer, names)
    elif k == A.K_LOSE:
        out.append(w.say("log_lose", who=who, res=a_res(("passion", "rose", "letter")[act.a])))
    elif k == A.K_DISCARD:
        out.append(w.say("log_discard", who=who, res=a_resource(act.a, mine)))
    elif k == A.K_DRAW:
        got = sorted(set(s.hands[actor]) - set(before.hands[actor]))
        if mine and got:
            out.append(w.say("log_draw_seen", who=who, card=card_acc(got[0])))
        else:
            out.append(w.say("log_draw_hidden", who=who, type=a_type(act.a)))
    elif k == A.K_KDRAW:
        top = s.pend[-1] if s.pend else None
        if top is not None and top[0] == F_KISS and top[1] == actor:
            if mine:
                out.append(w.say("log_kiss_draw_seen", who=who, a=kiss_name(top[2]), b=kiss_name(top[3])))
            else:
                out.append(w.say("log_kiss_draw", who=who))
        else:
            out.append(w.say("log_kiss_one", who=who))
    elif k == A.K_KEEP:
        if mine:
            other = f[3] if act.a == f[2] else f[2]
            out.append(w.say("log_keep_seen", who=who, kept=kiss_name(act.a), other=kiss_name(other)))
        else:
            out.append(w.say("log_keep_hidden", who=who))
    return out


def _duel_result(s: RoxaneState, before: RoxaneState, viewer: int | None,
                 names: Sequence[str]) -> list[str]:
    """Who won the duel that just ended, what each side gains or loses."""
    w = words()
    att, dfd = before.d_att, before.d_def
    a, d = before.d_str
    out: list[str] = []
    if a == d:
        out.append(w.say("log_duel_tie", s=a))
        drawer = att
    else:
        winner, loser = (att, dfd) if a > d else (dfd, att)
        out.append(w.say("log_duel_win", winner=names[winner], ws=max(a, d), ls=min(a, d)))
        if before.revealed[loser] < LEVELS:
            out.append(w.say("log_duel_reveal", who=names[loser], level=before.revealed[loser] + 1))
        elif s.pend and s.pend[-1][0] == F_LOSS:
            out.append(w.say("log_duel_full", who=names[loser]))
        drawer = loser
    drawn = _new_fencing(before, s, drawer)
    if drawn:
        out.append(w.say("log_duel_grudge", who=names[drawer], fencing=fencing_phrase(drawn, viewer == drawer)))
    out.append(w.say("log_duel_back"))
    return out


def _wish_lines(s: RoxaneState, before: RoxaneState, names: Sequence[str]) -> list[str]:
    """Wishes granted and removed in this step, and a seat newly asked to draw kiss markers."""
    w = words()
    out: list[str] = []
    for slot, wish in enumerate(before.wishes):
        if wish >= 0 and s.wishes[slot] < 0:
            pending = any(fr[0] == F_WISHEND and fr[2] == slot for fr in before.pend)
            name = w.name("wish", WISH_IDS[wish])
            out.append(w.say("log_wish_gone" if pending else "log_wish_nobody", wish=name))
    top = s.pend[-1] if s.pend else None
    if top is not None and top[0] == F_KDRAW and (not before.pend or before.pend[-1] != top):
        out.append(w.say("log_wish_met", who=names[top[1]], wish=wish_name(s, top[2])))
    return out


def _fulfil_lines(s: RoxaneState, before: RoxaneState, new_round: bool) -> list[str]:
    w = words()
    out = []
    for slot, on in enumerate(s.fulfil):
        if on and s.wishes[slot] >= 0 and (new_round or not before.fulfil[slot]):
            out.append(w.say("log_fulfilment", wish=wish_name(s, slot)))
    return out


def _round_lines(s: RoxaneState, before: RoxaneState, names: Sequence[str]) -> list[str]:
    """The end of a round, and the next round's turn order and Roxane's movement."""
    w = words()
    out: list[str] = []
    if before.round:
        out.append(w.say("log_end_round", round=before.round))
        if not before.gate and s.gate:
            out.append(w.say("log_gate"))
    if s.result is not None:
        out.append(w.say("log_game_over"))
        from .scoresheet import scoring

        sc = scoring(s, names)
        if sc is not None:
            out.append(w.say("log_winner", verdict=sc.verdict))
        return out
    if s.round == before.round:
        return out
    out.append(w.say("log_round", round=s.round, order=join_words([names[q] for q in s.order])))
    d = MOVE_DIR[s.move_track[-1]]
    straight = NEIGHBOUR[before.roxane][d]
    if straight < 0:
        out.append(w.say("log_roxane_bounces", dir=move_dir(d), tile=tile_onto(s, s.roxane)))
        assert NEIGHBOUR[before.roxane][OPPOSITE[d]] == s.roxane
    else:
        out.append(w.say("log_roxane_moves", dir=move_dir(d), tile=tile_onto(s, s.roxane)))
    out += _fulfil_lines(s, before, True)
    out += _marker_lines(s, before, s.roxane)
    return out


def narrate(s: RoxaneState, before: RoxaneState, actor: int, act: A.Act, viewer: int | None,
            names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `act` (s is the state after it)."""
    out = _action_lines(s, before, actor, act, viewer, names)
    new_round = s.round != before.round or (s.result is not None and before.result is None)
    if not new_round:
        out += _fulfil_lines(s, before, False)
        bf = before.pend[-1]
        if bf[0] == F_STEP and not (s.pend and s.pend[-1][0] == F_STEP):
            out += _marker_lines(s, before, s.roxane)  # the scheme ended: the tile acts
    out += _wish_lines(s, before, names)
    if new_round:
        out += _round_lines(s, before, names)
    top = s.pend[-1] if s.pend and s.result is None else None
    if top is not None and top[0] == F_PLAY and s.first and not (
            before.pend and before.pend[-1][0] == F_PLAY and before.first and before.pend[-1][1] == top[1]):
        out.append(words().say("log_turn", who=names[top[1]]))
    return out



# the rules import this module's names; looked up when called (an import statement inside
# words() cost about a microsecond at each of its ~40 calls per action and viewer)
from . import rules as _rules  # noqa: E402
