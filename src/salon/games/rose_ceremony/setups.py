"""Rose Ceremony set-ups: the lessons' positions (the rulebook has no worked example).

`arrange` deals a new game from a seed and then lays the table: exact hands and bouquets, taken
from the deck so the 54 cards stay counted (a hand's old cards go back under the deck), charm
points, whose turn it is. `salon.core.setups` explains set-ups in general; the lessons in
`lessons/` start from these. Every set-up here is salon's own (4 players; you are seat 0).

    first-date      your first turn: a hand of 3/0, 1/2, 2/1 and 0/3
    thorny-bouquet  Player 2's bouquet carries 4 thorns; you hold a thorny card
    eight-roses     your bouquet holds 8 roses and 2 thorns; Player 2 offers you a card
    six-roses       your bouquet holds 6 roses; you have 3 charm points
"""

from __future__ import annotations

from ...core.setups import SetupRegistry
from .rules import GAME, OFFER, TYPE_OF, RoseState

SETUPS = SetupRegistry(GAME.id)

Card = tuple[int, int]


def _take(s: RoseState, card: Card, fixed: set[int]) -> int:
    """Take one card of this (roses, thorns) type out of the deck, or else out of the hand of
    a seat whose hand is not `fixed` (which draws the deck's top card instead)."""
    c = TYPE_OF[card]
    if c in s.deck:
        s.deck.remove(c)
        return c
    for q in range(s.players):
        if q not in fixed and c in s.hands[q]:
            s.hands[q].remove(c)
            s.hands[q].append(s.deck.pop())
            s.hands[q].sort()
            return c
    raise ValueError(f"set-up: no {card[0]}/{card[1]} card left to take")


def arrange(players: int, seed: int, *, hands: dict[int, list[Card]] | None = None,
            bouquets: dict[int, list[Card]] | None = None, hearts: dict[int, int] | None = None,
            turn: int = 0) -> RoseState:
    """A new game dealt from `seed`, then these hands (4 cards each) and bouquets laid out,
    these charm points, and `turn`'s date about to begin (its start player too)."""
    s = GAME.new_game(players, seed=seed)
    assert isinstance(s, RoseState)
    fixed = set(hands or {})
    for q, cards in (hands or {}).items():
        s.deck[:0] = s.hands[q]  # the old hand goes under the deck
        s.hands[q] = sorted(_take(s, c, fixed) for c in cards)
    for q, cards in (bouquets or {}).items():
        s.bouquets[q] = [_take(s, c, fixed) for c in cards]
    for q, n in (hearts or {}).items():
        s.hearts[q] = n
    s.start = s.turn = turn
    s.phase = OFFER
    s._lc = None
    return s


@SETUPS.add("first-date", seed=1)
def first_date(seed: int) -> RoseState:
    """Four players; it is your (seat 0) first turn and you hold 3/0, 1/2, 2/1 and 0/3."""
    return arrange(4, seed, hands={0: [(3, 0), (1, 2), (2, 1), (0, 3)]})


@SETUPS.add("thorny-bouquet", seed=2)
def thorny_bouquet(seed: int) -> RoseState:
    """Four players; Player 2 (seat 1) has a bouquet of 3/2 and 1/2 (4 roses, 4 thorns); you hold
    a 0/3 card among 2/0, 1/1 and 3/0; your own bouquet holds a 2/1."""
    return arrange(4, seed, hands={0: [(0, 3), (2, 0), (1, 1), (3, 0)]},
                   bouquets={0: [(2, 1)], 1: [(3, 2), (1, 2)]})


@SETUPS.add("eight-roses", seed=3)
def eight_roses(seed: int) -> RoseState:
    """Four players; your bouquet (seat 0) holds 3/0, 3/1 and 2/1: 8 roses, 2 thorns; you have
    3 charm points. It is Player 2's (seat 1) turn; they are about to offer you a card."""
    return arrange(4, seed, hands={1: [(2, 0), (0, 2), (1, 1), (2, 1)]},
                   bouquets={0: [(3, 0), (3, 1), (2, 1)]}, hearts={0: 3}, turn=1)


@SETUPS.add("six-roses", seed=4)
def six_roses(seed: int) -> RoseState:
    """Four players; your bouquet (seat 0) holds 3/0, 2/1 and 1/1: 6 roses, 2 thorns; you have
    3 charm points and hold 0/3, 1/0, 2/1 and 4/1; it is your turn."""
    return arrange(4, seed, hands={0: [(0, 3), (1, 0), (2, 1), (4, 1)]},
                   bouquets={0: [(3, 0), (2, 1), (1, 1)]}, hearts={0: 3})
