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
import { el, s } from "./ui.js";

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
 * The board box with its zoom control. `frame.show(node, {game, before})` puts a drawn board in
 * the box, scaled; `frame.focus()` brings the pieces that can be played (".can") into view when
 * none is. On a wide screen, when the board is taller than the box, the part a renderer marks
 * with data-dock="<top y>" (your hand, drawn last, at the bottom) stays in view under the
 * scrolling part, drawn at the same scale.
 */
export function boardFrame(box) {
  let game = "";
  let factor = 1;
  let current = null;   // the board's <svg> (its upper part when docked)
  let docked = null;    // {svg, group, vb} while the hand is docked
  const lead = el("div", { class: "board-lead" });
  const scroller = el("div", { class: "board-scroll" });
  const dockBox = el("div", { class: "board-dock", hidden: true });
  box.append(lead, scroller, dockBox);
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
  const wide = () => window.innerWidth > 900;

  /** The room for the board: from where the box starts to the bottom of the window. */
  function room() {
    const top = scroller.getBoundingClientRect().top + window.scrollY;
    return Math.max(260, Math.round(window.innerHeight - Math.min(top, window.innerHeight * 0.45) - 16));
  }

  /** The whole board's viewBox (undocked). */
  const fullBox = () => (docked ? docked.vb : current && viewBoxOf(current));

  /** Scale 1 of the zoom: the smallest text readable (12 px, 9 px on a phone), or the box's width if larger. */
  function baseScale() {
    const vb = fullBox();
    if (!vb) return 1;
    const want = window.innerWidth < 700 ? 9 : 12;
    if (!current.__least) current.__least = smallestText(current);
    return Math.max((scroller.clientWidth - 2) / vb.w, (want + 0.02) / current.__least);
  }

  function fitFactor() {
    const vb = fullBox();
    if (!vb) return 1;
    return Math.min((scroller.clientWidth - 2) / vb.w, (room() - 4) / vb.h) / baseScale();
  }

  const size = (node, w, h, scale) => {
    node.style.width = `${Math.round(w * scale)}px`;
    node.style.height = `${Math.round(h * scale)}px`;
  };

  /** Scales the board; docks the hand when the board is taller than the room (wide screens). */
  function layout() {
    if (!current) return;
    if (docked) { // undock first: the decision is made afresh at this scale
      current.append(docked.group);
      current.setAttribute("viewBox", `0 0 ${docked.vb.w} ${docked.vb.h}`);
      docked = null;
      dockBox.replaceChildren();
      dockBox.hidden = true;
    }
    const vb = viewBoxOf(current);
    if (!vb) return;
    const scale = baseScale() * factor;
    const avail = room();
    const group = current.querySelector("[data-dock]");
    const y0 = group ? Number(group.getAttribute("data-dock")) : NaN;
    if (group && wide() && vb.h * scale > avail && y0 > 0 && y0 < vb.h && (vb.h - y0) * scale < avail * 0.45) {
      const d = current.cloneNode(false);
      d.setAttribute("viewBox", `0 ${y0} ${vb.w} ${vb.h - y0}`);
      d.setAttribute("aria-label", "your hand");
      d.classList.add("docked");
      d.append(s("rect", { x: 0, y: y0, width: vb.w, height: vb.h - y0, class: "felt" }), group);
      current.setAttribute("viewBox", `0 0 ${vb.w} ${y0}`);
      docked = { svg: d, group, vb };
      dockBox.replaceChildren(d);
      dockBox.hidden = false;
      size(current, vb.w, y0, scale);
      size(d, vb.w, vb.h - y0, scale);
      scroller.style.maxHeight = `${Math.max(160, avail - Math.round((vb.h - y0) * scale) - 8)}px`;
    } else {
      size(current, vb.w, vb.h, scale);
      scroller.style.maxHeight = `${avail}px`;
    }
    current.dataset.scale = String(Math.round(vb.w * scale) / vb.w);
    level.textContent = `${Math.round(factor * 100)}%`;
  }

  function zoomTo(f) {
    if (!current) return;
    const old = current.getBoundingClientRect();
    const cx = (scroller.scrollLeft + scroller.clientWidth / 2) / (old.width || 1);
    const cy = (scroller.scrollTop + scroller.clientHeight / 2) / (old.height || 1);
    factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, f));
    save();
    layout();
    const r = current.getBoundingClientRect();
    scroller.scrollLeft = cx * r.width - scroller.clientWidth / 2;
    scroller.scrollTop = cy * r.height - scroller.clientHeight / 2;
  }

  /** Brings the pieces that can be played (or others: `what`) into view when none shows: the largest group that fits. */
  function focus(what) {
    const all = [...box.querySelectorAll(what || ".can")];
    // the part of a container inside the window (a phone's box may reach past its bottom)
    const seenPart = (el0) => {
      const r = el0.getBoundingClientRect();
      return { left: r.left, right: r.right, top: Math.max(r.top, 0), bottom: Math.min(r.bottom, window.innerHeight) };
    };
    const b = seenPart(scroller);
    const shown = (n) => {
      const r = n.getBoundingClientRect();
      const c = seenPart(n.closest(".board-dock") || scroller);
      return (r.width || r.height) && r.left >= c.left - 1 && r.right <= c.right + 1 && r.top >= c.top - 1 && r.bottom <= c.bottom + 1;
    };
    if (!all.length || all.some(shown)) return;
    const cans = all.filter((n) => scroller.contains(n)).map((n) => n.getBoundingClientRect()).filter((r) => r.width || r.height);
    if (!cans.length) return;
    const vw = scroller.clientWidth - 24, vh = Math.max(40, b.bottom - b.top - 24);
    let best = null;
    for (const a of cans) {
      const group = cans.filter((r) => r.left >= a.left - 1 && r.right <= a.left + vw && r.top >= a.top - 1 && r.bottom <= a.top + vh);
      if (!best || group.length > best.length) best = group.length ? group : [a];
    }
    const left = Math.min(...best.map((r) => r.left)), right = Math.max(...best.map((r) => r.right));
    const top = Math.min(...best.map((r) => r.top)), bottom = Math.max(...best.map((r) => r.bottom));
    scroller.scrollLeft += (left + right) / 2 - (b.left + b.right) / 2;
    scroller.scrollTop += (top + bottom) / 2 - (b.top + b.bottom) / 2;
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

  const onResize = () => layout();
  window.addEventListener("resize", onResize);

  return {
    tools,
    /** Shows a drawn board in the box (scaled, the scroll kept); `before`: a banner over it. */
    show(node, opts) {
      const gid = (opts && opts.game) || "";
      if (gid !== game) { game = gid; load(); }
      const keep = [scroller.scrollLeft, scroller.scrollTop];
      lead.replaceChildren(...[].concat((opts && opts.before) || []));
      docked = null;
      dockBox.replaceChildren();
      dockBox.hidden = true;
      scroller.replaceChildren(node);
      current = node instanceof SVGSVGElement ? node : node.querySelector && node.querySelector("svg.board");
      layout();
      [scroller.scrollLeft, scroller.scrollTop] = keep;
    },
    focus,
    /** Stops following the window's size (the page is left). */
    close() { window.removeEventListener("resize", onResize); },
    get factor() { return factor; },
  };
}
