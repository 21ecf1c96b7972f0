"""A database that holds its connections and answers nothing (issue 28, item 11): a PostgreSQL
partition (a TCP proxy that keeps every connection open and passes nothing) and a SQLite file
locked by another process. While it lasts — the partition is never healed before the checks —
REST answers 503 `db/unavailable`, a WebSocket act gets `db/unavailable` and stays open,
`/api/stats` says the database is unavailable, and a SIGTERM stops the server. None of these
could happen before the partition heals if a call waited on the database without a deadline,
so no wall-clock time is asserted: only generous deadlines for the test itself."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy.engine import make_url

from .conftest import PG_URL
from .helpers import Client, Server, drop_prefix, human_choice, unique_prefix
from .tcp_proxy import TcpProxy

BOTS = [{"kind": "bot", "bot": "random"}] * 2
BOTS3 = [{"kind": "bot", "bot": "random"}] * 3


def until(cond: Any, what: str, seconds: float = 120) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got = cond()
        if got:
            return got
        time.sleep(0.2)
    raise AssertionError(what)


def unavailable(r: httpx.Response) -> bool:
    return r.status_code == 503 and r.json()["code"] == "db/unavailable" and bool(r.headers.get("retry-after"))


def test_postgres_partition_answers_unavailable_and_sigterm_stops(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip("SALON_TEST_POSTGRES_URL is not set")
    u = make_url(PG_URL)
    prefix = unique_prefix()
    with TcpProxy(u.host or "127.0.0.1", u.port or 5432) as proxy:
        srv = Server(proxy.url_for(PG_URL), prefix)
        srv.stderr_path = str(tmp_path / "stderr.txt")
        srv.start()
        try:
            asyncio.run(_partition(srv, proxy))
            # SIGTERM while the partition still holds every connection: the server stops
            assert srv.proc is not None
            srv.proc.send_signal(signal.SIGTERM)
            try:
                code = srv.proc.wait(timeout=90)
            except subprocess.TimeoutExpired:
                raise AssertionError("SIGTERM did not stop the server during the partition") from None
            # (uvicorn stops cleanly, then re-raises the signal it caught: -15)
            assert code in (0, -signal.SIGTERM), Path(srv.stderr_path).read_text()[-3000:]
            assert proxy.holding.is_set()
        finally:
            proxy.release()
            srv.stop()
    text = Path(srv.stderr_path).read_text()
    assert "Traceback" not in text, text[-3000:]
    drop_prefix(PG_URL, prefix)


async def _partition(srv: Server, proxy: TcpProxy) -> None:
    r = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": [{"kind": "human"}, *BOTS]},
                 admin=True, params=None)
    made = r.json()
    player = Client(srv.ws_url(made["table_id"]), 0, made["seats"][0]["token"])
    await player.connect()
    st = await player.until(lambda m: m["type"] == "state" and bool(m["legal"]))
    proxy.hold()
    # an act on the open socket: db/unavailable, the socket stays open and answers
    await player.act(human_choice(1, 0, st["state_id"], st["legal"]))
    err = await player.until(lambda m: m["type"] == "error")
    assert err["code"] == "db/unavailable", err
    await player.send({"type": "ping"})
    await player.until(lambda m: m["type"] == "pong")
    # REST that needs the database: 503, while the partition holds
    client = httpx.Client(base_url=srv.http, timeout=120)
    assert unavailable(client.get("/api/tables"))
    assert unavailable(client.post("/api/tables", json={"game": "rose-ceremony", "players": 3, "seats": BOTS3}))
    # /api/stats says so
    stats = await asyncio.to_thread(until, lambda: (s := client.get("/api/stats").json())["database"]["available"]
                                    is False and s, "/api/stats kept saying the database is available")
    assert stats["database"]["down_for"] is not None
    assert proxy.holding.is_set()
    client.close()
    await player.close()


def test_sqlite_locked_by_another_process_answers_unavailable(tmp_path: Path) -> None:
    path = tmp_path / "locked.db"
    srv = Server(f"sqlite:///{path}", "")
    srv.stderr_path = str(tmp_path / "stderr.txt")
    srv.start()
    srv.client = httpx.Client(timeout=120)  # the first call after the lock may wait for the busy timeout
    try:
        assert srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": BOTS3}).status_code == 201
        lock = sqlite3.connect(str(path), timeout=30, isolation_level=None)
        lock.execute("BEGIN EXCLUSIVE")  # held until released below
        try:
            r = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": BOTS3})
            assert unavailable(r), r.text
            until(lambda: srv.get("/api/stats").json()["database"]["available"] is False,
                  "/api/stats kept saying the database is available")
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        until(lambda: srv.post("/api/tables", {"game": "rose-ceremony", "players": 3,
                                               "seats": BOTS3}).status_code == 201, "the database never came back")
        until(lambda: srv.get("/api/stats").json()["database"]["available"], "still unavailable")
    finally:
        srv.stop()
    assert "Traceback" not in Path(srv.stderr_path).read_text()
    assert os.path.exists(path)
