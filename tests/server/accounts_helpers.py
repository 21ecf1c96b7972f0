"""What the account tests share: a real SMTP server (aiosmtpd) per module, a `salon serve`
with accounts on (--public-url, --smtp-url, a small Argon2 cost, X-Forwarded-For trusted from
the loopback so that each "browser" has an address of its own), and browsers with cookies."""

from __future__ import annotations

import secrets
from typing import Any

import httpx

from .helpers import Server
from .mailbox import Mailbox, link_in, token_of

PUBLIC = "http://salon.test"
SAME_SITE = {"Origin": PUBLIC}
PASSWORD = "correct horse battery"


def mail_server(database: tuple[str, str], mailbox: Mailbox, *extra: str) -> Server:
    """A server with accounts on, mailing through `mailbox` (its mailed links: PUBLIC)."""
    return Server(*database, "--public-url", PUBLIC, "--smtp-url", mailbox.url, "--password-memory", "8192",
                  "--trusted-proxy", "127.0.0.1", *extra)


def device(site: Server, address: str | None = None) -> httpx.Client:
    """A browser of its own (its own cookies), from `address` (X-Forwarded-For, trusted)."""
    headers = {**SAME_SITE, "X-Forwarded-For": address or f"10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 1}"}
    return httpx.Client(base_url=site.http, headers=headers, timeout=30)


def unique(stem: str) -> tuple[str, str]:
    tag = secrets.token_hex(3)
    return f"{stem}{tag}", f"{stem}.{tag}@example.org"


def sign_up_and_verify(site: Server, mailbox: Mailbox, stem: str = "player") -> tuple[str, str]:
    name, email = unique(stem)
    with device(site) as d:
        r = d.post("/api/accounts", json={"name": name, "email": email, "password": PASSWORD})
        assert r.status_code == 202, r.text
        link = link_in(mailbox.wait_for(email)[0], "/account/verify")
        assert link.startswith(PUBLIC + "/account/verify?token=")  # from --public-url, never the Host
        page = d.get(link.replace(PUBLIC, site.http))
        assert page.status_code == 200 and "Confirm my address" in page.text
        done = d.post("/account/verify", data={"token": token_of(link)})
        assert done.status_code == 200 and "Address confirmed" in done.text, done.text
    return name, email


def sign_in(d: httpx.Client, login: str, password: str = PASSWORD, **extra: Any) -> httpx.Response:
    return d.post("/api/sessions", json={"login": login, "password": password, **extra})
