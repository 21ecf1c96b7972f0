"""The Roxane heuristic bot. It decides from `state.view(seat)` and `state.legal_actions(seat)`
(the view's entries it reads, built as it reads them: `RoxaneState.reading_view`).

- Values each resource by the Romance area in force, and only while it has a space on its
  written cards or commas (a resource without one is lost at the end of the turn).
- Writes cards for hearts, resource spaces and the active Poetry area; closes a verse with a
  comma once it is long; keeps drawing the types its current verse lacks.
- Takes extra actions only while they are worth more than the step of the Reveal track.
- Schemes Roxane onto the reachable tile that helps it most (track area value for it against
  the others, wishes it meets); places the influence marker to hold a good area.
- Duels only when its hidden fencing strength is likely to win, raises just enough; draws the
  kiss markers of a fulfilled wish and keeps the one with more groups.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action, State
from ...core.rng import Rng
from . import actions as A
from .actions import (
    K_CDUEL,
    K_CSCHEME,
    K_CWOO,
    K_CWRITE,
    K_DONE,
    K_DUEL,
    K_END,
    K_FDRAW,
    K_FNOW,
    K_GIVEUP,
    K_INFL,
    K_KDRAW,
    K_SCHEME,
    K_SKIP,
    K_STOP,
    K_TRADE,
    K_WOO,
    K_WRITE,
)
from .data import (
    CARD_COLOUR,
    CARD_HEARTS,
    CARD_INDEX,
    CARD_RES,
    CARD_TYPE,
    INKWELL,
    NCELLS,
    NEIGHBOUR,
    PENALTY,
    POETRY,
    POETRY_AREA_AT,
    QUILL,
    ROMANCE,
    ROMANCE_AREA_AT,
    SCROLL,
    WISH_IDS,
    WISH_RULES,
    area_of,
)
from .scoring import kiss_groups, poetry_points_for, romance_points_for

_MASK = (1 << 64) - 1
_TWO53 = float(1 << 53)

KINDS = {"empty": 0, "romance": 1, "poetry": 2, "spring_fountain": 3, "statue": 3,
         "fountain": 3, "pavilion": 4}

#: what a rose and a letter are worth under each Romance area
RES_WORTH = {
    "letters_majority": (0.5, 1.6), "letters2_roses1": (1.0, 2.0),
    "both_majority": (1.2, 1.2), "roses2_letters1": (2.0, 1.0),
    "roses_majority": (1.6, 0.5),
}
#: the wish rule (and count) a resource brings closer: rose, letter, fencing
RES_GOAL = (("roses_3", 3), ("letters_3", 3), ("fencing_5", 5))
#: a wish tile's rule by its id (the first tile listed with that id, as WISH_IDS.index finds)
RULE_OF_WISH: dict[str, str] = {}
for _w, _rule in zip(WISH_IDS, WISH_RULES):
    RULE_OF_WISH.setdefault(_w, _rule)
#: a card's hearts plus the 0.8 every written card is worth
HEARTS_08 = [h + 0.8 for h in CARD_HEARTS]
#: a card's type, by card id
TYPE_OF_ID = {cid: CARD_TYPE[i] for cid, i in CARD_INDEX.items()}
ZERO2 = (0.0, 0.0)
#: a woo card's play class (_play's memo key; kinds times 8 and a duel's target are the others):
#: its value is a function of its type
WOO_CLASS = [-1 - CARD_TYPE[c] for c in range(len(CARD_TYPE))]
#: the neighbouring cells of every cell (those on the garden), in direction order
STEPS = [[n for n in cells if n >= 0] for cells in NEIGHBOUR]
#: from every cell, the paths of one to three steps that enter no cell twice (nor the start),
#: as a tree: [(first cell, [(second cell, [third cells])])]
TREE = [[(n1, [(n2, [n3 for n3 in STEPS[n2] if n3 not in (start, n1)])
               for n2 in STEPS[n1] if n2 != start])
         for n1 in STEPS[start]]
        for start in range(len(NEIGHBOUR))]
#: the cells those paths enter, by their most steps (1, 2, 3) and start
REACH = [[sorted({n1 for n1, _ in tree}) for tree in TREE],
         [sorted({n1 for n1, _ in tree} | {n2 for _, sub in tree for n2, _ in sub})
          for tree in TREE],
         [sorted({n1 for n1, _ in tree} | {n2 for _, sub in tree for n2, _ in sub}
                 | {n3 for _, sub in tree for _, last in sub for n3 in last})
          for tree in TREE]]


#: poetry_points_for's points, kept across decisions (a pure function of the rule, the
#: verses and, for the one rule that reads it, the Reveal level); emptied when it grows large
_POETRY_POINTS: dict[tuple[Any, ...], int] = {}
#: romance_rel's values, kept across decisions (a function of the area, the seat, every seat's
#: roses and letters and the turn order)
_ROMANCE_REL: dict[tuple[Any, ...], float] = {}
#: poetry_rel's values, kept across decisions (a function of the area, the seat, every seat's
#: written verses and, for the one rule that reads it, every seat's Reveal level)
_POETRY_REL: dict[tuple[Any, ...], float] = {}
#: written verses (the empty ones left out), as card codes
Verses = tuple[tuple[int, ...], ...]
_CACHE_MAX = 20_000


def poetry_points(vs: Verses, revealed: int, rule: str | None) -> int:
    """poetry_points_for, remembered."""
    key = (rule, revealed if rule == "V_penalty" else 0, vs)
    got = _POETRY_POINTS.get(key)
    if got is None:
        if len(_POETRY_POINTS) >= _CACHE_MAX:
            _POETRY_POINTS.clear()
        got = _POETRY_POINTS[key] = poetry_points_for(vs, revealed, rule)  # type: ignore[arg-type]
    return got


def _against_others(pts: list[int], seat: int) -> float:
    """Seat's points against the others' mean."""
    mine = pts[seat]
    return mine - (sum(pts) - mine) / max(1, len(pts) - 1)


def _remember(cache: dict[tuple[Any, ...], float], key: tuple[Any, ...], value: float) -> float:
    """Store a value in one of the caches kept across decisions (emptied when it grows large)."""
    if len(cache) >= _CACHE_MAX:
        cache.clear()
    cache[key] = value
    return value


#: the method that scores a decision's actions, by the pending decision's kind
_SCORER: dict[str, str] = {}


class HeuristicBot:
    """A sensible Roxane player that sees only its seat's view."""

    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"
        self.extra_margin = float(params.get("extra_margin", 0.6))
        #: values that depend only on the view being decided on (track areas, a scheme's best
        #: path, resource values), computed once per decision
        self._memo: dict[Any, Any] = {}
        self._cells: list[tuple[float, float] | None] = [None] * 25
        self._res: list[float | None] = [None, None, None]
        #: my standing in each Romance and Poetry area, by the area's rule
        self._rom: dict[str | None, float] = {}
        self._poe: dict[str | None, float] = {}

    # ------------------------------------------------------------ entry
    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        # the view's entries this bot reads, built as it reads them (a Roxane state's
        # `reading_view`, equal to its view's entries), else the whole view
        view = getattr(state, "reading_view", state.view)(seat)
        self.v = view
        self._memo = {}
        self._cells = [None] * NCELLS  # the garden's cells, as many as view["garden"] has
        self._res = [None, None, None]
        self._rom = {}
        self._poe = {}
        self.me = view["player"][seat]
        self.seat = seat
        kind = view["pending"]["kind"]
        name = _SCORER.get(kind)
        if name is None:
            name = _SCORER[kind] = "_" + kind.replace("-", "_")
        scorer = getattr(self, name, None)
        # the best value plus self.rng.random() * 1e-3, one draw per legal action in order
        # (ties to the first): the SplitMix64 draws of core/rng.py, inlined, and mixed only for
        # the actions within 2e-3 of the best value (the others cannot win: a draw adds less
        # than 1e-3); the generator still moves on by one draw per legal action
        vals = [scorer(a) for a in legal] if scorer else [0.0] * len(legal)
        top = max(vals) - 2e-3
        rng = self.rng
        s0 = rng.s
        best, best_val = legal[0], -1e9
        for i, val in enumerate(vals):
            if val >= top:
                z = (s0 + (i + 1) * 0x9E3779B97F4A7C15) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                val += ((z ^ (z >> 31)) >> 11) / _TWO53 * 1e-3
                if val > best_val:
                    best, best_val = legal[i], val
        rng.s = (s0 + len(legal) * 0x9E3779B97F4A7C15) & _MASK
        return best

    # ------------------------------------------------------------ valuations
    def res_value(self, r: int) -> float:
        """What one more resource of kind r (0 rose, 1 letter, 2 fencing) is worth now."""
        val = self._res[r]
        if val is None:
            rose, letter = RES_WORTH.get(self.v["romance"]["area"], (1.0, 1.0))
            val = (rose, letter, 0.7)[r] + self.wish_pull(r)
            if self.free(r) <= 0:
                val *= 0.05
            self._res[r] = val
        return val

    def wish_pull(self, r: int) -> float:
        """Extra value of a resource that brings me closer to a wish still on the board."""
        me = self.me
        have = (me["roses"], me["letters"], me["fencing"])[r]
        rule, n = RES_GOAL[r]
        pull = 0.0
        if have < n:
            for w in self.v["wishes"]:
                if w["wish"] and RULE_OF_WISH[w["wish"]] == rule:
                    pull += 1.0 if w["fulfilment"] else 0.4
        return pull

    def free(self, r: int) -> int:
        got = self._memo.get(("free", r))
        if got is None:
            got = self._memo[("free", r)] = self._free(r)
        return got  # type: ignore[no-any-return]

    def _free(self, r: int) -> int:
        me = self.me
        sp = me["spaces"]
        have = (me["roses"], me["letters"], me["fencing"])
        caps = (sp["rose"], sp["letter"], sp["fencing"])
        spill = (max(0, have[0] - caps[0]) + max(0, have[1] - caps[1])
                 + max(0, have[2] - caps[2]))
        return max(0, caps[r] - have[r]) + max(0, sp["any"] - spill)

    def verses(self, player: dict[str, Any]) -> Verses:
        return tuple([tuple([CARD_INDEX[c] for c in v]) for v in player["verses"] if v])

    def _my_verses(self) -> tuple[Verses, list[int], int]:
        """My written verses, my current verse and their points in the active Poetry area."""
        got = self._memo.get("verses")
        if got is None:
            me = self.me
            vs = self.verses(me)
            cur = [CARD_INDEX[c] for c in me["verses"][-1]]
            before = poetry_points(vs, me["revealed"], self.v["poetry"]["area"])
            got = self._memo["verses"] = (vs, cur, before)
        return got  # type: ignore[no-any-return]

    def poetry_gain(self, extra: list[int] | None, new_verse: bool = False) -> float:
        """Change of my Poetry-area points if these cards are written (current verse)."""
        vs, cur, before = self._my_verses()
        after_vs = vs
        if extra:
            if cur and not new_verse:
                after_vs = vs[:-1] + (tuple(cur + extra),)
            else:
                after_vs = vs + (tuple(extra),)
        after = poetry_points(after_vs, self.me["revealed"], self.v["poetry"]["area"])
        return 0.6 * (after - before)

    def romance_rel(self, area: str | None) -> float:
        """My Romance points in an area, against the others' mean."""
        table = self._memo.get("roses_letters")
        if table is None:
            pl = self.v["player"]
            table = self._memo["roses_letters"] = (
                tuple([x["roses"] for x in pl]), tuple([x["letters"] for x in pl]),
                tuple(self.v["order"]))
        key = (area, self.seat, table)
        got = _ROMANCE_REL.get(key)
        if got is None:
            roses, letters, order = table
            pts = romance_points_for(list(roses), list(letters), area, list(order))
            got = _remember(_ROMANCE_REL, key, _against_others(pts, self.seat))
        return got

    def poetry_rel(self, area: str | None) -> float:
        """My Poetry points in an area, against the others' mean."""
        table = self._memo.get("every_verses")
        if table is None:
            pl = self.v["player"]
            table = self._memo["every_verses"] = (tuple([self.verses(x) for x in pl]),
                                                  tuple([x["revealed"] for x in pl]))
        key = (area, self.seat, table)
        got = _POETRY_REL.get(key)
        if got is None:
            every, revealed = table
            pts = [poetry_points(vs, r, area) for vs, r in zip(every, revealed)]
            got = _remember(_POETRY_REL, key, _against_others(pts, self.seat))
        return got

    def track_pos_value(self, track: str, pos: int) -> float:
        """My standing in the area holding space `pos` of a track (a function of the area)."""
        if track == "romance":
            at = ROMANCE_AREA_AT
            area = at[pos] if 0 <= pos < len(at) else area_of(ROMANCE, pos)
            memo = self._rom
            val = memo.get(area)
            if val is None:
                val = memo[area] = self.romance_rel(area)
        else:
            name = self.v["poetry"]["track"]
            at = POETRY_AREA_AT[name]
            area = at[pos] if 0 <= pos < len(at) else area_of(POETRY[name], pos)
            memo = self._poe
            val = memo.get(area)
            if val is None:
                val = memo[area] = self.poetry_rel(area)
        return val

    def tile_value(self, cell: int) -> float:
        return self._cell(cell)[1]

    def _cell(self, cell: int) -> tuple[float, float]:
        """(worth passing through, worth stopping on) garden cell `cell`."""
        got = self._cells[cell]
        if got is None:
            tile = self.v["garden"][cell]
            kind = KINDS[tile["kind"]]
            if kind == 3:
                w = self.wish_value(tile["stars"])
                got = (w, w)
            elif kind == 1 or kind == 2:  # a function of the track, direction and arrows
                key = (kind, tile["dir"], tile["arrows"])
                got = self._memo.get(key)
                if got is None:
                    got = self._memo[key] = (0.0, self._move_value(kind, tile["dir"],
                                                                   tile["arrows"]))
            else:
                got = (0.0, 0.0)
            self._cells[cell] = got
        return got  # type: ignore[no-any-return]

    def _move_value(self, kind: int, direction: str, arrows: int) -> float:
        """What a Romance (kind 1) or Poetry (2) tile moving its marker gains me."""
        track = "romance" if kind == 1 else "poetry"
        now = self._memo.get(track)
        if now is None:
            now = self._memo[track] = self.track_pos_value(track, self.v[track]["marker"])
        # where the marker ends: step by step, stopped by the track end or an influence marker,
        # sent to the start from a reset space
        t = self.v[track]
        pos, infl, spaces = t["marker"], t["influence"], t["spaces"]
        d = -1 if direction == "left" else 1
        reset = t.get("reset", -1)
        for _ in range(arrows):
            nxt = pos + d
            if nxt < 0 or nxt >= spaces or infl[pos]:
                break
            pos = nxt
            if pos == reset:
                pos = int(t["start"])
                break
        return self.track_pos_value(track, int(pos)) - now  # type: ignore[no-any-return]

    def wish_value(self, stars: int) -> float:
        if self.v["round"] >= 7:
            return 0.0
        for w in self.v["wishes"]:
            if w["wish"] and not w["fulfilment"] and w["stars"] == stars:
                return 2.5 if self.meets(RULE_OF_WISH[w["wish"]]) else -0.5
        return 0.0

    def meets(self, rule: str) -> bool:
        me = self.me
        cards = [CARD_INDEX[c] for v in me["verses"] for c in v]
        col = [0, 0, 0]
        for c in cards:
            col[CARD_COLOUR[c]] += 1
        r, lt, f, p = me["roses"], me["letters"], me["fencing"], me["passion"]
        return {
            "letters_3": lt >= 3, "roses_3": r >= 3, "fencing_5": f >= 5, "passion_4": p >= 4,
            "same_colour_5": max(col) >= 5, "five_all_colours": len(cards) >= 5 and min(col) >= 1,
            "balance": r + lt >= f, "bravery": p >= r + lt,
            "secrets": me["kisses"] >= 2 and me["revealed"] <= 8,
        }.get(rule, False)

    def best_reach(self, start: int, steps: int, visited: int) -> tuple[float, bool]:
        """The value of the best tile reachable in 1..steps steps without re-entering a tile
        (`visited`: a bit per cell), and whether any step is possible."""
        best = -1e9
        found = False
        cells = self._cells
        for n in STEPS[start]:
            if (visited >> n) & 1:
                continue
            got = cells[n]
            pass_val, end_val = got if got is not None else self._cell(n)
            if end_val > best:
                best = end_val
                found = True
            if steps == 2:  # the last step inline: the best tile next to n
                inner = visited | (1 << n)
                sub, ok = -1e9, False
                for m in STEPS[n]:
                    if (inner >> m) & 1:
                        continue
                    got = cells[m]
                    end2 = (got if got is not None else self._cell(m))[1]
                    if end2 > sub:
                        sub, ok = end2, True
                if ok and sub + pass_val > best:
                    best = sub + pass_val
                    found = True
            elif steps > 2:
                sub, ok = self.best_reach(n, steps - 1, visited | (1 << n))
                if ok and sub + pass_val > best:
                    best = sub + pass_val
                    found = True
        return best, found

    def reach_value(self, steps: int) -> float:
        """`best_reach` from Roxane's cell, nothing else visited, for steps up to 3: the best of
        every path's value (its last cell's `end` plus the `pass` values of the cells before,
        added from the last back, as best_reach adds them). Rounding is monotonic, so
        best_reach's maximum of sums of maxima is this maximum of sums. Paths as long as the
        open pebbles allow (at most 3, what a scheme can ask) are looked at once per decision."""
        got = self._memo.get("reach")
        if got is None:
            depth = max(1, min(self.v["pebbles_open"], 3))
            here = self.v["roxane"]
            cells = self._cells
            garden = self.v["garden"]
            memo = self._memo
            for c in REACH[depth - 1][here]:  # every cell's value, as _cell finds it
                if cells[c] is None:
                    tile = garden[c]
                    kind = KINDS[tile["kind"]]
                    if kind == 1 or kind == 2:
                        key = (kind, tile["dir"], tile["arrows"])
                        val = memo.get(key)
                        if val is None:
                            val = memo[key] = (0.0, self._move_value(kind, tile["dir"],
                                                                     tile["arrows"]))
                        cells[c] = val  # type: ignore[assignment]
                    elif kind == 3:
                        self._cell(c)
                    else:
                        cells[c] = ZERO2
            m1 = m2 = m3 = -1e9
            for n1, sub1 in TREE[here]:
                p1, e1 = cells[n1]  # type: ignore[misc]
                if e1 > m1:
                    m1 = e1
                if depth == 1:
                    continue
                for n2, last in sub1:
                    p2, e2 = cells[n2]  # type: ignore[misc]
                    v = e2 + p1
                    if v > m2:
                        m2 = v
                    if depth == 2:
                        continue
                    for n3 in last:
                        v = cells[n3][1] + p2 + p1  # type: ignore[index]
                        if v > m3:
                            m3 = v
            got = memo["reach"] = (depth, (m1, max(m1, m2), max(m1, m2, m3)))
        depth, best = got
        if max(steps, 1) > depth:
            here = self.v["roxane"]
            return self.best_reach(here, steps, 1 << here)[0]
        return best[max(steps, 1) - 1]  # type: ignore[no-any-return]

    def reveal_cost(self) -> float:
        lvl = self.me["revealed"]
        if lvl >= 13:
            return 99.0
        return PENALTY[lvl + 1] - PENALTY[lvl] + (0.5 if lvl < 8 else 0.2)

    def duel_odds(self, target: int) -> float:
        """A rough chance of winning a duel against `target` with my hidden markers."""
        mine = self._memo.get("fence")
        if mine is None:
            mine = self._memo["fence"] = 1 + sum(self.me["fencing_values"])
        theirs = 2.0 * self.v["player"][target]["fencing"]
        return mine - theirs

    # ------------------------------------------------------------ decisions
    def _play(self, a: A.Act) -> float:
        k = a.k
        if k == K_END:
            return 0.0
        memo = self._memo
        cost = memo.get("cost")
        if cost is None:
            cost = memo["cost"] = (0.0 if self.v["first_card"]
                                   else self.reveal_cost() + self.extra_margin)
        # card_value depends on the action only through its play class (PLAY_CLASS)
        if k == K_WOO:
            key: int = WOO_CLASS[a.a]
        elif k == K_DUEL or k == K_CDUEL:
            key = k * 8 + a.b
        elif k == K_WRITE:
            return self.card_value(a) - cost  # type: ignore[no-any-return]
        else:
            key = k * 8
        val = memo.get(key)
        if val is None:
            val = memo[key] = self.card_value(a)
        return val - cost  # type: ignore[no-any-return]

    def card_value(self, a: A.Act) -> float:
        k = a.k
        if k == K_WOO:
            t = CARD_TYPE[a.a]
            if t == QUILL:
                return self.res_value(0) + 0.1
            if t == SCROLL:
                return self.res_value(1) + 0.1
            return self.res_value(2) + 0.7 * (self.free(2) >= 2)
        if k == K_SCHEME or k == K_CSCHEME:
            got = self._memo.get(("scheme", k))
            if got is None:
                steps = min(self.v["pebbles_open"], 2 if k == K_SCHEME else 3)
                val = self.reach_value(steps)
                got = self._memo[("scheme", k)] = val - (0.4 if k == K_SCHEME else 2.0)
            return got  # type: ignore[no-any-return]
        if k == K_DUEL or k == K_CDUEL:
            edge = self.duel_odds(a.b)
            val = 2.5 if edge >= 3 else 1.0 if edge >= 1.5 else -2.0
            return val - (1.5 if k == K_CDUEL else 0.0)
        me = self.me
        if k == K_WRITE:
            c = a.a
            val = HEARTS_08[c] + 0.3 * self.res_space_gain(CARD_RES[c])
            val += self.poetry_gain([c])
            if len(me["verses"][-1]) >= 4 and me["commas"] == 0:
                val += 0.3
            return val
        if k == K_INFL:
            got = self._memo.get("infl")
            if got is None:
                got = self._memo["infl"] = (0.4 + self.res_value(2) * 0.8 + self.influence_value())
            return got  # type: ignore[no-any-return]
        if k == K_TRADE:
            return -0.5
        if k == K_CWOO:  # a comma (and its resource space) spent on one fencing draw
            return self.res_value(2) - 2.0
        if k == K_CWRITE:
            cur = me["verses"][-1]
            in_cur = {TYPE_OF_ID[x] for x in cur}
            writable = [c for c in me["hand"] if TYPE_OF_ID[c] not in in_cur]
            return 1.2 if len(cur) >= 4 or (len(cur) >= 3 and not writable) else -1.0
        return 0.0

    def res_space_gain(self, r: int) -> float:
        have = (self.me["roses"], self.me["letters"], self.me["fencing"])[r]
        return 1.0 if have > self.me["spaces"][("rose", "letter", "fencing")[r]] else 0.4

    def influence_value(self) -> float:
        if not self.v["gate"]:
            return 0.0
        return 0.5 * max(0.0, max(self.track_pos_value("romance", self.v["romance"]["marker"]),
                                  self.track_pos_value("poetry", self.v["poetry"]["marker"])))

    def _follow(self, a: A.Act) -> float:
        if a.k == K_SKIP:
            return 0.0
        return CARD_HEARTS[a.a] + 0.8 + self.poetry_gain([a.a], new_verse=True)

    def _influence(self, a: A.Act) -> float:
        if a.k == K_SKIP:
            return 0.2
        track = "romance" if a.a == 0 else "poetry"
        if a.b != self.v[track]["marker"]:
            return -1.0
        return self.track_pos_value(track, a.b)

    def _pre(self, a: A.Act) -> float:
        return 1.0 if a.k == K_FNOW else 0.0

    def _post(self, a: A.Act) -> float:
        return 1.0 if a.k == K_FDRAW else 0.0

    def _trade(self, a: A.Act) -> float:
        return 0.0 if a.k == K_SKIP else -0.1

    def _give(self, a: A.Act) -> float:
        return -self.res_value(min(a.a, 2))

    def _take(self, a: A.Act) -> float:
        return self.res_value(a.a)

    def _check(self, a: A.Act) -> float:
        return -self.res_value(min(a.a, 2)) + (0.01 * a.a if a.a >= 2 else 0)

    def _loss(self, a: A.Act) -> float:
        return -(0.6, self.res_value(0), self.res_value(1))[a.a]

    def _scheme(self, a: A.Act) -> float:
        pend = self.v["pending"]
        here = self.v["roxane"]
        if a.k == K_STOP:
            return self.tile_value(here) if KINDS[self.v["garden"][here]["kind"]] != 3 else 0.0
        n = NEIGHBOUR[here][a.a]
        now, end = self._cell(n)
        best = end
        if pend["steps_left"] > 1:
            visited = 1 << n
            for c in pend["visited"]:
                visited |= 1 << c
            sub, ok = self.best_reach(n, pend["steps_left"] - 1, visited)
            if ok:
                best = max(best, sub + now)
        return best

    def _duel(self, a: A.Act) -> float:
        d = self.v["duel"]
        side = 0 if d["attacker"] == self.seat else 1
        own, opp = d["strength"][side], d["strength"][1 - side]
        mine = sorted(self.me["fencing_values"])
        if a.k == K_GIVEUP:
            return 0.5 if own + sum(mine) < opp else -1.0
        if a.k == K_SKIP:  # a comma's duel left out after its draw: only if it looks lost
            return 0.0 if self.duel_odds(d["defender"]) < 1.5 else -4.0
        if a.k == K_DONE:
            return 5.0 if own > opp or (own == opp and own + sum(mine) <= opp) else -5.0
        v = a.a
        target = opp + 1
        need = target - own
        if need <= 0:
            return -3.0
        # the smallest marker reaching the target, else the largest one
        fits = [x for x in mine if x >= need]
        want = fits[0] if fits else mine[-1]
        return 2.0 if v == want else 1.0 - abs(v - want) * 0.1

    def _kiss(self, a: A.Act) -> float:
        me = self.me
        cards = [CARD_INDEX[c] for v in me["verses"] for c in v]
        col = [sum(1 for c in cards if CARD_COLOUR[c] == k) for k in range(3)]
        c = {"L": me["letters"], "R": me["roses"], "F": me["fencing"], "P": me["passion"],
             "N": len(cards), "O": col[0], "G": col[1], "U": col[2], "K": me["kisses"] + 1,
             "X": max(0, me["revealed"] - 9)}
        return float(kiss_groups(a.a, c))

    def _kiss_draw(self, a: A.Act) -> float:
        """A fulfilled wish: a kiss marker is worth points and never costs any, so draw."""
        return 1.0 if a.k == K_KDRAW else 0.0

    def _draw(self, a: A.Act) -> float:
        got = self._memo.get("draw")
        if got is None:
            got = self._memo["draw"] = (
                {TYPE_OF_ID[c] for c in self.me["verses"][-1]},
                [TYPE_OF_ID[c] for c in self.me["hand"]])
        cur, held = got
        t = a.a
        val = 1.0 if t not in cur else 0.0
        val -= 0.4 * held.count(t)
        if t in (QUILL, SCROLL, INKWELL):
            val += 0.3
        return val
