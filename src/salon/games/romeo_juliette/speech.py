"""Roméo & Juliette in words: seat names, action labels and prompts (the `State` hooks).

`SpeechMixin` gives `RJState` its words: `seat_name`, `label`, `_prompt`, `narrate` (the log,
in `narration`) and `scoring` (the final table, in `final`). A prompt is built from the kinds
of legal action open at that moment (`PROMPT_KINDS` says which words name each kind).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ...core.game import Action, Scoring, State
from ...core.words import join_words, plural
from . import narration as _narration
from .actions import Confirm, Go, KeepChap, KeepLoc, Missive, Move, Propose, Skip, Step, Wait, With
from .base import RJBase
from .data import ASIDE, LOC_IDS, NEIGHBOURS, step
from .wording import W, cap, card, char, direction, face, loc, seat

__all__ = ["PROMPT_KINDS", "SpeechMixin", "action_label", "prompt_text"]

#: for each kind of action, a phrase every prompt offering it contains (and no other prompt)
PROMPT_KINDS: dict[type[Action], str] = {
    Missive: "missive", Propose: "propose", Confirm: "confirm", Wait: "keep silent",
    Go: "where you go", With: "who goes with you", Step: "step to", Move: "move",
    Skip: "leave it unused", KeepLoc: "keep one location card", KeepChap: "keep one chaperone card",
}


def _move_words(state: RJBase, action: Move) -> str:
    """'Lord Capulet to the Church and Tybalt to the Capulet Ballroom'."""
    parts = [f"{char(p)} to {loc(step(state.pos[p], action.d))}" for p in action.pieces]
    return join_words(parts)


def action_label(state: RJBase, action: Action, p: int) -> str:
    """A short label in words for one of seat p's legal actions."""
    if isinstance(action, Missive):
        return f"Send a missive: meet at {loc(action.loc)}"
    if isinstance(action, Propose):
        return f"Propose {face(action.face)}"
    if isinstance(action, Confirm):
        return f"Confirm {face(state.rv_face)}" if state.rv_face >= 0 else "Confirm"
    if isinstance(action, Wait):
        if state.rv_by == p and state.rv_face >= 0:
            return f"Keep silent: your proposal of {face(state.rv_face)} stands"
        return "Keep silent and hand the word back"
    if isinstance(action, Go):
        if action.card == ASIDE:
            return f"Play {card(ASIDE)} (one step either way)"
        return f"Go to {loc(action.card)}"
    if isinstance(action, With):
        return f"Take {char(action.piece)} along"
    if isinstance(action, Step):
        d = 1 if step(state.pos[p], 1) == action.loc else -1
        return f"Step aside to {loc(action.loc)} ({direction(d)})"
    if isinstance(action, Move):
        return cap(f"{_move_words(state, action)} ({direction(action.d)})")
    if isinstance(action, Skip):
        return f"Leave the effect of {loc(state.pos[p])} unused"
    if isinstance(action, KeepLoc):
        return f"Keep {card(action.card)}"
    if isinstance(action, KeepChap):
        return f"Keep {char(action.piece)}"
    return cap(str(action))  # pragma: no cover - every action kind is listed above


def prompt_text(state: RJBase, p: int, legal: Sequence[Action]) -> str:
    """What seat p decides now, naming only the kinds of action on offer."""
    kinds = {type(a) for a in legal}
    w = W()
    if Missive in kinds or Propose in kinds or Confirm in kinds or Wait in kinds:
        parts = []
        if Missive in kinds:
            parts.append(f"send a missive ({plural(state.missives[p], 'missive')} left)")
        faces = [face(a.face) for a in legal if isinstance(a, Propose)]
        if faces:
            parts.append("propose " + join_words(faces, "or"))
        if Confirm in kinds:
            parts.append(f"confirm {face(state.rv_face)}")
        if Wait in kinds:
            parts.append("keep silent")
        standing = ""
        if state.rv_by >= 0 and state.rv_face >= 0:
            who = "your" if state.rv_by == p else f"{seat(state.rv_by)}'s"
            standing = f" ({who} proposal on the table: {face(state.rv_face)})"
        return f"{w.name('phase', 'rendezvous')}{standing}: {cap(join_words(parts, 'or'))}"
    if Go in kinds:
        return f"{w.name('phase', 'behind the scenes')}: choose in secret where you go (a location card)"
    if With in kinds:
        return f"{w.name('phase', 'behind the scenes')}: choose in secret who goes with you (a chaperone card)"
    if Step in kinds:
        a, b = NEIGHBOURS[state.pos[p]]
        return f"{card(ASIDE)}: step to {loc(a)} or to {loc(b)}"
    if Move in kinds:
        here = LOC_IDS[state.pos[p]]
        text = f"{loc(state.pos[p])}: {w.field('location', here, 'task')}"
        if Skip in kinds:
            text += ", or leave it unused"
        return text
    if KeepLoc in kinds:
        return "End of the act: keep one location card for the next act"
    if KeepChap in kinds:
        return "End of the act: keep one chaperone card for the next act"
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
