"""Takes docs/screenshots/lessons/<game>-<lesson>-<size>-<step>.png: every step of a lesson as
the learner sees it in the browser, at a laptop's (1366×768) and a phone's (390×844) size, the
lesson played by clicking the board exactly as the browser test does.

    python -m tests.web.lesson_screenshots [OUT_DIR] [GAME[:LESSON] ...]

Without a game: the lesson each game's browser test plays (test_learn_web.PLAYED); `GAME` alone:
all its lessons. Starts `salon serve` on a free port with a temporary database (lessons store
nothing there) and Debian's chromium. Every step with a highlight is checked to outline a piece.
"""

from __future__ import annotations

import sys
from pathlib import Path

from salon.core.lessons import lesson_of, lessons_of

from .conftest import CHROMIUM
from .learn_steps import open_lesson, play_through
from .screenshots import ROOT, start_server, stop_server
from .test_learn_web import PLAYED, SIZES


def shrink(folder: Path) -> None:
    """Every PNG in `folder` saved with a palette of 128 colours (about a third of the size;
    the boards are flat colours and text), if Pillow is installed."""
    try:
        from PIL import Image
    except ImportError:
        return
    for path in folder.glob("*.png"):
        with Image.open(path) as im:
            q = im.convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        q.save(path, optimize=True)


def main(out: Path, wanted: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    todo: list[tuple[str, str]] = []
    for item in wanted or [f"{g}:{x}" for g, x in PLAYED.items()]:
        game, _, lesson = item.partition(":")
        todo += [(game, lesson)] if lesson else [(game, x.id) for x in lessons_of(game)]
    out.mkdir(parents=True, exist_ok=True)
    proc, tmp, url = start_server()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            for game, lid in todo:
                lesson = lesson_of(game, lid)
                for size, (w, h) in SIZES.items():
                    ctx = browser.new_context(viewport={"width": w, "height": h})
                    page = ctx.new_page()
                    open_lesson(page, url, game, lid)
                    how = play_through(page, lesson, shots=out, tag=f"{w}")
                    print(f"{game} {lid} {size}: {len(lesson.steps) + 1} screenshots, moves {how}")
                    ctx.close()
            browser.close()
    finally:
        stop_server(proc, tmp)
    shrink(out)


if __name__ == "__main__":
    args = sys.argv[1:]
    games = {g for g in PLAYED}
    first_is_dir = bool(args) and args[0].partition(":")[0] not in games
    main(Path(args.pop(0)) if first_is_dir else ROOT / "docs/screenshots/lessons", args)
