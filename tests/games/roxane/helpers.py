"""Building Roxane positions for scenario tests."""

from __future__ import annotations

from typing import Any

from salon.games.roxane.data import CARD_INDEX, TILE_IDS
from salon.games.roxane.frames import F_CHECK, F_DRAW, F_PLAY, F_TURN
from salon.games.roxane.rules import GAME, ST_END_ROUND, RoxaneState


def new(players: int = 3, seed: int = 1, **opts: Any) -> RoxaneState:
    state = GAME.new_game(players, seed=seed, **opts)
    assert isinstance(state, RoxaneState)
    return state


def c(cid: str) -> int:
    """Card index of a card id such as 'T05'."""
    return CARD_INDEX[cid]


def tile(tid: str) -> int:
    return TILE_IDS.index(tid)


def give_hand(s: RoxaneState, p: int, ids: list[str]) -> None:
    """Put exactly these cards in p's hand (taken from wherever they are), keeping counts."""
    cards = [c(x) for x in ids]
    for q in range(s.players):
        s.hands[q] = [x for x in s.hands[q] if x not in cards]
    s.stacks = [[x for x in st if x not in cards] for st in s.stacks]
    s.discards = [[x for x in d if x not in cards] for d in s.discards]
    # return p's old cards to their stacks
    from salon.games.roxane.data import CARD_TYPE
    for x in s.hands[p]:
        s.stacks[CARD_TYPE[x]] = [x] + s.stacks[CARD_TYPE[x]]
    s.hands[p] = sorted(cards)


def write_verses(s: RoxaneState, p: int, verses: list[list[str]]) -> None:
    """Give p these written verses (commas written between them), taking the cards away."""
    from salon.games.roxane.data import CARD_RES, CARD_TYPE
    cards = [c(x) for v in verses for x in v]
    for q in range(s.players):
        s.hands[q] = [x for x in s.hands[q] if x not in cards]
    s.stacks = [[x for x in st if x not in cards] for st in s.stacks]
    s.verses[p] = [[c(x) for x in v] for v in verses]
    caps = [0, 0, 0]
    for x in cards:
        caps[CARD_RES[x]] += 1
    s.caps[p] = caps
    s.commas_w[p] = len(verses) - 1
    s.commas[p] = 2 - s.commas_w[p]
    # keep 6 cards in every hand
    for q in range(s.players):
        while len(s.hands[q]) < 6:
            t = max(range(5), key=lambda t: len(s.stacks[t]))
            s.hands[q].append(s.stacks[t][-1])
            s.stacks[t] = s.stacks[t][:-1]
            s.hands[q].sort()
        _ = CARD_TYPE


def turn_of(s: RoxaneState, p: int, then: int | None = None) -> None:
    """Make it the start of p's action phase (optionally followed by seat `then`'s turn)."""
    s.pend = []
    if then is not None:
        s.pend.append((F_TURN, then, 0, 0, 0))
    s.pend += [(F_DRAW, p, 0, 0, 0), (F_CHECK, p, 0, 0, 0), (F_PLAY, p, 0, 0, 0)]
    s.first = True
    s.xlimit = min(s.revealed[p] + 3, 13)
    s.challenged = 0
    s.stage = ST_END_ROUND
    s._lc = None


def play(s: RoxaneState, *texts: str) -> None:
    """Apply these notations, each by the seat to act."""
    for t in texts:
        p = s.current_players()[0]
        s.apply(p, t)


def legal(s: RoxaneState) -> list[str]:
    p = s.current_players()[0]
    return [str(a) for a in s.legal_actions(p)]
