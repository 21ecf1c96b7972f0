"""The fair bot scheduler (server/bot_sched.py) on its own: creators served round-robin, a cap
on each creator's running decisions, its CPU budget, and decisions cancelled while waiting.
Decisions here are functions that wait for the test to release them, so the order is the
scheduler's and never the machine's speed."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("fastapi")

from salon.server.bot_sched import Lane, default_per_creator  # noqa: E402

started: list[str] = []


def held(name: str, gate: threading.Event) -> str:
    started.append(name)
    assert gate.wait(30)
    return name


def burn(name: str, seconds: float) -> str:
    started.append(name)
    t0 = time.thread_time()
    while time.thread_time() - t0 < seconds:
        pass
    return name


async def until(cond, what: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3000):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(what)


def test_creators_take_turns_and_one_creator_never_holds_every_worker() -> None:
    async def run() -> None:
        started.clear()
        pool = ThreadPoolExecutor(2)
        lane = Lane("search", pool, slots=2, per_creator=1)
        gates = {n: threading.Event() for n in ("a1", "a2", "a3", "b1", "b2", "c1")}
        tasks = [asyncio.create_task(lane.run("attacker", held, n, gates[n])) for n in ("a1", "a2", "a3")]
        await until(lambda: started == ["a1"], "the attacker's first decision starts")
        await asyncio.sleep(0.1)
        assert started == ["a1"] and lane.running == 1  # its cap is one: the other worker stays free
        tasks += [asyncio.create_task(lane.run("honest", held, n, gates[n])) for n in ("b1", "b2")]
        await until(lambda: "b1" in started, "the honest decision starts on the free worker at once")
        tasks.append(asyncio.create_task(lane.run("third", held, "c1", gates["c1"])))
        gates["a1"].set()
        # the attacker's worker frees: the next creator in turn is "third", then the attacker
        await until(lambda: len(started) == 3, "a decision starts")
        assert started[2] == "c1", started
        gates["b1"].set()
        await until(lambda: len(started) == 4, "a decision starts")
        assert started[3] == "a2", started  # the honest creator was served last: the attacker's turn
        for g in gates.values():
            g.set()
        assert sorted(await asyncio.gather(*tasks)) == sorted(gates)
        assert lane.running == 0 and lane.queued() == 0
        pool.shutdown()

    asyncio.run(run())


def test_a_creator_over_its_cpu_budget_waits_while_others_are_served() -> None:
    async def run() -> None:
        started.clear()
        pool = ThreadPoolExecutor(1)
        lane = Lane("search", pool, slots=1, per_creator=1, cpu_per_minute=0.05)
        assert await lane.run("attacker", burn, "a1", 0.08) == "a1"  # spends more than its minute's budget
        later = asyncio.create_task(lane.run("attacker", burn, "a2", 0.0))
        await asyncio.sleep(0.2)
        assert "a2" not in started and lane.deferred >= 1  # held back, though the worker is free
        assert await lane.run("honest", burn, "b1", 0.0) == "b1"
        assert "a2" not in started
        later.cancel()
        with pytest.raises(asyncio.CancelledError):
            await later
        pool.shutdown()

    asyncio.run(run())


def test_a_decision_cancelled_while_waiting_never_runs() -> None:
    async def run() -> None:
        started.clear()
        pool = ThreadPoolExecutor(1)
        lane = Lane("light", pool, slots=1, per_creator=1)
        gate = threading.Event()
        first = asyncio.create_task(lane.run("a", held, "first", gate))
        await until(lambda: started == ["first"], "the first decision starts")
        dropped = asyncio.create_task(lane.run("a", held, "dropped", gate))
        kept = asyncio.create_task(lane.run("b", held, "kept", gate))
        await asyncio.sleep(0.05)
        dropped.cancel()
        gate.set()
        assert await first == "first" and await kept == "kept"
        assert "dropped" not in started and lane.queued() == 0
        pool.shutdown()

    asyncio.run(run())


def test_default_share_is_half_the_pool() -> None:
    assert [default_per_creator(n) for n in (1, 2, 3, 4, 8)] == [1, 1, 1, 2, 4]
