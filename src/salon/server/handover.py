"""The server's own handover of a rated table's absent seats to the bot (issue 51).

At a rated table no player may hand another's seat to the bot (`hub.hand_to_bot` refuses
`seat/rated`): a page reload of the opponent must never cost them the game. The server does
it itself, only once its own limit ran out: a human seat disconnected (on every process) for
the table's grace — at a rated table at least `RatingRules.rated_grace`, whatever the creator
asked — is handed to the replacement bot with `away_by = "server"`. The player takes the seat
back with its token, as after any leave; and if the seat is still the bot's at the end, it
keeps the result its bot reached (people/ratings.py): it did not choose to leave.

Run by each process for the rated tables it owns, every round of the people work (about a
second); absence is timed with `clock` (the accounts' clock: a fake one in the tests).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .hub import Hub


class Handover:
    """The server's handover of the absent seats of the rated tables `hub` owns."""

    def __init__(self, hub: Hub, clock: Callable[[], float] = time.time) -> None:
        self.hub = hub
        self.clock = clock
        #: (table, seat) -> when this process first saw the seat's player absent (clock time)
        self.absent: dict[tuple[str, int], float] = {}
        self.handed = 0

    def due(self) -> list[tuple[str, int]]:
        """The (table, seat) whose player has been absent for the table's grace now; remembers
        since when each absent seat is absent, forgets the others."""
        now = self.clock()
        seen: set[tuple[str, int]] = set()
        out = []
        for tid in list(self.hub.leases.mine):
            t = self.hub.tables.get(tid)
            if t is None or not t.rated or t.status != "playing" or t.grace <= 0:
                continue
            for s in t.seats:
                q = int(s["seat"])
                if s["kind"] != "human" or s["away"] or t.connected(q):
                    continue
                key = (tid, q)
                seen.add(key)
                since = self.absent.setdefault(key, now)
                if now - since >= t.grace:
                    out.append(key)
        self.absent = {k: v for k, v in self.absent.items() if k in seen}
        return out

    async def round(self) -> int:
        """Hand every seat due to the bot: how many."""
        handed = 0
        for tid, q in self.due():
            t = self.hub.tables.get(tid)
            if t is None:
                continue
            if await self.hub.change_seat(t, q, {"away": True, "away_by": "server"}, {"away": False}):
                handed += 1
                self.absent.pop((tid, q), None)
                await self.hub.chat.system_line(t, "chat-seat-handed", q)
        self.handed += handed
        return handed
