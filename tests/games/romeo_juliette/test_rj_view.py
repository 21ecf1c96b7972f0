"""What each seat sees, and determinization (hidden hands, pending choices, the event deck)."""

from __future__ import annotations

import json

import pytest

import salon
from salon.core.game import check_counts
from salon.core.rng import Rng
from salon.games.romeo_juliette.actions import parse
from salon.games.romeo_juliette.bot import HeuristicBot
from salon.games.romeo_juliette.data import EVENTS, LEVEL_OF, LOC_CARD_INDEX

from .helpers import J, R, agree, new, play, set_hand


def test_view_shows_own_hand_and_partner_sizes_only() -> None:
    s = new(chapter=1)
    v = s.view(J)
    assert sorted(v["hand"]) == ["chaperones", "locations"]
    assert v["seats"][R]["hand_sizes"] == [4, 4]
    assert "hand" not in v["seats"][R]
    spectator = s.view(None)
    assert "hand" not in spectator and "my_choice" not in spectator
    text = json.dumps(s.view(R))
    hidden = {EVENTS[c].id for c in s.ev_deck} | {EVENTS[c].id for c in s.ev_box}
    assert not any(f'"{h}"' in text for h in hidden)  # no event deck content
    assert "rng" not in text


def test_determinization_keeps_the_known_starting_card() -> None:
    s = new(chapter=1)
    for k in range(20):
        d = s.determinize(J, k)
        assert LOC_CARD_INDEX["cell"] in d.loc_hand[R]
        assert d.loc_hand[J] == s.loc_hand[J] and d.cha_hand[J] == s.cha_hand[J]
    hands = {tuple(s.determinize(J, k).loc_hand[R]) for k in range(20)}
    assert len(hands) > 1


def test_determinization_resamples_the_event_deck_within_levels() -> None:
    s = new(chapter=5)
    decks = set()
    for k in range(20):
        d = s.determinize(R, k)
        levels = [0, 0, 0]
        for c in d.ev_deck:
            levels[LEVEL_OF[c]] += 1
        assert levels == [3, 4, 2]
        decks.add(tuple(d.ev_deck))
        assert check_counts(s.component_counts(), d.component_counts()) == []
    assert len(decks) > 1


def test_determinization_forgets_a_partial_secret_choice() -> None:
    s = new(chapter=1)
    agree(s, "reason")
    play(s, (J, "go " + s.view(J)["hand"]["locations"][0]))
    d = s.determinize(R, 3)
    assert d.pick_loc[J] == -1 and len(d.loc_hand[J]) == 4
    assert d.view(R) == s.view(R)


def test_revealed_cards_constrain_the_partner_hand() -> None:
    s = new(chapter=2, seed=3)
    set_hand(s, R, ["parlor", "cell", "street", "aside"], None)
    agree(s, "reason")
    play(s, (J, f"go {s.view(J)['hand']['locations'][0]}"))
    play(s, (J, f"with {s.view(J)['hand']['chaperones'][0]}"))
    play(s, (R, "go street"))
    play(s, (R, f"with {s.view(R)['hand']['chaperones'][0]}"))
    while s.phase != 0:
        seat = s.current_players()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    for k in range(10):
        d = s.determinize(J, k)
        assert LOC_CARD_INDEX["street"] not in d.loc_hand[R] + d.loc_deck[R]


def heuristic_game(chapter: int, seed: int, every: int = 7) -> list[salon.core.State]:
    s = new(chapter=chapter, seed=seed)
    bots = [HeuristicBot(seed=seed), HeuristicBot(seed=seed + 1)]
    rng = Rng(seed)
    out = []
    k = 0
    while not s.is_over():
        if k % every == 0:
            out.append(s.clone())
        cur = s.current_players()
        p = cur[rng.below(len(cur))]
        s.apply(p, bots[p].choose(s, p))
        k += 1
    out.append(s)
    return out


@pytest.mark.parametrize("chapter", [1, 3, 6, 9])
def test_long_games_keep_every_invariant(chapter: int) -> None:
    """The conformance checks, on the long games bots play (acts, keeps, events)."""
    states = heuristic_game(chapter, seed=chapter)
    start = states[0].component_counts()
    for k, st in enumerate(states):
        assert check_counts(start, st.component_counts()) == []
        text = st.to_json()
        assert salon.State.from_json(text).to_json() == text
        assert salon.replay(json.loads(json.dumps(st.record()))).to_json() == text
        for p in (J, R):
            view = st.view(p)
            det = st.determinize(p, k)
            assert det.view(p) == view
            assert det.view(None) == st.view(None)
            assert check_counts(start, det.component_counts()) == []
            twin = st.determinize(p, 500 + k)
            assert twin.determinize(p, k).to_json() == det.to_json()
        for q in st.current_players():
            for a in st.legal_actions(q):
                assert parse(str(a)) == a


def test_long_games_reach_later_acts() -> None:
    acts = {heuristic_game(c, seed=s)[-1].act for c in (1, 9) for s in range(3)}
    assert max(acts) >= 2


def test_determinization_of_a_ready_partner_is_canonical() -> None:
    s = new(chapter=2, seed=8)
    agree(s, "passion")
    play(s, (J, f"go {s.view(J)['hand']['locations'][1]}"))
    play(s, (J, f"with {s.view(J)['hand']['chaperones'][0]}"))
    assert s.view(R)["seats"][J]["ready"]
    for k in range(5):
        twin = s.determinize(R, 900 + k)
        assert twin.pick_loc[J] >= 0 and twin.pick_cha[J] >= 0
        assert twin.view(R) == s.view(R)
        assert twin.determinize(R, k).to_json() == s.determinize(R, k).to_json()
    # and the game goes on from a determinization: Roméo chooses, the cards are revealed
    d = s.determinize(R, 1)
    d.apply(R, d.legal_actions(R)[0])
    d.apply(R, d.legal_actions(R)[0])
    assert d.view(R)["seats"][J]["revealed_locations"]
