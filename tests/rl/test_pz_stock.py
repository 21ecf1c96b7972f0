"""PettingZoo's own state_test and max_cycles_test, unmasked sampling and seed checks of the AEC env."""

from __future__ import annotations

import types
import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from pettingzoo.test import max_cycles_test, seed_test, state_test  # noqa: E402
from pettingzoo.utils import parallel_to_aec  # noqa: E402

from salon.rl.parallel import parallel_env  # noqa: E402
from salon.rl.pettingzoo import env  # noqa: E402
from salon.rl.spaces import LegalDiscrete  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_pettingzoos_state_test(case) -> None:  # type: ignore[no-untyped-def]
    """state_test samples `action_space(agent).sample()` without a mask on the AEC env."""
    gid, n, _ = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo warns about Dict observation spaces
        state_test(env(gid, players=n), parallel_env(gid, players=n), num_cycles=10)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_pettingzoos_max_cycles_test_on_parallel_to_aec(case) -> None:  # type: ignore[no-untyped-def]
    """max_cycles_test needs `mod.parallel_env(max_cycles=…)` and `mod.env(max_cycles=…)`: the
    parallel env's cycles are its steps; the AEC env is PettingZoo's conversion of it."""
    gid, n, _ = case
    mod = types.SimpleNamespace(
        parallel_env=lambda max_cycles: parallel_env(gid, players=n, max_cycles=max_cycles),
        env=lambda max_cycles: parallel_to_aec(parallel_env(gid, players=n, max_cycles=max_cycles)),
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        max_cycles_test(mod)


def test_max_cycles_is_the_parallel_envs_max_steps_and_checked() -> None:
    assert parallel_env("roxane", 3, max_cycles=7).max_steps == 7
    with pytest.raises(ValueError, match="not both"):
        parallel_env("roxane", 3, max_cycles=7, max_steps=7)
    for bad in (0, -1, 2.5, "4", True):
        with pytest.raises(ValueError, match="max_cycles must be a positive integer"):
            parallel_env("roxane", 3, max_cycles=bad)
    with pytest.raises(ValueError, match="AEC env counts decisions: use max_steps"):
        env("roxane", 3, max_cycles=4)


@pytest.mark.parametrize("gid", ["rose-ceremony", "romeo-juliette"])
def test_aec_unmasked_sample_is_legal_and_seeded(gid: str) -> None:
    """The AEC space's sample() without a mask is always legal, and two seeded spaces agree."""
    plays = []
    for _ in range(2):
        e = env(gid, players=3 if gid == "rose-ceremony" else 2)
        e.reset(seed=11)
        for i, a in enumerate(e.possible_agents):
            e.action_space(a).seed(100 + i)
        chosen = []
        for agent in e.agent_iter():
            _, _, term, trunc, info = e.last()
            if term or trunc:
                e.step(None)
                continue
            action = e.action_space(agent).sample()
            assert info["action_mask"][action] == 1
            chosen.append(int(action))
            e.step(action)
        assert e.unwrapped.game_state.is_over()
        plays.append(chosen)
    assert plays[0] == plays[1] and len(plays[0]) > 20
    space = e.action_space("seat_0")
    assert isinstance(space, LegalDiscrete) and space == gymnasium.spaces.Discrete(space.n)
    assert space.sample(mask=np.eye(space.n, dtype=np.int8)[5]) == 5  # an explicit mask rules
    # the game is over: nothing is legal, so it is a plain draw over every index
    assert len({int(space.sample()) for _ in range(60)}) > 1


def test_aec_waiting_agent_samples_over_the_whole_space() -> None:
    e = env("rose-ceremony", players=3)
    e.reset(seed=2)
    acting = e.agent_selection
    waiting = next(a for a in e.possible_agents
                   if not e.unwrapped.infos[a]["action_mask"].any())
    legal = set(np.flatnonzero(e.unwrapped.infos[acting]["action_mask"]).tolist())
    assert {int(e.action_space(acting).sample()) for _ in range(40)} <= legal
    assert len({int(e.action_space(waiting).sample()) for _ in range(60)}) > len(legal)


@pytest.mark.parametrize("case", [("rose-ceremony", 3, ()), ("roxane", 2, ())], ids=case_id)
def test_seed_test_keeps_passing_with_the_sampling_space(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(lambda: env(gid, players=n), num_cycles=30)


@pytest.mark.parametrize("make", [env, parallel_env], ids=["aec", "parallel"])
def test_reset_seed_is_validated_alike(make) -> None:  # type: ignore[no-untyped-def]
    e = make("rose-ceremony", 3)
    e.reset(seed=np.int64(3))
    first = e.unwrapped.game_state.to_json() if hasattr(e, "unwrapped") else None
    e.reset(seed=3)
    assert e.unwrapped.game_state.to_json() == first
    assert e.unwrapped.game_state.seed == 3
    e.reset(seed=np.uint8(9))
    assert e.unwrapped.game_state.seed == 9
    before = e.unwrapped.game_state.to_json()
    for bad in ("5", "x", 3.7, 3.0, True, np.bool_(True), [1], None.__class__):
        with pytest.raises(ValueError, match="seed must be an integer or None"):
            e.reset(seed=bad)  # type: ignore[arg-type]
        assert e.unwrapped.game_state.to_json() == before  # nothing changed
    e.reset()  # no seed: the next seed of the env's generator
    assert e.unwrapped.game_state.seed != 9


def test_the_gymnasium_env_checks_seeds_by_the_same_rule() -> None:
    from salon.rl.gym import SeatEnv

    e = SeatEnv("rose-ceremony", players=3)
    _, info = e.reset(seed=np.int64(3))
    assert info["game_seed"] == e.reset(seed=3)[1]["game_seed"]
    for bad in ("5", 3.7, True):
        with pytest.raises(ValueError, match="seed must be an integer or None"):
            e.reset(seed=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("case", cases(variants=False)[::3], ids=case_id)
def test_the_render_names_seats_one_way(case) -> None:  # type: ignore[no-untyped-def]
    """The board says "Player 2's turn": the waiting line names the same seat the same way (and
    its agent), never "seat 1"."""
    gid, n, _ = case
    e = env(gid, players=n, render_mode="ansi")
    e.reset(seed=4)
    rand = np.random.default_rng(4)
    for i, _agent in enumerate(e.agent_iter(max_iter=40)):
        _, _, term, trunc, info = e.last()
        if i % 5 == 0:
            text = e.render()
            state = e.unwrapped.game_state
            last = text.rstrip("\n").splitlines()[-1]
            assert "seat " not in last.replace("(seat_", "(")
            for q in state.current_players():
                assert f"{state.seat_name(q)} (seat_{q})" in last
                assert state.seat_name(q) in text[: -len(last) - 1]  # the board names it so too
        e.step(None if term or trunc else int(rand.choice(np.flatnonzero(info["action_mask"]))))


@pytest.mark.parametrize("make", [env, parallel_env], ids=["aec", "parallel"])
def test_a_deep_copied_env_samples_from_its_own_state(make) -> None:  # type: ignore[no-untyped-def]
    import copy

    e = make("rose-ceremony", 3)
    e.reset(seed=2)
    twin = copy.deepcopy(e)
    acting = e.unwrapped.game_state.current_players()[0]
    agent = f"seat_{acting}"
    legal_now = set(np.flatnonzero(e.unwrapped.sampling_mask(agent)).tolist())
    # move the original on; the copy stays at the deal and samples its own legal indices
    if make is env:
        e.step(int(e.action_space(agent).sample()))
    else:
        e.step({a: e.action_space(a).sample() for a in e.agents})
    assert {int(twin.action_space(agent).sample()) for _ in range(40)} <= legal_now
    assert twin.unwrapped.game_state.to_json() != e.unwrapped.game_state.to_json()
