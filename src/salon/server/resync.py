"""Full resyncs bounded, so that no client makes the server send much more than it receives
(issue 51: 64 sockets of one address asking `sync` 19 times a second each got a 53 KB state
for each, 30.8 MB/s out).

A state message carries the player's view either way; a *full resync* carries the whole log
too, which is what grows with the game. One is sent on connecting, after an error, and for a
`sync`:

- a `sync` at the `state_id` the connection already holds is answered by a short
  `{"type": "unchanged", "state_id": …}`;
- each connection may ask for `sync_burst` full resyncs at once, then one every
  1/`sync_rate` seconds (`SyncBucket`); beyond, `limit/resync` (once per streak: the next
  ones are dropped unanswered until the bucket refills);
- every full resync a client address is sent — on any of its connections, the first state of
  a new connection included, so reconnect floods count too — is paid from one byte budget per
  address (`ResyncBudget`: `resync_burst` bytes, refilled at `resync_rate` bytes a second).
  While it is spent, a `sync` gets `limit/resync`, an error comes without its resync (the
  changes the table makes still reach the connection, as always), and a new connection is
  refused with `limit/resync` (close code 4429) before anything is sent.

The budget is per process (like the other per-address bounds of WebSockets).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

#: a client address's budget entries kept before the refilled ones are forgotten
MAX_ADDRESSES = 10_000


class ResyncBudget:
    """Bytes of full resyncs each client address may be sent: a token bucket per address."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = float(rate)
        self.burst = float(burst)
        self.clock = clock
        #: address -> (bytes left, when last counted); bytes left may be below 0 (a debt)
        self.left: dict[str, tuple[float, float]] = {}

    def _level(self, address: str) -> float:
        now = self.clock()
        level, at = self.left.get(address, (self.burst, now))
        level = min(self.burst, level + (now - at) * self.rate)
        self.left[address] = (level, now)
        if len(self.left) > MAX_ADDRESSES:
            self.left = {a: v for a, v in self.left.items() if v[0] < self.burst}
        return level

    def allows(self, address: str | None) -> bool:
        """Whether a full resync may go to `address` now (its budget is not spent)."""
        return address is None or self._level(address) > 0

    def charge(self, address: str | None, nbytes: int) -> None:
        """A full resync of `nbytes` was sent to `address` (it may run the budget into debt:
        the size of a message is known once it is built)."""
        if address is not None:
            level = self._level(address)
            self.left[address] = (level - nbytes, self.left[address][1])


@dataclass
class SyncBucket:
    """Full resyncs one connection may ask for with `sync`: `burst` at once, `rate` a second."""

    rate: float
    burst: float
    clock: Callable[[], float] = time.monotonic
    tokens: float = -1.0
    at: float = field(default=0.0)
    #: the last `sync` was refused: the next ones are dropped unanswered until one is allowed
    refusing: bool = False

    def take(self) -> bool:
        now = self.clock()
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def unchanged(state_id: int) -> str:
    """The short answer to a `sync` at the state the connection holds."""
    return f'{{"type":"unchanged","state_id":{int(state_id)}}}'
