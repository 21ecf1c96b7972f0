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

Templates are Project Fluent patterns (fluent.runtime): `{ $who } draws { $n -> [one] ... }`,
so plurals follow each language's rules and French elides with `ELISION($word)`.

Languages: `data/words.toml` is English, the source. `data/words.de.toml` and
`data/words.fr.toml` hold the same tables and ids with their strings translated; `load_words`
lays the current language's file over the English one entry by entry, so a missing entry reads
in English (the completeness test, tests/words/test_languages.py, names every one). The
pseudo-language `en-XA` is English passed through `language.pseudo`.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from . import language

__all__ = ["Words", "load_words", "words_data", "read_toml", "plural", "join_words", "fluent_value"]


class Words:
    """A game's words: `name(kind, id)`, `effect(kind, id)`, `entry(kind, id)`, `say(key, **f)`."""

    def __init__(self, data: Mapping[str, Any], source: str = "words", lang: str = language.SOURCE) -> None:
        self.source = source
        self.lang = lang
        self._bundle: Any = None
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
        """The sentence template `[text].key` (a Fluent pattern), filled in with `fields`.

        A field the template names but the call leaves out, or a broken template: ValueError
        naming the file and the key (never a sentence with a hole in it)."""
        if key not in self.text:
            raise KeyError(f"{self.source} has no [text] {key!r}")
        bundle = self._bundle or self._make_bundle()
        if not bundle.has_message(key):
            raise ValueError(f"{self.source}: [text] {key!r} is not a valid Fluent pattern")
        message = bundle.get_message(key)
        if message.value is None:
            raise ValueError(f"{self.source}: [text] {key!r} is not a Fluent pattern")
        text, errors = bundle.format_pattern(message.value, fields)
        if errors:
            raise ValueError(f"{self.source}: [text] {key!r}: {errors[0]}")
        return str(text)

    def _make_bundle(self) -> Any:
        """The templates as a Fluent bundle, each parsed when first said (core/lazy_bundle.py)."""
        from .lazy_bundle import LazyBundle

        locale = "en" if self.lang == language.PSEUDO else self.lang
        source = "".join(f"{key} = {fluent_value(pattern)}\n" for key, pattern in self.text.items())
        self._bundle = LazyBundle(locale, source, language.FLUENT_FUNCTIONS)
        return self._bundle

    def check_templates(self) -> None:
        """Parse every template now: ValueError naming the first that is not a valid Fluent
        pattern (`say` finds a broken one only when it is said)."""
        bundle = self._bundle or self._make_bundle()
        broken = [key for key in self.text if not bundle.has_message(key)]
        if broken:
            raise ValueError(f"{self.source}: [text] {broken[0]!r} is not a valid Fluent pattern")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: every kind with its entries, and the templates (for the browser): a
        template without choices as plain text with `{field}` holes, one with choices (a
        plural, an elision) as the tree of `language.pattern_tree`."""
        out: dict[str, Any] = {kind: {k: dict(v) for k, v in entries.items()}
                               for kind, entries in self._data.items()}
        out["text"] = {key: browser_template(pattern) for key, pattern in self.text.items()}
        out["lang"] = self.lang
        return out


def load_words(package: str, filename: str = "words.toml", override_dir: str | None = None,
               game_id: str = "", lang: str | None = None) -> Words:
    """The words file `data/<filename>` of a game package in `lang` (default: the current
    language), read afresh: no cache here; no words at all for a package without one (the
    words tests then name every id it lacks). `override_dir/<game_id>.toml` (and, for another
    language, `<game_id>.<lang>.toml`), if it exists, is laid over it entry by entry."""
    data, source = words_data(package, filename, override_dir, game_id, lang)
    return Words(data, source=source, lang=lang or language.current())


def words_data(package: str, filename: str = "words.toml", override_dir: str | None = None,
               game_id: str = "", lang: str | None = None) -> tuple[dict[str, Any], str]:
    """The merged TOML of a words-like file (`words.toml`, `lessons.toml`) in `lang`, and a
    description of where it came from."""
    lang = lang or language.current()
    data = read_toml(package, filename)
    source = f"{package}/data/{filename}"
    stem, _, ext = filename.rpartition(".")
    if lang in language.LANGUAGES and lang != language.SOURCE:
        translated = read_toml(package, f"{stem}.{lang}.{ext}")
        if translated:
            data = _merge(data, translated)
            source += f" + {stem}.{lang}.{ext}"
    if override_dir and game_id:
        names = [f"{game_id}.toml"] if filename == "words.toml" else [f"{game_id}.{stem}.toml"]
        if lang != language.SOURCE:
            names.append(names[0].replace(".toml", f".{lang}.toml"))
        for name in names:
            extra = Path(override_dir) / name
            if extra.is_file():
                with extra.open("rb") as fh:
                    data = _merge(data, tomllib.load(fh))
                source += f" + {extra.name}"
    if lang == language.PSEUDO:
        data = pseudo_words(data)
    return data, source


def read_toml(package: str, filename: str) -> dict[str, Any]:
    """`data/<filename>` of a package as TOML ({} when there is none)."""
    ref = resources.files(package).joinpath("data", filename)
    if not ref.is_file():
        return {}
    with ref.open("rb") as fh:
        return tomllib.load(fh)


#: entry fields that hold ids or codes, not words (never pseudo-translated)
NOT_WORDS = frozenset({"colour", "colour_key", "family", "letter", "base", "level", "tag_id", "values"})


def pseudo_words(data: Mapping[str, Any]) -> dict[str, Any]:
    """A words-like table in the pseudo-language: every string a person reads made accented and
    longer (`language.pseudo`), templates as Fluent patterns, ids and codes untouched."""
    out: dict[str, Any] = {}
    for kind, table in data.items():
        if kind == "meta" or not isinstance(table, Mapping):
            out[kind] = table
        elif kind == "text":
            out[kind] = {k: language.pseudo_pattern(str(v)) for k, v in table.items()}
        else:
            out[kind] = {k: _pseudo_value(v) for k, v in table.items()}
    return out


def _pseudo_value(value: Any, field: str = "") -> Any:
    if isinstance(value, str):
        if field in NOT_WORDS or len(value) <= 3:  # ids, codes, abbreviations (Lav, Ber)
            return value
        return language.pseudo(value)
    if isinstance(value, Mapping):
        return {k: _pseudo_value(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_pseudo_value(v, field) for v in value]
    return value


_SIMPLE_FIELD = re.compile(r"\{ *\$(\w+) *\}")


def browser_template(pattern: str) -> Any:
    """A template as the browser fills it: `{ $x }` holes as `{x}` where that is all it has,
    otherwise the pattern's tree (`language.pattern_tree`)."""
    simple = _SIMPLE_FIELD.sub(lambda m: "{" + m.group(1) + "}", pattern)
    if "{" not in _SIMPLE_FIELD.sub("", pattern).replace('{" "}', "").replace('{""}', ""):
        return simple.replace('{" "}', " ").replace('{""}', "")
    return language.pattern_tree(pattern)


_SPECIAL_START = re.compile(r"^[\[*.]")


def fluent_value(pattern: str) -> str:
    """A pattern written in a TOML string, made safe as a Fluent message's value: its edge
    spaces kept (Fluent would trim them), continuation lines indented, an empty one kept."""
    if pattern == "":
        return '{""}'
    lead = len(pattern) - len(pattern.lstrip(" "))
    trail = len(pattern) - len(pattern.rstrip(" "))
    core = pattern.strip(" ")
    lines = core.split("\n")
    body = "\n".join([lines[0], *[("    " + ln if ln.strip() else ln) for ln in lines[1:]]])
    if _SPECIAL_START.match(body):
        body = '{""}' + body
    return '{" "}' * lead + body + '{" "}' * trail


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(dict(out[key]), value)
        else:
            out[key] = value
    return out


def plural(n: int, one: str, many: str | None = None) -> str:
    """'1 rose', '3 roses' ('many' for irregular plurals). English only: a sentence another
    language reads takes its plural from a Fluent select in its template instead."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def join_words(items: Iterable[str], last: str = "and") -> str:
    """'A', 'A and B', 'A, B and C' — in the current language for "and" and "or"."""
    if last in ("and", "or"):
        return language.list_words(items, last)
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]
