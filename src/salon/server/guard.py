"""The HTTP bounds that protect the process itself: request body size, half-sent requests, the
connection cap below the descriptor limit, and the last-resort answer to an unexpected error.

`BodyGuard` is a pure ASGI middleware (create_app adds it); `guarded_protocol` makes the
uvicorn HTTP protocol class `salon serve` runs (header timeout, connection cap);
`raise_descriptor_limit` and `connection_cap` size the cap at start. docs/security.md, "HTTP".
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from asyncio import TimerHandle
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from . import metrics
from .errors import CODES, ApiError, scope_language
from .limits import Window

log = logging.getLogger("salon.server")

Scope = dict[str, Any]
Message = dict[str, Any]

#: descriptors kept free for the database, log files, bot processes and the listening socket
DESCRIPTOR_MARGIN = 64
#: the connection cap derived from the descriptor limit never exceeds this (memory)
DERIVED_CAP_MOST = 10_000


def error_body(code: str, message: str) -> bytes:
    """The body of an error answered by the guard, counted in salon_errors_total."""
    metrics.error(code)
    return json.dumps({"type": "error", "code": code, "message": message}).encode()


def _security_head() -> bytes:
    """The security headers of every answer (headers.py), as header lines."""
    from .headers import OTHER, STRICT, policy

    lines = [b"content-security-policy: " + policy(STRICT).encode("ascii")]
    lines += [name + b": " + value for name, value in OTHER]
    return b"".join(line + b"\r\n" for line in lines)


SECURITY_HEAD = _security_head()


def raw_response(code: str, message: str) -> bytes:
    """A whole HTTP/1.1 answer with the documented error body and the security headers,
    closing the connection (for answers given by the protocol, before any ASGI app runs)."""
    status = CODES[code][0]
    body = error_body(code, message)
    reason = {400: "Bad Request", 408: "Request Timeout", 429: "Too Many Requests",
              503: "Service Unavailable"}.get(status, "Error")
    head = (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n").encode("ascii")
    return head + SECURITY_HEAD + b"\r\n" + body


class _TooLarge(Exception):
    pass


class _NotUtf8(Exception):
    pass


#: the byte-order marks of UTF-16 and UTF-32, which json.loads would decode (a UTF-8 JSON text
#: has no NUL byte: a NUL in a string must be escaped)
_WIDE_BOMS = (b"\xff\xfe", b"\xfe\xff")


class _Lines:
    """At most `most` log lines per `seconds`; says how many were left out."""

    def __init__(self, most: int = 10, seconds: float = 60.0) -> None:
        self.most, self.seconds = most, seconds
        self.start, self.count, self.left_out = 0.0, 0, 0

    def allow(self) -> bool:
        now = time.monotonic()
        if now - self.start > self.seconds:
            if self.left_out:
                log.error("%d more unexpected errors in the last %.0f s were not logged", self.left_out,
                          self.seconds)
            self.start, self.count, self.left_out = now, 0, 0
        self.count += 1
        if self.count > self.most:
            self.left_out += 1
            return False
        return True


class BodyGuard:
    """Pure ASGI middleware for HTTP requests: a body larger than `max_body` bytes is answered
    413 `request/too_large` — refused before reading when its Content-Length says so, else cut
    as soon as the bytes received (chunked or not) pass the bound — and an exception no handler
    answered becomes a 500 `server/error` with the documented body and one log line (no
    traceback per request; at most a few lines a minute)."""

    def __init__(self, app: Any, max_body: int) -> None:
        self.app = app
        self.max_body = max_body
        self.lines = _Lines()

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body:
            await self._too_large(scope, send)
            return
        received = 0
        over = False
        started = False
        wide = False

        async def counted() -> Message:
            nonlocal received, over, wide
            if over:
                return {"type": "http.disconnect"}
            message: Message = await receive()
            if message["type"] == "http.request":
                chunk = message.get("body", b"")
                if (b"\x00" in chunk or (received == 0 and chunk.startswith(_WIDE_BOMS))) and not wide:
                    wide = over = True  # UTF-16 or UTF-32: bodies are JSON in UTF-8 (docs/api.md)
                    raise _NotUtf8
                received += len(chunk)
                if received > self.max_body:
                    over = True
                    raise _TooLarge
            return message

        async def guarded(message: Message) -> None:
            nonlocal started
            if over:  # the app's answer to a cut body is replaced by ours
                return
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted, guarded)
        except Exception as exc:
            if not over:
                if self.lines.allow():
                    log.error("unexpected error answering %s %s: %s: %s", scope.get("method"),
                              scope.get("path"), type(exc).__name__, str(exc)[:300])
                if not started:
                    await _answer(scope, send, ApiError("server/error", "the server could not answer this request"))
                return
        if over and not started:
            if wide:
                await _answer(scope, send, ApiError("request/invalid", "a request body is JSON in UTF-8 (this one "
                                                    "is not: UTF-16 or UTF-32, or a NUL byte)"), close=True)
            else:
                await self._too_large(scope, send)

    async def _too_large(self, scope: Scope, send: Any) -> None:
        await _answer(scope, send, ApiError("request/too_large", f"a request body has at most {self.max_body} bytes"),
                      close=True)


async def _answer(scope: Scope, send: Any, err: ApiError, close: bool = False, retry_after: int | None = None) -> None:
    """`err` answered before (or instead of) the app, worded in the request's language."""
    code = err.code
    metrics.error(code)
    body = json.dumps(err.body(scope_language(scope))).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if retry_after is not None:
        headers.append((b"retry-after", str(retry_after).encode()))
    if close:  # uvicorn closes the connection after this answer: the rest of the body is not read
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": CODES[code][0], "headers": headers})
    await send({"type": "http.response.body", "body": body})


class RestRate:
    """Pure ASGI middleware: the requests that change something (every method but GET, HEAD and
    OPTIONS) under /api/, per client address, within a rate with a burst (a token bucket) —
    429 `request/rate_limited` with `Retry-After` past it. Reads are answered from memory
    and not counted; the admin token is not counted. docs/security.md, "HTTP"."""

    def __init__(self, app: Any, rate: float, burst: float, limits: Any, admin_token: str | None) -> None:
        self.app = app
        self.rate, self.burst = rate, burst
        self.limits = limits
        self.admin_token = admin_token
        #: address -> (tokens, when counted, monotonic)
        self.buckets: dict[str, tuple[float, float]] = {}

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if (scope["type"] == "http" and scope.get("method") not in ("GET", "HEAD", "OPTIONS")
                and str(scope.get("path", "")).startswith("/api/") and not self._admin(scope)):
            from .limits import client_address

            if not self.take(client_address(scope, self.limits), time.monotonic()):
                await _answer(scope, send, ApiError("request/rate_limited", say="error-rest-rate", rate=self.rate,
                                                    burst=self.burst), retry_after=1)
                return
        await self.app(scope, receive, send)

    def _admin(self, scope: Scope) -> bool:
        from .limits import is_admin

        for name, value in scope.get("headers") or ():
            if name == b"authorization":
                return is_admin(value.decode("latin-1"), self.admin_token)
        return False

    def take(self, address: str, now: float) -> bool:
        if len(self.buckets) > 10_000:  # forget addresses whose bucket has refilled
            self.buckets = {a: (n, at) for a, (n, at) in self.buckets.items()
                            if n + (now - at) * self.rate < self.burst}
        tokens, at = self.buckets.get(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        if tokens < 1:
            self.buckets[address] = (tokens, now)
            return False
        self.buckets[address] = (tokens - 1, now)
        return True


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers") or ():
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def guarded_protocol(header_timeout: float, max_connections: int, per_address: int | None = None,
                     trusted: tuple[str, ...] = ()) -> type[HttpToolsProtocol]:
    """uvicorn's httptools protocol with the bounds uvicorn lacks:

    - a request's headers and body must arrive within `header_timeout` seconds of the
      connection (or of the first byte of the request on a kept-alive connection), else the
      connection is answered 408 `request/timeout` and closed (an idle kept-alive connection is
      uvicorn's `timeout_keep_alive`);
    - at most `max_connections` connections are open at once, HTTP and WebSocket (uvicorn's
      `server_state.connections` holds both). One more first closes a kept-alive connection
      idle between two requests of the address holding the most HTTP connections, if that
      address holds more than the newcomer's (a share taken back from the greediest, which
      reopens at no cost); else it is answered 503 `server/busy` and closed at once, so
      descriptors stay below the process's limit;
    - at most `per_address` plain HTTP connections from one peer address (not counting the
      `trusted` reverse proxies, whose clients the proxy bounds): one more is answered 429
      `limit/connections` and closed (a connection upgraded to a WebSocket leaves this count
      for the WebSockets' own, ws.py);
    - a malformed request is answered uvicorn's 400 with the security headers, counted in
      /metrics (`salon_refusals_total`), its log line bounded (logs.py).
    """
    held: dict[str, int] = {}

    class GuardedProtocol(HttpToolsProtocol):
        _deadline: TimerHandle | None = None
        _waiting = True  # between requests or inside one whose message is not complete
        _address: str | None = None  # counted in `held` while this is a plain HTTP connection

        def connection_made(self, transport: Any) -> None:  # type: ignore[override]
            super().connection_made(transport)
            peer = str(self.client[0]) if self.client else None
            if len(self.connections) > max_connections and not self._close_an_idle_one(peer):
                # no request read yet, so no language known: English, from the messages
                self._refuse("server/busy", ApiError("server/busy", say="error-server-busy").message)
                return
            if per_address is not None and peer is not None and peer not in trusted:
                if held.get(peer, 0) >= per_address:
                    self._refuse("limit/connections", f"this address holds {per_address} HTTP connections, as "
                                                      "many as it may; reuse them or close some")
                    return
                held[peer] = held.get(peer, 0) + 1
                self._address = peer
            self._arm()

        def _refuse(self, code: str, message: str) -> None:
            self.transport.write(raw_response(code, message))
            self.transport.close()

        def _close_an_idle_one(self, peer: str | None) -> bool:
            """Close a kept-alive connection waiting for its next request, of the address holding
            the most connections — if it holds more than `peer` does; False if there is none."""
            mine = held.get(peer or "", 0)
            idle = [c for c in self.connections
                    if isinstance(c, GuardedProtocol) and c is not self and c.timeout_keep_alive_task is not None
                    and not c.transport.is_closing() and held.get(c._address or "", 0) > mine + 1]
            if not idle:
                return False
            victim = max(idle, key=lambda c: held.get(c._address or "", 0))
            victim.transport.close()
            victim.connection_lost(None)  # out of the count now, not when the loop gets to it
            return True

        def _release(self) -> None:
            if self._address is not None:
                n = held.get(self._address, 0) - 1
                if n > 0:
                    held[self._address] = n
                else:
                    held.pop(self._address, None)
                self._address = None

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            self._release()
            if self.parser is None:  # already lost (closed as idle to make room)
                return
            super().connection_lost(exc)

        def handle_websocket_upgrade(self) -> None:
            self._release()  # a WebSocket now: counted by ws.py per address
            self._disarm()
            super().handle_websocket_upgrade()

        def send_400_response(self, msg: str) -> None:
            metrics.refusal("http/malformed")
            if self.transport.is_closing():
                return
            body = msg.encode("ascii", "replace")
            head = (b"HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain; charset=utf-8\r\n"
                    b"content-length: " + str(len(body)).encode("ascii") + b"\r\nconnection: close\r\n")
            self.transport.write(head + SECURITY_HEAD + b"\r\n" + body)
            self.transport.close()

        def data_received(self, data: bytes) -> None:
            if self.parser is None:
                return
            if self._waiting and self._deadline is None:
                self._arm()
            super().data_received(data)

        def on_headers_complete(self) -> None:
            super().on_headers_complete()
            if self.parser.should_upgrade() and self._should_upgrade():  # a WebSocket: no deadline
                self._waiting = False
                self._disarm()

        def on_message_complete(self) -> None:
            super().on_message_complete()
            self._disarm()  # the next request's deadline starts with its first byte

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(header_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if self.transport.is_closing():
                return
            if self.cycle is None or not self.cycle.response_started:
                self.transport.write(raw_response(
                    "request/timeout", f"a request's headers and body arrive within {header_timeout:g} s"))
            self.transport.close()

    return GuardedProtocol


def raise_descriptor_limit() -> int:
    """Raise this process's soft limit on open descriptors to its hard limit where the system
    allows; returns the soft limit now in force (0 if it cannot be read)."""
    try:
        import resource
    except ImportError:  # not on this system
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        except (ValueError, OSError):
            pass
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return int(soft) if soft != resource.RLIM_INFINITY else 1 << 20


def connection_cap(asked: int | None, descriptors: int) -> int:
    """The connection cap: `asked` (if given) or derived from the descriptor limit, always
    DESCRIPTOR_MARGIN (or an eighth) below it."""
    room = descriptors - max(DESCRIPTOR_MARGIN, descriptors // 8) if descriptors else DERIVED_CAP_MOST
    room = max(room, 1)
    if asked is None:
        return min(room, DERIVED_CAP_MOST)
    if asked > room:
        log.warning("--max-connections %d is above what the descriptor limit (%d) leaves; using %d",
                    asked, descriptors, room)
        return room
    return max(asked, 1)


def creator_key(address: str) -> str:
    """How a table's creator is known to the bots' fair share (bot_sched.py) and stored with
    the table: a digest of the client address (equal for equal addresses in every process;
    the database keeps no address)."""
    return "a:" + hashlib.sha256(address.encode("utf-8", "surrogateescape")).hexdigest()[:24]


class TableQuota:
    """Tables per client address: at most `per_minute` created in any minute (a `Window`) and
    `open_most` open or playing at once (the ids this process created for the address and has
    not seen finish; `done(table_id)` says whether one has finished or gone). Over either:
    429 `limit/tables`. The admin token is not counted (create_table never asks)."""

    def __init__(self, per_minute: int, open_most: int, done: Any) -> None:
        self.window = Window(per_minute, 60.0)
        self.per_minute = per_minute
        self.open_most = open_most
        self.done = done
        self.open: dict[str, set[str]] = {}
        self._pending = 0

    def _prune(self, address: str) -> set[str]:
        ids = {i for i in self.open.get(address, ()) if i.startswith("pending:") or not self.done(i)}
        if ids:
            self.open[address] = ids
        else:
            self.open.pop(address, None)
        return ids

    def take(self, address: str) -> TableSlot:
        """A slot for one table of `address`, or ApiError `limit/tables`."""
        if len(self.open) > 10_000:  # forget addresses whose tables have all finished
            for a in list(self.open):
                self._prune(a)
        ids = self._prune(address)
        if len(ids) >= self.open_most:
            raise ApiError("limit/tables", say="error-tables-open", open=len(ids), most=self.open_most)
        if not self.window.allow(address, time.monotonic()):
            raise ApiError("limit/tables", say="error-tables-per-minute", most=self.per_minute)
        self._pending += 1
        marker = f"pending:{self._pending}"
        self.open.setdefault(address, set()).add(marker)
        return TableSlot(self, address, marker)


class TableSlot:
    """A table being created for an address: `created(id)` once stored; `release()` always."""

    def __init__(self, quota: TableQuota | None, address: str = "", marker: str = "") -> None:
        self.quota, self.address, self.marker = quota, address, marker

    @property
    def creator(self) -> str | None:
        """The creator's key to store with the table (None: made with the admin token)."""
        return creator_key(self.address) if self.quota is not None else None

    def created(self, table_id: str) -> None:
        if self.quota is not None:
            self.quota.open.setdefault(self.address, set()).add(table_id)

    def release(self) -> None:
        if self.quota is not None:
            ids = self.quota.open.get(self.address)
            if ids is not None:
                ids.discard(self.marker)
                if not ids:
                    self.quota.open.pop(self.address, None)
            self.quota = None
