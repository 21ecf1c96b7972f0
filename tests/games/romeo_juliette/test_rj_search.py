"""The search helpers: the win-probability model, the signal filter, and the paired search."""

from __future__ import annotations

import pytest

from salon.bots import make_bot
from salon.bots.ismcts import IsmctsBot
from salon.games.romeo_juliette import search
from salon.games.romeo_juliette.bot import HeuristicBot, current_target, default_target
from salon.games.romeo_juliette.data import ASIDE, CHAPTERS, LOC_IDS, LOVE_MAX, NEIGHBOURS, SCENES
from salon.games.romeo_juliette.scene import RENDEZVOUS
from salon.games.romeo_juliette.search import plausible, scene_outcomes, searchable, truthful, win_probability

from .helpers import J, R, agree, new, play


@pytest.mark.parametrize("chapter", sorted(CHAPTERS))
def test_every_chapter_has_measured_scene_outcomes(chapter: int) -> None:
    counts = scene_outcomes(chapter)
    assert sum(counts.values()) > 1000
    assert all(0 <= dl <= 2 and dh >= 0 for dl, dh in counts)


def test_win_probability_ends_where_the_rules_end_the_drama() -> None:
    assert win_probability(9, 3, LOVE_MAX, 5) == 1.0
    assert win_probability(9, 3, 5, 0) == 0.0
    assert win_probability(9, SCENES, 9, 5) == 0.0


@pytest.mark.parametrize("chapter", [1, 5, 9])
def test_win_probability_is_monotone(chapter: int) -> None:
    """More Love, more Hate left and more scenes left are never worse."""
    for played in range(SCENES):
        for love in range(LOVE_MAX):
            for hate in range(1, 10):
                v = win_probability(chapter, played, love, hate)
                assert 0.0 <= v <= 1.0
                assert win_probability(chapter, played, love + 1, hate) >= v - 1e-12
                assert win_probability(chapter, played, love, hate + 1) >= v - 1e-12
                assert win_probability(chapter, played + 1, love, hate) <= v + 1e-12


def test_the_model_ranks_the_chapters_like_self_play() -> None:
    """Chapter I is the easiest, IX the hardest, from each chapter's starting tracks."""
    start = {c: win_probability(c, 0, 0, CHAPTERS[c].hate_start) for c in (1, 5, 9)}
    assert start[1] > start[5] > start[9] > 0.2


def test_measure_is_reproducible_and_adds_up() -> None:
    """The counted scene outcomes add up to the games' final tracks (Love and Hate change only
    in a scene's resolution), and the same arguments count the same."""
    from salon.core.playout import play_out
    from salon.games.romeo_juliette.bot import HeuristicBot

    a = search.measure(3, 2, seed=5)
    assert a == search.measure(3, 2, seed=5)
    love = hate = 0
    for g in range(2):  # the same two games, played here
        s = new(chapter=3, seed=5 * 1_000_003 + g)
        start = s.hate
        play_out(s, [HeuristicBot(seed=2 * g), HeuristicBot(seed=2 * g + 1)], 2000)
        love += s.love
        hate += start - s.hate
    assert sum(dl * n for (dl, _), n in a.items()) == love > 0
    assert sum(dh * n for (_, dh), n in a.items()) == hate


def test_search_value_reads_the_public_tracks() -> None:
    s = new(chapter=9)
    v = search.search_value(s)
    assert v[0] == v[1] == win_probability(9, 0, s.love, s.hate)
    assert search.search_round(s) == 0


def reach(s, seat: int, loc: int) -> bool:  # type: ignore[no-untyped-def]
    hand = set(s.loc_hand[seat]) | ({s.pick_loc[seat]} if s.pick_loc[seat] >= 0 else set())
    return loc in hand or (ASIDE in hand and loc in NEIGHBOURS[s.pos[seat]])


@pytest.mark.parametrize("face", ["passion", "reason"])
def test_plausible_hands_agree_with_the_partners_proposal(face: str) -> None:
    s = new(chapter=5, seed=3)
    play(s, (R, f"propose {face}"))
    view = s.view(J)
    target = default_target(view)
    seen = set()
    for k in range(60):
        d = s.determinize(J, k)
        assert plausible(d, J, view) == (reach(d, R, target) == (face == "passion"))
        seen.add(plausible(d, J, view))
    assert seen == {True, False}  # the filter does cut: some hands fit the words, some do not


def test_plausible_hands_agree_with_a_missive() -> None:
    s = new(chapter=1, seed=4)
    loc = next(i for i in range(len(LOC_IDS)) if reach(s, R, i))
    play(s, (R, f"missive {LOC_IDS[loc]}"))
    view = s.view(J)
    for k in range(40):
        d = s.determinize(J, k)
        assert plausible(d, J, view) == reach(d, R, loc)


def test_after_the_reveal_every_hand_is_plausible() -> None:
    s = new(chapter=1, seed=2)
    agree(s)
    for seat in (J, J, R, R):  # a location card, then a chaperone card, each
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.phase not in (0, 1)
    assert all(plausible(s.determinize(J, k), J, s.view(J)) for k in range(10))


def test_only_deeds_are_searched() -> None:
    s = new(chapter=1)
    assert not searchable(s.view(R))  # the rendezvous is left to the convention
    agree(s)
    assert searchable(s.view(J))


def test_the_talk_is_the_heuristics_below_strong() -> None:
    """The server's `easy` (prior=0: no heuristic bias in the search) and `normal` (here the
    paired search without the guard) leave the rendezvous to the convention: the heuristic's
    words, and no rollout spent. `strong` (from 500 rollouts, the budget profile) searches it,
    among the words the convention calls true."""
    from salon.bots.ismcts import IsmctsBot
    from salon.server.limits import BotPolicy

    s = new(chapter=9, seed=4)
    assert not searchable(s.view(R))
    levels = BotPolicy()
    for level in ("easy", "normal"):
        bot = make_bot(levels.resolve(level, game_id="romeo-juliette"), seed=5)
        said = bot.choose(s, R)
        assert (bot.last_iterations, bot.last_rollouts) == (0, 0)
        profiled = bot._profiled[("romeo-juliette", False)]
        assert isinstance(profiled, IsmctsBot) and not profiled.talk
        assert said == profiled._heuristic_choice(s, R, profiled._base_seed(s, R))
    strong = make_bot(levels.resolve("strong", game_id="romeo-juliette"), seed=5)
    said = strong.choose(s, R)
    profiled = strong._profiled[("romeo-juliette", True)]
    assert profiled.talk and strong.last_rollouts > 0
    assert said in truthful(s, R, s.view(R), s.legal_actions(R))


# ---------------------------------------------------------------- the bot's profile here


def test_default_ismcts_uses_the_paired_profile() -> None:
    s = new(chapter=9, seed=1)
    agree(s)
    bot = make_bot("ismcts", seed=3)
    assert isinstance(bot, IsmctsBot)
    action = bot.choose(s, J)
    assert action in s.legal_actions(J)
    profiled = bot._profiled[("romeo-juliette", False)]
    assert (profiled.paired, profiled.rounds, profiled.rollout, profiled.iterations) == (True, 1, "heuristic", 112)
    # the budget counts rollouts: 112 of them buy 112 / (root actions) determinizations, enough
    # for the guard's 8 at the widest decision it searches (14 root actions)
    width = len(s.legal_actions(J))
    assert bot.last_iterations == -(-112 // width) >= 8
    assert bot.last_rollouts == bot.last_iterations * width  # every card after every sample
    explicit = make_bot("ismcts:paired=false,iterations=7", seed=3)
    explicit.choose(s, J)
    assert explicit._profiled[("romeo-juliette", False)].paired is False
    assert explicit.last_iterations == 7


def test_paired_search_is_reproducible_and_blind() -> None:
    s = new(chapter=9, seed=6)
    agree(s)
    for seat in (J, R):
        spec = f"ismcts:iterations={8 * len(s.legal_actions(seat))}"  # the guard's 8 determinizations
        bot = make_bot(spec, seed=2)
        mine = bot.choose(s, seat)
        assert bot.last_iterations == 8
        assert make_bot(spec, seed=2).choose(s, seat) == mine
        for k in (1, 2):
            other = s.determinize(seat, k)
            assert make_bot(spec, seed=2).choose(other, seat) == mine


def test_paired_choice_keeps_the_heuristic_without_evidence() -> None:
    bot = IsmctsBot(paired=True, guard=1.5)
    legal = ["a", "b"]
    few = [[0.5, 0.9]] * 3  # better, but on too few samples
    assert bot._paired_choice(legal, few, "a") == "a"  # type: ignore[arg-type]
    noisy = [[0.0, 1.0], [1.0, 0.0]] * 5  # no better on average
    assert bot._paired_choice(legal, noisy, "a") == "a"  # type: ignore[arg-type]
    clear = [[0.4, 0.6]] * 10  # better on every sample
    assert bot._paired_choice(legal, clear, "a") == "b"  # type: ignore[arg-type]
    assert bot._paired_choice(legal, clear, None) == "b"  # type: ignore[arg-type]
    missing = [[None, 0.6]] * 10 + [[0.5, 0.5]] * 2  # compared only where both were played
    assert bot._paired_choice(legal, missing, "a") == "a"  # type: ignore[arg-type]


def test_paired_search_when_the_talk_fits_no_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """A filter that rejects every determinization: the search falls back to all of them."""
    s = new(chapter=9, seed=6)
    agree(s)
    monkeypatch.setattr(search, "plausible", lambda state, seat, view: False)
    width = len(s.legal_actions(J))
    bot = make_bot(f"ismcts:iterations={10 * width}", seed=2)
    assert bot.choose(s, J) in s.legal_actions(J)
    assert bot.last_iterations == 10


def test_paired_search_when_few_hands_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """One determinization in ten fits: the search still gets its whole budget."""
    s = new(chapter=9, seed=6)
    agree(s)
    calls = {"n": 0}

    def rare(state: object, seat: int, view: object) -> bool:
        calls["n"] += 1
        return calls["n"] % 10 == 0

    monkeypatch.setattr(search, "plausible", rare)
    width = len(s.legal_actions(J))
    bot = make_bot(f"ismcts:iterations={12 * width}", seed=2)
    assert bot.choose(s, J) in s.legal_actions(J)
    assert bot.last_iterations == 12


def test_paired_search_reads_only_what_the_seat_may_use() -> None:
    """Behind the scenes and in a location effect, the search asks the real state for the
    seat's view, legal actions and determinizations only (the guard fails on anything else)."""
    from tests.bots.test_ismcts import Guard

    s = new(chapter=9, seed=6)
    agree(s)
    for seat in (J, R):
        bot = make_bot(f"ismcts:iterations={8 * len(s.legal_actions(seat))}", seed=1)
        action = bot.choose(Guard(s, seat), seat)  # type: ignore[arg-type]
        assert action in s.legal_actions(seat)
        assert bot.last_iterations == 8  # it did search


# ---------------------------------------------------------------- talk=true: truthful words


def _claims_hold(s, seat: int, action: str) -> bool:  # type: ignore[no-untyped-def]
    """Does `action` say only what is true of the seat's hand, read by the convention?"""
    view = s.view(seat)
    target = current_target(view)
    rv = view["rendezvous"]
    if action.startswith("missive "):
        return reach(s, seat, LOC_IDS.index(action.split()[1]))
    if action == "propose passion":
        return reach(s, seat, target)
    if action == "propose reason":
        return not reach(s, seat, target)
    if action == "confirm" and rv["proposed_by"] == 1 - seat and rv["proposal"] == "passion":
        return reach(s, seat, target)
    return True


@pytest.mark.parametrize("seed", range(8))
def test_truthful_words_are_exactly_those_the_convention_calls_true(seed: int) -> None:
    s = new(chapter=9, seed=seed)
    said = 0
    while s.phase == RENDEZVOUS and said < 6:
        seat = s.current_players()[0]
        legal = s.legal_actions(seat)
        true = truthful(s, seat, s.view(seat), legal)
        assert {str(a) for a in true} == {str(a) for a in legal if _claims_hold(s, seat, str(a))}
        s.apply(seat, HeuristicBot(seed=seed).choose(s, seat))  # the convention speaks truly too
        said += 1
    assert said >= 2  # a proposal and its answer at least


def test_truthful_is_silent_outside_the_rendezvous() -> None:
    s = new(chapter=9, seed=1)
    agree(s)
    assert truthful(s, J, s.view(J), s.legal_actions(J)) == []


def test_a_lie_is_never_truthful() -> None:
    """Roméo proposes Passion toward a target Juliette cannot reach: confirming is not true of
    her hand, and neither is Passion of her own."""
    for seed in range(40):
        s = new(chapter=9, seed=seed)
        play(s, (R, "propose passion"))
        if not reach(s, J, current_target(s.view(J))):
            break
    else:  # pragma: no cover - the deals would have to change
        pytest.fail("no deal where Juliette cannot reach the target")
    words = {str(a) for a in truthful(s, J, s.view(J), s.legal_actions(J))}
    assert "confirm" not in words and "propose passion" not in words
    assert "propose reason" in words


def test_talk_searches_the_rendezvous_among_true_words_only() -> None:
    """With talk=true the rendezvous is searched (rollouts are spent), each word it may say is
    true of the seat's hand (or the heuristic's own word), and the same view gives the same
    word; without it the talk is the heuristic's, unsearched."""
    searched = 0
    for seed in range(6):
        s = new(chapter=9, seed=seed)
        seat = s.current_players()[0]
        legal = s.legal_actions(seat)
        true = {str(a) for a in truthful(s, seat, s.view(seat), legal)}
        bot = make_bot("ismcts:iterations=200,talk=true", seed=seed)
        said = bot.choose(s, seat)
        profiled = bot._profiled[("romeo-juliette", False)]
        own = profiled._heuristic_choice(s, seat, profiled._base_seed(s, seat))
        assert str(said) in true | {str(own)}
        searched += bot.last_rollouts > 0
        assert make_bot("ismcts:iterations=200,talk=true", seed=seed).choose(s.determinize(seat, 3), seat) == said
        plain = make_bot("ismcts:iterations=200", seed=seed)
        assert plain.choose(s, seat) == own and plain.last_rollouts == 0
    assert searched > 0


def test_talk_is_a_yes_or_no() -> None:
    from salon.bots.base import InvalidBotSpec

    with pytest.raises(InvalidBotSpec, match="talk must be true or false"):
        make_bot("ismcts:talk=maybe")


def test_the_talk_search_reads_only_what_the_seat_may_use() -> None:
    """At a rendezvous with talk=true the search asks the real state for the seat's view, legal
    actions and determinizations only (the guard fails on anything else)."""
    from tests.bots.test_ismcts import Guard

    s = new(chapter=9, seed=3)
    for _ in range(2):  # each lover's first word
        seat = s.current_players()[0]
        bot = make_bot("ismcts:iterations=200,talk=true", seed=1)
        said = bot.choose(Guard(s, seat), seat)  # type: ignore[arg-type]
        assert said == make_bot("ismcts:iterations=200,talk=true", seed=1).choose(s, seat)
        s.apply(seat, said)
