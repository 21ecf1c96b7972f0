"""The Roméo & Juliette heuristic bot: a cooperative partner that decides from its view only.

It reads `state.view(seat)` and `state.legal_actions(seat)`, never the partner's hand. It can
partner another bot or a human who follows the same signalling convention:

The convention (all signals are the rulebook's missives and proposals):

1. **The target.** The location of the latest missive of this rendezvous; with no missive yet,
   the *default target*: the location both lovers most probably hold a card for, computed from
   public information only (revealed cards, hand sizes, the starting cards known to be in hand,
   positions), weighted double for the Balcony while its bonus applies and discounted where a
   meeting would cause Hate (the Allegory there counts when it stirs Hate next to a lover).
   Both partners compute the same default.
2. **A missive means "I can reach this location"** (I hold its card, or A Step Aside next to
   it). The bot points at the reachable location its partner most probably reaches too.
3. **Passion means "I can reach the target"; Reason means "I cannot".** The bot confirms a
   Passion proposal when it can reach the target too, confirms Reason when it has no missive to
   point somewhere better, and otherwise answers with a missive or the other face.
   It keeps silent (`wait`) only while its own proposal stands: the rules allow more
   silence (ruling R4), the convention gives it no meaning.
4. **Behind the scenes**, with Passion it goes to the target (by its card, or a step aside);
   otherwise, and for its chaperone, it picks what leaves the fewest hateful locations,
   counting the best effect it can apply there afterwards, and spares its Balcony card.
5. **Location effects and steps** are chosen with every card revealed: fewest hateful
   locations, then the fewest chaperones of opposite families side by side.
6. **End of an act:** keep the Balcony (else A Step Aside) and Brother Laurent (else the Nurse).
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action, State
from ...core.rng import Rng
from .actions import (
    CONFIRM,
    EFFECT_MOVES,
    MISSIVE,
    PASSION,
    PROPOSE,
    REASON,
    WAIT,
    Go,
    KeepChap,
    KeepLoc,
    Missive,
    Move,
    Skip,
    Step,
    With,
)
from .data import (
    ALLEGORY,
    ASIDE,
    BALCONY,
    CAPULET_CHAPERONES,
    CHAR_INDEX,
    EVENT_INDEX,
    EVENTS,
    JULIETTE,
    LADY_CAPULET,
    LAURENT,
    LOC_CARD_INDEX,
    LOC_EFFECT,
    LOC_INDEX,
    MONTAIGU_CHAPERONES,
    NCHAR,
    NEIGHBOURS,
    NLOC,
    NURSE,
    R_ALLEGORY_LOVERS,
    R_DRIFT,
    R_LADY_FOLLOWS,
    R_NO_BALCONY_BONUS,
    R_TYBALT_HUNTS,
    ROMEO,
    TYBALT,
    step,
    toward,
)
from .scene import hate_count

NCARDS = NLOC + 1


def rules_in_force(view: dict[str, Any]) -> int:
    """The lasting rules visible on the table: the book card and face-up hourglass cards."""
    bits = EVENTS[EVENT_INDEX[view["book"]]].rule
    if view.get("allegory_lovers"):
        bits |= R_ALLEGORY_LOVERS
    for card in view["love_spaces"].values():
        if card["face_up"]:
            bits |= EVENTS[EVENT_INDEX[card["id"]]].rule
    return bits


def positions(view: dict[str, Any]) -> list[int]:
    return [LOC_INDEX[view["positions"][cid]] for cid in _CHAR_IDS]


_CHAR_IDS = sorted(CHAR_INDEX, key=CHAR_INDEX.__getitem__)


def hold_probability(view: dict[str, Any], q: int) -> list[float]:
    """For each location card, the chance (public information only) that seat q holds it."""
    seat = view["seats"][q]
    shown = {LOC_CARD_INDEX[c] for c in seat["revealed_locations"]}
    known = {LOC_CARD_INDEX[c] for c in seat["known_in_hand"]}
    hand = seat["hand_sizes"][0]
    unknown = [c for c in range(NCARDS) if c not in shown and c not in known]
    free = max(0, hand - len(known))
    p = min(1.0, free / len(unknown)) if unknown else 0.0
    return [1.0 if c in known else (0.0 if c in shown else p) for c in range(NCARDS)]


def reach_probability(view: dict[str, Any], q: int, pos: list[int]) -> list[float]:
    """For each location, the chance that seat q can end the move there."""
    hold = hold_probability(view, q)
    here = pos[q]
    out = []
    for loc in range(NLOC):
        p = hold[loc]
        if loc in NEIGHBOURS[here]:
            p = 1 - (1 - p) * (1 - hold[ASIDE])
        out.append(p)
    return out


def conflict(pos: list[int], loc: int, rules: int = 0) -> bool:
    """Would both lovers at `loc` cause Hate there, as the chaperones stand now? (With the
    rule that the Allegory stirs Hate next to a lover, the Allegory there counts too.)"""
    if pos[LAURENT] == loc:
        return False
    if rules & R_ALLEGORY_LOVERS and pos[ALLEGORY] == loc:
        return True
    return (any(pos[c] == loc for c in CAPULET_CHAPERONES)
            or any(pos[c] == loc for c in MONTAIGU_CHAPERONES))


def default_target(view: dict[str, Any]) -> int:
    """The meeting place both partners compute from public information (convention 1)."""
    pos = positions(view)
    rj = reach_probability(view, 0, pos)
    rr = reach_probability(view, 1, pos)
    rules = rules_in_force(view)
    bonus = not rules & R_NO_BALCONY_BONUS
    best, best_score = 0, -1.0
    for loc in range(NLOC):
        score = rj[loc] * rr[loc] * (2.0 if loc == BALCONY and bonus else 1.0)
        if conflict(pos, loc, rules):
            score *= 0.6
        if score > best_score + 1e-9:
            best, best_score = loc, score
    return best


def my_reach(view: dict[str, Any], seat: int, pos: list[int]) -> dict[int, int]:
    """Location -> the card in the seat's own hand that takes it there (the direct card
    preferred, but the Balcony card spared when A Step Aside reaches the Balcony too)."""
    hand = {LOC_CARD_INDEX[c] for c in view["hand"]["locations"]}
    out: dict[int, int] = {}
    if ASIDE in hand:
        for loc in NEIGHBOURS[pos[seat]]:
            out[loc] = ASIDE
    for c in hand:
        if c < NLOC:
            if c == BALCONY and out.get(c) == ASIDE:
                continue  # keep the Balcony card, step aside onto it
            out[c] = c
    return out


def current_target(view: dict[str, Any]) -> int:
    """The meeting place spoken of (convention 1): the latest missive's, else the default."""
    for _, text in reversed(view["rendezvous"]["log"]):
        if text.startswith("missive "):
            return LOC_INDEX[text.split()[1]]
    return default_target(view)


_AFTER_4B = R_DRIFT | R_LADY_FOLLOWS | R_TYBALT_HUNTS


def _after_4b_rules(view: dict[str, Any]) -> tuple[int, ...]:
    """The rules of the face-up hourglass cards acting after step 4b, in Love-space order."""
    out = []
    spaces = view["love_spaces"]
    for key in sorted(spaces, key=int):
        card = spaces[key]
        if card["face_up"]:
            rule = EVENTS[EVENT_INDEX[card["id"]]].rule
            if rule & _AFTER_4B:
                out.append(rule)
    return tuple(out)


def _apply_after_4b(out: list[int], after: tuple[int, ...]) -> None:
    """Play the rules `after` (from _after_4b_rules) on the positions `out`, in place."""
    for rule in after:
        if rule & R_DRIFT:
            out[ALLEGORY] = step(out[ALLEGORY], 1)
        elif rule & R_LADY_FOLLOWS:
            out[LADY_CAPULET] = out[JULIETTE]
        else:
            out[TYBALT] = toward(out[TYBALT], out[ROMEO])


def _after_4b(pos: list[int], view: dict[str, Any]) -> list[int]:
    """The face-up hourglass cards acting after step 4b (events.after_movement), on a copy."""
    after = _after_4b_rules(view)
    if not after:
        return pos
    out = pos[:]
    _apply_after_4b(out, after)
    return out


def _close(a: int, b: int) -> int:
    return 1 if (a - b) % NLOC in (0, 1, NLOC - 1) else 0


if len(MONTAIGU_CHAPERONES) != 3:  # pragma: no cover - data error
    raise ValueError("romeo-juliette bot: the tension table assumes three Montaigu chaperones")
#: [location of a Capulet chaperone][the three Montaigu chaperones' locations, base NLOC]:
#: how many of them stand there or one step away
_TENSION = tuple(
    tuple(_close(a, m // (NLOC * NLOC)) + _close(a, m // NLOC % NLOC) + _close(a, m % NLOC)
          for m in range(NLOC ** 3))
    for a in range(NLOC)
)
_M1, _M2, _M3 = MONTAIGU_CHAPERONES


def tension(pos: list[int] | tuple[int, ...]) -> int:
    """Pairs of enemy chaperones one step apart or together: trouble for the next scenes."""
    m = (pos[_M1] * NLOC + pos[_M2]) * NLOC + pos[_M3]
    n = 0
    for a in CAPULET_CHAPERONES:
        n += _TENSION[pos[a]][m]
    return n


#: the look-ahead's values (`HeuristicBot._search`), kept across decisions: a value depends
#: only on the positions, the effects still to come and the context (the rules in force, the
#: hourglass cards acting after 4b, whether effects are optional), never on hidden cards
_MEMOS: dict[tuple[int, tuple[int, ...], bool], dict[Any, float]] = {}
_MEMO_LIMIT = 200_000


def _memo_for(rules: int, after: tuple[int, ...], optional: bool) -> dict[Any, float]:
    key = (rules, after, optional)
    memo = _MEMOS.get(key)
    if memo is None or len(memo) > _MEMO_LIMIT:
        if sum(len(m) for m in _MEMOS.values()) > _MEMO_LIMIT:
            _MEMOS.clear()
        memo = _MEMOS[key] = {}
    return memo


#: per location: the effect's moves as (pieces, direction)
_EFFECT_STEPS: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = tuple(
    tuple((m.pieces, m.d) for m in EFFECT_MOVES[LOC_EFFECT[loc]]) for loc in range(NLOC)
)


class HeuristicBot:
    """A cooperative partner following the documented convention (see the module docstring)."""

    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Rng(seed)
        self.spec = "heuristic"
        self.params = params

    # ------------------------------------------------------------ entry point
    def choose(self, state: State, seat: int) -> Action:
        view = state.view(seat)
        self._rules = rules = rules_in_force(view)  # fixed for this decision
        legal = state.legal_actions(seat)
        phase = view["phase"]
        if phase != "rendezvous":
            self._after = after = _after_4b_rules(view)
            # _search's values, shared by every decision in the same context
            self._memo: dict[Any, float] = _memo_for(rules, after, view["chapter"] == 1)
        if phase == "rendezvous":
            action = self._rendezvous(view, seat, legal)
        elif phase == "behind the scenes":
            action = self._secret(view, seat, legal)
        elif phase == "step aside":
            action = self._best_move(view, seat, legal)
        elif phase == "location effect":
            action = self._best_move(view, seat, legal)
        else:
            action = self._keep(legal)
        return action if action in legal else legal[0]

    # ------------------------------------------------------------ helpers
    def _value(self, view: dict[str, Any], loc: int) -> float:
        bonus = not self._rules & R_NO_BALCONY_BONUS
        return 2.0 if loc == BALCONY and bonus else 1.0

    def _best_pointer(self, view: dict[str, Any], seat: int, pos: list[int], exclude: int) -> int | None:
        """The reachable location best worth a missive, or None."""
        mine = my_reach(view, seat, pos)
        partner = reach_probability(view, 1 - seat, pos)
        best, best_score = None, 0.0
        for loc in sorted(mine):
            if loc == exclude:
                continue
            score = partner[loc] * self._value(view, loc) * (0.6 if conflict(pos, loc, self._rules) else 1.0)
            if score > best_score + 1e-9:
                best, best_score = loc, score
        return best if best_score >= 0.3 else None

    # ------------------------------------------------------------ rendezvous
    def _rendezvous(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        pos = positions(view)
        rv = view["rendezvous"]
        target = current_target(view)
        mine = my_reach(view, seat, pos)
        can = target in mine
        has_missive = any(isinstance(a, Missive) for a in legal)
        by, face = rv["proposed_by"], rv["proposal"]
        missive_sent = any(t.startswith("missive ") for _, t in rv["log"])
        if by == 1 - seat:  # the partner's proposal stands
            if face == "passion":
                if can:
                    return CONFIRM
                if has_missive:
                    alt = self._best_pointer(view, seat, pos, target)
                    if alt is not None:
                        return MISSIVE[alt]
                return PROPOSE[REASON] if PROPOSE[REASON] in legal else CONFIRM
            # the partner cannot reach the target
            if has_missive:
                alt = self._best_pointer(view, seat, pos, target)
                if alt is not None:
                    return MISSIVE[alt]
            return CONFIRM
        if by == seat:  # my proposal stands: has the target changed since?
            want = "passion" if can else "reason"
            if want != face and PROPOSE[PASSION if can else REASON] in legal:
                return PROPOSE[PASSION if can else REASON]
            if not can and has_missive:
                alt = self._best_pointer(view, seat, pos, target)
                if alt is not None:
                    return MISSIVE[alt]
            return WAIT
        # nobody has proposed yet
        if not missive_sent and has_missive:
            alt = self._best_pointer(view, seat, pos, -1)
            partner = reach_probability(view, 1 - seat, pos)
            here = partner[target] * self._value(view, target) if can else 0.0
            if alt is not None:
                there = partner[alt] * self._value(view, alt)
                if there > here + 0.15:
                    return MISSIVE[alt]
        if can:
            return PROPOSE[PASSION]
        if has_missive:
            alt = self._best_pointer(view, seat, pos, target)
            if alt is not None:
                return MISSIVE[alt]
        return PROPOSE[REASON]

    # ------------------------------------------------------------ behind the scenes
    def _secret(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        pos = positions(view)
        rules = self._rules
        passion = view["heart"] == "passion"
        target = current_target(view)
        mine = my_reach(view, seat, pos)
        choice = view["my_choice"]
        partner_dest = target if passion else pos[1 - seat]
        if choice["location"] is None:
            if passion and target in mine:
                return Go(mine[target])
            best, best_score = legal[0], None
            for a in legal:
                assert isinstance(a, Go)
                dests = list(NEIGHBOURS[pos[seat]]) if a.card == ASIDE else [a.card]
                score = min(self._dest_score(view, seat, pos, d, None, partner_dest, rules) for d in dests)
                if a.card == BALCONY:
                    score += 0.6  # spare the Balcony card for a meeting
                if a.card == ASIDE:
                    score += 0.2
                key = (score, self.rng.random())
                if best_score is None or key < best_score:
                    best, best_score = a, key
            return best
        card = LOC_CARD_INDEX[choice["location"]]
        dests = list(NEIGHBOURS[pos[seat]]) if card == ASIDE else [card]
        if card == ASIDE and passion and target in dests:
            dests = [target]
        best, best_score = legal[0], None
        for a in legal:
            assert isinstance(a, With)
            score = min(self._dest_score(view, seat, pos, d, a.piece, partner_dest, rules) for d in dests)
            if a.piece == LAURENT:
                score -= 0.1
            key = (score, self.rng.random())
            if best_score is None or key < best_score:
                best, best_score = a, key
        return best

    def _dest_score(self, view: dict[str, Any], seat: int, pos: list[int], dest: int,
                    chap: int | None, partner_dest: int, rules: int) -> float:
        """Hate expected after I move to dest (with chap) and apply my best effect there."""
        after = pos[:]
        after[1 - seat] = partner_dest
        after[seat] = dest
        if chap is not None:
            after[chap] = dest
        # both effects when the partner's destination is agreed (Roméo's first), else only mine
        todo = (1, 0) if view["heart"] == "passion" else (seat,)
        best = self._search(tuple(after), todo, rules, view)
        if seat == 0 and dest == after[NURSE]:
            best -= 0.2
        return best

    # ------------------------------------------------------------ steps and effects
    def _best_move(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Action:
        """A step aside or a location effect, with every card of the scene revealed."""
        pos = positions(view)
        rules = self._rules
        passion = view["heart"] == "passion"
        scene = view["this_scene"] or {}
        names = ("Juliette", "Roméo")
        partner = 1 - seat
        if passion and isinstance(legal[0], Step):
            partner_card = scene.get(names[partner], ["aside"])[0]
            goal = pos[partner] if seat == 1 or partner_card == "aside" else LOC_INDEX[partner_card]
            if partner_card == "aside" and seat == 1:
                goal = current_target(view)
            for a in legal:
                if isinstance(a, Step) and a.loc == goal:
                    return a
        best, best_key = legal[0], None
        for a in legal:
            trial = pos[:]
            if isinstance(a, Step):
                trial[seat] = a.loc
                chap = CHAR_INDEX[scene[names[seat]][1]] if names[seat] in scene else -1
                if chap >= 0:
                    trial[chap] = a.loc
                hate = self._after_effects(view, trial, seat, rules, own=True)
            elif isinstance(a, Move):
                for piece in a.pieces:
                    trial[piece] = step(trial[piece], a.d)
                hate = self._after_effects(view, trial, seat, rules, own=False)
            else:
                hate = self._after_effects(view, trial, seat, rules, own=False)
            key = (hate, 0 if isinstance(a, Skip) else 1, self.rng.random())
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    def _after_effects(self, view: dict[str, Any], pos: list[int], seat: int, rules: int, own: bool) -> float:
        """Hate (plus tension) once the remaining effects are played as well as possible."""
        todo: tuple[int, ...] = ()
        if own:  # after my step, my own effect is still to come
            todo = (seat,)
        if seat == 1:
            todo += (0,)  # Juliette's effect comes after Roméo's
        return self._search(tuple(pos), todo, rules, view)

    def _search(self, pos: tuple[int, ...], todo: tuple[int, ...], rules: int, view: dict[str, Any]) -> float:
        """Lowest hate (plus tension) reachable when the seats in `todo` apply their location
        effects in turn. Memoized: the value depends only on the positions and the effects
        still to come, in a context (the rules in force, the hourglass cards acting after 4b,
        chapter I's optional effects) that `choose` fixes for the decision."""
        key = (pos, todo)
        value = self._memo.get(key)
        if value is not None:
            return value
        if not todo:
            final = list(pos)
            if self._after:
                _apply_after_4b(final, self._after)
            value = hate_count(final, rules) + 0.05 * tension(final)
        else:
            who, rest = todo[0], todo[1:]
            moves = _EFFECT_STEPS[pos[who]]
            value = self._search(pos, rest, rules, view) if (not moves or view["chapter"] == 1) else 99.0
            for pieces, d in moves:
                trial = list(pos)
                for piece in pieces:
                    trial[piece] = (trial[piece] + d) % NLOC
                v = self._search(tuple(trial), rest, rules, view)
                if v < value:
                    value = v
        self._memo[key] = value
        return value

    # ------------------------------------------------------------ end of act
    @staticmethod
    def _keep(legal: list[Action]) -> Action:
        order_loc = [BALCONY, ASIDE]
        order_chap = [LAURENT, NURSE]
        for want in order_loc:
            for a in legal:
                if isinstance(a, KeepLoc) and a.card == want:
                    return a
        for want in order_chap:
            for a in legal:
                if isinstance(a, KeepChap) and a.piece == want:
                    return a
        return legal[0]


__all__ = ["HeuristicBot", "NCHAR", "ROMEO", "current_target", "my_reach"]
