"""The bot levels a player chooses from (a name → a bot spec), on every game and per game.

Plain data of the bots' floor: the server offers them (server/limits.py `BotPolicy`), and an
offline measurement names them (`python -m salon.analysis.evidence reliability --bots normal`).
"""

from __future__ import annotations

#: weakest first (measured on every game, docs/bots.md: random < easy < heuristic < normal <
#: strong); the lobby lists them in this order
DEFAULT_LEVELS: dict[str, str] = {
    "random": "random",
    "easy": "ismcts:iterations=20,prior=0",
    "heuristic": "heuristic",
    "normal": "ismcts:iterations=200",
    "strong": "ismcts:iterations=1000",
}

#: per game, a level's own spec there (the level keeps its name and place). Roméo & Juliette's
#: guarded paired search is as strong at 64 rollouts as at 200, and 1,000 with the talk searched
#: win only 21 chapter IX deals of 200 more, so the same search leaves `normal` and `strong`
#: hard to tell apart; its `normal` is the paired search without the guard (it follows its own samples,
#: where `strong` overrides the convention only on strong evidence and searches the talk too),
#: at the budget that puts it between the heuristic and `strong` on the same chapter IX deals
#: (docs/bots.md, "The server's `normal` on Roméo & Juliette": 105 deals of 200, heuristic 71,
#: strong 156)
DEFAULT_GAME_LEVELS: dict[str, dict[str, str]] = {
    "romeo-juliette": {"normal": "ismcts:iterations=140,guard=0"},
}


def level_spec(game_id: str, name: str) -> str | None:
    """The bot spec the level `name` stands for on `game_id` (the game's own where it has one);
    None for a name that is no level."""
    key = name.strip().lower()
    if key not in DEFAULT_LEVELS:
        return None
    return DEFAULT_GAME_LEVELS.get(game_id, {}).get(key, DEFAULT_LEVELS[key])
