"""Server CPU per human action on SQLite and on PostgreSQL, side by side in one run.

Two measures, each taken in rounds that alternate the databases (the order flips every round),
CPU time of this process (`time.process_time`: every thread, the database threads and the
LISTEN thread included; PostgreSQL's own server process is not counted), medians printed:

- `act`: `Hub.act` for the human seats of 3-player Rose Ceremony tables (random legal moves)
  through a started Hub — the action checked and applied, its sentences, the store call (on
  PostgreSQL in a database thread, as the server makes it), the NOTIFY heard back by the
  LISTEN thread — and the state message built and "sent" to each of a table's four
  connections (3 seats and a spectator) by the server's own writer; no socket, no HTTP;
- `store`: `Store.append_action` alone, called in this thread.

On PostgreSQL it also counts the round trips (messages answered by the server: a simple
`Query` or an extended query's `Sync`) and statements of one `append_action`, from the
client library's own trace of the connection.

    .venv/bin/python bench/db_action_cost.py [--db postgresql+psycopg://...] [--rounds 7]

PostgreSQL comes from --db or SALON_TEST_POSTGRES_URL (tables under a prefix of their own,
dropped at the end); without one, or if it does not answer, only SQLite is measured (no ratio).
`--baseline FILE` also measures a store.py of another version (`git show REV:src/salon/store/store.py
> FILE`) on PostgreSQL in the same rounds: before and after, side by side. `--server N` instead
runs bench/server_load.py N times on each database, alternating (the real server over WebSockets,
slower and noisier: its CPU per action includes the sockets and the event loop around them).
`make bench` runs it with its defaults after bench/run.py's tables (bench/run.py --no-db skips it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from salon.core import load_game
from salon.store import Store, drop_schema
from salon.store.pgtrace import traced

#: PostgreSQL's per-action CPU should stay within this many times SQLite's (issue 32)
TARGET_RATIO = 1.3
GAME = "rose-ceremony"
PLAYERS = 3


def table_row(tid: str, seed: int, game: Any) -> dict[str, Any]:
    now = time.time()
    return {"id": tid, "game": game.id, "game_version": game.version, "players": PLAYERS,
            "options": json.dumps(game.resolve_options(PLAYERS, {})), "seed": seed, "status": "playing",
            "state_id": 0, "clock": None, "bot_delay": None, "replacement_bot": "random", "created_at": now,
            "updated_at": now, "outcome": None, "grace": 0.0, "spectator_chat": True, "seeded": True}


def seat_rows() -> list[dict[str, Any]]:
    return [{"seat": q, "kind": "human", "name": f"P{q}", "bot": None, "token_hash": None, "away": False}
            for q in range(PLAYERS)]


def load_store_class(path: str) -> type[Store]:
    """The Store of another version's store.py (its schema module is this tree's)."""
    spec = importlib.util.spec_from_file_location("salon.store._baseline_store", path,
                                                  submodule_search_locations=None)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "salon.store"
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    if not hasattr(module.Store, "aio"):  # (older: every store call in a database thread)
        module.Store.aio = None
    return module.Store  # type: ignore[no-any-return]


def pg_reachable(url: str) -> str | None:
    """None if PostgreSQL at `url` answers, else why not."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    try:
        engine = create_engine(url, poolclass=NullPool, connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")
        engine.dispose()
        return None
    except Exception as exc:  # noqa: BLE001 - any failure: no PostgreSQL to measure
        return f"{type(exc).__name__}: {str(exc).strip().splitlines()[0][:120] if str(exc).strip() else ''}"


# ------------------------------------------------------------------ round trips
@contextlib.contextmanager
def libpq_trace(store: Store) -> Iterator[list[str]]:
    """The pool's one connection traced by libpq while the block runs: yields a list that holds,
    after the block, the type of each message the client sent (Query, Parse, Bind, Sync, ...).
    The pool must hold a single connection, used by each call in turn (calls one at a time)."""
    store.engine.dispose()
    raw = store.engine.raw_connection()
    pgconn = raw.driver_connection.pgconn  # type: ignore[union-attr]
    raw.close()
    with traced(pgconn) as sent:
        yield sent


def round_trips(sent: list[str]) -> int:
    """Messages the client waits on the server's answer for: a simple Query or a Sync."""
    return sum(1 for m in sent if m in ("Query", "Sync"))


def statements(sent: list[str]) -> int:
    return sum(1 for m in sent if m in ("Query", "Execute"))


def count_append(store: Store, n: int = 10) -> tuple[float, float]:
    """Round trips and statements per `append_action` (a fresh table, n actions, notify on)."""
    tid = f"rt{random.randrange(10**9)}"
    store.create_table(table_row(tid, 1, load_game(GAME)), seat_rows())
    log = [["P0 offers"] * (PLAYERS + 1)]
    with libpq_trace(store) as sent:
        for i in range(n):
            assert store.append_action(tid, i, 0, "x", log, "human", "playing", None, None,
                                       f"bench:{tid}", None, None, i + 1, True)
    return round_trips(sent) / n, statements(sent) / n


# ------------------------------------------------------------------ store alone
class StoreRun:
    """append_action on `tables` tables of one store, round robin."""

    def __init__(self, store: Store, tables: int) -> None:
        self.store = store
        self.ids = [f"st{i}" for i in range(tables)]
        game = load_game(GAME)
        for i, tid in enumerate(self.ids):
            store.create_table(table_row(tid, i, game), seat_rows())
        self.sid = dict.fromkeys(self.ids, 0)
        self.log = [[f"P0 offers a rose to P{q}"] for q in range(PLAYERS + 1)]

    def run(self, n: int) -> float:
        """CPU seconds per action over n actions."""
        c0 = time.process_time()
        for k in range(n):
            tid = self.ids[k % len(self.ids)]
            s = self.sid[tid]
            snapshot = "{}" if (s + 1) % 25 == 0 else None
            assert self.store.append_action(tid, s, k % PLAYERS, "offer 1 1/1", self.log, "human", "playing",
                                            None, snapshot, f"bench:{tid}", None, None, s + 1, True)
            self.sid[tid] = s + 1
        return (time.process_time() - c0) / n


# ------------------------------------------------------------------ through the Hub
class _Socket:
    async def send_text(self, text: str) -> None:
        pass


class HubRun:
    """Human actions through a started Hub, on `tables` tables with four connections each."""

    def __init__(self, store: Store, tables: int, seed: int) -> None:
        from salon.server.hub import Hub

        self.store = store
        self.hub = Hub(store, bot_delay=0.0, bot_workers=1, poll_interval=3600.0)
        self.tables = tables
        self.rng = random.Random(seed)
        self.game = load_game(GAME)
        self.live: list[Any] = []
        self.writers: list[asyncio.Task[None]] = []
        self.conns: list[Any] = []
        self.made = 0

    async def start(self) -> None:
        await self.hub.start()
        for _ in range(self.tables):
            self.live.append(await self._new_table())

    async def _new_table(self) -> Any:
        from salon.server.live import Conn
        from salon.server.ws import _writer

        self.made += 1
        tid = f"hub{self.made}"
        await self.hub.db(self.store.create_table, table_row(tid, self.made, self.game), seat_rows())
        t = await self.hub.get(tid)
        for v in [*range(PLAYERS), None]:
            conn = Conn(seat=v, send=lambda _text: None)
            self.conns.append(conn)
            self.writers.append(asyncio.create_task(_writer(self.hub, t, conn, _Socket())))  # type: ignore[arg-type]
            self.hub.attach(t, conn)
        await self._settle()
        return t

    async def _settle(self) -> None:
        """Until every writer has sent what it was due (and the event loop went round)."""
        for _ in range(100_000):
            await asyncio.sleep(0)
            if all(not c.outbox and not c.dirty for c in self.conns if not c.closed):
                break
        await asyncio.sleep(0.002)

    async def _replace_finished(self) -> None:
        for i, t in enumerate(self.live):
            if t.state.is_over():
                for c in list(t.conns):
                    c.closed = True
                    c.wake.set()
                    self.hub.detach(t, c)
                self.live[i] = await self._new_table()
        self.conns = [c for c in self.conns if not c.closed]

    async def run(self, n: int) -> float:
        """CPU seconds per human action over n actions (finished tables replaced before)."""
        await self._replace_finished()
        done = 0
        c0 = time.process_time()
        while done < n:
            progressed = False
            for t in self.live:
                st = t.state
                if st.is_over():
                    continue
                seat = st.current_players()[0]
                action = self.rng.choice(st.legal_actions(seat))
                await self.hub.act(t, seat, t.shown_id(seat), str(action))
                done += 1
                progressed = True
                if done >= n:
                    break
            await self._settle()
            if not progressed:
                break
        cpu = time.process_time() - c0
        return cpu / max(done, 1)

    async def stop(self) -> None:
        for c in self.conns:
            c.closed = True
            c.wake.set()
        await asyncio.gather(*self.writers, return_exceptions=True)
        await self.hub.stop()


# ------------------------------------------------------------------ the real server
def server_rounds(url: str, rounds: int, tables: int, duration: float) -> dict[str, list[float]]:
    """bench/server_load.py on each database, alternating: its server CPU per action (ms)."""
    here = Path(__file__).resolve().parent
    out: dict[str, list[float]] = {"sqlite": [], "postgres": []}
    for r in range(rounds):
        order = ["sqlite", "postgres"] if r % 2 == 0 else ["postgres", "sqlite"]
        for name in order:
            cmd = [sys.executable, str(here / "server_load.py"), "--tables", str(tables),
                   "--duration", str(duration), *(["--db", url] if name == "postgres" else [])]
            text = subprocess.run(cmd, capture_output=True, text=True, timeout=duration + 180).stdout
            m = re.search(r"([0-9.]+) ms per action", text)
            if m:
                out[name].append(float(m.group(1)))
            print(f"  round {r + 1}: {name:8} {m.group(1) if m else '?'} ms per action", flush=True)
    return out


# ------------------------------------------------------------------ report
def median_ms(values: list[float]) -> float:
    return 1000 * statistics.median(values)


def report(label: str, results: dict[str, list[float]], target: bool) -> None:
    sq = results.get("sqlite")
    print(f"{label}:")
    for name, values in results.items():
        if not values:
            continue
        line = (f"  {name:20} {median_ms(values):6.3f} ms CPU per action (median of {len(values)}; "
                f"{1000 * min(values):.3f}-{1000 * max(values):.3f})")
        if sq and name != "sqlite":
            ratio = statistics.median(values) / statistics.median(sq)
            line += f"  {ratio:.2f}x SQLite's"
            if target and name == "postgres":
                line += f" (target <= {TARGET_RATIO}x: {'met' if ratio <= TARGET_RATIO else 'NOT met'})"
        print(line)


def open_stores(url: str | None, baseline: str | None, folder: str, tag: str) -> dict[str, Store]:
    """A store per database measured, each with tables of its own (`tag`: which measure)."""
    stores: dict[str, Store] = {"sqlite": Store(f"sqlite:///{folder}/{tag}.db", background_checkpoint=True)}
    if url:
        stores["postgres"] = Store(url, f"dbcost{tag}{os.getpid()}_")
        if baseline:
            stores["postgres (baseline)"] = load_store_class(baseline)(url, f"dbcostb{tag}{os.getpid()}_")
    for store in stores.values():
        store.migrate()
    return stores


async def measure(args: argparse.Namespace, url: str | None) -> None:
    tmp = tempfile.TemporaryDirectory()
    opened: list[Store] = []
    try:
        # the Hub's tables and the store-alone ones apart: a Hub takes every playing table of
        # its prefix and follows every NOTIFY on its channel
        by_hub = open_stores(url, args.baseline, tmp.name, "h")
        opened += by_hub.values()
        alone = open_stores(url, args.baseline, tmp.name, "s")
        opened += alone.values()
        if url:
            print("PostgreSQL, one append_action (libpq trace):")
            for name, store in alone.items():
                if name != "sqlite":
                    rt, stmts = count_append(store)
                    print(f"  {name:20} {rt:.0f} round trips, {stmts:.0f} statements")
        store_runs = {name: StoreRun(store, 20) for name, store in alone.items()}
        hub_runs = {name: HubRun(store, args.tables, args.seed) for name, store in by_hub.items()}
        for h in hub_runs.values():
            await h.start()
        names = list(by_hub)
        # warm-up (imports, prepared statements, caches), not counted
        for name in names:
            store_runs[name].run(50)
            await hub_runs[name].run(50)
        per_store: dict[str, list[float]] = {n: [] for n in names}
        per_act: dict[str, list[float]] = {n: [] for n in names}
        for r in range(args.rounds):
            order = names if r % 2 == 0 else names[::-1]
            for name in order:
                per_act[name].append(await hub_runs[name].run(args.actions))
            for name in order:
                per_store[name].append(store_runs[name].run(args.actions))
        for h in hub_runs.values():
            await h.stop()
        print(f"\n{args.rounds} rounds of {args.actions} actions per database, alternating:")
        report(f"act (Hub.act + store + NOTIFY heard + {PLAYERS + 1} state messages)", per_act, target=True)
        report("store (append_action alone)", per_store, target=False)
    finally:
        for store in opened:
            store.close()
            if store.is_postgres:
                drop_schema(store.url, store.prefix)
        tmp.cleanup()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", default=os.environ.get("SALON_TEST_POSTGRES_URL"),
                    help="PostgreSQL URL (default: SALON_TEST_POSTGRES_URL)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--actions", type=int, default=400, help="actions per database per round")
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--baseline", metavar="FILE", help="another version's store.py, measured on PostgreSQL too")
    ap.add_argument("--server", type=int, default=0, metavar="N",
                    help="instead: N runs of bench/server_load.py on each database, alternating")
    ap.add_argument("--server-tables", type=int, default=100)
    ap.add_argument("--server-duration", type=float, default=20.0)
    args = ap.parse_args(argv)
    url = args.db
    why = pg_reachable(url) if url else "no --db and no SALON_TEST_POSTGRES_URL"
    if why:
        print(f"PostgreSQL not measured ({why}): SQLite only")
        url = None
    print(f"server CPU per human action, SQLite and PostgreSQL side by side (target: PostgreSQL "
          f"<= {TARGET_RATIO}x SQLite's); load average {os.getloadavg()[0]:.1f}\n")
    if args.server:
        if url is None:
            return
        res = server_rounds(url, args.server, args.server_tables, args.server_duration)
        report(f"bench/server_load.py --tables {args.server_tables} --duration {args.server_duration:g}",
               {k: [x / 1000 for x in v] for k, v in res.items()}, target=True)
        return
    asyncio.run(measure(args, url))


if __name__ == "__main__":
    main()
