"""Small server pieces that need no running server."""

from __future__ import annotations

import logging
import sys
import time

import pytest

pytest.importorskip("fastapi")

from salon.server.errors import CODES, ApiError  # noqa: E402
from salon.server.live import hash_token, new_token  # noqa: E402
from salon.server.logs import BoundedLines, RedactTokens  # noqa: E402


def test_tokens_never_reach_the_logs() -> None:
    rec = logging.LogRecord("uvicorn.error", logging.INFO, __file__, 1, '%s - "WebSocket %s" [accepted]',
                            ("127.0.0.1:5000", "/ws/tables/ab12?token=s3cr3t-Token_x&x=1"), None)
    RedactTokens().filter(rec)
    assert "s3cr3t" not in rec.getMessage() and "token=***&x=1" in rec.getMessage()


def test_an_access_line_keeps_its_five_arguments_redacted() -> None:
    """uvicorn's access formatter reads record.args as five values: redaction keeps them."""
    rec = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d',
                            ("127.0.0.1:5000", "GET", "/api/tables?token=s3cr3t&limit=2", "1.1", 200), None)
    RedactTokens().filter(rec)
    assert isinstance(rec.args, tuple) and len(rec.args) == 5 and rec.args[4] == 200
    assert rec.getMessage() == '127.0.0.1:5000 - "GET /api/tables?token=***&limit=2 HTTP/1.1" 200'


def test_one_line_per_kind_per_interval_then_a_count() -> None:
    bounded = BoundedLines(interval=0.2)

    def record(msg: str, *args: object) -> logging.LogRecord:
        return logging.LogRecord("uvicorn.error", logging.WARNING, __file__, 1, msg, args, None)

    passed = [bounded.filter(record("Invalid HTTP request received.")) for _ in range(100)]
    assert passed.count(True) == 1
    # the arguments (a client's) do not make a new kind; another template does
    assert bounded.filter(record("bad %s", "a")) and not bounded.filter(record("bad %s", "b"))
    time.sleep(0.25)
    again = record("Invalid HTTP request received.")
    assert bounded.filter(again) and "99 more like it" in again.getMessage()
    try:
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
    except UnicodeDecodeError:
        tb = logging.LogRecord("uvicorn.error", logging.ERROR, __file__, 1,
                               "Invalid UTF-8 sequence received from client.", (), sys.exc_info())
    assert bounded.filter(tb) and tb.exc_info is None  # a client's doing: no traceback


def test_tokens_are_random_and_stored_hashed() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100 and all(len(t) >= 32 for t in tokens)
    t = next(iter(tokens))
    assert hash_token(t) != t and len(hash_token(t)) == 64


def test_error_codes_are_known() -> None:
    assert ApiError("action/illegal", "x").http_status == 422
    with pytest.raises(ValueError):
        ApiError("no/such_code", "x")
    assert all(code.count("/") == 1 for code in CODES)


def test_a_log_entry_in_memory_is_one_flat_tuple_the_collector_stops_tracking() -> None:
    import gc

    from salon.core.registry import load_game
    from salon.server.live import LiveTable

    game = load_game("rose-ceremony")
    t = LiveTable(id="t1", game=game, players=3, options={}, seed=1, status="playing", clock=None,
                  bot_delay=None, replacement_bot="random", created_at=0.0, updated_at=0.0,
                  seats=[{"seat": q, "kind": "human"} for q in range(3)], state=game.new_game(3, seed=1))
    told = [["{p0} plays.", "The round ends."], [], "{p0} plays.", ["{p0} plays.", "A second sentence."]]
    t.record(2, told, [0, 1])
    assert t.entries[0][0] == 2 and t.current_at == [(0, 1)]
    assert t.told(0) == [["{p0} plays.", "The round ends."], [], ["{p0} plays."], ["{p0} plays.", "A second sentence."]]
    assert t.said(0, 1) == [] and t.said(0, 3)[1] == "A second sentence."
    gc.collect(0)  # one look by the young collection is enough for both
    assert not gc.is_tracked(t.entries[0]) and not gc.is_tracked(t.current_at[0])


def test_the_play_route_takes_only_websockets_to_one_table_path() -> None:
    import asyncio

    from salon.server.ws import PlayRoute

    seen: list[tuple[str, str]] = []

    async def app(scope: dict, receive: object, send: object) -> None:
        seen.append(("app", scope["path"]))

    async def play(ws: object, table_id: str) -> None:
        seen.append(("play", table_id))

    route = PlayRoute(app, play)  # type: ignore[arg-type]

    async def call(kind: str, path: str, root: str = "") -> None:
        await route({"type": kind, "path": path, "root_path": root, "headers": []}, None, None)

    async def run() -> None:
        await call("websocket", "/ws/tables/ab12")
        await call("websocket", "/salon/ws/tables/cd34", root="/salon")
        for path in ("/ws/tables/", "/ws/tables/ab12/more", "/ws/other", "/ws/tables"):
            await call("websocket", path)
        await call("http", "/ws/tables/ab12")

    asyncio.run(run())
    assert seen == [("play", "ab12"), ("play", "cd34"), ("app", "/ws/tables/"), ("app", "/ws/tables/ab12/more"),
                    ("app", "/ws/other"), ("app", "/ws/tables"), ("app", "/ws/tables/ab12")]
