// Aqua Mirabilis: the time track with its Sundays and deliveries, the flower market and its
// workers, the action spaces with the perfumers, the preference matrix with cubes, originality
// tokens and the King and Court, the coach track and the city piles, the Dames, the open recipes
// (base, complements and level on each card), and each perfumer's board (sundial, flowers,
// methods, scents, perfumes, letter, lessons, city tiles, favours). Every name and effect comes
// from the game's words (ctx.w, ctx.fx, ctx.tipw); no id or notation is shown.
import { s, svg, t } from "../ui.js";

const FLOWER = { O: "#f08c00", B: "#7b4fa0", J: "#f2d24b", L: "#8e7cc3", N: "#e8e8d0", R: "#d9435e" };
const INK = { O: "#000", B: "#fff", J: "#000", L: "#fff", N: "#000", R: "#fff" };
const SHORT_VERBS = {
  produce: "Produce", collect: "Collect", done: "Done", "end turn": "End turn", "extra turn": "Extra turn",
  "coach home": "Coach home", "coach stay": "Coach stays", "court down": "Court down", "gift token": "Gift a token",
};

export function renderAqua(ctx) {
  const v = ctx.view;
  const m = ctx.meta || {};
  const me = ctx.seat;
  const W = ctx.words || {};
  const entry = (kind, id) => (W[kind] || {})[String(id)] || {};
  const w = (kind, id) => (ctx.w ? ctx.w(kind, id) : entry(kind, id).name || "?");
  const fx = (kind, id) => (ctx.fx ? ctx.fx(kind, id) : entry(kind, id).effect || "");
  const field = (kind, id, f) => entry(kind, id)[f] || "";
  const tip = (node, text) => (ctx.tip ? ctx.tip(node, text) : node);
  const tipw = (node, kind, id) => (ctx.tipw ? ctx.tipw(node, kind, id) : node);
  const label = (a) => { const i = ctx.legal.indexOf(a); return (ctx.labels && ctx.labels[i]) || ""; };
  const name = (q) => (ctx.name ? ctx.name(q) : w("seat", q));
  const fl = (f) => w("flower", f);
  const ab = (f) => field("flower", f, "abbr") || fl(f).slice(0, 3);
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many || one + "s"}`;
  const list = (xs) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
  const flowers = m.flowers || ["O", "B", "J", "L", "N", "R"];
  const perfumeWords = (pf) => `${fl(pf.base)} with ${list(pf.complements.map(fl))}`;

  function chip(x, y, f, text, r = 11) {
    const g = s("g", {}, [s("circle", { cx: x, cy: y, r, fill: FLOWER[f] || "#ccc", stroke: "#6b5b4b" }),
      t(x, y + 4, text, { "text-anchor": "middle", class: "am-chip", fill: INK[f] || "#000" })]);
    return tip(g, `${fl(f)}\n${fx("flower", f)}`);
  }

  const Wd = 1280;
  const recipesY = 506, boardsY = 572, rowH = 124;
  const H = boardsY + v.players * rowH + 10;
  const root = svg(Wd, H, [], { class: "board aqua" });
  root.append(s("rect", { width: Wd, height: H, rx: 14, class: "felt" }));

  // ---- header and time track
  const end = v.end_triggered_by >= 0 ? ` · ${w("end", "last_sunday")} by ${name(v.end_triggered_by)}` : "";
  const deciding = v.to_act.length ? ` · ${v.to_act.map(name).join(", ")}: ${w("decision", v.decision)}` : "";
  root.append(tipw(t(20, 26, `${w("day", v.day_space)} · day ${v.day} of ${v.last_day}${deciding}${end}`, { class: "label" }), "day", v.day_space));
  const track = v.track || [];
  const dw = (Wd - 40) / (v.last_day + 1);
  track.forEach((space, d) => {
    const sunday = d % v.week_length === 0;
    const x = 20 + d * dw;
    const box = s("g", {}, [s("rect", { x, y: 36, width: dw - 2, height: 26, rx: 4, fill: d === v.day ? "#e0a000" : sunday ? "#f3d9a4" : "#fff", stroke: "#b9ab9a" }),
      t(x + dw / 2 - 1, 54, w("day", space).includes("Sunday") ? "Sun" : w("day", space).slice(0, 3), { class: "am-tiny", "text-anchor": "middle" })]);
    root.append(tipw(box, "day", space));
  });
  const bySunday = {};
  (v.deliveries || []).forEach((dl) => {
    const got = (bySunday[dl.sunday] = bySunday[dl.sunday] || {});
    dl.flowers.forEach((f) => { got[f] = (got[f] || 0) + dl.times; });
  });
  for (const [sunday, got] of Object.entries(bySunday)) {
    const fs = flowers.filter((f) => got[f]);
    const x = Math.min(20 + Number(sunday) * dw - 60, Wd - 250);
    const node = t(x, 76, `delivers ${fs.map((f) => `${got[f]} ${ab(f)}`).join(" ")}`, { class: "am-tiny" });
    root.append(tip(node, `${w("day", track[Number(sunday)] || "sun-0")}: the market receives ${list(fs.map((f) => `${got[f]} ${fl(f)}`))} flowers`));
  }

  // ---- perfumers by action space
  const perfumers = {};
  v.players_state.forEach((ps) => { if (ps.perfumer) (perfumers[ps.perfumer] = perfumers[ps.perfumer] || []).push(ps.seat); });
  const slots = Object.fromEntries((m.slots || []).map((sl) => [sl.name, sl]));
  function slotBox(x, y, width, slot) {
    const g = s("g", { class: "slot", "data-slot": slot.name });
    g.append(s("rect", { x, y, width, height: 40, rx: 6, fill: "#fffdf8", stroke: "#a99a88" }));
    g.append(t(x + 5, y + 14, field("slot", slot.name, "tag") || w("slot", slot.name), { class: "am-tiny" }));
    g.append(t(x + width - 5, y + 34, `${slot.cost} ${slot.cost === 1 ? "point" : "points"}`, { class: "am-tiny", "text-anchor": "end" }));
    (perfumers[slot.name] || []).forEach((q, k) => g.append(tip(s("circle", { cx: x + width - 10 - k * 16, cy: y + 11, r: 7, fill: ctx.colour(q), stroke: "#222" }), `${name(q)}'s perfumer\n${fx("piece", "perfumer")}`)));
    tip(g, `${w("slot", slot.name)} (${field("slot", slot.name, "area")})\n${fx("slot", slot.name)}`);
    ctx.act(g, `go ${slot.name}`);
    return g;
  }

  // ---- market
  const mx = 20, my = 100;
  root.append(tipw(t(mx, my, w("area", "market"), { class: "label" }), "area", "market"));
  flowers.forEach((f, i) => {
    const x = mx + i * 62;
    const g = s("g", {});
    g.append(chip(x + 25, my + 26, f, ab(f), 15));
    g.append(t(x + 25, my + 58, `${v.market[i]}`, { class: "big am-count", "text-anchor": "middle" }));
    g.append(t(x + 25, my + 74, `reserve ${v.reserve[i]}`, { class: "am-tiny", "text-anchor": "middle" }));
    tip(g, `${fl(f)}: ${plural(v.market[i], "flower")} in the market, ${v.reserve[i]} in the reserve\n${fx("flower", f)}`);
    ctx.pick(g, f);
    root.append(g);
    v.workers.forEach((wf, k) => {
      if (wf !== f) return;
      const wk = s("g", { class: "am-worker" }, [s("rect", { x: x + 6 + k * 20, y: my + 80, width: 16, height: 16, rx: 3, fill: "#5a4a3a" }), t(x + 14 + k * 20, my + 92, k + 1, { class: "am-tiny", "text-anchor": "middle", fill: "#fff" })]);
      tip(wk, `${w("piece", "worker")} ${k + 1}, at the ${fl(f)} basket\n${fx("piece", "worker")}`);
      ctx.pick(wk, `worker ${k + 1}`);
      root.append(wk);
    });
    const sl = slots[`market-${f}`];
    if (sl) root.append(slotBox(x, my + 102, 56, sl));
  });

  // ---- the other action spaces
  const groups = [
    ["apprenticeship", ["base", "spec-1", "spec-2", "skill", "method-1", "method-2"]],
    ["travel", ["paris", "london", "koln", "firenze"]],
    ["court", ["court-A1", "court-A2", "court-B1", "court-B2", "court-C", "court-D"]],
    ["versailles", ["versailles-1", "versailles-2", "versailles-3", "versailles-4"]],
  ];
  groups.forEach(([area, names], gi) => {
    const y = 270 + gi * 58;
    root.append(tipw(t(mx, y + 10, w("area", area), { class: "am-small" }), "area", area));
    names.forEach((n, k) => { if (slots[n]) root.append(slotBox(mx + 100 + k * 80, y - 6, 76, slots[n])); });
  });

  // ---- preference matrix (drawn with bases as rows, complements as columns)
  const px = 600, py = 100, cs = 40;
  root.append(tipw(t(px, py, field("area", "matrix", "short"), { class: "label" }), "area", "matrix"));
  root.append(tip(t(px + 8, py + 300, `♛ ${w("piece", "king")}: ${fl(v.king)} · ${w("piece", "court")}: ${fl(v.court)}`, { class: "am-small" }), `${w("piece", "king")} prefers ${fl(v.king)} bases (rows), ${w("piece", "court")} ${fl(v.court)} complements (columns)`));
  flowers.forEach((f, i) => {
    root.append(chip(px + 48 + i * cs + cs / 2, py + 22, f, ab(f), 13));
    root.append(chip(px + 22, py + 42 + i * cs + cs / 2, f, ab(f), 13));
    if (f === v.court) root.append(tip(t(px + 48 + i * cs + cs / 2, py + 9, w("piece", "court"), { "text-anchor": "middle", class: "am-court" }), `${w("piece", "court")} prefers ${fl(f)} complements\n${fx("piece", "court")}`));
    if (f === v.king) root.append(tip(t(px - 4, py + 42 + i * cs + cs / 2 + 5, "♛", { class: "am-king" }), `${w("piece", "king")} prefers ${fl(f)} bases\n${fx("piece", "king")}`));
  });
  v.cubes.forEach((row, b) => row.forEach((n, c) => {
    const x = px + 48 + c * cs, y = py + 42 + b * cs;
    const g = s("g", {});
    g.append(s("rect", { x, y, width: cs - 2, height: cs - 2, rx: 3, fill: b === c ? "#eee" : "#fff", stroke: "#b9ab9a" }));
    for (let k = 0; k < n; k++) g.append(s("rect", { x: x + 4 + (k % 3) * 11, y: y + 4 + Math.floor(k / 3) * 11, width: 9, height: 9, fill: "#2f6db5" }));
    const token = v.originality_on_matrix[b][c];
    if (token) g.append(s("circle", { cx: x + cs - 10, cy: y + cs - 10, r: 5, fill: "#e0a000" }));
    if (b === c) tip(g, `${fl(flowers[b])} with itself: no such perfume`);
    else tip(g, `${fl(flowers[b])} base with ${fl(flowers[c])}: ${plural(n, "blue cube")} of ${v.subcells}${token ? ", the originality token still there" : ""}\n${fx("piece", "cube")}`);
    root.append(g);
  }));

  // ---- coach track and cities
  const cx0 = 920, cy0 = 120;
  root.append(tipw(t(cx0, 100, w("area", "coach"), { class: "label" }), "area", "coach"));
  const cities = Object.fromEntries((m.cities || []).map((c) => [c.space, c]));
  const tl = m.track_length || 10;
  for (let k = 0; k < tl; k++) {
    const x = cx0 + k * 33;
    const city = cities[k];
    const place = k === m.grasse ? w("town", "grasse") : city ? w("town", city.code) : "";
    const space = s("g", { class: "am-space" }, [s("rect", { x, y: cy0, width: 30, height: 30, rx: 4, fill: k === m.grasse ? "#f3d9a4" : city ? "#dde8f5" : "#fff", stroke: "#a99a88" })]);
    if (k === m.grasse) tipw(space, "town", "grasse");
    else if (city) tipw(space, "town", city.code);
    else tip(space, "A leg of the road");
    if (me !== null && me !== undefined) {
      const pos = v.players_state[me].coach;
      if (k === m.grasse && ctx.legal.includes("coach home")) ctx.act(space, "coach home");
      else if (k < pos) ctx.act(space, `coach left ${pos - k}`);
      else if (k > pos) ctx.act(space, `coach right ${k - pos}`);
      else if (ctx.legal.includes("coach stay")) ctx.act(space, "coach stay");
    }
    root.append(space);
    if (place) root.append(t(x + 15, cy0 + 44, place.slice(0, 7), { class: "am-tiny", "text-anchor": "middle" }));
    v.players_state.forEach((ps, i) => { if (ps.coach === k) root.append(tip(s("circle", { cx: x + 8 + (i % 2) * 14, cy: cy0 + 8 + Math.floor(i / 2) * 14, r: 6, fill: ctx.colour(ps.seat), stroke: "#222" }), `${name(ps.seat)}'s coach\n${fx("piece", "coach")}`)); });
  }
  v.piles.forEach((p, i) => {
    const y = cy0 + 58 + i * 26;
    root.append(tipw(t(cx0, y + 13, w("town", p.city), { class: "am-small" }), "town", p.city));
    p.tiles.forEach((id, k) => {
      const top = id === p.top;
      const b = s("g", { class: "am-box" + (top ? " top" : "") }, [s("rect", { x: cx0 + 58 + k * 16, y: y + 2, width: 13, height: 16, rx: 3 })]);
      tip(b, `${w("city", id)}${top ? " (face up on top)" : ""}\n${fx("city", id)}`);
      ctx.act(b, `choose ${id}`);
      root.append(b);
    });
    if (p.top) root.append(tip(t(cx0 + 62 + p.tiles.length * 16, y + 14, field("city", p.top, "short"), { class: "am-tiny" }), `${w("city", p.top)} (on top)\n${fx("city", p.top)}`));
    else root.append(t(cx0 + 58, y + 14, "no tile left", { class: "am-tiny" }));
  });
  // ---- the Dames, then the supply and the lessons left
  root.append(t(cx0, 300, "Dames", { class: "label" }));
  v.dames.forEach((d, i) => {
    const y = 306 + i * 24;
    const infl = v.players_state.filter((ps) => ps.influence[d.dame]).map((ps) => `${name(ps.seat)} ${ps.influence[d.dame]}`);
    const g = s("g", { class: "am-dame" }, [
      s("rect", { x: cx0 - 4, y, width: 350, height: 23, rx: 3, fill: "transparent" }),
      t(cx0, y + 11, `${w("dame", d.dame)} · favour ${d.favour >= 0 ? name(d.favour) : "free"} · bonus ${d.bonus ? w("bonus", d.bonus) : "hidden"}`, { class: "am-small" }),
      t(cx0 + 10, y + 21, `influence ${infl.length ? infl.join(", ") : "none"}`, { class: "am-tiny" }),
    ]);
    tip(g, `${w("dame", d.dame)}\n${fx("dame", d.dame)}${d.bonus ? `\nBonus: ${w("bonus", d.bonus)}. ${fx("bonus", d.bonus)}` : ""}`);
    ctx.pick(g, d.dame);
    root.append(g);
  });
  const skills = ["flower", "production", "coach"].map((k, i) => `${w("skill", k)} ${v.skill_tiles[i]}`);
  const methods = Object.entries(v.method_tiles).filter(([, n]) => n).map(([k, n]) => `${w("method", k)} ${n}`);
  const lines = [
    [`Supply: ${plural(v.cube_supply, "blue cube")} · ${plural(v.originality_reserve, "originality token")}`, `${w("piece", "cube")}: ${fx("piece", "cube")}\n${w("piece", "originality")}: ${fx("piece", "originality")}`],
    [`Base-scent tiles left: ${flowers.filter((f, i) => v.base_scent_tiles[i]).map(ab).join(" ") || "none"}`, `${w("tile", "base")}\n${fx("tile", "base")}`],
    [`Specialisations left: ${flowers.filter((f, i) => v.specialisation_tiles[i]).map(ab).join(" ") || "none"}`, `${w("tile", "spec")}\n${fx("tile", "spec")}`],
    [`Skills left: ${skills.join(", ")}`, `${w("tile", "skill")}\n${fx("tile", "skill")}`],
    [`Methods left: ${methods.join(", ") || "none"}`, `${w("tile", "method")}\n${fx("tile", "method")}`],
    [`Letters left: ${v.letters.map((n, i) => `${w("letter", i + 1)} ${n}`).join(", ")}`, "Letters of reference: two of each level"],
  ];
  if (v.production_left) lines.push([`${plural(v.production_left, "production point")} left to spend`, "Production points of this production"]);
  if (v.coach_legs_left) lines.push([`The coach may move up to ${plural(v.coach_legs_left, "leg")}`, fx("piece", "coach")]);
  lines.forEach(([text, help], k) => root.append(tip(t(cx0, 414 + k * 12, text, { class: "am-tiny" }), help)));

  // ---- the open recipes: base, complements and level on each card
  root.append(tipw(t(mx, recipesY - 6, `Open recipes (${v.recipes.length})`, { class: "am-small" }), "piece", "recipe"));
  v.recipes.forEach((id, k) => {
    const e = entry("recipe", id);
    const x = mx + k * 35, y = recipesY;
    const card = s("g", { class: "am-box am-recipe" }, [
      s("rect", { x, y, width: 32, height: 50, rx: 4, fill: "#fffdf8" }),
      s("rect", { x: x + 2, y: y + 2, width: 28, height: 14, rx: 3, style: `fill:${FLOWER[e.base] || "#ccc"}` }),
      t(x + 16, y + 13, ab(e.base), { class: "am-tiny", "text-anchor": "middle", fill: INK[e.base] || "#000" }),
      t(x + 16, y + 30, e.slots === 2 ? "+ 2" : "+ 1", { class: "am-tiny", "text-anchor": "middle" }),
      t(x + 16, y + 44, `lv ${e.level}`, { class: "am-tiny", "text-anchor": "middle" }),
    ]);
    tipw(card, "recipe", id);
    ctx.act(card, `recipe ${id}`);
    root.append(card);
  });

  // ---- the perfumers' boards
  v.players_state.forEach((ps, i) => {
    const q = ps.seat;
    const y = boardsY + i * rowH;
    const mine = q === me;
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    g.append(s("rect", { x: 20, y, width: Wd - 40, height: rowH - 10, rx: 10, class: "panel-bg", stroke: ctx.colour(q) }));
    g.append(t(32, y + 22, `${name(q)}${mine ? " (you)" : ""} · ${plural(ps.score, "point")}`, { class: "label", fill: ctx.colour(q) }));
    // sundial: 6 sectors for 0..5 action points
    const sx = 70, sy = y + 70, sr = 30;
    for (let k = 0; k <= 5; k++) {
      const a0 = Math.PI + (k * Math.PI) / 6, a1 = Math.PI + ((k + 1) * Math.PI) / 6;
      const d = `M${sx},${sy} L${sx + sr * Math.cos(a0)},${sy + sr * Math.sin(a0)} A${sr},${sr} 0 0 1 ${sx + sr * Math.cos(a1)},${sy + sr * Math.sin(a1)} z`;
      g.append(tip(s("path", { d, fill: k === ps.action_points ? "#e0a000" : "#fff", stroke: "#8a7a6a" }), `${plural(k, "action point")} left`));
    }
    const dial = s("g", {}, [t(sx, sy + 16, plural(ps.action_points, "action point"), { class: "am-tiny", "text-anchor": "middle" }),
      t(sx, sy + 30, `produce ${ps.sundial_production} · coach ${ps.sundial_coach_legs}`, { class: "am-tiny", "text-anchor": "middle" })]);
    g.append(tip(dial, `${w("piece", "sundial")}: ${plural(ps.action_points, "action point")} left; producing now gives ${plural(ps.sundial_production, "production point")} and ${plural(ps.sundial_coach_legs, "coach leg")}\n${fx("piece", "sundial")}`));
    const x = 130;
    const infl = Object.entries(ps.influence).filter(([, n]) => n).map(([d, n]) => `${w("dame", d)} ${n}`);
    const status = `${w("letter", ps.letter)} · experience ${ps.experience} · ${plural(ps.originality, "originality token")} · influence ${infl.join(", ") || "none"} (${ps.influence_supply} left) · favours ${ps.favours.map((d) => w("dame", d)).join(", ") || "none"}`;
    g.append(tip(t(x, y + 42, status, { class: "am-small" }), `${w("letter", ps.letter)}\n${fx("letter", ps.letter)}`));
    const boxes = [];
    g.append(t(x, y + 60, "flowers", { class: "am-tiny" }));
    let fx0 = x + 52;
    for (const [f, n] of Object.entries(ps.flowers)) {
      const c = chip(fx0, y + 56, f, n, 9);
      tip(c, `${plural(n, `${fl(f)} flower`)}\n${fx("flower", f)}`);
      if (mine) { ctx.pick(c, f); boxes.push(c); } else g.append(c);
      fx0 += 22;
    }
    g.append(t(fx0 + 6, y + 60, "scents", { class: "am-tiny" }));
    fx0 += 54;
    for (const [f, n] of Object.entries(ps.scents)) {
      const c = s("g", { class: "am-scent" }, [s("rect", { x: fx0 - 9, y: y + 47, width: 18, height: 18, rx: 3, fill: FLOWER[f], stroke: "#222" }), t(fx0, y + 60, n, { class: "am-chip", "text-anchor": "middle", fill: INK[f] })]);
      tip(c, `${plural(n, `${fl(f)} scent`)}`);
      if (mine) { ctx.pick(c, f); boxes.push(c); } else g.append(c);
      fx0 += 22;
    }
    g.append(t(x, y + 80, "methods", { class: "am-tiny" }));
    let bx = x + 52;
    ps.methods.forEach((mm) => {
      const text = w("method", mm.method) + (mm.stored.length ? ` (${mm.stored.map(ab).join(" ")})` : "");
      const width = 16 + text.length * 5.6;
      const b = s("g", { class: "am-box" }, [s("rect", { x: bx, y: y + 68, width, height: 18, rx: 4 }), t(bx + 5, y + 81, text, { class: "am-tiny" })]);
      tip(b, `${w("method", mm.method)}${mm.stored.length ? `, holding ${list(mm.stored.map(fl))}` : ""}\n${fx("method", mm.method)}`);
      if (mine) ctx.pick(b, mm.method);
      boxes.push(b);
      bx += width + 4;
    });
    const learned = [...ps.base_scents.map((f) => `${fl(f)} base`), ...ps.specialisations.map((f) => `${fl(f)} specialist`), ...ps.skills.map((k) => w("skill", k))];
    const cur = t(bx + 6, y + 80, `lessons: ${learned.join(", ") || "none"}`, { class: "am-small" });
    g.append(tip(cur, [...ps.base_scents.map((f) => `${fl(f)} base: ${fx("tile", "base")}`), ...ps.specialisations.map((f) => `${fl(f)} specialist: ${fx("tile", "spec")}`), ...ps.skills.map((k) => `${w("skill", k)}: ${fx("skill", k)}`)].join("\n") || "No lesson learned yet"));
    g.append(t(x, y + 102, "perfumes", { class: "am-tiny" }));
    bx = x + 52;
    ps.perfumes.forEach((pf, k) => {
      const e = entry("recipe", pf.recipe);
      const text = `${ab(pf.base)} + ${pf.complements.map(ab).join(" ")} · lv ${e.level}${pf.presented ? " ✓" : ""}`;
      const width = 20 + text.length * 5.6;
      const b = s("g", { class: "am-box perfume" }, [s("rect", { x: bx, y: y + 90, width, height: 18, rx: 9 }), t(bx + 8, y + 103, text, { class: "am-tiny" })]);
      tip(b, `Perfume ${k + 1}: ${perfumeWords(pf)}${pf.presented ? " (presented since Sunday)" : ""}\n${w("recipe", pf.recipe)}`);
      if (mine) ctx.pick(b, v.decision === "versailles" ? `present ${k + 1}` : `perfume ${k + 1}`);
      boxes.push(b);
      bx += width + 4;
    });
    if (!ps.perfumes.length) { g.append(t(bx, y + 103, "none", { class: "am-tiny" })); bx += 24; }
    bx += 16;
    g.append(t(bx, y + 103, "city tiles", { class: "am-tiny" }));
    bx += 48;
    ps.city_tiles.forEach((id) => {
      const text = field("city", id, "short");
      const width = 14 + text.length * 5.2;
      const b = s("g", { class: "am-box" }, [s("rect", { x: bx, y: y + 90, width, height: 18, rx: 4 }), t(bx + 5, y + 103, text, { class: "am-tiny" })]);
      tip(b, `${w("city", id)}\n${fx("city", id)}`);
      if (mine) ctx.act(b, `flip ${id}`);
      boxes.push(b);
      bx += width + 4;
    });
    const backs = ps.flipped_tiles.reduce((a, id) => a + Number(field("city", id, "back") || 0), 0);
    g.append(tip(t(bx + 6, y + 103, `${ps.flipped_tiles.length} flipped`, { class: "am-tiny" }), ps.flipped_tiles.length ? `Flipped: ${ps.flipped_tiles.map((id) => w("city", id)).join("; ")} (${plural(backs, "point")} at the end)` : "No city tile flipped yet"));
    // the decisions that are not a place on the board, as buttons on your own board
    if (mine) {
      Object.keys(SHORT_VERBS).filter((a) => ctx.legal.includes(a)).forEach((a, k) => {
        const b = s("g", { class: "svg-button" }, [s("rect", { x: Wd - 150, y: y + 8 + k * 34, width: 120, height: 28, rx: 7 }), t(Wd - 90, y + 27 + k * 34, SHORT_VERBS[a], { "text-anchor": "middle", class: "am-btn" })]);
        tip(b, label(a) || SHORT_VERBS[a]);
        ctx.act(b, a);
        boxes.push(b);
      });
    }
    root.append(g);
    boxes.forEach((b) => root.append(b));
  });
  return root;
}
