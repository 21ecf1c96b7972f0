"""Server load benchmark: N concurrent tables of bots played through real WebSocket clients.

Starts `salon serve` on a free loopback port (SQLite in a temporary folder unless --db is
given), creates N tables whose seats are all human seats, and plays every seat with a random
client-side bot over its own WebSocket, pausing a random "think time" before each move. When a
game ends its table is replaced by a new one, so N tables are in play throughout. Runs for
--duration seconds (and at most --max-actions actions), then prints actions/s and the
p50/p95/p99 time from an action sent to the resulting state received.

    .venv/bin/python bench/server_load.py --tables 200 --duration 30

With --profile FILE the server runs under cProfile and writes its statistics to FILE when it
stops (read them with `python -m pstats FILE`, e.g. `sort tottime` then `stats 30`): where the
accepted-action path spends its CPU. Profiling slows the server: its CPU figures are then not
comparable with a run without it.

It also prints the server's garbage-collector pauses of the measured window (from /api/stats
`gc` and the histogram salon_gc_pause_seconds of /metrics): full collections, and pauses
longer than 10, 25 and 100 ms by generation. `--serve-arg` passes options to the server it
starts, e.g. `--serve-arg=--gc-threshold=0 --serve-arg=--no-gc-freeze` for Python's own
collector (docs/deploy.md, "Garbage collector").

The load generator is the measuring instrument, and a pause of its own would be counted as
the server's latency for every action in flight: by default (`--client-gc off`) its own
garbage collector is frozen and switched off for the run (bounded in time; its memory growth
is printed), `--client-gc python` keeps Python's. `--token-in-url` speaks the protocol of
servers older than the hello message (commit 65c9e9e: the seat token in the WebSocket URL),
so that bench/capacity.py measures old and new servers with this same load generator;
`--server-pid` names the process of a server given with --url, for its CPU figures.

Loopback only; bounded in time and count; stops by itself. Every socket comes from one
address, so the server it starts allows that (--ws-per-address, --tables-per-minute,
--open-tables); a server given with --url needs the same settings.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
import websockets

from salon.server import gc_tuning
from salon.store import drop_schema


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.actions = 0
        self.errors: dict[str, int] = {}
        self.games = 0
        self.started = time.monotonic()


async def play_seat(url: str, token: str, seat: int, stats: Stats, rng: random.Random, think: float,
                    stop: asyncio.Event, done: asyncio.Event, token_in_url: bool = False) -> None:
    if token_in_url:  # servers before the hello message (commit 65c9e9e)
        url = f"{url}?token={token}"
    async with websockets.connect(url, max_queue=None, open_timeout=60, compression=None) as ws:
        if not token_in_url:
            await ws.send(json.dumps({"type": "hello", "token": token}))  # the seat token: first message
        acted: set[int] = set()
        sent_at: dict[int, float] = {}
        pending: asyncio.Task[None] | None = None

        async def act_later(sid: int, action: str) -> None:
            await asyncio.sleep(rng.uniform(0, 2 * think))
            if stop.is_set():
                return
            sent_at[sid] = time.perf_counter()
            await ws.send(json.dumps({"type": "act", "state_id": sid, "action": action}))

        while not done.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), 1.0)
            except TimeoutError:
                if stop.is_set():
                    break
                continue
            msg = json.loads(raw)
            now = time.perf_counter()
            if msg["type"] == "error":
                stats.errors[msg["code"]] = stats.errors.get(msg["code"], 0) + 1
                continue
            if msg["type"] != "state":
                continue
            sid = msg["state_id"]
            for s in [s for s in sent_at if s < sid]:
                stats.latencies.append(now - sent_at.pop(s))
                stats.actions += 1
            if msg["status"] == "finished":
                if seat == 0:
                    stats.games += 1
                done.set()
                break
            if msg["legal"] and sid not in acted and not stop.is_set():
                acted.add(sid)
                pending = asyncio.create_task(act_later(sid, rng.choice(msg["legal"])))
        if pending is not None:
            pending.cancel()


async def table_loop(http: httpx.AsyncClient, base: str, ws_base: str, players: int, think: float,
                     stats: Stats, stop: asyncio.Event, rng: random.Random, token_in_url: bool = False) -> None:
    while not stop.is_set():
        body: dict[str, object] = {"game": "rose-ceremony", "players": players,
                                   "seats": [{"kind": "human"}] * players}
        seed = rng.randrange(2**40)
        if "authorization" in http.headers or token_in_url:  # a chosen seed needs the admin token
            body["seed"] = seed  # (servers before the hello message took one from anyone)
        r = await http.post(f"{base}/api/tables", json=body)
        r.raise_for_status()
        data = r.json()
        done = asyncio.Event()
        tasks = [asyncio.create_task(play_seat(
            f"{ws_base}/ws/tables/{data['table_id']}", s["token"], s["seat"], stats,
            random.Random(rng.random()), think, stop, done, token_in_url)) for s in data["seats"]]
        await asyncio.gather(*tasks)


#: the load generator's own collections (salon's pause counter, in this process)
CLIENT_PAUSES = gc_tuning.install()


def client_gc(mode: str) -> None:
    """The load generator's own collector: "off" (what is alive is frozen, automatic collection
    switched off: no pause of the instrument is counted as latency) or "python" (as it is)."""
    if mode == "off":
        gc.collect()
        gc.freeze()
        gc.disable()


def rss_mb(pid: int) -> float | None:
    """Resident memory of a process in MB (Linux /proc), or None."""
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return None


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU time of a process (Linux /proc), or None."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


async def run(args: argparse.Namespace, base: str, server_pid: int | None = None) -> Stats:
    stats = Stats()
    stop = asyncio.Event()
    ws_base = base.replace("http://", "ws://")
    limits = httpx.Limits(max_connections=50)
    token = getattr(args, "admin_token", None)  # bench/soak.py passes its own arguments
    admin = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx.AsyncClient(timeout=60, limits=limits, headers=admin) as http:
        rng = random.Random(args.seed)
        loops = []
        for _ in range(args.tables):
            loops.append(asyncio.create_task(table_loop(http, base, ws_base, args.players, args.think,
                                                        stats, stop, random.Random(rng.random()),
                                                        getattr(args, "token_in_url", False))))
            await asyncio.sleep(args.ramp / max(1, args.tables))
        stats.started = time.monotonic()
        stats.latencies.clear()
        stats.actions = 0
        cpu0 = cpu_seconds(server_pid)
        gc0 = await gc_pauses(http, base)
        client0 = (sum(CLIENT_PAUSES.count), rss_mb(os.getpid()))
        deadline = time.monotonic() + args.duration
        while time.monotonic() < deadline and stats.actions < args.max_actions:
            await asyncio.sleep(0.2)
        elapsed = time.monotonic() - stats.started
        cpu1 = cpu_seconds(server_pid)
        try:
            stats.server = (await http.get(f"{base}/api/stats", params={"window": elapsed})).json()  # type: ignore[attr-defined]
        except (httpx.HTTPError, ValueError):
            stats.server = None  # type: ignore[attr-defined]
        stats.server_cpu = None if cpu0 is None or cpu1 is None else cpu1 - cpu0  # type: ignore[attr-defined]
        gc1 = await gc_pauses(http, base)
        stats.client = (client0, (sum(CLIENT_PAUSES.count), rss_mb(os.getpid())), max(CLIENT_PAUSES.max))  # type: ignore[attr-defined]
        stats.gc_long = {k: v - gc0.get(k, 0) for k, v in gc1.items()}  # type: ignore[attr-defined]
        stop.set()
        stats.elapsed = elapsed  # type: ignore[attr-defined]
        await asyncio.wait(loops, timeout=15)
        for t in loops:
            t.cancel()
    return stats


#: pause lengths (seconds) by which bench reports the collector's pauses (buckets of
#: salon_gc_pause_seconds)
GC_LONG = ("0.01", "0.025", "0.1")


async def gc_pauses(http: httpx.AsyncClient, base: str) -> dict[tuple[str, str], float]:
    """{(generation, bound): pauses longer than bound seconds} since the server started, from
    its /metrics (the histogram salon_gc_pause_seconds); empty if it has none."""
    from prometheus_client.parser import text_string_to_metric_families

    try:
        r = await http.get(f"{base}/metrics")
    except httpx.HTTPError:
        return {}
    count: dict[str, float] = {}
    under: dict[tuple[str, str], float] = {}
    try:
        families = list(text_string_to_metric_families(r.text)) if r.status_code == 200 else []
    except ValueError:  # not Prometheus' text (a server without /metrics)
        families = []
    for family in families:
        if family.name != "salon_gc_pause_seconds":
            continue
        for sample in family.samples:
            g = sample.labels.get("generation", "")
            if sample.name.endswith("_count"):
                count[g] = sample.value
            elif sample.name.endswith("_bucket") and sample.labels.get("le") in GC_LONG:
                under[(g, sample.labels["le"])] = sample.value
    return {(g, le): count[g] - n for (g, le), n in under.items() if g in count}


def start_server(db: str, prefix: str = "", *extra: str, profile: str | None = None,
                 quiet: bool = False) -> tuple[subprocess.Popen[bytes], str, str]:
    """`salon serve` on a free port with its own admin token, bots without delay and the
    per-address limits raised (one address opens every table); (process, URL, admin token)
    once it answers. `profile`: run it under cProfile, writing the statistics there;
    `quiet`: without its banner (its standard output goes nowhere)."""
    admin_token = secrets.token_hex(16)
    port = free_port()
    under = ["-m", "cProfile", "-o", profile] if profile else []
    proc = subprocess.Popen([sys.executable, *under, "-m", "salon.cli.main", "serve", "--port", str(port),
                             "--db", db, "--table-prefix", prefix, "--bot-delay", "0",
                             "--min-bot-delay", "0", "--admin-token", admin_token,
                             "--log-level", "warning",
                             "--tables-per-minute", "100000", "--open-tables", "100000",
                             "--ws-per-address", "100000", "--http-per-address", "100000",
                             "--rest-rate", "100000", "--rest-burst", "100000", *extra],
                            stdout=subprocess.DEVNULL if quiet else None)
    base = f"http://127.0.0.1:{port}"
    wait_until_up(proc, base)
    return proc, base, admin_token


def wait_until_up(proc: subprocess.Popen[bytes], base: str) -> None:
    """Until the server at `base` answers /api/games (at most about 30 s), or its process exits."""
    for _ in range(300):
        if proc.poll() is not None:
            return
        try:
            if httpx.get(base + "/api/games", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)


def stop_server(proc: subprocess.Popen[bytes], signum: int = signal.SIGTERM) -> None:
    """Stop a server this bench started: `signum`, then SIGKILL if it has not exited in 30 s."""
    proc.send_signal(signum)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=30)


def pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--think", type=float, default=1.0,
                    help="mean seconds a client bot waits before acting (uniform in [0, 2 × think])")
    ap.add_argument("--duration", type=float, default=30.0, help="seconds measured (after the ramp-up)")
    ap.add_argument("--ramp", type=float, default=5.0, help="seconds to open all tables")
    ap.add_argument("--max-actions", type=int, default=200_000)
    ap.add_argument("--db", default=None, help="database URL (default: SQLite in a temporary folder); "
                    "its tables get a prefix of their own and are dropped at the end")
    ap.add_argument("--url", default=None, help="use a running server instead of starting one")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", default=None, metavar="FILE",
                    help="run the server it starts under cProfile; its statistics go to FILE when it stops")
    ap.add_argument("--serve-arg", action="append", default=[], metavar="ARG",
                    help="an argument added to the salon serve it starts (repeatable), e.g. "
                         "--serve-arg=--no-gc-freeze --serve-arg=--gc-threshold=0 for Python's own collector")
    ap.add_argument("--admin-token", default=os.environ.get("SALON_ADMIN_TOKEN"),
                    help="the server's admin token (--url): the tables' seeds are then chosen from --seed; "
                         "without it the server draws them")
    ap.add_argument("--client-gc", choices=("off", "python"), default="off",
                    help="the load generator's own garbage collector: off for the run (default; its "
                         "pauses would count as latency) or Python's")
    ap.add_argument("--token-in-url", action="store_true",
                    help="the seat token in the WebSocket URL (servers before the hello message, e.g. 65c9e9e)")
    ap.add_argument("--server-pid", type=int, default=None,
                    help="the process id of the server given with --url (its CPU is then measured)")
    args = ap.parse_args()
    if args.server_pid is not None and args.url is None:
        ap.error("--server-pid goes with --url")
    client_gc(args.client_gc)

    proc = None
    tmp = tempfile.TemporaryDirectory()
    base = args.url
    if base is None:
        db = args.db or f"sqlite:///{os.path.join(tmp.name, 'bench.db')}"
        prefix = f"bench{os.getpid()}_" if args.db else ""
        proc, base, args.admin_token = start_server(db, prefix, *args.serve_arg, profile=args.profile)
    try:
        try:
            import uvloop

            stats = uvloop.run(run(args, base, proc.pid if proc else args.server_pid))
        except ImportError:
            stats = asyncio.run(run(args, base, proc.pid if proc else args.server_pid))
    finally:
        if proc is not None:
            # under cProfile the statistics are written on a clean stop: Ctrl-C's signal
            stop_server(proc, signal.SIGINT if args.profile else signal.SIGTERM)
            if args.db:  # leave the given database as it was
                drop_schema(args.db, prefix)
        tmp.cleanup()
    report(args, stats)


def report(args: argparse.Namespace, stats: Stats) -> None:
    """Print what a run measured: throughput, latencies, the server's CPU, errors."""
    lat = stats.latencies
    elapsed = getattr(stats, "elapsed", 1.0)
    load = os.getloadavg()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} (other work on the machine included)")
    print(f"tables: {args.tables} concurrent ({args.players} WebSocket clients each, "
          f"{args.tables * args.players} connections), think time mean {args.think}s")
    print(f"measured: {elapsed:.1f}s, {stats.actions} actions, {stats.games} games finished")
    print(f"actions/s: {stats.actions / elapsed:.1f}")
    if lat:
        print(f"action -> new state latency: p50 {1000 * pct(lat, 50):.1f} ms, "
              f"p95 {1000 * pct(lat, 95):.1f} ms, p99 {1000 * pct(lat, 99):.1f} ms, "
              f"max {1000 * max(lat):.1f} ms, mean {1000 * statistics.fmean(lat):.1f} ms")
    srv = getattr(stats, "server", None)
    if srv and srv.get("latency", {}).get("p50") is not None:
        lat_s = srv["latency"]
        print(f"server side, action received -> new state sent to the actor: p50 {1000 * lat_s['p50']:.1f} ms, "
              f"p95 {1000 * lat_s['p95']:.1f} ms, p99 {1000 * lat_s['p99']:.1f} ms, max {1000 * lat_s['max']:.1f} ms")
    gcs = (srv or {}).get("gc")
    if gcs and "full_in_window" in gcs:
        full, gens = gcs["full_in_window"], gcs["generations"]
        longest = "-" if full["max"] is None else f"{1000 * full['max']:.1f} ms ({1000 * full['cpu_max']:.1f} ms CPU)"

        def per_gen(key: str, digits: int) -> str:
            return "/".join(f"{1000 * g[key]:.{digits}f}" for g in gens)
        print(f"server GC: {full['count']} full (gen 2) collections in the window, longest {longest}, "
              f"total {1000 * full['total']:.0f} ms; since start gen0/gen1/gen2 "
              f"{'/'.join(str(g['count']) for g in gens)} collections, longest {per_gen('max', 1)} ms "
              f"(CPU {per_gen('cpu_max', 1)} ms), total {per_gen('total', 0)} ms (CPU {per_gen('cpu_total', 0)} ms); "
              f"threshold {gcs['threshold']}, frozen {gcs['frozen']} objects")
    long = getattr(stats, "gc_long", None)
    if long:
        print("server GC pauses in the window longer than " + ", ".join(
            f"{1000 * float(le):g} ms: " + "/".join(f"{long.get((g, le), 0):.0f}" for g in "012")
            for le in GC_LONG) + " (gen0/gen1/gen2)")
    client = getattr(stats, "client", None)
    if client:
        (n0, rss0), (n1, rss1), longest = client
        mode = "off" if not gc.isenabled() else "on"
        rss = "" if rss0 is None or rss1 is None else f"; its memory {rss0:.0f} -> {rss1:.0f} MB"
        print(f"load generator GC: {mode}, {n1 - n0} collections in the window "
              f"(longest since start {1000 * longest:.1f} ms){rss}")
    cpu = getattr(stats, "server_cpu", None)
    if cpu is not None and stats.actions:
        print(f"server CPU: {cpu:.1f} s in {elapsed:.1f} s ({100 * cpu / elapsed:.0f}% of one core), "
              f"{1000 * cpu / stats.actions:.2f} ms per action")
    if stats.errors:
        print(f"errors: {stats.errors}")


if __name__ == "__main__":
    main()
