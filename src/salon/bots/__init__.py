"""Game-agnostic players. `make_bot(spec, seed)` builds any of them from a spec string."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .base import Bot, InvalidBotSpec, parse_spec, reject_unknown, split_specs
from .heuristic import HeuristicBot
from .random_bot import RandomBot

_FACTORIES: dict[str, Callable[..., Bot]] = {}


def register_bot(name: str, factory: Callable[..., Bot]) -> None:
    """Make `factory(seed=, spec=, **params)` available as bot `name`."""
    _FACTORIES[name] = factory


def _random(seed: int, spec: str, **params: Any) -> Bot:
    reject_unknown(spec, params, set())
    return RandomBot(seed=seed, spec=spec)


def _heuristic(seed: int, spec: str, **params: Any) -> Bot:
    return HeuristicBot(seed=seed, spec=spec, **params)


register_bot("random", _random)
register_bot("heuristic", _heuristic)


def bot_names() -> list[str]:
    _load_optional()
    return sorted(_FACTORIES)


def _load_optional() -> None:
    try:
        from . import ismcts  # noqa: F401  (registers itself when present)
    except ImportError:
        pass


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot from its spec: "random", "heuristic", "ismcts:iterations=2000,rollout=heuristic"."""
    name, params = parse_spec(spec)
    _load_optional()
    factory = _FACTORIES.get(name)
    if factory is None:
        raise InvalidBotSpec.worded("bot-unknown", name=repr(name), spec=repr(spec), bots=", ".join(sorted(_FACTORIES)))
    return factory(seed=seed, spec=spec.strip(), **params)


__all__ = ["Bot", "InvalidBotSpec", "bot_names", "make_bot", "register_bot", "split_specs"]
