"""Scenario helpers for the Roméo & Juliette tests: build a position, then play it by notation."""

from __future__ import annotations

from typing import Any

from salon.games.romeo_juliette import GAME, RJState
from salon.games.romeo_juliette.data import CHAR_INDEX, EVENT_INDEX, LOC_CARD_INDEX, LOC_INDEX

J, R = 0, 1


def new(chapter: int = 1, seed: int = 0, **opts: Any) -> RJState:
    state = GAME.new_game(2, seed=seed, chapter=chapter, **opts)
    assert isinstance(state, RJState)
    return state


def set_hand(state: RJState, seat: int, locs: list[str] | None = None, chaps: list[str] | None = None) -> None:
    """Make seat's hand exactly these cards, swapping with its deck (conserving every card)."""
    if locs is not None:
        pool = state.loc_hand[seat] + state.loc_deck[seat]
        want = [LOC_CARD_INDEX[c] for c in locs]
        for c in want:
            pool.remove(c)
        state.loc_hand[seat] = sorted(want)
        state.loc_deck[seat] = pool
        if state.known[seat] not in want:
            state.known[seat] = -1
    if chaps is not None:
        pool = state.cha_hand[seat] + state.cha_deck[seat]
        want = [CHAR_INDEX[c] for c in chaps]
        for c in want:
            pool.remove(c)
        state.cha_hand[seat] = sorted(want)
        state.cha_deck[seat] = pool
    state._lc = None


def place(state: RJState, **where: str) -> None:
    """Move characters: place(state, tybalt="street", lady_capulet="church")."""
    for name, loc in where.items():
        state.pos[CHAR_INDEX[name.replace("_", "-")]] = LOC_INDEX[loc]
    state._lc = None


def clear_board(state: RJState, loc: str = "church") -> None:
    """Every chaperone to one harmless spot: Brother Laurent's presence keeps it quiet."""
    for name in CHAR_INDEX:
        if name not in ("juliette", "romeo"):
            state.pos[CHAR_INDEX[name]] = LOC_INDEX[loc]


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


def stack_events(state: RJState, *ids: str) -> None:
    """Put these event cards on top of the event deck (first id drawn first)."""
    cards = [EVENT_INDEX[i] for i in ids]
    pool = state.ev_deck + state.ev_box
    for c in cards:
        pool.remove(c)
    rest = pool[: len(state.ev_deck) - len(cards)] if len(state.ev_deck) >= len(cards) else []
    state.ev_box = sorted(pool[len(rest):])
    state.ev_deck = rest + list(reversed(cards))


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
