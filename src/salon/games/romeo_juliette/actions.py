"""Roméo & Juliette actions and their notation (every action is one small decision).

    missive <location>        spend a missive pointing at a location (rendezvous)
    propose passion|reason    propose a face of the heart (rendezvous)
    confirm                   confirm the face your partner proposes; ends the rendezvous
    wait                      let your standing proposal stand and hand the word back
    go <location card>        behind the scenes: the location card you play (or `go aside`)
    with <chaperone>          behind the scenes: the chaperone card you play
    step <location>           A Step Aside: the adjacent location your lover moves to
    move <token>[+<token>] cw|ccw   a location effect: the token(s) moved one step
    skip                      Chapter I only: do not apply your location's effect
    keep <location card>      end of an act: the location card you keep
    keep <chaperone>          end of an act: the chaperone card you keep

Location ids: balcony, ballroom, church, cell, parlor, street (and the card `aside`).
Token ids: lord-capulet, lady-capulet, tybalt, nurse, lord-montaigu, lady-montaigu, benvolio,
laurent, allegory. `cw` is clockwise round the ring of locations, `ccw` counter-clockwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, InvalidNotation, serializable
from .data import (
    ALLEGORY,
    CAPULET_CHAPERONES,
    CHAR_IDS,
    FAMILY_CHAPERONES,
    LAURENT,
    LOC_CARD_IDS,
    LOC_IDS,
    MONTAIGU_CHAPERONES,
    NCHAR,
    NLOC,
)

PASSION, REASON = 0, 1
FACES = ("passion", "reason")
DIRS = {1: "cw", -1: "ccw"}


@serializable
@dataclass(frozen=True, slots=True)
class Missive(Action):
    """Spend a missive to point at a location."""

    loc: int

    def __str__(self) -> str:
        return f"missive {LOC_IDS[self.loc]}"


@serializable
@dataclass(frozen=True, slots=True)
class Propose(Action):
    """Propose a face of the heart: 0 Passion, 1 Reason."""

    face: int

    def __str__(self) -> str:
        return f"propose {FACES[self.face]}"


@serializable
@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Confirm the face of the heart the partner proposes."""

    def __str__(self) -> str:
        return "confirm"


@serializable
@dataclass(frozen=True, slots=True)
class Wait(Action):
    """Keep your standing proposal and give the word back to your partner."""

    def __str__(self) -> str:
        return "wait"


@serializable
@dataclass(frozen=True, slots=True)
class Go(Action):
    """Behind the scenes: play a location card face down (6 = A Step Aside)."""

    card: int

    def __str__(self) -> str:
        return f"go {LOC_CARD_IDS[self.card]}"


@serializable
@dataclass(frozen=True, slots=True)
class With(Action):
    """Behind the scenes: play a chaperone card face down."""

    piece: int

    def __str__(self) -> str:
        return f"with {CHAR_IDS[self.piece]}"


@serializable
@dataclass(frozen=True, slots=True)
class Step(Action):
    """A Step Aside: move your lover to this adjacent location."""

    loc: int

    def __str__(self) -> str:
        return f"step {LOC_IDS[self.loc]}"


@serializable
@dataclass(frozen=True, slots=True)
class Move(Action):
    """A location effect: move these tokens one step in direction d (+1 cw, -1 ccw)."""

    pieces: tuple[int, ...]
    d: int

    def __str__(self) -> str:
        return f"move {'+'.join(CHAR_IDS[p] for p in self.pieces)} {DIRS[self.d]}"


@serializable
@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Chapter I: do not apply your location's effect."""

    def __str__(self) -> str:
        return "skip"


@serializable
@dataclass(frozen=True, slots=True)
class KeepLoc(Action):
    """End of an act: keep this location card."""

    card: int

    def __str__(self) -> str:
        return f"keep {LOC_CARD_IDS[self.card]}"


@serializable
@dataclass(frozen=True, slots=True)
class KeepChap(Action):
    """End of an act: keep this chaperone card."""

    piece: int

    def __str__(self) -> str:
        return f"keep {CHAR_IDS[self.piece]}"


# ------------------------------------------------------------------ tables (built once)
MISSIVE = tuple(Missive(i) for i in range(NLOC))
PROPOSE = (Propose(PASSION), Propose(REASON))
CONFIRM = Confirm()
WAIT = Wait()
GO = tuple(Go(i) for i in range(NLOC + 1))
WITH: dict[int, With] = {i: With(i) for i in range(2, NCHAR)}
STEP = tuple(Step(i) for i in range(NLOC))
SKIP = Skip()
KEEP_LOC = tuple(KeepLoc(i) for i in range(NLOC + 1))
KEEP_CHAP: dict[int, KeepChap] = {i: KeepChap(i) for i in range(2, NCHAR)}


def _pairs(group: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(a, b) for i, a in enumerate(group) for b in group[i + 1:]]


#: the legal moves of each location effect, in a stable order
EFFECT_MOVES: dict[str, tuple[Move, ...]] = {
    "ballroom": tuple(Move(pair, d) for pair in _pairs(CAPULET_CHAPERONES) for d in (1, -1)),
    "parlor": tuple(Move(pair, d) for pair in _pairs(MONTAIGU_CHAPERONES) for d in (1, -1)),
    "cell": tuple(Move((p,), d) for p in FAMILY_CHAPERONES for d in (1, -1)),
    "church": tuple(Move((LAURENT,), d) for d in (1, -1)),
    "street": tuple(Move((ALLEGORY,), d) for d in (1, -1)),
    "balcony": (),
}

ALL_ACTIONS: list[Action] = [*MISSIVE, *PROPOSE, CONFIRM, WAIT, *GO, *STEP, SKIP, *KEEP_LOC]
ALL_ACTIONS += [*WITH.values(), *KEEP_CHAP.values()]
ALL_ACTIONS += [m for moves in EFFECT_MOVES.values() for m in moves]
_BY_TEXT: dict[str, Action] = {str(a): a for a in ALL_ACTIONS}
if len(_BY_TEXT) != len(ALL_ACTIONS):
    raise ValueError("romeo-juliette: two actions share a notation")

_HELP = ("missive <location>, propose passion|reason, confirm, wait, go <location|aside>, "
         "with <chaperone>, step <location>, move <token>[+<token>] cw|ccw, skip, keep <card>")


def parse(text: str) -> Action:
    """The action `text` spells, legal or not; InvalidNotation if it spells none."""
    norm = " ".join(text.strip().lower().split())
    action = _BY_TEXT.get(norm)
    if action is not None:
        return action
    words = norm.split()
    if len(words) == 3 and words[0] == "move" and "+" in words[1]:
        names = words[1].split("+")
        try:
            ordered = sorted(names, key=CHAR_IDS.index)
        except ValueError:
            ordered = names
        action = _BY_TEXT.get(f"move {'+'.join(ordered)} {words[2]}")
        if action is not None:
            return action
    from .wording import say  # the words of the current language (the notation itself stays as typed)

    if words and words[0] in ("missive", "step") and len(words) == 2:
        raise InvalidNotation(say("notation_not_location", text=repr(text), word=repr(words[1]),
                                  ids=", ".join(LOC_IDS)))
    if words and words[0] in ("go", "keep", "with") and len(words) == 2:
        raise InvalidNotation(say("notation_not_card", text=repr(text), word=repr(words[1]),
                                  locations=", ".join(LOC_CARD_IDS), chaperones=", ".join(CHAR_IDS[2:])))
    raise InvalidNotation(say("notation_unknown", text=repr(text), help=_HELP))
