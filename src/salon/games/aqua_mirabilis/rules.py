"""Aqua Mirabilis — the Game and State: turn structure and decision dispatch.

See the package docstring (`salon.games.aqua_mirabilis`) for the rules summary, the action
notation, what each seat sees and the version history. Per-concern rules live in sibling modules:
market, apprenticeship, court, versailles, production (and coach), perfumes (and city tiles),
timetrack (Sundays), scoring, view (and determinization), setup. What a person reads comes from
data/words.toml through speech (seat names, labels, prompts built from the legal kinds),
narration (the log's sentences) and final_table (the final scoring table).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ...core import Action, Game, InvalidNotation, Option, Outcome, State, register
from ...core.game import Scoring
from ...core.rng import Rng
from . import apprenticeship, court, market, narration, production, speech, versailles
from . import perfumes as pf
from .actions import (
    ACTIONS_BY_TEXT,
    ADD,
    CHOOSE_TILE,
    COACH,
    COACH_HOME,
    COACH_STAY,
    COLLECT,
    COURT_DOWN,
    DISCARD_PERFUME,
    DONE,
    DROP_METHOD,
    END,
    EXTRA_FLOWER,
    EXTRA_TURN,
    FLIP,
    GIFT_PERFUME,
    GIFT_SCENT,
    GIFT_TOKEN,
    GO,
    INFLUENCE,
    MAKE,
    MOVE_TOKEN,
    NOTATION_HELP,
    PRESENT,
    PRODUCE,
    RECIPE,
    RELEASE,
    STORE,
    TAKE_BASE,
    TAKE_METHOD,
    TAKE_SCENT,
    TAKE_SKILL,
    TAKE_SPEC,
    UNSTORE,
    WORKER,
    Act,
    T,
)
from .common import (
    F_APPR,
    F_CHOOSE_RECIPE,
    F_CITY_PICK,
    F_COACH,
    F_COACH_HOME,
    F_DROP_METHOD,
    F_END,
    F_EXTRA_FLOWER,
    F_FI_INFLUENCE,
    F_FINAL,
    F_GIFT,
    F_MOVE_TOKEN,
    F_PRODUCE,
    F_RECIPE_ADD,
    F_RECIPE_DISCARD,
    F_RELEASE,
    F_STORE,
    F_TURN,
    F_TWO_SCENTS,
    F_VERSAILLES,
    F_WORKERS,
    experience,
    own_row,
)
from .data import (
    CITY_LETTER,
    K_BASE,
    K_COURT,
    K_MARKET,
    K_METHOD,
    K_SKILL,
    K_SPEC,
    K_TRAVEL,
    K_VERSAILLES,
    NSLOTS,
    SLOT_ARG,
    SLOT_COST,
    SLOT_KIND,
    SLOT_TYPE,
    START_AP,
    TILE_EFFECT,
)
from .final_table import build_scoring
from .scoring import final_scores
from .setup import setup
from .timetrack import advance_day, reset_matrix
from .view import determinize, make_view

_GO = [T[(GO, s, -1)] for s in range(NSLOTS)]


def _kind_mask(kind: int, arg: int = -1) -> int:
    return sum(1 << s for s in range(NSLOTS) if SLOT_KIND[s] == kind and (arg < 0 or SLOT_ARG[s] == arg))


def _candidates(last: int, budget: int) -> int:
    """The slots of another action type than `last` costing at most `budget`, as a bit mask."""
    return sum(1 << s for s in range(NSLOTS) if SLOT_TYPE[s] != last and SLOT_COST[s] <= budget)


#: slot bit masks by (last action type, budget)
_CANDIDATES: dict[tuple[int, int], int] = {}
#: the GO actions of a slot mask, in slot order, read 9 bits at a time: (shift, actions by bits)
_CHUNK = 9
_CHUNK_MASK = (1 << _CHUNK) - 1
_GO_CHUNKS = tuple(
    (shift, tuple(tuple(_GO[shift + b] for b in range(_CHUNK) if bits >> b & 1 and shift + b < NSLOTS)
                  for bits in range(1 << _CHUNK)))
    for shift in range(0, NSLOTS, _CHUNK)
)
_VERSAILLES = _kind_mask(K_VERSAILLES)
_TRAVEL = _kind_mask(K_TRAVEL)
_TRAVEL_BY_CITY = tuple((a, _kind_mask(K_TRAVEL, a)) for a in sorted({SLOT_ARG[s] for s in range(NSLOTS)
                                                                     if SLOT_KIND[s] == K_TRAVEL}))
_APPRENTICESHIP = tuple((k, _kind_mask(k)) for k in (K_BASE, K_SPEC, K_SKILL, K_METHOD))
_PRODUCE = T[(PRODUCE, -1, -1)]
_DONE = T[(DONE, -1, -1)]
_END = T[(END, -1, -1)]
_EXTRA_TURN = T[(EXTRA_TURN, -1, -1)]
_AUTO = frozenset({DONE, END, COLLECT})
_AUTO_FRAMES = frozenset({F_END, F_FINAL, F_STORE, F_PRODUCE, F_GIFT, F_FI_INFLUENCE, F_WORKERS,
                          F_VERSAILLES})


class AquaMirabilis(Game):
    id = "aqua-mirabilis"
    version = "4"
    title = "Aqua Mirabilis"
    min_players = 2
    max_players = 4
    max_decisions = 20_000
    heuristic_module = "salon.games.aqua_mirabilis.bot"
    search_module = "salon.games.aqua_mirabilis.search"
    options = (
        Option("stack_presentations", False, (False, True),
               "Dame C's favour and each Firenze second-perfume tile each add a presentation "
               "(R17; default: two presentations at most)"),
        Option("method_bonus", "sum", ("sum", "tiers"),
               "new production methods bonus: 2 plus 5 plus 7 added up (sum), or 2/5/7 (tiers) (R26)"),
        Option("methods_counted", "learned", ("learned", "kept"),
               "that bonus counts every method learned (learned) or those on the board at the end "
               "(kept) (R26)"),
        Option("relearn_methods", False, (False, True),
               "a production method learned and dropped may be learned again (version 3's "
               "reading; the rulebook: never the same method twice, R15)"),
    )
    # Version 2 records are refused: its readings of R18, R19 and R22 went against the
    # rulebook's words and are kept by no option (docs/rulings/aqua-mirabilis.md, "Versions").
    # Version 3 differs only by letting a dropped method be learned again (R15).
    legacy_versions: ClassVar[dict[str, dict[str, Any]]] = {"3": {"relearn_methods": True}}

    def option_variants(self) -> list[dict[str, Any]]:
        return [{}, {"stack_presentations": True, "method_bonus": "tiers",
                     "methods_counted": "kept"}]

    def parse_notation(self, text: str) -> Action:
        act = ACTIONS_BY_TEXT.get(" ".join(text.split()))
        if act is None:
            raise InvalidNotation(self.words().say("notation_unknown", text=repr(text), help=NOTATION_HELP))
        return act


GAME = AquaMirabilis()


class AquaState(State):
    """One play of Aqua Mirabilis: small ints and lists, a pending-decision stack."""

    game = GAME
    FIELDS = (
        "rng", "subcells", "market", "reserve", "king", "court", "workers", "flowers",
        "deliveries", "piles", "bonus", "favour", "declined", "influence", "infl_supply", "seen",
        "pool", "base_supply", "spec_supply", "skill_supply", "method_supply", "method_box",
        "letters", "tokens", "cubes", "cube_supply", "orig_reserve", "ap", "loc", "last_type",
        "coach", "letter", "orig", "score", "pts", "scents", "methods", "stored", "base", "spec",
        "skills", "tiles", "flipped", "perfumes", "presented", "day", "end_trigger", "over",
        "result", "cur", "extra", "free", "spent", "moved", "gifts", "vers", "pp", "stack",
        "shown", "learned",
    )

    rng: Rng
    subcells: int
    market: list[int]
    reserve: list[int]
    king: int
    court: int
    workers: list[int]
    flowers: list[list[int]]
    deliveries: list[tuple[int, int, int]]
    piles: list[list[int]]
    bonus: list[int]
    favour: list[int]
    declined: list[int]
    influence: list[list[int]]
    infl_supply: list[int]
    seen: list[int]
    pool: list[bool]
    base_supply: list[int]
    spec_supply: list[int]
    skill_supply: list[int]
    method_supply: list[int]
    method_box: list[int]
    letters: list[int]
    tokens: list[int]
    cubes: list[int]
    cube_supply: int
    orig_reserve: int
    ap: list[int]
    loc: list[int]
    last_type: list[int]
    coach: list[int]
    letter: list[int]
    orig: list[int]
    score: list[int]
    pts: list[list[int]]
    scents: list[list[int]]
    methods: list[tuple[int, ...]]
    #: bit mask per player of every production method it has learned this game (R26)
    learned: list[int]
    stored: list[tuple[tuple[int, ...], ...]]
    base: list[int]
    spec: list[int]
    skills: list[int]
    tiles: list[tuple[int, ...]]
    flipped: list[tuple[int, ...]]
    #: perfumes each player has presented at Versailles this game (for statistics)
    shown: list[int]
    perfumes: list[tuple[tuple[int, int, int], ...]]
    presented: list[tuple[bool, ...]]
    day: int
    end_trigger: int
    over: bool
    result: dict[str, Any] | None
    cur: int
    extra: bool
    free: bool
    spent: int
    moved: int
    gifts: int
    vers: list[int]
    pp: int
    stack: list[tuple[int, int, int, int]]
    #: the legal actions of the pending decision, computed while settling (not saved)
    _memo: list[Action] | None = None

    def _setup(self, rng: Rng) -> None:
        setup(self, rng)

    def clone(self) -> AquaState:
        s = AquaState.__new__(AquaState)
        # one copy of the attribute dict carries the numbers, the flags, the protocol's own
        # attributes (`_copy_base`) and what is never mutated in place (deliveries, method_box,
        # result, _memo; piles, influence and pts are copied on write, see common.own_row);
        # every list mutated in place is copied below
        d = self.__dict__.copy()
        s.__dict__ = d
        d["rng"] = self.rng.clone()
        d["flowers"] = list(map(list.copy, self.flowers))
        d["scents"] = list(map(list.copy, self.scents))
        d["market"] = self.market[:]
        d["reserve"] = self.reserve[:]
        d["workers"] = self.workers[:]
        d["bonus"] = self.bonus[:]
        d["favour"] = self.favour[:]
        d["declined"] = self.declined[:]
        d["infl_supply"] = self.infl_supply[:]
        d["seen"] = self.seen[:]
        d["pool"] = self.pool[:]
        d["base_supply"] = self.base_supply[:]
        d["spec_supply"] = self.spec_supply[:]
        d["skill_supply"] = self.skill_supply[:]
        d["method_supply"] = self.method_supply[:]
        d["letters"] = self.letters[:]
        d["tokens"] = self.tokens[:]
        d["cubes"] = self.cubes[:]
        d["ap"] = self.ap[:]
        d["loc"] = self.loc[:]
        d["last_type"] = self.last_type[:]
        d["coach"] = self.coach[:]
        d["letter"] = self.letter[:]
        d["orig"] = self.orig[:]
        d["score"] = self.score[:]
        d["methods"] = self.methods[:]
        d["learned"] = self.learned[:]
        d["stored"] = self.stored[:]
        d["base"] = self.base[:]
        d["spec"] = self.spec[:]
        d["skills"] = self.skills[:]
        d["tiles"] = self.tiles[:]
        d["flipped"] = self.flipped[:]
        d["perfumes"] = self.perfumes[:]
        d["presented"] = self.presented[:]
        d["shown"] = self.shown[:]
        d["vers"] = self.vers[:]
        d["stack"] = self.stack[:]
        return s

    # ------------------------------------------------------------ turn helpers
    def pay(self, p: int, k: int) -> None:
        """Pay k action points (on the sundial, or on the Köln free action)."""
        if self.free:
            self.spent += k
        else:
            self.ap[p] -= k

    def reset_sundial(self, p: int) -> None:
        self.ap[p] = START_AP
        advance_day(self, p)

    def end_action(self, p: int) -> None:
        """The board action is complete: remember its type, reset the sundial if empty."""
        self.last_type[p] = SLOT_TYPE[self.loc[p]]
        if self.free:
            self.free = False
            self.spent = 0
        elif self.ap[p] == 0:
            self.reset_sundial(p)
        self.after_main(p)

    def after_main(self, p: int) -> None:
        self.stack.append((F_END, p, -1, -1))

    def _start_turn(self, p: int, extra: bool) -> None:
        self.cur = p
        self.extra = extra
        self.free = False
        self.spent = 0
        self.stack.append((F_TURN, p, -1, -1))

    def _next_turn(self) -> None:
        nxt = (self.cur + 1) % self.players
        if self.end_trigger >= 0 and nxt == self.end_trigger:
            self._game_end()
        else:
            self._start_turn(nxt, False)

    def _game_end(self) -> None:
        """Final Sunday operations, then the final perfume parade from the triggering seat."""
        self.presented = [(False,) * len(pr) for pr in self.presented]
        reset_matrix(self, final=True)
        n = self.players
        order = [(self.end_trigger + k) % n for k in range(n)]
        for q in reversed(order):
            self.stack.append((F_FINAL, q, -1, -1))

    def _settle(self) -> None:
        """Resolve decisions with one pass-like option; finish the game on an empty stack."""
        while True:
            if not self.stack:
                if not self.over:
                    self.over = True
                    self.result = final_scores(self)
                return
            frame = self.stack[-1]
            if frame[0] not in _AUTO_FRAMES:
                return
            legal = self._legal(frame[1])
            if len(legal) != 1 or legal[0].kind not in _AUTO:  # type: ignore[attr-defined]
                self._memo = legal  # valid until the next apply
                return
            self._do(frame[1], legal[0])  # type: ignore[arg-type]

    # ------------------------------------------------------------ decisions
    def _current(self) -> tuple[int, ...]:
        return (self.stack[-1][1],) if self.stack else ()

    def _turn_options(self, p: int) -> list[Act]:
        out: list[Act] = []
        free = self.free
        budget = 3 if free else self.ap[p]
        if not free and production.can_produce(self, p):
            out.append(_PRODUCE)
        # the slots as bit masks: those of another type than the last action, within the
        # budget, not taken by another perfumer, then those whose action p can carry out
        key = (self.last_type[p], budget)
        avail = _CANDIDATES.get(key)
        if avail is None:
            avail = _CANDIDATES[key] = _candidates(*key)
        for q, where in enumerate(self.loc):
            if where >= 0 and q != p:
                avail &= ~(1 << where)
        recipes = pf.recipe_options(self, p)
        vers = avail & _VERSAILLES
        if vers:  # one Versailles slot is offered: the first free one
            avail &= ~_VERSAILLES
            if recipes or versailles.can_present(self, p):
                avail |= vers & -vers
        if avail & _TRAVEL:
            letter = self.letter[p]
            piles = self.piles
            for arg, mask in _TRAVEL_BY_CITY:
                if avail & mask and (letter < CITY_LETTER[arg] or not piles[arg]):
                    avail &= ~mask
        for kind, mask in _APPRENTICESHIP:
            if avail & mask and not apprenticeship.can_take(self, p, kind):
                avail &= ~mask
        for shift, table in _GO_CHUNKS:  # the GO actions of the slots left, in slot order
            out.extend(table[avail >> shift & _CHUNK_MASK])
        out.extend(recipes)
        if self.tiles[p]:
            out.extend(pf.anytime_flips(self, p))
            if not free:
                for tile in self.tiles[p]:
                    if TILE_EFFECT[tile] == "free_action":
                        out.append(T[(FLIP, tile, -1)])
                        break
        return out

    def _legal(self, p: int) -> list[Action]:
        memo = self._memo
        if memo is not None:
            return memo
        f, _, x, y = self.stack[-1]
        if f == F_TURN:
            return self._turn_options(p)  # type: ignore[return-value]
        if f == F_WORKERS:
            return market.worker_options(self, p) + pf.free_options(self, p)  # type: ignore[return-value]
        if f == F_END:
            out: list[Action] = [_END]
            if self.orig[p] > 0 and not self.extra:
                out.append(_EXTRA_TURN)
            out.extend(pf.free_options(self, p))
            return out
        if f == F_PRODUCE:
            return production.produce_options(self, p)  # type: ignore[return-value]
        if f == F_STORE:
            return production.store_options(self, p) + pf.free_options(self, p)  # type: ignore[return-value]
        if f == F_COACH:
            return production.coach_options(self, p, x) + pf.free_options(self, p)  # type: ignore[return-value]
        if f == F_VERSAILLES:
            return versailles.options(self, p)  # type: ignore[return-value]
        if f == F_GIFT:
            return court.gift_options(self, p, x)  # type: ignore[return-value]
        if f == F_RECIPE_ADD:
            return pf.add_options(self, p, x, y)  # type: ignore[return-value]
        if f == F_FINAL:
            return pf.recipe_options(self, p) + [_DONE]  # type: ignore[return-value]
        if f == F_APPR:
            return apprenticeship.options(self, p, x)  # type: ignore[return-value]
        if f == F_EXTRA_FLOWER:
            return market.extra_options(self, p)  # type: ignore[return-value]
        if f == F_DROP_METHOD:
            return apprenticeship.drop_options(self, p, x)  # type: ignore[return-value]
        if f == F_MOVE_TOKEN:
            return court.move_options(self, p, x)  # type: ignore[return-value]
        if f == F_RELEASE:
            return court.release_options(self, p)  # type: ignore[return-value]
        if f == F_CITY_PICK:
            return production.pick_options(self, p, x)  # type: ignore[return-value]
        if f == F_COACH_HOME:
            return production.home_options() + pf.free_options(self, p)  # type: ignore[return-value]
        if f == F_RECIPE_DISCARD:
            return pf.discard_options(self, p, x)  # type: ignore[return-value]
        if f == F_CHOOSE_RECIPE:
            return pf.choose_recipe_options(self, p, x)  # type: ignore[return-value]
        if f == F_TWO_SCENTS:
            return pf.two_scents_options(self, p, x)  # type: ignore[return-value]
        if f == F_FI_INFLUENCE:
            return pf.influence_options(self, p, x)  # type: ignore[return-value]
        raise AssertionError(f"unknown frame {f}")

    def _apply(self, p: int, action: Action) -> None:
        assert isinstance(action, Act)
        self._memo = None
        self._do(p, action)
        self._settle()

    def _do(self, p: int, act: Act) -> None:
        k = act.kind
        frame = self.stack[-1]
        f = frame[0]
        if k == GO:
            self.stack.pop()
            s = act.a
            self.loc[p] = s
            self.pay(p, SLOT_COST[s])
            kind = SLOT_KIND[s]
            if kind == K_MARKET:
                market.start_market(self, p, SLOT_ARG[s])
            elif kind in (K_BASE, K_SPEC, K_SKILL, K_METHOD):
                apprenticeship.start(self, p, kind)
            elif kind == K_TRAVEL:
                self.piles, pile = own_row(self.piles, SLOT_ARG[s])  # copy on write
                self.tiles[p] = self.tiles[p] + (pile.pop(),)
                self.end_action(p)
            elif kind == K_COURT:
                court.start_court(self, p, SLOT_ARG[s])
            else:
                versailles.start(self, p)
        elif k == PRODUCE:
            self.stack.pop()
            production.start(self, p)
        elif k == RECIPE:
            if f == F_CHOOSE_RECIPE:
                self.stack.pop()
                pf.take_recipe(self, p, act.a, pf.WAIVED)
            else:
                pf.take_recipe(self, p, act.a, pf.NORMAL)
        elif k == FLIP:
            pf.flip(self, p, act.a)
        elif k == ADD:
            pf.add_scent(self, p, frame[2], frame[3], act.a)
        elif k == DISCARD_PERFUME:
            self.stack.pop()
            pf.discard_perfume(self, p, act.a)
            self.stack.append((F_RECIPE_ADD, p, frame[2], -1))
        elif k == WORKER:
            market.move_worker(self, p, act.a, act.b)
        elif k == COLLECT:
            market.collect(self, p, frame[2])
        elif k == EXTRA_FLOWER:
            market.take_extra(self, p, act.a)
        elif k in (TAKE_BASE, TAKE_SPEC, TAKE_SKILL, TAKE_METHOD):
            apprenticeship.take(self, p, act)
        elif k == DROP_METHOD:
            apprenticeship.drop(self, p, frame[2], act.a)
        elif k in (GIFT_SCENT, GIFT_TOKEN, GIFT_PERFUME):
            court.gift(self, p, frame[2], act)
        elif k == MOVE_TOKEN:
            court.move_token(self, p, frame[2], act.a)
        elif k == RELEASE:
            court.release(self, p, act.a)
        elif k == PRESENT:
            versailles.present(self, p, act.a)
        elif k == COURT_DOWN:
            versailles.court_down(self)
        elif k == MAKE:
            production.make(self, p, act.a, act.b)
        elif k == STORE:
            production.store(self, p, act.a, act.b)
        elif k == UNSTORE:
            production.unstore(self, p, act.a, act.b)
        elif k == COACH:
            production.move_coach(self, p, act.a, act.b)
        elif k == CHOOSE_TILE:
            production.pick(self, p, frame[2], act.a)
        elif k == COACH_HOME or k == COACH_STAY:
            production.home(self, p, k == COACH_HOME)
        elif k == TAKE_SCENT:
            pf.take_scent(self, p, frame[2], act.a)
        elif k == INFLUENCE:
            self.stack.pop()
            if frame[2] < 0:
                self.stack.append((F_FI_INFLUENCE, p, act.a, -1))
            court.place_supply_token(self, p, act.a)
        elif k == END:
            self.stack.pop()
            self._next_turn()
        elif k == EXTRA_TURN:
            self.stack.pop()
            self.orig[p] -= 1
            self.orig_reserve += 1
            self._start_turn(p, True)
        elif k == DONE:
            if f == F_GIFT:
                self.stack.pop()
                self.end_action(p)
            elif f == F_VERSAILLES:
                versailles.done(self, p)
            elif f == F_PRODUCE:
                production.done_producing(self, p)
            elif f == F_STORE:
                production.done_storing(self, p)
            else:  # F_FI_INFLUENCE, F_FINAL
                self.stack.pop()
        else:
            raise AssertionError(f"unhandled action {act}")

    # ------------------------------------------------------------ results and information
    def progress_scores(self) -> list[float] | None:
        return [float(x) for x in self.score]

    def statistics(self) -> dict[str, Any]:
        return {
            "perfumes_presented": sum(self.shown),
            "perfumes_presented_per_player": list(self.shown),
            "city_tiles_flipped": sum(len(f) for f in self.flipped),
            "days": self.day,
        }

    def _outcome(self) -> Outcome | None:
        res = self.result
        if res is None:
            return None
        return Outcome(scores=[float(x) for x in res["totals"]], winners=list(res["winners"]),
                       details=res)

    def _prompt(self, p: int) -> str:
        return speech.prompt(self, p)

    # ------------------------------------------------------------ words for people
    def seat_name(self, p: int) -> str:
        """The colour of seat p's perfumer (words file, [seat])."""
        return self.game.words().name("seat", p)

    def label(self, action: Action, p: int) -> str:
        assert isinstance(action, Act)
        return speech.label(self, action, p)

    def narrate(self, before: State, actor: int, action: Action, viewer: int | None,
                names: Sequence[str]) -> list[str]:
        assert isinstance(action, Act) and isinstance(before, AquaState)
        return narration.narrate(self, before, actor, action, viewer, names)

    def narrate_key(self, before: State, actor: int, action: Action, viewer: int | None) -> bool:
        """narration.narrate tells a viewer more only as the actor (the bonus it looks at):
        every other viewer reads the same."""
        return viewer == actor

    def scoring(self, names: Sequence[str]) -> Scoring | None:
        if self.result is None or not self.over:
            return None
        return build_scoring(self.result, names, self.game.words())

    def _view(self, p: int | None) -> dict[str, Any]:
        return make_view(self, p)

    def _determinize(self, p: int, rng: Rng) -> AquaState:
        return determinize(self, p, rng)

    def why_illegal(self, p: int, action: Action) -> str | None:
        """A reason for a well-formed action that is not legal now."""
        if not isinstance(action, Act) or not self.stack:
            return None
        return speech.why_illegal(self, p, action)

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        return f"seat {actor}: {action}"

    def component_counts(self) -> dict[str, int]:
        from .view import component_counts
        return component_counts(self)

    def experience(self, p: int) -> int:
        """Seat p's experience level."""
        return experience(self, p)

    def _reversible(self, p: int, action: Action, before: State) -> bool:
        """Undo within a turn: what this game lets a seat take back (undo.py)."""
        from .undo import reversible
        return reversible(self, p, action, before)


AquaMirabilis.state_class = AquaState
register(GAME)
