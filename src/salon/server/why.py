"""Why a move is not legal now, in words, for the seat that asks (the table page says so when a
piece that is not a move is clicked). The answer is what a refused `act` would say: built from
the asking seat's state alone, so it tells nothing hidden; asking changes nothing."""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction, InvalidNotation, SalonError

#: the longest notation a client may ask about (as for `act`)
MAX_ACTION = 500


def why_not(t: Any, seat: int | None, text: Any) -> dict[str, Any]:
    """The `why` message answering seat `seat` of live table `t` about notation `text`."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_ACTION:
        return {"type": "why", "action": None, "message": "ask about one move, in notation"}
    st = t.state
    names = t.names()
    if seat is None:
        message = "you are watching: only the players make moves"
    elif t.status != "playing" or st.is_over():
        message = "the game is not running" if t.status == "open" else "the game is over"
    elif seat not in st.current_players() or t.bot_spec(seat) is not None:
        message = st.prompt_for(seat, names)
    else:
        try:
            action = t.game.parse_action(st, seat, text)
            message = ""  # legal now: nothing to say
            del action
        except IllegalAction:
            try:
                parsed = t.game.parse_notation(" ".join(text.split()))
                message = st.why_illegal(seat, parsed) or st.prompt_for(seat, names)
            except SalonError:
                message = st.prompt_for(seat, names)
        except InvalidNotation:
            message = "that is not a move of this game"
    return {"type": "why", "action": text, "message": message}
