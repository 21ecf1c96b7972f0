"""Roxane in German and French: the words, lessons and rules files are complete beside the
English ones, every [text] template names the same variables in every language, translations use
the glossary's terms, and a seeded game reads in German and French with no English left.

The glossary check reads as the shared one will: a translated string whose English source uses
a glossary term (as a whole word, case-insensitive) contains a word beginning with that term's
form in the language (case-insensitive), so a stem such as "intrig" matches "intrigiert"."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[3] / "src" / "salon" / "games" / "roxane" / "data"
LANGS = ("de", "fr")


def load(name: str) -> dict[str, Any]:
    with (DATA / name).open("rb") as fh:
        return tomllib.load(fh)


GLOSSARY: dict[str, dict[str, str]] = load("glossary.toml")["term"]


def strings(table: Mapping[str, Any], path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    """Every string of a TOML table with its path of keys."""
    for key, value in table.items():
        here = (*path, str(key))
        if isinstance(value, str):
            yield here, value
        elif isinstance(value, Mapping):
            yield from strings(value, here)


#: fields that name a words kind, not words a person reads
NOT_WORDS = {("statistic", "romance_area", "values"), ("statistic", "poetry_area", "values")}


def pairs(name: str, lang: str) -> list[tuple[tuple[str, ...], str, str]]:
    """(path, English, translation) for every string a person reads in the English file `name`."""
    english = {p: s for p, s in strings(load(name)) if p[0] != "meta" and p not in NOT_WORDS}
    translated = dict(strings(load(name.replace(".toml", f".{lang}.toml"))))
    return [(p, s, translated.get(p, "")) for p, s in english.items()]


VARIABLE = re.compile(r"\$(\w+)")


def variables(text: str) -> set[str]:
    return set(VARIABLE.findall(text))


def without_variables(text: str) -> str:
    return VARIABLE.sub("", text)


def uses(text: str, term: str) -> bool:
    return re.search(rf"\b{re.escape(term)}\b", without_variables(text), re.I) is not None


def has_form(text: str, form: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(form)}", without_variables(text), re.I) is not None


def glossary_misses(english: str, translated: str, lang: str) -> list[str]:
    return [t["en"] for t in GLOSSARY.values() if uses(english, t["en"]) and not has_form(translated, t[lang])]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["words.toml", "lessons.toml"])
def test_every_string_is_translated_with_its_variables(name: str, lang: str) -> None:
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


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_is_a_fluent_pattern_in_every_language(lang: str) -> None:
    from salon.core import language
    from salon.games.roxane.rules import GAME

    with language.using(lang):
        w = GAME.words()
        assert w.lang == lang
        bundle = w._make_bundle()  # a broken pattern raises here
        assert all(bundle.has_message(key) for key in w.text)


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


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_keep_the_headings_rulings_tables_and_links(lang: str) -> None:
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

ENGLISH = re.compile(r"\b(the|and|or|of|with|card|cards|draws?|marker|markers|space|spaces|left|right|"
                     r"wins|your|you|round|turn|step|steps|tile|level|woos?|schemes?|trades?|"
                     r"fencing|kiss|letter|none)\b", re.I)
NAMES = ["Ada", "Bo", "Émile", "Di"]


def worded_game(lang: str, players: int, poetry: str) -> list[str]:
    """Every prompt, label, log sentence and the final scoring of a seeded random game."""
    from salon.core import language

    from ...playsteps import random_steps

    names = NAMES[:players]
    out: list[str] = []
    with language.using(lang):
        steps = random_steps("roxane", players, 5, options=(("poetry", poetry),))
        for i, (st, p, a) in enumerate(steps[:-1]):
            out.append(st.prompt_for(p, names))
            out += [st.label(b, p) for b in st.legal_actions(p)]
            nxt = steps[i + 1][0]
            for viewer in (*range(players), None):
                out += nxt.narrate(st, p, a, viewer, names)
        sc = steps[-1][0].scoring(names)
        assert sc is not None
        out += [sc.verdict, *sc.notes, *(r["label"] for r in sc.rows), *(r["label"] for r in sc.shared),
                *(r["value"] for r in sc.shared)]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_reads_in_the_language_with_no_english_left(lang: str) -> None:
    text = worded_game(lang, 3, "V")
    assert not [line for line in text if ENGLISH.search(line)][:5]
    joined = "\n".join(text)
    if lang == "fr":  # elision before a vowel, none before a consonant
        assert "tour d'Ada" in joined and "tour d'Émile" in joined and "tour de Bo" in joined
        assert "de Ada" not in joined and "d'Bo" not in joined
    else:
        assert "Roxane auf " in joined


@pytest.mark.parametrize(("lang", "word"), [("de", "Notation"), ("fr", "notation")])
def test_refusals_are_worded_in_the_language_and_keep_the_notation(lang: str, word: str) -> None:
    import salon
    from salon.core import language

    game = salon.load_game("roxane")
    with language.using(lang):
        with pytest.raises(salon.InvalidNotation) as caught:
            game.parse_notation("bloom")
    assert word in str(caught.value) and "'write T05'" in str(caught.value) and "'bloom'" in str(caught.value)


def test_english_stays_english() -> None:
    text = worded_game("en", 2, "II")
    assert any("onto the" in line for line in text) and any(" draws " in line for line in text)
