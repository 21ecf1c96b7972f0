// Roxane: the garden with Roxane, the movement tiles, the Romance and Poetry tracks, wishes,
// supplies, a duel as it unfolds, every player's verses, resources, reveal track, passion and
// kisses, and your hand with each card's actions.
import { s, svg, t, tip } from "../ui.js";
import { cap } from "./index.js";

const TILE_FILL = { romance: "#f7d3dc", poetry: "#ddd6f3", empty: "#dcebd2", pavilion: "#fffaf0", spring_fountain: "#cfe8f5", statue: "#e3e0d6", fountain: "#bfe0f2" };
const TYPE_FILL = { quill: "#5b7db1", candle: "#d9a441", wax: "#b5443b", inkwell: "#2f3a4f", scroll: "#6c9a5a" };
const COLOUR_FILL = { orange: "#e08a2e", green: "#3e9a55", purple: "#8557b5" };
const PLAYER_FILL = { blue: "#2f6db5", orange: "#d9822b", green: "#2e9e5b", red: "#c0392b" };
// the three actions printed on each type of card (and on the comma cards)
const TYPE_ACTIONS = { quill: ["write", "woo", "scheme"], scroll: ["write", "woo", "scheme"], inkwell: ["write", "woo", "scheme"], candle: ["write", "trade", "duel"], wax: ["write", "influence", "duel"] };
const DIRV = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

function miniCard(ctx, x, y, id, w = 58, h = 40) {
  const c = (ctx.meta.cards || {})[id];
  const g = s("g", { transform: `translate(${x},${y})`, class: "rx-card" });
  const type = c ? c[0] : "quill";
  g.append(s("rect", { width: w, height: h, rx: 4, fill: "#fff", stroke: TYPE_FILL[type], "stroke-width": 2 }));
  g.append(s("rect", { width: w, height: 11, rx: 3, fill: TYPE_FILL[type] }));
  g.append(t(3, 9, `${id} ${type}`, { class: "rx-tiny", fill: "#fff" }));
  if (c) {
    g.append(t(3, 25, c[5].length > 11 ? c[5].slice(0, 10) + "…" : c[5], { class: "rx-tiny" }));
    g.append(s("circle", { cx: w - 7, cy: h - 7, r: 4, fill: COLOUR_FILL[c[1]] || "#999" }));
    g.append(t(3, h - 4, `${"♥".repeat(c[3])} ${c[4]}`, { class: "rx-tiny" }));
    g.append(tip(`${id}: ${type}, ${c[1]}, ${c[2]} clef, ${c[3]} heart(s), ${c[4]} — «${c[5]}»`));
  }
  return g;
}

function track(ctx, x, y, w, name, tr, areas, key) {
  const g = s("g", { class: "track" });
  const sw = w / tr.spaces;
  g.append(t(x, y - 8, name, { class: "label" }));
  (areas || []).forEach((a, i) => {
    g.append(s("rect", { x: x + a.lo * sw, y, width: (a.hi - a.lo + 1) * sw, height: 58, fill: i % 2 ? "#f3ece2" : "#e9e0d3", rx: 4 }));
    g.append(t(x + a.lo * sw + 3, y + 70 + (i % 2) * 11, a.rule.replace(/^[IV]+_/, "").replace(/_/g, " ") + (a.points ? ` (${a.points.join("/")})` : ""), { class: "rx-tiny" }, [tip(`${a.rule}${a.points ? ": " + a.points.join(", ") + " points" : ""}`)]));
  });
  for (let k = 0; k < tr.spaces; k++) {
    const cell = s("g", {});
    cell.append(s("rect", { x: x + k * sw + 2, y: y + 2, width: sw - 4, height: 54, rx: 5, fill: k === tr.reset ? "#fbe3e3" : "#fffdf8", stroke: "#b9ab9a" }));
    cell.append(t(x + k * sw + sw / 2, y + 15, k, { class: "rx-tiny", "text-anchor": "middle" }));
    for (let i = 0; i < tr.influence[k]; i++) cell.append(s("circle", { cx: x + k * sw + 9 + i * 9, cy: y + 47, r: 4, fill: "#5a4a3a" }, [tip("influence marker")]));
    if (k === tr.marker) cell.append(s("path", { d: heart(x + k * sw + sw / 2, y + 30, 11), fill: key === "romance" ? "#c2185b" : "#5e35b1" }, [tip(`${name} marker`)]));
    ctx.act(cell, `place ${key} ${k}`);
    g.append(cell);
  }
  return g;
}

function heart(cx, cy, r) {
  return `M${cx},${cy + r} C${cx - 2 * r},${cy - r * 0.3} ${cx - r * 0.8},${cy - 1.6 * r} ${cx},${cy - 0.6 * r} C${cx + r * 0.8},${cy - 1.6 * r} ${cx + 2 * r},${cy - r * 0.3} ${cx},${cy + r} z`;
}

export function renderRoxane(ctx) {
  const v = ctx.view;
  const me = ctx.seat;
  const W = 1100;
  const playersY = 596;
  const rowH = 130;
  const handY = playersY + v.players * rowH + 20;
  const hand = me !== null && me !== undefined ? v.player[me].hand || [] : [];
  const H = handY + (hand.length || (me !== null && me !== undefined) ? 200 : 0);
  const root = svg(W, H, [], { class: "board roxane" });
  root.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }));
  root.append(t(20, 26, `Round ${v.round + 1 > 6 ? 6 : v.round + 1} of 6 · turn order ${v.order.map((q) => cap(v.player[q].colour)).join(" → ")}`, { class: "label" }));
  // ---- garden
  const G = 84, gx = 20, gy = 40;
  v.garden.forEach((tile, i) => {
    const r = Math.floor(i / 5), c = i % 5;
    const x = gx + c * G, y = gy + r * G;
    const g = s("g", {});
    g.append(s("rect", { x: x + 1, y: y + 1, width: G - 2, height: G - 2, rx: 6, fill: TILE_FILL[tile.kind] || "#eee", stroke: "#a89b8a" }));
    const label = tile.kind === "spring_fountain" ? "spring" : tile.kind;
    g.append(t(x + 5, y + 14, label === "empty" ? "" : label, { class: "rx-tiny" }));
    if (tile.arrows) g.append(t(x + G / 2, y + G / 2 + 8, (tile.dir === "left" ? "◀" : "▶").repeat(tile.arrows), { class: "rx-arrow", "text-anchor": "middle", fill: tile.kind === "romance" ? "#c2185b" : "#5e35b1" }));
    if (tile.stars) g.append(t(x + G / 2, y + G / 2 + 8, "★".repeat(tile.stars), { class: "rx-star", "text-anchor": "middle" }));
    g.append(tip(`${tile.kind}${tile.dir ? ", moves the " + tile.kind + " marker " + tile.dir + " " + tile.arrows : ""}${tile.stars ? ", " + tile.stars + " star(s)" : ""}`));
    root.append(g);
  });
  const rr = Math.floor(v.roxane / 5), rc = v.roxane % 5;
  const rx = gx + rc * G + G / 2, ry = gy + rr * G + G / 2 + 16;
  root.append(s("g", { class: "roxane-pawn" }, [s("circle", { cx: rx, cy: ry, r: 15, fill: "#fff", stroke: "#c2185b", "stroke-width": 4 }), t(rx, ry + 5, "R", { "text-anchor": "middle", class: "label", fill: "#c2185b" }), tip("Roxane")]));
  for (const d of ["N", "E", "S", "W"]) {
    if (!ctx.legal.includes(`step ${d}`)) continue;
    const [dx, dy] = DIRV[d];
    const ax = rx + dx * G * 0.55, ay = ry - 16 + dy * G * 0.55 + 16;
    const g = s("g", {}, [s("circle", { cx: ax, cy: ay, r: 14, fill: "#fff3d6", stroke: "#e0a000", "stroke-width": 2 }), t(ax, ay + 5, d, { "text-anchor": "middle", class: "label" })]);
    ctx.act(g, `step ${d}`);
    root.append(g);
  }
  // movement tiles
  const my = gy + 5 * G + 22;
  const ARROW = { N: "↑", E: "→", S: "↓", W: "←" };
  root.append(t(gx, my + 4, "Movement", { class: "small" }));
  root.append(s("g", {}, [
    s("rect", { x: gx + 74, y: my - 14, width: 34, height: 34, rx: 5, fill: "#fff", stroke: "#5a4a3a", "stroke-width": 2 }),
    t(gx + 91, my + 10, v.movement_next ? ARROW[v.movement_next] : "–", { class: "label", "text-anchor": "middle" }),
    tip(`top movement tile: Roxane moves ${v.movement_next || "–"} next; ${v.movement_stack} tile(s) in the stack`),
  ]));
  root.append(t(gx + 114, my + 4, `× ${v.movement_stack} · played:`, { class: "small" }));
  v.movement_track.forEach((d, k) => root.append(s("g", {}, [
    s("rect", { x: gx + 210 + k * 26, y: my - 10, width: 22, height: 22, rx: 3, fill: "#eee", stroke: "#aaa" }),
    t(gx + 221 + k * 26, my + 6, ARROW[d] || d, { "text-anchor": "middle", class: "small" }),
  ])));
  // ---- tracks
  const tx = 470, tw = 610;
  root.append(track(ctx, tx, 60, tw, "Romance", v.romance, ctx.meta.romance, "romance"));
  root.append(track(ctx, tx, 170, tw, `Poetry ${v.poetry.track}`, v.poetry, (ctx.meta.poetry || {})[v.poetry.track], "poetry"));
  // ---- wishes
  root.append(t(tx, 272, "Wishes", { class: "label" }));
  v.wishes.forEach((w, i) => {
    const x = tx + i * 205;
    const info = (ctx.meta.wishes || {})[w.wish];
    root.append(s("g", {}, [
      s("rect", { x, y: 280, width: 195, height: 56, rx: 6, fill: "#fff", stroke: "#b9ab9a" }),
      t(x + 6, 297, `${"★".repeat(w.stars)} ${w.name || "?"}`, { class: "small" }),
      t(x + 6, 314, info ? (info[1].length > 32 ? info[1].slice(0, 31) + "…" : info[1]) : "", { class: "rx-tiny" }),
      w.fulfilment ? s("circle", { cx: x + 180, cy: 296, r: 8, fill: "#e0a000" }, [tip("fulfilment marker")]) : null,
      w.fulfilment ? t(x + 6, 330, "will be fulfilled", { class: "rx-tiny" }) : null,
      tip(info ? `${info[0]}: ${info[1]}` : ""),
    ]));
  });
  // ---- supplies and stacks
  // pebbles, exchange markers, the gate's influence marker, supplies
  let sx = tx;
  root.append(t(sx, 362, "pebbles", { class: "small" }));
  sx += 66;
  for (let k = 0; k < 3; k++) root.append(s("circle", { cx: sx + k * 18, cy: 357, r: 7, fill: k < v.pebbles_open ? "#8a8f98" : "none", stroke: "#8a8f98", "stroke-width": 2 }, [tip(k < v.pebbles_open ? "pebble available" : "pebble used this round")]));
  sx += 56;
  root.append(t(sx, 362, "exchange", { class: "small" }));
  sx += 76;
  for (let k = 0; k < v.exchange_markers; k++) root.append(s("rect", { x: sx + k * 18 - 7, y: 350, width: 14, height: 14, rx: 2, fill: k < v.exchange_open ? "#d9a441" : "none", stroke: "#d9a441", "stroke-width": 2 }, [tip(k < v.exchange_open ? "exchange marker available" : "exchange marker used")]));
  sx += 18 * v.exchange_markers + 10;
  root.append(t(sx, 362, "gate", { class: "small" }));
  root.append(s("circle", { cx: sx + 42, cy: 357, r: 7, fill: v.gate ? "#5a4a3a" : "none", stroke: "#5a4a3a", "stroke-width": 2 }, [tip(v.gate ? "an influence marker waits at the gate" : "the gate is empty")]));
  sx += 60;
  root.append(t(sx, 362, `influence left ${v.influence_supply} · kiss stack ${v.kiss_stack} · fencing bag ${v.bag}`, { class: "small" }));
  Object.entries(v.stacks).forEach(([type, n], i) => {
    const x = tx + i * 122;
    const g = s("g", {}, [
      s("rect", { x, y: 372, width: 112, height: 50, rx: 6, fill: TYPE_FILL[type], opacity: 0.9 }),
      t(x + 8, 392, type, { class: "small", fill: "#fff" }),
      t(x + 8, 412, `${n} · discard ${v.discards[type].length}`, { class: "rx-tiny", fill: "#fff" }),
      tip(`${type} stack: ${n} cards; discards ${v.discards[type].join(" ") || "none"}`),
    ]);
    ctx.act(g, `draw ${type}`);
    root.append(g);
  });
  // ---- duel or pending decision
  const dy0 = 440;
  if (v.duel) {
    const d = v.duel;
    root.append(s("rect", { x: tx, y: dy0, width: tw, height: 100, rx: 8, fill: "#fff0f0", stroke: "#b5443b", "stroke-width": 2 }));
    root.append(t(tx + 10, dy0 + 22, `Duel: ${cap(v.player[d.attacker].colour)} attacks ${cap(v.player[d.defender].colour)}`, { class: "label" }));
    root.append(s("g", {}, [s("rect", { x: tx + tw - 120, y: dy0 + 8, width: 110, height: 24, rx: 12, fill: "#fff", stroke: "#b5443b", "stroke-width": 2 }), t(tx + tw - 65, dy0 + 25, "glove: +1 sword", { class: "rx-tiny", "text-anchor": "middle" }), tip(`the duel glove: ${cap(v.player[d.attacker].colour)}, the attacker, has one extra sword`)]));
    root.append(t(tx + 10, dy0 + 46, `swords: ${cap(v.player[d.attacker].colour)} ${d.strength[0]} — ${cap(v.player[d.defender].colour)} ${d.strength[1]}`, { class: "small" }));
    root.append(t(tx + 10, dy0 + 66, `${cap(v.player[d.raising].colour)} is raising (${d.markers_this_raise} marker(s) this raise) · on the table: ${d.table.join(", ") || "none"}`, { class: "small" }));
    d.table.forEach((val, i) => root.append(s("g", {}, [s("circle", { cx: tx + 20 + i * 26, cy: dy0 + 84, r: 10, fill: "#444" }), t(tx + 20 + i * 26, dy0 + 88, val, { fill: "#fff", "text-anchor": "middle", class: "rx-tiny" })])));
  } else if (v.pending) {
    const p = v.pending;
    root.append(t(tx, dy0 + 20, `Now: ${cap(v.player[p.seat].colour)} — ${p.kind}${p.steps_left !== undefined ? `, ${p.steps_left} step(s) left` : ""}${p.left !== undefined ? `, ${p.left} left` : ""}${p.mode ? ` (${p.mode})` : ""}`, { class: "small" }));
    if (p.choices) p.choices.forEach((k, i) => {
      const need = (ctx.meta.kisses || {})[k];
      const g = s("g", {}, [s("rect", { x: tx + i * 160, y: dy0 + 32, width: 150, height: 44, rx: 6, fill: "#fde4ec", stroke: "#c2185b" }), t(tx + i * 160 + 8, dy0 + 52, `kiss ${k}`, { class: "small" }), t(tx + i * 160 + 8, dy0 + 68, need ? Object.entries(need).map(([a, b]) => `${a} ${b}`).join(", ") : "", { class: "rx-tiny" })]);
      ctx.act(g, `keep ${k}`);
      root.append(g);
    });
  }
  // ---- the decisions that are not a place on the board, as buttons
  const verbs = ["end", "done", "give up", "stop", "skip", "kiss draw", "fencing now", "fencing later", "fencing draw", "exchange 2", "exchange 3", "lose passion"].filter((a) => ctx.legal.includes(a));
  verbs.forEach((a, k) => {
    const b = s("g", { class: "svg-button" }, [s("rect", { x: tx + k * 122, y: 548, width: 114, height: 30, rx: 7 }), t(tx + k * 122 + 57, 568, a, { "text-anchor": "middle", class: "am-btn" })]);
    ctx.act(b, a);
    root.append(b);
  });
  // ---- players
  v.player.forEach((pl, q) => {
    const y = playersY + q * rowH;
    const col = PLAYER_FILL[pl.colour] || ctx.colour(q);
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    g.append(s("rect", { x: 20, y, width: W - 40, height: rowH - 10, rx: 10, class: "panel-bg", stroke: col }));
    g.append(t(32, y + 22, ctx.name(q) + (q === me ? " (you)" : ""), { class: "label", fill: col }));
    g.append(t(32, y + 42, `passion ${pl.passion} · kisses ${pl.kisses}${pl.kiss_markers && pl.kiss_markers.length ? " (" + pl.kiss_markers.join(" ") + ")" : ""} · commas ${pl.commas} in hand, ${pl.commas_written} written`, { class: "small" }));
    // resources on their cards (held / spaces); your own are clickable where a decision names one
    const resources = [["rose", `roses ${pl.roses}/${pl.spaces.rose}`], ["letter", `letters ${pl.letters}/${pl.spaces.letter}`], ["fencing", `fencing ${pl.fencing}/${pl.spaces.fencing}`], ["any", `any ${pl.spaces.any}`]];
    const picks = [];
    resources.forEach(([key, label], k) => {
      const rx0 = 32 + k * 92;
      const r = s("g", { class: "rx-res" }, [s("rect", { x: rx0 - 3, y: y + 48, width: 88, height: 17, rx: 4, fill: "transparent" }), t(rx0, y + 61, label, { class: "small" }), tip(`${key}: ${label}`)]);
      if (q === me && key !== "any") { ctx.pick(r, key); picks.push(r); } else g.append(r);
    });
    g.append(t(32, y + 78, `fencing markers: ${pl.fencing_values ? "" : pl.fencing + " (values hidden)"}`, { class: "small" }));
    const fencing = [];
    (pl.fencing_values || []).forEach((val, k) => {
      const fx = 150 + k * 22;
      const f = s("g", { class: "rx-fence" }, [s("circle", { cx: fx, cy: y + 74, r: 9, fill: "#444" }), t(fx, y + 78, val, { "text-anchor": "middle", class: "rx-tiny", fill: "#fff" }), tip(`fencing marker ${val}`)]);
      // a marker of yours is played in a duel, given in a trade or discarded, by its value
      ctx.act(f, [`give fencing ${val}`, `discard fencing ${val}`].find((a) => ctx.legal.includes(a)) || `play ${val}`);
      fencing.push(f);
    });

    // reveal track
    g.append(t(32, y + 100, "reveal", { class: "rx-tiny" }));
    for (let k = 0; k < 13; k++) g.append(s("rect", { x: 70 + k * 13, y: y + 91, width: 11, height: 11, rx: 2, fill: k < pl.revealed ? (k >= 9 ? "#b5443b" : "#e0a000") : "#eee", stroke: "#bbb" }));
    // hand backs
    if (q !== me) pl.hand_types.forEach((ty, k) => g.append(s("rect", { x: 260 + k * 14, y: y + 91, width: 12, height: 18, rx: 2, fill: TYPE_FILL[ty] }, [tip(`a ${ty} card in hand`)])));
    // verses
    let vx = 500;
    g.append(t(vx, y + 18, "verses", { class: "rx-tiny" }));
    let vy = y + 22;
    pl.verses.forEach((verse) => {
      verse.forEach((id) => {
        if (vx + 58 > W - 28) { vx = 500; vy += 46; }
        g.append(miniCard(ctx, vx, vy, id));
        vx += 60;
      });
      vx += 14;
    });
    if (q !== me) {
      const hit = s("rect", { x: 20, y, width: W - 40, height: rowH - 10, rx: 10, class: "hit" }, [tip(`${ctx.name(q)}`)]);
      ctx.pick(hit, `@${q}`);
      g.append(hit);
    }
    root.append(g);
    fencing.forEach((f) => root.append(f));
    picks.forEach((r) => root.append(r));
  });
  // ---- your hand
  if (me !== null && me !== undefined) {
    root.append(t(20, handY + 4, "Your hand", { class: "label" }));
    const ccount = v.player[me].commas;
    const cw = Math.min(150, Math.floor((W - 40) / Math.max(1, hand.length + ccount)) - 10);
    const bw = Math.floor((cw - 8) / 3) - 2;
    hand.forEach((id, k) => {
      const c = (ctx.meta.cards || {})[id] || ["quill", "orange", "", 0, "", id];
      const x = 20 + k * (cw + 10), y = handY + 14;
      const g = s("g", { class: "hand-card card", "data-card": id });
      g.append(s("rect", { x, y, width: cw, height: 120, rx: 8, class: "face" }));
      g.append(s("rect", { x, y, width: cw, height: 22, rx: 7, fill: TYPE_FILL[c[0]] }));
      g.append(t(x + 6, y + 16, `${c[0]} · ${id}`, { class: "small", fill: "#fff" }));
      g.append(t(x + 6, y + 42, `«${c[5]}»`.slice(0, Math.floor((cw - 22) / 7)), { class: "small" }));
      g.append(t(x + 6, y + 60, `${c[1]} · ${c[2]} · ${"♥".repeat(c[3]) || "no heart"} · ${c[4]}`, { class: "rx-tiny" }));
      g.append(s("circle", { cx: x + cw - 12, cy: y + 36, r: 6, fill: COLOUR_FILL[c[1]] || "#999" }));
      g.append(tip(`${id} ${c[0]} «${c[5]}»`));
      ctx.pick(g, id);
      root.append(g);
      // its actions, as buttons under the card
      const verbs = TYPE_ACTIONS[c[0]] || ["write", "woo", "scheme"];
      verbs.forEach((verb, i) => {
        const b = s("g", { class: "svg-button mini" }, [s("rect", { x: x + 4 + i * (bw + 2), y: y + 88, width: bw, height: 24, rx: 5 }), t(x + 4 + i * (bw + 2) + bw / 2, y + 104, verb, { "text-anchor": "middle", class: "rx-tiny", textLength: verb.length * 6.2 > bw - 4 ? bw - 6 : undefined, lengthAdjust: "spacingAndGlyphs" }), tip(`${verb} with ${id}`)]);
        ctx.pick(b, `${verb} ${id}`);
        root.append(b);
      });
    });
    for (let k = 0; k < ccount; k++) {
      const x = 20 + (hand.length + k) * (cw + 10), y = handY + 14;
      const g = s("g", { class: "card" }, [s("rect", { x, y, width: cw, height: 120, rx: 8, class: "face" }), t(x + cw / 2, y + 50, ",", { class: "big", "text-anchor": "middle" }), t(x + cw / 2, y + 70, "comma card", { class: "rx-tiny", "text-anchor": "middle" })]);
      ctx.pick(g, "comma");
      root.append(g);
      ["write", "duel", "scheme"].forEach((verb, i) => {
        const b = s("g", { class: "svg-button mini" }, [s("rect", { x: x + 4 + i * (bw + 2), y: y + 88, width: bw, height: 24, rx: 5 }), t(x + 4 + i * (bw + 2) + bw / 2, y + 104, verb, { "text-anchor": "middle", class: "rx-tiny", textLength: verb.length * 6.2 > bw - 4 ? bw - 6 : undefined, lengthAdjust: "spacingAndGlyphs" }), tip(`comma: ${verb}`)]);
        ctx.pick(b, `comma ${verb}`);
        root.append(b);
      });
    }
  }
  return root;
}
