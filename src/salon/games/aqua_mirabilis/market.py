"""The flower market: a bench, optional worker moves (1 AP each), then collect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import COLLECT, EXTRA_FLOWER, WORKER, Act, T
from .common import F_EXTRA_FLOWER, F_WORKERS
from .data import NF, SKILL_FLOWER

if TYPE_CHECKING:
    from .rules import AquaState

_WORKER = [[T[(WORKER, w, f)] for f in range(NF)] for w in range(2)]
_COLLECT = T[(COLLECT, -1, -1)]
_EXTRA = [T[(EXTRA_FLOWER, f, -1)] for f in range(NF)]


def start_market(s: AquaState, p: int, bench: int) -> None:
    s.moved = 0
    s.stack.append((F_WORKERS, p, bench, -1))


def worker_options(s: AquaState, p: int) -> list[Act]:
    moved = s.moved
    out: list[Act] = []
    can_pay = (s.spent + 1 <= 3) if s.free else s.ap[p] >= 1
    if can_pay:
        w0, w1 = s.workers
        for w in (0, 1):
            if moved >> w & 1:
                continue
            if w == 1 and w0 == w1 and not moved:
                continue  # the two workers stand together: moving either is the same move
            pos = s.workers[w]
            out.extend(_WORKER[w][f] for f in range(NF) if f != pos)
    out.append(_COLLECT)
    return out


def move_worker(s: AquaState, p: int, w: int, f: int) -> None:
    s.workers[w] = f
    s.moved |= 1 << w
    s.pay(p, 1)


def collect(s: AquaState, p: int, bench: int) -> None:
    s.stack.pop()
    fl = s.flowers[p]
    market = s.market
    for basket in (bench, s.workers[0], s.workers[1]):
        if market[basket] > 0:
            market[basket] -= 1
            fl[basket] += 1
    if s.skills[p] >> SKILL_FLOWER & 1 and any(s.reserve):
        s.stack.append((F_EXTRA_FLOWER, p, -1, -1))
    else:
        s.end_action(p)


def extra_options(s: AquaState, p: int) -> list[Act]:
    return [_EXTRA[f] for f in range(NF) if s.reserve[f] > 0]


def take_extra(s: AquaState, p: int, f: int) -> None:
    s.stack.pop()
    s.reserve[f] -= 1
    s.flowers[p][f] += 1
    s.end_action(p)
