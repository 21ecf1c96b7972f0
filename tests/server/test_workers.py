"""`salon serve --workers 2` behind a reverse proxy that adds X-Forwarded-For (fwd_proxy.py),
on SQLite and on PostgreSQL: both workers answer; the per-address limits see the forwarded
address (per process: a client gets each quota once per worker) and ignore the header unless
the proxy is trusted; a game played through the proxy by clients on both workers, every client
seeing every action; one scrape of /metrics counts both workers; a SIGKILLed worker is
restarted by the supervisor while the other takes its tables over; SIGTERM stops them all."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import select

from salon.server.workers import GIVE_UP, METRICS_PREFIX, Supervisor, bind, sweep_metrics_dirs
from salon.store import Store

from ..patience import PATIENCE
from .fwd_proxy import ForwardingProxy
from .helpers import ADMIN, Client, Server, check_messages, offline_record
from .test_leases import _owner as owner_of
from .test_leases import _wait
from .test_metrics import value

HUMANS = {"game": "rose-ceremony", "players": 3, "seats": [{"kind": "human"}] * 3}
BOTS = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"},
        {"kind": "bot", "bot": "heuristic"}]
WORKERS = 2


def _start(db: tuple[str, str], *extra: str, stderr: Path | None = None) -> Server:
    srv = Server(*db, "--workers", str(WORKERS), *extra)
    srv.stderr_path = str(stderr) if stderr else None
    srv.start()  # the first worker answers
    try:
        _by_worker(srv.http, tries=1200)  # and then every one
    except BaseException:
        srv.stop()  # the caller's clean-up never gets the server
        raise
    return srv


def _by_worker(base: ForwardingProxy | str, tries: int = 400) -> dict[int, dict[str, Any]]:
    """/api/stats of every worker ({pid: stats}), asked through the proxy or straight (one
    connection a request, each accepted by whichever worker is first) until WORKERS pids
    answered."""
    seen: dict[int, dict[str, Any]] = {}
    url = base.http if isinstance(base, ForwardingProxy) else base
    with httpx.Client(base_url=url, timeout=10, headers={"Connection": "close"}) as c:
        for _ in range(tries):
            r = c.get("/api/stats")
            assert r.status_code == 200, r.text
            st = r.json()
            seen[st["pid"]] = st
            if len(seen) == WORKERS:
                return seen
    raise AssertionError(f"only {sorted(seen)} answered")


def _create_until_refused(c: httpx.Client, before_each: Callable[[], None] = lambda: None) -> int:
    """Create tables until WORKERS × 2 (two per minute per worker) were made or 100 tried;
    returns how many were made, checking every refusal is 429 limit/tables."""
    made = 0
    for _ in range(100):
        before_each()
        r = c.post("/api/tables", json=HUMANS)
        if r.status_code == 201:
            made += 1
            if made == WORKERS * 2:
                break
        else:
            assert r.status_code == 429 and r.json()["code"] == "limit/tables", r.text
    return made


def _started_bot_tables(c: httpx.Client, seeds: list[int], bot_delay: float) -> list[str]:
    """Admin-seeded 3-seat Rose Ceremony tables of bots, once each has made a few moves."""
    ids = []
    for seed in seeds:
        r = c.post("/api/tables", json={"game": "rose-ceremony", "players": 3, "seed": seed,
                                        "seats": BOTS, "bot_delay": bot_delay}, headers=ADMIN)
        assert r.status_code == 201, r.text
        ids.append(r.json()["table_id"])
    _wait(lambda: all(c.get(f"/api/tables/{t}").json()["state_id"] >= 3 for t in ids),
          "the bots did not start")
    return ids


def test_two_workers_answer_and_limits_see_the_forwarded_address(fresh_database: tuple[str, str]) -> None:
    srv = _start(fresh_database, "--trusted-proxy", "127.0.0.1", "--tables-per-minute", "2")
    try:
        with ForwardingProxy(srv.port) as px, httpx.Client(base_url=px.http, timeout=10) as c:
            stats = _by_worker(px)
            assert srv.proc is not None and srv.proc.pid not in stats  # the supervisor serves nothing
            assert len({st["instance"] for st in stats.values()}) == WORKERS
            # address A: two tables a minute on each worker, so 2 × WORKERS in all, then refused
            px.address = "203.0.113.10"
            assert _create_until_refused(c) == WORKERS * 2
            for _ in range(10):  # on every worker now, whatever header A sends itself
                r = c.post("/api/tables", json=HUMANS, headers={"X-Forwarded-For": "198.51.100.99"})
                assert r.status_code == 429 and r.json()["code"] == "limit/tables", r.text
            assert px.forwarded[-1] == "198.51.100.99, 203.0.113.10"  # the proxy's hop is the last
            # address B behind the same proxy has its own quota
            px.address = "203.0.113.20"
            assert c.post("/api/tables", json=HUMANS).status_code == 201
            assert c.post("/api/tables", json=HUMANS).status_code in (201, 429)
    finally:
        srv.stop()


def test_without_trusted_proxy_the_forwarded_address_is_ignored(fresh_database: tuple[str, str]) -> None:
    srv = _start(fresh_database, "--tables-per-minute", "2")
    try:
        with ForwardingProxy(srv.port) as px, httpx.Client(base_url=px.http, timeout=10) as c:
            addresses = (f"203.0.113.{k + 1}" for k in range(200))

            def new_address() -> None:  # a new one each time: all are the proxy's 127.0.0.1
                px.address = next(addresses)

            assert _create_until_refused(c, before_each=new_address) == WORKERS * 2
            for k in range(10):
                px.address = f"198.51.100.{k + 1}"
                assert c.post("/api/tables", json=HUMANS).status_code == 429
        # a supervisor killed outright: its workers see their stdin pipe close and stop
        workers = _by_worker(srv.http)
        srv.kill()
        for pid in workers:
            _wait(lambda pid=pid: not _alive(pid), f"worker {pid} outlived its killed supervisor")
    finally:
        srv.stop()


def test_a_game_through_the_proxy_on_both_workers(fresh_database: tuple[str, str], tmp_path: Path,
                                                 monkeypatch: Any) -> None:
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    monkeypatch.setenv("TMPDIR", str(tmp_path))  # where the supervisor makes its metrics folder
    # leases of 60 s: no worker's lease runs out on a busy machine (each decision computed once)
    srv = _start(fresh_database, "--trusted-proxy", "127.0.0.1", "--lease-ttl", "60")
    try:
        assert len(list(tmp_path.glob("salon-metrics-*"))) == 1
        with ForwardingProxy(srv.port) as px, httpx.Client(base_url=px.http, timeout=10) as c:
            seed = 41
            seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "heuristic"},
                     {"kind": "bot", "bot": "random"}]
            r = c.post("/api/tables", json={"game": "rose-ceremony", "players": 4, "seed": seed,
                                            "seats": seats}, headers=ADMIN)
            assert r.status_code == 201, r.text
            tid = r.json()["table_id"]
            tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
            a = Client(px.ws_url(tid), 0, tok[0])
            b = Client(px.ws_url(tid), 1, tok[1])
            watchers: list[Client] = []

            async def play() -> None:
                for cl in (a, b):
                    await cl.connect()
                    await cl.until(lambda m: m["type"] == "state")
                # spectators until both workers hold some of the table's connections
                for _ in range(20):
                    if all(st["connections"] > 0 for st in _by_worker(px).values()):
                        break
                    w = Client(px.ws_url(tid), None)
                    await w.connect()
                    await w.until(lambda m: m["type"] == "state")
                    watchers.append(w)
                assert all(st["connections"] > 0 for st in _by_worker(px).values())
                await asyncio.gather(a.play(seed), b.play(seed))
                for w in watchers:
                    await w.until(lambda m: m["type"] == "state" and m["status"] == "finished")
                for cl in (a, b, *watchers):
                    await cl.close()

            asyncio.run(play())
            rec = _record(c, tid)
            assert rec == offline_record("rose-ceremony", 4, seed, seats)
            every = set(range(1, len(rec["actions"]) + 1))
            for cl in (a, b, *watchers):
                assert check_messages(rec, cl.seat, cl.messages, tok.values()) > 0
                logged = {e["state_id"] for m in cl.messages if m["type"] == "state" for e in m["log"]}
                assert logged == every, cl.seat  # each client saw every action

            # bot tables until each worker owns (runs the bots of) at least one
            bot_moves = sum(1 for seat, _ in rec["actions"] if seats[seat]["kind"] == "bot")
            for k in range(12):
                r = c.post("/api/tables", json={"game": "rose-ceremony", "players": 3, "seed": 500 + k,
                                                "seats": BOTS}, headers=ADMIN)
                tid = r.json()["table_id"]
                bot_moves += len(_record(c, tid)["actions"])
                stats = _by_worker(px)
                if k >= 1 and all(st["bot_computed"] > 0 for st in stats.values()):
                    break
            assert all(st["bot_computed"] > 0 for st in stats.values()), stats
            assert sum(st["bot_computed"] for st in stats.values()) == bot_moves
            # a scrape answered by any worker counts both workers' decisions, each once
            for _ in range(4):
                m = _scrape(c)
                assert value(m, "salon_bot_decisions_computed_total") == bot_moves
                assert value(m, "salon_bot_decisions_applied_total") == bot_moves
                assert (value(m, "salon_actions_accepted_total", source="human")
                        + value(m, "salon_actions_accepted_total", source="bot")) == bot_moves + sum(
                    1 for seat, _ in rec["actions"] if seats[seat]["kind"] == "human")
    finally:
        srv.stop()
    assert srv.proc is not None and srv.proc.returncode == 0
    assert not list(tmp_path.glob("salon-metrics-*"))  # the supervisor's own folder is removed


def test_a_killed_worker_is_restarted_and_sigterm_stops_all(fresh_database: tuple[str, str], tmp_path: Path,
                                                           monkeypatch: Any) -> None:
    folder = tmp_path / "prom"
    folder.mkdir()
    (folder / "counter_999999.db").write_bytes(b"stale, from an earlier run")  # removed at start
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))
    log = tmp_path / "supervisor.log"
    srv = _start(fresh_database, "--trusted-proxy", "127.0.0.1", "--lease-ttl", "10", stderr=log)  # (no lease of a live worker runs out on a busy machine)
    try:
        assert not (folder / "counter_999999.db").exists()
        with ForwardingProxy(srv.port) as px, httpx.Client(base_url=px.http, timeout=10) as c:
            seeds = [601, 602, 603, 604]
            ids = _started_bot_tables(c, seeds, 0.1)
            before = _by_worker(px)
            victim = max(before, key=lambda pid: before[pid]["owned"])
            assert before[victim]["owned"] >= 1
            orphans = [t for t in ids if _owner(fresh_database, t) == before[victim]["instance"]]
            os.kill(victim, signal.SIGKILL)
            # killed mid-game (a game is about 60 moves of 0.1 s)
            assert not all(c.get(f"/api/tables/{t}").json()["status"] == "finished" for t in ids)
            _wait(lambda: all(c.get(f"/api/tables/{t}").json()["status"] == "finished" for t in ids),
                  "the tables of the killed worker were not finished")
            for tid, seed in zip(ids, seeds):
                assert _record(c, tid) == offline_record("rose-ceremony", 3, seed, BOTS)
            # the supervisor started a new worker in its place
            after = _by_worker(px)
            assert victim not in after and len(set(after) & set(before)) == WORKERS - 1
            # the new worker has its slot's instance id; the dead worker's tables it did not
            # resume as its own (the other took them once their 2 s leases ran out) count as
            # taken over, each once
            assert {st["instance"] for st in after.values()} == {st["instance"] for st in before.values()}
            moved = sum(_owner(fresh_database, t) != before[victim]["instance"] for t in orphans)
            assert sum(st["lease_takeovers"] - (before[pid]["lease_takeovers"] if pid in before else 0)
                       for pid, st in after.items()) == moved
            assert f"(pid {victim}) exited with signal SIGKILL" in log.read_text()
            # the killed worker's live gauges left the metrics folder; its counters stay
            files = os.listdir(folder)
            assert f"gauge_livesum_{victim}.db" not in files and f"counter_{victim}.db" in files
            # (without the supervisor's mark_process_dead, the dead worker's gauge would stay)
            _wait(lambda: value(_scrape(c), "salon_table_leases_owned") == 0, "a finished table still counted")
            r = c.post("/api/tables", json={"game": "rose-ceremony", "players": 3, "seed": 605,
                                            "seats": BOTS, "bot_delay": 1.0}, headers=ADMIN)
            slow = r.json()["table_id"]
            _wait(lambda: _owner(fresh_database, slow) is not None, "the slow table was not leased")
        assert srv.proc is not None
        srv.proc.send_signal(signal.SIGTERM)
        assert srv.proc.wait(timeout=PATIENCE) == 0
        assert _owner(fresh_database, slow) is None  # its worker released its lease as it stopped
        for pid in after:  # every worker stopped with it
            _wait(lambda pid=pid: not _alive(pid), f"worker {pid} outlived its supervisor")
        assert not [f for f in os.listdir(folder) if f.startswith("gauge_live")]
    finally:
        srv.stop()


def test_a_killed_workers_tables_go_on_before_its_leases_run_out(pg_database: tuple[str, str]) -> None:
    """The worker that replaces a killed one has its slot's instance id: at its first beat it
    renews the dead one's leases as its own and resumes its tables, without waiting for them
    to run out (another process could take them over only then). The leases last 600 s here,
    so no other process can have moved a table before they run out, however slow the machine."""
    ttl = 600.0
    srv = _start(pg_database, "--lease-ttl", str(ttl))
    try:
        with httpx.Client(base_url=srv.http, timeout=10) as c:  # one connection: one worker
            ids = _started_bot_tables(c, [701, 702, 703, 704], 0.2)
        workers = _by_worker(srv.http)
        instance = _owner(pg_database, ids[0])
        assert {_owner(pg_database, t) for t in ids} == {instance}
        victim = next(pid for pid, st in workers.items() if st["instance"] == instance)
        os.kill(victim, signal.SIGKILL)
        _wait(lambda: not _alive(victim), "the worker did not die")
        # once it is dead (its replacement starts 0.5 s later): no move of its own counts below
        leases = _leases(pg_database, ids)
        at = leases.copy()
        assert all(at[t][2] == "playing" for t in ids)  # killed mid-game (about 60 moves 0.2 s apart)

        def moved() -> bool:
            at.update(_leases(pg_database, ids))
            return all(at[t][0] > leases[t][0] for t in ids)

        _wait(moved, "the killed worker's tables did not go on")
        # each moved while the dead worker's lease was still running, by the database's clock
        for t in ids:
            assert _first_move_after(pg_database, t, leases[t][0]) < leases[t][1]
        assert {_owner(pg_database, t) for t in ids} == {instance}  # resumed, not taken over
        after = _by_worker(srv.http)
        assert victim not in after and {st["instance"] for st in after.values()} == {
            st["instance"] for st in workers.values()}
        assert sum(st["lease_takeovers"] for st in after.values()) == 0
    finally:
        srv.stop()


def _leases(db: tuple[str, str], ids: list[str]) -> dict[str, tuple[int, float, str]]:
    """{table: (state_id, lease_expires, status)} read from the database."""
    store = Store(*db)
    try:
        t = store.s.tables
        with store.engine.connect() as conn:
            rows = conn.execute(select(t.c.id, t.c.state_id, t.c.lease_expires, t.c.status)
                                .where(t.c.id.in_(ids)))
            return {r[0]: (int(r[1]), float(r[2] or 0.0), str(r[3])) for r in rows}
    finally:
        store.close()


def _first_move_after(db: tuple[str, str], tid: str, state_id: int) -> float:
    """When (Unix time, as stored) the action after `state_id` was stored."""
    store = Store(*db)
    try:
        a = store.s.actions
        with store.engine.connect() as conn:
            return float(conn.execute(select(a.c.at).where(a.c.table_id == tid, a.c.seq == state_id + 1)).scalar_one())
    finally:
        store.close()


def test_a_taken_port_stops_the_supervisor_before_any_worker(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "salon.cli.main", "serve", "--workers", "2", "--port", str(port),
                               "--db", f"sqlite:///{tmp_path / 'salon.db'}"], capture_output=True, timeout=PATIENCE)
    assert done.returncode != 0
    assert b"cannot listen on 127.0.0.1:" in done.stderr + done.stdout
    assert b"workers, pids" not in done.stderr  # no worker was started


def test_a_worker_that_keeps_failing_at_start_stops_the_supervisor() -> None:
    """The supervisor on its own: each worker reads the settings line on its stdin and finds the
    socket it inherits, then fails; restarted with backoff, then given up (status 1)."""
    lines: list[str] = []
    sock = bind("127.0.0.1", 0)
    check = ("import os, socket, sys; line = sys.stdin.readline(); "
             "s = socket.socket(fileno=int(os.environ['SALON_WORKER_FD'])); "
             "sys.exit(7 if line == 'hello\\n' and s.getsockname()[1] > 0 else 1)")
    status = Supervisor([sys.executable, "-c", check], 1, sock, b"hello", say=lines.append).run()
    assert status == 1
    assert [line.split(" after ")[0].split(", ")[0] for line in lines[1:]] == [
        f"worker 1 (pid {pid}) exited with status 7" for pid in _pids(lines)]
    assert len(lines) == 1 + GIVE_UP and "5 times in a row" in lines[-1]
    assert [line.rsplit("again in ", 1)[-1] for line in lines[1:-1]] == ["0.5 s", "1 s", "2 s", "4 s"]
    assert sock.fileno() == -1  # closed at the end


def _pids(lines: list[str]) -> list[int]:
    return [int(line.split("(pid ")[1].split(")")[0]) for line in lines[1:]]


def _record(c: httpx.Client, tid: str) -> dict[str, Any]:
    """The table's record once it is finished, as the worker asked answers it (one that only
    follows the table may learn of its end up to a poll later than its owner)."""
    got: dict[str, Any] = {}

    def finished() -> bool:
        got.update(c.get(f"/api/tables/{tid}/record").json())
        return "record" in got

    _wait(finished, f"table {tid} did not finish")
    return got["record"]  # type: ignore[no-any-return]


def _owner(db: tuple[str, str], tid: str) -> str | None:
    """The instance holding the table's lease, read from the database."""
    return owner_of(*db, tid)


def _alive(pid: int) -> bool:
    """Whether process `pid` runs (a zombie waiting for its parent to collect it does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:  # no /proc: ask the kernel
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True


def _scrape(c: httpx.Client) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    from prometheus_client.parser import text_string_to_metric_families

    r = c.get("/metrics")
    assert r.status_code == 200, r.text
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(r.text) for s in family.samples}


def test_a_killed_supervisors_metrics_folder_is_swept_by_the_next(tmp_path: Path) -> None:
    """A supervisor killed outright leaves its metrics folder; the next one removes the folders
    whose supervisor is dead, and only those."""
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    dead = tmp_path / f"{METRICS_PREFIX}{gone.pid}-abc"
    alive = tmp_path / f"{METRICS_PREFIX}{os.getpid()}-xyz"
    other = tmp_path / "salon-metrics-not-a-pid"
    for d in (dead, alive, other):
        d.mkdir()
        (d / "counter_1.db").write_bytes(b"x")
    assert sweep_metrics_dirs(str(tmp_path)) == [dead]
    assert not dead.exists() and alive.exists() and other.exists()
