"""Terminal renderers: one module per game (`render(view) -> rich renderable`), and a fallback."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from rich.pretty import Pretty


def generic(view: dict[str, Any]) -> RenderableType:
    """Any game's view as a readable tree."""
    return Pretty(json.loads(json.dumps(view)), expand_all=False)


def renderer_for(game_id: str) -> Callable[[dict[str, Any]], RenderableType]:
    """The game's own renderer (salon.cli.render.<game_id with underscores>) or the generic one."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id.replace('-', '_')}")
    except ImportError:
        return generic
    return module.render  # type: ignore[no-any-return]
