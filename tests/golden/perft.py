"""Perft: the number of decision sequences of length d from seeded starting positions.

A change in any count means the set of legal actions changed somewhere; the test prints the
"divide" (the count below each first action) to find where. Regenerate with `make golden`.
"""

from __future__ import annotations

import json
from pathlib import Path

import salon
from salon.core.game import State

HERE = Path(__file__).parent
DATA = HERE / "data" / "perft.json"
DEPTH = 5
SEEDS = (1, 2)
#: stop counting beyond this many leaves (keeps games with wide decisions fast)
CAP = 200_000


def perft(state: State, depth: int) -> int:
    """Leaves at `depth`, following the first seat that owes a decision."""
    if depth == 0 or state.is_over():
        return 1
    p = state.current_players()[0]
    legal = state.legal_actions(p)
    if depth == 1:
        return len(legal)
    total = 0
    for a in legal:
        child = state.clone()
        child.apply(p, a)
        total += perft(child, depth - 1)
        if total > CAP:
            break
    return total


def divide(state: State, depth: int) -> dict[str, int]:
    p = state.current_players()[0]
    out = {}
    for a in state.legal_actions(p):
        child = state.clone()
        child.apply(p, a)
        out[str(a)] = perft(child, depth - 1)
    return out


def positions() -> list[tuple[str, int, int]]:
    out = []
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        for seed in SEEDS:
            out.append((gid, game.min_players, seed))
    return out


def start(gid: str, players: int, seed: int) -> State:
    return salon.load_game(gid).new_game(players=players, seed=seed)


def key(gid: str, players: int, seed: int) -> str:
    return f"{gid} {players}p seed {seed}"


def compute() -> dict[str, list[int]]:
    return {key(*pos): [perft(start(*pos), d) for d in range(1, DEPTH + 1)] for pos in positions()}


def main() -> None:
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(compute(), indent=1, sort_keys=True) + "\n")
    print("wrote", DATA.name)


if __name__ == "__main__":
    main()
