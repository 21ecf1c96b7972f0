"""Stored games never change under their players: a version-1 record, table or snapshot goes
on under version 1's readings (docs/rulings/README.md, "Stored games and versions").

data/records-v1.json holds games played by version 1 (the two golden transcripts of version 1,
random-policy games with other options, heuristic pairs), each with the outcome it reached;
data/snapshot-v1-50.json is version 1's saved state of the chapter IX heuristic game after 50
actions (what the server stores as a snapshot)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import salon
from salon.core.game import State
from salon.games.romeo_juliette import GAME
from salon.games.romeo_juliette.scene import RENDEZVOUS

DATA = Path(__file__).parent / "data"


def v1_games() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads((DATA / "records-v1.json").read_text())
    return games


def test_the_version_and_its_legacy_readings() -> None:
    assert GAME.version == "2"
    assert GAME.legacy_versions == {"1": {"fixed_proposal_cap": True, "strict_alternation": True}}
    # a version-1 record's own allegory_lovers is kept (stored options are complete)
    for allegory in (False, True):
        got = GAME.options_for_version("1", {"chapter": 3, "allegory_lovers": allegory})
        assert got == {"chapter": 3, "allegory_lovers": allegory, "fixed_proposal_cap": True,
                       "strict_alternation": True}
    assert GAME.options_for_version("2", {"chapter": 3}) == {"chapter": 3}


def test_a_version_1_record_without_allegory_lovers_gets_version_1s_reading() -> None:
    """Version 1's default for `allegory_lovers` was false (R2): a version-1 record that leaves
    the option out (written by hand, or by a tool that drops defaults) replays under it, not
    under version 2's default; one that names it keeps its own value."""
    assert GAME.options_for_version("1", {"chapter": 3})["allegory_lovers"] is False
    game = v1_games()[0]
    record = json.loads(json.dumps(game["record"]))
    assert record["options"]["allegory_lovers"] is False
    del record["options"]["allegory_lovers"]
    state = salon.replay(record)
    assert state.options["allegory_lovers"] is False
    assert json.loads(json.dumps(state.outcome().to_dict())) == game["outcome"]  # type: ignore[union-attr]


@pytest.mark.parametrize("game", v1_games(), ids=lambda g: g["how"])
def test_a_version_1_record_replays_to_its_outcome(game: dict[str, Any]) -> None:
    record = game["record"]
    assert record["version"] == "1" and set(record["options"]) == {"chapter", "allegory_lovers"}
    state = salon.replay(record)
    assert state.options["fixed_proposal_cap"] is True and state.options["strict_alternation"] is True
    out = state.outcome()
    assert out is not None
    assert json.loads(json.dumps(out.to_dict())) == game["outcome"]
    # the record made from here on says version 2, with the options that keep version 1's
    # readings, and replays the same way under version 2
    again = salon.replay(state.record())
    assert again.record() == state.record() and again.outcome() == out


@pytest.mark.parametrize("game", v1_games()[:4], ids=lambda g: g["how"])
def test_a_version_1_game_goes_on_with_version_1_choices(game: dict[str, Any]) -> None:
    """Every position of a replayed version-1 game offers what version 1 offered: no silence
    without one's own standing proposal (R4), no proposal past two in the rendezvous (R5)."""
    for state in salon.replay_states(game["record"]):
        if state.phase != RENDEZVOUS:
            continue
        p = state.current_players()[0]
        legal = [str(a) for a in state.legal_actions(p)]
        assert ("wait" in legal) == (state.rv_by == p)
        if state.rv_props[p] >= 2:
            assert not any(t.startswith("propose") for t in legal)


def test_the_version_1_goldens_need_the_old_readings() -> None:
    """Read under version 2's defaults, the first version-1 golden game would offer other
    choices from its first decision on: Roméo could open the rendezvous with silence."""
    record = dict(v1_games()[0]["record"], version="2")
    state = salon.replay_states(record)[0]
    assert "wait" in [str(a) for a in state.legal_actions(1)]
    old = salon.replay_states(v1_games()[0]["record"])[0]
    assert "wait" not in [str(a) for a in old.legal_actions(1)]


def test_an_unknown_version_is_refused_naming_both_versions() -> None:
    record = dict(v1_games()[0]["record"], version="0")
    with pytest.raises(salon.InvalidRecord) as err:
        salon.replay(record)
    text = str(err.value)
    assert "romeo-juliette@0" in text and "romeo-juliette@2" in text


def test_a_version_1_snapshot_is_refused_so_the_record_is_replayed() -> None:
    """State.from_json refuses a version-1 state (its fields may mean other things): the
    server then replays the stored actions under the mapped options (server/hub.py _build)."""
    text = (DATA / "snapshot-v1-50.json").read_text()
    with pytest.raises(salon.InvalidRecord) as err:
        State.from_json(text)
    assert "romeo-juliette@1" in str(err.value) and "@2" in str(err.value)
    doc = json.loads(text)
    record = {k: doc[k] for k in ("game", "version", "players", "seed", "options", "actions")}
    state = salon.replay(record)
    game = v1_games()[5]
    assert game["record"]["actions"][:50] == record["actions"]
    assert state.pos == doc["state"]["pos"] and state.hate == doc["state"]["hate"]


def test_salon_replay_cli_plays_a_version_1_record(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from salon.cli.main import app

    path = tmp_path / "v1.json"
    path.write_text(json.dumps(v1_games()[4]["record"]))
    result = CliRunner().invoke(app, ["replay", str(path), "--all"])
    assert result.exit_code == 0, result.output
    path.write_text(json.dumps(dict(v1_games()[4]["record"], version="0")))
    result = CliRunner().invoke(app, ["replay", str(path), "--all"])
    assert result.exit_code != 0 and "romeo-juliette@0" in result.output
