"""The texts on the 90 text cards: one verse fragment per text, all distinct, each with a
gloss; the Poetry tracks' phrase and text bonuses still find the rulebook's own texts."""

from __future__ import annotations

from salon.games.roxane.data import (
    CARD_GLOSS,
    CARD_TEXT,
    CARD_TEXT_ID,
    CARD_TEXT_SOURCE,
    CARD_TYPE,
    INKWELL,
    NCARDS,
    PHRASES,
    QUILL,
    SCROLL,
)
from salon.games.roxane.scoring import poetry_points_for

from ...codescan import code_like


def _text_of(text_id: str) -> str:
    return next(CARD_TEXT[c] for c in range(NCARDS) if CARD_TEXT_ID[c] == text_id)


def _card_with(text_id: str, nth: int = 0) -> int:
    return [c for c in range(NCARDS) if CARD_TEXT_ID[c] == text_id][nth]


def test_one_text_and_gloss_per_text_id_all_distinct() -> None:
    by_id: dict[str, set[str]] = {}
    for c in range(NCARDS):
        by_id.setdefault(CARD_TEXT_ID[c], set()).add(CARD_TEXT[c])
        assert CARD_GLOSS[c], f"card {c} has no English gloss"
        assert not code_like(f"«{CARD_TEXT[c]}» {CARD_GLOSS[c]}"), CARD_TEXT[c]
    assert len(by_id) == 30
    assert all(len(texts) == 1 for texts in by_id.values())
    texts = [next(iter(t)) for t in by_id.values()]
    assert len(set(texts)) == len(texts), "two text ids share a text"


def test_the_proposed_texts_are_tagged() -> None:
    proposed = {CARD_TEXT_ID[c] for c in range(NCARDS) if CARD_TEXT_SOURCE[c] == "proposed"}
    assert len(proposed) == 19
    assert sum(CARD_TEXT_SOURCE[c] == "proposed" for c in range(NCARDS)) == 57
    for tid in PHRASES["two_part"] + PHRASES["V_scrolls"] + PHRASES["V_inkwells"] + PHRASES["V_quills"]:
        assert tid not in proposed, f"{tid} is a rulebook text"


def test_the_phrases_are_the_rulebooks_texts() -> None:
    assert [_text_of(t) for t in PHRASES["two_part"]] == ["wie ein Rosenpünktchen", "auf dem i der Liebe"]
    five = " ".join(_text_of(t) for t in PHRASES["five_part"])
    assert five.lower() == "ein kuss von dir vibriert süß wie ein rosenpünktchen auf dem i der liebe"
    assert {_text_of(t) for t in PHRASES["V_scrolls"]} == {"in Liebesdingen", "in einer Seele voller banger Pein"}
    assert {_text_of(t) for t in PHRASES["V_inkwells"]} == {"wie ein langer Mantel",
                                                            "wie ein endloser Pfeil durch die Nacht"}
    assert {_text_of(t) for t in PHRASES["V_quills"]} == {"dein glänzendes Haar", "unsere reine Rede"}


def test_phrase_and_text_bonuses_score_with_the_rulebook_texts() -> None:
    two = [_card_with("quill_4"), _card_with("inkwell_1"), _card_with("scroll_1")]
    assert poetry_points_for([two], 0, "I_phrase") == 4
    assert poetry_points_for([two], 0, "III_phrase") == 4
    # the same types with other texts make no phrase
    other = [_card_with("quill_4"), _card_with("inkwell_4"), _card_with("scroll_4")]
    assert [CARD_TYPE[c] for c in other] == [QUILL, INKWELL, SCROLL]
    assert poetry_points_for([other], 0, "I_phrase") == 0
    five = [_card_with(t) for t in PHRASES["five_part"]]
    assert poetry_points_for([five], 0, "V_phrase") == 8
    assert poetry_points_for([five[:4] + [_card_with("scroll_5")]], 0, "V_phrase") == 0
    named = [_card_with("scroll_2"), _card_with("scroll_3", 1)]
    assert poetry_points_for([named, [_card_with("scroll_6")]], 0, "V_scrolls") == 4
    assert poetry_points_for([[_card_with("inkwell_2"), _card_with("inkwell_5")]], 0, "V_inkwells") == 2
    assert poetry_points_for([[_card_with("quill_3"), _card_with("quill_6")]], 0, "V_quills") == 3
