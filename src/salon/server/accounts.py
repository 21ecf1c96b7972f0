"""The account side of the server: its settings, the signed-in account of a request, and the
rate limits of sign-in, sign-up and links, kept in the database (shared by every process).

The routes are routes/accounts.py; the threat model docs/accounts.md.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import Request

from ..people.mail import SmtpConfig
from ..people.ratings import RatingRules
from ..store.people import People
from .errors import ApiError
from .limits import client_address
from .sessions import CookiePolicy, digest, session_cookie


@dataclass(frozen=True)
class AttemptLimits:
    """How many attempts per window (seconds); each limit is counted in the database.

    Sign-in (docs/accounts.md, "Rate limits"): a device that never signed in to the account
    is counted per client address, per (account, address) pair — the guessing pair — and,
    all such devices together, per account; a device that signed in to it before (its
    device cookie) only against itself, so guesses from elsewhere never lock its owner out.
    An account's counters are keyed by the account, whether it was named by its name or its
    address."""

    signin_per_address: tuple[int, float] = (30, 900.0)
    #: one client address guessing at one account
    signin_per_pair: tuple[int, float] = (10, 900.0)
    #: every device that never signed in to the account, together
    signin_new_devices: tuple[int, float] = (30, 900.0)
    #: one device that signed in to the account before (its cookie)
    signin_per_device: tuple[int, float] = (10, 900.0)
    signup_per_address: tuple[int, float] = (5, 3600.0)
    reset_per_address: tuple[int, float] = (5, 3600.0)
    reset_per_account: tuple[int, float] = (3, 3600.0)
    links_per_address: tuple[int, float] = (30, 900.0)


@dataclass
class AccountsConfig:
    """What the account routes work with."""

    people: People
    public_url: str | None
    smtp: SmtpConfig | None
    cookie: CookiePolicy
    attempts: AttemptLimits = field(default_factory=AttemptLimits)
    #: seconds a verify link and a reset link work
    verify_ttl: float = 24 * 3600.0
    reset_ttl: float = 3600.0
    #: an unconfirmed account older than this frees its name and address
    unverified_ttl: float = 24 * 3600.0
    #: seconds a device that signed in is remembered (its cookie lives as long)
    device_ttl: float = 365 * 86400.0
    #: the rating rules and a rated table's limits (people/ratings.py, docs/accounts.md)
    rules: RatingRules = field(default_factory=RatingRules.from_env)
    clock: Callable[[], float] = time.time
    #: password hashings at once (Argon2 is CPU-bound: a flood of sign-ins queues here)
    hashing: asyncio.Semaphore = field(default_factory=lambda: asyncio.Semaphore(2))
    #: wakes the mail sender when a mail was queued
    mail_queued: Callable[[], None] = lambda: None

    @property
    def enabled(self) -> bool:
        """Accounts need mail (their address is confirmed by a mailed link) and a public URL."""
        return self.smtp is not None and bool(self.public_url)

    def link(self, path: str) -> str:
        """A link into this server for a mail: always from --public-url, never the Host."""
        assert self.public_url
        return self.public_url.rstrip("/") + path

    @property
    def domain(self) -> str:
        from urllib.parse import urlsplit

        return urlsplit(self.public_url or "http://localhost").hostname or "localhost"


def accounts_of(request: Request) -> AccountsConfig:
    """The account settings; server/disabled when accounts are not set up."""
    acc = request.app.state.services.accounts
    if acc is None or not acc.enabled:
        raise ApiError("server/disabled", say="error-accounts-disabled")
    return acc  # type: ignore[no-any-return]


async def signed_in(request: Request) -> dict[str, Any] | None:
    """The account of the request's session cookie (live session, confirmed address), or None."""
    sid = session_cookie(request.scope)
    acc = request.app.state.services.accounts
    if sid is None or acc is None:
        return None
    hub = request.app.state.services.hub
    return await hub.db(acc.people.session_account, digest(sid), acc.clock())  # type: ignore[no-any-return]


async def require_account(request: Request) -> dict[str, Any]:
    account = await signed_in(request)
    if account is None:
        raise ApiError("auth/session_required", say="error-sign-in-first")
    return account


async def limit(request: Request, acc: AccountsConfig, *keys: tuple[str, tuple[int, float]]) -> None:
    """Count one attempt at each key (every one, always: the same work whatever the outcome);
    limit/attempts if any is over its limit."""
    hub = request.app.state.services.hub
    now = acc.clock()
    over = False
    for key, (most, window) in keys:
        ok = await hub.db(acc.people.hit, key[:200], most, window, now)
        over = over or not ok
    if over:
        raise ApiError("limit/attempts", say="error-too-many-attempts")


def address(request: Request) -> str:
    return client_address(request.scope, request.app.state.services.limits)
