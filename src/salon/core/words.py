"""The words a person reads: one data file per game (`games/<game>/data/words.toml`).

A words file is TOML. Each top-level table is a *kind* of thing (cards, tiles, flowers,
score categories, end conditions, options, ...) and maps an id, exactly as it appears in views,
actions and outcome details, to an entry with at least a `name` and usually an `effect`: one or
two plain sentences in our own words. An entry may carry more fields (`gloss`, `short`, ...).

    [flower.L]
    name = "Lavender"
    effect = "A flower of the market; distilled or squeezed into Lavender scents."

Two tables are special: `[meta]` (`free_keys`: view keys whose values are free text such as a
player's name, not ids; `values`: a list of enumerated values that need no entry of their own)
and `[text]` (sentence templates a game fills with `Words.say`). A user corrects a name or an
effect in the file, without touching code; the server reads it at start.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

__all__ = ["Words", "load_words", "plural", "join_words"]


class Words:
    """A game's words: `name(kind, id)`, `effect(kind, id)`, `entry(kind, id)`, `say(key, **f)`."""

    def __init__(self, data: Mapping[str, Any], source: str = "words") -> None:
        self.source = source
        self._data: dict[str, dict[str, Any]] = {}
        self.meta: dict[str, Any] = dict(data.get("meta", {}))
        self.text: dict[str, str] = {str(k): str(v) for k, v in data.get("text", {}).items()}
        for kind, table in data.items():
            if kind in ("meta", "text"):
                continue
            if not isinstance(table, Mapping):
                raise ValueError(f"{source}: [{kind}] must be a table of entries")
            entries: dict[str, Any] = {}
            for key, entry in table.items():
                if isinstance(entry, str):
                    entry = {"name": entry}
                if not isinstance(entry, Mapping) or "name" not in entry:
                    raise ValueError(f"{source}: [{kind}.{key}] needs a name")
                entries[str(key)] = dict(entry)
            self._data[kind] = entries
        self._known: set[str] = set(map(str, self.meta.get("values", ())))
        for entries in self._data.values():
            self._known.update(entries)

    # ------------------------------------------------------------------ lookups
    def kinds(self) -> list[str]:
        return list(self._data)

    def ids(self, kind: str) -> list[str]:
        return list(self._data.get(kind, {}))

    def has(self, kind: str, key: Any) -> bool:
        return str(key) in self._data.get(kind, {})

    def entry(self, kind: str, key: Any) -> dict[str, Any]:
        """The whole entry; KeyError naming the file, the kind and the id if there is none."""
        try:
            return self._data[kind][str(key)]
        except KeyError:
            raise KeyError(f"{self.source} has no words for {kind} {key!r}") from None

    def name(self, kind: str, key: Any) -> str:
        return str(self.entry(kind, key)["name"])

    def effect(self, kind: str, key: Any) -> str:
        return str(self.entry(kind, key).get("effect", ""))

    def field(self, kind: str, key: Any, name: str, default: str = "") -> str:
        return str(self.entry(kind, key).get(name, default))

    def knows(self, token: Any) -> bool:
        """Whether `token` is an id of some kind here or a listed enumerated value."""
        return str(token) in self._known

    def free_keys(self) -> set[str]:
        return set(map(str, self.meta.get("free_keys", ())))

    def say(self, key: str, **fields: Any) -> str:
        """The sentence template `[text].key`, filled in (`str.format` fields)."""
        try:
            template = self.text[key]
        except KeyError:
            raise KeyError(f"{self.source} has no [text] {key!r}") from None
        return template.format(**fields)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: every kind with its entries, and the templates (for the browser)."""
        out: dict[str, Any] = {kind: {k: dict(v) for k, v in entries.items()}
                               for kind, entries in self._data.items()}
        out["text"] = dict(self.text)
        return out


def load_words(package: str, filename: str = "words.toml", override_dir: str | None = None,
               game_id: str = "") -> Words:
    """The words file `data/<filename>` of a game package (read afresh: no cache here); no
    words at all for a package without one (the words tests then name every id it lacks).
    `override_dir/<game_id>.toml`, if it exists, is laid over it entry by entry."""
    ref = resources.files(package).joinpath("data", filename)
    data: dict[str, Any] = {}
    if ref.is_file():
        with ref.open("rb") as fh:
            data = tomllib.load(fh)
    source = f"{package}/data/{filename}"
    if override_dir and game_id:
        extra = Path(override_dir) / f"{game_id}.toml"
        if extra.is_file():
            with extra.open("rb") as fh:
                data = _merge(data, tomllib.load(fh))
            source += f" + {extra.name}"
    return Words(data, source=source)


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(dict(out[key]), value)
        else:
            out[key] = value
    return out


def plural(n: int, one: str, many: str | None = None) -> str:
    """'1 rose', '3 roses' ('many' for irregular plurals)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def join_words(items: Iterable[str], last: str = "and") -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]
