"""Rose Ceremony's search helpers: reading the offerer of a face-down rose; the value at a
rollout's cut."""

from __future__ import annotations

import math

import pytest

import salon
from salon.bots import make_bot
from salon.core.playout import play_out
from salon.games.rose_ceremony.bot import HeuristicBot
from salon.games.rose_ceremony.rules import RESPOND, RoseState
from salon.games.rose_ceremony.search import (
    features,
    offer_fit,
    offer_likelihood,
    offer_values,
    plausible,
    search_round,
    search_value,
)

GAME = salon.load_game("rose-ceremony")


def respond_positions(players: int, games: int) -> list[RoseState]:
    """Positions where a seat has been offered a rose, from seeded heuristic games."""
    found = []
    for g in range(games):
        state = GAME.new_game(players=players, seed=g)
        bots = [HeuristicBot(seed=s) for s in range(players)]
        while state.outcome() is None:
            p = state.current_players()[0]
            assert isinstance(state, RoseState)
            if state.phase == RESPOND and state.bouquets[p]:
                found.append(state.clone())
            state.apply(p, bots[p].choose(state, p))
    return found


def giver_value(state: RoseState) -> float:
    """What the offer in `state` is worth to its offerer, by the heuristic's date values."""
    return offer_values(state, state.turn, {state.offer_card})[state.offer_to, state.offer_card]


@pytest.mark.parametrize("players", [3, 5])
def test_the_offer_likelihoods_of_a_hand_are_a_distribution(players: int) -> None:
    for state in respond_positions(players, 2)[:10]:
        giver = state.turn
        cards = sorted(set(state.hands[giver]) | {state.offer_card})
        hand = state.hands[giver] + [state.offer_card]
        total = 0.0
        for to in range(players):
            for card in cards:
                if to == giver:
                    continue
                other = state.clone()
                other.offer_to, other.offer_card = to, card
                rest = hand[:]
                rest.remove(card)
                other.hands[giver] = sorted(rest)
                total += offer_likelihood(other)
        assert math.isclose(total, 1.0)


def test_a_receiver_reads_a_nastier_card_than_a_blind_deal() -> None:
    """Kept determinizations deal the receiver cards worth more to the offerer than a uniform
    deal of the cards the receiver has not seen: the offer says something."""
    kept_values, all_values = [], []
    for state in respond_positions(3, 6)[:12]:
        seat = state.offer_to
        view = state.view(seat)
        for i in range(60):
            d = state.determinize(seat, 1000 + i)
            assert isinstance(d, RoseState)
            v = giver_value(d)
            all_values.append(v)
            if plausible(d, seat, view):
                kept_values.append(v)
    assert 0 < len(kept_values) < len(all_values)
    assert sum(kept_values) / len(kept_values) > sum(all_values) / len(all_values) + 0.1


def test_only_the_receivers_determinizations_are_filtered() -> None:
    state = respond_positions(3, 1)[0]
    for seat in range(3):
        if seat == state.offer_to:
            continue
        view = state.view(seat)
        assert all(plausible(state.determinize(seat, i), seat, view) for i in range(20))


def test_the_filter_is_reproducible() -> None:
    state = respond_positions(3, 1)[0]
    seat = state.offer_to
    view = state.view(seat)
    first = [plausible(state.determinize(seat, i), seat, view) for i in range(40)]
    assert first == [plausible(state.determinize(seat, i), seat, view) for i in range(40)]


def test_the_fit_prefers_a_cold_softmax_for_the_heuristic_that_makes_it() -> None:
    """The heuristic offers its best-valued date (ties aside): the fit of its own offers gets
    better as the temperature falls, and beats a uniform guess."""
    n, fit = offer_fit(lambda seed: HeuristicBot(seed=seed), 2, 1, (0.1, 1.0, 3.0))
    assert n > 20
    assert fit[0.1] > fit[1.0] > fit[3.0]
    assert fit[1.0] > math.log(1 / 8)


@pytest.mark.parametrize("players", [3, 6])
def test_the_value_is_a_distribution_and_the_result_once_over(players: int) -> None:
    """Every position of a heuristic game: each seat's chance in [0, 1], summing to 1; the
    rounds counted up by one at a time; at the end, the result."""
    state = GAME.new_game(players=players, seed=4)
    values: list[list[float]] = []
    rounds: list[int] = []

    def look(st: salon.core.State, _: int) -> None:
        values.append(search_value(st))  # type: ignore[arg-type]
        rounds.append(search_round(st))  # type: ignore[arg-type]

    play_out(state, [HeuristicBot(seed=s) for s in range(players)], GAME.max_decisions, look)
    for v in values[:-1]:
        assert len(v) == players and all(0.0 <= x <= 1.0 for x in v) and math.isclose(sum(v), 1.0)
    winners = state.outcome().winners
    assert values[-1] == [1 / len(winners) if q in winners else 0.0 for q in range(players)]
    assert rounds == sorted(rounds) and sorted(set(rounds)) == list(range(rounds[-1] + 1))


def test_the_value_reads_the_table_not_the_hands() -> None:
    """Two determinizations of one position (other hands, another deck) are valued alike; a seat
    one exchange from its fifth charm point is the favourite."""
    state = GAME.new_game(players=3, seed=9)
    bots = [HeuristicBot(seed=s) for s in range(3)]
    while search_round(state) < 3:  # type: ignore[arg-type]
        p = state.current_players()[0]
        state.apply(p, bots[p].choose(state, p))
    base = search_value(state)  # type: ignore[arg-type]
    for k in range(3):
        assert search_value(state.determinize(0, k)) == base  # type: ignore[arg-type]
    assert isinstance(state, RoseState)
    leader = (state.turn + 1) % 3
    state.hearts = [0, 0, 0]
    state.hearts[leader] = 4
    assert features(state)[leader][0] == 4.0
    assert max(range(3), key=lambda q: search_value(state)[q]) == leader  # type: ignore[arg-type]


def test_a_rollout_cut_at_the_round_is_judged_by_the_value() -> None:
    """`ismcts:rounds=1` on Rose Ceremony stops its rollouts at the next round and reads the
    value there: a legal choice, reproducible."""
    state = GAME.new_game(players=3, seed=2)
    seat = state.current_players()[0]
    a = make_bot("ismcts:iterations=600,rounds=1", seed=5).choose(state, seat)
    b = make_bot("ismcts:iterations=600,rounds=1", seed=5).choose(state, seat)
    assert a == b and a in state.legal_actions(seat)
