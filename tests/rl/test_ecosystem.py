"""What the ecosystem's wrappers read from salon's envs, checked without them (docs/rl.md,
"Works with"): Tianshou's `PettingZooEnv` reads the AEC env, Shimmy's
`OpenSpielCompatibilityV0` reads the OpenSpiel games. Neither library is needed here; each test
does what the wrapper does, step for step, and asserts the properties it relies on."""

from __future__ import annotations

import math

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

from salon.rl import openspiel  # noqa: E402
from salon.rl.pettingzoo import env, final_rewards  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_aec_env_gives_what_tianshous_pettingzooenv_reads(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    e = env(gid, players=n)
    agents = e.possible_agents
    # Tianshou asserts that every agent has the same spaces, and keeps the first agent's
    assert all(e.observation_space(a) == e.observation_space(agents[0]) for a in agents)
    assert all(e.action_space(a) == e.action_space(agents[0]) for a in agents)
    num = e.action_space(agents[0]).n
    rng = np.random.default_rng(5)

    def tianshou_obs():  # type: ignore[no-untyped-def]
        obs, _, term, trunc, info = e.last()
        # Tianshou takes the mask from a dict observation's "action_mask" only, as `m == 1`
        assert isinstance(obs, dict) and set(obs) == {"observation", "action_mask"}
        assert obs["action_mask"].dtype == np.int8 and set(np.unique(obs["action_mask"])) <= {0, 1}
        mask = np.array([m == 1 for m in obs["action_mask"]], dtype=bool)
        return obs["observation"], mask, term, trunc, info

    e.reset(seed=5)  # Tianshou's reset(seed=...) and seed() (via reset) pass the seed on
    vec, mask, term, trunc, info = tianshou_obs()
    while not (term or trunc):
        agent = e.agent_selection
        assert vec in e.observation_space(agent)["observation"]
        assert mask.shape == (num,) and mask.any()
        assert np.array_equal(mask, info["action_mask"] == 1)
        e.step(int(rng.choice(np.flatnonzero(mask))))
        # after every step Tianshou copies env.rewards, by possible agent, into its reward list
        rewards = [e.rewards[a] for a in agents]
        vec, mask, term, trunc, info = tianshou_obs()
    # the step that ends the game ends it for the next agent too, with every seat's reward
    assert term and not trunc
    assert rewards == final_rewards(e.unwrapped.game_state, "win")


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_openspiel_games_give_what_shimmy_reads(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    openspiel.register()
    game = pyspiel.load_game(openspiel.short_name(gid), {"players": n})
    t = game.get_type()
    assert t.provides_observation_tensor  # Shimmy's observation: observation_tensor(i)
    # Shimmy reloads the game at every reset by its short name and the config it was given
    assert str(pyspiel.load_game(t.short_name, {"players": n})) == str(game)
    size = math.prod(game.observation_tensor_shape())
    rng = np.random.default_rng(3)
    state = game.new_initial_state()
    length = 1  # Shimmy counts nodes from 1 and truncates past max_game_length()
    while state.is_chance_node():  # Shimmy draws a chance outcome with its probability
        outcomes, probs = zip(*state.chance_outcomes())
        state.apply_action(int(rng.choice(outcomes, p=probs)))
        length += 1
    total = np.zeros(n)
    while not state.is_terminal():
        # Shimmy builds every player's mask from legal_actions(i) and every observation from
        # observation_tensor(i) at every node; the player to act is current_player()
        masks = [state.legal_actions(i) for i in range(n)]
        cur = state.current_player()
        assert 0 <= cur < n and masks[cur]
        assert not any(masks[i] for i in range(n) if i != cur)
        assert all(len(state.observation_tensor(i)) == size for i in range(n))
        state.apply_action(int(rng.choice(masks[cur])))
        total += np.array(state.rewards())
        length += 1
    # Shimmy's end: current_player() <= -4 (TERMINAL), or every mask empty
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert not any(state.legal_actions(i) for i in range(n))
    assert length <= game.max_game_length()
    assert total.tolist() == state.returns()
