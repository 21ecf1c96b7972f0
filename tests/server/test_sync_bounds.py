"""Issue 51: `sync` bounded per connection and per client address, on a real server over real
sockets (SQLite and PostgreSQL). A `sync` at the state the client holds gets a short
`unchanged`; a flood of `sync` from many sockets of one address (and their reconnects) gets
bytes out within a small multiple of the bytes in, plus one budget of full resyncs."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import websockets

from salon.server.limits import Limits

from .helpers import Server, drop_prefix, open_ws, unique_prefix

WAIT = 60.0  # seconds before giving up waiting for something (never an asserted time)


@pytest.fixture(scope="module")
def srv(database: tuple[str, str]) -> Iterator[Server]:
    """A server of its own: the flood spends its loopback address's budget of resyncs."""
    url, _ = database
    prefix = unique_prefix() if url.startswith("postgresql") else ""
    if url.startswith("sqlite"):
        url = url.replace("salon.db", "sync_bounds.db")
    defaults = Limits()  # this process has no $SALON_RESYNC_*: the server's defaults
    server = Server(url, prefix, env={"SALON_RESYNC_BURST": str(defaults.resync_burst),
                                      "SALON_RESYNC_RATE": str(defaults.resync_rate)}).start()
    yield server
    server.stop()
    if prefix:
        drop_prefix(url, prefix)


def finished_table(srv: Server) -> str:
    """A Rose Ceremony table of three bots, played to its end (a long log: a big resync)."""
    made = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3,
                                    "seats": [{"kind": "bot", "bot": "random"}] * 3})
    assert made.status_code == 201, made.text
    tid = made.json()["table_id"]
    deadline = time.monotonic() + WAIT
    while srv.get(f"/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.1)
    return str(tid)


def frame_out(n: int) -> int:
    """Bytes of a server frame of `n` payload bytes (unmasked: 2, 4 or 10 bytes of header)."""
    return n + (2 if n < 126 else 4 if n < 65536 else 10)


def handshake(ws: Any) -> tuple[int, int]:
    """Bytes of the opening handshake: (the client's request, the server's response)."""
    def size(first: str, headers: Any) -> int:
        return len(first) + 2 + sum(len(k) + len(v) + 4 for k, v in headers.raw_items()) + 2

    return (size(f"GET {ws.request.path} HTTP/1.1", ws.request.headers),
            size("HTTP/1.1 101 Switching Protocols", ws.response.headers))


async def flood(url: str, syncs: int) -> tuple[int, int, list[str]]:
    """One socket: hello, `syncs` syncs and a ping, read to the pong or the close. (bytes
    sent, bytes received — the handshake and the frames' headers counted —, error codes)."""
    codes: list[str] = []
    ws = await websockets.connect(url, max_size=2**24)
    sent, received = handshake(ws)
    try:
        for m in [json.dumps({"type": "hello"})] + [json.dumps({"type": "sync"})] * syncs + ['{"type": "ping"}']:
            await ws.send(m)
            sent += len(m) + 6  # a client frame: 2 bytes of header and a 4-byte mask
        while True:
            raw = await asyncio.wait_for(ws.recv(), WAIT)
            received += frame_out(len(raw))
            msg = json.loads(raw)
            if msg["type"] == "error":
                codes.append(msg["code"])
            if msg["type"] == "pong":
                break
    except websockets.ConnectionClosed:
        received += 4  # the close frame
    finally:
        await ws.close()
    return sent, received, codes


def test_a_sync_at_the_state_held_is_answered_unchanged(srv: Server) -> None:
    tid = finished_table(srv)

    async def run() -> None:
        ws = await open_ws(srv.ws_url(tid), max_size=2**24)
        first = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        assert first["type"] == "state" and first["resync"] is True
        ask = json.dumps({"type": "sync", "state_id": first["state_id"]})
        await ws.send(ask)
        answer = await asyncio.wait_for(ws.recv(), WAIT)
        assert json.loads(answer) == {"type": "unchanged", "state_id": first["state_id"]}
        assert len(answer) < 2 * len(ask) < len(json.dumps(first)) / 20
        await ws.close()

    asyncio.run(run())


def test_a_sync_flood_sends_a_small_multiple_of_what_it_receives(srv: Server) -> None:
    tid = finished_table(srv)
    limits = Limits()

    async def wave() -> list[tuple[int, int, list[str]]]:
        """The attack: as many sockets as one address may hold (64), 40 syncs each (within the
        message rate: every one is read)."""
        return await asyncio.gather(*[flood(srv.ws_url(tid), 40) for _ in range(limits.ws_per_address)])

    async def run() -> tuple[int, int, int, int, bool, float]:
        first: list[tuple[int, int, list[str]]] = []
        for _round in range(16):  # the first waves spend the address's budget of resyncs
            first += await wave()
            if any("limit/resync" in r[2] for r in first):
                break
        start = time.monotonic()
        measured: list[tuple[int, int, list[str]]] = []
        for _round in range(16):  # then the same attack again, reconnecting: a reconnect flood
            measured += await wave()
        return (sum(r[0] for r in first), sum(r[1] for r in first), sum(r[0] for r in measured),
                sum(r[1] for r in measured), any("limit/resync" in r[2] for r in first), time.monotonic() - start)

    in0, out0, sent, received, refused, elapsed = asyncio.run(run())
    state_size = len(srv.get(f"/api/tables/{tid}/state").text)
    print(f"sync flood: first waves {in0} bytes in, {out0} out; then {sent} bytes in, {received} out "
          f"({received / sent:.2f} per byte in), a full state {state_size} bytes, {elapsed:.1f} s")
    # before issue 51 every sync was answered with the whole state: no wave was ever refused
    assert refused and out0 < limits.resync_burst + 64 * (limits.resync_rate + 2 * state_size)
    # then: a small multiple of the bytes in, and what the budget refilled meanwhile (one
    # state over it at most)
    assert received <= 4 * sent + limits.resync_rate * elapsed + state_size, (received, sent, elapsed)
