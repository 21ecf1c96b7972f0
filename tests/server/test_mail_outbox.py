"""The outbox's sender against a real SMTP server (aiosmtpd) on SQLite and PostgreSQL, with a
fake clock: the SMTP server down for ten minutes then back (every mail owed sent once, with
backoff meanwhile), and a sender SIGKILLed mid-batch (at least once: only the mail in flight
is sent again, with the same Message-ID)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from typing import Any

from salon.people.mail import SmtpConfig
from salon.server.mailer import Mailer, backoff
from salon.store import Store
from salon.store.people import People

from .helpers import free_port
from .mailbox import Mailbox


def owe(people: People, n: int, now: float, stem: str = "m") -> list[str]:
    ids = [f"{stem}{i:03d}" for i in range(n)]
    people.mail_out([{"id": mid, "kind": "verify", "account_id": None, "table_id": None,
                      "to_addr": f"{mid}@example.org", "subject": "Hello", "body": f"mail {mid}",
                      "created_at": now + i * 1e-3, "next_at": now} for i, mid in enumerate(ids)])
    return ids


def test_smtp_down_for_ten_minutes_then_back(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    store.migrate()
    people = People(store)
    port = free_port()
    clock = [1_000_000.0]
    ids = owe(people, 5, clock[0])
    mailer = Mailer(people, SmtpConfig.parse(f"smtp://127.0.0.1:{port}"), "p1", "salon.test",
                    clock=lambda: clock[0])
    box = Mailbox()
    box.port = port
    try:
        rounds = []
        while clock[0] < 1_000_000.0 + 600:  # ten minutes of rounds every 10 s, nobody listening
            rounds.append(asyncio.run(mailer.run_once()))
            clock[0] += 10
        assert all(s == 0 for s, _f in rounds) and sum(f for _s, f in rounds) == 5 * 5
        attempts = {r["attempts"] for r in people.outbox_rows()}
        # backoff 30, 60, 120, 240 s: tries at 0, 30, 90, 210, 450 s -> 5 attempts in 10 minutes, not 60
        assert attempts == {5} and backoff(5) == 480
        assert all(r["sent_at"] is None and "Connection" in (r["last_error"] or "") for r in people.outbox_rows())
        box.controller = type(box.controller)(box, hostname="127.0.0.1", port=port)
        box.start()
        assert asyncio.run(mailer.run_once()) == (0, 0)  # not before its backoff is over
        clock[0] = max(r["next_at"] for r in people.outbox_rows())
        assert asyncio.run(mailer.run_once()) == (5, 0)
        assert asyncio.run(mailer.run_once()) == (0, 0)
        got = [m["Message-ID"] for m in box.messages]
        assert sorted(got) == sorted(f"<{mid}@salon.test>" for mid in ids)  # each once, its stable id
    finally:
        box.stop()
        store.close()


SENDER = """
import asyncio, sys, time
from salon.people.mail import SmtpConfig
from salon.server.mailer import Mailer
from salon.store import Store
from salon.store.people import People
url, prefix, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
people = People(Store(url, prefix=prefix))
mailer = Mailer(people, SmtpConfig.parse(f"smtp://127.0.0.1:{port}"), "killed", "salon.test", hold=30.0)
while asyncio.run(mailer.run_once(limit=50))[0]:
    pass
"""


def test_a_sender_killed_mid_batch_resends_only_the_mail_in_flight(fresh_database: tuple[str, str]) -> None:
    url, prefix = fresh_database
    store = Store(url, prefix=prefix)
    store.migrate()
    people = People(store)
    ids = owe(people, 8, time.time() - 1)
    box = Mailbox().start()
    proc: list[subprocess.Popen[bytes]] = []

    def kill_at_third(_msg: object) -> None:
        if len(box.messages) == 3:  # received, the 250 not yet answered nor the row marked sent
            os.kill(proc[0].pid, signal.SIGKILL)

    box.on_message = kill_at_third
    try:
        proc.append(subprocess.Popen([sys.executable, "-c", SENDER, url, prefix, str(box.port)],
                                     env={**os.environ}, stderr=subprocess.PIPE))
        proc[0].wait(timeout=120)
        assert proc[0].returncode == -signal.SIGKILL
        box.on_message = None
        rows = {r["id"]: r for r in people.outbox_rows()}
        assert sum(r["sent_at"] is not None for r in rows.values()) == 2
        assert [r["claimed_by"] for r in rows.values()].count("killed") >= 1  # its claims outlive it
        # another process, once the dead one's claims ran out (a fake clock past its hold)
        later = Mailer(people, SmtpConfig.parse(f"smtp://127.0.0.1:{box.port}"), "p2", "salon.test",
                       clock=lambda: time.time() + 31)
        assert asyncio.run(later.run_once(limit=50)) == (6, 0)
        counts = Counter(m["Message-ID"] for m in box.messages)
        assert set(counts) == {f"<{mid}@salon.test>" for mid in ids}  # every mail owed arrived
        assert sorted(counts.values()) == [1] * 7 + [2]  # the one in flight twice, the same id
        assert counts[f"<{ids[2]}@salon.test>"] == 2
    finally:
        box.stop()
        store.close()


def test_a_turn_mail_about_a_turn_that_is_over_is_dropped_unsent(fresh_database: tuple[str, str]) -> None:
    from types import SimpleNamespace

    from salon.server.turn_mail import TurnMail

    store = Store(*fresh_database)
    store.migrate()
    people = People(store)
    box = Mailbox().start()
    try:
        now = time.time()
        people.mail_out([{"id": f"turn{q}", "kind": "turn", "account_id": None, "table_id": None, "seat": q,
                          "state_id": 3, "to_addr": f"p{q}@example.org", "subject": "Your move", "body": "b",
                          "created_at": now + q * 1e-3, "next_at": now} for q in range(3)])
        # the table as its owner holds it: seat 0 acted since state 3; seat 1 still to act;
        # seat 2 no longer to act (the others moved on without it)
        table = SimpleNamespace(status="playing", entries=[(1,), (2,), (0,), (0,)],
                                state=SimpleNamespace(current_players=lambda: [1]))
        turns = TurnMail(SimpleNamespace(tables={"t": table}), None)  # type: ignore[arg-type]
        mailer = Mailer(people, SmtpConfig.parse(f"smtp://127.0.0.1:{box.port}"), "p1", "salon.test",
                        stale=lambda row: turns.stale({**row, "table_id": "t"}))
        assert asyncio.run(mailer.run_once()) == (1, 0) and mailer.dropped == 2
        assert [m["To"] for m in box.messages] == ["p1@example.org"]
        assert [r["id"] for r in people.outbox_rows()] == ["turn1"]  # the dropped ones are gone
        table.status = "finished"  # a finished table owes no turn mail at all
        assert turns.stale({"kind": "turn", "table_id": "t", "seat": 1, "state_id": 4})
    finally:
        box.stop()
        store.close()


def test_a_turn_mail_of_a_game_that_ended_is_dropped_not_kept(fresh_database: tuple[str, str]) -> None:
    """Issue 51: a turn mail queued just before its game ended was never claimed (turn mail goes
    out from the table's owner, and a finished table has none) nor removed: it stayed for good.
    The sender's round deletes it, and sends nothing about it."""
    store = Store(*fresh_database)
    store.migrate()
    people = People(store)
    box = Mailbox().start()
    try:
        now = time.time()
        with store.engine.begin() as conn:
            conn.execute(store.s.tables.insert().values(
                id="ended", game="roxane", game_version="1", players=2, options="{}", seed=1, status="playing",
                state_id=3, clock=86400.0, bot_delay=None, replacement_bot="random", created_at=now,
                updated_at=now, outcome=None, turn_based=True, owner="p1", lease_expires=now + 60))
        people.mail_out([{"id": "late", "kind": "turn", "account_id": None, "table_id": "ended", "seat": 0,
                          "state_id": 3, "to_addr": "late@example.org", "subject": "Your move", "body": "b",
                          "created_at": now, "next_at": now + 5}])
        with store.engine.begin() as conn:  # the game ends before the mail is due; the lease goes
            conn.execute(store.s.tables.update().values(status="finished", owner=None, lease_expires=None))
        mailer = Mailer(people, SmtpConfig.parse(f"smtp://127.0.0.1:{box.port}"), "p1", "salon.test",
                        clock=lambda: now + 10)
        assert asyncio.run(mailer.run_once()) == (0, 0) and mailer.dropped == 1
        assert people.outbox_rows() == [] and box.messages == []
    finally:
        box.stop()
        store.close()


def test_a_waiting_seat_is_looked_at_once_a_minute_not_every_round() -> None:
    """A turn-based table waits days for a move: a seat whose turn was settled at a state is
    looked at again when the table's state changes or a minute later, not every round (each
    look was an account read and a write transaction, every second, for every waiting seat)."""
    from types import SimpleNamespace

    from salon.server.turn_mail import RECHECK_AFTER, TurnMail

    now = [1000.0]
    looks: list[tuple[str, int, int]] = []

    def queue_turn_mail(tid: str, seat: int, sid: int, at: float, again: float, mail: dict) -> bool:  # type: ignore[type-arg]
        looks.append((tid, seat, sid))
        return len(looks) == 1  # the first look mails; the others find it mailed

    async def db(fn: Any, *args: Any) -> Any:
        return fn(*args)

    account = {"id": "a", "name": "Ada", "email": "ada@example.org", "mail_turns": True, "verified": True,
               "unsubscribe_key": "k"}
    state = SimpleNamespace(current_players=lambda: [0], prompt_for=lambda seat, names: "Choose a card",
                            seat_name=lambda q: f"Seat {q + 1}")
    table = SimpleNamespace(id="t", players=2, turn_based=True, status="playing", state=state, state_id=4, clock=86400.0,
                            seats=[{"kind": "human", "away": False, "account_id": "a"}, {"kind": "bot"}],
                            connected=lambda q: False, names=lambda: ["Ada", "Bo"], deadline=lambda: None,
                            game=SimpleNamespace(title="Roxane"))
    hub = SimpleNamespace(leases=SimpleNamespace(mine={"t": 0.0}), tables={"t": table}, db=db)
    people = SimpleNamespace(accounts_by_ids=lambda ids: {"a": account}, queue_turn_mail=queue_turn_mail)
    acc = SimpleNamespace(people=people, link=lambda path: "https://salon.test" + path, mail_queued=lambda: None)
    turns = TurnMail(hub, acc, clock=lambda: now[0])  # type: ignore[arg-type]
    assert asyncio.run(turns.round()) == 1
    for _ in range(30):  # 30 rounds within the minute: nothing looked at
        now[0] += 1.0
        assert asyncio.run(turns.round()) == 0
    assert looks == [("t", 0, 4)]
    now[0] += RECHECK_AFTER  # a minute later: one look
    asyncio.run(turns.round())
    asyncio.run(turns.round())
    assert looks == [("t", 0, 4)] * 2
    table.state_id = 5  # the table moved on (another seat acted): looked at at once
    asyncio.run(turns.round())
    assert looks[-1] == ("t", 0, 5) and len(looks) == 3
    table.connected = lambda q: True  # the player came: nothing to look at, nothing remembered
    asyncio.run(turns.round())
    assert len(looks) == 3 and turns.settled == {}
