"""Roxane's words: the words file (data/words.toml) plus one `[card.Txx]` entry per text card
and one `[level.N]` entry per Reveal level (its penalty from data/components.toml).

The texts and glosses (English and French) of the 90 text cards live in data/text_cards.csv
with their other attributes; each card's entry here is made from them and from the words of its type, colour,
clef and resource, so a corrected text or name needs one edit only.
"""

from __future__ import annotations

import os
from typing import Any

from ...core import language
from ...core.words import Words, words_data
from .data import (
    CARD_CLEF,
    CARD_COLOUR,
    CARD_GLOSS,
    CARD_GLOSS_FR,
    CARD_HEARTS,
    CARD_IDS,
    CARD_RES,
    CARD_TEXT,
    CARD_TEXT_SOURCE,
    CARD_TYPE,
    CLEFS,
    COLOURS,
    LEVELS,
    NCARDS,
    PENALTY,
    RESOURCES,
    TYPE_SHORT,
)

SOURCE = "salon.games.roxane/data/words.toml"


def load(lang: str | None = None) -> Words:
    """The game's words in `lang` (default: the current language), read afresh from the
    package data (words.toml with words.<lang>.toml laid over it)."""
    lang = lang or language.current()
    data, source = words_data(__package__, override_dir=os.environ.get("SALON_WORDS"),
                              game_id="roxane", lang=lang)
    base = Words(data, source=source, lang=lang)
    cards: dict[str, dict[str, Any]] = {}
    for c in range(NCARDS):
        t = TYPE_SHORT[CARD_TYPE[c]]
        colour = base.name("colour", COLOURS[CARD_COLOUR[c]])
        type_name = base.name("type", t)
        parts = {"colour": colour, "type": type_name, "text": CARD_TEXT[c], "type_key": t,
                 "colour_key": COLOURS[CARD_COLOUR[c]]}
        name = base.say("card", **parts)
        cards[CARD_IDS[c]] = {
            "name": name,
            "acc": base.say("card_acc", card=name, **parts),
            "dat": base.say("card_dat", card=name, **parts),
            "effect": base.effect("type", t),
            "text": CARD_TEXT[c],
            "gloss": _gloss(c, lang),
            "type": type_name,
            "colour": colour,
            "colour_key": COLOURS[CARD_COLOUR[c]],
            "clef": base.name("clef", CLEFS[CARD_CLEF[c]]),
            "clef_short": base.field("clef", CLEFS[CARD_CLEF[c]], "short"),
            "hearts": CARD_HEARTS[c],
            "resource": base.name("resource", RESOURCES[CARD_RES[c]]),
            "text_source": CARD_TEXT_SOURCE[c],
        }
    levels: dict[str, dict[str, Any]] = {}
    for lv in range(1, LEVELS + 1):
        key = "level_penalty" if PENALTY[lv] else "level_free"
        levels[str(lv)] = {"name": base.say("level", n=lv), "effect": base.say(key, points=PENALTY[lv]),
                           "penalty": PENALTY[lv]}
    return Words({**data, "card": cards, "level": levels}, source=source, lang=lang)


def _gloss(c: int, lang: str) -> str:
    """A card's German text explained in `lang`: English and French glosses from
    text_cards.csv; a German reader reads the text itself."""
    if lang == "fr":
        return CARD_GLOSS_FR[c] or CARD_GLOSS[c]
    if lang == "de":
        return CARD_TEXT[c]
    if lang == language.PSEUDO:
        return language.pseudo(CARD_GLOSS[c])
    return CARD_GLOSS[c]
