"""Versailles scoring (the rulebook's 6 + 3 example), Dame favours at Versailles, the matrix reset."""

from __future__ import annotations

from typing import Any

from salon.games.aqua_mirabilis.data import NF, RECIPE_INDEX, TILE_INDEX
from salon.games.aqua_mirabilis.rules import AquaState
from salon.games.aqua_mirabilis.timetrack import reset_matrix
from salon.games.aqua_mirabilis.versailles import combination_points

from .helpers import B, J, L, N, O, R, build, legal, play

RED = 2


def cell(b: int, c: int) -> int:
    return b * NF + c


def red_with_b_perfume(**fields: Any) -> AquaState:
    s = build(3, king=B, court=J, seat=RED, letter=[0, 0, 2], **fields)
    s.perfumes[RED] = ((RECIPE_INDEX["B5"], J, N),)
    s.presented[RED] = (False,)
    s.pool[RECIPE_INDEX["B5"]] = False
    s.cubes[cell(B, J)] = 3
    s.tokens[cell(B, J)] = 0
    s.cube_supply -= 3
    s.orig_reserve += 1
    return s


def test_versailles_example_6_plus_3() -> None:
    s = red_with_b_perfume()
    orig = s.orig[RED]
    # B-J: originality 0, Court 2 (letter II), King 3, perfection 1 = 6
    s2 = s.clone()
    pts, king_done, parts = combination_points(s2, RED, B, J, False, final=False)
    assert pts == 6 and parts == {"originality": 0, "court": 2, "king": 3, "perfection": 1,
                                  "dame_d": 0}
    # B-N: new combination: token, originality 3, no King the second time = 3
    pts, _, parts = combination_points(s2, RED, B, N, king_done, final=False)
    assert pts == 3 and parts["originality"] == 3 and parts["king"] == 0
    play(s, ["go versailles-1", "present 1"])
    assert s.score[RED] == 9 and s.orig[RED] == orig + 1
    assert s.cubes[cell(B, J)] == 4 and s.cubes[cell(B, N)] == 1 and not s.tokens[cell(B, N)]
    assert s.presented[RED] == (True,)


def test_full_cell_scores_nothing() -> None:
    s = red_with_b_perfume()
    s.cubes[cell(B, J)] = 4
    play(s, ["go versailles-1", "present 1"])
    # B-J full: nothing, its King's points included; B-N: originality 3, no King (R18)
    assert s.score[RED] == 3


def test_dame_b_king_five_and_dame_d_two_per_cube() -> None:
    s = red_with_b_perfume(favour=[-1, RED, -1, RED])
    play(s, ["go versailles-1", "present 1"])
    assert s.score[RED] == 6 + 2 + 2 + 3 + 2


def test_dame_c_two_perfumes_and_presented_cannot_repeat() -> None:
    s = red_with_b_perfume(favour=[-1, -1, RED, -1])
    s.perfumes[RED] += ((RECIPE_INDEX["O1"], R, -1),)
    s.presented[RED] = (False, False)
    s.pool[RECIPE_INDEX["O1"]] = False
    play(s, ["go versailles-1", "present 1"])
    assert legal(s) == ["present 2", "done"] or "present 2" in legal(s)
    assert "present 1" not in legal(s)
    play(s, ["present 2"])
    assert s.presented[RED] == (True, True)


def test_dame_a_moves_the_court_down() -> None:
    s = red_with_b_perfume(favour=[RED, -1, -1, -1])
    play(s, ["go versailles-1", "court down"])
    assert s.court == L
    play(s, ["present 1"])
    # B-J: originality 0, King 3; B-N: originality 3 → 6
    assert s.score[RED] == 6


def test_firenze_half_score_and_second_perfume() -> None:
    s = red_with_b_perfume()
    s.tiles[RED] = (TILE_INDEX["FI3"], TILE_INDEX["FI1"])
    s.piles[3] = [t for t in s.piles[3] if t not in s.tiles[RED]]
    s.perfumes[RED] += ((RECIPE_INDEX["O1"], R, -1),)
    s.presented[RED] = (False, False)
    s.pool[RECIPE_INDEX["O1"]] = False
    play(s, ["go versailles-1", "present 1", "flip FI3"])
    assert s.score[RED] == 9 + 4
    play(s, ["flip FI1", "present 2"])
    assert s.presented[RED] == (True, True)


def test_matrix_reset_example() -> None:
    # Court on J, King on B, no token on B-J: cube there; Court to N (most), King to J (fewest).
    s = build(3, king=B, court=J)
    s.tokens[cell(B, J)] = 0
    s.orig_reserve += 1
    s.cubes[cell(O, N)] = 2
    s.cubes[cell(B, J)] = 1
    s.cube_supply -= 3
    reset_matrix(s, final=False)
    assert s.cubes[cell(B, J)] == 2
    assert s.court == N and s.king == J


def test_matrix_reset_removes_token_and_wraps() -> None:
    s = build(3, king=R, court=R - 1)
    assert s.tokens[cell(R, N)] == 1
    reserve = s.orig_reserve
    reset_matrix(s, final=False)
    assert s.tokens[cell(R, N)] == 0 and s.orig_reserve == reserve + 1
    # all other rows/columns empty: Court from N to R? R row has the cube's... first max
    assert s.court != N and s.king != R
    assert s.king == O  # wraps to the first column: all other columns have 0 cubes


def test_final_reset_both_markers_go_to_fewest() -> None:
    s = build(3, king=O, court=B)
    for b in range(NF):
        for c in range(NF):
            if b != c:
                s.cubes[cell(b, c)] = 1
    s.cubes[cell(J, L)] = 3
    s.cube_supply -= 32
    reset_matrix(s, final=True)
    assert s.court == J  # next row from B with the fewest cubes (first reached on ties)
    assert s.king == B
