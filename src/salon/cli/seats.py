"""Seat numbers as people meet them in the terminal.

Screens name players ("Player 2", "Blue", a player's own name); the typed notation and the
`--seat` options number seats from 0. Where a number is to be typed, the screen says which:
`seat_label` gives "Player 2 (seat 1)", and `notation_seat_hint` is the line under the menu
when the notation of a choice names a seat ("Seats in the notation count from 0 (you are 0):
1 is Player 2, 2 is Player 3"), worded by the game's words file (`[text]
notation_seats` and `notation_seat`; a game without them names no seat in its notation).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.game import Action, State
from ..core.language import say
from ..core.words import join_words

__all__ = ["names_a_seat", "notation_seat_hint", "seat_label"]


def seat_label(seat: int, names: Sequence[str]) -> str:
    """A seat as the screen names it, with the number the command line takes: "Player 2 (seat 1)"
    (in the current language: "Spieler 2 (Platz 1)")."""
    return say("cli-seat-label", name=names[seat], seat=str(seat))


def names_a_seat(notation: str, seat: int) -> bool:
    """Whether a notation names seat `seat` by number: a word `1` or `@1`."""
    return any(tok.lstrip("@") == str(seat) for tok in notation.split())


def notation_seat_hint(state: State, seat: int, legal: Sequence[Action],
                       names: Sequence[str]) -> str | None:
    """The line saying which number to type for which player, when one of the `legal` choices
    names another seat by number in the game's notation; None otherwise."""
    words = state.game.words()
    if "notation_seats" not in words.text or "notation_seat" not in words.text:
        return None
    others = [q for q in range(state.players) if q != seat]
    named = [q for q in others if any(names_a_seat(str(a), q) for a in legal)]
    if not named:
        return None
    seats = join_words([words.say("notation_seat", seat=q, player=names[q]) for q in others])
    return words.say("notation_seats", you=seat, seats=seats)
