"""The five phases of a scene, the end of an act and the end of the drama.

A mixin of `RJState` (rules.py): the state's fields are documented there. Every compound step
is a chain of single decisions; the automatic parts (preamble, reveal, movement by cards,
resolution, events) run inside `_advance` between two decisions.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action
from .actions import (
    CONFIRM,
    EFFECT_MOVES,
    GO,
    KEEP_CHAP,
    KEEP_LOC,
    MISSIVE,
    PASSION,
    PROPOSE,
    REASON,
    SKIP,
    STEP,
    WAIT,
    WITH,
)
from .base import LOST, PHASE_OVER, WON, RJBase
from .data import (
    ALLEGORY,
    ASIDE,
    BALCONY,
    BIT,
    CAP_CHAP_MASK,
    HAND,
    JULIETTE,
    LAURENT,
    LOC_EFFECT,
    LOVE_MAX,
    MON_CHAP_MASK,
    NEIGHBOURS,
    NLOC,
    NURSE,
    R_ALLEGORY_LOVERS,
    R_DRIFT_AFTER_RESOLUTION,
    R_FIXED_CAP,
    R_LAURENT_IGNORES_ALLEGORY,
    R_NO_BALCONY_BONUS,
    R_NO_KEEP,
    R_NO_NURSE,
    R_ONE_MISSIVE,
    R_OPTIONAL,
    R_REASON_NO_MISSIVES,
    R_STRICT_TURNS,
    ROMEO,
    SCENES,
    SCENES_PER_ACT,
    step,
)
from .events import after_movement, reveal_event

#: ruling R5: each lover may make at most this many proposals since the last missive (option
#: `fixed_proposal_cap`, version 1's reading: in the whole rendezvous)
MAX_PROPOSALS = 2
#: ruling R5: the most decisions one rendezvous can take (5 missives in play; the exact longest
#: dialogue, computed by tests/games/romeo_juliette/test_rj_rendezvous.py)
MAX_RENDEZVOUS = 53

RENDEZVOUS, SECRET, STEPPING, EFFECT, KEEP_LOCATION, KEEP_CHAPERONE, OVER = range(7)
if OVER != PHASE_OVER:  # pragma: no cover - base.py must follow the phases
    raise ValueError("romeo-juliette: base.PHASE_OVER is not scene.OVER")
PHASE_NAMES = ("rendezvous", "behind the scenes", "step aside", "location effect",
               "keep a location card", "keep a chaperone card", "over")


def _rendezvous_legal(write: bool, propose: bool, face: int, by: int, wait: bool) -> list[Action]:
    """The rendezvous' legal list: p may write, may propose, the standing face (-1 none), who
    proposed it (0 nobody, 1 p, 2 the partner), p may wait."""
    out: list[Action] = []
    if write:
        out.extend(MISSIVE)
    if propose:
        for f in (PASSION, REASON):
            if f != face:
                out.append(PROPOSE[f])
    if by == 2:
        out.append(CONFIRM)
    if wait:
        out.append(WAIT)
    return out


#: the rendezvous' legal lists, by write + 2 * propose + 4 * (face + 1) + 12 * by + 36 * wait
#: (see _rendezvous_legal); never mutated
_RV_LEGAL: tuple[list[Action], ...] = tuple(
    _rendezvous_legal(bool(i & 1), bool(i & 2), i // 4 % 3 - 1, i // 12 % 3, bool(i // 36))
    for i in range(72)
)


#: what of a location's company matters for Hate, one bit per group (`_GROUP_OF` per character)
_G_CAP, _G_MON, _G_JUL, _G_ROM, _G_LAU, _G_ALL = (1 << i for i in range(6))
_GROUP_OF = tuple(
    _G_JUL if i == JULIETTE else _G_ROM if i == ROMEO else _G_LAU if i == LAURENT
    else _G_ALL if i == ALLEGORY else _G_CAP if BIT[i] & CAP_CHAP_MASK else _G_MON if BIT[i] & MON_CHAP_MASK
    else 0
    for i in range(len(BIT))
)


def _hateful(groups: int, stirs_lovers: bool, laurent_ignores: bool) -> bool:
    """Does Hate fall where this company (`_G_*` bits) stands (rulebook 5b; rulings R1, R2)?"""
    stirs = _G_CAP | _G_MON | (_G_JUL | _G_ROM if stirs_lovers else 0)
    allegory = bool(groups & _G_ALL and groups & stirs)
    if groups & _G_LAU:
        return allegory and laurent_ignores
    return (allegory or bool(groups & _G_CAP and groups & (_G_MON | _G_ROM))
            or bool(groups & _G_JUL and groups & _G_MON))


#: [stirs lovers + 2 * Laurent ignores the Allegory][company]: Hate falls there
_HATEFUL = tuple(tuple(_hateful(g, bool(v & 1), bool(v & 2)) for g in range(64)) for v in range(4))


def hate_locations(pos: list[int], rules_on: int) -> list[int]:
    """The locations where Hate falls (rulebook 5b; rulings R1, R2), in ring order."""
    groups = [0] * NLOC
    for loc, g in zip(pos, _GROUP_OF):
        groups[loc] |= g
    table = _HATEFUL[(1 if rules_on & R_ALLEGORY_LOVERS else 0)
                     + (2 if rules_on & R_LAURENT_IGNORES_ALLEGORY else 0)]
    return [loc for loc in range(NLOC) if table[groups[loc]]]


def hate_count(pos: list[int], rules_on: int) -> int:
    """len(hate_locations(pos, rules_on)), for look-aheads."""
    groups = [0] * NLOC
    for loc, g in zip(pos, _GROUP_OF):
        groups[loc] |= g
    table = _HATEFUL[(1 if rules_on & R_ALLEGORY_LOVERS else 0)
                     + (2 if rules_on & R_LAURENT_IGNORES_ALLEGORY else 0)]
    return sum([table[g] for g in groups])


#: the legal lists that depend on a hand only, by the hand (as a tuple); never mutated
_GO_LISTS: dict[tuple[int, ...], list[Action]] = {}
_WITH_LISTS: dict[tuple[int, ...], list[Action]] = {}
_KEEP_LOC_LISTS: dict[tuple[int, ...], list[Action]] = {}
_KEEP_CHAP_LISTS: dict[tuple[int, ...], list[Action]] = {}
#: a step aside's legal list by the lover's location; an effect's by (optional, location)
_STEP_LISTS: tuple[list[Action], ...] = tuple([STEP[a], STEP[b]] for a, b in NEIGHBOURS)
_EFFECT_LISTS: tuple[tuple[list[Action], ...], ...] = tuple(
    tuple([*EFFECT_MOVES[LOC_EFFECT[loc]], *((SKIP,) if optional else ())] for loc in range(NLOC))
    for optional in (False, True)
)
#: what the rendezvous log says of each word
_MISSIVE_TEXT = tuple(str(m) for m in MISSIVE)
_PROPOSE_TEXT = tuple(str(x) for x in PROPOSE)


def _cards(lists: dict[tuple[int, ...], list[Action]], acts: Any, hand: list[int]) -> list[Action]:
    """One action per distinct card of `hand`, in card order (the list is shared: read only)."""
    key = tuple(hand)
    out = lists.get(key)
    if out is None:
        out = lists[key] = [acts[c] for c in sorted(set(hand))]
    return out


class SceneMixin(RJBase):
    """Scene flow for RJState."""

    # ------------------------------------------------------------ scene start
    def _start_scene(self) -> None:
        """Preamble (draw up to 4 + 4), then open the rendezvous with Roméo to speak (R4)."""
        s = self
        for seat in (JULIETTE, ROMEO):
            # draw from the top (the end of the list) up to HAND cards; the hand is sorted
            hand, deck = s.loc_hand[seat], s.loc_deck[seat]
            n = HAND - len(hand)
            if n > 0 and deck:
                hand += deck[-n:]
                del deck[-n:]
            hand.sort()
            hand, deck = s.cha_hand[seat], s.cha_deck[seat]
            n = HAND - len(hand)
            if n > 0 and deck:
                hand += deck[-n:]
                del deck[-n:]
            hand.sort()
        s.heart = -1
        s.rv_turn = ROMEO
        s.rv_face = -1
        s.rv_by = -1
        s.rv_props = [0, 0]
        s.rv_spent = [0, 0]
        s.rv_log = []
        s.phase = RENDEZVOUS

    # ------------------------------------------------------------ legal actions
    def _may_write(self, p: int) -> bool:
        """Seat p holds a missive it may spend now (Fateful Silence: one per rendezvous)."""
        s = self
        return s.missives[p] > 0 and not (s.rules_on & R_ONE_MISSIVE and s.rv_spent[p] >= 1)

    def _may_wait(self, p: int) -> bool:
        """Ruling R4: p may keep silent unless the last word was a silence too, or the partner
        would then have nothing to say but silence (so a decision always exists and the
        rendezvous ends). Option `strict_alternation`: only while p's own proposal stands."""
        s = self
        if s.rv_log and s.rv_log[-1][1] == "wait":
            return False
        by = s.rv_by
        if by == p:
            return True  # the partner can always confirm
        if s.rules_on & R_STRICT_TURNS:
            return False
        if by < 0:
            return True  # nothing proposed yet: the partner can always propose
        q = 1 - p  # facing q's proposal: q must have a missive or a proposal left
        return s.rv_props[q] < MAX_PROPOSALS or self._may_write(q)

    def _legal_rendezvous(self, p: int) -> list[Action]:
        s = self
        rules = s.rules_on
        # _may_write(p) and _may_wait(p), inlined (this runs at every word of a rendezvous)
        write = s.missives[p] > 0 and not (rules & R_ONE_MISSIVE and s.rv_spent[p] >= 1)
        by = s.rv_by
        log = s.rv_log
        if log and log[-1][1] == "wait":
            wait = False
        elif by == p:
            wait = True
        elif rules & R_STRICT_TURNS:
            wait = False
        elif by < 0:
            wait = True
        else:
            wait = s.rv_props[1 - p] < MAX_PROPOSALS or self._may_write(1 - p)
        return _RV_LEGAL[(1 if write else 0) + (2 if s.rv_props[p] < MAX_PROPOSALS else 0)
                         + 4 * (s.rv_face + 1) + 12 * (0 if by < 0 else (1 if by == p else 2))
                         + (36 if wait else 0)]

    def _legal_other(self, p: int) -> list[Action]:
        s = self
        phase = s.phase
        if phase == SECRET:
            if s.pick_loc[p] < 0:
                return _cards(_GO_LISTS, GO, s.loc_hand[p])
            return _cards(_WITH_LISTS, WITH, s.cha_hand[p])
        if phase == STEPPING:
            return _STEP_LISTS[s.pos[p]]
        if phase == EFFECT:
            return _EFFECT_LISTS[1 if s.rules_on & R_OPTIONAL else 0][s.pos[p]]
        if phase == KEEP_LOCATION:
            return _cards(_KEEP_LOC_LISTS, KEEP_LOC, s.loc_hand[p])
        return _cards(_KEEP_CHAP_LISTS, KEEP_CHAP, s.cha_hand[p])

    # ------------------------------------------------------------ rendezvous
    def _missive(self, p: int, loc: int) -> None:
        s = self
        s.missives[p] -= 1
        s.reserve += 1  # ruling R6: a spent missive goes back to the reserve
        s.rv_spent[p] += 1
        if not s.rules_on & R_FIXED_CAP:
            s.rv_props = [0, 0]  # ruling R5: new words, so both may propose anew
        s.rv_log = s.rv_log + [(p, _MISSIVE_TEXT[loc])]  # copy on write: clones share the log
        s.rv_turn = 1 - p

    def _propose(self, p: int, face: int) -> None:
        s = self
        s.rv_face = face
        s.rv_by = p
        s.rv_props[p] += 1
        s.rv_log = s.rv_log + [(p, _PROPOSE_TEXT[face])]  # copy on write: clones share the log
        s.rv_turn = 1 - p

    def _wait(self, p: int) -> None:
        s = self
        s.rv_log = s.rv_log + [(p, "wait")]  # copy on write: clones share the log
        s.rv_turn = 1 - p

    def _confirm(self, p: int) -> None:
        """The heart is placed; Reason gives each lover a missive from the reserve, the last to Juliette."""
        s = self
        s.rv_log = s.rv_log + [(p, "confirm")]  # copy on write: clones share the log
        s.heart = s.rv_face
        if s.heart == REASON and not s.rules_on & R_REASON_NO_MISSIVES:
            for seat in (JULIETTE, ROMEO):
                if s.reserve > 0:
                    s.missives[seat] += 1
                    s.reserve -= 1
        s.rv_turn = -1
        s.pick_loc = [-1, -1]
        s.pick_cha = [-1, -1]
        s.phase = SECRET

    # ------------------------------------------------------------ behind the scenes
    def _pick_location(self, p: int, card: int) -> None:
        s = self
        s.loc_hand[p].remove(card)
        s.pick_loc[p] = card

    def _pick_chaperone(self, p: int, piece: int) -> None:
        s = self
        s.cha_hand[p].remove(piece)
        s.pick_cha[p] = piece
        if s.pick_cha[1 - p] >= 0:
            self._reveal()

    # ------------------------------------------------------------ entrance on stage
    def _reveal(self) -> None:
        """4a: both choices are revealed and stay face up until the end of the act."""
        s = self
        # copy on write (clones share these lists)
        s.loc_shown = [s.loc_shown[0] + [s.pick_loc[0]], s.loc_shown[1] + [s.pick_loc[1]]]
        s.cha_shown = [s.cha_shown[0] + [s.pick_cha[0]], s.cha_shown[1] + [s.pick_cha[1]]]
        if s.known[0] == s.pick_loc[0] or s.known[1] == s.pick_loc[1]:
            s.known = [-1 if s.known[q] == s.pick_loc[q] else s.known[q] for q in (0, 1)]
        s.last_hate = []
        s.last_love = 0
        s.last_events = []
        s.last_nurse = False
        s.stage = 0
        self._advance()

    def _advance(self) -> None:
        """Run the automatic steps of the entrance and the resolution up to the next decision."""
        s = self
        while True:
            stage = s.stage
            if stage < 2:  # 4a: Roméo moves first, then Juliette
                seat = ROMEO if stage == 0 else JULIETTE
                card = s.pick_loc[seat]
                if card == ASIDE:
                    s.decider = seat
                    s.phase = STEPPING
                    return
                s.pos[seat] = card
                s.pos[s.pick_cha[seat]] = card
                s.stage += 1
            elif stage < 4:  # 4b: location effects, Roméo first (R7)
                seat = ROMEO if stage == 2 else JULIETTE
                if EFFECT_MOVES[LOC_EFFECT[s.pos[seat]]]:
                    s.decider = seat
                    s.phase = EFFECT
                    return
                s.stage += 1
            else:
                s.decider = -1
                after_movement(s)
                self._resolution()
                return

    def _step_aside(self, p: int, loc: int) -> None:
        s = self
        s.pos[p] = loc
        s.pos[s.pick_cha[p]] = loc  # ruling R3: the chaperone goes along
        s.stage += 1
        self._advance()

    def _effect(self, pieces: tuple[int, ...], d: int) -> None:
        s = self
        for piece in pieces:
            s.pos[piece] = step(s.pos[piece], d)
        s.stage += 1
        self._advance()

    # ------------------------------------------------------------ resolution
    def _resolution(self) -> None:
        s = self
        pos = s.pos
        # a. the Nurse's complicity
        if pos[NURSE] == pos[JULIETTE] and not s.rules_on & R_NO_NURSE and s.reserve > 0:
            s.missives[JULIETTE] += 1
            s.reserve -= 1
            s.last_nurse = True
        # b. Hate falls upon Verona
        hateful = hate_locations(pos, s.rules_on)
        s.last_hate = hateful
        if hateful:
            self.lower_hate(len(hateful))
            if s.result:
                s.scenes_played = s.scene
                return
        # c. Love grows, d. an event for each step
        if s.heart == PASSION and pos[JULIETTE] == pos[ROMEO]:
            steps = 2 if pos[JULIETTE] == BALCONY and not s.rules_on & R_NO_BALCONY_BONUS else 1
            first = s.love + 1
            for _ in range(steps):
                s.love += 1
                s.last_love += 1
                if s.love >= LOVE_MAX:
                    s.scenes_played = s.scene
                    s._finish(WON, "love")
                    return
            for space in range(first, first + steps):
                reveal_event(s, space)
                if s.result:
                    s.scenes_played = s.scene
                    return
        if s.rules_on & R_DRIFT_AFTER_RESOLUTION:
            pos[ALLEGORY] = step(pos[ALLEGORY], 1)
        s.scenes_played = s.scene
        self._end_scene()

    # ------------------------------------------------------------ scene, act, drama
    def _end_scene(self) -> None:
        s = self
        s.heart_last = s.heart
        if s.scene >= SCENES:
            s._finish(LOST, "time")
            return
        if s.scene % SCENES_PER_ACT:
            s.scene += 1
            self._start_scene()
            return
        if s.rules_on & R_NO_KEEP:
            for seat in (JULIETTE, ROMEO):
                s.loc_deck[seat] += s.loc_hand[seat]
                s.cha_deck[seat] += s.cha_hand[seat]
                s.loc_hand[seat] = []
                s.cha_hand[seat] = []
            self._new_act()
            return
        s.decider = ROMEO  # ruling R9: Roméo keeps first, then Juliette
        s.phase = KEEP_LOCATION

    def _keep_location(self, p: int, card: int) -> None:
        s = self
        hand = s.loc_hand[p]
        hand.remove(card)
        s.loc_deck[p] += hand
        s.loc_hand[p] = [card]
        s.known = [-1 if q == p else s.known[q] for q in (0, 1)]  # which card was kept is private
        s.phase = KEEP_CHAPERONE

    def _keep_chaperone(self, p: int, piece: int) -> None:
        s = self
        hand = s.cha_hand[p]
        hand.remove(piece)
        s.cha_deck[p] += hand
        s.cha_hand[p] = [piece]
        if p == ROMEO:
            s.decider = JULIETTE
            s.phase = KEEP_LOCATION
        else:
            self._new_act()

    def _new_act(self) -> None:
        """Reshuffle each deck with every card not kept, move the Act marker, start a scene."""
        s = self
        for seat in (JULIETTE, ROMEO):
            deck = s.loc_deck[seat] + s.loc_shown[seat]
            deck.sort()
            s.rng.shuffle(deck)
            s.loc_deck[seat] = deck
            deck = s.cha_deck[seat] + s.cha_shown[seat]
            deck.sort()
            s.rng.shuffle(deck)
            s.cha_deck[seat] = deck
        s.loc_shown = [[], []]
        s.cha_shown = [[], []]
        s.known = [-1, -1]
        s.decider = -1
        s.act += 1
        s.scene += 1
        self._start_scene()
