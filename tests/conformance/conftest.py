"""Parametrize the conformance suite over every registered game, player count and option set."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from ..playsteps import game_cases
from .playouts import Playout, play

SEEDS = (0, 1, 2)


def cases() -> list[Any]:
    return game_cases()


@lru_cache(maxsize=64)
def cached_playout(gid: str, n: int, opts: tuple[tuple[str, Any], ...], seed: int) -> Playout:
    return play(gid, n, seed, dict(opts))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if {"gid", "n", "opts"} <= set(metafunc.fixturenames):
        metafunc.parametrize(("gid", "n", "opts"), cases())
    if "seed" in metafunc.fixturenames:
        metafunc.parametrize("seed", SEEDS)
