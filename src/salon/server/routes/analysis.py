"""The post-game analysis of a finished table (salon.analysis; server/analysis_work.py).

- `GET /api/tables/{id}/analysis?level=normal`: the stored analysis (`status: done`), the
  progress of one under way (`queued` / `running`, `done` of `total` decisions), `failed`
  (once, with its message) or `none`;
- `POST /api/tables/{id}/analysis?level=normal`: start it (202) unless stored (200) or under way.

Both answer `table/not_finished` while the game is playing; every finished table's analysis is
visible to all, as its record is.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse

from ..analysis_work import AnalysisWork
from ..limits import client_address
from .deps import Admin, Svc, table_or_404
from .messages import known_language

router = APIRouter()

LevelQuery = Query("normal", min_length=1, max_length=16, pattern=r"^[A-Za-z]+$",
                   description="The analysis level: quick or normal (the server's levels).")


def work(request: Request) -> AnalysisWork:
    return request.app.state.analysis  # type: ignore[no-any-return]


@router.get("/api/tables/{table_id}/analysis", summary="The post-game analysis, once the game is over")
async def analysis(table_id: str, request: Request, svc: Svc, level: str = LevelQuery,
                   lang: str | None = Query(None, max_length=35)) -> dict[str, Any]:
    jobs = work(request)
    name = jobs.check_level(level)
    t = await table_or_404(svc.hub, table_id)
    out = await jobs.status(t, name)
    chosen = known_language(lang)
    if out.get("status") == "done" and chosen != "en":  # its sentences in the reader's language
        out = dict(out, analysis=jobs.reworded(t, name, chosen, out["analysis"]))
    return out


@router.post("/api/tables/{table_id}/analysis", summary="Start the post-game analysis (bot work, computed once)")
async def start_analysis(table_id: str, request: Request, svc: Svc, admin: Admin,
                         level: str = LevelQuery, lang: str | None = Query(None, max_length=35)) -> JSONResponse:
    jobs = work(request)
    name = jobs.check_level(level)
    t = await table_or_404(svc.hub, table_id)
    out = await jobs.request(t, name, client_address(request.scope, svc.limits), admin)
    chosen = known_language(lang)
    if out.get("status") == "done" and chosen != "en":  # one already made: as the GET words it
        out = dict(out, analysis=jobs.reworded(t, name, chosen, out["analysis"]))
    return JSONResponse(out, status_code=200 if out["status"] == "done" else 202)
