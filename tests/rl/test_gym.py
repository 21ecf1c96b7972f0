"""The single-seat Gymnasium env (salon.rl.gym): Gymnasium's own env checker, seeded
reproducibility (also against `salon simulate`'s play_game), the illegal-action policies, and a
random masked playthrough of every game at its minimum player count."""

from __future__ import annotations

import inspect
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import salon
from salon import rl
from salon.bots import InvalidBotSpec, make_bot
from salon.core.rng import derive_seed
from salon.rl.gym import SeatEnv, env_id
from salon.rl.pettingzoo import SalonAECEnv, final_rewards
from salon.sim.runner import play_game

GAMES = salon.game_ids()
# check_env warns about this by design: text rendering has no frame rate.
BENIGN = ("render_fps",)


def random_episode(env: SeatEnv, seed: int, rng: np.random.Generator) -> tuple[list, float, dict]:
    """Play one episode with uniformly random legal actions; the observations, the final
    reward and the last info."""
    obs, info = env.reset(seed=seed)
    seen = [obs]
    while True:
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        seen.append(obs)
        if terminated or truncated:
            return seen, reward, info


@pytest.mark.parametrize("observation", ["box", "dict"])
@pytest.mark.parametrize("gid,players", [(g, n) for g in GAMES for n in salon.load_game(g).player_counts()])
def test_gymnasium_check_env(gid: str, players: int, observation: str) -> None:
    # check_env steps actions sampled from the whole action space, masks ignored: the penalty
    # policy is the one under which any index is a valid step.
    env = gymnasium.make(env_id(gid), players=players, seat=players - 1, illegal="penalty",
                         observation=observation)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for text in BENIGN:
            warnings.filterwarnings("ignore", message=f".*{text}")
        check_env(env.unwrapped)


@pytest.mark.parametrize("gid", GAMES)
def test_random_masked_play_to_the_end(gid: str) -> None:
    game = salon.load_game(gid)
    for seat in (0, game.min_players - 1):
        env = SeatEnv(gid, seat=seat, observation="dict")
        assert env.players == game.min_players
        rng = np.random.default_rng(seat)
        obs, info = env.reset(seed=11 + seat)
        n = 0
        while True:
            assert obs in env.observation_space
            mask = env.action_masks()
            assert mask.dtype == np.int8
            legal = env.codec.legal_indices(env.game_state, seat)
            assert np.flatnonzero(mask).tolist() == legal and legal
            assert np.array_equal(info["action_mask"], mask) and np.array_equal(obs["action_mask"], mask)
            if n % 7 == 0:  # from view(seat) only: any determinization of it encodes the same
                twin = env.game_state.determinize(seat, n)
                assert np.array_equal(obs["observation"], rl.observation(twin, seat))
            obs, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
            n += 1
            assert not truncated
            if terminated:
                break
            assert reward == 0.0
        assert env.game_state.is_over()
        assert reward == final_rewards(env.game_state, env.reward_mode)[seat]
        out = env.game_state.outcome()
        assert info["winners"] == out.winners and info["scores"] == out.scores
        assert not env.action_masks().any() and not obs["action_mask"].any()
        with pytest.raises(salon.SalonError, match="reset"):
            env.step(legal[0])


def test_default_reward_is_the_pettingzoo_default() -> None:
    aec_default = inspect.signature(SalonAECEnv.__init__).parameters["reward"].default
    assert SeatEnv("rose-ceremony").reward_mode == aec_default
    assert SeatEnv("rose-ceremony", reward="win").reward_mode == "win"


def test_win_reward_pays_the_win_share() -> None:
    env = SeatEnv("rose-ceremony", reward="win")
    rng = np.random.default_rng(0)
    for seed in range(20):
        _, reward, info = random_episode(env, seed, rng)
        winners = info["winners"]
        assert reward == (1 / len(winners) if 0 in winners else 0.0)


@pytest.mark.parametrize("gid", GAMES)
def test_seeded_episode_is_reproducible(gid: str) -> None:
    def run(seed: int) -> tuple[list, float, str]:
        env = SeatEnv(gid, opponents="heuristic")
        seen, reward, _ = random_episode(env, seed, np.random.default_rng(5))
        return seen, reward, env.game_state.to_json()

    a, b, c = run(3), run(3), run(4)
    assert a[2] == b[2] and a[1] == b[1]
    assert all(np.array_equal(x, y) for x, y in zip(a[0], b[0], strict=True))
    assert c[2] != a[2]


def test_unseeded_reset_follows_the_last_seed() -> None:
    env = SeatEnv("roxane")
    first = env.reset(seed=9)[0]
    after = [env.reset()[0] for _ in range(3)]
    env.reset(seed=9)
    again = [env.reset()[0] for _ in range(3)]
    assert all(np.array_equal(x, y) for x, y in zip(after, again))
    assert not np.array_equal(after[0], after[1]) or not np.array_equal(after[1], after[2])
    assert np.array_equal(env.reset(seed=9)[0], first)


@pytest.mark.parametrize("gid", GAMES)
def test_episode_is_the_game_simulate_plays(gid: str) -> None:
    """The seat played by the `random` bot with salon's own seeding gives, move for move, the
    game that play_game (salon simulate) plays with the same seed and bots."""
    game = salon.load_game(gid)
    seat, seed = game.min_players - 1, 21
    specs = ["heuristic"] * game.min_players
    specs[seat] = "random"
    env = SeatEnv(gid, seat=seat, opponents="heuristic")
    env.reset(seed=seed)
    me = make_bot("random", seed=derive_seed(seed, "bot", seat))
    while True:
        index = env.codec.action_index(env.game_state, seat, me.choose(env.game_state, seat))
        _, _, terminated, truncated, _ = env.step(index)
        if terminated or truncated:
            break
    result = play_game(gid, game.min_players, specs, seed)
    assert env.game_state.record()["actions"] == result.record["actions"]
    assert env.game_state.outcome().scores == result.scores


def test_a_deal_that_ends_before_the_seat_decides_is_redealt() -> None:
    seed = 123832692065675762  # seat 2 wins at its first cash: seat 0 never decides
    assert 0 not in {q for q, _ in play_game("rose-ceremony", 3, ["random"] * 3, seed).record["actions"]}
    env = SeatEnv("rose-ceremony")
    obs, info = env.reset(seed=seed)
    assert info["game_seed"] == derive_seed(seed, "redeal") and env.game_state.seed == info["game_seed"]
    assert env.action_masks().any() and not env.game_state.is_over()
    assert env.reset(seed=5)[1]["game_seed"] == 5
    with pytest.raises(salon.SalonError, match="max_steps=1 is reached before seat 2"):
        SeatEnv("rose-ceremony", seat=2, max_steps=1).reset(seed=5)


def test_opponents_one_spec_per_other_seat() -> None:
    env = SeatEnv("rose-ceremony", players=4, seat=1, opponents=["heuristic", "random", "heuristic"])
    env.reset(seed=1)
    assert {q: b.spec for q, b in env.bots.items()} == {0: "heuristic", 2: "random", 3: "heuristic"}
    with pytest.raises(ValueError, match="3 specs"):
        SeatEnv("rose-ceremony", players=4, opponents=["random", "random"])
    with pytest.raises(InvalidBotSpec):
        SeatEnv("rose-ceremony", opponents="nobody")


def test_illegal_raise_is_a_clear_error_and_changes_nothing() -> None:
    env = SeatEnv("rose-ceremony")
    env.reset(seed=2)
    legal = env.codec.legal_indices(env.game_state, 0)
    bad = next(i for i in range(env.action_space.n) if i not in legal)
    before = env.game_state.to_json()
    with pytest.raises(salon.IllegalAction, match=f"index {bad} is masked out"):
        env.step(bad)
    assert env.game_state.to_json() == before
    env.step(legal[0])  # the episode goes on


def test_illegal_penalty_ends_the_episode() -> None:
    env = SeatEnv("rose-ceremony", illegal="penalty", penalty=-2.5, observation="dict")
    env.reset(seed=2)
    legal = env.codec.legal_indices(env.game_state, 0)
    bad = next(i for i in range(env.action_space.n) if i not in legal)
    obs, reward, terminated, truncated, info = env.step(np.int64(bad))
    assert (reward, terminated, truncated, info["illegal_action"]) == (-2.5, True, False, bad)
    assert obs in env.observation_space and not obs["action_mask"].any() and not env.action_masks().any()
    with pytest.raises(salon.SalonError, match="reset"):
        env.step(legal[0])
    env.reset(seed=2)
    assert env.step(legal[0])[1] == 0.0


@pytest.mark.parametrize("illegal", ["raise", "penalty"])
def test_actions_outside_the_space_are_errors_in_both_policies(illegal: str) -> None:
    env = SeatEnv("rose-ceremony", illegal=illegal)
    env.reset(seed=2)
    for action in (3.7, 1.0, "1", None, True, np.float32(2), np.array([1])):
        with pytest.raises(ValueError, match="is not an integer index"):
            env.step(action)
    for action in (-1, env.action_space.n, 10**9):
        with pytest.raises(ValueError, match="out of range"):
            env.step(action)
    legal = env.codec.legal_indices(env.game_state, 0)
    env.step(np.array(legal[0]))  # numpy integers and 0-d integer arrays are indices


def test_bad_arguments() -> None:
    for kwargs, match in [({"seat": 3}, "seat"), ({"seat": -1}, "seat"), ({"seat": True}, "seat"),
                          ({"observation": "image"}, "observation"), ({"illegal": "ignore"}, "illegal"),
                          ({"reward": "elo"}, "reward"), ({"max_steps": 0}, "max_steps"),
                          ({"max_steps": 2.5}, "max_steps"), ({"penalty": float("nan")}, "penalty"),
                          ({"render_mode": "rgb_array"}, "render_mode")]:
        with pytest.raises(ValueError, match=match):
            SeatEnv("rose-ceremony", **kwargs)
    with pytest.raises(salon.InvalidOptions):
        SeatEnv("rose-ceremony", players=9)
    with pytest.raises(salon.InvalidOptions):
        SeatEnv("rose-ceremony", colour="red")
    with pytest.raises(salon.SalonError, match="reset"):
        SeatEnv("rose-ceremony").step(0)


def test_max_steps_truncates() -> None:
    env = SeatEnv("roxane", max_steps=10)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in range(10):
        _, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        if truncated:
            break
    assert truncated and not terminated and reward == 0.0 and env.steps == 10
    assert not info["action_mask"].any()


@pytest.mark.filterwarnings("ignore:.*render_fps")
def test_registered_ids_and_render(capsys: pytest.CaptureFixture[str]) -> None:
    for gid in GAMES:
        assert env_id(gid) in gymnasium.registry
    env = gymnasium.make("salon/RoseCeremony-v0", players=4, render_mode="ansi")
    obs, info = env.reset(seed=1)
    assert env.unwrapped.players == 4 and obs.shape == (env.unwrapped.encoder.size,)
    assert "Rose Ceremony" in env.render()
    human = SeatEnv("rose-ceremony", render_mode="human")
    human.reset(seed=1)
    assert human.render() is None
    assert "Rose Ceremony" in capsys.readouterr().out
