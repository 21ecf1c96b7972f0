"""`/` when no browser client is installed in the package folder `salon/web/`: a short page
pointing at the API docs (with a client, `server/app.py` mounts it at `/` instead)."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter()


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
async def index() -> str:
    return ("<!doctype html><meta charset=utf-8><title>salon</title>"
            "<h1>salon</h1><p>The browser client is not installed on this server. "
            "The lobby and play API: <a href='/docs'>/docs</a> (OpenAPI).</p>")
