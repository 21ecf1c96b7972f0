"""Records of older versions (docs/rulings/aqua-mirabilis.md, "Versions")."""

from __future__ import annotations

from pathlib import Path

import pytest

import salon

from ...golden.transcripts import record_of

DATA = Path(__file__).parent / "data"


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
