"""What a search bot (`ismcts`) needs to know about Aqua Mirabilis beyond the rules.

Two helpers, looked up by `salon.bots.ismcts` through `AquaMirabilis.search_module`:

* `search_round(state)` — the days passed on the time track (a day passes each time a
  perfumer's sundial resets; 4 weeks of 4, 5 or 7 days at 2, 3 or 4 players): a rollout can stop
  once K more days have passed (`ismcts:rounds=K`). A day is a short stretch of play (one turn
  to a few), so K sets the rollout's length finely.
* `search_value(state)` — each seat's chance of winning from here (they sum to 1; the result,
  shared among the winners, once the game is over), judged from what every seat sees: never from
  the final bonuses hidden under the Dames (a cut state is a determinization: the bonuses a seat
  has not seen are the search's invention) nor from the order of the city piles. A conditional
  logit (salon.core.logit): seat q wins with probability exp(u_q) / Σ exp(u_r),
  u_q = w · features(q). The features (FEATURES) are the points scored during the game; the
  final parade's points with the matrix as it stands; the other public parts of the final
  scoring (originality tokens, flipped city tiles' backs, Dame majorities); the points the final
  bonuses would give now on average over the twelve bonus tiles (public: each of the twelve is
  equally likely to be any Dame's for whoever has not looked); experience; perfumes, scents and
  flowers held; the letter of reference; Dame favours and influence; city tiles held; production
  methods; the action points left on the sundial; and the seat's place in the turn from the
  perfumer playing now. The weights w are fitted per player count and per days passed, by
  maximum likelihood over heuristic self-play (`data/search_value.toml`).

Regenerate the weights (heuristic games at about 5-7 ms each; the file records the command):

    python -m salon.games.aqua_mirabilis.search --games 2000 --seed 1
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...core.logit import softmax_value
from ...core.measured import load_weights, self_play_snapshots, write_value_weights
from .common import experience, total_flowers
from .data import DAME_MAJORITY_POINTS, NBONUS, TILE_BACK
from .scoring import bonus_points
from .timetrack import last_day
from .versailles import perfume_points

if TYPE_CHECKING:
    from .rules import AquaState

#: what the value looks at, per seat (features(state) gives them in this order)
FEATURES = ("score", "parade", "originality", "city_backs", "majorities", "bonus_mean",
            "experience", "perfumes", "scents", "flowers", "letter", "favours", "influence",
            "tiles", "methods", "ap", "turn_place")


def features(state: AquaState) -> list[list[float]]:
    """Each seat's features (FEATURES), from what every seat sees."""
    n = state.players
    influence = state.influence
    majority = [0] * n
    for d in range(4):
        counts = [influence[q][d] for q in range(n)]
        best = max(counts)
        if best > 0 and counts.count(best) == 1:
            majority[counts.index(best)] += DAME_MAJORITY_POINTS
    favour = state.favour
    cur = state.cur
    rows = []
    for q in range(n):
        rows.append([
            state.score[q],
            sum(perfume_points(state, q, i, final=True) for i in range(len(state.perfumes[q]))),
            state.orig[q],
            sum(TILE_BACK[t] for t in state.flipped[q]),
            majority[q],
            sum(bonus_points(state, b, q) for b in range(NBONUS)) * 4 / NBONUS,
            experience(state, q),
            len(state.perfumes[q]),
            sum(state.scents[q]),
            total_flowers(state, q),
            state.letter[q],
            favour.count(q),
            sum(influence[q]),
            len(state.tiles[q]),
            len(state.methods[q]),
            state.ap[q],
            (q - cur) % n,
        ])
    return rows


@cache
def _weights() -> dict[tuple[int, int], tuple[float, ...]]:
    return load_weights(__package__, FEATURES, "days")


def search_round(state: AquaState) -> int:
    return state.day


def search_value(state: AquaState) -> list[float]:
    """Each seat's estimated chance of winning (they sum to 1); the result once the game is over."""
    out = state.outcome()
    if out is not None:
        share = 1.0 / len(out.winners)
        return [share if q in out.winners else 0.0 for q in range(state.players)]
    days = min(max(state.day, 1), last_day(state.players))
    return softmax_value(_weights()[(state.players, days)], features(state))


# ------------------------------------------------------------ fitting the weights
def measure(players: int, games: int, seed: int) -> list[tuple[int, list[list[float]], int]]:
    """Heuristic self-play: (days passed, every seat's features, the winner) each time a day
    passes; games won by several seats are left out."""
    from .bot import HeuristicBot
    from .rules import GAME

    return self_play_snapshots(GAME, HeuristicBot, players, games, seed,
                               search_round, features)  # type: ignore[arg-type]


def _main(argv: list[str] | None = None) -> None:
    write_value_weights(__package__, __doc__, [
        "Aqua Mirabilis: the search value's weights (salon.games.aqua_mirabilis.search), per",
        "player count and days passed, fitted on heuristic self-play."],
        FEATURES, "days", (2, 3, 4), lambda players: range(1, last_day(players) + 1), measure, argv,
        steps=8)


if __name__ == "__main__":
    _main()
