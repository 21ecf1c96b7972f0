"""Database outages: which errors mean "the database cannot be reached", backing off, and logging
an outage in a few lines (one when it starts, one a minute while it lasts, one when it ends)
instead of a traceback per attempt.

Every store call of the server goes through `Hub.db` (or `Hub.db_now` for the SQLite commit
done on the event loop), which turns such an error into `ApiError("db/unavailable")` (503):
REST answers it with the documented body, a WebSocket client gets it as an error message and
stays connected, and the loops that work by themselves (bots, clocks, the poll, LISTEN) wait
`DbHealth.delay(attempt)` — 0.5 s doubling to 30 s, reset by any success — before trying again.
"""

from __future__ import annotations

import logging
import random
import sqlite3
import threading
import time

from sqlalchemy import exc as sa_exc

from .errors import ApiError


class NoAnswer(Exception):
    """A store call the database did not answer within `Hub.db_timeout` (a partition: the
    connection held, nothing passing). The call itself may still finish later."""


#: errors that say the database is unreachable, down, locked or overloaded (not a bad query)
OUTAGE_ERRORS: tuple[type[Exception], ...] = (
    NoAnswer,
    sa_exc.OperationalError, sa_exc.InterfaceError, sa_exc.DisconnectionError, sa_exc.TimeoutError,
    sqlite3.OperationalError, sqlite3.InterfaceError,
)
try:  # the PostgreSQL driver (an extra): its own errors reach the LISTEN thread unwrapped
    import psycopg

    OUTAGE_ERRORS += (psycopg.OperationalError, psycopg.InterfaceError)
except ImportError:  # pragma: no cover - SQLite-only installs
    pass

#: how often a lasting outage is reported (seconds)
REPORT_EVERY = 60.0


def is_outage(exc: BaseException) -> bool:
    if isinstance(exc, OUTAGE_ERRORS):
        return True
    return isinstance(exc, sa_exc.DBAPIError) and bool(exc.connection_invalidated)


def log_round_failure(log: logging.Logger, what: str, exc: BaseException) -> None:
    """A background round that failed: the database being unavailable is one short line (the
    outage itself is told once by DbHealth; a traceback per round and worker flooded the log:
    68 KB during the 20 s outage of tests/server/test_attack_db.py); anything else a traceback."""
    if is_outage(exc) or (isinstance(exc, ApiError) and exc.code == "db/unavailable"):
        log.warning("%s failed: the database is unavailable (%s)", what, _short(exc))
    else:
        log.error("%s failed", what, exc_info=exc)


def unavailable() -> ApiError:
    return ApiError("db/unavailable", say="error-db-unavailable")


def _short(exc: BaseException) -> str:
    """The driver's own message, first line only (no SQL, no parameters, no traceback)."""
    inner = getattr(exc, "orig", None) or exc
    text = (str(inner).strip().splitlines() or [type(inner).__name__])[0]
    return f"{type(inner).__name__}: {text[:200]}"


class DbHealth:
    """Whether the database answers, as seen by this process's last calls (thread-safe)."""

    def __init__(self, log: logging.Logger, retry_min: float = 0.5, retry_max: float = 30.0) -> None:
        self.log = log
        self.retry_min = retry_min
        self.retry_max = max(retry_min, retry_max)
        self.down_since: float | None = None  # monotonic
        self.failures = 0                     # failed calls in this outage
        self.outages = 0                      # outages since start
        #: bumped when the database answers again (the LISTEN thread waits for it)
        self.recoveries = 0
        self._reported = 0.0
        self._lock = threading.Lock()
        #: store calls under way: id -> when each began (monotonic)
        self.calls: dict[int, float] = {}
        #: a call under way for longer than this says the database does not answer (seconds)
        self.stall_after: float | None = None

    def stalled(self) -> bool:
        """Whether a store call has been waiting longer than `stall_after`."""
        if self.stall_after is None or not self.calls:
            return False
        return time.monotonic() - min(self.calls.values(), default=time.monotonic()) > self.stall_after

    @property
    def down(self) -> bool:
        return self.down_since is not None

    def failed(self, exc: BaseException, what: str) -> None:
        now = time.monotonic()
        with self._lock:
            self.failures += 1
            if self.down_since is None:
                self.down_since = self._reported = now
                self.outages += 1
                self.log.error("database unavailable (%s): %s; retrying with backoff up to %g s",
                               what, _short(exc), self.retry_max)
            elif now - self._reported >= REPORT_EVERY:
                self._reported = now
                self.log.error("database still unavailable after %.0f s (%d failed calls): %s",
                               now - self.down_since, self.failures, _short(exc))

    def ok(self) -> None:
        if self.down_since is None:  # the usual case: no lock
            return
        with self._lock:
            if self.down_since is None:
                return
            self.log.warning("database available again after %.1f s (%d failed calls)",
                             time.monotonic() - self.down_since, self.failures)
            self.down_since = None
            self.failures = 0
            self.recoveries += 1

    def delay(self, attempt: int) -> float:
        """Seconds to wait before retry number `attempt` + 1 (0, 1, …): retry_min doubling to
        retry_max, less up to a fifth at random so that waiting tasks do not retry in step."""
        base = min(self.retry_max, self.retry_min * 2 ** min(attempt, 30))
        return base * random.uniform(0.8, 1.0)

    def status(self) -> dict[str, object]:
        down = self.down_since
        if down is None and self.stalled():  # nothing failed yet, but a call hangs
            down = min(self.calls.values())
        return {"available": down is None, "down_for": None if down is None else time.monotonic() - down,
                "failed_calls": self.failures, "outages": self.outages}
