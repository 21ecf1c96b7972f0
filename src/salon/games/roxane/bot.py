"""The Roxane heuristic bot. It decides from `state.view(seat)` and `state.legal_actions(seat)`.

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
from .data import (
    CARD_COLOUR,
    CARD_HEARTS,
    CARD_INDEX,
    CARD_RES,
    CARD_TYPE,
    INKWELL,
    NEIGHBOUR,
    PENALTY,
    POETRY,
    QUILL,
    ROMANCE,
    SCROLL,
    WISH_IDS,
    WISH_RULES,
    area_of,
)
from .scoring import kiss_groups, poetry_points_for, romance_points_for

KINDS = {"empty": 0, "romance": 1, "poetry": 2, "spring_fountain": 3, "statue": 3,
         "fountain": 3, "pavilion": 4}


class HeuristicBot:
    """A sensible Roxane player that sees only its seat's view."""

    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"
        self.extra_margin = float(params.get("extra_margin", 0.6))
        #: values that depend only on the view being decided on (track spaces, garden tiles,
        #: a scheme's best path), computed once per decision
        self._memo: dict[tuple[Any, ...], float] = {}

    # ------------------------------------------------------------ entry
    def choose(self, state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        view = state.view(seat)
        self.v = view
        self._memo = {}
        self.me = view["player"][seat]
        self.seat = seat
        kind = view["pending"]["kind"]
        scorer = getattr(self, "_" + kind.replace("-", "_"), None)
        best, best_val = legal[0], -1e9
        for a in legal:
            act: A.Act = a  # type: ignore[assignment]
            val = scorer(act) if scorer else 0.0
            val += self.rng.random() * 1e-3
            if val > best_val:
                best, best_val = a, val
        return best

    # ------------------------------------------------------------ valuations
    def res_value(self, r: int) -> float:
        """What one more resource of kind r (0 rose, 1 letter, 2 fencing) is worth now."""
        area = self.v["romance"]["area"]
        rose, letter = {
            "letters_majority": (0.5, 1.6), "letters2_roses1": (1.0, 2.0),
            "both_majority": (1.2, 1.2), "roses2_letters1": (2.0, 1.0),
            "roses_majority": (1.6, 0.5),
        }.get(area, (1.0, 1.0))
        val = (rose, letter, 0.7)[r] + self.wish_pull(r)
        if self.free(r) <= 0:
            val *= 0.05
        return val

    def wish_pull(self, r: int) -> float:
        """Extra value of a resource that brings me closer to a wish still on the board."""
        me = self.me
        have = (me["roses"], me["letters"], me["fencing"])[r]
        goal = {0: ("roses_3", 3), 1: ("letters_3", 3), 2: ("fencing_5", 5)}[r]
        pull = 0.0
        for w in self.v["wishes"]:
            if w["wish"] and WISH_RULES[WISH_IDS.index(w["wish"])] == goal[0] and have < goal[1]:
                pull += 1.0 if w["fulfilment"] else 0.4
        return pull

    def free(self, r: int) -> int:
        me = self.me
        sp = me["spaces"]
        have = (me["roses"], me["letters"], me["fencing"])
        caps = (sp["rose"], sp["letter"], sp["fencing"])
        spill = sum(max(0, have[i] - caps[i]) for i in range(3))
        return max(0, caps[r] - have[r]) + max(0, sp["any"] - spill)

    def verses(self, player: dict[str, Any]) -> list[list[int]]:
        return [[CARD_INDEX[c] for c in v] for v in player["verses"] if v]

    def poetry_gain(self, extra: list[int] | None, new_verse: bool = False) -> float:
        """Change of my Poetry-area points if these cards are written (current verse)."""
        rule = self.v["poetry"]["area"]
        vs = self.verses(self.me)
        before = poetry_points_for(vs, self.me["revealed"], rule)
        cur = [CARD_INDEX[c] for c in self.me["verses"][-1]]
        after_vs = [v for v in vs if v is not None]
        if extra:
            if cur and not new_verse:
                after_vs = after_vs[:-1] + [cur + extra]
            else:
                after_vs = after_vs + [list(extra)]
        after = poetry_points_for(after_vs, self.me["revealed"], rule)
        return 0.6 * (after - before)

    def romance_rel(self, area: str | None) -> float:
        """My Romance points in an area, against the others' mean."""
        pl = self.v["player"]
        order = self.v["order"]
        pts = romance_points_for([x["roses"] for x in pl], [x["letters"] for x in pl], area, order)
        mine = pts[self.seat]
        return mine - (sum(pts) - mine) / max(1, len(pts) - 1)

    def poetry_rel(self, area: str | None) -> float:
        pl = self.v["player"]
        pts = [poetry_points_for(self.verses(x), x["revealed"], area) for x in pl]
        mine = pts[self.seat]
        return mine - (sum(pts) - mine) / max(1, len(pts) - 1)

    def track_pos_value(self, track: str, pos: int) -> float:
        key = ("track", track, pos)
        val = self._memo.get(key)
        if val is None:
            if track == "romance":
                val = self.romance_rel(area_of(ROMANCE, pos))
            else:
                val = self.poetry_rel(area_of(POETRY[self.v["poetry"]["track"]], pos))
            self._memo[key] = val
        return val

    def marker_after(self, track: str, direction: int, arrows: int) -> int:
        t = self.v[track]
        pos, infl = t["marker"], t["influence"]
        for _ in range(arrows):
            nxt = pos + direction
            if nxt < 0 or nxt >= t["spaces"] or infl[pos]:
                break
            pos = nxt
            if pos == t.get("reset", -1):
                return int(t["start"])
        return int(pos)

    def tile_value(self, cell: int) -> float:
        key = ("tile", cell)
        val = self._memo.get(key)
        if val is None:
            val = self._memo[key] = self._tile_value(cell)
        return val

    def _tile_value(self, cell: int) -> float:
        tile = self.v["garden"][cell]
        kind = KINDS[tile["kind"]]
        if kind in (1, 2):
            track = "romance" if kind == 1 else "poetry"
            d = -1 if tile["dir"] == "left" else 1
            now = self.track_pos_value(track, self.v[track]["marker"])
            return self.track_pos_value(track, self.marker_after(track, d, tile["arrows"])) - now
        if kind == 3:
            return self.wish_value(tile["stars"])
        return 0.0

    def wish_value(self, stars: int) -> float:
        if self.v["round"] >= 7:
            return 0.0
        for w in self.v["wishes"]:
            if w["wish"] and not w["fulfilment"] and w["stars"] == stars:
                return 2.5 if self.meets(WISH_RULES[WISH_IDS.index(w["wish"])]) else -0.5
        return 0.0

    def meets(self, rule: str) -> bool:
        me = self.me
        cards = [CARD_INDEX[c] for v in me["verses"] for c in v]
        col = [sum(1 for c in cards if CARD_COLOUR[c] == k) for k in range(3)]
        r, lt, f, p = me["roses"], me["letters"], me["fencing"], me["passion"]
        return {
            "letters_3": lt >= 3, "roses_3": r >= 3, "fencing_5": f >= 5, "passion_4": p >= 4,
            "same_colour_5": max(col) >= 5, "five_all_colours": len(cards) >= 5 and min(col) >= 1,
            "balance": r + lt >= f, "bravery": p >= r + lt,
            "secrets": me["kisses"] >= 2 and me["revealed"] <= 8,
        }.get(rule, False)

    def best_path(self, start: int, steps: int, visited: set[int]) -> tuple[float, list[int]]:
        """The best tile reachable in 1..steps steps without re-entering a tile."""
        best: tuple[float, list[int]] = (-1e9, [])
        for d, n in enumerate(NEIGHBOUR[start]):
            if n < 0 or n in visited:
                continue
            tile = self.v["garden"][n]
            pass_val = self.wish_value(tile["stars"]) if KINDS[tile["kind"]] == 3 else 0.0
            end_val = self.tile_value(n) if KINDS[tile["kind"]] != 3 else pass_val
            if end_val > best[0]:
                best = (end_val, [d])
            if steps > 1:
                sub, path = self.best_path(n, steps - 1, visited | {n})
                if path and sub + pass_val > best[0]:
                    best = (sub + pass_val, [d] + path)
        return best

    def reveal_cost(self) -> float:
        lvl = self.me["revealed"]
        if lvl >= 13:
            return 99.0
        return PENALTY[lvl + 1] - PENALTY[lvl] + (0.5 if lvl < 8 else 0.2)

    def duel_odds(self, target: int) -> float:
        """A rough chance of winning a duel against `target` with my hidden markers."""
        mine = 1 + sum(self.me["fencing_values"])
        theirs = 2.0 * self.v["player"][target]["fencing"]
        return mine - theirs

    # ------------------------------------------------------------ decisions
    def _play(self, a: A.Act) -> float:
        first = self.v["first_card"]
        cost = 0.0 if first else self.reveal_cost() + self.extra_margin
        k = a.k
        if k == A.K_END:
            return 0.0
        return self.card_value(a) - cost

    def card_value(self, a: A.Act) -> float:
        k = a.k
        me = self.me
        if k == A.K_WRITE:
            c = a.a
            cur = me["verses"][-1]
            val = CARD_HEARTS[c] + 0.8 + 0.3 * self.res_space_gain(CARD_RES[c])
            val += self.poetry_gain([c])
            if len(cur) >= 4 and me["commas"] == 0:
                val += 0.3
            return val
        if k == A.K_WOO:
            t = CARD_TYPE[a.a]
            if t == QUILL:
                return self.res_value(0) + 0.1
            if t == SCROLL:
                return self.res_value(1) + 0.1
            return self.res_value(2) + 0.7 * (self.free(2) >= 2)
        if k in (A.K_SCHEME, A.K_CSCHEME):
            key = ("scheme", k)
            got = self._memo.get(key)
            if got is None:
                steps = min(self.v["pebbles_open"], 2 if k == A.K_SCHEME else 3)
                val, path = self.best_path(self.v["roxane"], steps, {self.v["roxane"]})
                got = self._memo[key] = val - (0.4 if k == A.K_SCHEME else 2.0)
            return got
        if k == A.K_INFL:
            return 0.4 + self.res_value(2) * 0.8 + self.influence_value()
        if k in (A.K_DUEL, A.K_CDUEL):
            edge = self.duel_odds(a.b)
            val = 2.5 if edge >= 3 else 1.0 if edge >= 1.5 else -2.0
            return val - (1.5 if k == A.K_CDUEL else 0.0)
        if k == A.K_TRADE:
            return -0.5
        if k == A.K_CWOO:  # a comma (and its resource space) spent on one fencing draw
            return self.res_value(2) - 2.0
        if k == A.K_CWRITE:
            cur = me["verses"][-1]
            writable = [c for c in me["hand"] if CARD_TYPE[CARD_INDEX[c]] not in
                        {CARD_TYPE[CARD_INDEX[x]] for x in cur}]
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
        if a.k == A.K_SKIP:
            return 0.0
        return CARD_HEARTS[a.a] + 0.8 + self.poetry_gain([a.a], new_verse=True)

    def _influence(self, a: A.Act) -> float:
        if a.k == A.K_SKIP:
            return 0.2
        track = "romance" if a.a == 0 else "poetry"
        if a.b != self.v[track]["marker"]:
            return -1.0
        return self.track_pos_value(track, a.b)

    def _pre(self, a: A.Act) -> float:
        return 1.0 if a.k == A.K_FNOW else 0.0

    def _post(self, a: A.Act) -> float:
        return 1.0 if a.k == A.K_FDRAW else 0.0

    def _trade(self, a: A.Act) -> float:
        return 0.0 if a.k == A.K_SKIP else -0.1

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
        visited = set(pend["visited"])
        here = self.v["roxane"]
        if a.k == A.K_STOP:
            return self.tile_value(here) if KINDS[self.v["garden"][here]["kind"]] != 3 else 0.0
        n = NEIGHBOUR[here][a.a]
        tile = self.v["garden"][n]
        now = self.wish_value(tile["stars"]) if KINDS[tile["kind"]] == 3 else 0.0
        end = self.tile_value(n) if KINDS[tile["kind"]] != 3 else now
        best = end
        if pend["steps_left"] > 1:
            sub, path = self.best_path(n, pend["steps_left"] - 1, visited | {n})
            if path:
                best = max(best, sub + now)
        return best

    def _duel(self, a: A.Act) -> float:
        d = self.v["duel"]
        side = 0 if d["attacker"] == self.seat else 1
        own, opp = d["strength"][side], d["strength"][1 - side]
        mine = sorted(self.me["fencing_values"])
        if a.k == A.K_GIVEUP:
            return 0.5 if own + sum(mine) < opp else -1.0
        if a.k == A.K_SKIP:  # a comma's duel left out after its draw: only if it looks lost
            return 0.0 if self.duel_odds(d["defender"]) < 1.5 else -4.0
        if a.k == A.K_DONE:
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
        return 1.0 if a.k == A.K_KDRAW else 0.0

    def _draw(self, a: A.Act) -> float:
        t = a.a
        cur = {CARD_TYPE[CARD_INDEX[c]] for c in self.me["verses"][-1]}
        held = [CARD_TYPE[CARD_INDEX[c]] for c in self.me["hand"]]
        val = 1.0 if t not in cur else 0.0
        val -= 0.4 * held.count(t)
        if t in (QUILL, SCROLL, INKWELL):
            val += 0.3
        return val

