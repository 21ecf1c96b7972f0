// The board in the table's frame (../shared/TABLE.md), the same for every game: the shared board
// drawn to fit its box in both directions (never cut into strips, never a scroll bar: what does
// not read at 12 px is shown a section at a time, the decision's first, the others one click
// away), your own area docked under it, another player's area in a drawer, a zoom the player
// may choose ("fit" brings the whole back), and the pieces that changed since a given position
// marked ("moved").
//
// A renderer opts pieces into the marks with data-key (ctx.key(node, key[, sig])): a piece whose
// drawing (or its data-sig, when the renderer says what matters) differs from the one under the
// same key in the earlier position, or that is new, is marked. Only what this seat's board drew
// is compared, so nothing hidden is told.
//
// A renderer declares its sections on its <svg>: data-sections = [[id, x, y, w, h, flags, label]…]
// in the drawing's units; flags "dock" (your own area: the dock), "area<q>" (seat q's area: its
// drawer, on the board while it holds a target); label: the section's name in the game's words.
import { el, s, t } from "./ui.js";

const STEP = 1.25;
const MAX_FACTOR = 4;

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
 * The sections a renderer declares on its <svg> (data-sections: [[id, x, y, w, h, flags]…];
 * flags: "dock" for your own area, "area<q>" for seat q's, "always" for a line shown with any
 * other section) become boards of their own: every top-level piece goes to
 * the section holding its centre (a plain group spanning several is opened up), so each
 * section keeps its pieces, their words and their clicks. A board without sections is one.
 */
function splitSections(root, holder) {
  const list = JSON.parse(root.getAttribute("data-sections") || "null");
  const vb = viewBoxOf(root);
  if (!list || !list.length || !vb) return [{ svg: root, id: "board", x: 0, y: 0, w: vb ? vb.w : 1, h: vb ? vb.h : 1, label: "", dock: false, area: null }];
  holder.replaceChildren(root);
  const secs = list.map(([id, x, y, w, h, flags, label]) => {
    const node = root.cloneNode(false);
    node.removeAttribute("data-sections");
    node.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
    node.setAttribute("data-section", id);
    node.setAttribute("aria-label", label || id);
    node.classList.add("board-sec");
    node.style.width = "8px";
    node.style.height = "8px";
    node.append(s("rect", { x, y, width: w, height: h, rx: 10, class: "felt" }));
    const f = String(flags || "");
    const seat = /(^|\s)area(\d+)/.exec(f);
    return { svg: node, id, x, y, w, h, label: label || "", dock: f.includes("dock"), always: f.includes("always"), area: seat ? Number(seat[2]) : null, n: 0 };
  });
  const inside = (b, sec) => {
    const w = Math.max(0, Math.min(b.x + b.width, sec.x + sec.w) - Math.max(b.x, sec.x));
    const h = Math.max(0, Math.min(b.y + b.height, sec.y + sec.h) - Math.max(b.y, sec.y));
    return (w * h) / Math.max(1, b.width * b.height);
  };
  // (a piece whose centre is in no section: the one it overlaps most, else the nearest; never
  // the first by default, where a piece pushed off its section by longer words would widen a heading)
  const away = (b, q) => Math.hypot(Math.max(q.x - (b.x + b.width), 0, b.x - (q.x + q.w)), Math.max(q.y - (b.y + b.height), 0, b.y - (q.y + q.h)));
  const home = (b) => {
    const cx = b.x + b.width / 2, cy = b.y + b.height / 2;
    return secs.find((q) => cx >= q.x && cx <= q.x + q.w && cy >= q.y && cy <= q.y + q.h)
      || secs.reduce((best, q) => (inside(b, q) > inside(b, best) || (!inside(b, best) && !inside(b, q) && away(b, q) < away(b, best)) ? q : best), secs[0]);
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

/** One breakpoint for the phone's frame, the same in the CSS (style.css, max-width: 899px). */
export const PHONE_WIDTH = 900;
/** A phone (a window narrower than PHONE_WIDTH): the renderers draw their phone layout. */
export const portrait = () => window.innerWidth < PHONE_WIDTH;
/** A touch screen (its main pointer a finger, CSS `pointer: coarse`, or no pointer that hovers):
 * the words that ask for a move say "tap", not "click" (the `-touch` messages). A laptop's touch
 * screen beside its mouse still says "click": its main pointer is the mouse. */
export const touchScreen = () => !!window.matchMedia
  && (window.matchMedia("(pointer: coarse)").matches || window.matchMedia("(hover: none)").matches);

/** The sizes of a section's words (SVG units), sorted. */
function textSizes(svgNode) {
  const out = [];
  for (const node of svgNode.querySelectorAll("text")) {
    if (!node.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(node).fontSize);
    if (size > 0) out.push(size);
  }
  return out.sort((a, b) => a - b);
}

const GAP = 6;

/** Sections placed in rows (left to right, a new row when the width is full) at `scale`:
 * their places and the whole's width and height, in px. */
function shelves(items, scale, width) {
  const places = [];
  let x = 0, y = 0, rowH = 0, widest = 0;
  for (const q of items) {
    const w = q.w * scale, h = q.h * scale;
    if (x > 0 && x + w > width + 0.5) { y += rowH + GAP; x = 0; rowH = 0; }
    places.push({ x, y, w, h });
    x += w + GAP;
    rowH = Math.max(rowH, h);
    widest = Math.max(widest, x - GAP);
  }
  return { places, width: widest, height: y + rowH };
}

/** The largest scale at which `items` fit a box of width × height in rows (and where they came
 * from, when `original` holds their places in the drawing): the layout with the larger scale. */
function fit(items, width, height, original) {
  let lo = 0.02, hi = 4;
  for (let i = 0; i < 28; i++) {
    const mid = (lo + hi) / 2;
    const r = shelves(items, mid, width);
    if (r.width <= width + 0.5 && r.height <= height + 0.5) lo = mid; else hi = mid;
  }
  let best = { scale: lo, ...shelves(items, lo, width) };
  if (original && items.length) {
    const x0 = Math.min(...items.map((q) => q.x)), y0 = Math.min(...items.map((q) => q.y));
    const x1 = Math.max(...items.map((q) => q.x + q.w)), y1 = Math.max(...items.map((q) => q.y + q.h));
    const sc = Math.min(width / (x1 - x0), height / (y1 - y0));
    if (sc >= best.scale * 0.97) {
      best = { scale: sc, width: (x1 - x0) * sc, height: (y1 - y0) * sc,
        places: items.map((q) => ({ x: (q.x - x0) * sc, y: (q.y - y0) * sc, w: q.w * sc, h: q.h * sc })) };
    }
  }
  return best;
}

/** The sizes of the words of these sections, sorted (measured once, when they were set). */
const sizesOf = (list) => list.flatMap((q) => q.sizes || textSizes(q.svg)).sort((a, b) => a - b);

/** Readable at `scale`: the 10th percentile of the words at 12 px or more, none under 11. */
function readableAt(sizes, scale) {
  if (!sizes.length) return true;
  return sizes[0] * scale >= 10.95 && sizes[Math.floor(sizes.length * 0.1)] * scale >= 11.95;
}

/** The scale at which words of these sizes read (12 px at the 10th percentile, 11 at least). */
function readableScale(sizes) {
  if (!sizes.length) return 1;
  return Math.max(11 / sizes[0], 12 / sizes[Math.floor(sizes.length * 0.1)]);
}

/** Crops a section to its words' right edge (and 12 units), once they have boxes. */
function cropToWords(q) {
  let right = 0;
  for (const c of q.svg.children) {
    if (c.classList.contains("felt")) continue;
    const b = boxOf(c);
    if (b) right = Math.max(right, b.x + b.width);
  }
  if (right <= q.x) return;  // (not laid out yet: measured again at the next arrangement)
  q.cropped = true;
  if (right + 12 >= q.x + q.w) return;
  q.w = right + 12 - q.x;
  q.svg.setAttribute("viewBox", `${q.x} ${q.y} ${q.w} ${q.h}`);
  const felt = q.svg.querySelector(":scope > rect.felt");
  if (felt) felt.setAttribute("width", q.w);
}

/** A bar of parts standing as a narrow column (your area's, on a laptop): a name wraps between
 * its words; a word wider than the column is drawn smaller (to 12 px), and only a word wider
 * still breaks inside (a longer language's; never cut). */
function fitColumn(bar) {
  if (getComputedStyle(bar).flexDirection !== "column") return;
  for (const b of bar.children) {
    b.style.setProperty("overflow-wrap", "normal");
    let size = parseFloat(getComputedStyle(b).fontSize) || 13;
    while (b.scrollWidth > b.clientWidth + 0.5 && size > 12) {
      size = Math.max(12, size - 0.5);
      b.style.setProperty("font-size", `${size}px`);
    }
    if (b.scrollWidth > b.clientWidth + 0.5) b.style.removeProperty("overflow-wrap");
  }
}

/**
 * A set of sections drawn to fit a box in both directions, never cut and never scrolled: all of
 * them where their words stay readable (≥ 12 px), else those the decision is about (its targets
 * or the piece a lesson points at) with as many others as still read, the rest named in a bar
 * of summaries one click from their whole drawing. `zoom` > 1 (the player's choice) enlarges
 * them and lets the box pan.
 */
function sectionView(kind) {
  const stage = el("div", { class: `sec-stage ${kind}` });
  const bar = el("div", { class: "sec-bar", role: "toolbar", "aria-label": t("board-parts"), hidden: true });
  let secs = [];
  let pinned = null;   // the id of a section the player opened from the bar
  let lastShown = [];  // the ids of the sections shown last (kept while no section holds a target)
  let zoom = 1;
  const view = {
    stage, bar,
    get sections() { return secs; },
    set(list) {
      secs = list;
      stage.replaceChildren(...secs.map((q) => q.svg));
      // (measured in the page: a drawing out of it has no computed sizes)
      for (const q of secs) { q.sizes = textSizes(q.svg); q.svg.style.position = "absolute"; }
    },
    pin(id) { pinned = id; view.arrange(); },
    unpin() { pinned = null; },
    set zoom(z) { zoom = z; },
    get zoom() { return zoom; },
    /** Lays the sections out in the box as it is now; returns the scale used. */
    arrange() {
      const W = stage.clientWidth, H = stage.clientHeight;
      if (!secs.length || W < 10 || H < 10) return 0;
      // a line shown with any section ("always": a heading) is as wide as its words, not the
      // board (measured here, in a box that shows: a hidden pane's drawing has no boxes)
      for (const q of secs) if (q.always && !q.cropped) cropToWords(q);
      const hot = secs.filter((q) => q.svg.querySelector(".can, .lesson-mark, .better-move"));
      let shown = secs;
      let r = fit(shown, W, H, true);
      if (!readableAt(sizesOf(shown), r.scale) && secs.length > 1) {
        // the decision's sections (or the one the player opened) first, then as many others as read
        // no target on the board (a decision in your hand): what was shown stays, else the largest
        const kept = secs.filter((q) => lastShown.includes(q.id) && !q.always);
        let first = pinned ? secs.filter((q) => q.id === pinned) : hot.length ? hot : kept;
        // a phone: where the decision's parts do not read together, the one with the most of its
        // targets (the others marked in the bar, a tap away; the choices under it name them all)
        if (portrait() && first.length > 1 && !readableAt(sizesOf(first), fit(first, W, H, true).scale)) {
          const targets = (q) => q.svg.querySelectorAll(".can").length;
          first = [first.reduce((a, b) => (targets(b) > targets(a) ? b : a))];
        }
        // a phone whose decision's parts read together only without the heading: they come first
        const heads = secs.filter((q) => q.always);
        if (portrait() && hot.length > 1 && first.length === 1 && heads.length && !pinned
          && readableAt(sizesOf(hot), fit(hot, W, H, true).scale)) first = hot;
        const core = first.length ? first : [secs.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a))];
        const withHeads = core.concat(heads.filter((q) => !core.includes(q)));
        shown = portrait() && core.length > 1 && !readableAt(sizesOf(withHeads), fit(withHeads, W, H, true).scale) ? core : withHeads;
        for (const q of secs) {
          if (shown.includes(q)) continue;
          const trial = secs.filter((x) => shown.includes(x) || x === q);
          if (readableAt(sizesOf(trial), fit(trial, W, H, true).scale)) shown = trial;
        }
        shown = secs.filter((q) => shown.includes(q));
        r = fit(shown, W, H, true);
      }
      lastShown = shown.map((q) => q.id);
      const scale = r.scale * zoom;
      const ox = Math.max(0, (W - r.width * zoom) / 2), oy = Math.max(0, (H - r.height * zoom) / 2);
      secs.forEach((q) => {
        const i = shown.indexOf(q);
        q.svg.style.display = i < 0 ? "none" : "";
        q.shown = i >= 0;
        if (i < 0) return;
        const p = r.places[i];
        q.svg.style.left = `${ox + p.x * zoom}px`;
        q.svg.style.top = `${oy + p.y * zoom}px`;
        q.svg.style.width = `${p.w * zoom}px`;
        q.svg.style.height = `${p.h * zoom}px`;
        q.svg.dataset.scale = String(scale);
      });
      stage.classList.toggle("zoomed", zoom > 1.001);
      // the bar: every section by name when some are not shown (a click shows its whole drawing)
      const partial = shown.length < secs.length;
      bar.hidden = !partial;
      if (partial) {
        bar.replaceChildren(...secs.filter((q) => !q.always).map((q) => el("button", {
          type: "button", class: "small sec-tab" + (q.shown ? " on" : "") + (hot.includes(q) ? " hot" : ""),
          "aria-pressed": q.shown ? "true" : "false", "data-sec": q.id,
          onclick: () => view.pin(q.shown && pinned === q.id ? null : q.id),
        }, [q.label || q.id])));
        fitColumn(bar);
      }
      return scale;
    },
    /** The height these sections need at a readable scale in a box `width` wide: all of them,
     * or (over `most`) the largest alone, the others a click away. */
    heightFor(width, most) {
      if (!secs.length) return 0;
      // (never larger than the width allows: a part wider than the box is drawn smaller, not cut)
      const all = shelves(secs, Math.min(readableScale(sizesOf(secs)), width / Math.max(...secs.map((q) => q.w))), width).height;
      if (all <= most || secs.length === 1) return all;
      return Math.max(...secs.map((q) => q.h * Math.min(readableScale(q.sizes || textSizes(q.svg)), width / q.w)));
    },
  };
  return view;
}

/**
 * The board's box in the table's frame: the shared board drawn to fit its box (stage), your own
 * area docked under it (≤ 32% of the window's height), another player's area in a drawer over the
 * board, opened from their panel. `frame.show(node, {game, before, wire})` draws a board
 * (`wire(box)` marks the pieces playable now before it is laid out); `frame.focus(what)` shows
 * the sections holding the decision's targets and says where they are ("board", "own", or null).
 */
export function boardFrame(box) {
  let game = "";
  const lead = el("div", { class: "board-lead" });
  const board = sectionView("board");
  const own = sectionView("own");
  const dock = el("div", { class: "board-dock", "data-own": "" }, [own.bar, own.stage]);
  const drawerBox = el("div", { class: "drawer", hidden: true, role: "dialog", "aria-modal": "false" });
  let areas = new Map();   // seat -> its area's sections (shown in a drawer)
  // the areas' drawings while in no drawer: in the page (hidden), so the decision's targets in
  // them are marked playable like any other (and a target there brings its area onto the board)
  const areaHold = el("div", { class: "area-hold", hidden: true });
  let drawer = null;       // {title, node, view?, onClose}
  const level = el("span", { class: "zoom-level", "aria-live": "polite" });
  const button = (label, title, fn) => el("button", { type: "button", class: "small", title, "aria-label": title, onclick: fn }, [label]);
  const tools = el("div", { class: "board-tools" }, [
    button("−", t("zoom-out"), () => zoomTo(board.zoom / STEP)),
    level,
    button("+", t("zoom-in"), () => zoomTo(board.zoom * STEP)),
    button(t("zoom-fit"), t("zoom-fit-title"), () => zoomTo(1)),
  ]);
  // (the zoom tools stand in the page's head: frame.tools; the bar of the board's parts over it)
  box.append(lead, el("div", { class: "board-top" }, [board.bar]), el("div", { class: "board-stage-box" }, [board.stage]), drawerBox, dock, areaHold);

  function zoomTo(f) {
    board.zoom = Math.min(MAX_FACTOR, Math.max(1, f));
    arrange();
  }

  function arrange() {
    // the dock's height: what your area needs at a readable size, at most 32% of the window
    if (own.sections.length && !box.classList.contains("own-only")) {
      const most = Math.floor(window.innerHeight * (portrait() ? 0.24 : 0.32));
      // (the dock's bar of parts stands at its left: a column of short names, 72 px wide)
      const want = own.heightFor(Math.max(100, dock.clientWidth - (own.sections.length > 1 ? 80 : 4)), most) + 4;
      dock.style.height = `${Math.max(Math.min(110, most), Math.min(most, Math.ceil(want)))}px`;
    } else dock.style.height = "";
    dock.hidden = !own.sections.length;
    board.arrange();
    own.arrange();
    level.textContent = `${Math.round(board.zoom * 100)}%`;
    if (drawer && drawer.view) drawer.view.arrange();
  }

  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(() => arrange()) : null;
  if (observer) { observer.observe(board.stage); observer.observe(dock); }
  // a turned phone (or a window crossing the breakpoint) is drawn again in its own layout
  let shownPortrait = portrait();
  const onResize = () => {
    if (portrait() !== shownPortrait && frame.redraw) { shownPortrait = portrait(); frame.redraw(); } else arrange();
  };
  window.addEventListener("resize", onResize);

  function closeDrawer() {
    if (!drawer) return;
    const d = drawer;
    drawer = null;
    drawerBox.hidden = true;
    drawerBox.replaceChildren();
    drawerBox.classList.remove("docked", "folded");
    box.classList.remove("drawer-docked", "drawer-folded");
    if (d.onClose) d.onClose();
  }
  const onKey = (e) => { if (e.key === "Escape" && drawer) closeDrawer(); };
  document.addEventListener("keydown", onKey);
  const onDown = (e) => {
    if (drawer && !drawer.sticky && !drawerBox.contains(e.target) && !(e.target.closest && e.target.closest("[data-panel], .drawer-opener"))) closeDrawer();
  };
  document.addEventListener("pointerdown", onDown, true);

  /** A drawer over the board: a title, its content, a close button (Esc, a click outside).
   * `opts.docked`: under the board instead, in your area's place (the board re-fits above it:
   * the analysis, whose points show their positions on the board). On a phone a docked drawer
   * takes the whole pane, and folds to its head (foldDrawer) to show the board: `opts.fold`,
   * the words of its head's button, [to fold it, to unfold it]. */
  function openDrawer(key, title, content, opts) {
    if (drawer && drawer.key === key) { closeDrawer(); return; }
    closeDrawer();
    drawer = { key, title, node: content, view: (opts && opts.view) || null, onClose: opts && opts.onClose, sticky: Boolean(opts && opts.sticky) };
    const fold = opts && opts.docked && opts.fold;
    drawer.foldButton = fold ? el("button", { type: "button", class: "small drawer-fold", "aria-expanded": "true", onclick: () => foldDrawer(!drawerBox.classList.contains("folded")) }, [fold[0]]) : null;
    drawer.fold = fold;
    drawerBox.replaceChildren(
      el("div", { class: "drawer-head" }, [title ? el("h2", {}, [title]) : el("span", { class: "drawer-space" }), ...(fold ? [drawer.foldButton] : []),
        el("button", { type: "button", class: "small drawer-close", "aria-label": t("drawer-close"), onclick: closeDrawer }, [t("drawer-close")])]),
      el("div", { class: "drawer-body" }, [content]),
    );
    drawerBox.setAttribute("aria-label", title || key);
    drawerBox.dataset.drawer = key;
    drawerBox.classList.toggle("docked", Boolean(opts && opts.docked));
    box.classList.toggle("drawer-docked", Boolean(opts && opts.docked));
    drawer.sticky = drawer.sticky || Boolean(opts && opts.docked);
    drawerBox.hidden = false;
    if (drawer.view) drawer.view.arrange();
  }

  /** A phone's docked drawer folded to its head, the board over it (`folded`), or back over the
   * whole pane; the focus stays on its head's button where it was in the drawer. */
  function foldDrawer(folded) {
    if (!drawer || !drawer.fold) return;
    const had = drawerBox.contains(document.activeElement);
    // (where its words were scrolled to, kept: its body is not drawn while folded)
    if (folded && !drawerBox.classList.contains("folded")) drawer.scrolled = [...drawerBox.querySelectorAll("*")].filter((n) => n.scrollTop).map((n) => [n, n.scrollTop]);
    drawerBox.classList.toggle("folded", folded);
    box.classList.toggle("drawer-folded", folded);
    drawer.foldButton.textContent = drawer.fold[folded ? 1 : 0];
    drawer.foldButton.setAttribute("aria-expanded", folded ? "false" : "true");
    if (had && folded) drawer.foldButton.focus();  // (what had it is hidden now)
    if (!folded && drawer.scrolled) for (const [n, top] of drawer.scrolled.splice(0)) n.scrollTop = top;
    arrange();
  }

  const frame = {
    redraw: null,  // set by the page: draws the board again (a phone turned, the breakpoint crossed)
    tools,
    box,
    /** Shows a drawn board: the shared sections on the stage, yours in the dock, the other seats' areas for their drawers. */
    show(node, opts) {
      game = (opts && opts.game) || game;
      lead.replaceChildren(...[].concat((opts && opts.before) || []));
      shownPortrait = portrait();
      const root = node instanceof SVGSVGElement ? node : node.querySelector && node.querySelector("svg.board");
      if (!root) {
        board.set([]); own.set([]);
        board.stage.replaceChildren(node);
        areas = new Map();
        areaHold.replaceChildren();
        return;
      }
      const holder = el("div", { class: "board-measure" });
      box.append(holder);
      root.style.width = "8px";
      root.style.height = "8px";
      const secs = splitSections(root, holder);
      holder.remove();
      for (const q of secs) q.svg.style.width = q.svg.style.height = "";
      areas = new Map();
      for (const q of secs) if (q.area !== null) areas.set(q.area, (areas.get(q.area) || []).concat([q]));
      areaHold.replaceChildren(...[...areas.values()].flat().map((q) => q.svg));
      board.set(secs.filter((q) => !q.dock && q.area === null));
      own.set(secs.filter((q) => q.dock));
      if (opts && opts.wire) opts.wire(box);
      // an area holding a target of this decision that nothing else on the board or in your
      // area reaches (a button naming its player, say) is on the board while it is one
      const keyOf = (n) => (n.hasAttribute("data-act") ? `act ${n.getAttribute("data-act")}` : `pick ${n.getAttribute("data-pick")}`);
      const targets = (q) => [...q.svg.querySelectorAll(".can")].map(keyOf);
      const reached = new Set([...board.sections, ...own.sections].flatMap(targets));
      const hotAreas = [...areas.values()].flat().filter((q) => targets(q).some((k) => !reached.has(k)));
      if (hotAreas.length) board.set(board.sections.concat(hotAreas));
      // an open drawer of a seat's area shows its new drawing
      if (drawer && drawer.area !== undefined && drawer.area !== null) {
        const { area, title } = drawer;
        closeDrawer();
        frame.openArea(area, title);
      }
      board.unpin();
      arrange();
    },
    /** Lays the board out again (the frame's boxes changed). */
    arrange,
    /** Shows the sections holding `what` (default: the decision's targets); says where they are. */
    focus(what) {
      const sel = what || ".can";
      const inBoard = board.sections.filter((q) => q.svg.querySelector(sel));
      const inOwn = own.sections.filter((q) => q.svg.querySelector(sel));
      if (inBoard.length && inBoard.every((q) => !q.shown)) board.pin(inBoard[0].id);
      if (inOwn.length && inOwn.every((q) => !q.shown)) own.pin(inOwn[0].id);
      // where most of them are (a phone opens that pane: your hand when most moves are in it)
      const count = (list) => list.reduce((n, q) => n + q.svg.querySelectorAll(sel).length, 0);
      if (!inBoard.length && !inOwn.length) return null;
      return count(inOwn) > count(inBoard) ? "own" : "board";
    },
    /** The seats whose area has a drawer of its own. */
    get areaSeats() { return [...areas.keys()]; },
    /** Opens seat q's whole area in a drawer over the board (again: closes it). */
    openArea(q, title) {
      const list = areas.get(q);
      if (!list) return false;
      const view = sectionView("area");
      view.set(list.map((x) => ({ ...x })));  // (its own copies: the drawer lays them out its own way)
      const body = el("div", { class: "drawer-area" }, [view.bar, view.stage]);
      openDrawer(`area${q}`, title, body, { view });
      if (drawer) drawer.area = q;
      return true;
    },
    openDrawer,
    closeDrawer,
    foldDrawer,
    get drawerKey() { return drawer ? drawer.key : null; },
    /** Stops following the window's size (the page is left). */
    close() {
      window.removeEventListener("resize", onResize);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown, true);
      if (observer) observer.disconnect();
    },
    get factor() { return board.zoom; },
  };
  return frame;
}
