"""Undo at a live table: what a seat's human connection may take back, and how it reads.

(The undo itself, checked, worded, stored, kept and told, is the table's: table.py `Table.undo`.)

An undo is an entry of the table's log like an action: stored as action `undo` in the actions
table (so a restart and every other server process replay it with `State.apply_entry`), the
state id of each viewer it shows anything rises by one, and each viewer reads "Ada takes back:
<what that viewer read of the action>" — nothing more than the viewer was told of the action.
A viewer the undo shows nothing (the partner of a secret half-choice in Roméo & Juliette,
ruling R12) is sent nothing at all, as for the half-choice itself (numbering.py). Bots never
undo. The clock is not wound back up by an undo: the decision's time runs from the state the
undo returns to (the last change the public was shown before the action taken back).
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core import State, language
from ..core.undo import UNDO, newest_first
from .numbering import Numbering
from .talk import placeholder


class Undoing(Protocol):
    """What the undo rules read of a live table (live.py `LiveTable`; named here, not imported,
    so that the table's own modules may use these rules: rewording.py, table.py)."""

    state: State
    before: State | None
    status: str
    numbering: Numbering
    msg_cache: dict[Any, Any]

    @property
    def state_id(self) -> int: ...

    def bot_spec(self, seat: int) -> str | None: ...

#: undos a seat may make in a row, with no other seat deciding in between in its view (a bound
#: on what a client can make the record hold: an act and its undo, over and over)
UNDOS_IN_A_TURN = 30


def undos_in_a_row(t: Undoing, seat: int) -> int:
    """How many undos `seat` made since another seat last did something `seat` was shown (a
    step hidden from it does not count: the bound shows no trace of it)."""
    n = 0
    k = t.state_id
    for p, a in newest_first(t.state):
        k -= 1
        if p != seat:
            if t.numbering.shown(k, seat):
                break
            continue
        n += a == UNDO
    return n


def undo_lines(said: Any, seat: int) -> list[str]:
    """One viewer's sentences for an undo, from that viewer's stored sentences of the action."""
    lines = [said] if isinstance(said, str) else list(said)
    if not lines:
        return []
    return [language.say("log-takes-back", who=placeholder(seat), what=" ".join(lines))]


def can_undo(t: Undoing, seat: int | None) -> bool:
    """Whether seat's human player may take back an action now (for the state message)."""
    if seat is None or t.status != "playing" or t.bot_spec(seat) is not None:
        return False
    key = ("can_undo", seat)
    got = t.msg_cache.get(key)
    if got is None:  # (the cheap refusals of the state first: most seats have nothing to undo)
        got = t.state.can_undo(seat, t.before) and undos_in_a_row(t, seat) < UNDOS_IN_A_TURN
        t.msg_cache[key] = got
    return bool(got)
