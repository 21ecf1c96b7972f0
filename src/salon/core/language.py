"""The language a person reads: which one is current, how one is chosen, and the pseudo-language.

English (`en`) is the source language; German (`de`) and French (`fr`) are translations laid
over it entry by entry (a words file `data/words.de.toml` over `data/words.toml`, a rules
reference `data/rules.de.md`, lessons `data/lessons.de.toml`, the client's `web/messages/de.ftl`).
`en-XA` is a pseudo-language made from English by `pseudo` — accented and 40% longer, in
brackets — so that a browser test run in it shows every hard-coded English string (it stays
plain) and every label that would overflow a longer language.

The current language is a context variable: a server words each viewer's messages inside
`using(viewer_language)`, the terminal sets it once from `--lang` or `LANG`. Code that words
something asks for the words then (`GAME.words()`), never keeps worded text across languages.

Sentences are Project Fluent patterns (fluent.runtime): plurals by each language's CLDR rules,
and `ELISION($word)` — "vowel" or "consonant" by the word's first sound — for French elision
("d'Ada", "de Bea"; "l'Allégorie", "la carte").
"""

from __future__ import annotations

import contextvars
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

__all__ = ["LANGUAGES", "PREVIEW", "PSEUDO", "SOURCE", "current", "using", "pick", "pseudo",
           "pseudo_pattern", "choose", "elision", "say", "say_plain", "percent", "decimal", "figure_signs", "messages_source", "elide_before_names", "known", "from_environment", "list_words"]

SOURCE = "en"
#: the languages a person may choose, each named in itself
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
#: languages not yet read through by a fluent reader (marked "preview" in the switch)
PREVIEW: frozenset[str] = frozenset({"de", "fr"})
#: the test language: English made accented and longer (never offered in the switch)
PSEUDO = "en-XA"

_current: contextvars.ContextVar[str] = contextvars.ContextVar("salon_language", default=SOURCE)


def known(lang: str | None) -> bool:
    return lang in LANGUAGES or lang == PSEUDO


def current() -> str:
    """The language being worded now ("en" unless inside `using`)."""
    return _current.get()


def choose(lang: str | None) -> str:
    """Make `lang` the current language from here on (a terminal command's `--lang`)."""
    chosen = lang if lang and known(lang) else SOURCE
    _current.set(chosen)
    return chosen


@contextmanager
def using(lang: str | None) -> Iterator[str]:
    """Word everything inside in `lang` (an unknown or empty one: English)."""
    chosen = lang if lang and known(lang) else SOURCE
    token = _current.set(chosen)
    try:
        yield chosen
    finally:
        _current.reset(token)


_TAG = re.compile(r"^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$")


def pick(wanted: str | Iterable[str] | None, default: str = SOURCE) -> str:
    """The first of `wanted` salon speaks: an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"),
    a list such as `navigator.languages`, or one tag. Regional tags match their language
    ("fr-BE" → "fr"); `en-XA` only when asked for exactly. Anything else: `default`."""
    if not wanted:
        return default
    if isinstance(wanted, str):
        ranked: list[tuple[float, int, str]] = []
        for i, part in enumerate(wanted.split(",")[:32]):
            tag, _, params = part.strip().partition(";")
            q = 1.0
            m = re.search(r"q\s*=\s*([0-9.]+)", params)
            if m:
                try:
                    q = float(m.group(1))
                except ValueError:
                    q = 0.0
            ranked.append((-q, i, tag.strip()))
        tags = [tag for _, _, tag in sorted(ranked) if tag]
    else:
        tags = [str(t) for t in list(wanted)[:32]]
    for tag in tags:
        if len(tag) > 35 or not _TAG.match(tag):
            continue
        if tag.lower() == PSEUDO.lower():
            return PSEUDO
        base = tag.replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return default


def from_environment(env: dict[str, str] | None = None) -> str:
    """The terminal's language: $SALON_LANG, then the POSIX order LC_ALL, LC_MESSAGES, LANG
    ("de_DE.UTF-8" → "de"; "C" or unset → English)."""
    env = dict(os.environ) if env is None else env
    for name in ("SALON_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            if name == "SALON_LANG" and value == PSEUDO:
                return PSEUDO
            tag = value.split(".")[0].split("@")[0]
            return pick(tag)
    return SOURCE


# ---------------------------------------------------------------- salon's own messages

_bundles: dict[str, Any] = {}


def messages_source(lang: str) -> str:
    """The Fluent source of salon's own messages (outside the games' words: seat names, the
    terminal's frame, the command line, the server's errors) in `lang`:
    core/data/messages.<lang>.ftl then core/data/errors.<lang>.ftl ("" if neither)."""
    from importlib import resources

    parts = []
    for name in (f"messages.{lang}.ftl", f"errors.{lang}.ftl"):
        ref = resources.files("salon.core").joinpath("data", name)
        if ref.is_file():
            parts.append(ref.read_text(encoding="utf-8"))
    return "\n".join(parts)


def _bundle(lang: str) -> Any:
    bundle = _bundles.get(lang)
    if bundle is None:
        from .lazy_bundle import LazyBundle

        source = pseudo_messages(messages_source(SOURCE)) if lang == PSEUDO else messages_source(lang)
        bundle = LazyBundle("en" if lang == PSEUDO else lang, source, FLUENT_FUNCTIONS)
        _bundles[lang] = bundle
    return bundle


def say(message_id: str, **args: Any) -> str:
    """One of salon's own messages in the current language, falling back to English where the
    translation lacks it (the completeness test names every such id). An id English lacks too:
    KeyError."""
    for lang in (current(), SOURCE):
        bundle = _bundle(lang)
        if bundle.has_message(message_id):
            message = bundle.get_message(message_id)
            text, errors = bundle.format_pattern(message.value, args)
            if errors:
                raise ValueError(f"message {message_id!r} in {lang}: {errors[0]}")
            return str(text)
    raise KeyError(f"salon has no message {message_id!r}")


def say_plain(message_id: str, **args: Any) -> str:
    """`say`, its numbers written without grouping (5000, not 5,000 or 5.000; 1.5 in English,
    1,5 in German): a count in an error or a refusal is a figure, not an amount to read.
    Plural selects still work."""
    from fluent.runtime.types import fluent_number

    plain = {k: fluent_number(v, useGrouping=False) if isinstance(v, int | float) and not isinstance(v, bool) else v
             for k, v in args.items()}
    return say(message_id, **plain)


def percent(x: float, digits: int = 1, signed: bool = False) -> str:
    """A share as the current language writes a percentage, by its CLDR pattern ("25.0%",
    "25,0 %"), with `digits` after the decimal sign; `signed`: "+" before a share ≥ 0."""
    return _figure(x, digits, signed, style="percent")


def decimal(x: float, digits: int = 2, signed: bool = False) -> str:
    """A figure with `digits` after the decimal sign as the current language writes it, without
    grouping ("4.55", "4,55"); `signed`: "+" before a figure ≥ 0."""
    return _figure(x, digits, signed, style="decimal")


def figure_signs(text: str) -> str:
    """A figure written the English way ("1,234.56") with the current language's decimal and
    grouping signs instead ("1.234,56", "1 234,56"); English as it is."""
    lang = current()
    if lang not in LANGUAGES or lang == SOURCE:
        return text
    from babel.numbers import get_decimal_symbol, get_group_symbol

    return text.replace(",", "\0").replace(".", get_decimal_symbol(lang)).replace("\0", get_group_symbol(lang))


def _figure(x: float, digits: int, signed: bool, style: str) -> str:
    from fluent.runtime.types import fluent_number

    if current() == SOURCE:  # Python's own rounding, as salon always wrote English figures
        text = f"{abs(x) if signed else x:.{digits}{'%' if style == 'percent' else 'f'}}"
        return ("+" if x >= 0 else "-") + text if signed else text
    text = say("figure", x=fluent_number(abs(x) if signed else x, style=style, useGrouping=False,
                                         minimumFractionDigits=digits, maximumFractionDigits=digits))
    return ("+" if x >= 0 else "-") + text if signed else text


def _accent(node: Any) -> None:
    """Every text element of a Fluent tree made pseudo, in place (placeables untouched)."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Transformer

    class Accent(Transformer):
        def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:  # noqa: N802
            node.value = pseudo(node.value, brackets=False)
            return node

    Accent().visit(node)


def pseudo_messages(source: str) -> str:
    """A whole Fluent file in the pseudo-language (every message's text made pseudo)."""
    from fluent.syntax import FluentParser, FluentSerializer, ast

    resource = FluentParser(with_spans=False).parse(source)

    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            _accent(entry.value)
            entry.value.elements.insert(0, ast.TextElement("["))
            entry.value.elements.append(ast.TextElement("]"))
    return str(FluentSerializer().serialize(resource))


# ---------------------------------------------------------------- French elision

_VOWELS = set("aeiouyAEIOUY")
#: words whose h is "aspiré" in French (no elision): the game terms that need it
_H_ASPIRE = ("haine", "hasard", "héros", "hibou", "honte", "huit", "haut")


def elision(word: Any) -> str:
    """"vowel" where French elides before `word` (Ada, Élise, Hugo, 8 → d'Ada, l'Élise), else
    "consonant" (Bea, Haine). A Fluent function: `{ ELISION($who) -> [vowel] d'{ $who }
    *[consonant] de { $who } }`."""
    text = str(word).strip().lstrip("«“\"'([").strip()
    if not text:
        return "consonant"
    if text[0].isdigit():  # un (1) elides; deux, huit, onze... do not
        return "vowel" if re.match(r"1(?![0-9])", text) else "consonant"
    first = unicodedata.normalize("NFD", text[0])[0]
    if first in _VOWELS:
        return "vowel"
    if first in "hH":
        low = text.lower()
        return "consonant" if low.startswith(_H_ASPIRE) else "vowel"
    return "consonant"


_BEFORE_NAME = re.compile(r"\b([dDlL]e|[qQ]ue|[jJ]e|[nN]e|[sS]e|[lL]a) (\ue000\d+\ue001)")


def elide_before_names(text: str, names: Sequence[str], lang: str | None = None) -> str:
    """French: `de`, `que`, `le`, `la`, ... before a seat's name placeholder elided where that
    name starts with a vowel sound ("de \ue0000\ue001" → "d'\ue0000\ue001" for Ada). Stored
    sentences carry a placeholder for each seat's name (server/talk.py) — the name is only known
    when the sentence is sent, so `ELISION` could not decide when it was worded. Other
    languages: `text` as it is."""
    if (lang or current()) != "fr" or "\ue000" not in text:
        return text

    def fix(m: re.Match[str]) -> str:
        seat = int(m.group(2)[1:-1])
        name = names[seat] if 0 <= seat < len(names) else ""
        if elision(name) == "vowel":
            return m.group(1)[:-1] + "'" + m.group(2)
        return m.group(0)

    return _BEFORE_NAME.sub(fix, text)


#: the functions salon's Fluent patterns may call (messages and the games' templates alike)
FLUENT_FUNCTIONS: dict[str, Any] = {"ELISION": elision}


def list_words(items: Iterable[str], final: str = "and") -> str:
    """'A', 'A and B', 'A, B and C' in the current language ("und", "et"; "oder", "ou")."""
    words = {"and": {"en": "and", "de": "und", "fr": "et"}, "or": {"en": "or", "de": "oder", "fr": "ou"}}
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    lang = current()
    joiner = words.get(final, {}).get(lang if lang in LANGUAGES else SOURCE, final)
    if lang == PSEUDO:
        joiner = pseudo(words.get(final, {}).get(SOURCE, final), brackets=False)
    return ", ".join(items[:-1]) + f" {joiner} " + items[-1]


# ---------------------------------------------------------------- pseudo-language

_ACCENTED = str.maketrans(
    "abcdeghiklnoprstuwyzABCDEGHIKLNOPRSTUWYZ",
    "àƀćđéĝĥíķĺñóþŕšŧúŵýžÀƁĆĐÉĜĤÍĶĹÑÓÞŔŠŦÚŴÝŽ")
_PLACEABLE = re.compile(r"(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]*>|&\w+;|\\n|%\w|\[[^\]]*\]\([^)]*\))")


def pseudo(text: str, brackets: bool = True) -> str:
    """English made visibly foreign for tests: letters accented, every word padded so the whole
    is about 40% longer, in brackets ("Draw a card" → "[Đŕàŵ~~ à ćàŕđ~~]"). Placeholders
    (`{ $who }`, `{x}`), HTML tags, entities and Markdown links stay as they are."""
    if not text:
        return text
    def accent(part: str) -> str:
        padded = re.sub(r"[A-Za-z]{3,}", lambda m: m.group(0) + "~" * (len(m.group(0)) * 2 // 5 + 1), part)
        return padded.translate(_ACCENTED)

    body = "".join(part if i % 2 else accent(part) for i, part in enumerate(_PLACEABLE.split(text)))
    return f"[{body}]" if brackets else body


def pseudo_pattern(source: str) -> str:
    """A Fluent pattern in the pseudo-language: its text pseudo-translated, its placeables
    (variables, selectors and their variant keys) kept."""
    from fluent.syntax import FluentParser, FluentSerializer, ast

    parsed = FluentParser(with_spans=False).parse(f"m = {_indent(source)}\n")
    message = parsed.body[0] if parsed.body else None
    if not isinstance(message, ast.Message) or message.value is None:
        return pseudo(source)

    _accent(message)
    text = FluentSerializer().serialize_entry(message)
    body = text.split("=", 1)[1].strip("\n").lstrip(" ")
    return "[" + body.rstrip("\n") + "]"


def pattern_tree(source: str) -> Any:
    """A Fluent pattern as a small JSON tree a browser fills without a Fluent library: a list of
    parts, each a string, `{"var": name}`, `{"ref": template}`, `{"select": name, "fn": "ELISION" or null,
    "variants": {key: parts}, "default": key}` (a key is a number, a plural category or a
    word; the browser picks with `Intl.PluralRules`). Anything else Fluent allows reads as
    `{"text": its source}`."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.serializer import serialize_expression

    parsed = FluentParser(with_spans=False).parse(f"m = {_indent(source)}\n")
    message = parsed.body[0] if parsed.body else None
    if not isinstance(message, ast.Message) or message.value is None:
        return [source]

    def expr(node: Any) -> Any:
        if isinstance(node, ast.VariableReference):
            return {"var": node.id.name}
        if isinstance(node, ast.StringLiteral):
            return node.parse()["value"]
        if isinstance(node, ast.NumberLiteral):
            return node.value
        if isinstance(node, ast.SelectExpression):
            sel: Any = node.selector
            fn = None
            if isinstance(sel, ast.FunctionReference):
                fn = sel.id.name
                sel = sel.arguments.positional[0] if sel.arguments.positional else sel
            name = sel.id.name if isinstance(sel, ast.VariableReference) else ""
            variants: dict[str, Any] = {}
            default = ""
            for v in node.variants:
                key = v.key.value if isinstance(v.key, ast.NumberLiteral) else v.key.name
                variants[key] = parts(v.value)
                if v.default:
                    default = key
            return {"select": name, "fn": fn, "variants": variants, "default": default}
        if isinstance(node, ast.Placeable):
            return expr(node.expression)
        if isinstance(node, ast.MessageReference):
            return {"ref": node.id.name}  # another template of the same table
        if isinstance(node, ast.FunctionReference) and node.arguments.positional:
            return expr(node.arguments.positional[0])  # NUMBER($n, ...): the number as it is
        return {"text": "{ " + serialize_expression(node) + " }"}

    def parts(pattern: Any) -> list[Any]:
        out: list[Any] = []
        for el in pattern.elements:
            if isinstance(el, ast.TextElement):
                out.append(el.value)
            else:
                out.append(expr(el.expression))
        return out

    return parts(message.value)


def _indent(source: str) -> str:
    """A multi-line pattern's continuation lines indented (Fluent needs it)."""
    lines = source.split("\n")
    return "\n".join([lines[0], *[("    " + ln if ln and not ln.startswith(" ") else ln) for ln in lines[1:]]])
