"""Account sessions: the cookie, the session it names, and the cross-site checks.

The cookie `salon_session` holds a random session id (32 bytes); the database keeps only its
SHA-256 (a leaked database opens no session). It is `HttpOnly`, `SameSite=Lax`, `Path=/`, and
`Secure` when the server's --public-url is https.

CSRF: salon checks `Sec-Fetch-Site` and `Origin` (no token to carry). A state-changing HTTP
request (any method but GET, HEAD, OPTIONS) and every WebSocket handshake that carry the
session cookie are refused with auth/cross_site unless `Sec-Fetch-Site` is `same-origin`,
or — without that header — `Origin` is the server's own origin (--public-url's, else the one
the request was addressed to). A request with the cookie and neither header is refused too:
every browser since 2020 sends one of them on such requests; a program sends no cookie.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import urlsplit

from .errors import ApiError, scope_language

COOKIE = "salon_session"
#: the long-lived cookie of a device that signed in (people/inputs, docs/accounts.md: a known
#: device is not slowed by other addresses' guesses); it opens nothing by itself
DEVICE_COOKIE = "salon_device"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: seconds a session lasts
SESSION_TTL = 30 * 86400.0


def new_session_id() -> str:
    return secrets.token_urlsafe(32)


def digest(secret: str) -> str:
    """The SHA-256 hex digest kept in the database for a session id or a link's token."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def header(scope: Mapping[str, Any], name: bytes) -> str | None:
    for k, v in scope.get("headers") or ():
        if k == name:
            return str(v.decode("latin-1"))
    return None


def session_cookie(scope: Mapping[str, Any]) -> str | None:
    """The session id of the request's cookie, or None."""
    return _cookie(scope, COOKIE)


def device_cookie(scope: Mapping[str, Any]) -> str | None:
    """The device token of the request's device cookie, or None."""
    return _cookie(scope, DEVICE_COOKIE)


def _cookie(scope: Mapping[str, Any], name: str) -> str | None:
    raw = header(scope, b"cookie")
    if not raw or name not in raw:
        return None
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(raw)
    except Exception:  # noqa: BLE001 - an unreadable Cookie header carries nothing
        return None
    morsel = jar.get(name)
    value = morsel.value if morsel is not None else ""
    return value if 0 < len(value) <= 100 and value.isascii() and value.isprintable() else None


def own_origin(scope: Mapping[str, Any], public_origin: str | None) -> str | None:
    """The origin requests from this site come with: --public-url's, else the request's own."""
    if public_origin:
        return public_origin
    host = header(scope, b"host")
    if not host:
        return None
    scheme = scope.get("scheme", "http")
    scheme = {"ws": "http", "wss": "https"}.get(scheme, scheme)
    return f"{scheme}://{host}".lower()


def same_site(scope: Mapping[str, Any], public_origin: str | None) -> bool:
    """Whether a cookie-carrying request comes from this site (see the module's docstring)."""
    fetch_site = header(scope, b"sec-fetch-site")
    if fetch_site is not None:
        return fetch_site.strip().lower() == "same-origin"
    origin = header(scope, b"origin")
    if origin is None:
        return False
    return origin.strip().lower().rstrip("/") == own_origin(scope, public_origin)


@dataclass(frozen=True)
class CookiePolicy:
    secure: bool

    def set(self, session_id: str, ttl: float = SESSION_TTL) -> str:
        """The Set-Cookie value of a new session."""
        return (f"{COOKIE}={session_id}; Path=/; Max-Age={int(ttl)}; HttpOnly; SameSite=Lax"
                + ("; Secure" if self.secure else ""))

    def clear(self) -> str:
        return f"{COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + ("; Secure" if self.secure else "")

    def device(self, token: str, ttl: float) -> str:
        """The Set-Cookie value of a device's cookie (sent only to the sign-in route)."""
        return (f"{DEVICE_COOKIE}={token}; Path=/api/sessions; Max-Age={int(ttl)}; HttpOnly; SameSite=Lax"
                + ("; Secure" if self.secure else ""))


def public_origin_of(public_url: str | None) -> str | None:
    """scheme://host[:port] of --public-url, lower-cased, or None."""
    if not public_url:
        return None
    u = urlsplit(public_url)
    return f"{u.scheme}://{u.netloc}".lower()


class CrossSiteGuard:
    """ASGI layer refusing cookie-carrying cross-site state changes and WebSocket handshakes."""

    def __init__(self, app: Any, public_origin: str | None, kinds: tuple[str, ...] = ("http", "websocket")) -> None:
        self.app = app
        self.public_origin = public_origin
        self.kinds = kinds

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        kind = scope["type"]
        if kind in self.kinds and session_cookie(scope) is not None:
            unsafe = kind == "websocket" or scope.get("method", "GET").upper() not in SAFE_METHODS
            if unsafe and not same_site(scope, self.public_origin):
                await _refuse(scope, send)
                return
        await self.app(scope, receive, send)


async def _refuse(scope: Any, send: Any) -> None:
    """403 with the documented body; a WebSocket handshake is closed before it is accepted
    (the client sees HTTP 403)."""
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    err = ApiError("auth/cross_site", say="error-cross-site")
    body = json.dumps(err.body(scope_language(scope))).encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
