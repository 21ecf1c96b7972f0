"""What a psycopg (libpq) connection sends, for counting round trips in tests and benchmarks."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from typing import Any


@contextlib.contextmanager
def traced(pgconn: Any) -> Iterator[list[str]]:
    """Traces `pgconn` (a psycopg `PGconn`) with libpq while the block runs: yields a list that
    holds, after the block, the type of each message the client sent (Query, Parse, Bind, Sync…)."""
    sent: list[str] = []
    with tempfile.TemporaryFile() as f:
        pgconn.trace(f.fileno())
        try:
            yield sent
        finally:
            pgconn.untrace()
            f.seek(0)
            for line in f.read().decode("utf-8", "replace").splitlines():
                fields = line.split("\t")  # [timestamp,] F, length, type, ...
                if "F" in fields and fields.index("F") + 2 < len(fields):
                    sent.append(fields[fields.index("F") + 2])
