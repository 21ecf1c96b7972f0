"""Fixtures: a database per backend (SQLite file; PostgreSQL when SALON_TEST_POSTGRES_URL is
set, with a table prefix unique to this run) and a running `salon serve` on it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")

from .helpers import ADMIN_TOKEN, Server, drop_prefix, unique_prefix  # noqa: E402, F401  (ADMIN_TOKEN: for the tests)

PG_URL = os.environ.get("SALON_TEST_POSTGRES_URL")


@pytest.fixture(scope="session", params=["sqlite", "postgres"])
def database(request: Any, tmp_path_factory: Any) -> Iterator[tuple[str, str]]:
    """(url, table prefix) of an empty database, shared by the tests of one session."""
    if request.param == "sqlite":
        path = tmp_path_factory.mktemp("db") / "salon.db"
        yield f"sqlite:///{path}", ""
        return
    if not PG_URL:
        pytest.skip("SALON_TEST_POSTGRES_URL is not set")
    prefix = unique_prefix()
    yield PG_URL, prefix
    drop_prefix(PG_URL, prefix)


@pytest.fixture(scope="session")
def server(database: tuple[str, str]) -> Iterator[Server]:
    srv = Server(*database).start()  # with ADMIN_TOKEN
    yield srv
    srv.stop()


@pytest.fixture
def fresh_database(database: tuple[str, str], tmp_path: Any) -> Iterator[tuple[str, str]]:
    """A database of the same backend that no other test uses (for tests that restart servers)."""
    url, _ = database
    if url.startswith("sqlite"):
        yield f"sqlite:///{tmp_path / 'fresh.db'}", ""
        return
    prefix = unique_prefix()
    yield url, prefix
    drop_prefix(url, prefix)


@pytest.fixture
def pg_database() -> Iterator[tuple[str, str]]:
    if not PG_URL:
        pytest.skip("SALON_TEST_POSTGRES_URL is not set")
    prefix = unique_prefix()
    yield PG_URL, prefix
    drop_prefix(PG_URL, prefix)


@pytest.fixture(scope="module")
def two_servers() -> Iterator[tuple[Server, Server]]:
    """Two server processes sharing one PostgreSQL database (one table prefix)."""
    if not PG_URL:
        pytest.skip("SALON_TEST_POSTGRES_URL is not set")
    prefix = unique_prefix()
    s1 = Server(PG_URL, prefix).start()
    s2 = Server(PG_URL, prefix).start()
    yield s1, s2
    s1.stop()
    s2.stop()
    drop_prefix(PG_URL, prefix)


# ------------------------------------------------------------------ accounts (issue 29)
@pytest.fixture(scope="session")
def mailbox() -> Iterator[Any]:
    """A real SMTP server in the test process (aiosmtpd), shared by the session's tests."""
    from .mailbox import Mailbox

    box = Mailbox().start()
    yield box
    box.stop()


@pytest.fixture(scope="session")
def site(database: tuple[str, str], mailbox: Any) -> Iterator[Server]:
    """A server with accounts on, mailing through `mailbox`, one per backend for the session
    (the tests use names, addresses and client addresses of their own)."""
    from .accounts_helpers import mail_server

    srv = mail_server(database, mailbox).start()
    yield srv
    srv.stop()
