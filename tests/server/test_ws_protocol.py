"""The WebSocket protocol's bound on the work one read costs (server/ws_protocol.py): a client
that sends many tiny frames at once is parsed a slice per turn of the event loop, so the loop
goes on serving everyone else while it is read (issue 25: one such client stalled every other
table for seconds). A real uvicorn server in this process, a real socket, a real client."""

from __future__ import annotations

import asyncio
import base64
import os
import socket
from typing import Any

import pytest

uvicorn = pytest.importorskip("uvicorn")

from salon.server import ws_protocol  # noqa: E402
from salon.server.ws_protocol import FEED_BYTES, SalonWebSocketProtocol  # noqa: E402

FRAMES = 200_000
WAIT = 120.0  # seconds before the test gives up (never an asserted time)


def frames(n: int, payload: bytes) -> bytes:
    """`n` masked text frames (mask 0: the payload as is)."""
    return (bytes([0x81, 0x80 | len(payload), 0, 0, 0, 0]) + payload) * n


class Recorder(SalonWebSocketProtocol):
    """The protocol, noting the bytes handed to the parser per call and what it holds unparsed."""

    fed: list[int] = []
    held: list[int] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        receive_data = self.conn.receive_data

        def noted(data: bytes) -> None:
            Recorder.fed.append(len(data))
            Recorder.held.append(len(self.unparsed))
            receive_data(data)

        self.conn.receive_data = noted  # type: ignore[method-assign]


def test_a_flood_of_tiny_frames_is_parsed_a_slice_per_turn() -> None:
    got: list[str] = []
    ticks_while_read: list[int] = []
    ticks = 0

    async def app(scope: Any, receive: Any, send: Any) -> None:
        assert scope["type"] == "websocket"
        assert (await receive())["type"] == "websocket.connect"
        await send({"type": "websocket.accept"})
        while len(got) < FRAMES:
            msg = await receive()
            if msg["type"] == "websocket.disconnect":
                return
            got.append(msg["text"])
            if len(got) % 20_000 == 0:
                ticks_while_read.append(ticks)
        await send({"type": "websocket.close", "code": 1000})

    async def ticker() -> None:  # another task of the server's loop: how often it gets a turn
        nonlocal ticks
        while True:
            await asyncio.sleep(0)
            ticks += 1

    async def run() -> None:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        config = uvicorn.Config(app, ws=Recorder, lifespan="off", log_level="warning", ws_max_size=65536)
        server = uvicorn.Server(config)
        serving = asyncio.create_task(server.serve(sockets=[sock]))
        tick = asyncio.create_task(ticker())
        try:
            while not server.started:
                await asyncio.sleep(0.01)
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            key = base64.b64encode(os.urandom(16)).decode()
            writer.write(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), WAIT)
            assert head.startswith(b"HTTP/1.1 101"), head
            payload = b"".join(frames(FRAMES // 4, p) for p in (b"a", b"bb", b"ccc", b"dddd"))
            writer.write(payload)
            await asyncio.wait_for(writer.drain(), WAIT)
            deadline = asyncio.get_running_loop().time() + WAIT
            while len(got) < FRAMES:
                assert asyncio.get_running_loop().time() < deadline, len(got)
                await asyncio.sleep(0.05)
            writer.close()
        finally:
            tick.cancel()
            server.should_exit = True
            await asyncio.wait_for(serving, WAIT)

    Recorder.fed, Recorder.held = [], []
    asyncio.run(run())
    # every frame arrived, in order
    assert got == ["a"] * (FRAMES // 4) + ["bb"] * (FRAMES // 4) + ["ccc"] * (FRAMES // 4) + ["dddd"] * (FRAMES // 4)
    # no call parsed more than a slice (the handshake, under 4 KiB, was one of them), and the
    # other task had turns all along the reading, not just when it was over
    assert max(Recorder.fed) <= FEED_BYTES
    assert len(Recorder.fed) >= sum(Recorder.fed) // FEED_BYTES
    assert all(b > a for a, b in zip(ticks_while_read, ticks_while_read[1:])), ticks_while_read
    # a connection holds at most two reads of the socket (256 KiB each) unparsed
    assert max(Recorder.held) <= 2 * 256 * 1024


def test_the_close_timeout_is_a_setting() -> None:
    assert SalonWebSocketProtocol.close_after == 10.0
    assert ws_protocol.with_close_after(60.0).close_after == 60.0
