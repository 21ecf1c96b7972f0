"""Terminal renderers: one module per game, and a fallback.

They sit above the games and below both front ends that draw a table as text: the CLI
(`salon play`, `salon replay`, `salon learn`) and the PettingZoo `render()` of salon.rl.

Each game module gives two things drawn from a view alone (never more), with every name and
effect read from the game's words (`load_game(view["game"]).words()`):

- `render(view, names) -> rich renderable`: the whole table at once (the plain line-by-line
  mode, `salon replay`, the PettingZoo `render()`);
- `parts(view, names) -> Parts`: the same table cut into the pieces the fitted screen of
  `salon play` and `salon learn` (salon.cli.screen) lays out within the terminal's height: a
  head line, one line per player (name, score, turn mark), your own facts, the board's parts
  from the most to the least needed, and every player's whole area for a key to show.

`names` are the players' names by seat (None: the game's own seat names).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.console import RenderableType
from rich.pretty import Pretty
from rich.text import Text

from ..core import language


@dataclass
class Parts:
    """A table cut for a screen of limited height (salon.cli.screen lays it out).

    `head`: where the game stands and who decides, one line. `players`: one line per player
    (turn mark, name, "(you)" once, score and the few facts a rival's play turns on), always
    shown. `mine`: your own facts (your hand, your pending choice), always shown. `board`: the
    board's parts, most needed first; the screen shows as many as fit and says which key shows
    the rest. `areas`: each player's whole area, by seat, for the key that shows it. `about`:
    a card's or a choice's longer text by the notation of a choice (e.g. a card's gloss)."""

    head: Text
    players: Sequence[RenderableType]
    mine: Sequence[RenderableType] = field(default_factory=list)
    board: Sequence[RenderableType] = field(default_factory=list)
    areas: Sequence[RenderableType] = field(default_factory=list)
    about: Callable[[str], RenderableType | None] | None = None


def generic(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """Any game's view as a readable tree."""
    return Pretty(json.loads(json.dumps(view)), expand_all=False)


def generic_parts(view: dict[str, Any], names: Sequence[str] | None = None) -> Parts:
    """A game without its own parts: its whole drawing as the board."""
    who = list(names) if names else [language.say("seat-name", number=q + 1)
                                     for q in range(int(view.get("players", 0) or 0))]
    me = view.get("seat")
    players: list[RenderableType] = [Text(language.say("cli-name-you", name=n) if q == me else n)
                                     for q, n in enumerate(who)]
    return Parts(head=Text(str(view.get("game", "")), style="bold"), players=players,
                 board=[renderer_for(str(view.get("game", "")))(view, names)])


Renderer = Callable[[dict[str, Any], Sequence[str] | None], RenderableType]
PartsMaker = Callable[[dict[str, Any], Sequence[str] | None], Parts]


def _module(game_id: str) -> Any:
    try:
        return importlib.import_module(f"{__name__}.{game_id.replace('-', '_')}")
    except ImportError:
        return None


def renderer_for(game_id: str) -> Renderer:
    """The game's own renderer (salon.text.<game_id with underscores>) or the generic one."""
    module = _module(game_id)
    return generic if module is None else module.render  # type: ignore[no-any-return]


def parts_for(game_id: str) -> PartsMaker:
    """The game's own `parts` (the fitted screen's pieces), or its whole drawing as one part."""
    module = _module(game_id)
    return getattr(module, "parts", None) or generic_parts
