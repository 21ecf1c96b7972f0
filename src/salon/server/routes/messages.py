"""GET /api/messages/{lang}: the browser client's own words (labels, buttons, tooltips, the
announcer's sentences) in one language, ready to render without a Fluent library in the browser.

The words live in Project Fluent files beside the client (`web/messages/<lang>.ftl`, English
the source). Each is parsed here with `fluent.syntax` and each message sent as a small JSON
tree the client walks (`t(id, args)` in web/ui.js):

- a pattern is a list of parts; a part is a string (text), `{"var": name}` (a variable), or
  `{"select": name, "fn": null or "ELISION", "variants": {key: pattern}, "default": key}` (a
  select on a variable: the browser picks the variant whose key is the number itself, else its
  plural category from `Intl.PluralRules`, else the string, else the default) — the shape of
  `salon.core.language.pattern_tree`, which the game's [text] templates come in too;
- a message's attributes are messages of their own, `id.attr`;
- a term (`-brand`) or another message referred to is laid into the pattern here.

A language missing an id is given the English message (its id is listed in `fallback`, so a
test sees it); an unknown language is answered in English. The answers are kept per language
(the files are read once a process). `en-XA`, the pseudo-language of the tests, is English
accented, lengthened and bracketed by `salon.core.language.pseudo`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi import APIRouter
from fluent.syntax import FluentParser, ast

from ...core import language

router = APIRouter()

#: the client's message files
MESSAGES_DIR = Path(__file__).resolve().parent.parent.parent / "web" / "messages"
#: the languages salon's client speaks (English the source), and the tests' pseudo-language
LANGUAGES = ("en", "de", "fr")
PSEUDO = "en-XA"
#: how deep references (message to message, term to term) may nest
MOST_DEPTH = 8

Part = str | dict[str, Any]


class MessageFileError(ValueError):
    """A message file the client could not render (a syntax error, an unsupported expression)."""


def known_language(lang: str | None) -> str:
    """`lang` when the client speaks it ("de", "fr", "en-XA"), its primary subtag when that is
    one ("de-AT" → "de"), else English (`language.pick`)."""
    return language.pick(lang)


class _Converter:
    """One resource's messages and terms as JSON patterns."""

    def __init__(self, resource: ast.Resource, text: Callable[[str], str] | None = None) -> None:
        self.messages = {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}
        self.terms = {e.id.name: e for e in resource.body if isinstance(e, ast.Term)}
        self.text: Callable[[str], str] = text or (lambda s: s)

    def pattern(self, p: ast.Pattern | None, depth: int = 0) -> list[Part]:
        if p is None:
            return []
        if depth > MOST_DEPTH:
            raise MessageFileError("references nest too deep")
        out: list[Part] = []
        for el in p.elements:
            if isinstance(el, ast.TextElement):
                out.append(self.text(el.value))
            else:
                out.extend(self.expression(el.expression, depth))
        # adjacent strings joined: a smaller tree
        joined: list[Part] = []
        for part in out:
            if isinstance(part, str) and joined and isinstance(joined[-1], str):
                joined[-1] += part
            elif part != "":
                joined.append(part)
        return joined

    def expression(self, ex: Any, depth: int) -> list[Part]:
        if isinstance(ex, ast.StringLiteral):
            return [ex.parse()["value"]]
        if isinstance(ex, ast.NumberLiteral):
            return [ex.value]
        if isinstance(ex, ast.VariableReference):
            return [{"var": ex.id.name}]
        if isinstance(ex, ast.FunctionReference) and ex.id.name == "NUMBER" and ex.arguments.positional:
            return self.expression(ex.arguments.positional[0], depth)
        if isinstance(ex, ast.MessageReference):
            msg = self.messages.get(ex.id.name)
            if msg is None:
                raise MessageFileError(f"unknown message {ex.id.name}")
            value = msg.value
            if ex.attribute is not None:
                value = next((a.value for a in msg.attributes if a.id.name == ex.attribute.name), None)
            return self.pattern(value, depth + 1)
        if isinstance(ex, ast.TermReference):
            term = self.terms.get(ex.id.name)
            if term is None:
                raise MessageFileError(f"unknown term -{ex.id.name}")
            return self.pattern(term.value, depth + 1)
        if isinstance(ex, ast.SelectExpression):
            sel: Any = ex.selector
            fn = None
            if isinstance(sel, ast.FunctionReference) and sel.id.name in ("NUMBER", "ELISION") and sel.arguments.positional:
                fn = None if sel.id.name == "NUMBER" else sel.id.name
                sel = sel.arguments.positional[0]
            if not isinstance(sel, ast.VariableReference):
                raise MessageFileError("a select chooses on a variable (or ELISION of one) only")
            variants: dict[str, list[Part]] = {}
            default = "other"
            for v in ex.variants:
                key = v.key.value if isinstance(v.key, ast.NumberLiteral) else v.key.name
                variants[key] = self.pattern(v.value, depth)
                if v.default:
                    default = key
            return [{"select": sel.id.name, "fn": fn, "variants": variants, "default": default}]
        if isinstance(ex, ast.Placeable):
            return self.expression(ex.expression, depth)
        raise MessageFileError(f"unsupported expression {type(ex).__name__}")

    def all(self) -> dict[str, list[Part]]:
        out: dict[str, list[Part]] = {}
        for name, msg in self.messages.items():
            if msg.value is not None:
                out[name] = self.pattern(msg.value)
            for attr in msg.attributes:
                out[f"{name}.{attr.id.name}"] = self.pattern(attr.value)
        return out


def parse_file(path: Path, text: Callable[[str], str] | None = None) -> dict[str, list[Part]]:
    """The messages of one .ftl file as JSON patterns; MessageFileError on a syntax error."""
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    if junk:
        first = junk[0]
        why = first.annotations[0].message if first.annotations else "syntax error"
        raise MessageFileError(f"{path.name}: {why}: {(first.content or '')[:80]!r}")
    return _Converter(resource, text).all()


@functools.lru_cache(maxsize=len(LANGUAGES) + 1)
def messages_for(lang: str) -> dict[str, Any]:
    """The client's messages in `lang` (one of LANGUAGES or PSEUDO), English under each missing one."""
    english = parse_file(MESSAGES_DIR / "en.ftl")
    if lang == PSEUDO:
        accented = parse_file(MESSAGES_DIR / "en.ftl", lambda s: language.pseudo(s, brackets=False))
        return {"lang": PSEUDO, "messages": {k: ["[", *v, "]"] for k, v in accented.items()}, "fallback": []}
    if lang == "en":
        return {"lang": "en", "messages": english, "fallback": []}
    own = parse_file(MESSAGES_DIR / f"{lang}.ftl")
    missing = sorted(set(english) - set(own))
    return {"lang": lang, "messages": {**{k: english[k] for k in missing}, **own}, "fallback": missing}


@router.get("/api/messages/{lang}", summary="The browser client's own words in a language, as "
                                            "render-ready trees (unknown language: English)")
async def client_messages(lang: str) -> dict[str, Any]:
    return messages_for(known_language(lang))
