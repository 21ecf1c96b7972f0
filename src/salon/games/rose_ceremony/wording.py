"""Rose Ceremony in words: labels of the move list, prompts and the log's sentences.

Every phrase comes from the game's words file (`data/words.toml`, its `[text]` Fluent patterns,
and `data/words.<lang>.toml` in another language); this module only fills them in, with counts
as numbers so that each language words them by its own plural rules. `GAME.words()` is asked
each time (it is the current language's), never kept. The log never tells a viewer more than
their view shows: the face of an offered card reaches only its giver until it lands face up in
a bouquet (rulings R2 and R10), and a drawn card only the player who drew it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.game import Action
from ...core.words import Words, join_words
from .rules import (
    EXCHANGE_PHASE,
    GAME,
    INSTANT_WIN_ROSES,
    OFFER,
    OVER,
    RESPOND,
    ROSES,
    THORNS,
    WIN_HEARTS,
    Exchange,
    Offer,
    Respond,
    hearts_for,
)

if TYPE_CHECKING:
    from .rules import RoseState


def words() -> Words:
    """The game's words in the current language (loaded once per language by the game)."""
    return GAME.words()


def roses(n: int) -> str:
    """'1 rose', '11 roses': a count on its own (a cell of the final scoring)."""
    return words().say("roses", n=n)


def card_words(r: int, t: int) -> str:
    """'3 roses, 2 thorns', '1 rose, no thorn', 'no rose, 2 thorns'."""
    return _card_words(words(), r, t)


@lru_cache(maxsize=256)
def _card_words(w: Words, r: int, t: int) -> str:
    """card_words for the words `w` (the log, labels and prompts say a card's words often); keyed
    by the words, so by the language they are in."""
    return w.say("card", roses=w.say("card_roses", n=r), thorns=w.say("card_thorns", n=t))


def card_of(card: int) -> str:
    """The words of a card type index."""
    return card_words(ROSES[card], THORNS[card])


def bouquet_roses(state: RoseState, p: int) -> int:
    return sum(ROSES[c] for c in state.bouquets[p])


def bouquet_thorns(state: RoseState, p: int) -> int:
    return sum(THORNS[c] for c in state.bouquets[p])


# ---------------------------------------------------------------- labels and prompts


def reward(state: RoseState, p: int) -> str:
    """What exchanging p's bouquet now gives: 'n charm points', or the win."""
    w = words()
    n = hearts_for(bouquet_roses(state, p))
    total = state.hearts[p] + n
    if total >= WIN_HEARTS:
        return w.say("reward_win", points=n, total=total)
    return w.say("reward", points=n)


def who(state: RoseState, q: int, names: Sequence[str] | None) -> str:
    """The name of seat q: the player's name if known, else the game's seat name."""
    return names[q] if names is not None else state.seat_name(q)


def label(state: RoseState, action: Action, p: int, names: Sequence[str] | None = None) -> str:
    """A short label in words for one of seat p's legal actions."""
    w = words()
    if isinstance(action, Offer):
        return w.say("label_offer", to=who(state, action.to, names), card=card_of(action.card))
    giver = who(state, state.turn, names)
    if isinstance(action, Respond):
        return w.say("label_accept" if action.accept else "label_refuse", giver=giver)
    if isinstance(action, Exchange):
        r = bouquet_roses(state, p)
        if not action.cash:
            return w.say("label_keep", roses=r)
        if r >= INSTANT_WIN_ROSES:
            return w.say("label_cash_win", roses=r)
        return w.say("label_cash", roses=r, reward=reward(state, p))
    return str(action)


def kind(action: Action) -> str:
    """The notation verb of an action: its `[action.*]` id in the words file."""
    return str(action).split()[0]


def prompt(state: RoseState, p: int, names: Sequence[str] | None = None) -> str:
    """What p decides now, built from the kinds of legal action open to them."""
    w = words()
    kinds: list[str] = []
    for a in state.legal_actions(p):
        k = kind(a)
        if k not in kinds:
            kinds.append(k)
    giver = who(state, state.turn, names)
    fields = {"giver": giver, "reward": reward(state, p)}
    choices = join_words([w.say(f"choice_{k}", **fields) for k in kinds], last="or")
    if state.phase == RESPOND:
        return w.say("prompt_respond", giver=giver, choices=choices)
    if state.phase == EXCHANGE_PHASE:
        return w.say("prompt_exchange", roses=bouquet_roses(state, p), choices=choices)
    return w.say("prompt_offer", choices=choices)


# ---------------------------------------------------------------- the log


def narrate(after: RoseState, before: RoseState, actor: int, action: Action,
            viewer: int | None, names: Sequence[str]) -> list[str]:
    """The log's sentences for `viewer` about `actor` taking `action` (see State.narrate)."""
    w = words()
    lines: list[str] = []
    actor_name = names[actor]
    if isinstance(action, Offer):
        to = names[action.to]
        if viewer == actor:  # only the giver has seen the card's face
            lines.append(w.say("log_offer_seen", actor=actor_name, to=to, card=card_of(action.card)))
        else:
            lines.append(w.say("log_offer", actor=actor_name, to=to))
        return lines
    if isinstance(action, Respond):
        lines += _respond(after, before, actor, action, names)
    elif isinstance(action, Exchange):
        r = bouquet_roses(before, actor)
        if not action.cash:
            lines.append(w.say("log_keep", actor=actor_name, roses=r))
        elif r >= INSTANT_WIN_ROSES:
            lines.append(w.say("log_cash_ten", actor=actor_name, roses=r))
        else:
            lines.append(w.say("log_cash", actor=actor_name, roses=r, points=hearts_for(r),
                               total=after.hearts[actor]))
    lines += _turn_end(after, before, viewer, names)
    return lines


def _respond(after: RoseState, before: RoseState, actor: int, action: Respond,
             names: Sequence[str]) -> list[str]:
    """The answer to a date: the card lands face up, so everyone may read it; then a wilt."""
    w = words()
    giver = before.turn
    owner = actor if action.accept else giver
    card = before.offer_card  # public from now on: it lies face up (in a bouquet or the pile)
    grown = before.bouquets[owner] + [card]
    r = sum(ROSES[c] for c in grown)
    t = sum(THORNS[c] for c in grown)
    key = "log_accept" if action.accept else "log_refuse"
    lines = [w.say(key, actor=names[actor], giver=names[giver], card=card_of(card), roses=r, thorns=t)]
    if after.busts > before.busts:
        lines.append(w.say("log_wilt", owner=names[owner], thorns=t, cards=len(grown), roses=r))
    if after.phase == EXCHANGE_PHASE:
        lines.append(w.say("log_may_exchange", actor=names[giver], roses=bouquet_roses(after, giver)))
    return lines


def _drawn(before: list[int], after: list[int]) -> list[int]:
    """The cards of hand `after` not in hand `before` (a multiset difference: a hand is a few
    cards, so lists do it faster than Counters)."""
    rest = list(before)
    drawn = []
    for c in after:
        if c in rest:
            rest.remove(c)
        else:
            drawn.append(c)
    return drawn


def _turn_end(after: RoseState, before: RoseState, viewer: int | None,
              names: Sequence[str]) -> list[str]:
    """The automatic steps at the end of a turn: the draw, the last card, the end of the game."""
    w = words()
    lines: list[str] = []
    p = before.turn
    ended = after.phase in (OFFER, OVER) and before.phase != OFFER
    if not ended:
        return lines
    won_at_once = after.phase == OVER and after.end_reason != "deck_out"
    if not won_at_once:
        drawn = _drawn(before.hands[p], after.hands[p])
        if drawn:
            left = len(after.deck)
            key = "log_draw" if after.deck else "log_draw_last"
            if viewer == p:  # the drawer sees the card in their own hand, nobody else does
                seen = ", ".join(card_of(c) for c in sorted(drawn))
                lines.append(w.say(key + "_seen", actor=names[p], card=seen, left=left))
            else:
                lines.append(w.say(key, actor=names[p], left=left))
            if after.final_round and not before.final_round and after.phase != OVER:
                lines.append(w.say("log_deck_out"))
        elif not before.deck:
            lines.append(w.say("log_no_draw", actor=names[p]))
    if after.phase == OVER:
        from .scoring import verdict

        lines.append(w.say("log_game_over", verdict=verdict(after, names)))
    return lines
