"""End of a scene, end of an act (keep one of each, reshuffle), end of the drama."""

from __future__ import annotations

from salon.games.romeo_juliette.data import LOC_CARD_INDEX
from salon.games.romeo_juliette.scene import KEEP_CHAPERONE, KEEP_LOCATION, OVER, RENDEZVOUS

from .helpers import J, R, agree, new, play, texts


def quiet_scene(s) -> None:  # type: ignore[no-untyped-def]
    """Reason, then each lover plays the first legal cards; effects: the first legal move."""
    agree(s, "reason")
    for seat in (J, R):
        cards = [c for c in texts(s, seat) if c != "go cell"] or texts(s, seat)  # Roméo holds on to the Cell
        play(s, (seat, cards[0]))
        play(s, (seat, texts(s, seat)[0]))
    while s.phase not in (RENDEZVOUS, KEEP_LOCATION, OVER):
        seat = s.current_players()[0]
        play(s, (seat, texts(s, seat)[0]))


def test_an_act_empties_the_decks_and_ends_with_a_keep() -> None:
    s = new(chapter=1, seed=4)
    s.hate = 99
    # Roméo never plays his starting card (the Cell) this act: it is known in his hand until the keep
    from .helpers import set_hand

    set_hand(s, R, ["cell", "balcony", "ballroom", "church"], None)
    s.known[R] = LOC_CARD_INDEX["cell"]
    s.hate = 99  # keep the drama going whatever the moves do
    for scene in range(1, 5):
        assert s.scene == scene and s.act == 1
        assert [len(h) for h in s.loc_hand] == [4, 4] and [len(h) for h in s.cha_hand] == [4, 4]
        quiet_scene(s)
    assert s.loc_deck == [[], []] and s.cha_deck == [[], []]
    assert s.phase == KEEP_LOCATION and s.current_players() == (R,)  # ruling R9: Roméo keeps first
    assert s.known[R] == LOC_CARD_INDEX["cell"] and "keep cell" in texts(s, R)
    kept = s.legal_actions(R)[0]
    assert len(s.legal_actions(R)) == 3
    play(s, (R, str(kept)))
    assert s.phase == KEEP_CHAPERONE and s.current_players() == (R,)
    assert s.known[R] == -1 and s.view(J)["seats"][R]["known_in_hand"] == []
    assert LOC_CARD_INDEX["cell"] in s.loc_hand[R] + s.loc_deck[R]
    play(s, (R, texts(s, R)[0]))
    assert s.current_players() == (J,)
    v = s.view(J)
    assert v["seats"][R]["hand_sizes"] == [1, 1]
    assert "hand" in v and v["hand"]["locations"] != []
    play(s, (J, texts(s, J)[0]))
    play(s, (J, texts(s, J)[0]))
    assert s.act == 2 and s.scene == 5 and s.phase == RENDEZVOUS
    assert s.loc_shown == [[], []] and s.cha_shown == [[], []]
    assert s.loc_hand[R].count(kept.card) == 1  # type: ignore[attr-defined]
    assert [len(d) for d in s.loc_deck] == [3, 3]  # 6 reshuffled, 3 drawn back
    assert s.known == [-1, -1]  # nobody knows the kept card


def test_chapter_three_keeps_nothing() -> None:
    s = new(chapter=3, seed=2)
    s.hate = 99
    for _ in range(4):
        quiet_scene(s)
    assert s.act == 2 and s.phase == RENDEZVOUS
    assert [len(d) for d in s.loc_deck] == [3, 3] and [len(d) for d in s.cha_deck] == [3, 3]


def test_twelve_scenes_without_love_lose() -> None:
    s = new(chapter=2, seed=5)
    s.hate = 99
    while not s.is_over():
        if s.phase == RENDEZVOUS:
            quiet_scene(s)
        else:
            seat = s.current_players()[0]
            play(s, (seat, texts(s, seat)[0]))
    out = s.outcome()
    assert out is not None and out.details["end"] == "time" and out.details["scenes_played"] == 12
    assert out.winners == [] and s.act == 3
    assert LOC_CARD_INDEX["aside"] == 6
