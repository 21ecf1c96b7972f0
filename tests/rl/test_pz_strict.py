"""step() takes an integer index in range and nothing else; max_steps is checked."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import salon  # noqa: E402
from salon.rl.pettingzoo import env  # noqa: E402


def _env(observation: str = "dict"):  # type: ignore[no-untyped-def]
    e = env("rose-ceremony", players=4, observation=observation)
    e.reset(seed=1)
    return e


def _snapshot(e) -> tuple:  # type: ignore[no-untyped-def]
    u = e.unwrapped
    return (u.game_state.to_json(), u.agent_selection, u.steps, dict(u._cumulative_rewards))


@pytest.mark.parametrize("bad", [3.7, 3.0, "3", True, False, np.float64(3.0), np.float32(2.5),
                                 np.bool_(True), np.array([3]), None, [3], 1 + 0j],
                         ids=repr)
def test_a_non_integer_action_is_a_clear_error(bad) -> None:  # type: ignore[no-untyped-def]
    e = _env()
    agent = e.agent_selection
    before = _snapshot(e)
    with pytest.raises(ValueError) as err:
        e.step(bad)
    text = str(err.value)
    assert agent in text
    if bad is not None:
        assert repr(bad) in text and "0 … 57" in text and "Discrete(58)" in text
    assert _snapshot(e) == before


@pytest.mark.parametrize("bad", [-1, 58, 10**9, np.int64(-3), np.uint8(200)], ids=repr)
def test_an_out_of_range_index_is_a_clear_error(bad) -> None:  # type: ignore[no-untyped-def]
    e = _env()
    agent = e.agent_selection
    before = _snapshot(e)
    with pytest.raises(ValueError, match=rf"{agent}: action {int(bad)} is out of range.*0 … 57"):
        e.step(bad)
    assert _snapshot(e) == before


@pytest.mark.parametrize("kind", [int, np.int64, np.int32, np.uint16, np.intp,
                                  lambda i: np.array(i, dtype=np.int64)],
                         ids=["int", "int64", "int32", "uint16", "intp", "0-d array"])
@pytest.mark.parametrize("observation", ["dict", "box"])
def test_python_and_numpy_integers_play(kind, observation: str) -> None:  # type: ignore[no-untyped-def]
    e = _env(observation)
    agent = e.agent_selection
    legal = int(np.flatnonzero(e.infos[agent]["action_mask"])[0])
    reference = _env(observation)
    reference.step(legal)
    e.step(kind(legal))
    assert _snapshot(e) == _snapshot(reference)


def test_a_masked_out_index_raises_illegal_action_and_changes_nothing() -> None:
    e = _env()
    agent = e.agent_selection
    mask = e.infos[agent]["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = _snapshot(e)
    with pytest.raises(salon.IllegalAction, match=rf"{agent}: action {illegal} \(.*\) is masked out"):
        e.step(illegal)
    assert _snapshot(e) == before
    e.step(int(np.flatnonzero(mask)[0]))  # and the env goes on
    assert e.unwrapped.steps == 1


@pytest.mark.parametrize("bad", [0, -1, -20000, 2.5, 10.0, "10", True, np.float64(4)], ids=repr)
def test_max_steps_must_be_a_positive_integer(bad) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="max_steps must be a positive integer or None"):
        env("rose-ceremony", players=3, max_steps=bad)


def test_max_steps_none_is_the_games_bound_and_a_small_bound_truncates() -> None:
    game = salon.load_game("rose-ceremony")
    assert env("rose-ceremony").unwrapped.max_steps == game.max_decisions
    assert env("rose-ceremony", max_steps=np.int64(7)).unwrapped.max_steps == 7
    e = env("rose-ceremony", players=3, max_steps=3)
    e.reset(seed=2)
    steps = 0
    for _ in e.agent_iter():
        _, _, term, trunc, info = e.last()
        if term or trunc:
            assert trunc and not term
            e.step(None)
            continue
        e.step(int(np.flatnonzero(info["action_mask"])[0]))
        steps += 1
    assert steps == 3


def test_bad_modes_are_refused() -> None:
    with pytest.raises(ValueError, match="observation must be one of"):
        env("rose-ceremony", observation="image")
    with pytest.raises(ValueError, match="render_mode must be None, 'ansi' or 'human'"):
        env("rose-ceremony", render_mode="rgb_array")
