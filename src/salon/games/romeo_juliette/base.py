"""The fields of a Roméo & Juliette state, shared by the rule mixins (scene, view)."""

from __future__ import annotations

from ...core.game import State
from ...core.rng import Rng
from .data import HATE_LOSS

ONGOING, WON, LOST = 0, 1, 2
#: scene.OVER (scene.py checks they agree; it imports this module, not the other way round)
PHASE_OVER = 6


class RJBase(State):
    """Field declarations. Seats and lists indexed by seat: 0 Juliette, 1 Roméo."""

    rng: Rng
    chapter: int
    rules_on: int              # bit mask of the lasting rules in force (data.RULE_BIT)
    pos: list[int]             # the location of every character (data.CHAR_IDS order)
    love: int
    hate: int
    act: int                   # 1..3
    scene: int                 # 1..12, counted over the whole drama
    phase: int                 # scene.PHASE_NAMES
    decider: int               # the seat deciding a step aside, an effect or a keep; -1 otherwise
    stage: int                 # progress through the entrance on stage (0-4)
    missives: list[int]        # per seat
    reserve: int
    heart: int                 # -1 not yet placed, 0 Passion, 1 Reason
    heart_last: int            # the face of the previous scene (for the log)
    loc_hand: list[list[int]]  # sorted location cards in hand
    loc_deck: list[list[int]]  # face down; the end of the list is the top
    loc_shown: list[list[int]] # revealed this act, in order
    cha_hand: list[list[int]]
    cha_deck: list[list[int]]
    cha_shown: list[list[int]]
    pick_loc: list[int]        # behind the scenes: the card placed face down, or -1
    pick_cha: list[int]
    known: list[int]           # a location card publicly known to be in that seat's hand, or -1
    rv_turn: int               # the seat that speaks in the rendezvous
    rv_face: int               # the standing proposal's face, -1 none
    rv_by: int                 # who made the standing proposal, -1 none
    rv_props: list[int]        # proposals made this rendezvous, per seat
    rv_spent: list[int]        # missives spent this rendezvous, per seat
    rv_log: list[tuple[int, str]]
    ev_book: int               # the chapter's event card on the book space
    ev_deck: list[int]         # the end of the list is the top
    ev_box: list[int]          # level cards not used this game
    ev_spaces: list[int]       # event card on each Love space (index = Love position), -1 empty
    last_hate: list[int]       # what the last resolution did (public)
    last_love: int
    last_events: list[int]
    last_nurse: bool
    scenes_played: int
    result: int                # scene.ONGOING / WON / LOST
    cause: str

    def clone(self) -> RJBase:
        raise NotImplementedError

    def _finish(self, result: int, cause: str) -> None:
        self.result = result
        self.cause = cause
        self.phase = PHASE_OVER
        self.decider = -1
        self.rv_turn = -1

    def lower_hate(self, n: int) -> None:
        """Lower Hate by n; at the bottom of its track the game is lost at once."""
        self.hate = max(HATE_LOSS, self.hate - n)
        if self.hate <= HATE_LOSS and self.result == ONGOING:
            self._finish(LOST, "hate")
