"""The PettingZoo AEC environments pass PettingZoo's own api_test and seed_test."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import salon  # noqa: E402
from salon.rl.pettingzoo import env  # noqa: E402

from .helpers import case_id, cases  # noqa: E402

CASES = cases(variants=False)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_api_and_seed(case) -> None:  # type: ignore[no-untyped-def]
    gid, n, _ = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo warns about Dict observation spaces
        api_test(env(gid, players=n), num_cycles=40)
        seed_test(lambda: env(gid, players=n), num_cycles=40)


def _play(e, seed: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    e.reset(seed=seed)
    rand = np.random.default_rng(seed)
    totals = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        totals[agent] += reward
        assert np.array_equal(obs["action_mask"], info["action_mask"])
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0, f"{agent} selected with nothing to do"
        e.step(int(rand.choice(legal)))
    return totals


@pytest.mark.parametrize("gid", salon.game_ids())
def test_a_full_episode_pays_the_documented_rewards(gid: str) -> None:
    game = salon.load_game(gid)
    n = game.min_players
    totals = _play(env(gid, players=n), seed=3)
    state = game.new_game(n, seed=3)
    assert len(totals) == n
    if game.cooperative:
        assert len(set(totals.values())) == 1 and list(totals.values())[0] in (0.0, 1.0)
    else:
        assert abs(sum(totals.values())) < 1e-6  # score minus the table mean
    wins = _play(env(gid, players=n, reward="win"), seed=3)
    assert abs(sum(wins.values()) - (1.0 if not game.cooperative else sum(wins.values()))) < 1e-6
    del state


def test_render_ansi_and_illegal_index() -> None:
    gid = "rose-ceremony" if "rose-ceremony" in salon.game_ids() else salon.game_ids()[0]
    e = env(gid, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and text
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(salon.IllegalAction):
        e.step(illegal)
