"""Terminal renderers: one module per game (`render(view, names) -> rich renderable`), and a
fallback. `names` are the players' names by seat (None: the game's own seat names); a renderer
reads every name and effect from the game's words (`load_game(view["game"]).words()`)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import RenderableType
from rich.pretty import Pretty


def generic(view: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    """Any game's view as a readable tree."""
    return Pretty(json.loads(json.dumps(view)), expand_all=False)


Renderer = Callable[[dict[str, Any], Sequence[str] | None], RenderableType]


def renderer_for(game_id: str) -> Renderer:
    """The game's own renderer (salon.cli.render.<game_id with underscores>) or the generic one."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id.replace('-', '_')}")
    except ImportError:
        return generic
    return module.render  # type: ignore[no-any-return]
