"""Phases 3 and 4: behind the scenes (simultaneous, secret) and the entrance on stage."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette.scene import EFFECT, RENDEZVOUS, STEPPING

from .helpers import J, R, agree, clear_board, new, place, play, secret, set_hand, texts, where


def staged(chapter: int = 2) -> salon.core.State:
    s = new(chapter=chapter)
    clear_board(s, "church")
    set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "reason")
    return s


def test_behind_the_scenes_is_simultaneous_and_secret() -> None:
    s = staged()
    assert s.current_players() == (J, R)
    assert texts(s, J) == ["go balcony", "go ballroom", "go street", "go aside"]
    play(s, (J, "go street"))
    assert s.current_players() == (J, R)  # Juliette still owes her chaperone
    assert texts(s, J) == ["with tybalt", "with nurse", "with laurent", "with allegory"]
    before = s.view(R)
    play(s, (J, "with nurse"))
    assert s.current_players() == (R,)
    view_r = s.view(R)
    assert view_r["seats"][J]["ready"] is True
    assert view_r["seats"][J]["hand_sizes"] == [4, 4]
    assert "street" not in str(view_r["seats"][J]) and view_r["this_scene"] is None
    assert "my_choice" in s.view(J) and s.view(J)["my_choice"] == {"location": "street", "chaperone": "nurse"}
    # nothing of Juliette's choice reaches Roméo's view but the fact that she chose
    before["seats"][J]["ready"] = True
    before["to_act"] = [R]
    assert view_r == before
    # the partner's pending choice is resampled by Roméo's determinization
    picks = {tuple(s.determinize(R, k).pick_loc) for k in range(30)}
    assert len(picks) > 1
    with pytest.raises(salon.NotYourTurn):
        s.apply(J, "go balcony")


def test_reveal_moves_romeo_then_juliette_with_their_chaperones() -> None:
    s = staged()
    secret(s, ("street", "nurse"), ("parlor", "benvolio"))
    assert where(s, "juliette") == "street" and where(s, "nurse") == "street"
    assert where(s, "romeo") == "parlor" and where(s, "benvolio") == "parlor"
    # revealed cards stay visible until the end of the act
    v = s.view(J)
    assert v["seats"][R]["revealed_locations"] == ["parlor"]
    assert v["seats"][R]["revealed_chaperones"] == ["benvolio"]


def test_both_take_brother_laurent_roméo_moves_first() -> None:
    """Ruling R7: Roméo moves first, so a token both chose ends with Juliette."""
    s = staged()
    secret(s, ("balcony", "laurent"), ("parlor", "laurent"))
    assert where(s, "laurent") == "balcony"


def test_step_aside_moves_the_lover_and_chaperone_one_step() -> None:
    s = staged()
    place(s, juliette="balcony")
    secret(s, ("aside", "tybalt"), ("cell", "benvolio"))
    assert s.phase == STEPPING and s.current_players() == (J,)
    assert texts(s, J) == ["step street", "step ballroom"]  # the two neighbours of the Balcony
    play(s, (J, "step ballroom"))
    assert where(s, "juliette") == "ballroom" and where(s, "tybalt") == "ballroom"
    # then the location reached applies its effect (Roméo's Cell first, then her Ballroom)
    assert s.phase == EFFECT and s.current_players() == (R,)


def test_location_effects_legal_sets() -> None:
    s = staged()
    secret(s, ("ballroom", "tybalt"), ("cell", "benvolio"))
    assert s.current_players() == (R,)
    cell = texts(s, R)
    assert len(cell) == 14 and "move lord-capulet cw" in cell and "move benvolio ccw" in cell
    assert not any(x in t for t in cell for x in ("laurent", "allegory", "romeo", "juliette"))
    assert "skip" not in cell  # effects are mandatory after Chapter I
    play(s, (R, "move tybalt cw"))
    ballroom = texts(s, J)
    assert len(ballroom) == 12
    assert "move lord-capulet+nurse cw" in ballroom and "move tybalt+nurse ccw" in ballroom
    play(s, (J, "move lady-capulet+nurse ccw"))
    assert s.phase == RENDEZVOUS  # resolution done, next scene


def test_parlor_church_street_effects() -> None:
    s = staged()
    secret(s, ("street", "nurse"), ("parlor", "benvolio"))
    assert texts(s, R) == ["move lord-montaigu+lady-montaigu cw", "move lord-montaigu+lady-montaigu ccw",
                           "move lord-montaigu+benvolio cw", "move lord-montaigu+benvolio ccw",
                           "move lady-montaigu+benvolio cw", "move lady-montaigu+benvolio ccw"]
    play(s, (R, "move lord-montaigu+benvolio cw"))
    assert where(s, "lord-montaigu") == "cell" and where(s, "benvolio") == "street"  # church -> cell, parlor -> street
    assert texts(s, J) == ["move allegory cw", "move allegory ccw"]
    play(s, (J, "move allegory ccw"))
    assert where(s, "allegory") == "ballroom"
    s2 = staged()
    secret(s2, ("street", "nurse"), ("balcony", "benvolio"))
    # Roméo on the Balcony: no effect to apply; Juliette's Street comes next
    assert s2.current_players() == (J,)


def test_church_moves_laurent() -> None:
    s = new(chapter=2)
    clear_board(s, "cell")
    set_hand(s, J, ["church", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["church", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "reason")
    secret(s, ("church", "nurse"), ("church", "benvolio"))
    assert texts(s, R) == ["move laurent cw", "move laurent ccw"]
    play(s, (R, "move laurent cw"))
    assert where(s, "laurent") == "parlor"  # cell -> parlor
    assert texts(s, J) == ["move laurent cw", "move laurent ccw"]


def test_same_location_roméo_then_juliette_both_apply() -> None:
    """Both lovers in the Street: Roméo moves the Allegory, then Juliette does the same."""
    s = staged()
    place(s, romeo="parlor")
    secret(s, ("street", "nurse"), ("aside", "allegory"))
    assert s.phase == STEPPING and texts(s, R) == ["step cell", "step street"]
    play(s, (R, "step street"))
    assert where(s, "allegory") == "street"  # his chaperone came along
    assert s.current_players() == (R,) and texts(s, R) == ["move allegory cw", "move allegory ccw"]
    play(s, (R, "move allegory cw"))
    assert where(s, "allegory") == "balcony"
    assert s.current_players() == (J,) and texts(s, J) == ["move allegory cw", "move allegory ccw"]
    play(s, (J, "move allegory ccw"))
    assert where(s, "allegory") == "street"


def test_chapter_one_effects_are_optional() -> None:
    s = staged(chapter=1)
    secret(s, ("street", "nurse"), ("parlor", "benvolio"))
    assert texts(s, R)[-1] == "skip"
    before = list(s.pos)
    play(s, (R, "skip"), (J, "skip"))
    assert s.pos[2:] == before[2:]
