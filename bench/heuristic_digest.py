"""A digest of a game's heuristic decisions, to show that a speed-up changed none of them.

Seeded games at every player count (up to 5), a third of the moves random (to reach states the
heuristic would not), the heuristic asked at every decision with a fresh seeded bot; the
digest hashes every decision it made. Run it on the code before and after a change (a worktree
of the old commit with `PYTHONPATH=DIR/src`): the same digest, the same decisions.

    .venv/bin/python bench/heuristic_digest.py aqua-mirabilis [--games 15]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib

import salon
from salon.core.rng import Rng


def digest(gid: str, games: int) -> tuple[int, str]:
    """(decisions asked, sha256 prefix of every decision's repr in order)."""
    game = salon.load_game(gid)
    bot = importlib.import_module(game.heuristic_module).HeuristicBot
    h = hashlib.sha256()
    asked = 0
    for players in range(game.min_players, min(game.max_players, 5) + 1):
        for g in range(games):
            state = game.new_game(players, seed=1000 * players + g)
            rng = Rng(g)
            step = 0
            while not state.is_over() and step < game.max_decisions:
                p = state.current_players()[0]
                action = bot(seed=step).choose(state, p)
                h.update(repr(action).encode())
                asked += 1
                if rng.random() < 0.3:
                    legal = state.legal_actions(p)
                    action = legal[rng.below(len(legal))]
                state.apply(p, action)
                step += 1
    return asked, h.hexdigest()[:16]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game", nargs="+")
    ap.add_argument("--games", type=int, default=15, help="Games per player count (default 15).")
    args = ap.parse_args()
    for gid in args.game:
        asked, hexed = digest(gid, args.games)
        print(f"{gid:18} {asked:>7} decisions  digest {hexed}")


if __name__ == "__main__":
    main()
