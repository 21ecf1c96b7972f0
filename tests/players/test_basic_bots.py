"""make_bot, the bot specs, the random bot and the per-game heuristic bots."""

from __future__ import annotations

import pytest

import salon
from salon.bots import InvalidBotSpec, make_bot
from salon.bots.base import parse_spec
from salon.sim.runner import play_game
from salon.sim.stats import wilson


def test_parse_spec() -> None:
    assert parse_spec("random") == ("random", {})
    assert parse_spec("ismcts:iterations=2000") == ("ismcts", {"iterations": 2000})
    assert parse_spec("ismcts:time=1.0, rollout=heuristic") == ("ismcts", {"time": 1.0, "rollout": "heuristic"})
    with pytest.raises(InvalidBotSpec, match="not key=value"):
        parse_spec("ismcts:iterations")
    with pytest.raises(InvalidBotSpec):
        parse_spec("")


def test_unknown_bot_and_parameter() -> None:
    with pytest.raises(InvalidBotSpec, match="unknown bot 'genius'"):
        make_bot("genius")
    with pytest.raises(InvalidBotSpec, match="unknown parameter 'depth'"):
        make_bot("random:depth=3")
    assert issubclass(InvalidBotSpec, salon.SalonError)


def test_random_bot_is_seeded() -> None:
    game = salon.load_game("rose-ceremony")
    s = game.new_game(4, seed=1)
    p = s.current_players()[0]
    picks = [make_bot("random", seed=9).choose(s, p) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]


@pytest.mark.parametrize("gid", salon.game_ids())
def test_heuristic_bot_plays_every_game_to_the_end(gid: str) -> None:
    game = salon.load_game(gid)
    n = game.min_players
    result = play_game(gid, n, ["heuristic"] * n, seed=4)
    assert result.decisions > 0 and len(result.scores) == n


@pytest.mark.parametrize("gid", salon.game_ids())
def test_heuristic_decides_from_the_view_only(gid: str) -> None:
    """Two states the seat cannot tell apart get the same decision (same bot seed)."""
    game = salon.load_game(gid)
    n = game.min_players
    s = game.new_game(n, seed=11)
    bot_rng = salon.core.Rng(0)
    for step in range(60):
        if s.is_over():
            break
        p = s.current_players()[0]
        twin = s.determinize(p, step)
        assert make_bot("heuristic", seed=5).choose(s, p) == make_bot("heuristic", seed=5).choose(twin, p)
        legal = s.legal_actions(p)
        s.apply(p, legal[bot_rng.below(len(legal))])


def test_rose_ceremony_heuristic_beats_random() -> None:
    wins = 0
    games = 150
    for i in range(games):
        seat = i % 4
        bots = ["random"] * 4
        bots[seat] = "heuristic"
        r = play_game("rose-ceremony", 4, bots, seed=1000 + i)
        wins += seat in r.winners
    low, _ = wilson(wins, games)
    assert low > 0.25, f"heuristic won {wins}/{games}"
