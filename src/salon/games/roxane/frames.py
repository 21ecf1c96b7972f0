"""The pending-decision frames of Roxane.

A frame is a 5-tuple (kind, seat, x, y, z) on the state's `pend` stack; the top frame is the
decision being made (or an automatic step the flow resolves at once). Kinds marked (auto)
never wait for a player.
"""

from __future__ import annotations

Frame = tuple[int, int, int, int, int]

(
    F_TURN,     # (auto) start seat's turn: reset the extra-action marker
    F_DRAW,     # refill the hand: draw one card from a stack of your choice
    F_PLAY,     # play a card (mandatory first, then up to 3 extras) or end
    F_CHECK,    # check resources: discard a surplus resource
    F_FOLLOW,   # after writing a comma: write a text card to begin the next verse, or skip
    F_PRE,      # sealing wax / comma: draw the fencing marker now or after; x=0 influence, 1 duel; y=target
    F_INFL,     # place the round's influence marker, or skip
    F_POST,     # draw the deferred fencing marker(s), or skip; x as F_PRE
    F_TRADE,    # choose the exchange: 2 -> 1, 3 -> 2, or skip
    F_GIVE,     # give x more resources (y resources to take afterwards)
    F_TAKE,     # take x more resources
    F_STEP,     # scheme: x steps left, y visited cells (bit mask), z steps taken
    F_DUEL,     # duel: the seat raising
    F_LOSS,     # fully revealed duel loser discards a passion, rose or letter
    F_KISS,     # keep kiss marker x or y
    F_WISHES,   # (auto) fulfil the wishes that carry a fulfilment marker
    F_WISHP,    # (auto) wish in slot x for seat
    F_WISHEND,  # (auto) remove the wish in slot x
    F_KDRAW,    # seat meets the wish in slot x: draw kiss markers, or skip
) = range(19)

NAMES = (
    "turn", "draw", "play", "check", "follow", "pre", "influence", "post", "trade", "give",
    "take", "scheme", "duel", "loss", "kiss", "wishes", "wish", "wish-end", "kiss-draw",
)
AUTO = frozenset((F_TURN, F_WISHES, F_WISHP, F_WISHEND))
