"""The pages the mailed links open: confirm an address, set a new password, unsubscribe.

Each GET shows a page with one button (a form), and only its POST acts: a mail scanner that
fetches the link changes nothing. The pages have no script and no inline style (the site's look
comes from the client's style sheets); everything shown is escaped.
The unsubscribe POST is also the RFC 8058 one-click target of the mail's List-Unsubscribe.
"""

from __future__ import annotations

import html
from urllib.parse import parse_qs

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse

from ...core import language
from ...people.inputs import control_character
from ...people.names import BadName
from ...people.passwords import check_new_password
from ..accounts import accounts_of, address, limit
from ..errors import ApiError
from ..languages import request_language
from ..sessions import digest
from .accounts import hashed
from .deps import Svc

router = APIRouter(include_in_schema=False)
MAX_FORM = 4096


def header() -> str:
    """The site's header, as the client's page (web/index.html) has it, its brand leading to the lobby."""
    return (f"<header class=top><a href='/' class=brand>salon</a>"
            f"<span class=tag>{html.escape(say('page-tagline'))}</span></header>")


def say(message_id: str, **args: object) -> str:
    return language.say(message_id, **args)


def _in_language(request: Request) -> None:
    """Word this request's page in the reader's language (lang parameter, Accept-Language)."""
    language.choose(request_language(request.query_params, request.headers))


def page(title: str, body: str, status: int = 200) -> HTMLResponse:
    """A page in the site's look: the client's style sheets (style.css, polish.css) and header,
    the words in a panel; no inline style and no script (the strict Content-Security-Policy).
    Worded in the current language (the route sets it from the request: `_in_language`)."""
    lang = language.current()
    return HTMLResponse(f"<!doctype html><html lang={'en' if lang == language.PSEUDO else lang}><head><meta charset=utf-8>"
                        f"<meta name=viewport content='width=device-width, initial-scale=1'>"
                        f"<title>{html.escape(title)} · salon</title>"
                        f"<link rel=stylesheet href='/style.css'><link rel=stylesheet href='/polish.css'>"
                        f"<link rel=icon href='/favicon.svg' type='image/svg+xml'></head>"
                        f"<body class=mail-page>{header()}<main><section class='panel mail-link'>"
                        f"<h1>{html.escape(title)}</h1>{body}<p class=back><a href='/'>{html.escape(say('page-back'))}</a></p>"
                        f"</section></main></body></html>", status_code=status)


def form(action: str, fields: dict[str, str], button: str, password: bool = False) -> str:
    hidden = "".join(f"<input type=hidden name='{html.escape(k)}' value='{html.escape(v)}'>" for k, v in fields.items())
    pw = (f"<p><label class=field>{html.escape(say('page-new-password'))}<br><input type=password name=password "
          "autocomplete=new-password minlength=10 maxlength=256 required></label></p>") if password else ""
    return (f"<form method=post action='{html.escape(action)}'>{hidden}{pw}"
            f"<p><button class=primary>{html.escape(button)}</button></p></form>")


async def form_fields(request: Request) -> dict[str, str]:
    raw = await request.body()
    if len(raw) > MAX_FORM:
        raise ApiError("request/too_large", "this form is larger than the server accepts")
    parsed = parse_qs(raw.decode("utf-8", "replace"), max_num_fields=8)
    return {k: v[0][:1000] for k, v in parsed.items() if v}


@router.get("/account/verify", response_class=HTMLResponse)
async def verify_page(request: Request, token: str = Query("", max_length=200)) -> HTMLResponse:
    accounts_of(request)
    _in_language(request)
    return page(say("page-verify-title"), f"<p>{html.escape(say('page-verify-text'))}</p>"
                + form("/account/verify", {"token": token}, say("page-verify-button")))


@router.post("/account/verify", response_class=HTMLResponse)
async def verify_submit(request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    _in_language(request)
    token = (await form_fields(request)).get("token", "")
    account = await svc.hub.db(acc.people.verify_email, digest(token), acc.clock()) if token else None
    if account is None:
        return page(say("page-broken-link"), f"<p>{html.escape(say('page-verify-broken'))}</p>", 400)
    ready = html.escape(say("page-verified-text", name="\u0000")).replace(
        "\u0000", f"<strong>{html.escape(account['name'])}</strong>")
    return page(say("page-verified-title"), f"<p>{ready}</p>")


@router.get("/account/reset", response_class=HTMLResponse)
async def reset_page(request: Request, token: str = Query("", max_length=200)) -> HTMLResponse:
    accounts_of(request)
    _in_language(request)
    return page(say("page-reset-title"), form("/account/reset", {"token": token}, say("page-reset-button"), password=True))


@router.post("/account/reset", response_class=HTMLResponse)
async def reset_submit(request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    _in_language(request)
    fields = await form_fields(request)
    token, password = fields.get("token", ""), fields.get("password", "")
    try:
        check_new_password(password)
    except BadName as exc:
        return page(say("page-reset-title"), f"<p>{html.escape(str(exc))}</p>"
                    + form("/account/reset", {"token": token}, say("page-reset-button"), password=True), 400)
    password_hash = await hashed(acc, password)
    if await svc.hub.db(acc.people.reset_password, digest(token), password_hash, acc.clock()) is None:
        return page(say("page-broken-link"), f"<p>{html.escape(say('page-reset-broken'))}</p>", 400)
    return page(say("page-reset-done-title"), f"<p>{html.escape(say('page-reset-done-text'))}</p>")


@router.get("/account/unsubscribe/{key}", response_class=HTMLResponse)
async def unsubscribe_page(key: str, request: Request) -> HTMLResponse:
    accounts_of(request)
    _in_language(request)
    return page(say("page-unsubscribe-title"), f"<p>{html.escape(say('page-unsubscribe-text'))}</p>"
                + form(f"/account/unsubscribe/{key[:100]}", {}, say("page-unsubscribe-button")))


@router.post("/account/unsubscribe/{key}", response_class=HTMLResponse)
async def unsubscribe(key: str, request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    _in_language(request)
    if len(key) > 100 or control_character(key) is not None or not await svc.hub.db(acc.people.unsubscribe, key):
        return page(say("page-broken-link"), f"<p>{html.escape(say('page-unsubscribe-broken'))}</p>", 400)
    return page(say("page-unsubscribed-title"), f"<p>{html.escape(say('page-unsubscribed-text'))}</p>")
