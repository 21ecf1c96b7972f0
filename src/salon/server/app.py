"""The web app: REST lobby under /api, WebSocket play at /ws/tables/{id}, OpenAPI at /docs.

`create_app(db_url)` builds it; `salon serve` runs it with uvicorn. A static browser client
placed in the package folder `salon/web/` (with an index.html) is served at `/`; until then
`/` is a short page pointing at the API docs. The protocol is documented in docs/api.md.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Query, Request
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..core import SalonError, game_ids, load_game, replay_states
from ..core.errors import UnknownGame
from ..store import Store
from . import gc_tuning, metrics
from .errors import CODES, ApiError
from .guard import BodyGuard, TableQuota, TableSlot
from .headers import install as install_security_headers
from .hub import Hub
from .leases import DEFAULT_TTL
from .limits import BotPolicy, Limits, bearer, client_address, is_admin
from .live import DEFAULT_GRACE, Conn, LiveTable, hash_token, log_entry, new_token
from .outage import OUTAGE_ERRORS, unavailable
from .talk import clean_name, placeholder
from .ws import add_play_route

log = logging.getLogger("salon.server")

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
#: finished games whose replayed states the server keeps in memory (least recently used go)
REPLAY_CACHE = 8


# ------------------------------------------------------------------ request bodies
#: bounds of numbers in paths, queries and bodies (larger ones are request/invalid, never a 500)
MAX_SEAT = 999
MAX_STEP = 10**6
MAX_OFFSET = 10**9
MAX_SECONDS = 10 * 365 * 86400.0
#: a table id as the server makes them (hex); anything else is not looked up
_TABLE_ID = re.compile(r"[0-9A-Za-z_-]{1,40}")
#: a seat number in a path
Seat = Annotated[int, PathParam(ge=0, le=MAX_SEAT)]
#: a game option's value: a scalar (options are names with a choice each)
OptionValue = bool | int | float | Annotated[str, Field(max_length=200)] | None


class SeatSpec(BaseModel):
    kind: Literal["human", "bot", "open"] = Field(
        description="human: a token is issued now; open: a seat anyone may claim; bot: played by the server")
    name: str | None = Field(None, max_length=40)
    bot: str | None = Field(None, max_length=200, description="a bot level of GET /api/bots, e.g. heuristic or strong "
                                 "(any bot spec within the caps with the admin token)")


class CreateTable(BaseModel):
    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=64)
    options: dict[Annotated[str, Field(max_length=40)], OptionValue] = Field(default_factory=dict, max_length=64)
    seed: int | None = Field(None, ge=0, lt=2**62, description="needs the admin token (the table is then "
                             "marked seeded); omit it for a secret seed drawn by the server")
    seats: list[SeatSpec] | None = Field(None, max_length=64, description="one per seat; default: every seat open")
    clock: float | None = Field(None, gt=0, le=30 * 86400, description="seconds per decision; a bot plays it when time runs out")
    bot_delay: float | None = Field(None, ge=0, le=30, description="pause before each bot move (default: the server's; at least "
                                                 "the server's floor, --min-bot-delay, without the admin token)")
    replacement_bot: str = Field("heuristic", max_length=200, description="the bot level that plays the seat of a human who leaves")
    grace: float = Field(DEFAULT_GRACE, ge=0, le=7 * 86400,
                         description="seconds a disconnected human may be away before a present player "
                                     "may hand the seat to the replacement bot (0: never)")
    spectator_chat: bool = Field(True, description="false: the players do not read what spectators say")


class ClaimSeat(BaseModel):
    name: str | None = Field(None, max_length=40)
    token: str | None = Field(None, max_length=200, description="to reclaim a seat you left")


class Rename(BaseModel):
    name: str = Field(max_length=200, description="1–32 characters")


class Act(BaseModel):
    state_id: int = Field(ge=0, le=MAX_STEP)
    action: str = Field(max_length=500)


class Undo(BaseModel):
    state_id: int = Field(ge=0, le=MAX_STEP)


class Cleanup(BaseModel):
    finished_for: float | None = Field(None, ge=0, le=MAX_SECONDS, description="delete finished tables idle this long (s)")
    idle_for: float | None = Field(None, ge=0, le=MAX_SECONDS, description="delete open/playing tables idle this long (s)")


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

    async def table_or_404(table_id: str) -> LiveTable:
        t = await hub.get(table_id) if _TABLE_ID.fullmatch(table_id) else None
        if t is None:
            raise ApiError("table/not_found", f"no table {table_id!r}")
        return t

    # ------------------------------------------------------------ pages
    if not (WEB_DIR / "index.html").exists():
        @app.get("/", response_class=HTMLResponse, include_in_schema=False)
        async def index() -> str:
            return ("<!doctype html><meta charset=utf-8><title>salon</title>"
                    "<h1>salon</h1><p>The browser client is not installed on this server. "
                    "The lobby and play API: <a href='/docs'>/docs</a> (OpenAPI).</p>")

    def game_summary(g: Any) -> dict[str, Any]:
        words = g.words()

        def option_words(o: Any) -> dict[str, Any]:
            entry = words.entry("option", o.name) if words.has("option", o.name) else {}
            values = entry.get("values", {})
            return {"name": o.name, "default": o.default, "choices": list(o.choices), "help": o.help,
                    "label": entry.get("name", o.name), "effect": entry.get("effect", o.help),
                    "choice_labels": [str(values.get(str(c).lower() if isinstance(c, bool) else str(c), c))
                                      for c in o.choices]}

        return {
            "id": g.id, "title": g.title, "summary": g.summary, "version": g.version,
            "min_players": g.min_players, "max_players": g.max_players,
            "cooperative": g.cooperative, "options": [option_words(o) for o in g.options],
        }

    # ------------------------------------------------------------ lobby
    @app.get("/api/bots", summary="The bot levels a table may choose (name, spec, words), the server's "
                                  "caps, and the words of the seeded-table badge")
    async def bot_levels() -> dict[str, Any]:
        words = _bot_words()
        known = words.get("levels", {})
        levels = []
        for name, spec in bots.levels.items():
            w = known.get(name, {})
            levels.append({"name": name, "spec": spec, "label": w.get("label", name),
                           "about": w.get("about", f"the bot {spec}")})
        return {"levels": levels, "default": "heuristic" if "heuristic" in bots.levels else next(iter(bots.levels)),
                "max_iterations": bots.max_iterations, "min_bot_delay": bots.min_bot_delay,
                "seeded": words.get("seeded", {})}

    @app.get("/api/games", summary="Every registered game with its player counts and options")
    async def games() -> list[dict[str, Any]]:
        out = []
        for gid in game_ids():
            g = load_game(gid)
            out.append(game_summary(g))
        return out

    def known_game(game_id: str) -> Any:
        try:
            return load_game(game_id)
        except UnknownGame as exc:
            raise ApiError("game/unknown", str(exc)) from None

    @app.get("/api/games/{game_id}", summary="One game: its facts, options and every word it uses")
    async def game_detail(game_id: str) -> dict[str, Any]:
        g = known_game(game_id)
        return {**game_summary(g), "words": g.words().to_dict()}

    @app.get("/api/games/{game_id}/rules", summary="The game's rules reference (Markdown)")
    async def game_rules(game_id: str) -> dict[str, Any]:
        g = known_game(game_id)
        return {"id": g.id, "title": g.title, "rules": g.rules_text()}

    quota = TableQuota(limits.tables_per_minute, limits.open_tables_per_address,
                       lambda tid: (t := hub.tables.get(tid)) is None or t.status == "finished")

    async def table_slot(request: Request) -> AsyncIterator[TableSlot]:
        """The creator's quota of tables (429 limit/tables); the admin token has none."""
        if is_admin(request.headers.get("authorization"), admin_token):
            yield TableSlot(None)
            return
        slot = quota.take(client_address(request.scope, limits))
        try:
            yield slot
        finally:
            slot.release()

    @app.post("/api/tables", status_code=201, summary="Create a table; returns a token per human seat")
    async def create_table(body: CreateTable, request: Request,
                           slot: TableSlot = Depends(table_slot)) -> dict[str, Any]:
        by_admin = admin(request)
        if body.seed is not None and not by_admin:
            raise ApiError("auth/admin_required", "a chosen seed needs the admin token; omit seed and the "
                                                  "server draws a secret one")
        if body.bot_delay is not None and body.bot_delay < bots.min_bot_delay and not by_admin:
            raise ApiError("request/invalid", f"bot_delay {body.bot_delay:g}: a table's bots wait at least "
                                              f"{bots.min_bot_delay:g} s on this server")
        try:
            game = load_game(body.game)
        except UnknownGame as exc:
            raise ApiError("game/unknown", str(exc)) from None
        try:
            options = game.resolve_options(body.players, body.options)
        except SalonError as exc:
            raise ApiError("request/invalid", str(exc)) from None
        seats = body.seats if body.seats is not None else [SeatSpec(kind="open")] * body.players
        if len(seats) != body.players:
            raise ApiError("request/invalid", f"{len(seats)} seats given for {body.players} players")
        seat_bots = [_check_bot(game, bots, s.bot, by_admin) if s.kind == "bot" else None for s in seats]
        replacement_bot = _check_bot(game, bots, body.replacement_bot, by_admin)
        seed = body.seed if body.seed is not None else secrets.randbits(62)
        try:  # the table must be playable: make the state once
            game.new_game(body.players, seed=seed, **options)
        except SalonError as exc:
            raise ApiError("request/invalid", str(exc)) from None
        table_id = secrets.token_hex(8)
        now = time.time()
        rows, out = [], []
        for i, s in enumerate(seats):
            token = new_token() if s.kind == "human" else None
            rows.append({"seat": i, "kind": s.kind, "name": _name_or_none(s.name),
                         "bot": seat_bots[i],
                         "token_hash": hash_token(token) if token else None, "away": False})
            d: dict[str, Any] = {"seat": i, "kind": s.kind}
            if token:
                d["token"] = token
            out.append(d)
        status = "open" if any(s.kind == "open" for s in seats) else "playing"
        # started here: this process owns it (runs its bots and clock), leased with the row
        lease, until = hub.leases.fresh() if status == "playing" else ({}, 0.0)
        await hub.db(store.create_table, {
            "id": table_id, "game": game.id, "game_version": game.version, "players": body.players,
            "options": json.dumps(options), "seed": seed, "status": status, "state_id": 0,
            "clock": body.clock, "bot_delay": body.bot_delay,
            "replacement_bot": replacement_bot, "created_at": now, "updated_at": now,
            "outcome": None, "grace": body.grace, "spectator_chat": body.spectator_chat,
            "seeded": body.seed is not None, **lease,
        }, rows)
        slot.created(table_id)
        if lease:
            await hub.leases.started(table_id, until)
        await hub.get(table_id)
        return {"table_id": table_id, "status": status, "seats": out}

    @app.get("/api/tables", summary="List tables (newest first), filtered by game and status")
    async def list_tables(
        game: str | None = Query(None, max_length=40, pattern=r"^[a-z0-9][a-z0-9_-]*$"),
        status: Literal["open", "playing", "finished"] | None = None,
        idle_for: float | None = Query(None, ge=0, le=MAX_SECONDS,
                                       description="only tables unchanged for this many seconds (abandoned)"),
        limit: int = Query(50, ge=1, le=500),
        offset: int = Query(0, ge=0, le=MAX_OFFSET),
    ) -> dict[str, Any]:
        rows = await hub.db(store.list_tables, game, status, idle_for, limit, offset)
        out = []
        for r in rows:
            t = hub.tables.get(r["id"])
            if t is not None:
                out.append(t.summary())
                continue
            seats = []
            for s in r["seats"]:
                d = {"seat": s["seat"], "kind": s["kind"], "connected": s["kind"] == "bot" or bool(s["away"])}
                if s.get("name"):
                    d["name"] = s["name"]
                if s["kind"] == "bot":
                    d["bot"] = s["bot"]
                    if (level := bots.level_of(s["bot"])) is not None:
                        d["level"] = level
                if s["away"]:
                    d["away"] = True
                seats.append(d)
            d = {
                "table_id": r["id"], "game": r["game"], "players": r["players"],
                "options": json.loads(r["options"]), "status": r["status"], "state_id": r["state_id"],
                "clock": r["clock"], "created_at": r["created_at"], "updated_at": r["updated_at"],
                "seats": seats, "grace": DEFAULT_GRACE if r.get("grace") is None else r["grace"],
                "seeded": bool(r.get("seeded")),
                **({"outcome": json.loads(r["outcome"])} if r["outcome"] else {}),
            }
            if r["status"] == "finished":
                names = _stored_names(r)
                winners = (d.get("outcome") or {}).get("winners") or []
                d["winners"] = [names[q] for q in winners if 0 <= q < len(names)]
                d["rematch"] = r.get("rematch")
            out.append(d)
        return {"tables": out}

    @app.get("/api/tables/{table_id}", summary="One table's public facts (never a token)")
    async def get_table(table_id: str) -> dict[str, Any]:
        return (await table_or_404(table_id)).summary()

    @app.post("/api/tables/{table_id}/seats/{seat}/claim",
              summary="Claim an open seat (returns its token), or reclaim a seat you left (send its token)")
    async def claim(table_id: str, seat: Seat, body: ClaimSeat | None = None,
                    authorization: str | None = Header(None)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        if not 0 <= seat < t.players:
            raise ApiError("seat/not_found", f"seat {seat} does not exist at this {t.players}-player table")
        body = body or ClaimSeat()
        token = body.token or bearer(authorization)
        s = t.seats[seat]
        if token:
            if t.seat_for_token(token) != seat:
                raise ApiError("auth/invalid_token", f"this is not the token of seat {seat}")
            if s["away"] and await hub.change_seat(t, seat, {"away": False}, {"away": True}):
                await hub.chat.system_line(t, f"{placeholder(seat)} is back and plays their seat again.")
            return {"seat": seat, "token": token, "table": t.summary()}
        if s["kind"] != "open":
            raise ApiError("seat/taken", f"seat {seat} is not open")
        name = _name_or_none(body.name)
        token = new_token()
        ok = await hub.change_seat(t, seat, {"kind": "human", "name": name, "token_hash": hash_token(token)},
                                   {"kind": "open"})
        if not ok:
            raise ApiError("seat/taken", f"seat {seat} was claimed by someone else first")
        return {"seat": seat, "token": token, "table": t.summary()}

    @app.post("/api/tables/{table_id}/seats/{seat}/leave",
              summary="Leave your seat: a bot plays it until you reclaim it with the same token")
    async def leave(table_id: str, seat: Seat, authorization: str | None = Header(None),
                    body: ClaimSeat | None = None) -> dict[str, Any]:
        t = await table_or_404(table_id)
        token = (body.token if body else None) or bearer(authorization)
        if not token or not 0 <= seat < t.players or t.seat_for_token(token) != seat:
            raise ApiError("auth/invalid_token", f"leaving seat {seat} needs that seat's token")
        if not t.seats[seat]["away"] and await hub.change_seat(t, seat, {"away": True}, {"away": False}):
            await hub.chat.system_line(t, f"{placeholder(seat)} left; the bot plays their seat until they come back.")
        return {"seat": seat, "away": True, "bot": t.replacement_bot, "table": t.summary()}

    @app.post("/api/tables/{table_id}/seats/{seat}/name",
              summary="Name your seat (1–32 characters): used everywhere, earlier log lines included")
    async def rename(table_id: str, seat: Seat, body: Rename,
                     authorization: str | None = Header(None)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        token = bearer(authorization)
        if not token or not 0 <= seat < t.players or t.seat_for_token(token) != seat:
            raise ApiError("auth/invalid_token", f"naming seat {seat} needs that seat's token")
        name = clean_name(body.name)
        if t.seats[seat].get("name") != name:
            await hub.change_seat(t, seat, {"name": name}, {})  # the talk is resent, worded anew
        return {"seat": seat, "name": name, "table": t.summary()}

    @app.post("/api/tables/{table_id}/seats/{seat}/hand-to-bot",
              summary="Hand the seat of a player away longer than the table's grace time to the bot "
                      "(Bearer: a present player's token)")
    async def hand_to_bot(table_id: str, seat: Seat, authorization: str | None = Header(None)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        if not 0 <= seat < t.players:
            raise ApiError("seat/not_found", f"seat {seat} does not exist at this {t.players}-player table")
        by = _seat_of(t, bearer(authorization))
        if by is None:
            raise ApiError("auth/invalid_token", "handing a seat to the bot needs your own seat's token")
        await hub.hand_to_bot(t, by, seat)
        return {"seat": seat, "away": True, "bot": t.replacement_bot, "table": t.summary()}

    @app.post("/api/tables/{table_id}/rematch",
              summary="A new game with the same seats and names and a new secret seed (Bearer: a "
                      "seat's token); each seat's token is valid for its seat at the rematch")
    async def rematch(table_id: str, authorization: str | None = Header(None)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        by = _seat_of(t, bearer(authorization))
        if by is None:
            raise ApiError("auth/invalid_token", "asking for a rematch needs your seat's token")
        if t.status != "finished":
            raise ApiError("table/not_finished", "a rematch is offered once the game is over")
        if not t.rematch:
            new_id = secrets.token_hex(8)
            now = time.time()
            seed = secrets.randbits(62)
            t.game.new_game(t.players, seed=seed, **t.options)
            rows = [{"seat": int(s["seat"]), "kind": s["kind"], "name": s.get("name"), "bot": s.get("bot"),
                     "token_hash": s.get("token_hash"), "away": bool(s["away"])} for s in t.seats]
            lease, until = hub.leases.fresh()  # written only if this request makes the rematch
            got = await hub.db(store.create_rematch, t.id, {
                "id": new_id, "game": t.game.id, "game_version": t.game.version, "players": t.players,
                "options": json.dumps(t.options), "seed": seed, "status": "playing", "state_id": 0,
                "clock": t.clock, "bot_delay": t.bot_delay, "replacement_bot": t.replacement_bot,
                "created_at": now, "updated_at": now, "outcome": None, "grace": t.grace,
                "spectator_chat": t.spectator_chat, "seeded": False,  # a rematch's seed is always secret
                **lease,
            }, rows, f"{hub.instance}:{new_id}")
            if got == new_id:  # started here: this process owns it
                await hub.leases.started(new_id, until)
            await hub.refresh(t)
            t.rematch = got or t.rematch
            hub.presence_changed(t)
        assert t.rematch
        new = await table_or_404(t.rematch)
        return {"table_id": new.id, "seat": by, "table": new.summary()}

    @app.get("/api/tables/{table_id}/state",
             summary="The same state message a WebSocket gets, for your seat (token) or as a spectator")
    async def get_state(table_id: str, authorization: str | None = Header(None)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        seat = _seat_of(t, bearer(authorization))
        return json.loads(hub.state_message(t, Conn(seat=seat, send=_nothing)))

    async def seat_table(table_id: str, authorization: str | None, doing: str) -> tuple[LiveTable, int]:
        """The table and the seat whose token the request carries (needed for `doing`)."""
        t = await table_or_404(table_id)
        token = bearer(authorization)
        if not token:
            raise ApiError("auth/invalid_token", f"{doing} needs your seat's token (Authorization: Bearer …)")
        seat = _seat_of(t, token)
        if seat is None:
            raise ApiError("auth/invalid_token", "unknown token for this table")
        return t, seat

    @app.post("/api/tables/{table_id}/actions",
              summary="Act without a WebSocket (turn-based play); returns your new state message")
    async def post_action(table_id: str, body: Act, authorization: str | None = Header(None)) -> dict[str, Any]:
        t0 = time.perf_counter()
        t, seat = await seat_table(table_id, authorization, "acting")
        await hub.act(t, seat, body.state_id, body.action)
        answer = json.loads(hub.state_message(t, Conn(seat=seat, send=_nothing)))
        metrics.action_answered("rest", time.perf_counter() - t0)
        return answer

    @app.post("/api/tables/{table_id}/undo",
              summary="Take back your last action of this turn (when the state message says can_undo)")
    async def post_undo(table_id: str, body: Undo, authorization: str | None = Header(None)) -> dict[str, Any]:
        t, seat = await seat_table(table_id, authorization, "undoing")
        await hub.undo(t, seat, body.state_id)
        return json.loads(hub.state_message(t, Conn(seat=seat, send=_nothing)))

    @app.get("/api/tables/{table_id}/record", summary="The game's record, once the game is over")
    async def record(table_id: str) -> dict[str, Any]:
        t = await table_or_404(table_id)
        if t.status != "finished":
            raise ApiError("table/not_finished", "the record is published when the game is over")
        out = t.state.outcome()
        return {"record": t.state.record(), "outcome": out.to_dict() if out else None}

    replays: dict[str, list[Any]] = {}  # finished table id -> the state after each step (LRU)

    def finished_states(t: LiveTable) -> list[Any]:
        states = replays.pop(t.id, None)
        if states is None:
            states = replay_states(t.state.record())
        replays[t.id] = states  # most recently used last
        while len(replays) > REPLAY_CACHE:
            replays.pop(next(iter(replays)))
        return states

    @app.get("/api/tables/{table_id}/replay/{step}",
             summary="A finished game after `step` actions, as a seat (or the public) saw it")
    async def replay_step(table_id: str, step: int = PathParam(ge=0, le=MAX_STEP),
                          seat: int | None = Query(None, ge=0, le=MAX_SEAT)) -> dict[str, Any]:
        t = await table_or_404(table_id)
        if t.status != "finished":
            raise ApiError("table/not_finished", "a game can be replayed when it is over")
        if seat is not None and not 0 <= seat < t.players:
            raise ApiError("seat/not_found", f"this table has seats 0–{t.players - 1}, not {seat}")
        states = finished_states(t)
        steps = len(states) - 1
        if not 0 <= step <= steps:
            raise ApiError("request/invalid", f"step {step}: this game has {steps} steps (0–{steps})")
        st = states[step]
        idx = t.players if seat is None else seat
        out: dict[str, Any] = {
            "type": "replay", "table_id": t.id, "step": step, "steps": steps, "seat": seat,
            "view": st.view(seat), "prompt": st.prompt_for(seat, t.names()),
            "to_act": list(st.current_players()),
            "last": (log_entry(step, t.entries[step - 1][0], t.lines(step - 1, idx))
                     if 0 < step <= len(t.entries) else None),
        }
        if st.is_over():
            result = st.outcome()
            out["outcome"] = result.to_dict() if result else None
        return out

    @app.post("/api/admin/cleanup", summary="Delete finished and abandoned tables (needs the admin token)")
    async def cleanup(body: Cleanup, authorization: str | None = Header(None)) -> dict[str, Any]:
        if not admin_token:
            raise ApiError("server/disabled", "clean-up is disabled: start the server with --admin-token")
        if not is_admin(authorization, admin_token):  # any text, never an exception
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

    @app.get("/api/stats", summary="This process: tables and connections held, and the time from an "
                                   "action received to its new state sent (seconds)")
    async def stats(window: float = Query(60.0, gt=0, le=3600)) -> dict[str, Any]:
        since = time.monotonic() - window
        xs = sorted(d for at, d in hub.timings if at >= since)

        def pct(p: float) -> float | None:
            return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))] if xs else None

        computed, applied = metrics.bot_decisions()
        return {"instance": hub.instance, "pid": os.getpid(), "tables": len(hub.tables),
                "connections": sum(len(t.conns) for t in hub.tables.values()),
                # WebSockets open now, and refused or closed by this process since it started, by reason
                "websockets": app.state.ws_counts(),
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
                "gc": gc_pauses.status(window)}

    @app.get("/api/errors", summary="Every error code with its HTTP status and meaning")
    async def errors() -> dict[str, Any]:
        return {code: {"http_status": st, "meaning": m} for code, (st, m) in CODES.items()}

    add_play_route(app, hub, limits)
    metrics.install(app, hub)  # GET /metrics (server/metrics.py)

    if (WEB_DIR / "index.html").exists():
        from fastapi.staticfiles import StaticFiles

        app.mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web")
    return app


#: Starlette's refusals -> our codes (its bare phrases are replaced by our words)
_PHRASES = {"Not Found", "Method Not Allowed", "Bad Request", "Content Too Large", "Unprocessable Content"}
_HTTP_CODES = {400: "request/invalid", 404: "request/not_found", 405: "request/method",
               413: "request/too_large", 422: "request/invalid", 429: "request/rate_limited"}


_BOT_WORDS: dict[str, Any] = {}


def _bot_words() -> dict[str, Any]:
    """The words of data/bots.toml: each level's label and sentence, the seeded badge."""
    if not _BOT_WORDS:
        import tomllib

        with open(Path(__file__).resolve().parent / "data" / "bots.toml", "rb") as fh:
            _BOT_WORDS.update(tomllib.load(fh))
    return _BOT_WORDS


async def _nothing(_text: str) -> None:
    return None


def _name_or_none(raw: str | None) -> str | None:
    """A name given at creation or claim: checked (`clean_name`) if not blank."""
    return clean_name(raw) if raw and raw.strip() else None


_SEAT_NAMES: dict[tuple[str, int, str], list[str]] = {}


def _stored_names(row: Mapping[str, Any]) -> list[str]:
    """The names of a stored table's seats (players' names, else the game's seat names)."""
    key = (row["game"], int(row["players"]), row["options"])
    own = _SEAT_NAMES.get(key)
    if own is None:
        try:
            game = load_game(row["game"])
            st = game.new_game(row["players"], seed=0, **game.options_for_version(
                row.get("game_version"), json.loads(row["options"])))
            own = [st.seat_name(q) for q in range(row["players"])]
        except (SalonError, ValueError, KeyError, TypeError):
            own = [f"Seat {q + 1}" for q in range(row["players"])]
        if len(_SEAT_NAMES) > 256:
            _SEAT_NAMES.clear()
        _SEAT_NAMES[key] = own
    names = list(own)
    for s in row["seats"]:
        if s.get("name") and 0 <= s["seat"] < len(names):
            names[s["seat"]] = s["name"]
    return names


def _seat_of(t: LiveTable, token: str | None) -> int | None:
    if not token:
        return None
    seat = t.seat_for_token(token)
    if seat is None:
        raise ApiError("auth/invalid_token", "unknown token for this table")
    return seat


def _check_bot(game: Any, bots: BotPolicy, asked: str | None, admin: bool) -> str:
    """The bot spec to store for what a table asked: a level of `bots` (any spec with the admin
    token, within the caps); request/invalid naming the levels otherwise."""
    if not asked:
        raise ApiError("request/invalid", f"a bot seat needs a bot level, e.g. {{\"kind\": \"bot\", \"bot\": "
                                          f"\"heuristic\"}}; levels: {bots.allowed()}")
    try:
        spec = bots.resolve(asked, admin)
    except ValueError as exc:
        raise ApiError("request/invalid", str(exc)) from None
    if spec.strip().lower().startswith("heuristic") and not getattr(game, "heuristic_module", None):
        raise ApiError("request/invalid", f"{game.id} has no heuristic bot; choose another level: "
                                          f"{', '.join(n for n, v in bots.levels.items() if not v.startswith('heuristic'))}")
    return spec
