"""Roméo & Juliette in words: seat names, labels, prompts from the kinds on offer, the log's
sentences (and what a half-made secret choice must not tell), the final table and verdict."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette import RJState
from salon.games.romeo_juliette.actions import Go, KeepChap, KeepLoc, With
from salon.games.romeo_juliette.base import LOST, WON
from salon.games.romeo_juliette.final import verdict
from salon.games.romeo_juliette.speech import PROMPT_KINDS

from ...codescan import assert_reads_as_words
from ...playsteps import random_steps
from .helpers import J, R, agree, clear_board, new, place, play, set_hand, stack_events

GAME = salon.load_game("romeo-juliette")
WORDS = GAME.words()
NAMES = ["Ada", "Bo"]
#: every name of a card a lover may hold (places, A Step Aside, chaperones)
CARD_NAMES = ([WORDS.name("location", c) for c in WORDS.ids("location")] + [WORDS.name("card", "aside")]
              + [WORDS.name("character", c) for c in WORDS.ids("character") if c not in ("juliette", "romeo")])


def playout(chapter: int, seed: int) -> list[tuple[RJState, int, object]]:
    """(state before, seat, action) for every decision of a seeded random game, and the end."""
    return random_steps("romeo-juliette", 2, seed, (("chapter", chapter),), rng_seed=seed * 7 + chapter)


def after(st: RJState, p: int, a: object) -> RJState:
    s = st.clone()
    s.apply(p, a)  # type: ignore[arg-type]
    return s


CASES = [(c, seed) for c in (1, 2, 3, 7, 9) for seed in (1, 2, 3)]


def test_seat_names_are_the_lovers() -> None:
    s = new()
    assert [s.seat_name(0), s.seat_name(1)] == ["Juliette", "Roméo"]


@pytest.mark.parametrize(("chapter", "seed"), CASES)
def test_labels_are_words_and_tell_every_choice_apart(chapter: int, seed: int) -> None:
    for st, p, _a in playout(chapter, seed)[:-1]:
        legal = st.legal_actions(p)
        labels = [st.label(a, p) for a in legal]
        assert len(set(labels)) == len(labels), labels
        for a, lab in zip(legal, labels):
            assert lab != str(a)
            assert_reads_as_words(lab, f"label of {a}")


@pytest.mark.parametrize(("chapter", "seed"), CASES)
def test_prompts_name_exactly_the_kinds_on_offer(chapter: int, seed: int) -> None:
    for st, p, _a in playout(chapter, seed)[:-1]:
        kinds = {type(a) for a in st.legal_actions(p)}
        prompt = st.prompt_for(p, NAMES).lower()
        for kind, phrase in PROMPT_KINDS.items():
            assert (phrase in prompt) == (kind in kinds), (prompt, kind.__name__, kinds)


def test_a_missive_is_offered_only_while_one_is_left() -> None:
    s = new(chapter=9)  # nobody starts with a missive
    assert "missive" not in s.prompt(R).lower()
    s.missives[R], s.reserve = 1, s.reserve - 1
    s._lc = None
    assert "send a missive (1 missive left)" in s.prompt(R).lower()


def balcony_scene() -> RJState:
    """Chapter II: both lovers hold the Balcony; Passion agreed; The Prince's Decree, then
    Vespers on top of the event deck."""
    s = new(chapter=2, seed=1)
    clear_board(s, "church")
    place(s, juliette="ballroom", romeo="street")
    set_hand(s, J, ["balcony", "church", "cell", "parlor"], ["nurse", "tybalt", "lord-capulet", "lady-capulet"])
    set_hand(s, R, ["balcony", "church", "cell", "parlor"], ["laurent", "benvolio", "lord-montaigu", "lady-montaigu"])
    stack_events(s, "E2-3", "E1-5")
    agree(s)
    return s


def narrations(before: RJState, seat: int, text: str) -> dict[int | None, list[str]]:
    a = GAME.parse_action(before, seat, text)
    s = after(before, seat, a)
    return {v: s.narrate(before, seat, a, v, NAMES) for v in (J, R, None)}


def test_half_a_secret_choice_shows_the_partner_nothing() -> None:
    s = balcony_scene()
    said = narrations(s, J, "go balcony")
    assert said[R] == [] and said[None] == []
    assert said[J] == ["In secret, Ada puts down Juliette's Balcony as the location card."]
    play(s, (J, "go balcony"))
    said = narrations(s, J, "with nurse")
    assert said[R] == said[None] == ["Ada has made a secret choice: a location card and a chaperone card lie face down."]
    assert "the Nurse" in said[J][0]


def test_the_reveal_the_resolution_and_each_event_on_its_own_line() -> None:
    s = balcony_scene()
    play(s, (J, "go balcony"), (J, "with nurse"), (R, "go balcony"))
    said = narrations(s, R, "with laurent")
    lines = said[J]
    assert lines[0] == "Bo has made a secret choice: a location card and a chaperone card lie face down."
    assert said[R][0] == "In secret, Bo puts down Brother Laurent as the chaperone card."
    assert said[R][1:] == lines[1:] == said[None][1:]
    assert lines[1] == ("The cards are revealed: Bo plays Juliette's Balcony with Brother Laurent; "
                        "Ada plays Juliette's Balcony with the Nurse.")
    assert "Bo goes to Juliette's Balcony with Brother Laurent." in lines
    assert any(line.startswith("Hate falls at Church") for line in lines)
    assert "Ada and Bo meet at Juliette's Balcony with Passion: Love grows two steps, to 2." in lines
    k = lines.index("Event on Love space 1: The Prince's Decree (hourglass card, it stays face up).")
    assert lines[k + 1] == WORDS.effect("event", "E2-3")
    k = lines.index("Event on Love space 2: Vespers (level I, resolved and turned face down).")
    assert lines[k + 1] == WORDS.effect("event", "E1-5")
    assert lines[k + 2] == "Brother Laurent moves from Juliette's Balcony to Church."
    assert lines[-1].startswith("Scene 2 of Act I begins")
    for line in lines:
        assert_reads_as_words(line, "log")


def test_reason_under_the_princes_decree_says_why_no_missive_comes() -> None:
    s = balcony_scene()
    play(s, (J, "go balcony"), (J, "with nurse"), (R, "go balcony"), (R, "with laurent"))
    play(s, (R, "propose reason"))
    said = narrations(s, J, "confirm")
    assert said[R][1] == "The Prince's Decree: Reason gives nobody a missive."


@pytest.mark.parametrize(("chapter", "seed"), CASES)
def test_no_secret_card_is_told_to_the_partner(chapter: int, seed: int) -> None:
    for st, p, a in playout(chapter, seed)[:-1]:
        secret = isinstance(a, Go | KeepLoc | KeepChap) or (isinstance(a, With) and st.pick_cha[1 - p] < 0)
        if not secret and not isinstance(a, With):
            continue
        s = after(st, p, a)
        for viewer in (1 - p, None):
            lines = s.narrate(st, p, a, viewer, NAMES)
            told = lines if secret else lines[:1]  # after a reveal, the rest is public
            for line in told:
                assert not [n for n in CARD_NAMES if n in line], (str(a), line)


@pytest.mark.parametrize(("chapter", "seed"), CASES)
def test_the_final_table_follows_the_rulebook(chapter: int, seed: int) -> None:
    final = playout(chapter, seed)[-1][0]
    sc = final.scoring(NAMES)
    assert sc is not None
    assert [r["label"] for r in sc.rows] == ["Hate", "Scenes played", "Love", "Result"]
    assert sc.rows[-1].get("total") and sc.columns == NAMES
    assert [s["label"] for s in sc.shared] == ["Chapter", "Book card", "How the drama ended", "Events revealed"]
    assert sc.winners == final.outcome().winners  # type: ignore[union-attr]
    assert sc.verdict.endswith("you won together" if final.result == WON else "you lost together")


def test_verdicts_say_why() -> None:
    s = new()
    s.love, s.act, s.scene, s.result, s.cause = 10, 2, 7, WON, "love"
    assert verdict(s, NAMES) == "Love reached 10 in Act II: you won together"
    s.love, s.hate, s.act, s.scene, s.result, s.cause = 6, 0, 3, 10, LOST, "hate"
    assert verdict(s, NAMES) == "Hate fell to 0 in Act III, scene 2: the feud ends in tragedy and you lost together"
    s.hate, s.scene, s.cause = 3, 12, "time"
    assert verdict(s, NAMES) == "Twelve scenes went by and Love reached only 6 of 10: you lost together"


def test_the_allegory_and_the_lovers_read_as_version_2_plays_them() -> None:
    """Ruling R2 (version 2): the Allegory of Hate stirs Hate next to a lover too; the words
    of the Allegory and of both lovers say so, and name the option that keeps version 1's."""
    allegory = WORDS.effect("character", "allegory")
    assert "Roméo or Juliette" in allegory and "Brother Laurent" in allegory
    assert WORDS.name("option", "allegory_lovers") in allegory  # version 1's reading: the option
    for lover in ("romeo", "juliette"):
        assert "Allegory of Hate" in WORDS.effect("character", lover)
    # (the game plays what the words say, both readings: test_rj_resolution.py's
    # test_allegory_with_a_lover_stirs_hate_by_default)
