"""The PettingZoo AEC environments pass PettingZoo's own api_test, seed_test and render_test."""

from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import salon  # noqa: E402
from salon.rl.pettingzoo import env, final_rewards  # noqa: E402

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
    for mode in ("win", "win-margin", "score"):
        e = env(gid, players=n, reward=mode)
        totals = _play(e, seed=3)
        state = e.unwrapped.game_state
        assert state.is_over() and len(totals) == n
        out = state.outcome()
        assert list(totals.values()) == pytest.approx(final_rewards(state, mode))
        if game.cooperative:
            assert set(totals.values()) == {float(out.scores[0])} and out.scores[0] in (0, 1)
        elif mode == "score":
            assert abs(sum(totals.values())) < 1e-6  # score minus the table mean
        else:
            assert sum(totals.values()) == pytest.approx(1.0 if out.winners else 0.0)
        if mode == "win" and not game.cooperative:
            k = len(out.winners)
            assert [totals[f"seat_{q}"] for q in out.winners] == [1 / k] * k


def test_the_default_reward_is_win() -> None:
    gid = salon.game_ids()[0]
    assert env(gid).unwrapped.reward_mode == "win"
    with pytest.raises(ValueError, match="reward must be one of"):
        env(gid, reward="points")


@pytest.mark.parametrize("gid", salon.game_ids())
def test_render_test_passes(gid: str, capsys) -> None:  # type: ignore[no-untyped-def]
    n = salon.load_game(gid).min_players
    render_test(lambda render_mode=None: env(gid, players=n, render_mode=render_mode))
    assert capsys.readouterr().out  # "human" printed
    e = env(gid, players=n, render_mode="ansi")
    e.reset(seed=2)
    human = env(gid, players=n, render_mode="human")
    human.reset(seed=2)
    assert human.render() is None
    assert capsys.readouterr().out == e.render() * 2  # once by reset(), once by render()


def test_human_rendering_shows_the_spectator_view_only(capsys) -> None:  # type: ignore[no-untyped-def]
    e = env("rose-ceremony", players=3, render_mode="human")
    e.reset(seed=4)
    printed = capsys.readouterr().out
    state = e.unwrapped.game_state
    from salon.rl.pettingzoo import render_text

    assert printed == render_text(state)
    other = state.determinize(0, 9)
    assert other.view(1) != state.view(1)  # seat 1's hidden hand differs ...
    assert printed == render_text(other)  # ... and plays no part in what is printed
    agent = e.agent_selection
    e.step(int(np.flatnonzero(e.infos[agent]["action_mask"])[0]))
    assert capsys.readouterr().out == render_text(state)  # every step prints the new view


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
