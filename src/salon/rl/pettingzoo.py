"""PettingZoo AEC environments for every salon game (docs/rl.md).

    from salon.rl.pettingzoo import env
    e = env("rose-ceremony", players=4, render_mode="ansi")
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0])
        e.step(action)

- Agents are `seat_0 … seat_{n-1}`; the action space is a static `Discrete(N)` from the game's
  codec; observations are `{"observation": float32[D], "action_mask": int8[N]}` and the mask is
  mirrored in `infos[agent]["action_mask"]`. A seat that is not deciding sees an all-zero mask.
- Simultaneous decisions (several seats in `current_players()`) are stepped one seat after the
  other, lowest seat first. salon keeps a submitted choice hidden from the other seats until
  every choice is in, so stepping in turn gives nobody an advantage.
- Rewards are paid once, at the step that ends the game. `reward="score"` (the default): each
  seat gets its final score minus the table's mean score (cooperative games: every seat gets the
  team's score, 1 won / 0 lost). `reward="win"`: each of k winners gets 1/k, the others 0.
- `reset(seed=s)` deals game seed `s`; `reset()` without a seed deals the next seed from a
  generator seeded by the last explicit seed (or by the OS if there was none).
- A game that reaches `max_steps` decisions (default: the game's own safety bound) is truncated.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from ..core import State, load_game
from .codecs import codec_for, encoder_for

__all__ = ["REWARD_MODES", "SalonAECEnv", "env", "final_rewards", "raw_env"]

REWARD_MODES = ("score", "win")


class SalonAECEnv(AECEnv):  # type: ignore[misc]
    """One salon game as a PettingZoo AEC environment."""

    metadata = {"name": "salon_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_id: str, players: int | None = None, render_mode: str | None = None,
                 reward: str = "score", max_steps: int | None = None, **options: Any) -> None:
        super().__init__()
        self.game = load_game(game_id)
        self.players = self.game.min_players if players is None else players
        self.options = self.game.resolve_options(self.players, options)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        if reward not in REWARD_MODES:
            raise ValueError(f"reward must be one of {REWARD_MODES}, not {reward!r}")
        self.render_mode = render_mode
        self.reward_mode = reward
        self.max_steps = max_steps or self.game.max_decisions
        self.codec = codec_for(game_id, self.players)
        self.encoder = encoder_for(game_id, self.players)
        self.metadata = dict(self.metadata, name=f"salon_{game_id.replace('-', '_')}_v0")
        self.possible_agents = [f"seat_{i}" for i in range(self.players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        n, d = self.codec.num_distinct_actions, self.encoder.size
        self._action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {
            a: gymnasium.spaces.Dict({
                "observation": gymnasium.spaces.Box(-np.inf, np.inf, (d,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8),
            })
            for a in self.possible_agents
        }
        self._seeder = random.Random(int.from_bytes(os.urandom(8), "big"))
        self.state: State | None = None
        self.agents: list[str] = []

    # ------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._action_spaces[agent]

    # ------------------------------------------------------------ core API
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeder = random.Random(seed)
            game_seed = int(seed)
        else:
            game_seed = self._seeder.getrandbits(56)
        self.state = self.game.new_game(self.players, seed=game_seed, **self.options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()
        self._refresh_infos()

    def _select(self) -> None:
        assert self.state is not None
        current = self.state.current_players()
        if current:
            self.agent_selection = self.possible_agents[min(current)]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def _mask(self, seat: int) -> np.ndarray:
        assert self.state is not None
        mask = np.zeros(self.codec.num_distinct_actions, dtype=np.int8)
        if not (self.terminations.get(self.possible_agents[seat])
                or self.truncations.get(self.possible_agents[seat])):
            idx = self.codec.legal_indices(self.state, seat)
            if idx:
                mask[idx] = 1
        return mask

    def _refresh_infos(self) -> None:
        for a in self.agents:
            info = self.infos.setdefault(a, {})
            info["action_mask"] = self._mask(self._seat[a])

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state is not None
        seat = self._seat[agent]
        return {"observation": self.encoder.encode(self.state, seat),
                "action_mask": self._mask(seat)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            if self.agents:
                self._select_dead_or_current()
            return
        assert self.state is not None
        seat = self._seat[agent]
        if action is None:
            raise ValueError(f"{agent} must act: None is only for a finished agent")
        act = self.codec.index_action(self.state, seat, int(action))
        self.state.apply(seat, act)  # raises IllegalAction for a masked-out index
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self.state.is_over():
            for a, r in zip(self.possible_agents, final_rewards(self.state, self.reward_mode)):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select_dead_or_current()
        self._refresh_infos()
        if self.render_mode == "ansi":
            pass  # rendering is on demand: render() returns the text

    def _select_dead_or_current(self) -> None:
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
        else:
            self._select()

    # ------------------------------------------------------------ extras
    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without render_mode='ansi'")
            return None
        assert self.state is not None
        return render_text(self.state)

    def close(self) -> None:
        pass

    def action_notation(self, agent: str, index: int) -> str:
        """The notation of action `index` for `agent` now (for logs and debugging)."""
        assert self.state is not None
        return str(self.codec.index_action(self.state, self._seat[agent], index))

    def __str__(self) -> str:
        return str(self.metadata["name"])


def final_rewards(state: State, mode: str) -> list[float]:
    """The reward of every seat of the finished game `state` under reward `mode` (one of
    REWARD_MODES). Shared by the AEC and the parallel env."""
    if mode not in REWARD_MODES:
        raise ValueError(f"reward must be one of {REWARD_MODES}, not {mode!r}")
    out = state.outcome()
    if out is None:
        raise ValueError("final_rewards() needs a finished game")
    n = len(out.scores)
    if state.game.cooperative:
        return [float(s) for s in out.scores]
    if mode == "win":
        share = 1.0 / len(out.winners) if out.winners else 0.0
        return [share if q in out.winners else 0.0 for q in range(n)]
    mean = sum(out.scores) / n
    return [float(s) - mean for s in out.scores]


def render_text(state: State) -> str:
    """The public (spectator) view as text: the game's terminal renderer if it has one."""
    view = state.view(None)
    try:
        from io import StringIO

        from rich.console import Console

        from ..cli.render import renderer_for

        buf = StringIO()
        Console(file=buf, width=100, color_system=None, force_terminal=False).print(
            renderer_for(state.game.id)(view, None))
        text = buf.getvalue()
    except Exception:  # a renderer problem must not break an RL loop
        text = json.dumps(view, sort_keys=True, indent=1)
    waiting = state.prompt(None)
    return f"{text}\n{waiting}\n"


def raw_env(game_id: str, players: int | None = None, **kwargs: Any) -> SalonAECEnv:
    """The environment without PettingZoo's wrappers."""
    return SalonAECEnv(game_id, players=players, **kwargs)


def env(game_id: str, players: int | None = None, **kwargs: Any) -> AECEnv:
    """A PettingZoo AEC environment for `game_id` (options as keyword arguments), wrapped in
    PettingZoo's order-enforcing wrapper. Illegal (masked-out) actions raise IllegalAction."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(raw_env(game_id, players=players, **kwargs))
