"""Roméo & Juliette set-ups: the rulebook's rendezvous example and the lessons' own scenes.

A set-up deals a new game from its seed (chapter given) and then lays the table: exact hands
(`set_hand`, swapping with the seat's own decks so every card stays counted), characters moved
(`place`, `clear_board`), event cards stacked (`stack_events`). `salon.core.setups` explains
set-ups in general; the lessons in `lessons/` start from these, and the scenario tests build
their positions with the same tools.

    rendezvous-example   the rulebook's Rendezvous example (Chapter I, seed 0)
    hate-falls           salon's own: Chapter I, two streets of enemies and Brother Laurent near
"""

from __future__ import annotations

from ...core.setups import SetupRegistry
from .data import CHAR_INDEX, EVENT_INDEX, LOC_CARD_INDEX, LOC_INDEX
from .rules import GAME, RJState

SETUPS = SetupRegistry(GAME.id)
J, R = 0, 1


def dealt(chapter: int = 1, seed: int = 0) -> RJState:
    """A new two-seat game of this chapter dealt from `seed`."""
    s = GAME.new_game(2, seed=seed, chapter=chapter)
    assert isinstance(s, RJState)
    return s


def set_hand(state: RJState, seat: int, locs: list[str] | None = None, chaps: list[str] | None = None) -> None:
    """Make seat's hand exactly these cards, swapping with its deck (conserving every card)."""
    if locs is not None:
        pool = state.loc_hand[seat] + state.loc_deck[seat]
        want = [LOC_CARD_INDEX[c] for c in locs]
        for c in want:
            pool.remove(c)
        state.loc_hand[seat] = sorted(want)
        state.loc_deck[seat] = pool
        if state.known[seat] not in want:
            state.known[seat] = -1
    if chaps is not None:
        pool = state.cha_hand[seat] + state.cha_deck[seat]
        want = [CHAR_INDEX[c] for c in chaps]
        for c in want:
            pool.remove(c)
        state.cha_hand[seat] = sorted(want)
        state.cha_deck[seat] = pool
    state._lc = None


def place(state: RJState, **where: str) -> None:
    """Move characters: place(state, tybalt="street", lady_capulet="church")."""
    for name, loc in where.items():
        state.pos[CHAR_INDEX[name.replace("_", "-")]] = LOC_INDEX[loc]
    state._lc = None


def clear_board(state: RJState, loc: str = "church") -> None:
    """Every chaperone to one harmless spot: Brother Laurent's presence keeps it quiet."""
    for name in CHAR_INDEX:
        if name not in ("juliette", "romeo"):
            state.pos[CHAR_INDEX[name]] = LOC_INDEX[loc]


def stack_events(state: RJState, *ids: str) -> None:
    """Put these event cards on top of the event deck (first id drawn first)."""
    cards = [EVENT_INDEX[i] for i in ids]
    pool = state.ev_deck + state.ev_box
    for c in cards:
        pool.remove(c)
    rest = pool[: len(state.ev_deck) - len(cards)] if len(state.ev_deck) >= len(cards) else []
    state.ev_box = sorted(pool[len(rest):])
    state.ev_deck = rest + list(reversed(cards))


@SETUPS.add("rendezvous-example", seed=0)
def rendezvous_example(seed: int) -> RJState:
    """The rulebook's Rendezvous example, in Chapter I's opening position: Juliette holds the
    Balcony, the Ballroom, the Church and the Cell, Roméo the Balcony, Verona Street, the Cell
    and the Parlor; their chaperone hands are the Nurse, Tybalt, Brother Laurent and the
    Allegory (Juliette), Benvolio, Brother Laurent, the Allegory and Lord Montaigu (Roméo)."""
    s = dealt(1, seed)
    set_hand(s, J, ["balcony", "ballroom", "church", "cell"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "street", "cell", "parlor"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    return s


@SETUPS.add("hate-falls", seed=0)
def hate_falls(seed: int) -> RJState:
    """Salon's own, Chapter I: Lord Capulet and Lady Montaigu meet in the Ballroom, Tybalt and
    Benvolio in Verona Street; Brother Laurent and the Allegory wait in the Cell, Lord
    Montaigu too; Lady Capulet and the Nurse stay on the Balcony with Juliette; Roméo is in the
    Parlor. Juliette holds the Church and Brother Laurent's card."""
    s = dealt(1, seed)
    place(s, juliette="balcony", romeo="parlor", lord_capulet="ballroom", lady_montaigu="ballroom",
          tybalt="street", benvolio="street", laurent="cell", allegory="cell", lord_montaigu="cell",
          lady_capulet="balcony", nurse="balcony")
    set_hand(s, J, ["balcony", "church", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["parlor", "ballroom", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    return s
