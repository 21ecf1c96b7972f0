"""Rose Ceremony in words: labels, prompts, the log's sentences (and what they must not tell)
and the final scoring table with its verdict."""

from __future__ import annotations

import re

import pytest

import salon
from salon.games.rose_ceremony.rules import TYPE_OF, Offer, RoseState
from salon.games.rose_ceremony.wording import card_of, kind

from ...playsteps import random_steps
from .test_rules import give, table

GAME = salon.load_game("rose-ceremony")
WORDS = GAME.words()
NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]
KINDS = ("offer", "accept", "refuse", "cash", "keep")


def C(roses: int, thorns: int) -> int:
    return TYPE_OF[(roses, thorns)]


def playout(players: int, seed: int) -> list[tuple[RoseState, int, object]]:
    """(state before, seat, action) for every decision of a seeded random game, and the end."""
    return random_steps("rose-ceremony", players, seed, rng_seed=seed * 31 + players)


def after(st: RoseState, p: int, a: object) -> RoseState:
    s = st.clone()
    s.apply(p, a)  # type: ignore[arg-type]
    return s


def finished(end: str, *, players: int = 4, tie: bool | None = None) -> RoseState:
    """The first seeded random game that ends by `end` (and with a tie or not, if asked)."""
    for seed in range(400):
        final = playout(players, seed)[-1][0]
        if final.end_reason == end and (tie is None or tie == (len(final.winners) > 1)):
            return final
    raise AssertionError(f"no seeded game ended by {end}")


# ---------------------------------------------------------------- labels and prompts


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_labels_are_words_and_tell_every_choice_apart(players: int) -> None:
    for st, p, _a in playout(players, 1)[:-1]:
        legal = st.legal_actions(p)
        labels = [st.label(a, p) for a in legal]
        assert len(set(labels)) == len(labels), labels
        for a, lab in zip(legal, labels):
            assert lab != str(a) and "/" not in lab and not re.search(r"\bseat\b", lab, re.I)
        named = [st.label(a, p, NAMES[:players]) for a in legal]
        assert len(set(named)) == len(named)


def test_an_offer_label_names_the_receiver_and_the_card() -> None:
    s = table()
    give(s, 0, (3, 2))
    offer = s.game.parse_action(s, 0, "offer 2 3/2")
    assert s.label(offer, 0, NAMES[:4]) == "Offer Cy a face-down card (3 roses, 2 thorns)"
    assert s.label(offer, 0) == f"Offer {s.seat_name(2)} a face-down card (3 roses, 2 thorns)"


def test_cash_labels_say_what_the_exchange_gives() -> None:
    s = table()
    s.bouquets[0] = [C(5, 2)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "refuse")
    labels = {str(a): s.label(a, 0) for a in s.legal_actions(0)}
    assert labels == {"cash": "Exchange your bouquet of 6 roses for 2 charm points",
                      "keep": "Keep your bouquet of 6 roses"}


@pytest.mark.parametrize("players", [3, 4, 6])
def test_every_prompt_names_exactly_the_kinds_on_offer(players: int) -> None:
    """Each kind of legal action is named by its verb in the prompt; no other kind is."""
    verbs = {k: WORDS.field("action", k, "verb") for k in KINDS}
    seen: set[str] = set()
    for seed in (1, 2):
        for st, p, _a in playout(players, seed)[:-1]:
            on_offer = {kind(a) for a in st.legal_actions(p)}
            seen |= on_offer
            for text in (st.prompt(p), st.prompt_for(p, NAMES[:players])):
                low = text.lower()
                for k, verb in verbs.items():
                    said = re.search(rf"\b{verb}\b", low) is not None
                    assert said == (k in on_offer), f"{k!r} on offer: {k in on_offer}; prompt {text!r}"
    assert seen == set(KINDS)


def test_the_answer_prompt_names_the_giver() -> None:
    s = table()
    give(s, 0, (2, 1))
    s.apply(0, "offer 2 2/1")
    assert s.prompt_for(2, NAMES[:4]).startswith("Ada holds out a face-down card to you")
    assert s.prompt_for(1, NAMES[:4]) == "Waiting for Cy"


# ---------------------------------------------------------------- the log


def test_a_wilting_bouquet_is_announced() -> None:
    s = table()
    s.bouquets[2] = [C(4, 3)]
    give(s, 0, (3, 2))
    s.apply(0, "offer 2 3/2")
    before = s.clone()
    s.apply(2, "accept")
    for viewer in (0, 1, 2, None):
        lines = s.narrate(before, 2, s.game.parse_notation("accept"), viewer, NAMES[:4])
        assert lines[0] == ("Cy accepts Ada's card into their bouquet: 3 roses, 2 thorns "
                            "(the bouquet now holds 7 roses, 5 thorns)")
        assert lines[1] == "Cy's bouquet reaches 5 thorns and wilts: 2 cards with 7 roses to the discard pile"


def test_a_refused_card_wilts_the_givers_bouquet() -> None:
    s = table()
    s.bouquets[0] = [C(5, 3), C(4, 1)]
    give(s, 0, (0, 2))
    s.apply(0, "offer 3 0/2")
    before = s.clone()
    s.apply(3, "refuse")
    lines = s.narrate(before, 3, s.game.parse_notation("refuse"), 1, NAMES[:4])
    assert lines[0].startswith("Di refuses Ada's card, so it goes back into Ada's own bouquet: no rose, 2 thorns")
    assert lines[1] == "Ada's bouquet reaches 6 thorns and wilts: 3 cards with 9 roses to the discard pile"
    assert lines[2] == "Ada draws a card; 37 cards left in the deck"


def test_an_exchange_and_a_ten_rose_win_are_told() -> None:
    s = table()
    s.hearts[1] = 4
    s.bouquets[0] = [C(5, 2), C(4, 1)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "refuse")
    before = s.clone()
    s.apply(0, "cash")
    lines = s.narrate(before, 0, s.game.parse_notation("cash"), None, NAMES[:4])
    assert lines == ["Ada exchanges a bouquet of 10 roses: ten roses or more win the game at once",
                     "The game is over. Ada wins by exchanging a bouquet of 10 roses or more"]


def test_the_offered_card_is_told_only_to_its_giver() -> None:
    """Offers to the same player read the same to everyone but the giver, whatever the card."""
    for players in (3, 5):
        for st, p, a in playout(players, 4)[:-1]:
            if not isinstance(a, Offer):
                continue
            same_target = [b for b in st.legal_actions(p) if isinstance(b, Offer) and b.to == a.to]
            for viewer in [*range(players), None]:
                texts = {tuple(after(st, p, b).narrate(st, p, b, viewer, NAMES)) for b in same_target}
                if viewer == p:
                    for b in same_target:
                        line = after(st, p, b).narrate(st, p, b, viewer, NAMES)[0]
                        assert line.endswith(f"a face-down card ({card_of(b.card)})"), line
                else:
                    assert len(texts) == 1, texts


def test_a_drawn_card_is_told_only_to_the_drawer() -> None:
    """Two deals differing only in the card on top of the deck read the same to the others."""
    checked = 0
    for st, p, a in playout(4, 5)[:-1]:
        if str(a) not in ("accept", "refuse", "keep") or len(st.deck) < 2:
            continue
        twin = st.clone()
        j = next((i for i, c in enumerate(twin.deck) if c != twin.deck[-1]), None)
        if j is None:
            continue
        twin.deck[-1], twin.deck[j] = twin.deck[j], twin.deck[-1]
        one, two = after(st, p, a), after(twin, p, a)
        if one.phase != 0:  # the turn did not end (an exchange is open): nothing drawn yet
            continue
        drawer = st.turn
        for viewer in [*range(4), None]:
            a_lines = one.narrate(st, p, a, viewer, NAMES)
            b_lines = two.narrate(twin, p, a, viewer, NAMES)
            if viewer == drawer:
                assert a_lines != b_lines
            else:
                assert a_lines == b_lines
        checked += 1
    assert checked > 5


def test_the_last_card_and_the_end_of_the_game_are_told() -> None:
    steps = playout(4, 8)
    final = steps[-1][0]
    text = []
    for st, p, a in steps[:-1]:
        text += after(st, p, a).narrate(st, p, a, None, NAMES[:4])
    if final.end_reason == "deck_out":
        assert any("last card of the deck" in line for line in text)
        assert any(line.startswith("The deck is out") for line in text)
    assert text[-1].startswith("The game is over. ")
    assert final.scoring(NAMES[:4]).verdict in text[-1]  # type: ignore[union-attr]


# ---------------------------------------------------------------- the final scoring


def rows(state: RoseState) -> list[str]:
    sc = state.scoring(NAMES[:state.players])
    assert sc is not None
    return [r["label"] for r in sc.rows]


def test_scoring_rows_follow_the_end_of_the_game() -> None:
    base = ["Bouquets exchanged", "Bouquets wilted", "Roses in bouquet", "Thorns in bouquet"]
    assert rows(finished("deck_out")) == [*base, "Charm points"]
    assert rows(finished("five_hearts")) == [*base, "Charm points"]
    assert rows(finished("ten_roses")) == [*base, "Ten-rose bouquet", "Charm points"]
    sc = finished("deck_out").scoring(NAMES[:4])
    assert sc is not None and sc.rows[-1].get("total") and not any(r.get("total") for r in sc.rows[:-1])
    assert sc.shared[0] == {"label": "End of the game", "value": "The deck ran out",
                            "help": WORDS.effect("end", "deck_out")}


def test_a_ten_rose_winner_is_shown_as_the_winner() -> None:
    final = finished("ten_roses")
    sc = final.scoring(NAMES[:4])
    assert sc is not None
    w = final.winners[0]
    assert sc.winners == [w]
    assert re.fullmatch(rf"{NAMES[w]} wins by exchanging a ten-rose bouquet \(\d+ roses\)", sc.verdict)
    ten = next(r for r in sc.rows if r["label"] == "Ten-rose bouquet")
    assert re.fullmatch(r"\d+ roses", ten["values"][w]) and int(ten["values"][w].split()[0]) >= 10
    assert "whatever the charm points" in " ".join(sc.notes)


def test_five_charm_points_and_deck_out_verdicts() -> None:
    final = finished("five_hearts")
    sc = final.scoring(NAMES[:4])
    assert sc is not None
    assert sc.verdict == f"{NAMES[final.winners[0]]} wins by reaching {final.hearts[final.winners[0]]} " \
                         "charm points: 5 or more win at once"
    one = finished("deck_out", tie=False)
    sc = one.scoring(NAMES[:4])
    assert sc is not None and sc.verdict.startswith("The deck ran out: ")
    assert f"{NAMES[one.winners[0]]} wins with the most charm points" in sc.verdict


def test_a_deck_out_tie_is_shared_and_says_ties_are_not_broken() -> None:
    for players in (4, 5, 6):
        try:
            final = finished("deck_out", players=players, tie=True)
        except AssertionError:
            continue
        sc = final.scoring(NAMES[:players])
        assert sc is not None and " share the win with " in sc.verdict
        assert all(NAMES[q] in sc.verdict for q in final.winners)
        assert WORDS.effect("tiebreak", "shared") in sc.notes
        return
    pytest.fail("no seeded game ended in a tie")


def test_scoring_of_a_hand_made_game_still_reads() -> None:
    """A state set up by hand cannot be replayed: the table drops the history rows."""
    s = table()
    s.bouquets[0] = [C(5, 2), C(4, 1)]
    give(s, 0, (1, 0))
    s.apply(0, "offer 1 1/0")
    s.apply(1, "refuse")
    s.apply(0, "cash")
    assert rows(s) == ["Roses in bouquet", "Thorns in bouquet", "Ten-rose bouquet", "Charm points"]
    sc = s.scoring(NAMES[:4])
    assert sc is not None and sc.verdict == "Ada wins by exchanging a bouquet of 10 roses or more"
    assert GAME.new_game(4, seed=1).scoring(NAMES[:4]) is None
