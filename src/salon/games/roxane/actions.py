"""Roxane actions and their notation.

Every action is one prebuilt `Act` whose `text` is its canonical notation; `k` (kind) and the
ints `a`, `b` carry the decoded meaning for the rules and do not take part in equality.
`parse(text)` inverts the notation with one dictionary lookup.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core import Action, InvalidNotation, serializable
from ...core.game import interned
from .data import (
    CANDLE,
    CARD_IDS,
    CARD_TYPE,
    DIRS,
    INKWELL,
    KISS_IDS,
    NCARDS,
    QUILL,
    SCROLL,
    TRADES,
    TYPE_SHORT,
    WAX,
)

# kinds
(K_DRAW, K_WRITE, K_WOO, K_SCHEME, K_TRADE, K_INFL, K_DUEL, K_CWRITE, K_CDUEL, K_CSCHEME,
 K_END, K_SKIP, K_STEP, K_STOP, K_PLACE, K_FNOW, K_FLATER, K_FDRAW, K_EXCH, K_GIVE, K_TAKE,
 K_PLAY, K_DONE, K_GIVEUP, K_LOSE, K_DISCARD, K_KEEP, K_KDRAW, K_CWOO) = range(29)

MAX_SEATS = 4
#: resource codes used by give/discard: rose, letter, fencing of value 1, 2, 3
RES_CODES = ("rose", "letter", "fencing 1", "fencing 2", "fencing 3")


@serializable
@dataclass(frozen=True, slots=True, eq=False, init=False)
class Act(Action):
    """One Roxane decision; `text` is the notation, `k`/`a`/`b` its decoded meaning.

    Actions are interned by their text: `Act(text, …)` returns the one instance with that text,
    so equality is identity (a membership test in the legal list compares no fields), as the
    text alone said before; the hash is still the text's."""

    text: str
    k: int = field(default=0, compare=False)
    a: int = field(default=0, compare=False)
    b: int = field(default=0, compare=False)

    def __new__(cls, text: str, k: int = 0, a: int = 0, b: int = 0) -> Act:
        return interned(cls, _BY_TEXT, text, text=text, k=k, a=a, b=b)  # type: ignore[no-any-return]

    def __hash__(self) -> int:
        return hash((self.text,))

    def __reduce__(self) -> tuple[type[Act], tuple[str, int, int, int]]:
        return (Act, (self.text, self.k, self.a, self.b))  # pickling and copying keep the interned one

    def __str__(self) -> str:
        return self.text


#: every action by its exact text (see Act)
_BY_TEXT: dict[str, Act] = {}
ALL: dict[str, Act] = {}


def _mk(text: str, k: int, a: int = 0, b: int = 0) -> Act:
    act = Act(text, k, a, b)
    ALL[text.lower()] = act
    return act


DRAW = [_mk(f"draw {TYPE_SHORT[t]}", K_DRAW, t) for t in range(5)]
WRITE = [_mk(f"write {CARD_IDS[c]}", K_WRITE, c) for c in range(NCARDS)]
WOO = [_mk(f"woo {CARD_IDS[c]}", K_WOO, c) if CARD_TYPE[c] in (QUILL, SCROLL, INKWELL) else None
       for c in range(NCARDS)]
SCHEME = [_mk(f"scheme {CARD_IDS[c]}", K_SCHEME, c) if CARD_TYPE[c] in (QUILL, SCROLL, INKWELL)
          else None for c in range(NCARDS)]
TRADE = [_mk(f"trade {CARD_IDS[c]}", K_TRADE, c) if CARD_TYPE[c] == CANDLE else None
         for c in range(NCARDS)]
INFL = [_mk(f"influence {CARD_IDS[c]}", K_INFL, c) if CARD_TYPE[c] == WAX else None
        for c in range(NCARDS)]
DUEL = [[_mk(f"duel {CARD_IDS[c]} @{q}", K_DUEL, c, q) for q in range(MAX_SEATS)]
        if CARD_TYPE[c] in (CANDLE, WAX) else [] for c in range(NCARDS)]
CWRITE = _mk("comma write", K_CWRITE)
CDUEL = [_mk(f"comma duel @{q}", K_CDUEL, 0, q) for q in range(MAX_SEATS)]
CSCHEME = _mk("comma scheme", K_CSCHEME)
CWOO = _mk("comma woo", K_CWOO)  # the comma's fencing draw alone, its duel left out (R5)
END = _mk("end", K_END)
SKIP = _mk("skip", K_SKIP)
STEP = [_mk(f"step {d}", K_STEP, i) for i, d in enumerate(DIRS)]
STOP = _mk("stop", K_STOP)
PLACE = [[_mk(f"place {name} {i}", K_PLACE, t, i) for i in range(16)]
         for t, name in enumerate(("romance", "poetry"))]
FNOW = _mk("fencing now", K_FNOW)
FLATER = _mk("fencing later", K_FLATER)
FDRAW = _mk("fencing draw", K_FDRAW)
EXCH = {give: _mk(f"exchange {give}", K_EXCH, give, take) for give, take in TRADES.items()}
GIVE = [_mk(f"give {r}", K_GIVE, i) for i, r in enumerate(RES_CODES)]
TAKE = [_mk(f"take {r}", K_TAKE, i) for i, r in enumerate(("rose", "letter", "fencing"))]
PLAY = {v: _mk(f"play {v}", K_PLAY, v) for v in (1, 2, 3)}
DONE = _mk("done", K_DONE)
GIVEUP = _mk("give up", K_GIVEUP)
LOSE = [_mk(f"lose {r}", K_LOSE, i) for i, r in enumerate(("passion", "rose", "letter"))]
DISCARD = [_mk(f"discard {r}", K_DISCARD, i) for i, r in enumerate(RES_CODES)]
KEEP = [_mk(f"keep {k}", K_KEEP, i) for i, k in enumerate(KISS_IDS)]
KDRAW = _mk("kiss draw", K_KDRAW)


#: notation a refusal shows as examples (notation is the same in every language)
EXAMPLES = ("'write T05', 'woo T55', 'scheme T01', 'duel T22 @1', 'comma write', 'step N', 'place romance 3', 'play 2', 'give up', 'draw quill', 'kiss draw', 'keep K07', 'end'")


def parse(text: str) -> Act:
    """The action spelled by `text` (legal or not); InvalidNotation if it spells none."""
    act = ALL.get(" ".join(text.split()).lower())
    if act is None:
        from .rules import GAME  # the words, only when there is something to refuse

        raise InvalidNotation(GAME.words().say("not_notation", text=repr(text), examples=EXAMPLES))
    return act
