"""Roxane — the rules (2–4 players). Rulings: docs/rulings/roxane.md.

Rules summary (rules/roxane.txt). Cyranos woo Roxane over 6 rounds. Setup: a 5×5 garden with
the Pavilion in the middle (Fountain, Statue and Spring-fountain never next to it), 6 of 8
movement tiles (only the top one visible), 3 of 9 wishes, the Romance track and one Poetry
track (I–V, table option `poetry`), an influence marker on the gate, 3 pebbles, 1 exchange
marker (2 with 4 players), five shuffled text-card stacks, 2 comma cards per player, a bag of
33 fencing markers; each player draws an opening hand of 6 (ruling R3). A round: turn order
(random, then most resources first, ties keep their order); Roxane moves one step along the
top movement tile (bouncing off the edge) and the tile she lands on acts; every player takes a
turn; wishes carrying a fulfilment marker are fulfilled left to right (each qualifying player
may draw 2 kiss markers, then keeps one); pebbles and exchange markers turn back, the gate
gets an influence marker if empty. A turn: one mandatory card, then up to 3 extra cards (each reveals a
step of the Reveal track); each card is used for one action — Write (verses, no type twice,
commas close a verse), Woo, Trade, Scheme, Influence or Duel; then check resources and refill
the hand to 6, one card at a time from stacks of your choice. Final scoring: nine steps (see
scoring.py), never below zero, ties to the player higher in round 6's turn order.

Action notation (one decision each; cards by id T01–T90, kiss markers K01–K20, seats @0–@3):
    write T05 | woo T05 | scheme T05 | trade T22 | influence T40 | duel T22 @1
    comma write | comma duel @1 | comma scheme | comma woo | end  (play a card / end the actions)
    skip                                           (decline an optional part)
    step N|E|S|W | stop                            (scheme: move Roxane one step / stop)
    place romance 3 | place poetry 7               (put the influence marker on a track space)
    fencing now | fencing later | fencing draw     (the fencing draw of sealing wax and comma)
    exchange 2 | exchange 3 | give rose|letter|fencing 2 | take rose|letter|fencing
    play 2 | done | give up                        (duel: reveal a marker / end the raise / give up)
    skip                                           (a comma's duel opening: leave the duel out)
    lose passion|rose|letter                       (fully revealed duel loser)
    discard rose|letter|fencing 1                  (check resources: a surplus resource)
    draw quill|candle|wax|inkwell|scroll           (refill: draw from that stack)
    kiss draw | skip                               (fulfilled wish: draw the kiss markers or not)
    keep K07                                       (fulfilled wish: keep one of the two drawn)

What each seat sees: everything on the table (garden, tracks, influence markers, pebbles,
exchange markers, wishes, written verses, discard piles, resources counts, passion, reveal
tracks, the top movement tile, stack sizes); its own hand, fencing values, kiss markers and
the kiss markers it put under the stack; of other players only the types of their hand cards
(card backs), their numbers of fencing and kiss markers. Fencing values are public only while
played in a duel. Each seat remembers the kiss markers it put under the stack, and after
another seat draws one, every placement of them it cannot rule out (`kknow`); and the fencing
values it saw go into the bag (duel markers, its own discards and trade gifts) with how many
markers each other seat drew since (`fknow`, `fdraws`; all in knowledge.py). Spectators see
what every seat sees in common.

Version history:
    1 — first release: the complete rules, rulings R1–R20.
    2 — a player who fulfils a wish decides whether to draw the kiss markers (R12).
    3 — each seat remembers the fencing markers it saw go into the bag (knowledge.py); a
        determinization deals the others' markers and the bag consistently with that (R20).
    4 — a kiss marker a seat put under the stack stays known after another seat draws it: the
        seat keeps every placement it cannot rule out (knowledge.py, R20).
    5 — a comma card may be carried out partially (R5): `comma woo` draws its fencing markers
        without a duel, and a comma's duel may be left out at its opening (`skip`). Option
        `comma_partial`; version 4 records and tables continue with `comma_partial=false`.
    6 — a text card played face up from the hand is not undoable (issue 26: every seat saw its
        face). Option `undo_card_plays`; versions 4 and 5 continue with `undo_card_plays=true`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core import Action, Game, Option, Outcome, State, register
from ...core.game import Scoring
from ...core.rng import Rng
from ...core.words import Words
from . import actions as A
from .board import lay_garden, movement_phase
from .data import (
    CARDS_OF_TYPE,
    COMMAS,
    EXCHANGE,
    EXTRAS,
    FENCE_COUNTS,
    INFLUENCE,
    KISS_DRAW,
    LEVELS,
    MOVES_USED,
    NKISS,
    PAVILION_CELL,
    PEBBLES,
    POETRY,
    POETRY_TRACKS,
    ROMANCE,
    ROUNDS,
    WISHES_USED,
)
from .duel import do_duel, do_loss, legal_duel, legal_loss
from .frames import (
    AUTO,
    F_CHECK,
    F_DRAW,
    F_DUEL,
    F_KDRAW,
    F_KISS,
    F_LOSS,
    F_PLAY,
    F_TURN,
    F_WISHEND,
    F_WISHES,
    F_WISHP,
    Frame,
)
from .frames import NAMES as FRAME_NAMES
from .knowledge import KEMPTY, Know, kiss_drawn, kiss_kept
from .scoring import final_scoring, wish_met
from .turn import APPLY_OF, CHECK_OF, LEGAL_OF

ST_SETUP, ST_ROUND, ST_END_ROUND, ST_OVER = range(4)


class Roxane(Game):
    id = "roxane"
    version = "6"
    title = "Roxane"
    min_players = 2
    max_players = 4
    max_decisions = 20_000
    heuristic_module = "salon.games.roxane.bot"
    search_module = "salon.games.roxane.search"
    options = (
        Option("poetry", "I", POETRY_TRACKS, "the Poetry track in play (I recommended first)"),
        Option("stars", "garden-tiles", ("garden-tiles", "movement-section"),
               "star values: Spring-fountain 1★ … Fountain 3★ (garden-tiles), or the reverse"),
        Option("comma_woo", 1, (1, 2), "fencing markers drawn by the comma card's woo part"),
        Option("comma_partial", True, (True, False),
               "the comma card's fencing draw may be used without its duel (R5)"),
        Option("undo_card_plays", False, (False, True),
               "a text card played face up may be taken back (versions 4 and 5's undo)"),
    )
    #: version 4 differs by the comma card, which it could not carry out partially, and both 4
    #: and 5 by the undo of a text card played face up (docs/rulings/roxane.md, "Versions")
    legacy_versions = {"4": {"comma_partial": False, "undo_card_plays": True},
                       "5": {"undo_card_plays": True}}

    def option_variants(self) -> list[dict[str, Any]]:
        return [{}, {"poetry": "II"}, {"poetry": "III", "stars": "movement-section"},
                {"poetry": "IV", "comma_woo": 2}, {"poetry": "V", "comma_partial": False}]

    def parse_notation(self, text: str) -> Action:
        return A.parse(text)

    def _load_words(self, lang: str) -> Words:
        """The words file with an entry for each text card (lexicon.py), in `lang`."""
        from .lexicon import load

        return load(lang)


GAME = Roxane()


class RoxaneState(State):
    game = GAME
    FIELDS = (
        "rng", "stage", "round", "order", "order6", "garden", "roxane", "moves", "move_track",
        "move_box", "wishes", "wishes_gone", "fulfil", "kstack", "kiss", "kknow", "marker", "infl",
        "gate", "infl_supply", "infl_gone", "pebbles", "exch_open", "stacks", "discards", "hands",
        "commas", "commas_w", "commas_gone", "verses", "caps", "roses", "letters", "passion",
        "fence", "bag", "aside", "fknow", "fdraws", "cgen", "sgen", "revealed", "pend", "first", "xlimit", "challenged", "d_att",
        "d_def", "d_str", "d_side", "d_count", "d_table", "result",
    )

    rng: Rng
    stage: int
    round: int
    order: list[int]
    order6: list[int]
    garden: list[int]
    roxane: int
    moves: list[int]
    move_track: list[int]
    move_box: list[int]
    wishes: list[int]
    wishes_gone: int
    fulfil: list[int]
    kstack: list[int]
    kiss: list[list[int]]
    kknow: list[Know]
    marker: list[int]
    infl: list[list[int]]
    gate: int
    infl_supply: int
    infl_gone: int
    pebbles: int
    exch_open: int
    stacks: list[list[int]]
    discards: list[list[int]]
    hands: list[list[int]]
    commas: list[int]
    commas_w: list[int]
    commas_gone: list[int]
    verses: list[list[list[int]]]
    caps: list[list[int]]
    roses: list[int]
    letters: list[int]
    passion: list[int]
    fence: list[list[int]]
    bag: list[int]
    aside: list[int]
    fknow: list[list[tuple[int, ...]]]
    fdraws: list[int]
    cgen: list[int]
    sgen: list[int]
    revealed: list[int]
    pend: list[Frame]
    first: bool
    xlimit: int
    challenged: int
    d_att: int
    d_def: int
    d_str: list[int]
    d_side: int
    d_count: int
    d_table: list[int]
    result: dict[str, Any] | None

    # ------------------------------------------------------------ setup
    def _setup(self, rng: Rng) -> None:
        n = self.players
        self.rng = rng
        self.garden = lay_garden(rng)
        self.roxane = PAVILION_CELL
        tiles = list(range(8))
        rng.shuffle(tiles)
        self.moves = tiles[:MOVES_USED]
        self.move_box = sorted(tiles[MOVES_USED:])
        self.move_track = []
        kisses = list(range(NKISS))
        rng.shuffle(kisses)
        self.kstack = kisses
        wishes = list(range(9))
        rng.shuffle(wishes)
        self.wishes = wishes[:WISHES_USED]
        self.wishes_gone = 0
        self.fulfil = [0] * WISHES_USED
        poetry = POETRY[self.options["poetry"]]
        self.marker = [ROMANCE["start"], poetry["start"]]
        self.infl = [[0] * ROMANCE["spaces"], [0] * poetry["spaces"]]
        self.gate = 1
        self.infl_supply = INFLUENCE - 1
        self.infl_gone = 0
        self.pebbles = PEBBLES
        self.exch_open = EXCHANGE[n]
        self.stacks = []
        for t in range(5):
            stack = list(CARDS_OF_TYPE[t])
            rng.shuffle(stack)
            self.stacks.append(stack)
        self.discards = [[] for _ in range(5)]
        self.hands = [[] for _ in range(n)]
        self.commas = [COMMAS] * n
        self.commas_w = [0] * n
        self.commas_gone = [0] * n
        self.verses = [[[]] for _ in range(n)]
        self.caps = [[0, 0, 0] for _ in range(n)]
        self.roses = [0] * n
        self.letters = [0] * n
        self.passion = [0] * n
        self.fence = [[] for _ in range(n)]
        self.bag = list(FENCE_COUNTS)
        self.aside = []
        self.fknow = [[] for _ in range(n)]
        self.fdraws = [0] * n
        self.cgen = [0] * 90
        self.sgen = [0] * 5
        self.revealed = [0] * n
        self.kiss = [[] for _ in range(n)]
        self.kknow = [KEMPTY] * n
        order = list(range(n))
        rng.shuffle(order)  # round 1: a random turn order
        self.order = order
        self.order6 = []
        self.round = 0
        self.stage = ST_SETUP
        self.pend = []
        self.first = False
        self.xlimit = 0
        self.challenged = 0
        self.d_att = self.d_def = -1
        self.d_str = [0, 0]
        self.d_side = 0
        self.d_count = 0
        self.d_table = []
        self.result = None
        self._advance()

    def clone(self) -> RoxaneState:
        """A copy sharing every copy-on-write field (they are replaced, never changed in place:
        garden, order, movement tiles, wishes, kiss markers, track markers and influence,
        stack generations, fencing knowledge and draw counts, the inner lists of stacks, discards, verses and
        caps)."""
        s = RoxaneState.__new__(RoxaneState)
        d = s.__dict__
        d.update(self.__dict__)
        d["rng"] = self.rng.clone()
        d["stacks"] = self.stacks[:]
        d["discards"] = self.discards[:]
        d["hands"] = [x[:] for x in self.hands]
        d["fence"] = [x[:] for x in self.fence]
        d["verses"] = self.verses[:]
        d["caps"] = self.caps[:]
        d["commas"] = self.commas[:]
        d["commas_w"] = self.commas_w[:]
        d["commas_gone"] = self.commas_gone[:]
        d["roses"] = self.roses[:]
        d["letters"] = self.letters[:]
        d["passion"] = self.passion[:]
        d["revealed"] = self.revealed[:]
        d["pend"] = self.pend[:]
        d["bag"] = self.bag[:]
        d["aside"] = self.aside[:]
        d["d_str"] = self.d_str[:]
        d["d_table"] = self.d_table[:]
        return s

    # ------------------------------------------------------------ flow
    def _advance(self) -> None:
        """Run every automatic step until a seat must decide or the game is over."""
        pend = self.pend
        while True:
            if pend:
                f = pend[-1]
                check = _CHECK[f[0]]  # resolves the frame and says False, or True: it waits
                if check is None or check(self, f):
                    return
            elif not self._macro():
                return

    def _macro(self) -> bool:
        """The round sequence around the players' turns; False once the game is over."""
        stage = self.stage
        if stage == ST_SETUP:
            for q in reversed(self.order):  # R3: opening hands drawn in turn order
                self.pend.append((F_DRAW, q, 0, 0, 0))
            self.stage = ST_END_ROUND
            return True
        if stage == ST_ROUND:
            self.round += 1
            if self.round > 1:
                n = self.order
                self.order = sorted(n, key=lambda q: -(self.roses[q] + self.letters[q]
                                                       + len(self.fence[q])))
            if self.round == ROUNDS:
                self.order6 = self.order[:]
            movement_phase(self)
            self.pend.append((F_WISHES, -1, 0, 0, 0))
            for q in reversed(self.order):
                self.pend.append((F_TURN, q, 0, 0, 0))
            self.stage = ST_END_ROUND
            return True
        if stage == ST_END_ROUND:
            if self.round:
                self.pebbles = PEBBLES
                self.exch_open = EXCHANGE[self.players]
                if not self.gate and self.infl_supply:
                    self.gate = 1
                    self.infl_supply -= 1
            if self.round >= ROUNDS:
                self.stage = ST_OVER
                scores, winners, details = final_scoring(self)
                self.result = {"scores": scores, "winners": winners, "details": details}
                return False
            self.stage = ST_ROUND
            return True
        return False

    def _auto(self, f: Frame) -> None:
        k = f[0]
        if k == F_TURN:
            p = f[1]
            self.first = True
            self.xlimit = min(self.revealed[p] + EXTRAS, LEVELS)  # the extra-action marker
            self.challenged = 0
            self.pend.append((F_DRAW, p, 0, 0, 0))
            self.pend.append((F_CHECK, p, 0, 0, 0))
            self.pend.append((F_PLAY, p, 0, 0, 0))
        elif k == F_WISHES:
            for slot in reversed(range(len(self.wishes))):
                if self.wishes[slot] >= 0 and self.fulfil[slot]:
                    self.pend.append((F_WISHEND, -1, slot, 0, 0))
                    for q in reversed(self.order):
                        self.pend.append((F_WISHP, q, slot, 0, 0))
        elif k == F_WISHP:
            p = f[1]
            if self.kstack and wish_met(self, p, self.wishes[f[2]]):
                self.pend.append((F_KDRAW, p, f[2], 0, 0))  # R12: the draw is optional
        elif k == F_WISHEND:
            wishes = self.wishes[:]
            wishes[f[2]] = -1
            self.wishes = wishes
            self.wishes_gone += 1
            fulfil = self.fulfil[:]
            fulfil[f[2]] = 0
            self.fulfil = fulfil

    def _kiss_draw(self, p: int) -> None:
        """Seat p draws 2 kiss markers (the only one left, if so) and keeps one."""
        take = min(KISS_DRAW, len(self.kstack))
        drawn = self.kstack[::-1][:take]
        self.kstack = self.kstack[:-take]
        kiss_drawn(self, p, drawn)
        if len(drawn) == 1:
            self._keep(p, drawn[0])
        else:
            self.pend.append((F_KISS, p, drawn[0], drawn[1], 0))

    def _keep(self, p: int, k: int) -> None:
        kiss = self.kiss[:]
        kiss[p] = sorted(kiss[p] + [k])
        self.kiss = kiss

    # ------------------------------------------------------------ decisions
    def _current(self) -> tuple[int, ...]:
        if self.stage == ST_OVER:
            return ()
        return (self.pend[-1][1],)

    #: the protocol's current_players only calls _current: spare playouts that call
    current_players = _current

    def _legal(self, p: int) -> list[Action]:
        f = self.pend[-1]
        return _LEGAL[f[0]](self, f)  # type: ignore[return-value]

    def _apply(self, p: int, action: Action) -> None:
        _APPLY[self.pend[-1][0]](self, p, action)  # type: ignore[arg-type]
        self._advance()

    def statistics(self) -> dict[str, Any]:
        """Points per final-scoring step (every player pooled), the active areas, 6 rounds."""
        r = self.result
        if r is None:
            return {}
        d = r["details"]
        stats: dict[str, Any] = {f"points_{step['step']}": list(step["points"]) for step in d["steps"]}
        stats["rounds"] = 6
        stats["romance_area"] = d.get("romance_area")
        stats["poetry_area"] = d.get("poetry_area")
        return stats

    def _outcome(self) -> Outcome | None:
        r = self.result
        if r is None:
            return None
        return Outcome(scores=list(r["scores"]), winners=list(r["winners"]), details=r["details"])

    # ------------------------------------------------------------ information (view.py)
    def _view(self, p: int | None) -> dict[str, Any]:
        return _view_mod.make_view(self, p)

    def reading_view(self, p: int) -> dict[str, Any]:
        """`view(p)` for a reader of a few of its entries (the heuristic, many times a search
        decision): each entry is built when first read, equal to the view's (view.reading_view)."""
        return _view_mod.reading_view(self, p)

    def _determinize(self, p: int, rng: Rng) -> RoxaneState:
        return _view_mod.determinize(self, p, rng)

    def _prompt(self, p: int) -> str:
        return _wording.prompt(self, p)

    # ------------------------------------------------------------ words for people (wording.py)
    def seat_name(self, p: int) -> str:
        return _wording.seat_name(p)

    def label(self, action: Action, p: int) -> str:
        return _wording.label(self, action, p)  # type: ignore[arg-type]

    def narrate(self, before: State, actor: int, action: Action, viewer: int | None,
                names: Sequence[str]) -> list[str]:
        return _wording.narrate(self, before, actor, action, viewer, names)  # type: ignore[arg-type]

    def narrate_key(self, before: State, actor: int, action: Action, viewer: int | None) -> Any:
        """wording.narrate tells a viewer more only as the actor (the fencing markers drawn or
        given, the card drawn) or as a side of the duel that ended (the grudge markers drawn by
        the loser, or by the attacker on a tie): every other viewer reads the same."""
        assert isinstance(before, RoxaneState)
        return (viewer == actor, viewer == before.d_att, viewer == before.d_def)

    def scoring(self, names: Sequence[str]) -> Scoring | None:
        from .scoresheet import scoring
        return scoring(self, names)

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        return _view_mod.describe(self, actor, action, viewer)

    def component_counts(self) -> dict[str, int]:
        return _view_mod.component_counts(self)

    def _reversible(self, p: int, action: Action, before: State) -> bool:
        """Undo within a turn: what this game lets a seat take back (undo.py)."""
        from .undo import reversible
        return reversible(self, p, action, before)


# ---------------------------------------------------------------- the frames' tables, by kind
def _run_auto(s: RoxaneState, f: Frame) -> bool:
    s.pend.pop()
    s._auto(f)
    return False


def _legal_kiss(s: RoxaneState, f: Frame) -> list[A.Act]:
    return [A.KEEP[f[2]], A.KEEP[f[3]]]


def _legal_kdraw(s: RoxaneState, f: Frame) -> list[A.Act]:
    return [A.KDRAW, A.SKIP]


def _do_kiss(s: RoxaneState, p: int, act: A.Act) -> None:
    f = s.pend.pop()
    keep = act.a
    other = f[3] if keep == f[2] else f[2]
    s._keep(p, keep)
    s.kstack = [other] + s.kstack
    kiss_kept(s, p, other)


def _do_kdraw(s: RoxaneState, p: int, act: A.Act) -> None:
    s.pend.pop()
    if act.k == A.K_KDRAW:
        s._kiss_draw(p)


def _do_nothing(s: RoxaneState, p: int, act: A.Act) -> None:
    pass


_KINDS = range(len(FRAME_NAMES))
#: what resolves a frame with no decision to make (see _advance); None: the frame waits
_CHECK: list[Callable[[RoxaneState, Frame], bool] | None] = [
    _run_auto if k in AUTO else CHECK_OF.get(k) for k in _KINDS]
_LEGAL: list[Callable[[RoxaneState, Frame], list[A.Act]]] = [
    LEGAL_OF.get(k) or {F_DUEL: legal_duel, F_KISS: _legal_kiss, F_KDRAW: _legal_kdraw}.get(k, legal_loss)
    for k in _KINDS]
_APPLY: list[Callable[[RoxaneState, int, A.Act], None]] = [
    APPLY_OF.get(k) or {F_DUEL: do_duel, F_KISS: _do_kiss, F_KDRAW: _do_kdraw, F_LOSS: do_loss}.get(
        k, _do_nothing) for k in _KINDS]


Roxane.state_class = RoxaneState
register(GAME)

# the view and the words import this module's names, so they come last; the methods above look
# them up when called (an import inside a method costs about a microsecond at every call, and
# the view, labels, prompts and the log call them many times per action)
from . import view as _view_mod  # noqa: E402
from . import wording as _wording  # noqa: E402
