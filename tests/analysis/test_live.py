"""The analysis decision by decision (salon.analysis.live) and on worker processes
(salon.analysis.parallel): assembled, it is the finished record's analysis exactly."""

from __future__ import annotations

import json
from typing import Any

import pytest

from salon.analysis import (
    AnalysisRefused,
    DecisionResult,
    analyse_decision,
    analyse_record,
    assemble,
    decisions_so_far,
    missing_decisions,
)
from salon.bots import make_bot
from salon.core import load_game
from tests.analysis.helpers import TINY, finished_record

GAMES = [("rose-ceremony", 3), ("roxane", 2), ("aqua-mirabilis", 2), ("romeo-juliette", 2)]


def _prefix(record: dict[str, Any], k: int) -> dict[str, Any]:
    """The record as it stood just after entry k: the game still being played."""
    return dict(record, actions=record["actions"][:k + 1])


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_decisions_analysed_during_play_assemble_into_the_finished_games_analysis(game_id: str,
                                                                                   players: int) -> None:
    record = finished_record(game_id, players, seed=3)
    record["names"] = [f"P{p}" for p in range(players)]
    results: dict[int, DecisionResult] = {}
    for k in range(len(record["actions"])):
        so_far = _prefix(record, k)
        for j in decisions_so_far(so_far):
            if j not in results:  # what a server does after each move: only the entries up to j
                result = analyse_decision(_prefix(record, j), j, TINY, seed=5)
                results[j] = DecisionResult.from_dict(json.loads(json.dumps(result.to_dict())))  # stored, read back
    assert missing_decisions(record, results.values(), TINY, seed=5) == []
    whole = analyse_record(record, TINY, seed=5).to_json()
    assert assemble(record, results.values(), TINY, seed=5).to_json() == whole


def test_a_move_taken_back_after_its_analysis_is_left_out_of_the_assembled_analysis() -> None:
    game = load_game("romeo-juliette")
    bots = [make_bot("heuristic", seed=40 + p) for p in range(2)]
    state = game.new_game(2, seed=4)
    results: dict[int, DecisionResult] = {}
    undos = 0
    while not state.is_over():
        for p in state.current_players():
            if p in state.current_players():
                state.apply(p, bots[p].choose(state, p))
                so_far = state.record()
                for k in decisions_so_far(so_far):
                    if k not in results:
                        results[k] = analyse_decision(so_far, k, TINY, seed=2)
                if undos < 3 and state.can_undo(p):  # taken back after its analysis
                    state.undo(p)
                    undos += 1
    record = state.record()
    assert undos == 3
    judged = decisions_so_far(record)
    assert len(set(results) - set(judged)) == 3  # analysed, then taken back: not judged
    assert missing_decisions(record, results.values(), TINY, seed=2) == []
    assert assemble(record, results.values(), TINY, seed=2).to_json() == analyse_record(record, TINY, seed=2).to_json()


def test_assemble_computes_what_is_missing_and_ignores_results_of_another_seed() -> None:
    record = finished_record("rose-ceremony", 3, seed=4)
    judged = decisions_so_far(record)
    half = [analyse_decision(record, k, TINY, seed=1) for k in judged[::2]]
    other = [analyse_decision(record, k, TINY, seed=2) for k in judged[1::2]]
    assert missing_decisions(record, half + other, TINY, seed=1) == judged[1::2]
    seen: list[tuple[int, int]] = []
    result = assemble(record, half + other, TINY, seed=1, progress=lambda d, t: seen.append((d, t)))
    assert result.to_json() == analyse_record(record, TINY, seed=1).to_json()
    assert seen[-1] == (len(judged[1::2]), len(judged[1::2]))


def test_only_a_judged_decision_is_analysed_and_only_a_finished_game_assembled() -> None:
    record = finished_record("rose-ceremony", 3, seed=4)
    with pytest.raises(AnalysisRefused, match="unfinished"):
        assemble(_prefix(record, 10), [], TINY)
    with pytest.raises(AnalysisRefused, match="step 1000 is not a decision"):
        analyse_decision(record, 999, TINY)
    with pytest.raises(AnalysisRefused, match="from 0"):
        analyse_decision(record, -1, TINY)


@pytest.mark.parametrize(("game_id", "players"), [("rose-ceremony", 3), ("romeo-juliette", 2)])
def test_worker_processes_give_the_same_analysis_as_one(game_id: str, players: int) -> None:
    record = finished_record(game_id, players, seed=6)
    seen: list[int] = []
    two = analyse_record(record, TINY, seed=3, jobs=2, progress=lambda done, total: seen.append(done))
    assert two.to_json() == analyse_record(record, TINY, seed=3, jobs=1).to_json()
    assert seen == list(range(len(two.decisions) + 1))  # advanced once per decision
