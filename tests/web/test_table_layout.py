"""The whole table at a glance (issue 27): every game at three laptop sizes and two phones,
over a seeded game seen by seat 0, at a seeded sample of its decisions that covers every kind
of decision (every decision under ``-m full``). For each game and size the figures are
printed (``-s`` shows them) and checked:

- no box inside the board needs scrolling, nor the page sideways;
- the prompt and the current decision's targets show together without the player scrolling:
  at least 95% of its moves on a laptop, 80% on a phone (a move drawn in two places, or as a
  button again in a phone's prompt, shows when one of them does; layout_probe.py);
- board text: its 10th percentile and its minimum at least 12 px;
- on a phone: every target at least 24 px on its smaller side, nothing wider than the screen.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from .helpers import WAIT_MS
from .layout_probe import Tally, measure

pytestmark = pytest.mark.slow

SIZES = {"1366x768": (1366, 768), "1280x720": (1280, 720), "1920x1080": (1920, 1080),
         "390x844": (390, 844), "360x740": (360, 740)}
GAMES = {
    # game: (players, options, seed)
    "rose-ceremony": (3, {}, 4),
    "roxane": (2, {}, 1),
    "aqua-mirabilis": (3, {}, 4),
    "romeo-juliette": (2, {"chapter": 1}, 2),
}
#: decisions measured per game in make test (the first of each kind, then seeded picks)
SAMPLE = 8
#: seat-0 decisions played before stopping, in make test (a full run plays to the end)
MAX_DECISIONS = 60

RESULTS: dict[tuple[str, str], Tally] = {}

#: resolves once the page is still: no motion running (motion.js, 400 ms at most) and the
#: scroll the page made to bring the decision into view done, two frames alike; the figures are
#: of what the player sees once the table stops moving (bounded, so a page that never settles
#: is measured as it is)
SETTLED = """() => new Promise((done) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const still = () => document.getAnimations().every((a) => a.playState !== "running");
  (async () => {
    let last = null;
    for (let i = 0; i < 240; i++) {
      await frame();
      const now = `${scrollX},${scrollY}`;
      if (still() && now === last) break;
      last = now;
    }
    done();
  })();
})"""


def sizes() -> dict[str, tuple[int, int]]:
    """Every size, or those `SALON_WEB_SIZES` names (comma-separated: a quicker look while working)."""
    only = [x for x in os.environ.get("SALON_WEB_SIZES", "").split(",") if x]
    return {k: v for k, v in SIZES.items() if not only or k in only}


def kind(legal: list[str]) -> frozenset[str]:
    """A decision's kind: the verbs of its legal moves."""
    return frozenset(a.split()[0] for a in legal)


def phone(size: str) -> bool:
    return SIZES[size][0] < 700


def play_and_measure(browser: Any, server: Any, game: str, every: bool) -> dict[str, Tally]:
    players, options, seed = GAMES[game]
    res = server.api("POST", "/api/tables", {
        "game": game, "players": players, "options": options, "seed": seed,
        "seats": [{"kind": "human", "name": n} for n in ("Ada", "Bo", "Cy", "Di")[:players]]}, admin=True)
    tid = res["table_id"]
    tok = {s["seat"]: s["token"] for s in res["seats"]}
    rng = random.Random(seed)
    pages = {}
    for size, (w, h) in sizes().items():
        ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=phone(size), has_touch=phone(size))
        pg = ctx.new_page()
        errors: list[str] = []
        pg.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
        pg.js_errors = errors
        pg.goto(f"{server.url}/#/table/{tid}?token={tok[0]}")
        pages[size] = pg
    tallies = {size: Tally() for size in pages}
    kinds: set[frozenset[str]] = set()
    mine = 0
    try:
        for _ in range(5000):
            st = server.api("GET", f"/api/tables/{tid}/state", token=tok[0])
            if st.get("outcome"):
                break
            if not st["legal"]:
                q = st["to_act"][0]
                other = server.api("GET", f"/api/tables/{tid}/state", token=tok[q])
                server.api("POST", f"/api/tables/{tid}/actions",
                           {"state_id": other["state_id"], "action": rng.choice(other["legal"])}, token=tok[q])
                continue
            mine += 1
            k = kind(st["legal"])
            if every or k not in kinds or (len(kinds) < SAMPLE and rng.random() < 0.15):
                kinds.add(k)
                for size, pg in pages.items():
                    try:
                        pg.wait_for_function("([s]) => window.salon && window.salon.state.state_id === s && document.body.dataset.stateId === String(s)",
                                             arg=[st["state_id"]], timeout=WAIT_MS)
                    except Exception as e:
                        raise AssertionError(f"{game} at {size}: the page never showed state {st['state_id']}: {pg.js_errors[:3]}") from e
                    pg.evaluate(SETTLED)
                    m = measure(pg)
                    tallies[size].add(m)
                    shots = os.environ.get("SALON_WEB_SHOTS")  # a folder: where a decision falls short, its picture
                    if shots and m["moves"] and m["moves_seen"] / m["moves"] < (0.8 if phone(size) else 0.95):
                        pg.screenshot(path=os.path.join(shots, f"{game}-{size}-{mine:03}.png"))
                        print(f"  {game} {size} decision {mine}: {m['moves_seen']}/{m['moves']} moves seen; unseen {m['unseen'][:8]}")
                if not every and sum(1 for _ in kinds) >= SAMPLE and mine > 12:
                    break
            if not every and mine >= MAX_DECISIONS:
                break
            server.api("POST", f"/api/tables/{tid}/actions",
                       {"state_id": st["state_id"], "action": rng.choice(st["legal"])}, token=tok[0])
        for pg in pages.values():
            assert not pg.js_errors, pg.js_errors
    finally:
        for pg in pages.values():
            pg.context.close()
    return tallies


#: the game and size pairs not yet at the marks (issue 27): their figures are printed and, while
#: one misses, the test is an xfail that says which and by how much (not strict). None now: over
#: every decision (make test-full) every game is at the marks at every size, phones included,
#: since the phone got a layout of its own (a decision's buttons again in the prompt's bar,
#: sections cut into bands that wrap as lines of text do, Roxane's garden as wide as the screen
#: and its panels narrower than a laptop's column, Aqua Mirabilis's matrix under its action
#: spaces, R&J's ring and story each as wide as a 360 px phone, taps of 24 px and more).
NOT_YET: dict[str, set[str]] = {
    "rose-ceremony": set(),
    "roxane": set(),
    "aqua-mirabilis": set(),
    "romeo-juliette": set(),
}


def misses(size: str, t: Tally) -> list[str]:
    """What one game at one size misses of the marks."""
    out = []
    if not t.decisions:
        out.append("no decision measured")
    if t.inner_scroll:
        out.append(f"a box inside the board scrolls at {t.inner_scroll} decisions")
    if t.prompt_missing:
        out.append(f"the prompt out of the window at {t.prompt_missing} decisions")
    if t.share < (0.8 if phone(size) else 0.95):
        out.append(f"moves seen {t.share:.1%}")
    texts = sorted(t.texts)
    if texts and (texts[len(texts) // 10] < 12 or texts[0] < 11.99):
        out.append(f"text p10 {texts[len(texts) // 10]} min {texts[0]}")
    if phone(size) and min(t.taps, default=24) < 24:
        out.append(f"targets under 24 px: {sum(1 for x in t.taps if x < 24)}")
    if phone(size) and t.too_wide:
        out.append(f"wider than the screen: {t.too_wide[:3]}")
    return out


def check(game: str, tallies: dict[str, Tally]) -> None:
    lines = [t.line(game, size) for size, t in tallies.items()]
    if os.environ.get("SALON_WEB_DEBUG"):
        lines += [f"  {size} unseen: {t.unseen[:12]} too wide: {t.too_wide[:4]} small taps: {t.small[:12]}"
                  for size, t in tallies.items()]
    print("\n" + "\n".join(lines))
    for size, t in tallies.items():
        RESULTS[(game, size)] = t
    missed = {size: misses(size, t) for size, t in tallies.items()}
    due = {size: m for size, m in missed.items() if size not in NOT_YET[game]}
    assert not any(due.values()), (due, lines)
    later = {size: missed[size] for size in NOT_YET[game] if size in missed}
    if any(later.values()):
        pytest.xfail(f"{game} not yet at the marks: { {k: m for k, m in later.items() if m} }")


@pytest.mark.parametrize("every", [False, pytest.param(True, marks=pytest.mark.full)], ids=["sample", "every"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_whole_table_at_every_size(browser: Any, server: Any, game: str, every: bool) -> None:
    """A seeded sample of decisions of every kind in make test; every decision of the game in
    make test-full."""
    check(game, play_and_measure(browser, server, game, every=every))
