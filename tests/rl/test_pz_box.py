"""observation="box": a flat float32 Box with the mask in info only, through SuperSuit's wrappers."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
ss = pytest.importorskip("supersuit")

from gymnasium.spaces import Box  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import salon  # noqa: E402
from salon.rl import encoder_for  # noqa: E402
from salon.rl.pettingzoo import BOX_BOUND, env  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)
STACK = 3

WRAPPERS = {
    "dtype_v0": lambda e: ss.dtype_v0(e, np.float64),
    "flatten_v0": ss.flatten_v0,
    "normalize_obs_v0": lambda e: ss.normalize_obs_v0(e, env_min=0.0, env_max=1.0),
    "frame_stack_v1": lambda e: ss.frame_stack_v1(e, STACK),
    "pad_observations_v0": ss.pad_observations_v0,
    "agent_indicator_v0": ss.agent_indicator_v0,
}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_box_env_passes_api_and_seed_tests(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    e = env(gid, players=n, observation="box")
    space = e.observation_space("seat_0")
    d = encoder_for(gid, n).size
    assert isinstance(space, Box) and space.shape == (d,) and space.dtype == np.float32
    assert np.all(space.low == -BOX_BOUND) and np.all(space.high == BOX_BOUND)
    api_test(e, num_cycles=40)
    seed_test(lambda: env(gid, players=n, observation="box"), num_cycles=40)


def _playout(e, seed: int) -> list[tuple[str, np.ndarray]]:  # type: ignore[no-untyped-def]
    """A seeded playout with the masks from info; every (agent, observation) seen."""
    e.reset(seed=seed)
    rand = np.random.default_rng(seed)
    seen = []
    for agent in e.agent_iter(max_iter=300):
        obs, _, term, trunc, info = e.last()
        assert e.observation_space(agent).contains(obs), f"{agent}: observation outside its space"
        assert "action_mask" in info and not isinstance(obs, dict)
        seen.append((agent, np.array(obs, copy=True)))  # frame_stack_v1 updates its stack in place
        e.step(None if term or trunc else int(rand.choice(np.flatnonzero(info["action_mask"]))))
    return seen


@pytest.mark.parametrize("gid", salon.game_ids())
@pytest.mark.parametrize("name", sorted(WRAPPERS))
def test_supersuit_wrappers(gid: str, name: str) -> None:
    n = salon.load_game(gid).min_players
    d = encoder_for(gid, n).size
    wrapped = WRAPPERS[name](env(gid, players=n, observation="box"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # SuperSuit's deprecation notices
        api_test(wrapped, num_cycles=30)
    seen = _playout(WRAPPERS[name](env(gid, players=n, observation="box")), seed=4)
    plain = _playout(env(gid, players=n, observation="box"), seed=4)
    assert [a for a, _ in seen] == [a for a, _ in plain]
    (agent, first), (_, plain_first) = seen[0], plain[0]
    if name == "dtype_v0":
        assert first.dtype == np.float64 and np.array_equal(first, plain_first)
    elif name in ("flatten_v0", "pad_observations_v0"):
        assert first.shape == (d,) and np.array_equal(first, plain_first)
    elif name == "normalize_obs_v0":
        assert np.allclose(first, (plain_first + BOX_BOUND) / (2 * BOX_BOUND), atol=1e-6)
    elif name == "frame_stack_v1":
        assert first.shape == (STACK * d,)
        assert np.array_equal(first[-d:], plain_first)  # the newest frame comes last
    elif name == "agent_indicator_v0":
        assert first.shape == (d + n,) and np.array_equal(first[:d], plain_first)
        # SuperSuit marks the acting seat with the space's largest bound (1 after normalize_obs_v0)
        seat = int(agent.split("_")[1])
        assert first[d:].tolist() == [BOX_BOUND if q == seat else 0.0 for q in range(n)]


def test_the_box_observation_is_the_dict_observation_vector() -> None:
    a = env("rose-ceremony", players=4, observation="box")
    b = env("rose-ceremony", players=4)
    a.reset(seed=9)
    b.reset(seed=9)
    for agent in b.possible_agents:
        assert np.array_equal(a.observe(agent), b.observe(agent)["observation"])
        assert np.array_equal(a.infos[agent]["action_mask"], b.observe(agent)["action_mask"])


@pytest.mark.parametrize("gid", salon.game_ids())
def test_the_clip_loses_nothing_in_a_seeded_playout(gid: str) -> None:
    from .helpers import playout

    n = salon.load_game(gid).min_players
    enc = encoder_for(gid, n)
    top = max(float(np.abs(enc.encode(state, p)).max()) for state, p in playout(gid, n, {}, seed=2))
    assert 0 < top < BOX_BOUND  # (the largest value of any game is Aqua Mirabilis's 60-cube supply)
