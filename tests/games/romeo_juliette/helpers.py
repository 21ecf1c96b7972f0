"""Scenario helpers for the Roméo & Juliette tests: build a position, then play it by notation."""

from __future__ import annotations

from typing import Any

from salon.games.romeo_juliette import GAME, RJState
from salon.games.romeo_juliette.data import CHAR_INDEX
from salon.games.romeo_juliette.setups import clear_board, place, set_hand, stack_events

__all__ = ["J", "R", "agree", "clear_board", "new", "place", "play", "secret", "set_hand", "settle",
           "stack_events", "texts", "where"]

J, R = 0, 1


def new(chapter: int = 1, seed: int = 0, **opts: Any) -> RJState:
    state = GAME.new_game(2, seed=seed, chapter=chapter, **opts)
    assert isinstance(state, RJState)
    return state


def where(state: RJState, name: str) -> str:
    from salon.games.romeo_juliette.data import LOC_IDS

    return LOC_IDS[state.pos[CHAR_INDEX[name.replace("_", "-")]]]


def play(state: RJState, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        state.apply(seat, text)


def agree(state: RJState, face: str = "passion") -> None:
    """Roméo proposes, Juliette confirms."""
    play(state, (R, f"propose {face}"), (J, "confirm"))


def secret(state: RJState, j: tuple[str, str], r: tuple[str, str]) -> None:
    """Both secret choices (location card, chaperone card), Juliette's first."""
    play(state, (J, f"go {j[0]}"), (J, f"with {j[1]}"), (R, f"go {r[0]}"), (R, f"with {r[1]}"))


def texts(state: RJState, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def settle(state: RJState) -> None:
    """Apply the location effects / steps that leave the fewest hateful locations."""
    from salon.games.romeo_juliette.actions import Move, Step
    from salon.games.romeo_juliette.data import step
    from salon.games.romeo_juliette.scene import EFFECT, STEPPING, hate_locations

    while state.phase in (EFFECT, STEPPING):
        seat = state.current_players()[0]
        best, best_n = None, 99
        for a in state.legal_actions(seat):
            pos = list(state.pos)
            if isinstance(a, Move):
                for p in a.pieces:
                    pos[p] = step(pos[p], a.d)
            elif isinstance(a, Step):
                pos[seat] = a.loc
            n = len(hate_locations(pos, state.rules_on))
            if n < best_n:
                best, best_n = a, n
        assert best is not None
        state.apply(seat, best)
