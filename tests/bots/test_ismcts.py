"""The ismcts bot: spec parsing, legality, reproducibility and, above all, fairness."""

from __future__ import annotations

from typing import Any

import pytest

import salon
from salon.bots import InvalidBotSpec, make_bot
from salon.bots.ismcts import (
    BUDGET_PROFILES,
    DRAW_WORK,
    MIN_PAIRED_SAMPLES,
    WORK_LEAST,
    WORK_LIMITS,
    IsmctsBot,
    _halving_rounds,
)
from salon.core.rng import Rng

from .toy import GAME as TOY


def smallest(gid: str) -> int:
    game = salon.load_game(gid)
    return 2 if game.min_players <= 2 <= game.max_players else game.min_players


def decision_points(gid: str, seed: int, every: int = 5, limit: int = 4) -> list[tuple[Any, int]]:
    """(state, seat) pairs with a real choice, from a seeded random game."""
    game = salon.load_game(gid)
    state = game.new_game(smallest(gid), seed=seed)
    rng = Rng(seed)
    out: list[tuple[Any, int]] = []
    k = 0
    while not state.is_over() and len(out) < limit:
        for p in state.current_players():
            if p not in state.current_players():
                continue
            legal = state.legal_actions(p)
            if len(legal) > 1 and k % every == 0:
                out.append((state.clone(), p))
            state.apply(p, legal[rng.below(len(legal))])
            k += 1
    return out


GAMES = salon.game_ids()


def test_specs() -> None:
    bot = make_bot("ismcts:iterations=20,c=1.2,rollout=random,depth=30", seed=1)
    assert isinstance(bot, IsmctsBot)
    assert (bot.iterations, bot.c, bot.rollout, bot.depth) == (20, 1.2, "random", 30)
    assert make_bot("ismcts:time=0.5").iterations is None
    assert make_bot("ismcts").iterations > 0
    bot = make_bot("ismcts:prior=0,guard=0,others=search,hsteps=3")
    assert (bot.prior, bot.guard, bot.others, bot.hsteps) == (0.0, 0.0, "search", 3)
    bot = make_bot("ismcts:paired=true,rounds=2")
    assert (bot.paired, bot.rounds) == (True, 2)
    for bad in ("ismcts:iterations=0", "ismcts:iterations=x", "ismcts:rollout=smart",
                "ismcts:time=-1", "ismcts:c=-1", "ismcts:depth=-2", "ismcts:width=3",
                "ismcts:others=all", "ismcts:hsteps=-1", "ismcts:prior=-1", "ismcts:guard=x",
                "ismcts:rounds=-1", "ismcts:rounds=x", "ismcts:paired=maybe", "ismcts:halving=2"):
        with pytest.raises(InvalidBotSpec):
            make_bot(bad)


@pytest.mark.parametrize("gid", GAMES)
def test_legal_and_reproducible(gid: str) -> None:
    for state, seat in decision_points(gid, seed=1, limit=2):
        before = state.to_json()
        a = make_bot("ismcts:iterations=10", seed=9).choose(state, seat)
        b = make_bot("ismcts:iterations=10", seed=9).choose(state, seat)
        assert a == b
        assert a in state.legal_actions(seat)
        assert state.to_json() == before  # the real state is never changed


@pytest.mark.parametrize("gid", GAMES)
def test_blind_to_what_the_seat_cannot_see(gid: str) -> None:
    """A state and its determinizations (same view, other hidden parts) get the same decision."""
    for spec in ("ismcts:iterations=10", "ismcts:iterations=10,prior=0,others=search,depth=8"):
        for state, seat in decision_points(gid, seed=2, limit=2):
            mine = make_bot(spec, seed=5).choose(state, seat)
            for k in (1, 2):
                other = state.determinize(seat, k)
                assert other.view(seat) == state.view(seat)
                assert make_bot(spec, seed=5).choose(other, seat) == mine


class Guard:
    """Lets a bot call only what a seat may use: its view, its legal actions, determinize."""

    ALLOWED = {"view", "legal_actions", "determinize", "current_players", "players", "game"}

    def __init__(self, state: Any, seat: int) -> None:
        self._state = state
        self._seat = seat

    def __getattr__(self, name: str) -> Any:
        if name not in self.ALLOWED:
            raise AssertionError(f"the bot read state.{name}")
        attr = getattr(self._state, name)
        if name in ("view", "legal_actions", "determinize"):
            def only_own(p: Any, *args: Any) -> Any:
                assert p == self._seat, f"the bot asked for seat {p}'s {name}"
                return attr(p, *args)
            return only_own
        return attr


@pytest.mark.parametrize("gid", GAMES)
def test_uses_only_the_seats_information(gid: str) -> None:
    for state, seat in decision_points(gid, seed=3, limit=2):
        # enough for a paired search (a game's profile) to search: 8 determinizations
        spec = f"ismcts:iterations={max(10, 8 * len(state.legal_actions(seat)))}"
        a = make_bot(spec, seed=4).choose(Guard(state, seat), seat)  # type: ignore[arg-type]
        assert a in state.legal_actions(seat)


def test_plays_a_whole_game() -> None:
    from salon.sim.runner import play_game

    r = play_game("rose-ceremony", 3, ["ismcts:iterations=15", "heuristic", "random"], seed=11)
    assert r.winners


def test_time_budget_returns_a_legal_action() -> None:
    state, seat = decision_points("rose-ceremony", seed=4, limit=1)[0]
    bot = make_bot("ismcts:time=0.02", seed=1)
    assert bot.choose(state, seat) in state.legal_actions(seat)
    assert bot.last_iterations >= 1
    assert bot.last_rollouts == bot.last_iterations  # the tree search: one rollout an iteration


def test_heuristic_rollouts() -> None:
    state, seat = decision_points("rose-ceremony", seed=5, limit=1)[0]
    bot = make_bot("ismcts:iterations=10,rollout=heuristic", seed=1)
    assert bot.choose(state, seat) in state.legal_actions(seat)


@pytest.mark.parametrize("spec", ["ismcts:iterations=25,others=search,prior=0,guard=0",
                                  "ismcts:iterations=25,hsteps=3"])
def test_variants(spec: str) -> None:
    state, seat = decision_points("rose-ceremony", seed=7, limit=1)[0]
    assert make_bot(spec, seed=1).choose(state, seat) in state.legal_actions(seat)


def _searched_by_the_game(state: Any, seat: int) -> bool:
    """False for a decision the game's search module leaves to the heuristic (a rendezvous)."""
    searchable = getattr(IsmctsBot._search_kit(state), "searchable", None)
    return searchable is None or bool(searchable(state.view(seat)))


@pytest.mark.parametrize("gid", GAMES)
def test_paired_search(gid: str) -> None:
    """The flat paired search on every game (games without a search module play to the end)."""
    for state, seat in decision_points(gid, seed=8, limit=1):
        before = state.to_json()
        spec = f"ismcts:paired=true,iterations={8 * len(state.legal_actions(seat))},rounds=1"
        bot = make_bot(spec, seed=3)
        a = bot.choose(state, seat)
        assert bot.last_iterations >= 8 or not _searched_by_the_game(state, seat)  # it searched
        assert a == make_bot(spec, seed=3).choose(state, seat)
        assert a in state.legal_actions(seat)
        assert state.to_json() == before
        other = state.determinize(seat, 1)
        assert make_bot(spec, seed=3).choose(other, seat) == a


@pytest.mark.parametrize("gid", GAMES)
def test_a_paired_budget_too_small_to_judge_leaves_the_heuristic_unsearched(gid: str) -> None:
    """A budget that buys fewer determinizations than the guard needs is not spent: the
    heuristic's choice stands and no rollout is played (the budget is a cap, never overspent)."""
    for state, seat in decision_points(gid, seed=8, limit=2):
        width = len(state.legal_actions(seat))
        small = make_bot(f"ismcts:paired=true,iterations={7 * width},rounds=1", seed=3)  # 7 determinizations
        choice = small.choose(state, seat)
        assert (small.last_iterations, small.last_rollouts) == (0, 0)
        assert choice == small._prior_action(state, seat, small._base_seed(state, seat))
        if not _searched_by_the_game(state, seat):
            continue  # a decision the game never searches (a rendezvous)
        enough = make_bot(f"ismcts:paired=true,iterations={8 * width},rounds=1", seed=3)
        enough.choose(state, seat)
        assert enough.last_iterations == 8
        assert enough.last_rollouts <= 8 * width
        # without the heuristic's choice to fall back on (prior=0), the few determinizations the
        # budget buys are searched, and no more: the `easy` level on a paired game
        plain = make_bot(f"ismcts:paired=true,iterations={2 * width},rounds=1,prior=0", seed=3)
        assert plain.choose(state, seat) in state.legal_actions(seat)
        assert plain.last_iterations == 2
        assert plain.last_rollouts <= 2 * width


def test_the_halving_schedule_spends_the_budget_over_halving_rounds() -> None:
    """Sequential halving: ceil(log2 K) rounds of equal shares of the rollouts, the actions
    halved (rounded up) after each, at least one determinization a round; never overspent."""
    assert _halving_rounds(8, 1000) == [(8, 41), (4, 83), (2, 166)]
    assert _halving_rounds(5, 300) == [(5, 20), (3, 33), (2, 50)]
    assert _halving_rounds(2, 100) == [(2, 50)]
    assert _halving_rounds(16, 10) == [(16, 1), (8, 1), (4, 1), (2, 1)]
    for k in range(2, 40):
        for rollouts in (50, 200, 1000):
            schedule = _halving_rounds(k, rollouts)
            if all(n > 1 for _, n in schedule):
                assert sum(a * n for a, n in schedule) <= rollouts
            assert schedule[-1][0] == 2 and schedule[0][0] == k


def test_halving_searches_the_contenders_and_keeps_the_heuristics_choice() -> None:
    """A paired search with halving: the same budget, more determinizations than the flat search
    (the later rounds play fewer actions), reproducible and blind; with two root actions it is
    the flat search itself."""
    points = [(s, p) for s, p in decision_points("rose-ceremony", seed=11, every=1, limit=30)
              if len(s.legal_actions(p)) > 4][:2]
    assert points
    for state, seat in points:
        width = len(state.legal_actions(seat))
        spec = f"ismcts:paired=true,rollout=heuristic,iterations={24 * width},halving=true"
        flat = make_bot(spec.replace(",halving=true", ""), seed=3)
        flat.choose(state, seat)
        bot = make_bot(spec, seed=3)
        a = bot.choose(state, seat)
        assert a in state.legal_actions(seat)
        assert bot.last_iterations > flat.last_iterations == 24
        assert bot.last_rollouts <= 24 * width
        assert make_bot(spec, seed=3).choose(state.determinize(seat, 1), seat) == a
    survivors = IsmctsBot._survivors(["a", "b", "c", "d"], [[0.9, 0.1, 0.8, 0.0], [1.0, 0.0, 0.6, 0.2]],
                                     [0, 1, 2, 3], 2, "b")
    assert survivors == [0, 1]  # the best, and the heuristic's choice in place of the second
    state, seat = next((s, p) for s, p in decision_points("rose-ceremony", seed=11, every=1, limit=30)
                       if len(s.legal_actions(p)) == 2)
    for spec in ("ismcts:paired=true,iterations=40", "ismcts:paired=true,iterations=40,halving=true"):
        bot = make_bot(spec, seed=3)
        assert bot.choose(state, seat) == make_bot("ismcts:paired=true,iterations=40", seed=3).choose(state, seat)
        assert bot.last_iterations == 20


def test_a_budget_profile_applies_from_its_threshold() -> None:
    """Rose Ceremony's budget profile: the paired search with heuristic rollouts from 500
    rollouts a decision (`strong`), the tree search with random rollouts below (`normal`); a
    spec's own parameters still win, and a time budget alone (no count) keeps the defaults."""
    least, extra, players = BUDGET_PROFILES["rose-ceremony"]
    assert least == 500 and extra == {"paired": True, "rollout": "heuristic"} and players is None
    for spec, paired, rollout in [("ismcts", False, "auto"), ("ismcts:iterations=499", False, "auto"),
                                  ("ismcts:iterations=500", True, "heuristic"),
                                  ("ismcts:iterations=1000,paired=false", False, "heuristic"),
                                  ("ismcts:iterations=1000,rollout=random", True, "random"),
                                  ("ismcts:time=1", False, "auto")]:
        for count in (3, 4, 5):
            bot = make_bot(spec)._configured("rose-ceremony", count)  # type: ignore[attr-defined]
            assert (bot.paired, bot.rollout) == (paired, rollout), (spec, count)

def test_aqua_strong_is_the_tree_search_over_heuristic_rollouts() -> None:
    """Aqua Mirabilis's budget profile: from 500 rollouts (`strong`), at every player count, the
    tree search plays its rollouts to the next day with the heuristic; below (`normal`), at
    random; both cut there and judged by the fitted value. A spec's own rollout still wins."""
    assert BUDGET_PROFILES["aqua-mirabilis"] == (500, {"rollout": "heuristic"}, None)
    for spec, rollout in [("ismcts:iterations=200", "auto"), ("ismcts:iterations=499", "auto"),
                          ("ismcts:iterations=500", "heuristic"), ("ismcts:iterations=1000", "heuristic"),
                          ("ismcts:iterations=1000,rollout=random", "random"), ("ismcts:time=1", "auto")]:
        for players in (2, 3, 4):
            bot = make_bot(spec)._configured("aqua-mirabilis", players)  # type: ignore[attr-defined]
            assert (bot.paired, bot.rounds, bot.rollout) == (False, 1, rollout), (spec, players)


def test_roxane_strong_is_the_tree_search_at_two_players_only() -> None:
    """Roxane's budget profile names its player counts: from 500 rollouts at 2 players the tree
    search over the game profile's heuristic rollouts to the end of the round; below 500, and
    at 3-4 players at any budget, the paired search. One bot plays both kinds of table."""
    strong, normal = make_bot("ismcts:iterations=1000"), make_bot("ismcts:iterations=200")
    for bot, players, paired in [(strong, 2, False), (strong, 3, True), (strong, 4, True), (normal, 2, True),
                                 (normal, 3, True), (strong, 2, False)]:
        configured = bot._configured("roxane", players)  # type: ignore[attr-defined]
        assert configured.paired is paired, (bot, players)
        assert (configured.rollout, configured.rounds, configured.iterations) == (
            "heuristic", 1, bot.given["iterations"])  # type: ignore[attr-defined]
    assert make_bot("ismcts:iterations=1000,paired=true")._configured("roxane", 2).paired  # type: ignore[attr-defined]
    state = salon.load_game("roxane").new_game(2, seed=5)
    seat = state.current_players()[0]
    while len(state.legal_actions(seat)) < 2:
        state.apply(seat, state.legal_actions(seat)[0])
        seat = state.current_players()[0]
    strong.choose(state, seat)
    assert strong.last_rollouts == 1000  # the tree: one rollout an iteration


def test_rose_strong_reads_the_offer_and_stays_blind() -> None:
    """At a face-down offer, Rose Ceremony's paired search keeps the determinizations that
    explain the offer (its search module), reading only the seat's view: a state and its
    determinizations get the same decision, through the guard that lets it read nothing else."""
    game = salon.load_game("rose-ceremony")
    state = game.new_game(3, seed=4)
    rng = Rng(4)
    while state.view(0)["phase"] != "respond":
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    seat = state.current_players()[0]
    bot = make_bot("ismcts:iterations=500", seed=2)
    mine = bot.choose(Guard(state, seat), seat)  # type: ignore[arg-type]
    assert bot.last_iterations == 250  # 500 rollouts over accept and refuse: 250 determinizations
    for k in (1, 2):
        assert make_bot("ismcts:iterations=500", seed=2).choose(state.determinize(seat, k), seat) == mine


def test_depth_cap() -> None:
    state, seat = decision_points("rose-ceremony", seed=6, limit=1)[0]
    bot = make_bot("ismcts:iterations=30,depth=4", seed=1)
    assert bot.choose(state, seat) in state.legal_actions(seat)


# ---------------------------------------------------------------- simultaneous, cooperative


def toy_after_mark(mark: int) -> Any:
    state = TOY.new_game(2, seed=3)
    state.apply(0, f"pick {mark}")
    return state


@pytest.mark.parametrize("mark", [0, 1])
def test_cooperative_simultaneous_choice(mark: int) -> None:
    """Both seats choose at once; each must pick the public mark, whatever the partner does."""
    for seat in (0, 1):
        state = toy_after_mark(mark)
        assert set(state.current_players()) == {0, 1}
        assert str(make_bot("ismcts:iterations=300", seed=2).choose(state, seat)) == f"pick {mark}"


def test_never_reads_a_partners_pending_choice() -> None:
    decisions = set()
    for partner_choice in (0, 1, 2):
        state = toy_after_mark(1)
        state.apply(0, f"pick {partner_choice}")
        assert state.current_players() == (1,)
        decisions.add(str(make_bot("ismcts:iterations=60", seed=8).choose(state, 1)))
    assert len(decisions) == 1


def test_cooperative_game_to_the_end() -> None:
    state = TOY.new_game(2, seed=5)
    bots = [make_bot("ismcts:iterations=200", seed=s) for s in (1, 2)]
    while not state.is_over():
        for p in state.current_players():
            if p in state.current_players():
                state.apply(p, bots[p].choose(state, p))
    assert state.outcome().winners == [0, 1]


def _rose_respond(players: int, seed: int) -> tuple[Any, int]:
    """A Rose Ceremony decision early in a seeded random game: a face-down offer to answer (two
    root actions, so a paired search draws many determinizations of long rollouts)."""
    state = salon.load_game("rose-ceremony").new_game(players, seed=seed)
    rng = Rng(seed)
    while state.view(state.current_players()[0])["phase"] != "respond":
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    return state, state.current_players()[0]


def test_the_work_cap_stops_the_costliest_paired_searches_reproducibly() -> None:
    """`work=W`: a paired search stops drawing determinizations once its rollouts have played
    W × iterations decisions (a determinization drawn worth DRAW_WORK of them), never before
    the guard's MIN_PAIRED_SAMPLES; it counts decisions, not seconds, so the same seed and view
    give the same decision and the same work; without a cap the whole budget is spent."""
    state, seat = _rose_respond(4, seed=3)
    spec = "ismcts:iterations=200,paired=true,rollout=heuristic,prior=1"
    free = make_bot(spec + ",work=0", seed=2)
    free.choose(state, seat)
    assert free.last_iterations == 100 and free.last_rollouts == 200
    width = DRAW_WORK.get("rose-ceremony", 1.0)
    capped = make_bot(spec + ",work=10", seed=2)  # 2,000 decisions: a few long rollouts
    choice = capped.choose(state, seat)
    assert MIN_PAIRED_SAMPLES <= capped.last_iterations < free.last_iterations
    work = capped.last_steps + width * capped.last_draws
    assert work >= 10 * 200  # it stopped at the cap, not before
    assert capped.last_steps < free.last_steps
    again = make_bot(spec + ",work=10", seed=2)
    assert again.choose(state, seat) == choice
    assert (again.last_iterations, again.last_steps, again.last_draws) == (
        capped.last_iterations, capped.last_steps, capped.last_draws)
    assert make_bot(spec + ",work=10", seed=2).choose(state.determinize(seat, 1), seat) == choice
    tiny = make_bot(spec + ",work=0.01", seed=2)  # a cap below one rollout: still the guard's minimum
    tiny.choose(state, seat)
    assert tiny.last_iterations == MIN_PAIRED_SAMPLES
    for bad in ("ismcts:work=-1", "ismcts:work=x", "ismcts:work=true"):
        with pytest.raises(InvalidBotSpec):
            make_bot(bad)


def test_work_limits_apply_where_named_and_a_spec_wins() -> None:
    """WORK_LIMITS: the cap a search gets at the game and player count named (the others none),
    from a budget of WORK_LEAST rollouts (`strong`, not `normal`, nor a time budget alone); a
    spec's own `work` wins (work=0: no cap)."""
    assert WORK_LEAST == 500
    for gid, caps in WORK_LIMITS.items():
        game = salon.load_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            bot = make_bot("ismcts:iterations=1000")._configured(gid, players)  # type: ignore[attr-defined]
            assert bot.work == caps.get(players, 0.0), (gid, players)
            for below in ("ismcts:iterations=200", "ismcts:iterations=499", "ismcts:time=1"):
                assert make_bot(below)._configured(gid, players).work == 0.0  # type: ignore[attr-defined]
            assert make_bot("ismcts:iterations=1000,work=0")._configured(gid, players).work == 0.0  # type: ignore[attr-defined]
            assert make_bot("ismcts:iterations=1000,work=7")._configured(gid, players).work == 7.0  # type: ignore[attr-defined]
    assert make_bot("ismcts:iterations=1000")._configured("romeo-juliette", 2).work == 0.0  # type: ignore[attr-defined]
