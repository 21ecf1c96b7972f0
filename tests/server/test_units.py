"""Small server pieces that need no running server."""

from __future__ import annotations

import logging

import pytest

pytest.importorskip("fastapi")

from salon.server.app import RedactTokens  # noqa: E402
from salon.server.errors import CODES, ApiError  # noqa: E402
from salon.server.live import hash_token, new_token  # noqa: E402


def test_tokens_never_reach_the_logs() -> None:
    rec = logging.LogRecord("uvicorn.error", logging.INFO, __file__, 1, '%s - "WebSocket %s" [accepted]',
                            ("127.0.0.1:5000", "/ws/tables/ab12?token=s3cr3t-Token_x&x=1"), None)
    RedactTokens().filter(rec)
    assert "s3cr3t" not in rec.getMessage() and "token=***&x=1" in rec.getMessage()


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
