"""Aqua Mirabilis in German and French (issue 55): the overlays are complete and use the glossary.

The words overlays (`words.de.toml`, `words.fr.toml`) carry every entry of `words.toml` with each
string a person reads; the lessons overlays every lesson string. A translated string whose English
source names a glossary term (as a whole word) carries that term's translation. These checks and
the rules references' are the shared ones of tests/games/translation_checks.py; the [text]
sentence templates and a seeded game are checked here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from .. import translation_checks as checks

# the shared tests, collected here under the same names for the `texts` fixture below
from ..translation_checks import (
    test_the_rules_keep_the_headings_rulings_tables_and_links,  # noqa: F401
    test_the_rules_use_the_glossary_terms_paragraph_by_paragraph,  # noqa: F401
)

PACKAGE = "aqua_mirabilis"
LANGS = checks.LANGS
NOTATION_FIELDS = {"letter", "colour", "base"}  # ids and notation: never translated
#: the sentence templates, checked below as Fluent patterns
WORDS_SKIP = ("meta", "text")
#: the glossary's forms are often the tails of compounds ("Rosenessenz"): found anywhere in a string
ANYWHERE = True


def not_words(path: checks.KeyPath) -> bool:
    return path[-1] in NOTATION_FIELDS or path[0] == "action" and path[-1] == "name"


@pytest.fixture
def texts() -> checks.Texts:
    return checks.Texts(PACKAGE, not_words, ANYWHERE)


def _load(name: str) -> dict[str, Any]:
    return checks.load(PACKAGE, name)


@pytest.mark.parametrize("lang", LANGS)
def test_words_overlay_has_every_entry_and_string(lang: str) -> None:
    checks.check_every_string_translated(PACKAGE, "words.toml", lang, not_words, WORDS_SKIP)
    tr, en = _load(f"words.{lang}.toml"), _load("words.toml")
    extra = [f"{k}.{i}" for k, table in tr.items() if k != "text" for i in table if i not in en.get(k, {})]
    assert not extra


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_overlay_has_every_string(lang: str) -> None:
    checks.check_every_string_translated(PACKAGE, "lessons.toml", lang, skip=())


@pytest.mark.parametrize("lang", LANGS)
def test_translations_use_the_glossary(lang: str) -> None:
    checks.check_overlay_uses_the_glossary(PACKAGE, "words.toml", lang, not_words, WORDS_SKIP, ANYWHERE)
    checks.check_overlay_uses_the_glossary(PACKAGE, "lessons.toml", lang, skip=(), anywhere=ANYWHERE)


def test_glossary_is_of_real_size() -> None:
    checks.check_glossary_size(PACKAGE)


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
    terms = checks.glossary(PACKAGE)
    en, tr = _load("words.toml")["text"], _load(f"words.{lang}.toml")["text"]
    wrong = {key: misses for key in en if (misses := checks.glossary_misses(terms, _prose(en[key]), _prose(tr[key]),
                                                                            lang, ANYWHERE))}
    assert not wrong, wrong


#: English words no German or French line may hold (as a whole run of small letters)
ENGLISH = re.compile(r"(?<![a-z])(the|and|with|your|turn|flower|scent|takes|goes)(?![a-z])")


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_game_reads_in_the_language(lang: str) -> None:
    """Every prompt, label and log sentence of a seeded 3-player game, as each seat and an onlooker
    read them, and the final table's verdict, notes and labels are worded with no English left."""
    lines = checks.worded_game("aqua-mirabilis", lang, ["Ada", "Bea", "Cy"], 7)
    leaks = checks.english_left(lines, ENGLISH)
    assert not leaks, leaks[:5]
