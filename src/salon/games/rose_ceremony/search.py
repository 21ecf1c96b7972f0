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
"""

from __future__ import annotations

import math
from typing import Any

from .bot import offer_value
from .rules import CARD_TYPES, RESPOND, ROSES, THORNS, RoseState

#: softmax temperature over the offerer's date values (bouquet-value units, about a rose):
#: low trusts the offerer to pick the nastiest card, high is the uniform deal
OFFER_TEMPERATURE = 1.0


def offer_likelihood(state: RoseState, temperature: float = OFFER_TEMPERATURE) -> float:
    """The chance an offerer weighing the date values (softmax over every card of their hand
    and every other seat) would have made the state's offer, given their hand (the rest of it
    and the offered card)."""
    giver, receiver, offered = state.turn, state.offer_to, state.offer_card
    roses = [sum(ROSES[c] for c in b) for b in state.bouquets]
    thorns = [sum(THORNS[c] for c in b) for b in state.bouquets]
    cards = set(state.hands[giver])
    cards.add(offered)
    values = {(to, c): offer_value(roses, thorns, state.hearts, giver, to, CARD_TYPES[c])
              for c in cards for to in range(state.players) if to != giver}
    top = max(values.values())
    total = sum(math.exp((v - top) / temperature) for v in values.values())
    return math.exp((values[receiver, offered] - top) / temperature) / total


def plausible(state: RoseState, seat: int, view: dict[str, Any]) -> bool:
    """Keep a determinization with the chance that its offered card explains the offer (above)."""
    if state.phase != RESPOND or seat != state.offer_to:
        return True
    return state.rng.clone().random() < offer_likelihood(state)
