"""SQLite's write-ahead log (WAL): checkpointed off the serving path, so that it stays small.

On SQLite every commit appends to the WAL file, and readers see the database through it, so a
WAL left to grow slows every read and fills the disk. `Checkpoints.run` (started by
`Hub.start` when the store has a WAL; given the store and its calls, store_calls.py) checkpoints it in the DB thread once it reaches half of
the store's `wal_limit` (`Checkpoints.after_commit`, a stat after every LOOK_EVERY commits
of actions, wakes it) and every CHECKPOINT_EVERY seconds if it holds anything. Bots, the only
writers with no rate limit, wait for room while the WAL is over its limit (`Checkpoints.room`). A
checkpoint that cannot complete (a reader outside this server holding a transaction open) is
retried with backoff, and logged once the WAL is four times its limit and again each time it
doubles. PostgreSQL has none of this.
"""

from __future__ import annotations

import asyncio
import logging
import time

from ..store import Store
from .errors import ApiError
from .store_calls import StoreCalls

log = logging.getLogger("salon.server")

#: at most this many seconds between SQLite WAL checkpoints (done in the DB thread, off the
#: serving path); sooner once the WAL reaches half of the store's `wal_limit`
CHECKPOINT_EVERY = 5.0
#: how often the WAL's size is looked at (seconds)
WAL_CHECK_EVERY = 0.25
#: and after every this many commits made on the event loop
LOOK_EVERY = 8


class Checkpoints:
    """The WAL checkpoints of this process (SQLite), and the bots' back-pressure on the WAL."""

    def __init__(self, store: Store, calls: StoreCalls) -> None:
        self.store = store
        self.calls = calls
        #: set when the SQLite WAL has reached half its limit (checked after each commit)
        self.due = asyncio.Event()
        #: replaced (and set) after each checkpoint attempt
        self._emptied = asyncio.Event()
        #: checkpoints that emptied the WAL, and the bytes it held before them (/api/stats)
        self.checkpoints = 0
        self.checkpointed = 0
        #: commits made on the event loop (after_commit)
        self._commits = 0

    def after_commit(self) -> None:
        """A commit was made on the event loop: wake the checkpoints once the WAL is half full
        (looked at every LOOK_EVERY commits: a stat costs more than the rest of this, and a
        few commits add a few kB to a limit of megabytes)."""
        self._commits += 1
        if self._commits % LOOK_EVERY:
            return
        store = self.store
        if store.wal_size() >= store.wal_limit // 2:
            self.due.set()

    async def room(self) -> None:
        """Back-pressure on bots, the only writers with no rate limit (bot_delay may be 0):
        while the SQLite WAL is over its limit, a bot's move waits for the checkpoint that
        empties it (at most a second, should a checkpoint be unable to complete)."""
        store = self.store
        if store.wal_path is None or store.wal_size() < store.wal_limit:
            return
        self.due.set()
        try:
            await asyncio.wait_for(self._emptied.wait(), 1.0)
        except TimeoutError:
            pass

    async def run(self) -> None:
        """SQLite: checkpoint the WAL (in the DB thread) once it reaches half of `wal_limit`,
        and every CHECKPOINT_EVERY seconds if it holds anything, so that it stays small."""
        calls, store = self.calls, self.store
        last = time.monotonic()
        attempt = 0
        failed_size = 0
        while True:
            try:
                await asyncio.wait_for(self.due.wait(), WAL_CHECK_EVERY)
            except TimeoutError:
                pass
            self.due.clear()
            size = store.wal_size()
            if size == 0 or (size < store.wal_limit // 2 and time.monotonic() - last < CHECKPOINT_EVERY):
                continue
            last = time.monotonic()
            try:
                done = await calls.db(store.checkpoint)
            except asyncio.CancelledError:
                raise
            except ApiError:  # locked, or the disk failed: DbHealth logged it
                await calls.backoff(attempt)
                attempt += 1
                continue
            except Exception:
                log.exception("WAL checkpoint failed")
                await calls.backoff(attempt)
                attempt += 1
                continue
            finally:  # bots waiting for room in the WAL look again
                emptied, self._emptied = self._emptied, asyncio.Event()
                emptied.set()
            attempt = 0
            if done:
                self.checkpoints += 1
                self.checkpointed += size
            if not done and size >= 4 * store.wal_limit and size >= 2 * failed_size:
                failed_size = size  # logged again only if it doubles
                log.warning("the SQLite WAL is %.0f MB and cannot be checkpointed: a reader outside "
                            "this server holds a transaction open", size / 2**20)
            elif done:
                failed_size = 0
