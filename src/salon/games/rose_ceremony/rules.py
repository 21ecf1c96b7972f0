"""Rose Ceremony — the rules.

Rules summary (rules/rose-ceremony.txt): 3–6 players, 54 rose cards (roses and thorns on each),
4 in every hand. On your turn you must go on a date: offer one card face down to another player,
who accepts it into their bouquet or refuses it (then it goes into yours) without seeing it. A
bouquet that reaches 5 or more thorns is discarded face up. Then, if your bouquet has 4 or more
roses, you may exchange it for charm points (4–5 → 1, 6–7 → 2, 8–9 → 3, 10+ → you win at once).
Draw back to 4 at the end of your turn. The game ends when someone has 5 charm points (they
win), when a 10-rose bouquet is exchanged (its owner wins), or when the deck runs out: the round
is finished and the most charm points win, ties shared. Rulings: docs/rulings/rose-ceremony.md.

Action notation (one decision each):
    offer <seat> <roses>/<thorns>   the active player offers that card face down to <seat>
    accept | refuse                 the player offered a card decides without seeing it
    cash | keep                     the active player exchanges their bouquet, or not

What each seat sees: its own hand; the number of cards in every hand; every bouquet and the
discard pile (face up); charm points; the deck size; who offers to whom — the offered card only
by the player who offers it, until it lands face up in a bouquet. Spectators see no hand.

Words a person reads: data/words.toml; labels, prompts and the log's sentences are built in
`wording`, the final scoring table and its verdict in `scoring`.

Version history:
    1 — first release: complete rules, rulings R1–R6.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ...core import Action, Game, InvalidNotation, Outcome, State, register, serializable
from ...core.game import Scoring, interned
from ...core.rng import Rng

# ---------------------------------------------------------------- component data


def _load_data() -> dict[str, Any]:
    with resources.files(__package__).joinpath("data/cards.toml").open("rb") as f:
        return tomllib.load(f)


DATA = _load_data()
#: card types, sorted by (roses, thorns); a card is an index into these tables
CARD_TYPES: list[tuple[int, int]] = sorted((c["roses"], c["thorns"]) for c in DATA["card"])
ROSES = [r for r, _ in CARD_TYPES]
THORNS = [t for _, t in CARD_TYPES]
COUNTS = [next(c["count"] for c in DATA["card"] if (c["roses"], c["thorns"]) == ct) for ct in CARD_TYPES]
TYPE_OF = {ct: i for i, ct in enumerate(CARD_TYPES)}
HAND_SIZE: int = DATA["hand_size"]
BUST_THORNS: int = DATA["bust_thorns"]
WIN_HEARTS: int = DATA["win_hearts"]
INSTANT_WIN_ROSES: int = DATA["instant_win_roses"]
HEART_TOKENS: int = DATA["heart_tokens"]
EXCHANGE = sorted((e["min_roses"], e["hearts"]) for e in DATA["exchange"])
MIN_EXCHANGE_ROSES = EXCHANGE[0][0]
if sum(COUNTS) != DATA["total"]:
    raise ValueError(f"rose-ceremony data: {sum(COUNTS)} cards listed, total says {DATA['total']}")


def hearts_for(roses: int) -> int:
    """Charm points for exchanging a bouquet of `roses` roses (0 below the first threshold)."""
    hearts = 0
    for min_roses, h in EXCHANGE:
        if roses >= min_roses:
            hearts = h
    return hearts


def card_text(card: int) -> str:
    return f"{ROSES[card]}/{THORNS[card]}"


def card_json(card: int) -> list[int]:
    return [ROSES[card], THORNS[card]]


# ---------------------------------------------------------------- actions
#
# Actions are interned: `Offer(to, card)` (and the others) returns the one instance with those
# fields, so equality is identity and a membership test in the legal list compares no fields;
# hashes are the fields' as before, and pickling and copying keep the interned instance (core.game.interned).


@serializable
@dataclass(frozen=True, slots=True, eq=False, init=False)
class Offer(Action):
    """Offer card `card` (a type index) face down to seat `to`."""

    to: int
    card: int

    def __new__(cls, to: int, card: int) -> Offer:
        return interned(cls, _OFFER_OF, (to, card), to=to, card=card)  # type: ignore[no-any-return]

    def __hash__(self) -> int:
        return hash((self.to, self.card))

    def __reduce__(self) -> tuple[type[Offer], tuple[int, int]]:
        return (Offer, (self.to, self.card))

    def __str__(self) -> str:
        return f"offer {self.to} {card_text(self.card)}"


@serializable
@dataclass(frozen=True, slots=True, eq=False, init=False)
class Respond(Action):
    """Accept or refuse the rose offered to you."""

    accept: bool

    def __new__(cls, accept: bool) -> Respond:
        return interned(cls, _RESPOND_OF, accept, accept=accept)  # type: ignore[no-any-return]

    def __hash__(self) -> int:
        return hash((self.accept,))

    def __reduce__(self) -> tuple[type[Respond], tuple[bool]]:
        return (Respond, (self.accept,))

    def __str__(self) -> str:
        return "accept" if self.accept else "refuse"


@serializable
@dataclass(frozen=True, slots=True, eq=False, init=False)
class Exchange(Action):
    """Exchange your bouquet for charm points (cash) or keep it."""

    cash: bool

    def __new__(cls, cash: bool) -> Exchange:
        return interned(cls, _EXCHANGE_OF, cash, cash=cash)  # type: ignore[no-any-return]

    def __hash__(self) -> int:
        return hash((self.cash,))

    def __reduce__(self) -> tuple[type[Exchange], tuple[bool]]:
        return (Exchange, (self.cash,))

    def __str__(self) -> str:
        return "cash" if self.cash else "keep"


_OFFER_OF: dict[tuple[int, int], Offer] = {}
_RESPOND_OF: dict[bool, Respond] = {}
_EXCHANGE_OF: dict[bool, Exchange] = {}

ACCEPT, REFUSE = Respond(True), Respond(False)
CASH, KEEP = Exchange(True), Exchange(False)
_ROSES_OF = ROSES.__getitem__
_THORNS_OF = THORNS.__getitem__
_OFFERS = {(q, c): Offer(q, c) for q in range(6) for c in range(len(CARD_TYPES))}
#: a seat's offers by (players, seat, its hand): the same hand always offers the same list
_OFFER_LISTS: dict[tuple[int, ...], tuple[Offer, ...]] = {}

OFFER, RESPOND, EXCHANGE_PHASE, OVER = 0, 1, 2, 3
PHASE_NAMES = ("offer", "respond", "exchange", "over")


# ---------------------------------------------------------------- game


class RoseCeremony(Game):
    id = "rose-ceremony"
    version = "1"
    title = "Rose Ceremony"
    min_players = 3
    max_players = 6
    max_decisions = 1_000
    heuristic_module = "salon.games.rose_ceremony.bot"
    search_module = "salon.games.rose_ceremony.search"
    categorical_statistics = frozenset({"start_player"})  # a seat, not a quantity

    def parse_notation(self, text: str) -> Action:
        words = text.strip().lower().split()
        simple = {"accept": ACCEPT, "refuse": REFUSE, "cash": CASH, "keep": KEEP}
        if len(words) == 1 and words[0] in simple:
            return simple[words[0]]
        if len(words) == 3 and words[0] == "offer":
            try:
                seat = int(words[1])
                roses, thorns = (int(x) for x in words[2].split("/"))
            except ValueError:
                raise InvalidNotation(self.words().say("notation_bad_offer", text=repr(text))) from None
            card = TYPE_OF.get((roses, thorns))
            if card is None:
                raise InvalidNotation(self.words().say("notation_no_card", text=repr(text),
                                                       card=f"{roses}/{thorns}"))
            if not 0 <= seat < 6:
                raise InvalidNotation(self.words().say("notation_no_seat", text=repr(text), seat=str(seat)))
            return _OFFERS[seat, card]
        raise InvalidNotation(self.words().say("notation_unknown", text=repr(text)))


GAME = RoseCeremony()


class RoseState(State):
    game = GAME
    FIELDS = (
        "rng", "hands", "deck", "bouquets", "discard", "hearts", "turn", "start", "phase",
        "offer_to", "offer_card", "final_round", "turns_played", "winners", "end_reason",
        "busts", "exchanges",
    )

    rng: Rng
    hands: list[list[int]]
    deck: list[int]
    bouquets: list[list[int]]
    discard: list[int]
    hearts: list[int]
    turn: int
    start: int
    phase: int
    offer_to: int
    offer_card: int
    final_round: bool
    turns_played: int
    winners: list[int]
    end_reason: str
    busts: int
    exchanges: int

    # ------------------------------------------------------------ setup
    def _setup(self, rng: Rng) -> None:
        deck = [c for c, n in enumerate(COUNTS) for _ in range(n)]
        rng.shuffle(deck)
        self.hands = []
        for _ in range(self.players):
            hand = [deck.pop() for _ in range(HAND_SIZE)]
            hand.sort()
            self.hands.append(hand)
        self.deck = deck
        # R1: the start player is drawn at random.
        self.start = rng.below(self.players)
        self.rng = rng
        self.bouquets = [[] for _ in range(self.players)]
        self.discard = []
        self.hearts = [0] * self.players
        self.turn = self.start
        self.phase = OFFER
        self.offer_to = -1
        self.offer_card = -1
        self.final_round = False
        self.turns_played = 0
        self.winners = []
        self.end_reason = ""
        self.busts = 0
        self.exchanges = 0

    def clone(self) -> RoseState:
        s = RoseState.__new__(RoseState)
        self._copy_base(s)
        s.rng = self.rng.clone()
        s.hands = [h[:] for h in self.hands]
        s.deck = self.deck[:]
        s.bouquets = [b[:] for b in self.bouquets]
        s.discard = self.discard[:]
        s.hearts = self.hearts[:]
        s.turn = self.turn
        s.start = self.start
        s.phase = self.phase
        s.offer_to = self.offer_to
        s.offer_card = self.offer_card
        s.final_round = self.final_round
        s.turns_played = self.turns_played
        s.winners = self.winners[:]
        s.end_reason = self.end_reason
        s.busts = self.busts
        s.exchanges = self.exchanges
        return s

    # ------------------------------------------------------------ decisions
    def _current(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == RESPOND:
            return (self.offer_to,)
        if phase == OVER:
            return ()
        return (self.turn,)

    #: the protocol's current_players only calls _current: spare playouts that call
    current_players = _current

    def _legal(self, p: int) -> list[Action]:
        phase = self.phase
        if phase == OFFER:
            key = (self.players, p, *self.hands[p])
            offers = _OFFER_LISTS.get(key)
            if offers is None:
                cards = sorted(set(self.hands[p]))
                offers = _OFFER_LISTS[key] = tuple(
                    _OFFERS[q, c] for q in range(self.players) if q != p for c in cards)
            return list(offers)
        if phase == RESPOND:
            return [ACCEPT, REFUSE]
        return [CASH, KEEP]

    def _prompt(self, p: int) -> str:
        return _wording.prompt(self, p)

    # ------------------------------------------------------------ words for people
    def prompt_for(self, p: int | None, names: Sequence[str] | None) -> str:
        """The prompt, naming the players by `names`."""
        if p is not None and p in self._current():
            return _wording.prompt(self, p, names)
        return super().prompt_for(p, names)

    def label(self, action: Action, p: int, names: Sequence[str] | None = None) -> str:
        """The move list's words for `action`; players by `names` if given, else seat names."""
        return _wording.label(self, action, p, names)

    def narrate(self, before: State, actor: int, action: Action, viewer: int | None,
                names: Sequence[str]) -> list[str]:
        assert isinstance(before, RoseState)
        return _wording.narrate(self, before, actor, action, viewer, names)

    def narrate_key(self, before: State, actor: int, action: Action, viewer: int | None) -> Any:
        """wording.narrate tells a viewer more only as the actor (the offered card's face) or as
        the seat whose turn ended (the card it drew): every other viewer reads the same."""
        assert isinstance(before, RoseState)
        return (viewer == actor, viewer == before.turn)

    def scoring(self, names: Sequence[str]) -> Scoring | None:
        from .scoring import scoring

        return scoring(self, names)

    def why_illegal(self, p: int, action: Action) -> str | None:
        """Why seat p may not take `action` now, in the current language (`[text]` illegal_*)."""
        w = self.game.words()
        if isinstance(action, Offer) and self.phase == OFFER:
            if action.to == p:
                return w.say("illegal_self")
            if action.to >= self.players:
                return w.say("illegal_no_seat", seat=str(action.to), last=str(self.players - 1),
                             first=self.seat_name(0))
            return w.say("illegal_no_card", card=card_text(action.card))
        if isinstance(action, Exchange) and self.phase != EXCHANGE_PHASE:
            return w.say("illegal_exchange", min=str(MIN_EXCHANGE_ROSES))
        return None

    def _apply(self, p: int, action: Action) -> None:
        # the protocol passes only a legal action, so the phase says its class
        phase = self.phase
        if phase == OFFER:
            offer: Offer = action  # type: ignore[assignment]
            self.hands[p].remove(offer.card)
            self.offer_to = offer.to
            self.offer_card = offer.card
            self.phase = RESPOND
        elif phase == RESPOND:
            owner = self.offer_to if action.accept else self.turn  # type: ignore[attr-defined]
            bouquet = self.bouquets[owner]
            bouquet.append(self.offer_card)
            self.offer_to = -1
            self.offer_card = -1
            if sum(map(_THORNS_OF, bouquet)) >= BUST_THORNS:
                self.discard.extend(bouquet)
                bouquet.clear()
                self.busts += 1
            if sum(map(_ROSES_OF, self.bouquets[self.turn])) >= MIN_EXCHANGE_ROSES:
                self.phase = EXCHANGE_PHASE
            else:
                self._end_turn()
        else:
            if action.cash:  # type: ignore[attr-defined]
                bouquet = self.bouquets[p]
                roses = sum(map(_ROSES_OF, bouquet))
                self.exchanges += 1
                self.discard.extend(bouquet)
                bouquet.clear()
                if roses >= INSTANT_WIN_ROSES:
                    self._finish([p], "ten_roses")
                    return
                self.hearts[p] += hearts_for(roses)
                if self.hearts[p] >= WIN_HEARTS:
                    self._finish([p], "five_hearts")
                    return
            self._end_turn()

    def _end_turn(self) -> None:
        p = self.turn
        self.turns_played += 1
        if self.deck:  # R4: draw back to 4 (one card: exactly one left the hand)
            hand = self.hands[p]
            while len(hand) < HAND_SIZE and self.deck:
                hand.append(self.deck.pop())
            hand.sort()
            if not self.deck:
                self.final_round = True  # R3: the deck ran out; finish the round
        nxt = (p + 1) % self.players
        if self.final_round and nxt == self.start:
            best = max(self.hearts)
            self._finish([q for q in range(self.players) if self.hearts[q] == best], "deck_out")
            return
        self.turn = nxt
        self.phase = OFFER

    def _finish(self, winners: list[int], reason: str) -> None:
        self.phase = OVER
        self.winners = winners
        self.end_reason = reason

    def _outcome(self) -> Outcome | None:
        return Outcome(
            scores=[float(h) for h in self.hearts],
            winners=list(self.winners),
            details={
                "end": self.end_reason,
                "charm_points": list(self.hearts),
                "bouquet_roses": [sum(ROSES[c] for c in b) for b in self.bouquets],
                "turns": self.turns_played,
            },
        )

    def progress_scores(self) -> list[float] | None:
        return [float(h) for h in self.hearts]

    def statistics(self) -> dict[str, Any]:
        return {
            "start_player": self.start,
            "busts": self.busts,
            "exchanges": self.exchanges,
            "turns": self.turns_played,
            "rounds": -(-self.turns_played // self.players),
        }

    # ------------------------------------------------------------ information
    def _view(self, p: int | None) -> dict[str, Any]:
        offer = None
        if self.phase == RESPOND:
            offer = {"from": self.turn, "to": self.offer_to,
                     "card": card_json(self.offer_card) if p == self.turn else None}
        view: dict[str, Any] = {
            "game": self.game.id,
            "seat": p,
            "players": self.players,
            "start_player": self.start,
            "turn": self.turn,
            "phase": PHASE_NAMES[self.phase],
            "to_act": list(self._current()),
            "hand": [card_json(c) for c in self.hands[p]] if p is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "bouquets": [[card_json(c) for c in b] for b in self.bouquets],
            "bouquet_roses": [sum(ROSES[c] for c in b) for b in self.bouquets],
            "bouquet_thorns": [sum(THORNS[c] for c in b) for b in self.bouquets],
            "hearts": list(self.hearts),
            "heart_supply": max(0, HEART_TOKENS - sum(self.hearts)),
            "deck_size": len(self.deck),
            "discard": [card_json(c) for c in self.discard],
            "offer": offer,
            "final_round": self.final_round,
            "turns_played": self.turns_played,
        }
        if self.phase == OVER:
            view["result"] = {"winners": list(self.winners), "end": self.end_reason}
        return view

    def describe(self, actor: int, action: Action, viewer: int | None) -> str:
        if isinstance(action, Offer):
            what = f"a {card_text(action.card)} rose" if viewer == actor else "a rose face down"
            return f"seat {actor} offers {what} to seat {action.to}"
        if isinstance(action, Respond):
            card = card_text(self.offer_card)
            if action.accept:
                return f"seat {actor} accepts the rose: {card} into their bouquet"
            return f"seat {actor} refuses the rose: {card} goes to seat {self.turn}'s bouquet"
        if isinstance(action, Exchange):
            roses = sum(ROSES[c] for c in self.bouquets[actor])
            if action.cash:
                return f"seat {actor} exchanges a bouquet of {roses} roses"
            return f"seat {actor} keeps their bouquet of {roses} roses"
        return str(action)

    def _determinize(self, p: int, rng: Rng) -> RoseState:
        s = self.clone()
        # Everything p has not seen, in a canonical order, then shuffled.
        unseen = self._unseen_by(p)
        rng.shuffle(unseen)
        for q in range(self.players):
            if q != p:
                n = len(s.hands[q])
                s.hands[q] = sorted(unseen[:n])
                del unseen[:n]
        if s.phase == RESPOND and p != s.turn:
            s.offer_card = unseen.pop()
        s.deck = unseen
        s.rng = rng
        return s

    def _unseen_by(self, p: int) -> list[int]:
        """The cards p has not seen, sorted."""
        left = COUNTS[:]
        seen = self.hands[p] + self.discard + [c for b in self.bouquets for c in b]
        if self.phase == RESPOND and p == self.turn:
            seen.append(self.offer_card)
        for c in seen:
            left[c] -= 1
        return [c for c, n in enumerate(left) for _ in range(n)]

    def component_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        cards = [c for h in self.hands for c in h] + self.deck + self.discard
        cards += [c for b in self.bouquets for c in b]
        if self.offer_card >= 0:
            cards.append(self.offer_card)
        for c in cards:
            key = f"card {card_text(c)}"
            counts[key] = counts.get(key, 0) + 1
        return counts

    def _reversible(self, p: int, action: Action, before: State) -> bool:
        """Undo within a turn: what this game lets a seat take back (undo.py)."""
        from .undo import reversible
        return reversible(self, p, action, before)


RoseCeremony.state_class = RoseState
register(GAME)

# the words of the game import this module's names, so they come last; the methods above look
# them up when called (an import inside a method costs about a microsecond at every call, and
# labels, prompts and the log call them many times per action)
from . import wording as _wording  # noqa: E402
