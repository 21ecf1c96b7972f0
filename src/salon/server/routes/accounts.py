"""Accounts: sign up, confirm the address, sign in and out (everywhere), reset a password,
the signed-in account (`/api/me`): its mail setting, its open tables (leave one from any
device) and the guest seats it claims. docs/accounts.md has the threat model.

Every answer about an account that may not exist is the same whether it exists or not, after
the same work: sign-in verifies a dummy Argon2 hash for an unknown account; sign-up answers
"check your mail" for a new address and for a taken one (the taken address gets a mail saying
so); a reset request answers the same for any address.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel, Field

from ...core import language
from ...people import letters
from ...people.inputs import check_text, clean_email, clean_login
from ...people.names import BadName, clean_display_name, name_key
from ...people.passwords import check_new_password, hash_password, verify_or_dummy
from ..accounts import AccountsConfig, accounts_of, address, limit, require_account, signed_in
from ..errors import ApiError
from ..languages import account_language, request_language
from ..live import hash_token, new_token
from ..sessions import SESSION_TTL, device_cookie, digest, new_session_id, session_cookie
from .deps import Svc, table_or_404

router = APIRouter()
Accounts = Annotated[AccountsConfig, Depends(accounts_of)]
Me = Annotated[dict[str, Any], Depends(require_account)]
MAX_CLAIM = 200
#: the account's open and playing tables /api/me lists (the most recently changed)
MAX_MINE = 50


class SignUp(BaseModel):
    name: str = Field(max_length=200, description="the display name, 2–32 characters")
    email: str = Field(max_length=320)
    password: str = Field(max_length=1000, description="10–256 characters")


class SignIn(BaseModel):
    login: str = Field(max_length=320, description="the display name or the e-mail address")
    password: str = Field(max_length=1000)
    claim: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=list, max_length=MAX_CLAIM, description="seat tokens of this browser to put into the account")


class LinkToken(BaseModel):
    token: str = Field(max_length=200)


class ResetAsk(BaseModel):
    email: str = Field(max_length=320)


class ResetDo(BaseModel):
    token: str = Field(max_length=200)
    password: str = Field(max_length=1000)


class Claim(BaseModel):
    tokens: list[Annotated[str, Field(max_length=200)]] = Field(max_length=MAX_CLAIM)


class MailSettings(BaseModel):
    turns: bool = Field(description="\"your turn\" mail when a turn-based table waits for you")


def _answer(request: Request, message_id: str, **args: Any) -> str:
    """A success's sentence in the request's language (lang=, else Accept-Language)."""
    with language.using(request_language(request.query_params, request.headers)):
        return language.say(message_id, **args)


def _invalid(exc: BadName) -> ApiError:
    return ApiError.of("account/invalid", exc)


def public_account(a: dict[str, Any]) -> dict[str, Any]:
    return {"name": a["name"], "email": a["email"], "mail_turns": bool(a["mail_turns"]),
            "created_at": a["created_at"], "language": a.get("language")}


async def hashed(acc: AccountsConfig, password: str) -> str:
    """The Argon2id hash of `password`, computed off the event loop, two at a time."""
    async with acc.hashing:
        return await asyncio.to_thread(hash_password, password)


async def _verify(acc: AccountsConfig, password: str, stored: str | None) -> bool:
    async with acc.hashing:
        return await asyncio.to_thread(verify_or_dummy, password, stored)


def _outbox_row(acc: AccountsConfig, kind: str, account_id: str | None, to: str,
                words: tuple[str, str]) -> dict[str, Any]:
    now = acc.clock()
    return {"id": secrets.token_hex(16), "kind": kind, "account_id": account_id, "table_id": None,
            "to_addr": to, "subject": words[0], "body": words[1], "created_at": now, "next_at": now}


@router.get("/api/accounts/config", summary="Whether this server has accounts and sends mail")
async def config(svc: Svc) -> dict[str, Any]:
    acc = svc.accounts
    on = acc is not None and acc.enabled
    return {"accounts": on, "mail": on,
            "why": None if on else "accounts and mail need the server's --smtp-url and --public-url"}


@router.post("/api/accounts", status_code=202,
             summary="Sign up: the account is created unconfirmed and a link to confirm it is mailed")
async def sign_up(body: SignUp, request: Request, svc: Svc, acc: Accounts) -> dict[str, Any]:
    """The same answer, writes and work whether or not the address has an account: a taken
    address reserves the name like a new one (store/people.py `create_account`) and its owner
    gets a mail instead of the confirmation (a few an hour at most)."""
    await limit(request, acc, (f"signup-ip:{address(request)}", acc.attempts.signup_per_address))
    try:
        name = clean_display_name(body.name)
        email, email_key = clean_email(body.email)
        check_new_password(body.password, name, email)
    except BadName as exc:
        raise _invalid(exc) from None
    password_hash = await hashed(acc, body.password)
    now = acc.clock()
    lang = request_language(request.query_params, request.headers)
    # every sign-up naming the address counts, taken or not (the same work, the same mail
    # either way): beyond the bound, the answer is the same and no mail goes
    most, window = acc.attempts.reset_per_account
    may_mail = await svc.hub.db(acc.people.hit, f"signup-to:{email_key}"[:200], most, window, now)
    account_id = secrets.token_hex(16)
    token, reset_token = secrets.token_urlsafe(32), secrets.token_urlsafe(32)
    row = {"id": account_id, "name": name, "name_key": name_key(name), "email": email, "email_key": email_key,
           "password_hash": password_hash, "verified": False, "created_at": now, "mail_turns": True,
           "unsubscribe_key": secrets.token_urlsafe(32), "language": lang if lang != language.SOURCE else None}
    with language.using(lang):
        mail = _outbox_row(acc, "verify", account_id, email,
                           letters.verify(acc.link(f"/account/verify?token={token}"), int(acc.verify_ttl // 3600)))
    link = {"token_hash": digest(token), "account_id": account_id, "purpose": "verify", "created_at": now,
            "expires_at": now + acc.verify_ttl, "used_at": None}

    def if_taken(existing: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """The address has an account: its owner is told so, with a reset link."""
        if not may_mail:
            return [], None
        owner_link = {"token_hash": digest(reset_token), "account_id": existing["id"], "purpose": "reset",
                      "created_at": now, "expires_at": now + acc.reset_ttl, "used_at": None}
        with language.using(account_language(existing) or lang):  # the owner's language if chosen
            letter = letters.signup_taken(acc.link(f"/account/reset?token={reset_token}"))
        return [_outbox_row(acc, "signup", existing["id"], existing["email"], letter)], owner_link

    taken = await svc.hub.db(acc.people.create_account, row, now - acc.unverified_ttl, [mail] if may_mail else [],
                             link, if_taken)
    if taken == "name":
        raise ApiError("account/name_taken", say="error-name-taken", name=repr(name))
    acc.mail_queued()
    return {"status": "check_mail", "message": _answer(request, "account-confirm-mailed", email=email)}


@router.post("/api/accounts/verify", summary="Confirm an address with the token of its mailed link")
async def verify(body: LinkToken, request: Request, svc: Svc, acc: Accounts) -> dict[str, Any]:
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    account = await svc.hub.db(acc.people.verify_email, digest(body.token), acc.clock())
    if account is None:
        raise ApiError("account/link_invalid", say="error-link-invalid")
    return {"status": "verified", "name": account["name"]}


@router.post("/api/sessions", summary="Sign in (name or address, password): sets the session cookie; "
                                      "seat tokens in `claim` are put into the account")
async def sign_in(body: SignIn, request: Request, response: Response, svc: Svc, acc: Accounts) -> dict[str, Any]:
    """Guesses slow down the guessing pair (the account and the client address) and, together,
    every device new to the account; a device that signed in to the account before (its
    device cookie) is counted only against itself, so nobody else's guesses lock its owner out
    (AttemptLimits; docs/accounts.md)."""
    try:
        column, key = clean_login(body.login)
        check_text("password", body.password)
    except BadName as exc:
        raise _invalid(exc) from None
    now = acc.clock()
    account = await svc.hub.db(acc.people.account_by, column, key)
    # one counter per account, named by its name or its address alike
    who = str(account["id"]) if account is not None else f"?{column}:{key}"
    device = device_cookie(request.scope)
    known = device is not None and await svc.hub.db(acc.people.known_device, digest(f"{who}:{device}"), who, now)
    if known and device is not None:
        await limit(request, acc, (f"signin-device:{who}:{digest(device)[:24]}", acc.attempts.signin_per_device))
    else:
        client = address(request)
        await limit(request, acc, (f"signin-ip:{client}", acc.attempts.signin_per_address),
                    (f"signin-pair:{who}:{client}", acc.attempts.signin_per_pair),
                    (f"signin-new:{who}", acc.attempts.signin_new_devices))
    usable = account is not None and bool(account["verified"])
    ok = await _verify(acc, body.password, account["password_hash"] if usable and account else None)
    if not ok or account is None:
        raise ApiError("auth/failed", say="error-sign-in-failed")
    sid = new_session_id()
    await svc.hub.db(acc.people.add_session, digest(sid), account["id"], acc.clock(), SESSION_TTL)
    response.headers.append("set-cookie", acc.cookie.set(sid))
    if not known:  # this device is the account's from now on (a new token if it had none)
        device = device or new_session_id()
        await svc.hub.db(acc.people.add_device, digest(f"{who}:{device}"), who, acc.clock(), acc.device_ttl)
    if device is not None:
        response.headers.append("set-cookie", acc.cookie.device(device, acc.device_ttl))
    claimed = await _claim(svc, acc, account["id"], body.claim)
    return {"account": public_account(account), "claimed": claimed}


@router.post("/api/sessions/sign-out", summary="End this session (the cookie is cleared)")
async def sign_out(request: Request, response: Response, svc: Svc, acc: Accounts) -> dict[str, Any]:
    sid = session_cookie(request.scope)
    if sid is not None:
        await svc.hub.db(acc.people.end_session, digest(sid))
    response.headers["set-cookie"] = acc.cookie.clear()
    return {"status": "signed_out"}


@router.post("/api/sessions/sign-out-everywhere", summary="End every session of the account, on every device")
async def sign_out_everywhere(response: Response, svc: Svc, acc: Accounts, me: Me) -> dict[str, Any]:
    n = await svc.hub.db(acc.people.end_sessions, me["id"])
    response.headers["set-cookie"] = acc.cookie.clear()
    return {"status": "signed_out", "sessions": n}


@router.post("/api/accounts/reset-request", status_code=202,
             summary="Mail a link to set a new password (the same answer for any address)")
async def reset_request(body: ResetAsk, request: Request, svc: Svc, acc: Accounts) -> dict[str, Any]:
    try:
        _email, email_key = clean_email(body.email)
    except BadName as exc:
        raise _invalid(exc) from None
    await limit(request, acc, (f"reset-ip:{address(request)}", acc.attempts.reset_per_address),
                (f"reset-account:{email_key}", acc.attempts.reset_per_account))
    account = await svc.hub.db(acc.people.account_by, "email_key", email_key)
    if account is not None:
        token = secrets.token_urlsafe(32)
        with language.using(request_language(request.query_params, request.headers, account)):
            letter = letters.reset(account["name"] if account["verified"] else None,
                                   acc.link(f"/account/reset?token={token}"), max(1, int(acc.reset_ttl // 3600)))
        mail = _outbox_row(acc, "reset", account["id"], account["email"], letter)
        await svc.hub.db(acc.people.add_link, digest(token), account["id"], "reset", acc.clock(), acc.reset_ttl, [mail])
        acc.mail_queued()
    return {"status": "check_mail", "message": _answer(request, "account-reset-mailed")}


@router.post("/api/accounts/reset", summary="Set a new password with the token of a mailed reset link "
                                            "(every session of the account ends)")
async def reset(body: ResetDo, request: Request, svc: Svc, acc: Accounts) -> dict[str, Any]:
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    try:
        check_new_password(body.password)
    except BadName as exc:
        raise _invalid(exc) from None
    password_hash = await hashed(acc, body.password)
    if await svc.hub.db(acc.people.reset_password, digest(body.token), password_hash, acc.clock()) is None:
        raise ApiError("account/link_invalid", say="error-link-invalid")
    return {"status": "password_set", "message": _answer(request, "account-password-set")}


# ------------------------------------------------------------------ the signed-in account
@router.get("/api/me", summary="The signed-in account and its open and playing tables (those waiting for "
                                "your move first); with optional=true a guest gets 200 {signed_in: false}")
async def me(request: Request, svc: Svc, optional: bool = Query(
        False, description="a guest (or a server without accounts) gets 200 {\"signed_in\": false, "
                           "\"account\": null, \"tables\": []}, not an error")) -> dict[str, Any]:
    acc = svc.accounts
    enabled = acc is not None and acc.enabled
    account = await signed_in(request) if enabled else None
    if account is None:
        if optional:
            return {"signed_in": False, "account": None, "tables": []}
        accounts_of(request)  # server/disabled first, as before
        raise ApiError("auth/session_required", say="error-sign-in-first")
    seats = await svc.hub.db(acc.people.account_seats, account["id"], ("open", "playing"), MAX_MINE)
    tables = []
    for r in seats:
        t = await svc.hub.get(r["table_id"]) if r["status"] == "playing" else None
        your_move = bool(t is not None and int(r["seat"]) in t.state.current_players() and not r["away"])
        tables.append({"table_id": r["table_id"], "seat": r["seat"], "game": r["game"], "status": r["status"],
                       "away": bool(r["away"]), "updated_at": r["updated_at"], "your_move": your_move,
                       "turn_based": bool(r["turn_based"]), "rated": bool(r["rated"]),
                       "deadline": t.deadline() if t is not None else None})
    tables.sort(key=lambda x: (not x["your_move"], -x["updated_at"]))
    return {"signed_in": True, "account": public_account(account), "tables": tables}


@router.post("/api/me/mail", summary="Turn the \"your turn\" mail on or off")
async def mail_settings(body: MailSettings, svc: Svc, acc: Accounts, account: Me) -> dict[str, Any]:
    await svc.hub.db(acc.people.set_mail_turns, account["id"], body.turns)
    return {"mail_turns": body.turns}


class LanguageSettings(BaseModel):
    language: str | None = Field(max_length=8, description="en, de or fr; null: the browser's languages")


@router.post("/api/me/language", summary="The language the account reads (its pages, tables and mail)")
async def language_settings(body: LanguageSettings, svc: Svc, acc: Accounts, account: Me) -> dict[str, Any]:
    if body.language is not None and body.language not in language.LANGUAGES:
        raise ApiError("account/invalid", say="error-language-unknown", language=repr(body.language),
                       languages=", ".join(language.LANGUAGES))
    await svc.hub.db(acc.people.set_language, account["id"], body.language)
    return {"language": body.language}


@router.post("/api/me/claim", summary="Put guest seats (their tokens) into the signed-in account")
async def claim(body: Claim, svc: Svc, acc: Accounts, account: Me) -> dict[str, Any]:
    return {"claimed": await _claim(svc, acc, account["id"], body.tokens)}


@router.post("/api/me/tables/{table_id}/leave",
             summary="Leave your seat at one of your tables, from any device (a bot plays it)")
async def leave_mine(table_id: str, svc: Svc, acc: Accounts, account: Me) -> dict[str, Any]:
    hub = svc.hub
    t = await table_or_404(hub, table_id)
    seats = await hub.db(acc.people.seat_accounts, t.id)
    mine = [q for q, a in seats.items() if a == account["id"]]
    if not mine:
        raise ApiError("seat/not_found", say="error-no-seat-of-yours")
    for seat in mine:
        if not t.seats[seat]["away"] and await hub.change_seat(t, seat, {"away": True, "away_by": "left"}, {"away": False}):
            await hub.chat.system_line(t, "chat-seat-left", seat)
    return {"seats": mine, "away": True, "table": t.summary()}


@router.post("/api/me/tables/{table_id}/seat-token",
             summary="A new token for your seat at this table, to play it on this device (the seat's "
                     "previous token stops working: your other devices ask again)")
async def seat_token(table_id: str, svc: Svc, acc: Accounts, account: Me) -> dict[str, Any]:
    hub = svc.hub
    t = await table_or_404(hub, table_id)
    mine = [q for q, s in enumerate(t.seats) if s.get("account_id") == account["id"]]
    if not mine:
        raise ApiError("seat/not_found", say="error-no-seat-of-yours")
    token = new_token()
    if not await hub.db(acc.people.replace_token, t.id, mine[0], account["id"], hash_token(token)):
        raise ApiError("seat/not_found", say="error-no-seat-of-yours")
    await hub.refresh(t)
    return {"table_id": t.id, "seat": mine[0], "token": token}


async def _claim(svc: Any, acc: AccountsConfig, account_id: str, tokens: list[str]) -> list[dict[str, Any]]:
    if not tokens:
        return []
    got = await svc.hub.db(acc.people.claim_seats, account_id, [hash_token(t) for t in tokens])
    return [{"table_id": tid, "seat": seat} for tid, seat in got]

