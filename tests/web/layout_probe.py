"""What a player sees of the table at one screen size, measured in the page (issue 27): the
numbers test_table_layout.py checks and prints, shared with the screenshots script.

- ``inner_scroll``: boxes inside the board (or the page sideways) that would need scrolling;
- ``targets`` / ``seen``: the current decision's targets on the board and how many of them show
  in the window, uncovered, with the prompt, without the player scrolling;
- ``texts``: the size in CSS px of every board text as drawn;
- ``taps``: the smaller side of every target, in CSS px;
- ``too_wide``: elements reaching past the window's right edge.
"""

from __future__ import annotations

from typing import Any

MEASURE = """() => {
  const W = innerWidth, H = innerHeight;
  const out = { inner_scroll: [], targets: 0, seen: 0, texts: [], taps: [], too_wide: [], prompt: false, unseen: [] };
  const board = document.querySelector('.board-box');
  if (!board) return out;
  for (const n of [board, ...board.querySelectorAll('*')]) {
    const cs = getComputedStyle(n);
    const y = /(auto|scroll)/.test(cs.overflowY) && n.scrollHeight > n.clientHeight + 1;
    const x = /(auto|scroll)/.test(cs.overflowX) && n.scrollWidth > n.clientWidth + 1;
    if (x || y) out.inner_scroll.push(n.className.baseVal ?? n.className);
  }
  if (document.documentElement.scrollWidth > W + 1) out.inner_scroll.push('page sideways');
  const pr = document.querySelector('.prompt-text');
  if (pr) {
    const r = pr.getBoundingClientRect();
    out.prompt = r.top >= -1 && r.bottom <= H + 1 && r.height > 0;
    if (!out.prompt) out.unseen.push(`prompt at ${Math.round(r.top)}-${Math.round(r.bottom)}, page at ${Math.round(scrollY)}`);
  }
  const covered = (n, r) => {
    const x = (Math.max(r.left, 0) + Math.min(r.right, W)) / 2, y = (Math.max(r.top, 0) + Math.min(r.bottom, H)) / 2;
    const hit = document.elementFromPoint(x, y);
    return !(hit && (hit === n || n.contains(hit) || hit.closest('.can') === n));
  };
  for (const n of board.querySelectorAll('.can')) {
    const r = n.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    out.targets += 1;
    out.taps.push(Math.round(Math.min(r.width, r.height) * 10) / 10);
    // seen: wholly in the window, or (a large target: a panel) at least half of it or 44×44 px
    const vw = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)), vh = Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    const inside = (r.left >= -1 && r.right <= W + 1 && r.top >= -1 && r.bottom <= H + 1)
      || (vw * vh >= 0.5 * r.width * r.height) || (vw >= 44 && vh >= 44);
    if (inside && !covered(n, r)) out.seen += 1;
    else out.unseen.push((n.getAttribute('data-act') || n.getAttribute('data-pick')) + (inside ? ' (covered)' : ` (at ${Math.round(r.top)})`));
  }
  for (const t of board.querySelectorAll('svg text')) {
    if (!t.textContent.trim()) continue;
    const s = t.ownerSVGElement;
    const vb = s.viewBox.baseVal;
    const scale = vb && vb.width ? s.getBoundingClientRect().width / vb.width : 1;
    out.texts.push(Math.round(parseFloat(getComputedStyle(t).fontSize) * scale * 10) / 10);
  }
  for (const n of document.querySelectorAll('main *')) {
    // a piece of a board is clipped by its <svg>: the <svg> is what shows
    if (n.ownerSVGElement) continue;
    const r = n.getBoundingClientRect();
    if (r.width && r.right > W + 1 && !n.closest('[hidden]')) out.too_wide.push(n.tagName.toLowerCase() + '.' + (n.className.baseVal ?? n.className));
  }
  out.too_wide = out.too_wide.slice(0, 5);
  return out;
}"""


def measure(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(MEASURE))


def percentile(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(p * len(ys)))]


class Tally:
    """The figures of one game at one size over the decisions measured."""

    def __init__(self) -> None:
        self.decisions = 0
        self.inner_scroll = 0
        self.targets = 0
        self.seen = 0
        self.prompt_missing = 0
        self.texts: list[float] = []
        self.taps: list[float] = []
        self.too_wide: list[str] = []
        self.worst = 1.0
        self.unseen: list[str] = []

    def add(self, m: dict[str, Any]) -> None:
        self.decisions += 1
        self.inner_scroll += bool(m["inner_scroll"])
        self.targets += m["targets"]
        self.seen += m["seen"]
        self.prompt_missing += not m["prompt"]
        self.texts += m["texts"]
        self.taps += m["taps"]
        self.too_wide += m["too_wide"]
        self.unseen += m["unseen"][:3]
        if m["targets"]:
            self.worst = min(self.worst, m["seen"] / m["targets"])

    @property
    def share(self) -> float:
        return self.seen / self.targets if self.targets else 1.0

    def line(self, game: str, size: str) -> str:
        small_taps = sum(1 for x in self.taps if x < 24)
        return (f"{game:15} {size:9} decisions {self.decisions:3}  inner scroll {self.inner_scroll}  "
                f"targets seen {self.seen}/{self.targets} = {self.share:.1%} (worst {self.worst:.0%})  "
                f"prompt hidden {self.prompt_missing}  text p10 {percentile(self.texts, 0.1):.1f} "
                f"min {min(self.texts, default=float('nan')):.1f} px  taps <24 px {small_taps}/{len(self.taps)} "
                f"(min {min(self.taps, default=float('nan')):.1f})  too wide {len(self.too_wide)}")
