"""The `salon` command: games, play, simulate, replay — through typer's runner."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from salon.cli.main import app

runner = CliRunner()


def test_games_lists_rose_ceremony() -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0 and "rose-ceremony" in result.output
    doc = json.loads(runner.invoke(app, ["games", "--json"]).output)
    assert any(g["id"] == "rose-ceremony" and g["min_players"] == 3 for g in doc)


def test_simulate_json_is_byte_identical() -> None:
    args = ["simulate", "rose-ceremony", "--games", "30", "--players", "4",
            "--bots", "heuristic,random,random,random", "--seed", "1", "--json"]
    a = runner.invoke(app, args)
    b = runner.invoke(app, args)
    assert a.exit_code == 0, a.output
    assert a.stdout == b.stdout
    doc = json.loads(a.stdout)
    assert doc["games"] == 30 and len(doc["seats"]) == 4
    assert sum(doc["ends"].values()) == 30
    assert {"mean", "median"} <= set(doc["length"])


def test_simulate_table() -> None:
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "5", "--players", "3"])
    assert result.exit_code == 0 and "win rate" in result.output


def test_simulate_rejects_bad_input() -> None:
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--bots", "genius"])
    assert result.exit_code == 2 and "unknown bot 'genius'" in result.output
    result = runner.invoke(app, ["simulate", "no-such-game"])
    assert result.exit_code == 2 and "unknown game" in result.output
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--players", "4", "--bots", "random,random"])
    assert result.exit_code != 0


def test_watch_bots_play_and_save_then_replay(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "Final scoring" in result.output
    record = json.loads(save.read_text())
    assert record["game"] == "rose-ceremony" and record["seed"] == 3 and record["actions"]
    replayed = runner.invoke(app, ["replay", str(save), "--all", "--seat", "1"])
    assert replayed.exit_code == 0, replayed.output
    assert "Final scoring" in replayed.output


def test_human_plays_with_numbers_and_notation_and_bad_input() -> None:
    # Seat 0 human; enough answers to play several turns: bad inputs are answered, then a choice.
    answers = ["99", "offer 0 1/1", "nonsense", "1"] + ["1"] * 200
    result = runner.invoke(app, ["play", "rose-ceremony", "--players", "3", "--seed", "2", "--bots", "random"],
                           input="\n".join(answers) + "\n")
    assert result.exit_code == 0, result.output
    assert "99 is not a choice" in result.output
    assert "is not Rose Ceremony notation" in result.output
    assert "Game over" in result.output


def test_human_can_quit() -> None:
    result = runner.invoke(app, ["play", "rose-ceremony", "--seed", "2"], input="q\n")
    assert result.exit_code == 0 and "Game stopped" in result.output


def test_replay_rejects_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2 and "not a JSON record" in result.output


def test_game_options_as_flags() -> None:
    base = ["simulate", "romeo-juliette", "--games", "3", "--json"]
    flag = runner.invoke(app, base + ["--chapter", "5"])
    pair = runner.invoke(app, base + ["--option", "chapter=5"])
    assert flag.exit_code == 0, flag.output
    assert flag.stdout == pair.stdout and json.loads(flag.stdout)["options"]["chapter"] == 5
    bad = runner.invoke(app, base + ["--chapter", "12"])
    assert bad.exit_code == 2 and "not one of" in bad.output
    unknown = runner.invoke(app, base + ["--colour", "red"])
    assert unknown.exit_code == 2 and "no option --colour" in unknown.output


def test_play_romeo_juliette_as_either_lover() -> None:
    for seat in ("0", "1"):
        result = runner.invoke(app, ["play", "romeo-juliette", "--chapter", "1", "--seat", seat, "--seed", "4"],
                               input="1\n" * 400)
        assert result.exit_code == 0, result.output[-2000:]
        assert "Game over" in result.output


def test_undo_at_the_terminal() -> None:
    """'u' takes back a reversible move (Aqua: moving to an action space); an undo that is not
    possible is answered and asked again."""
    result = runner.invoke(app, ["play", "aqua-mirabilis", "--players", "2", "--seed", "3", "--bots", "random"],
                           input="u\n1\nu\nq\n")
    assert result.exit_code == 0, result.output
    assert "Nothing to take back now" in result.output
    assert "takes back the last move" in result.output
