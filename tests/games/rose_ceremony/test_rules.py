"""Rose Ceremony: the rulebook's rules and every ruling in docs/rulings/rose-ceremony.md."""

from __future__ import annotations

import pytest

import salon
from salon.games.rose_ceremony.rules import (
    CARD_TYPES as GAME_TYPES,
)
from salon.games.rose_ceremony.rules import (
    COUNTS,
    TYPE_OF,
    RoseState,
    hearts_for,
)

GAME = salon.load_game("rose-ceremony")


def C(roses: int, thorns: int) -> int:
    return TYPE_OF[(roses, thorns)]


def table(players: int = 4, start: int = 0, seed: int = 1) -> RoseState:
    """A fresh game with the start player forced (hands and deck stay as dealt)."""
    s = GAME.new_game(players=players, seed=seed)
    assert isinstance(s, RoseState)
    s.start = s.turn = start
    return s


def give(s: RoseState, seat: int, *cards: tuple[int, int]) -> None:
    """Put these cards in seat's hand (swapping them with cards from the deck)."""
    for rt in cards:
        c = C(*rt)
        if c in s.hands[seat]:
            continue
        for q in range(s.players):
            if c in s.hands[q] and q != seat:
                s.hands[q].remove(c)
                s.hands[q].append(s.deck.pop(s.deck.index(next(x for x in s.deck if x != c))))
                break
        else:
            s.deck.remove(c)
        old = s.hands[seat].pop(0)
        s.deck.insert(0, old)
        s.hands[seat].append(c)
        s.hands[seat].sort()


def test_setup_deals_four_cards_and_a_54_card_deck() -> None:
    for n in range(3, 7):
        s = GAME.new_game(players=n, seed=n)
        assert all(len(h) == 4 for h in s.hands)
        assert len(s.deck) == 54 - 4 * n
        assert sum(s.component_counts().values()) == 54
        assert sum(COUNTS) == 54


def test_player_counts_3_to_6() -> None:
    for bad in (2, 7):
        with pytest.raises(salon.InvalidOptions, match="3–6 players"):
            GAME.new_game(players=bad, seed=1)


def test_start_player_is_drawn_from_the_seed() -> None:
    """R1: the start player is random, and the same for the same seed."""
    starts = {GAME.new_game(players=4, seed=s).turn for s in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.new_game(players=4, seed=9).turn == GAME.new_game(players=4, seed=9).turn


def test_offer_to_any_other_player_with_any_card_in_hand() -> None:
    s = table()
    legal = [str(a) for a in s.legal_actions(0)]
    kinds = sorted({f"{r}/{t}" for r, t in ((s.view(0)["hand"][i]) for i in range(4))})
    assert legal == [f"offer {q} {k}" for q in (1, 2, 3) for k in sorted(kinds, key=lambda x: TYPE_OF[tuple(map(int, x.split("/")))])]
    with pytest.raises(salon.IllegalAction, match="date with yourself"):
        s.apply(0, f"offer 0 {kinds[0]}")


def test_accepted_rose_goes_to_the_receivers_bouquet_and_the_giver_draws() -> None:
    s = table()
    give(s, 0, (2, 1))
    top = s.deck[-1]
    s.apply(0, "offer 2 2/1")
    assert s.current_players() == (2,)
    s.apply(2, "accept")
    assert s.bouquets[2] == [C(2, 1)]
    assert len(s.hands[0]) == 4 and top in s.hands[0]
    assert s.turn == 1 and s.current_players() == (1,)


def test_refused_rose_goes_to_the_givers_own_bouquet() -> None:
    s = table()
    give(s, 0, (3, 1))
    s.apply(0, "offer 1 3/1")
    s.apply(1, "refuse")
    assert s.bouquets[0] == [C(3, 1)] and s.bouquets[1] == []


def test_five_thorns_bust_the_bouquet_that_received_the_rose() -> None:
    s = table()
    s.bouquets[2] = [C(4, 3)]
    s.bouquets[0] = [C(0, 3)]  # the giver's own bouquet is not checked when the rose is accepted
    give(s, 0, (3, 2))
    s.apply(0, "offer 2 3/2")
    s.apply(2, "accept")
    assert s.bouquets[2] == []
    assert sorted(s.discard) == sorted([C(4, 3), C(3, 2)])
    assert s.bouquets[0] == [C(0, 3)]


def test_four_thorns_do_not_bust() -> None:
    s = table()
    s.bouquets[2] = [C(4, 3)]
    give(s, 0, (1, 1))
    s.apply(0, "offer 2 1/1")
    s.apply(2, "accept")
    assert s.bouquets[2] == [C(4, 3), C(1, 1)]


def test_refused_rose_can_bust_the_givers_bouquet() -> None:
    s = table()
    s.bouquets[0] = [C(5, 3), C(4, 1)]
    give(s, 0, (0, 2))
    s.apply(0, "offer 3 0/2")
    s.apply(3, "refuse")
    assert s.bouquets[0] == [] and len(s.discard) == 3
    assert s.turn == 1  # nothing left to exchange: the turn ends


@pytest.mark.parametrize(("roses", "hearts"), [(3, 0), (4, 1), (5, 1), (6, 2), (7, 2), (8, 3), (9, 3)])
def test_exchange_table(roses: int, hearts: int) -> None:
    assert hearts_for(roses) == hearts


def test_exchange_is_offered_only_with_four_roses_after_the_date() -> None:
    s = table()
    s.bouquets[0] = [C(3, 0)]
    give(s, 0, (1, 0))
    assert "cash" not in [str(a) for a in s.legal_actions(0)]
    with pytest.raises(salon.IllegalAction, match="only after your date"):
        s.apply(0, "cash")
    s.apply(0, "offer 1 1/0")
    s.apply(1, "refuse")  # 4 roses now in seat 0's bouquet
    assert s.current_players() == (0,)
    assert [str(a) for a in s.legal_actions(0)] == ["cash", "keep"]
    s.apply(0, "cash")
    assert s.hearts[0] == 1 and s.bouquets[0] == [] and len(s.discard) == 2


def test_keeping_the_bouquet_ends_the_turn() -> None:
    s = table()
    s.bouquets[0] = [C(5, 2)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "accept")
    assert [str(a) for a in s.legal_actions(0)] == ["cash", "keep"]
    s.apply(0, "keep")
    assert s.bouquets[0] == [C(5, 2)] and s.turn == 1


def test_only_the_active_player_exchanges() -> None:
    """R6: seat 2 receives its 4th rose on seat 0's turn but may not exchange then."""
    s = table()
    s.bouquets[2] = [C(3, 0)]
    give(s, 0, (2, 0))
    s.apply(0, "offer 2 2/0")
    s.apply(2, "accept")
    assert s.turn == 1 and s.current_players() == (1,)


def test_five_charm_points_win_at_once() -> None:
    s = table()
    s.hearts[0] = 4
    s.bouquets[0] = [C(4, 1)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "accept")
    s.apply(0, "cash")
    assert s.is_over()
    out = s.outcome()
    assert out is not None and out.winners == [0] and out.details["end"] == "five_hearts"


def test_ten_roses_win_at_once_even_behind_on_hearts() -> None:
    s = table()
    s.hearts[1] = 4
    s.bouquets[0] = [C(5, 2), C(4, 1)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "refuse")
    s.apply(0, "cash")
    out = s.outcome()
    assert out is not None and out.winners == [0] and out.details["end"] == "ten_roses"
    assert out.scores == [0.0, 4.0, 0.0, 0.0]


def play_to_deck_out(s: RoseState) -> int:
    """Play 'offer to next seat, refuse, keep' until the deck is empty; return whose turn ended it."""
    while s.deck:
        p = s.turn
        s.apply(p, s.legal_actions(p)[0])
        s.apply(s.offer_to, "refuse")
        if s.current_players() == (p,) and not s.is_over():
            s.apply(p, "keep")
        if s.is_over():
            break
    return (s.turn - 1) % s.players


def test_deck_out_finishes_the_round_then_ends() -> None:
    """R3: the last card drawn starts the last round; it ends before the start player plays again."""
    s = table(players=4, start=0)
    s.deck = s.deck[-3:]  # three draws left: seats 0, 1, 2 draw them
    emptied_by = play_to_deck_out(s)
    assert emptied_by == 2 and s.final_round and not s.is_over()
    assert s.turn == 3  # seat 3 still plays this round
    p = 3
    s.apply(p, s.legal_actions(p)[0])
    s.apply(s.offer_to, "refuse")
    if s.current_players() == (p,):
        s.apply(p, "keep")
    assert s.is_over() and s.outcome().details["end"] == "deck_out"  # type: ignore[union-attr]
    assert len(s.hands[3]) == 3  # nothing left to draw


def test_deck_out_on_the_last_seat_of_the_round_ends_at_once() -> None:
    s = table(players=3, start=1)
    s.turn = 0  # seat 0 is the last seat of the round that started with seat 1
    s.deck = s.deck[-1:]
    p = 0
    s.apply(p, s.legal_actions(p)[0])
    s.apply(s.offer_to, "refuse")
    if s.current_players() == (p,):
        s.apply(p, "keep")
    assert s.is_over()


def test_deck_out_ties_share_the_win() -> None:
    s = table(players=3, start=0)
    s.hearts = [2, 2, 1]
    s.deck = s.deck[-1:]
    s.turn = 2
    s.start = 0
    s.apply(2, s.legal_actions(2)[0])
    s.apply(s.offer_to, "refuse")
    if s.current_players() == (2,):
        s.apply(2, "keep")
    out = s.outcome()
    assert out is not None and out.winners == [0, 1]


def test_the_offered_card_is_seen_only_by_its_giver() -> None:
    s = table()
    card = s.hands[0][0]
    s.apply(0, s.legal_actions(0)[0])
    assert s.view(0)["offer"]["card"] is not None
    for viewer in (1, 2, 3, None):
        assert s.view(viewer)["offer"]["card"] is None
    assert s.offer_card == card


def test_views_show_own_hand_only() -> None:
    s = table()
    for p in range(4):
        v = s.view(p)
        assert sorted(tuple(c) for c in v["hand"]) == sorted(
            (GAME_TYPES[c]) for c in s.hands[p])
        assert "hands" not in v and "deck" not in v and "rng" not in str(v)
        assert v["hand_sizes"] == [4, 4, 4, 4]
    assert s.view(None)["hand"] is None


def test_describe_hides_the_offered_card_from_others() -> None:
    s = table()
    offer = s.legal_actions(0)[0]
    assert "face down" in s.describe(0, offer, 1)
    assert "face down" in s.describe(0, offer, None)
    assert str(offer).split()[-1] in s.describe(0, offer, 0)


def test_rejected_inputs_raise_the_documented_errors_and_change_nothing() -> None:
    s = table()
    before = (s.to_json(), s.record(), [s.view(q) for q in (0, 1, 2, 3, None)])
    with pytest.raises(salon.NotYourTurn, match="seat 1 has no decision"):
        s.apply(1, "accept")
    with pytest.raises(salon.InvalidNotation, match="offer <seat> <roses>/<thorns>"):
        s.apply(0, "offer two roses")
    with pytest.raises(salon.InvalidNotation, match="no rose card 9/9"):
        s.apply(0, "offer 1 9/9")
    with pytest.raises(salon.IllegalAction, match="not legal now"):
        s.apply(0, "accept")
    with pytest.raises(salon.NotYourTurn, match="not a seat"):
        s.apply(7, "accept")
    assert (s.to_json(), s.record(), [s.view(q) for q in (0, 1, 2, 3, None)]) == before


def test_heart_supply_is_unlimited() -> None:
    """R5: charm points keep counting if the 28 tokens run out; the view shows 0 left."""
    s = table(players=6)
    s.hearts = [4, 4, 4, 4, 4, 4]
    s.bouquets[0] = [C(5, 2), C(4, 1)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "accept")
    assert s.view(0)["heart_supply"] == 4
    s.apply(0, "cash")
    # 27 hearts in play is the most the rules allow (data-notes: 28 tokens always suffice)
    assert s.hearts[0] == 7 and s.view(0)["heart_supply"] == 1
    assert s.outcome() is not None and s.outcome().winners == [0]  # type: ignore[union-attr]
    s.hearts = [10, 10, 10, 0, 0, 0]  # beyond the tokens: the count goes on, the supply shows 0
    assert s.view(0)["heart_supply"] == 0 and s.view(0)["hearts"][0] == 10


def test_identical_cards_are_one_choice() -> None:
    s = table()
    s.hands[0] = sorted([C(1, 0), C(1, 0), C(2, 1), C(2, 1)])
    s._lc = None
    assert [str(a) for a in s.legal_actions(0)][:2] == ["offer 1 1/0", "offer 1 2/1"]
    assert len(s.legal_actions(0)) == 6
