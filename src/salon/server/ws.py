"""Live play over the WebSocket /ws/tables/{table_id}: reading a client's messages, answering them,
and the writer that sends each connection what it is due. The protocol is in docs/api.md."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, WebSocket
from starlette.websockets import WebSocketDisconnect

from .errors import ApiError
from .hub import Conn, Hub, LiveTable
from .limits import Limits
from .why import why_not

log = logging.getLogger("salon.server")


def _bearer(authorization: str | None) -> str | None:
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip() or None
    return None


def add_play_route(app: FastAPI, hub: Hub, limits: Limits) -> None:
    """Serve /ws/tables/{table_id} on `app`."""
    rate_per_second, rate_burst = limits.msg_rate, limits.msg_burst

    @app.websocket("/ws/tables/{table_id}")
    async def play(ws: WebSocket, table_id: str, token: str | None = None) -> None:
        await ws.accept()
        token = token or _bearer(ws.headers.get("authorization"))
        try:
            t = await hub.get(table_id) if len(table_id) <= 40 else None
        except ApiError as exc:
            await ws.send_text(json.dumps(exc.body()))
            await ws.close(code=4503)
            return
        if t is None:
            await ws.send_text(json.dumps(ApiError("table/not_found", f"no table {table_id!r}").body()))
            await ws.close(code=4404)
            return
        seat = None
        if token:
            seat = t.seat_for_token(token)
            if seat is None:
                await ws.send_text(json.dumps(ApiError("auth/invalid_token", "unknown token for this table").body()))
                await ws.close(code=4401)
                return
        conn = Conn(seat=seat, send=ws.send_text)
        try:
            await hub.load_chat(t)
        except Exception:  # the talk is a nicety: play goes on without it
            log.exception("table %s: table talk could not be loaded", t.id)
        hub.attach(t, conn)
        writer = asyncio.create_task(_writer(hub, t, conn, ws))
        tokens, last = rate_burst, time.monotonic()
        try:
            while not conn.closed:
                msg = await ws.receive()
                if msg["type"] == "websocket.disconnect":
                    break
                now = time.monotonic()
                tokens = min(rate_burst, tokens + (now - last) * rate_per_second)
                last = now
                if tokens < 1:
                    conn.push_error(ApiError("request/rate_limited",
                                             f"more than {rate_per_second:g} messages a second; slow down"))
                    continue
                tokens -= 1
                await _handle(hub, t, conn, msg, limits.max_message)
        except WebSocketDisconnect:
            pass
        finally:
            hub.detach(t, conn)
            writer.cancel()


async def _handle(hub: Hub, t: LiveTable, conn: Conn, msg: Mapping[str, Any], max_message: int) -> None:
    text = msg.get("text")
    if text is None:
        conn.push_error(ApiError("request/invalid", "send JSON text messages, not binary"))
        return
    if len(text.encode()) > max_message:
        conn.push_error(ApiError("request/too_large", f"messages are limited to {max_message} bytes"))
        return
    try:
        data = json.loads(text)
    except ValueError:
        conn.push_error(ApiError("request/invalid", "the message is not JSON"))
        return
    if not isinstance(data, dict):
        conn.push_error(ApiError("request/invalid", "a message is a JSON object with a type"))
        return
    kind = data.get("type")
    if kind == "act":
        if "seat" in data and data["seat"] != conn.seat:
            conn.push_error(ApiError("auth/invalid_token",
                                     f"this connection's token is for seat {conn.seat}, not {data['seat']!r}"))
            return
        t0 = time.perf_counter()
        try:
            await hub.act(t, conn.seat, data.get("state_id"), data.get("action"))
            conn.acted_at = t0
        except ApiError as exc:
            conn.push_error(exc)
    elif kind == "undo":
        try:
            await hub.undo(t, conn.seat, data.get("state_id"))
        except ApiError as exc:
            conn.push_error(exc)
    elif kind == "chat":
        try:
            await hub.post_chat(t, conn, data.get("text"))
        except ApiError as exc:
            conn.push_error(exc)
    elif kind == "why":
        conn.outbox.append(json.dumps(why_not(t, conn.seat, data.get("action")), ensure_ascii=False))
        conn.wake.set()
    elif kind == "sync":
        conn.push_state(full=True)
    elif kind == "ping":
        conn.outbox.append('{"type":"pong"}')
        conn.wake.set()
    else:
        conn.push_error(ApiError("request/invalid", f"unknown message type {kind!r} (act, undo, chat, why, sync, ping)"))


async def _writer(hub: Hub, t: LiveTable, conn: Conn, ws: WebSocket) -> None:
    """Sends a connection what it is due; states coalesce, so a slow client never backs up."""
    try:
        while not conn.closed:
            await conn.wake.wait()
            conn.wake.clear()
            while conn.outbox:
                await ws.send_text(conn.outbox.pop(0))
            if conn.dirty:
                conn.dirty = False
                await ws.send_text(hub.state_message(t, conn))
                if conn.acted_at is not None:  # server side: action received -> new state sent
                    hub.timings.append((time.monotonic(), time.perf_counter() - conn.acted_at))
                    conn.acted_at = None
            if conn.chat_dirty:
                conn.chat_dirty = False
                talk = hub.chat_message(t, conn)
                if talk is not None:
                    await ws.send_text(talk)
        await ws.close(code=4410)
    except asyncio.CancelledError:
        raise
    except Exception:  # the client went away
        conn.closed = True
