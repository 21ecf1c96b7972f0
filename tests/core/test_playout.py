"""salon.core.playout.play_out: the shared loop that lets each seat's chooser decide."""

from __future__ import annotations

import pytest

import salon
from salon.core import SalonError
from salon.core.playout import play_out


def test_plays_to_the_end_and_reports_each_decision() -> None:
    state = salon.load_game("romeo-juliette").new_game(2, seed=3)
    seen: list[int] = []
    bots = [salon.make_bot("heuristic", seed=1), salon.make_bot("heuristic", seed=2)]
    n = play_out(state, bots, 2000, lambda st, k: seen.append(k))
    assert state.is_over()
    assert seen == list(range(1, n + 1))
    assert n == len(state.history())


def test_a_game_that_does_not_end_in_the_limit_is_an_error() -> None:
    state = salon.load_game("rose-ceremony").new_game(3, seed=1)
    bots = [salon.make_bot("random", seed=s) for s in range(3)]
    with pytest.raises(SalonError, match="no end after"):
        play_out(state, bots, 3)
