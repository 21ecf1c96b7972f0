"""salon: four tabletop games played by their complete rules, for people, bots and research.

    import salon
    state = salon.load_game("rose-ceremony").new_game(players=4, seed=1)
    p = state.current_players()[0]
    state.apply(p, state.legal_actions(p)[0])
"""

from .core import (
    Action,
    Game,
    GameOver,
    IllegalAction,
    InvalidNotation,
    InvalidOptions,
    InvalidRecord,
    NotYourTurn,
    Option,
    Outcome,
    SalonError,
    State,
    UnknownGame,
    game_ids,
    load_game,
    replay,
    replay_states,
)

__version__ = "0.1.0"


def make_bot(spec: str, seed: int = 0):  # type: ignore[no-untyped-def]
    """A bot from a spec such as "random", "heuristic" or "ismcts:iterations=500"."""
    from .bots import make_bot as _make_bot

    return _make_bot(spec, seed=seed)


__all__ = [
    "Action", "Game", "GameOver", "IllegalAction", "InvalidNotation", "InvalidOptions",
    "InvalidRecord", "NotYourTurn", "Option", "Outcome", "SalonError", "State", "UnknownGame",
    "game_ids", "load_game", "make_bot", "replay", "replay_states",
]
