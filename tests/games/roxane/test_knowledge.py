"""R20: what each seat knows of the hidden fencing markers, and determinization that keeps it."""

from __future__ import annotations

from salon.core.rng import Rng
from salon.games.roxane.bot import HeuristicBot
from salon.games.roxane.frames import F_CHECK, F_GIVE, F_TAKE
from salon.games.roxane.knowledge import learn_play
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
    assert held == {0, 1}  # both worlds are dealt
    # B itself knows what it drew
    for seed in range(10):
        assert s.determinize(B, seed).fence[B] == s.fence[B]


def test_seeing_a_known_value_drawn_or_played_forgets_one() -> None:
    s = all_threes_back_in_the_bag()
    draw_fencing(s, C, 3)  # C sees what it draws: each 3 may be one it knew of
    got = s.fence[C].count(3)
    assert len(s.fknow[C]) == 11 - got
    assert len(s.fknow[B]) == 11 and all(e[1 + C] == 3 for e in s.fknow[B])
    # a face-up play of a value the player may hold as a known marker: forget the newest
    # such marker and use up the draw that brought it for the older ones
    s.fknow = [[], [], [(3, 0, 2, 0), (2, 0, 1, 0), (3, 0, 1, 0), (3, 0, 0, 0)]]
    learn_play(s, B, 3)
    assert s.fknow[C] == [(3, 0, 1, 0), (2, 0, 0, 0), (3, 0, 0, 0)]
    learn_play(s, B, 3)  # the older 3 may still be with B
    assert s.fknow[C] == [(2, 0, 0, 0), (3, 0, 0, 0)]
    learn_play(s, B, 3)  # B drew nothing since the last 3 went in: it was not that one
    assert s.fknow[C] == [(2, 0, 0, 0), (3, 0, 0, 0)]


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
    assert s.fknow[C] == [(2, 0, 0, 0)] and not s.fknow[B]
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
    es = s.fknow[p]
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
    """Over heuristic games: the true state always satisfies each seat's knowledge (it is never
    too strong), every determinization does too (it never deals what p knows is false), and
    determinizing a determinization for the same seat changes nothing."""
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
