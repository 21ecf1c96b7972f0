"""The deal's chance node: 65,536 explicit outcomes listed cheaply, and a sampler for rl_environment."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import rl_environment  # noqa: E402

from salon.rl import openspiel  # noqa: E402


def load(name: str, **params):  # type: ignore[no-untyped-def]
    openspiel.register()
    return pyspiel.load_game(name, params)


def test_the_deal_keeps_65536_explicit_outcomes_built_once() -> None:
    game = load("salon_rose_ceremony", players=3)
    assert game.max_chance_outcomes() == openspiel.DEFAULT_NUM_SEEDS == 65536
    first = game.new_initial_state().chance_outcomes()
    assert isinstance(first, list) and len(first) == 65536
    assert first[0] == (0, 1 / 65536) and first[-1] == (65535, 1 / 65536)
    assert sum(p for _, p in first) == pytest.approx(1.0)
    first.clear()  # a caller's copy: changing it changes nothing for the next call
    again = game.new_initial_state().chance_outcomes()
    other = game.new_initial_state().chance_outcomes()
    assert len(again) == 65536 and again is not other
    # the pairs are built once and shared, not listed afresh at each call
    assert all(again[k] is other[k] for k in (0, 1, 4095, 65535))
    assert game.new_initial_state().legal_actions() == list(range(65536))


def test_a_smaller_num_seeds_lists_its_own_outcomes() -> None:
    game = load("salon_rose_ceremony", players=3, num_seeds=8)
    assert game.new_initial_state().chance_outcomes() == [(k, 1 / 8) for k in range(8)]
    assert len(load("salon_rose_ceremony", players=3).new_initial_state().chance_outcomes()) == 65536


def test_deal_sampler_draws_seeds_without_listing_outcomes() -> None:
    game = load("salon_rose_ceremony", players=3)
    state = game.new_initial_state()

    def refuse() -> None:
        raise AssertionError("the deal sampler must not list the outcomes")

    state.chance_outcomes = refuse  # type: ignore[method-assign]
    a, b = openspiel.DealSampler(seed=5), openspiel.DealSampler(seed=5)
    draws = [a(state) for _ in range(50)]
    assert draws == [b(state) for _ in range(50)]  # seeded
    assert all(isinstance(d, int) and 0 <= d < 65536 for d in draws) and len(set(draws)) > 45
    a.seed(5)
    assert [a(state) for _ in range(50)] == draws  # reseeding starts again


def test_deal_sampler_is_uniform_over_the_seeds() -> None:
    state = load("salon_romeo_juliette", num_seeds=4).new_initial_state()
    sampler = openspiel.DealSampler(seed=1)
    counts = np.bincount([sampler(state) for _ in range(4000)], minlength=4)
    chi2 = float(((counts - 1000) ** 2 / 1000).sum())
    assert counts.size == 4 and chi2 < 16.3  # p = 0.001 for 3 degrees of freedom


def test_deal_sampler_falls_back_to_chance_outcomes_for_other_games() -> None:
    kuhn = pyspiel.load_game("kuhn_poker")
    state = kuhn.new_initial_state()
    sampler = openspiel.DealSampler(seed=0)
    assert {sampler(state) for _ in range(60)} == {0, 1, 2}


@pytest.mark.parametrize("name,params", [("salon_rose_ceremony", {"players": 3}),
                                         ("salon_romeo_juliette", {})])
def test_rl_environment_with_the_deal_sampler(name: str, params: dict[str, int]) -> None:
    game = load(name, **params)

    def episode(seed: int) -> tuple[list[int], list[float]]:
        env = rl_environment.Environment(game, chance_event_sampler=openspiel.DealSampler())
        env.seed(seed)
        rand = np.random.RandomState(seed)
        ts = env.reset()
        deal = env.get_state.history()[0]
        actions = []
        while not ts.last():
            legal = ts.observations["legal_actions"][ts.observations["current_player"]]
            actions.append(int(legal[rand.randint(len(legal))]))
            ts = env.step([actions[-1]])
        assert ts.rewards == env.get_state.returns()
        return [deal, *actions], ts.rewards

    one, two = episode(3), episode(3)
    assert one == two and len(one[0]) > 10  # the seed gives the same deal and game
    assert episode(4)[0][0] != one[0][0]
