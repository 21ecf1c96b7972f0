"""Every language complete: each text English has, German and French have, with the same
variables (core/translations.py); and the check fails when an id goes missing."""

from __future__ import annotations

import pytest

from salon.core import language
from salon.core.registry import game_ids, load_game
from salon.core.translations import messages_problems, problems, words_problems
from salon.core.words import read_toml

TRANSLATIONS = [lang for lang in language.LANGUAGES if lang != language.SOURCE]


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_language_is_complete(lang: str) -> None:
    assert problems(lang) == []


def test_the_check_fails_when_an_id_or_a_variable_goes_missing() -> None:
    english = read_toml("salon.games.rose_ceremony", "words.toml")
    german = read_toml("salon.games.rose_ceremony", "words.de.toml")
    assert words_problems(english, german, "de") == []
    kind = next(k for k in english if k not in ("meta", "text"))
    key = next(iter(english[kind]))
    lacking = {**german, kind: {k: v for k, v in german[kind].items() if k != key}}
    assert words_problems(english, lacking, "de") == [f"de: {kind}.{key}.name is missing"] + [
        f"de: {kind}.{key}.{f} is missing" for f in english[kind][key] if f != "name"
        and isinstance(english[kind][key][f], str)]
    template = next(k for k, v in english["text"].items() if "$" in v)
    holed = {**german, "text": {**german["text"], template: "kein Platzhalter"}}
    assert any(template in p and "variables" in p for p in words_problems(english, holed, "de"))
    invented = {**german, "text": {**german["text"], "no_such_template": "x"}}
    assert words_problems(english, invented, "de") == ["de: text.no_such_template is not in the English file"]


def test_the_check_fails_when_a_message_goes_missing() -> None:
    english = language.messages_source("en")
    german = language.messages_source("de")
    assert messages_problems(english, german, "de") == []
    without = "\n".join(line for line in german.splitlines() if not line.startswith("seat-name"))
    assert messages_problems(english, without, "de") == ["de: seat-name is missing"]
    changed = german.replace("Spieler { $number }", "Spieler { $nummer }")
    assert messages_problems(english, changed, "de") == ["de: seat-name has variables ['nummer'], English ['number']"]


@pytest.mark.parametrize("lang", [*TRANSLATIONS, language.PSEUDO])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_template_is_a_valid_fluent_pattern_in_every_language(game_id: str, lang: str) -> None:
    with language.using(lang):
        words = load_game(game_id).words()
        words.check_templates()  # raises naming the first broken template
        assert words.lang == lang
