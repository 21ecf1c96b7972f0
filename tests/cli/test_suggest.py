"""A mistyped option is answered with the closest real one (issue 52), in one line, exit 2."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from salon.cli.suggest import closest

runner = CliRunner()


@pytest.mark.parametrize(("args", "said"), [
    (["play", "roxane", "--seet", "1"], "did you mean --seat"),
    (["play", "roxane", "--plian"], "did you mean --plain?"),
    (["play", "romeo-juliette", "--chaptr", "2"], "did you mean --chapter?"),
    (["simulate", "roxane", "--playrs", "3"], "did you mean --players?"),
    (["arena", "roxane", "--bots", "random,heuristic", "--gmaes", "3"], "did you mean --games?"),
    (["replay", "x.json", "--seet", "1"], "did you mean --seat?"),
    (["games", "--jsn"], "did you mean --json?"),
])
def test_a_mistyped_option_gets_the_closest_real_one(args: list[str], said: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("salon: error: ") and said in lines[0], result.output


def test_a_game_option_without_its_value_is_named() -> None:
    result = runner.invoke(app, ["play", "roxane", "--poetry"])
    assert result.exit_code == 2 and "--poetry needs a value" in result.output


def test_closest() -> None:
    assert closest("--seet", ["--seat", "--seed", "--bots"]) == "--seat or --seed"
    assert closest("--zzz", ["--seat"]) is None
