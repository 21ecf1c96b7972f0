"""The rulebook's whole Example of Play (3 players: Blue, Green, Red), ending 7 / 0 / 6."""

from __future__ import annotations

from salon.core.setups import build_setup
from salon.games.aqua_mirabilis.common import experience
from salon.games.aqua_mirabilis.rules import GAME, AquaState
from salon.games.aqua_mirabilis.timetrack import day_name

from .helpers import J, fl, legal, play

BLUE, GREEN, RED = 0, 1, 2


def example_setup() -> AquaState:
    # King on N (Green's chit), Court on O, workers on B and O (Red's chits): see ruling R3.
    # The game's public set-up (salon.games.aqua_mirabilis.setups), which the lessons use too.
    s = build_setup(GAME, "example-of-play", seed=0)
    assert isinstance(s, AquaState)
    return s


def test_example_of_play() -> None:
    s = example_setup()
    # Blue 1.a: perfumer on N, one worker B -> O: 2 AP, collects 2 O and 1 N.
    play(s, ["go market-N", "worker 1 O", "collect"])
    assert s.ap[BLUE] == 3 and s.flowers[BLUE] == fl("OON")
    # Blue 1.b: originality token for an extra turn; specialisation for 1 AP and an O flower.
    play(s, ["extra turn", "go spec-1", "take spec O"])
    assert s.orig[BLUE] == 0 and s.ap[BLUE] == 2 and s.flowers[BLUE] == fl("ON")
    assert experience(s, BLUE) == 2
    # (no option left: Blue's turn ends by itself)
    # Green 1.a: Paris for 2 AP, top tile (two L scents); experience 2.
    assert s.current_players() == (GREEN,)
    play(s, ["go paris"])
    assert s.tiles[GREEN] and experience(s, GREEN) == 2 and s.ap[GREEN] == 3
    play(s, ["end turn"])
    # Red 1.a: bench L, one worker O -> N: 2 AP; L, N and O flowers.
    play(s, ["go market-L", "worker 1 N", "collect"])
    assert s.flowers[RED] == fl("BOOLN") and s.ap[RED] == 3
    play(s, ["end turn"])
    # Blue 2.a: with 3 PP and 1 leg: distil O and N (+1 O for the specialisation). He could now
    # make his N-O perfume between the production steps (R11) but waits: he stops producing
    # (`done`, the last point is lost), stores nothing (`done`) and moves his coach.
    play(s, ["produce", "make DIS O", "make DIS N", "done", "done", "coach left 1"])
    assert s.scents[BLUE] == fl("OON") and s.coach[BLUE] == 3
    assert s.ap[BLUE] == 5 and day_name(3, s.day).startswith("Mon")
    play(s, ["end turn"])
    # Green 2.a: couple A for 1 AP: letter I; flips Paris (two L); gifts an L to Dame A.
    play(s, ["go court-A1"])
    assert s.letter[GREEN] == 1
    play(s, ["flip PA4"])
    assert s.scents[GREEN] == fl("LL") and experience(s, GREEN) == 1
    assert s.view(GREEN)["dames"][0]["bonus"] is None
    play(s, ["gift L", "done"])
    assert s.influence[GREEN][0] == 1 and s.favour[0] == GREEN
    assert s.view(GREEN)["dames"][0]["bonus"] is not None
    assert s.view(BLUE)["dames"][0]["bonus"] is None
    play(s, ["end turn"])
    # Red 2.a: production method for 1 AP and two O flowers: Maceration; experience 2.
    play(s, ["go method-1", "take method MAC pay O"])
    assert experience(s, RED) == 2 and s.flowers[RED] == fl("BLN")
    play(s, ["end turn"])
    # Blue 3.a: Versailles for 1 AP: recipe N (level 1) + O; 7 points and a token.
    play(s, ["go versailles-1", "recipe N1", "add O", "present 1"])
    assert s.score[BLUE] == 7 and s.orig[BLUE] == 1
    play(s, ["end turn"])  # nothing left to present: the Versailles action closed itself
    # Green 3.a: cannot reach London (3 AP) with 2 AP left; back to Paris; Monday -> Wednesday.
    assert "go london" not in legal(s)
    play(s, ["go paris"])
    assert s.ap[GREEN] == 5 and day_name(3, s.day).startswith("Wed")
    assert experience(s, GREEN) == 2
    play(s, ["end turn"])
    # Red 3.a: produce 3 PP: Maceration B+N, Distillation L; coach 1 leg; Wednesday -> Friday.
    # With no points left he could make a perfume at once (R11); he stops and stores nothing.
    play(s, ["produce", "make MAC B N", "make DIS L", "done", "done", "coach left 1"])
    assert s.scents[RED] == fl("BLN") and day_name(3, s.day).startswith("Fri")
    # Red 3.b: extra turn; Versailles: recipe L, two slots, level 2; L-B then L-N, 3 + 3.
    play(s, ["extra turn", "go versailles-2", "recipe L3", "add B", "add N", "present 1"])
    assert s.orig[RED] == 2
    assert s.score == [7, 0, 6]
    assert s.presented[RED] == (True,)


def test_blue_n1_recipe_needs_experience_one() -> None:
    s = example_setup()
    s.scents[BLUE] = fl("NO")
    assert "recipe N1" in legal(s)
    assert "recipe L3" not in legal(s)  # level 2 > experience 1, and no L scent
    _ = (J,)
