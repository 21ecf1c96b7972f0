"""`State.narrate_all` tells every viewer exactly what `narrate` tells it, each its own list.

The server words the log once per `narrate_key` (games/*: the viewer's only bearing on the
sentences); a key that missed a use of the viewer would hand one viewer's sentences, hidden
cards included, to another. Every action of seeded games of all four games, for every viewer.
"""

from __future__ import annotations

import random

import pytest

from salon.core import State, load_game
from salon.server.talk import placeholders

CASES = [("rose-ceremony", 3), ("rose-ceremony", 5), ("roxane", 2), ("roxane", 4),
         ("romeo-juliette", 2), ("aqua-mirabilis", 2), ("aqua-mirabilis", 4)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_narrate_all_is_narrate_for_each_viewer(game_id: str, players: int) -> None:
    game = load_game(game_id)
    assert type(game.new_game(players, seed=0)).narrate_key is not State.narrate_key  # the game shares
    shared = 0
    for seed in range(6):
        st = game.new_game(players, seed=seed)
        rng = random.Random(seed)
        while not st.is_over():
            p = st.current_players()[0]
            action = rng.choice(st.legal_actions(p))
            new = st.clone()
            new.apply(p, action)
            names = placeholders(players) if rng.random() < 0.5 else [f"P{q}" for q in range(players)]
            viewers = [*range(players), None]
            expected = [new.narrate(st, p, action, v, names) for v in viewers]
            got = new.narrate_all(st, p, action, names)
            assert got == expected, (seed, p, str(action))
            assert len({id(lines) for lines in got}) == len(viewers)  # no list shared
            keys = [new.narrate_key(st, p, action, v) for v in viewers]
            shared += len(viewers) - len(set(keys))
            st = new
    assert shared > 0  # some sentences were worded once for several viewers
