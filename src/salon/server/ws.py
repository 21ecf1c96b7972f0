"""Live play over the WebSocket /ws/tables/{table_id}: the hello, reading a client's messages
within its bounds, answering them, and the writer that sends each connection what it is due.
The protocol is in docs/api.md, the bounds in docs/security.md ("WebSocket")."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from fastapi import FastAPI
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core import language
from . import metrics
from .errors import ApiError
from .headers import wrap_outermost
from .hub import Hub
from .languages import request_language
from .limits import Gauge, Limits, bearer, client_address
from .live import DUE_CHAT, DUE_STATE, Conn
from .resync import ResyncBudget, SyncBucket, unchanged
from .routes.deps import TABLE_ID
from .table import Table
from .why import why_not

log = logging.getLogger("salon.server")

#: close codes (docs/api.md): the client should not retry 4400/4401/4404; 4408, 4429, 4503 and
#: 4410 (the table was cleaned up or the server is going away) may be retried with backoff
CLOSE_PROTOCOL = 4400
CLOSE_TOKEN = 4401
CLOSE_NOT_FOUND = 4404
CLOSE_TOO_SLOW = 4408
CLOSE_GONE = 4410
CLOSE_LIMIT = 4429
CLOSE_UNAVAILABLE = 4503

#: an escaped UTF-16 surrogate in JSON text (a lone one cannot be sent on, or stored, as UTF-8)
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")

MESSAGE_TYPES = "act, undo, chat, why, sync, ping"


def parse_message(msg: Mapping[str, Any], max_message: int) -> dict[str, Any]:
    """The JSON object a client's WebSocket message holds; ApiError if it is not one (binary,
    too large, not JSON, nested too deep, a lone surrogate, not an object)."""
    text = msg.get("text")
    if text is None:
        raise ApiError("request/invalid", "send JSON text messages (UTF-8), not binary")
    if len(text) > max_message or len(text.encode("utf-8", "surrogatepass")) > max_message:
        raise ApiError("request/too_large", f"messages are limited to {max_message} bytes")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ApiError("request/invalid", "the message is nested too deep") from None
    except ValueError:
        raise ApiError("request/invalid", "the message is not JSON") from None
    if not isinstance(data, dict):
        raise ApiError("request/invalid", "a message is a JSON object with a type")
    if _SURROGATE.search(text):
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except (UnicodeEncodeError, RecursionError):
            raise ApiError("request/invalid", "the message holds a lone UTF-16 surrogate (not text)") from None
    return data


async def _refuse(ws: WebSocket, err: ApiError, code: int) -> None:
    """Send one error and close with `code` (the client may already be gone)."""
    metrics.error(err.code)
    try:
        await ws.send_text(json.dumps(err.body(request_language(ws.query_params, ws.headers))))
        await ws.close(code=code)
    except Exception:  # noqa: BLE001 - the client went away first
        pass


#: the play route's path (the table id one path segment, as FastAPI's {table_id} would take it)
PLAY_PATH = re.compile(r"/ws/tables/([^/]+)")


class PlayRoute:
    """The outermost ASGI layer: a WebSocket to /ws/tables/{table_id} goes straight to the play
    handler; everything else to the app. A connection lives for the whole game, and each layer
    it passes through (FastAPI's routing, its exception and exit-stack middleware, the
    dependency solving, the body guard, which only looks at HTTP) keeps a coroutine, closures
    and their frames alive for that long and handles every message it sends: about 80 of the
    230 objects the garbage collector walks per connection, on every collection of the
    generation they are in (docs/deploy.md, "Garbage collector"). The play handler accepts
    every connection before it answers anything, so the security headers' layer, which adds
    headers to HTTP answers and WebSocket denials only, has nothing to add to it."""

    def __init__(self, app: Any, play: Callable[[WebSocket, str], Awaitable[None]]) -> None:
        self.app = app
        self.play = play

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":
            path = scope["path"]
            root = scope.get("root_path") or ""
            if root and path.startswith(root):
                path = path[len(root):]
            m = PLAY_PATH.fullmatch(path)
            if m:
                await self.play(WebSocket(scope, receive, send), m.group(1))
                return
        await self.app(scope, receive, send)


def add_play_route(app: FastAPI, hub: Hub, limits: Limits) -> None:
    """Serve /ws/tables/{table_id} on `app` (through `PlayRoute`, outside its middleware);
    app.state.ws_counts() tells how many WebSockets are open and how many the server refused or
    closed, by reason (GET /api/stats)."""
    per_address = Gauge(limits.ws_per_address)
    resyncs = ResyncBudget(limits.resync_rate, limits.resync_burst)
    app.state.resyncs = resyncs
    spectators = Gauge(limits.ws_per_table)
    per_seat = Gauge(limits.ws_per_seat)
    closed: Counter[str] = Counter()
    app.state.ws_counts = lambda: {"open": sum(per_address.held.values()), "closed": dict(closed)}

    async def play(ws: WebSocket, table_id: str) -> None:
        address = client_address(ws.scope, limits)
        await ws.accept()
        if "token" in ws.query_params:
            closed["token_in_url"] += 1
            await _refuse(ws, ApiError("auth/token_in_url", "a seat token is never sent in the URL: connect "
                                       "without it and send {\"type\": \"hello\", \"token\": …} first"),
                          CLOSE_PROTOCOL)
            return
        if not per_address.acquire(address):
            closed["per_address"] += 1
            await _refuse(ws, ApiError("limit/connections", say="error-ws-per-address",
                                       most=limits.ws_per_address), CLOSE_LIMIT)
            return
        if not resyncs.allows(address):  # a reconnect flood: the address's resyncs are spent
            closed["resync"] += 1
            per_address.release(address)
            await _refuse(ws, ApiError("limit/resync", "resyncs spent; retry soon"), CLOSE_LIMIT)
            return
        try:
            await _session(ws, table_id, address)
        except Exception as exc:  # noqa: BLE001 - a bug: one line in the log, a close code to the client
            log.error("WebSocket /ws/tables/%s failed: %s: %s", table_id[:40], type(exc).__name__, str(exc)[:200])
            await _refuse(ws, ApiError("server/error", "the server failed (it is logged); reconnect"), 1011)
        finally:
            per_address.release(address)

    async def _session(ws: WebSocket, table_id: str, address: str) -> None:
        # the hello: nothing is sent before it
        try:
            first = await asyncio.wait_for(ws.receive(), limits.hello_timeout)
        except TimeoutError:
            closed["no_hello"] += 1
            await _refuse(ws, ApiError("auth/hello_required", f"no hello within {limits.hello_timeout:g} s"),
                          CLOSE_PROTOCOL)
            return
        if first["type"] == "websocket.disconnect":
            return
        try:
            hello = parse_message(first, limits.max_message)
        except ApiError:
            hello = {}
        token = hello.get("token")
        if hello.get("type") != "hello" or not (token is None or isinstance(token, str) and len(token) <= 200):
            closed["no_hello"] += 1
            await _refuse(ws, ApiError("auth/hello_required", 'the first message must be {"type": "hello", '
                                       '"token": "<seat token>"} (no token: a spectator)'), CLOSE_PROTOCOL)
            return
        token = token or bearer(ws.headers.get("authorization"))
        try:
            # an id the server cannot have made (a NUL, any character but letters, digits, - and _)
            # is not looked up: REST's rule (routes/deps.py), the same answer on every database
            t = await hub.get(table_id) if TABLE_ID.fullmatch(table_id) else None
        except ApiError as exc:
            await _refuse(ws, exc, CLOSE_UNAVAILABLE)
            return
        if t is None:
            await _refuse(ws, ApiError("table/not_found", say="error-no-table", table=repr(table_id[:40])),
                          CLOSE_NOT_FOUND)
            return
        seat = None
        if token:
            seat = t.seat_for_token(token)
            if seat is None:
                await _refuse(ws, ApiError("auth/invalid_token", say="error-unknown-token"), CLOSE_TOKEN)
                return
        gauge, key = (spectators, t.id) if seat is None else (per_seat, f"{t.id}/{seat}")
        if not gauge.acquire(key):
            closed["per_table" if seat is None else "per_seat"] += 1
            full = (ApiError("limit/connections", say="error-ws-spectators", most=limits.ws_per_table) if seat is None
                    else ApiError("limit/connections", say="error-ws-per-seat", most=limits.ws_per_seat, seat=seat))
            await _refuse(ws, full, CLOSE_LIMIT)
            return
        try:
            await _connected(ws, t, seat, address)
        finally:
            gauge.release(key)

    async def _connected(ws: WebSocket, t: Table, seat: int | None, address: str) -> None:
        conn = Conn(seat=seat, send=ws.send_text, outbox_max=limits.outbox, address=address, resyncs=resyncs,
                    syncs=SyncBucket(limits.sync_rate, limits.sync_burst),
                    lang=request_language(ws.query_params, ws.headers))
        try:
            await hub.chat.load(t)
        except Exception:  # the talk is a nicety: play goes on without it
            log.exception("table %s: table talk could not be loaded", t.id)
        hub.attach(t, conn)
        writer = asyncio.create_task(_writer(hub, t, conn, ws))
        rate, burst = limits.msg_rate, limits.msg_burst
        tokens, last = burst, time.monotonic()
        strikes, dropping = 0, False
        close_code: int | None = None
        try:
            while not conn.closed:
                # a client's frames queued at once are read without waiting: yield to the writer
                # and to every other connection between two of them
                await asyncio.sleep(0)
                msg = await ws.receive()
                if msg["type"] == "websocket.disconnect":
                    break
                now = time.monotonic()
                tokens = min(burst, tokens + (now - last) * rate)
                last = now
                if tokens < 1:  # dropped: nothing is queued, but for one error per burst
                    strikes += 1
                    if strikes > limits.msg_strikes:
                        closed["rate"] += 1
                        metrics.error("request/rate_limited")
                        conn.queue(json.dumps(ApiError("request/rate_limited", f"more than {limits.msg_strikes} "
                                                       "messages over the rate: closing").body(conn.lang)))
                        close_code = CLOSE_LIMIT
                        break
                    if not dropping:
                        dropping = True
                        conn.push_error(ApiError("request/rate_limited", f"more than {rate:g} messages a second "
                                                 f"(bursts of {burst:g}); this one and the next ones are dropped, "
                                                 "unanswered, until you slow down"))
                    continue
                dropping = False
                tokens -= 1
                await _answer(hub, t, conn, msg, limits.max_message)
                if conn.too_slow:
                    closed["too_slow"] += 1
                    close_code = CLOSE_TOO_SLOW
                    break
        except WebSocketDisconnect:
            pass
        finally:
            if close_code == CLOSE_LIMIT:  # the final error goes out first, if the client reads it soon
                conn.close_code = close_code
                conn.wake.set()
                try:
                    await asyncio.wait_for(writer, 2.0)
                except Exception:  # noqa: BLE001 - too slow to read it, or gone: just close
                    pass
            hub.detach(t, conn)
            writer.cancel()
            if close_code is not None:  # the reason names the error code (the client may not read more)
                reason = "request/rate_limited" if close_code == CLOSE_LIMIT else "limit/too_slow"
                try:
                    await ws.close(code=close_code, reason=reason)
                except Exception:  # noqa: BLE001 - already closed
                    pass

    wrap_outermost(app, lambda inner: PlayRoute(inner, play))  # (outside the security headers)


async def _answer(hub: Hub, t: Table, conn: Conn, msg: Mapping[str, Any], max_message: int) -> None:
    """Handle one message; whatever goes wrong, the client gets an error and the socket stays."""
    try:
        with language.using(conn.lang):  # a refusal in the reader's words (the log is stored in English)
            await _handle(hub, t, conn, parse_message(msg, max_message))
    except ApiError as exc:
        conn.push_error(exc)
    except Exception as exc:  # noqa: BLE001 - a bug: one line in the log, an error to the client
        log.error("table %s: a WebSocket message failed: %s: %s", t.id, type(exc).__name__, str(exc)[:200])
        conn.push_error(ApiError("server/error", "the server failed to handle this message (it is logged)"))


async def _handle(hub: Hub, t: Table, conn: Conn, data: dict[str, Any]) -> None:
    kind = data.get("type")
    if kind == "act":
        if "seat" in data and data["seat"] != conn.seat:
            raise ApiError("auth/invalid_token", f"this connection's token is for seat {conn.seat}, "
                           f"not {str(data['seat'])[:20]!r}")
        t0 = time.perf_counter()
        await hub.act(t, conn.seat, data.get("state_id"), data.get("action"))
        conn.acted_at = t0
    elif kind == "undo":
        await hub.undo(t, conn.seat, data.get("state_id"))
    elif kind == "chat":
        await hub.chat.post(t, conn, data.get("text"))
    elif kind == "why":
        conn.queue(json.dumps(why_not(t, conn.seat, data.get("action")), ensure_ascii=False))
    elif kind == "sync":
        _sync(t, conn, data.get("state_id"))
    elif kind == "ping":
        conn.queue('{"type":"pong"}')
    else:
        raise ApiError("request/invalid", f"unknown message type {str(kind)[:40]!r} ({MESSAGE_TYPES})")


class _NoResync(Exception):
    """A new connection's first state would overdraw its address's budget of resyncs."""


def _sync(t: Table, conn: Conn, state_id: Any) -> None:
    """A `sync`: `unchanged` at the state the connection holds; else a full resync within the
    connection's and the address's bounds, or one `limit/resync` per streak (server/resync.py)."""
    if isinstance(state_id, int) and not isinstance(state_id, bool) and state_id == t.shown_id(conn.seat):
        conn.queue(unchanged(state_id))
        return
    syncs = conn.syncs
    if (syncs is None or syncs.take()) and conn.may_resync():
        if syncs is not None:
            syncs.refusing = False
        conn.push_state(full=True)
        return
    if syncs is not None and syncs.refusing:
        return  # dropped unanswered until the bucket or the budget refills
    if syncs is not None:
        syncs.refusing = True
    metrics.error("limit/resync")
    conn.queue(json.dumps(ApiError("limit/resync", "more full resyncs than this connection or address may have "
                                   "just now; send your state_id to hear `unchanged`, or wait").body(conn.lang)))


async def _writer(hub: Hub, t: Table, conn: Conn, ws: WebSocket) -> None:
    """Sends a connection what it is due, in order; states coalesce, so a slow client never
    backs up with states (only answers wait in the outbox, bounded by limits.outbox)."""

    async def state() -> None:
        conn.dirty = False
        if conn.full and not conn.may_resync():  # the address's budget is spent (resync.py)
            if not conn.started:  # a reconnect flood: no first state, the connection is refused
                raise _NoResync
            conn.full = False  # the state without the whole log again
        full = conn.full
        text = hub.state_message(t, conn)  # built and paid before any other writer runs
        conn.started = True
        if full:
            conn.paid(len(text))
        await ws.send_text(text)
        if conn.acted_at is not None:  # server side: action received -> new state sent
            took = time.perf_counter() - conn.acted_at
            hub.timings.append((time.monotonic(), took))
            metrics.action_answered("websocket", took)
            conn.acted_at = None

    async def chat() -> None:
        conn.chat_dirty = False
        talk = hub.chat.message(t, conn)
        if talk is not None:
            await ws.send_text(talk)

    try:
        while not conn.closed:
            await conn.wake.wait()
            conn.wake.clear()
            while conn.outbox:
                item = conn.outbox.popleft()
                if item == DUE_STATE:
                    await state()
                elif item == DUE_CHAT:
                    await chat()
                else:
                    await ws.send_text(item)
            if conn.close_code is not None:
                return
            if conn.dirty:
                await state()
            if conn.chat_dirty:
                await chat()
        await ws.close(code=CLOSE_GONE)
    except asyncio.CancelledError:
        raise
    except _NoResync:
        conn.closed = True
        try:
            await ws.send_text(json.dumps(ApiError("limit/resync", "resyncs spent; retry soon").body(conn.lang)))
            await ws.close(code=CLOSE_LIMIT, reason="limit/resync")
        except Exception:  # noqa: BLE001 - the client went away first
            pass
    except Exception:  # the client went away
        conn.closed = True
