"""Phase 2, the rendezvous: the only communication (rulebook example and rulings R4-R6)."""

from __future__ import annotations

import pytest

import salon
from salon.games.romeo_juliette import RJState
from salon.games.romeo_juliette.scene import MAX_PROPOSALS, MAX_RENDEZVOUS, RENDEZVOUS, SECRET

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
    """A missive, a proposal, a confirmation, or silence (wait): nothing else passes."""
    s = new(chapter=1)
    kinds = {t.split()[0] for t in texts(s, R)}
    assert kinds == {"missive", "propose", "wait"}
    s = new(chapter=1, strict_alternation=True)
    assert {t.split()[0] for t in texts(s, R)} == {"missive", "propose"}


def test_confirm_only_the_partners_proposal() -> None:
    s = new(chapter=1)
    assert "confirm" not in texts(s, R)
    play(s, (R, "propose passion"))
    assert texts(s, J)[-3:] == ["propose reason", "confirm", "wait"]
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
    """Ruling R5: at most MAX_PROPOSALS proposals each since the last missive; with no missive
    and no proposal left, confirming is all that remains, so every rendezvous ends."""
    s = new(chapter=9)  # no missives: proposals only
    play(s, (R, "propose passion"), (J, "propose reason"), (R, "propose passion"), (J, "propose reason"))
    assert MAX_PROPOSALS == 2
    assert texts(s, R) == ["confirm"]
    play(s, (R, "confirm"))
    assert s.heart == 1


def test_a_missive_opens_new_proposals() -> None:
    """Ruling R5 (issue 16): after Passion, Reason, Passion, Reason and Roméo's missive to the
    Balcony, Juliette may still answer Passion; version 1's cap (option
    fixed_proposal_cap) counted the whole rendezvous and left her only Reason's confirmation."""
    talk = [(R, "propose passion"), (J, "propose reason"), (R, "propose passion"), (J, "propose reason"),
            (R, "missive balcony")]
    s = new(chapter=1)
    play(s, *talk)
    assert s.rv_props == [0, 0]
    assert "propose passion" in texts(s, J)
    play(s, (J, "propose passion"), (R, "confirm"))
    assert s.heart == 0
    old = new(chapter=1, fixed_proposal_cap=True)
    play(old, *talk)
    assert old.rv_props == [2, 2]
    assert not any(t.startswith("propose") for t in texts(old, J))


def test_two_missives_in_a_row() -> None:
    """Ruling R4: the partner may keep silent, so a lover can point at two places in turn;
    version 1's strict alternation (option strict_alternation) allowed no such silence."""
    s = new(chapter=1)
    play(s, (R, "missive street"), (J, "wait"), (R, "missive church"))
    assert s.missives == [1, 0]
    assert [t for _, t in s.rv_log] == ["missive street", "wait", "missive church"]
    old = new(chapter=1, strict_alternation=True)
    play(old, (R, "missive street"))
    assert "wait" not in texts(old, J)


def test_silence_never_stalls_the_rendezvous() -> None:
    """Ruling R4: never two silences in a row; facing a proposal you may keep silent only if
    your partner still has a missive or a proposal to add."""
    s = new(chapter=1)
    play(s, (R, "wait"))  # nothing proposed: Roméo may open with silence
    assert "wait" not in texts(s, J)
    play(s, (J, "propose passion"))
    assert "wait" in texts(s, R)  # facing Passion, Roméo holds 2 missives and 2 proposals
    play(s, (R, "wait"))
    assert texts(s, J) == ["missive balcony", "missive ballroom", "missive church", "missive cell",
                           "missive parlor", "missive street", "propose reason"]
    s = new(chapter=9)  # no missives
    play(s, (R, "propose passion"), (J, "propose reason"), (R, "propose passion"))
    assert "wait" not in texts(s, J)  # Roméo would have nothing left to say
    play(s, (J, "confirm"))
    assert s.heart == 0


def _longest_rendezvous(missives: tuple[int, int], **opts: object) -> int:
    """The most decisions a rendezvous can take from its start with these missives (exact:
    every dialogue is explored; positions where the talk stands the same are merged)."""
    s = new(chapter=1, **opts)
    s.missives = list(missives)
    s.reserve = 5 - sum(missives)
    memo: dict[tuple[object, ...], int] = {}

    def go(st: RJState) -> int:
        if st.phase != RENDEZVOUS:
            return 0
        silent = bool(st.rv_log) and st.rv_log[-1][1] == "wait"
        key = (tuple(st.missives), tuple(st.rv_props), tuple(st.rv_spent), st.rv_face, st.rv_by,
               st.rv_turn, silent)
        if key not in memo:
            p = st.current_players()[0]
            legal = st.legal_actions(p)
            assert legal, "a rendezvous with no decision"
            best = 0
            for a in legal:
                c = st.clone()
                c.apply(p, a)
                best = max(best, 1 + go(c))
            memo[key] = best
        return memo[key]

    return go(s)


def test_the_longest_rendezvous_is_bounded() -> None:
    """Ruling R5: the longest possible rendezvous, with the 5 missives in the lovers' hands,
    is MAX_RENDEZVOUS decisions (version 1's readings: 15)."""
    splits = [(j, r) for j in range(6) for r in range(6 - j)]
    assert max(_longest_rendezvous(m) for m in splits) == MAX_RENDEZVOUS == 53
    assert _longest_rendezvous((2, 3), fixed_proposal_cap=True, strict_alternation=True) == 15
    assert _longest_rendezvous((0, 0)) == 8


def test_heuristic_rendezvous_end_within_the_bound() -> None:
    """Ruling R5: over seeded heuristic games of every chapter, each rendezvous ends within
    MAX_RENDEZVOUS decisions (in practice within a handful)."""
    from salon.bots import make_bot

    longest = 0
    for seed in range(18):
        s = new(chapter=1 + seed % 9, seed=seed)
        bots = [make_bot("heuristic", seed=2 * seed + q) for q in (0, 1)]
        n = 0
        while not s.is_over():
            p = s.current_players()[0]
            in_rendezvous = s.phase == RENDEZVOUS
            s.apply(p, bots[p].choose(s, p))
            n = n + 1 if in_rendezvous else 0
            longest = max(longest, n)
            assert n <= MAX_RENDEZVOUS
    assert 2 <= longest <= 12


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
        assert steps <= MAX_RENDEZVOUS


def test_fateful_silence_one_missive_each() -> None:
    s = new(chapter=1)
    from salon.games.romeo_juliette.data import R_ONE_MISSIVE

    s.rules_on |= R_ONE_MISSIVE
    play(s, (R, "missive street"), (J, "propose passion"))
    assert not any(t.startswith("missive") for t in texts(s, R))


def test_refusals_say_why() -> None:
    s = new(chapter=1)
    play(s, (R, "wait"))
    with pytest.raises(salon.IllegalAction, match="never twice in a row"):
        s.apply(J, "wait")
    play(s, (J, "propose passion"))
    with pytest.raises(salon.IllegalAction, match="confirm it"):
        s.apply(R, "propose passion")
    s = new(chapter=9)
    play(s, (R, "propose passion"), (J, "propose reason"), (R, "propose passion"), (J, "propose reason"))
    with pytest.raises(salon.IllegalAction, match="2 proposals since the last missive"):
        s.apply(R, "propose passion")
    s = new(chapter=1, strict_alternation=True)
    with pytest.raises(salon.IllegalAction, match="only while your own proposal stands"):
        s.apply(R, "wait")
