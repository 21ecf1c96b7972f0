"""Court life (letters, gifts, influence, favours) and perfume making."""

from __future__ import annotations

from salon.games.aqua_mirabilis.common import experience
from salon.games.aqua_mirabilis.data import METHOD_INDEX, RECIPE_INDEX

from .helpers import B, J, L, N, O, R, build, fl, legal, play


def test_letters_a_then_b_swap() -> None:
    s = build(2, scents={0: ""})
    play(s, ["go court-A1"])
    assert s.letter[0] == 1 and s.letters[1] == 1
    s2 = build(2, letter=[1, 0], letters=[0, 1, 2, 2, 2])
    play(s2, ["go court-B1"])
    assert s2.letter[0] == 2 and s2.letters[1] == 2 and s2.letters[2] == 1
    s3 = build(2)  # no letter I: couple B's nobleman is ignored
    play(s3, ["go court-B1"])
    assert s3.letter[0] == 0


def test_gifts_tokens_and_favour_tie() -> None:
    s = build(2, scents={0: "BJ"}, influence=[[0, 0, 0, 0], [1, 0, 0, 0]],
              infl_supply=[8, 7], favour=[1, -1, -1, -1])
    play(s, ["go court-A1", "gift B"])
    assert s.favour[0] == -1  # 1 against 1: the favour returns to the Dame
    play(s, ["gift J"])
    assert s.favour[0] == 0 and s.influence[0][0] == 2
    assert s.seen[0] == 1


def test_dame_c_takes_originality_tokens_and_dame_d_perfumes() -> None:
    s = build(2, orig=[2, 1])
    play(s, ["go court-C", "gift token", "gift token"])
    assert s.influence[0][2] == 2 and s.orig[0] == 0
    s2 = build(2)
    s2.perfumes[0] = ((RECIPE_INDEX["O1"], B, -1),)
    s2.presented[0] = (True,)
    s2.pool[RECIPE_INDEX["O1"]] = False
    play(s2, ["go court-D", "gift perfume 1"])
    assert s2.perfumes[0] == () and s2.pool[RECIPE_INDEX["O1"]] and s2.influence[0][3] == 1


def test_tokens_move_when_the_supply_is_empty() -> None:
    s = build(2, scents={0: "N"}, influence=[[8, 0, 0, 0], [0] * 4], infl_supply=[0, 8])
    play(s, ["go court-B1", "gift N"])
    assert legal(s) == ["move token from A"]
    play(s, ["move token from A"])
    assert s.influence[0] == [7, 1, 0, 0]


def test_at_most_two_favours_choose_which_to_keep() -> None:
    s = build(2, scents={0: "N"}, influence=[[1, 0, 1, 0], [0] * 4], infl_supply=[6, 8],
              favour=[0, -1, 0, -1])
    play(s, ["go court-B1", "gift N"])
    assert sorted(legal(s)) == ["release favour A", "release favour B", "release favour C"]
    play(s, ["release favour A"])
    assert s.favour == [-1, 0, 0, -1]


def test_recipe_needs_experience_and_discards_base() -> None:
    s = build(2, scents={0: "BJN"})
    assert "recipe B5" not in legal(s)  # level 4 > experience 1
    s.methods[0] = (0, 1, 2)
    s.stored[0] = ((), (), ())
    s.base[0] = 1  # +1 = experience 4
    assert experience(s, 0) == 4
    play(s, ["recipe B5", "add J", "add N"])
    assert s.perfumes[0] == ((RECIPE_INDEX["B5"], J, N),) and s.scents[0] == fl("")


def test_base_scent_tile_keeps_the_scent() -> None:
    s = build(2, scents={0: "OB"}, base=[1 << O, 0])
    play(s, ["recipe O1", "add B"])
    assert s.scents[0] == fl("O")


def test_no_duplicate_perfumes_and_three_at_most() -> None:
    s = build(2, scents={0: "OBOBOJ"})
    play(s, ["recipe O1", "add B"])
    assert "recipe O1" not in legal(s)  # recipe taken from the pool
    s.scents[0] = fl("NNB")
    s.perfumes[0] = ((RECIPE_INDEX["O1"], B, -1), (RECIPE_INDEX["J1"], B, -1),
                     (RECIPE_INDEX["L1"], B, -1))
    s.presented[0] = (False,) * 3
    s.pool[RECIPE_INDEX["J1"]] = s.pool[RECIPE_INDEX["L1"]] = False
    play(s, ["recipe N1"])
    assert legal(s) == ["discard perfume 1", "discard perfume 2", "discard perfume 3"]
    play(s, ["discard perfume 2", "add B"])
    assert [p[0] for p in s.perfumes[0]] == [RECIPE_INDEX["O1"], RECIPE_INDEX["L1"],
                                             RECIPE_INDEX["N1"]]
    assert s.pool[RECIPE_INDEX["J1"]]


def test_method_limit_three_and_drop() -> None:
    s = build(2, flowers={0: "OOJJ"})
    s.methods[0] = (0, 1, 2)
    s.stored[0] = ((), (B,), ())
    play(s, ["go method-1", "take method EXT pay O"])
    assert legal(s) == ["drop DIS", "drop MAC", "drop SQU"]
    play(s, ["drop MAC"])
    assert s.methods[0] == (0, 2, METHOD_INDEX["EXT"]) and s.method_supply[1] == 3
    _ = (L, R)


def test_extra_turn_never_twice_in_a_row() -> None:
    s = build(2, orig=[2, 1])
    play(s, ["go market-O", "collect", "extra turn", "go market-B", "collect"])
    assert s.current_players() == (1,)  # no second extra turn: the turn passed
    assert s.orig[0] == 1


def test_travel_needs_a_tile_in_the_pile() -> None:
    s = build(2)
    s.tiles[1] = tuple(s.piles[0])
    s.piles[0] = []
    assert "go paris" not in legal(s)
