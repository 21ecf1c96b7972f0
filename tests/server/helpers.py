"""Helpers for the server tests: a real `salon serve` process, WebSocket clients, and the
offline model of a table that every message is checked against."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from typing import Any

import httpx
import websockets

import salon
from salon.core import derive_seed
from salon.core.game import State
from salon.store import drop_schema

from ..patience import PATIENCE

RECV_TIMEOUT = PATIENCE
#: every test server starts with this admin token (`Server.post(..., admin=True)` sends it)
ADMIN_TOKEN = "test-admin-token"
ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """`salon serve` in a subprocess on a free loopback port, with the admin token ADMIN_TOKEN,
    no bot delay and no floor on a table's bot_delay."""

    def __init__(self, db_url: str, prefix: str = "", *extra: str, env: dict[str, str] | None = None) -> None:
        self.db_url = db_url
        self.prefix = prefix
        self.extra = extra
        #: the server's environment beyond ours: the tests' sockets all come from the loopback,
        #: so the per-address budget of full resyncs (server/resync.py) is raised, like the
        #: other per-address bounds below; test_sync_bounds.py gives the defaults back
        self.env = {"SALON_RESYNC_BURST": "1e12", "SALON_RESYNC_RATE": "1e12", **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None
        self.port = 0
        self.client = httpx.Client(timeout=PATIENCE)
        #: a file that receives the server's stderr instead of a pipe (a pipe nobody reads
        #: blocks a server that writes more than 64 KiB to it)
        self.stderr_path: str | None = None
        #: a file that receives the server's stdout (uvicorn's access log goes there)
        self.stdout_path: str | None = None
        #: the server's limit on open descriptors (soft and hard), if it must be lower than ours
        self.nofile: int | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, table_id: str) -> str:
        """The table's WebSocket URL (the seat token goes in the hello, never in the URL)."""
        return f"ws://127.0.0.1:{self.port}/ws/tables/{table_id}"

    def start(self) -> Server:
        for _attempt in range(3):
            self.port = free_port()
            cmd = [sys.executable, "-m", "salon.cli.main", "serve", "--host", "127.0.0.1",
                   "--port", str(self.port), "--db", self.db_url, "--table-prefix", self.prefix,
                   "--bot-delay", "0", "--min-bot-delay", "0", "--admin-token", ADMIN_TOKEN,
                   "--poll", "0.5", "--log-level", "warning", "--lease-ttl", "5",
                   # the tests create many tables from one address: the per-address table
                   # limits are raised here (test_attack_http.py sets small ones after these)
                   "--tables-per-minute", "100000", "--open-tables", "100000",
                   "--rest-rate", "100000", "--rest-burst", "100000", "--renames-per-minute", "100000",
                   "--http-per-address", "100000",
                   *self.extra]
            err_file = open(self.stderr_path, "wb") if self.stderr_path else None  # noqa: SIM115
            out_file = open(self.stdout_path, "wb") if self.stdout_path else None  # noqa: SIM115
            self.proc = subprocess.Popen(cmd, stdout=out_file or subprocess.DEVNULL, stderr=err_file or subprocess.PIPE,
                                         env={**os.environ, "PYTHONUNBUFFERED": "1", **self.env},
                                         preexec_fn=self._limit_descriptors if self.nofile else None)
            for f in (err_file, out_file):
                if f is not None:
                    f.close()  # the child holds its own descriptor
            deadline = time.monotonic() + PATIENCE
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    break
                try:
                    if self.client.get(self.http + "/api/games", timeout=1.0).status_code == 200:
                        return self
                except httpx.HTTPError:
                    time.sleep(0.1)
            err = b""
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            err = self.proc.stderr.read() if self.proc.stderr else b""
            if self.stderr_path:
                with open(self.stderr_path, "rb") as f:
                    err = f.read()
            if b"address already in use" not in err.lower():
                raise RuntimeError(f"salon serve did not start:\n{err.decode(errors='replace')}")
        raise RuntimeError("salon serve found no free port")

    def _limit_descriptors(self) -> None:
        """In the child before it runs the server: `ulimit -n` (soft and hard) of `nofile`."""
        import resource

        assert self.nofile is not None
        resource.setrlimit(resource.RLIMIT_NOFILE, (self.nofile, self.nofile))

    def kill(self) -> None:
        """SIGKILL: no shutdown handler runs."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return self.client.get(self.http + path, **kw)

    def post(self, path: str, body: Any = None, admin: bool = False, **kw: Any) -> httpx.Response:
        """POST `body` as JSON; `admin=True` sends the admin token (needed for a chosen seed)."""
        if admin:
            kw["headers"] = {**ADMIN, **kw.get("headers", {})}
        return self.client.post(self.http + path, json=body, **kw)


def drop_prefix(url: str, prefix: str) -> None:
    """Drop the tables of one test prefix (PostgreSQL clean-up)."""
    drop_schema(url, prefix)


def unique_prefix() -> str:
    return f"t{os.getpid()}_{secrets.token_hex(3)}_"


# ------------------------------------------------------------------ deterministic players
def human_choice(seed: int, seat: int, state_id: int, legal: list[str]) -> str:
    """What the scripted human clients play: a seeded pick among the legal actions."""
    return legal[derive_seed(seed, "human", seat, state_id) % len(legal)]


def bot_choice(spec: str, seed: int, seat: int, state_id: int, state: State) -> str:
    """What the server's bots play (the server seeds each decision the same way)."""
    return str(salon.make_bot(spec, seed=derive_seed(seed, "bot", seat, state_id)).choose(state.clone(), seat))


def offline_record(game: str, players: int, seed: int, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The uninterrupted game: the same seats played without a server."""
    state = salon.load_game(game).new_game(players, seed=seed)
    while not state.is_over():
        sid = len(state.history())
        seat = state.current_players()[0]
        spec = seats[seat]
        if spec["kind"] == "bot":
            action = bot_choice(spec["bot"], seed, seat, sid, state)
        else:
            action = human_choice(seed, seat, sid, [str(a) for a in state.legal_actions(seat)])
        state.apply(seat, action)
    return state.record()


def states_of(record: dict[str, Any]) -> list[State]:
    """The true state at every state_id of a finished game."""
    state = salon.load_game(record["game"]).new_game(record["players"], seed=record["seed"],
                                                     **record.get("options", {}))
    out = [state.clone()]
    for seat, action in record["actions"]:
        state.apply(seat, action)
        out.append(state.clone())
    return out


def check_messages(record: dict[str, Any], seat: int | None, messages: list[dict[str, Any]],
                   secrets: Any = ()) -> int:
    """Every state message a connection of `seat` got must be exactly what that seat may see
    of the true state at its state_id: its view, its legal actions, its log lines. Also checks,
    card by card, that no card the seat cannot see appears, and that none of `secrets` (seat
    tokens) does. Returns the number of states checked.

    A seat's state_id counts only the actions shown to it (docs/api.md, "What a change
    sends"; core/undo.py `shows`): its state n is the record's state after the n-th of them."""
    from salon.core.undo import shows

    states = states_of(record)
    game = salon.load_game(record["game"])
    names = next((m["names"] for m in messages if m.get("type") == "state"), None)
    assert names is not None and len(names) == record["players"]
    logs: list[list[str]] = []
    shown: list[int] = []  # the record's entries shown to this seat, in order
    for k, (actor, action) in enumerate(record["actions"]):
        st = states[k]
        act = game.parse_action(st, actor, action)
        logs.append(states[k + 1].narrate(st, actor, act, seat, names))
        if actor == seat or shows(seat, st, states[k + 1], actor, act, told=logs[-1]):
            shown.append(k)
    checked = 0
    for msg in messages:
        if msg.get("type") != "state":
            continue
        sid = msg["state_id"]
        st = states[0 if sid == 0 else shown[sid - 1] + 1]
        assert msg["seat"] == seat
        assert msg["view"] == st.view(seat), f"view at state {sid} differs from view({seat})"
        if seat is None:
            assert msg["legal"] == []
        elif msg["legal"]:
            assert msg["legal"] == [str(a) for a in st.legal_actions(seat)]
        for entry in msg["log"]:
            assert entry["lines"] == logs[shown[entry["state_id"] - 1]], entry
        assert_no_hidden_cards(record["game"], st, seat, msg)
        text = json.dumps(msg)
        assert not [x for x in secrets if x in text], "a token was sent"
        checked += 1
    return checked


def assert_no_hidden_cards(game: str, st: State, seat: int | None, msg: dict[str, Any]) -> None:
    if game != "rose-ceremony":
        return
    text = json.dumps(msg)
    for key in ('"hands"', '"deck"', '"rng"', '"offer_card"', '"seed"'):
        assert key not in text, f"{key} in a message to seat {seat}"
    view = msg["view"]
    if seat is None:
        assert view["hand"] is None
    else:
        assert view["hand"] == [[r, t] for r, t in
                                (_card(c) for c in st.hands[seat])]  # type: ignore[attr-defined]
    offer = view.get("offer")
    if offer is not None and seat != offer["from"]:
        assert offer["card"] is None, f"seat {seat} sees the face-down offer"


def _card(c: int) -> tuple[int, int]:
    from salon.games.rose_ceremony.rules import ROSES, THORNS

    return ROSES[c], THORNS[c]


# ------------------------------------------------------------------ WebSocket clients
def hello(token: str | None = None) -> str:
    """A WebSocket's first message: the seat token (none: a spectator)."""
    return json.dumps({"type": "hello", "token": token} if token else {"type": "hello"})


async def open_ws(url: str, token: str | None = None, **kw: Any) -> Any:
    """A raw websockets connection that has said hello (with `token`, or as a spectator)."""
    ws = await websockets.connect(url, open_timeout=PATIENCE, **kw)
    try:
        await ws.send(hello(token))
    except websockets.ConnectionClosed:  # refused before the hello (a limit): its error is still read
        pass
    return ws


class Client:
    """A WebSocket client (of `seat`, with its `token`; None, None: a spectator) that says
    hello on connecting and records every message it receives."""

    def __init__(self, url: str, seat: int | None, token: str | None = None) -> None:
        self.url = url
        self.seat = seat
        self.token = token
        self.ws: Any = None
        self.messages: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None

    async def __aenter__(self) -> Client:
        await self.connect()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.close()

    async def connect(self, url: str | None = None) -> None:
        self.url = url or self.url
        self.ws = await open_ws(self.url, self.token, max_size=2**22, max_queue=None)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def recv(self) -> dict[str, Any]:
        msg = json.loads(await asyncio.wait_for(self.ws.recv(), RECV_TIMEOUT))
        self.messages.append(msg)
        if msg.get("type") == "state":
            self.state = msg
        return msg

    async def send(self, obj: Any) -> None:
        await self.ws.send(obj if isinstance(obj, str) else json.dumps(obj))

    async def until(self, pred: Any) -> dict[str, Any]:
        while True:
            msg = await self.recv()
            if pred(msg):
                return msg

    async def act(self, action: str, state_id: int | None = None) -> None:
        assert self.state is not None
        sid = self.state["state_id"] if state_id is None else state_id
        await self.send({"type": "act", "state_id": sid, "action": action})

    async def error_then_resync(self) -> tuple[dict[str, Any], dict[str, Any]]:
        err = await self.until(lambda m: m["type"] == "error")
        state = await self.until(lambda m: m["type"] == "state")
        assert state["resync"] is True
        return err, state

    async def play(self, seed: int, stop_at: int | None = None) -> dict[str, Any]:
        """Play this seat with `human_choice` until the game ends (or state_id ≥ stop_at on
        our turn); returns the last state. Like a careful client, it sends one move at a time:
        the next only once the server has answered the last (our move in the log, or an error),
        which matters when several seats decide at once."""
        pending: int | None = None  # state_id our unanswered move was sent against
        while True:
            if self.state is None:
                await self.recv()
                continue
            st = self.state
            if st["status"] == "finished":
                return st
            if st["legal"] and pending is None:
                if stop_at is not None and st["state_id"] >= stop_at:
                    return st
                pending = st["state_id"]
                await self.act(human_choice(seed, self.seat, st["state_id"], st["legal"]))  # type: ignore[arg-type]
            msg = await self.recv()
            if msg["type"] == "error":  # decide again after the resync that follows
                pending = None
                if msg["code"] == "request/rate_limited":
                    await asyncio.sleep(0.5)
            elif msg["type"] == "state" and pending is not None and (
                    any(e["seat"] == self.seat and e["state_id"] > pending for e in msg["log"])
                    or msg["status"] == "finished"):
                pending = None
