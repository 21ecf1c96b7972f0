"""The web app: REST lobby under /api, WebSocket play at /ws/tables/{id}, OpenAPI at /docs.

`create_app(db_url)` builds it; `salon serve` runs it with uvicorn. A static browser client
placed in the package folder `salon/web/` (with an index.html) is served at `/`; until then
`/` is a short page pointing at the API docs. The protocol is documented in docs/api.md.
"""

from __future__ import annotations

import logging
import re
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..store import Store
from . import gc_tuning, metrics
from .errors import CODES, ApiError
from .guard import BodyGuard, TableQuota
from .headers import install as install_security_headers
from .hub import Hub
from .leases import DEFAULT_TTL
from .limits import BotPolicy, Limits, is_admin
from .outage import OUTAGE_ERRORS, unavailable
from .routes import admin as admin_routes
from .routes import games, pages, seats, tables
from .routes.deps import Services
from .ws import add_play_route

log = logging.getLogger("salon.server")

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
#: the routers create_app includes, in this order (routes/)
ROUTERS = (games, tables, seats, admin_routes)


class RedactTokens(logging.Filter):
    """Blank seat tokens out of log lines (uvicorn logs WebSocket paths with their query)."""

    pattern = re.compile(r"(token=)[^&\s\"']+")

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if "token=" in text:
            record.msg = self.pattern.sub(r"\1***", text)
            record.args = ()
        return True


def redact_tokens_in_logs() -> None:
    for name in ("uvicorn.error", "uvicorn.access", "uvicorn"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


def create_app(db_url: str | None = None, *, table_prefix: str = "", bot_delay: float = 0.8,
               bot_workers: int = 2, bot_processes: int = 0, poll_interval: float = 1.0,
               admin_token: str | None = None, limits: Limits | None = None,
               bots: BotPolicy | None = None, cors_origins: list[str] | None = None,
               instance: str | None = None,
               lease_ttl: float = DEFAULT_TTL, gc_threshold: int | None = None,
               gc_freeze: bool = False) -> FastAPI:
    """The app; `limits` bound what clients may ask (server/limits.py), `bots` which bots
    tables may choose; once started, `gc_freeze` and `gc_threshold` tune this process's
    garbage collector (server/gc_tuning.py; None and False: Python's own)."""
    limits = limits or Limits()
    bots = bots or BotPolicy()
    redact_tokens_in_logs()
    store = Store(db_url, prefix=table_prefix, background_checkpoint=True, wal_limit=limits.wal_limit)
    hub = Hub(store, bot_delay=bot_delay, bot_workers=bot_workers, poll_interval=poll_interval,
              bot_processes=bot_processes, db_retry=(limits.db_retry_min, limits.db_retry_max),
              lease_ttl=lease_ttl, instance=instance)
    gc_pauses = gc_tuning.install()

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # type: ignore[no-untyped-def]
        await hub.start()
        gc_tuning.tune(gc_threshold, gc_freeze)  # the tables resumed: frozen with the rest
        gauges = metrics.start(hub)  # GC pauses observed; multiprocess mode: gauges kept fresh
        try:
            yield
        finally:
            await metrics.stop(gauges)
            await hub.stop()
            store.close()

    app = FastAPI(
        title="salon",
        version="1",
        description="Lobby and play for salon's games. Protocol: docs/api.md. "
                    "Play happens over the WebSocket /ws/tables/{table_id} (the seat token in the "
                    "first message: {\"type\": \"hello\", \"token\": …}).",
        lifespan=lifespan,
    )
    app.state.hub = hub
    app.state.store = store
    app.state.limits = limits
    app.state.bots = bots

    quota = TableQuota(limits.tables_per_minute, limits.open_tables_per_address,
                       lambda tid: (t := hub.tables.get(tid)) is None or t.status == "finished")
    app.state.services = Services(hub=hub, store=store, limits=limits, bots=bots,
                                  admin_token=admin_token, quota=quota)
    app.state.gc_pauses = gc_pauses

    def admin(request: Request) -> bool:
        """Whether the request carries the admin token (Authorization: Bearer …), which lifts the
        per-client limits; any header text, never an exception."""
        return is_admin(request.headers.get("authorization"), admin_token)

    app.state.admin = admin
    hub.levels.update({spec: name for name, spec in reversed(list(bots.levels.items()))})
    install_security_headers(app)  # outermost but for ws.PlayRoute: every answer, the 500 page too (headers.py)
    if cors_origins:  # browser clients served from other origins (third-party clients)
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=cors_origins, allow_methods=["GET", "POST"],
                           allow_headers=["Authorization", "Content-Type"])

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        retry = {"Retry-After": "5"} if exc.code == "db/unavailable" else None
        metrics.error(exc.code)
        return JSONResponse(exc.body(), status_code=exc.http_status, headers=retry)

    async def _db_down(_request: Request, exc: Exception) -> JSONResponse:
        """A store call made outside `Hub.db` that found the database unavailable (outage.py)."""
        hub.health.failed(exc, "request")
        return await _api_error(_request, unavailable())

    for outage_error in OUTAGE_ERRORS:
        app.add_exception_handler(outage_error, _db_down)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        msg = "; ".join(f"{'.'.join(map(str, e.get('loc', ())))}: {e.get('msg')}" for e in exc.errors())
        metrics.error("request/invalid")
        return JSONResponse(ApiError("request/invalid", msg or "invalid request").body(), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        """Starlette's own refusals (unknown route, wrong method, an unreadable body) with the
        documented body."""
        code = _HTTP_CODES.get(exc.status_code, "request/invalid" if exc.status_code < 500 else "server/error")
        text = exc.detail if isinstance(exc.detail, str) and exc.detail not in _PHRASES else CODES[code][1]
        metrics.error(code)
        return JSONResponse(ApiError(code, text).body(), status_code=CODES[code][0], headers=exc.headers)

    app.add_middleware(BodyGuard, max_body=limits.max_body)  # type: ignore[arg-type]

    has_client = (WEB_DIR / "index.html").exists()
    if not has_client:
        app.include_router(pages.router)
    for module in ROUTERS:
        app.include_router(module.router)
    add_play_route(app, hub, limits)
    metrics.install(app, hub)  # GET /metrics (server/metrics.py)

    if has_client:
        from fastapi.staticfiles import StaticFiles

        app.mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web")
    return app


#: Starlette's refusals -> our codes (its bare phrases are replaced by our words)
_PHRASES = {"Not Found", "Method Not Allowed", "Bad Request", "Content Too Large", "Unprocessable Content"}
_HTTP_CODES = {400: "request/invalid", 404: "request/not_found", 405: "request/method",
               413: "request/too_large", 422: "request/invalid", 429: "request/rate_limited"}
