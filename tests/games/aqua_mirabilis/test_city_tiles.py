"""Every city tile effect of the appendix, and the travel action."""

from __future__ import annotations

from salon.games.aqua_mirabilis.common import experience
from salon.games.aqua_mirabilis.data import RECIPE_INDEX, TILE_INDEX

from .helpers import B, J, L, N, O, R, build, fl, legal, play


def with_tile(tile_id: str, **kw: object):  # type: ignore[no-untyped-def]
    s = build(2, **kw)  # type: ignore[arg-type]
    t = TILE_INDEX[tile_id]
    for pile in s.piles:
        if t in pile:
            pile.remove(t)
    s.tiles[0] = s.tiles[0] + (t,)
    return s


def test_travel_takes_top_tile_and_needs_letter() -> None:
    s = build(2, piles={0: ["PA6"]})
    assert "go london" not in legal(s) and "go koln" not in legal(s)
    play(s, ["go paris"])
    assert s.tiles[0] == (TILE_INDEX["PA6"],) and experience(s, 0) == 2


def test_paris_flowers_and_scents() -> None:
    s = with_tile("PA1")
    play(s, ["flip PA1"])
    assert s.flowers[0] == fl("LLNN") and experience(s, 0) == 1
    assert s.flipped[0] == (TILE_INDEX["PA1"],)
    s = with_tile("PA4")
    play(s, ["flip PA4"])
    assert s.scents[0] == fl("LL")


def test_london_recipe_with_indicated_base_waives_level_and_base_scent() -> None:
    s = with_tile("LO1", scents={0: "J"})  # base R, one slot
    play(s, ["flip LO1"])
    assert legal(s) == ["recipe R1", "recipe R2"]
    play(s, ["recipe R2", "add J"])
    assert s.perfumes[0] == ((RECIPE_INDEX["R2"], J, -1),)


def test_london_recipe_with_chosen_base_two_slots() -> None:
    s = with_tile("LO3", scents={0: "JN"})
    play(s, ["flip LO3"])
    assert "recipe R5" in legal(s) and "recipe O1" not in legal(s)
    play(s, ["recipe R5", "add J", "add N"])
    assert s.perfumes[0] == ((RECIPE_INDEX["R5"], J, N),)


def test_london_scents_and_two_of_choice() -> None:
    s = with_tile("LO5")
    play(s, ["flip LO5"])
    assert s.scents[0] == fl("RRR")
    s = with_tile("LO7")
    play(s, ["flip LO7", "take scent O"])
    assert "take scent O" not in legal(s)
    play(s, ["take scent B"])
    assert s.scents[0] == fl("OB")


def test_koln_originality_plus_two_production_and_free_action() -> None:
    s = with_tile("KO1", orig_reserve=1)
    play(s, ["flip KO1"])
    assert s.orig[0] == 2 and s.orig_reserve == 0
    s = with_tile("KO3", flowers={0: "OBJ"}, ap=[1, 5])
    play(s, ["produce"])
    assert "flip KO3" in legal(s)
    play(s, ["make DIS O", "make DIS B", "flip KO3", "make DIS J"])
    assert s.scents[0] == fl("OBJ")
    s = with_tile("KO6", ap=[1, 5])
    assert "go london" not in legal(s)
    play(s, ["flip KO6", "go market-O", "worker 1 J", "worker 2 N"])  # 3 AP for free
    assert s.ap[0] == 1 and s.day == 0 and s.flowers[0] == fl("OJN")


def test_firenze_two_influence_tokens() -> None:
    s = with_tile("FI5")
    play(s, ["flip FI5", "influence A"])
    assert "influence A" in legal(s)  # R22: "one or two different" spaces
    play(s, ["influence D"])
    assert s.influence[0] == [1, 0, 0, 1] and s.favour == [0, -1, -1, 0]
    assert s.seen[0] == 0  # no gift, no look at the bonus
    _ = (L, N, O, R, B)
