"""Influence markers on the tracks, Poetry V's reset space, and the gate."""

from __future__ import annotations

from salon.games.roxane.board import POETRY_TRACK, ROMANCE_TRACK, move_marker

from .helpers import give_hand, legal, new, play, turn_of


def test_turn_example_influence_absorbs_the_second_step() -> None:
    s = new(3, seed=2)
    s.marker = [6, 5]
    s.infl = [[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [0] * 11]
    gone = s.infl_gone
    move_marker(s, ROMANCE_TRACK, -1, 2)
    assert s.marker[0] == 5
    assert s.infl[0][5] == 0 and s.infl_gone == gone + 1


def test_marker_on_influence_ignores_the_whole_move() -> None:
    s = new(3, seed=2)
    s.marker = [5, 5]
    s.infl = [[0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [0] * 11]
    move_marker(s, ROMANCE_TRACK, 1, 2)
    assert s.marker[0] == 5 and s.infl[0][5] == 1  # one marker used, one still there


def test_end_of_track_does_not_use_the_influence_marker() -> None:
    s = new(3, seed=2)
    s.marker = [0, 10]
    s.infl = [[1] + [0] * 10, [0] * 10 + [1]]
    move_marker(s, ROMANCE_TRACK, -1, 2)
    move_marker(s, POETRY_TRACK, 1, 1)
    assert s.marker == [0, 10]
    assert s.infl[0][0] == 1 and s.infl[1][10] == 1


def test_marker_stops_at_the_end() -> None:
    s = new(3, seed=2)
    s.marker = [9, 5]
    move_marker(s, ROMANCE_TRACK, 1, 2)
    assert s.marker[0] == 10


def test_poetry_v_reset_space_sends_the_marker_to_the_start() -> None:
    s = new(3, seed=2, poetry="V")
    s.marker = [5, 10]
    move_marker(s, POETRY_TRACK, 1, 2)
    assert s.marker[1] == 5


def influence_turn(**opts):
    s = new(3, seed=9, **opts)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    give_hand(s, 0, ["T40", "T41", "T01", "T19", "T55", "T73"])
    turn_of(s, 0)
    return s


def test_influence_placement_any_space_but_poetry_v_reset() -> None:
    s = influence_turn(poetry="V")
    play(s, "influence T40", "fencing later")
    acts = legal(s)
    assert "place romance 0" in acts and "place romance 10" in acts
    assert "place poetry 10" in acts and "place poetry 11" not in acts
    marker = s.marker[1]
    play(s, f"place poetry {marker}")  # under the marker is allowed
    assert s.infl[1][marker] == 1 and s.gate == 0
    assert legal(s) == ["fencing draw", "skip"]


def test_second_influence_in_a_round_has_no_effect_but_draws() -> None:
    s = influence_turn()
    play(s, "influence T40", "fencing now", "place romance 3")
    n = len(s.fence[0])
    play(s, "influence T41", "fencing now")
    assert len(s.fence[0]) == n + 1
    assert s.pend[-1][0] == 2  # back to playing cards: no placement decision


def test_gate_refilled_to_at_most_one() -> None:
    s = influence_turn()
    s.gate, s.infl_supply = 0, 5
    s.stage = 2  # end of round
    s.pend = []
    s.round = 1
    s._advance()
    assert s.gate == 1 and s.infl_supply == 4
    s2 = influence_turn()
    s2.pend = []
    s2.stage = 2
    s2.round = 1
    s2._advance()
    assert s2.gate == 1 and s2.infl_supply == 5
