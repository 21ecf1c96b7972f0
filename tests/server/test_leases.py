"""Leases: one owner per playing table (server/leases.py). The store's lease statements on
their own (SQLite and PostgreSQL, two Store objects racing for one lease), then real server
processes: bot work done once across two of them, and a SIGKILLed owner's tables finished by
the other, every record equal to the game played offline."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from salon.store import Store

from .helpers import Client, Server, check_messages, offline_record
from .test_store import _table_row

SEATS = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"},
         {"kind": "bot", "bot": "heuristic"}]


def _stores(db: tuple[str, str], n: int) -> list[Store]:
    stores = [Store(*db) for _ in range(n)]
    stores[0].migrate()
    return stores


def test_take_renew_release_expire(fresh_database: tuple[str, str]) -> None:
    a, b = _stores(fresh_database, 2)
    try:
        for tid in ("t1", "t2"):
            a.create_table(_table_row(tid), [])
        finished = _table_row("done")
        finished["status"] = "finished"
        a.create_table(finished, [])
        now = 1_000_000.0
        assert a.expired_leases(now) == {"t1": None, "t2": None}  # never leased; a finished table never is
        assert not a.take_lease("done", "A", 10, now)
        assert a.take_lease("t1", "A", 10, now)
        assert not b.take_lease("t1", "B", 10, now + 5)  # held by A
        assert a.take_lease("t1", "A", 10, now + 5)      # A's own: renewed
        assert b.take_lease("t2", "B", 10, now)
        assert a.expired_leases(now + 1) == {}
        assert a.lease_owners(now + 1) == {"A": 1, "B": 1}
        assert a.renew_leases("A", 10, now + 9) == {"t1"}
        # B stopped renewing: its lease runs out and A may take it over
        assert a.expired_leases(now + 11) == {"t2": "B"}  # whose lease ran out
        assert a.lease_owners(now + 11) == {"A": 1}
        assert a.take_lease("t2", "A", 10, now + 11)
        assert b.renew_leases("B", 10, now + 12) == set()  # B learns it lost t2
        assert a.renew_leases("A", 10, now + 12) == {"t1", "t2"}
        assert a.release_leases("A") == 2
        assert b.expired_leases(now + 12) == {"t1": None, "t2": None}  # released: nobody's
        assert b.take_lease("t1", "B", 10, now + 12)
    finally:
        for s in (a, b):
            s.close()


def test_a_table_is_leased_in_the_transaction_that_starts_it(fresh_database: tuple[str, str]) -> None:
    a, b = _stores(fresh_database, 2)
    try:
        now = time.time()
        row = _table_row("made")
        row.update(owner="A", lease_expires=now + 10)  # created playing, with its lease
        a.create_table(row, [])
        waiting = {**_table_row("waiting"), "status": "open"}
        a.create_table(waiting, [{"seat": 0, "kind": "bot", "bot": "random", "away": False},
                                 {"seat": 1, "kind": "open", "bot": None, "away": False},
                                 {"seat": 2, "kind": "open", "bot": None, "away": False}])
        assert not b.start_if_full("waiting", now, {"owner": "B", "lease_expires": now + 10})  # seats open
        for seat in (1, 2):
            assert a.update_seat("waiting", seat, {"kind": "human"}, {"kind": "open"})
        # the last two seats were claimed through A and B at once: only one call starts it
        assert b.start_if_full("waiting", now, {"owner": "B", "lease_expires": now + 10})
        assert not a.start_if_full("waiting", now, {"owner": "A", "lease_expires": now + 10})
        assert a.expired_leases(now) == {}  # never a playing table without an owner
        assert a.lease_owners(now) == {"A": 1, "B": 1}
        assert a.renew_leases("A", 10, now) == {"made"} and b.renew_leases("B", 10, now) == {"waiting"}
    finally:
        for s in (a, b):
            s.close()


def test_two_stores_racing_for_one_lease(fresh_database: tuple[str, str]) -> None:
    stores = _stores(fresh_database, 2)
    try:
        for k in range(8):
            stores[0].create_table(_table_row(f"race{k}"), [])
        for k in range(8):
            results: dict[str, bool] = {}
            barrier = threading.Barrier(4)

            def take(i: int, k: int = k, barrier: threading.Barrier = barrier,
                     results: dict[str, bool] = results) -> None:
                barrier.wait()
                results[f"p{i}"] = stores[i % 2].take_lease(f"race{k}", f"p{i}", 5.0)

            threads = [threading.Thread(target=take, args=(i,)) for i in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            winners = [p for p, ok in results.items() if ok]
            assert len(winners) == 1, results
            assert stores[1].lease_owners(time.time()).get(winners[0], 0) >= 1
    finally:
        for s in stores:
            s.close()


# ------------------------------------------------------------------ real processes
@pytest.fixture
def start_process(pg_database: tuple[str, str]) -> Iterator[Callable[[], Server]]:
    """Starts server processes on the test's PostgreSQL prefix; every one is stopped at the end
    (a killed or already stopped one too)."""
    started: list[Server] = []

    def start() -> Server:
        started.append(Server(*pg_database).start())
        return started[-1]

    yield start
    for srv in started:
        srv.stop()


def _bot_table(srv: Server, seed: int, bot_delay: float = 0.0) -> str:
    r = srv.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": seed, "seats": SEATS,
                                 "bot_delay": bot_delay}, admin=True)
    assert r.status_code == 201, r.text
    return str(r.json()["table_id"])


def _wait(pred: Any, what: str, tries: int = 1200) -> None:
    """Poll `pred` (bounded: `tries` × 0.1 s), failing with `what` if it never holds."""
    for _ in range(tries):
        if pred():
            return
        time.sleep(0.1)
    raise AssertionError(what)


def _finished(srv: Server, ids: list[str]) -> bool:
    return all(srv.get(f"/api/tables/{tid}").json()["status"] == "finished" for tid in ids)


def _record(srv: Server, tid: str) -> dict[str, Any]:
    return srv.get(f"/api/tables/{tid}/record").json()["record"]  # type: ignore[no-any-return]


def _owner(url: str, prefix: str, tid: str) -> str | None:
    store = Store(url, prefix)
    try:
        with store.engine.connect() as conn:
            return conn.exec_driver_sql(  # type: ignore[no-any-return]
                f"SELECT owner FROM {store.s.tables.name} WHERE id = '{tid}'").scalar()
    finally:
        store.close()


def test_each_bot_decision_is_computed_once(two_servers: tuple[Server, Server]) -> None:
    s1, s2 = two_servers
    before = [srv.get("/api/stats").json() for srv in (s1, s2)]
    seeds = list(range(101, 107))
    ids = [_bot_table(s1 if k % 2 == 0 else s2, seed) for k, seed in enumerate(seeds)]
    _wait(lambda: _finished(s1, ids) and _finished(s2, ids), "the bot tables did not finish")
    after = [srv.get("/api/stats").json() for srv in (s1, s2)]
    moves = 0
    for tid, seed in zip(ids, seeds):
        rec = _record(s1, tid)
        assert rec == _record(s2, tid) == offline_record("rose-ceremony", 3, seed, SEATS)
        moves += len(rec["actions"])
    computed = [a["bot_computed"] - b["bot_computed"] for a, b in zip(after, before)]
    applied = [a["bot_applied"] - b["bot_applied"] for a, b in zip(after, before)]
    assert sum(computed) == sum(applied) == moves, (computed, applied, moves)
    assert all(c > 0 for c in computed), computed  # each process ran the bots of its own tables


def test_a_killed_owners_tables_are_finished_by_the_other(pg_database: tuple[str, str],
                                                          start_process: Callable[[], Server]) -> None:
    url, prefix = pg_database
    s1, s2 = start_process(), start_process()
    seeds = [201, 202, 203, 204]
    ids = [_bot_table(s1, seed, bot_delay=0.1) for seed in seeds]  # s1 owns them all
    _wait(lambda: all(s1.get(f"/api/tables/{tid}").json()["state_id"] >= 3 for tid in ids),
          "the bots did not start")
    assert s1.get("/api/stats").json()["owned"] >= 1
    # s2 neither owns nor shows them: it does not hold them (their NOTIFYs are ignored)
    assert s2.get("/api/stats").json()["tables"] == 0
    taken_before = s2.get("/api/stats").json()["lease_takeovers"]
    s1.kill()
    assert not _finished(s2, ids)  # killed mid-game (a game lasts ~60 moves of 0.1 s)
    _wait(lambda: _finished(s2, ids), "the surviving process did not finish the tables")
    for tid, seed in zip(ids, seeds):
        assert _record(s2, tid) == offline_record("rose-ceremony", 3, seed, SEATS)
    stats = s2.get("/api/stats").json()
    assert stats["lease_takeovers"] - taken_before >= 1
    scraped = dict(line.rsplit(" ", 1) for line in s2.get("/metrics").text.splitlines()
                   if line.startswith("salon_") and " " in line)
    assert float(scraped["salon_lease_takeovers_total"]) == stats["lease_takeovers"]  # one count
    assert "salon_table_leases_owned" in scraped
    # a process that comes back takes leases again: of the tables that start there
    s3 = start_process()
    tid = _bot_table(s3, 205, bot_delay=0.05)
    _wait(lambda: _finished(s3, [tid]), "the new process did not run its table")
    assert _record(s2, tid) == offline_record("rose-ceremony", 3, 205, SEATS)
    assert s3.get("/api/stats").json()["bot_applied"] == len(_record(s3, tid)["actions"])
    # a clean stop hands its leases over at once: none of its is left in the database
    slow = _bot_table(s3, 206, bot_delay=1.0)
    instance = s3.get("/api/stats").json()["instance"]
    assert _owner(url, prefix, slow) == instance
    s3.stop()
    assert _owner(url, prefix, slow) != instance
    survivor = s2.get("/api/stats").json()["instance"]
    _wait(lambda: _owner(url, prefix, slow) == survivor, "the released table was not taken over")
    moved = s2.get(f"/api/tables/{slow}").json()["state_id"]
    _wait(lambda: s2.get(f"/api/tables/{slow}").json()["state_id"] > moved,
          "the bots of the released table did not go on")


def test_a_process_holds_only_the_tables_it_owns_or_shows(start_process: Callable[[], Server]) -> None:
    s1, s2 = start_process(), start_process()
    tid = _bot_table(s1, 301, bot_delay=0.05)
    other = _bot_table(s1, 302, bot_delay=0.05)
    watcher = Client(s2.ws_url(tid), None)

    async def watch() -> None:
        async with watcher:
            await watcher.until(lambda m: m["type"] == "state" and m["status"] == "finished")

    asyncio.run(watch())
    # s1 applies its own move in memory just after storing it: the watcher on s2 may see the
    # end first
    _wait(lambda: _finished(s1, [tid, other]), "the tables did not finish on their owner")
    rec = _record(s1, tid)
    assert rec == offline_record("rose-ceremony", 3, 301, SEATS)
    assert check_messages(rec, None, watcher.messages) > 0
    # s2 followed the watched table to its end, and only it (never the other, never its bots)
    stats = s2.get("/api/stats").json()
    assert stats["tables"] == 1 and stats["bot_computed"] == 0
    # a playing table s2 no longer shows (the watcher left mid-game) is forgotten
    slow = _bot_table(s1, 303, bot_delay=0.5)
    loaded = s2.get(f"/api/tables/{slow}").json()  # loads it on s2
    assert loaded["status"] == "playing"
    assert slow in {t["table_id"] for t in s2.get("/api/tables?status=playing").json()["tables"]}
    assert s2.get("/api/stats").json()["tables"] == 2
    # (within 30 s: the finished table stays 60 s, so the one forgotten is `slow`)
    _wait(lambda: s2.get("/api/stats").json()["tables"] == 1, "s2 kept a table it does not need", 300)
    assert s1.get(f"/api/tables/{slow}").json()["status"] == "playing"


def test_three_processes_share_a_killed_owners_tables(start_process: Callable[[], Server]) -> None:
    s1, s2, s3 = start_process(), start_process(), start_process()
    # the survivors know of each other (presence NOTIFYs, every 5 s) before the owner dies
    _wait(lambda: all(srv.get("/api/stats").json()["peers"] == 2 for srv in (s2, s3)),
          "the processes did not hear of each other")
    seeds = list(range(401, 407))
    ids = [_bot_table(s1, seed, bot_delay=0.1) for seed in seeds]
    _wait(lambda: all(s1.get(f"/api/tables/{tid}").json()["state_id"] >= 3 for tid in ids),
          "the bots did not start")
    s1.kill()
    _wait(lambda: _finished(s2, ids), "the surviving processes did not finish the tables")
    for tid, seed in zip(ids, seeds):
        assert _record(s3, tid) == offline_record("rose-ceremony", 3, seed, SEATS)
    # each live process took at most its fair share at first: both took some over
    taken = [srv.get("/api/stats").json()["lease_takeovers"] for srv in (s2, s3)]
    assert sum(taken) >= len(ids) and all(n >= 1 for n in taken), taken


# ------------------------------------------------------------------ takeovers counted
ROXANE = {"game": "roxane", "players": 3, "bot_delay": 1.0, "seats": [{"kind": "bot", "bot": "heuristic"}] * 3}


def _takeovers(srv: Server) -> tuple[int, float]:
    """The process's takeovers as /api/stats and its /metrics say."""
    scraped = dict(line.rsplit(" ", 1) for line in srv.get("/metrics").text.splitlines()
                   if line.startswith("salon_lease_takeovers_total "))
    return srv.get("/api/stats").json()["lease_takeovers"], float(scraped["salon_lease_takeovers_total"])


def test_tables_that_start_here_are_never_taken_over(fresh_database: tuple[str, str]) -> None:
    """A table made playing is leased in the same transaction, not by a later lease beat: with
    beats 200 s apart (ttl 600 s), none runs during the test, so each table's owner, read
    right after it starts, can only come from that transaction; and nothing is taken over."""
    srv = Server(*fresh_database, "--lease-ttl", "600").start()
    try:
        ids = []
        for _ in range(60):
            r = srv.post("/api/tables", ROXANE, admin=True)
            assert r.status_code == 201, r.text
            ids.append(r.json()["table_id"])
        # and tables whose last open seat is claimed
        for _ in range(10):
            r = srv.post("/api/tables", {**ROXANE, "seats": [{"kind": "bot", "bot": "heuristic"}] * 2
                                         + [{"kind": "open"}]}, admin=True)
            assert r.status_code == 201, r.text
            tid = r.json()["table_id"]
            r = srv.post(f"/api/tables/{tid}/seats/2/claim", {"name": "Ann"})
            assert r.status_code == 200, r.text
            ids.append(tid)
        instance = srv.get("/api/stats").json()["instance"]
        assert all(_owner(*fresh_database, tid) == instance for tid in ids)
        # (the claimed seat is a human's: only the first 60 tables surely go on)
        _wait(lambda: all(srv.get(f"/api/tables/{tid}").json()["state_id"] >= 2 for tid in ids[:60]),
              "the bots did not play")
        assert _takeovers(srv) == (0, 0.0)
    finally:
        srv.stop()


def test_takeovers_count_the_tables_of_a_killed_owner(pg_database: tuple[str, str],
                                                      start_process: Callable[[], Server]) -> None:
    url, prefix = pg_database
    s1, s2 = start_process(), start_process()
    ids = [srv.post("/api/tables", ROXANE, admin=True).json()["table_id"] for srv in [s1] * 6]
    _wait(lambda: s1.get("/api/stats").json()["owned"] == len(ids), "s1 did not own its tables")
    _wait(lambda: all(s1.get(f"/api/tables/{tid}").json()["state_id"] >= 1 for tid in ids),
          "the bots did not start")
    s1.kill()
    # orphaned mid-game (a game is dozens of moves a second apart)
    assert all(s2.get(f"/api/tables/{tid}").json()["status"] == "playing" for tid in ids)
    survivor = s2.get("/api/stats").json()["instance"]
    _wait(lambda: all(_owner(url, prefix, tid) == survivor for tid in ids), "s2 did not take them over")
    assert _takeovers(s2) == (len(ids), float(len(ids)))


class _FlakyHub:
    """Just what `Leases.tick` uses of a Hub, over a database whose first load of each table
    after an outage fails (a pooled connection the cut broke), as PostgreSQL's did."""

    def __init__(self, owned: set[str], failures: int) -> None:
        from types import SimpleNamespace

        self.instance = "me"
        self.tables: dict[str, Any] = {}
        self.loads: list[str] = []
        self.failures = failures
        self.store = SimpleNamespace(renew_leases=lambda owner, ttl: set(owned),
                                     expired_leases=lambda: {}, lease_owners=lambda: {})
        self.cluster = SimpleNamespace(live_peers=lambda: set())
        self.resumed: list[str] = []
        self.bots = SimpleNamespace(kick=lambda t: self.resumed.append(t))
        self.clocks = SimpleNamespace(arm=lambda t: None)

    async def refresh(self, t: Any) -> None:  # catches up with the database
        pass

    async def db(self, fn: Callable[..., Any], *args: Any) -> Any:
        return fn(*args)

    async def get(self, table_id: str) -> None:  # loads the table, kicks its bots, arms its clock
        from salon.server.errors import ApiError

        self.loads.append(table_id)
        if self.failures:
            self.failures -= 1
            raise ApiError("db/unavailable", "the database is unavailable")
        self.tables[table_id] = object()


def _leases_of(hub: _FlakyHub, leases: Any) -> Any:
    """The leases of a process given just the parts of `hub` they use (a Hub gives its own)."""
    def run(t: Any) -> None:
        hub.bots.kick(t)
        hub.clocks.arm(t)

    return leases(hub.store, hub.db, hub.instance, hub.tables, get=hub.get, refresh=hub.refresh, run=run,
                  evict=hub.tables.pop, peers=hub.cluster.live_peers, ttl=600)


def test_a_table_whose_resume_fails_is_resumed_at_the_next_beat() -> None:
    """After an outage long enough for its leases to run out, a process renews them as its own
    and resumes each table; a resume the database refuses is tried again at the next beat (it
    was kept as owned and never run: tests/server/test_attack_db.py's outage with 5 s leases)."""
    from salon.server.leases import Leases

    hub = _FlakyHub({"t1", "t2"}, failures=1)
    leases = _leases_of(hub, Leases)
    asyncio.run(leases.tick())
    assert sorted(hub.loads) == ["t1", "t2"]
    failed, resumed = hub.loads  # the first load failed, the second did not
    assert set(hub.tables) == {resumed}
    assert not leases.holds(failed) and leases.holds(resumed)
    asyncio.run(leases.tick())
    assert hub.loads[2:] == [failed] and set(hub.tables) == {"t1", "t2"}
    assert leases.holds("t1") and leases.holds("t2")
    asyncio.run(leases.tick())  # nothing more to resume
    assert len(hub.loads) == 3


def test_a_hold_that_lapsed_in_an_outage_is_resumed_when_renewed() -> None:
    """A table whose hold lapsed here while the database did not answer (no beat could renew
    it) stays this process's in the database; a human's move in that window kicked no bot. The
    renewal that comes back resumes it (its bots were left waiting for good: the outage test
    with 5 s leases, a bot's turn after the player's move right after the cut)."""
    import time as clock

    from salon.server.leases import Leases

    hub = _FlakyHub({"t1", "t2"}, failures=0)
    table = object()
    hub.tables = {"t1": table, "t2": object()}
    leases = _leases_of(hub, Leases)
    leases.mine = {"t1": clock.monotonic() - 1.0, "t2": clock.monotonic() + 600}
    assert not leases.holds("t1")
    asyncio.run(leases.tick())
    assert hub.resumed == [table] and leases.holds("t1") and leases.holds("t2")
    asyncio.run(leases.tick())
    assert hub.resumed == [table]
