"""Component data of Roméo & Juliette, loaded from data/*.toml (every value tagged there).

Everything is turned into small integers for speed:

* locations 0-5 in ring order (clockwise); location cards 0-5 name them, card 6 is A Step Aside;
* characters 0-10: Juliette, Roméo, then the 9 chaperone tokens; a chaperone card is the index
  of the token it moves;
* event cards 0-26 in file order; seats: 0 Juliette, 1 Roméo.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any


def _load(name: str) -> dict[str, Any]:
    with resources.files(__package__).joinpath(f"data/{name}").open("rb") as f:
        return tomllib.load(f)


_COMP = _load("components.toml")
_EVENTS = _load("events.toml")
_CHAPTERS = _load("chapters.toml")

JULIETTE, ROMEO = 0, 1
SEAT_NAMES = ("Juliette", "Roméo")
SEAT_IDS = ("juliette", "romeo")

TRACKS: dict[str, Any] = _COMP["tracks"]
LOVE_MAX: int = TRACKS["love_max"]
LOVE_START: int = TRACKS["love_start"]
HATE_LOSS: int = TRACKS["hate_loss"]
ACTS: int = TRACKS["acts"]
SCENES_PER_ACT: int = TRACKS["scenes_per_act"]
SCENES: int = ACTS * SCENES_PER_ACT
HAND: int = TRACKS["hand_size"]
MISSIVES: int = TRACKS["missives_total"]

# ------------------------------------------------------------------ locations and cards
LOC_IDS: tuple[str, ...] = tuple(loc["id"] for loc in _COMP["location"])
LOC_NAMES: tuple[str, ...] = tuple(loc["name"] for loc in _COMP["location"])
LOC_FAMILY: tuple[str, ...] = tuple(loc["family"] for loc in _COMP["location"])
LOC_EFFECT: tuple[str, ...] = tuple(loc["effect"] for loc in _COMP["location"])
NLOC = len(LOC_IDS)
LOC_INDEX = {name: i for i, name in enumerate(LOC_IDS)}
BALCONY = LOC_EFFECT.index("balcony")
ASIDE = NLOC  # the location card A Step Aside
LOC_CARD_IDS: tuple[str, ...] = LOC_IDS + (_COMP["step_aside"]["id"],)
LOC_CARD_NAMES: tuple[str, ...] = LOC_NAMES + (_COMP["step_aside"]["name"],)
LOC_CARD_INDEX = {name: i for i, name in enumerate(LOC_CARD_IDS)}
NEIGHBOURS: tuple[tuple[int, int], ...] = tuple(((i - 1) % NLOC, (i + 1) % NLOC) for i in range(NLOC))


def step(loc: int, d: int) -> int:
    """The location one step from `loc` in direction d (+1 clockwise, -1 counter-clockwise)."""
    return (loc + d) % NLOC


def toward(src: int, dst: int) -> int:
    """One step from src toward dst along the shorter way (clockwise on a tie); src if equal."""
    if src == dst:
        return src
    cw = (dst - src) % NLOC
    return step(src, 1 if cw <= NLOC - cw else -1)


# ------------------------------------------------------------------ characters
CHAR_IDS: tuple[str, ...] = tuple(c["id"] for c in _COMP["character"])
CHAR_NAMES: tuple[str, ...] = tuple(c["name"] for c in _COMP["character"])
CHAR_FAMILY: tuple[str, ...] = tuple(c["family"] for c in _COMP["character"])
CHAR_KIND: tuple[str, ...] = tuple(c["kind"] for c in _COMP["character"])
NCHAR = len(CHAR_IDS)
CHAR_INDEX = {name: i for i, name in enumerate(CHAR_IDS)}
LOVER_OF_SEAT = (CHAR_INDEX["juliette"], CHAR_INDEX["romeo"])
if LOVER_OF_SEAT != (JULIETTE, ROMEO):
    raise ValueError("romeo-juliette data: the lovers must be the first two characters")
LAURENT = CHAR_INDEX["laurent"]
ALLEGORY = CHAR_INDEX["allegory"]
NURSE = CHAR_INDEX["nurse"]
TYBALT = CHAR_INDEX["tybalt"]
LADY_CAPULET = CHAR_INDEX["lady-capulet"]
#: chaperone tokens of each family (the lovers are not chaperones)
CAPULET_CHAPERONES = tuple(i for i, c in enumerate(CHAR_IDS)
                           if CHAR_FAMILY[i] == "capulet" and CHAR_KIND[i] == "chaperone")
MONTAIGU_CHAPERONES = tuple(i for i, c in enumerate(CHAR_IDS)
                            if CHAR_FAMILY[i] == "montaigu" and CHAR_KIND[i] == "chaperone")
FAMILY_CHAPERONES = CAPULET_CHAPERONES + MONTAIGU_CHAPERONES
#: bit masks over characters, for the Hate test
BIT = tuple(1 << i for i in range(NCHAR))
CAP_CHAP_MASK = sum(BIT[i] for i in CAPULET_CHAPERONES)
MON_CHAP_MASK = sum(BIT[i] for i in MONTAIGU_CHAPERONES)

#: each seat's chaperone cards (character indices, sorted); location cards are 0..6 for both
CHAP_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(CHAR_INDEX[c] for c in _COMP["cards"][seat]["chaperones"])) for seat in SEAT_IDS
)
LOC_CARDS: tuple[int, ...] = tuple(range(NLOC + 1))

# ------------------------------------------------------------------ events and rules
RULE_NAMES = (
    "optional_effects", "no_keep", "no_nurse", "reason_no_missives",
    "allegory_drifts_after_resolution", "laurent_ignores_allegory", "no_balcony_bonus",
    "allegory_drifts", "lady_capulet_follows", "tybalt_hunts", "one_missive",
    "allegory_stirs_lovers",  # table option `allegory_lovers` (ruling R2), not an event card
    "fixed_proposal_cap",     # table option `fixed_proposal_cap` (ruling R5), not an event card
    "strict_alternation",     # table option `strict_alternation` (ruling R4), not an event card
)
RULE_BIT = {name: 1 << i for i, name in enumerate(RULE_NAMES)}
RULE_BIT["none"] = 0
R_OPTIONAL = RULE_BIT["optional_effects"]
R_NO_KEEP = RULE_BIT["no_keep"]
R_NO_NURSE = RULE_BIT["no_nurse"]
R_REASON_NO_MISSIVES = RULE_BIT["reason_no_missives"]
R_DRIFT_AFTER_RESOLUTION = RULE_BIT["allegory_drifts_after_resolution"]
R_LAURENT_IGNORES_ALLEGORY = RULE_BIT["laurent_ignores_allegory"]
R_NO_BALCONY_BONUS = RULE_BIT["no_balcony_bonus"]
R_DRIFT = RULE_BIT["allegory_drifts"]
R_LADY_FOLLOWS = RULE_BIT["lady_capulet_follows"]
R_TYBALT_HUNTS = RULE_BIT["tybalt_hunts"]
R_ONE_MISSIVE = RULE_BIT["one_missive"]
R_ALLEGORY_LOVERS = RULE_BIT["allegory_stirs_lovers"]
R_FIXED_CAP = RULE_BIT["fixed_proposal_cap"]
R_STRICT_TURNS = RULE_BIT["strict_alternation"]
#: hourglass rules applied after step 4b, in the order of the event spaces
AFTER_4B_RULES = R_DRIFT | R_LADY_FOLLOWS | R_TYBALT_HUNTS


@dataclass(frozen=True)
class EventCard:
    index: int
    id: str
    level: str          # "chapter", "I", "II", "III"
    name: str
    text: str
    hourglass: bool
    rule: int           # RULE_BIT of a lasting rule (chapter and hourglass cards), else 0
    kind: str           # one-shot effect kind ("" for lasting cards)
    pieces: tuple[int, ...]
    to: int             # a location, or a lover (move_to_lover, lose_missive), or -1
    amount: int
    piece: int
    at: int
    provenance: str


def _event(i: int, e: dict[str, Any]) -> EventCard:
    kind = e.get("kind", "")
    to = -1
    if kind == "move_to":
        to = LOC_INDEX[e["to"]]
    elif kind in ("move_to_lover", "lose_missive"):
        to = CHAR_INDEX[e["lover"]]
    return EventCard(
        index=i, id=e["id"], level=e["level"], name=e["name"], text=e["text"],
        hourglass=bool(e.get("hourglass", False)), rule=RULE_BIT[e.get("rule", "none")],
        kind=kind, pieces=tuple(CHAR_INDEX[p] for p in e.get("pieces", ())), to=to,
        amount=int(e.get("amount", 0)), piece=CHAR_INDEX[e["piece"]] if "piece" in e else -1,
        at=LOC_INDEX[e["at"]] if "at" in e else -1, provenance=e["provenance"],
    )


EVENTS: tuple[EventCard, ...] = tuple(_event(i, e) for i, e in enumerate(_EVENTS["event"]))
EVENT_INDEX = {e.id: e.index for e in EVENTS}
LEVELS = ("I", "II", "III")
LEVEL_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(e.index for e in EVENTS if e.level == lv) for lv in LEVELS
)
LEVEL_OF = {e.index: LEVELS.index(e.level) for e in EVENTS if e.level in LEVELS}
if len(EVENTS) != 27:
    raise ValueError(f"romeo-juliette data: {len(EVENTS)} event cards listed, the game has 27")


@dataclass(frozen=True)
class Chapter:
    number: int
    name: str
    events: tuple[int, int, int]
    missives: tuple[int, int]  # (Juliette, Roméo)
    hate_start: int
    place: tuple[int, ...]     # location of every character
    book: int                  # the chapter's event card
    provenance: str


def _chapter(c: dict[str, Any]) -> Chapter:
    book = next(e.index for e in EVENTS if e.level == "chapter" and _EVENTS["event"][e.index]["chapter"] == c["number"])
    ch = Chapter(
        number=c["number"], name=c["name"], events=tuple(c["events"]),  # type: ignore[arg-type]
        missives=(c["missives_juliette"], c["missives_romeo"]), hate_start=c["hate_start"],
        place=tuple(LOC_INDEX[c["place"][cid]] for cid in CHAR_IDS), book=book,
        provenance=c["provenance"],
    )
    if sum(ch.events) != 9 or any(n > len(LEVEL_CARDS[i]) for i, n in enumerate(ch.events)):
        raise ValueError(f"romeo-juliette data: chapter {ch.number} draws {ch.events}")
    if sum(ch.missives) > MISSIVES:
        raise ValueError(f"romeo-juliette data: chapter {ch.number} hands out too many missives")
    return ch


CHAPTERS: dict[int, Chapter] = {c["number"]: _chapter(c) for c in _CHAPTERS["chapter"]}
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
