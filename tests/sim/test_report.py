"""Reports: runs of different games side by side, one self-contained HTML page, rounded numbers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from salon.sim.balance import balance, game_stats
from salon.sim.report import counts, num, quantity, side_by_side, write_report
from salon.sim.results_file import read_results

runner = CliRunner()


def _simulate(folder: Path, name: str, *args: str) -> Path:
    out = folder / name
    done = runner.invoke(app, ["simulate", *args, "--seed", "1", "--jobs", "1", "--out", str(out), "--json"])
    assert done.exit_code == 0, done.output
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("runs")
    return {
        "rose": _simulate(folder, "rose.jsonl", "rose-ceremony", "--players", "4", "--games", "24"),
        "rose2": _simulate(folder, "rose2.jsonl", "rose-ceremony", "--players", "4", "--games", "24",
                           "--bots", "heuristic,random,random,random"),
        "roxane": _simulate(folder, "roxane.jsonl", "roxane", "--players", "2", "--games", "6",
                            "--poetry", "II"),
        "rj": _simulate(folder, "rj.jsonl", "romeo-juliette", "--games", "6", "--bots", "heuristic"),
    }


def _docs(*paths: Path) -> list[dict]:  # type: ignore[type-arg]
    out = []
    for path in paths:
        head, results = read_results(path)
        assert head is not None
        out.append({"file": str(path), "game": head["game"], "players": head["players"],
                    "options": head["options"], **balance(results, head["players"])})
    return out


def test_side_by_side_of_two_games_names_each_column_and_keeps_options_apart(runs: dict[str, Path]) -> None:
    view = side_by_side(_docs(runs["rose"], runs["roxane"]))
    assert [(c["game"], c["title"], c["players"]) for c in view["columns"]] == [
        ("rose-ceremony", "Rose Ceremony", 4), ("roxane", "Roxane", 2)]
    rows = dict(view["rows"])
    rose_opts, roxane_opts = rows["options"]
    assert rose_opts == "the game's defaults"  # Rose Ceremony has no options, not Roxane's keys
    # only what differs from Roxane's defaults, in its words
    assert roxane_opts == "Poetry track: Poetry II: three verses, rhymes, Quill before Candle"
    # no per-seat rows between different games: the seats are not the same seats
    assert not any(label.startswith("seat") for label in rows)
    assert view["groups"] == []
    assert any("same game and player count" in n for n in view["notes"])
    first = rows["first player wins (fair share)"]
    assert first[0].endswith("(25.0%)") and first[1].endswith("(50.0%)")


def test_runs_of_one_game_compare_seats_and_statistics(runs: dict[str, Path]) -> None:
    view = side_by_side(_docs(runs["rose"], runs["rose2"], runs["rj"]))
    (group,) = view["groups"]  # Roméo & Juliette is alone of its kind
    assert (group["game"], group["players"], group["runs"]) == ("rose-ceremony", 4, [0, 1])
    labels = [label for label, _ in group["rows"]]
    assert labels[:4] == [f"seat {p} win rate (95% CI)" for p in range(4)]
    start = dict(group["rows"])["First to play"]
    assert all("±" not in cell for cell in start)  # a seat, counted, not averaged
    team = dict(view["rows"])["team win rate (95% CI)"]
    assert team[0] == team[1] == "—" and "%" in team[2]


def test_cli_side_by_side_fits_80_columns(runs: dict[str, Path]) -> None:
    shown = runner.invoke(app, ["report", str(runs["rose"]), str(runs["roxane"]), str(runs["rj"])],
                          env={"COLUMNS": "80"})
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "…" not in shown.stdout  # wrapped, never cut
    for title in ("Rose Ceremony", "Roxane", "Roméo & Juliette"):
        assert title in shown.stdout
    assert "4 players" in shown.stdout and "2 players" in shown.stdout
    flat = " ".join(re.sub(r"[│┃]", " ", shown.stdout).split())
    assert "Poetry track:" in flat and "Chapter:" not in flat


def test_html_report_is_one_self_contained_file(runs: dict[str, Path], tmp_path: Path) -> None:
    made = runner.invoke(app, ["report", str(runs["rose"]), "--report", str(tmp_path / "rep")])
    assert made.exit_code == 0, made.output
    page = (tmp_path / "rep" / "index.html").read_text()
    assert page.count('src="data:image/png;base64,') == 4
    assert not re.search(r'src="(?!data:)', page)  # no image, script or frame from another file
    assert ".png" not in page
    assert not re.search(r"https?://", page)
    assert "Content-Security-Policy" not in page  # nothing that would block data: images from disk
    assert "<title>Rose Ceremony: 24 games" in page


def test_html_numbers_are_rounded_and_categories_not_averaged(runs: dict[str, Path], tmp_path: Path) -> None:
    head, results = read_results(runs["rose"])
    assert head is not None
    doc = {"game": "rose-ceremony", "players": 4, "options": {}, **balance(results, 4)}
    page = write_report(results, doc, 4, tmp_path, "t").read_text()
    text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", page)
    assert not re.search(r"\d\.\d{3,}", text)  # nothing like 1.9385
    busts = doc["game_stats"]["busts"]
    assert f"mean {num(busts['mean'])} ± {num(busts['stdev'])}" in text
    row = re.search(r"<td>First to play</td><td>([^<]*)</td>", text)
    assert row is not None and "mean" not in row.group(1) and "%" in row.group(1)
    assert doc["game_stats"]["start_player"].keys() == {"counts"}
    assert json.loads((tmp_path / "summary.json").read_text())["games"] == 24


def test_cooperative_page_shows_the_team_not_per_seat_shares(runs: dict[str, Path], tmp_path: Path) -> None:
    head, results = read_results(runs["rj"])
    assert head is not None
    doc = {"game": "romeo-juliette", "players": 2, "options": head["options"], **balance(results, 2)}
    page = write_report(results, doc, 2, tmp_path, "t").read_text()
    assert "team win rate" in page and "<h2>Seats</h2>" not in page and "fair share" not in page
    assert page.count("data:image/png;base64,") == 3  # no per-seat score histogram of a shared result
    assert "<td>Chapter played</td><td>always Chapter I</td>" in page


def test_number_formatting() -> None:
    assert [num(x) for x in (1.9385, 72.13, 138.03, 6.0, 100000, -9.4, 0.0031, None)] == [
        "1.94", "72.1", "138", "6", "100,000", "-9.40", "0.0031", "—"]
    assert quantity({"n": 3, "mean": 6.0, "stdev": 0.0, "min": 6.0, "median": 6.0, "max": 6.0}) == "always 6"
    assert counts({"a": 1, "b": 3}) == "b 75%, a 25%"
    assert counts({"9": 4}) == "always 9"
    assert counts({"Quill, Candle": 1, "Five-card verses": 1}) == "Quill, Candle 50%; Five-card verses 50%"


def test_categorical_statistics_are_counted() -> None:
    rows = [{"start_player": 0, "busts": 2}, {"start_player": 2, "busts": 4}, {"start_player": 2, "busts": 3}]
    stats = game_stats(rows, frozenset({"start_player"}))
    assert stats["start_player"] == {"counts": {"0": 1, "2": 2}}
    assert stats["busts"]["mean"] == 3.0
    assert "mean" in game_stats(rows)["start_player"]  # without the game's word it is a number
