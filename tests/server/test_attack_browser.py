"""Browser-facing headers (issue 18, deliverable 7): every kind of answer of a real `salon serve`
carries the strict Content-Security-Policy and the other security headers; /docs and /redoc get
their relaxed policy, which names exactly what those pages load; a forged Host header cannot
write into the policy. The middleware's own cases a client cannot reach on the real server (an
unexpected exception's 500 page, a WebSocket denial response) are run on a small app in-process."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from .helpers import Server

HEADERS = {
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "cross-origin-opener-policy": "same-origin",
}
STRICT = {
    "default-src": ["'self'"], "script-src": ["'self'"], "style-src": ["'self'"], "img-src": ["'self'"],
    "object-src": ["'none'"], "base-uri": ["'none'"], "frame-ancestors": ["'none'"], "form-action": ["'self'"],
}


def directives(csp: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for part in csp.split(";"):
        words = part.split()
        if words:
            assert words[0] not in out, f"{words[0]} twice in {csp!r}"
            out[words[0]] = words[1:]
    return out


def assert_strict(headers: Any, what: str, host: str = r"127\.0\.0\.1:\d+") -> dict[str, list[str]]:
    for name, value in HEADERS.items():
        assert headers.get(name) == value, f"{what}: {name} is {headers.get(name)!r}"
    csp = headers.get("content-security-policy")
    assert csp, f"{what}: no Content-Security-Policy"
    d = directives(csp)
    for name, words in STRICT.items():
        assert d.get(name) == words, f"{what}: {name} is {d.get(name)}"
    assert d["connect-src"][0] == "'self'" and all(re.fullmatch(f"wss?://{host}", w) for w in d["connect-src"][1:])
    assert "'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp and "data:" not in csp
    return d


@pytest.fixture(scope="module")
def srv(tmp_path_factory: Any) -> Iterator[Server]:
    """Headers do not touch the database: one SQLite server, with a small body limit."""
    s = Server(f"sqlite:///{tmp_path_factory.mktemp('hdr') / 's.db'}", "", "--max-body", "4096").start()
    yield s
    s.stop()


def test_every_kind_of_answer_carries_the_headers(srv: Server) -> None:
    answers = {
        "the client's page": srv.get("/"),
        "a script": srv.get("/app.js"),
        "the favicon": srv.get("/favicon.svg"),
        "REST": srv.get("/api/games"),
        "the OpenAPI schema": srv.get("/openapi.json"),
        "a missing file": srv.get("/no-such-file.js"),
        "a missing table": srv.get("/api/tables/0123456789abcdef"),
        "an invalid body": srv.post("/api/tables", {"game": "rose-ceremony"}),
        "a wrong method": srv.client.delete(srv.http + "/api/games"),
        "a body too large": srv.client.post(srv.http + "/api/tables", content=b"{" + b" " * 10_000 + b"}",
                                            headers={"content-type": "application/json"}),
        "HEAD": srv.client.head(srv.http + "/"),
    }
    assert answers["the client's page"].status_code == 200
    assert answers["the favicon"].headers["content-type"].startswith("image/svg+xml")
    assert answers["a missing file"].status_code == 404
    assert answers["a missing table"].json()["code"] == "table/not_found"
    assert answers["an invalid body"].json()["code"] == "request/invalid"
    assert answers["a body too large"].status_code == 413
    assert answers["a wrong method"].status_code == 405
    for what, res in answers.items():
        assert_strict(res.headers, what)


def test_a_forged_host_cannot_write_into_the_policy(srv: Server) -> None:
    forged: list[Any] = ["evil.example; script-src *", "a b", "x\tscript-src", "é.example".encode(), "[::1]:80 'unsafe-inline'"]
    for host in forged:
        res = srv.client.get(srv.http + "/", headers={"host": host})
        d = assert_strict(res.headers, f"Host {host!r}")
        assert d["connect-src"] == ["'self'"], d
    res = srv.client.get(srv.http + "/", headers={"host": "salon.example:8443"})
    assert directives(res.headers["content-security-policy"])["connect-src"] == [
        "'self'", "ws://salon.example:8443", "wss://salon.example:8443"]


@pytest.mark.parametrize("path", ["/docs", "/redoc"])
def test_the_docs_pages_get_a_policy_that_names_what_they_load(srv: Server, path: str) -> None:
    """Swagger UI and ReDoc come from a CDN (no network here to load them): the page's own
    inline scripts are allowed by hash, its external scripts, styles and icons by origin, and
    nothing is 'unsafe-inline' for scripts; the rest of the strict policy holds."""
    import base64
    import hashlib

    res = srv.get(path)
    assert res.status_code == 200
    for name, value in HEADERS.items():
        assert res.headers.get(name) == value
    d = directives(res.headers["content-security-policy"])
    for name in ("object-src", "base-uri", "frame-ancestors", "form-action", "default-src"):
        assert d[name] == STRICT[name]
    assert "'unsafe-inline'" not in d["script-src"]
    html = res.text
    inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, re.S)
    for body in inline:
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in d["script-src"]
    loads = {"script-src": re.findall(r"<script[^>]*\bsrc=\"([^\"]+)\"", html),
             "style-src": re.findall(r"<link[^>]*rel=\"stylesheet\"[^>]*href=\"([^\"]+)\"|<link[^>]*href=\"([^\"]+)\"[^>]*rel=\"stylesheet\"", html),
             "img-src": re.findall(r"<link[^>]*rel=\"(?:shortcut )?icon\"[^>]*href=\"([^\"]+)\"", html)}
    assert loads["script-src"], "the docs page loads no script?"
    for directive, urls in loads.items():
        for url in urls:
            url = "".join(url) if isinstance(url, tuple) else url
            parts = urlsplit(url)
            origin = f"{parts.scheme}://{parts.netloc}" if parts.netloc else "'self'"
            assert origin in d[directive], f"{path}: {url} is not allowed by {directive} {d[directive]}"
    # the relaxed policy stays on its pages: the schema they read is strict
    assert_strict(srv.get("/openapi.json").headers, "/openapi.json")


def test_the_500_page_and_a_websocket_denial_carry_the_headers() -> None:
    """On a small app: an unexpected exception (Starlette's 500 page, outside every other
    middleware) and a WebSocket handshake refused with an HTTP answer."""
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse
    from starlette.routing import Route, WebSocketRoute
    from starlette.testclient import TestClient, WebSocketDenialResponse
    from starlette.websockets import WebSocket

    from salon.server.headers import install

    async def boom(_request: Any) -> Any:
        raise RuntimeError("boom")

    async def refuse(ws: WebSocket) -> None:
        await ws.send_denial_response(PlainTextResponse("no", status_code=403))

    app = Starlette(routes=[Route("/boom", boom), WebSocketRoute("/ws", refuse)])
    install(app)
    client = TestClient(app, raise_server_exceptions=False, base_url="http://127.0.0.1:8000")
    res = client.get("/boom")
    assert res.status_code == 500
    assert_strict(res.headers, "the 500 page")
    with pytest.raises(WebSocketDenialResponse) as refused:
        with client.websocket_connect("/ws"):
            pass
    assert refused.value.status_code == 403
    assert_strict(refused.value.headers, "a WebSocket denial", host=r"[\w.:-]+")
