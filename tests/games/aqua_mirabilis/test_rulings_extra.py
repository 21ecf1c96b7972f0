"""Tests for rulings not covered by a rulebook example (docs/rulings/aqua-mirabilis.md)."""

from __future__ import annotations

from salon.games.aqua_mirabilis.data import BONUS_NAMES, METHOD_CODES, NF, RECIPE_INDEX, TILE_INDEX
from salon.games.aqua_mirabilis.rules import AquaState
from salon.games.aqua_mirabilis.scoring import bonus_points
from salon.games.aqua_mirabilis.timetrack import reset_matrix

from .helpers import B, J, N, O, R, build, legal, play


def test_r6_king_and_court_on_the_same_scent_place_no_cube() -> None:
    s = build(3, king=J, court=J)
    reset_matrix(s, final=False)
    assert sum(s.cubes) == 0 and s.king != J and s.court != J


def test_r8_letter_out_of_stock_ignores_the_nobleman() -> None:
    s = build(2, letters=[0, 0, 2, 2, 2])
    play(s, ["go court-A1"])
    assert s.letter[0] == 0


def _three_perfumes_and_tiles(*tiles: str, **fields: object) -> AquaState:
    """Seat 0 with three unpresented one-slot perfumes and the given Firenze tiles."""
    s = build(2, **fields)  # type: ignore[arg-type]
    ids = tuple(TILE_INDEX[t] for t in tiles)
    s.piles[3] = [t for t in s.piles[3] if t not in ids]
    s.tiles[0] = ids
    s.perfumes[0] = ((RECIPE_INDEX["O1"], B, -1), (RECIPE_INDEX["B1"], J, -1),
                     (RECIPE_INDEX["J1"], N, -1))
    s.presented[0] = (False, False, False)
    for r in ("O1", "B1", "J1"):
        s.pool[RECIPE_INDEX[r]] = False
    return s


def test_r17_dame_c_and_firenze_do_not_stack() -> None:
    # "two Perfumes per time", "2 Perfumes … rather than 1", "a second Perfume": two at most
    s = _three_perfumes_and_tiles("FI2", favour=[-1, -1, 0, -1])
    play(s, ["go versailles-1", "present 1", "present 2"])
    assert "flip FI2" not in legal(s) and "present 3" not in legal(s)
    s = _three_perfumes_and_tiles("FI1", "FI2")
    play(s, ["go versailles-1", "present 1", "flip FI1", "present 2"])
    assert "flip FI2" not in legal(s) and "present 3" not in legal(s)


def test_r17_stack_presentations_option() -> None:
    s = _three_perfumes_and_tiles("FI2", favour=[-1, -1, 0, -1])
    s.options = {**s.options, "stack_presentations": True}
    play(s, ["go versailles-1", "present 1", "present 2", "flip FI2", "present 3"])
    assert s.presented[0] == (True, True, True)


def test_r18_no_king_points_moved_to_the_second_pair() -> None:
    # the rulebook's Bergamot–Jasmine/Narcissus perfume with the B–J cell already full
    s = build(3, king=B, court=J, seat=2, letter=[0, 0, 2])
    s.perfumes[2] = ((RECIPE_INDEX["B5"], J, N),)
    s.presented[2] = (False,)
    s.pool[RECIPE_INDEX["B5"]] = False
    s.cubes[B * NF + J] = 4
    s.tokens[B * NF + J] = 0
    play(s, ["go versailles-1", "present 1"])
    assert s.score[2] == 3  # B–N: originality 3 only


def test_r19_declined_favour_stays_with_the_dame() -> None:
    s = build(2, scents={0: "N"}, influence=[[1, 0, 1, 0], [0] * 4], infl_supply=[6, 8],
              favour=[0, -1, 0, -1])
    play(s, ["go court-B1", "gift N", "release favour B"])
    assert s.favour == [0, -1, 0, -1]
    assert "gift N" not in legal(s)  # no N left; the favour stays with Dame B


def test_r19_a_favour_given_back_returns_once_the_cap_no_longer_binds() -> None:
    # seat 0 holds A and C and gave B back; seat 1 ties, then wins, Dame A
    s = build(2, seat=1, scents={1: "BB"}, influence=[[1, 1, 1, 0], [0] * 4],
              infl_supply=[5, 8], favour=[0, -1, 0, -1], declined=[-1, 0, -1, -1])
    play(s, ["go court-A1", "gift B"])
    assert s.favour == [-1, 0, 0, -1]  # A tied: seat 0 holds one favour, B follows the majority
    play(s, ["gift B"])
    assert s.favour == [1, 0, 0, -1] and s.declined == [-1] * 4


def test_r19_two_favours_given_back_one_returns_by_choice() -> None:
    # seat 0 has the majority everywhere, holds A and C, gave B and D back; losing A frees
    # one place: B and D return and seat 0 chooses again which favour to give back
    s = build(2, seat=1, scents={1: "BB"}, influence=[[1, 1, 1, 1], [0] * 4],
              infl_supply=[4, 8], favour=[0, -1, 0, -1], declined=[-1, 0, -1, 0])
    play(s, ["go court-A1", "gift B"])
    assert s.current_players() == (0,)
    assert legal(s) == ["release favour B", "release favour C", "release favour D"]
    play(s, ["release favour D"])
    assert s.favour == [-1, 0, 0, -1] and s.declined == [-1, -1, -1, 0]


def test_r22_firenze_both_tokens_on_one_dame() -> None:
    # "up to two Influence tokens in one or two different Court nobles spaces"
    s = build(2)
    t = TILE_INDEX["FI5"]
    s.piles[3].remove(t)
    s.tiles[0] = (t,)
    play(s, ["flip FI5", "influence B", "influence B"])
    assert s.influence[0] == [0, 2, 0, 0] and s.favour == [-1, 0, -1, -1]


def test_r26_new_methods_bonus_readings() -> None:
    # "2 points if you have learned one … plus 5 points … two … plus 7 points … three"
    s = build(2)
    s.methods[0] = (1, 3)  # Distillation dropped; Squeezing learned and dropped too
    s.learned[0] = 1 << 1 | 1 << 2 | 1 << 3
    bonus = BONUS_NAMES.index("new_methods")
    assert bonus_points(s, bonus, 0) == 2 + 5 + 7
    s.options = {**s.options, "method_bonus": "tiers"}
    assert bonus_points(s, bonus, 0) == 7
    s.options = {**s.options, "methods_counted": "kept"}
    assert bonus_points(s, bonus, 0) == 5
    s.options = {**s.options, "method_bonus": "sum"}
    assert bonus_points(s, bonus, 0) == 2 + 5


def test_r26_learning_a_method_is_remembered_after_dropping_it() -> None:
    s = build(2, flowers={0: "OOBB"})
    s.methods[0] = (0, 1, 3)
    s.learned[0] = 1 << 1 | 1 << 3
    s.stored[0] = ((), (), ())
    play(s, ["go method-1", "take method SQU pay O", "drop MAC"])
    assert s.methods[0] == (0, 3, 2) and s.learned[0] == 1 << 1 | 1 << 2 | 1 << 3


def test_r15_a_dropped_method_is_never_learned_again() -> None:
    """"You cannot acquire the same Production Method twice": the issue's sequence. Holding
    Distillation, Maceration and Squeezing, learn Enfleurage and drop Maceration: Maceration
    goes back to the shared supply, where the other player may take it, but is never offered to
    its former owner again; `relearn_methods=true` (version 3's reading) offers it."""
    codes = list(METHOD_CODES)
    dis, mac, squ = (codes.index(c) for c in ("DIS", "MAC", "SQU"))
    for relearn in (False, True):
        s = build(2, flowers={0: "OOBBBB", 1: "BB"})
        s.options = {**s.options, "relearn_methods": relearn}
        s.methods[0] = (dis, mac, squ)
        s.learned[0] = 1 << mac | 1 << squ
        s.stored[0] = ((), (), ())
        supply = s.method_supply[mac]
        play(s, ["go method-1", "take method ENF pay O", "drop MAC", "end turn"])
        assert s.method_supply[mac] == supply + 1 and s.learned[0] >> mac & 1
        other = s.clone()
        play(other, ["go method-2"])  # the other player may take the returned tile
        assert "take method MAC pay B" in legal(other)
        play(s, ["go court-A1", "end turn", "go court-A2", "end turn", "go court-B1", "end turn"])
        play(s, ["go method-1"])
        offered = [m for m in legal(s) if m.startswith("take method MAC")]
        assert bool(offered) is relearn, legal(s)
        if not relearn:
            err = s.why_illegal(0, s.game.parse_notation("take method MAC pay B"))
            assert err is not None and "Maceration" in err and "twice" in err


def test_r22_koln_originality_with_an_empty_reserve() -> None:
    s = build(4, orig_reserve=0)
    t = TILE_INDEX["KO2"]
    s.piles[2].remove(t)
    s.tiles[0] = (t,)
    play(s, ["flip KO2"])
    assert s.orig[0] == 1 and s.flipped[0] == (t,)


def test_r23_squeezing_output_limited_by_the_reserve() -> None:
    s = build(2, flowers={0: "O"}, ap=[1, 5])
    s.methods[0] = (0, 2)
    s.stored[0] = ((), ())
    s.reserve[O] = 0
    s.market[O] += 0
    play(s, ["produce", "make SQU O"])
    assert s.scents[0][O] == 1  # the second scent had no chit left in the reserve
    _ = (NF, R)
