"""Roxane speaks in words: labels, prompts, the log and the final scoring (issue 15)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from salon.games.roxane import GAME, RoxaneState
from salon.games.roxane import actions as A
from salon.games.roxane.frames import F_PLAY
from salon.games.roxane.wording import offered

from ...playsteps import random_steps

NAMES = ["Ada", "Bo", "Cy", "Di"]
STEPS = ["text_hearts", "passion", "passion_majority", "kiss_markers", "kiss_combinations", "romance",
         "poetry", "least_revealed", "reveal_penalty"]
CASES = [(2, {}), (3, {"poetry": "V"}), (4, {"poetry": "III", "stars": "movement-section"})]


def game(n: int, opts: tuple[tuple[str, Any], ...], seed: int) -> list[tuple[RoxaneState, int, A.Act]]:
    """(state before, seat, action) of every decision of a seeded random game, and the end."""
    return random_steps("roxane", n, seed, opts, rng_seed=seed * 7 + 1)


def steps(n: int, opts: dict[str, Any], seed: int) -> list[tuple[RoxaneState, int, A.Act]]:
    return game(n, tuple(sorted(opts.items())), seed)


def narrated(n: int, opts: dict[str, Any], seed: int, viewer: int | None = None):  # type: ignore[no-untyped-def]
    seq = steps(n, opts, seed)
    for i, (st, p, a) in enumerate(seq[:-1]):
        after = seq[i + 1][0]
        v = p if viewer == -1 else viewer
        yield st, p, a, after, after.narrate(st, p, a, v, NAMES[:n])


@pytest.mark.parametrize(("n", "opts"), CASES)
def test_labels_are_distinct_words(n: int, opts: dict[str, Any]) -> None:
    for st, p, _a in steps(n, opts, 1)[:-1]:
        legal = st.legal_actions(p)
        labels = [st.label(a, p) for a in legal]
        assert len(set(labels)) == len(labels), labels
        for a, lab in zip(legal, labels):
            assert lab != str(a)
            assert not re.search(r"\bT\d\d\b|\bK\d\d\b|@\d", lab), lab


def test_seats_are_named_by_colour() -> None:
    s = GAME.new_game(4, seed=1)
    assert [s.seat_name(q) for q in range(4)] == ["Blue", "Orange", "Green", "Red"]


@pytest.mark.parametrize(("n", "opts"), CASES)
def test_prompt_names_the_kinds_on_offer_and_no_other(n: int, opts: dict[str, Any]) -> None:
    play_kinds = {"write", "woo", "scheme", "trade", "influence", "duel", "end your actions"}
    for st, p, _a in steps(n, opts, 2)[:-1]:
        prompt = st.prompt_for(p, NAMES[:n])
        kinds = offered(st, p)
        for kind in kinds:
            assert kind in prompt, (prompt, kinds)
        if st.pend[-1][0] == F_PLAY:
            head, _, tail = prompt.partition(": ")
            mentioned = {k for k in play_kinds if re.search(rf"\b{k}\b", tail)}
            assert mentioned == set(kinds), (prompt, kinds)


def test_round_start_tells_roxanes_movement_and_its_tile() -> None:
    seen_round = seen_marker = 0
    for st, _p, _a, after, lines in narrated(3, {}, 1):
        if after.round != st.round:
            text = " ".join(lines)
            assert f"Round {after.round} of 6 begins" in text
            assert "Roxane follows the movement tile" in text or "Roxane meets the edge" in text
            seen_round += 1
            if after.marker != st.marker:
                assert "marker moves" in text or "jumps back" in text
                seen_marker += 1
    assert seen_round == 6 and seen_marker


def test_duel_results_and_kisses_are_told() -> None:
    duels = kisses = 0
    for seed in (1, 2, 3):
        for _st, p, a, _after, lines in narrated(3, {}, seed):
            text = " ".join(lines)
            if a.k == A.K_GIVEUP:
                assert "wins the duel" in text or "is a tie" in text
                assert "go back into the bag" in text
                duels += 1
            if a.k == A.K_KEEP:
                assert f"{NAMES[p]} keeps one kiss marker" in text
                kisses += 1
    assert duels and kisses


def test_wishes_granted_or_removed_are_told() -> None:
    told = 0
    for seed in (1, 2, 3, 4):
        for st, _p, _a, after, lines in narrated(3, {}, seed):
            for slot, w in enumerate(st.wishes):
                if w >= 0 and after.wishes[slot] < 0:
                    assert any("leaves the game" in line for line in lines)
                    told += 1
            if any(not f and a for f, a in zip(st.fulfil, after.fulfil)):
                assert any("A fulfilment marker goes on the Wish" in line for line in lines)
    assert told


def _visible_cards(view: dict[str, Any]) -> set[str]:
    out: set[str] = set()
    for pl in view["player"]:
        out.update(pl["hand"] or [])
        for v in pl["verses"]:
            out.update(v)
    for pile in view["discards"].values():
        out.update(pile)
    return out


def _visible_kisses(view: dict[str, Any]) -> set[str]:
    me = view["player"][view["seat"]] if view["seat"] is not None else {}
    out = set(me.get("kiss_markers") or [])
    out.update(k for _i, k in me.get("kisses_known_in_stack") or [])
    pend = view.get("pending") or {}
    out.update(pend.get("choices") or [])
    return out


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_narration_never_names_what_the_viewer_cannot_see(viewer: int | None) -> None:
    w = GAME.words()
    card_names = {w.name("card", c): c for c in w.ids("card")}
    kiss_names = {w.say("kiss", short=w.field("kiss", k, "short")): k for k in w.ids("kiss") if k != "hidden"}
    for seed in (1, 2):
        for st, _p, _a, after, lines in narrated(2, {}, seed, viewer):
            seen: set[str] = set()
            kisses: set[str] = set()
            for v in (st.view(viewer), after.view(viewer)):
                seen |= _visible_cards(v)
                if viewer is not None:
                    kisses |= _visible_kisses(v)
            for line in lines:
                for name, cid in card_names.items():
                    if name in line:
                        assert cid in seen, (viewer, line)
                for name, kid in kiss_names.items():
                    if name in line:
                        assert kid in kisses, (viewer, line)
                if viewer is None:
                    assert "sword)" not in line or "plays" in line, line


@pytest.mark.parametrize(("n", "opts"), CASES)
def test_final_scoring_rows_in_rulebook_order(n: int, opts: dict[str, Any]) -> None:
    final = steps(n, opts, 1)[-1][0]
    sc = final.scoring(NAMES[:n])
    assert sc is not None
    w = GAME.words()
    assert [r["label"] for r in sc.rows] == [w.name("category", k) for k in STEPS] + [w.name("category", "total")]
    assert sc.rows[-1].get("total")
    out = final.outcome()
    assert out is not None
    assert sc.rows[-1]["values"] == [str(int(x)) for x in out.scores]
    assert sc.winners == out.winners
    assert sc.verdict.startswith(NAMES[out.winners[0]] + " wins")
    labels = [item["label"] for item in sc.shared]
    assert labels == ["Romance area", "Poetry area", "End of the game", "Turn order of the last round"]


def test_every_text_card_has_words_with_its_attributes() -> None:
    w = GAME.words()
    e = w.entry("card", "T04")
    assert e["text"] == "dein glänzendes Haar" and e["gloss"] == "your shining hair"
    assert e["name"] == "orange Quill «dein glänzendes Haar»"
    assert (e["colour"], e["clef"], e["hearts"], e["resource"]) == ("orange", "treble clef", 1, "letter")
    assert len(w.ids("card")) == 90


def _poetry_cell(s: RoxaneState, direction: int) -> int:
    from salon.games.roxane.data import TILE_DIR, TILE_NAMES

    return next(c for c, t in enumerate(s.garden) if TILE_NAMES[t] == "poetry" and TILE_DIR[t] == direction)


def test_tile_effects_are_told_as_the_board_moves_the_marker() -> None:
    from salon.games.roxane.board import activate
    from salon.games.roxane.wording import _marker_lines

    s = GAME.new_game(2, seed=3, poetry="V")
    # an influence marker under the Poetry marker holds it and leaves the game
    before = s.clone()
    before.infl = [before.infl[0], [1 if i == before.marker[1] else 0 for i in range(len(before.infl[1]))]]
    after = before.clone()
    cell = _poetry_cell(s, 1)
    activate(after, cell)
    lines = _marker_lines(after, before, cell)
    assert after.marker[1] == before.marker[1]
    assert lines == [f"An influence marker holds the Poetry marker on space {before.marker[1] + 1} and leaves the game."]
    # Poetry V: a marker entering the reset space jumps back to the start space
    before = s.clone()
    before.marker = [before.marker[0], 10]
    after = before.clone()
    activate(after, cell)
    assert after.marker[1] == 5
    assert "jumps back to space 6" in _marker_lines(after, before, cell)[0]
