"""Attacks on the WebSocket, each against a real `salon serve` with small limits, over real
sockets, on SQLite and PostgreSQL: each is refused with its stable code (and close code), the
server's memory stays bounded, and another table keeps making progress meanwhile."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import websockets

from .attack import rss_mb
from .helpers import Client, Server, drop_prefix, hello, open_ws, unique_prefix

HUMANS = [{"kind": "human"}] * 3
WAIT = 60.0  # seconds before a test gives up waiting for something (never an asserted time)


def _server(database: tuple[str, str], name: str, *options: str) -> Iterator[Server]:
    url, _ = database
    prefix = unique_prefix() if url.startswith("postgresql") else ""
    if url.startswith("sqlite"):  # a database of its own, next to the session's
        url = url.replace("salon.db", f"attack_ws_{name}.db")
    srv = Server(url, prefix, *options).start()
    yield srv
    srv.stop()
    if prefix:
        drop_prefix(url, prefix)


@pytest.fixture(scope="module")
def strict(database: tuple[str, str]) -> Iterator[Server]:
    """The default message rate, and small connection bounds."""
    yield from _server(database, "strict", "--ws-hello-timeout", "0.5", "--ws-per-table", "3",
                       "--ws-per-address", "9", "--ws-per-seat", "2")


@pytest.fixture(scope="module")
def unlimited_rate(database: tuple[str, str]) -> Iterator[Server]:
    """No practical message rate, a small outbox: only the outbox stops a client that never reads."""
    yield from _server(database, "rate", "--rate-limit", "1000000", "--rate-burst", "1000000", "--ws-outbox", "50",
                       "--ws-per-address", "1000", "--ws-close-timeout", str(WAIT))


def create(srv: Server, seats: list[dict[str, Any]] = HUMANS) -> dict[str, Any]:
    r = srv.post("/api/tables", {"game": "rose-ceremony", "players": len(seats), "seats": seats})
    assert r.status_code == 201, r.text
    return r.json()


def ws_counts(srv: Server) -> dict[str, Any]:
    return dict(srv.get("/api/stats").json()["websockets"])


async def no_sockets_open(srv: Server) -> None:
    """Wait until the server has let go of the sockets earlier tests closed."""
    deadline = time.monotonic() + WAIT
    while (await asyncio.to_thread(ws_counts, srv))["open"] and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    assert (await asyncio.to_thread(ws_counts, srv))["open"] == 0


class Progress:
    """Another table, played move by move by its three seats while an attack goes on (a new
    table when one is over)."""

    def __init__(self, srv: Server) -> None:
        self.srv = srv
        self.clients = self._seated(create(srv))
        self.answered = 0
        self.moved = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def _seated(self, t: dict[str, Any]) -> list[Client]:
        return [Client(self.srv.ws_url(t["table_id"]), s["seat"], s["token"]) for s in t["seats"]]

    async def _connect(self) -> None:
        for c in self.clients:
            await c.connect()
            await c.until(lambda m: m["type"] == "state")

    async def __aenter__(self) -> Progress:
        await self._connect()
        self.task = asyncio.create_task(self._play())
        await self.moves(1)
        return self

    async def _play(self) -> None:
        while True:
            st = self.clients[0].state
            assert st is not None
            if st["status"] == "finished":  # (the test's own loop never blocks on HTTP)
                old, self.clients = self.clients, self._seated(await asyncio.to_thread(create, self.srv))
                for c in old:
                    await c.close()
                await self._connect()
                continue
            assert st["status"] == "playing", st["status"]
            actor = self.clients[st["to_act"][0]]
            await actor.act(actor.state["legal"][0], st["state_id"])  # type: ignore[index]
            for c in self.clients:  # every seat hears of it: the action was answered
                await c.until(lambda m, sid=st["state_id"]: m["type"] == "state" and m["state_id"] > sid)
            self.answered += 1
            self.moved.set()
            await asyncio.sleep(0.02)

    async def moves(self, n: int) -> None:
        """Wait until `n` more actions were answered."""
        goal = self.answered + n
        while self.answered < goal:
            assert self.task is not None
            if self.task.done():
                self.task.result()
            self.moved.clear()
            await asyncio.wait_for(self.moved.wait(), WAIT)

    async def __aexit__(self, *exc: Any) -> None:
        assert self.task is not None
        self.task.cancel()
        for c in self.clients:
            await c.close()


async def drain(ws: Any) -> tuple[list[dict[str, Any]], int | None]:
    """Every message left on `ws` until it closes, and the close code it got (None: cut off)."""
    got: list[dict[str, Any]] = []
    try:
        while True:
            got.append(json.loads(await asyncio.wait_for(ws.recv(), WAIT)))
    except websockets.ConnectionClosed as exc:
        return got, exc.rcvd.code if exc.rcvd is not None else None


def frames(n: int, payload: bytes = b"x", opcode: int = 0x1) -> bytes:
    """`n` masked client frames (mask 0: the payload as is), written at once below the library."""
    assert len(payload) < 126
    return (bytes([0x80 | opcode, 0x80 | len(payload), 0, 0, 0, 0]) + payload) * n


# ------------------------------------------------------------------ the hello
def test_token_only_in_the_first_message(strict: Server) -> None:
    t = create(strict)
    tid, tok = t["table_id"], t["seats"][0]["token"]

    async def run() -> None:
        await no_sockets_open(strict)
        # the old ?token= URL: refused, the token never accepted from a URL
        async with websockets.connect(strict.ws_url(tid) + f"?token={tok}") as ws:
            got, code = await drain(ws)
        assert [m["code"] for m in got] == ["auth/token_in_url"] and code == 4400
        # nothing is sent before the hello; a first message that is not a hello is refused
        async with websockets.connect(strict.ws_url(tid)) as ws:
            await ws.send(json.dumps({"type": "ping"}))
            got, code = await drain(ws)
        assert [m["code"] for m in got] == ["auth/hello_required"] and code == 4400
        # no hello at all (within --ws-hello-timeout 0.5): refused too
        async with websockets.connect(strict.ws_url(tid)) as ws:
            got, code = await drain(ws)
        assert [m["code"] for m in got] == ["auth/hello_required"] and code == 4400
        # a hello of a forged token, a token of the wrong type
        for bad in ("forged", 7):
            async with websockets.connect(strict.ws_url(tid)) as ws:
                await ws.send(json.dumps({"type": "hello", "token": bad}))
                got, code = await drain(ws)
            assert got[0]["code"] == ("auth/invalid_token" if bad == "forged" else "auth/hello_required")
        # the hello with the seat token: that seat; without: a spectator; the header still works
        async with await open_ws(strict.ws_url(tid), tok) as ws:
            assert json.loads(await ws.recv())["seat"] == 0
        async with await open_ws(strict.ws_url(tid)) as ws:
            assert json.loads(await ws.recv())["seat"] is None
        async with websockets.connect(strict.ws_url(tid),
                                      additional_headers={"Authorization": f"Bearer {tok}"}) as ws:
            await ws.send(hello())
            assert json.loads(await ws.recv())["seat"] == 0
        assert ws_counts(strict)["closed"]["token_in_url"] >= 1

    asyncio.run(run())


# ------------------------------------------------------------------ the message rate
def test_flood_is_dropped_unanswered_then_closed(strict: Server) -> None:
    """200,000 one-byte frames sent at once by a client that does not read: over the rate each
    is dropped with no reply queued, the first of the burst gets one error, and past 100 drops
    the connection gets one last error and close code 4429."""
    t = create(strict)

    async def run() -> None:
        await no_sockets_open(strict)
        async with Progress(strict) as other:
            before = rss_mb(strict)
            ws = await open_ws(strict.ws_url(t["table_id"]), t["seats"][0]["token"], max_queue=4)
            ws.transport.pause_reading()
            ws.transport.write(frames(200_000))
            deadline = time.monotonic() + WAIT
            while not (await asyncio.to_thread(ws_counts, strict))["closed"].get("rate") and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            ws.transport.resume_reading()
            got, code = await drain(ws)
            after = rss_mb(strict)
            await other.moves(3)
        assert code == 4429
        errors = [m["code"] for m in got if m["type"] == "error"]
        # 60 (the burst) answered, and a few more refilled meanwhile; the drops are not
        assert 60 <= errors.count("request/invalid") < 200
        assert errors[-1] == "request/rate_limited" and "closing" in got[-1]["message"]
        assert 2 <= errors.count("request/rate_limited") < 100
        assert len(got) < 600
        assert after - before < 60, (before, after)

    asyncio.run(run())


# ------------------------------------------------------------------ a client that never reads
def test_reader_that_never_reads_is_closed(unlimited_rate: Server) -> None:
    """With no message rate to stop it, a client that sends 200,000 small invalid frames and
    never reads fills its outbox (50): it is closed (4408 limit/too_slow), the server's memory
    stays bounded, and another table plays on while the frames are being read (the server
    parses a client's input a slice per turn of its event loop: ws_protocol.FEED_BYTES). The
    test's own event loop, which plays the other table, never blocks: the server's counts
    are read in a thread."""
    srv = unlimited_rate
    t = create(srv)

    async def run() -> None:
        async with Progress(srv) as other:
            before = rss_mb(srv)
            ws = await open_ws(srv.ws_url(t["table_id"]), max_queue=4, ping_interval=None)
            ws.transport.pause_reading()
            ws.transport.write(frames(200_000))
            deadline = time.monotonic() + WAIT
            while not (await asyncio.to_thread(ws_counts, srv))["closed"].get("too_slow"):
                assert time.monotonic() < deadline, "the flooding socket was never closed"
                await other.moves(1)
            ws.transport.resume_reading()  # read what it was sent at once, beside the other table
            drained = asyncio.create_task(drain(ws))
            await other.moves(3)  # the other table plays on while the closed one is drained
            peak = rss_mb(srv)
            got, code = await drained
        # what it had not read arrives first (errors and their resyncs, in order), then the close
        assert code == 4408
        assert got and got[-1]["type"] in ("error", "state")
        assert peak - before < 60, (before, peak)

    asyncio.run(run())


# ------------------------------------------------------------------ connections
def test_connections_per_table_seat_and_address(strict: Server) -> None:
    """--ws-per-table 3 spectators, --ws-per-seat 2, --ws-per-address 9: one more is refused
    with limit/connections and close code 4429, and the table's players play on."""
    async def run() -> None:
        await no_sockets_open(strict)
        async with Progress(strict) as game:  # 3 sockets
            tid = game.clients[0].url.rsplit("/", 1)[1]
            watchers = [Client(game.clients[0].url, None) for _ in range(3)]
            for w in watchers:  # 6 sockets
                await w.connect()
                await w.until(lambda m: m["type"] == "state")
            async with await open_ws(game.clients[0].url) as ws:
                got, code = await drain(ws)
            assert [m["code"] for m in got] == ["limit/connections"] and code == 4429
            await game.moves(2)
            # a second connection of seat 0 is fine; a third is one too many
            second = Client(game.clients[0].url, 0, game.clients[0].token)
            await second.connect()
            await second.until(lambda m: m["type"] == "state")  # 7 sockets
            async with await open_ws(game.clients[0].url, game.clients[0].token) as ws:
                got, code = await drain(ws)
            assert [m["code"] for m in got] == ["limit/connections"] and code == 4429
            # the address: 9 at once (a socket that has not said hello counts too)
            t2 = await asyncio.to_thread(create, strict)
            other = [await open_ws(strict.ws_url(t2["table_id"]), s["token"]) for s in t2["seats"][:2]]  # 9
            async with await open_ws(strict.ws_url(t2["table_id"]), t2["seats"][2]["token"]) as ws:
                got, code = await drain(ws)
            assert [m["code"] for m in got] == ["limit/connections"] and code == 4429
            assert "address" in got[0]["message"]
            await game.moves(2)
            counts = await asyncio.to_thread(ws_counts, strict)
            assert counts["open"] == 9
            assert {"per_table", "per_seat", "per_address"} <= set(counts["closed"])
            for ws in other:
                await ws.close()
            for w in [*watchers, second]:
                await w.close()
        assert tid

    asyncio.run(run())


# ------------------------------------------------------------------ malformed messages
def test_malformed_messages_answered_socket_kept(strict: Server) -> None:
    """Deep JSON, binary frames, non-UTF-8 bytes, lone surrogates, odd field types: each is
    answered with request/invalid (or the action's own error) and the socket stays open."""
    t = create(strict)
    tok = t["seats"][0]["token"]

    async def run() -> None:
        await no_sockets_open(strict)
        async with Progress(strict) as other, Client(strict.ws_url(t["table_id"]), 0, tok) as c:
            await c.until(lambda m: m["type"] == "state")
            bad: list[Any] = [
                "[" * 1500 + "]" * 1500,                                   # 1,500 deep: RecursionError once
                '{"type": "act", "action": ' + "[" * 1500 + "]" * 1500 + "}",
                '{"type": "act", "state_id": 0, "action": ' + "[" * 900 + "]" * 900 + "}",
                b'{"type": "ping"}',                                        # binary
                b"\xff\xfe\x00",                                            # binary, not UTF-8
                '{"type": "chat", "text": "\\ud800"}',                      # a lone surrogate
                '{"type": "why", "action": "\\udfff"}',
                '{"type": "act", "state_id": "x", "action": 5}',
                '{"type": "act", "state_id": 1e999, "action": "x"}',
                '{"type": "undo", "state_id": [1]}',
                '{"type": {"nested": true}}',
                '{"type": "chat", "text": {"a": 1}}',
                '{"type": "why", "action": 12}',
                "null", "[]", '"x"', "{",
            ]
            for msg in bad:
                await c.ws.send(msg)
                await c.send({"type": "ping"})
                got = []
                while not got or got[-1]["type"] != "pong":
                    got.append(await c.recv())
                codes = [m["code"] for m in got if m["type"] == "error"]
                # an error (never server/error: nothing failed), or the answer to `why` (12 is no move)
                assert codes == ["request/invalid"] or [m["type"] for m in got] == ["why", "pong"], (msg[:40], got)
            await other.moves(2)

    asyncio.run(run())


def test_invalid_utf8_text_frame_closes_with_1007(strict: Server) -> None:
    """A text frame that is not UTF-8 never reaches salon: the WebSocket layer closes with 1007
    (invalid payload), the standard code; the server goes on."""
    t = create(strict)

    async def run() -> None:
        await no_sockets_open(strict)
        async with Progress(strict) as other:
            ws = await open_ws(strict.ws_url(t["table_id"]))
            await ws.recv()
            ws.transport.write(frames(1, b"\xff\xfe"))
            _, code = await drain(ws)
            assert code == 1007
            await other.moves(2)

    asyncio.run(run())


# ------------------------------------------------------------------ the pong promise
def test_pong_comes_after_the_answer_to_every_earlier_message(strict: Server) -> None:
    """docs/api.md: a pong tells that every earlier message was answered. An act then a ping,
    30 times: the state answering the act (or its error and resync) always comes before the pong."""
    async def run() -> None:
        await no_sockets_open(strict)
        tries = 0
        while tries < 30:
            t = create(strict)
            cs = [Client(strict.ws_url(t["table_id"]), s["seat"], s["token"]) for s in t["seats"]]
            for c in cs:
                await c.connect()
                await c.until(lambda m: m["type"] == "state")
            while tries < 30 and cs[0].state["status"] == "playing":  # type: ignore[index]
                actor = cs[cs[0].state["to_act"][0]]  # type: ignore[index]
                sid = actor.state["state_id"]  # type: ignore[index]
                illegal = tries % 5 == 4  # now and then an illegal act: error, resync, then pong
                await actor.act("dance a jig" if illegal else actor.state["legal"][0], sid)  # type: ignore[index]
                await actor.send({"type": "ping"})
                seen: list[dict[str, Any]] = []
                while True:
                    m = await actor.recv()
                    if m["type"] == "pong":
                        break
                    seen.append(m)
                if illegal:
                    kinds = [m["type"] for m in seen]
                    assert "error" in kinds and "state" in kinds[kinds.index("error"):], kinds
                else:
                    assert any(m["type"] == "state" and m["state_id"] > sid for m in seen), \
                        f"try {tries}: the pong came before the state answering the act"
                for c in cs:
                    if c is not actor and not illegal:
                        await c.until(lambda m, sid=sid: m["type"] == "state" and m["state_id"] > sid)
                tries += 1
            for c in cs:
                await c.close()

    asyncio.run(run())


def test_pong_never_overtakes_a_due_state_while_the_writer_is_busy() -> None:
    """The ordering itself, with a writer stuck on a send (a client slow to read): an act's state
    falls due, then a ping is read; the state must go out before the pong. (In-process: the
    connection's writer against a socket whose send waits until released.)"""
    from salon.server.live import Conn
    from salon.server.ws import _handle, _writer

    class Socket:
        def __init__(self) -> None:
            self.sent: list[str] = []
            self.release = asyncio.Event()

        async def send_text(self, text: str) -> None:
            await self.release.wait()
            self.sent.append(text)

        async def close(self, code: int = 1000) -> None:
            pass

    class Hub:
        timings: list[Any] = []
        state_id = 0

        def state_message(self, t: Any, conn: Conn) -> str:
            conn.full = False
            return json.dumps({"type": "state", "state_id": self.state_id})

        class chat:
            @staticmethod
            def message(t: Any, conn: Conn) -> None:
                return None

    async def run() -> None:
        ws, hub = Socket(), Hub()
        conn = Conn(seat=0, send=ws.send_text)
        writer = asyncio.create_task(_writer(hub, None, conn, ws))  # type: ignore[arg-type]
        conn.push_state()          # connected: the first state is due ...
        await asyncio.sleep(0.01)  # ... and the writer is stuck sending it
        hub.state_id = 1
        conn.push_state()          # an act was accepted: its state is due
        await _handle(hub, None, conn, {"type": "ping"})  # type: ignore[arg-type]  # then a ping was read
        ws.release.set()
        for _ in range(100):
            await asyncio.sleep(0.01)
            if len(ws.sent) >= 3:
                break
        conn.closed = True
        conn.wake.set()
        await writer
        kinds = [(m["type"], m.get("state_id")) for m in map(json.loads, ws.sent)]
        assert kinds == [("state", 0), ("state", 1), ("pong", None)], kinds

    asyncio.run(run())
