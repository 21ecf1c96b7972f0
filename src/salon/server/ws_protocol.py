"""uvicorn's WebSocket protocol, made safe against peers that never read.

uvicorn (websockets sans-I/O implementation) waits for the transport to become writable
before every message it sends, the close frame included, and closes a transport gently (after
its buffer drains). A peer that never reads therefore keeps a connection, and its buffers,
for as long as it likes. This subclass:

- sends the close frame even while the transport is paused (behind what the peer has not
  read), resumes reading (uvicorn then discards the peer's messages) and, if the peer has not
  answered the close within the close timeout, aborts the connection;
- aborts, instead of closing gently, a connection whose keepalive ping went unanswered;
- lets go of the handshake's request and response once the connection is accepted;
- closes a text frame that is not UTF-8 with 1007 as uvicorn does, but without uvicorn's
  traceback in the log (a client's doing; counted in /metrics, `salon_refusals_total`).

`salon serve` passes it to uvicorn (`ws=`); the application works without it (only the cut-off
of peers that never read is lost).
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from . import metrics


class SalonWebSocketProtocol(WebSocketsSansIOProtocol):
    """WebSocketsSansIOProtocol whose close never waits on a peer that does not read."""

    async def send(self, message: Any) -> None:
        if (message.get("type") == "websocket.close" and self.handshake_complete and not self.close_sent
                and not self.disconnected and self.initial_response is None and not self.writable.is_set()):
            code = message.get("code", 1000)
            reason = message.get("reason", "") or ""
            self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
            self.conn.send_close(code, reason)
            self.transport.write(b"".join(self.conn.data_to_send()))
            self.close_sent = True
            if self.read_paused:
                self.read_paused = False
                self.transport.resume_reading()
            self.close_timer = self.loop.call_later(self.close_timeout, self.transport.abort)
            return
        await super().send(message)
        if message.get("type") == "websocket.accept" and self.handshake_complete:
            # the handshake's request and response (their headers: about 20 objects) are not
            # read again; a connection lives for a whole game (docs/deploy.md, "Garbage collector")
            self.request = self.response = None  # type: ignore[assignment]
        if message.get("type") == "websocket.close" and self.close_timer is not None:
            # the peer has close_timeout seconds to answer; then the connection is cut, not drained
            self.close_timer.cancel()
            self.close_timer = self.loop.call_later(self.close_timeout, self.transport.abort)

    def send_receive_event_to_app(self) -> None:
        if self.curr_msg_data_type == "text" and not self.close_sent:
            try:
                b"".join(self.frames).decode()
            except UnicodeDecodeError:  # uvicorn would log a traceback per frame
                self.frames = []
                metrics.refusal("websocket/not_utf8")
                self.conn.send_close(1007)
                self.handle_parser_exception()
                return
        super().send_receive_event_to_app()

    def keepalive_timeout(self) -> None:
        super().keepalive_timeout()
        self.transport.abort()
