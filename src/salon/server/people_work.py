"""The background work about people that every process does: settling finished rated tables
(ratings, their history, cooperative results) — once each, whichever process gets there
first, by the same rule (people/ratings.py) — and, for the tables this process owns, the
"your turn" mail (server/turn_mail.py) and the server's handover of a rated table's absent
seats (server/handover.py)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from ..core import load_game
from ..people.ratings import RatingRules
from ..store.people import People
from .background import BackgroundLoop
from .outage import log_round_failure

log = logging.getLogger("salon.server.people")


class PeopleWork(BackgroundLoop):
    """A loop of rounds every `interval` seconds; `extra` rounds (turn mail) run in it too."""

    def __init__(self, people: People, interval: float = 2.0,
                 extra: list[Callable[[], Awaitable[Any]]] | None = None, rules: RatingRules | None = None) -> None:
        self.people = people
        self.rules = rules or RatingRules()
        self.interval = interval
        self.extra = extra or []
        self.settled = 0

    async def settle_round(self, now: float | None = None) -> int:
        """Settle every finished rated table not settled yet: how many this round did."""
        done = 0
        for row in await asyncio.to_thread(self.people.unsettled):
            try:
                game = load_game(row["game"])
                options = json.loads(row["options"])
            except Exception:  # noqa: BLE001 - a game not installed here: another process settles it
                continue
            chapter = str(options.get("chapter", "")) if game.cooperative else ""
            result = await asyncio.to_thread(self.people.settle, row["id"], time.time() if now is None else now,
                                             bool(game.cooperative), chapter, self.rules)
            if result is not None:
                done += 1
                log.info("table %s settled: %s", row["id"], result)
        self.settled += done
        return done

    async def _loop(self) -> None:
        while True:
            for work in (self.settle_round, *self.extra):
                try:
                    await work()
                except Exception as exc:  # noqa: BLE001 - the database may be down: next round
                    log_round_failure(log, "people work round", exc)
            await asyncio.sleep(self.interval)

