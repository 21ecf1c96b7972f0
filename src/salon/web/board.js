// The board's frame on the table page, the same for every game: the board scales to the space
// it has (readable text first: the smallest text of the board at 12 px on a wide screen), a
// zoom control whose level is remembered per game, panning inside the box (scrollbars, a
// finger, a pinch), the region of the current decision brought into view by itself, and the
// pieces that changed since a given position marked ("moved").
//
// A renderer opts pieces into the marks with data-key (ctx.key(node, key[, sig])): a piece whose
// drawing (or its data-sig, when the renderer says what matters) differs from the one under the
// same key in the earlier position, or that is new, is marked. Only what this seat's board drew is compared, so nothing hidden is told.
import { el } from "./ui.js";

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

/**
 * The board box with its zoom control. `frame.show(node, {focus})` puts a drawn board in the
 * box, scaled; focus brings the pieces that can be played (".can") into view when none is.
 */
export function boardFrame(box) {
  let game = "";
  let factor = 1;
  let current = null;
  const level = el("span", { class: "zoom-level", "aria-live": "polite" });
  const button = (label, title, fn) => el("button", { type: "button", class: "small", title, "aria-label": title, onclick: fn }, [label]);
  const tools = el("div", { class: "board-tools" }, [
    button("−", "zoom out", () => zoomTo(factor / STEP)),
    level,
    button("+", "zoom in", () => zoomTo(factor * STEP)),
    button("fit", "the whole board in the box", () => zoomTo(fitFactor())),
    button("readable", "text at a readable size (the default)", () => zoomTo(1)),
  ]);

  const load = () => {
    const v = Number(localStorage.getItem(`salon.zoom.${game}`));
    factor = Number.isFinite(v) && v > 0 ? Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, v)) : 1;
  };
  const save = () => { try { localStorage.setItem(`salon.zoom.${game}`, String(factor)); } catch (e) { /* private mode */ } };

  /** The box's size: up to the bottom of the window from where it starts (never too small). */
  function fitBox() {
    const top = box.getBoundingClientRect().top + window.scrollY;
    const room = window.innerHeight - Math.min(top, window.innerHeight * 0.45) - 10;
    box.style.maxHeight = `${Math.max(260, Math.round(room))}px`;
  }

  const inner = () => ({ w: box.clientWidth - 12, h: parseFloat(box.style.maxHeight || "600") - 12 });

  /** Scale 1 of the zoom: the smallest text readable (12 px, 9 px on a phone), or the box's width if larger. */
  function baseScale(node) {
    const vb = viewBoxOf(node);
    if (!vb) return 1;
    const { w } = inner();
    const want = window.innerWidth < 700 ? 9 : 12;
    return Math.max(w / vb.w, (want + 0.02) / (node.__least || (node.__least = smallestText(node))));
  }

  function fitFactor() {
    if (!current) return 1;
    const vb = viewBoxOf(current);
    if (!vb) return 1;
    const { w, h } = inner();
    return Math.min(w / vb.w, h / vb.h) / baseScale(current);
  }

  function apply(node) {
    const vb = viewBoxOf(node);
    if (!vb) return;
    const scale = baseScale(node) * factor;
    node.style.width = `${Math.round(vb.w * scale)}px`;
    node.style.height = `${Math.round(vb.h * scale)}px`;
    node.dataset.scale = String(Math.round(vb.w * scale) / vb.w);
    level.textContent = `${Math.round(factor * 100)}%`;
  }

  function zoomTo(f) {
    if (!current) return;
    const old = current.getBoundingClientRect().width || 1;
    const cx = (box.scrollLeft + box.clientWidth / 2) / old;
    const cy = (box.scrollTop + box.clientHeight / 2) / (current.getBoundingClientRect().height || 1);
    factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, f));
    save();
    apply(current);
    const r = current.getBoundingClientRect();
    box.scrollLeft = cx * r.width - box.clientWidth / 2;
    box.scrollTop = cy * r.height - box.clientHeight / 2;
  }

  /** Brings the pieces that can be played into view when none is: the largest group that fits. */
  function focus() {
    const cans = [...box.querySelectorAll(".can")].map((n) => n.getBoundingClientRect()).filter((r) => r.width || r.height);
    if (!cans.length) return;
    const b = box.getBoundingClientRect();
    const inside = (r) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
    if (cans.some(inside)) return;
    const vw = box.clientWidth - 24, vh = box.clientHeight - 24;
    let best = null;
    for (const a of cans) {
      const group = cans.filter((r) => r.left >= a.left - 1 && r.right <= a.left + vw && r.top >= a.top - 1 && r.bottom <= a.top + vh);
      if (!best || group.length > best.length) best = group.length ? group : [a];
    }
    const left = Math.min(...best.map((r) => r.left)), right = Math.max(...best.map((r) => r.right));
    const top = Math.min(...best.map((r) => r.top)), bottom = Math.max(...best.map((r) => r.bottom));
    box.scrollLeft += (left + right) / 2 - (b.left + b.right) / 2;
    box.scrollTop += (top + bottom) / 2 - (b.top + b.bottom) / 2;
  }

  // a pinch on a touch screen zooms; one finger pans (the box scrolls)
  const touches = new Map();
  let pinch = null;
  box.addEventListener("pointerdown", (e) => { if (e.pointerType === "touch") touches.set(e.pointerId, [e.clientX, e.clientY]); });
  box.addEventListener("pointermove", (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, [e.clientX, e.clientY]);
    if (touches.size !== 2) return;
    const [[x1, y1], [x2, y2]] = [...touches.values()];
    const d = Math.hypot(x1 - x2, y1 - y2);
    if (!pinch) pinch = { d, f: factor };
    else if (Math.abs(d / pinch.d - 1) > 0.04) zoomTo(pinch.f * (d / pinch.d));
  });
  const lift = (e) => { touches.delete(e.pointerId); if (touches.size < 2) pinch = null; };
  box.addEventListener("pointerup", lift);
  box.addEventListener("pointercancel", lift);

  window.addEventListener("resize", () => { if (current) { fitBox(); apply(current); } });

  return {
    tools,
    /** Shows a drawn board in the box (scaled, the scroll kept); focus: bring a playable piece into view. */
    show(node, opts) {
      const gid = (opts && opts.game) || "";
      if (gid !== game) { game = gid; load(); }
      const keep = [box.scrollLeft, box.scrollTop];
      fitBox();
      box.replaceChildren(...[].concat((opts && opts.before) || [], node));
      current = node instanceof SVGSVGElement ? node : node.querySelector && node.querySelector("svg.board");
      if (current) apply(current);
      [box.scrollLeft, box.scrollTop] = keep;
      if (opts && opts.focus) focus();
    },
    focus,
    get factor() { return factor; },
  };
}
