"""Clocks: a table's time limit per decision (`clock` seconds), run by the table's owner.

`Clocks.arm` is called after every change of a table (and when this process takes its lease):
it cancels the table's clock and, if the table is playing with a clock, this process owns it
(leases.py) and a human must decide, arms a new one for the deadline `LiveTable.deadline()`
(the last action's time plus `clock`). When it rings with the table still at the state it was
armed for, the table's `time_out` says what happens (table.py: the replacement bot plays each
human seat still to act, against that state only); any change in between re-arms it instead. An undo does not wind
the clock back: the decision's time runs from the state the undo returns to.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import Table

#: whether this process runs a table's bots and clock now (started, and owning its lease)
RunsHere = Callable[[str], bool]
#: what a table does when its time ran out at a state id (table.py `Table.time_out`)
Rang = Callable[["Table", int], None]


class Clocks:
    """The clocks of the tables this process owns: told whether a table runs here, and what a
    table does when its time runs out (never the hub)."""

    def __init__(self, runs_here: RunsHere, rang: Rang) -> None:
        self.runs_here = runs_here
        self.rang = rang

    def arm(self, t: Table) -> None:
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

    async def _ring(self, t: Table, sid: int, deadline: float) -> None:
        await asyncio.sleep(max(0.0, deadline - time.time()))
        self.rang(t, sid)  # (the table looks whether it is still at that state)
