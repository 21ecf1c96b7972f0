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


def test_memoized_effect_search_chooses_exactly_as_without_the_memo() -> None:
    """The heuristic memoizes its look-ahead over location effects within one decision; the
    same games played with a memo that never remembers must choose the same actions."""
    import salon
    from salon.games.romeo_juliette.bot import HeuristicBot

    class Forgetful(dict):  # type: ignore[type-arg]
        def __setitem__(self, key: object, value: object) -> None:
            pass

    class NoMemo(HeuristicBot):
        def _search(self, *args):  # type: ignore[no-untyped-def]
            self._memo = Forgetful()
            return super()._search(*args)

    game = salon.load_game("romeo-juliette")
    for chapter, seed in ((1, 3), (9, 4), (9, 5)):
        logs = []
        for cls in (HeuristicBot, NoMemo):
            state = game.new_game(players=2, seed=seed, chapter=chapter)
            bots = [cls(seed=seed * 2 + q) for q in range(2)]
            log = []
            while not state.is_over():
                for q in state.current_players():
                    if q in state.current_players():
                        a = bots[q].choose(state, q)
                        log.append(str(a))
                        state.apply(q, a)
            logs.append(log)
        assert logs[0] == logs[1] and len(logs[0]) > 20
