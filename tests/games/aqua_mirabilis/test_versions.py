"""Records of older versions (docs/rulings/aqua-mirabilis.md, "Versions")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import salon

from ...golden.transcripts import record_of

DATA = Path(__file__).parent / "data"


def test_a_version_2_record_is_refused_naming_both_versions() -> None:
    record, _ = record_of(DATA / "v2-2p-seed1.txt")
    assert record["version"] == "2"
    game = salon.load_game("aqua-mirabilis")
    assert game.version == "4" and "2" not in game.legacy_versions
    with pytest.raises(salon.InvalidRecord) as err:
        salon.replay(record)
    assert "aqua-mirabilis@2" in str(err.value) and "aqua-mirabilis@4" in str(err.value)


def test_a_version_3_record_that_learns_a_method_again_replays_under_its_reading() -> None:
    """Version 3 let a dropped method be learned again; its records continue with
    `relearn_methods=true` (R15), and the same actions under version 4 are refused."""
    record = json.loads((DATA / "v3-relearn-2p-seed1.json").read_text())
    assert record["version"] == "3" and "relearn_methods" not in record["options"]
    state = salon.replay(record)
    assert state.options["relearn_methods"] is True
    assert state.record()["version"] == "4" and salon.replay(state.record()).view(None) == state.view(None)
    assert record["actions"][-2:] == [[1, "go method-2"], [1, "take method MAC pay L"]]
    # under version 4, seat 1 may learn no method there (Maceration was its only one left)
    with pytest.raises(salon.InvalidRecord) as err:
        salon.replay(dict(record, version="4"))
    assert "record action 55 [1, 'go method-2']" in str(err.value)


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


def test_a_version_written_as_an_integer_is_that_version() -> None:
    """`"version": 3` is version 3 (continued under its reading), `4` the current one — not a
    refusal naming the same version twice."""
    record = json.loads((DATA / "v3-relearn-2p-seed1.json").read_text())
    as_text = salon.replay(record)
    record["version"] = 3
    assert salon.replay(record).view(None) == as_text.view(None)
    current = salon.load_game("aqua-mirabilis").new_game(2, seed=3).record()
    current["version"] = 4
    assert salon.replay(current).record()["version"] == "4"
    for bad in (3.5, True, [3]):
        record["version"] = bad
        with pytest.raises(salon.InvalidRecord, match="a record's version is text"):
            salon.replay(record)


@pytest.mark.parametrize("how", ["missing", "null"])
def test_a_record_without_a_version_is_refused_naming_what_is_missing(how: str) -> None:
    """Never silently replayed under the current rules (docs/rulings/README.md)."""
    record = salon.load_game("aqua-mirabilis").new_game(2, seed=3).record()
    if how == "missing":
        del record["version"]
        expected = "record lacks version"
    else:
        record["version"] = None
        expected = "the record's version is missing or null"
    with pytest.raises(salon.InvalidRecord, match=expected) as err:
        salon.replay(record)
    assert "aqua-mirabilis@4" in str(err.value)
