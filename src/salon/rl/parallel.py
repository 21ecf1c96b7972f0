"""PettingZoo Parallel environments for every salon game (docs/rl.md, "Parallel API").

    from salon.rl.parallel import parallel_env
    e = parallel_env("romeo-juliette")
    obs, infos = e.reset(seed=1)
    while e.agents:
        actions = {a: e.action_space(a).sample(obs[a]["action_mask"]) for a in e.agents}
        obs, rewards, terminations, truncations, infos = e.step(actions)

- Agents are `seat_0 … seat_{n-1}`, all live from `reset` to the end of the game. Every step,
  every live agent gives an action. The action space is `Discrete(N + 1)`: the game codec's N
  indices plus `N`, the **pass**. The seats in `state.current_players()` choose among their
  legal indices; every other seat's mask holds the pass only. The pass exists only here: the
  AEC and OpenSpiel action spaces are the codec's N indices.
- Several deciding seats (Roméo & Juliette's secret choices) act truly simultaneously: every
  action of the step is checked against the state before the step, then they are applied in
  seat order. Nobody is shown anything between them, and salon keeps a submitted choice hidden
  until all are in, so the game is the one the AEC env plays seat after seat.
- Observations, rewards, state, seeding and rendering are the AEC env's (salon.rl.pettingzoo),
  with the same arguments and defaults: `observation="dict"` gives
  `{"observation": float32[D], "action_mask": int8[N + 1]}` from `view(p)` only, the mask
  mirrored in `infos[agent]["action_mask"]`; `observation="box"` the flat vector, the mask in
  the infos only. Rewards are paid at the step that ends the game (`final_rewards`, `reward=`
  "win" by default); `state()` / `state_space` are the privileged full state (`full_state`);
  `reset(seed=s)` deals game seed s; `render_mode` "ansi" or "human" renders the spectator
  view. A game that reaches `max_steps` parallel steps is truncated (default: the game's bound
  on decisions; every step makes at least one). `max_cycles=` is PettingZoo's name for the same
  bound (a parallel step is a cycle: every live agent acts once), so PettingZoo's
  `max_cycles_test` runs on `parallel_to_aec(parallel_env(game, max_cycles=…))`.
- `action_space(agent).sample()` without a mask draws among the agent's legal indices of the
  current state (a plain `Discrete` draw would nearly always be illegal): loops and tools that
  sample without reading the mask (PettingZoo's `parallel_seed_test`) play legal games.
- Errors name the agent and leave the game unchanged (every action of a step is checked before
  any is applied): a non-integer or out-of-range action, a live agent without an action or an
  action for an agent that is not live raise ValueError; a pass from a deciding seat, a
  non-pass from a waiting seat and a masked-out index raise `salon.IllegalAction` (also a
  ValueError).
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import ParallelEnv

from ..core import Action
from ..core.errors import IllegalAction
from .pettingzoo import (
    BOX_BOUND,
    DEFAULT_REWARD,
    RENDER_MODES,
    action_index,
    final_rewards,
    full_state,
    init_env,
    observation_spaces,
    render,
    valid_max_steps,
    valid_seed,
)
from .spaces import LegalDiscrete

__all__ = ["LegalDiscrete", "SalonParallelEnv", "parallel_env"]


class SalonParallelEnv(ParallelEnv):  # type: ignore[misc]
    """One salon game as a PettingZoo Parallel environment (module docstring)."""

    metadata = {"name": "salon_parallel_v0", "render_modes": list(RENDER_MODES)}

    def __init__(self, game_id: str, players: int | None = None, render_mode: str | None = None,
                 reward: str = DEFAULT_REWARD, max_steps: int | None = None, observation: str = "dict",
                 max_cycles: int | None = None, **options: Any) -> None:
        if max_cycles is not None:  # PettingZoo's name: here a cycle is a parallel step
            if max_steps is not None:
                raise ValueError(f"give max_steps or max_cycles, not both (max_steps={max_steps!r}, "
                                 f"max_cycles={max_cycles!r}): in the parallel env they are the same bound")
            max_steps = valid_max_steps(max_cycles, 1, name="max_cycles")
        init_env(self, game_id, players, render_mode, reward, max_steps, observation, options)
        self.num_codec_actions = self.codec.num_distinct_actions
        self.pass_action = self.num_codec_actions  # the last index: "nothing to decide now"
        self.metadata = dict(self.metadata, name=f"salon_{game_id.replace('-', '_')}_parallel_v0")
        n, d = self.num_codec_actions + 1, self.encoder.size
        self._action_spaces = {a: LegalDiscrete(n, self, a) for a in self.possible_agents}
        self._observation_spaces = observation_spaces(self.possible_agents, d, n, observation)
        self.steps = 0

    # ------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> gymnasium.spaces.Space:  # type: ignore[type-arg]
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:  # type: ignore[type-arg]
        return self._action_spaces[agent]

    # ------------------------------------------------------------ core API
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None,
              ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        """Deal salon game seed `seed` (or the next seed of the env's generator). `options` is
        accepted for the API and unused: game options are given to the constructor."""
        if seed is not None:
            game_seed = valid_seed(seed)  # a numpy integer seeds as the same Python int
            self._seeder = random.Random(game_seed)
        else:
            game_seed = self._seeder.getrandbits(56)
        self.game_state = self.game.new_game(self.players, seed=game_seed, **self.options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        if self.render_mode == "human":
            self.render()
        return self._outputs(self.agents)

    def _deciding(self) -> tuple[int, ...]:
        assert self.game_state is not None
        return self.game_state.current_players()

    def _mask(self, agent: str) -> np.ndarray:
        """The agent's mask now: its legal indices if it decides, else the pass only; all zero
        once it is no longer live."""
        mask = np.zeros(self.num_codec_actions + 1, dtype=np.int8)
        if agent not in self.agents:
            return mask
        assert self.game_state is not None
        seat = self._seat[agent]
        if seat in self._deciding():
            mask[self.codec.legal_indices(self.game_state, seat)] = 1
        else:
            mask[self.pass_action] = 1
        return mask

    def sampling_mask(self, agent: str) -> np.ndarray | None:
        """The mask `LegalDiscrete.sample()` draws from: the agent's mask while it is live."""
        return self._mask(agent) if agent in self.agents else None

    def _outputs(self, agents: list[str]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        """The observations and infos of `agents` (each mask computed once)."""
        assert self.game_state is not None
        observations: dict[str, Any] = {}
        infos: dict[str, dict[str, Any]] = {}
        for a in agents:
            vec = self.encoder.encode(self.game_state, self._seat[a])
            mask = self._mask(a)
            if self.observation_mode == "box":
                observations[a] = np.clip(vec, -BOX_BOUND, BOX_BOUND, out=vec)
            else:
                observations[a] = {"observation": vec, "action_mask": mask}
                mask = mask.copy()
            infos[a] = {"action_mask": mask}
        return observations, infos

    def step(self, actions: dict[str, Any]) -> tuple[
            dict[str, Any], dict[str, float], dict[str, bool], dict[str, bool], dict[str, Any]]:
        """Play one step: the actions of every deciding seat together (see the module doc)."""
        if self.game_state is None or not self.agents:
            raise ValueError("step() needs a live game: call reset() first")
        state = self.game_state
        stray = [a for a in actions if a not in self.agents]
        if stray:
            raise ValueError(f"actions for agents that are not live: {', '.join(map(str, stray))}")
        missing = [a for a in self.agents if a not in actions]
        if missing:
            raise ValueError(f"every live agent gives an action (pass = {self.pass_action} when "
                             f"it has nothing to decide); missing: {', '.join(missing)}")
        deciding = self._deciding()
        chosen: list[tuple[int, Action]] = []
        for agent in self.agents:
            seat, index = self._seat[agent], action_index(agent, actions[agent], self.pass_action + 1)
            if seat not in deciding:
                if index != self.pass_action:
                    raise IllegalAction(f"{agent} has nothing to decide now: its only action is "
                                        f"the pass ({self.pass_action}), not {index}")
                continue
            if index == self.pass_action:
                raise IllegalAction(f"{agent} must decide now: the pass ({index}) is not one "
                                    f"of its legal actions")
            if index not in self.codec.legal_indices(state, seat):
                raise IllegalAction(f"{agent}: action {index} "
                                    f"({self.codec.index_action(state, seat, index)}) is not "
                                    f"legal now (masked out)")
            chosen.append((seat, self.codec.index_action(state, seat, index)))
        if len(chosen) > 1:
            # all checked against the state before the step; applied to a copy so that a
            # game breaking the simultaneity contract leaves the env's state untouched
            state = state.clone()
        for seat, act in chosen:
            state.apply(seat, act)
        self.game_state = state
        self.steps += 1
        live = self.agents[:]
        rewards = {a: 0.0 for a in live}
        terminations = {a: False for a in live}
        truncations = {a: False for a in live}
        if state.is_over():
            for a, r in zip(self.possible_agents, final_rewards(state, self.reward_mode)):
                rewards[a] = r
                terminations[a] = True
        elif self.steps >= self.max_steps:
            truncations = {a: True for a in live}
        if state.is_over() or self.steps >= self.max_steps:
            self.agents = []
        observations, infos = self._outputs(live)
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

    def state(self) -> np.ndarray:
        """The full state (privileged: every seat's hidden information), for centralised
        critics; the AEC env's `state()` (`full_state`), its Box is `state_space`."""
        if self.game_state is None:
            raise ValueError("state() needs a game: call reset() first")
        return full_state(self.game_state, self.encoder)

    # ------------------------------------------------------------ extras
    def render(self) -> str | None:
        """ansi: the spectator view as text; human: print it and return None (as the AEC env)."""
        return render(self.render_mode, self.game_state)

    def close(self) -> None:
        pass

    def action_notation(self, agent: str, index: int) -> str:
        """The notation of action `index` for `agent` now (for logs and debugging)."""
        assert self.game_state is not None
        if index == self.pass_action:
            return "pass"
        return str(self.codec.index_action(self.game_state, self._seat[agent], index))

    def __str__(self) -> str:
        return str(self.metadata["name"])


def parallel_env(game_id: str, players: int | None = None, **kwargs: Any) -> SalonParallelEnv:
    """A PettingZoo Parallel environment for `game_id` (game options, `reward`, `max_steps`,
    `render_mode` as keyword arguments)."""
    return SalonParallelEnv(game_id, players=players, **kwargs)
