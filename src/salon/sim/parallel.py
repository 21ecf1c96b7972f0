"""Run a batch of seeded games on local worker processes or on a Ray cluster.

Game i always uses the seed derived from (S, i), and each worker plays whole games, so the
results are the same whatever the number of jobs or the backend.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from multiprocessing.pool import Pool
from typing import Any

from ..core.errors import SalonError
from .runner import GameResult, game_seed, play_game

Task = tuple[str, int, list[str], dict[str, Any], int, list[int]]


def play_chunk(task: Task) -> list[dict[str, Any]]:
    """Play the games of one chunk (module-level so worker processes can import it)."""
    game_id, players, bots, options, seed, indices = task
    return [play_game(game_id, players, bots, game_seed(seed, i), options, index=i).to_wire()
            for i in indices]


def chunks(indices: Sequence[int], size: int) -> list[list[int]]:
    return [list(indices[i:i + size]) for i in range(0, len(indices), size)]


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def run_games(game_id: str, players: int, bots: Sequence[str], seed: int, options: dict[str, Any],
              indices: Iterable[int], jobs: int = 1, backend: str = "local",
              address: str | None = None) -> Iterator[GameResult]:
    """Yield the results of games `indices` as they finish (not necessarily in order)."""
    todo = list(indices)
    if not todo:
        return
    size = max(1, min(25, len(todo) // max(1, jobs * 8)))
    tasks: list[Task] = [(game_id, players, list(bots), dict(options), seed, c) for c in chunks(todo, size)]
    if backend == "ray":
        yield from _run_ray(tasks, address)
    elif backend == "local":
        if jobs <= 1:
            for task in tasks:
                for d in play_chunk(task):
                    yield GameResult.from_dict(d)
            return
        yield from _run_pool(tasks, jobs)
    else:
        raise SalonError(f"unknown backend {backend!r}: use local or ray")


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def worker_pool(jobs: int) -> Iterator[Pool]:
    """A process pool whose workers ignore Ctrl-C: the parent alone handles it and terminates
    them. (A worker killed by SIGINT while holding the task queue's lock makes
    `Pool.terminate()` wait for that lock forever, so Ctrl-C could hang the whole run.)

    While the workers are forked, SIGINT is blocked, not ignored: the workers are born with it
    blocked and ignore it in their initializer, and a Ctrl-C that comes in that window stays
    pending in the parent and is raised as soon as the pool exists, which then is terminated.
    (Ignoring it instead lost such a Ctrl-C, and the run went on as if nobody had pressed it.)"""
    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    main = threading.current_thread() is threading.main_thread()
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}) if main else None
    try:
        pool = ctx.Pool(processes=jobs, initializer=_ignore_sigint)
    except BaseException:
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        raise
    try:
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # a Ctrl-C held back is raised here
        yield pool
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


def _run_pool(tasks: list[Task], jobs: int) -> Iterator[GameResult]:
    with worker_pool(jobs) as pool:
        for batch in pool.imap_unordered(play_chunk, tasks):
            for d in batch:
                yield GameResult.from_dict(d)


def _run_ray(tasks: list[Task], address: str | None) -> Iterator[GameResult]:
    try:
        import ray
    except ImportError:
        raise SalonError("the ray backend needs Ray: pip install 'salon[cluster]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=address, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)
    remote_chunk: Any = ray.remote(play_chunk)
    try:
        pending = [remote_chunk.remote(t) for t in tasks]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for d in ray.get(done[0]):
                yield GameResult.from_dict(d)
    finally:
        if started_here:
            ray.shutdown()
