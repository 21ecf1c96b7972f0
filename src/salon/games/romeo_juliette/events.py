"""Event cards: the chapter deck, drawing an event when Love grows, and resolving it.

Hourglass cards go face up on their Love space and switch on a lasting rule (ruling R8);
the others are resolved at once and turned face down. The chapter card's rule lasts all game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.rng import Rng
from .data import (
    AFTER_4B_RULES,
    ALLEGORY,
    CHAPTERS,
    EVENTS,
    JULIETTE,
    LADY_CAPULET,
    LEVEL_CARDS,
    R_DRIFT,
    R_LADY_FOLLOWS,
    R_TYBALT_HUNTS,
    ROMEO,
    TYBALT,
    step,
    toward,
)

if TYPE_CHECKING:
    from .base import RJBase as RJState


def deal_event_deck(chapter: int, rng: Rng) -> tuple[list[int], list[int]]:
    """The chapter's 9-card event deck (shuffled) and the level cards left in the box."""
    deck: list[int] = []
    box: list[int] = []
    for level, n in enumerate(CHAPTERS[chapter].events):
        cards = list(LEVEL_CARDS[level])
        rng.shuffle(cards)
        deck += cards[:n]
        box += cards[n:]
    rng.shuffle(deck)
    box.sort()
    return deck, box


def active_rules(book: int, spaces: list[int]) -> int:
    """The lasting rules in force: the book-space card's and every face-up hourglass card's."""
    bits = EVENTS[book].rule
    for card in spaces:
        if card >= 0 and EVENTS[card].hourglass:
            bits |= EVENTS[card].rule
    return bits


def reveal_event(state: RJState, space: int) -> None:
    """Draw the top event card onto Love space `space` and resolve it (rulebook 5d)."""
    if not state.ev_deck:
        return
    card = state.ev_deck.pop()
    spaces = state.ev_spaces[:]  # copy on write: clones share the Love track and the log
    spaces[space] = card
    state.ev_spaces = spaces
    ev = EVENTS[card]
    state.last_events = state.last_events + [card]
    if ev.hourglass:
        state.rules_on |= ev.rule
        return
    pos = state.pos
    kind = ev.kind
    if kind == "step_cw":
        for p in ev.pieces:
            pos[p] = step(pos[p], 1)
    elif kind == "move_to":
        for p in ev.pieces:
            pos[p] = ev.to
    elif kind == "move_to_lover":
        for p in ev.pieces:
            pos[p] = pos[ev.to]
    elif kind == "lose_missive":
        seat = JULIETTE if ev.to == JULIETTE else ROMEO
        if state.missives[seat] > 0:
            state.missives[seat] -= 1
            state.reserve += 1
    elif kind == "missives_to_reserve":
        state.reserve += state.missives[0] + state.missives[1]
        state.missives = [0, 0]
    elif kind == "hate_unless":
        if pos[ev.piece] != ev.at:
            state.lower_hate(ev.amount)
    elif kind == "hate":
        state.lower_hate(ev.amount)
    else:  # pragma: no cover - data error
        raise ValueError(f"romeo-juliette: unknown event kind {kind!r}")


def after_movement(state: RJState) -> None:
    """Face-up hourglass cards that act after step 4b, in the order of their Love spaces."""
    if not state.rules_on & AFTER_4B_RULES:
        return
    pos = state.pos
    for card in state.ev_spaces:
        if card < 0:
            continue
        rule = EVENTS[card].rule if EVENTS[card].hourglass else 0
        if rule == R_DRIFT:
            pos[ALLEGORY] = step(pos[ALLEGORY], 1)
        elif rule == R_LADY_FOLLOWS:
            pos[LADY_CAPULET] = pos[JULIETTE]
        elif rule == R_TYBALT_HUNTS:
            pos[TYBALT] = toward(pos[TYBALT], pos[ROMEO])


__all__ = ["active_rules", "after_movement", "deal_event_deck", "reveal_event"]
