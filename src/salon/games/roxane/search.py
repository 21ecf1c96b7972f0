"""What a search bot (`ismcts`) needs to know about Roxane beyond the rules.

Two helpers, looked up by `salon.bots.ismcts` through `Roxane.search_module`:

* `search_round(state)` — the rounds begun: a rollout can stop when the next round begins
  (`ismcts:rounds=1`), after Roxane's move and the new turn order.
* `search_value(state)` — each seat's chance of winning from here, judged from the table as it
  stands and each seat's resources, never from the text cards in a hand (a cut state is a
  determinization: the others' hands are the search's invention; so are their fencing values,
  drawn consistently with what the seat knows). A conditional logit: seat q wins with probability
  exp(u_q) / Σ exp(u_r), u_q = w · features(q). The features are the final scoring as if the
  game ended now, the resources (roses, letters, fencing markers and their sum, passion), the
  kiss markers, the text cards written, the Reveal track, the comma cards and the seat's place
  in the turn order. The weights w are fitted per player count and per rounds ended, by
  maximum likelihood over heuristic self-play (`data/search_value.toml`; the logit and its
  fitter: salon.core.logit). Held out, they predict the winner better than the final scoring
  alone at every round (docs/bots.md).

Regenerate the weights (heuristic games at about 40 ms each; the file records the command):

    python -m salon.games.roxane.search --games 2000 --seed 1
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...core.logit import softmax_value
from ...core.measured import load_weights, self_play_snapshots, write_value_weights
from .data import ROUNDS
from .scoring import final_scoring

if TYPE_CHECKING:
    from .rules import RoxaneState

#: what the value looks at, per seat (features(state) gives them in this order)
FEATURES = ("score_now", "roses", "letters", "fencing_markers", "fencing_sum", "passion",
            "kiss_markers", "cards_written", "revealed", "comma_cards", "turn_place")


def features(state: RoxaneState) -> list[list[float]]:
    """Each seat's features (FEATURES), from the table and the seat's resources."""
    order = state.order
    scores = final_scoring(state, order)[0]
    return [[scores[q], state.roses[q], state.letters[q], len(state.fence[q]), sum(state.fence[q]),
             state.passion[q], len(state.kiss[q]), sum(len(v) for v in state.verses[q]),
             state.revealed[q], state.commas[q], order.index(q)]
            for q in range(state.players)]


@cache
def _weights() -> dict[tuple[int, int], tuple[float, ...]]:
    return load_weights(__package__, FEATURES, "rounds_ended")


def search_round(state: RoxaneState) -> int:
    return state.round


def search_value(state: RoxaneState) -> list[float]:
    """Each seat's estimated chance of winning (they sum to 1); the result once the game is over."""
    out = state.outcome()
    if out is not None:
        return [1.0 if q in out.winners else 0.0 for q in range(state.players)]
    ended = min(max(state.round - 1, 1), ROUNDS - 1)
    return softmax_value(_weights()[(state.players, ended)], features(state))


# ------------------------------------------------------------ fitting the weights
def measure(players: int, games: int, seed: int) -> list[tuple[int, list[list[float]], int]]:
    """Heuristic self-play: (rounds ended, every seat's features, the winner) at each round's end."""
    from .bot import HeuristicBot
    from .rules import GAME

    return self_play_snapshots(GAME, HeuristicBot, players, games, seed,
                               lambda st: st.round - 1, features)  # type: ignore[attr-defined, arg-type]


def _main(argv: list[str] | None = None) -> None:
    write_value_weights(__package__, __doc__, [
        "Roxane: the search value's weights (salon.games.roxane.search), per player count and",
        "rounds ended, fitted on heuristic self-play."],
        FEATURES, "rounds_ended", (2, 3, 4), lambda players: range(1, ROUNDS), measure, argv)


if __name__ == "__main__":
    _main()
