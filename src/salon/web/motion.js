// Moves you can follow: a short animation of what changed on this seat's own board between two
// positions it was shown (never read from the notation: a piece moves because this seat saw it
// in one place and now sees it in another). A renderer's keyed pieces (ctx.key) are compared:
// one drawn elsewhere glides from its old place (a card from hand to table, a token along the
// ring), a new one fades in, one drawn otherwise in the same place (a score, a tile turned)
// pulses. At most MOTION_MS; none under prefers-reduced-motion or while the tab is hidden.
// What a seat may not see is not on its board, so it cannot move.

export const MOTION_MS = 320;

/** Whether animations may play now. */
export function motionAllowed() {
  if (document.hidden) return false;
  try { return !window.matchMedia("(prefers-reduced-motion: reduce)").matches; } catch (e) { return true; }
}

/** Each keyed piece's place on the page (document coordinates) and drawing, by key. */
export function snapshot(container) {
  const out = new Map();
  for (const node of container.querySelectorAll("[data-key]")) {
    const r = node.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const k = node.getAttribute("data-key");
    if (out.has(k)) continue;  // a piece copied into two strips of a wrapped section: the first
    out.set(k, { x: r.left + window.scrollX, y: r.top + window.scrollY, sig: node.getAttribute("data-sig") ?? node.innerHTML.length });
  }
  return out;
}

/** Plays the changes from `before` (a snapshot) to what `container` shows now; returns how many pieces moved. */
export function play(container, before) {
  if (!before || !before.size || !motionAllowed()) return 0;
  let n = 0;
  const seen = new Set();
  for (const node of container.querySelectorAll("[data-key]")) {
    const k = node.getAttribute("data-key");
    if (seen.has(k)) continue;
    seen.add(k);
    const r = node.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const old = before.get(k);
    const svg = node.ownerSVGElement;
    const scale = svg ? Number(svg.dataset.scale) || 1 : 1;
    if (!old) {
      node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: MOTION_MS, easing: "ease-out" });
      n += 1;
      continue;
    }
    const dx = old.x - (r.left + window.scrollX), dy = old.y - (r.top + window.scrollY);
    if (Math.abs(dx) + Math.abs(dy) > 3 && Math.abs(dx) + Math.abs(dy) < 3000) {
      // a piece placed by its own transform (a card's translate) keeps it under the glide
      const m = node.transform && node.transform.baseVal && node.transform.baseVal.consolidate();
      const own = m ? ` matrix(${m.matrix.a}, ${m.matrix.b}, ${m.matrix.c}, ${m.matrix.d}, ${m.matrix.e}, ${m.matrix.f})` : "";
      node.animate([{ transform: `translate(${dx / scale}px, ${dy / scale}px)${own}` }, { transform: `translate(0px, 0px)${own}` }], { duration: MOTION_MS, easing: "ease-in-out" });
      n += 1;
    } else if (old.sig !== (node.getAttribute("data-sig") ?? node.innerHTML.length)) {
      node.animate([{ opacity: 0.25 }, { opacity: 1 }], { duration: MOTION_MS, easing: "ease-out" });
      n += 1;
    }
  }
  return n;
}
