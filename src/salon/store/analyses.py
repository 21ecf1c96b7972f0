"""The store's post-game analyses: one row per finished table and level (salon.analysis),
written once by the process that computed it and read by every process."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from .store import Store


def get_analysis(store: Store, table_id: str, level: str) -> dict[str, Any] | None:
    """The stored analysis of `table_id` at `level` (format, result text, cpu_seconds, at), or None."""
    t = store.s.analyses
    assert t is not None
    with store.engine.connect() as conn:
        row = conn.execute(select(t).where(t.c.table_id == table_id, t.c.level == level)).mappings().first()
    return dict(row) if row else None


def put_analysis(store: Store, table_id: str, level: str, fmt: int, result: str, cpu_seconds: float) -> bool:
    """Store an analysis; False if one was stored first (by another process): it is kept."""
    t = store.s.analyses
    assert t is not None
    try:
        with store.engine.begin() as conn:
            conn.execute(t.insert().values(table_id=table_id, level=level, format=fmt, result=result,
                                           cpu_seconds=float(cpu_seconds), at=time.time()))
    except IntegrityError:
        return False
    return True
