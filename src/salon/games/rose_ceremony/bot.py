"""The Rose Ceremony heuristic bot. It decides from what view(seat) shows, alone.

- Accept or refuse: the expected value of the face-down rose, estimated over the cards this
  seat has not seen, against what the same card would do to the offerer's bouquet.
- Offer: for every (player, card) pair, the expected effect of the date if the receiver accepts
  (the card hurts or helps them) or refuses (it lands in our bouquet), with the receiver's
  chance to accept estimated from their thorn count.
- Exchange: cash in when it wins, when the deck is nearly out, or when the bouquet is at risk.

Its constants are a `Weights` record. `WEIGHTS` (since 2026-12-06) were tuned by self-play
against `FIRST_WEIGHTS`, the first release's: `bench/rose_heuristic_tune.py` climbs from the
first weights, two at a time, keeping a change that wins more of the seat-rotated games against
them, and prints what the tuned weights take against the first at 3–6 players (62.6% of the win
at 3 players, 61.5% at 4, 57.1% at 5, 56.2% at 6; an equal bot takes 50%).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...core import load_game
from ...core.game import Action, State
from ...core.playout import play_out
from ...core.rng import Rng, derive_seed
from .rules import (
    ACCEPT,
    BUST_THORNS,
    CARD_TYPES,
    CASH,
    COUNTS,
    EXCHANGE_PHASE,
    KEEP,
    REFUSE,
    RESPOND,
    ROSES,
    THORNS,
    WIN_HEARTS,
    Offer,
    RoseState,
    hearts_for,
)


def _unseen(seat_state: RoseState, seat: int) -> list[tuple[int, int]]:
    """(card, count) of the cards `seat` has not seen, in card order: the deck, the others'
    hands and a card offered to it face down are all it has not seen."""
    left = COUNTS[:]
    for c in seat_state.hands[seat]:
        left[c] -= 1
    for c in seat_state.discard:
        left[c] -= 1
    for b in seat_state.bouquets:
        for c in b:
            left[c] -= 1
    return [(c, n) for c, n in enumerate(left) if n > 0]


@dataclass(frozen=True, eq=False)  # hashed by identity: a cache key the search looks up millions of times
class Weights:
    """The heuristic's constants."""

    thorn_cost: float = 0.07  # each thorn costs this share of the bouquet's roses
    charm: float = 4.5  # a charm point the bouquet would buy, in roses
    accept: float = 0.75  # the chance a receiver without thorns accepts a rose
    accept_per_thorn: float = 0.03  # ... less this per thorn in their bouquet (never below 0.1)
    leader: float = 0.1  # harm to a receiver weighs 1 + this × their charm points
    giver_bias: float = 0.2  # a receiver assumes the offered rose is this much worse than a random one
    cash_charm: int = 2  # cash a bouquet that buys this many charm points
    cash_thorns: int = 3  # cash a bouquet of 4 roses or more once it has this many thorns
    cash_rounds: float = 2.0  # ... or once the deck holds no more than this many rounds of draws


#: the tuned weights (2026-12-06), what `heuristic` plays
WEIGHTS = Weights()
#: the first release's weights, kept to measure the tuned ones against
FIRST_WEIGHTS = Weights(thorn_cost=0.12, charm=2.5, accept=0.85, accept_per_thorn=0.18, leader=0.3,
                        giver_bias=0.6, cash_thorns=2, cash_rounds=1.0)


@cache  # a pure function of two small counts and the weights: the search asks it millions of times
def bouquet_value(roses: int, thorns: int, w: Weights = WEIGHTS) -> float:
    """How much a bouquet is worth to its owner: roses, with risk of a bust discounted."""
    if thorns >= BUST_THORNS:
        return 0.0
    return roses * (1.0 - w.thorn_cost * thorns) + w.charm * hearts_for(roses)


@cache
def gain(roses: int, thorns: int, card: tuple[int, int], w: Weights = WEIGHTS) -> float:
    """Change in bouquet value when `card` joins a bouquet of (roses, thorns)."""
    return bouquet_value(roses + card[0], thorns + card[1], w) - bouquet_value(roses, thorns, w)


def offer_value(roses: Sequence[int], thorns: Sequence[int], hearts: Sequence[int], giver: int, to: int,
                card: tuple[int, int], w: Weights = WEIGHTS) -> float:
    """What offering `card` to seat `to` is worth to the giver: the harm to `to` if accepted
    (more against a leader), the gain to the giver's bouquet if refused, weighed by the chance
    `to` accepts (a receiver near a bust tends to refuse). Bouquets as roses and thorns by seat."""
    p_accept = max(0.1, w.accept - w.accept_per_thorn * thorns[to])
    leader = 1.0 + w.leader * hearts[to]
    return (p_accept * -gain(roses[to], thorns[to], card, w) * leader
            + (1 - p_accept) * gain(roses[giver], thorns[giver], card, w))


class HeuristicBot:
    """Reads of the state only what `view(seat)` shows (the seat's hand, the bouquets, the
    discard, charm points, whose date it is, the deck size): the same decisions as from the view,
    without building it — rollouts of the search call this bot at every step."""

    def __init__(self, seed: int = 0, weights: Weights = WEIGHTS, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"
        self.w = weights

    def choose(self, state: State, seat: int) -> Action:
        assert isinstance(state, RoseState)
        roses = [sum(map(ROSES.__getitem__, b)) for b in state.bouquets]
        thorns = [sum(map(THORNS.__getitem__, b)) for b in state.bouquets]
        phase = state.phase
        if phase == RESPOND:
            return self._respond(state, seat, roses, thorns)
        if phase == EXCHANGE_PHASE:
            return self._exchange(state, seat, roses[seat], thorns[seat])
        return self._offer(state, seat, roses, thorns)

    def _respond(self, state: RoseState, seat: int, roses: list[int], thorns: list[int]) -> Action:
        giver = state.turn
        pool = _unseen(state, seat)
        total = sum(n for _, n in pool) or 1
        my_r, my_t = roses[seat], thorns[seat]
        g_r, g_t = roses[giver], thorns[giver]
        # The giver chose the card: assume it is a little worse for us than a random one.
        w = self.w
        ev_accept = sum(n * gain(my_r, my_t, CARD_TYPES[c], w) for c, n in pool) / total - w.giver_bias
        ev_refuse = -sum(n * gain(g_r, g_t, CARD_TYPES[c], w) for c, n in pool) / total
        return ACCEPT if ev_accept >= ev_refuse else REFUSE

    def _exchange(self, state: RoseState, seat: int, roses: int, thorns: int) -> Action:
        hearts = state.hearts[seat] + hearts_for(roses)
        if roses >= 10 or hearts >= WIN_HEARTS:
            return CASH
        if state.final_round or len(state.deck) <= self.w.cash_rounds * state.players:
            return CASH
        if hearts_for(roses) >= self.w.cash_charm or thorns >= self.w.cash_thorns:
            return CASH
        return KEEP

    def _offer(self, state: RoseState, seat: int, roses: list[int], thorns: list[int]) -> Action:
        legal = state.legal_actions(seat)
        hearts = state.hearts
        best: tuple[float, int] | None = None
        choice = legal[0]
        for i, action in enumerate(legal):
            assert isinstance(action, Offer)
            value = offer_value(roses, thorns, hearts, seat, action.to, CARD_TYPES[action.card], self.w)
            key = (value + self.rng.random() * 1e-6, -i)
            if best is None or key > best:
                best = key
                choice = action
        return choice


def weights_share(cand: Weights, base: Weights, players: int, seed: int, pattern: Sequence[int]) -> float:
    """The yardstick of the weights' tuning: one game of heuristic bots from table seed `seed`,
    `cand`'s weights at the seats where `pattern` is 1 and `base`'s at the others; `cand`'s share
    of the win (a shared win in proportion, a game without a winner half)."""
    game = load_game("rose-ceremony")
    state = game.new_game(players=players, seed=seed)
    bots = [HeuristicBot(derive_seed(seed, "bot", q), weights=cand if pattern[q] else base)
            for q in range(players)]
    play_out(state, bots, game.max_decisions)
    out = state.outcome()
    assert out is not None
    won = out.winners
    return sum(1 for q in won if pattern[q]) / len(won) if won else 0.5
