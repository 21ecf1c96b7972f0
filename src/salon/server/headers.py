"""Security headers on every answer: a pure ASGI middleware, outermost but for the play
WebSockets' route (ws.PlayRoute, which accepts each before it answers) (docs/security.md, Browser).

Every HTTP answer — static files, /api, errors and 404s, the 500 page — carries a strict
Content-Security-Policy and the usual browser headers; so does an HTTP answer to a WebSocket
handshake sent through the ASGI denial-response extension. (A handshake closed before it is
accepted gets uvicorn's own bare 403, which no browser shows as a page.) The API
documentation pages (/docs, /redoc) load Swagger UI and ReDoc from a CDN with an inline
script: they alone get a relaxed policy naming those hosts, their own inline scripts allowed
by hash (computed from the page sent), never 'unsafe-inline' for scripts.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import re
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from typing import Any

from starlette.applications import Starlette

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: the policy of the client and of every API answer
STRICT = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self'",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
}

#: what Swagger UI (/docs) and ReDoc (/redoc) load from elsewhere (FastAPI's pages)
DOCS_CDN = "https://cdn.jsdelivr.net"
DOCS = {
    **STRICT,
    "script-src": f"'self' {DOCS_CDN}",  # + the hashes of the page's inline scripts
    "style-src": f"'self' 'unsafe-inline' {DOCS_CDN} https://fonts.googleapis.com",
    "img-src": "'self' data: https://fastapi.tiangolo.com https://cdn.redoc.ly",
    "font-src": "'self' data: https://fonts.gstatic.com",
    "worker-src": "'self' blob:",
}
DOCS_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc"})

#: the other headers, on every answer
OTHER = [
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
    (b"cross-origin-opener-policy", b"same-origin"),
]

#: a Host header this module repeats in connect-src (a host name or address, a port)
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
                   r"|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?")
_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S | re.I)


def policy(directives: dict[str, str], host: str | None = None, inline_scripts: Sequence[bytes] = ()) -> str:
    """The policy's text. connect-src names ws:/wss: of the page's own host too (browsers that
    do not read 'self' as covering WebSockets); inline scripts are allowed by their hash."""
    d = dict(directives)
    if host and _HOST.fullmatch(host):
        d["connect-src"] = f"{d['connect-src']} ws://{host} wss://{host}"
    for body in inline_scripts:
        digest = base64.b64encode(hashlib.sha256(body).digest()).decode()
        d["script-src"] = f"{d['script-src']} 'sha256-{digest}'"
    return "; ".join(f"{k} {v}" for k, v in d.items())


@functools.lru_cache(maxsize=64)
def _strict(host: str | None) -> str:
    return policy(STRICT, host)


def _host(scope: Scope) -> str | None:
    for k, v in scope.get("headers") or ():
        if k == b"host":
            try:
                return bytes(v).decode("ascii")
            except UnicodeDecodeError:
                return None
    return None


def _with_headers(headers: Any, csp: str) -> list[tuple[bytes, bytes]]:
    """The answer's headers plus ours (a header the answer sets itself is kept)."""
    out = [(bytes(k), bytes(v)) for k, v in headers or ()]
    have = {k.lower() for k, _ in out}
    if b"content-security-policy" not in have:
        out.append((b"content-security-policy", csp.encode("latin-1")))
    out.extend((k, v) for k, v in OTHER if k not in have)
    return out


class SecurityHeaders:
    """Adds the headers to every HTTP answer (a WebSocket's denial response too)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope.get("type")
        if kind == "http" and scope.get("path") in DOCS_PATHS:
            await self._docs(scope, receive, send)
            return
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        csp = _strict(_host(scope))

        async def send_with_headers(message: Message) -> None:
            if message["type"] in ("http.response.start", "websocket.http.response.start"):
                message = {**message, "headers": _with_headers(message.get("headers"), csp)}
            await send(message)

        await self.app(scope, receive, send_with_headers)

    async def _docs(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The docs pages: the answer held until its body is complete (a few kB), so that the
        policy can name the hashes of its inline scripts."""
        start: Message | None = None
        chunks: list[bytes] = []

        async def hold(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
                return
            if message["type"] != "http.response.body" or start is None:
                await send(message)
                return
            chunks.append(bytes(message.get("body", b"")))
            if message.get("more_body"):
                return
            body = b"".join(chunks)
            csp = policy(DOCS, _host(scope), [m.group(1) for m in _INLINE_SCRIPT.finditer(body)])
            await send({**start, "headers": _with_headers(start.get("headers"), csp)})
            await send({"type": "http.response.body", "body": body})

        await self.app(scope, receive, hold)


def wrap_outermost(app: Starlette, layer: Callable[[ASGIApp], ASGIApp]) -> None:
    """Puts `layer` around the app's whole middleware stack, outside Starlette's error
    middleware (the last call's layer is the outermost)."""
    build = app.build_middleware_stack

    def outermost() -> Any:
        return layer(build())

    app.build_middleware_stack = outermost  # type: ignore[method-assign]


def install(app: Starlette) -> None:
    """Wraps the whole app, outside Starlette's error middleware, so that the 500 page of an
    unexpected exception carries the headers too."""
    wrap_outermost(app, SecurityHeaders)
