"""Issue 51: accounts that tell nothing and that nobody else can lock, and account inputs
checked before they reach the database or the mail server — on a real server with a real SMTP
server (aiosmtpd), SQLite and PostgreSQL (`SALON_TEST_POSTGRES_URL`).

- the oracle pair: a sign-up with a new name and a known address, then the same name with a
  throwaway address, answers exactly as with an unknown address (the name is held either way);
- the lockout from another address: guesses from one address (by name and by address: one
  counter) slow that pair down, never the owner from another address, and never the owner's
  device that signed in before, even once every new device is refused;
- a NUL or another control character in a login, an address, a profile's name or an
  unsubscribe key: a stable 4xx, never a 500, and never a recipient handed to SMTP.
"""

from __future__ import annotations

import time
from urllib.parse import quote

import httpx
import pytest

from .accounts_helpers import PASSWORD, device, sign_in, sign_up_and_verify, unique
from .helpers import Server
from .mailbox import Mailbox


def sign_up(d: httpx.Client, name: str, email: str) -> httpx.Response:
    return d.post("/api/accounts", json={"name": name, "email": email, "password": PASSWORD})


def test_the_oracle_pair_answers_alike_whether_or_not_the_address_is_known(site: Server, mailbox: Mailbox) -> None:
    _owner, known = sign_up_and_verify(site, mailbox, "known")
    answers = []
    for address in (known, unique("nobody")[1]):
        name = unique("probe")[0]
        with device(site) as d:
            first = sign_up(d, name, address)
            second = sign_up(d, name, unique("throwaway")[1])
        answers.append((first.status_code, first.text.replace(address, "X"), second.status_code,
                        second.json()["code"]))
    assert answers[0] == answers[1]
    assert answers[0][0] == 202 and answers[0][2:] == (409, "account/name_taken")


def test_guesses_from_one_address_never_lock_the_owner_out(site: Server, mailbox: Mailbox) -> None:
    name, email = sign_up_and_verify(site, mailbox, "locked")
    with device(site, "198.18.0.9") as laptop:  # the owner's own device, signed in once before
        assert sign_in(laptop, name).status_code == 200
        assert "salon_device" in laptop.cookies
        with device(site, "198.18.0.1") as attacker:  # by name and by address: one counter
            codes = [sign_in(attacker, name if i % 2 else email, f"guess {i}").status_code for i in range(12)]
        assert codes == [401] * 10 + [429, 429]
        with device(site, "198.18.0.2") as phone:  # the owner, a new device at another address
            assert sign_in(phone, email).status_code == 200
        for k in range(3, 6):  # more addresses use up the bound of devices new to the account
            with device(site, f"198.18.0.{k}") as other:
                for i in range(10):
                    sign_in(other, name, f"more {k} {i}")
        with device(site, "198.18.0.7") as stranger:
            refused = sign_in(stranger, name)
            assert refused.status_code == 429 and refused.json()["code"] == "limit/attempts"
        again = sign_in(laptop, name)  # the device that signed in before still gets through
        assert again.status_code == 200, again.text


BAD_TEXT = ["a\x00b", "a\x01b", "a\rb", "a\nRCPT TO:<x@example.org>"]


@pytest.mark.parametrize("bad", BAD_TEXT)
def test_control_characters_get_a_stable_4xx_on_every_database(site: Server, bad: str) -> None:
    addr = f"x{bad}y@example.org"
    with device(site) as d:
        answers = {
            "sign-in name": sign_in(d, f"someone{bad}"),
            "sign-in address": sign_in(d, addr),
            "sign-in password": sign_in(d, "someone", f"password {bad} long"),
            "sign-up address": sign_up(d, unique("ctl")[0], addr),
            "sign-up name": sign_up(d, f"ctl{bad}x", unique("ctl")[1]),
            "sign-up password": d.post("/api/accounts", json={"name": unique("ctl")[0], "email": unique("ctl")[1],
                                                              "password": f"long enough {bad} phrase"}),
            "reset address": d.post("/api/accounts/reset-request", json={"email": addr}),
            "profile": d.get(f"/api/players/ab{quote(bad)}cd"),
            "unsubscribe": d.post(f"/account/unsubscribe/ab{quote(bad)}cd"),
        }
    for what, r in answers.items():
        assert 400 <= r.status_code < 500, (what, r.status_code, r.text)
        if r.headers.get("content-type", "").startswith("application/json"):
            assert r.json()["code"] in ("account/invalid", "request/not_found", "request/invalid"), (what, r.text)
    for what in ("sign-in name", "sign-in address", "sign-in password", "sign-up address", "sign-up name",
                 "reset address"):
        assert answers[what].status_code == 400 and answers[what].json()["code"] == "account/invalid", what


def test_a_control_character_in_an_address_never_reaches_the_smtp_server(site: Server, mailbox: Mailbox) -> None:
    tag = unique("smtp")[0]
    with device(site) as d:
        for bad in ("\x00", "\x01", "\x7f"):
            r = sign_up(d, unique("smtp")[0], f"{tag}{bad}@example.org")
            assert r.status_code == 400 and r.json()["code"] == "account/invalid"
            r = d.post("/api/accounts/reset-request", json={"email": f"{tag}{bad}@example.org"})
            assert r.status_code == 400 and r.json()["code"] == "account/invalid"
        fine = sign_up(d, unique("smtp")[0], f"{tag}@example.org")  # the mail that does go out ...
        assert fine.status_code == 202
    mailbox.wait_for(f"{tag}@example.org")
    time.sleep(0.5)  # ... comes after any that would have been queued before it
    assert [r for r in mailbox.recipients if tag in r] == [f"{tag}@example.org"]
    assert not [r for r in mailbox.recipients if any(ord(c) < 32 or ord(c) == 127 for c in r)]
