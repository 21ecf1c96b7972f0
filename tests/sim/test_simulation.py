"""Simulation at scale: identical results for any job count and backend, resume, reports."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from salon.sim.balance import balance
from salon.sim.parallel import run_games
from salon.sim.results_file import read_results
from salon.sim.runner import LeadTracker, play_game

from ..patience import interrupt_when

runner = CliRunner()
SIM = ["simulate", "rose-ceremony", "--games", "40", "--players", "4", "--seed", "5",
       "--bots", "heuristic,random,random,random", "--json"]


def test_same_results_for_any_number_of_jobs() -> None:
    one = runner.invoke(app, SIM + ["--jobs", "1"])
    two = runner.invoke(app, SIM + ["--jobs", "2"])
    assert one.exit_code == 0, one.output
    assert one.stdout == two.stdout


def test_results_arrive_whatever_the_order() -> None:
    results = list(run_games("rose-ceremony", 3, ["random"] * 3, 1, {}, range(20), jobs=2))
    assert sorted(r.index for r in results) == list(range(20))
    alone = play_game("rose-ceremony", 3, ["random"] * 3, results[0].seed, index=results[0].index)
    assert alone.record == results[0].record


def test_out_file_and_report_from_it(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    live = runner.invoke(app, SIM + ["--out", str(out), "--report", str(tmp_path / "rep")])
    assert live.exit_code == 0, live.output
    head, results = read_results(out)
    assert head is not None and head["game"] == "rose-ceremony" and len(results) == 40
    assert all(r.record["actions"] for r in results)
    for name in ("index.html", "summary.json", "win_rate.png", "scores.png", "length.png", "game_stats.png"):
        assert (tmp_path / "rep" / name).stat().st_size > 0
    saved = runner.invoke(app, ["report", str(out), "--json"])
    assert saved.exit_code == 0, saved.output
    a, b = json.loads(live.stdout), json.loads(saved.stdout)
    for key in ("seats", "first_seat_advantage", "game_stats", "lead_changes", "margin", "ends"):
        assert a[key] == b[key]


def test_resume_keeps_finished_games_and_plays_the_rest(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    full = runner.invoke(app, SIM + ["--jobs", "1"])
    first = runner.invoke(app, SIM[:3] + ["15"] + SIM[4:] + ["--out", str(out)])
    assert first.exit_code == 0
    lines = out.read_text().splitlines()
    out.write_text("\n".join(lines[:-3]) + "\n" + lines[-3][:25])  # cut off mid-line
    resumed = runner.invoke(app, SIM + ["--jobs", "2", "--out", str(out), "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert json.loads(resumed.stdout)["seats"] == json.loads(full.stdout)["seats"]
    _, results = read_results(out)
    assert [r.index for r in results] == list(range(40))


def test_resume_refuses_other_arguments(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    runner.invoke(app, SIM + ["--out", str(out)])
    other = runner.invoke(app, SIM[:-1] + ["--seed", "6", "--out", str(out), "--resume"])
    assert other.exit_code == 2 and "other settings" in other.output
    # the message names the values, the file's and this run's
    assert "seed 5 there, 6 now" in " ".join(other.output.split())


def test_ctrl_c_stops_cleanly_and_keeps_finished_games(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    cmd = [sys.executable, "-m", "salon.cli.main", "simulate", "rose-ceremony", "--games", "100000",
           "--players", "4", "--seed", "3", "--jobs", "2", "--out", str(out)]
    code, err = interrupt_when(cmd, lambda: out.exists() and len(out.read_text().splitlines()) > 26)
    assert code == 130, err.decode()[-2000:]
    assert b"Stopped" in err
    _, results = read_results(out)
    assert len(results) >= 25
    again = play_game("rose-ceremony", 4, ["random"] * 4, results[7].seed, index=results[7].index)
    assert again.record == results[7].record


@pytest.mark.full  # Ray's start alone takes 20-40 s of the 2 cores; the parallel backend above runs in make test
def test_ray_backend_gives_identical_results() -> None:
    pytest.importorskip("ray")
    ray_run = runner.invoke(app, SIM[:3] + ["12"] + SIM[4:] + ["--backend", "ray", "--jobs", "2"])
    local = runner.invoke(app, SIM[:3] + ["12"] + SIM[4:] + ["--jobs", "1"])
    assert ray_run.exit_code == 0, ray_run.output
    assert json.loads(ray_run.stdout) == json.loads(local.stdout)


def test_lead_tracker() -> None:
    t = LeadTracker()
    for step, scores in enumerate([[0, 0, 0], [1, 0, 0], [1, 2, 0], [1, 2, 2], [3, 2, 2], [5, 2, 2]], 1):
        t.observe(step, [float(x) for x in scores])
    m = t.metrics([0], 6)
    assert m["lead_changes"] == 2  # 0 leads, then 1, then (after a tie) 0 again
    assert m["winner_lead_from"] == round(5 / 6, 4)


def test_balance_first_player_is_the_start_player() -> None:
    results = [play_game("rose-ceremony", 3, ["random"] * 3, seed=s, index=s) for s in range(12)]
    doc = balance(results, 3)
    assert doc["first_seat_advantage"]["first_player"] == "the game's start player"
    assert doc["game_stats"]["busts"]["n"] == 12
