"""Rose Ceremony in German and French: the words, lessons and rules files are complete beside
the English ones, keep every placeholder, and use the glossary's terms (the shared checks of
tests/games/translation_checks.py); a seeded game reads with no English left, and refusals are
worded in the language."""

from __future__ import annotations

import re

import pytest

from .. import translation_checks as checks

# the shared tests, collected here under the same names for the `texts` fixture below
from ..translation_checks import (
    test_every_string_is_translated_with_its_placeholders,  # noqa: F401
    test_the_glossary_holds_real_game_terms_in_three_languages,  # noqa: F401
    test_the_rules_keep_the_headings_rulings_tables_and_links,  # noqa: F401
    test_the_rules_use_the_glossary_terms_paragraph_by_paragraph,  # noqa: F401
    test_translations_use_the_glossary_terms,  # noqa: F401
)

LANGS = checks.LANGS


@pytest.fixture
def texts() -> checks.Texts:
    return checks.Texts("rose_ceremony")


# ---------------------------------------------------------------- a game played in German and French

ENGLISH = re.compile(r"\b(the|and|or|of|card|cards|thorn|thorns|draws|offers|accepts|refuses|wins|"
                     r"deck|exchange|keep|your|you|charm|player)\b", re.I)
NAMES = ["Ada", "Bo", "Émile", "Di"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_reads_in_the_language_with_no_english_left(lang: str) -> None:
    text = checks.worded_game("rose-ceremony", lang, NAMES, 3, rng_seed=3 * 31 + 4)
    assert not checks.english_left(text, ENGLISH)
    if lang == "fr":  # elision before a vowel, none before a consonant
        joined = "\n".join(text)
        assert "d'Ada" in joined and "d'Émile" in joined and "de Bo" in joined
        assert "de Ada" not in joined and "d'Bo" not in joined


@pytest.mark.parametrize(("lang", "word"), [("de", "Notation"), ("fr", "notation")])
def test_refusals_are_worded_in_the_language_and_keep_the_notation(lang: str, word: str) -> None:
    import salon
    from salon.core import language

    refused = checks.refusal("rose-ceremony", lang)
    assert word in refused and "accept" in refused and "'bloom'" in refused
    game = salon.load_game("rose-ceremony")
    with language.using(lang):
        state = game.new_game(4, seed=1)
        p = state.current_players()[0]
        why = state.why_illegal(p, game.parse_notation(f"offer {p} 1/1"))
    assert why and not ENGLISH.search(why)
