"""Roméo & Juliette — the rules.

Rules summary (rules/romeo-juliette.txt): a cooperative game for exactly 2 players, seat 0
Juliette (Capulet, blue) and seat 1 Roméo (Montaigu, red). Six locations form a ring; each
lover has 7 location cards (the 6 locations and A Step Aside) and 7 chaperone cards. The drama
lasts at most 3 acts of 4 scenes. Each scene: (1) preamble: draw up to 4 location and 4
chaperone cards; (2) rendezvous: the only communication there is — spend a missive to point at
a location, propose Passion or Reason, confirm the partner's proposal (which ends the phase;
Reason gives each lover a missive from the reserve, the last one to Juliette); (3) behind the
scenes: both lovers secretly and simultaneously choose a location card and a chaperone card;
(4) entrance on stage: the cards are revealed (and stay face up until the end of the act),
Roméo then Juliette move with their chaperone, then Roméo then Juliette apply the effect of
the location they are in (Ballroom / Parlor: two Capulet / Montaigu chaperones one step in the
same direction; Cell: one family chaperone one step; Church: Brother Laurent one step; Street:
the Allegory of Hate one step; optional in Chapter I); (5) resolution: the Nurse with Juliette
gives her a missive; Hate falls by 1 for each location holding both families (the lovers count
for their family, but not against each other; Brother Laurent prevents it; the Allegory of
Hate with any family member, a lover included, causes it); with Passion and both lovers together Love grows by
1 (2 on the Balcony), and each step of Love reveals an event card (hourglass cards stay face up
with a lasting rule, the others are resolved and turned face down). At the end of an act each
lover keeps one location and one chaperone card and reshuffles the rest. Love 10 wins at once,
Hate 0 loses at once, and the drama is lost after 12 scenes. Chapters I-IX (option `chapter`)
set the book-space event, the event draw, the missives and the starting placement.
Rulings: docs/rulings/romeo-juliette.md. Component data: data/*.toml, with provenance.

Action notation (one decision each): see `actions.py` —
    missive <location> | propose passion|reason | confirm | wait      (rendezvous)
    go <location card> then with <chaperone>                          (behind the scenes)
    step <location> | move <token>[+<token>] cw|ccw | skip             (entrance on stage)
    keep <location card> then keep <chaperone>                        (end of an act)

What each seat sees: its own hand and own face-down choice; the partner's hand sizes; every
position, track, missive count and revealed card; the rendezvous exactly as spoken; that the
partner has made its secret choice (only after both are in are the cards revealed); the event
cards on the Love track and the deck size, never the deck order. Spectators see no hand.
Behind the scenes is simultaneous: `current_players()` lists every seat still owing a choice.

Version history:
    1 — first release: complete rules, chapters I-IX, rulings R1-R13, option allegory_lovers.
    2 — the rulebook's words where they are clear (issue 16): the Allegory of Hate stirs Hate
        next to a lover too (R2, `allegory_lovers` now defaults to true); the proposal cap
        counts the proposals since the last missive (R5); a lover may keep silent without a
        standing proposal, so may send two missives in a row (R4). Version-1 records and
        tables continue under version 1's readings (`legacy_versions`).
"""

from __future__ import annotations

from typing import Any

from ...core import Action, Game, Option, Outcome, register
from ...core.rng import Rng
from . import actions as A
from .base import ONGOING, WON
from .data import (
    CHAP_CARDS,
    CHAPTERS,
    EVENTS,
    JULIETTE,
    LOC_CARDS,
    LOVE_MAX,
    LOVE_START,
    MISSIVES,
    R_ALLEGORY_LOVERS,
    R_FIXED_CAP,
    R_STRICT_TURNS,
    ROMEO,
)
from .events import active_rules, deal_event_deck
from .scene import (
    EFFECT,
    KEEP_CHAPERONE,
    KEEP_LOCATION,
    MAX_PROPOSALS,
    OVER,
    RENDEZVOUS,
    SECRET,
    STEPPING,
    SceneMixin,
)
from .speech import SpeechMixin
from .view import ViewMixin


class RomeoJuliette(Game):
    id = "romeo-juliette"
    version = "2"
    title = "Roméo & Juliette"
    min_players = 2
    max_players = 2
    cooperative = True
    table_talk = False  # the lovers communicate only through missives
    categorical_statistics = frozenset({"chapter"})  # a difficulty level, counted not averaged
    options = (
        Option("chapter", 1, tuple(range(1, 10)), "the chapter (difficulty) I-IX, as a number 1-9"),
        Option("allegory_lovers", True, (False, True),
               "ruling R2: the Allegory of Hate stirs Hate next to a lover too (false: only next "
               "to a family chaperone, version 1's reading)"),
        Option("fixed_proposal_cap", False, (False, True),
               "ruling R5, version 1's reading: at most 2 proposals per lover in the whole "
               "rendezvous (false: 2 since the last missive)"),
        Option("strict_alternation", False, (False, True),
               "ruling R4, version 1's reading: a lover may wait only while their own proposal "
               "stands (false: silence is open whenever it cannot stall the rendezvous)"),
    )
    #: a version-1 record or table carries `allegory_lovers` itself (stored options are
    #: complete), so only the options version 1 did not have are set here
    legacy_versions = {"1": {"fixed_proposal_cap": True, "strict_alternation": True}}
    #: version 1 had `allegory_lovers` with the default false (R2): a version-1 record that
    #: leaves it out meant that
    legacy_defaults = {"1": {"allegory_lovers": False}}
    max_decisions = 2_000
    heuristic_module = "salon.games.romeo_juliette.bot"
    search_module = "salon.games.romeo_juliette.search"

    def option_variants(self) -> list[dict[str, Any]]:
        return [{}, {"chapter": 3}, {"chapter": 5}, {"chapter": 7}, {"chapter": 9},
                {"chapter": 2, "allegory_lovers": False},
                {"chapter": 4, "fixed_proposal_cap": True, "strict_alternation": True},
                {"chapter": 6, "allegory_lovers": False, "fixed_proposal_cap": True,
                 "strict_alternation": True}]

    def parse_notation(self, text: str) -> Action:
        return A.parse(text)


GAME = RomeoJuliette()


#: the seats deciding: one seat (index -1 gives (-1,), as `(seat,)` would), and behind the
#: scenes by (Juliette owes a choice) + 2 * (Roméo does)
_SEAT = ((0,), (1,), (-1,))
_SECRET_TURN = ((), (0,), (1,), (0, 1))


class RJState(SpeechMixin, ViewMixin, SceneMixin):
    game = GAME
    FIELDS = (
        "rng", "chapter", "rules_on", "pos", "love", "hate", "act", "scene", "phase", "decider",
        "stage", "missives", "reserve", "heart", "heart_last", "loc_hand", "loc_deck", "loc_shown",
        "cha_hand", "cha_deck", "cha_shown", "pick_loc", "pick_cha", "known", "rv_turn", "rv_face",
        "rv_by", "rv_props", "rv_spent", "rv_log", "ev_book", "ev_deck", "ev_box", "ev_spaces",
        "last_hate", "last_love", "last_events", "last_nurse", "scenes_played", "result", "cause",
    )

    # ------------------------------------------------------------ setup
    def _setup(self, rng: Rng) -> None:
        ch = CHAPTERS[self.options["chapter"]]
        self.chapter = ch.number
        self.rng = rng
        self.ev_book = ch.book
        self.ev_deck, self.ev_box = deal_event_deck(ch.number, rng)
        self.ev_spaces = [-1] * (LOVE_MAX + 1)
        self.rules_on = active_rules(self.ev_book, self.ev_spaces)
        if self.options["allegory_lovers"]:
            self.rules_on |= R_ALLEGORY_LOVERS
        if self.options["fixed_proposal_cap"]:
            self.rules_on |= R_FIXED_CAP
        if self.options["strict_alternation"]:
            self.rules_on |= R_STRICT_TURNS
        self.pos = list(ch.place)
        self.love = LOVE_START
        self.hate = ch.hate_start
        self.act = 1
        self.scene = 1
        self.decider = -1
        self.stage = 0
        self.missives = list(ch.missives)
        self.reserve = MISSIVES - sum(ch.missives)
        self.heart = -1
        self.heart_last = -1
        self.loc_hand, self.loc_deck, self.loc_shown = [], [], []
        self.cha_hand, self.cha_deck, self.cha_shown = [], [], []
        self.known = []
        for seat in (JULIETTE, ROMEO):
            start = ch.place[seat]  # the card of the location where this lover starts
            deck = [c for c in LOC_CARDS if c != start]
            rng.shuffle(deck)
            self.loc_hand.append([start])
            self.loc_deck.append(deck)
            self.loc_shown.append([])
            chaps = list(CHAP_CARDS[seat])
            rng.shuffle(chaps)
            self.cha_hand.append([])
            self.cha_deck.append(chaps)
            self.cha_shown.append([])
            self.known.append(start)
        self.pick_loc = [-1, -1]
        self.pick_cha = [-1, -1]
        self.last_hate, self.last_love, self.last_events, self.last_nurse = [], 0, [], False
        self.scenes_played = 0
        self.result = ONGOING
        self.cause = ""
        self._start_scene()

    def clone(self) -> RJState:
        s = RJState.__new__(RJState)
        # one copy of the attribute dict carries every immutable field and the protocol's own
        # (`_copy_base`); the lists mutated in place are copied below. Copy on write, never
        # mutated in place: loc_shown, cha_shown, known, rv_log, ev_box, ev_spaces, last_hate,
        # last_events are shared between clones
        d = self.__dict__.copy()
        s.__dict__ = d
        d["rng"] = self.rng.clone()
        d["pos"] = self.pos[:]
        d["missives"] = self.missives[:]
        x = self.loc_hand
        d["loc_hand"] = [x[0][:], x[1][:]]
        x = self.loc_deck
        d["loc_deck"] = [x[0][:], x[1][:]]
        x = self.cha_hand
        d["cha_hand"] = [x[0][:], x[1][:]]
        x = self.cha_deck
        d["cha_deck"] = [x[0][:], x[1][:]]
        d["pick_loc"] = self.pick_loc[:]
        d["pick_cha"] = self.pick_cha[:]
        d["rv_props"] = self.rv_props[:]
        d["rv_spent"] = self.rv_spent[:]
        d["ev_deck"] = self.ev_deck[:]
        return s

    # ------------------------------------------------------------ decisions
    def _current(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == RENDEZVOUS:
            return _SEAT[self.rv_turn]
        if phase == SECRET:
            c = self.pick_cha
            return _SECRET_TURN[(c[0] < 0) + 2 * (c[1] < 0)]
        if phase == OVER:
            return ()
        return _SEAT[self.decider]

    def _legal(self, p: int) -> list[Action]:
        if self.phase == RENDEZVOUS:
            return self._legal_rendezvous(p)
        return self._legal_other(p)

    def _apply(self, p: int, action: Action) -> None:
        phase = self.phase
        kind = type(action)
        if phase == RENDEZVOUS:
            if kind is A.Missive:
                self._missive(p, action.loc)  # type: ignore[attr-defined]
            elif kind is A.Propose:
                self._propose(p, action.face)  # type: ignore[attr-defined]
            elif kind is A.Confirm:
                self._confirm(p)
            else:
                self._wait(p)
        elif phase == SECRET:
            if kind is A.Go:
                self._pick_location(p, action.card)  # type: ignore[attr-defined]
            else:
                self._pick_chaperone(p, action.piece)  # type: ignore[attr-defined]
        elif phase == STEPPING:
            self._step_aside(p, action.loc)  # type: ignore[attr-defined]
        elif phase == EFFECT:
            if kind is A.Move:
                self._effect(action.pieces, action.d)  # type: ignore[attr-defined]
            else:
                self._effect((), 1)
        elif phase == KEEP_LOCATION:
            self._keep_location(p, action.card)  # type: ignore[attr-defined]
        elif phase == KEEP_CHAPERONE:
            self._keep_chaperone(p, action.piece)  # type: ignore[attr-defined]

    def why_illegal(self, p: int, action: Action) -> str | None:
        """Why `action` is refused, in the current language's words ([text] illegal_*)."""
        if isinstance(action, A.Missive) and self.phase == RENDEZVOUS and self.missives[p] == 0:
            return GAME.words().say("illegal_no_missive")
        if isinstance(action, A.Confirm) and self.phase == RENDEZVOUS and self.rv_by != 1 - p:
            return GAME.words().say("illegal_confirm")
        if isinstance(action, A.Wait) and self.phase == RENDEZVOUS:
            return GAME.words().say("illegal_wait_strict" if self.rules_on & R_STRICT_TURNS else "illegal_wait")
        if isinstance(action, A.Propose) and self.phase == RENDEZVOUS:
            if self.rv_face == action.face:
                return GAME.words().say("illegal_own_face" if self.rv_by == p else "illegal_their_face")
            key = "illegal_proposals_rendezvous" if self.rules_on & R_FIXED_CAP else "illegal_proposals_missive"
            return GAME.words().say(key, n=MAX_PROPOSALS)
        if isinstance(action, A.Go) and self.phase == SECRET and self.pick_loc[p] < 0:
            return GAME.words().say("illegal_go")
        if isinstance(action, A.With) and self.phase == SECRET and self.pick_loc[p] >= 0:
            return GAME.words().say("illegal_with")
        if isinstance(action, A.Step) and self.phase == STEPPING:
            return GAME.words().say("illegal_step")
        if isinstance(action, A.Move) and self.phase == EFFECT:
            return GAME.words().say("illegal_move")
        if isinstance(action, A.Skip):
            return GAME.words().say("illegal_skip")
        return None

    def progress_scores(self) -> list[float] | None:
        return [float(self.love)] * 2

    def statistics(self) -> dict[str, Any]:
        won = self.result == WON
        stats: dict[str, Any] = {"chapter": self.chapter, "won": won, "scenes": self.scenes_played,
                                 "love": self.love, "hate": self.hate}
        if won:
            stats["scenes_to_win"] = self.scenes_played
        else:
            stats["cause_of_loss"] = self.cause
        return stats

    def _outcome(self) -> Outcome | None:
        won = self.result == WON
        score = 1.0 if won else 0.0
        return Outcome(
            scores=[score, score],
            winners=[0, 1] if won else [],
            details={
                "won": won,
                "cause": {"love": "Love reached its maximum", "hate": "Hate reached the bottom of its track",
                          "time": "12 scenes played without Love at its maximum"}.get(self.cause, self.cause),
                "end": self.cause,
                "scenes_played": self.scenes_played,
                "love": self.love,
                "hate": self.hate,
                "chapter": self.chapter,
                "events_revealed": [EVENTS[c].id for c in self.ev_spaces if c >= 0],
            },
        )

    def _reversible(self, p: int, action: Action, before: RJState) -> bool:  # type: ignore[override]
        """Undo within a turn: what this game lets a seat take back (undo.py)."""
        from .undo import reversible
        return reversible(self, p, action, before)


RomeoJuliette.state_class = RJState
register(GAME)
