"""The arena: seat rotation, seeding independent of --jobs, ratings, and the CLI's JSON."""

from __future__ import annotations

import json

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

from ..patience import PATIENCE, sigint_as_at_a_terminal


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
