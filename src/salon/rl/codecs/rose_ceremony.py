"""Rose Ceremony: action codec and observation encoder (layouts in docs/rl.md).

Actions, for n players (T = 18 card types, sorted by roses then thorns):

    index (k-1)*T + c    offer a card of type c to the seat k places after you (k = 1..n-1)
    (n-1)*T + 0..3       accept, refuse, cash, keep

Seats in offers are relative, so one policy serves every seat.
"""

from __future__ import annotations

from typing import Any

from ...core import Action, State
from ...games.rose_ceremony.rules import (
    ACCEPT,
    CARD_TYPES,
    CASH,
    KEEP,
    REFUSE,
    TYPE_OF,
    Offer,
)
from . import Codec, Encoder

T = len(CARD_TYPES)
PHASES = ("offer", "respond", "exchange", "over")
_TAIL = (ACCEPT, REFUSE, CASH, KEEP)


class RoseCodec(Codec):
    def __init__(self, players: int) -> None:
        self.game_id = "rose-ceremony"
        self.players = players
        self.offers = (players - 1) * T
        self.num_distinct_actions = self.offers + len(_TAIL)
        self._tail = {a: self.offers + i for i, a in enumerate(_TAIL)}

    def action_index(self, state: State, p: int, action: Action | str) -> int:
        action = self._parse(state, action)
        if isinstance(action, Offer):
            k = (action.to - p) % self.players
            if k == 0 or action.to >= self.players:
                raise self._not_in_space(action)
            return (k - 1) * T + action.card
        i = self._tail.get(action)
        if i is None:
            raise self._not_in_space(action)
        return i

    def _not_in_space(self, action: Action) -> Exception:
        from ...core.errors import SalonError

        return SalonError(f"rose-ceremony: {str(action)!r} has no index at {self.players} players")

    def index_action(self, state: State, p: int, index: int) -> Action:
        if not 0 <= index < self.num_distinct_actions:
            raise self._bad_index(index)
        if index < self.offers:
            k, c = divmod(index, T)
            return Offer((p + k + 1) % self.players, c)
        return _TAIL[index - self.offers]


class RoseEncoder(Encoder):
    """Egocentric: seat blocks are ordered from the observing seat (you, then the seat after
    you, ...). Card-type vectors count cards of each of the 18 types."""

    def __init__(self, players: int) -> None:
        self.game_id = "rose-ceremony"
        self.players = players
        n = players
        self.blocks: list[tuple[str, int]] = [
            ("hand: count per card type", T),
            ("offered card (only if you offer it): one-hot type", T),
            ("discard: count per card type", T),
            ("phase one-hot: offer, respond, exchange, over", 4),
            ("deck size / 54, final round flag, turns played / 100, heart supply / 20", 4),
        ]
        per_seat = [
            ("bouquet: count per card type", T),
            ("hand size, bouquet roses, bouquet thorns, charm points", 4),
            ("to act, on turn (active), offered to, start player", 4),
        ]
        for k in range(n):
            for name, size in per_seat:
                self.blocks.append((f"seat you+{k}: {name}", size))
        self.size = sum(s for _, s in self.blocks)

    def layout(self) -> list[tuple[str, int, int]]:
        out, start = [], 0
        for name, size in self.blocks:
            out.append((name, start, size))
            start += size
        return out

    def encode_view(self, view: dict[str, Any], out: Any) -> None:
        n = self.players
        me = view["seat"] if view["seat"] is not None else 0
        for r, t in view["hand"] or ():
            out[TYPE_OF[r, t]] += 1
        offer = view["offer"]
        if offer is not None and offer["card"] is not None:
            out[T + TYPE_OF[tuple(offer["card"])]] = 1
        for r, t in view["discard"]:
            out[2 * T + TYPE_OF[r, t]] += 1
        base = 3 * T
        out[base + PHASES.index(view["phase"])] = 1
        base += 4
        out[base] = view["deck_size"] / 54
        out[base + 1] = 1.0 if view["final_round"] else 0.0
        out[base + 2] = view["turns_played"] / 100
        out[base + 3] = view["heart_supply"] / 20
        base += 4
        to_act = set(view["to_act"])
        stride = T + 8
        for k in range(n):
            q = (me + k) % n
            o = base + k * stride
            for r, t in view["bouquets"][q]:
                out[o + TYPE_OF[r, t]] += 1
            o += T
            out[o] = view["hand_sizes"][q]
            out[o + 1] = view["bouquet_roses"][q]
            out[o + 2] = view["bouquet_thorns"][q]
            out[o + 3] = view["hearts"][q]
            out[o + 4] = 1.0 if q in to_act else 0.0
            out[o + 5] = 1.0 if view["turn"] == q else 0.0
            out[o + 6] = 1.0 if offer is not None and offer["to"] == q else 0.0
            out[o + 7] = 1.0 if view["start_player"] == q else 0.0


def codec(players: int) -> Codec:
    return RoseCodec(players)


def encoder(players: int) -> Encoder:
    return RoseEncoder(players)
