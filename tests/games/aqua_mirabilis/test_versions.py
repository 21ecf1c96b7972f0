"""Records of older versions (docs/rulings/aqua-mirabilis.md, "Versions")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import salon

DATA = Path(__file__).parent / "data"


def record_of(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """A golden transcript as a record, and the outcome it ended with."""
    lines = path.read_text().splitlines()
    head = re.match(r"# ([\w-]+)@(\S+) players=(\d+) seed=(\d+)", lines[0])
    assert head is not None
    game, version, players, seed = head.groups()
    actions = [[int(seat), text] for seat, text in
               (line.split(": ", 1) for line in lines[1:-1])]
    outcome = json.loads(lines[-1].removeprefix("outcome "))
    return ({"game": game, "version": version, "players": int(players), "seed": int(seed),
             "options": {}, "actions": actions}, outcome)


def test_a_version_2_record_is_refused_naming_both_versions() -> None:
    record, _ = record_of(DATA / "v2-2p-seed1.txt")
    assert record["version"] == "2"
    game = salon.load_game("aqua-mirabilis")
    assert game.version == "3" and "2" not in game.legacy_versions
    with pytest.raises(salon.InvalidRecord) as err:
        salon.replay(record)
    assert "aqua-mirabilis@2" in str(err.value) and "aqua-mirabilis@3" in str(err.value)


def test_a_current_record_replays() -> None:
    game = salon.load_game("aqua-mirabilis")
    s = game.new_game(2, seed=3)
    actions = []
    for _ in range(60):
        (p,) = s.current_players()
        a = s.legal_actions(p)[0]
        actions.append([p, str(a)])
        s.apply(p, a)
    record = {"game": game.id, "version": game.version, "players": 2, "seed": 3,
              "options": {}, "actions": actions}
    assert salon.replay(record).view(None) == s.view(None)
