"""`salon analyse --jobs N`: decisions analysed on worker processes, the same analysis as one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.bounds import max_jobs
from salon.cli.main import app
from tests.analysis.helpers import named_record_file

runner = CliRunner()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return named_record_file(tmp_path_factory.mktemp("analyse-jobs"), seed=7)


def test_the_json_is_the_same_with_one_job_and_with_two(record_file: Path) -> None:
    budget = ["--searches", "2", "--samples", "2", "--seed", "9", "--json"]
    one = runner.invoke(app, ["analyse", str(record_file), "--jobs", "1", *budget])
    two = runner.invoke(app, ["analyse", str(record_file), "--jobs", "2", *budget])
    assert one.exit_code == 0, one.output
    assert two.exit_code == 0, two.output
    assert two.stdout == one.stdout
    assert len(json.loads(one.stdout)["decisions"]) > 10


def test_too_many_jobs_are_refused_in_one_line_before_any_work(record_file: Path) -> None:
    top = max_jobs()
    result = runner.invoke(app, ["analyse", str(record_file), "--jobs", str(top + 1)])
    assert result.exit_code == 2
    assert f"--jobs {top + 1}" in result.output and f"--jobs {top} or fewer" in result.output
    result = runner.invoke(app, ["analyse", str(record_file), "--jobs", "0"])
    assert result.exit_code == 2 and "at least 1" in result.output
