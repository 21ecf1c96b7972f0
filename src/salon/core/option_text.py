"""Game options written as text: `--option key=value` pairs and extra `--key value` flags.

Every front end and tool that takes game options on a command line (the `salon` command, the
analysis's `evidence` runs) reads them the same way, so the parsing lives here, below them all.
The values stay strings; the game checks and converts them (Option.coerce). A flag without a
value gets NO_VALUE: it may be a mistyped switch of the command (`--plian`), which the CLI names
with the closest real one.
"""

from __future__ import annotations

__all__ = ["NO_VALUE", "OptionSyntax", "parse_option_text"]

from .errors import SalonError

NO_VALUE = "\0no value"


class OptionSyntax(SalonError):
    """An option written wrongly (`--option seat` without `=value`, a stray argument)."""


def parse_option_text(pairs: list[str] | None, extra: list[str] | None = None) -> dict[str, str]:
    """Game options from `key=value` pairs and from extra `--key value` flags."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise OptionSyntax.worded("option-not-name-value", pair=repr(pair))
        out[key.strip()] = value.strip()
    args = list(extra or [])
    while args:
        flag = args.pop(0)
        if not flag.startswith("--") or len(flag) < 3:
            raise OptionSyntax.worded("option-unexpected-argument", argument=repr(flag))
        name, eq, value = flag[2:].partition("=")
        if not eq:
            value = args.pop(0) if args and not args[0].startswith("--") else NO_VALUE
        out[name.replace("-", "_")] = value
    return out
