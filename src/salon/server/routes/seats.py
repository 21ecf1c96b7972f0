"""A table's seats: claim an open one (or reclaim yours), leave it to the bot, name it, and
hand the seat of a player away longer than the grace time to the bot."""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Depends

from ..accounts import signed_in
from ..errors import ApiError
from ..live import hash_token, new_token
from ..talk import clean_name
from .bodies import ClaimSeat, Rename, Seat
from .deps import SeatToken, Svc, seat_of, table_or_404
from .tables import name_or_none

router = APIRouter()


@router.post("/api/tables/{table_id}/seats/{seat}/claim",
             summary="Claim an open seat (returns its token), or reclaim a seat you left (send its token)")
async def claim(table_id: str, seat: Seat, svc: Svc, bearer_token: SeatToken,
                body: ClaimSeat | None = None,
                account: dict[str, Any] | None = Depends(signed_in)) -> dict[str, Any]:
    hub = svc.hub
    t = await table_or_404(hub, table_id)
    if not 0 <= seat < t.players:
        raise ApiError("seat/not_found", say="error-seat-not-at-table", seat=seat, players=t.players)
    body = body or ClaimSeat()
    token = body.token or bearer_token
    s = t.seats[seat]
    if token:
        if t.seat_for_token(token) != seat:
            raise ApiError("auth/invalid_token", say="error-not-this-seats-token", seat=seat)
        if s["away"] and await hub.change_seat(t, seat, {"away": False, "away_by": None}, {"away": True}):
            await hub.chat.system_line(t, "chat-seat-back", seat)
        return {"seat": seat, "token": token, "table": t.summary()}
    if s["kind"] != "open":
        raise ApiError("seat/taken", say="error-seat-not-open", seat=seat)
    if t.rated and account is None:
        raise ApiError("auth/session_required", say="error-rated-seat-sign-in")
    if account is not None and any(x.get("account_id") == account["id"] for x in t.seats):
        raise ApiError("seat/taken", say="error-seat-already-yours")
    name = name_or_none(body.name) or (account["name"] if account else None)
    token = new_token()
    ok = await hub.change_seat(t, seat, {"kind": "human", "name": name, "token_hash": hash_token(token),
                                         "account_id": account["id"] if account else None},
                               {"kind": "open"})
    if not ok:
        raise ApiError("seat/taken", say="error-seat-claimed-first", seat=seat)
    return {"seat": seat, "token": token, "table": t.summary()}


@router.post("/api/tables/{table_id}/seats/{seat}/leave",
             summary="Leave your seat: a bot plays it until you reclaim it with the same token")
async def leave(table_id: str, seat: Seat, svc: Svc, bearer_token: SeatToken,
                body: ClaimSeat | None = None) -> dict[str, Any]:
    hub = svc.hub
    t = await table_or_404(hub, table_id)
    token = (body.token if body else None) or bearer_token
    if not token or not 0 <= seat < t.players or t.seat_for_token(token) != seat:
        raise ApiError("auth/invalid_token", say="error-leave-token", seat=seat)
    if not t.seats[seat]["away"] and await hub.change_seat(t, seat, {"away": True, "away_by": "left"}, {"away": False}):
        await hub.chat.system_line(t, "chat-seat-left", seat)
    return {"seat": seat, "away": True, "bot": t.replacement_bot, "table": t.summary()}


@router.post("/api/tables/{table_id}/seats/{seat}/name",
             summary="Name your seat (1–32 characters): used everywhere, earlier log lines included")
async def rename(table_id: str, seat: Seat, body: Rename, svc: Svc, token: SeatToken) -> dict[str, Any]:
    t = await table_or_404(svc.hub, table_id)
    if not token or not 0 <= seat < t.players or t.seat_for_token(token) != seat:
        raise ApiError("auth/invalid_token", say="error-name-token", seat=seat)
    name = clean_name(body.name)
    if t.seats[seat].get("name") != name:
        assert svc.renames is not None
        if not svc.renames.allow(f"{t.id}/{seat}", time.monotonic()):
            raise ApiError("request/rate_limited", say="error-rename-rate", most=svc.renames.most)
        await svc.hub.change_seat(t, seat, {"name": name}, {})  # the talk is resent, worded anew
    return {"seat": seat, "name": name, "table": t.summary()}


@router.post("/api/tables/{table_id}/seats/{seat}/hand-to-bot",
             summary="Hand the seat of a player away longer than the table's grace time to the bot "
                     "(Bearer: a present player's token)")
async def hand_to_bot(table_id: str, seat: Seat, svc: Svc, token: SeatToken) -> dict[str, Any]:
    t = await table_or_404(svc.hub, table_id)
    if not 0 <= seat < t.players:
        raise ApiError("seat/not_found", say="error-seat-not-at-table", seat=seat, players=t.players)
    by = seat_of(t, token)
    if by is None:
        raise ApiError("auth/invalid_token", say="error-hand-token")
    await svc.hub.hand_to_bot(t, by, seat)
    return {"seat": seat, "away": True, "bot": t.replacement_bot, "table": t.summary()}
