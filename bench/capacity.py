"""Capacity, old code and new side by side: the server of commit 65c9e9e and this tree's, over a
ladder of table counts, in one run, both driven by this tree's bench/server_load.py.

Extracts the old commit into a temporary folder (`git archive 65c9e9e | tar -x`) and starts ITS
`salon serve` there (cwd and PYTHONPATH that folder's src; bots without delay, as its own bench
did), then drives it with this tree's load generator given `--url`, `--server-pid` and
`--token-in-url` (the old server takes the seat token in the WebSocket URL, the new one in a
hello message); then this tree's bench/server_load.py with a server of its own, whose
start_server raises the new server's per-address limits (the old server has none). One load
generator for both, so that what it costs and how its own pauses show (its collector is off
for the run) are the same on both sides. Each --ladder step runs both, one after the other, for
--duration seconds (after server_load's 5 s ramp-up), on SQLite in a temporary folder unless
--db is given (PostgreSQL: each run's tables get a prefix of their own, dropped at the end). From each run's printed figures it takes the p99 of the time from an
action sent to its new state received (client side), the server's own p99 (`/api/stats`) and
the server's CPU per action, and prints one table, then the largest table count each code held
at p99 < --p99-ms.

A code's ladder stops once two of its steps failed (p99 at or above the limit, or no figures).

    make bench-capacity   # or: .venv/bin/python bench/capacity.py [--ladder 200,300,400] [--duration 20]

The machine is shared: the load average is printed with every step. Loopback only; bounded in
time; stops by itself. Not part of `make test` or `make bench`.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import server_load  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OLD = "65c9e9e"
#: the options given to the old code's `salon serve` (checked against its --help)
OLD_SERVE = ("--port", "--db", "--table-prefix", "--bot-delay", "--log-level")

P99 = re.compile(r"action -> new state latency: .*?p99 ([\d.]+) ms")
SERVER_P99 = re.compile(r"server side, action received -> new state sent to the actor: .*?p99 ([\d.]+) ms")
CPU = re.compile(r"server CPU: ([\d.]+) s in ([\d.]+) s \((\d+)% of one core\), ([\d.]+) ms per action")
RATE = re.compile(r"actions/s: ([\d.]+)")
ERRORS = re.compile(r"errors: (.*)")


@dataclass
class Step:
    code: str
    tables: int
    load: float  # 1-minute load average as the step started
    p99: float | None = None  # ms, client side (what a step is judged by)
    server_p99: float | None = None  # ms, the server's own (/api/stats)
    cpu_ms: float | None = None  # server CPU per action
    core_pct: float | None = None  # server CPU, % of one core
    rate: float | None = None  # actions/s
    errors: str = ""
    failed_run: str = ""  # why no figures

    def ok(self, limit: float) -> bool:
        return self.p99 is not None and self.p99 < limit


def extract(commit: str, into: str) -> None:
    """The tree of `commit` into the folder `into` (git archive | tar -x)."""
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", commit], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", into], stdin=archive.stdout, check=True)
    if archive.stdout is not None:
        archive.stdout.close()
    if archive.wait() != 0:
        raise SystemExit(f"git archive {commit} failed")


def check_options(tree: Path) -> None:
    """Refuse to start if the old code's `salon serve` does not take every option given to it."""
    out = subprocess.run([sys.executable, "-m", "salon.cli.main", "serve", "--help"], cwd=tree,
                         env=env_for(tree), capture_output=True, text=True, timeout=60)
    missing = [o for o in OLD_SERVE if o not in out.stdout]
    if out.returncode != 0 or missing:
        raise SystemExit(f"the old salon serve does not take {missing or 'its --help'}:\n{out.stderr}")


def env_for(tree: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(tree / "src"), "PYTHONUNBUFFERED": "1"}


def load_command(args: argparse.Namespace, tables: int) -> list[str]:
    """This tree's load generator, with the options common to both codes."""
    return [sys.executable, str(ROOT / "bench" / "server_load.py"), "--tables", str(tables),
            "--duration", str(args.duration), "--players", str(args.players), "--think", str(args.think),
            "--seed", str(args.seed)]


def start_old_server(tree: Path, db: str, prefix: str) -> tuple[subprocess.Popen[bytes], str]:
    """The old code's `salon serve` on a free port, bots without delay; (process, URL) once it answers."""
    port = server_load.free_port()
    proc = subprocess.Popen([sys.executable, "-m", "salon.cli.main", "serve", "--port", str(port), "--db", db,
                             "--table-prefix", prefix, "--bot-delay", "0", "--log-level", "warning"],
                            cwd=tree, env=env_for(tree), stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    server_load.wait_until_up(proc, base)
    return proc, base


def run_load(args: argparse.Namespace, code: str, tree: Path, tables: int) -> tuple[str, str]:
    """One step's load generator run against `code`: (its output, why it gave none or "")."""
    cmd = load_command(args, tables)
    proc = None
    tmp = tempfile.TemporaryDirectory(prefix="salon-capacity-")  # (the old server's SQLite file)
    prefix = f"capold{os.getpid()}_" if args.db else ""
    try:
        if code == "old":
            proc, base = start_old_server(tree, args.db or f"sqlite:///{os.path.join(tmp.name, 'old.db')}", prefix)
            if proc.poll() is not None:
                return "", f"the old server exited with {proc.returncode}"
            cmd += ["--url", base, "--server-pid", str(proc.pid), "--token-in-url"]
        elif args.db:
            cmd += ["--db", args.db]
        try:
            out = subprocess.run(cmd, cwd=ROOT, env=env_for(ROOT), capture_output=True, text=True,
                                 timeout=args.duration + 180)
        except subprocess.TimeoutExpired:
            return "", "timed out"
        return out.stdout + out.stderr, "" if out.returncode == 0 else f"exit {out.returncode}"
    finally:
        if proc is not None:
            server_load.stop_server(proc)
            if args.db:  # the old code's tables, dropped by the old code
                subprocess.run([sys.executable, "-c", "import sys; from salon.store import drop_schema; "
                                "drop_schema(sys.argv[1], sys.argv[2])", args.db, prefix],
                               cwd=tree, env=env_for(tree), timeout=60, check=False)
        tmp.cleanup()


def run_step(args: argparse.Namespace, code: str, tree: Path, tables: int) -> Step:
    step = Step(code, tables, os.getloadavg()[0])
    text, why = run_load(args, code, tree, tables)
    if not text:
        step.failed_run = why
        return step
    if m := P99.search(text):
        step.p99 = float(m.group(1))
    if m := SERVER_P99.search(text):
        step.server_p99 = float(m.group(1))
    if m := CPU.search(text):
        step.core_pct = float(m.group(3))
        step.cpu_ms = float(m.group(4))
    if m := RATE.search(text):
        step.rate = float(m.group(1))
    if m := ERRORS.search(text):
        step.errors = m.group(1)
    if step.p99 is None:
        tail = " | ".join(text.strip().splitlines()[-3:])
        step.failed_run = f"{why or 'exit 0'}, no figures: {tail[:300]}"
    return step


def fmt(x: float | None, spec: str) -> str:
    return "—" if x is None else format(x, spec)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ladder", default="200,300,400,500,600,800", help="table counts, comma-separated")
    ap.add_argument("--duration", type=float, default=20.0, help="seconds measured per step (after the ramp-up)")
    ap.add_argument("--db", default=None, help="database URL (default: SQLite in a temporary folder)")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--think", type=float, default=1.0, help="mean seconds a client waits before acting")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--p99-ms", type=float, default=100.0, help="a step holds when its p99 is below this")
    ap.add_argument("--old", default=OLD, help="the old commit (default: %(default)s, before issue 19)")
    args = ap.parse_args()
    ladder = [int(x) for x in args.ladder.split(",") if x.strip()]

    with tempfile.TemporaryDirectory(prefix="salon-old-") as old_tree:
        extract(args.old, old_tree)
        trees = {"old": Path(old_tree), "new": ROOT}
        check_options(trees["old"])
        load = os.getloadavg()
        print(f"capacity: old = {args.old}, new = this tree; {args.duration:g} s per step, "
              f"{args.players} clients per table, think time {args.think} s, "
              f"{'SQLite' if not args.db else 'database ' + args.db.split('@')[-1]}; "
              f"{os.cpu_count()} cores, load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}\n", flush=True)
        steps: dict[tuple[str, int], Step] = {}
        failures = {"old": 0, "new": 0}
        t0 = time.monotonic()
        for n in ladder:
            for code, tree in trees.items():
                if failures[code] >= 2:
                    continue
                s = run_step(args, code, tree, n)
                steps[code, n] = s
                if not s.ok(args.p99_ms):
                    failures[code] += 1
                print(f"  {code} {n:>4} tables: p99 {fmt(s.p99, '.1f')} ms (server side "
                      f"{fmt(s.server_p99, '.1f')} ms), {fmt(s.cpu_ms, '.2f')} ms CPU per "
                      f"action ({fmt(s.core_pct, '.0f')}% of a core), {fmt(s.rate, '.0f')} actions/s, load "
                      f"{s.load:.1f}" + (f", errors {s.errors}" if s.errors else "")
                      + (f" [{s.failed_run}]" if s.failed_run else ""), flush=True)
            if all(f >= 2 for f in failures.values()):
                break

    print(f"\n({time.monotonic() - t0:.0f} s in all)")
    print("| tables | old p99 | new p99 | old CPU/action | new CPU/action | server-side p99 (old, new) "
          "| load (old, new) |")
    print("|---|---|---|---|---|---|---|")
    for n in ladder:
        o, w = steps.get(("old", n)), steps.get(("new", n))
        if o is None and w is None:
            continue

        def cell(s: Step | None, attr: str, unit: str, spec: str) -> str:
            v = getattr(s, attr) if s is not None else None
            return "—" if v is None else f"{v:{spec}} {unit}"

        loads = ", ".join("—" if s is None else f"{s.load:.1f}" for s in (o, w))
        server = ", ".join(cell(s, "server_p99", "ms", ".1f") for s in (o, w))
        print(f"| {n} | {cell(o, 'p99', 'ms', '.1f')} | {cell(w, 'p99', 'ms', '.1f')} | "
              f"{cell(o, 'cpu_ms', 'ms', '.2f')} | {cell(w, 'cpu_ms', 'ms', '.2f')} | {server} | {loads} |")
    held: dict[str, Step | None] = {}
    for code in ("old", "new"):
        ok = [s for (c, _), s in steps.items() if c == code and s.ok(args.p99_ms)]
        held[code] = max(ok, key=lambda s: s.tables) if ok else None
    cores = os.cpu_count() or 1

    def tables(code: str) -> int:
        s = held[code]
        return s.tables if s else 0

    def per_core(code: str) -> str:
        s = held[code]
        if s is None:
            return f"{code} —"
        share = f", the server at {s.core_pct:.0f}% of one core" if s.core_pct is not None else ""
        return f"{code} {s.tables / cores:.0f} per core of the machine{share}"

    ratio = f"; new / old {tables('new') / tables('old'):.2f}×" if tables("old") else ""
    print(f"\ntables held at p99 < {args.p99_ms:g} ms: old {tables('old')}, new {tables('new')}{ratio} "
          f"(per core: {per_core('old')}; {per_core('new')}; {cores} cores shared by the server, its "
          f"clients and other work)")
    top = max(ladder)
    for code in ("old", "new"):
        if tables(code) == top:
            print(f"{code}: held the ladder's top ({top} tables); its capacity may be higher")


if __name__ == "__main__":
    main()
