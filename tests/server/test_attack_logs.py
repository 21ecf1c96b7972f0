"""The log cannot be flooded (issue 28, items 3–6): at the default `--log-level info`, each kind
of refusal a client can cause — a malformed HTTP request, an unsupported upgrade, a WebSocket
text frame that is not UTF-8 before any hello, a table id with a NUL on a WebSocket — sent a
few hundred times, grows the log by a few lines at most (one per kind a minute), and every one
is counted in /metrics. The access log (`--access-log`) keeps its line for a request whose
query carries `token=`, the token blanked, and never a "Logging error" traceback."""

from __future__ import annotations

import asyncio
import os
from typing import Any

import httpx
import pytest
import websockets

from .helpers import Server

TIMES = 150


@pytest.fixture(scope="module")
def logged_server(database: tuple[str, str], tmp_path_factory: Any) -> Any:
    srv = Server(*database, "--log-level", "info", "--access-log")
    folder = tmp_path_factory.mktemp("log")
    srv.stderr_path, srv.stdout_path = str(folder / "stderr.txt"), str(folder / "stdout.txt")
    srv.start()
    yield srv
    srv.stop()


def log_size(srv: Server, access: bool = False) -> int:
    path = srv.stdout_path if access else srv.stderr_path
    assert path
    return os.path.getsize(path)


def log_text(srv: Server, since: int = 0, access: bool = False) -> str:
    path = srv.stdout_path if access else srv.stderr_path
    assert path
    with open(path, "rb") as f:
        f.seek(since)
        return f.read().decode("utf-8", "replace")


async def raw(port: int, data: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(data)
    await writer.drain()
    try:
        return await asyncio.wait_for(reader.read(4096), 30)
    finally:
        writer.close()


async def not_utf8(url: str) -> int | None:
    async with websockets.connect(url) as ws:
        await ws.send(b"\xff\xfe{", text=True)
        try:
            await asyncio.wait_for(ws.recv(), 30)
        except websockets.ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd else None
    return None


async def nul_table(url: str) -> int | None:
    async with websockets.connect(url) as ws:
        await ws.send('{"type": "hello"}')
        try:
            while True:
                await asyncio.wait_for(ws.recv(), 30)
        except websockets.ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd else None


def refusals(srv: Server) -> dict[str, float]:
    out = {}
    for line in httpx.get(srv.http + "/metrics").text.splitlines():
        if line.startswith(("salon_refusals_total{", "salon_errors_total{")):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def test_floods_of_every_kind_grow_the_log_by_a_few_lines(logged_server: Server) -> None:
    srv = logged_server
    table = httpx.post(srv.http + "/api/tables", json={"game": "rose-ceremony", "players": 3}).json()["table_id"]
    before_size = log_size(srv)
    before = refusals(srv)

    async def flood() -> None:
        sem = asyncio.Semaphore(50)

        async def bounded(coro: Any) -> Any:
            async with sem:
                return await coro

        answers = await asyncio.gather(*(bounded(raw(srv.port, b"NOT HTTP AT ALL\r\n\r\n")) for _ in range(TIMES)))
        assert all(a.startswith(b"HTTP/1.1 400") and b"content-security-policy" in a.lower() for a in answers)
        upgrade = b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: upgrade\r\nUpgrade: nonsense\r\n\r\n"
        await asyncio.gather(*(bounded(raw(srv.port, upgrade)) for _ in range(TIMES)))
        codes = await asyncio.gather(*(bounded(not_utf8(srv.ws_url(table))) for _ in range(TIMES)))
        assert set(codes) == {1007}, set(codes)
        codes = await asyncio.gather(*(bounded(nul_table(srv.ws_url("a%00b"))) for _ in range(TIMES)))
        assert set(codes) == {4404}, set(codes)

    asyncio.run(flood())
    grown = log_size(srv) - before_size
    text = log_text(srv, before_size)
    # (the access log, one line per request by design, goes to stdout)
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) <= 8, lines
    assert "Traceback" not in text and "Logging error" not in text, text[-3000:]
    assert "Invalid HTTP request received." in text  # said once
    assert text.count("Invalid HTTP request received.") <= 2
    assert text.count("Invalid UTF-8") <= 2
    assert grown < 2000, text
    after = refusals(srv)

    def more(name: str) -> float:
        return after.get(name, 0.0) - before.get(name, 0.0)

    assert more('salon_refusals_total{kind="http/malformed"}') >= TIMES
    assert more('salon_refusals_total{kind="websocket/not_utf8"}') >= TIMES
    assert more('salon_errors_total{code="table/not_found"}') >= TIMES
    assert httpx.get(srv.http + "/metrics").text.count("salon_log_lines_dropped_total") >= 1


def test_the_access_log_keeps_a_line_with_a_token_in_the_query_blanked(logged_server: Server) -> None:
    srv = logged_server
    since, since_errors = log_size(srv, access=True), log_size(srv)
    for _ in range(3):
        assert httpx.get(srv.http + "/api/tables?token=s3cr3t-t0ken&limit=2").status_code == 200
    httpx.get(srv.http + "/api/games")  # the access log is written when the answer is sent
    text = log_text(srv, since, access=True) + log_text(srv, since_errors)
    assert "Logging error" not in text and "Traceback" not in text, text
    assert "s3cr3t-t0ken" not in text
    assert text.count("/api/tables?token=***&limit=2") == 3, text
