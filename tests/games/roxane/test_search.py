"""The search helpers: the round count a rollout stops at and the fitted value (its fitter:
tests/core/test_logit.py)."""

from __future__ import annotations

import pytest

from salon.games.roxane import search
from salon.games.roxane.bot import HeuristicBot
from salon.games.roxane.data import ROUNDS
from salon.games.roxane.rules import GAME
from salon.games.roxane.scoring import final_scoring
from tests.core.test_fitted_values import heuristic_game


def _heuristic_game(players: int, seed: int, after=None):  # type: ignore[no-untyped-def]
    return heuristic_game("roxane", players, seed, after)


def test_a_wide_lead_late_is_worth_most_of_the_win() -> None:
    """After round 5, a seat far ahead on every count is the likely winner, whichever seat."""
    marks: list = []

    def after(st, _) -> None:  # type: ignore[no-untyped-def]
        if st.round == ROUNDS and not marks:
            marks.append(st.clone())

    _heuristic_game(2, 3, after)
    for lead in (0, 1):
        state = marks[0].clone()
        other = 1 - lead
        state.roses[lead], state.letters[lead], state.passion[lead] = 9, 9, 40
        state.roses[other], state.letters[other], state.passion[other] = 0, 0, 0
        state.verses[lead] = [v[:] for v in state.verses[lead]] + [v[:] for v in state.verses[other]]
        state.verses[other] = [[]]
        scores = final_scoring(state, state.order)[0]
        assert scores[lead] > scores[other]
        assert search.search_value(state)[lead] > 0.9


def test_measure_is_reproducible_and_rows_name_a_winner() -> None:
    rows = search.measure(2, 2, seed=3)
    assert rows == search.measure(2, 2, seed=3)
    assert {r for r, _, _ in rows} == set(range(1, ROUNDS))
    assert all(len(f) == 2 and len(f[0]) == len(search.FEATURES) and w in (0, 1) for _, f, w in rows)


def test_every_player_count_and_round_has_weights() -> None:
    table = search._weights()
    assert set(table) == {(p, r) for p in (2, 3, 4) for r in range(1, ROUNDS)}
    assert all(len(w) == len(search.FEATURES) for w in table.values())


def _a_decision(players: int, seed: int):  # type: ignore[no-untyped-def]
    """A seeded position in round 2 where seat 0 has a choice."""
    state = GAME.new_game(players, seed=seed)
    bots = [HeuristicBot(seed=q) for q in range(players)]
    while True:
        p = state.current_players()[0]
        if p == 0 and state.round >= 2 and len(state.legal_actions(0)) > 2:
            return state
        state.apply(p, bots[p].choose(state, p))


def test_default_ismcts_is_the_paired_search_to_the_round_end() -> None:
    from salon.bots import make_bot
    from salon.bots.ismcts import IsmctsBot

    state = _a_decision(2, 4)
    bot = make_bot("ismcts", seed=3)
    assert isinstance(bot, IsmctsBot)
    action = bot.choose(state, 0)
    assert action in state.legal_actions(0)
    profiled = bot._profiled[("roxane", False)]  # below its budget profile's 500 rollouts
    assert (profiled.paired, profiled.rollout, profiled.rounds, profiled.iterations) == (True, "heuristic", 1, 200)
    width = len(state.legal_actions(0))
    assert bot.last_iterations == -(-200 // width) >= 8  # 200 rollouts, shared among the actions
    assert bot.last_rollouts <= bot.last_iterations * width
    tree = make_bot("ismcts:paired=false,iterations=30", seed=3)
    tree.choose(state, 0)
    assert tree.last_iterations == 30


@pytest.mark.parametrize("players", [2, 3])
def test_the_paired_search_is_blind_to_what_the_seat_cannot_see(players: int) -> None:
    """The same decision from every state the seat cannot tell apart (the others' hands and
    fencing values, the stacks), though the value reads the cut states' fencing values."""
    from salon.bots import make_bot

    state = _a_decision(players, 9)
    spec = f"ismcts:iterations={8 * len(state.legal_actions(0))}"  # the guard's 8 determinizations
    bot = make_bot(spec, seed=2)
    mine = bot.choose(state, 0)
    assert bot.last_iterations == 8
    for k in (1, 2):
        other = state.determinize(0, k)
        assert make_bot(spec, seed=2).choose(other, 0) == mine
