"""The end of the drama as a table of words (`State.scoring`) and its verdict.

The rulebook's "End of the Drama" weighs, in this order, the Hate marker (at the bottom of its
track: lost), the scenes played (twelve without Love at its height: lost) and the Love marker
(at its height: won). Those are the rows, one column per lover (the two share everything:
the game is cooperative), then the result; the chapter, how the drama ended and the events
revealed are shared lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.game import Scoring
from ...core.words import join_words
from .base import WON, RJBase
from .data import CHAPTERS, EVENTS, HATE_LOSS, LOVE_MAX, SCENES, SCENES_PER_ACT
from .wording import W, event, say

__all__ = ["final_scoring", "verdict"]


def verdict(state: RJBase, names: Sequence[str]) -> str:
    """'Love reached 10 in Act II: you won together', or why the drama was lost."""
    w = W()
    act = w.name("act", str(state.act))
    if state.result == WON:
        return say("verdict_won", love_name=w.name("track", "love"), max=LOVE_MAX, act_name=act)
    if state.cause == "hate":
        scene = (state.scene - 1) % SCENES_PER_ACT + 1
        return say("verdict_hate", hate_name=w.name("track", "hate"), zero=HATE_LOSS, act_name=act, scene_no=scene)
    return say("verdict_time", love_name=w.name("track", "love"), n=state.love, max=LOVE_MAX)


def final_scoring(state: RJBase, names: Sequence[str]) -> Scoring | None:
    """The final table: Hate, scenes, Love (the rulebook's order), the result; None before the end."""
    out = state.outcome()
    if out is None:
        return None
    w = W()
    sc = Scoring(columns=list(names))
    both = len(names)
    start = CHAPTERS[state.chapter].hate_start
    sc.add_row(w.name("score", "hate"), [say("final_hate", n=state.hate, start=start)] * both, help=w.effect("score", "hate"))
    sc.add_row(w.name("score", "scenes"), [say("final_of", n=state.scenes_played, total=SCENES)] * both,
               help=w.effect("score", "scenes"))
    sc.add_row(w.name("score", "love"), [say("final_of", n=state.love, total=LOVE_MAX)] * both, help=w.effect("score", "love"))
    result = w.name("score", "won" if state.result == WON else "lost")
    sc.add_row(w.name("score", "result"), [result] * both, help=w.effect("score", "result"), total=True)
    book = EVENTS[state.ev_book].id
    chapter = w.entry("option", "chapter")["values"][str(state.chapter)]
    sc.add_shared(w.name("score", "chapter"), chapter, help=w.effect("option", "chapter"))
    sc.add_shared(w.name("score", "book"), say("final_book", event_name=event(state.ev_book), effect=w.effect("event", book)),
                  help=w.effect("level", "chapter"))
    sc.add_shared(w.name("score", "end"), say("final_end", end=w.name("end", state.cause), effect=w.effect("end", state.cause)))
    revealed = [event(c) for c in state.ev_spaces if c >= 0]
    sc.add_shared(w.name("score", "events"), join_words(revealed) or say("final_none"),
                  help=w.effect("score", "events"))
    sc.verdict = verdict(state, names)
    sc.winners = list(out.winners)
    return sc
