"""Histories played through the server's own code, and what each viewer could observe of them.

`serve` plays a history (actions, undos, and other messages a seat may send) at one table of a
real `Hub` on a real SQLite store, every message coming in through the WebSocket handler's
`_answer` and every message going out through its `_writer` (ws.py), one connection per seat
and one spectator: what each connection was sent, byte for byte, in order.

`observations` replays the same history offline and says what each viewer could observe of
it: the seats to act, its view, prompt and legal actions, and the sentences the game tells it,
at each step that changed any of them. Two histories with the same observations for a viewer
differ only in what that viewer cannot see (test_hidden_steps.py).
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from salon.core import State, load_game
from salon.server.hub import Hub
from salon.server.live import Conn, LiveTable
from salon.server.ws import _answer, _writer
from salon.store import Store

from ..patience import PATIENCE

TABLE = "t-hidden"
MAX_MESSAGE = 64 * 1024


@dataclass(frozen=True)
class Step:
    """One thing a seat does: `act` (notation `text`), `undo`, or `noise` — a message that
    changes nothing of the game (`text`: illegal, stale, undo, why, sync, ping)."""

    kind: str
    seat: int | None
    text: str = ""


class _Socket:
    """What `_writer` sends on: it keeps the texts."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_text(self, text: str) -> None:
        self.sent.append(text)

    async def close(self, code: int = 1000) -> None:
        pass


async def _settle(conns: list[Conn]) -> None:
    """Let the writers send everything due (waiting for that, however busy the machine: a
    database thread may be slow to answer)."""
    deadline = time.monotonic() + PATIENCE
    turns = 0
    while time.monotonic() < deadline:
        await asyncio.sleep(0 if turns < 1000 else 0.001)
        turns += 1
        if all(not c.outbox and not c.dirty and not c.chat_dirty for c in conns):
            for _ in range(5):
                await asyncio.sleep(0)
            return
    raise AssertionError("the writers did not settle")


def _last_state_id(sent: list[str]) -> int:
    for text in reversed(sent):
        msg = json.loads(text)
        if msg.get("type") == "state":
            return int(msg["state_id"])
    raise AssertionError("no state message yet")


def _message(step: Step, sid: int) -> dict[str, Any]:
    if step.kind == "act":
        return {"type": "act", "state_id": sid, "action": step.text}
    if step.kind == "undo":
        return {"type": "undo", "state_id": sid}
    noise: dict[str, dict[str, Any]] = {
        "illegal": {"type": "act", "state_id": sid, "action": "no such move"},
        "stale": {"type": "act", "state_id": -1, "action": "no such move"},
        "undo": {"type": "undo", "state_id": sid},
        "why": {"type": "why", "action": "no such move"},
        "sync": {"type": "sync"},
        "ping": {"type": "ping"},
    }
    return noise[step.text]


async def _serve(db: Path, game_id: str, players: int, seed: int, steps: list[Step]) -> dict[int | None, list[str]]:
    store = Store(f"sqlite:///{db}")
    hub = Hub(store, bot_delay=0.0, bot_workers=1, poll_interval=3600.0)
    await hub.start()
    try:
        game = load_game(game_id)
        now = time.time()
        options = game.resolve_options(players, {})
        hub.db_now(store.create_table, {
            "id": TABLE, "game": game.id, "game_version": game.version, "players": players,
            "options": json.dumps(options), "seed": seed, "status": "playing", "state_id": 0,
            "clock": None, "bot_delay": None, "replacement_bot": "random", "created_at": 0.0,
            "updated_at": now, "outcome": None, "grace": 0.0, "spectator_chat": True, "seeded": True,
        }, [{"seat": q, "kind": "human", "name": f"P{q}", "bot": None, "token_hash": None, "away": False}
            for q in range(players)])
        t = await hub.get(TABLE)
        assert isinstance(t, LiveTable)
        viewers: list[int | None] = [*range(players), None]
        sockets = {v: _Socket() for v in viewers}
        conns = {v: Conn(seat=v, send=lambda _text: None) for v in viewers}
        tasks = [asyncio.create_task(_writer(hub, t, conns[v], sockets[v])) for v in viewers]  # type: ignore[arg-type]
        for v in viewers:
            hub.attach(t, conns[v])
        await _settle(list(conns.values()))
        for step in steps:
            sid = _last_state_id(sockets[step.seat].sent)
            msg = _message(step, sid)
            await _answer(hub, t, conns[step.seat], {"type": "websocket.receive", "text": json.dumps(msg)},
                          MAX_MESSAGE)
            await _settle(list(conns.values()))
        for v in viewers:
            conns[v].closed = True
            conns[v].wake.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        return {v: sockets[v].sent for v in viewers}
    finally:
        await hub.stop()
        store.close()


def serve(db: Path, game_id: str, players: int, seed: int, steps: list[Step]) -> dict[int | None, list[str]]:
    """What each connection (seat, or None: the spectator) was sent while `steps` were played."""
    return asyncio.run(_serve(db, game_id, players, seed, steps))


def replay(game_id: str, players: int, seed: int, steps: list[Step]) -> list[State]:
    """The states after each step (noise changes nothing), the deal first."""
    st = load_game(game_id).new_game(players, seed=seed)
    out = [st]
    for step in steps:
        if step.kind in ("act", "undo"):
            st = st.clone()
            assert step.seat is not None
            if step.kind == "act":
                st.apply(step.seat, step.text)
            else:
                st.undo(step.seat)
        out.append(st)
    return out


def _obs(st: State, v: int | None) -> tuple[Any, ...]:
    legal = [str(a) for a in st.legal_actions(v)] if v is not None else []
    return (st.current_players(), json.dumps(st.view(v), sort_keys=True), st.prompt(v), legal)


def observations(game_id: str, players: int, seed: int, steps: list[Step],
                 v: int | None) -> tuple[list[Any], list[bool]]:
    """What viewer v could observe of the history — its observation at the deal and after
    each step that changed it or told it a sentence — and its `can_undo` at each of those."""
    states = replay(game_id, players, seed, steps)
    names = [f"P{q}" for q in range(players)]
    last = _obs(states[0], v)
    seen: list[Any] = [last]
    undo: list[bool] = [v is not None and states[0].can_undo(v)]
    for i, step in enumerate(steps):
        before, after = states[i], states[i + 1]
        if step.kind == "noise":
            continue
        told: list[str] = []
        if step.kind == "act":
            assert step.seat is not None
            action = after.history()[-1][1]
            told = after.narrate(before, step.seat, action, v, names)  # type: ignore[arg-type]
        now = _obs(after, v)
        can = v is not None and after.can_undo(v)
        if now != last or told or step.seat == v:
            seen.append((now, told))
            undo.append(can)
            last = now
        else:
            # nothing observed: the right to undo cannot have moved either (core/undo.py)
            assert can == undo[-1], (game_id, i, step, v)
    return seen, undo
