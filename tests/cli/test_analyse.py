"""`salon analyse`: words, JSON, a PNG, and refusals as one error line."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from tests.analysis.helpers import named_record_file

runner = CliRunner()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return named_record_file(tmp_path_factory.mktemp("analyse"), seed=4)


def test_analyse_prints_lines_turning_points_in_words_and_a_summary(record_file: Path, tmp_path: Path) -> None:
    png = tmp_path / "line.png"
    result = runner.invoke(app, ["analyse", str(record_file), "--level", "quick", "--seat", "1",
                                 "--plot", str(png)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Bo: estimated win chance" in out and "Summary per seat" in out and "Turning points" in out
    assert "100% ┤" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for line in out.splitlines():
        if line.startswith("Step "):
            assert "Bo " in line and "instead" in line


def test_analyse_json_has_every_figure_for_programs(record_file: Path) -> None:
    result = runner.invoke(app, ["analyse", str(record_file), "--level", "quick", "--seat", "0", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["game"] == "rose-ceremony" and doc["level"]["name"] == "quick" and doc["policy"] == "heuristic"
    assert doc["names"] == ["Ada", "Bo", "Cy"] and [s["seat"] for s in doc["seats"]] == [0]
    first = doc["decisions"][0]
    assert {"step", "played", "value", "se", "iterations", "best", "best_value", "loss", "loss_se", "mark",
            "candidates"} <= set(first)
    # the level's playouts, or twice them where the mark was in doubt after the first searches
    assert first["iterations"] * doc["level"]["searches"] == doc["level"]["iterations"] * first["searches"]
    assert first["searches"] in (doc["level"]["searches"], doc["level"]["searches"] + doc["level"]["doubt"])
    again = runner.invoke(app, ["analyse", str(record_file), "--level", "quick", "--seat", "0", "--json"])
    assert again.stdout == result.stdout


def test_analyse_takes_any_budget_locally(record_file: Path) -> None:
    result = runner.invoke(app, ["analyse", str(record_file), "--seat", "2", "--searches", "3", "--samples", "1",
                                 "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["level"]["name"] == "custom" and doc["level"]["iterations"] == 3 and doc["level"]["doubt"] == 3
    assert all(d["iterations"] <= d["searches"] and d["searches"] in (3, 6) for d in doc["decisions"])


def test_analyse_refuses_bad_records_and_levels_in_one_line(record_file: Path, tmp_path: Path) -> None:
    record = json.loads(record_file.read_text())
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_text(json.dumps(dict(record, actions=record["actions"][:5])))
    result = runner.invoke(app, ["analyse", str(unfinished)])
    assert result.exit_code == 2 and "unfinished: after step 5" in result.output
    tampered = copy.deepcopy(record)
    tampered["actions"][4][1] = "offer 42"
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(tampered))
    result = runner.invoke(app, ["analyse", str(bad)])
    assert result.exit_code == 2 and "step 5" in result.output and "not legal" in result.output
    result = runner.invoke(app, ["analyse", str(record_file), "--level", "extreme"])
    assert result.exit_code == 2 and "--level 'extreme'" in result.output
    result = runner.invoke(app, ["analyse", str(record_file), "--seat", "7"])
    assert result.exit_code == 2 and "seats from 0 to 2" in result.output
