"""Bounds on every size a person types, checked before any work starts (issue 52).

- `--jobs`: at most `max_jobs()` worker processes on this machine (JOBS_PER_CORE per usable core,
  and never more than the process limit leaves); a Ray cluster (`--backend ray`) sizes itself.
- search budgets in a bot spec: `iterations` at most MAX_ITERATIONS rollouts per decision and
  `time` at most MAX_SECONDS per decision (`check_budget`); analysis budgets likewise
  (MAX_SEARCHES, MAX_SAMPLES).
- `--games` is not bounded: the games are handed out a window at a time (`windows`), so nothing
  grows with the number asked for.

Each refusal is one line naming the value, the bound and why (the app's error style)."""

from __future__ import annotations

import resource
from collections.abc import Iterable, Iterator

from ..bots import InvalidBotSpec
from ..bots.base import parse_spec
from ..core.language import say
from ..sim.parallel import default_jobs

__all__ = ["JOBS_PER_CORE", "MAX_ITERATIONS", "MAX_SAMPLES", "MAX_SEARCHES", "MAX_SECONDS", "MAX_ARENA_GAMES",
           "check_budget", "check_jobs", "max_jobs", "windows"]

#: worker processes per usable core: more only wait their turn (and hold their memory)
JOBS_PER_CORE = 4
#: rollouts per decision: ISMCTS runs some thousands a second, so 10^6 is minutes per decision
MAX_ITERATIONS = 1_000_000
#: seconds per decision (time=S)
MAX_SECONDS = 3600.0
#: `salon arena` plans its whole schedule before the first game: games per pairing at most
MAX_ARENA_GAMES = 1_000_000
#: analysis: independent searches per decision, and determinizations per search
MAX_SEARCHES = 256
MAX_SAMPLES = 4096


def max_jobs() -> int:
    """The most worker processes `--jobs` may ask for on this machine."""
    cap = JOBS_PER_CORE * default_jobs()
    try:
        soft, _ = resource.getrlimit(resource.RLIMIT_NPROC)
    except (AttributeError, OSError, ValueError):  # pragma: no cover - not POSIX
        return cap
    if soft != resource.RLIM_INFINITY and soft > 0:
        cap = min(cap, max(1, soft // 2))
    return max(1, cap)


def check_jobs(jobs: int | None, backend: str = "local") -> str | None:
    """Why `--jobs` cannot be run here (None: it can). Only the local backend is bounded."""
    if jobs is None or backend != "local":
        return None
    top = max_jobs()
    if jobs > top:
        cores = default_jobs()
        return say("cli-error-jobs", jobs=str(jobs), top=str(top), cores=cores, per=JOBS_PER_CORE)
    return None


def check_budget(spec: str) -> None:
    """InvalidBotSpec if a spec's search budget is beyond the bounds (or not a number at all)."""
    _, params = parse_spec(spec)
    iterations = params.get("iterations")
    if iterations is not None:
        if isinstance(iterations, str) or isinstance(iterations, float) and not iterations.is_integer():
            raise InvalidBotSpec(say("cli-error-iterations-whole", spec=repr(spec), value=str(iterations),
                                     most=MAX_ITERATIONS))
        if isinstance(iterations, (int, float)) and iterations > MAX_ITERATIONS:
            raise InvalidBotSpec(say("cli-error-iterations-bound", spec=repr(spec), value=str(iterations),
                                     most=MAX_ITERATIONS))
    seconds = params.get("time")
    if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and seconds > MAX_SECONDS:
        raise InvalidBotSpec(say("cli-error-time-bound", spec=repr(spec), value=f"{seconds:g}",
                                 most=f"{MAX_SECONDS:g}"))
    if isinstance(seconds, float) and seconds != seconds:  # nan
        raise InvalidBotSpec(say("cli-error-time-number", spec=repr(spec)))


def windows(indices: Iterable[int], size: int) -> Iterator[list[int]]:
    """`indices` a list of at most `size` at a time: a batch of 10^30 games is handed out as it
    is played, never held whole."""
    window: list[int] = []
    for i in indices:
        window.append(i)
        if len(window) >= size:
            yield window
            window = []
    if window:
        yield window


