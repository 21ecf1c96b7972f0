"""What a player sees of the table at one screen size, measured in the page (issue 27): the
numbers test_table_layout.py checks and prints, shared with the screenshots script.

- ``inner_scroll``: boxes inside the board (or the page sideways) that would need scrolling;
- ``targets`` / ``seen``: the current decision's targets on the board and how many of them show
  in the window, uncovered, with the prompt, without the player scrolling;
- ``moves`` / ``moves_seen``: the same counted by what a target plays or picks (a move drawn in
  two places, or as a button again in a phone's prompt, shows when one of them does): the
  figure checked, since a player needs to see a move once, not each drawing of it;
- ``texts``: the size in CSS px of every board text as drawn;
- ``taps``: the smaller side of every target, in CSS px;
- ``too_wide``: elements reaching past the window's right edge.
"""

from __future__ import annotations

from typing import Any

MEASURE = """() => {
  const W = innerWidth, H = innerHeight;
  const out = { inner_scroll: [], targets: 0, seen: 0, texts: [], taps: [], too_wide: [], prompt: false, unseen: [], small: [] };
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
  // a move: what a target plays or picks; drawn twice (a panel wrapped into strips, a token on
  // the ring and its card in the hand, a button again in a phone's prompt), it shows if one does
  const moves = new Map();
  const bar = [...document.querySelectorAll('.prompt .action-bar [data-act]')];
  for (const n of bar) {
    const r = n.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const inside = r.left >= -1 && r.right <= W + 1 && r.top >= -1 && r.bottom <= H + 1;
    const key = 'act ' + n.getAttribute('data-act');
    moves.set(key, (moves.get(key) || false) || (inside && !covered(n, r)));
  }
  for (const n of board.querySelectorAll('.can')) {
    const r = n.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    out.targets += 1;
    const key = n.hasAttribute('data-act') ? 'act ' + n.getAttribute('data-act') : 'pick ' + n.getAttribute('data-pick');
    out.taps.push(Math.round(Math.min(r.width, r.height) * 10) / 10);
    if (Math.min(r.width, r.height) < 24) out.small.push(`${n.getAttribute('data-act') || n.getAttribute('data-pick')} ${Math.round(r.width)}x${Math.round(r.height)}`);
    // seen: wholly in the window, or (a large target: a panel) at least half of it or 44×44 px
    const vw = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)), vh = Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    const inside = (r.left >= -1 && r.right <= W + 1 && r.top >= -1 && r.bottom <= H + 1)
      || (vw * vh >= 0.5 * r.width * r.height) || (vw >= 44 && vh >= 44);
    const shows = inside && !covered(n, r);
    moves.set(key, (moves.get(key) || false) || shows);
    if (shows) out.seen += 1;
    else out.unseen.push((n.getAttribute('data-act') || n.getAttribute('data-pick')) + (inside ? ' (covered)' : ` (at ${Math.round(r.top)})`));
  }
  out.moves = moves.size;
  out.moves_seen = [...moves.values()].filter(Boolean).length;
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
        self.moves = 0
        self.moves_seen = 0
        self.prompt_missing = 0
        self.texts: list[float] = []
        self.taps: list[float] = []
        self.too_wide: list[str] = []
        self.worst = 1.0
        self.unseen: list[str] = []
        self.small: list[str] = []

    def add(self, m: dict[str, Any]) -> None:
        self.decisions += 1
        self.inner_scroll += bool(m["inner_scroll"])
        self.targets += m["targets"]
        self.seen += m["seen"]
        self.moves += m["moves"]
        self.moves_seen += m["moves_seen"]
        self.prompt_missing += not m["prompt"]
        self.texts += m["texts"]
        self.taps += m["taps"]
        self.too_wide += m["too_wide"]
        self.unseen += m["unseen"][:3]
        self.small += [x for x in m.get("small", []) if x not in self.small]
        if m["moves"]:
            self.worst = min(self.worst, m["moves_seen"] / m["moves"])

    @property
    def share(self) -> float:
        """The share of the decisions' moves whose target shows (the figure checked)."""
        return self.moves_seen / self.moves if self.moves else 1.0

    @property
    def drawn_share(self) -> float:
        """The share of the targets as drawn (a move drawn twice counts twice)."""
        return self.seen / self.targets if self.targets else 1.0

    def line(self, game: str, size: str) -> str:
        small_taps = sum(1 for x in self.taps if x < 24)
        return (f"{game:15} {size:9} decisions {self.decisions:3}  inner scroll {self.inner_scroll}  "
                f"moves seen {self.moves_seen}/{self.moves} = {self.share:.1%} (worst {self.worst:.0%}; "
                f"targets as drawn {self.seen}/{self.targets} = {self.drawn_share:.1%})  "
                f"prompt hidden {self.prompt_missing}  text p10 {percentile(self.texts, 0.1):.1f} "
                f"min {min(self.texts, default=float('nan')):.1f} px  taps <24 px {small_taps}/{len(self.taps)} "
                f"(min {min(self.taps, default=float('nan')):.1f})  too wide {len(self.too_wide)}")
