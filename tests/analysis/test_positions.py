"""Positions where one move wins at once: the analysis names it best with near-certainty (quick
level, in `make test`).

- Rose Ceremony, built by hand: the seat to decide holds a ten-rose bouquet (exchanging it wins
  at once, rulebook: "10 or more roses: you are immediately declared the winner"); the next
  seat has 4 charm points and a thornless 4-rose bouquet, so keeping lets it win on its turn.
- Roxane and Aqua Mirabilis: record prefixes of seeded games, picked by hand from a scan of
  every last-round decision and pinned in positions.json: a Roxane final Romance majority (the
  influence marker on the one Romance space whose majority this seat holds) and an Aqua
  Mirabilis last-turn presentation at court. The first test is their oracle."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from salon.analysis import LEVELS, analyse_position
from salon.bots.heuristic import HeuristicBot
from salon.core import load_game, replay

ROSE_TEN = {"name": "rose-ceremony ten-rose exchange", "game": "rose-ceremony", "seat": 0,
            "winning": "cash"}
POSITIONS: list[dict[str, Any]] = [ROSE_TEN, *json.loads((Path(__file__).parent / "positions.json").read_text())]


def ten_rose_position() -> Any:
    """Rose Ceremony, 4 players: seat 0 has just been dealt a ten-rose bouquet (5+5 roses, 5
    thorns would bust: 2+3) and decides whether to exchange it; seat 1 has 4 charm points and a
    thornless 4-rose bouquet (2+2). Every card is taken from the deck, so the components count."""
    from salon.games.rose_ceremony.rules import EXCHANGE_PHASE, TYPE_OF

    state = load_game("rose-ceremony").new_game(4, seed=5)
    take = state.deck.remove  # type: ignore[attr-defined]
    mine = [TYPE_OF[(5, 2)], TYPE_OF[(4, 1)], TYPE_OF[(1, 0)]]
    theirs = [TYPE_OF[(2, 0)], TYPE_OF[(2, 0)]]
    for c in mine + theirs:
        take(c)
    state.bouquets[0] = mine  # type: ignore[attr-defined]
    state.bouquets[1] = theirs  # type: ignore[attr-defined]
    state.hearts = [0, 4, 0, 0]  # type: ignore[attr-defined]
    state.turn = state.start = 0  # type: ignore[attr-defined]
    state.phase = EXCHANGE_PHASE  # type: ignore[attr-defined]
    state._lc = None
    return state


def _position(doc: dict[str, Any]) -> tuple[Any, int, Any, list[Any]]:
    state = ten_rose_position() if doc is ROSE_TEN else replay(doc)
    seat = doc["seat"]
    legal = state.legal_actions(seat)
    winning = load_game(doc["game"]).parse_action(state, seat, doc["winning"])
    return state, seat, winning, [a for a in legal if a != winning]


@pytest.mark.parametrize("doc", POSITIONS, ids=[d["name"] for d in POSITIONS])
def test_the_winning_move_wins_in_every_continuation_tried(doc: dict[str, Any]) -> None:
    """The oracle: after the winning move the seat wins whatever follows (heuristic and random
    play, from the true state and from determinizations of the seat's view); after every other
    move it does not win for sure."""
    state, seat, winning, others = _position(doc)
    from salon.bots import make_bot

    def finish(action: Any, spec: str, seed: int, hidden: bool = False) -> bool:
        x = state.determinize(seat, 100 + seed) if hidden else state.clone()
        x.apply(seat, action)
        bot = make_bot(spec, seed=seed)
        while not x.is_over():
            for p in x.current_players():
                if p in x.current_players():
                    x.apply(p, bot.choose(x, p))
        out = x.outcome()
        return out is not None and out.winners == [seat]

    assert all(finish(winning, spec, k, hidden) for spec in ("heuristic", "random") for k in range(3)
               for hidden in (False, True))
    for a in others:
        assert not all(finish(a, "heuristic", k, hidden=True) for k in range(4)), a


@pytest.mark.parametrize("doc", POSITIONS, ids=[d["name"] for d in POSITIONS])
def test_the_analysis_names_the_winning_move_best_with_near_certainty(doc: dict[str, Any]) -> None:
    state, seat, winning, others = _position(doc)
    level = LEVELS["quick"]
    hchoice = HeuristicBot(seed=1).choose(state.determinize(seat, 1), seat)
    played = hchoice if hchoice != winning else others[0]
    result = analyse_position(state, seat, played, level, seed=11)
    assert result.best.action == winning
    assert result.best.value >= 0.95 and result.best.se <= 0.05
    assert result.loss > 0.05 and result.loss > 3 * result.loss_se
    right = analyse_position(state, seat, winning, level, seed=11)
    assert right.best.action == winning and right.loss == 0.0


@pytest.mark.parametrize("doc", POSITIONS[:2], ids=[d["name"] for d in POSITIONS[:2]])
def test_several_choices_judged_on_one_analysis_keep_their_own_verdicts(doc: dict[str, Any]) -> None:
    """The evidence script's way (`also`): the winning move and other moves judged on the same
    searches; the winning move loses nothing, each other one loses beyond its uncertainty."""
    from salon.analysis.marks import mark
    from salon.analysis.search import paired_loss

    state, seat, winning, others = _position(doc)
    level = LEVELS["quick"]
    judged = others[:2]
    result = analyse_position(state, seat, winning, level, seed=11, also=judged)
    by_action = {c.action: c for c in result.candidates}
    assert set(judged) <= set(by_action) and result.best.action == winning
    assert paired_loss(result.best, by_action[winning]) == (0.0, 0.0)
    for a in judged:
        loss, se = paired_loss(result.best, by_action[a])
        assert loss > 0.05 and loss > 3 * se, a
        assert mark(loss, se, level.searches, len(result.candidates) - 1) in ("mistake", "blunder")
    with pytest.raises(Exception, match="not legal"):
        analyse_position(state, seat, winning, level, seed=11, also=["no such move"])
