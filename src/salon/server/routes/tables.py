"""The tables: create and list them, read one, its state for a seat, act and undo over REST
(turn-based play without a WebSocket), its record and replay once finished, its rematch."""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from typing import Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi import Path as PathParam

from ...core import SalonError, language, load_game, replay_states
from ...core.errors import UnknownGame
from .. import metrics
from ..accounts import signed_in
from ..errors import ApiError
from ..guard import TableSlot
from ..limits import BotPolicy, client_address, is_admin
from ..live import DEFAULT_GRACE, Conn, LiveTable, hash_token, log_entry, new_token
from ..table import Table
from ..talk import clean_name
from .bodies import MAX_OFFSET, MAX_SEAT, MAX_SECONDS, MAX_STEP, Act, CreateTable, SeatSpec, Undo
from .deps import Admin, SeatToken, Services, Svc, nothing, seat_of, seat_table, services, table_or_404

router = APIRouter()
#: finished games whose replayed states the server keeps in memory (least recently used go)
REPLAY_CACHE = 8


async def table_slot(request: Request, svc: Services = Depends(services)) -> AsyncIterator[TableSlot]:
    """The creator's quota of tables (429 limit/tables); the admin token has none."""
    if is_admin(request.headers.get("authorization"), svc.admin_token):
        yield TableSlot(None)
        return
    slot = svc.quota.take(client_address(request.scope, svc.limits))
    try:
        yield slot
    finally:
        slot.release()


@router.post("/api/tables", status_code=201, summary="Create a table; returns a token per human seat")
async def create_table(body: CreateTable, svc: Svc, by_admin: Admin,
                       slot: TableSlot = Depends(table_slot),
                       account: dict[str, Any] | None = Depends(signed_in)) -> dict[str, Any]:
    hub, bots = svc.hub, svc.bots
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
    grace = check_people_options(body, seats, account)
    seat_bots = [check_bot(game, bots, s.bot, by_admin) if s.kind == "bot" else None for s in seats]
    replacement_bot = check_bot(game, bots, body.replacement_bot, by_admin)
    clock = body.clock
    if body.rated:  # the server's limits, not the creator's (people/ratings.py, RatingRules)
        grace, clock, replacement_bot = rated_limits(svc, game, grace, clock, replacement_bot)
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
        mine = s.mine and account is not None
        rows.append({"seat": i, "kind": s.kind, "name": name_or_none(s.name) or (account["name"] if mine and account else None),
                     "bot": seat_bots[i], "account_id": account["id"] if mine and account else None,
                     "token_hash": hash_token(token) if token else None, "away": False})
        d: dict[str, Any] = {"seat": i, "kind": s.kind}
        if token:
            d["token"] = token
        out.append(d)
    status = "open" if any(s.kind == "open" for s in seats) else "playing"
    # started here: this process owns it (runs its bots and clock), leased with the row
    lease, until = hub.leases.fresh() if status == "playing" else ({}, 0.0)
    await hub.db(svc.store.create_table, {
        "id": table_id, "game": game.id, "game_version": game.version, "players": body.players,
        "options": json.dumps(options), "seed": seed, "status": status, "state_id": 0,
        "clock": clock, "bot_delay": body.bot_delay,
        "replacement_bot": replacement_bot, "created_at": now, "updated_at": now,
        "outcome": None, "grace": grace, "spectator_chat": body.spectator_chat,
        "seeded": body.seed is not None, "rated": body.rated, "turn_based": body.turn_based,
        "creator": slot.creator, **lease,
    }, rows)
    slot.created(table_id)
    if lease:
        await hub.leases.started(table_id, until)
    await hub.get(table_id)
    return {"table_id": table_id, "status": status, "seats": out}


@router.get("/api/tables", summary="List tables (newest first), filtered by game and status")
async def list_tables(
    svc: Svc,
    game: str | None = Query(None, max_length=40, pattern=r"^[a-z0-9][a-z0-9_-]*$"),
    status: Literal["open", "playing", "finished"] | None = None,
    idle_for: float | None = Query(None, ge=0, le=MAX_SECONDS,
                                   description="only tables unchanged for this many seconds (abandoned)"),
    limit: int = Query(50, ge=1, le=500),
    offset: int = Query(0, ge=0, le=MAX_OFFSET),
) -> dict[str, Any]:
    hub = svc.hub
    rows = await hub.db(svc.store.list_tables, game, status, idle_for, limit, offset)
    out = []
    for r in rows:
        t = hub.tables.get(r["id"])
        out.append(t.summary() if t is not None else stored_summary(r, svc.bots))
    return {"tables": out}


def stored_summary(r: Mapping[str, Any], bots: BotPolicy) -> dict[str, Any]:
    """The summary of a table this process does not hold, from its stored row."""
    seats = []
    for s in r["seats"]:
        d: dict[str, Any] = {"seat": s["seat"], "kind": s["kind"], "connected": s["kind"] == "bot" or bool(s["away"])}
        if s.get("name"):
            d["name"] = s["name"]
        if s["kind"] == "bot":
            d["bot"] = s["bot"]
            if (level := bots.level_of(s["bot"])) is not None:
                d["level"] = level
        if s["away"]:
            d["away"] = True
        seats.append(d)
    out: dict[str, Any] = {
        "table_id": r["id"], "game": r["game"], "players": r["players"],
        "options": json.loads(r["options"]), "status": r["status"], "state_id": r["state_id"],
        "clock": r["clock"], "created_at": r["created_at"], "updated_at": r["updated_at"],
        "seats": seats, "names": stored_names(r),
        "grace": DEFAULT_GRACE if r.get("grace") is None else r["grace"],
        "seeded": bool(r.get("seeded")), "rated": bool(r.get("rated")), "turn_based": bool(r.get("turn_based")),
        **({"outcome": json.loads(r["outcome"])} if r["outcome"] else {}),
    }
    if r["status"] == "finished":
        names = out["names"]
        winners = (out.get("outcome") or {}).get("winners") or []
        out["winners"] = [names[q] for q in winners if 0 <= q < len(names)]
        out["rematch"] = r.get("rematch")
    return out


@router.get("/api/tables/{table_id}", summary="One table's public facts (never a token)")
async def get_table(table_id: str, svc: Svc) -> dict[str, Any]:
    return (await table_or_404(svc.hub, table_id)).summary()


@router.post("/api/tables/{table_id}/rematch",
             summary="A new game with the same seats and names and a new secret seed (Bearer: a "
                     "seat's token); each seat's token is valid for its seat at the rematch")
async def rematch(table_id: str, svc: Svc, token: SeatToken, request: Request) -> dict[str, Any]:
    hub = svc.hub
    t = await table_or_404(hub, table_id)
    by = seat_of(t, token)
    if by is None:
        raise ApiError("auth/invalid_token", say="error-rematch-token")
    if t.status != "finished":
        raise ApiError("table/not_finished", say="error-rematch-not-over")
    # a rematch made is a table made: it counts in its asker's quota (429 limit/tables)
    slot = TableSlot(None) if t.rematch or is_admin(request.headers.get("authorization"), svc.admin_token) \
        else svc.quota.take(client_address(request.scope, svc.limits))
    try:
        if not t.rematch:
            await _make_rematch(svc, t, slot)
    finally:
        slot.release()
    assert t.rematch
    new = await table_or_404(hub, t.rematch)
    return {"table_id": new.id, "seat": by, "table": new.summary()}


async def _make_rematch(svc: Services, t: Table, slot: TableSlot) -> None:
    hub = svc.hub
    if not t.rematch:
        new_id = secrets.token_hex(8)
        now = time.time()
        seed = secrets.randbits(62)
        t.game.new_game(t.players, seed=seed, **t.options)
        # every seat sits down at the rematch present (issue 27): a seat that had left the old
        # game is not away at the new one; a player who does not come is absent as at any table
        rows = [{"seat": int(s["seat"]), "kind": s["kind"], "name": s.get("name"), "bot": s.get("bot"),
                 "token_hash": s.get("token_hash"), "away": False,
                 "account_id": s.get("account_id")} for s in t.seats]
        lease, until = hub.leases.fresh()  # written only if this request makes the rematch
        got = await hub.db(svc.store.create_rematch, t.id, {
            "id": new_id, "game": t.game.id, "game_version": t.game.version, "players": t.players,
            "options": json.dumps(t.options), "seed": seed, "status": "playing", "state_id": 0,
            "clock": t.clock, "bot_delay": t.bot_delay, "replacement_bot": t.replacement_bot,
            "created_at": now, "updated_at": now, "outcome": None, "grace": t.grace,
            "spectator_chat": t.spectator_chat, "seeded": False,  # a rematch's seed is always secret
            "rated": t.rated, "turn_based": t.turn_based, "creator": slot.creator or t.creator, **lease,
        }, rows, f"{hub.instance}:{new_id}")
        if got == new_id:  # started here: this process owns it
            slot.created(new_id)
            await hub.leases.started(new_id, until)
        await hub.refresh(t)
        t.rematch = got or t.rematch
        hub.presence_changed(t)


@router.get("/api/tables/{table_id}/state",
            summary="The same state message a WebSocket gets, for your seat (token) or as a spectator")
async def get_state(table_id: str, svc: Svc, token: SeatToken) -> dict[str, Any]:
    t = await table_or_404(svc.hub, table_id)
    seat = seat_of(t, token)
    return json.loads(svc.hub.state_message(t, Conn(seat=seat, send=nothing)))  # type: ignore[no-any-return]


@router.post("/api/tables/{table_id}/actions",
             summary="Act without a WebSocket (turn-based play); returns your new state message")
async def post_action(table_id: str, body: Act, svc: Svc, token: SeatToken) -> dict[str, Any]:
    t0 = time.perf_counter()
    t, seat = await seat_table(svc.hub, table_id, token, "acting")
    await svc.hub.act(t, seat, body.state_id, body.action)
    answer = json.loads(svc.hub.state_message(t, Conn(seat=seat, send=nothing)))
    metrics.action_answered("rest", time.perf_counter() - t0)
    return answer  # type: ignore[no-any-return]


@router.post("/api/tables/{table_id}/undo",
             summary="Take back your last action of this turn (when the state message says can_undo)")
async def post_undo(table_id: str, body: Undo, svc: Svc, token: SeatToken) -> dict[str, Any]:
    t, seat = await seat_table(svc.hub, table_id, token, "undoing")
    await svc.hub.undo(t, seat, body.state_id)
    return json.loads(svc.hub.state_message(t, Conn(seat=seat, send=nothing)))  # type: ignore[no-any-return]


@router.get("/api/tables/{table_id}/record", summary="The game's record, once the game is over")
async def record(table_id: str, svc: Svc) -> dict[str, Any]:
    t = await table_or_404(svc.hub, table_id)
    if t.status != "finished":
        raise ApiError("table/not_finished", say="error-record-not-over")
    out = t.state.outcome()
    return {"record": t.state.record(), "outcome": out.to_dict() if out else None}


def finished_states(svc: Services, t: LiveTable) -> list[Any]:
    """The state after each step of finished table `t` (a few kept in memory, LRU)."""
    replays = svc.replays
    states = replays.pop(t.id, None)
    if states is None:
        states = replay_states(t.state.record())
    replays[t.id] = states  # most recently used last
    while len(replays) > REPLAY_CACHE:
        replays.pop(next(iter(replays)))
    return states


@router.get("/api/tables/{table_id}/replay/{step}",
            summary="A finished game after `step` actions, as a seat (or the public) saw it")
async def replay_step(table_id: str, svc: Svc, step: int = PathParam(ge=0, le=MAX_STEP),
                      seat: int | None = Query(None, ge=0, le=MAX_SEAT),
                      lang: str | None = Query(None, max_length=35)) -> dict[str, Any]:
    t = await table_or_404(svc.hub, table_id)
    if t.status != "finished":
        raise ApiError("table/not_finished", say="error-replay-not-over")
    if seat is not None and not 0 <= seat < t.players:
        raise ApiError("seat/not_found", say="error-seat-range", last=t.players - 1, seat=seat)
    states = finished_states(svc, t)
    steps = len(states) - 1
    if not 0 <= step <= steps:
        raise ApiError("request/invalid", f"step {step}: this game has {steps} steps (0–{steps})")
    st = states[step]
    idx = t.players if seat is None else seat
    chosen = language.pick(lang)  # the step's sentence and the prompt in the reader's language
    with language.using(chosen):
        prompt = st.prompt_for(seat, t.names())
    out: dict[str, Any] = {
        "type": "replay", "table_id": t.id, "step": step, "steps": steps, "seat": seat,
        "view": st.view(seat), "prompt": prompt,
        "to_act": list(st.current_players()),
        "last": (log_entry(step, t.entries[step - 1][0], t.lines(step - 1, idx, chosen))
                 if 0 < step <= len(t.entries) else None),
    }
    if st.is_over():
        result = st.outcome()
        out["outcome"] = result.to_dict() if result else None
    return out


# ------------------------------------------------------------------ helpers
#: a turn-based table's budget per move: 1 hour to 30 days (CreateTable.clock's bound)
TURN_MIN = 3600.0


def check_people_options(body: CreateTable, seats: list[SeatSpec], account: dict[str, Any] | None) -> float:
    """Check the options that involve accounts (mine, rated, turn_based); the table's grace."""
    mine = [i for i, s in enumerate(seats) if s.mine]
    if mine and account is None:
        raise ApiError("auth/session_required", say="error-mine-signed-in")
    if len(mine) > 1 or any(seats[i].kind != "human" for i in mine):
        raise ApiError("request/invalid", say="error-mine-one")
    if body.rated:
        if body.players < 2:
            raise ApiError("request/invalid", say="error-rated-two-players")
        if body.seed is not None:
            raise ApiError("request/invalid", say="error-rated-seed")
        if any(not (s.kind == "open" or s.mine) for s in seats):
            raise ApiError("request/invalid", say="error-rated-seats")
    grace = body.grace
    if body.turn_based:
        if body.clock is None or body.clock < TURN_MIN:
            raise ApiError("request/invalid", say="error-turn-based-clock")
        if grace > 0:  # the absent-seat handover waits for the budget per move, not minutes
            grace = max(grace, body.clock)
    return grace


def rated_limits(svc: Services, game: Any, grace: float, clock: float | None,
                 replacement_bot: str) -> tuple[float, float | None, str]:
    """A rated table's grace, clock per decision and replacement bot: the server's floors
    (`RatingRules`), which a creator may lengthen but never shorten — every limit that decides
    who plays a seat. A grace of 0 (never) is the floor too: a rated game can always end."""
    from ...people.ratings import RatingRules

    rules = svc.accounts.rules if svc.accounts is not None else RatingRules()
    grace = max(grace, rules.rated_grace)
    if clock is not None:
        clock = max(clock, rules.rated_clock)
    try:
        replacement_bot = check_bot(game, svc.bots, rules.rated_bot, True)
    except ApiError:  # the server's level does not exist for this game: the table's stays
        pass
    return grace, clock, replacement_bot


def name_or_none(raw: str | None) -> str | None:
    """A name given at creation or claim: none if omitted or empty, else checked (`clean_name`:
    a name of only spaces is refused, not taken for none)."""
    return clean_name(raw) if raw else None


_SEAT_NAMES: dict[tuple[str, int, str], list[str]] = {}


def stored_names(row: Mapping[str, Any]) -> list[str]:
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


def check_bot(game: Any, bots: BotPolicy, asked: str | None, admin: bool) -> str:
    """The bot spec to store for what a table asked: a level of `bots` (any spec with the admin
    token, within the caps); request/invalid naming the levels otherwise."""
    if not asked:
        raise ApiError("request/invalid", f"a bot seat needs a bot level, e.g. {{\"kind\": \"bot\", \"bot\": "
                                          f"\"heuristic\"}}; levels: {bots.allowed()}")
    try:
        spec = bots.resolve(asked, admin, game.id)
    except ValueError as exc:
        raise ApiError("request/invalid", str(exc)) from None
    if spec.strip().lower().startswith("heuristic") and not getattr(game, "heuristic_module", None):
        raise ApiError("request/invalid", f"{game.id} has no heuristic bot; choose another level: "
                                          f"{', '.join(n for n, v in bots.levels.items() if not v.startswith('heuristic'))}")
    return spec
