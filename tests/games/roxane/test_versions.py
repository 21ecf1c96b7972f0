"""Records of older versions continue under their own readings (docs/rulings/roxane.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import salon

from ...golden.transcripts import record_of

DATA = Path(__file__).parent / "data"


def test_a_version_4_record_replays_to_its_outcome_without_partial_commas() -> None:
    record, outcome = record_of(DATA / "v4-2p-seed1.txt")
    game = salon.load_game("roxane")
    assert record["version"] == "4" and game.version == "6"
    assert game.options_for_version("4", {"poetry": "I"}) == {
        "poetry": "I", "comma_partial": False, "undo_card_plays": True}
    assert game.options_for_version("5", {"poetry": "I"}) == {"poetry": "I", "undo_card_plays": True}
    state = salon.replay(record)
    assert state.options["comma_partial"] is False
    out = state.outcome()
    assert out is not None
    assert json.loads(json.dumps(out.to_dict())) == outcome


def test_an_older_record_is_refused_naming_both_versions() -> None:
    record, _ = record_of(DATA / "v4-2p-seed1.txt")
    record["version"] = "1"
    with pytest.raises(salon.InvalidRecord) as err:
        salon.replay(record)
    assert "roxane@1" in str(err.value) and "roxane@6" in str(err.value)
