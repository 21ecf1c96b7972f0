"""The evidence script's same-positions experiment and its sign test (docs/analysis.md)."""

from __future__ import annotations

import math

from salon.analysis.evidence import replicate, same_positions, sign_test


def test_sign_test_is_the_exact_binomial_two_sided_tail() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(5, 5) == 1.0
    assert sign_test(0, 6) == round(2 / 64, 6)
    assert sign_test(9, 1) == round(2 * (1 + 10) / 1024, 6)
    assert sign_test(2, 8) == sign_test(8, 2)
    assert abs(sign_test(20, 5) - 2 * sum(math.comb(25, i) for i in range(6)) / 2 ** 25) < 1e-6


def test_same_positions_judges_every_kind_on_the_same_positions_and_is_seeded() -> None:
    args = ("rose-ceremony", ["random", "heuristic"], 2, "quick", 5)
    out = same_positions(*args, every=8, players=3)
    assert out["positions"] > 0 and out["kinds"] == ["random", "heuristic"]
    for k in ("random", "heuristic"):
        assert len(out[k]["per_game"]) == 2 and 0 <= out[k]["rate"] <= 1
    # the heuristic's choice is the move it played, so it always agrees with itself
    assert out["heuristic"]["as_heuristic"] == out["positions"]
    assert out["random"]["as_heuristic"] <= out["positions"]
    diff = out["differences"][0]
    assert diff["of"] == "random - heuristic"
    assert diff["marked_only_first"] + diff["marked_only_second"] <= out["positions"]
    again = same_positions(*args, every=8, players=3)
    again["cpu_seconds"] = out["cpu_seconds"]
    assert again == out
    # two games at a time in worker processes: the same figures
    parallel = same_positions(*args, every=8, players=3, jobs=2)
    assert parallel["cpu_seconds"] > 0
    parallel["cpu_seconds"] = out["cpu_seconds"]
    assert parallel == out


def test_mistakes_gives_the_same_figures_with_worker_processes() -> None:
    from salon.analysis.evidence import mistakes

    one = mistakes("rose-ceremony", "random", "heuristic", 2, "quick", 3, players=3)
    two = mistakes("rose-ceremony", "random", "heuristic", 2, "quick", 3, players=3, jobs=2)
    assert one["random"]["decisions"] > 0 and len(one["random"]["per_game"]) == 2
    two["cpu_seconds"] = one["cpu_seconds"]
    assert two == one
    for k in ("random", "heuristic"):  # format 2's marks are a subset of format 1's
        assert one[k]["mistakes"] + one[k]["blunders"] <= one[k]["format1_mistakes"] + one[k]["format1_blunders"]


def test_replicate_judges_every_marked_choice_again() -> None:
    doc = same_positions("rose-ceremony", ["random", "heuristic"], 2, "quick", 0, every=4, players=3)
    assert doc["marked"], "this seed marks something (pinned: two marks)"
    out = replicate(doc, "quick", 0)
    for k in ("random", "heuristic"):
        n = sum(bool(m["marks"][k]) for m in doc["marked"])
        if n:
            assert out[k]["marked"] == n
            assert 0 <= out[k]["marked_again"] <= n and 0 <= out[k]["loss_again_positive"] <= n
        else:
            assert k not in out


def test_a_slipping_continuation_is_seeded_and_off_by_default() -> None:
    """`slip`: an experiment's continuation, the heuristic with a chance of a random move at each
    decision. Zero (every level) plays the heuristic; a chance changes the playouts, reproducibly."""
    from dataclasses import replace

    from salon.analysis import Level
    from salon.analysis.search import play_out
    from salon.core import load_game

    game = load_game("rose-ceremony")

    def rewards_of(slip: float, seed: int) -> list[list[float]]:
        out = []
        for g in range(12):
            state = game.new_game(3, seed=g)
            out.append(play_out(state.clone(), seed + g, 3, False, slip))
        return out

    heuristic = rewards_of(0.0, 7)
    assert rewards_of(0.0, 7) == heuristic
    slipping = rewards_of(0.5, 7)
    assert rewards_of(0.5, 7) == slipping
    assert slipping != heuristic  # half the moves random: some game ends otherwise
    level = Level("tiny", screen=1, keep=1, evaluate_all=2, searches=2, samples=2)
    assert "slip" not in level.to_dict()
    assert replace(level, slip=0.1).to_dict()["slip"] == 0.1


def test_replicate_judges_again_with_the_runs_own_continuation() -> None:
    """A `positions` run made with `--slip` is replicated with the same slipping continuation."""
    doc = {"game": "rose-ceremony", "players": 3, "marked": [], "level": {"name": "quick", "slip": 0.1}}
    assert replicate(doc, "quick", 0)["level"]["slip"] == 0.1
    assert "slip" not in replicate({**doc, "level": {"name": "quick"}}, "quick", 0)["level"]


def test_the_monte_carlo_check_judges_at_the_games_own_level() -> None:
    """Roxane's normal level is its own (10 searches of 2): the Monte Carlo check measures the
    uncertainty the analysis of a game states, not the default level's."""
    from salon.analysis.evidence import monte_carlo
    from salon.analysis.levels import GAME_LEVELS

    out = monte_carlo("roxane", positions=1, playouts=2, level="normal", seed=0)
    assert out["level"] == GAME_LEVELS["roxane"]["normal"].to_dict()
    assert out["positions"] == 1 and out["rows"][0]["playouts_se"] > 0


def test_a_game_option_reaches_the_games_played_and_the_figures_head() -> None:
    import json

    import pytest

    from salon.analysis.evidence import main, play_game

    record = play_game("romeo-juliette", 2, ["heuristic", "heuristic"], 3, {"chapter": "9"})
    assert record["options"]["chapter"] == 9
    out = same_positions("romeo-juliette", ["random", "heuristic"], 1, "quick", 2, every=16,
                         options={"chapter": "9"})
    assert out["options"] == {"chapter": "9"} and out["positions"] > 0
    with pytest.raises(SystemExit) as bad:
        main(["positions", "--game", "romeo-juliette", "--option", "chapter=12"])
    assert bad.value.code == 2
    with pytest.raises(SystemExit):
        main(["positions", "--game", "roxane", "--option", "nonsense"])
    json.dumps(out)  # the figures stay JSON
