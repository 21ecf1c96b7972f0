"""Card actions, checking resources, refilling, turn order, rounds, views and determinization."""

from __future__ import annotations

import json

from salon.core.rng import Rng
from salon.games.roxane.data import CARD_IDS, CARD_TYPE, CARDS_OF_TYPE, QUILL

from .helpers import c, give_hand, legal, new, play, tile, turn_of, write_verses


def ready(players: int = 3, seed: int = 7, **opts):
    s = new(players, seed=seed, **opts)
    while s.round == 0:
        p = s.current_players()[0]
        s.apply(p, s.legal_actions(p)[0])
    return s


def test_opening_hands_drawn_in_turn_order() -> None:
    s = new(3, seed=4)
    first = s.order[0]
    for _ in range(6):
        assert s.current_players() == (first,)
        play(s, "draw quill")
    assert s.current_players() == (s.order[1],)
    assert sum(CARD_TYPE[x] == QUILL for x in s.hands[first]) == 6


def test_woo_quill_scroll_inkwell() -> None:
    s = ready()
    give_hand(s, 0, ["T01", "T73", "T55", "T19", "T37", "T02"])
    turn_of(s, 0)
    play(s, "woo T01", "woo T73", "woo T55")
    assert (s.roses[0], s.letters[0], len(s.fence[0])) == (1, 1, 2)
    assert c("T01") in s.discards[QUILL]


def test_trade_draws_before_returning() -> None:
    s = ready(4)
    assert s.exch_open == 2
    give_hand(s, 0, ["T19", "T22", "T01", "T73", "T55", "T37"])
    turn_of(s, 0)
    s.fence[0] = [3]
    s.roses[0] = 2
    s.bag = [0, 0, 0]
    play(s, "trade T19")
    assert s.exch_open == 1
    assert legal(s) == ["exchange 2", "exchange 3", "skip"]
    play(s, "exchange 3", "give fencing 3", "give rose", "give rose")
    assert legal(s) == ["take rose", "take letter"]  # the bag is still empty
    play(s, "take letter", "take letter")
    assert s.letters[0] == 2 and s.bag == [0, 0, 1]
    play(s, "trade T22", "exchange 2", "give letter", "give letter", "take fencing")
    assert s.fence[0] == [3] and s.exch_open == 0
    assert not any(a.startswith("trade") for a in legal(s))


def test_scheme_never_reenters_a_tile_and_counts_pebbles() -> None:
    s = ready()
    give_hand(s, 0, ["T01", "T02", "T19", "T73", "T55", "T37"])
    turn_of(s, 0)
    s.roxane = 12
    play(s, "scheme T01", "step E")
    assert "step W" not in legal(s)  # the start tile counts as entered
    assert "stop" in legal(s)
    play(s, "step N")
    assert s.pebbles == 1 and s.roxane == 8
    play(s, "comma scheme")
    assert s.pebbles == 1  # pebble count limits the comma to 1 step here
    play(s, "step W")
    assert s.pebbles == 0
    assert not any(a.startswith(("scheme", "comma scheme")) for a in legal(s))


def test_scheme_passing_a_star_tile_marks_the_wish_and_only_the_end_acts() -> None:
    s = ready()
    give_hand(s, 0, ["T01", "T02", "T19", "T73", "T55", "T37"])
    turn_of(s, 0)
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G01")  # spring-fountain, passed
    s.garden[14] = tile("G20")  # empty, the end
    s.garden[8] = tile("G10")  # romance right 2, not reached
    s.fulfil = [0, 0, 0]
    marker = s.marker[:]
    play(s, "scheme T01", "step E", "step E")
    assert s.fulfil == [1, 0, 0]
    assert s.marker == marker


def test_scheme_ending_on_romance_tile_moves_marker() -> None:
    s = ready()
    give_hand(s, 0, ["T01", "T02", "T19", "T73", "T55", "T37"])
    turn_of(s, 0)
    s.garden = s.garden[:]
    s.roxane = 12
    s.garden[13] = tile("G10")  # romance, right, 2 arrows
    s.marker = [5, 5]
    s.infl = [[0] * 11, s.infl[1]]
    play(s, "scheme T01", "step E", "stop")
    assert s.marker[0] == 7


def test_check_resources_discards_only_surplus() -> None:
    s = ready()
    write_verses(s, 0, [["T01"]])  # a rose space; 2 commas unused: 2 spaces for anything
    give_hand(s, 0, ["T02", "T73", "T55", "T19", "T37", "T03"])
    turn_of(s, 0)
    s.roses[0], s.letters[0], s.fence[0] = 4, 1, []
    play(s, "woo T02", "end")
    # 5 roses + 1 letter on 1 rose space + 2 free spaces: 3 roses must go
    assert legal(s) == ["discard rose", "discard letter"]  # both lack a space of their own
    play(s, "discard letter", "discard rose")
    assert legal(s) == ["discard rose"]
    play(s, "discard rose")
    assert s.roses[0] == 3 and s.letters[0] == 0
    assert legal(s)[0].startswith("draw")


def test_resources_won_outside_the_turn_wait_for_the_own_check() -> None:
    s = ready()
    give_hand(s, 1, ["T19", "T22", "T01", "T73", "T55", "T37"])
    turn_of(s, 1)
    s.fence[1] = [3, 3]
    s.fence[0] = []
    s.commas[0] = 0
    s.revealed[0] = 0
    play(s, "duel T19 @0", "play 3", "done", "give up")
    assert len(s.fence[0]) == 1  # drawn after the defeat, no space: kept for now
    play(s, "end")
    while s.current_players() == (1,):
        play(s, legal(s)[0])
    assert len(s.fence[0]) == 1


def test_refill_reshuffles_an_empty_stack() -> None:
    s = ready()
    turn_of(s, 0)
    hand = [x for x in s.hands[0] if CARD_TYPE[x] != QUILL][:5]
    give_hand(s, 0, [CARD_IDS[x] for x in hand])
    s.discards[QUILL] = s.discards[QUILL] + s.stacks[QUILL]
    s.stacks[QUILL] = []
    pile = sorted(s.discards[QUILL])
    s.pend = [(1, 0, 0, 0, 0)]  # refill
    s._lc = None
    assert "draw quill" in legal(s)
    play(s, "draw quill")
    assert s.discards[QUILL] == []
    assert sorted(s.stacks[QUILL] + [x for x in s.hands[0] if CARD_TYPE[x] == QUILL]) == pile
    assert s.sgen[QUILL] == 1


def test_no_stack_no_discards_cannot_be_chosen() -> None:
    s = ready()
    turn_of(s, 0)
    give_hand(s, 0, [CARD_IDS[x] for x in s.hands[0][:5]])
    gone = s.stacks[QUILL] + s.discards[QUILL]
    s.verses[1] = [gone]  # all remaining quills are written somewhere
    s.stacks[QUILL], s.discards[QUILL] = [], []
    s.pend = [(1, 0, 0, 0, 0)]
    s._lc = None
    assert "draw quill" not in legal(s)


def test_turn_order_by_resources_ties_keep_order() -> None:
    s = ready(4)
    s.order = [3, 1, 0, 2]
    s.roses = [1, 0, 2, 0]
    s.letters = [0, 0, 0, 0]
    s.fence = [[], [1], [], []]
    s.pend = []
    s.stage = 1  # round start
    s._advance()
    # seat 2 has 2 resources; seats 1 and 0 have 1 each and keep their order; seat 3 has none
    assert s.order == [2, 1, 0, 3]


def test_end_of_round_turns_pebbles_and_exchange_back() -> None:
    s = ready(4)
    s.pebbles, s.exch_open = 0, 0
    s.pend = []
    s.stage = 2
    s._advance()
    assert s.pebbles == 3 and s.exch_open == 2


def test_game_ends_after_six_rounds() -> None:
    s = new(2, seed=12)
    rng = Rng(4)
    rounds = set()
    while not s.is_over():
        rounds.add(s.round)
        p = s.current_players()[0]
        acts = s.legal_actions(p)
        s.apply(p, acts[rng.below(len(acts))])
    assert max(rounds) == 6 and s.moves == [] and len(s.move_track) == 6


def test_views_hide_hands_kisses_and_the_movement_stack() -> None:
    s = ready()
    s.kiss[0] = [4]
    v1 = s.view(1)
    other = v1["player"][0]
    assert other["hand"] is None and len(other["hand_types"]) == 6
    assert other["kiss_markers"] is None and other["kisses"] == 1
    assert s.view(0)["player"][0]["kiss_markers"] == ["K05"]
    text = json.dumps(v1)
    for x in s.hands[0]:
        assert f'"{CARD_IDS[x]}"' not in text
    assert v1["movement_stack"] == len(s.moves)


def test_determinization_keeps_what_the_seat_knows() -> None:
    s = ready()
    d = s.determinize(0, 99)
    assert d.hands[0] == s.hands[0] and d.fence[0] == s.fence[0]
    assert [sorted(CARD_TYPE[x] for x in h) for h in d.hands] == \
        [sorted(CARD_TYPE[x] for x in h) for h in s.hands]
    assert d.moves[-1] == s.moves[-1]
    assert d.view(0) == s.view(0)


def test_determinization_respects_stack_generations() -> None:
    s = ready()
    # a reshuffled stack holds only the discards that were shuffled into it
    turn_of(s, 0)
    t = max(range(5), key=lambda t: len(s.stacks[t]))
    s.discards[t] = s.discards[t] + s.stacks[t][:5]
    early = s.stacks[t][5:]
    s.stacks[t] = []
    s.hands[1] = sorted(s.hands[1][:5] + early[:1])  # seat 1 drew one before the reshuffle
    s.pend = [(1, 0, 0, 0, 0)]
    s.hands[0] = s.hands[0][:5]
    s._lc = None
    play(s, f"draw {('quill', 'candle', 'wax', 'inkwell', 'scroll')[t]}")
    new_stack = set(s.stacks[t])
    assert len(new_stack) == 4
    for seed in range(8):
        d = s.determinize(0, seed)
        assert set(d.stacks[t]) == new_stack  # p knows the new stack's cards exactly
        d2 = s.determinize(2, seed)
        assert set(d2.stacks[t]) <= new_stack | {x for h in s.hands for x in h if s.cgen[x] == 1}
        assert early[0] not in d2.stacks[t]


def test_component_counts_and_quill_cards() -> None:
    s = ready()
    counts = s.component_counts()
    assert all(counts[f"card {CARD_IDS[x]}"] == 1 for x in CARDS_OF_TYPE[QUILL])
    assert counts["comma cards"] == 6 and counts["movement tiles"] == 8
    assert sum(v for k, v in counts.items() if k.startswith("fencing")) == 33
    assert sum(v for k, v in counts.items() if k.startswith("kiss")) == 20
    assert counts["influence markers"] == 6


def test_no_playable_card_ends_the_action_phase() -> None:
    """R17: six candles, no open exchange marker, no fencing, a candle already in the verse."""
    s = ready()
    write_verses(s, 0, [["T19"]])
    s.commas[0] = 0
    give_hand(s, 0, ["T20", "T21", "T22", "T23", "T24", "T25"])
    s.exch_open = 0
    s.fence[0] = []
    turn_of(s, 0, then=1)
    s._advance()
    assert s.current_players() == (1,)
    assert s.hands[0] == [c(x) for x in ["T20", "T21", "T22", "T23", "T24", "T25"]]
