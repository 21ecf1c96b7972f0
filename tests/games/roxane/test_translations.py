"""Roxane in German and French: the words, lessons and rules files are complete beside the
English ones and use the glossary's terms (the shared checks of
tests/games/translation_checks.py), every [text] template is a Fluent pattern in every language,
and a seeded game reads in German and French with no English left."""

from __future__ import annotations

import re

import pytest

from .. import translation_checks as checks

# the shared tests, collected here under the same names for the `texts` fixture below
from ..translation_checks import (
    test_every_string_is_translated_with_its_placeholders as test_every_string_is_translated_with_its_variables,  # noqa: F401
)
from ..translation_checks import (
    test_the_glossary_holds_real_game_terms_in_three_languages,  # noqa: F401
    test_the_rules_keep_the_headings_rulings_tables_and_links,  # noqa: F401
    test_the_rules_use_the_glossary_terms_paragraph_by_paragraph,  # noqa: F401
    test_translations_use_the_glossary_terms,  # noqa: F401
)

LANGS = checks.LANGS

#: fields that name a words kind, not words a person reads
NOT_WORDS = {("statistic", "romance_area", "values"), ("statistic", "poetry_area", "values")}


def not_words(path: checks.KeyPath) -> bool:
    return path in NOT_WORDS


@pytest.fixture
def texts() -> checks.Texts:
    return checks.Texts("roxane", not_words)


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_is_a_fluent_pattern_in_every_language(lang: str) -> None:
    from salon.core import language
    from salon.games.roxane.rules import GAME

    with language.using(lang):
        w = GAME.words()
        assert w.lang == lang
        bundle = w._make_bundle()  # a broken pattern raises here
        assert all(bundle.has_message(key) for key in w.text)


# ---------------------------------------------------------------- a game played in German and French

ENGLISH = re.compile(r"\b(the|and|or|of|with|card|cards|draws?|marker|markers|space|spaces|left|right|"
                     r"wins|your|you|round|turn|step|steps|tile|level|woos?|schemes?|trades?|"
                     r"fencing|kiss|letter|none)\b", re.I)
NAMES = ["Ada", "Bo", "Émile", "Di"]


def worded_game(lang: str, players: int, poetry: str) -> list[str]:
    """Every prompt, label, log sentence and the final scoring of a seeded random game."""
    return checks.worded_game("roxane", lang, NAMES[:players], 5, options=(("poetry", poetry),))


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_reads_in_the_language_with_no_english_left(lang: str) -> None:
    text = worded_game(lang, 3, "V")
    assert not checks.english_left(text, ENGLISH)[:5]
    joined = "\n".join(text)
    if lang == "fr":  # elision before a vowel, none before a consonant
        assert "tour d'Ada" in joined and "tour d'Émile" in joined and "tour de Bo" in joined
        assert "de Ada" not in joined and "d'Bo" not in joined
    else:
        assert "Roxane auf " in joined


@pytest.mark.parametrize(("lang", "word"), [("de", "Notation"), ("fr", "notation")])
def test_refusals_are_worded_in_the_language_and_keep_the_notation(lang: str, word: str) -> None:
    refused = checks.refusal("roxane", lang)
    assert word in refused and "'write T05'" in refused and "'bloom'" in refused


def test_english_stays_english() -> None:
    text = worded_game("en", 2, "II")
    assert any("onto the" in line for line in text) and any(" draws " in line for line in text)
