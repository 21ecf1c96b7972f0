"""Rulebook examples: the flower market sequence, production, storing flowers, the coach."""

from __future__ import annotations

from salon.games.aqua_mirabilis.data import METHOD_INDEX, TILE_INDEX

from .helpers import B, J, L, N, R, build, fl, legal, play

BLUE, GREEN, RED = 0, 1, 2
DIS, MAC, ENF = METHOD_INDEX["DIS"], METHOD_INDEX["MAC"], METHOD_INDEX["ENF"]


def test_market_sequence() -> None:
    # Workers on B and J; 3 B, 1 J, 2 N, 3 R, some O in the market.
    s = build(3, market="OOOBBBJNNRRR", workers=(B, J))
    play(s, ["go market-N", "collect"])  # Blue: no worker moved, 1 AP: N, B, J
    assert s.flowers[BLUE] == fl("BJN") and s.ap[BLUE] == 4
    play(s, ["end turn"])
    play(s, ["go market-B", "worker 2 O", "collect"])  # Green: J worker to O, 2 AP
    assert s.flowers[GREEN] == fl("OBB") and s.ap[GREEN] == 3
    play(s, ["end turn"])
    play(s, ["go market-R", "worker 2 N", "collect"])  # Red: O worker to N; B basket is empty
    assert s.flowers[RED] == fl("NR") and s.ap[RED] == 3
    play(s, ["end turn"])
    assert "go market-R" not in legal(s)  # Red's perfumer occupies the R bench
    play(s, ["go market-J", "worker 1 R", "worker 2 R"])  # 3 AP, 2 R (collected: no choice left)
    assert s.flowers[BLUE] == fl("BJNRR") and s.ap[BLUE] == 1
    assert s.market[R] == 0 and s.market[J] == 0


def test_same_action_type_not_twice_in_a_row() -> None:
    s = build(2, market="OOBBJJLLNNRR")
    play(s, ["go market-O", "collect", "extra turn"])
    assert "go market-O" not in legal(s) and "go market-B" in legal(s)


def test_worker_moves_limited_by_action_points() -> None:
    s = build(2, market="OOBBJJLLNNRR", ap=[2, 5])
    play(s, ["go market-O", "worker 1 J"])  # 2 AP spent: no more moves, collected at once
    assert s.flowers[0] == fl("OJB") and s.ap[0] == 5 and s.day == 1


def test_production_maceration_then_distillation_and_storing() -> None:
    # Red: 3 B, 1 N, 1 O; Distillation + Maceration; 3 production points (2 AP left).
    s = build(3, flowers={RED: "BBBNO"}, seat=RED, ap=[5, 5, 2])
    s.methods[RED] = (DIS, MAC)
    s.stored[RED] = ((), ())
    play(s, ["produce", "make MAC B N", "make DIS O"])
    assert s.scents[RED] == fl("BNO") and s.flowers[RED] == fl("BB")
    assert "recipe B1" in legal(s)  # no points left, but a perfume may be made now (R11)
    play(s, ["done"])
    # Maceration needs two different flowers: only one B may be stored on it.
    assert "store MAC B" in legal(s) and "store DIS B" in legal(s)
    play(s, ["store MAC B"])
    assert "store MAC B" not in legal(s)
    play(s, ["store DIS B"])
    assert s.stored[RED] == ((B,), (B,))
    assert "unstore DIS B" in legal(s)  # stored flowers may only be discarded
    play(s, ["done", "coach right 1"])
    assert s.flowers[RED] == fl("")  # nothing left to discard
    assert s.stored[RED] == ((B,), (B,))  # stored flowers stay on the methods


def test_unstored_flowers_are_discarded_after_production() -> None:
    s = build(2, flowers={0: "BBL"}, ap=[1, 5])
    play(s, ["produce", "make DIS B", "make DIS B", "done", "coach right 1"])
    assert s.flowers[0] == fl("") and s.scents[0] == fl("BB")
    assert s.ap[0] == 5 and s.day == 1


def test_enfleurage_roses_and_distillation_refuses_rose() -> None:
    # Yellow: 2 R and 1 N, Enfleurage, 2 production points (1 AP left).
    s = build(4, flowers={3: "RRN"}, seat=3, ap=[5, 5, 5, 1])
    s.methods[3] = (DIS, ENF)
    s.stored[3] = ((), ())
    play(s, ["produce"])
    assert "make DIS R" not in legal(s)
    play(s, ["make ENF R"])
    assert s.scents[3] == fl("RRR")
    assert "make DIS N" not in legal(s)  # no production point left


def test_specialisation_adds_one_scent() -> None:
    s = build(4, flowers={0: "NN"}, ap=[1, 5, 5, 5], spec=[1 << N, 0, 0, 0])
    s.methods[0] = (DIS, ENF)
    s.stored[0] = ((), ())
    play(s, ["produce", "make ENF N"])
    assert s.scents[0] == fl("NNNN")


def test_production_needs_a_flower_and_points() -> None:
    s = build(2)
    assert "produce" not in legal(s)  # 5 AP: no production points
    s = build(2, ap=[3, 5])
    assert "produce" not in legal(s)  # no flowers


def test_coach_towards_koln_then_visit_and_return() -> None:
    # Red starts in Grasse; 1 leg towards Koln, later 2 more legs reach Koln (letter II).
    s = build(2, flowers={0: "O"}, ap=[1, 5])
    play(s, ["produce", "make DIS O", "coach right 1"])
    assert s.coach[0] == 5
    s2 = build(2, flowers={0: "O"}, ap=[3, 5], coach=[5, 4], letter=[2, 0], letters=[0, 2, 1, 2, 2])
    play(s2, ["produce", "make DIS O", "coach right 2"])
    assert s2.coach[0] == 7
    options = legal(s2)
    assert all(o.startswith("choose KO") for o in options) and len(options) == 7
    play(s2, ["choose KO3", "coach home"])
    assert TILE_INDEX["KO3"] in s2.tiles[0] and s2.coach[0] == 4


def test_coach_past_paris_then_back_to_paris() -> None:
    # Blue in the outskirts of Paris moves 2 legs past Paris towards London.
    s = build(2, flowers={0: "O"}, ap=[3, 5], coach=[3, 4])
    play(s, ["produce", "make DIS O"])
    assert legal(s) == ["coach left 1", "coach left 2", "coach right 1", "coach right 2"]
    play(s, ["coach left 2"])
    assert s.coach[0] == 1
    # Later, 1 leg right stops in Paris: a tile of his choice, and he stays.
    s3 = build(2, flowers={0: "O"}, ap=[1, 5], coach=[1, 4])
    play(s3, ["produce", "make DIS O", "coach right 1"])
    assert legal(s3)[0].startswith("choose PA")
    play(s3, [legal(s3)[0], "coach stay"])
    assert s3.coach[0] == 2


def test_london_without_letter_sends_coach_home() -> None:
    s = build(2, flowers={0: "O"}, ap=[1, 5], coach=[1, 4])
    play(s, ["produce", "make DIS O", "coach left 1"])
    assert s.coach[0] == 4 and not s.tiles[0]  # no letter: no tile; London sends it home
    _ = (J, L)
