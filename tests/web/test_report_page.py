"""The HTML balance report opened from disk in a real browser: every plot shows, nothing else loads."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from salon.sim.balance import balance
from salon.sim.report import write_report
from salon.sim.runner import play_game


def test_report_opens_from_disk_alone(page: Any, tmp_path: Path) -> None:
    results = [play_game("rose-ceremony", 3, ["random"] * 3, seed=s, index=s) for s in range(8)]
    doc = {"game": "rose-ceremony", "players": 3, "options": {}, **balance(results, 3)}
    made = write_report(results, doc, 3, tmp_path / "made", "Rose Ceremony: 8 games")
    alone = tmp_path / "elsewhere" / "report.html"  # the page alone, without its PNGs or JSON
    alone.parent.mkdir()
    shutil.copy(made, alone)
    asked: list[str] = []
    page.on("request", lambda req: asked.append(req.url))
    page.goto(alone.as_uri())
    page.wait_for_load_state("load")
    sizes = page.eval_on_selector_all("img", "imgs => imgs.map(i => [i.complete, i.naturalWidth])")
    assert len(sizes) == 4 and all(done and width > 100 for done, width in sizes), sizes
    assert [u for u in asked if not u.startswith("data:")] == [alone.as_uri()]
