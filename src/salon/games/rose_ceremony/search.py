"""What a search bot (`ismcts`) needs to know about Rose Ceremony beyond the rules.

One helper, looked up by `salon.bots.ismcts` through `RoseCeremony.search_module`:

* `plausible(state, seat, view)` — reading the offerer. A seat offered a face-down rose sees
  only who offered it; a uniform determinization deals the offered card at random from every
  card the seat has not seen, as if the offerer had shut their eyes. An offerer chooses: the
  card that hurts the receiver most if accepted and helps the offerer if refused. So a
  determinization (the offerer's whole hand, the offered card among it) is kept with the chance
  that an offerer weighing the heuristic bot's date values (`bot.offer_value`) with a softmax
  of temperature `OFFER_TEMPERATURE` would have picked that card for this receiver: rejection
  sampling, which draws hands and cards in proportion to how well they explain the offer. The
  draw that decides is the determinization's own seeded stream, so the search stays
  reproducible.

How well each temperature explains the offers some bot makes (`offer_fit`: mean log-likelihood
per offer over seeded 3-player games; docs/bots.md gives the figures behind `OFFER_TEMPERATURE`):

    .venv/bin/python bench/rose_offer_fit.py --games 30 --seed 1000 --bot ismcts:iterations=200
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from .bot import offer_value
from .rules import CARD_TYPES, RESPOND, ROSES, THORNS, RoseState

#: softmax temperature over the offerer's date values (bouquet-value units, about a rose):
#: low trusts the offerer to pick the nastiest card, high is the uniform deal
OFFER_TEMPERATURE = 1.0


def offer_values(state: RoseState, giver: int, cards: set[int]) -> dict[tuple[int, int], float]:
    """The heuristic's date value of offering each of `cards` to each other seat, by (seat, card)."""
    roses = [sum(ROSES[c] for c in b) for b in state.bouquets]
    thorns = [sum(THORNS[c] for c in b) for b in state.bouquets]
    return {(to, c): offer_value(roses, thorns, state.hearts, giver, to, CARD_TYPES[c])
            for c in cards for to in range(state.players) if to != giver}


def log_softmax(values: dict[tuple[int, int], float], chosen: tuple[int, int], temperature: float) -> float:
    """The log-probability of `chosen` under a softmax of `values` at `temperature`."""
    top = max(values.values())
    total = sum(math.exp((v - top) / temperature) for v in values.values())
    return (values[chosen] - top) / temperature - math.log(total)


def offer_likelihood(state: RoseState, temperature: float = OFFER_TEMPERATURE) -> float:
    """The chance an offerer weighing the date values (softmax over every card of their hand
    and every other seat) would have made the state's offer, given their hand (the rest of it
    and the offered card)."""
    values = offer_values(state, state.turn, set(state.hands[state.turn]) | {state.offer_card})
    return math.exp(log_softmax(values, (state.offer_to, state.offer_card), temperature))


def plausible(state: RoseState, seat: int, view: dict[str, Any]) -> bool:
    """Keep a determinization with the chance that its offered card explains the offer (above)."""
    if state.phase != RESPOND or seat != state.offer_to:
        return True
    return state.rng.clone().random() < offer_likelihood(state)


def offer_fit(bot: Callable[[int], Any], games: int, seed: int,
              temperatures: Sequence[float]) -> tuple[int, dict[float, float]]:
    """(offers seen, mean log-likelihood per offer at each temperature) of the offers made in
    `games` seeded 3-player games with `bot(seed)` (a bot: its `choose(state, seat)`) in every
    seat."""
    from .rules import GAME, OFFER, Offer

    seen: list[tuple[dict[tuple[int, int], float], tuple[int, int]]] = []
    for g in range(games):
        state = GAME.new_game(players=3, seed=seed + g)
        assert isinstance(state, RoseState)
        bots = [bot(g * 10 + s) for s in range(3)]
        while state.outcome() is None:
            p = state.current_players()[0]
            action = bots[p].choose(state, p)
            if state.phase == OFFER:
                assert isinstance(action, Offer)
                seen.append((offer_values(state, p, set(state.hands[p])), (action.to, action.card)))
            state.apply(p, action)
    fit = {t: sum(log_softmax(values, chosen, t) for values, chosen in seen) / max(1, len(seen))
           for t in temperatures}
    return len(seen), fit
