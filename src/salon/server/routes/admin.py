"""Operating the server: clean-up of old tables (admin token), this process's statistics, and
the list of error codes."""

from __future__ import annotations

import os
import time
from typing import Any

from fastapi import APIRouter, Query, Request

from .. import metrics
from ..errors import CODES, ApiError
from .bodies import Cleanup
from .deps import Admin, Svc

router = APIRouter()


@router.post("/api/admin/cleanup", summary="Delete finished and abandoned tables (needs the admin token)")
async def cleanup(body: Cleanup, svc: Svc, by_admin: Admin) -> dict[str, Any]:
    hub, store = svc.hub, svc.store
    if not svc.admin_token:
        raise ApiError("server/disabled", "clean-up is disabled: start the server with --admin-token")
    if not by_admin:  # any text, never an exception
        raise ApiError("auth/admin_required", "clean-up needs the admin token")
    ids: list[str] = []
    if body.finished_for is not None:
        ids += [r["id"] for r in await hub.db(store.list_tables, None, "finished", body.finished_for, 100_000, 0)]
    if body.idle_for is not None:
        for st in ("open", "playing"):
            ids += [r["id"] for r in await hub.db(store.list_tables, None, st, body.idle_for, 100_000, 0)]
    n = await hub.db(store.delete_tables, ids)
    for tid in ids:
        t = hub.tables.get(tid)
        if t is not None:
            for c in list(t.conns):
                c.closed = True
                c.wake.set()
            hub.evict(tid)
    return {"deleted": n, "table_ids": ids}


@router.get("/api/stats", summary="This process: tables and connections held, and the time from an "
                                  "action received to its new state sent (seconds)")
async def stats(request: Request, svc: Svc, window: float = Query(60.0, gt=0, le=3600)) -> dict[str, Any]:
    hub, store = svc.hub, svc.store
    since = time.monotonic() - window
    xs = sorted(d for at, d in hub.timings if at >= since)

    def pct(p: float) -> float | None:
        return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))] if xs else None

    computed, applied = metrics.bot_decisions()
    return {"instance": hub.instance, "pid": os.getpid(), "tables": len(hub.tables),
            "connections": sum(len(t.conns) for t in hub.tables.values()),
            # WebSockets open now, and refused or closed by this process since it started, by reason
            "websockets": request.app.state.ws_counts(),
            "actions": len(xs), "window": window,
            # playing tables this process owns (runs the bots and clocks of), bot decisions
            # it computed and stored, expired leases of other processes it took over
            "owned": len(hub.leases.mine), "bot_computed": computed,
            "bot_applied": applied, "lease_takeovers": metrics.lease_takeovers(),
            "peers": hub.leases.peers(),
            "latency": {"p50": pct(50), "p95": pct(95), "p99": pct(99), "max": xs[-1] if xs else None},
            "database": {**hub.health.status(), "wal_bytes": store.wal_size(),
                         "wal_checkpoints": hub.wal.checkpoints,
                         "wal_checkpointed_bytes": hub.wal.checkpointed},
            # the garbage collector's pauses (seconds) per generation since the process
            # started, its full collections in the window, its settings (server/gc_tuning.py)
            "gc": request.app.state.gc_pauses.status(window)}


@router.get("/api/errors", summary="Every error code with its HTTP status and meaning")
async def errors() -> dict[str, Any]:
    return {code: {"http_status": st, "meaning": m} for code, (st, m) in CODES.items()}
