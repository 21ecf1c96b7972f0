"""The lazily parsed Fluent bundle says every message exactly as the whole file's bundle does."""

from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle, FluentResource

from salon.core import language, load_game
from salon.core.lazy_bundle import LazyBundle, split_entries
from salon.core.registry import game_ids
from salon.core.words import fluent_value

ARGS = {"number": 3, "count": 1, "n": 2, "name": "Ada", "word": "Ada", "who": "Bea", "game": "Roxane"}


def _same(source: str, locale: str) -> None:
    whole = FluentBundle([locale], use_isolating=False, functions=language.FLUENT_FUNCTIONS)
    whole.add_resource(FluentResource(source))
    ids = [i for i in split_entries(source) if not i.startswith("-")]
    assert ids
    for i in ids:
        lazy = LazyBundle(locale, source, language.FLUENT_FUNCTIONS)  # fresh: what it pulls in alone
        assert lazy.has_message(i) == whole.has_message(i), i
        if not whole.has_message(i):
            continue
        mine, theirs = lazy.get_message(i), whole.get_message(i)
        for a, b in [(mine.value, theirs.value), *((mine.attributes[k], theirs.attributes[k]) for k in theirs.attributes)]:
            if b is None:
                assert a is None, i
                continue
            (x, ex), (y, ey) = lazy.format_pattern(a, ARGS), whole.format_pattern(b, ARGS)
            assert (x, [str(e) for e in ex]) == (y, [str(e) for e in ey]), i


@pytest.mark.parametrize("lang", [*language.LANGUAGES, language.PSEUDO])
def test_salons_messages_read_the_same_parsed_one_by_one(lang: str) -> None:
    source = (language.pseudo_messages(language.messages_source(language.SOURCE)) if lang == language.PSEUDO
              else language.messages_source(lang))
    _same(source, "en" if lang == language.PSEUDO else lang)


@pytest.mark.parametrize("lang", list(language.LANGUAGES))
@pytest.mark.parametrize("game_id", game_ids())
def test_a_games_templates_read_the_same_parsed_one_by_one(game_id: str, lang: str) -> None:
    with language.using(lang):
        words = load_game(game_id).words()
    _same("".join(f"{k} = {fluent_value(p)}\n" for k, p in words.text.items()), lang)


def test_entries_are_split_as_fluent_reads_them() -> None:
    source = ("# a comment\n"
              "a = one\n"
              "    two\n"
              "\n"
              "    three\n"
              "-term = T\n"
              "b = { -term } and { a }\n"
              "    .title = B\n"
              "a = a second a: the first is kept\n"
              "    its line\n"
              "## a group comment\n"
              "broken = { $x\n"
              "c = C\n")
    entries = split_entries(source)
    assert list(entries) == ["a", "-term", "b", "broken", "c"]
    assert entries["a"] == "a = one\n    two\n\n    three\n"
    lazy = LazyBundle("en", source, language.FLUENT_FUNCTIONS)
    message = lazy.get_message("b")  # pulls in the term and the message it names
    assert lazy.format_pattern(message.value, {}) == ("T and one\ntwo\n\nthree", [])
    assert lazy.has_message("c") and not lazy.has_message("broken") and not lazy.has_message("-term")
    assert not lazy.has_message("nothing")
    whole = FluentBundle(["en"], use_isolating=False)
    whole.add_resource(FluentResource(source))
    assert [whole.has_message(i) for i in entries] == [lazy.has_message(i) for i in entries]
