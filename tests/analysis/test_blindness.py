"""Blindness on alternative worlds: a seat's analysis is the same in every deal it could not
tell from the real one at any step (tests/analysis/worlds.py), and the test does catch an
analysis that reads a hidden field (its controls fail)."""

from __future__ import annotations

import pytest

from salon.analysis import analyse_position
from salon.core.game import Action, State
from salon.games.roxane import view as roxane_view
from salon.games.roxane.rules import RoxaneState

from .helpers import TINY, finished_record
from .worlds import Worlds, alternative_worlds, assert_blind, the_analysis

CASES = [("roxane", 3, 2, 30), ("roxane", 3, 2, 31), ("roxane", 2, 4, 50),
         ("aqua-mirabilis", 3, 2, 60), ("romeo-juliette", 2, 2, 30), ("rose-ceremony", 4, 2, 20)]


@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}-{c[1]}p-seed{c[2]}-step{c[3] + 1}")
def worlds(request: pytest.FixtureRequest) -> Worlds:
    game, players, seed, step = request.param
    return alternative_worlds(finished_record(game, players, seed=seed), step)


@pytest.fixture(scope="module")
def roxane() -> Worlds:
    w = alternative_worlds(finished_record("roxane", 3, seed=2), 30)
    assert any(hidden_differs(w, world) for world in w.worlds)
    return w


def hidden_differs(w: Worlds, world: State) -> bool:
    """The world is not the real game: another seat's view of it differs."""
    return any(world.view(q) != w.real.view(q) for q in range(w.real.players) if q != w.seat)


def test_alternative_worlds_are_found_and_are_other_deals(worlds: Worlds) -> None:
    assert len(worlds.worlds) >= 2 and worlds.back >= 1
    assert all(world.to_json() != worlds.real.to_json() for world in worlds.worlds)


def test_a_seats_analysis_is_the_same_in_every_alternative_world(worlds: Worlds) -> None:
    assert_blind(the_analysis, worlds, TINY)


def peeking(state: State, seat: int, action: Action, level: object) -> list[tuple[str, float, float]]:
    """A leaky analysis (the control): its seed also reads the next seat's view, which the
    deciding seat cannot see."""
    other = (seat + 1) % state.players
    est = analyse_position(state, seat, action, TINY, seed=hash(str(state.view(other))) % 1000)
    return [(str(c.action), c.value, c.se) for c in est.candidates]


def test_control_an_analysis_that_reads_another_seats_hand_fails_the_test(roxane: Worlds) -> None:
    with pytest.raises(AssertionError, match="changed with what it cannot see"):
        assert_blind(peeking, roxane, TINY)


def test_control_a_determinization_that_keeps_a_hidden_field_fails_the_test(
        roxane: Worlds, monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak the old test could not catch: `determinize` copies hidden fields (the order of
    the face-down movement tiles and the kiss stack) instead of dealing them again. Its own twin
    carries the same fields, so the twin test passes; alternative worlds do not, so this test
    fails."""
    real_determinize = roxane_view.determinize

    def leaky(s: RoxaneState, p: int, rng: object) -> RoxaneState:
        d = real_determinize(s, p, rng)  # type: ignore[arg-type]
        d.moves, d.kstack = list(s.moves), list(s.kstack)
        return d

    monkeypatch.setattr(roxane_view, "determinize", leaky)
    w = roxane
    twin = w.real.determinize(w.seat, 12345)
    assert twin.view(w.seat) == w.real.view(w.seat)
    assert the_analysis(twin, w.seat, w.action, TINY) == the_analysis(w.real, w.seat, w.action, TINY)
    with pytest.raises(AssertionError, match="changed with what it cannot see"):
        assert_blind(the_analysis, w, TINY)
