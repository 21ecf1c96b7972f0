"""Seeded random playouts shared by the conformance tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import salon
from salon.core.game import Action, State
from salon.core.rng import Rng


@dataclass
class Playout:
    final: State
    #: (state before the decision, seat, action taken) at sampled steps
    samples: list[tuple[State, int, Action]] = field(default_factory=list)
    decisions: int = 0
    #: actions seen legal at some point: material for illegal-action probes
    seen_actions: list[Action] = field(default_factory=list)


def random_step(state: State, rng: Rng) -> tuple[int, Action]:
    seats = state.current_players()
    p = seats[rng.below(len(seats))]
    legal = state.legal_actions(p)
    return p, legal[rng.below(len(legal))]


def play(game_id: str, players: int, seed: int, options: dict[str, Any], samples: int = 12) -> Playout:
    """Play a seeded random game to its end, keeping clones of about `samples` states."""
    game = salon.load_game(game_id)
    state = game.new_game(players=players, seed=seed, **options)
    rng = Rng(seed + 1000)
    # First pass to learn the length, so samples spread over the whole game.
    probe = state.clone()
    length = 0
    while not probe.is_over():
        p, a = random_step(probe, rng)
        probe.apply(p, a)
        length += 1
        if length > game.max_decisions:
            raise AssertionError(f"{game_id}: no end after {game.max_decisions} decisions")
    every = max(1, length // samples)
    rng = Rng(seed + 1000)
    out = Playout(final=state)
    step = 0
    while not state.is_over():
        p, a = random_step(state, rng)
        if step % every == 0:
            out.samples.append((state.clone(), p, a))
            if len(out.seen_actions) < 400:
                out.seen_actions.extend(state.legal_actions(p)[:20])
        state.apply(p, a)
        step += 1
    out.decisions = step
    return out
