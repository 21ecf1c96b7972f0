"""What a search bot (`ismcts`) needs to know about Rose Ceremony beyond the rules.

Three helpers, looked up by `salon.bots.ismcts` through `RoseCeremony.search_module`:

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
* `search_round(state)` — the rounds played (every seat has had a turn): a rollout can stop when
  the next round is complete (`ismcts:rounds=1`).
* `search_value(state)` — each seat's chance of winning from here, judged from the table as
  every seat sees it, never from the hands (a cut state is a determinization: the others' hands
  are the search's invention). A conditional logit (salon.core.logit): seat q wins with
  probability exp(u_q) / Σ exp(u_r), u_q = w · features(q). The features (FEATURES) are the
  charm points, the bouquet's roses and thorns, the charm points it would buy now, whether the
  seat can win on its next exchange (five charm points, or a ten-rose bouquet) and the seat's
  place in the turn from the seat playing now. The weights w are fitted per player count and
  per rounds played (the last stage `LAST_STAGE` pools every later one), by maximum likelihood
  over heuristic self-play (`data/search_value.toml`). Without `rounds` or `depth` a rollout
  plays to the end and the value is not used: `strong` and `normal` do not read it.

How well each temperature explains the offers some bot makes (`offer_fit`: mean log-likelihood
per offer over seeded 3-player games; docs/bots.md gives the figures behind `OFFER_TEMPERATURE`):

    .venv/bin/python bench/rose_offer_fit.py --games 30 --seed 1000 --bot ismcts:iterations=200

Regenerate the value's weights (the file records the command):

    python -m salon.games.rose_ceremony.search --games 2000 --seed 1
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ...core.logit import softmax_value
from ...core.measured import load_weights, self_play_snapshots, write_value_weights
from .bot import offer_value
from .rules import (
    BUST_THORNS,
    CARD_TYPES,
    INSTANT_WIN_ROSES,
    MIN_EXCHANGE_ROSES,
    RESPOND,
    ROSES,
    THORNS,
    WIN_HEARTS,
    RoseState,
    hearts_for,
)

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


# ------------------------------------------------------------ the value at a rollout's cut
#: what the value looks at, per seat (features(state) gives them in this order)
FEATURES = ("charm_points", "roses", "thorns", "exchange_now", "can_win", "turn_place")
#: the last stage with weights of its own: later rounds are judged with its weights (few games
#: last that long without a winner)
LAST_STAGE = 8


def features(state: RoseState) -> list[list[float]]:
    """Each seat's features (FEATURES), from the table every seat sees."""
    n = state.players
    rows = []
    for q in range(n):
        bouquet = state.bouquets[q]
        roses = sum(ROSES[c] for c in bouquet)
        thorns = sum(THORNS[c] for c in bouquet)
        buys = hearts_for(roses) if roses >= MIN_EXCHANGE_ROSES and thorns < BUST_THORNS else 0
        can_win = roses >= INSTANT_WIN_ROSES or state.hearts[q] + buys >= WIN_HEARTS
        rows.append([float(state.hearts[q]), float(roses), float(thorns), float(buys), float(can_win),
                     float((q - state.turn) % n)])
    return rows


@cache
def _weights() -> dict[tuple[int, int], tuple[float, ...]]:
    return load_weights(__package__, FEATURES, "rounds")


def search_round(state: RoseState) -> int:
    return state.turns_played // state.players


def search_value(state: RoseState) -> list[float]:
    """Each seat's estimated chance of winning (they sum to 1); the result once the game is over."""
    out = state.outcome()
    if out is not None:
        share = 1.0 / len(out.winners)
        return [share if q in out.winners else 0.0 for q in range(state.players)]
    stage = min(max(search_round(state), 1), LAST_STAGE)
    return softmax_value(_weights()[(state.players, stage)], features(state))


def measure(players: int, games: int, seed: int) -> list[tuple[int, list[list[float]], int]]:
    """Heuristic self-play: (rounds played, every seat's features, the winner) at each round's
    end; games won by several seats are left out."""
    from .bot import HeuristicBot
    from .rules import GAME

    return self_play_snapshots(GAME, HeuristicBot, players, games, seed,
                               search_round, features)  # type: ignore[arg-type]


def _main(argv: list[str] | None = None) -> None:
    write_value_weights(__package__, __doc__, [
        "Rose Ceremony: the search value's weights (salon.games.rose_ceremony.search), per",
        "player count and rounds played (the last stage pools the later rounds), fitted on",
        "heuristic self-play."],
        FEATURES, "rounds", range(3, 7), lambda players: range(1, LAST_STAGE + 1), measure, argv,
        pool=lambda r: min(r, LAST_STAGE))


if __name__ == "__main__":
    _main()
