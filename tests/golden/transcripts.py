"""Golden transcripts: seeded random playouts of every game, committed as text.

Regenerate after an intended rules change (and bump the game's version):

    make golden        # or: .venv/bin/python -m tests.golden.transcripts
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import salon
from salon.core.rng import Rng

HERE = Path(__file__).parent
SEEDS = (1, 2)


def cases() -> list[tuple[str, int, int]]:
    out = []
    for gid in salon.game_ids():
        game = salon.load_game(gid)
        for n in sorted({game.min_players, game.max_players}):
            for seed in SEEDS:
                out.append((gid, n, seed))
    return out


def path_for(gid: str, n: int, seed: int) -> Path:
    return HERE / "data" / f"{gid}-{n}p-seed{seed}.txt"


def transcript(gid: str, n: int, seed: int) -> str:
    """The game played by a seeded random policy, one decision a line, then the outcome."""
    game = salon.load_game(gid)
    state = game.new_game(players=n, seed=seed)
    rng = Rng(seed)
    lines = [f"# {gid}@{game.version} players={n} seed={seed} (random policy, Rng({seed}))"]
    while not state.is_over():
        current = state.current_players()
        p = current[rng.below(len(current))]
        legal = state.legal_actions(p)
        action = legal[rng.below(len(legal))]
        lines.append(f"{p}: {action}")
        state.apply(p, action)
    out = state.outcome()
    assert out is not None
    lines.append("outcome " + json.dumps(out.to_dict(), sort_keys=True, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def record_of(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """A transcript written by `transcript` as a record, and the outcome it ended with."""
    lines = path.read_text().splitlines()
    head = re.match(r"# ([\w-]+)@(\S+) players=(\d+) seed=(\d+)", lines[0])
    if head is None:
        raise ValueError(f"{path.name} does not start with a transcript's header")
    game, version, players, seed = head.groups()
    actions = [[int(seat), text] for seat, text in
               (line.split(": ", 1) for line in lines[1:-1])]
    outcome = json.loads(lines[-1].removeprefix("outcome "))
    return ({"game": game, "version": version, "players": int(players), "seed": int(seed),
             "options": {}, "actions": actions}, outcome)


def main() -> None:
    (HERE / "data").mkdir(exist_ok=True)
    for old in (HERE / "data").glob("*.txt"):
        old.unlink()
    for gid, n, seed in cases():
        path_for(gid, n, seed).write_text(transcript(gid, n, seed))
        print("wrote", path_for(gid, n, seed).name)


if __name__ == "__main__":
    main()
