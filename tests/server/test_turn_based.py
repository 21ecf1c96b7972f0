"""Turn-based tables with "your turn" mail, on a real server and a real SMTP server (aiosmtpd),
SQLite and PostgreSQL: one mail per turn to the absent signed-in player to act, saying only
what their seat's own state message says, none while they are connected, none after the
one-click unsubscribe; the budget per move and the handover wait; a seat played from another
device of the account."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
import websockets

from salon.store import Store
from salon.store.people import People

from ..patience import PATIENCE
from .accounts_helpers import PUBLIC, device, sign_in, sign_up_and_verify
from .helpers import Server
from .mailbox import Mailbox, body_of, link_in

DAY = 86400


def quiet_for(mailbox: Mailbox, address: str, count: int, seconds: float = 1.5) -> None:
    """No mail beyond `count` to `address` in `seconds` (the server's rounds run every 0.5 s)."""
    time.sleep(seconds)
    assert len(mailbox.to(address)) == count


def act(site: Server, tid: str, token: str) -> dict:  # type: ignore[type-arg]
    auth = {"Authorization": f"Bearer {token}"}
    st = site.get(f"/api/tables/{tid}/state", headers=auth).json()
    r = site.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": st["legal"][0]}, headers=auth)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def test_your_turn_mail_once_per_turn_and_only_what_the_seat_sees(site: Server, mailbox: Mailbox) -> None:
    a, mail_a = sign_up_and_verify(site, mailbox, "turnann")
    b, mail_b = sign_up_and_verify(site, mailbox, "turnbob")
    da, db = device(site), device(site)
    assert sign_in(da, a).status_code == 200 and sign_in(db, b).status_code == 200
    made = da.post("/api/tables", json={"game": "roxane", "players": 2, "turn_based": True, "clock": 3 * DAY,
                                        "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]})
    assert made.status_code == 201, made.text
    tid, tok_a = made.json()["table_id"], made.json()["seats"][0]["token"]
    tok_b = db.post(f"/api/tables/{tid}/seats/1/claim", json={}).json()["token"]
    summary = site.get(f"/api/tables/{tid}").json()
    assert summary["turn_based"] and summary["clock"] == 3 * DAY and summary["grace"] == 3 * DAY
    tokens, inbox = {0: tok_a, 1: tok_b}, {0: mail_a, 1: mail_b}
    had = {0: 1, 1: 1}  # the confirmation mail
    turns = 0
    while min(had.values()) < 2 or turns < 2:  # a few turns, both players mailed
        turns += 1
        assert turns < 30
        seat = site.get(f"/api/tables/{tid}").json()["to_act"][0]
        had[seat] += 1
        mail = mailbox.wait_for(inbox[seat], had[seat])[-1]
        own = site.get(f"/api/tables/{tid}/state", headers={"Authorization": f"Bearer {tokens[seat]}"}).json()
        text = body_of(mail)
        assert own["prompt"] in text and "Roxane" in mail["Subject"]  # the seat's own prompt, nothing else
        assert link_in(mail, "/#/table/") == f"{PUBLIC}/#/table/{tid}"
        assert mail["List-Unsubscribe"] == f"<{link_in(mail, '/account/unsubscribe/')}>"
        assert mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        assert tokens[0] not in text and tokens[1] not in text
        assert mail.get_content_type() == "text/plain" and not mail.is_multipart()  # nothing read as HTML
        assert "3 days a move" in text
        quiet_for(mailbox, inbox[seat], had[seat])  # one mail per turn
        act(site, tid, tokens[seat])  # acted: the seat's next turn gets a mail of its own
    # connected: no mail. First Bob's turn, every mail owed to Ann delivered (she is absent) ...
    while site.get(f"/api/tables/{tid}").json()["to_act"][0] == 0:
        had[0] += 1
        mailbox.wait_for(mail_a, had[0])
        act(site, tid, tok_a)
    # ... then Ann holds a WebSocket while Bob moves into her turn
    async def while_connected() -> None:
        async with websockets.connect(site.ws_url(tid)) as ws:
            await ws.send(json.dumps({"type": "hello", "token": tok_a}))
            await asyncio.wait_for(ws.recv(), 30)
            while site.get(f"/api/tables/{tid}").json()["to_act"][0] != 0:
                act(site, tid, tok_b)
            await asyncio.sleep(3)
    assert len(mailbox.to(mail_a)) == had[0]
    asyncio.run(while_connected())
    assert len(mailbox.to(mail_a)) == had[0]
    # one click: no more mail
    unsub = link_in(mailbox.to(mail_b)[-1], "/account/unsubscribe/").replace(PUBLIC, site.http)
    assert site.client.post(unsub, data={"List-Unsubscribe": "One-Click"}).status_code == 200
    assert db.get("/api/me").json()["account"]["mail_turns"] is False
    count_b = len(mailbox.to(mail_b))
    deadline = time.monotonic() + PATIENCE
    while site.get(f"/api/tables/{tid}").json()["to_act"][0] != 1:
        act(site, tid, tok_a)
        assert time.monotonic() < deadline
    quiet_for(mailbox, mail_b, count_b)


def test_a_seat_is_played_from_another_device_of_the_account(site: Server, mailbox: Mailbox) -> None:
    a, _ = sign_up_and_verify(site, mailbox, "devann")
    with device(site) as laptop:
        assert sign_in(laptop, a).status_code == 200
        made = laptop.post("/api/tables", json={"game": "roxane", "players": 2, "turn_based": True, "clock": DAY,
                                                "seats": [{"kind": "human", "mine": True},
                                                          {"kind": "bot", "bot": "random"}]}).json()
    with device(site) as phone:
        assert sign_in(phone, a).status_code == 200
        assert [t["table_id"] for t in phone.get("/api/me").json()["tables"]] == [made["table_id"]]
        got = phone.post(f"/api/me/tables/{made['table_id']}/seat-token")
        assert got.status_code == 200 and got.json()["seat"] == 0
    tid = made["table_id"]
    assert site.get(f"/api/tables/{tid}/state", headers={"Authorization": f"Bearer {got.json()['token']}"}).json()["seat"] == 0
    old = site.get(f"/api/tables/{tid}/state", headers={"Authorization": f"Bearer {made['seats'][0]['token']}"})
    assert old.status_code == 403  # the laptop's token was replaced: it asks again


def test_a_turn_mail_holds_no_text_another_person_chose(site: Server, mailbox: Mailbox) -> None:
    """Issue 51: a guest's seat name ("Reset at https://evil.example/") is text of another
    person's: the "your turn" mail to the account names nobody but the account itself."""
    a, mail_a = sign_up_and_verify(site, mailbox, "mailann")
    with device(site) as da:
        assert sign_in(da, a).status_code == 200
        made = da.post("/api/tables", json={"game": "roxane", "players": 2, "turn_based": True, "clock": DAY,
                                            "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]})
    assert made.status_code == 201, made.text
    tid, tok_a = made.json()["table_id"], made.json()["seats"][0]["token"]
    evil = "Reset at https://evil.example/"
    guest = site.post(f"/api/tables/{tid}/seats/1/claim", {"name": evil})
    assert guest.status_code == 200, guest.text
    tok_g = guest.json()["token"]
    assert evil in site.get(f"/api/tables/{tid}").json()["names"]
    while site.get(f"/api/tables/{tid}").json()["to_act"][0] != 0:
        act(site, tid, tok_g)
    mail = mailbox.wait_for(mail_a, 2)[1]
    own = site.get(f"/api/tables/{tid}/state", headers={"Authorization": f"Bearer {tok_a}"}).json()
    text = f"{mail['Subject']}\n{body_of(mail)}"
    assert "evil" not in text and "Reset at" not in text
    assert mail["Subject"] == "Your move: Roxane" and a in text and own["seat_names"][0] in text


@pytest.mark.parametrize("clock", [None, 600])
def test_a_turn_based_table_needs_a_budget_of_an_hour_at_least(site: Server, clock: int | None) -> None:
    r = site.post("/api/tables", {"game": "roxane", "players": 2, "turn_based": True, "clock": clock})
    assert r.status_code == 400 and "1 hour to 30 days" in r.json()["message"]


def test_one_mail_per_turn_until_acted_or_a_day_passed(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    try:
        store.migrate()
        p = People(store)

        def mail(n: int) -> dict:  # type: ignore[type-arg]
            return {"id": f"m{n}", "kind": "turn", "account_id": "a", "table_id": "t", "to_addr": "a@example.org",
                    "subject": "s", "body": "b", "created_at": 0.0, "next_at": 0.0}

        assert p.queue_turn_mail("t", 0, 4, now=1000.0, again_after=DAY, mail=mail(1))
        assert not p.queue_turn_mail("t", 0, 4, now=2000.0, again_after=DAY, mail=mail(2))
        assert not p.queue_turn_mail("t", 0, 6, now=3000.0, again_after=DAY, mail=mail(3))  # not acted since
        with store.engine.begin() as conn:  # seat 0 acts (state 5)
            conn.execute(store.s.actions.insert().values(table_id="t", seq=5, seat=0, action="x", log="[]",
                                                         source="human", at=0.0))
        assert p.queue_turn_mail("t", 0, 6, now=3001.0, again_after=DAY, mail=mail(4))
        assert not p.queue_turn_mail("t", 0, 6, now=3002.0, again_after=DAY, mail=mail(5))
        assert p.queue_turn_mail("t", 0, 6, now=3001.0 + DAY, again_after=DAY, mail=mail(6))  # a day later
        assert [r["id"] for r in p.outbox_rows()] == ["m1", "m4", "m6"]
    finally:
        store.close()
