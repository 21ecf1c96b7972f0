"""Aqua Mirabilis in words: labels, prompts from the legal kinds, the log, the scoring table."""

from __future__ import annotations

import pytest

import salon
from salon.games.aqua_mirabilis import speech
from salon.games.aqua_mirabilis.data import BONUS_NAMES, NRECIPES, RECIPE_IDS, TILE_IDS
from salon.games.aqua_mirabilis.final_table import ROWS
from salon.games.aqua_mirabilis.rules import AquaState
from salon.games.aqua_mirabilis.timetrack import day_name, day_space, last_day

from ...codescan import assert_reads_as_words
from ...playsteps import random_steps
from .helpers import build, play

NAMES = ["Ada", "Bo", "Cy", "Di"]
GAME = salon.load_game("aqua-mirabilis")
W = GAME.words()


def steps(n: int, seed: int) -> list[tuple[AquaState, int, object]]:
    return random_steps("aqua-mirabilis", n, seed, rng_seed=seed * 7 + 1)


GAMES = [(2, 1), (3, 2), (4, 3)]


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_labels_are_words_and_tell_every_choice_apart(n: int, seed: int) -> None:
    for st, p, _a in steps(n, seed)[:-1]:
        legal = st.legal_actions(p)
        labels = [st.label(a, p) for a in legal]
        assert len(set(labels)) == len(labels), f"two choices read the same: {labels}"
        for a, lab in zip(legal, labels):
            assert lab != str(a)
            assert_reads_as_words(lab, f"label of {a}")


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_prompt_names_exactly_the_kinds_on_offer(n: int, seed: int) -> None:
    seen: set[str] = set()
    for st, p, _a in steps(n, seed)[:-1]:
        legal = st.legal_actions(p)
        kinds = set(speech.offer_kinds(st, legal))  # type: ignore[arg-type]
        seen |= kinds
        text = st.prompt(p).lower()
        for kind, phrase in speech.phrases(st.game.words()).items():
            if kind in kinds:
                assert phrase.lower() in text, f"{text!r} does not offer {kind} ({phrase!r})"
            else:
                assert phrase.lower() not in text, f"{text!r} offers {kind}, not on offer"
        assert_reads_as_words(text, "prompt")
    assert {"space", "produce", "end", "make", "coach", "worker"} <= seen


def test_prompt_with_only_end_turn_and_a_tile() -> None:
    """The tester's case: only 'end turn' and flipping a Paris tile are legal."""
    s = build(2, flowers={0: ""}, scents={0: ""})
    s.orig[0] = 0
    s.tiles[0] = (TILE_IDS.index("PA2"),)
    s.stack = [(19, 0, -1, -1)]  # the end of the turn
    s._memo = s._lc = None
    assert [str(a) for a in s.legal_actions(0)] == ["end turn", "flip PA2"]
    text = s.prompt(0)
    assert text.startswith("End your turn or flip a city tile")
    assert "originality" not in text and "perfume" not in text
    assert [s.label(a, 0) for a in s.legal_actions(0)] == [
        "End your turn", "Flip your Paris tile: 2 Orange and 2 Bergamot flowers"]


def test_every_component_has_words_with_effects() -> None:
    for t in TILE_IDS:
        e = W.entry("city", t)
        assert e["name"] and e["effect"] and e["short"] and W.has("town", t[:2])
        assert not any(ch.isdigit() for ch in e["name"].split(":")[0])
    for r in range(NRECIPES):
        e = W.entry("recipe", RECIPE_IDS[r])
        assert W.name("flower", e["base"]) in e["name"] and f"level {e['level']}" in e["name"]
    for b in BONUS_NAMES:
        assert W.effect("bonus", b)
    for kind in ("method", "flower", "skill", "dame", "slot", "day", "category", "tiebreak",
                 "decision", "letter", "seat"):
        assert W.ids(kind), kind
        for key in W.ids(kind):
            assert_reads_as_words(W.name(kind, key) + " " + W.effect(kind, key), f"{kind} {key}")
    for opt in GAME.options:
        values = W.entry("option", opt.name)["values"]
        assert {str(c).lower() for c in opt.choices} == set(values)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_time_track_spaces_have_distinct_names(n: int) -> None:
    spaces = [day_space(n, d) for d in range(last_day(n) + 1)]
    names = [W.name("day", x) for x in spaces]
    assert len(set(names)) == len(names) and len(set(map(lambda d: day_name(n, d), range(len(spaces))))) == len(spaces)
    assert names[0] == "First Sunday" and names[-1] == "Last Sunday"
    assert sum("Sunday" in x for x in names) == 5


def test_narration_of_production_and_sunday() -> None:
    s = build(2, flowers={0: "LL"}, seat=0)
    s.ap[0] = 4
    before = s.clone()
    play(s, ["produce"])
    assert s.narrate(before, 0, s.history()[-1][1], None, NAMES) == [  # type: ignore[arg-type]
        "Ada goes home to produce with 4 production points."]
    before = s.clone()
    play(s, ["make DIS L"])
    lines = s.narrate(before, 0, s.history()[-1][1], None, NAMES)  # type: ignore[arg-type]
    assert lines[0] == "Ada distils 1 Lavender flower into 1 Lavender scent; 3 production points left."


def test_a_sunday_has_its_own_lines() -> None:
    for st, p, a in steps(3, 2)[:-1]:
        after = st.clone()
        after.apply(p, a)  # type: ignore[arg-type]
        if after.day != st.day and after.day == 5:
            lines = after.narrate(st, p, a, None, NAMES)  # type: ignore[arg-type]
            assert any(x.startswith("Sunday: the market receives") for x in lines), lines
            assert any(x.startswith("The preference matrix is reset") for x in lines), lines
            assert any("Sunday after week 1" in x for x in lines), lines
            return
    pytest.fail("no Sunday reached")


def test_the_hidden_bonus_is_told_only_to_the_giver() -> None:
    before = build(3, scents={0: "B"})
    play(before, ["go court-A1"])
    s = before.clone()
    play(s, ["gift B"])
    act = s.history()[-1][1]
    bonus = W.name("bonus", BONUS_NAMES[s.bonus[0]])
    mine = s.narrate(before, 0, act, 0, NAMES[:3])  # type: ignore[arg-type]
    assert mine[0] == "Ada gives Dame A a Bergamot scent and places an influence token on her."
    assert mine[1].startswith(f"You look at the bonus hidden under Dame A: {bonus}.")
    for viewer in (1, 2, None):
        theirs = s.narrate(before, 0, act, viewer, NAMES[:3])  # type: ignore[arg-type]
        assert theirs[1] == "Ada looks at the bonus hidden under Dame A."
        assert not any(bonus in x for x in theirs[1:2])


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_no_one_else_reads_a_hidden_bonus(n: int, seed: int) -> None:
    for st, p, a in steps(n, seed)[:-1]:
        after = st.clone()
        after.apply(p, a)  # type: ignore[arg-type]
        for viewer in [*range(n), None]:
            text = " ".join(after.narrate(st, p, a, viewer, NAMES[:n]))  # type: ignore[arg-type]
            if viewer != p:
                assert "You look at the bonus" not in text


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_scoring_table_in_the_rulebooks_order(n: int, seed: int) -> None:
    final = steps(n, seed)[-1][0]
    sc = final.scoring(NAMES[:n])
    assert sc is not None
    labels = [r["label"] for r in sc.rows]
    assert labels[:len(ROWS)] == [W.name("category", k) for k in ROWS]
    res = final.result
    assert res is not None
    assert labels[len(ROWS):-1] == [f"Bonus: {W.name('bonus', b)}" for b in res["bonus_tiles"]]
    assert sc.rows[-1]["total"] and sc.rows[-1]["values"] == [str(t) for t in res["totals"]]
    assert all(len(c) <= 3 for r in sc.rows for c in r["values"])
    assert all(len(r["label"]) <= 30 for r in sc.rows)
    shared = [x["label"] for x in sc.shared]
    assert sum(x.startswith("Bonus tile:") for x in shared) == 4 and "Ties broken by" in shared
    assert sc.winners == res["winners"] and sc.verdict.startswith(NAMES[res["winners"][0]])
    for r in sc.rows:  # each column sums to the total
        assert r["values"] and len(r["values"]) == n
    sums = [sum(int(r["values"][q]) for r in sc.rows[:-1]) for q in range(n)]
    assert sums == res["totals"]


def test_tie_broken_by_dame_favours_is_noted() -> None:
    details = {
        "players": [{"total": 30, "tiebreak": [2, 3, 1, 1]}, {"total": 30, "tiebreak": [1, 5, 2, 2]}],
        "totals": [30, 30], "winners": [0], "bonus_tiles": [],
        "tiebreak_order": ["dame_favours", "experience", "letter", "perfumes"],
    }
    from salon.games.aqua_mirabilis.final_table import build_scoring

    sc = build_scoring(details, ["Ada", "Bo"], W)
    assert sc.verdict == "Ada wins with 30 points, on Dame favours"
    assert sc.notes == ["Tie at 30 points broken by Dame favours: Ada 2, Bo 1"]
    details["winners"] = [0, 1]
    details["players"][1]["tiebreak"] = [2, 3, 1, 1]  # type: ignore[index]
    sc = build_scoring(details, ["Ada", "Bo"], W)
    assert sc.verdict == "Ada and Bo share the win with 30 points"


def test_seat_names_are_colours() -> None:
    s = GAME.new_game(4, seed=1)
    assert [s.seat_name(q) for q in range(4)] == ["Blue", "Amber", "Green", "Red"]


def test_a_presentation_is_told_with_its_points_by_part() -> None:
    """The example of play, Blue's turn 3.a: the N-O perfume scores 7 points."""
    from salon.games.aqua_mirabilis.data import RECIPE_INDEX

    from .helpers import B, N, O

    s = build(3, king=N, court=O, workers=(B, O))
    s.perfumes[0] = ((RECIPE_INDEX["N1"], O, -1),)
    s.presented[0] = (False,)
    s.pool[RECIPE_INDEX["N1"]] = False
    play(s, ["go versailles-1"])
    before = s.clone()
    play(s, ["present 1"])
    lines = s.narrate(before, 0, s.history()[-1][1], 1, NAMES[:3])  # type: ignore[arg-type]
    assert lines[0] == ("Ada presents the perfume Narcissus with Orange and scores 7 points (originality 3, "
                        "King's preference 3, perfection 1), taking 1 originality token from the matrix.")


def test_a_tile_flipped_at_the_market_then_the_collection() -> None:
    from .helpers import B, J

    s = build(2, market="OOBBJJ", workers=(B, J))
    s.ap[0] = 1
    s.tiles[0] = (TILE_IDS.index("PA4"),)
    play(s, ["go market-O"])
    before = s.clone()
    play(s, ["flip PA4"])
    lines = s.narrate(before, 0, s.history()[-1][1], None, NAMES[:2])  # type: ignore[arg-type]
    assert lines[:2] == ["Ada flips the Paris tile: 2 Lavender scents.",
                         "Ada collects 1 Orange, 1 Bergamot and 1 Jasmine flowers."]
    assert "day moves on" in lines[2]


def test_why_an_action_space_is_not_legal_reads_as_words() -> None:
    from salon.core.errors import IllegalAction

    s = GAME.new_game(3, seed=1)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, "go london")
    assert "Travel to London needs a letter I or better" in str(err.value)
    s.apply(0, "go market-O")
    with pytest.raises(IllegalAction) as err:
        s.apply(0, "go firenze")
    assert "in the middle of a turn (At the market)" in str(err.value)
    assert_reads_as_words(str(err.value).split(":", 1)[1], "why illegal")


def test_the_words_agree_with_the_component_data() -> None:
    """If a tile's or a recipe's data change, its words must change with it."""
    from salon.games.aqua_mirabilis import data as D

    for i, tid in enumerate(D.TILE_IDS):
        e = W.entry("city", tid)
        assert e["back"] == D.TILE_BACK[i], tid
        assert e["town"] == W.name("town", D.CITY_CODES[D.TILE_CITY[i]]), tid
        params = D.TILE_PARAMS[i]
        if D.TILE_EFFECT[i] in ("take_flowers", "take_scents"):
            for f in set(params):
                assert f"{params.count(f)} {W.name('flower', D.FLOWERS[f])}" in e["short"], tid
            assert ("flower" in e["short"]) == (D.TILE_EFFECT[i] == "take_flowers"), tid
        if D.TILE_EFFECT[i] == "recipe_base_1slot":
            assert W.name("flower", D.FLOWERS[params[0]]) in e["short"], tid
    for r, rid in enumerate(D.RECIPE_IDS):
        e = W.entry("recipe", rid)
        assert (e["base"], e["slots"], e["level"]) == (
            D.FLOWERS[D.RECIPE_BASE[r]], D.RECIPE_SLOTS[r], D.RECIPE_LEVEL[r]), rid
    for s, name in enumerate(D.SLOT_NAMES):
        assert W.entry("slot", name)["cost"] == D.SLOT_COST[s], name
