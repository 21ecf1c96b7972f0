"""Arena ratings: 95% bootstrap intervals (seeded, containing the estimate) and overlap notes."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from salon.cli.arena import rating_notes, ratings_table
from salon.cli.main import app
from salon.core.rng import Rng
from salon.sim.arena import Match, bootstrap_intervals, overlapping, schedule, summarize_arena


def _play(bots: list[str], wins: dict[tuple[int, int], float], games: int,
          seed: int = 1) -> tuple[list[Match], list[dict]]:  # type: ignore[type-arg]
    """A 2-player arena whose pairing (a, b) gives a the win with probability wins[(a, b)]."""
    matches = schedule(bots, games, 2, seed=seed, cooperative=False)
    pairs = [(x, y) for x in range(len(bots)) for y in range(x + 1, len(bots))]
    rng = Rng(seed)
    results = []
    for m in matches:
        a_wins = rng.below(10_000) < wins[pairs[m.pairing]] * 10_000
        a_seat = m.pattern.index(0)
        results.append({"index": m.index, "winners": [a_seat if a_wins else 1 - a_seat],
                        "scores": [0.0, 0.0], "decisions": 10})
    return matches, results


def _arena(bots: list[str], wins: dict[tuple[int, int], float], games: int,
           boot_seed: int = 1) -> dict:  # type: ignore[type-arg]
    matches, results = _play(bots, wins, games)
    return summarize_arena(bots, matches, results, cooperative=False, seed=boot_seed, rounds=400)


def test_intervals_contain_the_estimate_and_are_reproducible() -> None:
    bots = ["strong", "middle", "weak"]
    wins = {(0, 1): 0.7, (0, 2): 0.9, (1, 2): 0.7}
    one = _arena(bots, wins, 60)
    again = _arena(bots, wins, 60)
    assert one["ratings"] == again["ratings"]  # same seed, same intervals
    for r in one["ratings"]:
        lo, hi = r["ci95"]
        assert lo < r["elo"] < hi
        assert hi - lo < 400  # 120 games per bot: a real interval, not the whole scale
    assert [r["bot"] for r in one["ratings"]] == bots
    # another bootstrap seed moves the interval ends a little, not the point estimate
    other = _arena(bots, wins, 60, boot_seed=2)
    assert [r["elo"] for r in other["ratings"]] == [r["elo"] for r in one["ratings"]]
    assert [r["ci95"] for r in other["ratings"]] != [r["ci95"] for r in one["ratings"]]


def test_more_games_narrow_the_interval() -> None:
    wins = {(0, 1): 0.6}
    small = _arena(["a", "b"], wins, 20)["ratings"][0]["ci95"]
    large = _arena(["a", "b"], wins, 400)["ratings"][0]["ci95"]
    assert large[1] - large[0] < (small[1] - small[0]) / 2


def test_overlap_is_reported_in_a_constructed_case() -> None:
    # ismcts and heuristic are close (heuristic even wins 45% of their games); both crush random
    bots = ["ismcts", "heuristic", "random"]
    doc = _arena(bots, {(0, 1): 0.55, (0, 2): 0.95, (1, 2): 0.9}, 40)
    by_bot = {r["bot"]: r for r in doc["ratings"]}
    assert by_bot["ismcts"]["overlaps"] == ["heuristic"]
    assert by_bot["heuristic"]["overlaps"] == ["ismcts"]
    assert by_bot["random"]["overlaps"] == []
    notes = rating_notes(doc)
    assert "ismcts and heuristic: intervals overlap — not separated" in notes
    assert not any("random:" in n or "and random" in n for n in notes)
    table = ratings_table(doc)
    assert [c.header for c in table.columns] == ["bot", "Elo", "95% CI", "games", "overlaps with"]


def test_overlapping_is_symmetric_and_exact_at_the_ends() -> None:
    names = ["a", "b", "c"]
    assert overlapping(names, [(0, 10), (10, 20), (21, 30)]) == [["b"], ["a"], []]


def test_a_clean_sweep_has_no_spread_and_says_so() -> None:
    doc = _arena(["a", "b"], {(0, 1): 1.0}, 10)
    a, b = doc["ratings"]
    assert a["ci95"] == [a["elo"], a["elo"]] and a["elo"] > 0 > b["elo"]
    assert any(n.startswith("no spread") for n in rating_notes(doc))


def test_cooperative_intervals_resample_shared_deals() -> None:
    # two pairs on the same 30 deals: A wins 25, B wins 10 of them
    bots = ["A", "B"]
    deals = 30
    matches = schedule(bots, deals, 2, seed=3, cooperative=True)
    won = {0: set(range(25)), 1: set(range(0, 30, 3))}
    results = [{"index": m.index, "winners": [0, 1] if m.deal in won[m.pairing] else [],
                "scores": [1.0 if m.deal in won[m.pairing] else 0.0] * 2, "decisions": 5} for m in matches]
    doc = summarize_arena(bots, matches, results, cooperative=True, seed=3, rounds=300)
    top, bottom = doc["ratings"]
    assert top["bot"] == "A" and top["ci95"][0] < top["elo"] < top["ci95"][1]
    assert doc["rating_bootstrap"]["rounds"] == 300


def test_bootstrap_intervals_of_one_stratum() -> None:
    units = [[(0, 1, 1.0, 1)]] * 6 + [[(0, 1, 0.0, 1)]] * 4
    ci = bootstrap_intervals(2, [units], seed=5, rounds=200)
    assert ci == bootstrap_intervals(2, [units], seed=5, rounds=200)
    (lo_a, hi_a), (lo_b, hi_b) = ci
    assert (lo_a, hi_a) == pytest.approx((-hi_b, -lo_b))  # two bots, mean 0: mirror images
    assert lo_a < 0 < hi_a  # 6 of 10 is not separated from even


def test_cli_prints_intervals_and_json_carries_them() -> None:
    runner = CliRunner()
    args = ["arena", "rose-ceremony", "--bots", "heuristic,random", "--games", "12", "--seed", "3"]
    shown = runner.invoke(app, args, env={"COLUMNS": "80"})
    assert shown.exit_code == 0, shown.output
    assert "95% CI" in shown.stdout and "overlaps with" in shown.stdout
    assert "bootstrap" in shown.stdout
    assert max(len(line) for line in shown.stdout.splitlines()) <= 80
    doc = runner.invoke(app, args + ["--json"])
    ratings = json.loads(doc.stdout)["ratings"]
    assert all(r["ci95"][0] <= r["elo"] <= r["ci95"][1] for r in ratings)
