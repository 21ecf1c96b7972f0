"""The tables this process holds in memory: loaded on demand from the store, and forgotten.

A process holds the playing tables it owns (leases.py) and those a client of its own watches:
`Held.get` loads a table the first time it is asked for (once, however many ask at the same
time), makes it (`make`: table.py's `Table.from_record`, with its talk) and tells it
(`Table.changed`: its bots and clock go on where this process owns it); `Held.evict` forgets
one (its bots and clock stopped here). The hub owns one (hub.py); the leases and the cluster
are given its `get` and `evict`, never the hub.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from ..core import SalonError
from ..store import Store
from .errors import ApiError
from .store_calls import StoreCalls
from .table import Table
from .talk import CHAT_KEEP

log = logging.getLogger("salon.server")


class Held:
    """The tables of this process, by id; `make` builds one from what the store holds."""

    def __init__(self, store: Store, calls: StoreCalls, make: Callable[[dict[str, Any]], Table]) -> None:
        self.store = store
        self.calls = calls
        self.make = make
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Lock] = {}

    async def get(self, table_id: str) -> Table | None:
        """The table, loaded from the database if this process does not hold it yet; None if
        there is none; table/unavailable if this server cannot serve it."""
        t = self.tables.get(table_id)
        if t is not None:
            return t
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            t = self.tables.get(table_id)
            if t is not None:
                return t
            data = await self.calls.db(self.store.load, table_id)
            if data is None:
                self._loading.pop(table_id, None)
                return None
            data["chat"] = await self.calls.db(self.store.chat, table_id, 0, CHAT_KEEP)
            try:
                t = self.make(data)
            except (SalonError, ValueError, KeyError) as exc:
                self._loading.pop(table_id, None)
                log.error("table %s cannot be loaded: %s", table_id, exc)
                raise ApiError("table/unavailable", say="error-table-unavailable-why", table=table_id,
                               why=str(exc)) from None
            self.tables[table_id] = t
        self._loading.pop(table_id, None)
        t.changed()
        return t

    def evict(self, table_id: str) -> None:
        """Forget a table (its bots and clock stopped here)."""
        t = self.tables.pop(table_id, None)
        if t is not None:
            t.halt()
