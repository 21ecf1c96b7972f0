"""What each seat sees (`_view`), what it may not (`_determinize`), prompts and descriptions.

A seat sees: its own hand and its own face-down choice; the partner's hand sizes only; every
revealed card of the act; every position, track and missive; the rendezvous as it was spoken;
whether the partner has made its secret choice (never which, until both are in); the book
card and the event cards on the Love track (face-down ones too: both saw them resolved); the
event deck's size, never its order or content. A spectator sees no hand and no face-down card.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action
from ...core.rng import Rng
from .actions import FACES, Confirm, Go, KeepChap, KeepLoc, Missive, Propose, With
from .base import LOST, WON, RJBase
from .data import (
    CHAPTERS,
    CHAR_IDS,
    EVENTS,
    LEVEL_CARDS,
    LEVEL_OF,
    LOC_CARD_IDS,
    LOC_CARD_NAMES,
    LOC_IDS,
    LOC_NAMES,
    LOVE_MAX,
    ROMAN,
    SCENES_PER_ACT,
    SEAT_NAMES,
)
from .scene import (
    EFFECT,
    OVER,
    PHASE_NAMES,
    SECRET,
    STEPPING,
    hate_locations,
)

#: tables for the view, built once
_CHAPTER_NAMES = {n: f"{ROMAN[n]}. {ch.name}" for n, ch in CHAPTERS.items()}
_EVENT_IDS = tuple(e.id for e in EVENTS)
_HOURGLASS = tuple(e.hourglass for e in EVENTS)
_SPACE_KEYS = tuple(str(i) for i in range(LOVE_MAX + 1))


class ViewMixin(RJBase):
    """Information for RJState."""

    def _view(self, p: int | None) -> dict[str, Any]:
        phase = self.phase
        secret = phase == SECRET
        pick_loc, pick_cha, known = self.pick_loc, self.pick_cha, self.known
        seats = []
        for q in (0, 1):
            seats.append({
                "lover": SEAT_NAMES[q],
                "location": LOC_IDS[self.pos[q]],
                "missives": self.missives[q],
                "hand_sizes": [len(self.loc_hand[q]) + (1 if secret and pick_loc[q] >= 0 else 0),
                               len(self.cha_hand[q]) + (1 if secret and pick_cha[q] >= 0 else 0)],
                "deck_sizes": [len(self.loc_deck[q]), len(self.cha_deck[q])],
                "revealed_locations": [LOC_CARD_IDS[c] for c in self.loc_shown[q]],
                "revealed_chaperones": [CHAR_IDS[c] for c in self.cha_shown[q]],
                "known_in_hand": [LOC_CARD_IDS[known[q]]] if known[q] >= 0 else [],
                "ready": secret and pick_cha[q] >= 0,
            })
        view: dict[str, Any] = {
            "game": self.game.id,
            "seat": p,
            "chapter": self.chapter,
            "chapter_name": _CHAPTER_NAMES[self.chapter],
            "allegory_lovers": bool(self.options.get("allegory_lovers", False)),
            "act": self.act,
            "scene": self.scene,
            "scene_in_act": (self.scene - 1) % SCENES_PER_ACT + 1,
            "phase": PHASE_NAMES[phase],
            "to_act": list(self._current()),
            "decider": self.decider,
            "love": self.love,
            "hate": self.hate,
            "heart": FACES[self.heart] if self.heart >= 0 else None,
            "reserve": self.reserve,
            "positions": dict(zip(CHAR_IDS, [LOC_IDS[x] for x in self.pos])),
            "hate_now": [LOC_IDS[x] for x in hate_locations(self.pos, self.rules_on)],
            "seats": seats,
            "rendezvous": {
                "log": [[q, text] for q, text in self.rv_log],
                "turn": self.rv_turn,
                "proposal": FACES[self.rv_face] if self.rv_face >= 0 else None,
                "proposed_by": self.rv_by,
                "proposals": list(self.rv_props),
                "missives_spent": list(self.rv_spent),
            },
            "this_scene": None,
            "book": _EVENT_IDS[self.ev_book],
            "love_spaces": {_SPACE_KEYS[i]: {"id": _EVENT_IDS[c], "face_up": _HOURGLASS[c]}
                            for i, c in enumerate(self.ev_spaces) if c >= 0},
            "event_deck_size": len(self.ev_deck),
            "last_resolution": {
                "hate": [LOC_IDS[x] for x in self.last_hate],
                "love": self.last_love,
                "events": [_EVENT_IDS[c] for c in self.last_events],
                "nurse": self.last_nurse,
            },
        }
        if phase == STEPPING or phase == EFFECT:  # the cards just revealed
            view["this_scene"] = {
                SEAT_NAMES[q]: [LOC_CARD_IDS[pick_loc[q]], CHAR_IDS[pick_cha[q]]] for q in (0, 1)
            }
        if p is not None:
            view["hand"] = {
                "locations": [LOC_CARD_IDS[c] for c in self.loc_hand[p]],
                "chaperones": [CHAR_IDS[c] for c in self.cha_hand[p]],
            }
            if secret:
                view["my_choice"] = {
                    "location": LOC_CARD_IDS[pick_loc[p]] if pick_loc[p] >= 0 else None,
                    "chaperone": CHAR_IDS[pick_cha[p]] if pick_cha[p] >= 0 else None,
                }
        if phase == OVER:
            view["result"] = {"won": self.result == WON, "cause": self.cause,
                              "scenes_played": self.scenes_played}
        return view

    # ------------------------------------------------------------ determinization
    def _determinize(self, p: int, rng: Rng) -> RJBase:
        s = self.clone()
        q = 1 - p
        # p's own decks: composition known, order not
        for deck in (s.loc_deck[p], s.cha_deck[p]):
            deck.sort()
            rng.shuffle(deck)
        # the partner's cards: hand (with its unrevealed face-down choice) and decks
        secret = s.phase == SECRET
        ready = secret and s.pick_cha[q] >= 0
        loc_pool = s.loc_hand[q] + s.loc_deck[q]
        cha_pool = s.cha_hand[q] + s.cha_deck[q]
        loc_n = len(s.loc_hand[q])
        cha_n = len(s.cha_hand[q])
        if secret and s.pick_loc[q] >= 0:
            loc_pool.append(s.pick_loc[q])
            loc_n += 1
        if ready:
            cha_pool.append(s.pick_cha[q])
            cha_n += 1
        known = s.known[q]
        loc_hand: list[int] = []
        if known >= 0:
            loc_pool.remove(known)
            loc_hand.append(known)
        loc_pool.sort()
        rng.shuffle(loc_pool)
        cha_pool.sort()
        rng.shuffle(cha_pool)
        take = loc_n - len(loc_hand)
        loc_hand += loc_pool[:take]
        loc_hand.sort()
        cha_hand = sorted(cha_pool[:cha_n])
        s.loc_deck[q] = loc_pool[take:]
        s.cha_deck[q] = cha_pool[cha_n:]
        if secret:
            s.pick_loc[q] = -1
            s.pick_cha[q] = -1
            if ready:  # the partner has chosen: which cards, p does not know
                s.pick_loc[q] = loc_hand.pop(rng.below(len(loc_hand)))
                s.pick_cha[q] = cha_hand.pop(rng.below(len(cha_hand)))
        s.loc_hand[q] = loc_hand
        s.cha_hand[q] = cha_hand
        # the event deck: per level, which cards were drawn is unknown, and their order
        seen = set(c for c in s.ev_spaces if c >= 0)
        new_deck: list[int] = []
        box: list[int] = []
        counts = [0, 0, 0]
        for c in s.ev_deck:
            counts[LEVEL_OF[c]] += 1
        for level, cards in enumerate(LEVEL_CARDS):
            unseen = [c for c in cards if c not in seen]
            rng.shuffle(unseen)
            new_deck += unseen[:counts[level]]
            box += unseen[counts[level]:]
        rng.shuffle(new_deck)
        box.sort()
        s.ev_deck = new_deck
        s.ev_box = box
        s.rng = Rng(rng.next64())
        return s

    # ------------------------------------------------------------ text
    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        who = SEAT_NAMES[actor]
        if isinstance(action, Go):
            if viewer == actor:
                return f"{who} chooses {LOC_CARD_NAMES[action.card]} in secret"
            return f"{who} makes a secret choice"
        if isinstance(action, With):
            if viewer == actor:
                return f"{who} chooses {CHAR_IDS[action.piece]} in secret"
            return f"{who} makes a secret choice"
        if isinstance(action, Confirm) and self.rv_face >= 0:
            return f"{who} confirms {FACES[self.rv_face].title()}"
        if isinstance(action, Missive):
            return f"{who} spends a missive pointing at {LOC_NAMES[action.loc]}"
        if isinstance(action, Propose):
            return f"{who} proposes {FACES[action.face].title()}"
        if isinstance(action, KeepLoc | KeepChap):
            if viewer == actor:
                return f"{who}: {action}"
            return f"{who} keeps a card for the next act"
        return f"{who}: {action}"

    def component_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for seat in (0, 1):
            name = SEAT_NAMES[seat]
            cards = self.loc_hand[seat] + self.loc_deck[seat] + self.loc_shown[seat]
            if self.phase == SECRET and self.pick_loc[seat] >= 0:
                cards = cards + [self.pick_loc[seat]]
            for c in cards:
                key = f"{name} location card {LOC_CARD_IDS[c]}"
                counts[key] = counts.get(key, 0) + 1
            chaps = self.cha_hand[seat] + self.cha_deck[seat] + self.cha_shown[seat]
            if self.phase == SECRET and self.pick_cha[seat] >= 0:
                chaps = chaps + [self.pick_cha[seat]]
            for c in chaps:
                key = f"{name} chaperone card {CHAR_IDS[c]}"
                counts[key] = counts.get(key, 0) + 1
        counts["missive tokens"] = self.missives[0] + self.missives[1] + self.reserve
        counts["character pieces"] = len(self.pos)
        events = [self.ev_book] + self.ev_deck + self.ev_box + [c for c in self.ev_spaces if c >= 0]
        events += [e.index for e in EVENTS if e.level == "chapter" and e.index != self.ev_book]  # in the box
        for c in events:
            key = f"event card {EVENTS[c].id}"
            counts[key] = counts.get(key, 0) + 1
        return counts


__all__ = ["LOST", "ViewMixin"]
