"""What each seat knows of the fencing markers it cannot see, and dealing them again (R20).

The hidden fencing markers, for seat p, are the bag, the other players' markers and a trade's
set-aside markers while another seat trades. Their values as a multiset are known to p (33
markers, 11 of each value, minus p's own, the duel table and p's own set-aside markers); what
p learns beyond that are *known markers*: a marker whose value p saw go into the bag — every
marker played in a duel (public), and p's own markers discarded when checking resources or given
in a trade (seen by p alone). A known marker is in the bag, or was drawn later by another seat.

`s.fknow[p]` holds p's known markers, oldest first, each a tuple (value, c_0, …, c_{n-1}):
c_q is how many of the known markers from this one onwards seat q may hold — the number of
markers q drew from the bag since this one went in, less the known markers q was seen to play
since. The sets of worlds p cannot tell apart are exactly:

* every known marker is in the bag or with a seat q, and for every known marker k and seat q,
  q holds at most c_q(k) of the known markers from k onwards (and no more than it has);
* every other hidden marker takes a value from what is left of the multiset.

Events (applied for every observer at once):

* a seat q draws markers: q itself sees their values — for each it forgets its latest known
  marker of that value (it may have drawn exactly that one; the worlds where it did include
  those where it drew another marker of the same value, since unknown markers are free);
  every other seat adds the number drawn to c_q of all its known markers;
* q plays a marker of value v in a duel (public): every other seat forgets its latest known
  marker of value v that q may hold (c_q > 0 from the oldest known marker up to it), and takes
  1 from c_q of the older ones (the draw that brought it is used up); with no such marker the
  played one is one of q's unknown markers;
* markers go into the bag: after a duel every seat knows them; a marker discarded or given in a
  trade only its owner;
* hidden discards and trade gifts of another seat change nothing: the marker may be a known one
  going back into the bag, which every known marker may be in anyway.

Approximations (each only widens nothing — every world dealt is consistent with what p saw):
forgetting the latest known marker of the value seen is exact up to one corner, when a seat
that drew k markers since holds k known markers and plays an unknown one — then a few worlds
are not dealt, never a wrong one. `deal_fencing` places the known markers newest first, each
in the bag or with a seat that may hold it, weighted by free places; a duel's raiser in the
middle of a raise gets a hand whose total reaches what it must (retried, then dealt greedily).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from .data import FENCE_COUNTS
from .frames import F_DUEL, F_GIVE, F_TAKE

if TYPE_CHECKING:
    from .rules import RoxaneState

Entry = tuple[int, ...]
ATTEMPTS = 24


def learn_draw(s: RoxaneState, p: int, vals: list[int]) -> None:
    """Seat p drew these values from the bag."""
    fk = s.fknow
    new: list[list[Entry]] | None = None
    j = 1 + p
    n = len(vals)
    for q, es in enumerate(fk):
        if not es:
            continue
        if q == p:
            es = list(es)
            for v in vals:
                for i in range(len(es) - 1, -1, -1):
                    if es[i][0] == v:
                        del es[i]
                        break
        else:
            es = [e[:j] + (e[j] + n,) + e[j + 1:] for e in es]
        if new is None:
            new = fk[:]
        new[q] = es
    if new is not None:
        s.fknow = new


def learn_play(s: RoxaneState, p: int, v: int) -> None:
    """Seat p played a marker of value v face up in a duel."""
    fk = s.fknow
    new: list[list[Entry]] | None = None
    j = 1 + p
    for q, es in enumerate(fk):
        if q == p or not es:
            continue
        low = 1 << 30
        hit = -1
        for i, e in enumerate(es):
            low = min(low, e[j])
            if low <= 0:
                break
            if e[0] == v:
                hit = i
        if hit < 0:
            continue
        es = [e[:j] + (e[j] - 1,) + e[j + 1:] for e in es[:hit]] + list(es[hit + 1:])
        if new is None:
            new = fk[:]
        new[q] = es
    if new is not None:
        s.fknow = new


def learn_known(s: RoxaneState, seats: list[int] | range, vals: list[int]) -> None:
    """These seats saw markers of these values go into the bag."""
    if not vals:
        return
    zero = (0,) * s.players
    new = s.fknow[:]
    for q in seats:
        new[q] = new[q] + [(v,) + zero for v in vals]
    s.fknow = new


# ---------------------------------------------------------------- dealing again
def _place(entries: list[Entry], slots: list[int], bag_n: int, others: list[int], rng: Rng,
           mode: int) -> list[int] | None:
    """Where each known marker goes (-1 the bag, else a seat), newest first; None if stuck.
    mode 0: at random weighted by free places; 1: the bag first; 2: the seats first."""
    m = len(entries)
    low = [[0] * len(slots) for _ in range(m)]
    run = [1 << 30] * len(slots)
    for i, e in enumerate(entries):
        for q in others:
            run[q] = min(run[q], e[1 + q])
        low[i] = run[:]
    cnt = [0] * len(slots)
    cb = 0
    loc = [0] * m
    for i in range(m - 1, -1, -1):
        opts: list[tuple[int, int]] = []
        if cb < bag_n:
            opts.append((-1, bag_n - cb))
        for q in others:
            if cnt[q] < slots[q] and cnt[q] < low[i][q]:
                opts.append((q, slots[q] - cnt[q]))
        if not opts:
            return None
        if mode == 0:
            r = rng.below(sum(w for _, w in opts))
            k = 0
            while r >= opts[k][1]:
                r -= opts[k][1]
                k += 1
            where = opts[k][0]
        elif mode == 1 or len(opts) == 1:
            where = opts[0][0]
        else:
            where = opts[1][0] if opts[0][0] < 0 else opts[0][0]
        loc[i] = where
        if where < 0:
            cb += 1
        else:
            cnt[where] += 1
    return loc


def _raise_need(s: RoxaneState, p: int) -> tuple[int, int]:
    """(seat, total) a raiser other than p must still reach with its hidden markers, if any."""
    if not s.pend or s.d_att < 0:
        return -1, 0
    f = s.pend[-1]
    if f[0] != F_DUEL or f[1] == p or not s.d_count:
        return -1, 0
    side = s.d_side
    need = s.d_str[1 - side] - s.d_str[side]
    return (f[1], need) if need > 0 else (-1, 0)


def deal_fencing(s: RoxaneState, d: RoxaneState, p: int, rng: Rng) -> None:
    """Deal again, into `d`, every fencing marker p has not seen, consistent with `s.fknow[p]`."""
    n = s.players
    others = [q for q in range(n) if q != p]
    trader = -1
    for f in s.pend:
        if f[0] in (F_GIVE, F_TAKE) and f[1] != p:
            trader = f[1]
    aside_n = len(s.aside) if trader >= 0 else 0
    slots = [0] * n
    for q in others:
        slots[q] = len(s.fence[q]) + (aside_n if q == trader else 0)
    bag_n = s.bag[0] + s.bag[1] + s.bag[2]
    # the hidden multiset: all markers less p's own, the duel table and p's own set-aside
    unk = list(FENCE_COUNTS)
    for v in s.fence[p]:
        unk[v - 1] -= 1
    for v in s.d_table:
        unk[v - 1] -= 1
    if trader < 0:
        for v in s.aside:
            unk[v - 1] -= 1
    entries = list(s.fknow[p])
    for e in entries:
        unk[e[0] - 1] -= 1
    while min(unk) < 0:  # never for a consistent record; forget the oldest known of that value
        v = unk.index(min(unk)) + 1
        i = next(i for i, e in enumerate(entries) if e[0] == v)
        del entries[i]
        unk[v - 1] += 1
    raiser, need = _raise_need(s, p)
    base = [1] * unk[0] + [2] * unk[1] + [3] * unk[2]
    dealt = None
    for attempt in range(ATTEMPTS + 2):
        mode = 0 if attempt < ATTEMPTS else attempt - ATTEMPTS + 1
        dealt = _deal(entries, base, slots, bag_n, others, raiser, rng, mode)
        if dealt is not None and (raiser < 0 or sum(dealt[0][raiser]) >= need):
            break
    if dealt is None:  # never for a consistent record: every known marker as an unknown one
        dealt = _deal([], sorted(base + [e[0] for e in entries]), slots, bag_n, others, raiser,
                      rng, 1)
    assert dealt is not None
    hands, bag = dealt
    for q in others:
        held = sorted(hands[q])
        if q == trader:
            rng.shuffle(held)
            d.aside = sorted(held[:aside_n])
            held = held[aside_n:]
        d.fence[q] = sorted(held)
    d.bag = bag
    d.fknow = [[] for _ in range(n)]
    d.fknow[p] = list(s.fknow[p])


def _deal(entries: list[Entry], base: list[int], slots: list[int], bag_n: int,
          others: list[int], raiser: int, rng: Rng,
          mode: int) -> tuple[dict[int, list[int]], list[int]] | None:
    """Known markers placed (see `_place`), then the unknown ones shuffled into the free places
    (mode 0), or, greedily (modes 1, 2), the largest to a raiser first."""
    loc = _place(entries, slots, bag_n, others, rng, mode)
    if loc is None:
        return None
    hands: dict[int, list[int]] = {q: [] for q in others}
    bag = [0, 0, 0]
    for e, where in zip(entries, loc):
        if where < 0:
            bag[e[0] - 1] += 1
        else:
            hands[where].append(e[0])
    pool = base[:]
    if mode:
        pool.reverse()
    else:
        rng.shuffle(pool)
    for q in ([raiser] if raiser >= 0 else []) + [q for q in others if q != raiser]:
        k = slots[q] - len(hands[q])
        hands[q].extend(pool[:k])
        del pool[:k]
    for v in pool:
        bag[v - 1] += 1
    return hands, bag
