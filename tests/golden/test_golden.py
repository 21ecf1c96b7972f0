"""Seeded playouts must match their committed transcripts decision for decision."""

from __future__ import annotations

import difflib

import pytest

from .transcripts import cases, path_for, transcript


@pytest.mark.parametrize(("gid", "n", "seed"), cases())
def test_transcript_matches(gid: str, n: int, seed: int) -> None:
    path = path_for(gid, n, seed)
    assert path.exists(), f"no golden transcript for {gid} {n}p seed {seed}: run `make golden`"
    expected = path.read_text()
    actual = transcript(gid, n, seed)
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                 "golden", "now", n=2))[:40])
        pytest.fail(f"{gid} {n}p seed {seed} differs from its transcript (if intended: bump the "
                    f"game version and run `make golden`):\n{diff}")
