"""The heuristic bot: full games at every player count, and it beats random play."""

from __future__ import annotations

import pytest

import salon
from salon.core.rng import Rng
from salon.games.aqua_mirabilis.bot import HeuristicBot


@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_games_finish(n: int) -> None:
    game = salon.load_game("aqua-mirabilis")
    s = game.new_game(n, seed=40 + n)
    bots = [HeuristicBot(seed=q) for q in range(n)]
    steps = 0
    while not s.is_over():
        (p,) = s.current_players()
        s.apply(p, bots[p].choose(s, p))
        steps += 1
        assert steps < game.max_decisions
    out = s.outcome()
    assert out is not None and max(out.scores) > 0


def test_heuristic_beats_random() -> None:
    game = salon.load_game("aqua-mirabilis")
    wins = 0
    for k in range(6):
        n = 2 + k % 3
        seat = k % n
        s = game.new_game(n, seed=900 + k)
        bot, rng = HeuristicBot(seed=k), Rng(k)
        while not s.is_over():
            (p,) = s.current_players()
            if p == seat:
                s.apply(p, bot.choose(s, p))
            else:
                legal = s.legal_actions(p)
                s.apply(p, legal[rng.below(len(legal))])
        out = s.outcome()
        assert out is not None
        wins += seat in out.winners
    assert wins >= 5


def test_make_bot_spec() -> None:
    bot = salon.make_bot("heuristic", seed=1)
    s = salon.load_game("aqua-mirabilis").new_game(2, seed=1)
    assert bot.choose(s, 0) in s.legal_actions(0)
