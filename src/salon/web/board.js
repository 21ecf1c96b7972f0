// The board's frame on the table page, the same for every game: the board scales to the space
// it has (readable text first: the smallest text of the board at 12 px on a wide screen), a
// zoom control whose level is remembered per game, panning inside the box (scrollbars, a
// finger, a pinch), the region of the current decision brought into view by itself, and the
// pieces that changed since a given position marked ("moved").
//
// A renderer opts pieces into the marks with data-key (ctx.key(node, key[, sig])): a piece whose
// drawing (or its data-sig, when the renderer says what matters) differs from the one under the
// same key in the earlier position, or that is new, is marked. Only what this seat's board drew
// is compared, so nothing hidden is told. A group marked data-dock="<y>" (your hand, drawn last
// at the bottom) stays in view under a board taller than its box, on a wide screen.
import { el, s, scrolledByPage } from "./ui.js";

const STEP = 1.25;
const MIN_FACTOR = 0.25;
const MAX_FACTOR = 4;

/** The smallest text on a board, in px at scale 1 (its SVG units). */
function smallestText(svgNode) {
  let least = Infinity;
  for (const node of svgNode.querySelectorAll("text")) {
    if (!node.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(node).fontSize);
    if (size > 0 && size < least) least = size;
  }
  return Number.isFinite(least) ? least : 12;
}

function viewBoxOf(svgNode) {
  const vb = (svgNode.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
  return vb.length === 4 && vb[2] > 0 && vb[3] > 0 ? { w: vb[2], h: vb[3] } : null;
}

/** Each keyed piece's drawing (its markup without the classes the page adds), by key. */
export function signatures(root) {
  const out = new Map();
  for (const node of root.querySelectorAll("[data-key]")) {
    out.set(node.getAttribute("data-key"), node.getAttribute("data-sig") ?? node.outerHTML.replace(/ class="[^"]*"/g, ""));
  }
  return out;
}

/** Marks ("moved") the keyed pieces of `root` drawn otherwise in `before`; returns how many. */
export function markChanges(root, before) {
  if (!before) return 0;
  const now = signatures(root);
  let n = 0;
  for (const node of root.querySelectorAll("[data-key]")) {
    const k = node.getAttribute("data-key");
    if (before.get(k) !== now.get(k)) { node.classList.add("moved"); n += 1; }
  }
  return n;
}

const SHAPES = "rect, circle, ellipse, path, line, polygon, polyline, image";

/** The box of a group's shapes (not its words: a glyph's box may be a fallback font's, far
 * larger than the glyph, while the page's fonts load); null when it has none. */
function shapesBox(g) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of g.querySelectorAll(SHAPES)) {
    // a shape under a transform of its own (inside the group) is left to the group's box
    let moved = false;
    for (let p = c; p && p !== g; p = p.parentNode) if (p.getAttribute && p.getAttribute("transform")) { moved = true; break; }
    if (moved) continue;
    let b;
    try { b = c.getBBox(); } catch (e) { continue; }
    if (!b.width && !b.height) continue;
    x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y); x1 = Math.max(x1, b.x + b.width); y1 = Math.max(y1, b.y + b.height);
  }
  return Number.isFinite(x0) ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** A piece's box in its <svg>'s units (its own transform applied). */
function boxOf(n) {
  let b;
  try { b = (n.tagName === "g" && shapesBox(n)) || n.getBBox(); } catch (e) { return null; }
  if (n.tagName === "text" && n.y && n.y.baseVal && n.y.baseVal.numberOfItems) {
    // a line of words: a font-size high above its baseline (a fallback font's box may be far taller)
    const fs = parseFloat(getComputedStyle(n).fontSize) || 12;
    b = { x: b.x, y: n.y.baseVal.getItem(0).value - fs * 0.8, width: b.width, height: fs };
  }
  if (!b || (!b.width && !b.height)) return null;
  const m = n.transform && n.transform.baseVal && n.transform.baseVal.consolidate();
  if (!m) return { x: b.x, y: b.y, width: b.width, height: b.height };
  const M = m.matrix;
  const pts = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]].map(([x, y]) => [M.a * x + M.c * y + M.e, M.b * x + M.d * y + M.f]);
  const X = pts.map((p) => p[0]), Y = pts.map((p) => p[1]);
  return { x: Math.min(...X), y: Math.min(...Y), width: Math.max(...X) - Math.min(...X), height: Math.max(...Y) - Math.min(...Y) };
}

/**
 * A section wider than the screen allows, wrapped: cut into strips as wide as fits, each cut
 * between pieces where the fewest straddle it (a row of cards wraps after a card), the strips
 * stacked. Every piece goes to the strip of its centre; a wide background (a panel's frame, a
 * hit area) is copied into each strip it crosses, so a strip reads as part of its panel.
 *
 * On a phone the section is first cut into bands, across, where no piece straddles (its rows:
 * a line of words, a row of cards), and each band wraps on its own, as lines of text do: a row
 * reads on in the strip under it, and the next row follows. (Wrapped whole, a tall section's
 * strips were each as tall as the section, and a row's two halves a screen apart.)
 */
function wrapSection(q, maxW, banded) {
  if (q.w <= maxW) return [q];
  const pieces = [];
  const collect = (parent, shells) => {
    for (const n of [...parent.children]) {
      if (n.classList && n.classList.contains("felt") && parent === q.svg) continue;
      const b = boxOf(n);
      if (!b) { pieces.push({ n, b: null, shells }); continue; }
      if (n.tagName === "g" && b.width > maxW * 0.8 && n.children.length > 1 && !n.getAttribute("transform") && !n.hasAttribute("data-act") && !n.hasAttribute("data-pick")) {
        collect(n, shells.concat([n]));
      } else pieces.push({ n, b, shells });
    }
  };
  collect(q.svg, []);
  const wide = (p) => p.b && p.b.width > maxW * 0.8;
  // the bands: [y0, y1) ranges of the section, cut midway between rows no piece straddles
  const bands = [];
  if (banded) {
    // a group a renderer marks data-band (a market's columns: a flower, its count, its reserve,
    // its workers and benches, one under the other) is one band: its rows are never parted
    const bandBox = new Map();
    const spanOf = (p) => {
      const sh = p.shells.find((x) => x.hasAttribute("data-band"));
      if (!sh) return p.b;
      if (!bandBox.has(sh)) bandBox.set(sh, boxOf(sh));
      return bandBox.get(sh) || p.b;
    };
    const spans = pieces.filter((p) => p.b && !wide(p) && p.b.height > 0).map((p) => spanOf(p)).map((b) => [b.y, b.y + b.height]).sort((a, b) => a[0] - b[0]);
    const rows = [];
    for (const [a, b] of spans) {
      if (rows.length && a < rows[rows.length - 1][1] - 1) rows[rows.length - 1][1] = Math.max(rows[rows.length - 1][1], b);
      else rows.push([a, b]);
    }
    rows.forEach((r, i) => bands.push([i ? (rows[i - 1][1] + r[0]) / 2 : q.y, i < rows.length - 1 ? (r[1] + rows[i + 1][0]) / 2 : q.y + q.h]));
  }
  if (!bands.length) bands.push([q.y, q.y + q.h]);
  const strips = [];
  for (const [y0, y1] of bands) {
    const mid = (p) => p.b.y + p.b.height / 2;
    const inRow = pieces.filter((p) => p.b && mid(p) >= y0 && mid(p) < y1);
    const inBand = inRow.filter((p) => !wide(p));
    const right = banded ? Math.min(q.x + q.w, 4 + Math.max(q.x + 1, ...inRow.map((p) => p.b.x + p.b.width))) : q.x + q.w;  // 4: a stroke's half
    const cuts = [q.x];
    let x0 = q.x;
    while (right - x0 > maxW) {
      let best = x0 + maxW, fewest = Infinity;
      const options = inBand.map((p) => p.b.x - 2).filter((x) => x > x0 + maxW * 0.45 && x <= x0 + maxW);
      for (const x of options.concat([x0 + maxW])) {
        const n = inBand.filter((p) => p.b.x < x - 1 && p.b.x + p.b.width > x + 1).length;
        if (n < fewest || (n === fewest && x > best)) { fewest = n; best = x; }
      }
      cuts.push(best);
      x0 = best;
    }
    cuts.push(Math.min(right, x0 + maxW));
    cuts.slice(0, -1).forEach((x, i) => {
      const w = cuts[i + 1] - x;
      const node = q.svg.cloneNode(false);
      node.setAttribute("viewBox", `${x} ${y0} ${w} ${y1 - y0}`);
      node.setAttribute("data-strip", String(strips.length));
      node.append(s("rect", { x, y: y0, width: w, height: y1 - y0, rx: 10, class: "felt" }));
      strips.push({ ...q, svg: node, x, y: y0, w, h: y1 - y0, shellCopies: new Map() });
    });
  }
  const into = (st, p, node) => {
    let parent = st.svg;
    for (const sh of p.shells) {
      if (!st.shellCopies.has(sh)) { const c = sh.cloneNode(false); st.shellCopies.set(sh, c); parent.append(c); }
      parent = st.shellCopies.get(sh);
    }
    parent.append(node);
  };
  const crosses = (b, st) => b.x < st.x + st.w && b.x + b.width > st.x && b.y < st.y + st.h && b.y + b.height > st.y;
  for (const p of pieces) {
    if (!p.b) { into(strips[0], p, p.n); continue; }
    const cx = p.b.x + p.b.width / 2, cy = p.b.y + p.b.height / 2;
    const band = strips.filter((st) => cy >= st.y && cy < st.y + st.h);
    const row = band.length ? band : strips;
    const home = row.find((st) => cx >= st.x && cx <= st.x + st.w) || row[row.length - 1];
    if (wide(p) || p.b.height > home.h) {
      for (const st of strips) if (st !== home && crosses(p.b, st)) into(st, p, p.n.cloneNode(true));
    }
    into(home, p, p.n);
  }
  // a strip of only copied backgrounds says nothing: it goes
  return strips.filter((st) => st.svg.querySelector("text, [data-act], [data-pick], [data-tip]"));
}

/** A phone (a portrait screen of its own layout): sections stacked, each as wide as the screen. */
export const portrait = () => window.innerWidth < 700;

/**
 * The sections a renderer declares on its <svg> (data-sections: [[id, x, y, w, h, flags]…];
 * flags "dock" for your own area, "row" for a line of its own, "whole" for a section a phone
 * wraps without cutting it into rows first) become boards of their own: every top-level piece goes to
 * the section holding its centre (a plain group spanning several is opened up), so each
 * section keeps its pieces, their words and their clicks. A board without sections is one.
 */
function splitSections(root, holder) {
  const list = JSON.parse(root.getAttribute("data-sections") || "null");
  const vb = viewBoxOf(root);
  if (!list || !list.length || !vb) return [{ svg: root, id: "board", x: 0, y: 0, w: vb ? vb.w : 1, h: vb ? vb.h : 1, dock: false }];
  holder.replaceChildren(root);
  const secs = list.map(([id, x, y, w, h, flags]) => {
    const node = root.cloneNode(false);
    node.removeAttribute("data-sections");
    node.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
    node.setAttribute("data-section", id);
    node.setAttribute("aria-label", id);
    node.classList.add("board-sec");
    node.style.width = "8px";
    node.style.height = "8px";
    node.append(s("rect", { x, y, width: w, height: h, rx: 10, class: "felt" }));
    const f = String(flags || "");
    return { svg: node, id, x, y, w, h, dock: f.includes("dock"), row: f.includes("row"), whole: f.includes("whole"), n: 0 };
  });
  const inside = (b, sec) => {
    const w = Math.max(0, Math.min(b.x + b.width, sec.x + sec.w) - Math.max(b.x, sec.x));
    const h = Math.max(0, Math.min(b.y + b.height, sec.y + sec.h) - Math.max(b.y, sec.y));
    return (w * h) / Math.max(1, b.width * b.height);
  };
  const home = (b) => {
    const cx = b.x + b.width / 2, cy = b.y + b.height / 2;
    return secs.find((q) => cx >= q.x && cx <= q.x + q.w && cy >= q.y && cy <= q.y + q.h)
      || secs.reduce((best, q) => (inside(b, q) > inside(b, best) ? q : best), secs[0]);
  };
  // every box measured before anything moves (a move between two measures lays the page out again)
  const boxes = new Map();
  for (const n of root.children) {
    boxes.set(n, boxOf(n));
    if (n.tagName === "g" && !n.attributes.length) for (const c of n.children) boxes.set(c, boxOf(c));
  }
  const place = (n, into) => {
    const b = boxes.get(n);
    if (!b) { (into || secs[0]).svg.append(n); return; }
    const sec = home(b);
    // a plain group across sections (no words, no key, no transform): its pieces go one by one
    if (!into && n.tagName === "g" && !n.attributes.length && inside(b, sec) < 0.9 && n.children.length > 1) {
      const shells = new Map();
      for (const c of [...n.children]) {
        const cb = boxes.get(c);
        const q = cb ? home(cb) : sec;
        if (!shells.has(q)) { const sh = n.cloneNode(false); shells.set(q, sh); q.svg.append(sh); }
        shells.get(q).append(c);
      }
      n.remove();
      return;
    }
    sec.svg.append(n);
    sec.n += 1;
  };
  for (const n of [...root.children]) {
    if (n.classList && n.classList.contains("felt") && n.tagName === "rect") { n.remove(); continue; }
    if (n.tagName === "defs") { secs[0].svg.append(n); continue; }
    place(n, null);
  }
  root.remove();
  return secs.filter((q) => q.svg.children.length > 1);
}

/**
 * The board with its zoom control, laid out in the page: no box of its own to pan. A renderer's
 * sections (data-sections) flow side by side and wrap on a wide screen (the page scrolls down
 * where a game needs more than a screen), and stack on a phone, each as wide as the screen.
 * `frame.show(node, {game, before})` draws a board; `frame.focus()` scrolls the page to the
 * largest group of pieces that can be played now when none shows. On a wide screen your own
 * area (the section flagged "dock") stays at the bottom of the window while the page scrolls.
 */
export function boardFrame(box) {
  let game = "";
  let factor = 1;
  let current = null;   // the whole board's <svg> as drawn (its viewBox)
  let secs = [];        // its sections, each an <svg> of its own
  let least = 12;
  let dockGroup = null; // your own area's strips, kept at the window's bottom on a wide screen
  const lead = el("div", { class: "board-lead" });
  const flow = el("div", { class: "board-flow" });
  box.append(lead, flow);
  const level = el("span", { class: "zoom-level", "aria-live": "polite" });
  const button = (label, title, fn) => el("button", { type: "button", class: "small", title, "aria-label": title, onclick: fn }, [label]);
  const tools = el("div", { class: "board-tools" }, [
    button("−", "zoom out", () => zoomTo(factor / STEP)),
    level,
    button("+", "zoom in", () => zoomTo(factor * STEP)),
    button("fit", "the whole board in the window", () => zoomTo(fitFactor())),
    button("readable", "text at a readable size (the default)", () => zoomTo(1)),
  ]);

  const load = () => {
    const v = Number(localStorage.getItem(`salon.zoom.${game}`));
    factor = Number.isFinite(v) && v > 0 ? Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, v)) : 1;
  };
  const save = () => { try { localStorage.setItem(`salon.zoom.${game}`, String(factor)); } catch (e) { /* private mode */ } };

  /** Scale 1 of the zoom: the smallest text at 12 px; on a wide screen larger while the whole board still fits the window. */
  function baseScale() {
    const readable = 12.0 / least;
    if (portrait() || !current) return readable;
    const vb = viewBoxOf(current);
    const width = flow.clientWidth || window.innerWidth;
    const whole = vb ? Math.min(width / vb.w, (window.innerHeight - 40) / vb.h) : 0;
    // larger than readable only where the whole board then fits the window's height
    const fits = vb && vb.h * whole <= window.innerHeight - 150;
    return fits ? Math.max(readable, Math.min(whole, 1.6)) : readable;
  }

  function fitFactor() {
    const vb = current && viewBoxOf(current);
    if (!vb) return 1;
    const width = flow.clientWidth || window.innerWidth;
    return Math.min(width / vb.w, (window.innerHeight - 40) / vb.h) / baseScale();
  }

  function layout() {
    if (!secs.length) return;
    const width = Math.max(200, flow.clientWidth - 2);
    const want = baseScale() * factor;
    for (const q of secs) {
      // never wider than the column (a phone's section as wide as the screen)
      const fits = q.w * want <= width;
      const scale = fits ? want : width / q.w;
      // rounded up where it fits: rounded down, the text of a readable board drew at 11.9 px
      const px = (v) => (fits ? Math.ceil(v - 0.01) : Math.floor(v));
      q.svg.style.width = `${px(q.w * scale)}px`;
      q.svg.style.height = `${px(q.h * scale)}px`;
      q.svg.dataset.scale = String(scale);
    }
    if (dockGroup) {
      const h = secs.filter((q) => q.dock).reduce((acc, q) => acc + q.h * Number(q.svg.dataset.scale), 0);
      dockGroup.classList.toggle("docked", !portrait() && h < window.innerHeight * 0.42);
    }
    level.textContent = `${Math.round(factor * 100)}%`;
  }

  function zoomTo(f) {
    factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, f));
    save();
    if (frame.redraw) frame.redraw(); else layout();
  }

  /** The band of the window the board shows in: under the prompt stuck at the top (a phone), above your docked area. */
  function band() {
    let top = 0, bottom = window.innerHeight;
    const stuck = document.querySelector(".side .prompt");
    if (stuck && portrait()) top = Math.max(0, stuck.getBoundingClientRect().bottom);
    const dock = flow.querySelector(".docked");
    if (dock) bottom = Math.min(bottom, dock.getBoundingClientRect().top);
    return { top, bottom };
  }

  /** Scrolls the page to the largest group of pieces that can be played (or `what`) when none shows. */
  function focus(what) {
    // (a piece the page shows again elsewhere in view, marked "shown-above": a button of a
    // phone's prompt bar, is not a reason to scroll)
    const all = [...flow.querySelectorAll(what || ".can:not(.shown-above)")].filter((n) => !n.closest(".docked"));
    if (!all.length) return;
    const { top, bottom } = band();
    const rects = all.map((n) => n.getBoundingClientRect()).filter((r) => r.width || r.height);
    if (!rects.length || rects.every((r) => r.top >= top - 1 && r.bottom <= bottom + 1)) return;
    const vh = Math.max(40, bottom - top - 16);
    let best = null;
    for (const a of rects) {
      const group = rects.filter((r) => r.top >= a.top - 1 && r.bottom <= a.top + vh);
      if (!best || group.length > best.length) best = group;
    }
    const y0 = Math.min(...best.map((r) => r.top)), y1 = Math.max(...best.map((r) => r.bottom));
    // the group's top just under the band's top when it fits, its middle in the band's middle otherwise
    const by = y1 - y0 <= vh ? y0 - top - 8 - Math.max(0, (vh - (y1 - y0)) / 2) : (y0 + y1) / 2 - (top + bottom) / 2;
    scrolledByPage();
    window.scrollBy(0, by);
  }

  // a new width lays the board out afresh (its sections wrap otherwise): the page draws it again
  let shownWidth = 0;
  let resizeTimer = null;
  const onResize = () => {
    layout();
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => { if (Math.abs(window.innerWidth - shownWidth) > 8 && frame.redraw) frame.redraw(); }, 150);
  };
  window.addEventListener("resize", onResize);

  const frame = {
    redraw: null,  // set by the page: draws the board again (a new width, a turned phone)
    tools,
    /** Shows a drawn board (in its sections, scaled); `before`: a banner over it. */
    show(node, opts) {
      const gid = (opts && opts.game) || "";
      if (gid !== game) { game = gid; load(); }
      lead.replaceChildren(...[].concat((opts && opts.before) || []));
      current = node instanceof SVGSVGElement ? node : node.querySelector && node.querySelector("svg.board");
      if (!current) { flow.replaceChildren(node); secs = []; return; }
      const keepY = window.scrollY;
      const vb = viewBoxOf(current);
      const whole = current.cloneNode(false);  // the whole board's size, kept for the fit
      // drawn tiny while it is taken apart: its size must not widen the column it is measured in
      current.style.width = "8px";
      current.style.height = "8px";
      flow.replaceChildren(current);
      least = smallestText(current);
      secs = splitSections(current, flow);
      flow.replaceChildren(...secs.map((q) => q.svg));
      current = whole;
      if (vb) current.setAttribute("viewBox", `0 0 ${vb.w} ${vb.h}`);
      // a section wider than the column at this scale wraps into strips (never shrinks its text)
      const maxW = Math.max(200, flow.clientWidth - 2) / (baseScale() * factor);
      // (your own area, and a section flagged "whole", wrap whole: a card and the buttons under it
      // stay together, a panel's lines are not cut into rows of their own)
      secs = secs.flatMap((q) => wrapSection(q, maxW, portrait() && !q.dock && !q.whole));
      // your own area, in one piece or wrapped, is one group (kept at the window's bottom)
      const docked = secs.filter((q) => q.dock);
      dockGroup = docked.length ? el("div", { class: "board-dock-group" }, docked.map((q) => q.svg)) : null;
      // a section flagged "row" (a heading) has its line to itself
      const flowed = secs.filter((q) => !q.dock).flatMap((q) => (q.row ? [q.svg, el("div", { class: "flow-break" })] : [q.svg]));
      flow.replaceChildren(...flowed, ...(dockGroup ? [dockGroup] : []));
      shownWidth = window.innerWidth;
      layout();
      if (Math.abs(window.scrollY - keepY) > 1) window.scrollTo(window.scrollX, keepY);
    },
    focus,
    /** Stops following the window's size (the page is left). */
    close() { window.removeEventListener("resize", onResize); },
    get factor() { return factor; },
  };
  return frame;
}
