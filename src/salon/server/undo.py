"""Undo at a live table: a seat's human connection takes back its last action of the turn.

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

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from ..core import SalonError
from ..core.undo import UNDO, newest_first
from ..store import Store
from .errors import ApiError
from .numbering import EVERYONE, encode, shown_to
from .store_calls import StoreCalls
from .talk import placeholder

if TYPE_CHECKING:
    from .live import LiveTable

#: catch a table up with the database under its lock; the viewers shown anything (Hub)
CatchUp = Callable[["LiveTable"], Coroutine[Any, Any, "set[int] | None"]]
#: after a change of a table: its messages anew, a state to the viewers told (Hub._changed)
Changed = Callable[["LiveTable", "set[int] | None"], None]

#: undos a seat may make in a row, with no other seat deciding in between in its view (a bound
#: on what a client can make the record hold: an act and its undo, over and over)
UNDOS_IN_A_TURN = 30


def undos_in_a_row(t: LiveTable, seat: int) -> int:
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
    return [f"{placeholder(seat)} takes back: " + " ".join(lines)]


def can_undo(t: LiveTable, seat: int | None) -> bool:
    """Whether seat's human player may take back an action now (for the state message)."""
    if seat is None or t.status != "playing" or t.bot_spec(seat) is not None:
        return False
    key = ("can_undo", seat)
    got = t.msg_cache.get(key)
    if got is None:  # (the cheap refusals of the state first: most seats have nothing to undo)
        got = t.state.can_undo(seat, t.before) and undos_in_a_row(t, seat) < UNDOS_IN_A_TURN
        t.msg_cache[key] = got
    return bool(got)


async def take_back(t: LiveTable, seat: int | None, client_sid: Any, *, store: Store, calls: StoreCalls,
                    instance: str, catch_up: CatchUp, changed: Changed, snapshot_every: int) -> None:
    """Undo seat's last action against `client_sid` (the current state only); ApiError if not.
    Stored through `calls` as this process (`instance`); a race lost is caught up with
    (`catch_up`), and the viewers told are sent their state (`changed`)."""
    if seat is None:
        raise ApiError("auth/invalid_token", "spectators cannot undo: connect with a seat token")
    if isinstance(client_sid, bool) or not isinstance(client_sid, int):
        raise ApiError("request/invalid", "state_id must be an integer")
    async with t.lock:
        if t.bot_spec(seat) is not None:
            raise ApiError("seat/released", f"you left seat {seat}; a bot plays it until you claim it again")
        if t.status != "playing":
            raise ApiError("undo/refused", "there is nothing to take back: the game is not being played")
        sid = t.state_id
        if client_sid != t.shown_id(seat):  # the seat's own numbering (numbering.py)
            raise ApiError("action/stale_state",
                           f"state_id {client_sid} is not the current state {t.shown_id(seat)}; "
                           "resynchronise")
        st = t.state
        if undos_in_a_row(t, seat) >= UNDOS_IN_A_TURN:
            raise ApiError("undo/refused", f"at most {UNDOS_IN_A_TURN} undos in one turn; play on")
        try:
            k = st.undo_target(seat)
            new = st.clone()
            new.undo(seat)
        except SalonError as exc:
            raise ApiError("undo/refused", str(exc)) from None
        logs = [undo_lines(said, seat) for said in t.told(k)]
        shown = shown_to(st, new, seat, logs)
        public = shown is EVERYONE or t.players in shown
        # the decision's time runs from the state returned to: when the last change the public
        # was shown before the undone action was stored (or, for none, as it runs now)
        at = t.last_at
        if public:
            j = max((i for i in t.numbering.entries(t.players) if i < k), default=None)
            if j is not None:
                rows = await calls.db(store.actions, t.id, j)
                if rows and rows[0]["seq"] == j + 1:
                    at = float(rows[0]["at"])
        snapshot = new.to_json() if (sid + 1) % snapshot_every == 0 else None
        args = (t.id, sid, seat, UNDO, logs, "human", t.status, None, snapshot,
                f"{instance}:{t.id}", at, encode(shown), t.public_id + 1 if public else None, public)
        ok = await calls.db(store.append_action, *args)
        told: set[int] | None
        if ok:
            t.state = new
            t.record(seat, logs, new.current_players(), shown)
            if public:
                t.last_at = t.updated_at = at
            told = None if shown is EVERYONE else set(shown)
        else:  # another process extended this state first
            told = await catch_up(t)
    if told is None or told:
        changed(t, told)
    if not ok:
        raise ApiError("action/stale_state", f"state {sid} was changed by another move first; resynchronise")
