"""The arena: seat rotation, seeding independent of --jobs, ratings, and the CLI's JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from salon.cli.main import app
from salon.sim.arena import (
    Match,
    bradley_terry,
    games_per_pairing,
    run_arena,
    schedule,
    seat_patterns,
    summarize_arena,
)
from salon.sim.results_file import read_arena

from ..patience import PATIENCE, interrupt_when, sigint_as_at_a_terminal


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_bot_sits_in_every_seat_equally(players: int) -> None:
    pats = seat_patterns(players)
    assert len(pats) == 2 ** players - 2
    for seat in range(players):
        assert sum(p[seat] == 0 for p in pats) == len(pats) // 2
    # swapping the bots maps the set of patterns onto itself: equal bots score 50%
    assert {tuple(1 - x for x in p) for p in pats} == set(pats)
    assert seat_patterns(2) == [(0, 1), (1, 0)]


def test_schedule_rounds_up_to_whole_rotations() -> None:
    assert games_per_pairing(200, 3, False) == 204
    assert games_per_pairing(200, 2, False) == 200
    assert games_per_pairing(7, 2, True) == 7
    ms = schedule(["random", "heuristic", "ismcts"], 6, 3, seed=1, cooperative=False)
    assert len(ms) == 3 * 6
    assert [m.index for m in ms] == list(range(18))
    first = [m for m in ms if m.pairing == 0]
    assert len({m.seed for m in first}) == 1  # one deal, played in all six seatings
    assert sorted(m.specs.count("random") for m in first) == [1, 1, 1, 2, 2, 2]


def test_results_do_not_depend_on_jobs() -> None:
    one = run_arena("rose-ceremony", ["heuristic", "random"], 12, 3, seed=4, jobs=1)
    two = run_arena("rose-ceremony", ["heuristic", "random"], 12, 3, seed=4, jobs=2)
    assert json.dumps(one, sort_keys=True) == json.dumps(two, sort_keys=True)
    row = one["pairings"][0]
    assert row["games"] == 12 and 0 <= row["ci95"][0] <= row["a_win_rate"] <= row["ci95"][1] <= 1
    assert [r["games"] for r in one["ratings"]] == [12, 12]


def test_bradley_terry() -> None:
    assert bradley_terry(2, [(0, 1, 5.0, 10)]) == pytest.approx([0.0, 0.0], abs=1e-6)
    a, b = bradley_terry(2, [(0, 1, 75.0, 100)])
    assert a > 0 > b and a == pytest.approx(-b)
    # 75/100 (+ one virtual draw) is odds of 75.5/25.5: log10(75.5/25.5) * 400 between the two
    assert a - b == pytest.approx(400 * 0.4714, abs=0.5)
    # a clean sweep stays finite
    x, y = bradley_terry(2, [(0, 1, 10.0, 10)])
    assert 0 < x < 1000
    a, b, c = bradley_terry(3, [(0, 1, 8.0, 10), (1, 2, 8.0, 10), (0, 2, 9.0, 10)])
    assert a > b > c


def test_cooperative_summary_compares_the_same_deals() -> None:
    bots = ["ismcts", "heuristic"]
    matches = [Match(i, i // 4, i % 4, (0, 0), (bots[i // 4],) * 2, 100 + i % 4) for i in range(8)]
    wins = [1, 1, 0, 1, 0, 1, 0, 0]  # ismcts wins deals 0, 1, 3; heuristic deal 1
    results = [{"index": i, "winners": [0, 1] if w else [], "scores": [float(w)] * 2, "decisions": 5}
               for i, w in enumerate(wins)]
    s = summarize_arena(bots, matches, results, cooperative=True)
    assert [r["wins"] for r in s["solo"]] == [3, 1]
    row = s["pairings"][0]
    # deal 0: 1-0, deal 1: 1-1, deal 2: 0-0, deal 3: 1-0 → 1 + .5 + .5 + 1
    assert row["a_score"] == 3.0 and row["games"] == 4
    assert s["ratings"][0]["bot"] == "ismcts"


def test_cli_json_is_byte_identical() -> None:
    runner = CliRunner()
    args = ["arena", "rose-ceremony", "--bots", "heuristic,random", "--games", "6", "--seed", "3", "--json"]
    a = runner.invoke(app, args)
    b = runner.invoke(app, args + ["--jobs", "2"])
    assert a.exit_code == 0, a.output
    assert a.stdout == b.stdout
    doc = json.loads(a.stdout)
    assert doc["players"] == 3 and doc["games_per_pairing"] == 6
    assert doc["pairings"][0]["a"] == "heuristic"


def test_cli_table_and_errors() -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["arena", "rose-ceremony", "--bots", "ismcts:iterations=1,c=1,random",
                             "--games", "2", "--players", "3"])
    assert ok.exit_code == 0, ok.output
    assert "ismcts:iterations=1,c=1" in ok.stdout
    bad = runner.invoke(app, ["arena", "rose-ceremony", "--bots", "random,nobody", "--games", "2"])
    assert bad.exit_code != 0
    one = runner.invoke(app, ["arena", "rose-ceremony", "--bots", "random", "--games", "2"])
    assert one.exit_code != 0


def test_ctrl_c_stops_a_parallel_arena_promptly() -> None:
    """Ctrl-C reaches the whole process group; the workers ignore it and the parent stops them
    (a worker dying on SIGINT while holding the pool's queue lock used to hang the run)."""
    import os
    import signal
    import subprocess
    import sys
    import time

    cmd = [sys.executable, "-m", "salon.cli.main", "arena", "rose-ceremony", "--bots", "heuristic,random",
           "--games", "100000", "--players", "3", "--seed", "2", "--jobs", "2"]
    for attempt in range(3):
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=sigint_as_at_a_terminal)
        time.sleep(2.0 + attempt)
        os.killpg(proc.pid, signal.SIGINT)
        try:
            proc.communicate(timeout=PATIENCE)
        except subprocess.TimeoutExpired:  # pragma: no cover - the failure this test guards against
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            pytest.fail(f"the arena did not stop within {PATIENCE:g} s of Ctrl-C")
        assert proc.returncode != 0  # interrupted, not finished


ARENA = ["arena", "rose-ceremony", "--bots", "heuristic,random", "--players", "3", "--seed", "3", "--json"]


def test_an_interrupted_arena_resumes_to_the_same_report(tmp_path: Path) -> None:
    """--out writes a line per finished game; --resume keeps them (a torn last line is played
    again) and plays the rest, and the report is the uninterrupted run's, byte for byte."""
    runner = CliRunner()
    out = tmp_path / "arena.jsonl"
    whole = runner.invoke(app, ARENA + ["--games", "12"])
    first = runner.invoke(app, ARENA + ["--games", "12", "--out", str(out)])
    assert first.exit_code == 0, first.output
    assert first.stdout == whole.stdout  # writing the file changes nothing in the report
    lines = out.read_text().splitlines()
    head = json.loads(lines[0])
    assert head["type"] == "arena" and head["bots"] == ["heuristic", "random"] and len(lines) == 13
    out.write_text("\n".join(lines[:6]) + "\n" + lines[6][:30])  # 5 games kept, the 6th cut off
    resumed = runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--resume", "--jobs", "2"])
    assert resumed.exit_code == 0, resumed.output
    assert resumed.stdout == whole.stdout
    _, games = read_arena(out)
    assert len(games) == 12 and len({(tuple(g["seats"]), g["seed"]) for g in games}) == 12


def test_resume_with_more_games_or_bots_keeps_the_games_it_shares(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "arena.jsonl"
    assert runner.invoke(app, ARENA + ["--games", "6", "--out", str(out)]).exit_code == 0
    kept = read_arena(out)[1]
    more = runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--resume"])
    assert more.stdout == runner.invoke(app, ARENA + ["--games", "12"]).stdout
    assert read_arena(out)[1][:6] == kept  # the six first games were not played again
    bots = ARENA[:3] + ["heuristic,random,ismcts:iterations=2"] + ARENA[4:] + ["--games", "6"]
    wider = runner.invoke(app, bots + ["--out", str(out), "--resume"])
    assert wider.exit_code == 0, wider.output
    assert wider.stdout == runner.invoke(app, bots).stdout
    head, games = read_arena(out)
    assert head is not None and head["bots"] == ["heuristic", "random", "ismcts:iterations=2"]
    assert len(games) == 12 + 6 + 6  # heuristic-random's 12 kept, two new pairings of 6


def test_resume_refuses_another_arena(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "arena.jsonl"
    assert runner.invoke(app, ARENA + ["--games", "6", "--out", str(out)]).exit_code == 0
    before = out.read_text()
    other = runner.invoke(app, ARENA[:-2] + ["4", "--games", "6", "--out", str(out), "--resume"])
    assert other.exit_code == 2 and "seed 3 there, 4 now" in " ".join(other.output.split())
    again = runner.invoke(app, ARENA + ["--games", "6", "--out", str(out)])
    assert again.exit_code == 2 and "--resume" in again.output
    assert out.read_text() == before  # refused without a word changed
    lines = before.splitlines()
    head = json.loads(lines[0])
    out.write_text("\n".join([json.dumps({**head, "code": "0" * 16}), *lines[1:]]) + "\n")
    other_code = runner.invoke(app, ARENA + ["--games", "6", "--out", str(out), "--resume"])
    assert other_code.exit_code == 2
    assert f"code {'0' * 16} there, {head['code']} now" in " ".join(other_code.output.split())
    simulate_file = tmp_path / "games.jsonl"
    assert runner.invoke(app, ["simulate", "rose-ceremony", "--games", "2", "--out", str(simulate_file)]).exit_code == 0
    wrong = runner.invoke(app, ARENA + ["--games", "6", "--out", str(simulate_file), "--resume"])
    assert wrong.exit_code == 2 and "neither an arena header nor a game result" in " ".join(wrong.output.split())


def test_ctrl_c_keeps_the_finished_games_of_an_arena(tmp_path: Path) -> None:
    import sys

    out = tmp_path / "arena.jsonl"
    cmd = [sys.executable, "-m", "salon.cli.main", "arena", "rose-ceremony", "--bots", "heuristic,random",
           "--games", "100000", "--players", "3", "--seed", "2", "--jobs", "2", "--out", str(out)]
    code, err = interrupt_when(cmd, lambda: out.exists() and len(out.read_text().splitlines()) > 6)
    assert code == 130, err.decode()[-2000:]
    assert b"Stopped" in err and b"--resume" in err
    _, games = read_arena(out)
    assert len(games) >= 5


def test_so_far_reports_the_whole_deals_of_a_file_and_plays_nothing(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "arena.jsonl"
    assert runner.invoke(app, ARENA + ["--games", "12", "--out", str(out)]).exit_code == 0
    head, *games = out.read_text().splitlines()
    # 7 games: the first deal's 6 seatings and one more (by index: with several worker processes
    # the file's lines come in the order the games finished)
    first = [g for g in games if json.loads(g)["index"] < 7]
    out.write_text("\n".join([head, *first]) + "\n")
    so_far = runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--so-far"])
    assert so_far.exit_code == 0, so_far.output
    doc = json.loads(so_far.stdout)
    assert doc["so_far"] == {"games": 6, "of": 12, "finished": 7}
    assert doc["pairings"][0]["games"] == 6
    six = json.loads(runner.invoke(app, ARENA + ["--games", "6"]).stdout)  # the same first deal
    assert doc == {**six, "so_far": doc["so_far"], "games_per_pairing": 12}
    assert len(out.read_text().splitlines()) == 8  # read, not written
    # a file made by other code still reads (only --resume, which plays, needs the same code)
    other_code = json.dumps({**json.loads(head), "code": "0" * 16})
    out.write_text("\n".join([other_code, *first]) + "\n")
    assert json.loads(runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--so-far"]).stdout) == doc
    assert runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--resume"]).exit_code == 2
    out.write_text("\n".join([head, *first]) + "\n")
    shown = runner.invoke(app, ARENA[:-1] + ["--games", "12", "--out", str(out), "--so-far"])
    assert "so far 6 of 12 games" in " ".join(shown.stdout.split())
    out.write_text("\n".join([head, *first[:2]]) + "\n")  # no whole deal yet
    none = runner.invoke(app, ARENA + ["--games", "12", "--out", str(out), "--so-far"])
    assert none.exit_code == 0, none.output
    assert json.loads(none.stdout)["so_far"] == {"games": 0, "of": 12, "finished": 2}
    for bad in (["--resume"], ["--force"]):
        refused = runner.invoke(app, ARENA + ["--out", str(out), "--so-far", *bad])
        assert refused.exit_code == 2 and "--so-far reads an existing --out FILE" in refused.output
    missing = runner.invoke(app, ARENA + ["--out", str(tmp_path / "none.jsonl"), "--so-far"])
    assert missing.exit_code == 2
    other = runner.invoke(app, ARENA[:-2] + ["4", "--out", str(out), "--so-far"])
    assert other.exit_code == 2 and "seed 3 there, 4 now" in " ".join(other.output.split())
