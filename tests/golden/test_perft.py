"""Perft counts from seeded starting positions must match the committed ones."""

from __future__ import annotations

import json

import pytest

from .perft import DATA, DEPTH, divide, key, perft, positions, start


@pytest.mark.parametrize(("gid", "players", "seed"), positions())
def test_perft(gid: str, players: int, seed: int) -> None:
    golden = json.loads(DATA.read_text()) if DATA.exists() else {}
    k = key(gid, players, seed)
    assert k in golden, f"no perft counts for {k}: run `make golden`"
    state = start(gid, players, seed)
    counts = [perft(state, d) for d in range(1, DEPTH + 1)]
    if counts != golden[k]:
        pytest.fail(f"{k}: perft {counts} != golden {golden[k]}; divide at depth {DEPTH}: "
                    f"{json.dumps(divide(state, DEPTH))[:1500]}")
