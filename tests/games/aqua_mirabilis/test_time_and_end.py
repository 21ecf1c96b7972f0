"""Time track by player count, Sundays, the end of the game, the final parade and scoring."""

from __future__ import annotations

import salon
from salon.core.rng import Rng
from salon.games.aqua_mirabilis.common import F_END, F_FINAL
from salon.games.aqua_mirabilis.data import BONUS_NAMES, RECIPE_INDEX
from salon.games.aqua_mirabilis.scoring import bonus_points
from salon.games.aqua_mirabilis.timetrack import advance_day, day_name, last_day

from .helpers import B, J, L, N, O, R, build, fl, legal, play, rebalance


def test_track_lengths_and_skipped_days() -> None:
    assert last_day(4) == 28 and last_day(3) == 20 and last_day(2) == 16
    assert [day_name(3, d)[:3] for d in range(1, 6)] == ["Mon", "Wed", "Fri", "Sat", "Sun"]
    assert [day_name(2, d)[:3] for d in range(1, 5)] == ["Mon", "Wed", "Fri", "Sun"]


def test_middle_sunday_delivers_returns_perfumes_and_resets() -> None:
    s = build(3, market="", day=4)
    s.deliveries = [(1, 1, 0), (1, 2, 14)]  # O B J L x1 ; J L N R x2
    s.perfumes[0] = ((RECIPE_INDEX["O1"], B, -1),)
    s.presented[0] = (True,)
    s.pool[RECIPE_INDEX["O1"]] = False
    s.reserve[B] -= 1
    king, court = s.king, s.court
    advance_day(s, 0)
    assert s.day == 5
    assert s.market == [1, 1, 3, 3, 2, 2]
    assert s.presented[0] == (False,)
    assert (s.king, s.court) != (king, court) and sum(s.cubes) == 1


def test_game_ends_when_play_returns_to_the_trigger_player() -> None:
    s = build(3, flowers={1: "O"}, ap=[5, 1, 5], day=19, seat=1, orig=[1, 1, 0])
    play(s, ["produce", "make DIS O", "coach left 1"])
    assert s.day == 20 and s.end_trigger == 1
    play(s, ["extra turn", "go market-O", "collect"])  # the trigger player may still use a token
    assert s.current_players() == (2,)  # no token left: the turn ended by itself
    play(s, ["go market-B", "collect"])  # seat 2
    play(s, ["go market-J", "collect", "extra turn", "go market-L", "collect"])  # seat 0 twice
    # back to seat 1: the game is over (the final parade had nothing to make)
    assert s.is_over()
    assert s.outcome() is not None


def test_final_parade_scores_without_cubes() -> None:
    s = build(2, king=B, court=J, end_trigger=1, seat=1, letter=[0, 2])
    s.scents[1] = fl("BJN")
    rebalance(s)
    s.methods[1] = (0, 1, 2)
    s.stored[1] = ((), (), ())
    s.base[1] = 2
    s.stack = [(F_END, 1, -1, -1)]
    s.cur = 1
    play(s, ["end turn"])  # next is seat 0 = ... no: seat 0 is not the trigger
    # seat 0 plays a turn, then the parade starts from seat 1
    play(s, ["go market-O", "collect", "end turn"])
    assert s.stack and s.stack[-1][0] == F_FINAL and s.current_players() == (1,)
    cubes = sum(s.cubes)
    king, court = s.king, s.court
    play(s, ["recipe B5", "add J", "add N"])  # nothing else to make: the parade closes
    assert s.is_over() and sum(s.cubes) == cubes
    out = s.outcome()
    assert out is not None
    row = out.details["players"][1]
    b, c = king, court
    assert row["final_parade"] == row["final_parade_perfumes"][0]
    assert (b, c) == (s.king, s.court)


def test_all_twelve_final_bonuses() -> None:
    s = build(2, letter=[3, 0], orig=[4, 0])
    s.methods[0] = (0, 1, 3)
    s.learned[0] = 1 << 1 | 1 << 3
    s.stored[0] = ((), (), ())
    s.perfumes[0] = ((RECIPE_INDEX["J1"], B, -1), (RECIPE_INDEX["J5"], B, N),
                     (RECIPE_INDEX["R4"], O, L))
    s.scents[0] = fl("OBJLN")
    s.tiles[0] = (0, 7, 8)  # Paris, London, London
    s.flipped[0] = (9, 14, 21)  # London, Koln, Firenze
    s.influence[0] = [2, 2, 1, 0]
    got = {BONUS_NAMES[b]: bonus_points(s, b, 0) for b in range(12)}
    assert got == {
        "experience5": 5,  # 3 methods + 3 city tiles = 6
        "four_cities": 5,
        "three_london": 5,
        "jasmine_perfumes": 4,
        "three_bases": 0,  # J, J, R: not three different bases
        "rose_perfumes": 2,
        "new_methods": 7,  # two learned: 2 plus 5 (R26)
        "influence": 4,
        "originality": 4,
        "different_scents": 4,
        "letter": 4,
        "perfume_experience": 5,  # 1 + 4 + 4 = 9
    }


def test_outcome_details_and_tiebreaks() -> None:
    game = salon.load_game("aqua-mirabilis")
    s = game.new_game(3, seed=11)
    rng = Rng(5)
    while not s.is_over():
        (p,) = s.current_players()
        acts = s.legal_actions(p)
        s.apply(p, acts[rng.below(len(acts))])
    out = s.outcome()
    assert out is not None
    d = out.details
    for row, total in zip(d["players"], out.scores):
        parts = (row["during_game"] + row["final_parade"] + row["originality_tokens"]
                 + row["city_tiles"] + row["dame_majorities"] + sum(row["final_bonuses"].values()))
        assert parts == total == row["total"]
        assert len(row["tiebreak"]) == 4
    assert d["tiebreak_order"] == ["dame_favours", "experience", "letter", "perfumes"]
    assert len(d["bonus_tiles"]) == 4
    _ = (legal, R)
