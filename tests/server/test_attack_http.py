"""Attacks on the HTTP side of `salon serve` (issue 18): huge and chunked bodies, table spam
from one address, half-sent requests, the connection cap, hostile input. Each runs against a
real server process over real sockets, on SQLite and (when SALON_TEST_POSTGRES_URL is set)
PostgreSQL, and checks the stable error code, the server's memory, and that another table's
actions keep being answered during the attack."""

from __future__ import annotations

import select
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
import websockets.sync.client

from ..patience import PATIENCE, wait_until
from .attack import ADMIN, Progress, refused, rss_mb
from .conftest import ADMIN_TOKEN
from .helpers import Server

THREE = {"game": "rose-ceremony", "players": 3}
MB = 1024 * 1024


def raw(srv: Server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", srv.port), timeout=PATIENCE)


def read_answer(sock: socket.socket, wait: float = PATIENCE) -> bytes:
    """What the server sends until it closes the connection (or `wait` passes)."""
    out = b""
    sock.settimeout(wait)
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            out += chunk
    except (TimeoutError, ConnectionResetError):
        pass
    return out


def code_of(answer: bytes) -> tuple[int, str]:
    """(HTTP status, error code) of a raw HTTP answer carrying the documented error body."""
    import json

    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split()[1])
    doc = json.loads(body)
    assert doc["type"] == "error" and doc["message"], doc
    return status, doc["code"]


@pytest.fixture
def small(fresh_database: tuple[str, str]) -> Iterator[Server]:
    """A server with small HTTP limits on a database of its own."""
    srv = Server(*fresh_database, "--admin-token", ADMIN_TOKEN, "--tables-per-minute", "4",
                 "--open-tables", "2", "--header-timeout", "1", "--idle-timeout", "1",
                 "--http-per-address", "128").start()
    yield srv
    srv.stop()


# ------------------------------------------------------------------ bodies
def _upload(srv: Server, total: int, results: list[Any]) -> None:
    """POST a chunked body of `total` bytes, reading the answer as soon as one comes."""
    sock = raw(srv)
    sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Transfer-Encoding: chunked\r\n\r\n")
    chunk = b"%x\r\n" % MB + b" " * MB + b"\r\n"
    sent = 0
    answer = b""
    try:
        while sent < total:
            if select.select([sock], [], [], 0)[0]:
                break
            sock.sendall(chunk)
            sent += MB
    except (BrokenPipeError, ConnectionResetError):
        pass
    answer = read_answer(sock)
    sock.close()
    results.append((sent, answer))


def test_a_huge_chunked_body_is_cut_and_memory_stays_bounded(small: Server) -> None:
    other = Progress(small)
    other.step()
    before = rss_mb(small)
    results: list[Any] = []
    uploads = [threading.Thread(target=_upload, args=(small, 150 * MB, results)) for _ in range(3)]
    for t in uploads:
        t.start()
    while any(t.is_alive() for t in uploads):
        other.step()  # the other table is answered during the attack
    for sent, answer in results:
        assert code_of(answer) == (413, "request/too_large")
        assert sent < 150 * MB  # cut: the server answered and closed before the end
    assert rss_mb(small) - before < 60
    # a declared Content-Length above the bound is refused before any byte of the body
    sock = raw(small)
    sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 157286400\r\n\r\n")
    assert code_of(read_answer(sock)) == (413, "request/too_large")
    sock.close()
    # a body within the bound works
    r = small.post("/api/tables", {**THREE, "options": {}}, headers=ADMIN)
    assert r.status_code == 201, r.text
    other.step()
    other.close()


# ------------------------------------------------------------------ tables per address
def test_one_address_cannot_create_tables_without_end(small: Server) -> None:
    other = Progress(small)
    made = [small.post("/api/tables", THREE) for _ in range(2)]
    assert [r.status_code for r in made] == [201, 201]
    for _ in range(5):  # two open tables: as many as the address may have
        r = small.post("/api/tables", THREE, headers={"X-Forwarded-For": f"198.51.100.{_}"})
        assert r.status_code == 429 and r.json()["code"] == "limit/tables", r.text
        other.step()
    # the admin token lifts the limits
    assert small.post("/api/tables", THREE, headers=ADMIN).status_code == 201
    other.close()


def test_tables_per_minute_and_finished_tables_free_their_place(fresh_database: tuple[str, str]) -> None:
    srv = Server(*fresh_database, "--admin-token", ADMIN_TOKEN, "--tables-per-minute", "3",
                 "--open-tables", "1", "--trusted-proxy", "127.0.0.1").start()
    try:
        other = Progress(srv)
        bots = {**THREE, "seats": [{"kind": "bot", "bot": "random"}] * 3}
        a = {"X-Forwarded-For": "203.0.113.7"}
        for n in range(3):  # one at a time: each game ends, so the open limit never bites
            r = srv.post("/api/tables", bots, headers=a)
            assert r.status_code == 201, (n, r.text)
            tid = r.json()["table_id"]
            wait_until(lambda tid=tid: srv.get(f"/api/tables/{tid}").json()["status"] == "finished",
                       "the bots' table did not finish")
            other.step()
        r = srv.post("/api/tables", bots, headers=a)  # a fourth in the same minute
        assert r.status_code == 429 and r.json()["code"] == "limit/tables"
        assert "minute" in r.json()["message"]
        # another address behind the trusted proxy has its own quota; the proxy's hop is not it
        b = {"X-Forwarded-For": "203.0.113.7, 203.0.113.8"}
        assert srv.post("/api/tables", THREE, headers=b).status_code == 201
        r = srv.post("/api/tables", THREE, headers=b)
        assert r.status_code == 429 and "open" in r.json()["message"]
        other.step()
        other.close()
    finally:
        srv.stop()


# ------------------------------------------------------------------ half-sent requests
def test_half_sent_requests_are_closed_after_the_header_timeout(small: Server) -> None:
    other = Progress(small)
    before = rss_mb(small)
    socks = []
    for i in range(300):
        s = raw(small)
        s.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nX-Slow-" if i % 2 else b"GET /api/ga")
        socks.append(s)
    other.step()  # answered while 300 requests hang
    open_socks = set(socks)
    deadline = time.monotonic() + PATIENCE
    answers: list[bytes] = []
    while open_socks and time.monotonic() < deadline:
        ready, _, _ = select.select(list(open_socks), [], [], 1.0)
        for s in ready:
            answers.append(read_answer(s, PATIENCE))
            open_socks.discard(s)
            s.close()
        other.step()
    assert not open_socks, f"{len(open_socks)} half-sent requests still held"
    # one address holds 128 HTTP connections at once (--http-per-address): those time out, the
    # others are refused as they connect — or time out too, if they come after the first ones
    # timed out and closed (a slow machine): never a third answer
    timed_out = [a for a in answers if code_of(a) == (408, "request/timeout")]
    assert len(timed_out) >= 100, [code_of(a) for a in answers]
    assert all(code_of(a) == (429, "limit/connections") for a in answers if a not in timed_out)
    assert rss_mb(small) - before < 60
    # a kept-alive connection left idle is closed too (--idle-timeout)
    s = raw(small)
    s.sendall(b"GET /api/errors HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = read_answer(s, 30.0)  # the answer, then the close once idle
    assert answer.startswith(b"HTTP/1.1 200")
    s.close()
    other.step()
    other.close()


# ------------------------------------------------------------------ connection cap
def _spectator(srv: Server, table: str, stack: ExitStack) -> Any:
    """A spectator's WebSocket, retried while the server has not yet seen a place free."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        try:
            ws = stack.enter_context(websockets.sync.client.connect(
                f"ws://127.0.0.1:{srv.port}/ws/tables/{table}", open_timeout=PATIENCE))
        except (websockets.exceptions.InvalidStatus, websockets.exceptions.ConnectionClosed, OSError):
            time.sleep(0.1)
            continue
        ws.send('{"type": "hello"}')
        return ws
    raise AssertionError("no place freed for a WebSocket")


def test_connections_past_the_cap_are_refused_and_service_resumes(fresh_database: tuple[str, str]) -> None:
    srv = Server(*fresh_database, "--admin-token", ADMIN_TOKEN, "--max-connections", "40",
                 "--header-timeout", "60").start()
    try:
        assert srv.proc is not None
        with open(f"/proc/{srv.proc.pid}/limits") as f:  # the soft limit was raised to the hard one
            line = next(x for x in f if x.startswith("Max open files")).split()
        assert line[3] == line[4]
        other = Progress(srv)
        other.step()
        held = [raw(srv) for _ in range(70)]
        refused = []
        deadline = time.monotonic() + PATIENCE
        while len(refused) < 30:  # the server answers those past the cap (not the others)
            assert time.monotonic() < deadline, f"only {len(refused)} of 30 connections past the cap refused"
            for s in select.select(held, [], [], 0.5)[0]:
                refused.append(read_answer(s, PATIENCE))
                held.remove(s)
                s.close()
        for s in select.select(held, [], [], 0.5)[0]:  # any more that were answered
            refused.append(read_answer(s, PATIENCE))
            held.remove(s)
            s.close()
        assert len(held) <= 40 and len(refused) >= 30
        assert all(code_of(a) == (503, "server/busy") for a in refused)
        other.step()  # a connection held before the cap was reached is still served
        # WebSockets count too: five held sockets give way to five spectators, and the cap holds
        for s in held[:5]:
            s.close()
        del held[:5]
        with ExitStack() as spectators:
            for _ in range(5):
                _spectator(srv, other.table, spectators)
            s = raw(srv)
            assert select.select([s], [], [], PATIENCE)[0] and code_of(read_answer(s)) == (503, "server/busy")
            s.close()
        assert srv.proc.poll() is None
        for s in held:
            s.close()
        def serves() -> bool:  # service resumes once connections close
            try:
                return httpx.get(srv.http + "/api/games", timeout=PATIENCE).status_code == 200
            except httpx.HTTPError:
                return False

        wait_until(serves, "service did not resume", every=0.1)
        other.step()
        other.close()
    finally:
        srv.stop()


# ------------------------------------------------------------------ input
BAD_NAMES = ["Bo\x00b", "Bo\u202eb", "Bo\u200bb", "\u2066Bo", "Bo\x1b[31m", "\u0301\u0301", "\u0301Bo",
             "Bo\ue000", "Bo\u2028b", "x" * 33, "", "   ", "Bo\U000e0001"]


def _json(srv: Server, path: str, raw_body: bytes, headers: dict[str, str] | None = None) -> httpx.Response:
    return srv.client.post(srv.http + path, content=raw_body,
                           headers={"Content-Type": "application/json", **(headers or {})})


def test_hostile_names_are_refused_on_every_database(server: Server) -> None:
    r = server.post("/api/tables", {**THREE, "seats": [{"kind": "human", "name": "Ada"},
                                                       {"kind": "open"}, {"kind": "open"}]})
    assert r.status_code == 201, r.text
    tid, tok = r.json()["table_id"], r.json()["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    for bad in BAD_NAMES:
        r = server.post("/api/tables", {**THREE, "seats": [{"kind": "human", "name": bad.strip() and bad or "\x00"}] * 3})
        refused(r, 400, "request/invalid")
        r = server.post(f"/api/tables/{tid}/seats/1/claim", {"name": bad.strip() and bad or "\x00"})
        refused(r, 400, "request/invalid")
        refused(server.post(f"/api/tables/{tid}/seats/0/name", {"name": bad}, headers=auth), 400, "request/invalid")
    for raw_body in (b'{"name": "\\ud800"}', b'{"name": "Bo\\u0000"}'):  # a lone surrogate, NUL
        refused(_json(server, f"/api/tables/{tid}/seats/0/name", raw_body, auth), 400, "request/invalid")
        refused(_json(server, f"/api/tables/{tid}/seats/1/claim", raw_body), 400, "request/invalid")
    refused(_json(server, f"/api/tables/{tid}/seats/1/claim", b'{"token": "\\ud800"}'), 400, "request/invalid")
    refused(_json(server, f"/api/tables/{tid}/seats/1/claim", b'{"token": "\\u0000x"}'), 403, "auth/invalid_token")
    r = server.post(f"/api/tables/{tid}/seats/0/name", {"name": "  Zoe\u0301 "}, headers=auth)
    assert r.status_code == 200 and r.json()["name"] == "Zoé"  # NFC, trimmed
    assert [s.get("name") for s in server.get(f"/api/tables/{tid}").json()["seats"]] == ["Zoé", None, None]


def test_every_parameter_is_bounded(server: Server) -> None:
    r = server.post("/api/tables", {**THREE, "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}]})
    tid, tok = r.json()["table_id"], r.json()["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    big = str(2**63)
    for path in (f"/api/tables?offset={big}", f"/api/tables?limit={big}", "/api/tables?idle_for=inf",
                 "/api/tables?idle_for=nan", "/api/tables?idle_for=1e400", "/api/tables?game=%00",
                 "/api/tables?game=" + "g" * 200, "/api/tables?status=%00", "/api/stats?window=nan",
                 f"/api/tables/{tid}/replay/{big}", f"/api/tables/{tid}/replay/0?seat={big}",
                 f"/api/tables/{tid}/replay/0?seat=-1", "/api/tables?offset=" + "9" * 5000):
        refused(server.get(path), 400, "request/invalid")
    for path in ("/api/tables/%00", "/api/tables/%00abc/state", "/api/tables/" + "a" * 41,
                 "/api/tables/%E2%80%AE"):
        refused(server.get(path), 404, "table/not_found")
    for seat in (big, "-1", "9" * 50):
        refused(server.post(f"/api/tables/{tid}/seats/{seat}/claim", {}), 400, "request/invalid")
    refused(server.post(f"/api/tables/{tid}/seats/3/claim", {}), 404, "seat/not_found")  # within bounds
    for sid in (2**63, -1, 10**30):
        refused(server.post(f"/api/tables/{tid}/actions", {"state_id": sid, "action": "x"}, headers=auth),
                 400, "request/invalid")
    for body in ({**THREE, "players": 2**63}, {**THREE, "game": "\x00"}, {**THREE, "options": {"x": {"y": 1}}},
                 {**THREE, "options": {f"o{i}": 1 for i in range(100)}}, {**THREE, "seats": [{"kind": "open"}] * 100},
                 {**THREE, "clock": 1e300}):
        r = server.post("/api/tables", body)
        assert r.status_code in (400, 404) and r.json()["code"] in ("request/invalid", "game/unknown"), r.text
    for clean in ({"finished_for": 1e308}, {"idle_for": -1}):
        refused(server.post("/api/admin/cleanup", clean, headers=ADMIN), 400, "request/invalid")


def test_malformed_bodies_and_unknown_routes_get_the_documented_body(server: Server) -> None:
    deep = b'{"game": "rose-ceremony", "players": 3, "options": {"a": ' + b"[" * 5000 + b"]" * 5000 + b"}}"
    for raw_body in (b"\xff\xfe{\x00", b'{"game": "rose-ceremony\xc3", "players": 3}', b"[" * 30000,
                     deep, b'{"game": ', b"null", b"[]", b'"x"'):
        refused(_json(server, "/api/tables", raw_body), 400, "request/invalid")
    refused(server.get("/api/no/such/route"), 404, "request/not_found")
    refused(server.get("/no-such-page.html"), 404, "request/not_found")
    r = server.client.put(server.http + "/api/tables", json=THREE)
    refused(r, 405, "request/method")
    assert r.headers.get("allow")
    r = server.client.delete(server.http + "/api/errors")
    refused(r, 405, "request/method")
    # a non-ASCII (or latin-1 noise) admin token is refused, never a 500
    for token in ("t\u00e9st", "\u00ff" * 50, ADMIN_TOKEN + "\u00e9"):
        r = server.client.post(server.http + "/api/admin/cleanup", json={},
                               headers={"Authorization": b"Bearer " + token.encode("latin-1")})
        refused(r, 401, "auth/admin_required")
    assert server.post("/api/admin/cleanup", {}, headers=ADMIN).status_code == 200
    codes = server.get("/api/errors").json()
    for code in ("request/not_found", "request/method", "request/timeout", "limit/tables", "server/busy",
                 "server/error", "request/too_large"):
        assert code in codes
