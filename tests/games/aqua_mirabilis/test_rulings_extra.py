"""Tests for rulings not covered by a rulebook example (docs/rulings/aqua-mirabilis.md)."""

from __future__ import annotations

from salon.games.aqua_mirabilis.data import NF, RECIPE_INDEX, TILE_INDEX
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


def test_r17_dame_c_and_firenze_stack() -> None:
    s = build(2, favour=[-1, -1, 0, -1])
    t = TILE_INDEX["FI2"]
    s.piles[3].remove(t)
    s.tiles[0] = (t,)
    s.perfumes[0] = ((RECIPE_INDEX["O1"], B, -1), (RECIPE_INDEX["B1"], J, -1),
                     (RECIPE_INDEX["J1"], N, -1))
    s.presented[0] = (False, False, False)
    for r in ("O1", "B1", "J1"):
        s.pool[RECIPE_INDEX[r]] = False
    play(s, ["go versailles-1", "present 1", "present 2", "flip FI2", "present 3"])
    assert s.presented[0] == (True, True, True)


def test_r19_declined_favour_stays_with_the_dame() -> None:
    s = build(2, scents={0: "N"}, influence=[[1, 0, 1, 0], [0] * 4], infl_supply=[6, 8],
              favour=[0, -1, 0, -1])
    play(s, ["go court-B1", "gift N", "release favour B"])
    assert s.favour == [0, -1, 0, -1]
    assert "gift N" not in legal(s)  # no N left; the favour stays with Dame B


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
