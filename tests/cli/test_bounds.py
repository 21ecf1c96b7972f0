"""Bounds on every size a person types (issue 52): each refused in one line with exit status 2,
before any work starts; `--games` streamed. No test here times anything."""

from __future__ import annotations

import json
import multiprocessing
import multiprocessing.pool
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from salon.cli import simulate as simulate_module
from salon.cli.bounds import MAX_ITERATIONS, check_budget, check_jobs, max_jobs, windows
from salon.cli.files import first_bad_byte
from salon.cli.main import app
from salon.sim.runner import play_game

runner = CliRunner()


def one_line_error(result: Any) -> str:
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error: "), result.output
    assert "Traceback" not in result.output
    return lines[0]


@pytest.fixture
def no_fork(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every way a worker process could start, recorded (and stopped)."""
    started: list[str] = []

    def refuse(what: str) -> Any:
        def _(*args: Any, **kwargs: Any) -> Any:
            started.append(what)
            raise AssertionError(f"{what} called")
        return _

    monkeypatch.setattr(os, "fork", refuse("os.fork"))
    monkeypatch.setattr(multiprocessing.pool.Pool, "__init__", refuse("Pool"))
    monkeypatch.setattr(multiprocessing.Process, "start", refuse("Process.start"))
    return started


@pytest.mark.parametrize("command", ["simulate", "arena"])
def test_too_many_jobs_are_refused_with_no_process_forked(command: str, no_fork: list[str]) -> None:
    bots = ["--bots", "random,heuristic"] if command == "arena" else []
    line = one_line_error(runner.invoke(app, [command, "roxane", "--jobs", str(10**20), *bots]))
    assert f"--jobs {10**20}" in line and f"at most {max_jobs()} worker processes" in line
    assert no_fork == []


def test_the_jobs_bound_is_the_local_backends() -> None:
    assert check_jobs(max_jobs()) is None and check_jobs(max_jobs() + 1) is not None
    assert check_jobs(10**20, "ray") is None  # a Ray cluster sizes itself


@pytest.mark.parametrize("spec", [f"ismcts:iterations={10**30}", "ismcts:iterations=10**30",
                                  f"ismcts:iterations={MAX_ITERATIONS + 1}", "ismcts:time=1e9"])
@pytest.mark.parametrize("command", ["simulate", "play", "arena"])
def test_search_budgets_beyond_the_bound_are_refused(spec: str, command: str, no_fork: list[str]) -> None:
    bots = f"random,{spec}" if command == "arena" else spec
    line = one_line_error(runner.invoke(app, [command, "rose-ceremony", "--bots", bots, "-n", "1"]
                                        if command != "play" else [command, "rose-ceremony", "--bots", bots]))
    assert spec in line and ("bound" in line or "whole number" in line)
    assert no_fork == []


def test_budgets_within_the_bound_pass() -> None:
    check_budget(f"ismcts:iterations={MAX_ITERATIONS}")
    check_budget("ismcts:time=2.5")
    check_budget("heuristic")


@pytest.mark.parametrize("flag", ["--searches", "--samples"])
def test_analysis_budgets_are_bounded(flag: str, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text("{}")
    line = one_line_error(runner.invoke(app, ["analyse", str(record), flag, str(10**30)]))
    assert flag in line and "must be from" in line


def test_games_are_handed_out_a_window_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """--games 10**30: the games go to the workers a window at a time; stopped after three
    windows, the summary of those games is printed (a list of 10**30 indices was never made)."""
    seen: list[list[int]] = []
    real = play_game("rose-ceremony", 3, ["random"] * 3, 7, {}, index=0)

    def fake_run_games(game_id: str, players: int, specs: list[str], seed: int, opts: dict[str, Any],
                       indices: list[int], **kwargs: Any) -> Iterator[Any]:
        assert isinstance(indices, list)
        seen.append(indices)
        if len(seen) > 3:
            raise KeyboardInterrupt
        for i in indices:
            yield type(real).from_dict({**real.to_wire(), "index": i})

    monkeypatch.setattr(simulate_module, "run_games", fake_run_games)
    result = runner.invoke(app, ["simulate", "rose-ceremony", "--games", str(10**30), "--jobs", "1", "--json"])
    assert result.exit_code == 130, result.output
    assert len(seen) == 4 and all(len(w) == simulate_module.WINDOW for w in seen)
    assert seen[1][0] == simulate_module.WINDOW
    doc = json.loads(result.stdout[:result.stdout.rindex("}") + 1])
    assert doc["games"] == 3 * simulate_module.WINDOW


def test_windows() -> None:
    assert list(windows(range(5), 2)) == [[0, 1], [2, 3], [4]]
    big = windows(range(10**30), 3)
    assert next(big) == [0, 1, 2] and next(big) == [3, 4, 5]


def test_a_batch_counts_each_game_and_keeps_none(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each finished game, its record reduced to game and version, goes into the batch's tally
    (sim/tally.py) and is let go: what a batch holds does not grow with --games."""
    counted: list[Any] = []
    real_tally = simulate_module.BatchTally

    class Watched(real_tally):  # type: ignore[misc, valid-type]
        def add(self, r: Any) -> None:
            counted.append(set(r.record))
            super().add(r)

    monkeypatch.setattr(simulate_module, "BatchTally", Watched)
    result = runner.invoke(app, ["simulate", "rose-ceremony", "-n", "4", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert counted == [{"game", "version"}] * 4
    assert not hasattr(simulate_module, "balance")  # the list-taking summary is not on this path


BAD = b'{"game": "roxane", "players": 2, "seed": 1, "text": "caf\xe9"}\n'


@pytest.mark.parametrize("command", [["replay"], ["analyse"], ["report"]])
def test_a_file_that_is_not_utf8_is_one_line_naming_the_byte(command: list[str], tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(BAD)
    line = one_line_error(runner.invoke(app, [*command, str(path)]))
    assert str(path) in line and f"byte {BAD.index(0xE9)}" in line and "UTF-8" in line


@pytest.mark.parametrize("command", ["simulate", "arena"])
def test_resuming_a_file_that_is_not_utf8_is_refused(command: str, tmp_path: Path, no_fork: list[str]) -> None:
    path = tmp_path / "results.jsonl"
    path.write_bytes(b"\xff\xfe" + BAD)
    bots = ["--bots", "random,heuristic"] if command == "arena" else []
    line = one_line_error(runner.invoke(app, [command, "roxane", "--out", str(path), "--resume", *bots]))
    assert "--out" in line and "byte 0" in line
    assert path.read_bytes() == b"\xff\xfe" + BAD  # changed nothing


def test_first_bad_byte_across_blocks(tmp_path: Path) -> None:
    from salon.cli.files import BLOCK

    cases = [b"a" * (BLOCK - 1) + "é".encode() + b"\xff", b"a" * (BLOCK - 1) + b"\xc3x", "é".encode() * BLOCK,
             b"ok\xc3"]
    for data in cases:
        path = tmp_path / "f"
        path.write_bytes(data)
        try:
            data.decode()
            expected = None
        except UnicodeDecodeError as exc:
            expected = (exc.start, data[exc.start])
        assert first_bad_byte(path) == expected


def test_an_arena_of_too_many_games_is_refused(no_fork: list[str]) -> None:
    from salon.cli.bounds import MAX_ARENA_GAMES

    line = one_line_error(runner.invoke(app, ["arena", "roxane", "--bots", "random,heuristic",
                                              "--games", str(10**30)]))
    assert f"--games {10**30}" in line and f"{MAX_ARENA_GAMES:,}" in line
    assert no_fork == []
