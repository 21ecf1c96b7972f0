"""The names a Roméo & Juliette player reads, looked up in data/words.toml by index.

Small helpers shared by the labels, prompts, log and final table (`speech`, `narration`,
`final`): every name, effect and sentence comes from the words file of the current language
(`GAME.words()`, English with the translation laid over it), never from code. A place is named
in the form its sentence needs (`at`, `to`, `from`, `of`: in English its bare name, in German
and French with their preposition and article), a character after "with" by `char_with`.
"""

from __future__ import annotations

from typing import Any

from ...core.words import Words
from .data import ASIDE, CHAR_IDS, EVENTS, LOC_IDS, SEAT_NAMES

__all__ = ["W", "cap", "card", "char", "char_with", "direction", "event", "face", "loc", "loc_at",
           "loc_from", "loc_of", "loc_to", "say", "seat"]


def W() -> Words:
    """The game's words in the current language (loaded once per language by the Game)."""
    return _rules.GAME.words()


def say(key: str, **fields: Any) -> str:
    """The sentence `[text].key` of the current language, filled in."""
    return _rules.GAME.words().say(key, **fields)


def cap(text: str) -> str:
    """The text with its first letter in capitals ('the Nurse' -> 'The Nurse')."""
    return text[:1].upper() + text[1:]


def loc(i: int) -> str:
    """The name of location i ('Church')."""
    return W().name("location", LOC_IDS[i])


def _loc_form(i: int, form: str) -> str:
    w = W()
    return w.field("location", LOC_IDS[i], form) or w.name("location", LOC_IDS[i])


def loc_at(i: int) -> str:
    """Location i where something is ('Church'; 'in der Kirche', 'à l'Église')."""
    return _loc_form(i, "at")


def loc_to(i: int) -> str:
    """Location i where something goes ('Church'; 'in die Kirche', 'à l'Église')."""
    return _loc_form(i, "to")


def loc_from(i: int) -> str:
    """Location i where something comes from ('Church'; 'aus der Kirche', 'de l'Église')."""
    return _loc_form(i, "from")


def loc_of(i: int) -> str:
    """Location i as its effect's owner ('Church'; 'der Kirche', 'de l'Église')."""
    return _loc_form(i, "of")


def card(c: int) -> str:
    """The name of location card c (a location, or A Step Aside)."""
    return W().name("card", "aside") if c == ASIDE else loc(c)


def char(i: int) -> str:
    """The name of character i ('the Nurse', 'Tybalt')."""
    return W().name("character", CHAR_IDS[i])


def char_with(i: int) -> str:
    """Character i after "with" ('the Nurse'; German 'der Amme')."""
    w = W()
    return w.field("character", CHAR_IDS[i], "with") or w.name("character", CHAR_IDS[i])


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
