"""Roméo & Juliette in German and French: the words, lessons and rules files are complete beside
the English ones, keep every placeholder and use the glossary's terms (the shared checks of
tests/games/translation_checks.py), and a whole game reads in the language (log, labels, prompts,
refusals, final table, terminal) with no English left."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from .. import translation_checks as checks

# the shared tests, collected here under the same names for the `texts` fixture below
from ..translation_checks import (
    test_every_string_is_translated_with_its_placeholders,  # noqa: F401
    test_the_rules_keep_the_headings_rulings_tables_and_links,  # noqa: F401
    test_the_rules_use_the_glossary_terms_paragraph_by_paragraph,  # noqa: F401
    test_translations_use_the_glossary_terms,  # noqa: F401
)

LANGS = checks.LANGS
#: entry fields that hold ids or codes, not words
CODES = {"family", "colour", "level"}


def not_words(path: checks.KeyPath) -> bool:
    return path[-1] in CODES or path == ("statistic", "cause_of_loss", "values")


@pytest.fixture
def texts() -> checks.Texts:
    return checks.Texts("romeo_juliette", not_words)


def test_the_glossary_holds_real_game_terms_in_three_languages() -> None:
    glossary = checks.check_glossary_size("romeo_juliette")
    # the houses and the friar keep their French names in every language
    assert glossary["montaigu"]["de"] == "Montaigu" and "Laurent" in glossary["laurent"]["de"]


# ---------------------------------------------------------------- a game played in German and French

ENGLISH = re.compile(r"\b(the|and|or|of|with|to|at|card|cards|scene|act|Love|Hate|Heart|hand|"
                     r"place|places|none|left|you|your|keeps|goes|moves|falls|Brother|Nurse|Street)\b")
NAMES = ["Ada", "Bea"]


def worded_game(lang: str, chapter: int, seed: int) -> list[str]:
    """Every prompt, label, refusal, log sentence, the final scoring and terminal drawings of a
    seeded random game."""
    from rich.console import Console

    from salon.games.romeo_juliette.actions import Skip
    from salon.text import romeo_juliette as terminal

    def drawn(renderable: Any) -> str:
        console = Console(file=io.StringIO(), width=200, color_system=None)
        console.print(renderable)
        return console.file.getvalue()  # type: ignore[attr-defined]

    def refusal_and_board(i: int, st: Any, p: int, nxt: Any) -> list[str]:
        why = st.why_illegal(p, Skip())
        out = [why] if why else []
        if i % 5 == 0:
            out += drawn(terminal.render(nxt.view(0), NAMES)).split("\n")
        return out

    return checks.worded_game("romeo-juliette", lang, NAMES, seed, (("chapter", chapter),),
                              rng_seed=seed * 7 + chapter, also=refusal_and_board,
                              at_end=lambda final: drawn(terminal.render(final.view(0), NAMES)).split("\n"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("chapter", "seed"), [(1, 1), (7, 2), (9, 3)])
def test_a_game_reads_in_the_language_with_no_english_left(lang: str, chapter: int, seed: int) -> None:
    from ...codescan import assert_reads_as_words

    text = worded_game(lang, chapter, seed)
    left = checks.english_left([line.replace("Roméo & Juliette", "") for line in text], ENGLISH)
    assert not left, left[:5]
    assert_reads_as_words("\n".join(text), f"romeo-juliette in {lang}, chapter {chapter}")


def test_french_elides_before_a_vowel_and_not_before_a_consonant() -> None:
    from salon.core import language
    from salon.games.romeo_juliette.wording import say

    with language.using("fr"):
        ada = say("log_aside_choice", who="Ada", piece="Tybalt", a="à l'Église", b="au Balcon de Juliette")
        bea = say("log_aside_choice", who="Bea", piece="Tybalt", a="à l'Église", b="au Balcon de Juliette")
        theirs = say("prompt_rendezvous_theirs", phase="Rendez-vous", seat="Roméo", face="Passion", choices="x")
    assert ada.endswith("au choix d'Ada.") and bea.endswith("au choix de Bea.")
    assert "la proposition de Roméo" in theirs


@pytest.mark.parametrize(("lang", "one", "many"), [("de", "noch eine Botschaft", "noch 2 Botschaften"),
                                                  ("fr", "il lui en reste 1", "il lui en reste 2")])
def test_plurals_follow_the_language(lang: str, one: str, many: str) -> None:
    from salon.core import language
    from salon.games.romeo_juliette.wording import say

    with language.using(lang):
        assert one in say("log_missive", who="Ada", place="x", left=1)
        assert many in say("log_missive", who="Ada", place="x", left=2)
