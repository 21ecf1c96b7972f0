"""Action spaces shared by the PettingZoo envs: a `Discrete` whose unmasked `sample()` is legal.

Tools that sample without reading the mask (PettingZoo's `state_test`, `max_cycles_test`,
`parallel_seed_test`, a Box-observation loop) call `env.action_space(agent).sample()`; a plain
`Discrete(N)` draw would nearly always be illegal in a salon game. `LegalDiscrete` asks its env
for the agent's mask now and draws among the legal indices, from the space's own `np_random`
(so `space.seed(k)` makes the draws reproducible, as PettingZoo's seed tests expect).
"""

from __future__ import annotations

import copy
import weakref
from typing import Any, Protocol

import gymnasium
import numpy as np

__all__ = ["LegalDiscrete", "MaskSource"]


class MaskSource(Protocol):
    """What a `LegalDiscrete` asks its env: the agent's 0/1 mask now, or None when the agent
    has no legal index (not live, or not the one deciding)."""

    def sampling_mask(self, agent: str) -> np.ndarray | None: ...


class LegalDiscrete(gymnasium.spaces.Discrete):  # type: ignore[type-arg]
    """`Discrete(n)` whose `sample()` without a mask draws among the agent's legal indices now.

    With a mask (or probabilities) it is gymnasium's own draw. When the agent has no legal index
    now (it is not live, or another agent decides), it is a plain draw over all n indices, as a
    `Discrete` would give. The draw uses the space's own generator (`seed()` it for repeatable
    samples). A pickled copy forgets the env and samples over all n indices; a deep copy keeps
    sampling the same env's legal indices (a deep copy of the whole env, its copy's). It equals
    `Discrete(n)`."""

    def __init__(self, n: int, env: MaskSource, agent: str) -> None:
        super().__init__(n)
        self._env: weakref.ref[MaskSource] | None = weakref.ref(env)
        self._agent = agent

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None and self._env is not None:
            env = self._env()
            if env is not None:
                mask = env.sampling_mask(self._agent)
        return super().sample(mask=mask, probability=probability)  # type: ignore[no-any-return]

    def __deepcopy__(self, memo: dict[int, Any]) -> LegalDiscrete:
        """A copy of the space alone samples the same env; a copy made while deep-copying the
        env itself samples the env's copy (found in `memo`)."""
        new = object.__new__(LegalDiscrete)
        for k, v in self.__dict__.items():
            new.__dict__[k] = v if k == "_env" else copy.deepcopy(v, memo)
        env = self._env() if self._env is not None else None
        if env is not None and id(env) in memo:
            new._env = weakref.ref(memo[id(env)])
        return new

    def __getstate__(self) -> dict[str, Any]:
        return dict(self.__dict__, _env=None)
