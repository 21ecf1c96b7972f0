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
- bounds the work one read costs: uvicorn hands each read (up to 256 KiB) to the sans-I/O
  parser at once, which parses every frame in it and queues them all for the application in
  that one callback. A client sending many tiny frames (37,000 frames of 7 bytes in one read)
  held the event loop for 0.1 s of CPU per read on a quiet machine and several seconds on a
  busy one, so every other table and HTTP request waited (tests/server/test_attack_ws.py
  `test_reader_that_never_reads_is_closed`, issue 25). Here the bytes read are parsed
  `FEED_BYTES` at a time, one slice per event-loop turn, and no more while `QUEUED_MAX`
  messages wait for the application; the socket is not read again until what was read is
  parsed, so a connection holds at most one read plus one slice unparsed;
- closes a text frame that is not UTF-8 with 1007 as uvicorn does, but without uvicorn's
  traceback in the log (a client's doing; counted in /metrics, `salon_refusals_total`).

`salon serve` passes it to uvicorn (`ws=`); the application works without it (only the cut-off
of peers that never read is lost).
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from . import metrics

#: bytes of a client's input parsed in one event-loop callback (at most 585 frames of 7 bytes)
FEED_BYTES = 4096
#: messages waiting for the application before no more of the input is parsed
QUEUED_MAX = 8


class SalonWebSocketProtocol(WebSocketsSansIOProtocol):
    """WebSocketsSansIOProtocol whose close never waits on a peer that does not read, and whose
    reads are parsed a slice per event-loop turn."""

    #: seconds a peer has to answer the close frame before the connection is cut
    close_after: float = 10.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.close_timeout = self.close_after
        self.unparsed = bytearray()
        self.feed_due = False

    def data_received(self, data: bytes) -> None:
        self.unparsed += data
        if not self.read_paused:  # nothing more is read until this is parsed
            self.read_paused = True
            self.transport.pause_reading()
        self._feed()

    def _feed(self) -> None:
        """Parse one slice of what was read; schedule the next one for a later turn of the loop
        while the application keeps up."""
        self.feed_due = False
        if self.transport.is_closing():
            self.unparsed.clear()
            return
        chunk = bytes(self.unparsed[:FEED_BYTES])
        del self.unparsed[:FEED_BYTES]
        super().data_received(chunk)
        self._after_feed()

    def _after_feed(self) -> None:
        if self.transport.is_closing():
            self.unparsed.clear()
        elif self.unparsed:
            # past the close, messages are discarded: parse on, to find the peer's close
            if (self.close_sent or self.queue.qsize() < QUEUED_MAX) and not self.feed_due:
                self.feed_due = True
                self.loop.call_soon(self._feed)
        elif self.read_paused and (self.queue.empty() or self.close_sent):
            # (past the close the queue is never read again: read on, to find the peer's close)
            self.read_paused = False
            self.transport.resume_reading()

    async def receive(self) -> Any:
        message = await self.queue.get()
        self._after_feed()  # (uvicorn's resumes reading when the queue is empty, parsed or not)
        return message

    def connection_lost(self, exc: Exception | None) -> None:
        self.unparsed.clear()
        super().connection_lost(exc)

    async def send(self, message: Any) -> None:
        if (message.get("type") == "websocket.close" and self.handshake_complete and not self.close_sent
                and not self.disconnected and self.initial_response is None and not self.writable.is_set()):
            code = message.get("code", 1000)
            reason = message.get("reason", "") or ""
            self.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": reason})
            self.conn.send_close(code, reason)
            self.transport.write(b"".join(self.conn.data_to_send()))
            self.close_sent = True
            if self.read_paused and not self.unparsed:
                self.read_paused = False
                self.transport.resume_reading()
            self._after_feed()  # what is left is parsed, and discarded, a slice at a time
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
            self._after_feed()

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


def with_close_after(seconds: float) -> type[SalonWebSocketProtocol]:
    """The protocol with `seconds` for a peer to answer the close (`salon serve --ws-close-timeout`)."""
    return type("SalonWebSocketProtocol", (SalonWebSocketProtocol,), {"close_after": seconds})
