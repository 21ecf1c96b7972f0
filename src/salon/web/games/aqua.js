// Aqua Mirabilis: the time track with its Sundays, the flower market and its workers, the
// action slots with the perfumers, the preference matrix with cubes, originality tokens and
// the King and Court markers, the coach track and city piles, the Dames, and each player's
// board (sundial, flowers, methods, scents, perfumes, letter, curriculum, favours).
import { s, svg, t, tip } from "../ui.js";

const FLOWER = { O: "#f08c00", B: "#7b4fa0", J: "#f2d24b", L: "#8e7cc3", N: "#e8e8d0", R: "#d9435e" };
const INK = { O: "#000", B: "#fff", J: "#000", L: "#fff", N: "#000", R: "#fff" };

function chip(x, y, f, label, r = 11) {
  return s("g", {}, [s("circle", { cx: x, cy: y, r, fill: FLOWER[f] || "#ccc", stroke: "#6b5b4b" }), t(x, y + 4, label === undefined ? f : label, { "text-anchor": "middle", class: "am-chip", fill: INK[f] || "#000" }), tip(`flower ${f}`)]);
}

function slotBox(ctx, v, x, y, w, slot, label, perfumers) {
  const g = s("g", { class: "slot", "data-slot": slot.name });
  g.append(s("rect", { x, y, width: w, height: 40, rx: 6, fill: "#fffdf8", stroke: "#a99a88" }));
  g.append(t(x + 5, y + 14, label, { class: "am-tiny" }));
  g.append(t(x + w - 5, y + 34, `${slot.cost} AP`, { class: "am-tiny", "text-anchor": "end" }));
  (perfumers[slot.name] || []).forEach((q, k) => g.append(s("circle", { cx: x + 14 + k * 18, cy: y + 28, r: 8, fill: ctx.colour(q), stroke: "#222" }, [tip(`${ctx.name(q)}'s perfumer`)])));
  g.append(tip(`${slot.name}: ${slot.kind}, ${slot.cost} action point(s)`));
  ctx.act(g, `go ${slot.name}`);
  return g;
}

export function renderAqua(ctx) {
  const v = ctx.view;
  const m = ctx.meta;
  const me = ctx.seat;
  const flowers = m.flowers || ["O", "B", "J", "L", "N", "R"];
  const W = 1280;
  const boardsY = 510, rowH = 124;
  const H = boardsY + v.players * rowH + 10;
  const root = svg(W, H, [], { class: "board aqua" });
  root.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }));
  // ---- time track
  root.append(t(20, 26, `Day ${v.day} of ${v.last_day} · ${v.day_name}${v.end_triggered_by >= 0 ? ` · last Sunday reached by ${ctx.name(v.end_triggered_by)}` : ""}`, { class: "label" }));
  const dw = (W - 40) / (v.last_day + 1);
  for (let d = 0; d <= v.last_day; d++) {
    const sunday = d % v.week_length === 0;
    const x = 20 + d * dw;
    root.append(s("rect", { x, y: 36, width: dw - 2, height: 26, rx: 4, fill: d === v.day ? "#e0a000" : sunday ? "#f3d9a4" : "#fff", stroke: "#b9ab9a" }, [tip(sunday ? `Sunday (day ${d})` : `day ${d}`)]));
    root.append(t(x + dw / 2 - 1, 54, sunday ? "Su" : d, { class: "am-tiny", "text-anchor": "middle" }));
  }
  const bySunday = {};
  (v.deliveries || []).forEach((dl) => (bySunday[dl.sunday] = bySunday[dl.sunday] || []).push(`×${dl.times} ${dl.flowers.join("")}`));
  for (const [sunday, parts] of Object.entries(bySunday)) root.append(t(20 + Number(sunday) * dw, 76, `delivery ${parts.join(" · ")}`, { class: "am-tiny" }, [tip(`flowers delivered on day ${sunday}`)]));
  // ---- perfumers by slot
  const perfumers = {};
  v.players_state.forEach((ps) => { if (ps.perfumer) (perfumers[ps.perfumer] = perfumers[ps.perfumer] || []).push(ps.seat); });
  const slots = Object.fromEntries((m.slots || []).map((sl) => [sl.name, sl]));
  // ---- market
  const mx = 20, my = 100;
  root.append(t(mx, my, "Flower market", { class: "label" }));
  flowers.forEach((f, i) => {
    const x = mx + i * 62;
    const g = s("g", {});
    g.append(chip(x + 25, my + 26, f, f, 14));
    g.append(t(x + 25, my + 58, `${v.market[i]}`, { class: "big am-count", "text-anchor": "middle" }));
    g.append(t(x + 25, my + 74, `reserve ${v.reserve[i]}`, { class: "am-tiny", "text-anchor": "middle" }));
    ctx.pick(g, f);
    root.append(g);
    v.workers.forEach((w, k) => {
      if (w !== f) return;
      const wk = s("g", { class: "am-worker" }, [s("rect", { x: x + 6 + k * 20, y: my + 80, width: 16, height: 16, rx: 3, fill: "#5a4a3a" }), t(x + 14 + k * 20, my + 92, k + 1, { class: "am-tiny", "text-anchor": "middle", fill: "#fff" }), tip(`worker ${k + 1}`)]);
      ctx.pick(wk, `worker ${k + 1}`);
      root.append(wk);
    });
    const sl = slots[`market-${f}`];
    if (sl) root.append(slotBox(ctx, v, x, my + 102, 56, sl, f, perfumers));
  });
  // ---- other action slots
  const groups = [
    ["Apprenticeship", ["base", "spec-1", "spec-2", "skill", "method-1", "method-2"]],
    ["Travel", ["paris", "london", "koln", "firenze"]],
    ["Court", ["court-A1", "court-A2", "court-B1", "court-B2", "court-C", "court-D"]],
    ["Versailles", ["versailles-1", "versailles-2", "versailles-3", "versailles-4"]],
  ];
  groups.forEach(([title, names], gi) => {
    const y = 270 + gi * 58;
    root.append(t(mx, y + 10, title, { class: "am-small" }));
    names.forEach((n, k) => { if (slots[n]) root.append(slotBox(ctx, v, mx + 100 + k * 80, y - 6, 76, slots[n], n.replace(/^(court|versailles)-/, ""), perfumers)); });
  });
  // ---- preference matrix
  const px = 600, py = 100, cs = 40;
  root.append(t(px, py, `Preferences · King ${v.king} · Court ${v.court}`, { class: "label" }));
  root.append(t(px + 48, py + 300, "rows: base · columns: complement", { class: "am-tiny" }));
  flowers.forEach((f, i) => {
    root.append(chip(px + 48 + i * cs + cs / 2, py + 22, f, f, 12));
    root.append(chip(px + 22, py + 42 + i * cs + cs / 2, f, f, 12));
    // the King prefers a base (row), the Court a complement (column)
    if (f === v.court) root.append(t(px + 48 + i * cs + cs / 2, py + 9, "Court", { "text-anchor": "middle", class: "am-court" }, [tip("the Court marker: perfumes with this complement score Court points")]));
    if (f === v.king) root.append(t(px - 4, py + 42 + i * cs + cs / 2 + 5, "♛", { class: "am-king" }, [tip("the King marker: perfumes with this base score King points")]));
  });
  v.cubes.forEach((row, b) => row.forEach((n, c) => {
    const x = px + 48 + c * cs, y = py + 42 + b * cs;
    const g = s("g", {});
    g.append(s("rect", { x, y, width: cs - 2, height: cs - 2, rx: 3, fill: b === c ? "#eee" : "#fff", stroke: "#b9ab9a" }));
    for (let k = 0; k < n; k++) g.append(s("rect", { x: x + 4 + (k % 3) * 11, y: y + 4 + Math.floor(k / 3) * 11, width: 9, height: 9, fill: "#2f6db5" }));
    if (v.originality_on_matrix[b][c]) g.append(s("circle", { cx: x + cs - 10, cy: y + cs - 10, r: 5, fill: "#e0a000" }, [tip("originality token")]));
    g.append(tip(`base ${flowers[b]} × complement ${flowers[c]}: ${n} cube(s)`));
    root.append(g);
  }));
  // ---- coach track and cities
  const cx0 = 920, cy0 = 120;
  root.append(t(cx0, 100, "Coach track", { class: "label" }));
  const cities = Object.fromEntries((m.cities || []).map((c) => [c.space, c]));
  const tl = m.track_length || 10;
  for (let k = 0; k < tl; k++) {
    const x = cx0 + k * 33;
    const city = cities[k];
    const space = s("g", { class: "am-space" }, [s("rect", { x, y: cy0, width: 30, height: 30, rx: 4, fill: k === m.grasse ? "#f3d9a4" : city ? "#dde8f5" : "#fff", stroke: "#a99a88" }, [tip(k === m.grasse ? "Grasse" : city ? city.name : `space ${k}`)])]);
    // your coach moves by clicking the space it goes to (left = towards space 0)
    if (me !== null && me !== undefined) {
      const pos = v.players_state[me].coach;
      if (k === m.grasse && ctx.legal.includes("coach home")) ctx.act(space, "coach home");
      else if (k < pos) ctx.act(space, `coach left ${pos - k}`);
      else if (k > pos) ctx.act(space, `coach right ${k - pos}`);
      else if (ctx.legal.includes("coach stay")) ctx.act(space, "coach stay");
    }
    root.append(space);
    root.append(t(x + 15, cy0 + 44, k === m.grasse ? "Grasse" : city ? city.code : "", { class: "am-tiny", "text-anchor": "middle" }));
    v.players_state.forEach((ps, i) => { if (ps.coach === k) root.append(s("circle", { cx: x + 8 + (i % 2) * 14, cy: cy0 + 8 + Math.floor(i / 2) * 14, r: 6, fill: ctx.colour(ps.seat), stroke: "#222" }, [tip(`${ctx.name(ps.seat)}'s coach`)])); });
  }
  v.piles.forEach((p, i) => {
    const y = cy0 + 60 + i * 22;
    root.append(t(cx0, y + 13, `${p.city}`, { class: "am-small" }));
    p.tiles.forEach((id, k) => {
      const top = id === p.top;
      const b = s("g", { class: "am-box" + (top ? " top" : "") }, [s("rect", { x: cx0 + 26 + k * 38, y, width: 35, height: 18, rx: 4 }), t(cx0 + 30 + k * 38, y + 13, id, { class: "am-tiny" }), tip(`${id}: ${((m.tiles || {})[id] || "").replace(/_/g, " ")}${top ? " (face up on top)" : ""}`)]);
      ctx.act(b, `choose ${id}`);
      root.append(b);
    });
  });
  const topTiles = v.piles.filter((p) => p.top).map((p) => `${p.top} ${((m.tiles || {})[p.top] || "").replace(/_/g, " ")}`);
  const topText = `on top: ${topTiles.join(" · ")}`;
  root.append(t(cx0, cy0 + 158, topText.length > 66 ? topText.slice(0, 65) + "…" : topText, { class: "am-tiny" }, [tip(topText)]));
  // dames
  root.append(t(cx0, 300, "Dames", { class: "label" }));
  v.dames.forEach((d, i) => {
    const g = s("g", { class: "am-dame" }, [
      s("rect", { x: cx0 - 4, y: 306 + i * 16, width: 330, height: 15, rx: 3, fill: "transparent" }),
      t(cx0, 318 + i * 16, `Dame ${d.dame}: favour ${d.favour >= 0 ? ctx.name(d.favour) : "none"} · influence ${v.players_state.map((ps) => ps.influence[d.dame]).join("/")}${d.bonus ? " · bonus " + d.bonus.replace(/_/g, " ") : " · bonus hidden"}`, { class: "am-small" }),
    ]);
    ctx.pick(g, d.dame);
    root.append(g);
  });
  root.append(t(cx0, 396, `Supply: ${v.cube_supply} cubes · ${v.recipes.length} recipes · originality ${v.originality_reserve}`, { class: "am-small" }));
  root.append(t(cx0, 410, `base tiles ${v.base_scent_tiles.join(" ")} · spec ${v.specialisation_tiles.join(" ")}`, { class: "am-small" }));
  root.append(t(cx0, 424, `skills ${v.skill_tiles.join(" ")} · methods ${Object.entries(v.method_tiles).map(([k, n]) => k + " " + n).join(", ")}`, { class: "am-small" }));
  root.append(t(cx0, 438, `letters ${v.letters.join(" ")} · production left ${v.production_left}`, { class: "am-small" }));
  // ---- player boards
  v.players_state.forEach((ps, i) => {
    const q = ps.seat;
    const y = boardsY + i * rowH;
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    g.append(s("rect", { x: 20, y, width: W - 40, height: rowH - 10, rx: 10, class: "panel-bg", stroke: ctx.colour(q) }));
    g.append(t(32, y + 22, `${ctx.name(q)}${q === me ? " (you)" : ""} · ${ps.score} points`, { class: "label", fill: ctx.colour(q) }));
    // sundial: 6 sectors for 0..5 action points
    const sx = 70, sy = y + 70, sr = 30;
    for (let k = 0; k <= 5; k++) {
      const a0 = Math.PI + (k * Math.PI) / 6, a1 = Math.PI + ((k + 1) * Math.PI) / 6;
      const d = `M${sx},${sy} L${sx + sr * Math.cos(a0)},${sy + sr * Math.sin(a0)} A${sr},${sr} 0 0 1 ${sx + sr * Math.cos(a1)},${sy + sr * Math.sin(a1)} z`;
      g.append(s("path", { d, fill: k === ps.action_points ? "#e0a000" : "#fff", stroke: "#8a7a6a" }, [tip(`${k} AP left`)]));
    }
    g.append(t(sx, sy + 16, `${ps.action_points} AP`, { class: "am-small", "text-anchor": "middle" }));
    g.append(t(sx, sy + 30, `prod ${ps.production_points} · legs ${ps.coach_legs}`, { class: "am-tiny", "text-anchor": "middle" }));
    let x = 130;
    g.append(t(x, y + 42, `letter ${ps.letter} · experience ${ps.experience} · originality ${ps.originality} · influence ${Object.entries(ps.influence).map(([d, n]) => d + n).join(" ")} (${ps.influence_supply} left) · favours ${ps.favours.join(" ") || "–"}`, { class: "am-small" }));
    const boxes = [];
    g.append(t(x, y + 60, "flowers", { class: "am-tiny" }));
    let fx = x + 52;
    for (const [f, n] of Object.entries(ps.flowers)) {
      const c = chip(fx, y + 56, f, n, 9);
      if (q === me) { ctx.pick(c, f); boxes.push(c); } else g.append(c);
      fx += 22;
    }
    g.append(t(fx + 6, y + 60, "scents", { class: "am-tiny" }));
    fx += 54;
    for (const [f, n] of Object.entries(ps.scents)) {
      const c = s("g", { class: "am-scent" }, [s("rect", { x: fx - 9, y: y + 47, width: 18, height: 18, rx: 3, fill: FLOWER[f], stroke: "#222" }), t(fx, y + 60, n, { class: "am-chip", "text-anchor": "middle", fill: INK[f] }), tip(`${n} scent(s) ${f}`)]);
      if (q === me) { ctx.pick(c, f); boxes.push(c); } else g.append(c);
      fx += 22;
    }
    g.append(t(x, y + 80, "methods", { class: "am-tiny" }));
    let bx = x + 52;
    const mine = q === me;
    ps.methods.forEach((mm) => {
      const label = mm.method + (mm.stored.length ? " [" + mm.stored.join("") + "]" : "");
      const w = 36 + label.length * 5;
      const b = s("g", { class: "am-box" }, [s("rect", { x: bx, y: y + 68, width: w, height: 18, rx: 4 }), t(bx + 4, y + 81, label, { class: "am-tiny" }), tip(`${mm.method} method${mm.stored.length ? ", storing " + mm.stored.join(" ") : ""}`)]);
      if (mine) ctx.pick(b, mm.method);
      boxes.push(b);
      bx += w + 4;
    });
    g.append(t(bx + 6, y + 80, `curriculum: base ${ps.base_scents.join("") || "–"} · spec ${ps.specialisations.join("") || "–"} · skills ${ps.skills.join(",") || "–"}`, { class: "am-small" }));
    g.append(t(x, y + 102, "perfumes", { class: "am-tiny" }));
    bx = x + 52;
    ps.perfumes.forEach((pf, k) => {
      const label = `${pf.recipe} ${pf.base}+${pf.complements.join("")}${pf.presented ? " ✓" : ""}`;
      const w = 30 + label.length * 5.5;
      const b = s("g", { class: "am-box perfume" }, [s("rect", { x: bx, y: y + 90, width: w, height: 18, rx: 9 }), t(bx + 6, y + 103, label, { class: "am-tiny" }), tip(`perfume ${k + 1}: recipe ${pf.recipe}, base ${pf.base}, complements ${pf.complements.join(" ")}${pf.presented ? ", presented" : ""}`)]);
      if (mine) ctx.pick(b, v.decision === "versailles" ? `present ${k + 1}` : `perfume ${k + 1}`);
      boxes.push(b);
      bx += w + 4;
    });
    if (!ps.perfumes.length) { g.append(t(bx, y + 103, "none", { class: "am-tiny" })); bx += 24; }
    bx += 20;
    g.append(t(bx, y + 103, "city tiles", { class: "am-tiny" }));
    bx += 48;
    ps.city_tiles.forEach((id) => {
      const b = s("g", { class: "am-box" }, [s("rect", { x: bx, y: y + 90, width: 40, height: 18, rx: 4 }), t(bx + 5, y + 103, id, { class: "am-tiny" }), tip(`${id}: ${(m.tiles || {})[id] || ""}`)]);
      if (mine) ctx.act(b, `flip ${id}`);
      boxes.push(b);
      bx += 44;
    });
    g.append(t(bx + 6, y + 103, `· ${ps.flipped_tiles.length} flipped`, { class: "am-tiny" }));
    // the decisions that are not a place on the board, as buttons on your own board
    if (mine) {
      const verbs = ["produce", "collect", "done", "end turn", "extra turn", "coach home", "coach stay", "court down"].filter((a) => ctx.legal.includes(a));
      verbs.forEach((a, k) => {
        const b = s("g", { class: "svg-button" }, [s("rect", { x: W - 150, y: y + 8 + k * 34, width: 120, height: 28, rx: 7 }), t(W - 90, y + 27 + k * 34, a, { "text-anchor": "middle", class: "am-btn" })]);
        ctx.act(b, a);
        boxes.push(b);
      });
    }
    root.append(g);
    boxes.forEach((b) => root.append(b));
  });
  return root;
}
