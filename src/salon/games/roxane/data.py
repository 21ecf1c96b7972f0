"""Roxane component data, loaded once from data/components.toml and data/text_cards.csv.

Everything is turned into small int-coded tables here so the rules work on ints:
text cards are 0..89, garden tiles 0..23 (the Pavilion is 24), movement tiles 0..7,
wishes 0..8, kiss markers 0..19, card types 0..4, colours 0..2, resources 0..2.
"""

from __future__ import annotations

import csv
import io
import tomllib
from importlib import resources
from typing import Any


def _read(name: str) -> str:
    return resources.files(__package__).joinpath("data/" + name).read_text(encoding="utf-8")


RAW: dict[str, Any] = tomllib.loads(_read("components.toml"))

# ---------------------------------------------------------------- card types and colours
TYPES = ("quill", "candle", "sealing_wax", "inkwell", "scroll")
TYPE_SHORT = ("quill", "candle", "wax", "inkwell", "scroll")
QUILL, CANDLE, WAX, INKWELL, SCROLL = range(5)
COLOURS = ("orange", "green", "purple")
ORANGE, GREEN, PURPLE = range(3)
CLEFS = ("treble", "bass", "c_clef")
RESOURCES = ("rose", "letter", "fencing")
ROSE, LETTER, FENCING = range(3)

# ---------------------------------------------------------------- text cards
CARD_IDS: list[str] = []
CARD_TYPE: list[int] = []
CARD_COLOUR: list[int] = []
CARD_CLEF: list[int] = []
CARD_HEARTS: list[int] = []
CARD_RES: list[int] = []
CARD_TEXT: list[str] = []
CARD_TEXT_ID: list[str] = []
CARD_GLOSS: list[str] = []
CARD_GLOSS_FR: list[str] = []
CARD_TEXT_SOURCE: list[str] = []
for _row in csv.DictReader(io.StringIO(_read("text_cards.csv"))):
    CARD_IDS.append(_row["id"])
    CARD_TYPE.append(TYPES.index(_row["type"]))
    CARD_COLOUR.append(COLOURS.index(_row["colour"]))
    CARD_CLEF.append(CLEFS.index(_row["clef"]))
    CARD_HEARTS.append(int(_row["hearts"]))
    CARD_RES.append(RESOURCES.index(_row["resource"]))
    CARD_TEXT.append(_row["text"])
    CARD_TEXT_ID.append(_row["text_id"])
    CARD_GLOSS.append(_row.get("gloss", ""))
    CARD_GLOSS_FR.append(_row.get("gloss_fr", ""))
    CARD_TEXT_SOURCE.append(_row.get("text_provenance", ""))
NCARDS = len(CARD_IDS)
CARD_INDEX = {cid: i for i, cid in enumerate(CARD_IDS)}
CARDS_OF_TYPE: list[list[int]] = [[c for c in range(NCARDS) if CARD_TYPE[c] == t] for t in range(5)]
if NCARDS != 90 or any(len(x) != 18 for x in CARDS_OF_TYPE):
    raise ValueError("roxane data: expected 90 text cards, 18 of each type")
if any(CARD_TYPE[c] > CARD_TYPE[c + 1] for c in range(NCARDS - 1)):
    raise ValueError("roxane data: text cards must be listed grouped by type")

# ---------------------------------------------------------------- counts and constants
HAND_SIZE: int = RAW["hand"]["size"]
COMMAS: int = RAW["hand"]["commas_per_player"]
COMMA_WOO_DEFAULT: int = RAW["hand"]["comma_woo_fencing"]
WAX_WOO: int = RAW["hand"]["wax_woo_fencing"]
INK_WOO: int = RAW["hand"]["inkwell_woo_fencing"]
ROUNDS: int = RAW["game"]["rounds"]
MOVES_USED: int = RAW["game"]["movement_tiles_used"]
WISHES_USED: int = RAW["game"]["wishes_used"]
EXTRAS: int = RAW["game"]["extra_actions"]
SCHEME_TEXT: int = RAW["game"]["scheme_pebbles_text"]
SCHEME_COMMA: int = RAW["game"]["scheme_pebbles_comma"]
PEBBLES: int = RAW["game"]["pebbles"]
INFLUENCE: int = RAW["game"]["influence_markers"]
FULFILMENT: int = RAW["game"]["fulfilment_markers"]
EXCHANGE: dict[int, int] = {int(k): v for k, v in RAW["game"]["exchange_markers"].items()}
FENCE_COUNTS: list[int] = list(RAW["fencing"]["counts"])  # index = value - 1
GLOVE: int = RAW["fencing"]["glove"]
WIN_PASSION: int = RAW["duel"]["win_passion"]
TIE_PASSION: int = RAW["duel"]["tie_passion"]
GRUDGE_DRAW: int = RAW["duel"]["grudge_draw"]
TRADES: dict[int, int] = {give: take for give, take in RAW["trade"]["exchanges"]}
KISS_DRAW: int = RAW["kiss_draw"]["draw"]
LEVELS: int = RAW["reveal"]["levels"]
PENALTY: list[int] = list(RAW["reveal"]["penalty"])
NEG_FROM: int = RAW["reveal"]["negative_from"]
PASSION_PER_POINT: int = RAW["scoring"]["passion_per_point"]
PASSION_MAJ: list[int] = list(RAW["scoring"]["passion_majority"])
KISS_POINTS: int = RAW["scoring"]["kiss_marker"]
LEAST_REVEALED: int = RAW["scoring"]["least_revealed"]
COLOUR_NAMES: list[str] = list(RAW["players"]["colours"])

# ---------------------------------------------------------------- garden
SIZE: int = RAW["garden"]["size"]
NCELLS = SIZE * SIZE
PAVILION_CELL = RAW["garden"]["pavilion"][0] * SIZE + RAW["garden"]["pavilion"][1]
FIRST_CELLS = [r * SIZE + c for r, c in RAW["garden"]["first_spaces"]]
PAVILION = 24  # tile code of the Pavilion
T_EMPTY, T_ROMANCE, T_POETRY, T_STAR, T_PAVILION = range(5)
TILE_IDS: list[str] = [t["id"] for t in RAW["tile"]]
TILE_NAMES: list[str] = [t["kind"] for t in RAW["tile"]] + ["pavilion"]
TILE_KIND: list[int] = []
TILE_DIR: list[int] = []
TILE_ARROWS: list[int] = []
TILE_STARS: list[int] = []
for _t in RAW["tile"]:
    _k = _t["kind"]
    TILE_KIND.append(T_ROMANCE if _k == "romance" else T_POETRY if _k == "poetry"
                     else T_EMPTY if _k == "empty" else T_STAR)
    TILE_DIR.append(int(_t.get("dir", 0)))
    TILE_ARROWS.append(int(_t.get("arrows", 0)))
    TILE_STARS.append(int(_t.get("stars", 0)))
TILE_KIND.append(T_PAVILION)
TILE_DIR.append(0)
TILE_ARROWS.append(0)
TILE_STARS.append(0)
STAR_KINDS = ("spring_fountain", "statue", "fountain")
if len(TILE_IDS) != 24:
    raise ValueError("roxane data: expected 24 garden tiles")

DIRS = ("N", "E", "S", "W")
DR = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
#: NEIGHBOUR[cell][d] = neighbouring cell in direction d, or -1 off the garden
NEIGHBOUR: list[list[int]] = []
for _cell in range(NCELLS):
    _r, _c = divmod(_cell, SIZE)
    _cells: list[int] = []
    for _d in DIRS:
        _nr, _nc = _r + DR[_d][0], _c + DR[_d][1]
        _cells.append(_nr * SIZE + _nc if 0 <= _nr < SIZE and 0 <= _nc < SIZE else -1)
    NEIGHBOUR.append(_cells)
OPPOSITE = (2, 3, 0, 1)

MOVE_IDS: list[str] = [m["id"] for m in RAW["movement"]]
MOVE_DIR: list[int] = [DIRS.index(m["dir"]) for m in RAW["movement"]]

# ---------------------------------------------------------------- wishes and kisses
WISH_IDS: list[str] = [w["id"] for w in RAW["wish"]]
WISH_NAMES: list[str] = [w["name"] for w in RAW["wish"]]
WISH_RULES: list[str] = [w["rule"] for w in RAW["wish"]]
WISH_N: list[int] = [int(w.get("n", 0)) for w in RAW["wish"]]
WISH_MAX_REVEALED: list[int] = [int(w.get("max_revealed", 13)) for w in RAW["wish"]]
SLOT_STARS: list[int] = list(RAW["wish_slots"]["stars"])

KISS_IDS: list[str] = [k["id"] for k in RAW["kiss"]]
KISS_NEED: list[dict[str, int]] = [dict(k["need"]) for k in RAW["kiss"]]
NKISS = len(KISS_IDS)

# ---------------------------------------------------------------- tracks
ROMANCE: dict[str, Any] = RAW["romance"]
POETRY: dict[str, dict[str, Any]] = RAW["poetry"]
POETRY_TRACKS = ("I", "II", "III", "IV", "V")
PHRASES: dict[str, list[str]] = RAW["phrases"]
#: the points (and counts) printed on every Romance and Poetry area, by rule name
AREA_POINTS: dict[str, list[int]] = {
    str(a["rule"]): list(a["points"])
    for t in [ROMANCE, *POETRY.values()] for a in t["areas"]
}


def area_of(track: dict[str, Any], pos: int) -> str | None:
    """The rule name of the area holding space `pos` (None for Poetry V's reset space)."""
    for a in track["areas"]:
        if a["lo"] <= pos <= a["hi"]:
            return str(a["rule"])
    return None


#: the area rule at every space of the Romance track, and of every Poetry track by its name
ROMANCE_AREA_AT: list[str | None] = [area_of(ROMANCE, pos) for pos in range(ROMANCE["spaces"])]
POETRY_AREA_AT: dict[str, list[str | None]] = {
    name: [area_of(t, pos) for pos in range(t["spaces"])] for name, t in POETRY.items()
}


def card_name(c: int) -> str:
    """Readable name of a text card: id, type, colour, text."""
    return f"{CARD_IDS[c]} {TYPES[CARD_TYPE[c]]} {COLOURS[CARD_COLOUR[c]]} «{CARD_TEXT[c]}»"


if KISS_DRAW != 2:
    raise ValueError("roxane data: the rules offer a choice between exactly 2 drawn kiss markers")
