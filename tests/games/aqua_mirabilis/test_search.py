"""The search helpers: the days a rollout stops at and the fitted value (its fitter:
tests/core/test_logit.py)."""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from salon.games.aqua_mirabilis import search
from salon.games.aqua_mirabilis.bot import HeuristicBot
from salon.games.aqua_mirabilis.rules import GAME, AquaState
from salon.games.aqua_mirabilis.timetrack import last_day
from tests.core.test_fitted_values import heuristic_game


def _heuristic_game(players: int, seed: int, after=None):  # type: ignore[no-untyped-def]
    return heuristic_game("aqua-mirabilis", players, seed, after)


def _late_position(players: int, seed: int) -> AquaState:
    marks: list[AquaState] = []

    def after(st, _) -> None:  # type: ignore[no-untyped-def]
        if st.day == last_day(players) - 2 and not marks:
            marks.append(st.clone())

    _heuristic_game(players, seed, after)
    return marks[0]


@pytest.mark.parametrize("players", [2, 3])
def test_the_value_reads_nothing_a_seat_cannot_see(players: int) -> None:
    """Determinizations differ in the hidden final bonuses and city pile orders: same value."""
    state = _late_position(players, 3)
    base = search.search_value(state)
    for seat in range(players):
        for k in (1, 2, 3):
            d = state.determinize(seat, k)
            assert search.search_value(d) == base


def test_a_wide_lead_late_is_worth_most_of_the_win() -> None:
    state = _late_position(2, 3)
    for lead in (0, 1):
        s = state.clone()
        s.score = s.score[:]
        s.score[lead] = s.score[1 - lead] + 40
        assert search.search_value(s)[lead] > 0.9


def test_measure_is_reproducible_and_rows_name_a_winner() -> None:
    rows = search.measure(2, 2, seed=3)
    assert rows == search.measure(2, 2, seed=3)
    assert {d for d, _, _ in rows} == set(range(1, last_day(2) + 1))
    assert all(len(f) == 2 and len(f[0]) == len(search.FEATURES) and w in (0, 1) for _, f, w in rows)


def test_the_data_file_matches_the_features_and_covers_every_day() -> None:
    with resources.files("salon.games.aqua_mirabilis").joinpath("data/search_value.toml").open("rb") as f:
        raw = tomllib.load(f)
    assert tuple(raw["features"]) == search.FEATURES
    table = search._weights()
    assert set(table) == {(p, d) for p in (2, 3, 4) for d in range(1, last_day(p) + 1)}
    assert all(len(w) == len(search.FEATURES) for w in table.values())


def _a_decision(players: int, seed: int) -> AquaState:
    """A seeded position in the second week where seat 0 has a choice."""
    state = GAME.new_game(players, seed=seed)
    assert isinstance(state, AquaState)
    bots = [HeuristicBot(seed=q) for q in range(players)]
    while True:
        (p,) = state.current_players()
        if p == 0 and state.day > last_day(players) // 4 and len(state.legal_actions(0)) > 2:
            return state
        state.apply(p, bots[p].choose(state, p))


def test_default_ismcts_is_the_tree_search_to_the_next_day() -> None:
    from salon.bots import make_bot
    from salon.bots.ismcts import IsmctsBot

    state = _a_decision(2, 4)
    bot = make_bot("ismcts", seed=3)
    assert isinstance(bot, IsmctsBot)
    assert bot.choose(state, 0) in state.legal_actions(0)
    profiled = bot._profiled[("aqua-mirabilis", False)]
    assert (profiled.paired, profiled.rounds, profiled.iterations) == (False, 1, 200)
    assert bot.last_iterations == 200
    mine = make_bot("ismcts:iterations=40", seed=2).choose(state, 0)
    for k in (1, 2):
        assert make_bot("ismcts:iterations=40", seed=2).choose(state.determinize(0, k), 0) == mine
