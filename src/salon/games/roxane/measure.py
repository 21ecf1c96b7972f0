"""Measurements for Roxane: random-playout speed, clone speed, heuristic bot vs random bots.

    python -m salon.games.roxane.measure speed [--games 30]
    python -m salon.games.roxane.measure bots [--games 300] [--players 3]
"""

from __future__ import annotations

import argparse
import time

from ...core.rng import Rng
from .rules import GAME


def speed(games: int) -> None:
    """Random playouts (3 players): decisions/s including legal generation, and clone()/s
    (CPU seconds of this process, so a busy machine skews them less)."""
    decisions = 0
    states = []
    t0 = time.process_time()
    for seed in range(games):
        s = GAME.new_game(3, seed=seed)
        rng = Rng(seed)
        while True:
            cur = s.current_players()
            if not cur:
                break
            p = cur[0]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.below(len(legal))])
            decisions += 1
            if decisions % 97 == 0:
                states.append(s.clone())
    dt = time.process_time() - t0
    print(f"random playouts: {decisions} decisions in {dt:.2f}s = {decisions / dt:,.0f} decisions/s")
    t0 = time.process_time()
    n = 0
    while time.process_time() - t0 < 2.0:
        for st in states:
            st.clone()
        n += len(states)
    dt = time.process_time() - t0
    print(f"clone(): {n / dt:,.0f} clones/s (mid-game states)")


def bots(games: int, players: int) -> None:
    """The heuristic bot in one seat (rotating), random bots in the others."""
    from ...bots.random_bot import RandomBot
    from .bot import HeuristicBot

    wins = 0
    score_h = score_r = 0.0
    for g in range(games):
        seat = g % players
        s = GAME.new_game(players, seed=10_000 + g)
        bots_ = [HeuristicBot(seed=g) if q == seat else RandomBot(seed=g * 7 + q)
                 for q in range(players)]
        while not s.is_over():
            p = s.current_players()[0]
            s.apply(p, bots_[p].choose(s, p))
        out = s.outcome()
        assert out is not None
        wins += seat in out.winners
        score_h += out.scores[seat]
        score_r += (sum(out.scores) - out.scores[seat]) / (players - 1)
    print(f"heuristic won {wins}/{games} = {wins / games:.1%} at {players} players "
          f"(mean score {score_h / games:.1f} vs random {score_r / games:.1f})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("speed", "bots"))
    ap.add_argument("--games", type=int, default=0)
    ap.add_argument("--players", type=int, default=3)
    a = ap.parse_args()
    if a.what == "speed":
        speed(a.games or 30)
    else:
        bots(a.games or 300, a.players)


if __name__ == "__main__":
    main()
