"""R20: what each seat knows of the hidden fencing markers, and determinization that keeps it."""

from __future__ import annotations

import pytest

from salon.core.rng import Rng
from salon.games.roxane.bot import HeuristicBot
from salon.games.roxane.data import KISS_IDS, NKISS, WISH_IDS
from salon.games.roxane.frames import F_CHECK, F_GIVE, F_KISS, F_TAKE, F_WISHEND, F_WISHES, F_WISHP
from salon.games.roxane.knowledge import KH, KP, capacities, learn_play
from salon.games.roxane.turn import draw_fencing

from .helpers import give_hand, new, play, turn_of

A, B, C = 0, 1, 2


def position(players: int = 3):
    s = new(players, seed=21)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    assert s.fence == [[]] * players and not any(s.fknow)
    s.passion = [0] * players
    s.revealed = [0] * players
    return s


def all_threes_back_in_the_bag():
    """Seat A plays all eleven 3s in a duel against B, who gives up: they go back into the bag
    after B's grudge marker is drawn, so every seat knows the bag holds all eleven 3s."""
    s = position()
    give_hand(s, A, ["T19", "T22", "T01", "T55", "T73", "T40"])
    s.fence = [[3] * 11, [1, 1], [2]]
    s.bag = [9, 10, 0]
    turn_of(s, A)
    play(s, "duel T19 @1", *["play 3"] * 11, "done", "give up")
    assert s.bag[2] == 11 and len(s.fence[B]) == 3
    return s


def test_markers_seen_going_back_stay_in_the_bag() -> None:
    s = all_threes_back_in_the_bag()
    for p in (B, C):
        assert [e[0] for e in s.fknow[p]] == [3] * 11
        for seed in range(20):
            d = s.determinize(p, seed)
            assert d.bag[2] == 11  # nobody drew since: every 3 is in the bag
            assert all(3 not in d.fence[q] for q in range(3) if q != p)
            assert d.view(p) == s.view(p)


def test_a_draw_since_lets_the_drawer_hold_one_of_them() -> None:
    s = all_threes_back_in_the_bag()
    draw_fencing(s, B, 1)  # B draws one more marker: it may be one of the known 3s
    held = set()
    for seed in range(60):
        d = s.determinize(C, seed)
        threes = d.fence[B].count(3)
        assert threes <= 1 and d.bag[2] == 11 - threes
        assert 3 not in d.fence[A]
        held.add(threes)
        assert d.determinize(C, 77).to_json() == s.determinize(C, 77).to_json()
    assert held == {0, 1}  # both worlds are dealt
    # B itself knows what it drew
    for seed in range(10):
        assert s.determinize(B, seed).fence[B] == s.fence[B]


def test_seeing_a_known_value_drawn_or_played_forgets_one() -> None:
    s = all_threes_back_in_the_bag()
    draw_fencing(s, C, 3)  # C sees what it draws: each 3 may be one it knew of
    got = s.fence[C].count(3)
    assert len(s.fknow[C]) == 11 - got
    assert len(s.fknow[B]) == 11 and all(e[1 + C] == 3 for e in capacities(s, B))
    # a face-up play of a value the player may hold as a known marker: forget the newest
    # such marker and use up the draw that brought it for the older ones
    s.fdraws = [0, 2, 0]
    s.fknow = [[], [], [(3, 0, 0, 0), (2, 0, 1, 0), (3, 0, 1, 0), (3, 0, 2, 0)]]
    assert capacities(s, C) == [(3, 0, 2, 0), (2, 0, 1, 0), (3, 0, 1, 0), (3, 0, 0, 0)]
    learn_play(s, B, 3)
    assert capacities(s, C) == [(3, 0, 1, 0), (2, 0, 0, 0), (3, 0, 0, 0)]
    learn_play(s, B, 3)  # the older 3 may still be with B
    assert capacities(s, C) == [(2, 0, 0, 0), (3, 0, 0, 0)]
    learn_play(s, B, 3)  # B drew nothing since the last 3 went in: it was not that one
    assert capacities(s, C) == [(2, 0, 0, 0), (3, 0, 0, 0)]


def test_own_discard_is_known_to_the_discarder_only() -> None:
    """C discards its 2 when checking resources into an empty bag. C knows the bag holds a 2;
    B saw only 'a fencing marker' go back, and deals the bag any of A's values too."""
    s = position()
    s.fence = [[1] * 11 + [2] * 10 + [3] * 11, [], [2]]
    s.bag = [0, 0, 0]
    s.caps[C] = [0, 0, 0]
    s.commas[C] = s.commas_w[C] = 0
    turn_of(s, A)  # A's action phase waits under C's check
    s.pend.append((F_CHECK, C, 0, 0, 0))
    s._lc = None
    assert [str(a) for a in s.legal_actions(C)] == ["discard fencing 2"]
    play(s, "discard fencing 2")
    assert capacities(s, C) == [(2, 0, 0, 0)] and not s.fknow[B]
    assert s.current_players() == (A,) and s.bag == [0, 1, 0]
    assert all(s.determinize(C, seed).bag == [0, 1, 0] for seed in range(20))
    assert {tuple(s.determinize(B, seed).bag) for seed in range(40)} == \
        {(1, 0, 0), (0, 1, 0), (0, 0, 1)}


def test_trade_gift_is_known_to_the_trader_once_back_in_the_bag() -> None:
    s = position()
    give_hand(s, A, ["T19", "T22", "T01", "T55", "T73", "T40"])
    s.fence = [[2, 3], [], []]
    s.bag = [11, 10, 10]
    turn_of(s, A)
    play(s, "trade T19", "exchange 2", "give fencing 2", "give fencing 3")
    assert [f[0] for f in s.pend[-1:]] == [F_TAKE]
    assert not any(s.fknow)
    for seed in range(10):  # B deals the set-aside markers among what it has not seen
        d = s.determinize(B, seed)
        assert len(d.aside) == 2 and d.component_counts() == s.component_counts()
    play(s, "take rose")
    assert sorted(e[0] for e in s.fknow[A]) == [2, 3] and not s.fknow[B]
    assert all(f[0] not in (F_GIVE, F_TAKE) for f in s.pend)


def test_a_raiser_is_dealt_markers_that_reach_what_it_must() -> None:
    """Mid-raise, the raiser has shown it can reach the other's total: a determinization for
    another seat gives it markers that do (here only a 3 does)."""
    s = position()
    give_hand(s, A, ["T19", "T22", "T01", "T55", "T73", "T40"])
    s.fence = [[3], [1, 3], []]
    s.bag = [10, 11, 9]
    turn_of(s, A)
    play(s, "duel T19 @1", "play 3", "done", "play 1")
    assert s.d_str == [4, 1] and s.current_players() == (B,)
    for p in (A, C):
        for seed in range(30):
            d = s.determinize(p, seed)
            assert d.fence[B] == [3]
            assert [str(a) for a in d.legal_actions(B)] == ["play 3"]


def _consistent(s, p: int) -> bool:
    """Do the true markers satisfy what p knows? (known markers placed by backtracking)"""
    trader = max([f[1] for f in s.pend if f[0] in (F_GIVE, F_TAKE) and f[1] != p], default=-1)
    loc = {-1: list(s.bag)}
    for q in range(s.players):
        if q != p:
            loc[q] = [0, 0, 0]
            for v in s.fence[q] + (s.aside if q == trader else []):
                loc[q][v - 1] += 1
    es = capacities(s, p)
    low, run = [], [1 << 30] * s.players
    for e in es:
        run = [min(run[q], e[1 + q]) for q in range(s.players)]
        low.append(run)
    cnt = [0] * s.players

    def rec(i: int) -> bool:
        if i < 0:
            return True
        v = es[i][0] - 1
        for where, have in loc.items():
            if have[v] <= 0 or (where >= 0 and cnt[where] >= low[i][where]):
                continue
            have[v] -= 1
            cnt[where] += where >= 0
            ok = rec(i - 1)
            have[v] += 1
            cnt[where] -= where >= 0
            if ok:
                return True
        return False

    return rec(len(es) - 1)


def test_knowledge_holds_for_the_truth_and_every_determinization() -> None:
    """Over heuristic games: the true state satisfies each seat's knowledge (the one corner
    where it could not, R20's approximation, does not arise in these games), every
    determinization does too (it never deals what p knows is false), and determinizing a
    determinization for the same seat changes nothing."""
    checked = 0
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        s = new(players, seed=seed)
        bots = [HeuristicBot(seed + q) for q in range(players)]
        k = 0
        rng = Rng(seed)
        while not s.is_over():
            q = s.current_players()[0]
            s.apply(q, bots[q].choose(s, q) if rng.below(4) else
                    s.legal_actions(q)[rng.below(len(s.legal_actions(q)))])
            k += 1
            if k % 9:
                continue
            for p in range(players):
                assert _consistent(s, p)
                d = s.determinize(p, k)
                assert _consistent(d, p)
                assert d.determinize(p, 1000 + k).to_json() == s.determinize(p, 1000 + k).to_json()
                checked += len(s.fknow[p])
    assert checked > 0  # duels happened and knowledge was kept


# ---------------------------------------------------------------- kiss markers
def kiss_position(players: int = 3, stack: int = 3, seed: int = 21):
    """All seats meet all three wishes, fulfilled this round; a short kiss stack (the others
    spread over the hands of seats A and B)."""
    s = position(players)
    s.wishes = [WISH_IDS.index(w) for w in ("W1", "W2", "W4")]
    s.fulfil = [1, 1, 1]
    s.roses = [3] * players
    s.letters = [3] * players
    s.passion = [4] * players
    ks = list(range(NKISS))
    Rng(seed).shuffle(ks)
    s.kstack = ks[:stack]
    rest = ks[stack:]
    s.kiss = [sorted(rest[:len(rest) // 2]), sorted(rest[len(rest) // 2:])] + [[]] * (players - 2)
    s.pend = [(F_WISHES, -1, 0, 0, 0)]
    s._lc = None
    return s


def _kiss_truth(s, p: int, ids):
    where = {}
    for i, k in enumerate(s.kstack):
        where[k] = i
    for q in range(s.players):
        for k in s.kiss[q]:
            where[k] = KH + q if q != p else -1
    for f in s.pend:
        if f[0] == F_KISS:
            where[f[2]] = KP if f[1] != p else -1
            where[f[3]] = KP + 1 if f[1] != p else -1
    return tuple(where[k] for k in ids)


def _kiss_ok(s, p: int) -> bool:
    ids, worlds = s.kknow[p]
    return _kiss_truth(s, p, ids) in worlds


def test_a_kiss_marker_drawn_by_another_stays_known_as_one_of_two() -> None:
    """C puts a marker under a stack of two; A draws both: C knows A's pair holds it, then that
    A kept it or put it under — never that B has it."""
    s = kiss_position()
    s.order = [C, A, B]
    s.kiss = [s.kiss[0], s.kiss[1][:5], s.kiss[1][5:]]  # C holds some too
    s.pend = [(F_WISHEND, -1, 0, 0, 0)] + [(F_WISHP, q, 0, 0, 0) for q in (B, A, C)]
    s._lc = None
    s._advance()
    top, second, bottom = s.kstack[2], s.kstack[1], s.kstack[0]
    play(s, "kiss draw", f"keep {KISS_IDS[top]}")  # C keeps the top one, `second` goes under
    assert s.kstack == [second, bottom]
    assert s.view(C)["player"][C]["kisses_known_in_stack"] == [[0, KISS_IDS[second]]]
    assert s.current_players() == (A,)
    play(s, "kiss draw")  # A draws `bottom` and `second`
    assert s.kknow[C] == ((second,), ((KP + 1,),))
    assert s.view(C)["player"][C]["kisses_known_in_stack"] == []
    for seed in range(10):
        d = s.determinize(C, seed)
        assert second in d.pend[-1][2:4]  # in A's pair, in every determinization
    play(s, f"keep {KISS_IDS[bottom]}")  # A keeps `bottom`; `second` goes under again
    ids, worlds = s.kknow[C]
    assert ids == (second,) and set(worlds) == {(KH + A,), (0,)}
    places = set()
    for seed in range(40):
        d = s.determinize(C, seed)
        assert second not in d.kiss[B]
        assert d.kstack == [second] or second in d.kiss[A]
        places.add("stack" if d.kstack == [second] else "A")
        assert d.determinize(C, 5).to_json() == s.determinize(C, 5).to_json()
        assert d.view(C) == s.view(C)
    assert places == {"stack", "A"}
    # A knows exactly what it put under
    assert s.kknow[A] == ((second,), ((0,),))
    assert all(s.determinize(A, seed).kstack == [second] for seed in range(5))


def test_drawing_a_marker_one_knew_of_settles_the_others() -> None:
    """C knows `second` is with A or under the stack; C draws the stack's marker and sees which."""
    s = kiss_position()
    s.order = [C, A, B]
    s.pend = [(F_WISHEND, -1, 1, 0, 0)] + [(F_WISHP, q, 1, 0, 0) for q in (C,)] + \
             [(F_WISHEND, -1, 0, 0, 0)] + [(F_WISHP, q, 0, 0, 0) for q in (A, C)]
    s._lc = None
    s._advance()
    top, second, bottom = s.kstack[2], s.kstack[1], s.kstack[0]
    play(s, "kiss draw", f"keep {KISS_IDS[top]}", "kiss draw", f"keep {KISS_IDS[second]}")
    assert set(s.kknow[C][1]) == {(KH + A,), (0,)}
    assert s.kstack == [bottom] and s.current_players() == (C,)
    play(s, "kiss draw")  # only one marker left: C takes it and sees it is not `second`
    assert s.kiss[C] == sorted([top, bottom])
    assert s.kknow[C] == ((second,), ((KH + A,),))  # so A kept it
    assert all(second in s.determinize(C, seed).kiss[A] for seed in range(10))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kiss_knowledge_holds_over_random_wish_rounds(players: int) -> None:
    """Short stacks, every seat meeting every wish, random draws, keeps and skips: the true
    placement is always one p cannot rule out, every determinization is one too, and
    determinizing a determinization for the same seat changes nothing."""
    rng = Rng(players)
    for seed in range(12):
        s = kiss_position(players, stack=2 + seed % 4, seed=seed)
        s.order = list(range(players))
        rng.shuffle(s.order)
        s._advance()
        steps = 0
        while s.round == 1 and steps < 40:
            q = s.current_players()[0]
            acts = s.legal_actions(q)
            for p in range(players):
                assert _kiss_ok(s, p)
                d = s.determinize(p, steps)
                assert _kiss_ok(d, p) and d.view(p) == s.view(p)
                assert d.determinize(p, 99).to_json() == s.determinize(p, 99).to_json()
            s.apply(q, acts[rng.below(len(acts))])
            steps += 1
