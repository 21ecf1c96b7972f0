"""The Rose Ceremony heuristic bot. It decides from view(seat) alone.

- Accept or refuse: the expected value of the face-down rose, estimated over the cards this
  seat has not seen, against what the same card would do to the offerer's bouquet.
- Offer: for every (player, card) pair, the expected effect of the date if the receiver accepts
  (the card hurts or helps them) or refuses (it lands in our bouquet), with the receiver's
  chance to accept estimated from their thorn count.
- Exchange: cash in when it wins, when the deck is nearly out, or when the bouquet is at risk.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.game import Action, State
from ...core.rng import Rng
from .rules import ACCEPT, BUST_THORNS, CASH, COUNTS, KEEP, REFUSE, TYPE_OF, WIN_HEARTS, Offer, hearts_for


def _unseen(view: dict[str, Any]) -> list[tuple[int, int, int]]:
    """(roses, thorns, count) of the cards this seat has not seen."""
    left = {ct: n for ct, n in zip(sorted(TYPE_OF), COUNTS)}
    seen = list(view["hand"]) + list(view["discard"]) + [c for b in view["bouquets"] for c in b]
    for r, t in seen:
        left[(r, t)] -= 1
    return [(r, t, n) for (r, t), n in left.items() if n > 0]


@cache  # a pure function of two small counts: the search asks it millions of times
def bouquet_value(roses: int, thorns: int) -> float:
    """How much a bouquet is worth to its owner: roses, with risk of a bust discounted."""
    if thorns >= BUST_THORNS:
        return 0.0
    return roses * (1.0 - 0.12 * thorns) + 2.5 * hearts_for(roses)


@cache
def gain(roses: int, thorns: int, card: tuple[int, int]) -> float:
    """Change in bouquet value when `card` joins a bouquet of (roses, thorns)."""
    return bouquet_value(roses + card[0], thorns + card[1]) - bouquet_value(roses, thorns)


class HeuristicBot:
    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"

    def choose(self, state: State, seat: int) -> Action:
        view = state.view(seat)
        legal = state.legal_actions(seat)
        phase = view["phase"]
        if phase == "respond":
            return self._respond(view, seat)
        if phase == "exchange":
            return self._exchange(view, seat)
        return self._offer(view, seat, legal)

    def _respond(self, view: dict[str, Any], seat: int) -> Action:
        giver = view["offer"]["from"]
        pool = _unseen(view)
        total = sum(n for _, _, n in pool) or 1
        my_r, my_t = view["bouquet_roses"][seat], view["bouquet_thorns"][seat]
        g_r, g_t = view["bouquet_roses"][giver], view["bouquet_thorns"][giver]
        # The giver chose the card: assume it is a little worse for us than a random one.
        ev_accept = sum(n * gain(my_r, my_t, (r, t)) for r, t, n in pool) / total - 0.6
        ev_refuse = -sum(n * gain(g_r, g_t, (r, t)) for r, t, n in pool) / total
        return ACCEPT if ev_accept >= ev_refuse else REFUSE

    def _exchange(self, view: dict[str, Any], seat: int) -> Action:
        roses, thorns = view["bouquet_roses"][seat], view["bouquet_thorns"][seat]
        hearts = view["hearts"][seat] + hearts_for(roses)
        if roses >= 10 or hearts >= WIN_HEARTS:
            return CASH
        if view["final_round"] or view["deck_size"] <= view["players"]:
            return CASH
        if hearts_for(roses) >= 2 or thorns >= 2:
            return CASH
        return KEEP

    def _offer(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        my_r, my_t = view["bouquet_roses"][seat], view["bouquet_thorns"][seat]
        best: tuple[float, int] | None = None
        choice = legal[0]
        for i, action in enumerate(legal):
            assert isinstance(action, Offer)
            q = action.to
            card = next(tuple(c) for c in view["hand"] if TYPE_OF[tuple(c)] == action.card)
            q_r, q_t = view["bouquet_roses"][q], view["bouquet_thorns"][q]
            # A receiver near a bust tends to refuse.
            p_accept = max(0.1, 0.85 - 0.18 * q_t)
            leader = 1.0 + 0.3 * view["hearts"][q]
            value = (p_accept * -gain(q_r, q_t, card) * leader
                     + (1 - p_accept) * gain(my_r, my_t, card))
            key = (value + self.rng.random() * 1e-6, -i)
            if best is None or key > best:
                best = key
                choice = action
        return choice
