"""A table's creator is stored with it (schema 9), so the bots' fair share (bot_sched.py)
knows it after a restart, a lease taken over and in every process: tables an address made are
one creator there too, not each its own (issue 28's open point)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from salon.server.bot_work import BotWork
from salon.server.guard import creator_key
from salon.store import Store

from .helpers import Server

BOTS = [{"kind": "bot", "bot": "heuristic"}] * 3


def test_the_creator_is_stored_as_a_digest_and_the_admin_tokens_tables_have_none(
        fresh_database: tuple[str, str]) -> None:
    srv = Server(*fresh_database).start()
    try:
        made = [srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": BOTS}) for _ in range(2)]
        by_admin = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": BOTS}, admin=True)
        assert all(r.status_code == 201 for r in [*made, by_admin]), [r.text for r in made]
    finally:
        srv.kill()
    store = Store(*fresh_database)
    try:
        rows = {r["id"]: r for r in store.list_tables("rose-ceremony")}
    finally:
        store.close()
    key = creator_key("127.0.0.1")
    assert [rows[r.json()["table_id"]]["creator"] for r in made] == [key, key]
    assert rows[by_admin.json()["table_id"]]["creator"] is None
    assert "127.0.0.1" not in key and key != creator_key("127.0.0.2")


def test_a_table_loaded_from_the_database_is_scheduled_under_its_stored_creator() -> None:
    """The stored key, the same for every table of an address; else the table is its own."""
    def table(tid: str, creator: str | None) -> Any:
        return SimpleNamespace(id=tid, creator=creator)

    assert BotWork.creator(table("t1", "a:1")) == BotWork.creator(table("t2", "a:1")) == "a:1"
    assert BotWork.creator(table("t3", None)) == "table:t3"
