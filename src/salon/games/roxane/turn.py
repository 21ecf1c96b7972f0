"""A player's turn: playing cards for their actions, checking resources, refilling the hand.

Each function takes the state; `legal_*` list the actions of a frame, `check_*` resolve a
frame that needs no decision (returning False) and `do_*` apply one action.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from . import actions as A
from .board import POETRY_TRACK, ROMANCE_TRACK, activate, enter, track_info
from .data import (
    CANDLE,
    CARD_RES,
    CARD_TYPE,
    FENCING,
    HAND_SIZE,
    INK_WOO,
    INKWELL,
    LETTER,
    LEVELS,
    NCARDS,
    NEIGHBOUR,
    QUILL,
    ROSE,
    SCHEME_COMMA,
    SCHEME_TEXT,
    SCROLL,
    WAX_WOO,
)
from .frames import (
    F_CHECK,
    F_DRAW,
    F_FOLLOW,
    F_GIVE,
    F_INFL,
    F_PLAY,
    F_POST,
    F_PRE,
    F_STEP,
    F_TAKE,
    F_TRADE,
    Frame,
)
from .knowledge import learn_draw, learn_known

if TYPE_CHECKING:
    from .rules import RoxaneState

Acts = list[A.Act]


# ---------------------------------------------------------------- shared helpers
def draw_fencing(s: RoxaneState, p: int, n: int) -> None:
    """Draw up to n fencing markers from the bag (none once it is empty)."""
    bag = s.bag
    vals = []
    for _ in range(n):
        total = bag[0] + bag[1] + bag[2]
        if not total:
            break
        r = s.rng.below(total)
        v = 0 if r < bag[0] else 1 if r < bag[0] + bag[1] else 2
        bag[v] -= 1
        insort(s.fence[p], v + 1)
        vals.append(v + 1)
    if vals:
        learn_draw(s, p, vals)


def discard_card(s: RoxaneState, p: int, c: int) -> None:
    """A played text card goes face up next to its stack."""
    s.hands[p].remove(c)
    t = CARD_TYPE[c]
    s.discards[t] = s.discards[t] + [c]


def comma_woo(s: RoxaneState) -> int:
    return int(s.options.get("comma_woo", 1))


def comma_partial(s: RoxaneState) -> bool:
    """Table option `comma_partial` (R5): the comma's fencing draw may be used without its duel
    (`comma woo`, or `skip` at the duel's opening)."""
    return bool(s.options.get("comma_partial", True))


def start_extra(s: RoxaneState, p: int) -> None:
    """Playing a card: after the mandatory one, each card reveals one step of the Reveal track."""
    if s.first:
        s.first = False
    else:
        s.revealed[p] += 1


# ---------------------------------------------------------------- play a card
def check_play(s: RoxaneState, f: Frame) -> bool:
    p = f[1]
    if s.first:
        for c in s.hands[p]:
            if CARD_TYPE[c] != CANDLE:
                return True  # woo or influence is always possible
        if legal_play(s, f):
            return True
        s.pend.pop()  # R: no card can be played at all; the action phase ends
        return False
    if s.revealed[p] >= s.xlimit or s.revealed[p] >= LEVELS:
        s.pend.pop()
        return False
    return True


def _card_plays(c: int, key: int) -> tuple[A.Act, ...]:
    """What card c can be played for, in the move list's order; `key` says what the turn
    allows: bit 0 writing it, bit 1 scheming, bit 2 trading, bits 3–6 the seats to duel."""
    t = CARD_TYPE[c]
    out: Acts = []
    if key & 1:
        out.append(A.WRITE[c])
    if t == QUILL or t == SCROLL or t == INKWELL:
        out.append(A.WOO[c])  # type: ignore[arg-type]
        if key & 2:
            out.append(A.SCHEME[c])  # type: ignore[arg-type]
    elif t == CANDLE:
        if key & 4:
            out.append(A.TRADE[c])  # type: ignore[arg-type]
        out.extend(A.DUEL[c][q] for q in range(A.MAX_SEATS) if (key >> (3 + q)) & 1)
    else:
        out.append(A.INFL[c])  # type: ignore[arg-type]
        out.extend(A.DUEL[c][q] for q in range(A.MAX_SEATS) if (key >> (3 + q)) & 1)
    return tuple(out)


#: _card_plays(c, key) at [c << 7 | key], filled as met
_CARD_PLAYS: list[tuple[A.Act, ...] | None] = [None] * (NCARDS << 7)
_TYPE_BIT = [1 << t for t in CARD_TYPE]
#: every seat's bit, by the number of players
_SEATS = [(1 << n) - 1 for n in range(A.MAX_SEATS + 1)]
#: the comma's duels on the seats of a mask, in seat order
_CDUELS = [tuple(A.CDUEL[q] for q in range(A.MAX_SEATS) if (m >> q) & 1) for m in range(16)]


def legal_play(s: RoxaneState, f: Frame) -> Acts:
    p = f[1]
    current = s.verses[p][-1]
    used = 0
    for c in current:
        used |= _TYPE_BIT[c]
    scheme_ok = s.pebbles > 0
    targets = _SEATS[s.players] & ~(1 << p) & ~s.challenged
    key = (2 if scheme_ok else 0) | (4 if s.exch_open > 0 else 0)
    if s.fence[p]:
        key |= targets << 3
    table = _CARD_PLAYS
    type_bit = _TYPE_BIT
    write = key | 1
    out: Acts = []
    for c in s.hands[p]:
        i = c << 7 | (key if used & type_bit[c] else write)
        acts = table[i]
        if acts is None:
            acts = table[i] = _card_plays(c, i & 127)
        out += acts
    if s.commas[p]:
        if current:
            out.append(A.CWRITE)
        bag = s.bag
        in_bag = bag[0] + bag[1] + bag[2]
        if targets and (s.fence[p] or in_bag):
            out += _CDUELS[targets]
        if scheme_ok:
            out.append(A.CSCHEME)
        if in_bag and s.options.get("comma_partial", True):  # comma_partial(s)
            out.append(A.CWOO)
    if not s.first:
        out.append(A.END)
    return out


def do_write(s: RoxaneState, p: int, c: int) -> None:
    """Write a text card at the end of the current verse (it stays there for the game)."""
    s.hands[p].remove(c)
    vs = s.verses[p][:]
    vs[-1] = vs[-1] + [c]
    s.verses[p] = vs
    caps = s.caps[p][:]
    caps[CARD_RES[c]] += 1
    s.caps[p] = caps


def do_play(s: RoxaneState, p: int, act: A.Act) -> None:
    """Apply a card played from the F_PLAY decision."""
    k = act.k
    if k == A.K_END:
        s.pend.pop()
        return
    if s.first:  # start_extra(s, p)
        s.first = False
    else:
        s.revealed[p] += 1
    c = act.a
    if k == A.K_WRITE:
        do_write(s, p, c)
    elif k == A.K_WOO:
        discard_card(s, p, c)
        t = CARD_TYPE[c]
        if t == QUILL:
            s.roses[p] += 1
        elif t == SCROLL:
            s.letters[p] += 1
        else:
            draw_fencing(s, p, INK_WOO)
    elif k == A.K_SCHEME:
        discard_card(s, p, c)
        s.pend.append((F_STEP, p, min(SCHEME_TEXT, s.pebbles), 1 << s.roxane, 0))
    elif k == A.K_TRADE:
        discard_card(s, p, c)
        s.exch_open -= 1
        s.pend.append((F_TRADE, p, 0, 0, 0))
    elif k == A.K_INFL:
        discard_card(s, p, c)
        s.pend.append((F_PRE, p, 0, 0, 0))
    elif k == A.K_DUEL:
        discard_card(s, p, c)
        _duel.start_duel(s, p, act.b)
    elif k == A.K_CWRITE:
        s.commas[p] -= 1
        s.commas_w[p] += 1
        s.verses[p] = s.verses[p] + [[]]
        s.pend.append((F_FOLLOW, p, 0, 0, 0))
    elif k == A.K_CDUEL:
        s.commas[p] -= 1
        s.commas_gone[p] += 1
        s.pend.append((F_PRE, p, 1, act.b, 0))
    elif k == A.K_CSCHEME:
        s.commas[p] -= 1
        s.commas_gone[p] += 1
        s.pend.append((F_STEP, p, min(SCHEME_COMMA, s.pebbles), 1 << s.roxane, 0))
    elif k == A.K_CWOO:
        s.commas[p] -= 1
        s.commas_gone[p] += 1
        draw_fencing(s, p, comma_woo(s))


# ---------------------------------------------------------------- comma: begin the next verse
def check_follow(s: RoxaneState, f: Frame) -> bool:
    if s.hands[f[1]]:
        return True
    s.pend.pop()
    return False


def legal_follow(s: RoxaneState, f: Frame) -> Acts:
    return [A.WRITE[c] for c in s.hands[f[1]]] + [A.SKIP]


def do_follow(s: RoxaneState, p: int, act: A.Act) -> None:
    s.pend.pop()
    if act.k == A.K_WRITE:
        do_write(s, p, act.a)


# ---------------------------------------------------------------- sealing wax / comma fencing draw
def check_pre(s: RoxaneState, f: Frame) -> bool:
    if s.bag[0] + s.bag[1] + s.bag[2]:
        return True
    s.pend.pop()
    _after_pre(s, f)
    return False


def legal_pre(s: RoxaneState, f: Frame) -> Acts:
    if f[2] == 1 and not s.fence[f[1]]:
        return [A.FNOW]  # the attacker needs a marker to open the duel
    return [A.FNOW, A.FLATER]


def _after_pre(s: RoxaneState, f: Frame) -> None:
    if f[2] == 0:
        s.pend.append((F_INFL, f[1], 0, 0, 0))
    else:
        _duel.start_duel(s, f[1], f[3], optional=comma_partial(s))


def woo_amount(s: RoxaneState, mode: int) -> int:
    return WAX_WOO if mode == 0 else comma_woo(s)


def do_pre(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    if act.k == A.K_FNOW:
        draw_fencing(s, p, woo_amount(s, f[2]))
    else:
        s.pend.append((F_POST, p, f[2], 0, 0))
    _after_pre(s, f)


def check_post(s: RoxaneState, f: Frame) -> bool:
    if s.bag[0] + s.bag[1] + s.bag[2]:
        return True
    s.pend.pop()
    return False


def legal_post(s: RoxaneState, f: Frame) -> Acts:
    return [A.FDRAW, A.SKIP]


def do_post(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    if act.k == A.K_FDRAW:
        draw_fencing(s, p, woo_amount(s, f[2]))


# ---------------------------------------------------------------- influence
def check_infl(s: RoxaneState, f: Frame) -> bool:
    if s.gate:
        return True
    s.pend.pop()  # the round's influence marker is used: no effect
    return False


def legal_infl(s: RoxaneState, f: Frame) -> Acts:
    out: Acts = [A.PLACE[ROMANCE_TRACK][i] for i in range(track_info(s, ROMANCE_TRACK)[0])]
    spaces, _, reset = track_info(s, POETRY_TRACK)
    out.extend(A.PLACE[POETRY_TRACK][i] for i in range(spaces) if i != reset)
    out.append(A.SKIP)
    return out


def do_infl(s: RoxaneState, p: int, act: A.Act) -> None:
    s.pend.pop()
    if act.k == A.K_PLACE:
        s.gate -= 1
        infl = [s.infl[0][:], s.infl[1][:]]
        infl[act.a][act.b] += 1
        s.infl = infl


# ---------------------------------------------------------------- trade
def legal_trade(s: RoxaneState, f: Frame) -> Acts:
    p = f[1]
    n = s.roses[p] + s.letters[p] + len(s.fence[p])
    out: Acts = [act for give, act in A.EXCH.items() if n >= give]
    out.append(A.SKIP)
    return out


def do_trade(s: RoxaneState, p: int, act: A.Act) -> None:
    s.pend.pop()
    if act.k == A.K_EXCH:
        s.pend.append((F_TAKE, p, act.b, 0, 0))
        s.pend.append((F_GIVE, p, act.a, 0, 0))


def _res_options(s: RoxaneState, p: int, table: list[A.Act]) -> Acts:
    out: Acts = []
    if s.roses[p]:
        out.append(table[0])
    if s.letters[p]:
        out.append(table[1])
    last = 0
    for v in s.fence[p]:
        if v != last:
            out.append(table[1 + v])
            last = v
    return out


def legal_give(s: RoxaneState, f: Frame) -> Acts:
    return _res_options(s, f[1], A.GIVE)


def do_give(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    r = act.a
    if r == 0:
        s.roses[p] -= 1
    elif r == 1:
        s.letters[p] -= 1
    else:
        s.fence[p].remove(r - 1)
        s.aside.append(r - 1)  # back to the bag only after the new markers are drawn
    if f[2] > 1:
        s.pend.append((F_GIVE, p, f[2] - 1, 0, 0))


def legal_take(s: RoxaneState, f: Frame) -> Acts:
    if s.bag[0] + s.bag[1] + s.bag[2]:
        return [A.TAKE[0], A.TAKE[1], A.TAKE[2]]
    return [A.TAKE[0], A.TAKE[1]]


def do_take(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    r = act.a
    if r == 0:
        s.roses[p] += 1
    elif r == 1:
        s.letters[p] += 1
    else:
        draw_fencing(s, p, 1)
    if f[2] > 1:
        s.pend.append((F_TAKE, p, f[2] - 1, 0, 0))
    else:
        for v in s.aside:
            s.bag[v - 1] += 1
        learn_known(s, [p], s.aside)  # the trader knows what it gave back
        s.aside.clear()


# ---------------------------------------------------------------- scheme
def _steps(s: RoxaneState, f: Frame) -> Acts:
    if f[2] <= 0:
        return []
    visited = f[3]
    return [A.STEP[d] for d, n in enumerate(NEIGHBOUR[s.roxane]) if n >= 0 and not (visited >> n) & 1]


def check_step(s: RoxaneState, f: Frame) -> bool:
    if _steps(s, f):
        return True
    s.pend.pop()
    activate(s, s.roxane)
    return False


def legal_step(s: RoxaneState, f: Frame) -> Acts:
    out = _steps(s, f)
    if f[4]:
        out.append(A.STOP)
    return out


def do_step(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    if act.k == A.K_STOP:
        activate(s, s.roxane)
        return
    s.pebbles -= 1
    cell = NEIGHBOUR[s.roxane][act.a]
    enter(s, cell)
    s.pend.append((F_STEP, p, f[2] - 1, f[3] | (1 << cell), f[4] + 1))


# ---------------------------------------------------------------- check resources
def surplus(s: RoxaneState, p: int) -> int:
    """How many resources seat p must discard: those without a space on a written text card
    or on a written or unused comma card (a comma's space takes any resource)."""
    caps = s.caps[p]
    over = (max(0, s.roses[p] - caps[ROSE]) + max(0, s.letters[p] - caps[LETTER])
            + max(0, len(s.fence[p]) - caps[FENCING]))
    return over - s.commas[p] - s.commas_w[p]


def check_check(s: RoxaneState, f: Frame) -> bool:
    if surplus(s, f[1]) > 0:
        return True
    s.pend.pop()
    return False


def legal_check(s: RoxaneState, f: Frame) -> Acts:
    p = f[1]
    caps = s.caps[p]
    out: Acts = []
    if s.roses[p] > caps[ROSE]:
        out.append(A.DISCARD[0])
    if s.letters[p] > caps[LETTER]:
        out.append(A.DISCARD[1])
    if len(s.fence[p]) > caps[FENCING]:
        last = 0
        for v in s.fence[p]:
            if v != last:
                out.append(A.DISCARD[1 + v])
                last = v
    return out


def do_check(s: RoxaneState, p: int, act: A.Act) -> None:
    r = act.a
    if r == 0:
        s.roses[p] -= 1
    elif r == 1:
        s.letters[p] -= 1
    else:
        s.fence[p].remove(r - 1)
        s.bag[r - 2] += 1
        learn_known(s, [p], [r - 1])


# ---------------------------------------------------------------- refill the hand
def check_draw(s: RoxaneState, f: Frame) -> bool:
    if len(s.hands[f[1]]) < HAND_SIZE and (any(s.stacks) or any(s.discards)):
        return True
    s.pend.pop()
    return False


def legal_draw(s: RoxaneState, f: Frame) -> Acts:
    stacks = s.stacks
    if all(stacks):
        return A.DRAW[:]
    return [A.DRAW[t] for t in range(5) if stacks[t] or s.discards[t]]


def do_draw(s: RoxaneState, p: int, act: A.Act) -> None:
    t = act.a
    stack = s.stacks[t]
    if not stack:  # shuffle the discards into a new stack (a new generation of that stack)
        sgen = s.sgen[:]
        sgen[t] += 1
        s.sgen = sgen
        cgen = s.cgen[:]
        for c in s.discards[t]:
            cgen[c] = sgen[t]
        s.cgen = cgen
        stack = s.discards[t][:]
        s.discards[t] = []
        s.rng.shuffle(stack)
    s.stacks[t] = stack[:-1]
    insort(s.hands[p], stack[-1])


LEGAL_OF = {
    F_PLAY: legal_play, F_FOLLOW: legal_follow, F_PRE: legal_pre, F_POST: legal_post,
    F_INFL: legal_infl, F_TRADE: legal_trade, F_GIVE: legal_give, F_TAKE: legal_take,
    F_STEP: legal_step, F_CHECK: legal_check, F_DRAW: legal_draw,
}
CHECK_OF = {
    F_PLAY: check_play, F_FOLLOW: check_follow, F_PRE: check_pre, F_POST: check_post,
    F_INFL: check_infl, F_STEP: check_step, F_CHECK: check_check, F_DRAW: check_draw,
}
APPLY_OF = {
    F_PLAY: do_play, F_FOLLOW: do_follow, F_PRE: do_pre, F_POST: do_post, F_INFL: do_infl,
    F_TRADE: do_trade, F_GIVE: do_give, F_TAKE: do_take, F_STEP: do_step, F_CHECK: do_check,
    F_DRAW: do_draw,
}

# the duel imports this module's draw_fencing, so it comes last (an import inside a function
# costs about a microsecond at every call)
from . import duel as _duel  # noqa: E402
