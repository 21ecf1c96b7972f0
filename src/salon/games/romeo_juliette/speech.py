"""Roméo & Juliette in words: seat names, action labels and prompts (the `State` hooks).

`SpeechMixin` gives `RJState` its words: `seat_name`, `label`, `_prompt`, `narrate` (the log,
in `narration`) and `scoring` (the final table, in `final`). A prompt is built from the kinds
of legal action open at that moment (`PROMPT_KINDS` says which English words name each kind).
Labels, prompts and their pieces are `[text]` templates (`label_*`, `prompt_*`) of the current
language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ...core.game import Action, Scoring, State
from ...core.words import join_words
from . import narration as _narration
from .actions import Confirm, Go, KeepChap, KeepLoc, Missive, Move, Propose, Skip, Step, Wait, With
from .base import RJBase
from .data import ASIDE, LOC_IDS, NEIGHBOURS, step
from .wording import W, cap, card, char, direction, face, loc, loc_at, loc_of, loc_to, say, seat

__all__ = ["PROMPT_KINDS", "SpeechMixin", "action_label", "prompt_text"]

#: for each kind of action, a phrase every prompt offering it contains (and no other prompt)
PROMPT_KINDS: dict[type[Action], str] = {
    Missive: "missive", Propose: "propose", Confirm: "confirm", Wait: "keep silent",
    Go: "where you go", With: "who goes with you", Step: "step to", Move: "move",
    Skip: "leave it unused", KeepLoc: "keep one location card", KeepChap: "keep one chaperone card",
}


def _move_words(state: RJBase, action: Move) -> str:
    """'Lord Capulet to the Church and Tybalt to the Capulet Ballroom'."""
    parts = [say("move_to", piece=char(p), to=loc_to(step(state.pos[p], action.d))) for p in action.pieces]
    return join_words(parts)


def action_label(state: RJBase, action: Action, p: int) -> str:
    """A short label in words for one of seat p's legal actions (beginning with a capital in
    every language: German's may begin with a place, "In die Kirche gehen")."""
    return cap(_label(state, action, p))


def _label(state: RJBase, action: Action, p: int) -> str:
    if isinstance(action, Missive):
        return say("label_missive", at=loc_at(action.loc))
    if isinstance(action, Propose):
        return say("label_propose", face=face(action.face))
    if isinstance(action, Confirm):
        return say("label_confirm_face", face=face(state.rv_face)) if state.rv_face >= 0 else say("label_confirm")
    if isinstance(action, Wait):
        if state.rv_by == p and state.rv_face >= 0:
            return say("label_wait_stands", face=face(state.rv_face))
        return say("label_wait")
    if isinstance(action, Go):
        if action.card == ASIDE:
            return say("label_go_aside", card=card(ASIDE))
        return say("label_go", to=loc_to(action.card))
    if isinstance(action, With):
        return say("label_with", piece=char(action.piece))
    if isinstance(action, Step):
        d = 1 if step(state.pos[p], 1) == action.loc else -1
        return say("label_step", to=loc_to(action.loc), dir=direction(d))
    if isinstance(action, Move):
        return say("label_move", moves=_move_words(state, action), dir=direction(action.d))
    if isinstance(action, Skip):
        return say("label_skip", of=loc_of(state.pos[p]))
    if isinstance(action, KeepLoc):
        return say("label_keep_location", card=card(action.card))
    if isinstance(action, KeepChap):
        return say("label_keep_chaperone", piece=char(action.piece))
    return cap(str(action))  # pragma: no cover - every action kind is listed above


def prompt_text(state: RJBase, p: int, legal: Sequence[Action]) -> str:
    """What seat p decides now, naming only the kinds of action on offer."""
    kinds = {type(a) for a in legal}
    w = W()
    if Missive in kinds or Propose in kinds or Confirm in kinds or Wait in kinds:
        parts = []
        if Missive in kinds:
            parts.append(say("prompt_missive", n=state.missives[p]))
        faces = [face(a.face) for a in legal if isinstance(a, Propose)]
        if faces:
            parts.append(say("prompt_propose", faces=join_words(faces, "or")))
        if Confirm in kinds:
            parts.append(say("prompt_confirm", face=face(state.rv_face)))
        if Wait in kinds:
            parts.append(say("prompt_wait"))
        phase, choices = w.name("phase", "rendezvous"), cap(join_words(parts, "or"))
        if state.rv_by >= 0 and state.rv_face >= 0:
            if state.rv_by == p:
                return say("prompt_rendezvous_mine", phase=phase, face=face(state.rv_face), choices=choices)
            return say("prompt_rendezvous_theirs", phase=phase, seat=seat(state.rv_by), face=face(state.rv_face),
                       choices=choices)
        return say("prompt_rendezvous", phase=phase, choices=choices)
    if Go in kinds:
        return say("prompt_go", phase=w.name("phase", "behind the scenes"))
    if With in kinds:
        return say("prompt_with", phase=w.name("phase", "behind the scenes"))
    if Step in kinds:
        a, b = NEIGHBOURS[state.pos[p]]
        return say("prompt_step", card=card(ASIDE), a=loc_to(a), b=loc_to(b))
    if Move in kinds:
        here = LOC_IDS[state.pos[p]]
        key = "prompt_move_skip" if Skip in kinds else "prompt_move"
        return say(key, place=loc(state.pos[p]), task=w.field("location", here, "task"))
    if KeepLoc in kinds:
        return say("prompt_keep_location")
    if KeepChap in kinds:
        return say("prompt_keep_chaperone")
    return w.name("phase", "over")


class SpeechMixin(RJBase):
    """The words hooks of RJState."""

    def seat_name(self, p: int) -> str:
        return seat(p)

    def label(self, action: Action, p: int) -> str:
        return action_label(self, action, p)

    def _prompt(self, p: int) -> str:
        return prompt_text(self, p, self._legal_cached(p))

    def narrate(self, before: State, actor: int, action: Action, viewer: int | None,
                names: Sequence[str]) -> list[str]:
        return _narration.narrate(cast(RJBase, before), self, actor, action, viewer, names)

    def narrate_key(self, before: State, actor: int, action: Action, viewer: int | None) -> bool:
        """narration.narrate tells a viewer more only as the actor (its secret cards): every
        other viewer reads the same."""
        return viewer == actor

    def scoring(self, names: Sequence[str]) -> Scoring | None:
        from .final import final_scoring

        return final_scoring(self, names)
