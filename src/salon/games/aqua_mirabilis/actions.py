"""Aqua Mirabilis actions: one small frozen dataclass, every action prebuilt with its notation.

An action is `Act(kind, a, b)`; `str()` is its canonical notation and `ACTIONS_BY_TEXT` inverts
it. All actions that can ever be legal are built once at import, so legal-action generation only
indexes tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, serializable
from .data import (
    CITY_NAMES,
    DAMES,
    FLOWERS,
    MAX_PERFUMES,
    METHOD_CODES,
    NF,
    NMETHODS,
    NRECIPES,
    NSLOTS,
    NTILES,
    RECIPE_IDS,
    SKILLS,
    SLOT_NAMES,
    TILE_IDS,
)

(GO, PRODUCE, RECIPE, FLIP, WORKER, COLLECT, EXTRA_FLOWER, TAKE_BASE, TAKE_SPEC, TAKE_SKILL,
 TAKE_METHOD, DROP_METHOD, GIFT_SCENT, GIFT_TOKEN, GIFT_PERFUME, MOVE_TOKEN, RELEASE, PRESENT,
 COURT_DOWN, DONE, END, EXTRA_TURN, MAKE, STORE, COACH, CHOOSE_TILE, COACH_HOME, COACH_STAY,
 DISCARD_PERFUME, ADD, TAKE_SCENT, INFLUENCE, UNSTORE) = range(33)

_TEXT: dict[tuple[int, int, int], str] = {}


@serializable
@dataclass(frozen=True, slots=True, eq=False)
class Act(Action):
    """One decision: `kind` (a small int) with up to two int arguments.

    Actions are interned: `Act(k, a, b)` returns the one prebuilt instance, so equality is
    identity (fast membership tests in the legal list)."""

    kind: int
    a: int = -1
    b: int = -1

    def __new__(cls, kind: int, a: int = -1, b: int = -1) -> Act:
        act = T.get((kind, a, b))
        return act if act is not None else object.__new__(cls)

    def __reduce__(self) -> tuple[type[Act], tuple[int, int, int]]:
        return (Act, (self.kind, self.a, self.b))  # pickling and copying keep the interned one

    def __str__(self) -> str:
        return _TEXT.get((self.kind, self.a, self.b), f"<no action {self.kind} {self.a} {self.b}>")


ACTIONS_BY_TEXT: dict[str, Act] = {}
T: dict[tuple[int, int, int], Act] = {}


def _add(kind: int, a: int, b: int, text: str) -> Act:
    act = Act(kind, a, b)
    _TEXT[(kind, a, b)] = text
    ACTIONS_BY_TEXT[text] = act
    T[(kind, a, b)] = act
    return act


def _build() -> None:
    for s in range(NSLOTS):
        _add(GO, s, -1, f"go {SLOT_NAMES[s]}")
    _add(PRODUCE, -1, -1, "produce")
    for r in range(NRECIPES):
        _add(RECIPE, r, -1, f"recipe {RECIPE_IDS[r]}")
    for t in range(NTILES):
        _add(FLIP, t, -1, f"flip {TILE_IDS[t]}")
        _add(CHOOSE_TILE, t, -1, f"choose {TILE_IDS[t]}")
    for w in range(2):
        for f in range(NF):
            _add(WORKER, w, f, f"worker {w + 1} {FLOWERS[f]}")
    _add(COLLECT, -1, -1, "collect")
    for f in range(NF):
        _add(EXTRA_FLOWER, f, -1, f"extra {FLOWERS[f]}")
        _add(TAKE_BASE, f, -1, f"take base {FLOWERS[f]}")
        _add(TAKE_SPEC, f, -1, f"take spec {FLOWERS[f]}")
        _add(GIFT_SCENT, f, -1, f"gift {FLOWERS[f]}")
        _add(ADD, f, -1, f"add {FLOWERS[f]}")
        _add(TAKE_SCENT, f, -1, f"take scent {FLOWERS[f]}")
    for k, name in enumerate(SKILLS):
        _add(TAKE_SKILL, k, -1, f"take skill {name}")
    for m in range(NMETHODS):
        for f in range(NF):
            _add(TAKE_METHOD, m, f, f"take method {METHOD_CODES[m]} pay {FLOWERS[f]}")
            _add(STORE, m, f, f"store {METHOD_CODES[m]} {FLOWERS[f]}")
            _add(UNSTORE, m, f, f"unstore {METHOD_CODES[m]} {FLOWERS[f]}")
            for g in range(NF):
                if m == 1:  # maceration: two different flowers
                    if f < g:
                        _add(MAKE, m, f * NF + g, f"make {METHOD_CODES[m]} {FLOWERS[f]} {FLOWERS[g]}")
            _add(MAKE, m, f * NF + f, f"make {METHOD_CODES[m]} {FLOWERS[f]}")
        _add(DROP_METHOD, m, -1, f"drop {METHOD_CODES[m]}")
    _add(GIFT_TOKEN, -1, -1, "gift token")
    for i in range(MAX_PERFUMES):
        _add(GIFT_PERFUME, i, -1, f"gift perfume {i + 1}")
        _add(PRESENT, i, -1, f"present {i + 1}")
        _add(DISCARD_PERFUME, i, -1, f"discard perfume {i + 1}")
    for d in range(4):
        _add(MOVE_TOKEN, d, -1, f"move token from {DAMES[d]}")
        _add(RELEASE, d, -1, f"release favour {DAMES[d]}")
        _add(INFLUENCE, d, -1, f"influence {DAMES[d]}")
    _add(COURT_DOWN, -1, -1, "court down")
    _add(DONE, -1, -1, "done")
    _add(END, -1, -1, "end turn")
    _add(EXTRA_TURN, -1, -1, "extra turn")
    for d, word in enumerate(("left", "right")):
        for k in range(1, 4):
            _add(COACH, d, k, f"coach {word} {k}")
    _add(COACH_HOME, -1, -1, "coach home")
    _add(COACH_STAY, -1, -1, "coach stay")


_build()

NOTATION_HELP = (
    "go <slot>, produce, recipe <id>, flip <tile>, worker <1|2> <flower>, collect, extra <flower>, "
    "take base|spec <flower>, take skill <name>, take method <code> pay <flower>, drop <code>, "
    "gift <scent>|token|perfume <n>, move token from <dame>, release favour <dame>, present <n>, "
    "court down, done, end turn, extra turn, make <code> <flower> [<flower>], store <code> <flower>, "
    "unstore <code> <flower>, coach left|right <n>, choose <tile>, coach home|stay, discard perfume <n>, add <scent>, "
    "take scent <scent>, influence <dame>"
)
__all__ = ["Act", "ACTIONS_BY_TEXT", "CITY_NAMES", "NOTATION_HELP", "T"]
