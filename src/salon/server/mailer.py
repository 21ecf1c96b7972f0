"""The outbox's sender: mail written to the database with its cause is handed to the SMTP
server by one process at a time, at least once, retried with backoff while it is down.

Each round first deletes the "your turn" mail of tables no longer playing (their turn is over
and no owner would ever send it), then claims the mail owed now (account mail: any process; a table's "your turn" mail:
only the process holding that table's lease, its owner), sends each, and marks it sent. A
claim lasts `hold` seconds: a process killed mid-batch leaves its claims to run out, and the
next round of any process sends those mails again, with the same Message-ID. A failed send
waits `backoff(attempts)` before its next try (30 s doubling to 30 minutes).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from ..people.mail import SmtpConfig, message, send
from ..store.people import People
from .background import BackgroundLoop
from .outage import log_round_failure

log = logging.getLogger("salon.server.mail")

#: seconds a claimed mail is this process's to send
HOLD = 60.0
#: seconds between rounds when nothing wakes the sender
ROUND = 5.0
#: seconds between sweeps of expired sessions, links, rate-limit windows and sent mail
SWEEP = 3600.0


def backoff(attempts: int) -> float:
    """Seconds before the next try of a mail that failed `attempts` times (30 s … 30 min)."""
    return float(min(30 * 2 ** max(attempts - 1, 0), 1800))


class Mailer(BackgroundLoop):
    """Sends the outbox of `people` through `cfg`; `clock` is the time (a fake one in tests)."""

    def __init__(self, people: People, cfg: SmtpConfig, owner: str, domain: str,
                 clock: Callable[[], float] = time.time, hold: float = HOLD,
                 sender: Callable[[SmtpConfig, Any], None] = send,
                 stale: Callable[[dict[str, Any]], bool] | None = None) -> None:
        self.people = people
        self.cfg = cfg
        self.owner = owner
        self.domain = domain
        self.clock = clock
        self.hold = hold
        self.sender = sender
        #: whether a claimed mail is no longer owed (a turn that is over): dropped unsent
        self.stale = stale
        self.dropped = 0
        self.wake = asyncio.Event()
        self.sent = 0
        self.failed = 0

    async def run_once(self, limit: int = 20) -> tuple[int, int]:
        """One round: (mails sent, mails failed)."""
        now = self.clock()
        self.dropped += await asyncio.to_thread(self.people.drop_stale_turn_mail)
        rows = await asyncio.to_thread(self.people.claim_mail, self.owner, now, self.hold, limit)
        sent = failed = 0
        for row in rows:
            if self.stale is not None and self.stale(row):
                await asyncio.to_thread(self.people.mail_dropped, row["id"])
                self.dropped += 1
                continue
            msg = message(self.cfg, row["id"], self.domain, row["to_addr"], row["subject"], row["body"],
                          unsubscribe=_unsubscribe_of(row))
            try:
                await asyncio.to_thread(self.sender, self.cfg, msg)
            except Exception as exc:  # noqa: BLE001 - any failure: retried later, with backoff
                failed += 1
                attempts = int(row["attempts"]) + 1
                await asyncio.to_thread(self.people.mail_failed, row["id"], f"{type(exc).__name__}: {exc}",
                                        self.clock() + backoff(attempts))
                log.warning("mail %s to %s failed (%d attempts): %s", row["id"], self.cfg.shown(), attempts, exc)
                continue
            await asyncio.to_thread(self.people.mail_sent, row["id"], self.clock())
            sent += 1
        self.sent += sent
        self.failed += failed
        return sent, failed

    async def _loop(self) -> None:
        swept = 0.0
        while True:
            try:
                if self.clock() - swept > SWEEP:
                    swept = self.clock()
                    await asyncio.to_thread(self.people.forget_expired, swept)
                sent, _failed = await self.run_once()
                if sent:
                    continue  # more may be owed
            except Exception as exc:  # noqa: BLE001 - the database may be down: try again next round
                log_round_failure(log, "mail round", exc)
            try:
                await asyncio.wait_for(self.wake.wait(), ROUND)
            except TimeoutError:
                pass
            self.wake.clear()



def _unsubscribe_of(row: dict[str, Any]) -> str | None:
    """The one-click unsubscribe link a mail's body ends with (turn mail only)."""
    if row["kind"] != "turn":
        return None
    for line in reversed(str(row["body"]).splitlines()):
        if "/account/unsubscribe/" in line:
            return line.strip().split()[-1]
    return None
