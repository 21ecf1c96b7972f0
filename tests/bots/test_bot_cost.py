"""bench/bot_cost.py: decision points drawn across whole games, and the 95th percentile's interval."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))
bot_cost = pytest.importorskip("bot_cost")


def test_the_95th_percentile_and_its_distribution_free_interval() -> None:
    """Nearest rank; the interval's top is a measured decision only from 72 of them (below, None)."""
    xs = [float(i) for i in range(1, 101)]
    p = bot_cost.percentile(xs)
    assert p["p"] == 95.0 and p["low"] is not None and p["high"] is not None
    assert p["low"] < 95.0 < p["high"] <= 100.0
    assert bot_cost.percentile([float(i) for i in range(71)])["high"] is None
    assert bot_cost.percentile([float(i) for i in range(72)])["high"] == 71.0
    assert bot_cost.percentile([]) == {"p": None, "low": None, "high": None}


def test_points_are_drawn_across_whole_games() -> None:
    """Per game, `per_game` distinct decisions with a choice, the first the same whatever
    `per_game`; reproducible; drawn from the whole game, not its start."""
    one = bot_cost.across_games("rose-ceremony", 3, 6)
    two = bot_cost.across_games("rose-ceremony", 3, 6, per_game=2)
    assert [w for _, _, w in one] == [w for _, _, w in two][::2]
    assert all(a["game"] == b["game"] and a["index"] != b["index"]
               for (_, _, a), (_, _, b) in zip(two[::2], two[1::2], strict=True))
    for state, seat, where in two:
        assert len(state.legal_actions(seat)) > 1 and 0 <= where["index"] < where["of"]
    assert max(w["index"] / w["of"] for _, _, w in two) > 0.5  # not only early decisions
    assert [w for _, _, w in bot_cost.across_games("rose-ceremony", 3, 6)] == [w for _, _, w in one]
