"""Records with undos written by the rule before issue 26 replay exactly under today's
(tests/golden/undo_records.py): the same states, every seat's view the same at the end."""

from __future__ import annotations

import json

import pytest

import salon

from .undo_records import CASES, path_for, views_digest


@pytest.mark.parametrize(("gid", "n", "seed"), CASES)
def test_an_undo_record_replays_to_the_same_views(gid: str, n: int, seed: int) -> None:
    stored = json.loads(path_for(gid, n, seed).read_text())
    record = stored["record"]
    assert sum(1 for _, a in record["actions"] if a == "undo") == stored["undos"] > 0
    state = salon.replay(record)
    assert views_digest(state) == stored["views"]
