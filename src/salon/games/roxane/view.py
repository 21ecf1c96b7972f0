"""What each seat sees (`make_view`), determinization, descriptions, component counts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.game import Action
from ...core.rng import Rng
from . import actions as A
from .board import track_info
from .data import (
    CARD_IDS,
    CARD_TYPE,
    COLOUR_NAMES,
    DIRS,
    EXCHANGE,
    FULFILMENT,
    KISS_IDS,
    MOVE_DIR,
    NKISS,
    PEBBLES,
    POETRY,
    POETRY_AREA_AT,
    ROMANCE,
    ROMANCE_AREA_AT,
    SLOT_STARS,
    TILE_ARROWS,
    TILE_DIR,
    TILE_NAMES,
    TILE_STARS,
    TYPE_SHORT,
    WISH_IDS,
    area_of,
)
from .frames import F_KISS, NAMES
from .knowledge import KEMPTY, KH, KP, deal_fencing, kiss_known_in_stack

if TYPE_CHECKING:
    from .rules import RoxaneState


def _frame_view(s: RoxaneState, p: int | None) -> dict[str, Any] | None:
    if not s.pend:
        return None
    f = s.pend[-1]
    out: dict[str, Any] = {"kind": NAMES[f[0]], "seat": f[1]}
    if f[0] == F_KISS:
        out["choices"] = [KISS_IDS[f[2]], KISS_IDS[f[3]]] if p == f[1] else None
    elif NAMES[f[0]] in ("scheme",):
        out["steps_left"] = f[2]
        out["visited"] = [c for c in range(25) if (f[3] >> c) & 1]
    elif NAMES[f[0]] in ("give", "take"):
        out["left"] = f[2]
    elif NAMES[f[0]] in ("pre", "post"):
        out["mode"] = "influence" if f[2] == 0 else "duel"
    return out


def _tile_json(tile: int) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": TILE_NAMES[tile]}
    if TILE_ARROWS[tile]:
        d["dir"] = "left" if TILE_DIR[tile] < 0 else "right"
        d["arrows"] = TILE_ARROWS[tile]
    if TILE_STARS[tile]:
        d["stars"] = TILE_STARS[tile]
    return d


#: every tile's view, built once: `make_view` hands out shallow copies (flat dicts of str and
#: int), so a caller changing its view never changes another's
_TILE_JSON: tuple[dict[str, Any], ...] = tuple(_tile_json(t) for t in range(len(TILE_NAMES)))


def tile_json(tile: int) -> dict[str, Any]:
    """The view of garden tile `tile` (a fresh dict)."""
    return _TILE_JSON[tile].copy()


if TYPE_SHORT != ("quill", "candle", "wax", "inkwell", "scroll"):  # the stacks' keys below
    raise ValueError("roxane view: the card types' short names changed")

#: a card's id and its type's short name, by card code (the view's strings)
_CARD_ID = CARD_IDS.__getitem__
_TYPE_NAME = [TYPE_SHORT[CARD_TYPE[c]] for c in range(len(CARD_IDS))].__getitem__
_KISS_ID = KISS_IDS.__getitem__
#: the view's name of every movement tile's direction
_MOVE_NAME = [DIRS[d] for d in MOVE_DIR].__getitem__
_ROMANCE_AREA = ROMANCE_AREA_AT
_POETRY_AREA = POETRY_AREA_AT


def _area(at: list[str | None], track: dict[str, Any], pos: int) -> str | None:
    return at[pos] if 0 <= pos < len(at) else area_of(track, pos)


def _player_view(s: RoxaneState, q: int, p: int | None) -> dict[str, Any]:
    """What seat p (None: a spectator) sees of seat q."""
    mine = q == p
    card_id = _CARD_ID
    hand = s.hands[q]
    cap = s.caps[q]
    commas, commas_w = s.commas[q], s.commas_w[q]
    return {
        "colour": COLOUR_NAMES[q],
        "hand": list(map(card_id, hand)) if mine else None,
        "hand_types": list(map(_TYPE_NAME, hand)),
        "commas": commas,
        "commas_written": commas_w,
        "commas_used": s.commas_gone[q],
        "verses": [list(map(card_id, v)) for v in s.verses[q]],
        "spaces": {"rose": cap[0], "letter": cap[1], "fencing": cap[2], "any": commas + commas_w},
        "roses": s.roses[q],
        "letters": s.letters[q],
        "fencing": len(s.fence[q]),
        "fencing_values": list(s.fence[q]) if mine else None,
        "fencing_draws": s.fdraws[q],
        "passion": s.passion[q],
        "kisses": len(s.kiss[q]),
        "kiss_markers": list(map(_KISS_ID, s.kiss[q])) if mine else None,
        "kisses_known_in_stack": ([[i, KISS_IDS[k]] for i, k in kiss_known_in_stack(s, q)]
                                  if mine else None),
        "revealed": s.revealed[q],
    }


def _players(s: RoxaneState, p: int | None) -> list[dict[str, Any]]:
    return [_player_view(s, q, p) for q in range(s.players)]


def _garden(s: RoxaneState, p: int | None) -> list[dict[str, Any]]:
    tiles = _TILE_JSON
    return [tiles[t].copy() for t in s.garden]


def _wishes(s: RoxaneState, p: int | None) -> list[dict[str, Any]]:
    fulfil = s.fulfil
    return [{"slot": i, "stars": SLOT_STARS[i], "wish": WISH_IDS[w] if w >= 0 else None,
             "fulfilment": bool(fulfil[i])} for i, w in enumerate(s.wishes)]


def _romance(s: RoxaneState, p: int | None) -> dict[str, Any]:
    r_sp, r_start, _ = track_info(s, 0)
    return {"spaces": r_sp, "start": r_start, "marker": s.marker[0],
            "influence": list(s.infl[0]), "area": _area(_ROMANCE_AREA, ROMANCE, s.marker[0])}


def _poetry(s: RoxaneState, p: int | None) -> dict[str, Any]:
    p_sp, p_start, p_reset = track_info(s, 1)
    poetry = s.options["poetry"]
    return {"track": poetry, "spaces": p_sp, "start": p_start, "reset": p_reset,
            "marker": s.marker[1], "influence": list(s.infl[1]),
            "area": _area(_POETRY_AREA[poetry], POETRY[poetry], s.marker[1])}


def _duel(s: RoxaneState, p: int | None) -> dict[str, Any] | None:
    if s.d_att < 0:
        return None
    return {"attacker": s.d_att, "defender": s.d_def, "strength": list(s.d_str),
            "raising": s.d_def if s.d_side else s.d_att, "table": list(s.d_table),
            "markers_this_raise": s.d_count}


def make_view(s: RoxaneState, p: int | None) -> dict[str, Any]:
    """Exactly what seat p (None: a spectator) may see."""
    n = s.players
    card_id = _CARD_ID
    top = s.moves[-1] if s.moves else -1
    stacks, discards = s.stacks, s.discards
    return {
        "game": "roxane",
        "seat": p,
        "players": n,
        "round": s.round,
        "over": s.result is not None,
        "order": list(s.order),
        "order_round6": list(s.order6),
        "to_act": [s.pend[-1][1]] if s.pend and s.result is None else [],
        "pending": _frame_view(s, p),
        "garden": _garden(s, p),
        "roxane": s.roxane,
        "movement_track": list(map(_MOVE_NAME, s.move_track)),
        "movement_next": _MOVE_NAME(top) if top >= 0 else None,
        "movement_stack": len(s.moves),
        "wishes": _wishes(s, p),
        "kiss_stack": len(s.kstack),
        "romance": _romance(s, p),
        "poetry": _poetry(s, p),
        "gate": s.gate,
        "influence_supply": s.infl_supply,
        "pebbles_open": s.pebbles,
        "exchange_open": s.exch_open,
        "exchange_markers": EXCHANGE[n],
        "stacks": {"quill": len(stacks[0]), "candle": len(stacks[1]), "wax": len(stacks[2]),
                   "inkwell": len(stacks[3]), "scroll": len(stacks[4])},
        "discards": {"quill": list(map(card_id, discards[0])),
                     "candle": list(map(card_id, discards[1])),
                     "wax": list(map(card_id, discards[2])),
                     "inkwell": list(map(card_id, discards[3])),
                     "scroll": list(map(card_id, discards[4]))},
        "bag": sum(s.bag),
        "aside": len(s.aside),
        "duel": _duel(s, p),
        "extra_limit": s.xlimit,
        "first_card": s.first,
        "challenged": [q for q in range(n) if (s.challenged >> q) & 1] if s.challenged else [],
        "player": _players(s, p),
        "result": s.result,
    }


#: _player_view's entries one by one, each from (state, seat q, viewer p), for a LazyView's
#: seats; _player_view stays a literal (building it from this table made every view about half
#: as slow again), and test_views checks that the two give the same entries
_PLAYER_PARTS: dict[str, Callable[[RoxaneState, int, int | None], Any]] = {
    "colour": lambda s, q, p: COLOUR_NAMES[q],
    "hand": lambda s, q, p: list(map(_CARD_ID, s.hands[q])) if q == p else None,
    "hand_types": lambda s, q, p: list(map(_TYPE_NAME, s.hands[q])),
    "commas": lambda s, q, p: s.commas[q],
    "commas_written": lambda s, q, p: s.commas_w[q],
    "commas_used": lambda s, q, p: s.commas_gone[q],
    "verses": lambda s, q, p: [list(map(_CARD_ID, v)) for v in s.verses[q]],
    "spaces": lambda s, q, p: {"rose": s.caps[q][0], "letter": s.caps[q][1],
                               "fencing": s.caps[q][2], "any": s.commas[q] + s.commas_w[q]},
    "roses": lambda s, q, p: s.roses[q],
    "letters": lambda s, q, p: s.letters[q],
    "fencing": lambda s, q, p: len(s.fence[q]),
    "fencing_values": lambda s, q, p: list(s.fence[q]) if q == p else None,
    "fencing_draws": lambda s, q, p: s.fdraws[q],
    "passion": lambda s, q, p: s.passion[q],
    "kisses": lambda s, q, p: len(s.kiss[q]),
    "kiss_markers": lambda s, q, p: list(map(_KISS_ID, s.kiss[q])) if q == p else None,
    "kisses_known_in_stack": lambda s, q, p: ([[i, KISS_IDS[k]] for i, k in kiss_known_in_stack(s, q)]
                                              if q == p else None),
    "revealed": lambda s, q, p: s.revealed[q],
}


#: the entries of make_view a LazyView builds, each from (state, seat) as make_view does; the
#: garden's tiles are the shared ones (equal to make_view's copies: a LazyView is read only)
_LAZY_PARTS: dict[str, Callable[[RoxaneState, int | None], Any]] = {
    "player": lambda s, p: [LazyView(_PLAYER_PARTS, s, q, p) for q in range(s.players)],
    "pending": _frame_view,
    "garden": lambda s, p: [_TILE_JSON[t] for t in s.garden],
    "wishes": _wishes,
    "romance": _romance,
    "poetry": _poetry,
    "duel": _duel,
    "round": lambda s, p: s.round,
    "order": lambda s, p: list(s.order),
    "roxane": lambda s, p: s.roxane,
    "gate": lambda s, p: s.gate,
    "pebbles_open": lambda s, p: s.pebbles,
    "first_card": lambda s, p: s.first,
}


class LazyView(dict):  # type: ignore[type-arg]
    """A view built entry by entry, for reading only: `LazyView(_LAZY_PARTS, s, p)` is
    `make_view(s, p)` and `LazyView(_PLAYER_PARTS, s, q, p)` its seat q's entry in "player";
    an entry is built by `parts[key](*args)` the first time it is read by indexing, equal to
    make_view's. For a reader that needs a few entries of a view many times a second, the
    heuristic inside a search, where the whole view costs several times the entries it reads.
    Only the keys of `parts`; any other key is a KeyError, and `get`, `in` and iteration see
    only the entries built so far. The state must not change while it is read."""

    __slots__ = ("_parts", "_args")

    def __init__(self, parts: dict[str, Callable[..., Any]], *args: Any) -> None:
        super().__init__()
        self._parts = parts
        self._args = args

    def __missing__(self, key: str) -> Any:
        value = self[key] = self._parts[key](*self._args)
        return value


def reading_view(s: RoxaneState, p: int | None) -> LazyView:
    """make_view(s, p), each entry built when first read (LazyView)."""
    return LazyView(_LAZY_PARTS, s, p)


# ---------------------------------------------------------------- determinization
def determinize(s: RoxaneState, p: int, rng: Rng) -> RoxaneState:
    """A clone with everything p has not seen dealt again from `rng`, each pool collected in a
    canonical (sorted) order: others' hand cards within each type and the stacks; others'
    fencing values, their set-aside trade markers and the bag, keeping every marker p knows of
    in the bag or with a seat that may have drawn it; others' kiss markers, a kiss pair another
    seat is choosing from and the stack, every kiss marker p knows of placed in one of the
    placements p cannot rule out (knowledge.py); the movement tiles under the top one and the
    two in the box; and the future chance (the RNG). The other seats of the clone keep no
    memory of their own (p cannot see it)."""
    d = s.clone()
    n = s.players
    others = [q for q in range(n) if q != p]
    # text cards, type by type and stack generation: a card drawn before a stack was
    # reshuffled cannot be in the new stack, and the new stack holds only the discards
    # that p saw shuffled into it
    cgen = s.cgen
    in_hands = [(q, c) for q in others for c in s.hands[q]]
    for t in range(5):
        mine = [(q, c) for q, c in in_hands if CARD_TYPE[c] == t]
        hidden = s.stacks[t] + [c for _, c in mine]
        count: dict[tuple[int, int], int] = {}  # (seat, generation): its hand cards of type t
        for q, c in mine:
            count[q, cgen[c]] = count.get((q, cgen[c]), 0) + 1
        for g in sorted({cgen[c] for c in hidden}):
            pool = sorted(c for c in hidden if cgen[c] == g)
            rng.shuffle(pool)
            if count:
                for q in others:
                    k = count.get((q, g), 0)
                    if k:
                        kept = [c for c in d.hands[q] if not (CARD_TYPE[c] == t and cgen[c] == g)]
                        d.hands[q] = sorted(kept + pool[:k])
                        del pool[:k]
            if g == s.sgen[t]:
                d.stacks[t] = pool
    # fencing markers (knowledge.py)
    deal_fencing(s, d, p, rng)
    # kiss markers: one placement p cannot rule out of the markers it knows of (knowledge.py),
    # then every other hidden place from the markers p knows nothing of
    ids, worlds = s.kknow[p]
    world = worlds[rng.below(len(worlds))] if len(worlds) > 1 else worlds[0]
    at: dict[int, list[int]] = {}
    for k, slot in zip(ids, world):
        at.setdefault(slot, []).append(k)
    seen = set(s.kiss[p]) | set(ids)
    for f in s.pend:
        if f[0] == F_KISS and f[1] == p:
            seen |= {f[2], f[3]}
    kpool = [k for k in range(NKISS) if k not in seen]
    rng.shuffle(kpool)
    d.kiss = d.kiss[:]
    for q in others:
        held = at.get(KH + q, [])
        k = len(s.kiss[q]) - len(held)
        d.kiss[q] = sorted(held + kpool[:k])
        del kpool[:k]
    for i, f in enumerate(s.pend):
        if f[0] == F_KISS and f[1] != p:
            x = at[KP][0] if KP in at else kpool.pop()
            y = at[KP + 1][0] if KP + 1 in at else kpool.pop()
            d.pend[i] = (f[0], f[1], x, y, f[4])
    d.kstack = [at[i][0] if i in at else kpool.pop() for i in range(len(s.kstack))]
    d.kknow = [KEMPTY] * n
    d.kknow[p] = s.kknow[p]
    # movement tiles under the top one and in the box
    if s.moves:
        mpool = sorted(s.moves[:-1] + s.move_box)
        rng.shuffle(mpool)
        k = len(s.moves) - 1
        d.moves = mpool[:k] + [s.moves[-1]]
        d.move_box = sorted(mpool[k:])
    d.rng = Rng(rng.next64())
    return d


# ---------------------------------------------------------------- components
def component_counts(s: RoxaneState) -> dict[str, int]:
    """Every conserved component, counted wherever it is."""
    cards = [0] * 90
    for x in s.stacks + s.discards + s.hands:
        for c in x:
            cards[c] += 1
    for verses in s.verses:
        for verse in verses:
            for c in verse:
                cards[c] += 1
    out = {f"card {CARD_IDS[c]}": cards[c] for c in range(90)}
    fence = list(s.bag)
    for markers in s.fence:
        for val in markers:
            fence[val - 1] += 1
    for val in s.d_table + s.aside:
        fence[val - 1] += 1
    for i in range(3):
        out[f"fencing {i + 1}"] = fence[i]
    kiss = [0] * NKISS
    for k in s.kstack:
        kiss[k] += 1
    for ks in s.kiss:
        for k in ks:
            kiss[k] += 1
    for frame in s.pend:
        if frame[0] == F_KISS:
            kiss[frame[2]] += 1
            kiss[frame[3]] += 1
    for k in range(NKISS):
        out[f"kiss {KISS_IDS[k]}"] = kiss[k]
    out["comma cards"] = sum(s.commas) + sum(s.commas_w) + sum(s.commas_gone)
    out["movement tiles"] = len(s.moves) + len(s.move_track) + len(s.move_box)
    out["wish tiles in play or removed"] = len([w for w in s.wishes if w >= 0]) + s.wishes_gone
    out["influence markers"] = s.gate + s.infl_supply + s.infl_gone + sum(s.infl[0]) + sum(s.infl[1])
    out["pebbles"] = PEBBLES
    out["fulfilment markers"] = FULFILMENT
    return out


# ---------------------------------------------------------------- descriptions (prompts: wording.py)
def describe(s: RoxaneState, actor: int, action: Action, viewer: int | None) -> str:
    """What `viewer` learns: drawn cards, fencing values and kiss choices stay hidden."""
    act: A.Act = action  # type: ignore[assignment]
    who = f"seat {actor}"
    k = act.k
    if viewer == actor:
        return f"{who}: {act.text}"
    if k == A.K_KEEP:
        return f"{who} keeps one of the two kiss markers"
    if k == A.K_DRAW:
        return f"{who} draws a {TYPE_SHORT[act.a]} card"
    if k in (A.K_GIVE, A.K_DISCARD) and act.a >= 2:
        return f"{who}: {act.text.split()[0]} a fencing marker"
    return f"{who}: {act.text}"
