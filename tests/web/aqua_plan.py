"""A seat-0 plan for Aqua Mirabilis browser tests: which moves to make, so that every verb of
the notation comes up in a few seeded games.

The server's bots are deterministic (their seed is derived from the table's seed, the seat and
the state id), so a game replayed here with the same bots is the game the server plays. Seat
0's policy: a verb not made yet, when one is legal; else the first step of a short look-ahead
that reaches one; else the heuristic bot's move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import salon
from salon.core.rng import derive_seed

GAME = "aqua-mirabilis"


def verb(action: str) -> str:
    """The verb of a move's notation ("take method MAC pay O" -> "take method")."""
    w = action.split()
    if w[0] == "gift":
        return f"gift {w[1]}" if w[1] in ("token", "perfume") else "gift scent"
    if w[0] == "extra":
        return "extra turn" if w[1] == "turn" else "extra flower"
    if w[0] == "coach":
        return "coach move" if w[1] in ("left", "right") else f"coach {w[1]}"
    if w[0] in ("take", "move", "release", "discard", "end", "court"):
        return " ".join(w[:2])
    return w[0]


#: every verb of the notation (src/salon/games/aqua_mirabilis/actions.py)
VERBS = frozenset({
    "go", "produce", "recipe", "flip", "worker", "collect", "extra flower", "take base", "take spec",
    "take skill", "take method", "drop", "gift scent", "gift token", "gift perfume", "move token",
    "release favour", "present", "court down", "done", "end turn", "extra turn", "make", "store",
    "coach move", "choose", "coach home", "coach stay", "discard perfume", "add", "take scent",
    "influence", "unstore",
})


@dataclass
class Plan:
    """Seat 0's moves in order (`moves`), the ones to make on the board (`click`: their
    indexes), and the verbs they make there."""

    seed: int
    players: int
    moves: list[str] = field(default_factory=list)
    click: dict[int, str] = field(default_factory=dict)


def _reach(state: Any, action: str, want: set[str], depth: int) -> bool:
    c = state.clone()
    c.apply(0, action)
    if c.is_over() or 0 not in c.current_players():
        return False
    legal = [str(a) for a in c.legal_actions(0)]
    if any(verb(a) in want for a in legal):
        return True
    return depth > 1 and any(_reach(c, a, want, depth - 1) for a in legal[:30])


#: verbs that lead to a wanted one over several turns, and the city tiles that do
HELPERS = {
    "drop": {"take method"}, "move token": {"gift scent", "gift perfume", "gift token"},
    "influence": {"choose", "flip"}, "take scent": {"choose", "flip"},
    "gift token": {"choose", "flip"}, "take skill": {"choose", "flip"},
}
#: the verbs that come up in few games: reached first (in this order) when a move leads to one
RARE = ("gift token", "influence", "take scent", "move token", "discard perfume", "take skill",
        "extra flower", "drop")
TILES = {"influence": ("FI5", "FI6", "FI7"), "take scent": ("LO7",), "gift token": ("KO1", "KO2"),
         "take skill": ("KO1", "KO2")}


#: the coach's road: where the city whose tiles give a wanted verb lies
ROAD = {"influence": 9, "take scent": 0}


def _steer(state: Any, legal: list[str], want: set[str]) -> list[str]:
    """The moves that serve a wanted verb over several turns."""
    goal = next((ROAD[v] for v in ROAD if v in want), None)
    if "influence" in want:  # Firenze wants letter III: the couples A, B and C in turn
        court = {0: ("go court-A1", "go court-A2"), 1: ("go court-B1", "go court-B2"), 2: ("go court-C",)}
        go = [a for a in court.get(state.letter[0], ()) if a in legal]
        if go:
            return go[:1]
        if "go firenze" in legal:
            return ["go firenze"]
    if goal is not None:
        pos = state.coach[0]
        moves = [a for a in legal if verb(a) == "coach move"]
        if moves:
            return [min(moves, key=lambda a: abs(pos + int(a.split()[2]) * (1 if "right" in a else -1) - goal))]
        if "coach stay" in legal:
            return ["coach stay"]
        if "produce" in legal and pos != goal:
            return ["produce"]
    tiles = {t for v in want for t in TILES.get(v, ())}
    helpers = {h for v in want for h in HELPERS.get(v, ())}
    out = [a for a in legal if verb(a) in ("choose", "flip") and a.split()[-1] in tiles]
    out += [a for a in legal if verb(a) in helpers - {"choose", "flip"}]
    return out


def plan(seed: int, players: int, want: set[str], limit: int = 400) -> Plan:
    """Plays a seeded game as the server would, seat 0 hunting the verbs of `want`; stops once
    none is left (or after `limit` seat-0 moves). Removes the verbs found from `want`."""
    game = salon.load_game(GAME)
    s = game.new_game(players, seed=seed)
    out = Plan(seed, players)
    bot0 = salon.make_bot("heuristic", seed=seed)
    rng = random.Random(seed)
    sid = 0
    while want and not s.is_over() and len(out.moves) < limit:
        q = s.current_players()[0]
        if q != 0:
            a = str(salon.make_bot("heuristic", seed=derive_seed(seed, "bot", q, sid)).choose(s, q))
        else:
            legal = [str(x) for x in s.legal_actions(0)]
            new = [x for x in legal if verb(x) in want]
            if want & {"gift token", "take skill"} and s.orig[0] <= 1:
                new = [x for x in new if x != "extra turn"]  # keep the originality token
            if new:
                rare = [r for r in RARE if r in want and r not in {verb(x) for x in new}]
                a = next((x for r in RARE for x in new if verb(x) == r), None) \
                    or next((x for r in rare for x in new if _reach(s, x, {r}, 2)), None) \
                    or next((x for x in new if _reach(s, x, want - {verb(x)}, 2)), new[0])
                out.click[len(out.moves)] = verb(a)
                want.discard(verb(a))
            else:
                steer = _steer(s, legal, want)
                goals = want | {h for v in want for h in HELPERS.get(v, ())}
                ahead = steer or [x for x in legal if _reach(s, x, goals, 3)]
                if want & {"gift token", "take skill"} and "extra turn" in ahead:
                    ahead = [x for x in ahead if x != "extra turn"] or ahead
                a = rng.choice(ahead) if ahead else str(bot0.choose(s, 0))
            out.moves.append(a)
        s.apply(q, a)
        sid += 1
    return out
