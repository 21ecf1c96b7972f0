"""Accounts against a real server and a real SMTP server (aiosmtpd), on SQLite and PostgreSQL:
sign-up, the mailed confirmation link, sign-in, sessions and "sign out everywhere", password
reset by a one-time link, the same answer for unknown accounts, look-alike names, cross-site
requests, the rate limits kept in the database, guest seats claimed into an account."""

from __future__ import annotations

import asyncio
import json
import secrets
import time

import httpx
import pytest
import websockets

from salon.store import Store

from .accounts_helpers import PASSWORD, PUBLIC, device, sign_in, sign_up_and_verify, unique
from .helpers import Server
from .mailbox import Mailbox, body_of, link_in, token_of


def test_without_smtp_accounts_are_disabled_and_the_lobby_says_so(server: Server) -> None:
    assert server.get("/api/accounts/config").json()["accounts"] is False
    r = server.post("/api/accounts", {"name": "someone", "email": "a@example.org", "password": PASSWORD})
    assert r.status_code == 403 and r.json()["code"] == "server/disabled"


def test_sign_up_verify_sign_in_and_the_session_cookie(site: Server, mailbox: Mailbox) -> None:
    name, email = sign_up_and_verify(site, mailbox)
    with device(site) as d:
        r = sign_in(d, name.upper())  # names are case-folded
        assert r.status_code == 200, r.text
        cookie = r.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Secure" not in cookie  # http public URL
        me = d.get("/api/me").json()
        assert me["account"]["name"] == name and me["account"]["email"] == email
        assert sign_in(d, email.upper()).status_code == 200  # the address, case-folded, signs in too
    mail = mailbox.to(email)[0]
    assert mail["Message-ID"].endswith("@salon.test>") and PASSWORD not in body_of(mail)


def test_an_unconfirmed_account_cannot_sign_in_and_answers_like_a_wrong_password(site: Server, mailbox: Mailbox) -> None:
    name, email = unique("pending")
    with device(site) as d:
        assert d.post("/api/accounts", json={"name": name, "email": email, "password": PASSWORD}).status_code == 202
        unconfirmed = sign_in(d, name)
        known, _ = sign_up_and_verify(site, mailbox, "known")
        wrong = sign_in(d, known, "not the password at all")
        unknown = sign_in(d, "nobody" + secrets.token_hex(4))
        unknown_mail = sign_in(d, "nobody@example.org")
    bodies = {(r.status_code, r.text) for r in (unconfirmed, wrong, unknown, unknown_mail)}
    assert len(bodies) == 1 and unconfirmed.status_code == 401 and unconfirmed.json()["code"] == "auth/failed"
    assert "set-cookie" not in unconfirmed.headers


def test_sign_up_with_a_taken_address_answers_the_same_and_tells_the_owner(site: Server, mailbox: Mailbox) -> None:
    name, email = sign_up_and_verify(site, mailbox, "owner")
    other, fresh = unique("other")
    with device(site) as d:
        taken = d.post("/api/accounts", json={"name": other, "email": email.upper(), "password": PASSWORD})
        new = d.post("/api/accounts", json={"name": other + "x", "email": fresh, "password": PASSWORD})
    assert taken.status_code == new.status_code == 202
    assert taken.json()["status"] == new.json()["status"] == "check_mail"
    # byte for byte, but for the address it repeats (as given, normalised by email-validator)
    assert taken.text.replace(email.upper().split("@")[0], "X") == new.text.replace(fresh.split("@")[0], "X")
    told = mailbox.wait_for(email, 2)[1]
    assert "already has one" in body_of(told) and "/account/reset?token=" in body_of(told)
    with device(site) as d:  # nobody got an account with the taken address
        assert sign_in(d, other).status_code == 401


@pytest.mark.parametrize("imitation", ["ALICE{t}", "alice{t}", "aIice{t}", "al1ce{t}", "ali ce{t}", "ali-ce{t}"])
def test_a_name_that_imitates_another_is_refused(site: Server, imitation: str) -> None:
    tag = secrets.token_hex(2)
    with device(site) as d:
        r = d.post("/api/accounts", json={"name": f"Alice{tag}", "email": f"alice{tag}@example.org", "password": PASSWORD})
        assert r.status_code in (202, 409)  # 409: the same tag drawn by another parameter
        copy = d.post("/api/accounts", json={"name": imitation.format(t=tag), "email": f"copy{tag}{secrets.token_hex(2)}@example.org",
                                             "password": PASSWORD})
    assert copy.status_code == 409 and copy.json()["code"] == "account/name_taken", copy.text


@pytest.mark.parametrize("name", ["Аlice", "<script>alert(1)</script>", "a", "x" * 33, "   ", "ab\u202ecd"])
def test_bad_names_are_refused_with_the_reason(site: Server, name: str) -> None:
    with device(site) as d:
        r = d.post("/api/accounts", json={"name": name, "email": f"{secrets.token_hex(3)}@example.org", "password": PASSWORD})
    assert r.status_code == 400 and r.json()["code"] == "account/invalid" and r.json()["message"]


def test_pages_escape_what_they_show(site: Server) -> None:
    page = site.get("/account/verify", params={"token": "'><script>alert(1)</script>"})
    assert page.status_code == 200 and "<script>" not in page.text and "&lt;script&gt;" in page.text


def test_cross_site_requests_with_the_cookie_are_refused(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "victim")
    with device(site) as d:
        assert sign_in(d, name).status_code == 200
        for headers in ({"Origin": "http://evil.example"}, {"Origin": "null"},
                        {"Sec-Fetch-Site": "cross-site", "Origin": PUBLIC}, {"Sec-Fetch-Site": "same-site"}):
            r = d.post("/api/sessions/sign-out-everywhere", headers=headers)
            assert r.status_code == 403 and r.json()["code"] == "auth/cross_site", headers
            r = d.post("/api/me/mail", json={"turns": False}, headers=headers)
            assert r.status_code == 403, headers
        bare = httpx.post(site.http + "/api/me/mail", json={"turns": False}, cookies=d.cookies)  # no Origin at all
        assert bare.status_code == 403
        assert d.get("/api/me").json()["account"]["mail_turns"] is True  # nothing changed
        ok = d.post("/api/me/mail", json={"turns": False}, headers={"Sec-Fetch-Site": "same-origin"})
        assert ok.status_code == 200 and d.get("/api/me").json()["account"]["mail_turns"] is False


def test_websocket_handshake_with_the_cookie_checks_origin(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "wsuser")
    with device(site) as d:
        sid = sign_in(d, name).cookies["salon_session"]
        tid = d.post("/api/tables", json={"game": "rose-ceremony", "players": 3}).json()["table_id"]
    cookie = {"Cookie": f"salon_session={sid}"}

    async def handshakes() -> tuple[int, str]:
        with pytest.raises(websockets.InvalidStatus) as refused:
            async with websockets.connect(site.ws_url(tid), additional_headers={**cookie, "Origin": "http://evil.example"}):
                pass
        async with websockets.connect(site.ws_url(tid), additional_headers={**cookie, "Origin": PUBLIC}) as ws:
            await ws.send('{"type": "hello"}')
            first = json.loads(await asyncio.wait_for(ws.recv(), 30))
        return refused.value.response.status_code, first["type"]

    assert asyncio.run(handshakes()) == (403, "state")  # same site: served (as a spectator here)


def test_sign_out_everywhere_ends_every_session(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "twodevices")
    with device(site) as phone, device(site) as laptop:
        assert sign_in(phone, name).status_code == 200 and sign_in(laptop, name).status_code == 200
        stolen = dict(laptop.cookies)
        assert phone.post("/api/sessions/sign-out-everywhere").json()["sessions"] == 2
        assert laptop.get("/api/me").status_code == 401
        replay = httpx.get(site.http + "/api/me", cookies=stolen)
        assert replay.status_code == 401 and replay.json()["code"] == "auth/session_required"


def test_password_reset_link_works_once_and_ends_sessions(site: Server, mailbox: Mailbox, database: tuple[str, str]) -> None:
    name, email = sign_up_and_verify(site, mailbox, "forgetful")
    with device(site) as d, device(site) as old:
        assert sign_in(old, name).status_code == 200
        unknown = d.post("/api/accounts/reset-request", json={"email": "nobody" + email})
        known = d.post("/api/accounts/reset-request", json={"email": email})
        assert unknown.status_code == known.status_code == 202 and unknown.json() == known.json()
        link = link_in(mailbox.wait_for(email, 2)[1], "/account/reset")
        token = token_of(link)
        new_password = "a brand new secret phrase"
        short = d.post("/account/reset", data={"token": token, "password": "short"})
        assert short.status_code == 400 and "10–256" in short.text  # the link is not spent
        assert d.post("/account/reset", data={"token": token, "password": new_password}).status_code == 200
        again = d.post("/api/accounts/reset", json={"token": token, "password": "yet another secret phrase"})
        assert again.status_code == 400 and again.json()["code"] == "account/link_invalid"
        guessed = d.post("/api/accounts/reset", json={"token": secrets.token_urlsafe(32), "password": new_password})
        assert guessed.json() == again.json()
        assert old.get("/api/me").status_code == 401  # the sessions of before ended
        assert sign_in(d, name).status_code == 401 and sign_in(d, name, new_password).status_code == 200
        # an expired link: nothing changes
        d.post("/api/accounts/reset-request", json={"email": email})
        token2 = token_of(link_in(mailbox.wait_for(email, 3)[2], "/account/reset"))
        store = Store(*database)
        try:
            with store.engine.begin() as conn:
                conn.execute(store.s.links.update().values(expires_at=0).where(store.s.links.c.used_at.is_(None)))
        finally:
            store.close()
        expired = d.post("/api/accounts/reset", json={"token": token2, "password": "the third secret phrase"})
        assert expired.json() == again.json()
        assert sign_in(d, name, new_password).status_code == 200


def test_sign_in_limits_per_account_hold_across_addresses(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "target")
    codes = []
    for i in range(32):  # 32 addresses, one guess each: the bound of new devices (30 per 15 min) holds
        with device(site, f"192.0.2.{i + 1}") as d:
            codes.append(sign_in(d, name, f"guess number {i}").status_code)
    assert codes[:30] == [401] * 30 and codes[30:] == [429, 429]
    with device(site) as d:  # a device new to the account is refused too while the bound holds
        r = sign_in(d, name)
        assert r.status_code == 429 and r.json()["code"] == "limit/attempts"


def test_sign_in_and_sign_up_limits_per_address(site: Server) -> None:
    with device(site, "198.51.100.7") as d:
        codes = [sign_in(d, f"someone{i}{secrets.token_hex(2)}").status_code for i in range(31)]
        assert codes[:30] == [401] * 30 and codes[30] == 429
    with device(site, "198.51.100.8") as d:
        ups = [d.post("/api/accounts", json={"name": f"flood{i}{secrets.token_hex(2)}",
                                             "email": f"flood{i}{secrets.token_hex(2)}@example.org",
                                             "password": PASSWORD}).status_code for i in range(6)]
    assert ups == [202] * 5 + [429]


def test_guest_seats_are_claimed_into_the_account_and_left_from_another_device(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "guest")
    with device(site) as browser:
        made = browser.post("/api/tables", json={"game": "rose-ceremony", "players": 3, "seats": [
            {"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}).json()
        token = made["seats"][0]["token"]
        r = sign_in(browser, name, claim=[token, "not-a-token"])
        assert r.json()["claimed"] == [{"table_id": made["table_id"], "seat": 0}]
    with device(site) as other:
        assert sign_in(other, name).status_code == 200
        mine = other.get("/api/me").json()["tables"]
        assert [t["table_id"] for t in mine] == [made["table_id"]]
        left = other.post(f"/api/me/tables/{made['table_id']}/leave")
        assert left.status_code == 200 and left.json()["seats"] == [0]
        assert other.get("/api/me").json()["tables"][0]["away"] is True
    # the guest's token still works: reclaim the seat with it
    back = site.post(f"/api/tables/{made['table_id']}/seats/0/claim", {"token": token})
    assert back.status_code == 200


def test_reset_mail_floods_are_limited_per_address_mailed(site: Server, mailbox: Mailbox) -> None:
    _name, email = sign_up_and_verify(site, mailbox, "flooded")
    codes = []
    for i in range(5):  # from five addresses: the limit of mail to one address (3 an hour) holds
        with device(site, f"203.0.113.{i + 1}") as d:
            codes.append(d.post("/api/accounts/reset-request", json={"email": email}).status_code)
    assert codes == [202, 202, 202, 429, 429]
    mailbox.wait_for(email, 4)  # the confirmation, three reset links
    time.sleep(1.0)  # the outbox's sender had every chance to send a fourth
    assert [m["Subject"] for m in mailbox.to(email)][1:] == ["Set a new salon password"] * 3


def test_sign_ups_with_a_taken_address_mail_it_three_times_an_hour_at_most(site: Server, mailbox: Mailbox) -> None:
    _name, email = sign_up_and_verify(site, mailbox, "popular")
    answers = set()
    for i in range(5):
        with device(site, f"203.0.114.{i + 1}") as d:
            r = d.post("/api/accounts", json={"name": f"copy{i}{secrets.token_hex(2)}", "email": email, "password": PASSWORD})
            answers.add((r.status_code, r.json()["status"]))
    assert answers == {(202, "check_mail")}  # the same answer every time
    mailbox.wait_for(email, 3)  # every sign-up naming the address counts: its own, then two more
    time.sleep(1.0)
    assert [m["Subject"] for m in mailbox.to(email)][1:] == ["Your salon account"] * 2


def test_an_account_keeps_the_language_it_reads(site: Server, mailbox: Mailbox) -> None:
    name, _ = sign_up_and_verify(site, mailbox, "sprache")
    with device(site) as d:
        assert sign_in(d, name).status_code == 200
        same = {"Sec-Fetch-Site": "same-origin"}
        assert d.get("/api/me").json()["account"]["language"] is None  # the browser's, until chosen
        assert d.post("/api/me/language", json={"language": "de"}, headers=same).json() == {"language": "de"}
        assert d.get("/api/me").json()["account"]["language"] == "de"
        bad = d.post("/api/me/language", json={"language": "klingon"}, headers=same)
        assert bad.status_code == 400 and bad.json()["code"] == "account/invalid" and "de" in bad.json()["message"]
        long = d.post("/api/me/language", json={"language": "x" * 500}, headers=same)
        assert long.status_code in (400, 422)
        assert d.get("/api/me").json()["account"]["language"] == "de"  # refused: nothing changed
        assert d.post("/api/me/language", json={"language": None}, headers=same).json() == {"language": None}


def test_mail_is_worded_in_the_language_of_whoever_asked(site: Server, mailbox: Mailbox) -> None:
    name, email = unique("brief")
    with device(site) as d:
        r = d.post("/api/accounts", json={"name": name, "email": email, "password": PASSWORD},
                   headers={"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"})
        assert r.status_code == 202
        told = mailbox.wait_for(email)[0]
    assert told["Subject"] == "Bestätige dein salon-Konto" and "öffne diesen Link" in body_of(told)
    with device(site) as d:  # the account keeps the sign-up's language: its mail stays German
        d.post("/api/accounts/reset-request", params={"lang": "fr"}, json={"email": email})
        reset = mailbox.wait_for(email, 2)[1]
    assert reset["Subject"] == "Neues salon-Passwort festlegen"
    other, address = unique("lettre")
    with device(site) as d:  # no language chosen anywhere but the query: French
        d.post("/api/accounts", params={"lang": "fr"}, json={"name": other, "email": address, "password": PASSWORD})
        d.post("/api/accounts/reset-request", params={"lang": "fr"}, json={"email": address})
        reset = mailbox.wait_for(address, 2)[1]
    assert reset["Subject"] == "Choisir un nouveau mot de passe salon" and "ouvrez ce lien" in body_of(reset)


def test_the_pages_a_mail_opens_read_in_the_browsers_language(site: Server) -> None:
    german = site.get("/account/verify", params={"token": "x"}, headers={"Accept-Language": "de"})
    assert german.status_code == 200 and "<html lang=de>" in german.text
    assert "Meine Adresse bestätigen" in german.text and "Confirm" not in german.text
    french = site.get("/account/unsubscribe/nokey", params={"lang": "fr"})
    assert "Ne plus recevoir ces e-mails" in french.text and "<html lang=fr>" in french.text
    english = site.get("/account/reset", params={"token": "x"})
    assert "Set this password" in english.text and "<html lang=en>" in english.text
