"""Phase 5, the resolution: the Nurse, Hate, Love and events; the characters' rules."""

from __future__ import annotations

from salon.games.romeo_juliette.data import (
    CHAR_INDEX,
    LOC_INDEX,
    R_ALLEGORY_LOVERS,
    R_LAURENT_IGNORES_ALLEGORY,
)
from salon.games.romeo_juliette.scene import OVER, RENDEZVOUS, hate_locations

from .helpers import J, R, agree, clear_board, new, place, play, secret, set_hand, settle, stack_events, where


def board(**where: str) -> list[int]:
    """Positions: everyone not named waits alone... in a quiet corner per family."""
    pos = [0] * len(CHAR_INDEX)
    quiet = {"juliette": "balcony", "romeo": "parlor", "lord-capulet": "balcony", "lady-capulet": "balcony",
             "tybalt": "balcony", "nurse": "balcony", "lord-montaigu": "parlor", "lady-montaigu": "parlor",
             "benvolio": "parlor", "laurent": "church", "allegory": "street"}
    for name, loc in quiet.items():
        pos[CHAR_INDEX[name]] = LOC_INDEX[loc]
    for name, loc in where.items():
        pos[CHAR_INDEX[name.replace("_", "-")]] = LOC_INDEX[loc]
    return pos


def hate(rules: int = 0, **where: str) -> list[str]:
    from salon.games.romeo_juliette.data import LOC_IDS

    return [LOC_IDS[x] for x in hate_locations(board(**where), rules)]


def test_quiet_board_has_no_hate() -> None:
    assert hate() == []


def test_enemy_families_cause_hate_once_per_location() -> None:
    assert hate(tybalt="parlor") == ["parlor"]
    assert hate(tybalt="cell", benvolio="cell", lord_capulet="cell", lady_montaigu="cell") == ["cell"]
    assert hate(tybalt="cell", benvolio="cell", nurse="church", lady_montaigu="church", laurent="cell") == ["church"]


def test_lovers_count_for_their_family_but_not_against_each_other() -> None:
    assert hate(juliette="cell", romeo="cell") == []
    assert hate(juliette="cell", romeo="cell", benvolio="cell") == ["cell"]   # Juliette with a Montaigu
    assert hate(juliette="cell", romeo="cell", nurse="cell") == ["cell"]      # Roméo with a Capulet
    assert hate(romeo="balcony") == ["balcony"]


def test_brother_laurent_prevents_hate() -> None:
    assert hate(tybalt="parlor", laurent="parlor") == []
    assert hate(juliette="parlor", laurent="parlor") == []


def test_allegory_of_hate() -> None:
    assert hate(allegory="balcony") == ["balcony"]
    assert hate(allegory="street", tybalt="street") == ["street"]
    assert hate(allegory="street", tybalt="street", laurent="street") == []
    # ruling R2: a lover is a Capulet or a Montaigu, so stirs the Allegory too (the default);
    # version 1's reading (option allegory_lovers=false): family chaperones only
    assert hate(R_ALLEGORY_LOVERS, allegory="street", juliette="street") == ["street"]
    assert hate(R_ALLEGORY_LOVERS, allegory="street", romeo="street") == ["street"]
    assert hate(R_ALLEGORY_LOVERS, allegory="street", romeo="street", juliette="street") == ["street"]
    assert hate(R_ALLEGORY_LOVERS, allegory="street", romeo="street", laurent="street") == []
    assert hate(allegory="street", juliette="street") == []
    # Chapter VIII: Brother Laurent no longer stops the Allegory, but still stops the families
    assert hate(R_LAURENT_IGNORES_ALLEGORY, allegory="street", tybalt="street", laurent="street") == ["street"]
    assert hate(R_LAURENT_IGNORES_ALLEGORY, benvolio="street", tybalt="street", laurent="street", allegory="cell") == []


def test_allegory_with_a_lover_stirs_hate_by_default() -> None:
    """Ruling R2 (issue 16): "if the Allegory of Hate is in the presence of a Montaigu or a
    Capulet" and the lovers "are considered characters of their own family": Roméo alone with
    the Allegory in the Cell lowers Hate, unless the table keeps version 1's reading."""
    for opts, hate_after in (({}, 9), ({"allegory_lovers": False}, 10)):
        s = new(chapter=1, **opts)
        assert bool(s.rules_on & R_ALLEGORY_LOVERS) == (not opts)
        clear_board(s, "church")
        set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
        set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
        agree(s, "reason")
        secret(s, ("balcony", "nurse"), ("cell", "allegory"))
        play(s, (R, "skip"))  # Chapter I: the Cell's effect is optional
        assert s.phase == RENDEZVOUS
        assert s.hate == hate_after
        assert s.last_hate == ([LOC_INDEX["cell"]] if hate_after == 9 else [])


def scene_at(chapter: int, jloc: str, rloc: str, jchap: str = "laurent", rchap: str = "laurent",
             face: str = "passion", seed: int = 0) -> object:
    s = new(chapter=chapter, seed=seed)
    clear_board(s, "church")
    place(s, juliette="church", romeo="church")
    set_hand(s, J, [jloc] + [c for c in ("balcony", "ballroom", "street", "aside", "cell") if c != jloc][:3],
             [jchap] + [c for c in ("nurse", "tybalt", "lord-capulet") if c != jchap][:3])
    set_hand(s, R, [rloc] + [c for c in ("balcony", "parlor", "cell", "aside", "street") if c != rloc][:3],
             [rchap] + [c for c in ("benvolio", "allegory", "lord-montaigu") if c != rchap][:3])
    agree(s, face)
    secret(s, (jloc, jchap), (rloc, rchap))
    settle(s)
    return s


def test_nurse_gives_juliette_a_missive() -> None:
    s = scene_at(2, "balcony", "balcony", jchap="nurse", rchap="laurent", face="passion")
    assert s.missives[J] == 2 and s.reserve == 1 and s.last_nurse


def test_nurse_needs_a_missive_in_the_reserve() -> None:
    s = new(chapter=2)
    s.reserve, s.missives = 0, [2, 3]
    clear_board(s, "church")
    set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "passion")
    secret(s, ("balcony", "nurse"), ("balcony", "laurent"))
    assert s.missives == [2, 3]


def test_chapter_five_nurse_is_away() -> None:
    s = scene_at(5, "balcony", "balcony", jchap="nurse", rchap="laurent")
    assert s.missives[J] == 1 and not s.last_nurse


def test_hate_lowers_the_marker_per_location() -> None:
    # Roméo brings Benvolio to the Ballroom where the Capulets wait; Laurent is elsewhere
    s = new(chapter=2)
    place(s, lord_capulet="ballroom", tybalt="balcony", lady_capulet="balcony", nurse="street",
          allegory="street", lord_montaigu="parlor", lady_montaigu="parlor", benvolio="parlor", laurent="church")
    set_hand(s, J, ["balcony", "church", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["ballroom", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "reason")
    secret(s, ("balcony", "laurent"), ("ballroom", "benvolio"))
    # Roméo's Ballroom effect comes first: he moves Lord Capulet and Tybalt clockwise
    play(s, (R, "move lord-capulet+tybalt cw"))
    assert where(s, "lord-capulet") == "church" and where(s, "tybalt") == "ballroom"
    # Ballroom: Roméo+Benvolio vs Tybalt; Street: the Allegory and the Nurse
    assert s.phase == RENDEZVOUS
    assert s.last_hate == [LOC_INDEX["ballroom"], LOC_INDEX["street"]]
    assert s.hate == 8


def test_love_grows_with_passion_together() -> None:
    s = scene_at(2, "church", "church")
    assert s.love == 1 and s.last_love == 1
    assert s.ev_spaces[1] >= 0 and len(s.ev_deck) == 8


def test_reason_no_love_even_together() -> None:
    s = scene_at(2, "church", "church", face="reason")
    assert s.love == 0 and len(s.ev_deck) == 9


def test_passion_apart_no_love() -> None:
    s = scene_at(2, "church", "street")
    assert s.love == 0


def test_balcony_love_grows_twice_two_events() -> None:
    s = new(chapter=2)
    stack_events(s, "E1-1", "E2-3")
    clear_board(s, "church")
    set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "passion")
    secret(s, ("balcony", "laurent"), ("balcony", "benvolio"))
    assert s.love == 2
    from salon.games.romeo_juliette.data import EVENTS

    assert EVENTS[s.ev_spaces[1]].id == "E1-1" and EVENTS[s.ev_spaces[2]].id == "E2-3"
    assert where(s, "allegory") == "cell"  # The Allegory Stirs: one step clockwise from the Church
    from salon.games.romeo_juliette.data import R_REASON_NO_MISSIVES

    assert s.rules_on & R_REASON_NO_MISSIVES  # The Prince's Decree: face up, lasting (ruling R8)
    view = s.view(J)
    assert view["love_spaces"]["1"] == {"id": "E1-1", "face_up": False}
    assert view["love_spaces"]["2"] == {"id": "E2-3", "face_up": True}


def test_chapter_nine_balcony_once() -> None:
    s = new(chapter=9)
    clear_board(s, "church")
    set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "passion")
    secret(s, ("balcony", "laurent"), ("balcony", "benvolio"))
    assert s.love == 1


def test_love_at_maximum_wins_at_once_without_an_event() -> None:
    s = new(chapter=2)
    s.love = 9
    deck_before = len(s.ev_deck)
    clear_board(s, "church")
    set_hand(s, J, ["balcony", "ballroom", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["balcony", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "passion")
    secret(s, ("balcony", "laurent"), ("balcony", "benvolio"))
    assert s.phase == OVER and s.is_over()
    out = s.outcome()
    assert out is not None and out.winners == [0, 1] and out.scores == [1.0, 1.0]
    assert out.details["end"] == "love" and out.details["love"] == 10 and out.details["scenes_played"] == 1
    assert len(s.ev_deck) == deck_before


def test_hate_at_bottom_loses_at_once() -> None:
    s = new(chapter=2)
    s.hate = 1
    clear_board(s, "church")
    place(s, tybalt="ballroom", lord_capulet="ballroom")
    set_hand(s, J, ["balcony", "church", "street", "aside"], ["nurse", "tybalt", "laurent", "allegory"])
    set_hand(s, R, ["ballroom", "parlor", "cell", "aside"], ["benvolio", "laurent", "allegory", "lord-montaigu"])
    agree(s, "passion")
    secret(s, ("church", "nurse"), ("ballroom", "benvolio"))
    play(s, (R, "move lady-capulet+nurse cw"), (J, "move laurent cw"))
    out = s.outcome()
    assert out is not None and out.winners == [] and out.scores == [0.0, 0.0]
    assert out.details["end"] == "hate" and out.details["hate"] == 0
    assert s.legal_actions(J) == [] and s.legal_actions(R) == []


def test_chapter_seven_allegory_drifts_after_each_resolution() -> None:
    from salon.games.romeo_juliette.data import step

    s = new(chapter=7)
    clear_board(s, "church")
    place(s, allegory="parlor", laurent="parlor")
    start = s.pos[CHAR_INDEX["allegory"]]
    s._resolution()
    assert s.pos[CHAR_INDEX["allegory"]] == step(start, 1)
    s2 = new(chapter=2)
    clear_board(s2, "church")
    place(s2, allegory="parlor", laurent="parlor")
    s2._resolution()
    assert where(s2, "allegory") == "parlor"
