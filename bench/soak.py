"""Soak: `bench/server_load.py` for minutes on SQLite, watching the disk and the memory.

Starts `salon serve` on a SQLite file in a temporary folder, plays --tables concurrent tables
through real WebSocket clients (server_load's clients: every game that ends is replaced), and
prints the size of the WAL (the `-wal` file) and of the database, and the server's RSS, at the
start, every --every seconds and at the end, then server_load's figures (actions/s, p50/p99).

    make soak             # or: .venv/bin/python bench/soak.py [--tables 200] [--minutes 5]

Loopback only; bounded in time; stops by itself. Not part of `make test` or `make bench`.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import server_load  # noqa: E402


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def size_mb(path: Path) -> float:
    try:
        return path.stat().st_size / 2**20
    except OSError:
        return 0.0


async def watch(pid: int, db: Path, base: str, every: float, stop: asyncio.Event,
                rows: list[tuple[float, float, float, float]]) -> None:
    """Sample the WAL, the database file and the server's RSS every `every` seconds (and a
    second at a time the largest WAL seen in between)."""
    wal = Path(str(db) + "-wal")
    start = time.monotonic()
    largest = 0.0

    def line(label: str) -> None:
        t = time.monotonic() - start
        row = (t, size_mb(wal), size_mb(db), rss_mb(pid))
        rows.append(row)
        print(f"{label:>6} t={t:6.0f}s  WAL {row[1]:7.2f} MB (largest so far {largest:6.2f} MB)  "
              f"database {row[2]:7.1f} MB  server RSS {row[3]:6.1f} MB", flush=True)

    line("start")
    next_at = start + every
    while not stop.is_set():
        try:
            await asyncio.wait_for(stop.wait(), 1.0)
        except TimeoutError:
            pass
        largest = max(largest, size_mb(wal))
        if time.monotonic() >= next_at and not stop.is_set():
            next_at += every
            line("")
    largest = max(largest, size_mb(wal))
    line("end")
    async with httpx.AsyncClient(timeout=10) as http:
        try:
            stats = (await http.get(base + "/api/stats")).json().get("database")
            print(f"largest WAL seen: {largest:.2f} MB; server: {stats}")
        except (httpx.HTTPError, ValueError):
            print(f"largest WAL seen: {largest:.2f} MB")


async def soak(args: argparse.Namespace, base: str, pid: int, db: Path) -> server_load.Stats:
    stop = asyncio.Event()
    rows: list[tuple[float, float, float, float]] = []
    watcher = asyncio.create_task(watch(pid, db, base, args.every, stop, rows))
    try:
        return await server_load.run(args, base, pid)
    finally:
        stop.set()
        await watcher


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--think", type=float, default=1.0, help="mean seconds a client waits before acting")
    ap.add_argument("--minutes", type=float, default=5.0, help="minutes measured (after the ramp-up)")
    ap.add_argument("--every", type=float, default=30.0, help="seconds between two lines of figures")
    ap.add_argument("--ramp", type=float, default=5.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wal-limit-mb", type=float, default=None, help="passed to salon serve (default: its own)")
    ap.add_argument("--serve-arg", action="append", default=[], metavar="ARG",
                    help="an argument added to salon serve (repeatable), e.g. --serve-arg=--no-gc-freeze")
    args = ap.parse_args()
    args.duration = args.minutes * 60
    args.max_actions = 10**9
    server_load.client_gc("off")  # the load generator's own pauses are not the server's

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "soak.db"
        extra = ["--wal-limit-mb", str(args.wal_limit_mb)] if args.wal_limit_mb is not None else []
        extra += args.serve_arg
        proc, base, args.admin_token = server_load.start_server(f"sqlite:///{db}", "", *extra)
        try:
            stats = asyncio.run(soak(args, base, proc.pid, db))
        finally:
            server_load.stop_server(proc)
    server_load.report(args, stats)


if __name__ == "__main__":
    main()
