"""The `salon` command's errors: one plain line on stderr, exit status 2, found before any work.

Also --version, --out's --force/--resume, replay --game N, the help's defaults at 80 columns."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import salon
from salon.cli import app as cli_app
from salon.cli import simulate as cli_simulate
from salon.cli.main import app
from salon.rl.__main__ import main as rl_main
from salon.sim.parallel import default_jobs
from salon.sim.results_file import read_results

runner = CliRunner()
SIM = ["simulate", "rose-ceremony", "--seed", "4", "--jobs", "1", "--json"]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A results file of 3 games, a saved record, a plain file, a folder and a missing folder."""
    root = tmp_path_factory.mktemp("files")
    results = root / "results.jsonl"
    assert runner.invoke(app, [*SIM, "--games", "3", "--out", str(results)]).exit_code == 0
    record = root / "game.json"
    assert runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "2",
                               "--save", str(record)]).exit_code == 0
    plain = root / "notes.txt"
    plain.write_text("not a folder\n")
    return {"results": results, "record": record, "file": plain, "dir": root, "missing": root / "no" / "such"}


def one_line_error(args: list[str]) -> str:
    """Run the command; check exit 2, nothing on stdout and one `salon: error:` line on stderr."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2, (args, result.output)
    assert result.stdout == "", (args, result.stdout)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error: "), (args, result.stderr)
    return lines[0]


CASES = [
    # filesystem: --out, --report, --save
    (["simulate", "rose-ceremony", "--out", "{dir}"], "is a directory"),
    (["simulate", "rose-ceremony", "--out", "{file}/x.jsonl"], "is not a folder"),
    (["simulate", "rose-ceremony", "--out", "{results}"], "already exists: add --resume to continue it, or --force"),
    (["simulate", "rose-ceremony", "--out", "{results}", "--force", "--resume"], "give one of them"),
    (["simulate", "rose-ceremony", "--resume"], "--resume needs --out FILE"),
    (["simulate", "rose-ceremony", "--force"], "--force needs --out FILE"),
    (["simulate", "rose-ceremony", "--report", "{file}"], "--report {file}: is a file, give a folder"),
    (["simulate", "rose-ceremony", "--report", "{file}/sub/dir"], "is a file, not a folder"),
    (["report", "{results}", "--report", "{file}"], "is a file, give a folder"),
    (["report", "{missing}.jsonl"], "cannot read"),
    (["play", "rose-ceremony", "--save", "{file}/g.json", "--seat", "none"], "is not a folder"),
    (["play", "rose-ceremony", "--save", "{dir}", "--seat", "none"], "is a directory"),
    # replay: a results file needs --game N
    (["replay", "{results}", "--all"], "holds 3 games (numbered 0–2): pick one with --game N"),
    (["replay", "{results}", "--all", "--game", "7"], "--game 7: {results} holds games 0–2"),
    (["replay", "{record}", "--all", "--game", "1"], "is one game's record"),
    (["replay", "{file}"], "is not a JSON record"),
    (["replay", "{record}", "--seat", "abc"], "--seat 'abc': give a seat number from 0 to 2, or none"),
    # numbers, choices, seats
    (["simulate", "rose-ceremony", "--jobs", "-1"], "--jobs: must be at least 1, got -1"),
    (["simulate", "rose-ceremony", "--jobs", "0"], "--jobs: must be at least 1, got 0"),
    (["simulate", "rose-ceremony", "--jobs", "abc"], "--jobs: expected an integer, got 'abc'"),
    (["simulate", "rose-ceremony", "--games", "0"], "--games: must be at least 1"),
    (["simulate", "rose-ceremony", "--players", "three"], "--players: expected an integer, got 'three'"),
    (["simulate", "rose-ceremony", "--backend", "gpu"], "--backend: 'gpu' is not one of 'local', 'ray'"),
    (["simulate", "romeo-juliette", "--chapter", "two"], "option chapter='two': expected an integer"),
    (["simulate", "chess"], "unknown game 'chess'; known games: aqua-mirabilis"),
    (["simulate"], "missing argument 'GAME' (see 'salon simulate --help')"),
    (["arena", "rose-ceremony", "--bots", "random,heuristic", "--jobs", "0"], "--jobs: must be at least 1"),
    (["play", "rose-ceremony", "--seat", "abc"], "--seat 'abc': give a seat number from 0 to 2, or none"),
    (["play", "rose-ceremony", "--seat", "3"], "--seat 3: a 3-player table has seats from 0 to 2"),
    (["play", "rose-ceremony", "--players", "9"], "played by 3–6 players, not 9"),
    (["serve", "--port", "99999"], "--port: must be from 1 to 65535, got 99999"),
    (["serve", "--port", "0"], "--port: must be from 1 to 65535, got 0"),
    (["serve", "--port", "http"], "--port: expected an integer, got 'http'"),
    (["simulate", "rose-ceremony", "--colour", "red"], "no option --colour for salon simulate"),
    (["nonsense"], "no such command 'nonsense'"),
    (["--verison"], "no such option: --verison"),
]


@pytest.mark.parametrize(("args", "expected"), CASES, ids=[" ".join(a)[:60] for a, _ in CASES])
def test_each_error_is_one_line_with_exit_status_2(files: dict[str, Path], args: list[str], expected: str) -> None:
    before = files["results"].read_bytes()
    line = one_line_error([a.format(**files) for a in args])
    assert expected.format(**files) in line
    assert files["results"].read_bytes() == before  # refused: the results file is untouched


def test_the_out_and_report_checks_come_before_any_game(files: dict[str, Path], tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was started")

    monkeypatch.setattr(cli_simulate, "run_games", no_games)
    fresh = tmp_path / "fresh.jsonl"
    one_line_error(["simulate", "rose-ceremony", "--games", "100000", "--out", str(fresh),
                    "--report", str(files["file"])])
    assert not fresh.exists()  # nothing written when a later option is wrong
    one_line_error(["simulate", "rose-ceremony", "--games", "100000", "--out", str(files["results"])])
    one_line_error(["simulate", "rose-ceremony", "--games", "100000", "--out", str(files["file"] / "x")])


def test_a_folder_without_write_permission_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    monkeypatch.setattr(cli_app.os, "access", lambda path, mode: Path(path) != locked)
    line = one_line_error(["simulate", "rose-ceremony", "--report", str(locked / "rep")])
    assert line.endswith("permission denied")
    line = one_line_error(["play", "rose-ceremony", "--seat", "none", "--save", str(locked / "g.json")])
    assert line.endswith("permission denied")
    assert list(locked.iterdir()) == []


def test_the_real_command_prints_one_line() -> None:
    """The installed entry point (not the test runner) gives the same one line and status 2."""
    proc = subprocess.run([sys.executable, "-m", "salon.cli.main", "simulate", "rose-ceremony", "--jobs", "-1"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == ["salon: error: --jobs: must be at least 1, got -1 "
                                        "(see 'salon simulate --help')"]


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.stdout == f"salon {salon.__version__}\n"


def test_force_replaces_the_out_file_and_resume_continues_it(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    first = runner.invoke(app, [*SIM, "--games", "4", "--out", str(out)])
    assert first.exit_code == 0, first.output
    four = out.read_text().splitlines()
    assert runner.invoke(app, [*SIM, "--games", "2", "--out", str(out)]).exit_code == 2
    assert out.read_text().splitlines() == four  # refused without a word changed
    forced = runner.invoke(app, [*SIM, "--games", "2", "--out", str(out), "--force"])
    assert forced.exit_code == 0, forced.output
    head, results = read_results(out)
    assert head is not None and head["games"] == 2 and [r.index for r in results] == [0, 1]
    resumed = runner.invoke(app, [*SIM, "--games", "4", "--out", str(out), "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert json.loads(resumed.stdout) == json.loads(first.stdout)  # the same 4 games
    lines = out.read_text().splitlines()
    assert lines[1:3] == four[1:3] and len(lines) == 5
    fresh = tmp_path / "new.jsonl"  # --resume of a file not yet there starts it
    assert runner.invoke(app, [*SIM, "--games", "2", "--out", str(fresh), "--resume"]).exit_code == 0
    assert len(read_results(fresh)[1]) == 2


def test_replay_reads_one_game_of_a_results_file(files: dict[str, Path]) -> None:
    _, results = read_results(files["results"])
    for r in results[1:]:
        shown = runner.invoke(app, ["replay", str(files["results"]), "--game", str(r.index), "--all"])
        assert shown.exit_code == 0, shown.output
        assert f"{len(r.record['actions'])} actions" in shown.stdout and "Final scoring" in shown.stdout
    single = files["dir"] / "single.jsonl"
    single.write_text("\n".join(files["results"].read_text().splitlines()[:2]) + "\n")
    alone = runner.invoke(app, ["replay", str(single), "--all"])  # one game: no --game needed
    assert alone.exit_code == 0 and f"{len(results[0].record['actions'])} actions" in alone.stdout


def test_rl_layout_printer_errors(capsys: pytest.CaptureFixture[str]) -> None:
    for args, expected in [(["actions", "chess"], "unknown game 'chess'; known games: aqua-mirabilis, "),
                           (["actions", "rose-ceremony", "x"], "PLAYERS 'x': expected an integer"),
                           (["observation", "rose-ceremony", "9"], "played by 3–6 players, not 9"),
                           (["list"], "usage: python -m salon.rl")]:
        assert rl_main(args) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        lines = captured.err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("salon.rl: error: ") and expected in lines[0], lines


COMMANDS = ["games", "play", "rules", "simulate", "replay", "arena", "report", "serve"]


def test_help_shows_the_true_defaults_and_fits_80_columns() -> None:
    for command in [[], *[[c] for c in COMMANDS]]:
        shown = runner.invoke(app, [*command, "--help"], terminal_width=80)
        assert shown.exit_code == 0, shown.output
        too_wide = [line for line in shown.stdout.splitlines() if len(line) > 80]
        assert not too_wide, (command, too_wide)
    commands = runner.invoke(app, ["--help"], terminal_width=80).stdout.split("Commands:")[1]
    assert not [line for line in commands.splitlines() if line.endswith("...")]  # whole sentences
    for name in ("simulate", "arena"):
        text = " ".join(runner.invoke(app, [name, "--help"], terminal_width=80).stdout.split())
        assert "Players per game. [default: (the game's minimum)]" in text
        assert "[default: (all cores)]" in text
    text = " ".join(runner.invoke(app, ["play", "--help"], terminal_width=80).stdout.split())
    assert "Number of players. [default: (the game's minimum)]" in text


def test_the_same_default_players_and_jobs_in_every_command() -> None:
    sim = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--json"])
    arena = runner.invoke(app, ["arena", "rose-ceremony", "--bots", "random,heuristic", "--games", "3", "--json"])
    play = runner.invoke(app, ["play", "rose-ceremony", "--seat", "none", "--seed", "1"])
    assert json.loads(sim.stdout)["players"] == json.loads(arena.stdout)["players"] == 3
    assert "3 players" in play.stdout
    table = runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2"])
    jobs = default_jobs()
    assert f"{jobs} job{'s' if jobs > 1 else ''}, local" in table.stdout


def test_a_report_that_cannot_be_written_keeps_the_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk that fills up while the report is written: the summary is printed first, then one line."""
    import errno

    from salon.sim import report as sim_report

    def full_disk(*args: object, **kwargs: object) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(sim_report, "write_report", full_disk)
    result = runner.invoke(app, [*SIM, "--games", "2", "--report", str(tmp_path / "rep")])
    assert result.exit_code == 2
    assert json.loads(result.stdout)["games"] == 2
    assert result.stderr.splitlines() == [f"salon: error: --report {tmp_path / 'rep'}: No space left on device"]


def test_games_at_80_columns_shows_every_id_whole() -> None:
    shown = runner.invoke(app, ["games"], env={"COLUMNS": "80"})
    assert shown.exit_code == 0, shown.output
    assert max(len(line) for line in shown.stdout.splitlines()) <= 80
    for gid in salon.game_ids():
        assert f"│ {gid} " in shown.stdout
    assert "stack_presentations=False" in shown.stdout  # options are not cut either
