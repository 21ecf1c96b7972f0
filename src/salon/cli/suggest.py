"""A mistyped option answered with the closest real one: "did you mean --seat?" (issue 52).

`play`, `simulate` and `arena` take a game's options as flags (`--chapter 3`), so a flag the
command does not know is first taken for a game option; `check_game_flags` finds the names that
are neither and names the closest flag of the command or of the game. click's own "no such
option" (the other commands) is worded the same way by `app.usage_message` through
`closest`."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Any

import typer

from ..core.game import Game
from ..core.language import list_words, say
from ..core.option_text import NO_VALUE
from .app import fail

__all__ = ["check_game_flags", "closest"]


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The choice nearest to `word` (difflib's ratio, at least 0.7), or None. Equally near
    choices are all named, those keeping the word's last and first letters first (a slip is
    more often inside a word): `--seet` is "--seat or --seed"."""
    options = sorted(set(choices))
    scored = [(difflib.SequenceMatcher(None, word, c).ratio(), c) for c in options]
    best = max((r for r, _ in scored), default=0.0)
    if best < 0.7:
        return None
    near = [c for r, c in scored if r == best]
    near.sort(key=lambda c: (c[-1:] != word[-1:], c[:3] != word[:3], c))
    return list_words(near[:3], "or")


def _command_flags(ctx: typer.Context) -> list[str]:
    flags: list[str] = []
    for param in ctx.command.params:
        flags += [o for o in getattr(param, "opts", []) if o.startswith("--")]
        flags += [o for o in getattr(param, "secondary_opts", []) if o.startswith("--")]
    return flags


def check_game_flags(ctx: typer.Context, game: Game, options: Mapping[str, Any]) -> None:
    """Fail in one line for the first option that is neither the command's nor the game's,
    with the closest real one: `--seet`: "no option --seet: did you mean --seat?"."""
    known = {o.name for o in game.options}
    unknown = sorted(set(options) - known)
    if not unknown:
        for name, value in options.items():
            if value == NO_VALUE:
                flag = "--" + name.replace("_", "-")
                raise fail(say("cli-error-needs-value", flag=flag))
        return
    name = unknown[0]
    flag = "--" + name.replace("_", "-")
    game_flags = ["--" + o.name.replace("_", "-") for o in game.options]
    best = closest(flag, _command_flags(ctx) + game_flags)
    own = ", ".join(game_flags) or say("cli-none")
    raise fail(say("cli-error-no-option-guess" if best else "cli-error-no-option", flag=flag,
                   command=str(ctx.command.name), game=game.id, best=best or "", title=game.title, own=own))
