"""What each seat sees, checked over whole random games."""

from __future__ import annotations

import json

import pytest

from salon.core.rng import Rng
from salon.games.roxane.data import CARD_IDS, KISS_IDS
from salon.games.roxane.frames import F_KISS
from salon.games.roxane.knowledge import kiss_known_in_stack

from .helpers import new


def hidden_from(s, p):
    """Card and kiss ids seat p must not see in this state."""
    cards = {CARD_IDS[x] for q in range(s.players) if q != p for x in s.hands[q]}
    cards |= {CARD_IDS[x] for st in s.stacks for x in st}
    kisses = {KISS_IDS[k] for q in range(s.players) if q != p for k in s.kiss[q]}
    known = {k for _, k in kiss_known_in_stack(s, p)} if p is not None else set()
    kisses |= {KISS_IDS[k] for k in s.kstack if k not in known}
    for f in s.pend:
        if f[0] == F_KISS and f[1] != p:
            kisses |= {KISS_IDS[f[2]], KISS_IDS[f[3]]}
    return cards | kisses


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_hidden_id_in_any_view(players: int) -> None:
    s = new(players, seed=40 + players)
    rng = Rng(players)
    step = 0
    while not s.is_over():
        if step % 7 == 0:
            for p in [None, *range(players)]:
                text = json.dumps(s.view(p))
                secret = hidden_from(s, p)
                leaked = [x for x in secret if f'"{x}"' in text]
                assert not leaked, f"seat {p} sees {leaked[:3]}"
                if p is not None:
                    for q in range(players):
                        if q != p:
                            assert s.view(p)["player"][q]["fencing_values"] is None
        p = s.current_players()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.below(len(legal))])
        step += 1
