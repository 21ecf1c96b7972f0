"""Is a translation complete? Every text English has, in every language, with the same holes.

`problems(lang)` lists, for salon's own messages and for each game's words, lessons and rules
reference, what `lang` lacks or words differently from English: a missing entry or field, a
template or message whose variables differ (a `{ $who }` English has and the translation
lacks, or one it invents), an id English does not have, a rules reference that is missing.
English is the source: nothing is compared against it but the translations.

    python -m salon.core.translations          # every language; exit 1 if anything is missing
    python -m salon.core.translations de       # one language
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from importlib import resources
from typing import Any

from . import language
from .words import NOT_WORDS, read_toml

__all__ = ["problems", "words_problems", "messages_problems", "variables"]


def variables(pattern: str) -> frozenset[str]:
    """The variables a Fluent pattern (or a whole message file's message) refers to."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    parsed = FluentParser(with_spans=False).parse(f"m = {language._indent(pattern)}\n")
    found: set[str] = set()

    class Names(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
            found.add(node.id.name)

    Names().visit(parsed)
    return frozenset(found)


def _strings(table: Mapping[str, Any], path: str = "") -> Iterator[tuple[str, str]]:
    """(dotted path, text) of every string a person reads in a words-like table."""
    for key, value in table.items():
        where = f"{path}.{key}" if path else str(key)
        if isinstance(value, str):
            if str(key) not in NOT_WORDS:
                yield where, value
        elif isinstance(value, Mapping):
            yield from _strings(value, where)


def words_problems(english: Mapping[str, Any], translated: Mapping[str, Any], where: str) -> list[str]:
    """What a words-like file (words.toml, lessons.toml) in another language lacks or adds."""
    out: list[str] = []
    source = {k: v for k, v in english.items() if k != "meta"}
    theirs = {k: v for k, v in translated.items() if k != "meta"}
    mine = dict(_strings(source))
    other = dict(_strings(theirs))
    for path, text in mine.items():
        if path not in other:
            out.append(f"{where}: {path} is missing")
        elif path.startswith("text."):
            a, b = variables(text), variables(other[path])
            if a != b:
                out.append(f"{where}: {path} has variables {sorted(b)}, English {sorted(a)}")
    for path in other:
        if path not in mine:
            out.append(f"{where}: {path} is not in the English file")
    return out


def messages_problems(english: str, translated: str, where: str) -> list[str]:
    """What a Fluent file of messages in another language lacks, adds or words differently."""
    from fluent.syntax import FluentParser, FluentSerializer, ast

    def messages(source: str) -> dict[str, frozenset[str]]:
        out: dict[str, frozenset[str]] = {}
        for entry in FluentParser(with_spans=False).parse(source).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                text = FluentSerializer().serialize_entry(entry).split("=", 1)[1]
                out[entry.id.name] = variables(text.strip())
        return out

    mine, other = messages(english), messages(translated)
    out = [f"{where}: {mid} is missing" for mid in mine if mid not in other]
    out += [f"{where}: {mid} has variables {sorted(other[mid])}, English {sorted(v)}"
            for mid, v in mine.items() if mid in other and other[mid] != v]
    out += [f"{where}: {mid} is not in the English file" for mid in other if mid not in mine]
    return out


def problems(lang: str) -> list[str]:
    """Everything `lang` lacks: salon's own messages, then each game's files."""
    from .registry import game_ids, load_game

    out = []
    data = resources.files("salon.core").joinpath("data")
    for stem in ("messages", "errors"):  # each file against its English one, so a problem names its file
        english_file, translated_file = data.joinpath(f"{stem}.{language.SOURCE}.ftl"), data.joinpath(f"{stem}.{lang}.ftl")
        if not english_file.is_file():
            continue
        if not translated_file.is_file():
            out.append(f"core/data/{stem}.{lang}.ftl is missing")
            continue
        out += messages_problems(english_file.read_text(encoding="utf-8"), translated_file.read_text(encoding="utf-8"),
                                 f"core/data/{stem}.{lang}.ftl")
    for gid in game_ids():
        game = load_game(gid)
        package = game._package()
        for stem in ("words", "lessons"):
            english = read_toml(package, f"{stem}.toml")
            if not english:
                continue
            translated = read_toml(package, f"{stem}.{lang}.toml")
            if not translated:
                out.append(f"{gid}: data/{stem}.{lang}.toml is missing")
                continue
            out += words_problems(english, translated, f"{gid} data/{stem}.{lang}.toml")
        data = resources.files(package).joinpath("data")
        if data.joinpath("rules.md").is_file() and not data.joinpath(f"rules.{lang}.md").is_file():
            out.append(f"{gid}: data/rules.{lang}.md is missing")
    return out


def main(argv: list[str]) -> int:
    langs = argv or [lang for lang in language.LANGUAGES if lang != language.SOURCE]
    total = 0
    for lang in langs:
        found = problems(lang)
        total += len(found)
        print(f"{lang} ({language.LANGUAGES.get(lang, lang)}): " + ("complete" if not found else f"{len(found)} missing or different"))
        for line in found:
            print("  " + line)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
