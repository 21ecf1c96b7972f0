// Small icons drawn as inline SVG, so that they never depend on a font: a glyph such as ⏱, ★,
// ◀ or ✓ is missing from many fonts (Liberation and the fonts of many phones draw an empty
// box), where a path is the same everywhere. Each icon is drawn in a 16 × 16 box in the text's
// colour (currentColor), 1em square: it sits in a line of text like a letter.
//
//   icon("clock")                       an <svg> for HTML, aria-hidden (words go beside it)
//   icon("prev", { label: "step back" }) the same, read out by a screen reader (role="img")
//   iconAt("star", x, y, 14)            an <svg> placed inside a board's SVG (x, y: its top left)
//   iconText("◀ back")                  the text's nodes, each known glyph (GLYPHS) as its icon
//
// The CSS (polish.css, .icon) aligns an icon on the text's baseline; without it the icon is
// still 1em square and coloured by its attributes.
const SVG_NS = "http://www.w3.org/2000/svg";

/** Each icon: its shapes in a 16 × 16 box, [tag, attributes]; "F" fills with the text's
 * colour, "S" strokes with it (1.6 units wide, round ends). */
const F = { fill: "currentColor" };
const S = { fill: "none", stroke: "currentColor", "stroke-width": 1.6, "stroke-linecap": "round", "stroke-linejoin": "round" };

function starPoints(n, outer, inner, cx = 8, cy = 8.4) {
  const pts = [];
  for (let k = 0; k < 2 * n; k++) {
    const r = k % 2 ? inner : outer;
    const a = -Math.PI / 2 + (k * Math.PI) / n;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

const SHAPES = {
  // ⏱ a stopwatch: the dial, its button and crown, the hand
  clock: [["circle", { cx: 8, cy: 9.2, r: 5.6, ...S }], ["path", { d: "M6.2 1.6h3.6M8 1.6v2M12.3 4.6l1.1-1.1M8 9.2V6.2", ...S }]],
  // ★ a five-pointed star; ✶ a six-pointed one
  star: [["polygon", { points: starPoints(5, 7.4, 3), ...F }]],
  star6: [["polygon", { points: starPoints(6, 7.2, 3.4, 8, 8), ...F }]],
  // ♥ a heart
  heart: [["path", { d: "M8 14.4C3.2 10.8 1.2 8.4 1.2 5.5 1.2 3.4 2.8 1.8 4.8 1.8c1.4 0 2.5.8 3.2 1.9.7-1.1 1.8-1.9 3.2-1.9 2 0 3.6 1.6 3.6 3.7 0 2.9-2 5.3-6.8 8.9z", ...F }]],
  // ▶ ◀ forward and back; ▶| |◀ to the end and to the start
  next: [["path", { d: "M4 2.2 13.6 8 4 13.8z", ...F }]],
  prev: [["path", { d: "M12 2.2 2.4 8 12 13.8z", ...F }]],
  last: [["path", { d: "M2.5 2.2 11 8 2.5 13.8z", ...F }], ["rect", { x: 11.6, y: 2.2, width: 2, height: 11.6, ...F }]],
  first: [["path", { d: "M13.5 2.2 5 8l8.5 5.8z", ...F }], ["rect", { x: 2.4, y: 2.2, width: 2, height: 11.6, ...F }]],
  // ↶ take back (undo): an arc over the top, its head down on the left
  undo: [["path", { d: "M13.6 12A5.6 5.6 0 0 0 3.4 9.2", ...S }], ["path", { d: "M.9 7.4 3.5 11.8 6 7.6z", ...F }]],
  // ↻ clockwise and ↺ anticlockwise: an open circle, its head at the top pointing the way round
  cw: [["path", { d: "M10.7 3.92A5.4 5.4 0 1 1 5.3 3.92", ...S }], ["path", { d: "M7.9 2.42 4.2 2 6.4 5.83z", ...F }]],
  ccw: [["path", { d: "M5.3 3.92A5.4 5.4 0 1 0 10.7 3.92", ...S }], ["path", { d: "M8.1 2.42 11.8 2 9.6 5.83z", ...F }]],
  // ● a dot
  dot: [["circle", { cx: 8, cy: 8, r: 5, ...F }]],
  // ⓘ words about this: a circled i
  info: [["circle", { cx: 8, cy: 8, r: 6.6, ...S, "stroke-width": 1.3 }], ["circle", { cx: 8, cy: 4.9, r: 1.05, ...F }], ["path", { d: "M8 7.4v4.6", ...S, "stroke-width": 1.9 }]],
  // ♛ the King's crown
  crown: [["path", { d: "M2.2 12.2 1.2 4.8l3.9 3L8 2.6l2.9 5.2 3.9-3-1 7.4z", ...F }], ["rect", { x: 2.2, y: 13, width: 11.6, height: 1.6, rx: 0.5, ...F }]],
  // ⚔ crossed swords
  swords: [["path", { d: "M2.6 2.6 12 12M13.4 2.6 4 12M10 13.6l3.6-3.6M2.4 10 6 13.6M12.8 12.8l1.4 1.4M3.2 12.8l-1.4 1.4", ...S }]],
  // ⚖ scales
  scales: [["path", { d: "M8 2.2v11.2M4.8 13.8h6.4M2.6 4.4h10.8M2.6 4.4.9 9.4M2.6 4.4l1.7 5M13.4 4.4l-1.7 5M13.4 4.4l1.7 5", ...S, "stroke-width": 1.3 }],
    ["path", { d: "M.5 9.4h4.2a2.1 2.1 0 0 1-4.2 0zM11.3 9.4h4.2a2.1 2.1 0 0 1-4.2 0z", ...F }]],
  // ✉ a letter (missive)
  envelope: [["rect", { x: 1.4, y: 3.4, width: 13.2, height: 9.2, rx: 1.2, ...S }], ["path", { d: "M1.8 4 8 8.8 14.2 4", ...S }]],
  // ✓ done, confirmed
  check: [["path", { d: "M2.6 8.6 6.2 12.2 13.6 3.8", ...S, "stroke-width": 2 }]],
  // ← ↑ → ↓ (in most fonts; here for a board that draws its arrows as icons)
  left: [["path", { d: "M14 8H2.8M7 3.6 2.6 8 7 12.4", ...S }]],
  right: [["path", { d: "M2 8h11.2M9 3.6 13.4 8 9 12.4", ...S }]],
  up: [["path", { d: "M8 14V2.8M3.6 7 8 2.6 12.4 7", ...S }]],
  down: [["path", { d: "M8 2v11.2M3.6 9 8 13.4 12.4 9", ...S }]],
  // three sliders, each with its knob: the settings (a phone's head shows it for the word)
  sliders: [["path", { d: "M1.6 3.6h12.8M1.6 8h12.8M1.6 12.4h12.8", ...S, "stroke-width": 1.4 }],
    ["circle", { cx: 10.6, cy: 3.6, r: 1.9, ...F }], ["circle", { cx: 5, cy: 8, r: 1.9, ...F }], ["circle", { cx: 9, cy: 12.4, r: 1.9, ...F }]],
};

/** The names icon() knows. */
export const ICON_NAMES = Object.freeze(Object.keys(SHAPES));

/** The glyphs of the client that an icon stands in for, each with its icon's name. */
export const GLYPHS = Object.freeze({
  "⏱": "clock", "★": "star", "✶": "star6", "♥": "heart", "▶": "next", "◀": "prev",
  "↶": "undo", "↺": "ccw", "↻": "cw", "●": "dot", "ⓘ": "info", "♛": "crown", "⚔": "swords",
  "⚖": "scales", "✉": "envelope", "✓": "check", "←": "left", "→": "right", "↑": "up", "↓": "down",
});

function draw(name, box) {
  const shapes = SHAPES[name];
  if (!shapes) throw new Error(`no icon "${name}" (icons.js knows ${ICON_NAMES.join(", ")})`);
  for (const [tag, attrs] of shapes) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    box.append(node);
  }
  return box;
}

/**
 * An icon for HTML: an <svg class="icon icon-NAME"> 1em square, in the text's colour. Hidden
 * from screen readers (the words beside it say it) unless `label` is given: then it is an image
 * with that name (an icon alone in a button: give the button its words, or give them here).
 * `className` adds classes.
 */
export function icon(name, opts = {}) {
  const box = document.createElementNS(SVG_NS, "svg");
  box.setAttribute("viewBox", "0 0 16 16");
  box.setAttribute("width", "1em");
  box.setAttribute("height", "1em");
  box.setAttribute("class", `icon icon-${name}${opts.className ? " " + opts.className : ""}`);
  box.setAttribute("focusable", "false");
  if (opts.label) {
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", opts.label);
  } else box.setAttribute("aria-hidden", "true");
  return draw(name, box);
}

/**
 * An icon inside an SVG drawing (a game board): a nested <svg> whose top left corner is at
 * (x, y), `size` units square, in `attrs.fill` / `attrs.color` or the text's colour. A board
 * writes `iconAt("star", x - 7, y - 12, 14)` where it wrote t(x, y, "★"). (Its class is
 * board-icon, not icon: polish.css sizes an HTML icon to 1em, never a board's.)
 */
export function iconAt(name, x, y, size, attrs = {}) {
  const box = document.createElementNS(SVG_NS, "svg");
  const all = { x, y, width: size, height: size, viewBox: "0 0 16 16", class: `board-icon icon-${name}`, "aria-hidden": "true", ...attrs };
  if (attrs.fill && !attrs.color) all.color = attrs.fill;
  delete all.fill;
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== null) box.setAttribute(k, String(v));
  return draw(name, box);
}

/** `text` as nodes for an HTML element: each glyph of GLYPHS as its icon, the rest as text. */
export function iconText(text) {
  const out = [];
  let run = "";
  for (const ch of String(text)) {
    if (GLYPHS[ch]) {
      if (run) out.push(document.createTextNode(run));
      run = "";
      out.push(icon(GLYPHS[ch]));
    } else run += ch;
  }
  if (run) out.push(document.createTextNode(run));
  return out;
}
