"""Roxane set-ups: the rulebook's worked examples (and the lessons' own positions) laid out.

Each set-up deals a new 3-player game from its seed, plays the opening hands (every seat takes
the first stack offered: the deal decides the cards), then lays the table as its example says
with the helpers below, which keep every component counted (a card put in a hand is taken from
wherever it was). `salon.core.setups` explains set-ups in general; the lessons in `lessons/`
start from these. The tools are public so scenario tests build their positions the same way.

    turn-example   the rulebook's "Example of a Turn" (green, seed 11)
    duel-example   the rulebook's "Example of a Duel" (orange challenges blue, seed 21)
    last-turn      salon's own: the sixth round, blue's last turn before the final scoring
    wish-kiss      salon's own: a Fountain one step from Roxane, a wish blue meets
"""

from __future__ import annotations

from ...core.setups import SetupRegistry
from .data import CARD_INDEX, CARD_RES, CARD_TYPE, CARDS_OF_TYPE, QUILL, ROUNDS, TILE_IDS, WISH_IDS
from .frames import F_CHECK, F_DRAW, F_PLAY, F_TURN, F_WISHES
from .rules import GAME, ST_END_ROUND, RoxaneState

SETUPS = SetupRegistry(GAME.id)


def card(cid: str) -> int:
    """Card index of a card id such as 'T05'."""
    return CARD_INDEX[cid]


def tile(tid: str) -> int:
    """Garden tile index of a tile id such as 'G06'."""
    return TILE_IDS.index(tid)


def dealt(players: int = 3, seed: int = 0) -> RoxaneState:
    """A new game with the opening hands drawn (each seat takes the first stack offered)."""
    s = GAME.new_game(players, seed=seed)
    assert isinstance(s, RoxaneState)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    return s


def give_hand(s: RoxaneState, p: int, ids: list[str]) -> None:
    """Put exactly these cards in p's hand (taken from wherever they are), keeping counts:
    p's old cards go back under their stacks."""
    cards = [card(x) for x in ids]
    for q in range(s.players):
        s.hands[q] = [x for x in s.hands[q] if x not in cards]
    s.stacks = [[x for x in st if x not in cards] for st in s.stacks]
    s.discards = [[x for x in d if x not in cards] for d in s.discards]
    for x in s.hands[p]:
        s.stacks[CARD_TYPE[x]] = [x] + s.stacks[CARD_TYPE[x]]
    s.hands[p] = sorted(cards)
    s._lc = None


def write_verses(s: RoxaneState, p: int, verses: list[list[str]]) -> None:
    """Give p these written verses (commas written between them), taking the cards away;
    every hand is then filled back to 6 from the longest stacks."""
    cards = [card(x) for v in verses for x in v]
    for q in range(s.players):
        s.hands[q] = [x for x in s.hands[q] if x not in cards]
    s.stacks = [[x for x in st if x not in cards] for st in s.stacks]
    s.verses[p] = [[card(x) for x in v] for v in verses]
    caps = [0, 0, 0]
    for x in cards:
        caps[CARD_RES[x]] += 1
    s.caps[p] = caps
    s.commas_w[p] = len(verses) - 1
    s.commas[p] = 2 - s.commas_w[p]
    for q in range(s.players):
        while len(s.hands[q]) < 6:
            t = max(range(5), key=lambda t: len(s.stacks[t]))
            s.hands[q].append(s.stacks[t][-1])
            s.stacks[t] = s.stacks[t][:-1]
            s.hands[q].sort()
    s._lc = None


def turn_of(s: RoxaneState, p: int, then: int | None = None, wishes_after: bool = False) -> None:
    """Make it the start of p's action phase, optionally followed by seat `then`'s turn, or by
    the round's wishes (`wishes_after`: the wish tiles carrying a fulfilment marker are then
    activated, and the round ends)."""
    s.pend = []
    if wishes_after:
        s.pend.append((F_WISHES, -1, 0, 0, 0))
    if then is not None:
        s.pend.append((F_TURN, then, 0, 0, 0))
    s.pend += [(F_DRAW, p, 0, 0, 0), (F_CHECK, p, 0, 0, 0), (F_PLAY, p, 0, 0, 0)]
    s.first = True
    s.xlimit = min(s.revealed[p] + 3, 13)
    s.challenged = 0
    s.stage = ST_END_ROUND
    s._lc = None


GREEN = 2


@SETUPS.add("turn-example", seed=11)
def turn_example(seed: int) -> RoxaneState:
    """The rulebook's Example of a Turn: green (seat 2) has a first verse of four cards, a
    Comma, a Candle, a Quill and an Inkwell in hand; two steps east of Roxane lies a Romance
    tile with two arrows left, and an Influence marker waits one space left of the Romance
    marker; green has revealed two steps; the quill stack holds only quills."""
    s = dealt(3, seed)
    write_verses(s, GREEN, [["T03", "T21", "T37", "T73"]])
    give_hand(s, GREEN, ["T20", "T02", "T56", "T40", "T85", "T24"])
    s.revealed[GREEN] = 2
    s.fence[GREEN] = []
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G20")
    s.garden[14] = tile("G06")
    s.marker = [6, s.marker[1]]
    s.infl = [[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], s.infl[1]]  # from the supply
    s.infl_supply -= 1
    s.pebbles = 3
    quills = [x for x in CARDS_OF_TYPE[QUILL] if x not in s.hands[GREEN]
              and all(x not in v for vs in s.verses for v in vs)
              and all(x not in h for h in s.hands)]
    s.stacks[QUILL] = [x for x in s.stacks[QUILL] if x in quills]
    turn_of(s, GREEN, then=0)
    return s


BLUE, ORANGE = 0, 1


@SETUPS.add("duel-example", seed=21)
def duel_example(seed: int) -> RoxaneState:
    """The rulebook's Example of a Duel: orange (seat 1) holds a Candle and fencing markers 1
    and 2; blue (seat 0) holds two markers of 2; nobody has Passion or a revealed step; it is
    the start of orange's action phase."""
    s = dealt(3, seed)
    give_hand(s, ORANGE, ["T19", "T22", "T01", "T55", "T73", "T40"])
    s.fence[ORANGE] = [1, 2]
    s.fence[BLUE] = [2, 2]
    s.bag = [11 - 1, 11 - 3, 11]
    s.passion = [0, 0, 0]
    s.revealed = [0, 0, 0]
    turn_of(s, ORANGE)
    return s


@SETUPS.add("last-turn", seed=5)
def last_turn(seed: int) -> RoxaneState:
    """Salon's own: the sixth and last round, blue's (seat 0) turn is the last before the
    final scoring. Roxane stands on the Pavilion; east of her a Poetry tile pushes the Poetry
    marker two spaces right, west of her a Romance tile pushes the Romance marker two spaces
    left. Blue has written one verse of five cards, holds 2 Roses (nobody else has a Rose or a
    Letter) and a Quill among her cards; every wish is gone."""
    s = dealt(3, seed)
    write_verses(s, BLUE, [["T01", "T19", "T37", "T55", "T73"]])
    s.roses = [2, 0, 0]
    s.letters = [0, 0, 0]
    give_hand(s, BLUE, ["T04", "T23", "T40", "T58", "T76", "T22"])
    s.round = ROUNDS
    s.order6 = s.order[:]
    s.move_track = s.move_track + s.moves[len(s.moves) - (ROUNDS - len(s.move_track)):]
    s.moves = s.moves[:len(s.moves) - (ROUNDS - 1)]
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G18")
    s.garden[11] = tile("G07")
    s.wishes_gone += sum(w >= 0 for w in s.wishes)
    s.wishes = [-1] * len(s.wishes)
    s.fulfil = [0] * len(s.fulfil)
    s.pebbles = 3
    turn_of(s, BLUE)
    return s


@SETUPS.add("wish-kiss", seed=3)
def wish_kiss(seed: int) -> RoxaneState:
    """Salon's own: one step north of Roxane lies the Spring-fountain, which fulfils the
    one-star wish; the one wish left in Roxane's house is Kindness (three Roses, W2) on the
    one-star space, and blue (seat 0) has three Roses on a first verse, with a Quill to scheme. After blue's
    turn the round's wishes are activated."""
    s = dealt(3, seed)
    write_verses(s, BLUE, [["T01", "T28", "T46"]])  # three rose spaces for the three Roses
    give_hand(s, BLUE, ["T04", "T23", "T40", "T58", "T76", "T22"])
    s.garden = s.garden[:]
    s.roxane = 12
    spring = s.garden.index(tile("G01"))
    s.garden[spring], s.garden[7] = s.garden[7], s.garden[spring]
    s.wishes_gone += sum(w >= 0 for w in s.wishes) - 1
    s.wishes = [WISH_IDS.index("W2"), -1, -1]
    s.fulfil = [0, 0, 0]
    s.roses = [3, 0, 0]
    s.pebbles = 3
    turn_of(s, BLUE, wishes_after=True)
    return s
