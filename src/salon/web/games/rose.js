// Rose Ceremony: every seat's bouquet, hearts and hand size around the table; the face-down
// offer between two seats; your hand at the bottom. Click a card of your hand, then a seat.
import { s, svg, t, tip } from "../ui.js";

function card(ctx, x, y, c, opts) {
  const [roses, thorns] = c || [null, null];
  const w = opts.w || 64, h = opts.h || 90;
  const g = s("g", { class: "card" + (c ? "" : " back"), transform: `translate(${x},${y})` });
  g.append(s("rect", { width: w, height: h, rx: 7, class: c ? "face" : "backside" }));
  if (c && w >= 60) {
    g.append(
      rose(w * 0.3, h * 0.3, 9),
      t(w * 0.62, h * 0.3 + 10, `${roses}`, { class: "big rose-num", "text-anchor": "middle" }),
      t(w / 2, h * 0.3 + 26, roses === 1 ? "rose" : "roses", { class: "tiny", "text-anchor": "middle" }),
      ...Array.from({ length: thorns }, (_, k) => thorn(w / 2 + (k - (thorns - 1) / 2) * 12, h * 0.8)),
      thorns ? null : t(w / 2, h * 0.84, "no thorn", { class: "tiny", "text-anchor": "middle" }),
      tip(`${roses} roses, ${thorns} thorns`),
    );
  } else if (c) {
    g.append(
      t(w / 2, h * 0.45, `${roses}`, { class: "mid rose-num", "text-anchor": "middle" }),
      t(w / 2, h * 0.85, `${thorns}✶`, { class: "thorn-num", "text-anchor": "middle" }),
      tip(`${roses} roses, ${thorns} thorns`),
    );
  } else g.append(s("circle", { cx: w / 2, cy: h / 2, r: Math.min(w, h) / 4, class: "back-rose" }));
  return g;
}

function rose(x, y, r) {
  return s("g", { class: "rose-icon" }, [
    s("circle", { cx: x, cy: y, r, fill: "#c2185b" }),
    s("path", { d: `M${x - r * 0.5},${y} a${r * 0.5},${r * 0.5} 0 1 1 ${r * 0.6},${r * 0.35}`, fill: "none", stroke: "#f8bbd0", "stroke-width": 1.6 }),
    s("path", { d: `M${x},${y + r} l0,${r * 0.9}`, stroke: "#2d6a3a", "stroke-width": 2 }),
  ]);
}

function thorn(x, y) {
  return s("path", { d: `M${x - 5},${y + 4} L${x},${y - 7} L${x + 5},${y + 4} z`, fill: "#2d6a3a" });
}

export function renderRose(ctx) {
  const v = ctx.view;
  const n = v.players;
  const me = ctx.seat;
  const W = 960;
  const colW = W / n;
  const H = 490;
  const root = svg(W, H, [], { class: "board rose" });
  root.append(s("rect", { width: W, height: H, rx: 16, class: "felt" }));
  // seats in a row, yours first
  const order = [...Array(n).keys()];
  if (me !== null && me !== undefined) order.push(...order.splice(0, me));
  const px = {};
  order.forEach((q, i) => { px[q] = i * colW + colW / 2; });
  for (const q of order) {
    const x0 = px[q] - colW / 2 + 6;
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    const box = s("rect", { x: x0, y: 8, width: colW - 12, height: 300, rx: 12, class: "panel-bg", stroke: ctx.colour(q) });
    g.append(box);
    g.append(t(x0 + 10, 30, ctx.name(q) + (q === me ? " (you)" : ""), { class: "label", fill: ctx.colour(q) }));
    const narrow = colW < 210;
    g.append(t(x0 + 10, 52, `♥ ${v.hearts[q]} charm`, { class: "hearts" }));
    if (narrow) g.append(t(x0 + 10, 70, `${v.hand_sizes[q]} in hand`, { class: "small" }));
    else g.append(t(x0 + colW - 24, 52, `${v.hand_sizes[q]} in hand`, { "text-anchor": "end", class: "small" }));
    // hand backs
    if (q !== me) for (let k = 0; k < v.hand_sizes[q]; k++) g.append(card(ctx, x0 + 10 + k * (narrow ? 12 : 16), narrow ? 78 : 62, null, { w: narrow ? 28 : 34, h: narrow ? 40 : 48 }));
    // bouquet
    const thorns = v.bouquet_thorns[q];
    g.append(t(x0 + 10, 134, `Bouquet: ${v.bouquet_roses[q]} roses, `, { class: "small" }));
    g.append(t(x0 + 10, 150, `${thorns} thorn${thorns === 1 ? "" : "s"}${thorns >= 4 ? (narrow ? " — careful!" : " — one more and it wilts!") : ""}`, { class: "small" + (thorns >= 4 ? " danger" : "") }));
    const b = v.bouquets[q];
    const bw = Math.min(44, (colW - 30) / Math.max(1, b.length));
    b.forEach((c, k) => g.append(card(ctx, x0 + 10 + k * bw, 160, c, { w: 42, h: 60 })));
    if (!b.length) g.append(t(x0 + 10, 190, "(empty)", { class: "muted small" }));
    // whom to offer: picking a seat narrows "offer <seat> <card>"
    if (q !== me) {
      const hit = s("rect", { x: x0, y: 8, width: colW - 12, height: 300, rx: 12, class: "hit" });
      ctx.pick(hit, `offer ${q}`);
      hit.append(tip(`offer a card to ${ctx.name(q)}`));
      g.append(hit);
    }
    root.append(g);
  }
  // the offer in progress
  if (v.offer) {
    const { from, to, card: c } = v.offer;
    const y = 262;
    root.append(s("path", { d: `M${px[from]},${y} L${px[to]},${y}`, class: "offer-arrow", "marker-end": "url(#arrow)" }));
    root.append(s("defs", {}, [s("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto" }, [s("path", { d: "M0,0 L10,5 L0,10 z", fill: "#b3263b" })])]));
    const mid = (px[from] + px[to]) / 2;
    root.append(card(ctx, mid - 22, y - 30, c, { w: 44, h: 60 }));
    root.append(t(mid, y + 44, c ? "your offer (face down to them)" : "a face-down offer", { "text-anchor": "middle", class: "small" }));
  }
  // table centre: deck and discard
  const m = ctx.meta;
  if (m.exchange) {
    const ex = m.exchange.map(([r, h], i) => `${r}${m.exchange[i + 1] ? "–" + (m.exchange[i + 1][0] - 1) : "+"} roses ♥${h}`).join(" · ");
    root.append(t(W - 20, 484, `exchange a bouquet: ${ex} · ${m.instant_win_roses}+ roses win at once · ${m.bust_thorns} thorns wilt it · first to ♥${m.win_hearts} wins`, { "text-anchor": "end", class: "tiny" }));
  }
  root.append(t(W - 20, 340, `deck ${v.deck_size} · discard ${v.discard.length} · charm tokens left ${v.heart_supply}${v.final_round ? " · final round" : ""}`, { "text-anchor": "end", class: "small" }));
  // your hand and your decisions
  if (me !== null && me !== undefined && v.hand) {
    root.append(t(20, 345, "Your hand", { class: "label" }));
    v.hand.forEach((c, k) => {
      const g = card(ctx, 20 + k * 86, 360, c, { w: 76, h: 108 });
      g.classList.add("hand-card");
      ctx.pick(g, `${c[0]}/${c[1]}`);
      root.append(g);
    });
    const bx = 20 + Math.max(4, v.hand.length) * 86 + 20;
    const buttons = [["accept", "Accept the offer"], ["refuse", "Refuse it"], ["cash", "Exchange bouquet for charm"], ["keep", "Keep bouquet"]];
    let by = 370;
    for (const [a, label] of buttons) {
      if (!ctx.legal.includes(a)) continue;
      const g = s("g", { class: "svg-button" });
      g.append(s("rect", { x: bx, y: by, width: 250, height: 40, rx: 8 }), t(bx + 125, by + 26, label, { "text-anchor": "middle" }));
      ctx.act(g, a);
      root.append(g);
      by += 50;
    }
  }
  return root;
}
