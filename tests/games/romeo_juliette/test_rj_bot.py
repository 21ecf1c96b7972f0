"""The cooperative heuristic bot: blind to hidden information, and much better than chance."""

from __future__ import annotations

from salon.core.rng import Rng
from salon.games.romeo_juliette.bot import HeuristicBot, default_target

from .helpers import J, R, new, play


def play_pair(chapter: int, seed: int, heuristic: bool) -> bool:
    s = new(chapter=chapter, seed=seed)
    bots = [HeuristicBot(seed=seed * 2), HeuristicBot(seed=seed * 2 + 1)]
    rng = Rng(seed + 7)
    while not s.is_over():
        cur = s.current_players()
        p = cur[rng.below(len(cur))]
        if heuristic:
            s.apply(p, bots[p].choose(s, p))
        else:
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.below(len(legal))])
    out = s.outcome()
    assert out is not None
    return bool(out.winners)


def test_bot_pair_beats_a_random_pair() -> None:
    bot = sum(play_pair(1, seed, True) for seed in range(30))
    rnd = sum(play_pair(1, seed, False) for seed in range(30))
    assert bot >= 20 and rnd <= 2


def test_bot_decides_from_its_view_only() -> None:
    """The same choice on the true state and on any determinization for its seat."""
    s = new(chapter=4, seed=11)
    rng = Rng(5)
    checked = 0
    while not s.is_over() and checked < 150:
        cur = s.current_players()
        p = cur[rng.below(len(cur))]
        action = HeuristicBot(seed=1).choose(s, p)
        for k in range(2):
            assert HeuristicBot(seed=1).choose(s.determinize(p, k), p) == action
        s.apply(p, action)
        checked += 1


def test_convention_default_target_is_common_knowledge() -> None:
    s = new(chapter=1)
    assert default_target(s.view(J)) == default_target(s.view(R)) == default_target(s.view(None))


def test_bot_answers_the_rulebook_rendezvous() -> None:
    """Juliette's missive points at the Balcony; a Roméo bot holding it proposes Passion."""
    from .helpers import set_hand

    s = new(chapter=1)
    set_hand(s, J, locs=["balcony", "ballroom", "church", "cell"])
    set_hand(s, R, locs=["balcony", "street", "cell", "parlor"])
    play(s, (R, "missive street"), (J, "missive balcony"))
    assert str(HeuristicBot().choose(s, R)) == "propose passion"
    play(s, (R, "propose passion"))
    assert str(HeuristicBot().choose(s, J)) == "confirm"
    play(s, (J, "confirm"))
    assert str(HeuristicBot().choose(s, J)) == "go balcony"
