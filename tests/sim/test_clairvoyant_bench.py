"""bench/clairvoyant.py, the upper bound behind docs/bots.md's "how far `strong` could go": its
fair control repeats `salon arena`'s games exactly (the same deals, the same bot seeds), and its
two clairvoyant views play to the end in their own process."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EASY = "ismcts:iterations=20,prior=0"


def clairvoyant(*args: str) -> str:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "clairvoyant.py"), "--spec", EASY,
                           "--option", "chapter=9", *args], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_fair_control_repeats_the_arena_deal_by_deal() -> None:
    out = clairvoyant("--see", "none", "--games", "4",
                      "--against", str(ROOT / "docs" / "arenas" / "romeo-levels-ch9-seed1.jsonl"))
    deals = re.findall(r"deal \d+: (won|lost) \(arena: (won|lost)\)", out)
    assert len(deals) == 4 and all(ours == theirs for ours, theirs in deals), out


def test_the_clairvoyant_views_play_to_the_end() -> None:
    for see in ("partner", "all"):
        out = clairvoyant("--see", see, "--games", "2", "--start", "5")
        assert re.search(rf"seeing {see}: won \d of 2 deals", out), out


def test_a_game_with_rivals_is_refused() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "clairvoyant.py"), "--game", "rose-ceremony"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode != 0 and "cooperative" in done.stderr
