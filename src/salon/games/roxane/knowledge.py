"""What each seat knows of the fencing and kiss markers it cannot see, and dealing them again
(R20). Fencing markers first; kiss markers at the end of the module.

The hidden fencing markers, for seat p, are the bag, the other players' markers and a trade's
set-aside markers while another seat trades. Their values as a multiset are known to p (33
markers, 11 of each value, minus p's own, the duel table and p's own set-aside markers); what
p learns beyond that are *known markers*: a marker whose value p saw go into the bag — every
marker played in a duel (public), and p's own markers discarded when checking resources or given
in a trade (seen by p alone). A known marker is in the bag, or was drawn later by another seat.

p's known markers, oldest first, each with (value, c_0, …, c_{n-1}) (`capacities`): c_q is
how many of the known markers from this one onwards seat q may hold — the number of markers q
drew from the bag since this one went in, less the known markers q was seen to play since.
Stored as `s.fknow[p]` entries (value, b_0, …, b_{n-1}) with c_q = `s.fdraws[q]` − b_q, where
`s.fdraws` counts every seat's draws from the bag (public: every view shows it, as each seat's
`fencing_draws`), so a draw changes one counter. The sets of worlds p cannot tell apart are exactly:

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

The one approximation (it never deals a world inconsistent with what p saw): when q plays a
value face up that it may hold as a known marker, p takes the played marker to be that known
one. The worlds where it was another of q's markers are dealt too, except those where q, apart
from the played marker, still holds as many known markers as it drew since one of them went
in (e.g. q drew once after a known 2 and a known 3 went in, drew the 2, and plays an older 3:
p then deals the 2 in the bag only). p's own draws are exact. `deal_fencing` places the known
markers newest first, each in the bag or with a seat that may hold it, weighted by free
places; a duel's raiser in the middle of a raise gets a hand whose total reaches what it must
(retried, then dealt greedily).
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
    fd = s.fdraws[:]
    fd[p] += len(vals)
    s.fdraws = fd
    es = s.fknow[p]
    if not es:
        return
    es = list(es)
    for v in vals:
        for i in range(len(es) - 1, -1, -1):
            if es[i][0] == v:
                del es[i]
                break
    new = s.fknow[:]
    new[p] = es
    s.fknow = new


def learn_play(s: RoxaneState, p: int, v: int) -> None:
    """Seat p played a marker of value v face up in a duel."""
    fk = s.fknow
    new: list[list[Entry]] | None = None
    j = 1 + p
    drawn = s.fdraws[p]
    for q, es in enumerate(fk):
        if q == p or not es:
            continue
        hit = -1
        for i, e in enumerate(es):
            if e[j] >= drawn:  # c_p = 0: p may hold none of the known markers from here on
                break
            if e[0] == v:
                hit = i
        if hit < 0:
            continue
        es = [e[:j] + (e[j] + 1,) + e[j + 1:] for e in es[:hit]] + list(es[hit + 1:])
        if new is None:
            new = fk[:]
        new[q] = es
    if new is not None:
        s.fknow = new


def capacities(s: RoxaneState, p: int) -> list[tuple[int, ...]]:
    """p's known markers as (value, c_0, …, c_{n-1}) (see the module docstring)."""
    fd = s.fdraws
    return [(e[0],) + tuple(fd[q] - e[1 + q] for q in range(s.players)) for e in s.fknow[p]]


def learn_known(s: RoxaneState, seats: list[int] | range, vals: list[int]) -> None:
    """These seats saw markers of these values go into the bag."""
    if not vals:
        return
    base = tuple(s.fdraws)
    added = [(v,) + base for v in vals]  # the same entries for every seat (tuples: shared)
    new = s.fknow[:]
    for q in seats:
        new[q] = new[q] + added
    s.fknow = new


# ---------------------------------------------------------------- dealing again
def _place(entries: list[Entry], slots: list[int], bag_n: int, others: list[int], rng: Rng,
           mode: int) -> list[int] | None:
    """Where each known marker (value, c_0, …) goes (-1 the bag, else a seat), newest first;
    None if stuck.
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
    entries = capacities(s, p)
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


# ---------------------------------------------------------------- kiss markers
# `s.kknow[p]` = (ids, worlds): the kiss markers p knows of but cannot see now, and every
# placement of them p cannot rule out, one slot per id and world. Slots: a stack position
# counted from the bottom (0 the bottom marker), KH + q a kiss marker in seat q's hand, KP + 0 /
# KP + 1 the two markers of a kiss choice under way (frame x / y). Every hidden slot no known id
# takes holds one of the markers p knows nothing of. Events, for every seat p:
# * p puts a marker under the stack: it is at position 0 in every world;
# * another seat q draws the top marker(s): those positions become q's pair (or q's hand if
#   only one was left); q keeps one and puts the other under: each world splits in two, the
#   pair's x in q's hand and y at the bottom, or the other way round;
# * p draws: p sees the ids, so only the worlds that put exactly those (or no known id) there
#   remain, and the drawn ids leave the known ones.
# Exact: the worlds are listed one by one (kiss draws are few: at most 3 wishes a game).
KH = 100
KP = 200
KEMPTY: tuple[tuple[int, ...], tuple[tuple[int, ...], ...]] = ((), ((),))
Know = tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]


def _canon(ids: list[int] | tuple[int, ...], worlds: list[tuple[int, ...]] | set[tuple[int, ...]]
           ) -> Know:
    order = sorted(range(len(ids)), key=lambda j: ids[j])
    out = {tuple(w[j] for j in order) for w in worlds}
    return tuple(ids[j] for j in order), tuple(sorted(out))


def _shift(know: Know) -> Know:
    """A marker went under the stack: every stack position moves up by one."""
    ids, worlds = know
    if not ids:
        return know
    return ids, tuple(tuple(x + 1 if x < KH else x for x in w) for w in worlds)


def kiss_drawn(s: RoxaneState, q: int, drawn: list[int]) -> None:
    """Seat q draws these markers (top first) from the top of the stack (already removed)."""
    top = len(s.kstack) + len(drawn) - 1
    new = s.kknow[:]
    for p, know in enumerate(new):
        ids, worlds = know
        if p == q:
            ids_l = list(ids)
            ws = list(worlds)
            for i, k in enumerate(drawn):
                pos = top - i
                if k in ids_l:
                    j = ids_l.index(k)
                    ws = [w[:j] + w[j + 1:] for w in ws if w[j] == pos]
                    del ids_l[j]
                else:
                    ws = [w for w in ws if pos not in w]
            new[p] = _canon(ids_l, ws) if ws else KEMPTY
        elif ids:
            to = {top: KH + q} if len(drawn) == 1 else {top: KP, top - 1: KP + 1}
            new[p] = ids, tuple(tuple(to.get(x, x) for x in w) for w in worlds)
    s.kknow = new


def kiss_kept(s: RoxaneState, q: int, under: int) -> None:
    """Seat q keeps one of its pair and puts `under` beneath the stack."""
    new = [_shift(know) for know in s.kknow]
    for p, (ids, worlds) in enumerate(new):
        if p == q:
            new[p] = _canon(ids + (under,), [w + (0,) for w in worlds])
        elif ids:
            out = set()
            for w in worlds:
                out.add(tuple(KH + q if x == KP else 0 if x == KP + 1 else x for x in w))
                out.add(tuple(0 if x == KP else KH + q if x == KP + 1 else x for x in w))
            new[p] = _canon(ids, out)
    s.kknow = new


def kiss_known_in_stack(s: RoxaneState, p: int) -> list[tuple[int, int]]:
    """(position from the bottom, id) of every stack marker p knows for sure."""
    ids, worlds = s.kknow[p]
    out = []
    for j, k in enumerate(ids):
        slots = {w[j] for w in worlds}
        if len(slots) == 1:
            x = next(iter(slots))
            if x < KH:
                out.append((x, k))
    return sorted(out)
