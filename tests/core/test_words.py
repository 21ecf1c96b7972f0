"""The words layer: loading, lookups, templates, local corrections ($SALON_WORDS), and the
server handing the words to the browser at run time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

import salon
from salon.core.words import Words, join_words, load_words, plural

from ..patience import PATIENCE


def test_lookups_and_templates() -> None:
    w = Words({"flower": {"L": {"name": "Lavender", "effect": "A blue flower."}, "R": "Rose"},
               "meta": {"values": ["cw"], "free_keys": ["game"]},
               "text": {"hello": "{ $who } smells { $what }"}})
    assert w.name("flower", "L") == "Lavender" and w.effect("flower", "L") == "A blue flower."
    assert w.name("flower", "R") == "Rose" and w.effect("flower", "R") == ""
    assert w.knows("L") and w.knows("cw") and not w.knows("X")
    assert w.free_keys() == {"game"}
    assert w.say("hello", who="Ada", what="Lavender") == "Ada smells Lavender"
    with pytest.raises(KeyError, match="flower 'X'"):
        w.name("flower", "X")
    assert w.to_dict()["flower"]["L"]["name"] == "Lavender"


def test_a_words_entry_needs_a_name() -> None:
    with pytest.raises(ValueError, match="needs a name"):
        Words({"card": {"A": {"effect": "no name"}}})


def test_plural_and_join() -> None:
    assert plural(1, "rose") == "1 rose" and plural(3, "rose") == "3 roses"
    assert plural(2, "thorn", "thorns") == "2 thorns"
    assert join_words(["Ada"]) == "Ada" and join_words(["Ada", "Bo", "Cy"]) == "Ada, Bo and Cy"
    assert join_words(["Ada", "Bo"], "or") == "Ada or Bo"


def test_a_local_correction_is_laid_over_the_package_words(tmp_path: Path) -> None:
    game = salon.load_game("rose-ceremony")
    package = game._package()
    base = load_words(package)
    kind = base.kinds()[0]
    key = base.ids(kind)[0]
    (tmp_path / "rose-ceremony.toml").write_text(f'[{kind}."{key}"]\nname = "Corrected"\n')
    merged = load_words(package, override_dir=str(tmp_path), game_id="rose-ceremony")
    assert merged.name(kind, key) == "Corrected"
    assert merged.effect(kind, key) == base.effect(kind, key)  # the rest of the entry stays


def test_the_server_sends_the_words_read_at_start(tmp_path: Path) -> None:
    """A corrected words file reaches the browser after a restart: the server reads it at start
    and serves it from GET /api/games/<id>, which the web client draws from."""
    base = salon.load_game("rose-ceremony").words()
    kind = base.kinds()[0]
    key = base.ids(kind)[0]
    (tmp_path / "rose-ceremony.toml").write_text(f'[{kind}."{key}"]\nname = "Fixed by a user"\n')
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    exe = str(Path(sys.executable).parent / "salon")
    proc = subprocess.Popen([exe, "serve", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'db.sqlite'}",
                             "--log-level", "warning"], env={**os.environ, "SALON_WORDS": str(tmp_path)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/api/games/rose-ceremony"
        deadline = time.monotonic() + PATIENCE
        while True:
            try:
                doc = json.loads(urllib.request.urlopen(url, timeout=2).read())
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.2)
        assert doc["words"][kind][key]["name"] == "Fixed by a user"
    finally:
        proc.terminate()
        proc.wait(10)
