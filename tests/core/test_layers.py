"""The rules never reach up into a higher layer, not even lazily (DESIGN.md, "Rooms"): salon.core
imports only salon.core, and the games only salon.core and salon.games. The RL action-space
helpers live in salon.rl (`salon.rl.num_distinct_actions(game, players)` and friends)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import salon

SRC = Path(salon.__file__).parent
#: the packages each layer may import from salon
ALLOWED = {"core": ("salon.core",), "games": ("salon.core", "salon.games")}
#: the registry finds the built-in games by package name, as it finds plugins by entry point
ALSO = {"salon/core/registry.py": ("salon.games",)}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, text: str | None = None) -> list[tuple[int, str]]:
    """(line, absolute name) of every salon module or name that the file `path` (or `text` read
    as that file) imports: statically, relatively, inside functions, or by a module-name
    string (importlib.import_module("salon.…"))."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    if text is None:
        text = path.read_text(encoding="utf-8")
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(text, str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # `from salon import rl` and `from .. import rl` import the submodule salon.rl
            out += [(node.lineno, f"{target}.{a.name}") for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.startswith("salon.") and " " not in node.value:
                out.append((node.lineno, node.value))  # importlib.import_module("salon....")
    return [(line, name) for line, name in out if name == "salon" or name.startswith("salon.")]


def test_the_scan_sees_lazy_and_relative_imports() -> None:
    """The scan below catches the delegations that used to be in core/game.py, and others."""
    text = ("import importlib\n"
            "def f():\n    from .. import rl\n    from ..rl.codecs import codec_for\n"
            "    import salon.sim\n    importlib.import_module('salon.bots.ismcts')\n"
            "    from .rng import Rng\n")
    found = sorted(name for _, name in _imports(SRC / "core" / "game.py", text))
    assert found == sorted(["salon.rl", "salon.rl.codecs.codec_for", "salon.sim", "salon.bots.ismcts",
                     "salon.core.rng.Rng"])


def test_core_and_games_import_no_higher_layer() -> None:
    bad = []
    for layer, allowed in ALLOWED.items():
        files = sorted((SRC / layer).rglob("*.py"))
        assert files, layer
        for path in files:
            where = path.relative_to(SRC.parent).as_posix()
            ok = allowed + ALSO.get(where, ())
            for line, name in _imports(path):
                if name != "salon" and not name.startswith(ok):
                    bad.append(f"{where}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def test_playing_every_game_never_loads_salon_rl() -> None:
    code = (
        "import sys, importlib, pkgutil\n"
        "import salon, salon.core, salon.games\n"
        "for m in pkgutil.walk_packages(salon.games.__path__, 'salon.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "for gid in salon.game_ids():\n"
        "    game = salon.load_game(gid)\n"
        "    for n in game.player_counts():\n"
        "        s = game.new_game(players=n, seed=1)\n"
        "        for _ in range(30):\n"
        "            if s.is_over(): break\n"
        "            p = s.current_players()[0]\n"
        "            s.apply(p, s.legal_actions(p)[0])\n"
        "        s.view(0); s.to_json(); s.determinize(0, 2)\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('salon.rl', 'salon.sim', "
        "'salon.server', 'salon.cli', 'salon.web', 'salon.store')))\n"
        "print(loaded)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_game_has_no_rl_methods_and_salon_rl_takes_a_game() -> None:
    from salon import rl

    for gid in salon.game_ids():
        game = salon.load_game(gid)
        for name in ("num_distinct_actions", "action_index", "index_action"):
            assert not hasattr(game, name), f"{gid}: Game.{name} belongs in salon.rl"
        n = game.min_players
        size = rl.num_distinct_actions(game, n)
        assert size == rl.num_distinct_actions(gid, n) == rl.codec_for(gid, n).num_distinct_actions
        state = game.new_game(players=n, seed=3)
        p = state.current_players()[0]
        for action in state.legal_actions(p):
            i = rl.action_index(state, p, action)
            assert 0 <= i < size
            assert rl.index_action(state, p, i) == action
