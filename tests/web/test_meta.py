"""The browser's copy of the public component data (web/data/meta.json) still fits the games.

Only what the boards rely on is compared (the ids of cards, wishes, locations, characters, slots,
cities, methods and track areas), so a tweak of a printed value does not fail the suite; run
`python -m tests.web.gen_meta` to refresh the copy after a game's data files change."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import gen_meta


def _ids(meta: dict[str, Any]) -> dict[str, Any]:
    rx, rj, aq = meta["roxane"], meta["romeo-juliette"], meta["aqua-mirabilis"]
    return {
        "roxane cards": sorted(rx["cards"]),
        "roxane card types": sorted({c[0] for c in rx["cards"].values()}),
        "roxane wishes": sorted(rx["wishes"]),
        "roxane kisses": sorted(rx["kisses"]),
        "roxane romance areas": [(a["lo"], a["hi"]) for a in rx["romance"]],
        "roxane poetry tracks": sorted(rx["poetry"]),
        "romeo locations": [loc["id"] for loc in rj["locations"]],
        "romeo characters": [c["id"] for c in rj["characters"]],
        "romeo location cards": sorted(rj["location_cards"]),
        "aqua flowers": aq["flowers"],
        "aqua slots": [s["name"] for s in aq["slots"]],
        "aqua cities": [(c["code"], c["space"]) for c in aq["cities"]],
        "aqua methods": [m["code"] for m in aq["methods"]],
        "aqua tiles": sorted(aq["tiles"]),
    }


def test_meta_json_fits_the_games() -> None:
    stored = json.loads(gen_meta.OUT.read_text(encoding="utf-8"))
    fresh = gen_meta.build()
    assert _ids(stored) == _ids(fresh), "refresh with: python -m tests.web.gen_meta"


def test_every_web_module_is_packaged() -> None:
    web = Path(gen_meta.OUT).parents[1]
    for name in ("index.html", "app.js", "lobby.js", "table.js", "ui.js", "style.css",
                 "games/index.js", "games/rose.js", "games/roxane.js", "games/aqua.js",
                 "games/aqua_kit.js", "games/aqua_seat.js", "games/romeo.js"):
        assert (web / name).is_file(), name
