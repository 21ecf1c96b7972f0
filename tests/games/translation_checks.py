"""The translation checks every game's `test_translations.py` makes, written once.

A game's German and French files sit beside its English ones in `salon/games/<package>/data`:
`words.<lang>.toml` and `lessons.<lang>.toml` (overlays: the same paths of keys, the strings a
person reads in the language), `rules.<lang>.md` (the rules reference) and `glossary.toml` (the
game's terms in every language). The checks here take the game's package and the lists that are
its own (fields holding ids or codes, the English words that must not leak) as parameters.

The `test_…` functions at the end run them as tests: a game's test module imports those it
shares (pytest collects them there, under the same names) and defines a `texts` fixture that
returns its `Texts`.

The glossary check: a translated string whose English source uses a glossary term (as a whole
word, case-insensitive, variables left out) contains a word beginning with that term's form in the
language (case-insensitive), so a stem such as "verwelk" matches "verwelkt". A game whose
glossary names the tails of compounds (Aqua Mirabilis: "Essenz" in "Rosenessenz") asks for the form
anywhere in the string instead (`anywhere=True`)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Container, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

LANGS = ("de", "fr")
OVERLAYS = ("words.toml", "lessons.toml")

KeyPath = tuple[str, ...]

#: a placeholder: a Fluent `$variable` (also inside a selector) or a str.format `{name}`
VARIABLE = re.compile(r"\$([A-Za-z][\w-]*)|\{(\w+)\}")


def data(package: str) -> Path:
    """The data folder of the game package `salon.games.<package>`."""
    return Path(str(resources.files(f"salon.games.{package}") / "data"))


def load(package: str, name: str) -> dict[str, Any]:
    with (data(package) / name).open("rb") as fh:
        return tomllib.load(fh)


def overlay(name: str, lang: str) -> str:
    """The file name of `name`'s overlay in `lang`: words.toml -> words.de.toml."""
    return name.replace(".toml", f".{lang}.toml")


def glossary(package: str) -> dict[str, dict[str, str]]:
    return load(package, "glossary.toml")["term"]


def strings(table: Mapping[str, Any], path: KeyPath = ()) -> Iterator[tuple[KeyPath, str]]:
    """Every string of a TOML table with its path of keys."""
    for key, value in table.items():
        here = (*path, str(key))
        if isinstance(value, str):
            yield here, value
        elif isinstance(value, Mapping):
            yield from strings(value, here)


def never(path: KeyPath) -> bool:
    return False


@dataclass(frozen=True)
class Texts:
    """What the shared tests need of one game: its package, the fields of its words and lessons
    files that hold ids or codes rather than words, and whether its glossary forms may stand
    anywhere in a word."""

    package: str
    not_words: Callable[[KeyPath], bool] = never
    anywhere: bool = False


def pairs(package: str, name: str, lang: str, not_words: Callable[[KeyPath], bool] = never,
          skip: Container[str] = ("meta",)) -> list[tuple[KeyPath, str, str]]:
    """(path, English, translation or "") for every string a person reads in the English file
    `name`: all but the tables in `skip` and the fields `not_words` names (ids, codes)."""
    english = {p: s for p, s in strings(load(package, name)) if p[0] not in skip and not not_words(p)}
    translated = dict(strings(load(package, overlay(name, lang))))
    return [(p, s, translated.get(p, "")) for p, s in english.items()]


def variables(text: str) -> set[str]:
    return {a or b for a, b in VARIABLE.findall(text)}


def without_variables(text: str) -> str:
    return VARIABLE.sub("", text)


def uses(text: str, term: str) -> bool:
    return re.search(rf"\b{re.escape(term)}\b", without_variables(text), re.I) is not None


def has_form(text: str, form: str, anywhere: bool = False) -> bool:
    """`text` has a word beginning with `form` (or, `anywhere`, holds `form` at all)."""
    before = "" if anywhere else r"(?<!\w)"
    return re.search(rf"{before}{re.escape(form)}", without_variables(text), re.I) is not None


def glossary_misses(terms: Mapping[str, Mapping[str, str]], english: str, translated: str, lang: str,
                    anywhere: bool = False) -> list[str]:
    """The English glossary terms `english` uses whose form in `lang` `translated` lacks."""
    return [t["en"] for t in terms.values() if uses(english, t["en"]) and not has_form(translated, t[lang], anywhere)]


# ---------------------------------------------------------------- words and lessons overlays


def check_every_string_translated(package: str, name: str, lang: str, not_words: Callable[[KeyPath], bool] = never,
                                  skip: Container[str] = ("meta",)) -> None:
    """The overlay of `name` in `lang` has no [meta], no path the English file lacks, and a
    non-empty string with the same placeholders for every string a person reads."""
    english = dict(strings(load(package, name)))
    translated = dict(strings(load(package, overlay(name, lang))))
    assert "meta" not in {p[0] for p in translated}
    assert not set(translated) - set(english), "ids or fields the English file lacks"
    missing = [".".join(p) for p, _, tr in pairs(package, name, lang, not_words, skip) if not tr]
    assert not missing, f"no {lang} string for {missing[:20]}"
    changed = {".".join(p): tr for p, en, tr in pairs(package, name, lang, not_words, skip)
               if variables(tr) != variables(en)}
    assert not changed, f"placeholders differ from the English: {changed}"


def check_overlay_uses_the_glossary(package: str, name: str, lang: str, not_words: Callable[[KeyPath], bool] = never,
                                    skip: Container[str] = ("meta",), anywhere: bool = False) -> None:
    """Every translated string of the overlay uses the glossary's terms its English source uses."""
    terms = glossary(package)
    misses = {".".join(p): glossary_misses(terms, en, tr, lang, anywhere)
              for p, en, tr in pairs(package, name, lang, not_words, skip) if tr}
    assert not {p: m for p, m in misses.items() if m}


def check_glossary_size(package: str) -> dict[str, dict[str, str]]:
    """Between 10 and 40 real game terms, each with a non-empty English, German and French form."""
    terms = glossary(package)
    assert 10 <= len(terms) <= 40
    for term in terms.values():
        assert term["en"] and term["de"] and term["fr"]
    return terms


# ---------------------------------------------------------------- the rules references


def rules(package: str, lang: str) -> str:
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    return (data(package) / name).read_text(encoding="utf-8")


def skip_without_rules(package: str, lang: str) -> None:
    if not (data(package) / f"rules.{lang}.md").is_file():
        pytest.skip(f"no rules.{lang}.md yet")


def headings(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith("#")]


def slug(heading: str) -> str:
    """A heading's anchor as the browser makes it (web/ui.js: letters, digits, spaces, hyphens)."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -").strip()
    return kept.replace(" ", "-")


def blocks(text: str) -> list[str]:
    """Paragraphs, with list items and table rows each a block of their own."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.split("\n") if line]
        if lines and all(re.match(r"(- |\d+\. |\|)", line) for line in lines):
            out += lines
        else:
            out.append(block)
    return out


def check_rules_structure(package: str, lang: str) -> None:
    """The rules in `lang` keep the English headings' levels and rulings (R1…), its table rows and
    their cells, as many links, each to an anchor of the translated headings, naming the same
    rulings in the same order."""
    skip_without_rules(package, lang)
    en, tr = rules(package, "en"), rules(package, lang)
    assert [len(h) - len(h.lstrip("#")) for h in headings(tr)] == [len(h) - len(h.lstrip("#")) for h in headings(en)]
    assert [re.findall(r"^#+ (R\d+)\b", h) for h in headings(tr)] == [re.findall(r"^#+ (R\d+)\b", h) for h in headings(en)]
    assert [line.count("|") for line in tr.split("\n") if line.startswith("|")] == \
        [line.count("|") for line in en.split("\n") if line.startswith("|")]
    anchors = {slug(h.lstrip("#").strip()) for h in headings(tr)}
    links = re.findall(r"\]\(#([^)]+)\)", tr)
    assert len(links) == len(re.findall(r"\]\(#([^)]+)\)", en))
    assert not [link for link in links if link not in anchors]
    assert re.findall(r"\[[^\]]*(R\d+)\]", tr) == re.findall(r"\[[^\]]*(R\d+)\]", en)


def check_rules_use_the_glossary(package: str, lang: str, anywhere: bool = False) -> None:
    """The rules in `lang` have the English blocks' count, and each block uses the glossary's
    terms its English block uses."""
    skip_without_rules(package, lang)
    terms = glossary(package)
    en, tr = blocks(rules(package, "en")), blocks(rules(package, lang))
    assert len(en) == len(tr)
    misses = [(glossary_misses(terms, e, t, lang, anywhere), t[:70]) for e, t in zip(en, tr)]
    assert not [m for m in misses if m[0]], [m for m in misses if m[0]]


# ---------------------------------------------------------------- a game played in the language


def worded_game(game_id: str, lang: str, names: Sequence[str], seed: int, options: tuple[tuple[str, Any], ...] = (),
                rng_seed: int | None = None,
                also: Callable[[int, Any, int, Any], list[str]] | None = None,
                at_end: Callable[[Any], list[str]] | None = None) -> list[str]:
    """Every prompt, label, log sentence (as each seat and an onlooker read it) and the words of the
    final scoring of a seeded random game (tests/playsteps.py) for len(names) players in `lang`;
    `also(i, before, seat, after)` adds a game's own lines at each step, `at_end(final)` at the end."""
    from salon.core import language

    from ..playsteps import random_steps

    players = len(names)
    out: list[str] = []
    with language.using(lang):
        steps = random_steps(game_id, players, seed, options, rng_seed=rng_seed)
        for i, (st, p, a) in enumerate(steps[:-1]):
            out.append(st.prompt_for(p, names))
            out += [st.label_for(b, p, names) for b in st.legal_actions(p)]
            nxt = steps[i + 1][0]
            for viewer in (*range(players), None):
                out += nxt.narrate(st, p, a, viewer, names)
            if also:
                out += also(i, st, p, nxt)
        final = steps[-1][0]
        sc = final.scoring(names)
        assert sc is not None and sc.verdict
        out += [sc.verdict, *sc.notes, *(r["label"] for r in sc.rows), *(r["label"] for r in sc.shared)]
        out += [v for r in sc.rows for v in r.get("values", ()) if isinstance(v, str)]
        out += [r["value"] for r in sc.shared if isinstance(r.get("value"), str)]
        if at_end:
            out += at_end(final)
    return out


def refusal(game_id: str, lang: str, notation: str = "bloom") -> str:
    """The words, in `lang`, with which the game refuses to read `notation` as a move."""
    import salon
    from salon.core import language

    with language.using(lang):
        with pytest.raises(salon.InvalidNotation) as caught:
            salon.load_game(game_id).parse_notation(notation)
    return str(caught.value)


def english_left(lines: Sequence[str], english: re.Pattern[str]) -> list[str]:
    """The lines in which the pattern of a game's English words finds one."""
    return [line for line in lines if english.search(line)]


# ---------------------------------------------------------------- the shared tests (need a `texts` fixture)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", OVERLAYS)
def test_every_string_is_translated_with_its_placeholders(texts: Texts, name: str, lang: str) -> None:
    check_every_string_translated(texts.package, name, lang, texts.not_words)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", OVERLAYS)
def test_translations_use_the_glossary_terms(texts: Texts, name: str, lang: str) -> None:
    check_overlay_uses_the_glossary(texts.package, name, lang, texts.not_words, anywhere=texts.anywhere)


def test_the_glossary_holds_real_game_terms_in_three_languages(texts: Texts) -> None:
    check_glossary_size(texts.package)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_keep_the_headings_rulings_tables_and_links(texts: Texts, lang: str) -> None:
    check_rules_structure(texts.package, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_use_the_glossary_terms_paragraph_by_paragraph(texts: Texts, lang: str) -> None:
    check_rules_use_the_glossary(texts.package, lang, texts.anywhere)
