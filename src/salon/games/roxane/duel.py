"""The duel: alternating raises of face-up fencing markers, the glove's sword for the attacker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .data import GLOVE, GRUDGE_DRAW, LEVELS, TIE_PASSION, WIN_PASSION
from .frames import F_DUEL, F_LOSS, Frame
from .knowledge import learn_known, learn_play
from .turn import draw_fencing

if TYPE_CHECKING:
    from .rules import RoxaneState


def start_duel(s: RoxaneState, att: int, dfd: int, optional: bool = False) -> None:
    """The attacker points the glove at `dfd` and must open with at least one marker; a comma
    card's duel (`optional`) may instead be left out at the opening (R5)."""
    s.challenged |= 1 << dfd
    s.d_att = att
    s.d_def = dfd
    s.d_str = [GLOVE, 0]
    s.d_side = 0
    s.d_count = 0
    s.d_table = []
    s.pend.append((F_DUEL, att, int(optional), 0, 0))


def _clear(s: RoxaneState) -> None:
    s.d_table = []
    s.d_att = s.d_def = -1
    s.d_str = [0, 0]
    s.d_count = 0
    s.d_side = 0


def _plays(fence: list[int]) -> list[A.Act]:
    out = []
    last = 0
    for v in fence:
        if v != last:
            out.append(A.PLAY[v])
            last = v
    return out


def legal_duel(s: RoxaneState, f: Frame) -> list[A.Act]:
    side = s.d_side
    mine = s.fence[f[1]]
    own, opp = s.d_str[side], s.d_str[1 - side]
    if s.d_count == 0:
        if side == 0 and not s.d_table:  # the attacker's opening: at least one marker
            return _plays(mine) + [A.SKIP] if f[2] else _plays(mine)
        out = _plays(mine) if own + sum(mine) >= opp else []
        out.append(A.GIVEUP)
        return out
    out = _plays(mine)
    if own >= opp:
        out.append(A.DONE)
    return out


def do_duel(s: RoxaneState, p: int, act: A.Act) -> None:
    k = act.k
    if k == A.K_PLAY:
        s.fence[p].remove(act.a)
        learn_play(s, p, act.a)
        s.d_table.append(act.a)
        s.d_str[s.d_side] += act.a
        s.d_count += 1
    elif k == A.K_SKIP:  # a comma's duel left out: nobody was challenged
        s.pend.pop()
        s.challenged &= ~(1 << s.d_def)
        _clear(s)
    elif k == A.K_DONE:
        s.pend.pop()
        s.d_side ^= 1
        s.d_count = 0
        s.pend.append((F_DUEL, s.d_def if s.d_side else s.d_att, 0, 0, 0))
    else:
        s.pend.pop()
        resolve(s)


def resolve(s: RoxaneState) -> None:
    """Someone gave up: the stronger wins 2 passion, the loser reveals a step (or, fully
    revealed, discards a passion, rose or letter) and draws a fencing marker; a tie gives 1
    passion each and the attacker draws. Then the played markers go back into the bag."""
    att, dfd = s.d_att, s.d_def
    a, d = s.d_str
    loss = -1
    if a == d:
        s.passion[att] += TIE_PASSION
        s.passion[dfd] += TIE_PASSION
        draw_fencing(s, att, GRUDGE_DRAW)
    else:
        winner, loser = (att, dfd) if a > d else (dfd, att)
        s.passion[winner] += WIN_PASSION
        if s.revealed[loser] < LEVELS:
            s.revealed[loser] += 1
        elif s.passion[loser] or s.roses[loser] or s.letters[loser]:
            loss = loser
        draw_fencing(s, loser, GRUDGE_DRAW)
    for v in s.d_table:
        s.bag[v - 1] += 1
    learn_known(s, range(s.players), s.d_table)
    _clear(s)
    if loss >= 0:
        s.pend.append((F_LOSS, loss, 0, 0, 0))


def legal_loss(s: RoxaneState, f: Frame) -> list[A.Act]:
    p = f[1]
    out = []
    if s.passion[p]:
        out.append(A.LOSE[0])
    if s.roses[p]:
        out.append(A.LOSE[1])
    if s.letters[p]:
        out.append(A.LOSE[2])
    return out


def do_loss(s: RoxaneState, p: int, act: A.Act) -> None:
    s.pend.pop()
    if act.a == 0:
        s.passion[p] -= 1
    elif act.a == 1:
        s.roses[p] -= 1
    else:
        s.letters[p] -= 1
