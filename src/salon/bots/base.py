"""The bot interface and the bot-spec syntax shared by every command ("ismcts:iterations=500")."""

from __future__ import annotations

from typing import Any, Protocol

from ..core.errors import SalonError
from ..core.game import Action, State


class Bot(Protocol):
    """Anything that picks an action for a seat. Bots decide from view(seat), legal_actions(seat)
    and determinize(seat, …) only, never from the hidden parts of `state`."""

    spec: str

    def choose(self, state: State, seat: int) -> Action: ...


class InvalidBotSpec(SalonError):
    """A bot spec that names no bot or gives it bad parameters."""


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """Split "name:key=value,key=value" into the name and typed parameters."""
    if not isinstance(spec, str) or not spec.strip():
        raise InvalidBotSpec("a bot spec is a name such as random, heuristic or ismcts:iterations=500")
    name, colon, rest = spec.strip().partition(":")
    if colon and not rest.strip():
        raise InvalidBotSpec(f"bot spec {spec!r}: nothing after ':'; give parameters "
                             f"({name.strip() or 'ismcts'}:iterations=500) or the name alone "
                             f"({name.strip() or 'ismcts'})")
    params: dict[str, Any] = {}
    for part in (p.strip() for p in rest.split(",")) if colon else ():
        if not part:
            raise InvalidBotSpec(f"bot spec {spec!r}: an empty parameter between commas")
        key, eq, raw = part.partition("=")
        if not eq or not key.strip():
            raise InvalidBotSpec(f"bot spec {spec!r}: {part!r} is not key=value")
        params[key.strip()] = _typed(raw.strip())
    return name.strip().lower(), params


def _typed(raw: str) -> Any:
    for convert in (int, float):
        try:
            return convert(raw)
        except ValueError:
            pass
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    return raw


def reject_unknown(spec: str, params: dict[str, Any], allowed: set[str]) -> None:
    unknown = sorted(set(params) - allowed)
    if unknown:
        names = ", ".join(sorted(allowed)) or "none"
        raise InvalidBotSpec(f"bot spec {spec!r}: unknown parameter {unknown[0]!r} (parameters: {names})")


def split_specs(text: str) -> list[str]:
    """Several bot specs written with commas, as `--bots` takes them: "ismcts:iterations=500,
    rollout=random,heuristic" is ["ismcts:iterations=500,rollout=random", "heuristic"]: a part
    that is a `key=value` continues the spec before it. An empty part, or a parameter with no bot
    before it, raises InvalidBotSpec."""
    if not isinstance(text, str) or not text.strip():
        parse_spec("")  # raises: what a bot spec is
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise InvalidBotSpec(f"bot specs {text!r}: an empty spec between commas")
        key, eq, _ = part.partition("=")
        if eq and ":" not in key:  # a parameter of the spec before it
            if not specs or ":" not in specs[-1]:
                raise InvalidBotSpec(f"bot specs {text!r}: {part!r} is a parameter; write it after "
                                     "a bot name and ':' (ismcts:iterations=500,rollout=random)")
            specs[-1] += "," + part
            continue
        specs.append(part)
    return specs
