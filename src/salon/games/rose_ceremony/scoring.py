"""Rose Ceremony's final scoring as a person reads it, and the verdict: who won and why.

The rulebook's end of game: 5 charm points win at once; exchanging a bouquet of 10 roses or
more wins at once whatever the charm points; when the deck runs out and the round is finished,
the most charm points win and tied players all win (ruling R11). The scores of the outcome stay
the charm points (golden transcripts hold them); the table and the verdict say the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.errors import SalonError
from ...core.game import Scoring
from ...core.words import join_words
from .rules import HEART_TOKENS, ROSES, THORNS, Exchange, Respond
from .wording import roses, words

if TYPE_CHECKING:
    from .rules import RoseState


@dataclass
class Tally:
    """What a finished game's history says beyond its final state."""

    exchanges: list[int]
    wilted: list[int]
    #: roses of the last bouquet exchanged (the ten-rose bouquet when that ended the game)
    last_exchange: int = 0


def tally(state: RoseState) -> Tally | None:
    """Exchanges and wilts per player, by replaying the game's record (None if it cannot be:
    a determinized state, or one a test set up by hand)."""
    history = state.history()
    if state.seed is None or not history:
        return None
    try:
        s = type(state).game.new_game(state.players, seed=state.seed, **state.options)
    except SalonError:
        return None
    from .rules import RoseState

    if not isinstance(s, RoseState):
        return None
    t = Tally([0] * state.players, [0] * state.players)
    for p, a in history:
        busts, turn = s.busts, s.turn
        r = sum(ROSES[c] for c in s.bouquets[p])
        try:
            s.apply(p, a)
        except SalonError:
            return None
        text = str(a)
        if text == str(Exchange(True)):
            t.exchanges[p] += 1
            t.last_exchange = r
        elif s.busts > busts and text in (str(Respond(True)), str(Respond(False))):
            owner = p if text == str(Respond(True)) else turn
            t.wilted[owner] += 1
    if s.hearts != state.hearts or s.bouquets != state.bouquets or s.winners != state.winners:
        return None
    return t


def verdict(state: RoseState, names: Sequence[str], t: Tally | None = None) -> str:
    """'Ada wins by exchanging a ten-rose bouquet (11 roses)', and the like."""
    w = words()
    winners = state.winners
    who = join_words([names[q] for q in winners])
    if state.end_reason == "ten_roses":
        t = t if t is not None else tally(state)
        if t is not None and t.last_exchange:
            return w.say("verdict_ten", winner=who, roses=t.last_exchange)
        return w.say("verdict_ten_unknown", winner=who)
    if state.end_reason == "five_hearts":
        return w.say("verdict_five", winner=who, points=state.hearts[winners[0]])
    best = state.hearts[winners[0]] if winners else 0
    if len(winners) == 1:
        return w.say("verdict_deck_one", winner=who, points=best)
    return w.say("verdict_deck_tie", winners=who, points=best)


def scoring(state: RoseState, names: Sequence[str]) -> Scoring | None:
    """The final scoring: rows by category, columns the players, the verdict and notes."""
    if not state.is_over():
        return None
    w = words()
    n = state.players
    t = tally(state)
    sc = Scoring(columns=list(names))

    def cat(key: str) -> str:
        return w.name("category", key)

    def fx(key: str) -> str:
        return w.effect("category", key)

    if t is not None:
        sc.add_row(cat("exchanges"), t.exchanges, help=fx("exchanges"))
        sc.add_row(cat("wilted"), t.wilted, help=fx("wilted"))
    sc.add_row(cat("bouquet_roses"), [sum(ROSES[c] for c in b) for b in state.bouquets],
               help=fx("bouquet_roses"))
    sc.add_row(cat("bouquet_thorns"), [sum(THORNS[c] for c in b) for b in state.bouquets],
               help=fx("bouquet_thorns"))
    if state.end_reason == "ten_roses":
        won = roses(t.last_exchange) if t is not None and t.last_exchange else "10+"
        sc.add_row(cat("ten_roses"), [won if q in state.winners else "–" for q in range(n)],
                   help=fx("ten_roses"))
    sc.add_row(cat("charm_points"), state.hearts, help=fx("charm_points"), total=True)
    sc.add_shared(cat("end"), w.name("end", state.end_reason), help=w.effect("end", state.end_reason))
    sc.add_shared(cat("deck"), str(len(state.deck)), help=fx("deck"))
    sc.add_shared(cat("discard"), str(len(state.discard)), help=fx("discard"))
    sc.add_shared(cat("hearts_left"), str(max(0, HEART_TOKENS - sum(state.hearts))),
                  help=fx("hearts_left"))
    sc.add_shared(cat("turns"), str(state.turns_played), help=fx("turns"))
    sc.verdict = verdict(state, names, t)
    if state.end_reason == "ten_roses":
        sc.notes.append(w.say("note_ten"))
    elif state.end_reason == "deck_out" and len(state.winners) > 1:
        sc.notes.append(w.effect("tiebreak", "shared"))
    if any(state.bouquets):
        sc.notes.append(w.say("note_unexchanged"))
    sc.winners = list(state.winners)
    return sc
