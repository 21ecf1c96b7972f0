"""Ruling R11: perfumes and any-time city tiles at every open point of the player's own turn —
between production steps, between worker moves, in the storing and coach steps — and not inside
the steps the rulebook makes immediate."""

from __future__ import annotations

from salon.games.aqua_mirabilis.common import experience
from salon.games.aqua_mirabilis.data import METHOD_INDEX, RECIPE_INDEX, TILE_INDEX

from .helpers import B, O, build, fl, legal, play

DIS, MAC, SQU = (METHOD_INDEX[c] for c in ("DIS", "MAC", "SQU"))


def with_tiles(*tile_ids: str, **kw: object):  # type: ignore[no-untyped-def]
    s = build(2, **kw)  # type: ignore[arg-type]
    for tile_id in tile_ids:
        t = TILE_INDEX[tile_id]
        for pile in s.piles:
            if t in pile:
                pile.remove(t)
        s.tiles[0] = s.tiles[0] + (t,)
    return s


def test_perfume_between_two_production_steps_with_a_scent_just_produced() -> None:
    s = build(2, flowers={0: "OB"}, scents={0: "N"}, ap=[2, 5])  # 3 production points
    play(s, ["produce"])
    assert "recipe N1" not in legal(s)  # no complementary scent yet
    play(s, ["make DIS O"])
    assert "recipe N1" in legal(s) and "make DIS B" in legal(s)
    play(s, ["recipe N1", "add O"])  # the O scent just distilled completes the N perfume
    assert s.perfumes[0] == ((RECIPE_INDEX["N1"], O, -1),) and s.scents[0] == fl("")
    play(s, ["make DIS B"])  # production goes on with the points left
    assert s.scents[0] == fl("B") and s.pp == 1


def test_koln_plus_two_flipped_after_a_perfume_that_needs_its_experience() -> None:
    # Experience 2 = Distillation + the un-flipped Köln +2 tile; L3 (L + two scents) needs 2.
    s = with_tiles("KO3", flowers={0: "OBJ"}, scents={0: "L"}, ap=[1, 5])  # 2 production points
    assert experience(s, 0) == 2
    play(s, ["produce", "make DIS O", "make DIS B"])
    assert s.pp == 0 and "recipe L3" in legal(s) and "flip KO3" in legal(s)
    flipped_first = s.clone()
    play(flipped_first, ["flip KO3"])  # flipping first loses the experience the recipe needs
    assert experience(flipped_first, 0) == 1 and "recipe L3" not in legal(flipped_first)
    play(s, ["recipe L3", "add O", "add B", "flip KO3", "make DIS J"])
    assert s.perfumes[0] == ((RECIPE_INDEX["L3"], O, B),)
    assert s.scents[0] == fl("J") and experience(s, 0) == 1
    assert s.flipped[0] == (TILE_INDEX["KO3"],)


def test_city_tiles_flipped_between_worker_moves() -> None:
    s = with_tiles("PA1", "KO1", market="OOBBJJLLNNRR", workers=(O, B), orig_reserve=3)
    play(s, ["go market-J", "worker 1 L"])
    assert "flip PA1" in legal(s) and "flip KO1" in legal(s) and "collect" in legal(s)
    play(s, ["flip PA1"])  # two L and two N flowers from the reserve, mid-action
    assert s.flowers[0] == fl("LLNN") and s.ap[0] == 3
    play(s, ["worker 2 N", "flip KO1"])
    assert s.orig[0] == 2
    # both workers moved and nothing else to use: the flowers are collected by themselves
    assert s.flowers[0] == fl("JLLLNNN") and s.ap[0] == 2
    assert s.flipped[0] == (TILE_INDEX["PA1"], TILE_INDEX["KO1"])


def test_perfume_between_worker_moves() -> None:
    s = build(2, market="OOBBJJLLNNRR", workers=(O, B), scents={0: "NO"})
    play(s, ["go market-J", "worker 1 L", "recipe N1", "add O", "worker 2 N"])  # then collected
    assert s.perfumes[0] == ((RECIPE_INDEX["N1"], O, -1),)
    assert s.flowers[0] == fl("JLN") and s.ap[0] == 2


def test_tiles_bound_to_an_action_or_production_stay_there() -> None:
    # the Köln free action only before choosing the slot; +2 production only while producing
    s = with_tiles("KO6", "KO3", market="OOBBJJLLNNRR", workers=(O, B))
    play(s, ["go market-J"])
    assert "flip KO6" not in legal(s) and "flip KO3" not in legal(s)
    s = with_tiles("KO3", "PA2", flowers={0: "O"}, ap=[1, 5])
    play(s, ["produce", "make DIS O"])
    assert "flip KO3" in legal(s)
    play(s, ["done"])  # the storing step: the +2 points could no longer be used
    assert "flip KO3" not in legal(s) and "flip PA2" in legal(s)


def test_flowers_from_a_tile_flipped_in_the_storing_step_can_be_stored() -> None:
    s = with_tiles("PA2", flowers={0: "O"}, ap=[1, 5])  # PA2: two O and two B flowers
    play(s, ["produce", "make DIS O", "done", "flip PA2"])
    assert s.flowers[0] == fl("OOBB")
    play(s, ["store DIS O", "done", "coach right 1"])
    assert s.stored[0] == ((O,),) and s.flowers[0] == fl("")  # the rest is discarded


def test_perfumes_in_the_coach_step_before_and_after_a_city() -> None:
    # Coach one leg short of Köln with letter II; experience 1 (Distillation) until a tile is taken.
    s = build(2, flowers={0: "O"}, scents={0: "LB"}, ap=[3, 5], coach=[5, 4], letter=[2, 0],
              letters=[0, 2, 1, 2, 2])
    play(s, ["produce", "make DIS O", "done", "done"])
    options = legal(s)
    assert "coach right 2" in options and "recipe L1" in options and "recipe L3" not in options
    play(s, ["coach right 2", "choose KO1"])  # Köln: a tile of the pile, experience 2
    options = legal(s)
    assert "coach home" in options and "coach stay" in options and "recipe L3" in options
    play(s, ["recipe L3", "add B", "add O", "coach home"])
    assert s.perfumes[0] == ((RECIPE_INDEX["L3"], B, O),) and s.coach[0] == 4


def test_no_perfume_inside_immediate_steps() -> None:
    # A fourth method sits on the board only until one is dropped: no perfume at that moment.
    s = build(2, flowers={0: "OO"}, scents={0: "OBJ"})
    s.methods[0] = (DIS, MAC, SQU)
    s.stored[0] = ((), (), ())
    assert experience(s, 0) == 3
    play(s, ["go method-1", "take method ENF pay O"])
    assert legal(s) == ["drop DIS", "drop MAC", "drop SQU"]
    play(s, ["drop MAC"])
    options = legal(s)
    assert "recipe O5" not in options and "recipe O4" in options  # back to experience 3
    # choosing a city tile on arrival, and the extra basket of the +1 flower skill, are immediate
    s = build(2, flowers={0: "O"}, scents={0: "NJ"}, ap=[3, 5], coach=[5, 4], letter=[2, 0],
              letters=[0, 2, 1, 2, 2])
    play(s, ["produce", "make DIS O", "done", "done", "coach right 2"])
    assert all(a.startswith("choose ") for a in legal(s))
    s = build(2, market="OOBBJJLLNNRR", workers=(O, B), scents={0: "NO"}, skills=[1, 0])
    play(s, ["go market-J", "worker 1 L", "worker 2 N", "collect"])
    assert all(a.startswith("extra ") for a in legal(s))


def test_waived_recipe_tiles_offer_exactly_the_completable_recipes_in_pool_order() -> None:
    """The any-time recipe tiles test completability once per base scent (a speed-up); the
    recipes offered must be exactly those a recipe-by-recipe check finds, in pool order."""
    import salon
    from salon.bots import make_bot
    from salon.games.aqua_mirabilis import perfumes as pf
    from salon.games.aqua_mirabilis.data import (
        MAX_PERFUMES,
        NRECIPES,
        NTILES,
        RECIPE_BASE,
        RECIPE_SLOTS,
        TILE_EFFECT,
        TILE_PARAMS,
    )

    def reference(s, p, tile):  # type: ignore[no-untyped-def]
        keys = None if len(s.perfumes[p]) >= MAX_PERFUMES else pf._keys(s, p)
        out = []
        for r in range(NRECIPES):
            if not s.pool[r]:
                continue
            if TILE_EFFECT[tile] == "recipe_base_1slot":
                if RECIPE_BASE[r] != TILE_PARAMS[tile][0] or RECIPE_SLOTS[r] != 1:
                    continue
            elif RECIPE_SLOTS[r] != 2:
                continue
            if pf.completable(s, p, r, keys):
                out.append(r)
        return out

    tiles = [t for t in range(NTILES) if TILE_EFFECT[t] in ("recipe_base_1slot", "recipe_choice_2slots")]
    assert tiles
    checked = offered = 0
    for seed in range(3):
        state = salon.load_game("aqua-mirabilis").new_game(players=2, seed=seed)
        bots = [make_bot("heuristic", seed=seed * 2 + q) for q in range(2)]
        while not state.is_over():
            for p in range(2):
                for tile in tiles:
                    want = reference(state, p, tile)
                    assert pf._waived_recipes(state, p, tile) == want
                    assert pf.flip_usable(state, p, tile) == bool(want)
                    checked += 1
                    offered += bool(want)
            q = state.current_players()[0]
            state.apply(q, bots[q].choose(state, q))
    assert checked > 1000 and offered > 0


def test_recipe_tiles_waived_recipes_shortcut_changes_nothing(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """_waived_recipes answers [] at once when the seat holds fewer scent kinds than a recipe
    of the tile needs: over random games, with every city tile tried for every seat, the
    answer is the full computation's."""
    from salon.core.rng import Rng
    from salon.games.aqua_mirabilis import perfumes as pf
    from salon.games.aqua_mirabilis.data import TILE_EFFECT
    from salon.games.aqua_mirabilis.rules import GAME

    recipe_tiles = [t for t, e in enumerate(TILE_EFFECT) if e in ("recipe_base_1slot", "recipe_choice_2slots")]
    full = [0] * len(pf._TILE_KINDS)
    compared = shortcut = 0
    for players in (2, 3, 4):
        s = GAME.new_game(players, seed=60 + players)
        r = Rng(players)
        while not s.is_over():
            for q in range(players):
                for t in recipe_tiles:
                    for first_only in (False, True):
                        fast = pf._waived_recipes(s, q, t, first_only)
                        monkeypatch.setattr(pf, "_TILE_KINDS", full)
                        assert pf._waived_recipes(s, q, t, first_only) == fast
                        monkeypatch.undo()
                        compared += 1
                        shortcut += 6 - s.scents[q].count(0) < pf._TILE_KINDS[t]
            p = s.current_players()[0]
            acts = s.legal_actions(p)
            s.apply(p, acts[r.below(len(acts))])
    assert compared > 1000 and 0 < shortcut < compared
