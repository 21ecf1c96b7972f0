"""Writes src/salon/web/data/meta.json: the public component facts the browser client draws
(Roxane's text cards, wishes and tracks; the Roméo & Juliette ring and characters; the Aqua
Mirabilis slots, cities and sundial). Nothing hidden: these are the printed components.

Regenerate after a game's data files change:  python -m tests.web.gen_meta
(tests/web/test_meta.py fails while the file is out of date.)
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[2] / "src" / "salon" / "web" / "data" / "meta.json"


def build() -> dict[str, Any]:
    rx = importlib.import_module("salon.games.roxane.data")
    rj = importlib.import_module("salon.games.romeo_juliette.data")
    aq = importlib.import_module("salon.games.aqua_mirabilis.data")
    roxane = {
        "cards": {cid: [rx.TYPE_SHORT[rx.CARD_TYPE[i]], rx.COLOURS[rx.CARD_COLOUR[i]], rx.CLEFS[rx.CARD_CLEF[i]],
                        rx.CARD_HEARTS[i], rx.RESOURCES[rx.CARD_RES[i]], rx.CARD_TEXT[i]]
                  for i, cid in enumerate(rx.CARD_IDS)},
        "wishes": {w: [rx.WISH_NAMES[i], rx.WISH_RULES[i]] for i, w in enumerate(rx.WISH_IDS)},
        "kisses": {k: rx.KISS_NEED[i] for i, k in enumerate(rx.KISS_IDS)},
        "romance": rx.ROMANCE.get("areas", []),
        "poetry": {k: v.get("areas", []) for k, v in rx.POETRY.items()},
        "colours": rx.COLOUR_NAMES,
    }
    romeo = {
        "locations": [{"id": rj.LOC_IDS[i], "name": rj.LOC_NAMES[i], "family": rj.LOC_FAMILY[i],
                       "effect": rj.LOC_EFFECT[i]} for i in range(rj.NLOC)],
        "location_cards": dict(zip(rj.LOC_CARD_IDS, rj.LOC_CARD_NAMES)),
        "characters": [{"id": rj.CHAR_IDS[i], "name": rj.CHAR_NAMES[i], "family": rj.CHAR_FAMILY[i],
                        "kind": rj.CHAR_KIND[i]} for i in range(rj.NCHAR)],
        "events": {e.id: {"name": e.name, "text": e.text, "hourglass": e.hourglass} for e in rj.EVENTS},
        "love_max": rj.LOVE_MAX,
        "hate_start": rj.TRACKS["hate_start"],
        "scenes_per_act": rj.SCENES_PER_ACT,
        "acts": rj.ACTS,
    }
    aqua = {
        "flowers": aq.FLOWERS,
        "slots": [{"name": aq.SLOT_NAMES[i], "kind": aq.SLOT_KINDS[aq.SLOT_KIND[i]], "cost": aq.SLOT_COST[i]}
                  for i in range(aq.NSLOTS)],
        "cities": [{"code": aq.CITY_CODES[c], "name": aq.CITY_NAMES[c], "space": aq.CITY_SPACE[c],
                    "letter": aq.CITY_LETTER[c]} for c in range(len(aq.CITY_CODES))],
        "track_length": aq.TRACK_LEN,
        "grasse": aq.GRASSE,
        "sundial": {"production": aq.RAW["sundial"]["production"]["value"],
                    "legs": aq.RAW["sundial"]["legs"]["value"]},
        "methods": [{"code": aq.METHOD_CODES[m], "name": aq.METHOD_NAMES[m], "cost": aq.METHOD_COST[m],
                     "inputs": aq.METHOD_INPUTS[m]} for m in range(aq.NMETHODS)],
        "recipes": {r: [aq.FLOWERS[aq.RECIPE_BASE[i]], aq.RECIPE_SLOTS[i], aq.RECIPE_LEVEL[i]]
                    for i, r in enumerate(aq.RECIPE_IDS)},
        "tiles": {t: aq.TILE_EFFECT[i] for i, t in enumerate(aq.TILE_IDS)},
    }
    rc = importlib.import_module("salon.games.rose_ceremony.rules")
    rose = {"exchange": [list(e) for e in rc.EXCHANGE], "bust_thorns": rc.BUST_THORNS,
            "win_hearts": rc.WIN_HEARTS, "instant_win_roses": rc.INSTANT_WIN_ROSES}
    return {"roxane": roxane, "romeo-juliette": romeo, "aqua-mirabilis": aqua, "rose-ceremony": rose}


def text() -> str:
    return json.dumps(build(), ensure_ascii=False, sort_keys=True, indent=0) + "\n"


if __name__ == "__main__":
    OUT.write_text(text(), encoding="utf-8")
    print(f"wrote {OUT}")
