"""Accounts in the browser (Playwright, Debian's chromium) with a real SMTP server (aiosmtpd):
a player signs up, confirms the address by the mailed link and signs in; a signed-in friend
takes the open seat of a turn-based table; whoever is to move, away from the table, gets the
"your turn" mail, follows its link (the seat opens on this device) and moves; the lobby lists
that table first, marked "your move"; the player's page shows the table waiting."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.server.mailbox import Mailbox, link_in

from ..patience import PATIENCE
from .conftest import _free_port

PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def mail_site(tmp_path_factory: Any) -> Iterator[tuple[str, Mailbox]]:
    box = Mailbox().start()
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    db = tmp_path_factory.mktemp("accountsdb") / "salon.db"
    exe = shutil.which("salon", path=str(Path(sys.executable).parent)) or "salon"
    log = open(tmp_path_factory.mktemp("accountslog") / "server.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(
        [exe, "serve", "--port", str(port), "--db", f"sqlite:///{db}", "--bot-delay", "0", "--min-bot-delay", "0",
         "--log-level", "warning", "--poll", "0.5", "--public-url", url, "--smtp-url", box.url,
         "--password-memory", "8192"],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    deadline = time.monotonic() + PATIENCE  # a bound for a broken build, not a measured time
    while True:
        try:
            urllib.request.urlopen(url + "/api/games", timeout=2).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError("salon serve did not start") from None
            time.sleep(0.2)
    try:
        yield url, box
    finally:
        proc.terminate()
        proc.wait(10)
        log.close()
        box.stop()


def sign_up_in_the_browser(page: Any, url: str, box: Mailbox, name: str) -> None:
    email = f"{name}@example.org"
    page.goto(url + "/#/account")
    page.fill("form.sign-up input[name=name]", name)
    page.fill("form.sign-up input[name=email]", email)
    page.fill("form.sign-up input[name=password]", PASSWORD)
    page.click("form.sign-up button")
    page.wait_for_selector(f"text=mailed to {email}")
    link = link_in(box.wait_for(email)[0], "/account/verify")
    page.goto(link)
    page.click("text=Confirm my address")
    page.wait_for_selector("text=Address confirmed")
    page.goto(url + "/#/account")
    page.fill("form.sign-in input[name=login]", name)
    page.fill("form.sign-in input[name=password]", PASSWORD)
    page.click("form.sign-in button")
    page.wait_for_selector(f"h1:text-is('{name}')")
    assert page.inner_text("header.top .account-link") == name


def test_a_turn_based_table_across_two_browsers_with_the_your_turn_mail(browser: Any, mail_site: Any,
                                                                      artifacts: Path) -> None:
    url, box = mail_site
    errors: list[str] = []
    ann_ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    bob_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        ann, bob = ann_ctx.new_page(), bob_ctx.new_page()
        for p in (ann, bob):
            p.on("pageerror", lambda e: errors.append(str(e)))
        sign_up_in_the_browser(ann, url, box, "annweb")
        sign_up_in_the_browser(bob, url, box, "bobweb")
        # Ann makes a turn-based table of Roxane: her seat, an open one
        ann.goto(url + "/#/")
        ann.wait_for_selector(".account-options:not([hidden])")
        assert ann.locator(".no-mail").is_hidden()
        ann.select_option("select[name=game]", "roxane")
        ann.select_option("select[name=players]", "2")
        ann.select_option("select[data-seat='1']", "open")
        ann.select_option("select[name=turn_based]", "259200")  # 3 days a move
        ann.click("button[name=create]")
        # no link to send (the open seat is taken from the lobby): straight to her seat (issue 27)
        ann.wait_for_url(re.compile(r"#/table/\w+\?token="))
        table_id = re.search(r"#/table/(\w+)\?", ann.url).group(1)  # type: ignore[union-attr]
        ann.goto(url + "/#/account")  # away from the table: the mail is for absent players
        # Bob takes the open seat from his lobby, then goes away too
        bob.goto(url + "/#/")
        bob.click(f"tr[data-table='{table_id}'] button:text('take seat')")
        bob.wait_for_url(re.compile(rf"#/table/{table_id}\?token="))
        bob.goto(url + "/#/account")
        bob.wait_for_selector(f".my-tables li[data-table='{table_id}']")
        bob.screenshot(path=str(artifacts / "account-phone.png"), full_page=True)
        # whoever is to move gets one mail, follows its link, and moves
        import json
        summary = json.loads(urllib.request.urlopen(f"{url}/api/tables/{table_id}").read())
        assert summary["turn_based"] and summary["clock"] == 3 * 86400
        seat = summary["to_act"][0]
        mover, name = (ann, "annweb") if seat == 0 else (bob, "bobweb")
        mail = box.wait_for(f"{name}@example.org", 2)[1]
        assert "Your move: Roxane" in mail["Subject"]
        link = link_in(mail, "/#/table/")
        mover.goto(url + "/#/")  # the lobby lists the table first, marked "your move"
        mover.wait_for_selector(f".your-tables tr.your-move[data-table='{table_id}']")
        mover.screenshot(path=str(artifacts / f"lobby-your-move-{name}.png"))
        mover.goto(link)
        mover.wait_for_url(re.compile(rf"#/table/{table_id}\?token="))  # the seat opened on this device
        mover.wait_for_selector("button.legal")
        assert re.search(r"clock: 2 d 2\d h left", mover.inner_text(".prompt .clock"))  # days and hours
        mover.locator("button.legal").first.click()
        deadline = time.monotonic() + PATIENCE  # a bound for a broken build, not a measured time
        while json.loads(urllib.request.urlopen(f"{url}/api/tables/{table_id}").read())["state_id"] < 1:
            assert time.monotonic() < deadline, "the move from the mailed link did not arrive"
            time.sleep(0.2)
        mover.screenshot(path=str(artifacts / f"turn-based-{name}.png"))
        # the player's page of whoever moves next lists the table waiting for them
        nxt = json.loads(urllib.request.urlopen(f"{url}/api/tables/{table_id}").read())["to_act"][0]
        other = "annweb" if nxt == 0 else "bobweb"
        ann.goto(f"{url}/#/players/{other}")
        ann.wait_for_selector(f"a[href='#/table/{table_id}']")
        ann.screenshot(path=str(artifacts / "player-page.png"))
    finally:
        ann_ctx.close()
        bob_ctx.close()
    assert not errors, errors


def test_without_mail_the_lobby_says_so_and_offers_no_sign_in(page: Any, server: Any) -> None:
    page.goto(server.url + "/#/")
    page.wait_for_selector(".no-mail:not([hidden])")
    assert "sends no mail" in page.inner_text(".no-mail")
    assert page.locator(".account-options").is_hidden()
    assert page.locator("header.top .account-link").is_hidden()


def test_the_language_chosen_goes_with_the_account_to_another_device(browser: Any, mail_site: Any) -> None:
    url, box = mail_site
    first = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    other = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    try:
        page = first.new_page()
        sign_up_in_the_browser(page, url, box, "sprachweb")
        page.select_option("header.top select.lang-switch", "de")
        page.wait_for_selector("html[lang=de]", state="attached")
        import json
        cookies = {c["name"]: c["value"] for c in first.cookies()}
        req = urllib.request.Request(url + "/api/me", headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())})
        assert json.loads(urllib.request.urlopen(req).read())["account"]["language"] == "de"
        # another device, an English browser, nothing remembered: signed in, it reads German
        second = other.new_page()
        second.goto(url + "/#/account")
        second.fill("form.sign-in input[name=login]", "sprachweb")
        second.fill("form.sign-in input[name=password]", PASSWORD)
        second.click("form.sign-in button")
        second.wait_for_selector("html[lang=de]", state="attached")
        assert second.evaluate("localStorage.getItem('salon.lang')") == "de"
    finally:
        first.close()
        other.close()
