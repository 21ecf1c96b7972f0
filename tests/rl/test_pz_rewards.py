"""The default reward never ranks a winner below a loser (300 seeded Rose Ceremony games)."""

from __future__ import annotations

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import salon  # noqa: E402
from salon.bots import make_bot  # noqa: E402
from salon.core import State  # noqa: E402
from salon.rl.pettingzoo import REWARD_MODES, SalonAECEnv, final_rewards  # noqa: E402

GAMES = 300


def _finished_games() -> list[State]:
    """300 seeded Rose Ceremony games (75 per player count) played by the heuristic bot."""
    game = salon.load_game("rose-ceremony")
    out = []
    for i in range(GAMES):
        n = game.player_counts()[i % len(game.player_counts())]
        state = game.new_game(n, seed=i)
        bots = [make_bot("heuristic", seed=1000 * i + q) for q in range(n)]
        while not state.is_over():
            for p in state.current_players():
                state.apply(p, bots[p].choose(state, p))
        out.append(state)
    return out


@pytest.fixture(scope="module")
def finished() -> list[State]:
    return _finished_games()


def _ranks_a_winner_below_a_loser(state: State, mode: str) -> bool:
    out = state.outcome()
    assert out is not None
    rewards = final_rewards(state, mode)
    losers = [rewards[q] for q in range(state.players) if q not in out.winners]
    return bool(losers) and min(rewards[q] for q in out.winners) < max(losers)


def test_the_default_and_win_margin_never_rank_a_winner_below_a_loser(finished) -> None:  # type: ignore[no-untyped-def]
    import inspect

    default = inspect.signature(SalonAECEnv.__init__).parameters["reward"].default
    assert default == "win"
    assert len(finished) == GAMES
    for mode in (default, "win-margin"):
        bad = [s.seed for s in finished if _ranks_a_winner_below_a_loser(s, mode)]
        assert bad == [], f"reward={mode!r} ranks a winner below a loser in games {bad}"


def test_the_score_reward_can_rank_a_winner_below_a_loser(finished) -> None:  # type: ignore[no-untyped-def]
    # the counterexample that made "win" the default: the check above can fail
    bad = [s for s in finished if _ranks_a_winner_below_a_loser(s, "score")]
    assert bad, "no counterexample: the monotonicity check would be vacuous"
    out = bad[0].outcome()
    assert out is not None
    assert min(out.scores[q] for q in out.winners) < max(out.scores)


def test_win_margin_orders_losers_by_score_and_sums_to_one(finished) -> None:  # type: ignore[no-untyped-def]
    for state in finished:
        out = state.outcome()
        assert out is not None
        r = final_rewards(state, "win-margin")
        assert sum(r) == pytest.approx(1.0 if out.winners else 0.0)
        for a in range(state.players):
            for b in range(state.players):
                if a in out.winners or b in out.winners:
                    continue
                if out.scores[a] > out.scores[b]:
                    assert r[a] > r[b]


def test_final_rewards_refuses_an_unfinished_game_and_an_unknown_mode() -> None:
    state = salon.load_game("rose-ceremony").new_game(3, seed=5)
    with pytest.raises(ValueError, match="finished game"):
        final_rewards(state, "win")
    with pytest.raises(ValueError, match="reward must be one of"):
        final_rewards(state, "elo")
    assert set(REWARD_MODES) == {"win", "win-margin", "score"}
