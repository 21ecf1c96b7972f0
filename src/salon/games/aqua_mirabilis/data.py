"""Aqua Mirabilis component data, loaded once from data/components.toml into int-coded tables."""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any


def _load() -> dict[str, Any]:
    with resources.files(__package__).joinpath("data/components.toml").open("rb") as f:
        return tomllib.load(f)


RAW = _load()


def _v(entry: Any) -> Any:
    return entry["value"] if isinstance(entry, dict) and "value" in entry else entry


FLOWERS: list[str] = _v(RAW["flowers"])
NF = len(FLOWERS)
FLOWER_INDEX = {c: i for i, c in enumerate(FLOWERS)}
CHITS: int = _v(RAW["chits_per_type"])
INITIAL_MARKET: dict[int, int] = {int(k): v for k, v in _v(RAW["initial_market"]).items()}
ORIGINALITY_TOKENS: int = _v(RAW["originality_tokens"])
ORIGINALITY_PER_PLAYER: int = _v(RAW["originality_per_player"])
BLUE_CUBES: int = _v(RAW["blue_cubes"])
INFLUENCE: int = _v(RAW["influence_per_player"])
MAX_FAVOURS: int = _v(RAW["max_favours"])
MAX_PERFUMES: int = _v(RAW["max_perfumes"])
MAX_METHODS: int = _v(RAW["max_methods"])
SUBCELLS: dict[int, int] = {int(k): v for k, v in _v(RAW["subcells"]).items()}

_time = RAW["time"]
DAYS: dict[int, list[int]] = {int(k): v for k, v in _v(_time["days"]).items()}
WEEKS: int = _v(_time["weeks"])
DELIVERIES: dict[int, list[int]] = {int(k): v for k, v in _v(_time["deliveries"]).items()}
WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

PRODUCTION: list[int] = _v(RAW["sundial"]["production"])
LEGS: list[int] = _v(RAW["sundial"]["legs"])
START_AP: int = _v(RAW["sundial"]["start_ap"])

# slots
SLOT_KINDS = ("market", "base", "spec", "skill", "method", "travel", "court", "versailles")
K_MARKET, K_BASE, K_SPEC, K_SKILL, K_METHOD, K_TRAVEL, K_COURT, K_VERSAILLES = range(8)
SLOT_NAMES: list[str] = [s["name"] for s in RAW["slot"]]
SLOT_KIND: list[int] = [SLOT_KINDS.index(s["kind"]) for s in RAW["slot"]]
SLOT_ARG: list[int] = [s["arg"] for s in RAW["slot"]]
SLOT_COST: list[int] = [s["cost"] for s in RAW["slot"]]
NSLOTS = len(SLOT_NAMES)
#: action type of each slot: market 0-5 (one per flower), then one per other kind/arg
_types: dict[tuple[int, int], int] = {}
SLOT_TYPE: list[int] = []
for _k, _a in zip(SLOT_KIND, SLOT_ARG):
    SLOT_TYPE.append(_types.setdefault((_k, _a), len(_types)))
NTYPES = len(_types)
SLOT_INDEX = {n: i for i, n in enumerate(SLOT_NAMES)}

_c = RAW["cities"]
CITY_NAMES: list[str] = _v(_c["names"])
CITY_CODES: list[str] = _v(_c["codes"])
CITY_LETTER: list[int] = _v(_c["letter"])
TRACK_LEN: int = _v(_c["track_length"])
GRASSE: int = _v(_c["grasse"])
CITY_SPACE: list[int] = _v(_c["space"])
FORCED_HOME: list[bool] = _v(_c["forced_home"])
CITY_AT = {s: c for c, s in enumerate(CITY_SPACE)}

EFFECTS = ("take_flowers", "take_scents", "recipe_base_1slot", "recipe_choice_2slots",
           "take_scents", "two_scents_choice", "originality", "plus2_production", "free_action",
           "second_perfume", "half_score", "two_influence")
TILE_IDS: list[str] = [t["id"] for t in RAW["city_tile"]]
TILE_CITY: list[int] = [t["city"] for t in RAW["city_tile"]]
TILE_EFFECT: list[str] = [t["effect"] for t in RAW["city_tile"]]
TILE_PARAMS: list[list[int]] = [t["params"] for t in RAW["city_tile"]]
TILE_BACK: list[int] = [t["back"] for t in RAW["city_tile"]]
NTILES = len(TILE_IDS)
TILE_INDEX = {n: i for i, n in enumerate(TILE_IDS)}
for _e in TILE_EFFECT:
    if _e not in EFFECTS:
        raise ValueError(f"aqua-mirabilis data: unknown city tile effect {_e!r}")
#: effects that may be used at any point of the player's own turn
ANYTIME = frozenset({"take_flowers", "take_scents", "recipe_base_1slot", "recipe_choice_2slots",
                     "two_scents_choice", "originality", "two_influence"})

RECIPE_IDS: list[str] = [r[0] for r in RAW["recipes"]["list"]]
RECIPE_BASE: list[int] = [r[1] for r in RAW["recipes"]["list"]]
RECIPE_SLOTS: list[int] = [r[2] for r in RAW["recipes"]["list"]]
RECIPE_LEVEL: list[int] = [r[3] for r in RAW["recipes"]["list"]]
NRECIPES = len(RECIPE_IDS)
RECIPE_INDEX = {n: i for i, n in enumerate(RECIPE_IDS)}

METHOD_CODES: list[str] = [m["code"] for m in RAW["method"]]
METHOD_NAMES: list[str] = [m["name"] for m in RAW["method"]]
METHOD_COST: list[int] = [m["cost"] for m in RAW["method"]]
METHOD_INPUTS: list[int] = [m["inputs"] for m in RAW["method"]]
METHOD_SAME: list[str] = [m["same"] for m in RAW["method"]]
METHOD_ALLOWED: list[frozenset[int]] = [frozenset(m["allowed"]) for m in RAW["method"]]
METHOD_OUTPUT: list[int] = [m["output"] for m in RAW["method"]]
NMETHODS = len(METHOD_CODES)
METHOD_INDEX = {c: i for i, c in enumerate(METHOD_CODES)}
DISTILLATION = 0

_ap = RAW["apprenticeship"]
SKILLS: list[str] = _v(_ap["skills"])
SKILL_FLOWER, SKILL_PRODUCTION, SKILL_COACH = range(3)
SKILL_COPIES: int = _v(_ap["skill_copies"])
BASE_COPIES: int = _v(_ap["base_copies"])
SPEC_COPIES: int = _v(_ap["spec_copies"])

_ct = RAW["court"]
LETTERS_PER_LEVEL: int = _v(_ct["letters_per_level"])
COURT_POINTS: list[int] = _v(_ct["court_points"])
KING_POINTS: int = _v(_ct["king_points"])
KING_POINTS_FAVOUR: int = _v(_ct["king_points_favour"])
PERFECTION: int = _v(_ct["perfection"])
CUBE_FAVOUR_POINTS: int = _v(_ct["cube_favour_points"])
DAME_MAJORITY_POINTS: int = _v(_ct["dame_majority_points"])
DAME_GIFTS: list[frozenset[int]] = [frozenset(_v(_ct["dame_a_gifts"])),
                                    frozenset(_v(_ct["dame_b_gifts"]))]
DAMES = "ABCD"

BONUS_NAMES: list[str] = _v(RAW["bonus"]["names"])
NBONUS = len(BONUS_NAMES)
