"""GET /api/bots, /api/games, /api/games/{id} and its rules: what a lobby shows before a table."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from fastapi import APIRouter

from ...core import game_ids, load_game
from ...core.errors import UnknownGame
from ..errors import ApiError
from ..languages import in_language
from .deps import Svc

router = APIRouter()


def game_summary(g: Any) -> dict[str, Any]:
    """A game's facts and options, each option with its words (label, effect, choices), its
    summary in the request's language."""
    words = g.words()

    def option_words(o: Any) -> dict[str, Any]:
        entry = words.entry("option", o.name) if words.has("option", o.name) else {}
        values = entry.get("values", {})
        return {"name": o.name, "default": o.default, "choices": list(o.choices), "help": o.help,
                "label": entry.get("name", o.name), "effect": entry.get("effect", o.help),
                "choice_labels": [str(values.get(str(c).lower() if isinstance(c, bool) else str(c), c))
                                  for c in o.choices]}

    return {
        "id": g.id, "title": g.title, "summary": g.summary_words(), "version": g.version,
        "min_players": g.min_players, "max_players": g.max_players,
        "cooperative": g.cooperative, "options": [option_words(o) for o in g.options],
    }


def known_game(game_id: str) -> Any:
    """The game `game_id`; game/unknown otherwise."""
    try:
        return load_game(game_id)
    except UnknownGame as exc:
        raise ApiError("game/unknown", str(exc)) from None


_BOT_WORDS: dict[str, Any] = {}


def bot_words() -> dict[str, Any]:
    """The words of data/bots.toml: each level's label and sentence, the seeded badge."""
    if not _BOT_WORDS:
        with open(Path(__file__).resolve().parent.parent / "data" / "bots.toml", "rb") as fh:
            _BOT_WORDS.update(tomllib.load(fh))
    return _BOT_WORDS


@router.get("/api/bots", summary="The bot levels a table may choose (name, spec, words), the server's "
                                 "caps, and the words of the seeded-table badge")
async def bot_levels(svc: Svc) -> dict[str, Any]:
    bots = svc.bots
    words = bot_words()
    known = words.get("levels", {})
    levels = []
    for name, spec in bots.levels.items():
        w = known.get(name, {})
        level = {"name": name, "spec": spec, "label": w.get("label", name),
                 "about": w.get("about", f"the bot {spec}")}
        own = {game: named[name] for game, named in sorted(bots.game_levels.items()) if name in named}
        if own:
            level["games"] = own  # the games where this level is another spec
        levels.append(level)
    return {"levels": levels, "default": "heuristic" if "heuristic" in bots.levels else next(iter(bots.levels)),
            "max_iterations": bots.max_iterations, "min_bot_delay": bots.min_bot_delay,
            "seeded": words.get("seeded", {})}


@router.get("/api/games", summary="Every registered game with its player counts and options")
async def games(lang: str | None = None) -> list[dict[str, Any]]:
    with in_language(lang):
        return [game_summary(load_game(gid)) for gid in game_ids()]


@router.get("/api/games/{game_id}", summary="One game: its facts, options and every word it uses "
                                             "(lang: the language of its words, English by default)")
async def game_detail(game_id: str, lang: str | None = None) -> dict[str, Any]:
    g = known_game(game_id)
    with in_language(lang):
        return {**game_summary(g), "words": g.words().to_dict()}


@router.get("/api/games/{game_id}/rules", summary="The game's rules reference (Markdown)")
async def game_rules(game_id: str, lang: str | None = None) -> dict[str, Any]:
    g = known_game(game_id)
    with in_language(lang):
        return {"id": g.id, "title": g.title, "rules": g.rules_text()}
