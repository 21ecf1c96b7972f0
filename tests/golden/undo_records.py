"""Golden records with undos: seeded random playouts that take back an action now and then,
committed as records with a digest of every seat's final view. They were first written by the
rule before issue 26 (an undo took back the last action in effect, always the undoer's), so
`test_undo_records.py` holds that those records replay exactly under today's rule.

Regenerate (after an intended change; the old files of an older version keep their version):

    .venv/bin/python -m tests.golden.undo_records
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import salon

HERE = Path(__file__).parent
#: (game, players, seed): one small case per game, Rose Ceremony offers no undo
CASES = (("aqua-mirabilis", 2, 1), ("roxane", 3, 1), ("romeo-juliette", 2, 1), ("romeo-juliette", 2, 2))
#: decisions per record (a game's first stretch: enough undos, a small file)
STEPS = 400


def path_for(gid: str, n: int, seed: int) -> Path:
    return HERE / "data" / f"undo-{gid}-{n}p-seed{seed}.json"


def views_digest(state: salon.State) -> str:
    """A digest of every seat's view and the spectator's, and of who decides."""
    views = [state.view(q) for q in [*range(state.players), None]]
    text = json.dumps([views, list(state.current_players())], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def playout(gid: str, n: int, seed: int) -> dict[str, Any]:
    """A seeded random game of STEPS decisions where an undoable action is taken back half the
    time: its record, how many undos, and the final views' digest."""
    state = salon.load_game(gid).new_game(n, seed=seed)
    rnd = random.Random(seed)
    undos = 0
    for _ in range(STEPS):
        if state.is_over():
            break
        current = state.current_players()
        p = current[rnd.randrange(len(current))]
        if state.can_undo(p) and rnd.random() < 0.5:
            state.undo(p)
            undos += 1
            continue
        legal = state.legal_actions(p)
        state.apply(p, legal[rnd.randrange(len(legal))])
    return {"record": state.record(), "undos": undos, "views": views_digest(state)}


def main() -> None:
    for gid, n, seed in CASES:
        path = path_for(gid, n, seed)
        path.write_text(json.dumps(playout(gid, n, seed), ensure_ascii=False) + "\n")
        print("wrote", path.name)


if __name__ == "__main__":
    main()
