"""What a client may ask of the server: every bound on client input in one place.

A server on the open internet answers every client within these bounds, each breach with a
stable error code (docs/api.md, Errors) — see docs/security.md for the threat model, each
limit's default and its `salon serve` setting. The admin token lifts the per-client limits
(tests, tournaments, operators); it never lifts the bounds that protect the process itself
(body size, message size, outbox, connection cap).
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..bots.levels import DEFAULT_GAME_LEVELS, DEFAULT_LEVELS


def _env_number(name: str, default: float) -> float:
    """A bound set by the environment variable `name` (a number ≥ 0), else `default`."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(f"${name}={raw!r}: a number of bytes (or bytes a second) is expected") from None
    if not value >= 0:
        raise ValueError(f"${name}={raw!r}: a number ≥ 0 is expected")
    return value


@dataclass(frozen=True)
class Limits:
    """The server's bounds on clients. Defaults suit one process on a small machine."""

    #: largest request body, in bytes received (chunked bodies are counted as they arrive)
    max_body: int = 64 * 1024
    #: largest WebSocket message from a client, in bytes
    max_message: int = 4096
    #: tables one client address may create per minute ...
    tables_per_minute: int = 20
    #: ... and may have open or playing at once
    open_tables_per_address: int = 50
    #: WebSocket connections one client address may hold at once
    ws_per_address: int = 64
    #: spectators' WebSocket connections one table may have at once (players always get in) ...
    ws_per_table: int = 100
    #: ... and connections one seat (its token) may have at one table
    ws_per_seat: int = 8
    #: messages a second one WebSocket connection may send, with a burst above it
    msg_rate: float = 20.0
    msg_burst: float = 60.0
    #: messages a connection may send over its rate before it is closed (each one dropped, unanswered)
    msg_strikes: int = 100
    #: messages waiting to be sent to one connection; a consumer too slow to read them is closed
    outbox: int = 200
    #: full resyncs (the whole log) one client address may be sent, in bytes: at once, then a
    #: second (server/resync.py; the first state of every new connection counts); set by
    #: $SALON_RESYNC_BURST and $SALON_RESYNC_RATE
    resync_burst: int = field(default_factory=lambda: int(_env_number("SALON_RESYNC_BURST", 1024 * 1024)))
    resync_rate: float = field(default_factory=lambda: _env_number("SALON_RESYNC_RATE", 64 * 1024.0))
    #: `sync` asking for a full resync, per connection: at once, then a second
    sync_burst: float = 3.0
    sync_rate: float = 0.5
    #: seconds a new WebSocket has to send its first message (hello, with the seat token)
    hello_timeout: float = 5.0
    #: seconds a client may take to send a request's headers
    header_timeout: float = 10.0
    #: seconds a kept-alive HTTP connection may stay idle
    idle_timeout: float = 20.0
    #: REST requests that change something (POST…) one client address may send a second, with a burst
    rest_rate: float = 10.0
    rest_burst: float = 50.0
    #: times a seat's name may change in any minute (each change rewords the table talk for everyone)
    renames_per_minute: int = 6
    #: plain HTTP connections one client address may hold at once (reverse proxies not counted)
    http_per_address: int = 128
    #: open connections (HTTP and WebSocket) this process accepts; None: from the descriptor limit
    max_connections: int | None = None
    #: client addresses of reverse proxies whose X-Forwarded-For is trusted
    trusted_proxies: tuple[str, ...] = ()
    #: SQLite: the write-ahead log is checkpointed and emptied once it reaches half of this
    #: (and every 5 s), and cut back to it whenever it is reset (bytes)
    wal_limit: int = 4 * 1024 * 1024
    #: after a store call finds the database unavailable: the first wait before retrying
    #: (seconds), doubling at each failure up to `db_retry_max`; any success resets it
    db_retry_min: float = 0.5
    db_retry_max: float = 30.0


@dataclass(frozen=True)
class BotPolicy:
    """Which bots a table may ask for and how much of the machine they may use.

    A client names a *level* (`levels`: name -> bot spec); the admin token (or the CLI, through
    `salon serve --bot-level`) may give any spec, still capped at `max_iterations` a decision.
    How many decisions run at once is `salon serve --bot-workers` / `--bot-processes`."""

    #: named levels a table may choose: name -> bot spec (iteration budgets, never time)
    levels: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_LEVELS))
    #: per game, levels whose spec is the game's own there: game id -> {name -> spec}; every
    #: name is one of `levels` (same name, same place in the list, another search)
    game_levels: dict[str, dict[str, str]] = field(
        default_factory=lambda: {game: dict(named) for game, named in DEFAULT_GAME_LEVELS.items()})
    #: most search iterations one bot decision may take (caps admin and CLI specs too)
    max_iterations: int = 5_000
    #: least pause before a bot's move that a table may set (seconds)
    min_bot_delay: float = 0.3
    #: searched decisions one creator's tables may have running at once (None: half the pool,
    #: at least one) and CPU seconds they may take in any minute (server/bot_sched.py)
    per_creator: int | None = None
    cpu_per_minute: float = 60.0

    def level_of(self, spec: str | None) -> str | None:
        """The name of the level whose spec is `spec` (as stored), if any."""
        return self.named_specs().get(spec) if spec else None

    def named_specs(self) -> dict[str, str]:
        """Every spec a level stores (the games' own too) -> its level's name."""
        out = {spec: name for named in self.game_levels.values() for name, spec in named.items()}
        out.update({spec: name for name, spec in reversed(list(self.levels.items()))})
        return out

    def allowed(self) -> str:
        return ", ".join(self.levels)

    def resolve(self, asked: str | None, admin: bool = False, game_id: str | None = None) -> str:
        """The bot spec a table of `game_id` stores for what a client asked: a level's name (any
        client; the game's own spec for that level where it has one) or, with the admin token,
        any spec within the caps. ValueError (its message names the levels) for anything else."""
        name = (asked or "").strip()
        if name.lower() in self.levels:
            return self.game_levels.get(game_id or "", {}).get(name.lower(), self.levels[name.lower()])
        if not admin:
            shown = name if len(name) <= 60 else name[:57] + "…"
            raise ValueError(f"bot {shown!r} is not a level of this server; choose one of: {self.allowed()} "
                             "(any other bot spec, and any time budget, needs the admin token)")
        self.check_spec(name, admin=True)
        return name

    def check_spec(self, spec: str, admin: bool = False) -> None:
        """ValueError unless `spec` is a bot spec within the caps: at most `max_iterations` a
        decision; a time budget only with the admin token and with an iteration cap."""
        from ..bots import make_bot  # late: the bots are not needed to read the limits
        from ..core import SalonError

        try:
            bot = make_bot(spec, seed=0)
        except SalonError as exc:
            raise ValueError(str(exc)) from None
        iterations = getattr(bot, "iterations", None)
        seconds = getattr(bot, "time", None)
        if seconds is not None and not admin:
            raise ValueError(f"bot {spec!r}: a time budget needs the admin token (levels: {self.allowed()})")
        if seconds is not None and iterations is None:
            raise ValueError(f"bot {spec!r}: a time budget needs an iteration cap too "
                             f"(iterations=N, at most {self.max_iterations})")
        if iterations is not None and iterations > self.max_iterations:
            raise ValueError(f"bot {spec!r}: {iterations} iterations a decision is more than this server "
                             f"allows ({self.max_iterations})")

    def check_levels(self) -> None:
        """ValueError unless every level is a reproducible spec within the caps (start-up)."""
        if not self.levels:
            raise ValueError("at least one bot level is needed")
        for name, spec in self.levels.items():
            if not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,31}", name):
                raise ValueError(f"bot level {name!r}: a name is 1–32 lower-case letters, digits, - or _")
            self.check_spec(spec)
        for game, named in self.game_levels.items():
            for name, spec in named.items():
                if name not in self.levels:
                    raise ValueError(f"bot level {name!r} of {game}: not a level of this server "
                                     f"({self.allowed()})")
                self.check_spec(spec)




def bearer(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer <token>` header, or None."""
    if authorization and authorization[:7].lower() == "bearer ":
        return authorization[7:].strip() or None
    return None


def is_admin(authorization: str | None, admin_token: str | None) -> bool:
    """Whether an Authorization header carries the admin token (any text, never an exception)."""
    given = bearer(authorization)
    if not admin_token or given is None:
        return False
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"),
                                  admin_token.encode("utf-8", "surrogatepass"))


def client_address(scope: Mapping[str, Any], limits: Limits) -> str:
    """The client's address: the peer's, or the last X-Forwarded-For hop added by a trusted proxy."""
    peer = (scope.get("client") or ("unknown", 0))[0]
    if peer not in limits.trusted_proxies:
        return str(peer)
    for name, value in scope.get("headers") or ():
        if name == b"x-forwarded-for":
            hops = [h.strip() for h in value.decode("latin-1").split(",") if h.strip()]
            while hops and hops[-1] in limits.trusted_proxies:
                hops.pop()
            if hops:
                return hops[-1][:64]
    return str(peer)


class Gauge:
    """How many of something each key holds now (connections per address, per table), bounded."""

    def __init__(self, most: int) -> None:
        self.most = most
        self.held: dict[str, int] = {}

    def acquire(self, key: str) -> bool:
        """Take one for `key`; False (and nothing taken) if it already holds `most`."""
        n = self.held.get(key, 0)
        if n >= self.most:
            return False
        self.held[key] = n + 1
        return True

    def release(self, key: str) -> None:
        n = self.held.get(key, 0) - 1
        if n > 0:
            self.held[key] = n
        else:
            self.held.pop(key, None)


class Window:
    """Events per key in the last `seconds` (tables created per address per minute), bounded:
    at most `most` per key, and keys with no recent event are forgotten."""

    def __init__(self, most: int, seconds: float = 60.0) -> None:
        self.most = most
        self.seconds = seconds
        self.events: dict[str, list[float]] = {}

    def allow(self, key: str, now: float) -> bool:
        """Count one event for `key` at `now` (monotonic) unless it would exceed `most`."""
        if len(self.events) > 10_000:  # forget idle keys so the map stays small
            self.events = {k: v for k, v in self.events.items() if v and v[-1] > now - self.seconds}
        recent = [t for t in self.events.get(key, ()) if t > now - self.seconds]
        if len(recent) >= self.most:
            self.events[key] = recent
            return False
        recent.append(now)
        self.events[key] = recent
        return True
