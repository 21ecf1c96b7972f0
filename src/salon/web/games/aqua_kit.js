// Aqua Mirabilis drawing kit: the words, the moves and the small pieces (flower chips, boxes,
// recipe cards) the board's sections share.
import { firstWords, listWords, s, svgText as t, t as tr, textWidth } from "../ui.js";

export const FLOWER = { O: "#f08c00", B: "#7b4fa0", J: "#f2d24b", L: "#8e7cc3", N: "#e8e8d0", R: "#d9435e" };
export const INK = { O: "#000", B: "#fff", J: "#000", L: "#fff", N: "#000", R: "#fff" };
// the fonts of the board's words (style.css: svg .am-tiny, svg .am-small), for measuring them
export const TINY_FONT = "12px system-ui, sans-serif";
export const SMALL_FONT = "13.5px system-ui, sans-serif";
export const CHIP_FONT = "700 12px system-ui, sans-serif";

/** The helpers of one drawing of the board, over the table page's ctx. */
export function kit(ctx) {
  const v = ctx.view;
  const m = ctx.meta || {};
  const me = ctx.seat;
  const Wd = ctx.words || {};
  const legal = new Set(ctx.legal || []);
  const entry = (kind, id) => (Wd[kind] || {})[String(id)] || {};
  const w = (kind, id) => (ctx.w ? ctx.w(kind, id) : entry(kind, id).name || "?");
  const fx = (kind, id) => (ctx.fx ? ctx.fx(kind, id) : entry(kind, id).effect || "");
  const field = (kind, id, f) => entry(kind, id)[f] || "";
  const tip = (node, text) => (ctx.tip ? ctx.tip(node, text) : node);
  const tipw = (node, kind, id) => (ctx.tipw ? ctx.tipw(node, kind, id) : node);
  const key = (node, k, sig) => (ctx.key ? ctx.key(node, k, sig) : (node.setAttribute("data-key", k), node));
  const label = (a) => { const i = ctx.legal.indexOf(a); return (ctx.labels && ctx.labels[i]) || ""; };
  const name = (q) => (ctx.name ? ctx.name(q) : w("seat", q));
  const fl = (f) => w("flower", f);
  const ab = (f) => field("flower", f, "abbr") || fl(f).slice(0, 3);
  const list = (xs) => listWords(xs);
  const flowers = m.flowers || ["O", "B", "J", "L", "N", "R"];
  const perfumeWords = (pf) => tr("aqua-perfume-words", { base: fl(pf.base), complements: list(pf.complements.map(fl)) });
  /** The first of these moves that is legal now, else the first (drawn "off": a click says why not). */
  const either = (...as) => as.find((a) => legal.has(a)) || as[0];
  const decision = v.decision;
  const mine = me !== null && me !== undefined && v.to_act.includes(me);
  const act = (node, a) => (me !== null && me !== undefined ? ctx.act(node, a) : node);
  const pick = (node, p) => (mine ? ctx.pick(node, p) : node);

  /** A flower's chip, its letters on it (an abbreviation wider than the chip, a longer
   * language's: its first letters; the flower's name on hover). */
  function chip(x, y, f, text, r = 12) {
    const g = s("g", {}, [s("circle", { cx: x, cy: y, r, fill: FLOWER[f] || "#ccc", stroke: "#6b5b4b" }),
      t(x, y + 4.5, firstWords(text, 2 * r - 2, CHIP_FONT), { "text-anchor": "middle", class: "am-chip", fill: INK[f] || "#000" })]);
    return tip(g, `${fl(f)}\n${fx("flower", f)}`);
  }
  function box(x, y, width, height, text, cls = "am-box") {
    return s("g", { class: cls }, [s("rect", { x, y, width, height, rx: 5 }), t(x + width / 2, y + height / 2 + 4.5, text, { class: "am-tiny", "text-anchor": "middle" })]);
  }
  /** A recipe card (base, complements or their number, level); a perfume's with its complements;
   * opts.width and opts.height: a card smaller than 62 × 64 (a phone's). */
  function recipeCard(x, yy, id, opts) {
    const e = entry("recipe", id);
    const cw = (opts && opts.width) || 62, ch = (opts && opts.height) || 64;
    const card = s("g", { class: "am-box am-recipe" }, [
      s("rect", { x, y: yy, width: cw, height: ch, rx: 5 }),
      s("rect", { x: x + 3, y: yy + 3, width: cw - 6, height: 19, rx: 3, style: `fill:${FLOWER[e.base] || "#ccc"}` }),
      t(x + cw / 2, yy + 17, firstWords(ab(e.base), cw - 10, CHIP_FONT), { class: "am-chip", "text-anchor": "middle", fill: INK[e.base] || "#000" }),
    ]);
    const comps = (opts && opts.complements) || null;
    if (comps) comps.forEach((f, k) => card.append(chip(x + cw / 2 + (k - (comps.length - 1) / 2) * 24, yy + 34, f, f, 10)));
    else card.append(t(x + cw / 2, yy + 39, `${cw < 60 ? "" : "+ "}${tr("aqua-recipe-scents", { n: e.slots })}`, { class: "am-tiny", "text-anchor": "middle" }));
    card.append(t(x + cw / 2, yy + ch - 6, `${tr("aqua-level", { n: e.level })}${opts && opts.presented ? " ✓" : ""}`, { class: "am-tiny", "text-anchor": "middle" }));
    return card;
  }
  /** A button for a move that is no place on the board, `width` wide, its top left at (x, y). */
  function button(x, y, width, a, text) {
    const words = text || label(a) || a;
    // its words on its face: smaller (to 11 px) where a language's are longer, else their first words
    const font = (px) => `700 ${px}px system-ui, sans-serif`;
    let size = 13;
    while (size > 11 && textWidth(words, font(size)) > width - 12) size -= 1;
    const face = t(x + width / 2, y + 21, firstWords(words, width - 12, font(size)), { "text-anchor": "middle", class: "am-btn", style: size < 13 ? { "font-size": `${size}px` } : undefined });
    const b = s("g", { class: "svg-button" }, [s("rect", { x, y, width, height: 32, rx: 7 }), face]);
    tip(b, label(a) || words);
    return act(b, a);
  }
  return { button, v, m, me, legal, entry, w, fx, field, tip, tipw, key, label, name, fl, ab, list, flowers, perfumeWords, either, decision, mine, act, pick, chip, box, recipeCard, Wd };
}
