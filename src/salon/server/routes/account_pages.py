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

from ...people.inputs import control_character
from ...people.names import BadName
from ...people.passwords import check_new_password
from ..accounts import accounts_of, address, limit
from ..errors import ApiError
from ..sessions import digest
from .accounts import hashed
from .deps import Svc

router = APIRouter(include_in_schema=False)
MAX_FORM = 4096


#: the site's header, as the client's page (web/index.html) has it, its brand leading to the lobby
HEADER = ("<header class=top><a href='/' class=brand>salon</a>"
          "<span class=tag>four tabletop games, complete rules</span></header>")


def page(title: str, body: str, status: int = 200) -> HTMLResponse:
    """A page in the site's look: the client's style sheets (style.css, polish.css) and header,
    the words in a panel; no inline style and no script (the strict Content-Security-Policy)."""
    return HTMLResponse(f"<!doctype html><html lang=en><head><meta charset=utf-8>"
                        f"<meta name=viewport content='width=device-width, initial-scale=1'>"
                        f"<title>{html.escape(title)} · salon</title>"
                        f"<link rel=stylesheet href='/style.css'><link rel=stylesheet href='/polish.css'>"
                        f"<link rel=icon href='/favicon.svg' type='image/svg+xml'></head>"
                        f"<body class=mail-page>{HEADER}<main><section class='panel mail-link'>"
                        f"<h1>{html.escape(title)}</h1>{body}<p class=back><a href='/'>Back to the lobby</a></p>"
                        f"</section></main></body></html>", status_code=status)


def form(action: str, fields: dict[str, str], button: str, password: bool = False) -> str:
    hidden = "".join(f"<input type=hidden name='{html.escape(k)}' value='{html.escape(v)}'>" for k, v in fields.items())
    pw = ("<p><label class=field>New password (10–256 characters)<br><input type=password name=password "
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
    return page("Confirm your address", "<p>Confirm the e-mail address of your salon account:</p>"
                + form("/account/verify", {"token": token}, "Confirm my address"))


@router.post("/account/verify", response_class=HTMLResponse)
async def verify_submit(request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    token = (await form_fields(request)).get("token", "")
    account = await svc.hub.db(acc.people.verify_email, digest(token), acc.clock()) if token else None
    if account is None:
        return page("This link does not work", "<p>It is unknown, already used or expired. Sign up again, "
                    "or ask for a new password if the account exists.</p>", 400)
    return page("Address confirmed", f"<p>The account <strong>{html.escape(account['name'])}</strong> is ready: "
                "sign in from the lobby.</p>")


@router.get("/account/reset", response_class=HTMLResponse)
async def reset_page(request: Request, token: str = Query("", max_length=200)) -> HTMLResponse:
    accounts_of(request)
    return page("Set a new password", form("/account/reset", {"token": token}, "Set this password", password=True))


@router.post("/account/reset", response_class=HTMLResponse)
async def reset_submit(request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    await limit(request, acc, (f"link-ip:{address(request)}", acc.attempts.links_per_address))
    fields = await form_fields(request)
    token, password = fields.get("token", ""), fields.get("password", "")
    try:
        check_new_password(password)
    except BadName as exc:
        return page("Set a new password", f"<p>{html.escape(str(exc))}</p>"
                    + form("/account/reset", {"token": token}, "Set this password", password=True), 400)
    password_hash = await hashed(acc, password)
    if await svc.hub.db(acc.people.reset_password, digest(token), password_hash, acc.clock()) is None:
        return page("This link does not work", "<p>It is unknown, already used or expired: ask for a new one.</p>", 400)
    return page("Password set", "<p>Sign in with your new password. Every other session of the account ended.</p>")


@router.get("/account/unsubscribe/{key}", response_class=HTMLResponse)
async def unsubscribe_page(key: str, request: Request) -> HTMLResponse:
    accounts_of(request)
    return page("Stop the \u201cyour turn\u201d mail", "<p>salon will no longer mail you when a table waits for "
                "your move (turn it back on in your profile).</p>"
                + form(f"/account/unsubscribe/{key[:100]}", {}, "Stop these mails"))


@router.post("/account/unsubscribe/{key}", response_class=HTMLResponse)
async def unsubscribe(key: str, request: Request, svc: Svc) -> HTMLResponse:
    acc = accounts_of(request)
    if len(key) > 100 or control_character(key) is not None or not await svc.hub.db(acc.people.unsubscribe, key):
        return page("This link does not work", "<p>This unsubscribe link is unknown.</p>", 400)
    return page("Unsubscribed", "<p>No more \u201cyour turn\u201d mail. You can turn it back on in your profile.</p>")
