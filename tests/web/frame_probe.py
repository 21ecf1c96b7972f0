"""What a person sees of a table at one decision, measured in the page against the table frame
(TABLE.md, "How to check it"), and the tally of one game at one size over
its decisions. test_table_frame.py checks the figures; frame_screenshots.py shares the driving.

The page carries the marks the frame promises: ``[data-panel="<seat>"]`` (each player's panel,
a chip on a phone), ``[data-prompt]`` (what to decide now) and the class ``can`` on each legal
target (with ``data-act="<move>"`` or ``data-pick="<word>"``). ``MEASURE`` (run with
``page.evaluate``) reports:

- ``scroll``: the document's scroll size against the window, and whether it scrolls (checked
  only where the window is at least 560 px high: below that the page may scroll);
- ``seats`` / ``panels_bad``: the seats with a panel; each drawn panel that is not wholly in
  the window or not the topmost element at its centre, and why (a seat whose panels are all
  undrawn is one too);
- ``prompt`` / ``prompt_bad``: the same of ``[data-prompt]``;
- ``moves`` / ``moves_seen`` / ``unseen``: the legal targets counted by move (``data-act``, or
  ``"pick " + data-pick``): a move is seen when one of its drawn ``.can`` elements is wholly in
  the window and uncovered at its centre; a move whose targets are all undrawn (a closed pane)
  is not seen. ``moves_seen_outside_prompt`` counts the moves seen on the board or in your area
  (not only as a button under the prompt): printed, not checked;
- ``overlaps``: pairs of drawn targets of different moves whose boxes cross by more than 2 px
  both ways, neither inside the other, and that are both drawn at some point of the crossing
  (the browser's hit testing on a grid of points: round targets whose boxes' corners cross are
  not counted);
- ``cut``: visible text cut by a box (``overflow`` hidden or clip), by an ellipsis, by its
  ``<svg>``'s edge or by the window's;
- ``texts``: the size in CSS px of every visible text as drawn (an HTML element with words of
  its own: its font size, times a transform's scale; an SVG text: its font size times its
  drawing's scale on the screen, viewBox, preserveAspectRatio and transforms);
- on a phone (narrower than 900 px): ``small``, the controls and targets under 24 px on their
  smaller side, and ``short``, the tabs and main buttons under 44 px tall.

``CLICKABLE`` lists the targets a person could click now (for the tests' driving).
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Callable
from typing import Any

from .helpers import WAIT_MS

#: the frame's breakpoint: narrower is a phone (the same in the client's CSS and drawing code)
PHONE_BELOW = 900
#: lower than this the page may scroll (a phone held sideways, a laptop at 200% zoom)
SCROLL_BELOW = 560

MEASURE = r"""([PHONE_BELOW, SCROLL_BELOW]) => {
  const W = innerWidth, H = innerHeight;
  const phone = W < PHONE_BELOW;
  const out = {
    width: W, height: H, phone,
    scroll: { height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, scrolls: false },
    seats: [], panels_bad: [], prompt: false, prompt_bad: '',
    moves: 0, moves_seen: 0, moves_seen_outside_prompt: 0, unseen: [], unkeyed: [],
    overlaps: 0, overlap_examples: [],
    cut: 0, cut_examples: [], texts: [], tiny: [],
    small: [], short: [], faint: [],
  };

  // ---- small helpers
  const cls = (n) => (n.getAttribute && n.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 3).join('.');
  /** a short name of an element, for the reports */
  const describe = (n) => {
    if (!n) return 'nothing';
    let s = n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (cls(n) ? '.' + cls(n) : '');
    for (const a of ['data-panel', 'data-act', 'data-pick']) if (n.hasAttribute(a)) s += `[${a}=${n.getAttribute(a)}]`;
    return s;
  };
  const round = (x) => Math.round(x);
  const rectText = (r) => `${round(r.left)},${round(r.top)} ${round(r.width)}x${round(r.height)}`;
  /** drawn: a box of some size, not hidden by display, visibility or opacity (of it or above it) */
  const drawn = (n) => {
    const r = n.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return null;
    if (n.checkVisibility && !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    return r;
  };
  /** wholly in the window (1 px of tolerance) */
  const inWindow = (r) => r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1;
  /** the topmost element at the centre of `r`, and whether it is `n` or inside `n` (or, with
   * `can`, a part of the target `n` that a nested target's element belongs to) */
  const hitAt = (n, r, can) => {
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    const ok = !!hit && (hit === n || n.contains(hit) || (can && hit.closest('.can') === n));
    return { ok, hit };
  };
  /** in view: drawn, wholly in the window, uncovered at its centre; else why not */
  const inView = (n, can) => {
    const r = drawn(n);
    if (!r) return { ok: false, why: 'not drawn' };
    if (!inWindow(r)) return { ok: false, why: `out of the window at ${rectText(r)}`, r };
    const { ok, hit } = hitAt(n, r, can);
    return ok ? { ok: true, r } : { ok: false, why: `covered by ${describe(hit)}`, r };
  };

  // ---- the document does not scroll (where the window is high enough for the frame)
  out.scroll.scrolls = H >= SCROLL_BELOW && (out.scroll.height > H + 1 || out.scroll.width > W + 1);

  // ---- every seat's panel: one drawn per seat at least, every drawn one in view
  const bySeat = new Map();
  for (const n of document.querySelectorAll('[data-panel]')) {
    const seat = n.getAttribute('data-panel');
    if (!bySeat.has(seat)) bySeat.set(seat, []);
    bySeat.get(seat).push(n);
  }
  out.seats = [...bySeat.keys()].sort();
  for (const [seat, nodes] of bySeat) {
    const states = nodes.map((n) => inView(n, false));
    const drawnOnes = states.filter((s) => s.why !== 'not drawn');
    if (!drawnOnes.length) out.panels_bad.push(`panel ${seat}: not drawn`);
    for (const s of drawnOnes) if (!s.ok) out.panels_bad.push(`panel ${seat}: ${s.why}`);
  }

  // ---- the prompt: drawn, and every drawn one in view
  const prompts = [...document.querySelectorAll('[data-prompt]')].map((n) => inView(n, false));
  const shownPrompts = prompts.filter((s) => s.why !== 'not drawn');
  out.prompt = shownPrompts.length > 0 && shownPrompts.every((s) => s.ok);
  out.prompt_bad = !prompts.length ? 'no [data-prompt]' : !shownPrompts.length ? 'not drawn'
    : shownPrompts.filter((s) => !s.ok).map((s) => s.why).join('; ');

  // ---- targets, counted by move; a move is seen when one of its targets is in view
  const moves = new Map();   // key -> { seen, outside, why }
  const placed = [];         // drawn targets touching the window: { n, key, r } (for overlaps)
  const promptBoxes = [...document.querySelectorAll('[data-prompt]')];
  for (const n of document.querySelectorAll('.can')) {
    const key = n.hasAttribute('data-act') ? n.getAttribute('data-act')
      : n.hasAttribute('data-pick') ? 'pick ' + n.getAttribute('data-pick') : null;
    if (key === null) { out.unkeyed.push(describe(n)); continue; }
    const m = moves.get(key) || { seen: false, outside: false, why: [] };
    moves.set(key, m);
    const v = inView(n, true);
    if (v.ok) {
      m.seen = true;
      if (!promptBoxes.some((p) => p.contains(n))) m.outside = true;
    } else m.why.push(v.why);
    if (v.r && v.r.right > 0 && v.r.bottom > 0 && v.r.left < W && v.r.top < H) placed.push({ n, key, r: v.r });
  }
  // ---- the mark of a target on the board: its outline (a shape's stroke, or the fill of a
  // target that is words) at 3:1 against white and against its board's felt (WCAG 1.4.11)
  const rgb = (c) => { const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(c || ''); return m && (m[4] === undefined || +m[4] > 0.5) ? [+m[1], +m[2], +m[3]] : null; };
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  for (const n of document.querySelectorAll('svg .can')) {
    if (!drawn(n)) continue;
    const shapes = [n, ...n.querySelectorAll('rect, circle, ellipse, path, polygon')].filter((c) => c.tagName !== 'g' && c.tagName !== 'text');
    const marked = shapes.map((c) => rgb(getComputedStyle(c).stroke)).find(Boolean) || (n.tagName === 'text' ? rgb(getComputedStyle(n).fill) : null);
    if (!marked) continue;
    const svgRoot = n.ownerSVGElement;
    const felt = svgRoot && svgRoot.querySelector(':scope > rect.felt');
    const grounds = [[255, 255, 255], felt && rgb(getComputedStyle(felt).fill)].filter(Boolean);
    const worst = Math.min(...grounds.map((g) => contrast(marked, g)));
    if (worst < 3 && out.faint.length < 5) out.faint.push(`${describe(n)} ${worst.toFixed(2)}:1`);
  }

  out.moves = moves.size;
  for (const [key, m] of moves) {
    if (m.seen) out.moves_seen += 1;
    else out.unseen.push(`${key} (${[...new Set(m.why)].slice(0, 2).join('; ')})`);
    if (m.outside) out.moves_seen_outside_prompt += 1;
  }

  // ---- overlapping targets of different moves (a piece inside a bigger target is not one):
  // their boxes cross, and somewhere in the crossing both are drawn (the browser's own hit
  // testing at a grid of points: two round places whose boxes' corners cross do not overlap)
  const sharesPoint = (a, b) => {
    const x0 = Math.max(a.r.left, b.r.left), x1 = Math.min(a.r.right, b.r.right);
    const y0 = Math.max(a.r.top, b.r.top), y1 = Math.min(a.r.bottom, b.r.bottom);
    for (let i = 0; i <= 6; i++) {
      for (let j = 0; j <= 6; j++) {
        const x = x0 + 1 + (x1 - x0 - 2) * i / 6, y = y0 + 1 + (y1 - y0 - 2) * j / 6;
        const stack = document.elementsFromPoint(x, y);
        if (stack.some((n) => a.n === n || a.n.contains(n)) && stack.some((n) => b.n === n || b.n.contains(n))) return true;
      }
    }
    return false;
  };
  const within = (a, b) => a.left >= b.left - 1 && a.top >= b.top - 1 && a.right <= b.right + 1 && a.bottom <= b.bottom + 1;
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i], b = placed[j];
      if (a.key === b.key || a.n.contains(b.n) || b.n.contains(a.n) || within(a.r, b.r) || within(b.r, a.r)) continue;
      const ix = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const iy = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (ix > 2 && iy > 2 && sharesPoint(a, b)) {
        out.overlaps += 1;
        if (out.overlap_examples.length < 5) out.overlap_examples.push(`${a.key} at ${rectText(a.r)} x ${b.key} at ${rectText(b.r)}`);
      }
    }
  }

  // ---- text: what is visible, its size as drawn, and whether something cuts it
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'OPTION', 'OPTGROUP', 'TEXTAREA']);
  const clipping = (v) => v === 'hidden' || v === 'clip';
  const scrolling = (v) => v === 'auto' || v === 'scroll';
  /** the union of the boxes of a text's lines (null: none drawn) */
  const unionOf = (rects) => {
    let u = null;
    for (const r of rects) {
      if (!(r.width > 0 && r.height > 0)) continue;
      u = u ? { left: Math.min(u.left, r.left), top: Math.min(u.top, r.top), right: Math.max(u.right, r.right), bottom: Math.max(u.bottom, r.bottom) }
        : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }
    return u;
  };
  /** the inside of a box (its padding box, scroll bars left out) on the screen */
  const insideOf = (x) => {
    const r = x.getBoundingClientRect();
    const left = r.left + x.clientLeft, top = r.top + x.clientTop;
    return { left, top, right: left + x.clientWidth, bottom: top + x.clientHeight };
  };
  const VIEWPORT = { left: 0, top: 0, right: W, bottom: H };
  const clamp = (t, b) => ({ left: Math.max(t.left, b.left), top: Math.max(t.top, b.top), right: Math.min(t.right, b.right), bottom: Math.min(t.bottom, b.bottom) });
  const empty = (t) => t.right - t.left < 1 || t.bottom - t.top < 1;
  const reported = new Set();
  const cutAt = (n, text, why) => {
    out.cut += 1;
    if (out.cut_examples.length < 8) out.cut_examples.push(`"${text.replace(/\s+/g, ' ').trim().slice(0, 40)}" (${describe(n)}: ${why})`);
  };
  /**
   * Walks up from `start` (the text's element, or the outermost <svg> of an SVG text) through the
   * boxes that clip it, with `t` the text's box on the screen: a box with overflow hidden or clip
   * whose content overflows it and whose inside the text reaches past cuts it; so does an
   * ellipsis that truncates. A scrolling box (a list) shows the part of the text scrolled into
   * it: the walk goes on with that part, and stops when nothing of the text is scrolled in.
   * Returns why the text is cut ('' if it is not), or null when it is not visible at all.
   */
  const cutBy = (start, t) => {
    let x = start;
    while (x && x.nodeType === 1) {
      const cs = getComputedStyle(x);
      const root = x === document.documentElement || x === document.body;
      const box = root ? VIEWPORT : insideOf(x);
      const boxed = !root && cs.display !== 'inline' && cs.display !== 'contents';
      if (boxed && (x.getBoundingClientRect().width <= 2 || x.getBoundingClientRect().height <= 2) && cs.overflow !== 'visible') return null;  // visually hidden (a screen reader's words)
      if (boxed && cs.textOverflow === 'ellipsis' && clipping(cs.overflowX) && x.scrollWidth > x.clientWidth + 1) {
        if (!reported.has(x)) { reported.add(x); return `ellipsis in ${describe(x)} (${x.scrollWidth} > ${x.clientWidth})`; }
      }
      if (boxed || root) {
        if (clipping(cs.overflowX) && (root || x.scrollWidth > x.clientWidth + 1) && (t.left < box.left - 1 || t.right > box.right + 1))
          return `past the ${root ? 'window' : describe(x)} sideways (${round(t.left)}-${round(t.right)} in ${round(box.left)}-${round(box.right)})`;
        if (clipping(cs.overflowY) && (root || x.scrollHeight > x.clientHeight + 1) && (t.top < box.top - 1 || t.bottom > box.bottom + 1))
          return `past the ${root ? 'window' : describe(x)} down (${round(t.top)}-${round(t.bottom)} in ${round(box.top)}-${round(box.bottom)})`;
        if (!root && (scrolling(cs.overflowX) || scrolling(cs.overflowY))) {
          t = clamp(t, box);
          if (empty(t)) return null;  // scrolled away inside a list: not cut, and not visible now
        } else if (!root && (clipping(cs.overflowX) || clipping(cs.overflowY))) {
          t = clamp(t, box);
        }
      }
      // the boxes that clip an element are those of its containing blocks
      if (cs.position === 'fixed') x = document.documentElement;
      else if (cs.position === 'absolute' && x instanceof HTMLElement) x = x.offsetParent || document.documentElement;
      else x = x.parentElement;
    }
    return '';
  };
  const px = (v) => parseFloat(v) || 0;

  for (const n of document.body.querySelectorAll('*')) {
    if (SKIP.has(n.tagName)) continue;
    if (n instanceof SVGElement) {
      if (n.tagName !== 'text') continue;
      if (!n.textContent.trim()) continue;
      const r = drawn(n);
      if (!r) continue;
      // its size as drawn: the font size times the scale of its drawing on the screen (the
      // <svg>'s viewBox and preserveAspectRatio, and every transform above the text)
      const m = n.getScreenCTM();
      const owner = n.ownerSVGElement;
      let scale = m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
      if (!m && owner && owner.viewBox && owner.viewBox.baseVal && owner.viewBox.baseVal.width)
        scale = owner.getBoundingClientRect().width / owner.viewBox.baseVal.width;
      out.texts.push(Math.round(px(getComputedStyle(n).fontSize) * scale * 10) / 10);
      if (px(getComputedStyle(n).fontSize) * scale < 11 && out.tiny.length < 5) out.tiny.push(`"${n.textContent.slice(0, 30)}" ${(px(getComputedStyle(n).fontSize) * scale).toFixed(1)} px`);
      // cut: past its <svg>'s edge, past the window's, or by a box around the drawing
      let why = '';
      if (owner) {
        const o = owner.getBoundingClientRect();
        if (r.left < o.left - 1 || r.top < o.top - 1 || r.right > o.right + 1 || r.bottom > o.bottom + 1)
          why = `past its svg's edge (text ${rectText(r)}, svg ${rectText(o)})`;
      }
      let outer = owner;
      while (outer && outer.ownerSVGElement) outer = outer.ownerSVGElement;
      if (!why && outer) {  // (its own <svg>'s edge is checked above: the walk starts above it)
        const c = cutBy(outer.parentElement, { left: r.left, top: r.top, right: r.right, bottom: r.bottom });
        if (c === null) continue;
        why = c;
        if (!why && H >= SCROLL_BELOW && !inWindow(r)) why = `past the window's edge (${rectText(r)})`;
      }
      if (why) cutAt(n, n.textContent, why);
      continue;
    }
    // an HTML element with words of its own (direct text nodes)
    const own = [...n.childNodes].filter((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own.length) continue;
    if (n.checkVisibility && !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rects = [];
    for (const c of own) {
      const range = document.createRange();
      range.selectNodeContents(c);
      rects.push(...range.getClientRects());
    }
    const t = unionOf(rects);
    if (!t) continue;  // not drawn (a closed pane, a folded section)
    const why = cutBy(n, t);
    if (why === null) continue;  // visually hidden, or scrolled away inside a list
    const own_text = own.map((c) => c.textContent).join(' ');
    if (why) cutAt(n, own_text, why);
    // its size as drawn: the computed font size, times the scale of a transform above it
    let scale = 1;
    if (n instanceof HTMLElement && n.offsetWidth >= 20 && getComputedStyle(n).display !== 'inline') {
      const s = n.getBoundingClientRect().width / n.offsetWidth;
      if (Math.abs(s - 1) > 0.05) scale = s;
    }
    out.texts.push(Math.round(px(getComputedStyle(n).fontSize) * scale * 10) / 10);
    if (px(getComputedStyle(n).fontSize) * scale < 11 && out.tiny.length < 5) out.tiny.push(`"${own_text.slice(0, 30)}" ${(px(getComputedStyle(n).fontSize) * scale).toFixed(1)} px`);
  }

  // ---- on a phone: every control and target big enough to tap; tabs and main buttons 44 px
  if (phone) {
    const seen = new Set();
    for (const n of document.querySelectorAll('button, a, input, select, [role=button], .can')) {
      if (seen.has(n)) continue;
      seen.add(n);
      const r = drawn(n);
      if (!r) continue;
      if (Math.min(r.width, r.height) < 24 - 0.01) out.small.push(`${describe(n)} ${round(r.width)}x${round(r.height)}`);
    }
    const main = [...document.querySelectorAll('[role=tab], .primary')].filter((n) => n.matches('[role=tab], button, a, input, [role=button]'));
    for (const n of main) {
      const r = drawn(n);
      if (r && r.height < 44 - 0.01) out.short.push(`${describe(n)} ${round(r.width)}x${round(r.height)}`);
    }
  }
  return out;
}"""

#: the targets a person could click now (a selected pick, which only unselects, left out): each
#: with its move, and where: the centre of one of its targets in view (x, y), else null
CLICKABLE = r"""() => {
  const W = innerWidth, H = innerHeight;
  const out = [];
  for (const n of document.querySelectorAll('.can:not(.sel)')) {
    const key = n.hasAttribute('data-act') ? n.getAttribute('data-act')
      : n.hasAttribute('data-pick') ? 'pick ' + n.getAttribute('data-pick') : null;
    if (key === null) continue;
    const r = n.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) continue;
    if (n.checkVisibility && !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const inside = r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1;
    const hit = inside ? document.elementFromPoint(x, y) : null;
    const shows = !!hit && (hit === n || n.contains(hit) || hit.closest('.can') === n);
    out.push({ key, act: n.getAttribute('data-act'), pick: n.getAttribute('data-pick'), at: shows ? [x, y] : null });
  }
  return out;
}"""

#: resolves once the page is still: its fonts loaded, no finite animation or transition running,
#: and the page's scroll, the prompt's box, the targets' count and the first and last target's
#: boxes alike in two frames running (bounded: a page that never settles is measured as it is)
SETTLED = r"""() => new Promise((done) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const finite = (a) => { try { return a.effect.getComputedTiming().iterations !== Infinity; } catch (e) { return true; } };
  const still = () => document.getAnimations().every((a) => a.playState !== 'running' || !finite(a));
  const box = (n) => { if (!n) return '-'; const r = n.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round).join(','); };
  const sig = () => {
    const cans = document.querySelectorAll('.can');
    const panes = [...document.querySelectorAll('*')].filter((n) => n.scrollTop || n.scrollLeft).map((n) => n.scrollTop + ':' + n.scrollLeft).join(';');
    return [scrollX, scrollY, panes, box(document.querySelector('[data-prompt]')), cans.length,
            box(cans[0]), box(cans[cans.length - 1]), document.body.dataset.stateId].join('|');
  };
  (async () => {
    try { await document.fonts.ready; } catch (e) { /* no font loading API */ }
    let last = null;
    for (let i = 0; i < 240; i++) {
      await frame();
      const now = sig();
      if (still() && now === last) break;
      last = now;
    }
    done();
  })();
})"""

#: what the page sends, recorded: whether a click sent a move (before the page's own scripts)
RECORD_SENT = r"""
(() => {
  const send = WebSocket.prototype.send;
  window.__sent = [];
  WebSocket.prototype.send = function (data) {
    try { const m = JSON.parse(data); if (m.type === 'act') window.__sent.push(m.action); } catch (e) { /* not JSON */ }
    return send.call(this, data);
  };
})();
"""

#: the games and their seeded tables: (players, options, seed)
GAMES: dict[str, tuple[int, dict[str, Any], int]] = {
    "rose-ceremony": (3, {}, 4),
    "roxane": (2, {}, 1),
    "aqua-mirabilis": (3, {}, 4),
    "romeo-juliette": (2, {"chapter": 1}, 2),
}

NAMES = ("Ada", "Bea", "Cy", "Di", "Eve", "Flo")


def measure(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(MEASURE, [PHONE_BELOW, SCROLL_BELOW]))


def settle(page: Any) -> None:
    page.evaluate(SETTLED)


def is_phone(width: int) -> bool:
    return width < PHONE_BELOW


def percentile(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(p * len(ys)))]


class Table:
    """A seeded table whose seats are all people with tokens: seat 0 plays in the browser, every
    other decision is a seeded random move sent through the REST play endpoint. `api` is
    `Server.api` of tests/web/conftest.py (method, path, body, token=, admin=); the players,
    options and seed are the game's in GAMES unless given."""

    def __init__(self, api: Any, game: str, players: int | None = None,
                 options: dict[str, Any] | None = None, seed: int | None = None) -> None:
        known = GAMES.get(game, (2, {}, 1))
        players = known[0] if players is None else players
        options = known[1] if options is None else options
        seed = known[2] if seed is None else seed
        self.api, self.game, self.players = api, game, players
        res = api("POST", "/api/tables", {
            "game": game, "players": players, "options": options, "seed": seed,
            "seats": [{"kind": "human", "name": n} for n in NAMES[:players]]}, admin=True)
        self.id = res["table_id"]
        self.tok = {s["seat"]: s["token"] for s in res["seats"]}
        self.rng = random.Random(seed)

    def url(self, base: str, seat: int = 0) -> str:
        return f"{base}/#/table/{self.id}?token={self.tok[seat]}"

    def state(self, seat: int) -> dict[str, Any]:
        return dict(self.api("GET", f"/api/tables/{self.id}/state", token=self.tok[seat]))

    def play(self, seat: int, st: dict[str, Any] | None = None) -> dict[str, Any]:
        """One seeded random move of `seat`; its state after it."""
        st = st or self.state(seat)
        return dict(self.api("POST", f"/api/tables/{self.id}/actions",
                             {"state_id": st["state_id"], "action": self.rng.choice(st["legal"])},
                             token=self.tok[seat]))

    def others_until_seat0(self, limit: int = 400) -> dict[str, Any]:
        """Plays the other seats until seat 0 has a decision (or the game is over); its state then."""
        for _ in range(limit):
            st = self.state(0)
            if st["legal"] or st.get("outcome"):
                return st
            self.play(st["to_act"][0])
        raise AssertionError("seat 0 never got a decision")


def wait_drawn(page: Any, sid: int) -> None:
    """Until the page holds state `sid` and has drawn it (the client's marks for tests:
    window.salon.state and document.body.dataset.stateId)."""
    page.wait_for_function(
        "([s]) => window.salon && window.salon.state && window.salon.state.state_id === s"
        " && document.body.dataset.stateId === String(s)", arg=[sid], timeout=WAIT_MS)


#: a word of the words data, 40% longer (German runs that long): its last letter repeated
_WORD = re.compile(r"[^\W\d_]{2,}")
#: the fields a longer language would not lengthen: abbreviations drawn in a chip
_KEEP = {"abbr"}


def longer(text: str, factor: float = 1.4) -> str:
    """`text` with each of its words `factor` times as long ("Bench" -> "Benchhh"), its
    placeholders ({giver}) and figures as they are."""
    def stretch(m: re.Match[str]) -> str:
        w = m.group(0)
        return w + w[-1] * math.ceil(len(w) * (factor - 1))
    return "".join(part if part.startswith("{") else _WORD.sub(stretch, part) for part in re.split(r"(\{[^}]*\})", text))


def _lengthen(value: Any, key: str | None = None) -> Any:
    if isinstance(value, dict):
        return {k: _lengthen(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_lengthen(v, key) for v in value]
    if isinstance(value, str) and key not in _KEEP:
        return longer(value)
    return value


def with_longer_words(page: Any) -> None:
    """Every game's words data, as the page fetches it (GET /api/games/<id>), 40% longer: what
    the board draws from it is laid out as a longer language's would be."""
    def handle(route: Any) -> None:
        res = route.fetch()
        body = res.json()
        if isinstance(body, dict) and isinstance(body.get("words"), dict):
            body["words"] = _lengthen(body["words"])
        route.fulfill(response=res, body=json.dumps(body), content_type="application/json")
    page.route(re.compile(r".*/api/games/[a-z0-9-]+$"), handle)


def new_table_page(browser: Any, width: int, height: int, touch: bool | None = None) -> Any:
    """A page of its own context at this size, reduced motion on; a phone (narrower than the
    breakpoint, or `touch`) is a touch screen at twice the pixels. Its JavaScript errors are
    kept in page.js_errors."""
    phone = is_phone(width) if touch is None else touch
    ctx = browser.new_context(viewport={"width": width, "height": height}, reduced_motion="reduce",
                              is_mobile=phone, has_touch=phone, device_scale_factor=2 if phone else 1)
    ctx.add_init_script(RECORD_SENT)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.js_errors = errors
    return page


def decide(page: Any, table: Table, st: dict[str, Any], rng: random.Random, touch: bool) -> str:
    """Seat 0's decision made as a person makes it: a seeded choice among the moves whose target
    shows, clicked (tapped on a touch screen) at its centre; a pick that only narrows the choice
    is followed by the next click. Where no target shows, a drawn one is clicked (Playwright
    scrolls it into view); where none is drawn, or the clicks send nothing, the move goes through
    the REST play endpoint. Returns how: "shown", "scrolled" or "rest"."""
    sid = st["state_id"]
    how = "shown"
    sent = page.evaluate("window.__sent.length")
    for _ in range(8):
        if page.evaluate("window.__sent.length") > sent:
            break
        targets = page.evaluate(CLICKABLE)
        shown = sorted({t["key"] for t in targets if t["at"]})
        before = page.evaluate("[document.body.dataset.selection || '', document.querySelectorAll('.can').length]")
        try:
            if shown:
                key = rng.choice(shown)
                x, y = next(t["at"] for t in targets if t["key"] == key and t["at"])
                if touch:
                    page.touchscreen.tap(x, y)
                else:
                    page.mouse.click(x, y)
                    page.mouse.move(0, 0)  # no hover left over the table
            elif targets:
                how = "scrolled"
                t = targets[rng.randrange(len(targets))]
                attr, value = ("data-act", t["act"]) if t["act"] is not None else ("data-pick", t["pick"])
                value = value.replace("\\", "\\\\").replace('"', '\\"')
                node = page.locator(f'.can[{attr}="{value}"]:not(.sel)').first
                if touch:
                    node.tap(timeout=5000)
                else:
                    node.click(timeout=5000)
                    page.mouse.move(0, 0)
            else:
                break
        except Exception:  # redrawn under the click: look again
            pass
        # a move sent, or a pick that changed the selection (or the targets): click on
        try:
            page.wait_for_function(
                "([n, before]) => window.__sent.length > n || (document.body.dataset.selection || '') !== before[0]"
                " || document.querySelectorAll('.can').length !== before[1]",
                arg=[sent, before], timeout=5000)
        except Exception:
            continue
        settle(page)
    if page.evaluate("window.__sent.length") > sent:
        page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
        return how
    table.play(0, table.state(0))
    page.wait_for_function("([s]) => window.salon.state.state_id > s", arg=[sid], timeout=WAIT_MS)
    return "rest"


class FrameTally:
    """The figures of one game at one size over the decisions measured."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.decisions = 0
        self.scrolls: list[str] = []
        self.panels_bad: list[str] = []
        self.no_panels = 0
        self.seats_short: list[str] = []
        self.prompt_bad: list[str] = []
        self.moves = 0
        self.moves_seen = 0
        self.moves_seen_outside_prompt = 0
        self.short_decisions = 0  # decisions where some move was not seen
        self.no_targets = 0  # decisions without a single target drawn
        self.worst = 1.0
        self.unseen: list[str] = []
        self.unkeyed: list[str] = []
        self.overlaps = 0
        self.overlap_examples: list[str] = []
        self.cut = 0
        self.cut_examples: list[str] = []
        self._cut_seen: set[str] = set()
        self.texts: list[float] = []
        #: (the first few words drawn under 11 px, for SALON_WEB_DEBUG)
        self.tiny: list[str] = []
        #: targets whose outline is under 3:1 against white or their board's felt
        self.faint: list[str] = []
        self.small: list[str] = []
        self.short: list[str] = []
        self.how: dict[str, int] = {}

    @property
    def phone(self) -> bool:
        return is_phone(self.width)

    def add(self, m: dict[str, Any], players: int) -> None:
        self.decisions += 1
        d = self.decisions
        if m["scroll"]["scrolls"]:
            self.scrolls.append(f"#{d}: {m['scroll']['width']}x{m['scroll']['height']}")
        want = {str(q) for q in range(players)}
        if not m["seats"]:
            self.no_panels += 1
        elif want - set(m["seats"]):
            self.seats_short.append(f"#{d}: no panel of seat {sorted(want - set(m['seats']))}")
        self.panels_bad += [f"#{d}: {x}" for x in m["panels_bad"]]
        if not m["prompt"]:
            self.prompt_bad.append(f"#{d}: {m['prompt_bad']}")
        self.moves += m["moves"]
        self.moves_seen += m["moves_seen"]
        self.moves_seen_outside_prompt += m["moves_seen_outside_prompt"]
        if m["moves_seen"] < m["moves"]:
            self.short_decisions += 1
        if m["moves"]:
            self.worst = min(self.worst, m["moves_seen"] / m["moves"])
        else:
            self.no_targets += 1
        self.unseen += [f"#{d}: {x}" for x in m["unseen"][:4]]
        self.unkeyed += [x for x in m["unkeyed"] if x not in self.unkeyed]
        self.overlaps += m["overlaps"]
        self.overlap_examples += [f"#{d}: {x}" for x in m["overlap_examples"][:2]]
        self.cut += m["cut"]
        fresh = [x for x in m["cut_examples"] if x not in self._cut_seen]
        self._cut_seen.update(fresh)
        self.cut_examples += [f"#{d}: {x}" for x in fresh[:3]]
        self.texts += m["texts"]
        self.tiny += [f"#{self.decisions}: {x}" for x in m.get("tiny", [])][: max(0, 12 - len(self.tiny))]
        self.small += [x for x in m["small"] if x not in self.small]
        self.faint += [x for x in m.get("faint", []) if x not in self.faint]
        self.short += [x for x in m["short"] if x not in self.short]

    @property
    def share(self) -> float:
        return self.moves_seen / self.moves if self.moves else 0.0

    def line(self, game: str, size: str) -> str:
        p10, least = percentile(self.texts, 0.1), min(self.texts, default=float("nan"))
        how = " ".join(f"{k} {v}" for k, v in sorted(self.how.items()))
        return (f"{game:15} {size:8} decisions {self.decisions:2}  page scrolls {len(self.scrolls)}  "
                f"panels off {len(self.panels_bad) + self.no_panels}  prompt off {len(self.prompt_bad)}  "
                f"moves seen {self.moves_seen}/{self.moves} = {self.share:.0%} (worst {self.worst:.0%}, "
                f"outside the prompt {self.moves_seen_outside_prompt})  overlaps {self.overlaps}  cut {self.cut}  "
                f"text p10 {p10:.1f} min {least:.1f} px"
                + (f"  small {len(self.small)} short {len(self.short)}" if self.phone else "")
                + f"  [clicks: {how}]")

    def misses(self) -> list[str]:
        """What this game at this size misses of the frame's marks (empty: none)."""
        out = []
        if not self.decisions:
            return ["no decision measured"]
        if self.scrolls:
            out.append(f"the page scrolls at {len(self.scrolls)} of {self.decisions} decisions: {self.scrolls[:3]}")
        if self.no_panels:
            out.append(f"no [data-panel] at {self.no_panels} decisions")
        if self.seats_short:
            out.append(f"a seat without a panel: {self.seats_short[:3]}")
        if self.panels_bad:
            out.append(f"panels out of view: {self.panels_bad[:4]}")
        if self.prompt_bad:
            out.append(f"the prompt out of view at {len(self.prompt_bad)} decisions: {self.prompt_bad[:3]}")
        if self.no_targets:
            out.append(f"no target (.can) at all at {self.no_targets} decisions")
        if self.share < 0.95:
            out.append(f"moves seen {self.moves_seen}/{self.moves} = {self.share:.1%} < 95%: {self.unseen[:6]}")
        elif not self.phone and self.short_decisions:
            out.append(f"on a laptop a move unseen at {self.short_decisions} decisions: {self.unseen[:6]}")
        if self.overlaps:
            out.append(f"{self.overlaps} overlapping targets: {self.overlap_examples[:4]}")
        if self.cut:
            out.append(f"{self.cut} cut texts: {self.cut_examples[:5]}")
        if self.faint:
            out.append(f"target outlines under 3:1: {self.faint[:5]}")
        p10, least = percentile(self.texts, 0.1), min(self.texts, default=0.0)
        if not self.texts or p10 < 12 or least < 11:
            out.append(f"text p10 {p10:.1f} px (>= 12), min {least:.1f} px (>= 11)")
        if self.phone and self.small:
            out.append(f"{len(self.small)} controls or targets under 24 px: {self.small[:6]}")
        if self.phone and self.short:
            out.append(f"{len(self.short)} tabs or main buttons under 44 px tall: {self.short[:4]}")
        return out


def measure_decisions(page: Any, table: Table, st: dict[str, Any], tally: FrameTally, rng: random.Random,
                      touch: bool, decisions: int, picture: Callable[[int], Any],
                      after: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Seat 0's next decisions up to `decisions` measured into `tally`, each made as a person
    makes it (`decide`), the others' moves in between; `picture(n)` names the screenshot to
    take at the n-th (None: none); `after(st)` runs after each measure. The last state."""
    while tally.decisions < decisions and not st.get("outcome"):
        wait_drawn(page, st["state_id"])
        settle(page)
        tally.add(measure(page), table.players)
        if after is not None:
            after(st)
        path = picture(tally.decisions)
        if path is not None:
            page.screenshot(path=str(path))
        how = decide(page, table, st, rng, touch)
        tally.how[how] = tally.how.get(how, 0) + 1
        st = table.others_until_seat0()
    return st
