"""The browser's copy of the public component data matches the games' data files."""

from pathlib import Path

from . import gen_meta


def test_meta_json_is_up_to_date() -> None:
    assert gen_meta.OUT.read_text(encoding="utf-8") == gen_meta.text(), \
        "regenerate with: python -m tests.web.gen_meta"


def test_every_web_module_is_packaged() -> None:
    web = Path(gen_meta.OUT).parents[1]
    for name in ("index.html", "app.js", "lobby.js", "table.js", "ui.js", "style.css",
                 "games/rose.js", "games/roxane.js", "games/aqua.js", "games/romeo.js"):
        assert (web / name).is_file(), name
