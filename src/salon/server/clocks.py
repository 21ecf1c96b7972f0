"""Clocks: a table's time limit per decision (`clock` seconds), run by the table's owner.

`Clocks.arm` is called after every change of a table (and when this process takes its lease):
it cancels the table's clock and, if the table is playing with a clock, this process owns it
(leases.py) and a human must decide, arms a new one for the deadline `LiveTable.deadline()`
(the last action's time plus `clock`). When it rings with the table still at the state it was
armed for, the replacement bot plays each human seat still to act, against that state only
(bot_work.py, source "clock"); any change in between re-arms it instead. An undo does not wind
the clock back: the decision's time runs from the state the undo returns to.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .live import LiveTable

#: whether this process runs a table's bots and clock now (started, and owning its lease)
RunsHere = Callable[[str], bool]
#: a turn of the replacement bot for a human whose time ran out (bot_work.BotWork.turn):
#: (table, seat, bot spec, source "clock", only_at=state id)
ClockTurn = Callable[..., Coroutine[Any, Any, None]]


class Clocks:
    """The clocks of the tables this process owns: told whether a table runs here, and given
    the bots' turn to play a human's seat whose time ran out (never the hub)."""

    def __init__(self, runs_here: RunsHere, turn: ClockTurn) -> None:
        self.runs_here = runs_here
        self.turn = turn

    def arm(self, t: LiveTable) -> None:
        """(Re)arm `t`'s clock for its current state, if it needs one here."""
        if t.clock_task is not None:
            t.clock_task.cancel()
            t.clock_task = None
        deadline = t.deadline()
        if deadline is None or not self.runs_here(t.id):
            return
        humans = [s for s in t.state.current_players() if t.bot_spec(s) is None]
        if humans:
            t.clock_task = asyncio.create_task(self._ring(t, t.state_id, deadline))

    async def _ring(self, t: LiveTable, sid: int, deadline: float) -> None:
        await asyncio.sleep(max(0.0, deadline - time.time()))
        if t.state_id != sid:
            return
        for seat in t.state.current_players():
            if t.bot_spec(seat) is None:
                asyncio.create_task(self.turn(t, seat, t.replacement_bot, "clock", only_at=sid))
