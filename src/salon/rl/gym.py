"""A Gymnasium environment for one seat of a salon game, the other seats played by salon bots
(docs/rl.md, "Gymnasium (one seat)").

    from salon.rl.gym import SeatEnv
    env = SeatEnv("rose-ceremony", players=3, seat=0, opponents="random")
    obs, info = env.reset(seed=7)
    while True:
        action = int(np.flatnonzero(env.action_masks())[0])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

- The action space is the game's fixed `Discrete(N)` (salon.rl.codec_for); `action_masks()`
  (sb3-contrib's MaskablePPO protocol) and `info["action_mask"]` give the legal indices.
- `observation="box"` (default): a float32 vector from `view(seat)` only (salon.rl.encoder_for),
  clipped to ±BOX_BOUND like the PettingZoo env's; `observation="dict"`:
  `{"observation": ..., "action_mask": ...}`.
- The other seats are played by named bots (`salon.make_bot(spec, seed)`), one spec for all or
  a list, one per other seat in seat order; in a cooperative game they are the partners.
  `reset(seed=s)` deals salon game seed `s` and seeds the bot of seat `q` with
  `derive_seed(s, "bot", q)`, as `salon simulate` does, so an episode is reproducible from its
  seed. `reset()` without a seed draws the game seed from the env's `np_random`. An episode
  has at least one decision: a deal that ends before the seat decides (about 1 in 20,000
  3-player Rose Ceremony deals with random opponents) is replaced by the deal of seed
  `derive_seed(s, "redeal")`; the reset's `info["game_seed"]` is the seed played.
- Rewards are paid once, at the end, by `salon.rl.pettingzoo.final_rewards`: `reward="win"`
  by default (the PettingZoo env's default: 1/k to each of k winners), or any of its
  REWARD_MODES; zero before.
- An illegal (masked-out) index: `illegal="raise"` (default) raises `salon.IllegalAction`;
  `illegal="penalty"` ends the episode with reward `penalty` (`info["illegal_action"]` holds the
  index). An action that is not an integer index of the action space (a float, a string, a bool,
  out of range) raises a ValueError (salon.SalonError) in both modes, as in the PettingZoo env.
- `env.game_state` is the salon State (the true state, hidden parts included: for analysis,
  never for the policy), as in the PettingZoo env.
- A game that reaches `max_steps` decisions (every seat's; default: the game's own bound) is
  truncated.

Importing this module registers `salon/<Game>-v0` ids (`salon/RoseCeremony-v0`, ...) with
Gymnasium: `gymnasium.make("salon/RoseCeremony-v0", players=3)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from ..bots import Bot, make_bot
from ..core import IllegalAction, State, game_ids, load_game
from ..core.errors import SalonError
from ..core.rng import derive_seed
from .codecs import codec_for, encoder_for
from .pettingzoo import (
    BOX_BOUND,
    DEFAULT_REWARD,
    OBSERVATION_MODES,
    action_index,
    check_modes,
    final_rewards,
    render,
    valid_max_steps,
    valid_seed,
)

__all__ = ["ILLEGAL_POLICIES", "OBSERVATIONS", "SeatEnv", "env_id", "register"]

OBSERVATIONS = OBSERVATION_MODES  # the PettingZoo envs' modes: "dict" and "box"
ILLEGAL_POLICIES = ("raise", "penalty")
_REDEALS = 100


class SeatEnv(gymnasium.Env):  # type: ignore[misc]
    """Seat `seat` of a salon game as a single-agent Gymnasium environment."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, game_id: str, players: int | None = None, seat: int = 0,
                 opponents: str | Sequence[str] = "random", observation: str = "box",
                 illegal: str = "raise", penalty: float = -1.0, reward: str = DEFAULT_REWARD,
                 max_steps: int | None = None, render_mode: str | None = None,
                 **options: Any) -> None:
        super().__init__()
        self.game = load_game(game_id)
        self.players = self.game.min_players if players is None else players
        self.options = self.game.resolve_options(self.players, options)  # checks players too
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be an integer in 0..{self.players - 1}, not {seat!r}")
        self.seat = seat
        others = [q for q in range(self.players) if q != seat]
        if isinstance(opponents, str):
            specs = [opponents] * len(others)
        else:
            specs = list(opponents)
            if len(specs) != len(others) or not all(isinstance(s, str) for s in specs):
                raise ValueError(f"opponents must be one bot spec or a list of {len(others)} specs "
                                 f"(seats {', '.join(map(str, others))}), not {opponents!r}")
        for spec in specs:
            make_bot(spec)  # a bad spec fails here (InvalidBotSpec), not at the first reset
        self.opponents: dict[int, str] = dict(zip(others, specs))
        check_modes(render_mode, reward, observation)
        if illegal not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal must be one of {ILLEGAL_POLICIES}, not {illegal!r}")
        if isinstance(penalty, bool) or not isinstance(penalty, int | float) or not np.isfinite(penalty):
            raise ValueError(f"penalty must be a finite number, not {penalty!r}")
        self.reward_mode = reward
        self.observation_mode = observation
        self.illegal = illegal
        self.penalty = float(penalty)
        self.max_steps = valid_max_steps(max_steps, self.game.max_decisions)
        self.render_mode = render_mode
        self.codec = codec_for(game_id, self.players)
        self.encoder = encoder_for(game_id, self.players)
        n, d = self.codec.num_distinct_actions, self.encoder.size
        self.action_space = gymnasium.spaces.Discrete(n)
        box = gymnasium.spaces.Box(-BOX_BOUND, BOX_BOUND, (d,), np.float32)
        self.observation_space: gymnasium.spaces.Space = box if observation == "box" else \
            gymnasium.spaces.Dict({"observation": box,
                                   "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8)})
        self.game_state: State | None = None
        self.bots: dict[int, Bot] = {}
        self.steps = 0
        self._round: list[int] = []  # the seats still to act in this round of decisions
        self._done = True
        self._legal = self._mask(over=True)  # the seat's mask of the state now (see _outputs)

    # ------------------------------------------------------------ Gymnasium API
    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        if seed is not None:
            seed = valid_seed(seed)  # numpy integers too; a bool, float or string is refused
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**62))
        for _ in range(_REDEALS):
            state = self._deal(game_seed)
            if self._play_others():
                raise SalonError(f"max_steps={self.max_steps} is reached before seat {self.seat}'s "
                                 f"first decision ({self.game.id} seed {game_seed})")
            if not state.is_over():
                break
            # the game ended before the seat had a decision (rare): an episode needs one
            game_seed = derive_seed(game_seed, "redeal")
        else:
            raise SalonError(f"{self.game.id}: {_REDEALS} deals in a row ended before seat "
                             f"{self.seat} had a decision")
        self._render_human()
        obs, info = self._outputs()
        info["game_seed"] = game_seed
        return obs, info

    def _deal(self, game_seed: int) -> State:
        self.game_state = state = self.game.new_game(self.players, seed=game_seed, **self.options)
        self.bots = {q: make_bot(spec, seed=derive_seed(game_seed, "bot", q))
                     for q, spec in self.opponents.items()}
        self.steps = 0
        self._round = []
        self._done = False
        return state

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self.game_state is None or self._done:
            raise SalonError("the episode is over (or never started): call reset() first")
        index = self._index(action)
        if not self._legal[index]:  # the mask of this very state, from the last reset or step
            if self.illegal == "raise":
                raise IllegalAction(f"{self.game.id}: action index {index} is masked out for seat "
                                    f"{self.seat} now (legal: {np.flatnonzero(self._legal).tolist()})")
            self._done = True
            obs, info = self._outputs(over=True)
            info["illegal_action"] = index
            return obs, self.penalty, True, False, info
        self.game_state.apply(self.seat, self.codec.index_action(self.game_state, self.seat, index))
        self.steps += 1
        truncated = self.steps >= self.max_steps or self._play_others()
        terminated = self.game_state.is_over()
        self._done = terminated or truncated
        obs, info = self._outputs(over=self._done)
        reward = 0.0
        if terminated:
            reward = final_rewards(self.game_state, self.reward_mode)[self.seat]
            out = self.game_state.outcome()
            assert out is not None
            info["scores"], info["winners"] = list(out.scores), list(out.winners)
        self._render_human()
        return obs, float(reward), terminated, bool(truncated and not terminated), info

    def action_masks(self) -> np.ndarray:
        """The legal-action mask of the seat now (int8 0/1; all zero once the episode is over):
        the method sb3-contrib's MaskablePPO calls. The mask of the last reset or step (`_legal`),
        a copy."""
        return self._legal.copy()

    def render(self) -> str | None:
        return render(self.render_mode, self.game_state)

    def close(self) -> None:
        pass

    # ------------------------------------------------------------ helpers
    def action_notation(self, index: int) -> str:
        """The notation of action `index` for the seat now (for logs and debugging)."""
        assert self.game_state is not None
        return str(self.codec.index_action(self.game_state, self.seat, self._index(index)))

    def _index(self, action: Any) -> int:
        return action_index(f"seat_{self.seat}", action, self.codec.num_distinct_actions)

    def _play_others(self) -> bool:
        """Let the bots decide until the seat must act or the game ends; True if truncated.
        Seats deciding at once act in seat order, each while it is still asked: the order of
        salon's own play-out (`salon simulate`), so a seed gives the game simulate plays."""
        assert self.game_state is not None
        state = self.game_state
        while True:
            while self._round:
                q = self._round.pop(0)
                if q not in state.current_players():
                    continue
                if q == self.seat:
                    return False
                if self.steps >= self.max_steps:
                    self._round.insert(0, q)
                    return True
                state.apply(q, self.bots[q].choose(state, q))
                self.steps += 1
            if state.is_over():
                return False
            self._round = list(state.current_players())

    def _mask(self, over: bool = False) -> np.ndarray:
        mask = np.zeros(self.codec.num_distinct_actions, dtype=np.int8)
        if not over and self.game_state is not None:
            idx = self.codec.legal_indices(self.game_state, self.seat)
            if idx:
                mask[idx] = 1
        return mask

    def _outputs(self, over: bool = False) -> tuple[Any, dict[str, Any]]:
        """The observation and info of the seat now, its mask computed once: kept as `_legal`
        (the next step's check), each output its own copy (a caller may write into them)."""
        assert self.game_state is not None
        self._legal = mask = self._mask(over)
        vec = self.encoder.encode(self.game_state, self.seat)
        np.clip(vec, -BOX_BOUND, BOX_BOUND, out=vec)
        obs = vec if self.observation_mode == "box" else {"observation": vec, "action_mask": mask.copy()}
        return obs, {"action_mask": mask.copy()}

    def _render_human(self) -> None:
        if self.render_mode == "human":
            self.render()


def _camel(game_id: str) -> str:
    return "".join(part.capitalize() for part in game_id.split("-"))


def env_id(game_id: str) -> str:
    """The Gymnasium id of a game's seat env: "rose-ceremony" -> "salon/RoseCeremony-v0"."""
    return f"salon/{_camel(game_id)}-v0"


def register() -> list[str]:
    """Register `salon/<Game>-v0` for every salon game (done on import; idempotent)."""
    ids = []
    for gid in game_ids():
        name = env_id(gid)
        if name not in gymnasium.registry:
            gymnasium.register(id=name, entry_point=f"{__name__}:SeatEnv", kwargs={"game_id": gid})
        ids.append(name)
    return ids


register()
