"""The Parallel environments pass PettingZoo's parallel_api_test and parallel_seed_test, play
Roméo & Juliette's secret choices truly simultaneously, and match the AEC env step for step."""

from __future__ import annotations

import copy
import inspect
import io
import pickle
import warnings
from contextlib import redirect_stdout
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from pettingzoo.test import (  # noqa: E402
    api_test,
    parallel_api_test,
    parallel_seed_test,
    render_test,
)
from pettingzoo.utils.conversions import aec_to_parallel, parallel_to_aec  # noqa: E402

import salon  # noqa: E402
from salon import rl  # noqa: E402
from salon.core import State  # noqa: E402
from salon.rl.parallel import LegalDiscrete, SalonParallelEnv, parallel_env  # noqa: E402
from salon.rl.pettingzoo import SalonAECEnv, final_rewards, full_state, raw_env  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)
RJ = "romeo-juliette"


def _random_actions(e: SalonParallelEnv, obs, rand):  # type: ignore[no-untyped-def]
    return {a: int(rand.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in e.agents}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_parallel_api_and_seed(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    e = parallel_env(gid, players=n)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the test's own complaints are warnings: make them fail
        parallel_api_test(e, num_cycles=salon.load_game(gid).max_decisions)
        parallel_seed_test(lambda: parallel_env(gid, players=n), num_cycles=40)
    assert _gs(e).is_over()  # played to the end
    assert e.agents == []


@pytest.mark.parametrize("gid", salon.game_ids())
def test_parallel_to_aec_passes_api_test_and_converts_back(gid: str) -> None:
    n = salon.load_game(gid).min_players
    p = parallel_env(gid, players=n)
    a = parallel_to_aec(p)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo warns about Dict observation spaces
        api_test(a, num_cycles=200)
    assert aec_to_parallel(a) is p
    with pytest.raises(AssertionError, match="is_parallelizable"):  # docs/rl.md says so
        aec_to_parallel(raw_env(gid, players=n))


def _gs(e: Any) -> State:
    """The salon state of a parallel or AEC env (after reset)."""
    assert e.game_state is not None
    return e.game_state  # type: ignore[no-any-return]


def _decisions(e: SalonParallelEnv) -> tuple[int, ...]:
    return _gs(e).current_players()


@pytest.mark.parametrize("gid", salon.game_ids())
def test_a_step_equals_the_aec_order(gid: str) -> None:
    """Seeded: the same choices give the same game, observations, masks and rewards as the AEC
    env, which steps one deciding seat at a time (lowest first, each seat through its whole
    secret choice in Roméo & Juliette, where a parallel step takes one card of each seat)."""
    game = salon.load_game(gid)
    n = game.min_players
    for seed in (1, 2):
        p, a = parallel_env(gid, players=n), raw_env(gid, players=n)
        obs, _ = p.reset(seed=seed)
        a.reset(seed=seed)
        rand = np.random.default_rng(seed)
        queue: dict[str, list[int]] = {agent: [] for agent in p.possible_agents}
        totals = dict.fromkeys(p.possible_agents, 0.0)
        together = synced = 0
        while p.agents:
            deciding = _decisions(p)
            together += len(deciding) > 1
            actions = _random_actions(p, obs, rand)
            obs, rewards, terms, truncs, _ = p.step(actions)
            for seat in deciding:
                queue[f"seat_{seat}"].append(actions[f"seat_{seat}"])
            while a.agents and queue[a.agent_selection]:  # the AEC env in its own order
                a.step(queue[a.agent_selection].pop(0))
                totals = {k: totals[k] + a.rewards[k] for k in totals}
            if any(queue.values()):
                continue  # the AEC env owes part of a simultaneous choice: not comparable yet
            synced += 1
            assert _gs(p).current_players() == _gs(a).current_players()
            assert _gs(p).view(None) == _gs(a).view(None)
            for agent in obs:
                seat = int(agent[5:])
                assert _gs(p).view(seat) == _gs(a).view(seat)
                np.testing.assert_array_equal(obs[agent]["observation"],
                                              a.observe(agent)["observation"])
                mask = obs[agent]["action_mask"]
                assert mask[:-1].tolist() == a.observe(agent)["action_mask"].tolist()
                waiting = bool(p.agents) and seat not in _decisions(p)
                assert mask[-1] == (1 if waiting else 0)
        assert not a.agents or all(a.terminations.values())
        assert _gs(p).outcome() == _gs(a).outcome()
        assert all(terms.values()) and not any(truncs.values())
        assert rewards == totals == dict(zip(p.possible_agents, final_rewards(_gs(p), "win")))
        assert synced > 10
        if gid == RJ:
            assert together > 0, "no simultaneous secret choice met"


@pytest.mark.parametrize("opts", salon.load_game(RJ).option_variants(), ids=str)
def test_every_romeo_juliette_variant_passes_and_plays_simultaneous_steps(opts) -> None:  # type: ignore[no-untyped-def]
    e = parallel_env(RJ, **opts)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        parallel_api_test(e, num_cycles=salon.load_game(RJ).max_decisions)
    assert _gs(e).is_over()
    e.reset(seed=1)
    together = 0
    while e.agents:
        together += len(_decisions(e)) > 1
        e.step({a: e.action_space(a).sample() for a in e.agents})
    assert together > 0


def _at_secret_choice(seed: int = 3) -> tuple[SalonParallelEnv, dict]:  # type: ignore[type-arg]
    e = parallel_env(RJ)
    obs, _ = e.reset(seed=seed)
    rand = np.random.default_rng(seed)
    while _decisions(e) != (0, 1):
        obs, *_ = e.step(_random_actions(e, obs, rand))
    return e, obs


def test_secret_choices_are_checked_together_against_the_state_before_the_step() -> None:
    e, obs = _at_secret_choice()
    before = _gs(e).to_json()
    legal0 = np.flatnonzero(obs["seat_0"]["action_mask"])
    illegal1 = int(np.flatnonzero(obs["seat_1"]["action_mask"] == 0)[0])
    with pytest.raises(salon.IllegalAction, match="seat_1"):
        e.step({"seat_0": int(legal0[0]), "seat_1": illegal1})
    assert _gs(e).to_json() == before  # seat 0's valid choice was not applied either
    # both seats choose in the same step; what each is shown afterwards is its own choice only
    legal1 = np.flatnonzero(obs["seat_1"]["action_mask"])
    s0, s1 = _gs(e).clone(), _gs(e).clone()
    s0.apply(0, e.codec.index_action(s0, 0, int(legal0[0])))
    s1.apply(1, e.codec.index_action(s1, 1, int(legal1[0])))
    obs, *_ = e.step({"seat_0": int(legal0[0]), "seat_1": int(legal1[0])})
    assert _gs(e).view(0) == s0.view(0) and _gs(e).view(1) == s1.view(1)
    np.testing.assert_array_equal(obs["seat_0"]["observation"], rl.observation(s0, 0))


def test_pass_and_index_errors_name_the_agent_and_change_nothing() -> None:
    e = parallel_env("rose-ceremony", players=3)
    obs, infos = e.reset(seed=5)
    (seat,) = _decisions(e)
    me, other = f"seat_{seat}", f"seat_{(seat + 1) % 3}"
    third = f"seat_{(seat + 2) % 3}"
    N = e.pass_action
    assert obs[other]["action_mask"].tolist() == [0] * N + [1]  # the pass only
    assert obs[me]["action_mask"][N] == 0
    for a in e.agents:
        assert infos[a]["action_mask"].tolist() == obs[a]["action_mask"].tolist()
    legal = int(np.flatnonzero(obs[me]["action_mask"])[0])
    good: dict[str, Any] = {me: legal, other: N, third: N}
    before = _gs(e).to_json()
    bad_cases: list[tuple[dict[str, Any], type[Exception], str]] = [
        ({me: N}, salon.IllegalAction, f"{me} must decide"),
        ({other: legal}, salon.IllegalAction, f"{other} has nothing to decide"),
        ({me: int(np.flatnonzero(obs[me]["action_mask"] == 0)[0])}, salon.IllegalAction, me),
        ({me: 3.7}, ValueError, f"{me}: action 3.7 .float. is not an integer index in 0 … {N}"),
        ({me: float(legal)}, ValueError, f"{me}: action {float(legal)} .float. is not an"),
        ({me: True}, ValueError, f"{me}: action True .bool. is not an integer"),
        ({me: str(legal)}, ValueError, f"{me}: action '{legal}' .str. is not an integer"),
        ({me: None}, ValueError, f"{me}: action None .NoneType. is not an integer"),
        ({other: -1}, ValueError, f"{other}: action -1 is out of range"),
        ({other: N + 1}, ValueError, f"{other}: action {N + 1} is out of range"),
    ]
    for change, error, words in bad_cases:
        with pytest.raises(error, match=words):
            e.step({**good, **change})
        assert _gs(e).to_json() == before
    with pytest.raises(ValueError, match=f"missing: {third}"):
        e.step({me: legal, other: N})
    with pytest.raises(ValueError, match="not live: seat_9"):
        e.step(dict(good, seat_9=N))
    assert _gs(e).to_json() == before
    e.step({me: np.int64(legal), other: np.array(N), third: np.int32(N)})  # numpy integers
    assert _gs(e).to_json() != before


def test_constructor_checks_and_step_before_reset() -> None:
    for bad in (0, -3, 2.5, "10", True):
        with pytest.raises(ValueError, match="max_steps must be a positive integer"):
            parallel_env("rose-ceremony", max_steps=bad)
    with pytest.raises(ValueError, match="reward must be one of"):
        parallel_env("rose-ceremony", reward="elo")
    with pytest.raises(ValueError, match="render_mode"):
        parallel_env("rose-ceremony", render_mode="rgb_array")
    with pytest.raises(ValueError, match="reset"):
        parallel_env("rose-ceremony").step({})


def test_truncation_at_max_steps() -> None:
    e = parallel_env("roxane", players=2, max_steps=3)
    obs, _ = e.reset(seed=1)
    rand = np.random.default_rng(1)
    for _ in range(2):
        obs, rew, terms, truncs, _ = e.step(_random_actions(e, obs, rand))
        assert not any(truncs.values()) and e.agents
    obs, rew, terms, truncs, infos = e.step(_random_actions(e, obs, rand))
    assert all(truncs.values()) and not any(terms.values()) and set(truncs) == set(e.possible_agents)
    assert e.agents == [] and set(rew.values()) == {0.0}
    assert all(not info["action_mask"].any() for info in infos.values())


@pytest.mark.parametrize("mode", ["score", "win"])
def test_rewards_are_paid_once_at_the_end(mode: str) -> None:
    e = parallel_env("rose-ceremony", players=4, reward=mode)
    obs, _ = e.reset(seed=11)
    rand = np.random.default_rng(11)
    while e.agents:
        obs, rewards, terms, *_ = e.step(_random_actions(e, obs, rand))
        if e.agents:
            assert set(rewards.values()) == {0.0} and not any(terms.values())
    assert list(rewards.values()) == final_rewards(_gs(e), mode)
    assert all(terms.values())


def test_seeding_deals_the_game_seed_and_replays() -> None:
    game = salon.load_game("roxane")
    e = parallel_env("roxane", players=3)
    e.reset(seed=42)
    assert _gs(e).to_json() == game.new_game(3, seed=42).to_json()
    e2 = parallel_env("roxane", players=3)
    e2.reset(seed=42)
    for _ in range(3):  # reset() without a seed: the next seed of a generator seeded by 42
        e.reset()
        e2.reset()
        assert _gs(e).to_json() == _gs(e2).to_json()
    e2.reset(seed=np.int64(42))  # a numpy integer is the same seed
    e.reset(seed=42)
    assert _gs(e).to_json() == _gs(e2).to_json()
    for bad in (4.2, "42", True):
        with pytest.raises(ValueError, match="seed must be an integer or None"):
            e.reset(seed=bad)  # type: ignore[arg-type]


def test_observations_come_from_the_encoders() -> None:
    e = parallel_env("aqua-mirabilis", players=3)
    obs, _ = e.reset(seed=2)
    for a in e.agents:
        seat = int(a[5:])
        np.testing.assert_array_equal(obs[a]["observation"], rl.observation(_gs(e), seat))
        assert e.observation_space(a).contains(obs[a])


def test_unmasked_sample_draws_legal_actions() -> None:
    e = parallel_env(RJ)
    e.reset(seed=4)
    for a in e.possible_agents:
        e.action_space(a).seed(7)
    steps = 0
    while e.agents:  # no mask read anywhere: every sampled action is legal
        e.step({a: e.action_space(a).sample() for a in e.agents})
        steps += 1
    assert _gs(e).is_over() and steps > 10
    space = e.action_space("seat_0")
    assert isinstance(space, LegalDiscrete) and space == gymnasium.spaces.Discrete(space.n)
    assert space.sample(mask=np.eye(space.n, dtype=np.int8)[2]) == 2  # an explicit mask rules
    e.reset(seed=4)
    (seat,) = _decisions(e)  # the rendezvous: one seat speaks at a time
    waiting = e.action_space(f"seat_{1 - seat}")
    assert {int(copy.deepcopy(waiting).sample()) for _ in range(20)} == {e.pass_action}
    plain = pickle.loads(pickle.dumps(waiting))  # a pickled copy forgets the env
    assert plain == waiting and len({int(plain.sample()) for _ in range(50)}) > 1


def test_render_ansi_and_human(capsys: pytest.CaptureFixture[str]) -> None:
    e = parallel_env("rose-ceremony", render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and text
    aec = raw_env("rose-ceremony", render_mode="ansi")
    aec.reset(seed=1)
    assert text == aec.render()  # the AEC env's spectator text
    h = parallel_env("rose-ceremony", render_mode="human")
    capsys.readouterr()
    h.reset(seed=1)
    assert capsys.readouterr().out == text  # printed at reset (and at every step)
    assert h.render() is None and capsys.readouterr().out == text
    with pytest.warns(UserWarning, match="render_mode"):
        assert parallel_env("rose-ceremony").render() is None
    with redirect_stdout(io.StringIO()):  # PettingZoo's render_test through parallel_to_aec
        render_test(lambda render_mode=None: parallel_to_aec(
            parallel_env("rose-ceremony", render_mode=render_mode)))


def test_defaults_are_the_aec_envs() -> None:
    ours = inspect.signature(SalonParallelEnv.__init__).parameters
    aec = inspect.signature(SalonAECEnv.__init__).parameters
    for name in ("reward", "max_steps", "observation", "render_mode"):
        assert ours[name].default == aec[name].default, name
    assert SalonParallelEnv.metadata["render_modes"] == SalonAECEnv.metadata["render_modes"]


@pytest.mark.parametrize("gid", salon.game_ids())
def test_box_observations_keep_the_mask_in_info_only(gid: str) -> None:
    n = salon.load_game(gid).min_players
    e = parallel_env(gid, players=n, observation="box")
    obs, infos = e.reset(seed=6)
    for a in e.agents:
        assert isinstance(obs[a], np.ndarray) and e.observation_space(a).contains(obs[a])
        np.testing.assert_array_equal(obs[a], rl.observation(_gs(e), int(a[5:])))
        assert infos[a]["action_mask"].shape == (e.pass_action + 1,)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # it samples without a mask: LegalDiscrete draws legal ones
        parallel_api_test(e, num_cycles=salon.load_game(gid).max_decisions)
    assert _gs(e).is_over()


def test_state_is_the_aec_envs_full_state() -> None:
    e = parallel_env(RJ)
    with pytest.raises(ValueError, match="reset"):
        e.state()
    obs, _ = e.reset(seed=8)
    rand = np.random.default_rng(8)
    a = raw_env(RJ)
    assert e.state_space == a.state_space
    for _ in range(30):
        st = e.state()
        assert e.state_space.contains(st)
        np.testing.assert_array_equal(st, full_state(_gs(e), e.encoder))
        obs, *_ = e.step(_random_actions(e, obs, rand))


def test_lazy_submodule() -> None:
    assert rl.parallel.parallel_env is parallel_env  # type: ignore[attr-defined]


def test_a_whole_seeded_game_replays_identically() -> None:
    """parallel_seed_test stops after one step (it breaks on `any(terminations)`, a dict of
    agents): here two envs play whole seeded games from unmasked samples, output for output."""
    def play() -> list[str]:
        e = parallel_env(RJ)
        out = [repr(e.reset(seed=9))]
        for a in e.possible_agents:
            e.action_space(a).seed(5)
        while e.agents:
            out.append(repr(e.step({a: e.action_space(a).sample() for a in e.agents})))
        return out

    first = play()
    assert len(first) > 20 and play() == first


SUPERSUIT = {
    "dtype": lambda ss, e: ss.dtype_v0(e, np.float64),
    "flatten": lambda ss, e: ss.flatten_v0(e),
    "normalize_obs": lambda ss, e: ss.normalize_obs_v0(e, env_min=0.0, env_max=1.0),
    "frame_stack": lambda ss, e: ss.frame_stack_v1(e, 3),
    "pad_observations": lambda ss, e: ss.pad_observations_v0(e),
    "agent_indicator": lambda ss, e: ss.agent_indicator_v0(e),
}


@pytest.mark.parametrize("wrapper", sorted(SUPERSUIT))
def test_box_observations_through_supersuit(wrapper: str) -> None:
    ss = pytest.importorskip("supersuit")
    e = SUPERSUIT[wrapper](ss, parallel_env("rose-ceremony", players=4, observation="box"))
    obs, infos = e.reset(seed=1)
    rand = np.random.default_rng(1)
    steps = 0
    while e.agents:
        for a in e.agents:
            assert e.observation_space(a).contains(obs[a]), (wrapper, a)
        obs, _, terms, _, infos = e.step(
            {a: int(rand.choice(np.flatnonzero(infos[a]["action_mask"]))) for a in e.agents})
        steps += 1
    assert steps > 5 and all(terms.values())
