"""Roxane's movement (round step 2), the garden setup, and the rulebook's movement example."""

from __future__ import annotations

from salon.core.rng import Rng
from salon.games.roxane.board import lay_garden, movement_phase
from salon.games.roxane.data import FIRST_CELLS, MOVE_IDS, PAVILION, PAVILION_CELL, T_STAR, TILE_KIND
from salon.games.roxane.rules import ST_ROUND

from .helpers import new, tile


def mv(direction: str) -> int:
    return next(i for i, m in enumerate(MOVE_IDS) if m in {"N": ("M1", "M2"), "S": ("M3", "M4"),
                                                          "W": ("M5", "M6"), "E": ("M7", "M8")}[direction])


def test_garden_setup_keeps_star_tiles_off_the_pavilions_sides() -> None:
    for seed in range(200):
        g = lay_garden(Rng(seed))
        assert g[PAVILION_CELL] == PAVILION
        assert sorted(x for x in g if x != PAVILION) == list(range(24))
        assert all(TILE_KIND[g[cell]] != T_STAR for cell in FIRST_CELLS)


def test_rulebook_movement_example_bounce_and_romance_tile() -> None:
    """Round 4: the tile's arrow would push Roxane out of the garden, so she moves the other
    way, ends on a Romance tile with 2 arrows left: the marker moves 2 spaces left. The next
    tile (visible) moves her towards the upper part next round."""
    s = new(3, seed=4)
    s.garden = s.garden[:]
    s.roxane = 2  # top edge, middle column
    s.garden[7] = tile("G06")  # romance, 2 arrows left, just below her
    s.moves = [mv("N"), mv("N"), mv("N")]  # top of the stack is the last one
    s.move_track = [mv("E"), mv("S"), mv("W")]  # rounds 1-3 already played
    s.marker = [5, 5]
    s.infl = [[0] * 11, [0] * 11]
    movement_phase(s)
    assert s.move_track[-1] == mv("N") and len(s.move_track) == 4
    assert s.roxane == 7
    assert s.marker[0] == 3
    assert s.view(0)["movement_next"] == "N"


def test_movement_through_the_round_sequence_and_hidden_stack() -> None:
    s = new(2, seed=3)
    v = s.view(0)
    assert v["movement_stack"] == 6 - v["round"]
    assert v["movement_next"] is not None
    assert "moves" not in v and "move_box" not in v


def test_star_tile_in_movement_places_a_fulfilment_marker() -> None:
    s = new(3, seed=5)
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G02")  # statue = 2 stars
    s.moves = [mv("E")]
    s.fulfil = [0, 0, 0]
    movement_phase(s)
    assert s.fulfil == [0, 1, 0]


def test_star_mapping_option_reverses_stars() -> None:
    s = new(3, seed=5, stars="movement-section")
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G01")  # spring-fountain: 1 star by default, 3 under this option
    s.moves = [mv("E")]
    s.fulfil = [0, 0, 0]
    movement_phase(s)
    assert s.fulfil == [0, 0, 1]


def test_removed_wish_gets_no_marker() -> None:
    s = new(3, seed=5)
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G03")
    s.wishes = [s.wishes[0], s.wishes[1], -1]
    s.moves = [mv("E")]
    s.fulfil = [0, 0, 0]
    movement_phase(s)
    assert s.fulfil == [0, 0, 0]


def test_empty_and_pavilion_do_nothing_and_edge_bounce_west() -> None:
    s = new(3, seed=6)
    s.garden = s.garden[:]
    s.roxane = 10  # left edge, middle row
    s.garden[11] = tile("G20")  # empty
    s.moves = [mv("W")]
    before = (s.marker[:], s.fulfil[:])
    movement_phase(s)
    assert s.roxane == 11
    assert (s.marker, s.fulfil) == before


def test_round_start_runs_movement_and_turns_in_order() -> None:
    s = new(3, seed=8)
    # finish the opening draws
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    assert s.round == 1
    assert len(s.move_track) == 1
    assert s.current_players() == (s.order[0],)
    assert s.stage != ST_ROUND
