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
        raise InvalidBotSpec.worded("bot-spec-what")
    name, colon, rest = spec.strip().partition(":")
    if colon and not rest.strip():
        raise InvalidBotSpec.worded("bot-spec-nothing-after-colon", spec=repr(spec), name=name.strip() or "ismcts")
    params: dict[str, Any] = {}
    for part in (p.strip() for p in rest.split(",")) if colon else ():
        if not part:
            raise InvalidBotSpec.worded("bot-spec-empty-parameter", spec=repr(spec))
        key, eq, raw = part.partition("=")
        if not eq or not key.strip():
            raise InvalidBotSpec.worded("bot-spec-not-key-value", spec=repr(spec), part=repr(part))
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
        raise InvalidBotSpec.worded("bot-spec-unknown-parameter" if allowed else "bot-spec-unknown-parameter-none",
                                    spec=repr(spec), param=repr(unknown[0]), params=", ".join(sorted(allowed)))


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
            raise InvalidBotSpec.worded("bot-specs-empty", text=repr(text))
        key, eq, _ = part.partition("=")
        if eq and ":" not in key:  # a parameter of the spec before it
            if not specs or ":" not in specs[-1]:
                raise InvalidBotSpec.worded("bot-specs-parameter-first", text=repr(text), part=repr(part))
            specs[-1] += "," + part
            continue
        specs.append(part)
    return specs
