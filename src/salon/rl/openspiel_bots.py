"""OpenSpiel's Python ISMCTS bot, ready for OpenSpiel's `evaluate_bots` (docs/rl.md, OpenSpiel).

    import numpy as np, pyspiel
    from open_spiel.python.algorithms import evaluate_bots
    from salon.rl import openspiel, openspiel_bots
    openspiel.register()
    game = pyspiel.load_game("salon_rose_ceremony", {"players": 3})
    bots = openspiel_bots.ismcts_bots(game, simulations=100, seed=1)
    evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(1))
    pyspiel.evaluate_bots(game.new_initial_state(), bots, 1)      # the C++ loop works too

OpenSpiel's evaluation loops call `restart_at(state)` on every bot before the game (the Python
loop always, the C++ loop when the state has a history) and `inform_action(state, player,
action)` on the bots that did not act. `open_spiel.python.algorithms.ismcts.ISMCTSBot` defines
neither, so pyspiel.Bot's defaults answer "RestartAt(state) not implemented" (OpenSpiel's own
gap, for every game). ISMCTS keeps nothing between moves, as its `run_search` starts every
search from an empty tree, so `ISMCTSBot` here adds the two methods: `restart_at` drops the
last tree and `inform_action` does nothing.

It also draws its determinizations (`resample_from_infostate`) from its own `random_state`,
where OpenSpiel's bot makes a fresh `pyspiel.UniformProbabilitySampler` for each, seeded from
the operating system: with a seed, a game of these bots is replayable.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

__all__ = ["ISMCTSBot", "ismcts_bots"]


class ISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's Python ISMCTSBot with the Bot methods that `evaluate_bots` calls, and
    determinizations drawn from its own `random_state` (module docstring)."""

    def __init__(self, game: Any, evaluator: Any, uct_c: float, max_simulations: int,
                 **kwargs: Any) -> None:
        super().__init__(game, evaluator, uct_c, max_simulations, **kwargs)
        rs = self._random_state
        self.set_resampler(lambda state, p: state.resample_from_infostate(p, rs.uniform))

    def restart_at(self, state: Any) -> None:
        """Nothing carries over between searches: forget the last tree."""
        self.reset()

    def restart(self) -> None:
        self.reset()

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Another player's (or chance's) action: each search starts from the state it is
        given, so there is nothing to update."""


def ismcts_bots(game: Any, simulations: int = 100, *, uct_c: float = 0.7, rollouts: int = 1,
                seed: int = 0, **kwargs: Any) -> list[ISMCTSBot]:
    """One `ISMCTSBot` per player of the OpenSpiel `game`, player p's with its own
    `np.random.RandomState(seed + p)` (searches, determinizations, final choice) and a
    random-rollout evaluator (`rollouts` playouts per leaf) drawing on the same generator.
    `simulations` is the search budget per decision; other keywords go to `ISMCTSBot`
    (e.g. `final_policy_type`, `max_world_samples`)."""
    if isinstance(simulations, bool) or not isinstance(simulations, int) or simulations < 1:
        raise ValueError(f"simulations must be a positive integer, not {simulations!r}")
    if isinstance(rollouts, bool) or not isinstance(rollouts, int) or rollouts < 1:
        raise ValueError(f"rollouts must be a positive integer, not {rollouts!r}")
    if game.get_type().dynamics != pyspiel.GameType.Dynamics.SEQUENTIAL:
        raise ValueError(f"{game}: ISMCTS plays sequential games only")
    bots = []
    for p in range(game.num_players()):
        rs = np.random.RandomState(seed + p)
        bots.append(ISMCTSBot(game, mcts.RandomRolloutEvaluator(rollouts, rs), uct_c,
                              simulations, random_state=rs, **kwargs))
    return bots
