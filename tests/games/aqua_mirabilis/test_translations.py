"""Aqua Mirabilis in German and French (issue 55): the overlays are complete and use the glossary.

The words overlays (`words.de.toml`, `words.fr.toml`) carry every entry of `words.toml` with each
string a person reads; the lessons overlays every lesson string. A translated string whose English
source names a glossary term (as a whole word) carries that term's translation.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

DATA = resources.files("salon.games.aqua_mirabilis") / "data"
LANGS = ("de", "fr")
NOTATION_FIELDS = {"letter", "colour", "base"}  # ids and notation: never translated


def _load(name: str) -> dict[str, Any]:
    return tomllib.loads((DATA / name).read_text(encoding="utf-8"))


def _strings(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every string leaf of a TOML tree, with its path of keys."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _strings(value, path + (str(key),))
    elif isinstance(node, str):
        yield path, node


def _words_pairs(lang: str) -> list[tuple[tuple[str, ...], str, str | None]]:
    en, tr = _load("words.toml"), _load(f"words.{lang}.toml")
    pairs = []
    for path, text in _strings({k: v for k, v in en.items() if k not in ("meta", "text")}):
        if path[-1] in NOTATION_FIELDS or path[0] == "action" and path[-1] == "name":
            continue
        node: Any = tr
        for key in path:
            node = node.get(key) if isinstance(node, dict) else None
        pairs.append((path, text, node))
    return pairs


def _lesson_pairs(lang: str) -> list[tuple[tuple[str, ...], str, str | None]]:
    en, tr = _load("lessons.toml"), _load(f"lessons.{lang}.toml")
    pairs = []
    for path, text in _strings(en):
        node: Any = tr
        for key in path:
            node = node.get(key) if isinstance(node, dict) else None
        pairs.append((path, text, node))
    return pairs


@pytest.mark.parametrize("lang", LANGS)
def test_words_overlay_has_every_entry_and_string(lang: str) -> None:
    tr = _load(f"words.{lang}.toml")
    assert "meta" not in tr
    missing = [".".join(p) for p, _, t in _words_pairs(lang) if not isinstance(t, str) or not t]
    assert not missing, missing[:20]
    en = _load("words.toml")
    extra = [f"{k}.{i}" for k, table in tr.items() if k != "text" for i in table if i not in en.get(k, {})]
    assert not extra


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_overlay_has_every_string(lang: str) -> None:
    missing = [".".join(p) for p, _, t in _lesson_pairs(lang) if not isinstance(t, str) or not t]
    assert not missing, missing[:20]


@pytest.mark.parametrize("lang", LANGS)
def test_translations_use_the_glossary(lang: str) -> None:
    terms = _load("glossary.toml")["term"].values()
    wrong = []
    for path, en, text in _words_pairs(lang) + _lesson_pairs(lang):
        if not isinstance(text, str):
            continue
        for term in terms:
            if re.search(rf"\b{re.escape(term['en'])}\b", en, re.IGNORECASE) and \
                    term[lang].lower() not in text.lower():
                wrong.append(f"{'.'.join(path)}: {term['en']} -> {term[lang]} not in {text!r}")
    assert not wrong, "\n".join(wrong[:30])


def test_glossary_is_of_real_size() -> None:
    terms = _load("glossary.toml")["term"]
    assert 10 <= len(terms) <= 40
    assert all({"en", "de", "fr"} <= set(t) for t in terms.values())


def _variables(pattern: str) -> set[str]:
    """The `$variables` a Fluent pattern names."""
    return set(re.findall(r"\$([A-Za-z][\w-]*)", pattern))


def _prose(pattern: str) -> str:
    """A pattern's words without its variables, function names and variant keys."""
    return re.sub(r"\$[\w-]+|\[[\w-]+\]|[A-Z]+\(", " ", pattern)


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_template_is_translated_with_the_same_variables(lang: str) -> None:
    en, tr = _load("words.toml")["text"], _load(f"words.{lang}.toml")["text"]
    assert set(tr) == set(en)
    extra = {k: _variables(tr[k]) - _variables(en[k]) for k in en if _variables(tr[k]) - _variables(en[k])}
    assert not extra, extra


@pytest.mark.parametrize("lang", LANGS)
def test_sentence_templates_use_the_glossary(lang: str) -> None:
    terms = _load("glossary.toml")["term"].values()
    en, tr = _load("words.toml")["text"], _load(f"words.{lang}.toml")["text"]
    wrong = [f"{key}: {term['en']} -> {term[lang]}" for key in en for term in terms
             if re.search(rf"\b{re.escape(term['en'])}\b", _prose(en[key]), re.IGNORECASE)
             and term[lang].lower() not in _prose(tr[key]).lower()]
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_game_reads_in_the_language(lang: str) -> None:
    """Every log sentence, label and prompt of a short seeded game is worded without error, and
    the final table's verdict too."""
    import random

    from salon.core import language
    from salon.games.aqua_mirabilis.rules import GAME

    with language.using(lang):
        s = GAME.new_game(3, seed=7)
        rng = random.Random(7)
        lines: list[str] = []
        while not s.is_over():
            (p,) = s.current_players()
            lines.append(s.prompt(p))
            legal = s.legal_actions(p)
            lines += [s.label(a, p) for a in legal]
            act = rng.choice(legal)
            before = s.clone()
            s.apply(p, act)
            lines += s.narrate(before, p, act, p, ["Ada", "Bea", "Cy"])
        sc = s.scoring(["Ada", "Bea", "Cy"])
    assert sc is not None and sc.verdict
    english = {"the", "and", "with", "your", "turn", "flower", "scent", "takes", "goes"}
    leaks = [x for x in lines if english & set(re.findall(r"[a-z]+", x))]
    assert not leaks, leaks[:5]


# ---------------------------------------------------------------- the rules references

RULES_LANGS = [lang for lang in LANGS if (DATA / f"rules.{lang}.md").is_file()]


def _rules(lang: str) -> str:
    return (DATA / ("rules.md" if lang == "en" else f"rules.{lang}.md")).read_text(encoding="utf-8")


def _headings(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("#")]


def _slug(heading: str) -> str:
    """A heading's anchor as the browser makes it (web/ui.js: letters, digits, spaces, hyphens)."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -").strip()
    return kept.replace(" ", "-")


def _blocks(text: str) -> list[str]:
    """Paragraphs, with list items and table rows each a block of their own."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.split("\n") if line]
        if lines and all(re.match(r"(- |\d+\. |\|)", line) for line in lines):
            out += lines
        else:
            out.append(block)
    return out


@pytest.mark.parametrize("lang", RULES_LANGS)
def test_the_rules_keep_the_headings_rulings_tables_and_links(lang: str) -> None:
    en, tr = _rules("en"), _rules(lang)
    assert [len(h) - len(h.lstrip("#")) for h in _headings(tr)] == [len(h) - len(h.lstrip("#")) for h in _headings(en)]
    assert [re.findall(r"^#+ (R\d+)\b", h) for h in _headings(tr)] == [re.findall(r"^#+ (R\d+)\b", h) for h in _headings(en)]
    assert [line.count("|") for line in tr.split("\n") if line.startswith("|")] == \
        [line.count("|") for line in en.split("\n") if line.startswith("|")]
    anchors = {_slug(h.lstrip("#").strip()) for h in _headings(tr)}
    links = re.findall(r"\]\(#([^)]+)\)", tr)
    assert len(links) == len(re.findall(r"\]\(#([^)]+)\)", en))
    assert not [link for link in links if link not in anchors]
    assert re.findall(r"\[[^\]]*(R\d+)\]", tr) == re.findall(r"\[[^\]]*(R\d+)\]", en)


@pytest.mark.parametrize("lang", RULES_LANGS)
def test_the_rules_use_the_glossary_terms_paragraph_by_paragraph(lang: str) -> None:
    terms = _load("glossary.toml")["term"].values()
    en, tr = _blocks(_rules("en")), _blocks(_rules(lang))
    assert len(en) == len(tr)
    misses = [f"{term['en']} -> {term[lang]}: {t[:70]!r}" for e, t in zip(en, tr) for term in terms
              if re.search(rf"\b{re.escape(term['en'])}\b", e, re.IGNORECASE) and term[lang].lower() not in t.lower()]
    assert not misses, "\n".join(misses)
