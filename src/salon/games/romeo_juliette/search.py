"""What a search bot (`ismcts`) needs to know about Roméo & Juliette beyond the rules.

Three helpers, looked up by `salon.bots.ismcts` through `RomeoJuliette.search_module`:

* `search_round(state)` — the scenes played: a rollout can stop at the end of a scene.
* `search_value(state)` — the chance the lovers still win from here, as judged from the public
  tracks only (chapter, scenes played, Love, Hate). It comes from a Markov model of the drama:
  each scene changes Love and Hate by (+dL, -dH) with the frequencies measured in heuristic
  self-play (`data/scene_outcomes.toml`), Hate at the bottom loses, Love at its maximum wins,
  the twelfth scene ends the drama. Exact dynamic programming over that model, per chapter.
* `searchable(view)` — what is searched: behind the scenes, steps aside and location effects.
  The rendezvous is talk: it is left to the convention, so a partner reading the signals is
  never misled (with `ismcts:talk=true`, `strong`'s budget profile, it is searched among the
  true words only: `truthful` below). The end-of-act keeps follow the heuristic too (searching them as well won 79
  of the same 100 chapter IX deals against 78: no gain worth their cost).
* `truthful(state, seat, view, legal)` — with `ismcts:talk=true` the rendezvous is searched
  too, but only among what the convention lets the seat say truthfully: a missive to a
  location it can reach, Passion if it can reach the target, Reason if it cannot, confirming
  Passion only if it can reach the target too (confirming Reason, and waiting, say nothing).
  Whatever it says, a partner reading the convention is never misled, and `plausible` stays
  right about it.
* `plausible(state, seat, view)` — does a determinization agree with what the partner *said*
  this scene under the heuristic bot's signalling convention (bot.py)? A missive means "I can
  reach this location"; proposing Passion means "I can reach the target", Reason "I cannot".
  A uniform determinization ignores that talk; the search keeps only the hands that agree.

Regenerate the scene outcome counts (about 20 ms a game; the file records the command):

    python -m salon.games.romeo_juliette.search --games 1000 --seed 1
"""

from __future__ import annotations

import sys
import tomllib
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

from ...core.game import Action, State
from ...core.measured import measure_args, write_package_data
from ...core.playout import play_out
from .actions import CONFIRM, PASSION, PROPOSE, REASON, Missive
from .base import LOST, WON, RJBase
from .bot import HeuristicBot, current_target, default_target, my_reach, positions
from .data import ASIDE, CHAPTERS, HATE_LOSS, LOC_INDEX, LOVE_MAX, NEIGHBOURS, SCENES
from .scene import RENDEZVOUS, SECRET

#: Hate above this is treated as this (no chapter starts higher)
_HATE_CAP = 12


@cache
def _load_outcomes() -> dict[int, dict[tuple[int, int], int]]:
    with resources.files(__package__).joinpath("data/scene_outcomes.toml").open("rb") as f:
        raw = tomllib.load(f)
    out: dict[int, dict[tuple[int, int], int]] = {}
    for chapter in raw["chapter"]:
        counts = {(int(k.split(",")[0]), int(k.split(",")[1])): int(v) for k, v in chapter["counts"].items()}
        out[int(chapter["number"])] = counts
    return out


def scene_outcomes(chapter: int) -> dict[tuple[int, int], int]:
    """How often a scene raised Love by dL and lowered Hate by dH, keyed (dL, dH)."""
    return _load_outcomes()[chapter]


@cache
def _value_table(chapter: int) -> dict[tuple[int, int, int], float]:
    counts = scene_outcomes(chapter)
    total = sum(counts.values())
    moves = [(dl, dh, n / total) for (dl, dh), n in sorted(counts.items())]
    table: dict[tuple[int, int, int], float] = {}
    for played in range(SCENES, -1, -1):
        for love in range(LOVE_MAX):
            for hate in range(HATE_LOSS + 1, _HATE_CAP + 1):
                v = 0.0
                if played < SCENES:
                    for dl, dh, p in moves:
                        h2, l2 = hate - dh, love + dl
                        if h2 <= HATE_LOSS:  # Hate falls before Love grows (5b, then 5c)
                            continue
                        v += p * (1.0 if l2 >= LOVE_MAX else table[(played + 1, l2, h2)])
                table[(played, love, hate)] = v
    return table


def win_probability(chapter: int, scenes_played: int, love: int, hate: int) -> float:
    """The model's chance of winning from these public tracks (see the module docstring)."""
    if hate <= HATE_LOSS:
        return 0.0
    if love >= LOVE_MAX:
        return 1.0
    if scenes_played >= SCENES:
        return 0.0
    return _value_table(chapter)[(scenes_played, max(0, love), min(hate, _HATE_CAP))]


def search_round(state: RJBase) -> int:
    return state.scenes_played


def search_value(state: RJBase) -> list[float]:
    if state.result == WON:
        return [1.0, 1.0]
    if state.result == LOST:
        return [0.0, 0.0]
    v = win_probability(state.chapter, state.scenes_played, state.love, state.hate)
    return [v, v]


def searchable(view: dict[str, Any]) -> bool:
    return view["phase"] in _SEARCHED


_SEARCHED = frozenset({"behind the scenes", "step aside", "location effect"})


def truthful(state: RJBase, seat: int, view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The rendezvous utterances in `legal` that the convention calls true for `seat` (see the
    module docstring); every other decision: none (it is searched, or left to the heuristic)."""
    if view["phase"] != "rendezvous":
        return []
    pos = positions(view)
    mine = my_reach(view, seat, pos)
    can = current_target(view) in mine
    rv = view["rendezvous"]
    partner_passion = rv["proposed_by"] == 1 - seat and rv["proposal"] == "passion"
    out: list[Action] = []
    for a in legal:
        if isinstance(a, Missive):
            ok = a.loc in mine
        elif a == PROPOSE[PASSION]:
            ok = can
        elif a == PROPOSE[REASON]:
            ok = not can
        elif a == CONFIRM:
            ok = can or not partner_passion
        else:  # wait: says nothing
            ok = True
        if ok:
            out.append(a)
    return out


def plausible(state: RJBase, seat: int, view: dict[str, Any]) -> bool:
    """Does the partner's hand in `state` (a determinization for `seat`) agree with the partner's
    words in this scene's rendezvous, read by the convention? Checked until the cards are
    revealed; afterwards the played card has left the hand and the talk is settled."""
    if state.phase not in (RENDEZVOUS, SECRET):
        return True
    q = 1 - seat
    hand = set(state.loc_hand[q])
    if state.pick_loc[q] >= 0:
        hand.add(state.pick_loc[q])
    here = state.pos[q]

    def reach(loc: int) -> bool:
        return loc in hand or (ASIDE in hand and loc in NEIGHBOURS[here])

    target = -1
    for who, text in view["rendezvous"]["log"]:
        if text.startswith("missive "):
            target = LOC_INDEX[text.split()[1]]
            if who == q and not reach(target):
                return False
        elif who == q and text.startswith("propose "):
            # public information does not change during a rendezvous: the default target
            # computed now is the one the partner saw
            t = target if target >= 0 else default_target(view)
            if reach(t) != (text == "propose passion"):
                return False
    return True


# ------------------------------------------------------------ measuring the scene outcomes
def measure(chapter: int, games: int, seed: int) -> Counter[tuple[int, int]]:
    """Play heuristic pairs and count each scene's (Love gained, Hate lost)."""
    from .rules import GAME

    counts: Counter[tuple[int, int]] = Counter()
    for g in range(games):
        state = GAME.new_game(2, seed=seed * 1_000_003 + g, chapter=chapter)
        assert isinstance(state, RJBase)
        last = [state.scenes_played, state.love, state.hate]

        def count(st: State, _: int, last: list[int] = last) -> None:
            assert isinstance(st, RJBase)
            if st.scenes_played != last[0] or st.outcome() is not None:
                counts[(st.love - last[1], last[2] - st.hate)] += 1
                last[:] = [st.scenes_played, st.love, st.hate]

        play_out(state, [HeuristicBot(seed=2 * g), HeuristicBot(seed=2 * g + 1)], GAME.max_decisions, count)
    return counts


def _main(argv: list[str] | None = None) -> None:
    args = measure_args(__doc__, argv, games=1000)
    lines = [
        "# Roméo & Juliette: how each scene changed the tracks in heuristic self-play, per chapter.",
        "# counts: \"Love gained,Hate lost\" = scenes. Read by salon.games.romeo_juliette.search.",
        f"# provenance = \"measured\": python -m salon.games.romeo_juliette.search --games {args.games} "
        f"--seed {args.seed}",
        "",
    ]
    for chapter in sorted(CHAPTERS):
        counts = measure(chapter, args.games, args.seed)
        lines += ["[[chapter]]", f"number = {chapter}", f"games = {args.games}", "[chapter.counts]"]
        lines += [f"\"{dl},{dh}\" = {n}" for (dl, dh), n in sorted(counts.items())]
        lines.append("")
        print(f"chapter {chapter}: {sum(counts.values())} scenes", file=sys.stderr)
    write_package_data(__package__, "scene_outcomes.toml", lines)


if __name__ == "__main__":
    _main()
