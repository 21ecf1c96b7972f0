"""Scale-out: the same bot tables on one server process and on two sharing one PostgreSQL.

Starts `salon serve` (bench/server_load.py's `start_server`: bots without delay, per-address
limits raised) on PostgreSQL, creates --tables tables whose seats are all bots (--bots, default
heuristic), each with a chosen seed (--seed, --seed + 1, ...: the admin token), and waits until
every one is finished: first on ONE process, then on TWO (the tables created alternately
through each; each process owns, and runs the bots of, the tables it started). Each run has a
table prefix of its own (dropped at the end), so runs never see each other. Prints, for each:
the wall time, the server CPU summed over the processes (Linux /proc, from before the first
table is created to the last one finished), and each process's bot decisions computed and
applied, tables owned and lease takeovers (`/api/stats`); then the ratio two / one (the
target of issue 19: at most 1.2× the CPU) and whether the records are identical.

With --kill a third run plays the same tables on two processes and SIGKILLs the first once the
tables made --kill-after actions in all: the other takes the dead one's tables over when their
leases run out (--lease-ttl, default 2 s) and finishes them. Prints the time from the kill to
the takeovers and to every orphaned table moving again, and how many of the records (GET
/api/tables/{id}/record) are identical to the run without the kill. A bot decision depends
only on the table's seed, the seat and the state (hub.py's `_choose`, seeded with
`derive_seed(seed, "bot", seat, state_id)`), so bots with iteration budgets (heuristic,
random, `ismcts:iterations=50`, never a time budget) give every run the same records.

    make bench-scale      # or: .venv/bin/python bench/scale_out.py [--tables 24] [--kill]

Needs PostgreSQL: --db, default $SALON_TEST_POSTGRES_URL. Loopback only; bounded in time;
stops by itself. Not part of `make test` or `make bench`.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import server_load  # noqa: E402

from salon.store import drop_schema  # noqa: E402

#: /api/stats counters printed at the end of a run (`owned` is printed as the tables started:
#: at the end none is playing)
COUNTERS = ("bot_computed", "bot_applied", "lease_takeovers")


@dataclass
class Process:
    """One `salon serve` of a run."""

    proc: subprocess.Popen[bytes]
    base: str
    admin: dict[str, str]
    http: httpx.Client = field(default_factory=lambda: httpx.Client(timeout=30))
    cpu0: float = 0.0
    #: its CPU seconds and /api/stats when last read (just before a SIGKILL for the victim)
    cpu: float = 0.0
    stats: dict[str, Any] = field(default_factory=dict)
    owned_at_start: int = 0

    def get(self, path: str, **params: Any) -> Any:
        r = self.http.get(self.base + path, params=params)
        r.raise_for_status()
        return r.json()

    def read(self) -> None:
        self.cpu = (server_load.cpu_seconds(self.proc.pid) or 0.0) - self.cpu0
        self.stats = self.get("/api/stats")

    def stop(self) -> None:
        self.http.close()
        if self.proc.poll() is None:
            server_load.stop_server(self.proc)


@dataclass
class Result:
    label: str
    wall: float
    procs: list[Process]
    records: dict[int, Any]  # seed -> record
    kill: dict[str, float] = field(default_factory=dict)

    @property
    def cpu(self) -> float:
        return sum(p.cpu for p in self.procs)

    def total(self, key: str) -> int:
        return sum(int(p.stats.get(key, 0)) for p in self.procs)


def start(db: str, prefix: str, lease_ttl: float) -> Process:
    proc, base, token = server_load.start_server(db, prefix, "--lease-ttl", str(lease_ttl), quiet=True)
    if proc.poll() is not None:
        raise SystemExit(f"salon serve exited at its start (code {proc.returncode})")
    return Process(proc, base, {"Authorization": f"Bearer {token}"})


def tables_by_status(srv: Process, status: str) -> dict[str, int]:
    """table id -> state_id of the run's tables of one status (from the database)."""
    rows = srv.get("/api/tables", status=status, limit=500)["tables"]
    return {r["table_id"]: int(r["state_id"]) for r in rows}


def wait_until(pred: Any, what: str, timeout: float, every: float = 0.2) -> float:
    """Poll `pred` until it holds (at most `timeout` seconds); the time it took."""
    t0 = time.monotonic()
    while not pred():
        if time.monotonic() - t0 > timeout:
            raise SystemExit(f"gave up after {timeout:.0f} s: {what}")
        time.sleep(every)
    return time.monotonic() - t0


def record_of(srv: Process, tid: str) -> Any:
    """The finished game's record; a process that follows the table may learn of its end a
    moment after the database (table/not_finished until then)."""
    for _ in range(100):
        r = srv.http.get(f"{srv.base}/api/tables/{tid}/record")
        if r.status_code == 200:
            return r.json()["record"]
        time.sleep(0.1)
    r.raise_for_status()
    raise SystemExit(f"no record for table {tid}: {r.text}")


def kill_midway(args: argparse.Namespace, victim: Process, survivor: Process,
                ids: dict[int, str]) -> dict[str, float]:
    """SIGKILL `victim` once the tables made --kill-after actions; the times until the
    survivor took over its tables and until each of them moved again."""
    mine = {tid for seed, tid in ids.items() if (seed - args.seed) % 2 == 0}  # created through it
    wait_until(lambda: sum(tables_by_status(survivor, "playing").values())
               + sum(tables_by_status(survivor, "finished").values()) >= args.kill_after,
               f"{args.kill_after} actions before the kill", args.timeout, every=0.1)
    victim.read()  # its last figures: it cannot answer after the kill
    taken0 = int(survivor.get("/api/stats")["lease_takeovers"])
    victim.proc.send_signal(signal.SIGKILL)
    t_kill = time.monotonic()
    victim.proc.wait()
    playing = tables_by_status(survivor, "playing")
    orphaned = {tid: sid for tid, sid in playing.items() if tid in mine}
    print(f"  SIGKILL of process 1 after {sum(playing.values())}+ actions; "
          f"{len(orphaned)} of its {len(mine)} tables still playing", flush=True)
    out: dict[str, float] = {"orphaned": len(orphaned)}
    if not orphaned:
        return out
    deadline = t_kill + args.timeout
    while time.monotonic() < deadline and ("all_taken" not in out or "all_moving" not in out):
        taken = int(survivor.get("/api/stats")["lease_takeovers"]) - taken0
        now = time.monotonic() - t_kill
        if taken >= 1:
            out.setdefault("first_taken", now)
        if taken >= len(orphaned):
            out.setdefault("all_taken", now)
        playing = tables_by_status(survivor, "playing")
        if all(playing.get(tid, sid + 1) > sid for tid, sid in orphaned.items()):
            out.setdefault("all_moving", now)
        time.sleep(0.1)
    return out


def run(args: argparse.Namespace, label: str, processes: int, kill: bool = False) -> Result:
    prefix = f"scale{os.getpid()}_{label}_"
    procs: list[Process] = []
    try:
        for _ in range(processes):
            procs.append(start(args.db, prefix, args.lease_ttl))
        for p in procs:  # measured from here: the start-up is not the workload
            p.cpu0 = server_load.cpu_seconds(p.proc.pid) or 0.0
        seats = [{"kind": "bot", "bot": args.bots}] * args.players
        t0 = time.monotonic()
        ids: dict[int, str] = {}
        for k in range(args.tables):
            srv = procs[k % len(procs)]
            body = {"game": args.game, "players": args.players, "seed": args.seed + k, "seats": seats,
                    "bot_delay": args.bot_delay}
            r = srv.http.post(srv.base + "/api/tables", json=body, headers=srv.admin)
            if r.status_code != 201:
                raise SystemExit(f"creating a table: {r.status_code} {r.text}")
            ids[args.seed + k] = r.json()["table_id"]
        for p in procs:  # the tables' leases as they started (at the end, none is playing)
            p.owned_at_start = int(p.get("/api/stats")["owned"])
        times: dict[str, float] = {}
        if kill:
            times = kill_midway(args, procs[0], procs[1], ids)
        live = [p for p in procs if p.proc.poll() is None]
        wait_until(lambda: len(tables_by_status(live[-1], "finished")) >= args.tables,
                   "the tables did not all finish", args.timeout)
        wall = time.monotonic() - t0
        for p in live:
            p.read()
        records = {seed: record_of(live[-1], tid) for seed, tid in ids.items()}
        return Result(label, wall, procs, records, times)
    finally:
        for p in procs:
            p.stop()
        drop_schema(args.db, prefix)


def show(res: Result) -> None:
    actions = sum(len(r["actions"]) for r in res.records.values())
    print(f"{res.label}: {len(res.records)} tables, {actions} actions in {res.wall:.1f} s wall; "
          f"server CPU {res.cpu:.1f} s ({1000 * res.cpu / max(1, actions):.2f} ms per action); "
          f"bot decisions computed {res.total('bot_computed')}, applied {res.total('bot_applied')}")
    for i, p in enumerate(res.procs, 1):
        dead = " (SIGKILLed; figures read just before)" if p.proc.returncode == -signal.SIGKILL else ""
        print(f"  process {i}: CPU {p.cpu:.1f} s, owned {p.owned_at_start} as the tables started, "
              + ", ".join(f"{k} {p.stats.get(k)}" for k in COUNTERS) + dead)
    print(flush=True)


def identical(a: Result, b: Result) -> int:
    """How many of `a`'s records (by seed) `b` has exactly alike."""
    return sum(a.records[s] == b.records.get(s) for s in a.records)


def same(a: Result, b: Result) -> str:
    return f"{identical(a, b)} of {len(a.records)} records identical"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", default=os.environ.get("SALON_TEST_POSTGRES_URL"),
                    help="PostgreSQL URL (default: $SALON_TEST_POSTGRES_URL); each run uses a table prefix "
                         "of its own, dropped at the end")
    ap.add_argument("--tables", type=int, default=24)
    ap.add_argument("--game", default="roxane")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--bots", default="heuristic",
                    help="the bot spec of every seat; an iteration budget (e.g. ismcts:iterations=50), "
                         "never a time budget, so that runs can be compared")
    ap.add_argument("--bot-delay", type=float, default=0.0, help="each table's pause before a bot move")
    ap.add_argument("--seed", type=int, default=1, help="the first table's seed (the next: +1, ...)")
    ap.add_argument("--lease-ttl", type=float, default=2.0, help="passed to salon serve (every run)")
    ap.add_argument("--repeat", type=int, default=1, help="one- and two-process runs, interleaved (medians)")
    ap.add_argument("--kill", action="store_true", help="also: two processes, the first SIGKILLed mid-way")
    ap.add_argument("--kill-after", type=int, default=None,
                    help="actions (all tables) before the kill (default: 30 per table)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds a run may take at most")
    args = ap.parse_args()
    if not args.db or not args.db.startswith("postgresql"):
        raise SystemExit("bench/scale_out.py needs PostgreSQL: give --db postgresql+psycopg://user@host/db "
                         "or set SALON_TEST_POSTGRES_URL")
    if not 2 <= args.tables <= 500:
        raise SystemExit("--tables: from 2 to 500")
    if args.kill_after is None:
        args.kill_after = 30 * args.tables
    load = os.getloadavg()
    print(f"{args.tables} tables of {args.game}, {args.players} seats each, every seat {args.bots}, "
          f"bot delay {args.bot_delay} s, seeds {args.seed}..{args.seed + args.tables - 1}, lease ttl "
          f"{args.lease_ttl} s; {os.cpu_count()} cores, load average {load[0]:.1f} {load[1]:.1f} "
          f"{load[2]:.1f} at the start (other work on the machine included)\n", flush=True)
    ones: list[Result] = []
    twos: list[Result] = []
    for n in range(args.repeat):  # interleaved, so that the machine's other load hits both alike
        ones.append(run(args, f"one{n}", 1))
        show(ones[-1])
        twos.append(run(args, f"two{n}", 2))
        show(twos[-1])
        print(f"two processes / one: CPU {twos[-1].cpu / ones[-1].cpu:.2f}× (issue 19's target: at most 1.2×), "
              f"wall time {twos[-1].wall / ones[-1].wall:.2f}×, bot decisions computed "
              f"{twos[-1].total('bot_computed') / max(1, ones[-1].total('bot_computed')):.2f}×; "
              f"{same(ones[0], twos[-1])}\n", flush=True)
    if args.repeat > 1:
        cpu1, cpu2 = (statistics.median(r.cpu for r in rs) for rs in (ones, twos))
        print(f"medians of {args.repeat}: server CPU one process {cpu1:.1f} s, two {cpu2:.1f} s: "
              f"{cpu2 / cpu1:.2f}×; runs identical to the first: "
              f"{sum(identical(ones[0], r) == args.tables for r in ones + twos)} of {2 * args.repeat}\n")
    two = twos[0]
    if args.kill:
        killed = run(args, "kill", 2, kill=True)
        show(killed)
        k = killed.kill
        parts = [f"{int(k['orphaned'])} tables orphaned"]
        for key, what in (("first_taken", "first takeover"), ("all_taken", "all taken over"),
                          ("all_moving", "every orphaned table moving again")):
            if key in k:
                parts.append(f"{what} {k[key]:.1f} s after the SIGKILL")
        print("kill: " + ", ".join(parts) + f" (lease ttl {args.lease_ttl} s)")
        print(f"kill run vs the run without the kill: {same(two, killed)}; "
              f"wall time {killed.wall:.1f} s vs {two.wall:.1f} s")
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


if __name__ == "__main__":
    main()
