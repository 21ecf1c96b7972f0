"""The names a Roméo & Juliette player reads, looked up in data/words.toml by index.

Small helpers shared by the labels, prompts, log and final table (`speech`, `narration`,
`final`): every name and effect comes from the words file, never from an id in code.
"""

from __future__ import annotations

from ...core.words import Words
from .data import ASIDE, CHAR_IDS, EVENTS, LOC_IDS, SEAT_NAMES

__all__ = ["W", "cap", "card", "char", "direction", "event", "face", "loc", "seat"]


def W() -> Words:
    """The game's words (loaded once by the Game)."""
    return _rules.GAME.words()


def cap(text: str) -> str:
    """The text with its first letter in capitals ('the Nurse' -> 'The Nurse')."""
    return text[:1].upper() + text[1:]


def loc(i: int) -> str:
    """The name of location i ('Church')."""
    return W().name("location", LOC_IDS[i])


def card(c: int) -> str:
    """The name of location card c (a location, or A Step Aside)."""
    return W().name("card", "aside") if c == ASIDE else loc(c)


def char(i: int) -> str:
    """The name of character i ('the Nurse', 'Tybalt')."""
    return W().name("character", CHAR_IDS[i])


def face(f: int) -> str:
    """'Passion' (0) or 'Reason' (1)."""
    return W().name("heart", ("passion", "reason")[f])


def direction(d: int) -> str:
    """'clockwise' (+1) or 'counter-clockwise' (-1)."""
    return W().name("direction", "cw" if d > 0 else "ccw")


def event(c: int) -> str:
    """The name of event card c ('The Prince's Decree')."""
    return W().name("event", EVENTS[c].id)


def seat(p: int) -> str:
    """The seat's own name ('Juliette', 'Roméo')."""
    return W().name("seat", SEAT_NAMES[p])


# the rules import this module's names; looked up when called (an import statement inside W()
# cost about a microsecond at each of its calls, a score per action and viewer)
from . import rules as _rules  # noqa: E402
