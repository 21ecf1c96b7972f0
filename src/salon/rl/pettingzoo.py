"""PettingZoo AEC environments for every salon game (docs/rl.md).

    from salon.rl.pettingzoo import env
    e = env("rose-ceremony", players=4, render_mode="ansi")
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0])
        e.step(action)

- Agents are `seat_0 … seat_{n-1}`; the action space is a static `Discrete(N)` from the game's
  codec (a `LegalDiscrete`: see the unmasked sampling below). `observation="dict"` (the default): observations are
  `{"observation": float32[D], "action_mask": int8[N]}`, the mask mirrored in
  `infos[agent]["action_mask"]`. `observation="box"`: the observation is the flat float32[D]
  vector (a `Box`, values clipped to ±BOX_BOUND), the mask is in `infos[agent]["action_mask"]`
  only; for SuperSuit's wrappers and other Box-only tools. A seat that is not deciding sees an
  all-zero mask.
- Simultaneous decisions (several seats in `current_players()`) are stepped one seat after the
  other, lowest seat first. salon keeps a submitted choice hidden from the other seats until
  every choice is in, so stepping in turn gives nobody an advantage.
- Rewards are paid once, at the step that ends the game (`final_rewards`). `reward="win"` (the
  default): each of k winners gets 1/k, the others 0. `reward="win-margin"`: the win share plus
  a score margin scaled below 1/(2n), so a winner always gets more than any loser.
  `reward="score"`: final score minus the table's mean score; it can rank a winner below a
  loser (a Rose Ceremony win by bouquet with few charm points), so it is never the default.
  Cooperative games: every seat gets the team's score (1 won, 0 lost) in every mode.
- `state()` is the full state for centralised critics: every seat's observation vector (so
  every hand and pending secret choice) and who must act now. It is privileged information:
  never feed it to a policy that plays. `state_space` is its `Box`.
- `render_mode="ansi"`: `render()` returns the public spectator view as text;
  `render_mode="human"`: the same text is printed after every reset and step (`render()`
  prints it too and returns None). Rendering never shows hidden information.
- `step(action)` takes a Python or numpy integer in `0 … N-1`: anything else (a float, a
  string, a bool, an out-of-range index) raises ValueError naming the agent, the value and the
  range; a masked-out index raises salon.IllegalAction and leaves the game unchanged.
- `reset(seed=s)` deals game seed `s` (a Python or numpy integer; anything else is a ValueError
  "seed must be an integer or None"); `reset()` without a seed deals the next seed from a
  generator seeded by the last explicit seed (or by the OS if there was none).
- `action_space(agent).sample()` without a mask draws among the agent's legal indices now
  (`LegalDiscrete`, from the space's own seeded generator), so tools that sample without the
  mask (PettingZoo's `state_test`) play legal games; with a mask it is gymnasium's draw.
- A game that reaches `max_steps` decisions (a positive int; None: the game's own safety bound)
  is truncated. There is no `max_cycles` here (one seat can make many decisions in a row):
  PettingZoo's `max_cycles` is the parallel env's (`parallel_env(game, max_cycles=…)`).
"""

from __future__ import annotations

import json
import numbers
import os
import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from ..core import IllegalAction, State, load_game
from ..core.errors import SalonError
from .codecs import Encoder, codec_for, encoder_for
from .spaces import LegalDiscrete

__all__ = ["BOX_BOUND", "DEFAULT_REWARD", "OBSERVATION_MODES", "RENDER_MODES", "REWARD_MODES", "SalonAECEnv",
           "action_index", "check_modes", "env", "init_env", "final_rewards", "full_state", "full_state_space",
           "observation_spaces", "raw_env", "render", "render_text",
           "valid_max_steps", "valid_seed"]

REWARD_MODES = ("win", "win-margin", "score")
DEFAULT_REWARD = "win"
"""The reward mode every salon env pays by default (the AEC, parallel and Gymnasium envs)."""
OBSERVATION_MODES = ("dict", "box")
RENDER_MODES = ("ansi", "human")
BOX_BOUND = 100.0
"""The bounds ±BOX_BOUND of the Box observations and of `state()` (the encoders' values stay
far inside: at most 60 in seeded playouts of every game; anything beyond is clipped)."""


class SalonAECEnv(AECEnv):  # type: ignore[misc]
    """One salon game as a PettingZoo AEC environment."""

    metadata = {"name": "salon_v0", "render_modes": list(RENDER_MODES), "is_parallelizable": False}

    def __init__(self, game_id: str, players: int | None = None, render_mode: str | None = None,
                 reward: str = DEFAULT_REWARD, max_steps: int | None = None, observation: str = "dict",
                 **options: Any) -> None:
        super().__init__()
        if "max_cycles" in options:
            raise ValueError(
                "the AEC env counts decisions: use max_steps (one seat can make many decisions in a "
                "row, so a cycle of every agent acting once is not a unit of these games); for "
                "PettingZoo's max_cycles use parallel_env(game, max_cycles=…), or "
                "pettingzoo.utils.parallel_to_aec(parallel_env(game, max_cycles=…)) for an AEC env")
        init_env(self, game_id, players, render_mode, reward, max_steps, observation, options)
        self.metadata = dict(self.metadata, name=f"salon_{game_id.replace('-', '_')}_v0")
        n, d = self.codec.num_distinct_actions, self.encoder.size
        self._action_spaces = {a: LegalDiscrete(n, self, a) for a in self.possible_agents}
        self._observation_spaces = observation_spaces(self.possible_agents, d, n, observation)

    # ------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self._action_spaces[agent]

    # ------------------------------------------------------------ core API
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            game_seed = valid_seed(seed)
            self._seeder = random.Random(game_seed)
        else:
            game_seed = self._seeder.getrandbits(56)
        self.game_state = self.game.new_game(self.players, seed=game_seed, **self.options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()
        self._refresh_infos()
        if self.render_mode == "human":
            self.render()

    def _select(self) -> None:
        assert self.game_state is not None
        current = self.game_state.current_players()
        if current:
            self.agent_selection = self.possible_agents[min(current)]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def _mask(self, seat: int) -> np.ndarray:
        assert self.game_state is not None
        mask = np.zeros(self.codec.num_distinct_actions, dtype=np.int8)
        if not (self.terminations.get(self.possible_agents[seat])
                or self.truncations.get(self.possible_agents[seat])):
            idx = self.codec.legal_indices(self.game_state, seat)
            if idx:
                mask[idx] = 1
        return mask

    def _refresh_infos(self) -> None:
        for a in self.agents:
            info = self.infos.setdefault(a, {})
            info["action_mask"] = self._mask(self._seat[a])

    def sampling_mask(self, agent: str) -> np.ndarray | None:
        """The mask `LegalDiscrete.sample()` draws from: the agent's legal indices now, None when
        it has none (finished, or not deciding)."""
        if self.game_state is None or agent not in self.agents:
            return None
        mask = self._mask(self._seat[agent])
        return mask if mask.any() else None

    def observe(self, agent: str) -> dict[str, np.ndarray] | np.ndarray:
        assert self.game_state is not None
        seat = self._seat[agent]
        vec = self.encoder.encode(self.game_state, seat)
        if self.observation_mode == "box":
            return np.clip(vec, -BOX_BOUND, BOX_BOUND, out=vec)
        return {"observation": vec, "action_mask": self._mask(seat)}

    def state(self) -> np.ndarray:
        """The full state (privileged: every seat's hidden information), for centralised critics."""
        assert self.game_state is not None, "reset() first"
        return full_state(self.game_state, self.encoder)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            if self.agents:
                self._select_dead_or_current()
            return
        assert self.game_state is not None
        seat = self._seat[agent]
        if action is None:
            raise ValueError(f"{agent} must act: None is only for a finished agent")
        index = action_index(agent, action, self.codec.num_distinct_actions)
        mask = self._mask(seat)  # not the infos array: a caller may have written into it
        if not mask[index]:
            raise IllegalAction(f"{agent}: action {index} ({self._notation(seat, index)}) is "
                                f"masked out now; legal indices: {np.flatnonzero(mask).tolist()}")
        self.game_state.apply(seat, self.codec.index_action(self.game_state, seat, index))
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self.game_state.is_over():
            for a, r in zip(self.possible_agents, final_rewards(self.game_state, self.reward_mode)):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select_dead_or_current()
        self._refresh_infos()
        if self.render_mode == "human":
            self.render()

    def _select_dead_or_current(self) -> None:
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
        else:
            self._select()

    def _notation(self, seat: int, index: int) -> str:
        assert self.game_state is not None
        try:
            return str(self.codec.index_action(self.game_state, seat, index))
        except SalonError:
            return "no action of this game now"

    # ------------------------------------------------------------ extras
    def render(self) -> str | None:
        """ansi: the spectator view as text; human: print it and return None."""
        return render(self.render_mode, self.game_state)

    def close(self) -> None:
        pass

    def action_notation(self, agent: str, index: int) -> str:
        """The notation of action `index` for `agent` now (for logs and debugging)."""
        assert self.game_state is not None
        return str(self.codec.index_action(self.game_state, self._seat[agent], index))

    def __str__(self) -> str:
        return str(self.metadata["name"])


def init_env(env: Any, game_id: str, players: int | None, render_mode: str | None, reward: str,
             max_steps: Any, observation: str, options: dict[str, Any]) -> None:
    """What the AEC and parallel envs set up alike: the game and its options, the checked modes,
    `max_steps`, codec and encoder, the agents, `state_space`, the seed generator, no game yet."""
    env.game = load_game(game_id)
    env.players = env.game.min_players if players is None else players
    env.options = env.game.resolve_options(env.players, options)
    check_modes(render_mode, reward, observation)
    env.render_mode = render_mode
    env.reward_mode = reward
    env.observation_mode = observation
    env.max_steps = valid_max_steps(max_steps, env.game.max_decisions)
    env.codec = codec_for(game_id, env.players)
    env.encoder = encoder_for(game_id, env.players)
    env.possible_agents = [f"seat_{i}" for i in range(env.players)]
    env._seat = {a: i for i, a in enumerate(env.possible_agents)}
    env.state_space = full_state_space(env.players, env.encoder.size)
    env._seeder = random.Random(int.from_bytes(os.urandom(8), "big"))
    env.game_state = None
    env.agents = []


def check_modes(render_mode: str | None, reward: str, observation: str) -> None:
    """ValueError unless each mode is one the salon envs know."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
    if reward not in REWARD_MODES:
        raise ValueError(f"reward must be one of {REWARD_MODES}, not {reward!r}")
    if observation not in OBSERVATION_MODES:
        raise ValueError(f"observation must be one of {OBSERVATION_MODES}, not {observation!r}")


def observation_spaces(agents: list[str], size: int, num_actions: int,
                       observation: str) -> dict[str, gymnasium.spaces.Space]:  # type: ignore[type-arg]
    """Each agent's observation space: the bounded Box alone ("box"), or the vector with its
    action mask over `num_actions` indices ("dict")."""
    box = gymnasium.spaces.Box(-BOX_BOUND, BOX_BOUND, (size,), np.float32)
    return {
        a: box if observation == "box" else gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (num_actions,), np.int8),
        })
        for a in agents
    }


def full_state_space(players: int, size: int) -> gymnasium.spaces.Box:
    """The space of `full_state`: every seat's observation vector, then one flag per seat."""
    return gymnasium.spaces.Box(-BOX_BOUND, BOX_BOUND, (players * size + players,), np.float32)


def action_index(agent: str, action: Any, num_actions: int) -> int:
    """`action` as an index of Discrete(num_actions): a Python or numpy integer (or a 0-d
    integer array) in 0 … num_actions-1; anything else raises a ValueError saying why."""
    valid = f"an integer index in 0 … {num_actions - 1} (Discrete({num_actions}))"
    value = action[()] if isinstance(action, np.ndarray) and action.ndim == 0 else action
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (numbers.Integral, np.integer)):
        raise SalonError(f"{agent}: action {action!r} ({type(action).__name__}) is not {valid}")
    index = int(value)
    if not 0 <= index < num_actions:
        raise SalonError(f"{agent}: action {index} is out of range: an action is {valid}")
    return index


def valid_max_steps(max_steps: Any, default: int, name: str = "max_steps") -> int:
    """`max_steps` checked: None gives `default` (the game's bound); else a positive int."""
    if max_steps is None:
        return default
    if isinstance(max_steps, (bool, np.bool_)) or not isinstance(max_steps, (numbers.Integral, np.integer)):
        raise ValueError(f"{name} must be a positive integer or None, not {max_steps!r}")
    if max_steps < 1:
        raise ValueError(f"{name} must be a positive integer or None (the game's bound), "
                         f"not {max_steps!r}")
    return int(max_steps)


def valid_seed(seed: Any) -> int:
    """A `reset(seed=…)` checked as every salon env does: a Python or numpy integer (returned
    as a Python int); a bool, float, string or anything else raises ValueError."""
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (numbers.Integral, np.integer)):
        raise ValueError(f"seed must be an integer or None, not {seed!r} ({type(seed).__name__})")
    return int(seed)


def full_state(state: State, encoder: Encoder) -> np.ndarray:
    """The privileged full-state vector: `encoder.encode(state, p)` for every seat p (which holds
    every hand and pending choice), then one flag per seat that must act now; clipped to
    ±BOX_BOUND. Length `players · encoder.size + players`."""
    n = state.players
    to_act = np.zeros(n, dtype=np.float32)
    to_act[list(state.current_players())] = 1.0
    out = np.concatenate([encoder.encode(state, p) for p in range(n)] + [to_act])
    return np.clip(out, -BOX_BOUND, BOX_BOUND, out=out)


def final_rewards(state: State, mode: str) -> list[float]:
    """The reward of every seat of the finished game `state` under reward `mode` (one of
    REWARD_MODES). Shared by the AEC, the parallel and the Gymnasium envs.

    "win": each of k winners 1/k, the others 0. "win-margin": the win share plus
    (s - mean) / (max - min) / (2n) for a seat of score s: that term lies strictly inside
    ±1/(2n), a winner gets at least 1/k ≥ 1/n, so every winner gets more than every loser (who
    gets less than 1/(2n)); the rewards still sum to 1. "score": s - mean, which can rank a
    winner below a loser. A cooperative game gives every seat the team's score in every mode."""
    if mode not in REWARD_MODES:
        raise ValueError(f"reward must be one of {REWARD_MODES}, not {mode!r}")
    out = state.outcome()
    if out is None:
        raise ValueError("final_rewards() needs a finished game")
    n = len(out.scores)
    if state.game.cooperative:
        return [float(s) for s in out.scores]
    mean = sum(out.scores) / n
    if mode == "score":
        return [float(s) - mean for s in out.scores]
    share = 1.0 / len(out.winners) if out.winners else 0.0
    win = [share if q in out.winners else 0.0 for q in range(n)]
    spread = max(out.scores) - min(out.scores)
    if mode == "win" or spread == 0:
        return win
    return [w + (float(s) - mean) / spread / (2 * n) for w, s in zip(win, out.scores)]


def render(mode: str | None, state: State | None) -> str | None:
    """What an env's `render()` gives in `mode`: "ansi", the spectator text (`render_text`);
    "human", that text printed and None; no mode, a warning and None. Shared by every salon env."""
    if mode is None:
        gymnasium.logger.warn("render() called without a render_mode ('ansi' or 'human')")
        return None
    if state is None:
        raise ValueError("render() needs a game: call reset() first")
    text = render_text(state)
    if mode == "human":
        print(text, end="", flush=True)
        return None
    return text


def render_text(state: State) -> str:
    """The public (spectator) view as text: the game's terminal renderer if it has one, then
    whom the table waits for, by the same seat names and with their agents."""
    view = state.view(None)
    try:
        from io import StringIO

        from rich.console import Console

        from ..text import renderer_for

        buf = StringIO()
        Console(file=buf, width=100, color_system=None, force_terminal=False).print(
            renderer_for(state.game.id)(view, None))
        text = buf.getvalue()
    except Exception:  # a renderer problem must not break an RL loop
        text = json.dumps(view, sort_keys=True, indent=1)
    # the renderer names seats by the game's seat names ("Player 2's turn"): the last line too,
    # with the agent each one is ("Waiting for Player 2 (seat_1)")
    agents = [f"{state.seat_name(q)} (seat_{q})" for q in range(state.players)]
    waiting = state.prompt_for(None, agents)
    return f"{text}\n{waiting}\n"


def raw_env(game_id: str, players: int | None = None, **kwargs: Any) -> SalonAECEnv:
    """The environment without PettingZoo's wrappers."""
    return SalonAECEnv(game_id, players=players, **kwargs)


def env(game_id: str, players: int | None = None, **kwargs: Any) -> AECEnv:
    """A PettingZoo AEC environment for `game_id` (options as keyword arguments), wrapped in
    PettingZoo's order-enforcing wrapper. Illegal (masked-out) actions raise IllegalAction."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(raw_env(game_id, players=players, **kwargs))
