"""Phase 2, the rendezvous: the only communication (rulebook example and rulings R4-R6)."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette.scene import MAX_PROPOSALS, SECRET

from .helpers import J, R, agree, new, play, set_hand, texts


def test_rulebook_rendezvous_example() -> None:
    """Roméo points at Verona Street; Juliette, without it, points at her Balcony; Roméo, who
    holds the Balcony card, says Passion; Juliette confirms: the heart shows Passion."""
    s = new(chapter=1)
    set_hand(s, J, locs=["balcony", "ballroom", "church", "cell"])
    set_hand(s, R, locs=["balcony", "street", "cell", "parlor"])
    play(s, (R, "missive street"))
    assert s.missives == [1, 1] and s.reserve == 3
    assert s.current_players() == (J,)
    play(s, (J, "missive balcony"), (R, "propose passion"))
    assert "confirm" in texts(s, J)
    play(s, (J, "confirm"))
    assert s.heart == 0 and s.phase == SECRET
    assert s.missives == [0, 1]
    assert s.current_players() == (J, R)
    for seat in (J, R):
        log = s.view(seat)["rendezvous"]["log"]
        assert log == [[R, "missive street"], [J, "missive balcony"], [R, "propose passion"], [J, "confirm"]]
        assert s.view(seat)["heart"] == "passion"


def test_missive_needs_a_token_and_points_at_a_location() -> None:
    s = new(chapter=9)  # no missives at all
    assert not any(t.startswith("missive") for t in texts(s, R))
    with pytest.raises(salon.IllegalAction, match="no missive"):
        s.apply(R, "missive balcony")
    with pytest.raises(salon.InvalidNotation):
        s.apply(R, "missive verona")
    s = new(chapter=1)
    assert [t for t in texts(s, R) if t.startswith("missive")] == [
        "missive balcony", "missive ballroom", "missive church", "missive cell", "missive parlor", "missive street"]


def test_no_free_talk_only_rulebook_signals() -> None:
    s = new(chapter=1)
    kinds = {t.split()[0] for t in texts(s, R)}
    assert kinds == {"missive", "propose"}


def test_confirm_only_the_partners_proposal() -> None:
    s = new(chapter=1)
    assert "confirm" not in texts(s, R)
    play(s, (R, "propose passion"))
    assert texts(s, J)[-2:] == ["propose reason", "confirm"]
    assert "propose passion" not in texts(s, J)  # proposing the same face is confirming it
    play(s, (J, "missive church"))
    # Roméo's own proposal stands: he may wait, change it, or write, but not confirm it
    assert "confirm" not in texts(s, R) and "wait" in texts(s, R)
    assert "propose passion" not in texts(s, R) and "propose reason" in texts(s, R)


def test_reason_gives_each_lover_a_missive() -> None:
    s = new(chapter=1)
    agree(s, "reason")
    assert s.missives == [2, 3] and s.reserve == 0


def test_reason_last_missive_goes_to_juliette() -> None:
    s = new(chapter=1)
    play(s, (R, "propose reason"))
    s.reserve, s.missives = 1, [1, 3]
    play(s, (J, "confirm"))
    assert s.missives == [2, 3] and s.reserve == 0


def test_reason_with_empty_reserve_gives_nothing() -> None:
    s = new(chapter=1)
    s.reserve, s.missives = 0, [2, 3]
    agree(s, "reason")
    assert s.missives == [2, 3]


def test_passion_gives_no_missive() -> None:
    s = new(chapter=1)
    agree(s, "passion")
    assert s.missives == [1, 2] and s.reserve == 2


def test_chapter_six_reason_gives_nothing() -> None:
    s = new(chapter=6)
    before = list(s.missives)
    agree(s, "reason")
    assert s.missives == before


def test_proposals_are_bounded_and_a_decision_always_exists() -> None:
    """Ruling R5: at most MAX_PROPOSALS proposals each; the proposer may wait; the other must
    then confirm, counter or write, so every rendezvous ends."""
    s = new(chapter=9)  # no missives: proposals only
    play(s, (R, "propose passion"), (J, "propose reason"), (R, "propose passion"), (J, "propose reason"))
    assert MAX_PROPOSALS == 2
    assert texts(s, R) == ["confirm"]
    play(s, (R, "confirm"))
    assert s.heart == 1


def test_every_rendezvous_ends_under_random_play() -> None:
    from salon.core.rng import Rng

    for seed in range(40):
        s = new(chapter=1 + seed % 9, seed=seed)
        rng = Rng(seed)
        steps = 0
        while s.phase == 0:
            p = s.current_players()[0]
            legal = s.legal_actions(p)
            assert legal
            s.apply(p, legal[rng.below(len(legal))])
            steps += 1
        assert steps <= 2 * MAX_PROPOSALS + 5 + 2 * MAX_PROPOSALS + 2


def test_fateful_silence_one_missive_each() -> None:
    s = new(chapter=1)
    from salon.games.romeo_juliette.data import R_ONE_MISSIVE

    s.rules_on |= R_ONE_MISSIVE
    play(s, (R, "missive street"), (J, "propose passion"))
    assert not any(t.startswith("missive") for t in texts(s, R))
