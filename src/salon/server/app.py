"""The web app: REST lobby under /api, WebSocket play at /ws/tables/{id}, OpenAPI at /docs.

`create_app(db_url)` builds it; `salon serve` runs it with uvicorn. A static browser client
placed in the package folder `salon/web/` (with an index.html) is served at `/`; until then
`/` is a short page pointing at the API docs. The protocol is documented in docs/api.md.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..store import Store
from . import gc_tuning, metrics
from .analysis_work import AnalysisLimits, AnalysisWork
from .errors import CODES, ApiError
from .guard import BodyGuard, RestRate, TableQuota
from .handover import Handover
from .headers import install as install_security_headers
from .headers import wrap_outermost
from .hub import Hub
from .languages import request_language
from .leases import DEFAULT_TTL
from .limits import BotPolicy, Limits, is_admin
from .logs import RedactTokens, redact_tokens_in_logs  # noqa: F401  (RedactTokens: its old home)
from .outage import OUTAGE_ERRORS, unavailable
from .people_work import PeopleWork
from .routes import account_pages, accounts, games, pages, players, seats, tables
from .routes import admin as admin_routes
from .routes import analysis as analysis_routes
from .routes import lessons as lesson_routes  # issue 31: the lessons' read-only routes
from .routes import messages as message_routes  # issue 55: the client's own words per language
from .routes.deps import Services
from .sessions import CookiePolicy, CrossSiteGuard, public_origin_of
from .turn_mail import TurnMail
from .ws import add_play_route

log = logging.getLogger("salon.server")

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
#: the routers create_app includes, in this order (routes/)
ROUTERS = (games, tables, seats, admin_routes, lesson_routes, accounts, account_pages, players, analysis_routes,
           message_routes)


def create_app(db_url: str | None = None, *, table_prefix: str = "", bot_delay: float = 0.8,
               bot_workers: int = 2, bot_processes: int = 0, poll_interval: float = 1.0,
               admin_token: str | None = None, limits: Limits | None = None,
               bots: BotPolicy | None = None, cors_origins: list[str] | None = None,
               instance: str | None = None,
               lease_ttl: float = DEFAULT_TTL, gc_threshold: int | None = None,
               gc_freeze: bool = False, public_url: str | None = None, smtp_url: str | None = None,
               password_memory: int = 65536,
               analysis: AnalysisLimits | None = None) -> FastAPI:
    """The app; `limits` bound what clients may ask (server/limits.py), `bots` which bots
    tables may choose; once started, `gc_freeze` and `gc_threshold` tune this process's
    garbage collector (server/gc_tuning.py; None and False: Python's own). Accounts and mail
    need `public_url` and `smtp_url` (server/accounts.py, docs/accounts.md)."""
    limits = limits or Limits()
    bots = bots or BotPolicy()
    redact_tokens_in_logs()
    store = Store(db_url, prefix=table_prefix, background_checkpoint=True, wal_limit=limits.wal_limit)
    hub = Hub(store, bot_delay=bot_delay, bot_workers=bot_workers, poll_interval=poll_interval,
              bot_processes=bot_processes, db_retry=(limits.db_retry_min, limits.db_retry_max),
              lease_ttl=lease_ttl, instance=instance)
    gc_pauses = gc_tuning.install()
    accounts, mailer = _accounts(store, hub, public_url, smtp_url, password_memory)
    turns = TurnMail(hub, accounts) if mailer is not None else None  # without mail: no "your turn"
    if mailer is not None and turns is not None:
        mailer.stale = turns.stale
    # a rated table's absent seats go to the bot by the server's own limit only (handover.py)
    handover = Handover(hub, accounts.clock)
    app_rounds: list[Callable[[], Awaitable[Any]]] = [handover.round, *([turns.round] if turns else [])]
    work = PeopleWork(accounts.people, interval=max(0.5, poll_interval), extra=app_rounds, rules=accounts.rules)

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # type: ignore[no-untyped-def]
        await hub.start()
        gc_tuning.tune(gc_threshold, gc_freeze)  # the tables resumed: frozen with the rest
        gauges = metrics.start(hub.reading)  # GC pauses observed; multiprocess mode: gauges kept fresh
        if mailer is not None:
            mailer.start()
        work.start()
        try:
            yield
        finally:
            await work.stop()
            if mailer is not None:
                await mailer.stop()
            await metrics.stop(gauges)
            app.state.analysis.close()
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
    # post-game analyses: bot work of their own, after the game (analysis_work.py)
    app.state.analysis = AnalysisWork(hub, analysis)
    hub.followers.append(app.state.analysis.follow)  # each decision analysed while the game goes on

    quota = TableQuota(limits.tables_per_minute, limits.open_tables_per_address,
                       lambda tid: (t := hub.tables.get(tid)) is None or t.status == "finished")
    # fair bot time: each table's bots in its creator's turn (stored with the table: TableSlot.creator),
    # within the creator's share (bot_sched.py)
    hub.bots.fair.search.per_creator = bots.per_creator or hub.bots.fair.search.per_creator
    hub.bots.fair.search.cpu_per_minute = bots.cpu_per_minute
    app.state.services = Services(hub=hub, store=store, limits=limits, bots=bots,
                                  admin_token=admin_token, quota=quota, accounts=accounts)
    app.state.gc_pauses = gc_pauses

    def admin(request: Request) -> bool:
        """Whether the request carries the admin token (Authorization: Bearer …), which lifts the
        per-client limits; any header text, never an exception."""
        return is_admin(request.headers.get("authorization"), admin_token)

    app.state.admin = admin
    hub.levels.update(bots.named_specs())
    install_security_headers(app)  # outermost but for ws.PlayRoute: every answer, the 500 page too (headers.py)
    if cors_origins:  # browser clients served from other origins (third-party clients)
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=cors_origins, allow_methods=["GET", "POST"],
                           allow_headers=["Authorization", "Content-Type"])

    def reader(request: Request) -> str:
        """The language an error to `request` is worded in (its `lang=`, else Accept-Language)."""
        return request_language(request.query_params, request.headers)

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        retry = {"Retry-After": "5"} if exc.code == "db/unavailable" else None
        metrics.error(exc.code)
        return JSONResponse(exc.body(reader(_request)), status_code=exc.http_status, headers=retry)

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
        return JSONResponse(ApiError("request/invalid", msg or "invalid request").body(reader(_request)),
                            status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        """Starlette's own refusals (unknown route, wrong method, an unreadable body) with the
        documented body."""
        code = _HTTP_CODES.get(exc.status_code, "request/invalid" if exc.status_code < 500 else "server/error")
        text = exc.detail if isinstance(exc.detail, str) and exc.detail not in _PHRASES else CODES[code][1]
        metrics.error(code)
        return JSONResponse(ApiError(code, text).body(reader(_request)), status_code=CODES[code][0],
                            headers=exc.headers)

    app.add_middleware(RestRate, rate=limits.rest_rate, burst=limits.rest_burst,  # type: ignore[arg-type]
                       limits=limits, admin_token=admin_token)
    app.add_middleware(BodyGuard, max_body=limits.max_body)  # type: ignore[arg-type]

    has_client = (WEB_DIR / "index.html").exists()
    if not has_client:
        app.include_router(pages.router)
    for module in ROUTERS:
        app.include_router(module.router)
    add_play_route(app, hub, limits)
    # cookie-carrying cross-site requests refused (sessions.py): HTTP inside the headers'
    # layer, WebSocket handshakes outside the play route
    origin = public_origin_of(public_url)
    app.add_middleware(CrossSiteGuard, public_origin=origin, kinds=("http",))  # type: ignore[arg-type]
    wrap_outermost(app, lambda inner: CrossSiteGuard(inner, origin, kinds=("websocket",)))
    metrics.install(app, hub.reading)  # GET /metrics (server/metrics.py)

    if has_client:
        from .static import MemoryStaticFiles  # from memory: no descriptor per answer

        app.mount("/", MemoryStaticFiles(directory=WEB_DIR, html=True), name="web")
    return app


#: Starlette's refusals -> our codes (its bare phrases are replaced by our words)
_PHRASES = {"Not Found", "Method Not Allowed", "Bad Request", "Content Too Large", "Unprocessable Content"}
_HTTP_CODES = {400: "request/invalid", 404: "request/not_found", 405: "request/method",
               413: "request/too_large", 422: "request/invalid", 429: "request/rate_limited"}


def _accounts(store: Store, hub: Hub, public_url: str | None, smtp_url: str | None,
              password_memory: int) -> tuple[Any, Any]:
    """The account settings and the outbox's mail sender (None without --smtp-url)."""
    from ..people import passwords
    from ..people.mail import SmtpConfig
    from ..store.people import People
    from .accounts import AccountsConfig
    from .mailer import Mailer

    passwords.configure(password_memory, 3)
    if bool(smtp_url) != bool(public_url):
        log.warning("accounts and mail need both --smtp-url and --public-url: they are off")
    people = People(store)
    origin = public_origin_of(public_url)
    host = urlsplit(public_url).hostname if public_url else None
    smtp = SmtpConfig.parse(smtp_url, host or "localhost") if smtp_url else None
    acc = AccountsConfig(people=people, public_url=public_url, smtp=smtp,
                         cookie=CookiePolicy(secure=bool(origin and origin.startswith("https:"))))
    mailer = Mailer(people, smtp, hub.instance, acc.domain) if smtp is not None and public_url else None
    if mailer is not None:
        acc.mail_queued = mailer.wake.set
    return acc, mailer
