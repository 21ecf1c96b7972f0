"""The language mechanism: choosing a language, the pseudo-language, Fluent templates with
plurals and French elision, and words laid over English per language."""

from __future__ import annotations

import pytest

from salon.core import language
from salon.core.registry import load_game as get_game
from salon.core.words import Words, browser_template, fluent_value

DRAWS = """{ $who } draws { $n ->
    [one] one card
   *[other] { $n } cards
}"""
DE_DRAWS = """{ $who } zieht { $n ->
    [one] eine Karte
   *[other] { $n } Karten
}"""
FR_DRAWS = """{ $who } pioche { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}"""


@pytest.mark.parametrize("wanted, chosen", [
    ("de-CH,de;q=0.9,en;q=0.8", "de"),
    ("en;q=0.5,fr;q=0.9", "fr"),
    ("it,es", "en"),
    ("", "en"),
    (["fr-BE", "en"], "fr"),
    ("en-XA", "en-XA"),
    ("x" * 500, "en"),
    ("de;q=abc", "de"),
])
def test_pick_takes_the_first_language_salon_speaks(wanted: object, chosen: str) -> None:
    assert language.pick(wanted) == chosen  # type: ignore[arg-type]


def test_the_terminal_language_follows_the_posix_order() -> None:
    assert language.from_environment({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert language.from_environment({"LANG": "fr_FR.UTF-8", "LC_ALL": "de_AT.UTF-8"}) == "de"
    assert language.from_environment({"LANG": "C.UTF-8"}) == "en"
    assert language.from_environment({"SALON_LANG": "en-XA", "LANG": "de_DE"}) == "en-XA"
    assert language.from_environment({}) == "en"


def test_using_sets_and_restores_the_current_language() -> None:
    assert language.current() == "en"
    with language.using("de"):
        assert language.current() == "de"
        with language.using("klingon"):
            assert language.current() == "en"
        assert language.current() == "de"
    assert language.current() == "en"


def test_plurals_follow_each_language() -> None:
    en = Words({"text": {"draws": DRAWS}}, lang="en")
    de = Words({"text": {"draws": DE_DRAWS}}, lang="de")
    fr = Words({"text": {"draws": FR_DRAWS}}, lang="fr")
    assert [en.say("draws", who="Ada", n=n) for n in (0, 1, 2)] == [
        "Ada draws 0 cards", "Ada draws one card", "Ada draws 2 cards"]
    assert [de.say("draws", who="Ada", n=n) for n in (0, 1, 2)] == [
        "Ada zieht 0 Karten", "Ada zieht eine Karte", "Ada zieht 2 Karten"]
    # French: 0 and 1 are singular
    assert [fr.say("draws", who="Ada", n=n) for n in (0, 1, 2)] == [
        "Ada pioche 0 carte", "Ada pioche 1 carte", "Ada pioche 2 cartes"]


def test_french_elision() -> None:
    fr = Words({"text": {"of": """la main { ELISION($who) ->
    [vowel] d'{ $who }
   *[consonant] de { $who }
}"""}}, lang="fr")
    assert fr.say("of", who="Ada") == "la main d'Ada"
    assert fr.say("of", who="Élise") == "la main d'Élise"
    assert fr.say("of", who="Bea") == "la main de Bea"
    assert fr.say("of", who="Hugo") == "la main d'Hugo"
    assert language.elision("haine") == "consonant"
    assert language.elision("1 carte") == "vowel" and language.elision("8") == "consonant"


def test_a_missing_field_is_an_error_not_a_hole() -> None:
    w = Words({"text": {"draws": DRAWS}})
    with pytest.raises(ValueError, match="draws"):
        w.say("draws", who="Ada")
    with pytest.raises(KeyError, match="nothing"):
        w.say("nothing")


def test_edge_spaces_and_empty_templates_survive() -> None:
    w = Words({"text": {"lead": " — { $a }", "trail": "{ $a }: ", "empty": "", "bracket": "[{ $a }]"}})
    assert w.say("lead", a=1) == " — 1" and w.say("trail", a=1) == "1: "
    assert w.say("empty") == "" and w.say("bracket", a=2) == "[2]"
    assert fluent_value("") == '{""}'


def test_the_browser_gets_plain_holes_or_a_tree() -> None:
    assert browser_template("{ $a } and { $b }") == "{a} and {b}"
    tree = browser_template(DRAWS)
    assert tree[0] == {"var": "who"}
    select = tree[2]
    assert select["select"] == "n" and select["default"] == "other"
    assert select["variants"]["one"] == ["one card"]


def test_the_pseudo_language_is_longer_accented_and_keeps_placeholders() -> None:
    text = "Draw a card for { $who }"
    p = language.pseudo(text)
    assert p.startswith("[") and p.endswith("]") and "{ $who }" in p
    assert len(p) >= 1.4 * len(text) - 2
    assert not any(word in p for word in ("Draw", "card"))
    pattern = language.pseudo_pattern(DRAWS)
    w = Words({"text": {"draws": pattern}}, lang=language.PSEUDO)
    said = w.say("draws", who="Ada", n=2)
    assert "Ada" in said and "2" in said and "cards" not in said


def test_game_words_follow_the_current_language() -> None:
    game = get_game("rose-ceremony")
    english = game.words().name("zone", "bouquet")
    with language.using(language.PSEUDO):
        pseudo = game.words().name("zone", "bouquet")
        assert pseudo != english and pseudo.startswith("[")
    assert game.words().name("zone", "bouquet") == english


def test_french_elides_before_a_name_known_only_when_sent() -> None:
    ph = "\ue0000\ue001"
    text = f"la main de {ph}, le tour de \ue0001\ue001, que {ph} joue"
    assert language.elide_before_names(text, ["Ada", "Bea"], "fr") == (
        f"la main d'{ph}, le tour de \ue0001\ue001, qu'{ph} joue")
    assert language.elide_before_names(text, ["Ada", "Bea"], "de") == text
