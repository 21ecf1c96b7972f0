"""The people tables on their own (SQLite and PostgreSQL): the schema step from version 5,
rate limits shared by two stores (two processes' engines) of one database, one-time links,
and the dummy Argon2 verify of an unknown account (the same work, checked structurally)."""

from __future__ import annotations

import threading
import time

from sqlalchemy import inspect, select

from salon.people import passwords
from salon.store import LATEST, Store, migrate
from salon.store.people import People


def test_upgrade_from_schema_6_adds_people_and_keeps_seats(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    try:
        assert migrate(store.engine, store.s, target=6) == 0
        with store.engine.begin() as conn:  # the seats and tables as schema 6 made them
            # (step 1 creates tables from today's columns; later steps add only what is missing)
            conn.exec_driver_sql(f"DROP INDEX ix_{store.s.seats.name}_account_id")
            conn.exec_driver_sql(f"ALTER TABLE {store.s.seats.name} DROP COLUMN account_id")
            for column in ("rated", "turn_based"):
                conn.exec_driver_sql(f"ALTER TABLE {store.s.tables.name} DROP COLUMN {column}")
            conn.exec_driver_sql(
                f"INSERT INTO {store.s.seats.name} (table_id, seat, kind, name, bot, token_hash, away) "
                "VALUES ('old', 0, 'human', 'Ann', NULL, 'abc', FALSE)")
        assert not inspect(store.engine).has_table(store.s.accounts.name)
        assert store.migrate() == 6
        assert store.migrate() == LATEST  # idempotent
        for t in (store.s.accounts, store.s.sessions, store.s.links, store.s.limits, store.s.outbox,
                  store.s.ratings, store.s.rating_events, store.s.rated_tables, store.s.coop_results,
                  store.s.turn_mail):
            assert inspect(store.engine).has_table(t.name)
        tables = {c["name"] for c in inspect(store.engine).get_columns(store.s.tables.name)}
        assert {"rated", "turn_based"} <= tables
        with store.engine.connect() as conn:
            row = conn.execute(select(store.s.seats)).mappings().one()
        assert row["name"] == "Ann" and row["account_id"] is None
        assert People(store).claim_seats("acct1", ["abc"]) == [("old", 0)]
    finally:
        store.close()


def test_rate_limits_are_shared_by_processes(fresh_database: tuple[str, str]) -> None:
    first, second = Store(*fresh_database), Store(*fresh_database)
    try:
        first.migrate()
        a, b = People(first), People(second)
        results: list[bool] = []
        lock = threading.Lock()

        def attempt(p: People) -> None:
            ok = p.hit("signin-account:x", 10, 900.0)
            with lock:
                results.append(ok)

        threads = [threading.Thread(target=attempt, args=(a if i % 2 else b,)) for i in range(16)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == [False] * 6 + [True] * 10  # 10 allowed in all, whichever engine counted
        later = time.time() + 901  # the window is over: counting starts again
        assert a.hit("signin-account:x", 10, 900.0, now=later) and b.hit("signin-account:x", 10, 900.0, now=later)
        assert a.forget_expired(later + 86400 + 1) == 1  # the window row, once a day old
    finally:
        first.close()
        second.close()


def test_links_work_once_before_they_expire(fresh_database: tuple[str, str]) -> None:
    store = Store(*fresh_database)
    try:
        store.migrate()
        p = People(store)
        row = {"id": "a1", "name": "Ann", "name_key": "ann", "email": "ann@example.org", "email_key": "ann@example.org",
               "password_hash": "x", "verified": False, "created_at": 0.0, "mail_turns": True, "unsubscribe_key": "k"}
        assert p.create_account(row, stale_before=-1) is None
        assert p.create_account({**row, "id": "a2", "email_key": "other"}, stale_before=-1) == "name"
        assert p.create_account({**row, "id": "a3", "name_key": "other"}, stale_before=-1) == "email"
        p.add_link("h1", "a1", "verify", now=100.0, ttl=60.0)
        assert p.verify_email("h1", now=161.0) is None  # expired
        p.add_link("h2", "a1", "verify", now=100.0, ttl=60.0)
        assert p.reset_password("h2", "new", now=101.0) is None  # a verify link is no reset link
        assert p.verify_email("h2", now=101.0)["verified"] is True  # type: ignore[index]
        assert p.verify_email("h2", now=102.0) is None  # used
        # an unconfirmed sign-up older than stale_before frees its name and address
        assert p.create_account({**row, "id": "a4", "name_key": "bob", "email_key": "bob@x"}, stale_before=-1) is None
        assert p.create_account({**row, "id": "a5", "name_key": "bob", "email_key": "bob2@x"}, stale_before=1.0) is None
    finally:
        store.close()


def test_an_unknown_account_costs_one_argon2_verify_like_a_known_one(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    passwords.configure(8192, 1)
    stored = passwords.hash_password("the right password")
    passwords._dummy_hash()  # made once per process, before any sign-in
    calls: list[str] = []
    real = passwords.hasher()

    class Counting:
        def verify(self, password: str, hashed: str) -> bool:
            calls.append(hashed.split("$")[1])
            return bool(real.verify(password, hashed))

    monkeypatch.setattr(passwords, "hasher", lambda: Counting())
    assert passwords.verify_or_dummy("a guess", stored) is False
    known = list(calls)
    calls.clear()
    assert passwords.verify_or_dummy("a guess", None) is False
    assert calls == known == ["argon2id"]  # one Argon2id verify each: the same work
    calls.clear()
    assert passwords.verify_or_dummy("a guess", "garbage") is False and calls == ["argon2id"]
