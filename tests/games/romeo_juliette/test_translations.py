"""Roméo & Juliette in German and French: the words, lessons and rules files are complete beside
the English ones, keep every placeholder and use the glossary's terms, and a whole game reads in
the language (log, labels, prompts, refusals, final table, terminal) with no English left.

The glossary check reads as the shared one will: a translated string whose English source uses
a glossary term (as a whole word, case-insensitive) contains a word beginning with that term's
form in the language (case-insensitive), so a stem such as "Begleit" matches "Begleitkarte"."""

from __future__ import annotations

import io
import re
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[3] / "src" / "salon" / "games" / "romeo_juliette" / "data"
LANGS = ("de", "fr")


def load(name: str) -> dict[str, Any]:
    with (DATA / name).open("rb") as fh:
        return tomllib.load(fh)


GLOSSARY: dict[str, dict[str, str]] = load("glossary.toml")["term"]
#: entry fields that hold ids or codes, not words
CODES = {"family", "colour", "level"}


def strings(table: Mapping[str, Any], path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every string a person reads in a TOML table, with its path of keys."""
    for key, value in table.items():
        here = (*path, str(key))
        if isinstance(value, str) and str(key) not in CODES and here != ("statistic", "cause_of_loss", "values"):
            yield here, value
        elif isinstance(value, Mapping):
            yield from strings(value, here)


def pairs(name: str, lang: str) -> list[tuple[tuple[str, ...], str, str]]:
    """(path, English, translation) for every string of the English file `name` but [meta]."""
    english = {p: s for p, s in strings(load(name)) if p[0] != "meta"}
    translated = dict(strings(load(name.replace(".toml", f".{lang}.toml"))))
    return [(p, s, translated.get(p, "")) for p, s in english.items()]


FLUENT_VAR = re.compile(r"\{ *\$(\w+)")


def variables(text: str) -> set[str]:
    return set(FLUENT_VAR.findall(text))


def uses(text: str, term: str) -> bool:
    return re.search(rf"\b{re.escape(term)}\b", text, re.I) is not None


def has_form(text: str, form: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(form)}", text, re.I) is not None


def glossary_misses(english: str, translated: str, lang: str) -> list[str]:
    return [t["en"] for t in GLOSSARY.values() if uses(english, t["en"]) and not has_form(translated, t[lang])]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["words.toml", "lessons.toml"])
def test_every_string_is_translated_with_its_placeholders(name: str, lang: str) -> None:
    english = dict(strings(load(name)))
    translated = dict(strings(load(name.replace(".toml", f".{lang}.toml"))))
    assert "meta" not in {p[0] for p in translated}
    assert not set(translated) - set(english), "ids or fields the English file lacks"
    for path, en, tr in pairs(name, lang):
        assert tr, f"{'.'.join(path)} has no {lang} string"
        assert variables(tr) == variables(en), f"{'.'.join(path)}: {tr!r}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["words.toml", "lessons.toml"])
def test_translations_use_the_glossary_terms(name: str, lang: str) -> None:
    misses = {".".join(p): glossary_misses(en, tr, lang) for p, en, tr in pairs(name, lang) if tr}
    assert not {p: m for p, m in misses.items() if m}


def test_the_glossary_holds_real_game_terms_in_three_languages() -> None:
    assert 10 <= len(GLOSSARY) <= 40
    for term in GLOSSARY.values():
        assert term["en"] and term["de"] and term["fr"]
    # the houses and the friar keep their French names in every language
    assert GLOSSARY["montaigu"]["de"] == "Montaigu" and "Laurent" in GLOSSARY["laurent"]["de"]


# ---------------------------------------------------------------- the rules references


def rules(lang: str) -> str:
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    return (DATA / name).read_text(encoding="utf-8")


def headings(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("#")]


def slug(heading: str) -> str:
    """A heading's anchor as the browser makes it (web/ui.js: letters, digits, spaces, hyphens)."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -").strip()
    return kept.replace(" ", "-")


def has_rules(lang: str) -> bool:
    return (DATA / f"rules.{lang}.md").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_keep_the_headings_rulings_tables_and_links(lang: str) -> None:
    if not has_rules(lang):
        pytest.skip(f"no rules.{lang}.md yet")
    en, tr = rules("en"), rules(lang)
    levels = [len(h) - len(h.lstrip("#")) for h in headings(en)]
    assert [len(h) - len(h.lstrip("#")) for h in headings(tr)] == levels
    assert [re.findall(r"^#+ (R\d+)\b", h) for h in headings(tr)] == [re.findall(r"^#+ (R\d+)\b", h) for h in headings(en)]
    assert sum(line.startswith("|") for line in tr.split("\n")) == sum(line.startswith("|") for line in en.split("\n"))
    anchors = {slug(h.lstrip("#").strip()) for h in headings(tr)}
    links = re.findall(r"\]\(#([^)]+)\)", tr)
    assert len(links) == len(re.findall(r"\]\(#([^)]+)\)", en))
    assert not [link for link in links if link not in anchors]
    assert re.findall(r"\[[^\]]*(R\d+)\]", tr) == re.findall(r"\[[^\]]*(R\d+)\]", en)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_use_the_glossary_terms_paragraph_by_paragraph(lang: str) -> None:
    if not has_rules(lang):
        pytest.skip(f"no rules.{lang}.md yet")

    def blocks(text: str) -> list[str]:
        out: list[str] = []
        for block in re.split(r"\n\s*\n", text):
            lines = [line for line in block.split("\n") if line]
            if lines and all(re.match(r"(- |\d+\. |\|)", line) for line in lines):
                out += lines
            else:
                out.append(block)
        return out

    en, tr = blocks(rules("en")), blocks(rules(lang))
    assert len(en) == len(tr)
    misses = [(glossary_misses(e, t, lang), t[:60]) for e, t in zip(en, tr)]
    assert not [m for m in misses if m[0]]


# ---------------------------------------------------------------- a game played in German and French

ENGLISH = re.compile(r"\b(the|and|or|of|with|to|at|card|cards|scene|act|Love|Hate|Heart|hand|"
                     r"place|places|none|left|you|your|keeps|goes|moves|falls|Brother|Nurse|Street)\b")
NAMES = ["Ada", "Bea"]


def worded_game(lang: str, chapter: int, seed: int) -> list[str]:
    """Every prompt, label, refusal, log sentence, the final scoring and terminal drawings of a
    seeded random game."""
    from rich.console import Console

    from salon.core import language
    from salon.games.romeo_juliette.actions import Skip
    from salon.text import romeo_juliette as terminal

    from ...playsteps import random_steps

    def drawn(renderable: Any) -> str:
        console = Console(file=io.StringIO(), width=200, color_system=None)
        console.print(renderable)
        return console.file.getvalue()  # type: ignore[attr-defined]

    out: list[str] = []
    with language.using(lang):
        steps = random_steps("romeo-juliette", 2, seed, (("chapter", chapter),), rng_seed=seed * 7 + chapter)
        for i, (st, p, a) in enumerate(steps[:-1]):
            out.append(st.prompt_for(p, NAMES))
            out += [st.label(b, p) for b in st.legal_actions(p)]
            why = st.why_illegal(p, Skip())
            if why:
                out.append(why)
            nxt = steps[i + 1][0]
            for viewer in (0, 1, None):
                out += nxt.narrate(st, p, a, viewer, NAMES)
            if i % 5 == 0:
                out += drawn(terminal.render(nxt.view(0), NAMES)).split("\n")
        final = steps[-1][0]
        sc = final.scoring(NAMES)
        assert sc is not None
        out += [sc.verdict, *(r["label"] for r in sc.rows), *(v for r in sc.rows for v in r["values"])]
        out += [*(r["label"] for r in sc.shared), *(r["value"] for r in sc.shared)]
        out += drawn(terminal.render(final.view(0), NAMES)).split("\n")
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("chapter", "seed"), [(1, 1), (7, 2), (9, 3)])
def test_a_game_reads_in_the_language_with_no_english_left(lang: str, chapter: int, seed: int) -> None:
    from ...codescan import assert_reads_as_words

    text = worded_game(lang, chapter, seed)
    left = [line for line in text if ENGLISH.search(line.replace("Roméo & Juliette", ""))]
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
