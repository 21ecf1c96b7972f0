"""Prometheus metrics: every metric of the server in one place, and `GET /metrics`.

The names (all `salon_`; docs/deploy.md, "Metrics", says what each means):

- `salon_tables{status}` (gauge): tables this process holds in memory, by status
  (open, playing, finished).
- `salon_connections{kind}` (gauge): WebSockets attached to a table, by kind (player: with a
  seat token; spectator).
- `salon_actions_accepted_total{source}` (counter): actions stored, by source (human, bot,
  clock: a bot playing for a human whose time ran out).
- `salon_bot_decisions_computed_total` (counter): bot decisions computed (a bot's `choose()`
  returned), and `salon_bot_decisions_applied_total`: bot and clock actions stored. Summed
  over every process, computed minus applied is the bot work done for nothing (decisions
  that lost a race or were no longer wanted). These two counters are the only count of bot
  decisions: /api/stats reports this process's values of them (`bot_decisions`).
- `salon_action_latency_seconds{via}` (histogram): an action received → its new state sent
  to the actor (via websocket: the quantity of `Hub.timings` and /api/stats; via rest: the
  answer of POST /api/tables/{id}/actions built).
- `salon_db_call_seconds{call}` (histogram): a store call made through `StoreCalls.db` (waiting for
  the DB thread included) or `StoreCalls.db_now`, by the store method's name.
- `salon_errors_total{code}` (counter): errors answered to a client, REST and WebSocket, by
  the stable code of errors.py (every code is listed from the start, at 0).
- `salon_db_unavailable` (gauge): 1 while this process finds the database unreachable.

- `salon_table_leases_owned` (gauge): playing tables whose lease this process holds (it runs
  their bots and clocks; server/leases.py).
- `salon_lease_takeovers_total` (counter): expired leases of other processes (dead or unable
  to renew) this process took over; never a table that just started, nor one released by a
  clean stop. /api/stats `lease_takeovers` is this process's value of it.
- `salon_gc_pause_seconds{generation}` (histogram): pauses of the garbage collector, by
  generation (2: a full collection, the long ones; server/gc_tuning.py).

Labels come from bounded sets only (never a table id). With `PROMETHEUS_MULTIPROC_DIR` set
(before the server starts: prometheus_client reads it when imported), every process writes
its values to files in that folder and a scrape of any of them reads all of them
(prometheus_client's multiprocess mode); each process then refreshes its gauges every
`REFRESH` seconds, and removes its live gauges when it stops cleanly. (In either mode the
collector's pauses are observed every `REFRESH` seconds.)
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client import multiprocess as _multiprocess

from . import gc_tuning
from .errors import CODES

if TYPE_CHECKING:
    from fastapi import FastAPI


@dataclass(frozen=True)
class Reading:
    """What the gauges show, read from the hub when they are refreshed (Hub.reading): its
    tables (each with a `status` and its `conns`, each with a `seat`), whether the database is
    down, how many leases this process holds."""

    tables: Iterable[Any]
    db_down: bool
    leases_owned: int


#: how the gauges read the process's state (the hub gives its `reading`)
Reader = Callable[[], Reading]

#: whether several processes share their metrics through files (prometheus_client decides
#: this from the same variable when it is imported)
MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or os.environ.get("prometheus_multiproc_dir"))
#: seconds between two refreshes of a process's gauges in multiprocess mode
REFRESH = 2.0

STATUSES = ("open", "playing", "finished")
SOURCES = ("human", "bot", "clock")

TABLES = Gauge("salon_tables", "Tables this process holds in memory, by status",
               ["status"], multiprocess_mode="livesum")
CONNECTIONS = Gauge("salon_connections", "WebSockets attached to a table, by kind (player or spectator)",
                    ["kind"], multiprocess_mode="livesum")
ACTIONS = Counter("salon_actions_accepted_total", "Actions stored, by source (human, bot, clock)", ["source"])
BOT_COMPUTED = Counter("salon_bot_decisions_computed_total", "Bot decisions computed (a bot's choose() returned)")
BOT_APPLIED = Counter("salon_bot_decisions_applied_total", "Bot decisions stored as actions (sources bot and clock)")
ACTION_LATENCY = Histogram(
    "salon_action_latency_seconds", "An action received to its new state sent to the actor (websocket) "
    "or answered (rest)", ["via"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0))
DB_LATENCY = Histogram(
    # (the help text as published: the calls are StoreCalls.db and .db_now, the hub's)
    "salon_db_call_seconds", "Store calls through Hub.db (DB thread wait included) or Hub.db_now, by call",
    ["call"], buckets=(0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0))
ERRORS = Counter("salon_errors_total", "Errors answered to clients (REST and WebSocket), by code", ["code"])
#: refusals at the connection's level that answer no error code (the others: salon_errors_total)
REFUSAL_KINDS = ("http/malformed", "websocket/not_utf8", "accept/no_descriptors")
REFUSALS = Counter("salon_refusals_total", "Connections or messages refused below the API, by kind "
                   "(a malformed HTTP request, a WebSocket text frame that is not UTF-8, an accept "
                   "that found no descriptor)", ["kind"])
LOG_DROPPED = Counter("salon_log_lines_dropped_total", "Log lines left out: more than one of their kind "
                      "in a minute (server/logs.py)")
DB_UNAVAILABLE = Gauge("salon_db_unavailable", "1 while this process finds the database unreachable",
                       multiprocess_mode="livemax")

LEASES_OWNED = Gauge("salon_table_leases_owned", "Playing tables whose lease this process holds",
                     multiprocess_mode="livesum")
LEASE_TAKEOVERS = Counter("salon_lease_takeovers_total", "Expired leases of other processes taken over")
GC_PAUSE = Histogram(
    "salon_gc_pause_seconds", "Pauses of this process's garbage collector, by generation (2: full)",
    ["generation"], buckets=(0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                             0.25, 0.5, 1.0, 2.5))

# children bound once: a labelled inc is then about a microsecond on the hot path
_ACTIONS = {s: ACTIONS.labels(s) for s in SOURCES}
_ERRORS = {code: ERRORS.labels(code) for code in CODES}
_REFUSALS = {kind: REFUSALS.labels(kind) for kind in REFUSAL_KINDS}
_LATENCY = {via: ACTION_LATENCY.labels(via) for via in ("websocket", "rest")}
_GC = [GC_PAUSE.labels(str(g)) for g in (0, 1, 2)]
_DB_CALLS: dict[str, Any] = {}


def action_accepted(source: str) -> None:
    """An action of `source` was stored (a bot's or the clock's is also a decision applied)."""
    child = _ACTIONS.get(source)
    if child is None:
        child = _ACTIONS[source] = ACTIONS.labels(source)
    child.inc()
    if source != "human":
        BOT_APPLIED.inc()


def bot_decision_computed() -> None:
    BOT_COMPUTED.inc()


def bot_decisions() -> tuple[int, int]:
    """The bot decisions this process computed and applied (/api/stats `bot_computed`,
    `bot_applied`): its own values of the two counters, in multiprocess mode too."""
    return int(_own_value(BOT_COMPUTED)), int(_own_value(BOT_APPLIED))


def lease_takeovers() -> int:
    """The expired leases of other processes this process took over (/api/stats
    `lease_takeovers`): its own value of the counter, in multiprocess mode too."""
    return int(_own_value(LEASE_TAKEOVERS))


def _own_value(counter: Counter) -> float:
    """This process's value of an unlabelled counter (in multiprocess mode, the one in its own
    file: a scrape sums them)."""
    for family in counter.collect():
        for sample in family.samples:
            if sample.name.endswith("_total"):
                return sample.value
    return 0.0


def error(code: str) -> None:
    """An error with `code` is answered to a client."""
    child = _ERRORS.get(code)
    if child is not None:  # codes come from errors.CODES (ApiError refuses others)
        child.inc()


def refusal(kind: str) -> None:
    """A connection or message refused below the API (a kind of REFUSAL_KINDS)."""
    _REFUSALS[kind].inc()


def log_line_dropped() -> None:
    LOG_DROPPED.inc()


def action_answered(via: str, seconds: float) -> None:
    _LATENCY[via].observe(seconds)


def db_call(fn: Callable[..., Any], started: float) -> None:
    """A store call `fn` begun at `started` (time.perf_counter()) has returned or failed."""
    name = getattr(fn, "__name__", "store")
    child = _DB_CALLS.get(name)
    if child is None:
        child = _DB_CALLS[name] = DB_LATENCY.labels(name)
    child.observe(time.perf_counter() - started)


def refresh(read: Reader) -> None:
    """Set the gauges from what the process holds now (on the event loop)."""
    now = read()
    tables = dict.fromkeys(STATUSES, 0)
    players = spectators = 0
    for t in now.tables:
        tables[t.status] = tables.get(t.status, 0) + 1
        for c in t.conns:
            if c.seat is None:
                spectators += 1
            else:
                players += 1
    for status, n in tables.items():
        TABLES.labels(status).set(n)
    CONNECTIONS.labels("player").set(players)
    CONNECTIONS.labels("spectator").set(spectators)
    DB_UNAVAILABLE.set(1 if now.db_down else 0)
    LEASES_OWNED.set(now.leases_owned)
    gc_pauses()


def gc_pauses() -> None:
    """Observe the collector's pauses timed since the last call (gc_tuning.PAUSES.pending)."""
    pending = gc_tuning.PAUSES.pending
    while pending:
        g, seconds = pending.popleft()
        _GC[g].observe(seconds)


def exposition(read: Reader) -> bytes:
    """The text a scrape gets: this process's metrics, or every process's in multiprocess mode."""
    refresh(read)
    if MULTIPROCESS:
        registry = CollectorRegistry()
        _multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry)
    return generate_latest(REGISTRY)


async def _refresh_every(read: Reader) -> None:
    while True:
        if MULTIPROCESS:
            refresh(read)
        else:
            gc_pauses()
        await asyncio.sleep(REFRESH)


def start(read: Reader) -> asyncio.Task[None]:
    """Every REFRESH seconds, observe the collector's pauses; in multiprocess mode also keep
    this process's gauges fresh for scrapes served by another."""
    return asyncio.create_task(_refresh_every(read))


async def stop(task: asyncio.Task[None]) -> None:
    """At a clean stop: no more refreshes, and this process's live gauges leave the scrape."""
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    if MULTIPROCESS:
        _multiprocess.mark_process_dead(os.getpid())  # type: ignore[no-untyped-call]


def install(app: FastAPI, read: Reader) -> None:
    """Serve GET /metrics (public, like /api/stats: counts and timings, no secret)."""
    from fastapi.responses import Response

    @app.get("/metrics", include_in_schema=False)
    async def metrics() -> Response:
        return Response(exposition(read), media_type=CONTENT_TYPE_LATEST)
