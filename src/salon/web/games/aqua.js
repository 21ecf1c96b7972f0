// Aqua Mirabilis, laid out in readable sections stacked in one board (no text under 12 px at
// scale 1): the time track; the flower market with its workers and benches, the other action
// spaces and the preference matrix with cubes, originality tokens, King and Court; the coach
// track with the city piles, and the Dames; the apprenticeship tiles left (base scents,
// specialisations, skills, methods); the open recipes as cards (base, complements, level); the
// perfumers' boards, yours last on a wide screen (docked under the box by the table page where
// the board is taller than the window), first on a phone. Every kind of move is a drawn piece:
// a space, a tile, a recipe card, a flower or scent, a method, a perfume, a Dame, a coach space,
// or a button on your board. Every name and effect comes from the game's words (ctx.w, ctx.fx,
// ctx.tipw); no id or notation is shown. Pieces carry keys (ctx.key) for the last-move marks,
// and the section of the current decision carries data-focus.
import { s, sayText, svg, t, wrapWords } from "../ui.js";
import { FLOWER, INK, kit } from "./aqua_kit.js";
import { drawSeat } from "./aqua_seat.js";

/** The section each decision acts on (brought into view by the table page). */
const REGION = {
  turn: "spaces", workers: "market", extra_flower: "market", two_scents: "market", apprenticeship: "supply",
  drop_method: "own", gift: "own", move_token: "dames", release_favour: "dames", place_influence: "dames",
  versailles: "own", produce: "own", store: "own", coach: "coach", city_tile: "coach", coach_home: "coach",
  recipe_discard: "own", recipe_complete: "own", choose_recipe: "recipes", end_of_turn: "own", final_parade: "recipes",
};
const W = 980;
const SEAT_H = 200;

/** Where the day marker stands, in the words file's words: "day 3 of 20", or at the first
 * Sunday (day 0, before any day is played) "20 days to come". */
const dayOf = (ctx, v) => sayText(ctx.words, v.day ? "day_of" : "day_start", { day: v.day, days: v.last_day });

export function renderAqua(ctx) {
  const h = kit(ctx);
  // a phone: the preference matrix under the action spaces, not beside them
  const P = ctx.shape === "portrait";
  // a phone shows one section at a time: each that draws the flowers' short names names them in
  // full under it (a laptop shows the time track's legend with them)
  const LEGEND_H = P ? 40 : 0;
  const SPACES_H = (P ? 830 : 420) + LEGEND_H;
  const legend = (g, x, y) => {
    if (!P) return;
    const text = `Flowers: ${flowers.map((f) => `${ab(f)} ${fl(f)}`).join(" · ")}`;
    wrapWords(text, 48).slice(0, 2).forEach((line, i) => g.append(t(x, y + i * 15, line, { class: "am-tiny" })));
  };
  const { v, m, me, legal, Wd, entry, w, fx, field, tip, tipw, key, name, fl, ab, plural, list, flowers, either, decision, mine, act, pick, chip, box, recipeCard } = h;

  function section(id, x, y, width, height, title, area) {
    const g = s("g", { class: "am-section", "data-region": id });
    // a player's board keeps its two columns side by side on a phone (one band, wrapped whole)
    if (id === "own" || id.startsWith("seat")) g.setAttribute("data-band", "");
    // your board docked, another perfumer's in the drawer their panel opens; each named
    const seatOf = id.startsWith("seat") ? Number(id.slice(4)) : null;
    const label = id === "own" ? name(me) : seatOf !== null ? name(seatOf) : id === "track" ? w("area", "time")
      : id === "spaces" ? ["market", "travel", "court", "versailles"].map((a) => entry("area", a).short || w("area", a)).join(" · ") : title || id;
    sections.push([id, x - 3, y - 3, width + 6, height + 6, id === "own" ? "dock" : seatOf !== null ? `area${seatOf}` : "", label]);
    if (REGION[decision] === id && mine) g.setAttribute("data-focus", "");
    g.append(s("rect", { x, y, width, height, rx: 10, class: "am-sec-bg" }));
    if (title) g.append(area ? tipw(t(x + 12, y + 22, title, { class: "label" }), "area", area) : t(x + 12, y + 22, title, { class: "label" }));
    root.append(g);
    return g;
  }

  // the sections, top to bottom, and the board's height; each also a board of its own, laid
  // out side by side (a wide screen) or stacked (a phone) by the page
  const sections = [];
  const Y = {};
  let y = 0;
  const place = (id, h) => { Y[id] = y; y += h + 10; };
  const TRACK_H = 100 + 16 * Math.max(1, new Set((v.deliveries || []).map((dl) => dl.sunday)).size);
  place("track", TRACK_H);
  // your own board: last, docked under the box on a wide screen (data-dock, the table page keeps
  // it in view); first on a narrow one, where nothing docks
  const seated = me !== null && me !== undefined;
  const docks = seated;
  const others = v.players_state.map((ps) => ps.seat).filter((q) => q !== me);
  const seatsOrder = docks ? [...others, me] : seated ? [me, ...others] : others;
  if (seated && !docks) place("own", SEAT_H + LEGEND_H);
  place("spaces", SPACES_H);
  place("coach", 250);
  place("supply", 150);
  place("recipes", 236 + LEGEND_H);
  seatsOrder.forEach((q) => { if (q !== me || docks) place(q === me ? "own" : `seat${q}`, SEAT_H + LEGEND_H); });
  const H = y;
  const root = svg(W, H, [], { class: "board aqua" });
  root.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }));

  // ---- the time track
  {
    const y0 = Y.track;
    const g = section("track", 10, y0, W - 20, TRACK_H);
    const end = v.end_triggered_by >= 0 ? ` · ${w("end", "last_sunday")} by ${name(v.end_triggered_by)}` : "";
    const deciding = v.to_act.length ? ` · ${v.to_act.map(name).join(", ")}: ${w("decision", v.decision)}` : "";
    g.append(key(tipw(t(22, y0 + 22, `${w("day", v.day_space)} · ${dayOf(ctx, v)}${deciding}${end}`, { class: "label" }), "day", v.day_space), "day"));
    const track = v.track || [];
    const dw = (W - 44) / (v.last_day + 1);
    track.forEach((space, d) => {
      const sunday = d % v.week_length === 0;
      const x = 22 + d * dw;
      const word = w("day", space);
      const b = s("g", {}, [s("rect", { x, y: y0 + 32, width: dw - 2, height: 26, rx: 4, fill: d === v.day ? "#e0a000" : sunday ? "#f3d9a4" : "#fff", stroke: "#b9ab9a" }),
        t(x + dw / 2 - 1, y0 + 50, word.includes("Sunday") ? "Sun" : word.slice(0, 3), { class: "am-tiny", "text-anchor": "middle" })]);
      g.append(tipw(b, "day", space));
    });
    const bySunday = {};
    (v.deliveries || []).forEach((dl) => {
      const got = (bySunday[dl.sunday] = bySunday[dl.sunday] || {});
      dl.flowers.forEach((f) => { got[f] = (got[f] || 0) + dl.times; });
    });
    // the flowers' short names on the board's chips, in full once (from the words file)
    const legendText = flowers.map((f) => `${ab(f)} ${fl(f)}`).join(" · ");
    g.append(tip(t(22, y0 + 78, `Flowers: ${legendText}`, { class: "am-tiny" }), legendText));
    // the deliveries still to come, one Sunday a line, the flowers named in full
    let dy = y0 + 98;
    g.append(t(22, dy, "Deliveries:", { class: "am-tiny" }));
    for (const [sunday, got] of Object.entries(bySunday)) {
      const fs = flowers.filter((f) => got[f]);
      const text = `${w("day", track[Number(sunday)] || "sun-0")}: ${list(fs.map((f) => `${got[f]} ${fl(f)}`))}`;
      const node = t(98, dy, text, { class: "am-tiny" });
      g.append(tip(node, `${w("day", track[Number(sunday)] || "sun-0")}: the market receives ${list(fs.map((f) => `${got[f]} ${fl(f)}`))} flowers`));
      dy += 16;
    }
    if (!Object.keys(bySunday).length) g.append(t(98, dy, "none left", { class: "am-tiny" }));
  }

  // ---- perfumers by action space
  const perfumers = {};
  v.players_state.forEach((ps) => { if (ps.perfumer) (perfumers[ps.perfumer] = perfumers[ps.perfumer] || []).push(ps.seat); });
  const slots = Object.fromEntries((m.slots || []).map((sl) => [sl.name, sl]));
  function slotBox(parent, x, y0, width, slot) {
    const g = s("g", { class: "slot", "data-slot": slot.name });
    g.append(s("rect", { x, y: y0, width, height: 46, rx: 6, fill: "#fffdf8", stroke: "#a99a88" }));
    g.append(t(x + 6, y0 + 17, field("slot", slot.name, "tag") || w("slot", slot.name), { class: "am-tiny" }));
    g.append(t(x + 6, y0 + 38, `${slot.cost} ${slot.cost === 1 ? "point" : "points"}`, { class: "am-tiny" }));
    (perfumers[slot.name] || []).forEach((q, k) => g.append(tip(s("circle", { cx: x + width - 11 - k * 17, cy: y0 + 32, r: 8, fill: ctx.colour(q), stroke: "#222" }), `${name(q)}'s perfumer\n${fx("piece", "perfumer")}`)));
    tip(g, `${w("slot", slot.name)} (${field("slot", slot.name, "area")})\n${fx("slot", slot.name)}`);
    act(g, `go ${slot.name}`);
    key(g, `slot ${slot.name}`, (perfumers[slot.name] || []).join(","));
    parent.append(g);
  }

  // ---- market, action spaces and the preference matrix
  {
    const y0 = Y.spaces;
    const g = section("spaces", 10, y0, W - 20, SPACES_H);
    // on a phone, wrapped as a whole: each flower's column (count, reserve, workers, benches) stays together
    const mk = s("g", { "data-region": "market", "data-band": "" });
    if (REGION[decision] === "market" && mine) mk.setAttribute("data-focus", "");
    g.append(mk);
    mk.append(tipw(t(22, y0 + 22, w("area", "market"), { class: "label" }), "area", "market"));
    flowers.forEach((f, i) => {
      const x = 22 + i * 74;
      const fg = s("g", { class: "am-flower" });
      fg.append(chip(x + 34, y0 + 50, f, ab(f), 17));
      fg.append(t(x + 34, y0 + 88, `${v.market[i]}`, { class: "am-count", "text-anchor": "middle" }));
      tip(fg, `${fl(f)}: ${plural(v.market[i], "flower")} in the market\n${fx("flower", f)}`);
      if (decision === "workers") pick(fg, f);
      key(fg, `market ${f}`, v.market[i]);
      mk.append(fg);
      // the reserve: an extra flower, or a scent of a city tile, comes from here
      const rs = box(x + 4, y0 + 98, 62, 24, `reserve ${v.reserve[i]}`, "am-box am-reserve");
      tip(rs, `${fl(f)}: ${v.reserve[i]} in the reserve`);
      act(rs, either(`extra ${f}`, `take scent ${f}`));
      key(rs, `reserve ${f}`, v.reserve[i]);
      mk.append(rs);
      v.workers.forEach((wf, k) => {
        if (wf !== f) return;
        const wk = s("g", { class: "am-worker" }, [s("rect", { x: x + 8 + k * 30, y: y0 + 126, width: 26, height: 26, rx: 4, fill: "#5a4a3a" }), t(x + 21 + k * 30, y0 + 144, k + 1, { class: "am-tiny", "text-anchor": "middle", fill: "#fff" })]);
        tip(wk, `${w("piece", "worker")} ${k + 1}, at the ${fl(f)} basket\n${fx("piece", "worker")}`);
        if (decision === "workers") pick(wk, `worker ${k + 1}`);
        key(wk, `worker ${k}`, f);
        mk.append(wk);
      });
      const sl = slots[`market-${f}`];
      if (sl) slotBox(mk, x, y0 + 156, 70, sl);
    });
    const groups = [
      ["apprenticeship", ["base", "spec-1", "spec-2", "skill", "method-1", "method-2"]],
      ["travel", ["paris", "london", "koln", "firenze"]],
      ["court", ["court-A1", "court-A2", "court-B1", "court-B2", "court-C", "court-D"]],
      ["versailles", ["versailles-1", "versailles-2", "versailles-3", "versailles-4"]],
    ];
    groups.forEach(([area, names], gi) => {
      const gy = y0 + 214 + gi * 51;
      g.append(tipw(t(22, gy + 28, w("area", area), { class: "am-small" }), "area", area));
      names.forEach((nm, k) => { if (slots[nm]) slotBox(g, 134 + k * 81, gy, 77, slots[nm]); });
    });
    // preference matrix: bases as rows, complements as columns
    // (on a phone: under the action spaces, one band the page never parts)
    const px = P ? 10 : 640, py = P ? y0 + 430 : y0 + 8, cs = 44;
    const mx = s("g", { "data-band": "" });
    g.append(mx);
    mx.append(tipw(t(px, py + 16, field("area", "matrix", "short") || w("area", "matrix"), { class: "label" }), "area", "matrix"));
    flowers.forEach((f, i) => {
      mx.append(chip(px + 52 + i * cs + cs / 2, py + 54, f, ab(f), 15));
      mx.append(chip(px + 22, py + 76 + i * cs + cs / 2, f, ab(f), 15));
      if (f === v.court) {
        const c = tip(t(px + 52 + i * cs + cs / 2, py + 34, w("piece", "court"), { "text-anchor": "middle", class: "am-court" }), `${w("piece", "court")} prefers ${fl(f)} complements\n${fx("piece", "court")}`);
        key(c, "court", f);
        act(c, "court down");
        mx.append(c);
      }
      if (f === v.king) mx.append(key(tip(t(px - 2, py + 76 + i * cs + cs / 2 + 6, "♛", { class: "am-king" }), `${w("piece", "king")} prefers ${fl(f)} bases\n${fx("piece", "king")}`), "king", f));
    });
    v.cubes.forEach((row, b) => row.forEach((cnt, c) => {
      const x = px + 52 + c * cs, yy = py + 76 + b * cs;
      const cell = s("g", {});
      cell.append(s("rect", { x, y: yy, width: cs - 2, height: cs - 2, rx: 3, fill: b === c ? "#eee" : "#fff", stroke: "#b9ab9a" }));
      for (let k = 0; k < cnt; k++) cell.append(s("rect", { x: x + 5 + (k % 3) * 12, y: yy + 5 + Math.floor(k / 3) * 12, width: 10, height: 10, fill: "#2f6db5" }));
      const token = v.originality_on_matrix[b][c];
      if (token) cell.append(s("circle", { cx: x + cs - 11, cy: yy + cs - 11, r: 6, fill: "#e0a000" }));
      if (b === c) tip(cell, `${fl(flowers[b])} with itself: no such perfume`);
      else tip(cell, `${fl(flowers[b])} base with ${fl(flowers[c])}: ${plural(cnt, "blue cube")} of ${v.subcells}${token ? ", the originality token still there" : ""}\n${fx("piece", "cube")}`);
      key(cell, `cell ${b} ${c}`, `${cnt} ${token}`);
      mx.append(cell);
    }));
    mx.append(tip(t(px, py + 76 + 6 * cs + 22, `♛ ${w("piece", "king")}: ${fl(v.king)} bases`, { class: "am-small" }), `${w("piece", "king")} prefers ${fl(v.king)} bases (rows)\n${fx("piece", "king")}`));
    legend(mx, px, py + 76 + 6 * cs + 64);
    mx.append(tip(t(px, py + 76 + 6 * cs + 42, `${w("piece", "court")}: ${fl(v.court)} complements`, { class: "am-small" }), `${w("piece", "court")} prefers ${fl(v.court)} complements (columns)\n${fx("piece", "court")}`));
  }

  // ---- coach track and city piles; the Dames
  {
    const y0 = Y.coach;
    const g = section("coach", 10, y0, 540, 250, w("area", "coach"), "coach");
    const cities = Object.fromEntries((m.cities || []).map((c) => [c.space, c]));
    const tl = m.track_length || 10;
    const pos = me !== null && me !== undefined ? v.players_state[me].coach : null;
    for (let k = 0; k < tl; k++) {
      const x = 22 + k * 51;
      const city = cities[k];
      const town = k === m.grasse ? w("town", "grasse") : city ? w("town", city.code) : "";
      const space = s("g", { class: "am-space" }, [s("rect", { x, y: y0 + 34, width: 46, height: 36, rx: 4, fill: k === m.grasse ? "#f3d9a4" : city ? "#dde8f5" : "#fff", stroke: "#a99a88" })]);
      if (k === m.grasse) tipw(space, "town", "grasse");
      else if (city) tipw(space, "town", city.code);
      else tip(space, "A leg of the road");
      if (pos !== null) {
        if (k === m.grasse && legal.has("coach home")) act(space, "coach home");
        else if (k < pos) act(space, `coach left ${pos - k}`);
        else if (k > pos) act(space, `coach right ${k - pos}`);
        else if (legal.has("coach stay")) act(space, "coach stay");
      }
      v.players_state.forEach((ps, i) => { if (ps.coach === k) space.append(tip(s("circle", { cx: x + 10 + (i % 3) * 13, cy: y0 + 44 + Math.floor(i / 3) * 14, r: 6, fill: ctx.colour(ps.seat), stroke: "#222" }), `${name(ps.seat)}'s coach\n${fx("piece", "coach")}`)); });
      key(space, `road ${k}`, v.players_state.filter((ps) => ps.coach === k).map((ps) => ps.seat).join(","));
      g.append(space);
      if (town) g.append(t(x + 23, y0 + 86, town.slice(0, 7), { class: "am-tiny", "text-anchor": "middle" }));
    }
    v.piles.forEach((p, i) => {
      const py = y0 + 100 + i * 36;
      g.append(tipw(t(22, py + 20, w("town", p.city), { class: "am-small" }), "town", p.city));
      p.tiles.forEach((id, k) => {
        const top = id === p.top;
        const b = box(96 + k * 30, py + 4, 26, 24, String(k + 1), "am-box" + (top ? " top" : ""));
        tip(b, `${w("city", id)}${top ? " (face up on top)" : ""}\n${fx("city", id)}`);
        act(b, `choose ${id}`);
        key(b, `pile ${p.city} ${id}`);
        g.append(b);
      });
      const tx = 100 + Math.max(p.tiles.length, 1) * 30;
      if (p.top) {
        // in full, on two lines where one would run past the section (never cut)
        const lines = wrapWords(`on top: ${field("city", p.top, "short")}`, 34);
        const label = s("g", {}, lines.map((line, j) => t(tx, py + (lines.length > 1 ? 14 + 14 * j : 21), line, { class: "am-tiny" })));
        g.append(tip(label, `${w("city", p.top)} (on top)\n${fx("city", p.top)}`));
      }
      else g.append(t(96, py + 21, "no tile left", { class: "am-tiny" }));
    });
    const dg = section("dames", 560, y0, W - 570, 250, "Dames");
    v.dames.forEach((d, i) => {
      const dy = y0 + 34 + i * 52;
      const infl = v.players_state.filter((ps) => ps.influence[d.dame]).map((ps) => `${name(ps.seat)} ${ps.influence[d.dame]}`);
      const gd = s("g", { class: "am-dame" }, [
        s("rect", { x: 570, y: dy, width: W - 592, height: 48, rx: 6, fill: "#fffdf8", stroke: "#c9bba9" }),
        t(580, dy + 19, `${w("dame", d.dame)} · favour ${d.favour >= 0 ? name(d.favour) : "free"} · bonus ${d.bonus ? w("bonus", d.bonus) : "hidden"}`, { class: "am-small" }),
        t(580, dy + 39, `influence ${infl.length ? infl.join(", ") : "none"}`, { class: "am-tiny" }),
      ]);
      tip(gd, `${w("dame", d.dame)}\n${fx("dame", d.dame)}${d.bonus ? `\nBonus: ${w("bonus", d.bonus)}. ${fx("bonus", d.bonus)}` : ""}`);
      act(gd, either(`influence ${d.dame}`, `move token from ${d.dame}`, `release favour ${d.dame}`));
      key(gd, `dame ${d.dame}`, `${infl.join(",")} ${d.favour} ${d.bonus || ""}`);
      dg.append(gd);
    });
  }

  // ---- the apprenticeship tiles left, and the supply
  {
    const y0 = Y.supply;
    const g = section("supply", 10, y0, W - 20, 150, "Apprenticeship tiles", "apprenticeship");
    const row = (yy, title, help) => g.append(tip(t(22, yy + 17, title, { class: "am-small" }), help));
    row(y0 + 32, w("tile", "base"), `${w("tile", "base")}\n${fx("tile", "base")}`);
    row(y0 + 66, w("tile", "spec"), `${w("tile", "spec")}\n${fx("tile", "spec")}`);
    flowers.forEach((f, i) => {
      const x = 160 + i * 52;
      const bt = s("g", { class: "am-box am-tile" }, [s("rect", { x, y: y0 + 30, width: 48, height: 26, rx: 5, style: `fill:${FLOWER[f]}` }), t(x + 24, y0 + 48, `${ab(f)} ${v.base_scent_tiles[i]}`, { class: "am-tiny", "text-anchor": "middle", fill: INK[f] })]);
      tip(bt, `${w("tile", "base")}: ${fl(f)}, ${v.base_scent_tiles[i]} left\n${fx("tile", "base")}`);
      act(bt, `take base ${f}`);
      key(bt, `base tile ${f}`, v.base_scent_tiles[i]);
      g.append(bt);
      const st = s("g", { class: "am-box am-tile" }, [s("rect", { x, y: y0 + 64, width: 48, height: 26, rx: 5, style: `fill:${FLOWER[f]}` }), t(x + 24, y0 + 82, `${ab(f)} ${v.specialisation_tiles[i]}`, { class: "am-tiny", "text-anchor": "middle", fill: INK[f] })]);
      tip(st, `${w("tile", "spec")}: ${fl(f)}, ${v.specialisation_tiles[i]} left\n${fx("tile", "spec")}`);
      act(st, `take spec ${f}`);
      key(st, `spec tile ${f}`, v.specialisation_tiles[i]);
      g.append(st);
    });
    // skills and methods, right of the flower tiles
    g.append(tip(t(486, y0 + 49, w("tile", "skill"), { class: "am-small" }), `${w("tile", "skill")}\n${fx("tile", "skill")}`));
    (m.skills || ["flower", "production", "coach"]).forEach((k, i) => {
      const b = box(540 + i * 142, y0 + 30, 136, 26, `${w("skill", k)} · ${v.skill_tiles[i]} left`);
      tip(b, `${w("skill", k)}: ${v.skill_tiles[i]} left\n${fx("skill", k)}`);
      act(b, `take skill ${k}`);
      key(b, `skill ${k}`, v.skill_tiles[i]);
      g.append(b);
    });
    g.append(tip(t(22, y0 + 117, w("tile", "method"), { class: "am-small" }), `${w("tile", "method")}\n${fx("tile", "method")}`));
    Object.entries(v.method_tiles).forEach(([code, cnt], i) => {
      const b = box(160 + i * 122, y0 + 98, 116, 26, `${w("method", code)} ${cnt}`);
      tip(b, `${w("method", code)}: ${cnt} left\n${fx("method", code)}`);
      if (decision === "apprenticeship") pick(b, `method ${code}`);
      key(b, `method tile ${code}`, cnt);
      g.append(b);
    });
    const sup = `${plural(v.cube_supply, "blue cube")} · ${plural(v.originality_reserve, "originality token")} · letters left ${v.letters.map((c, i) => `${w("letter", i + 1).replace("letter ", "")}: ${c}`).join(", ")}`;
    g.append(tip(t(22, y0 + 142, sup, { class: "am-tiny" }), `${w("piece", "cube")}: ${fx("piece", "cube")}\n${w("piece", "originality")}: ${fx("piece", "originality")}\nLetters of reference: two of each level`));
  }

  // ---- the open recipes, as cards grouped by base
  {
    const y0 = Y.recipes;
    const g = section("recipes", 10, y0, W - 20, 236 + LEGEND_H, `Open recipes (${v.recipes.length} of ${Object.keys(m.recipes || {}).length || 35})`);
    tipw(g.querySelector("text"), "piece", "recipe");
    const open = new Set(v.recipes);
    const all = Object.keys(Wd.recipe || {}).length ? Object.keys(Wd.recipe) : v.recipes;
    flowers.forEach((f, bi) => {
      const col = bi % 2, rowi = Math.floor(bi / 2);
      const ids = all.filter((id) => (entry("recipe", id).base || id[0]) === f);
      ids.forEach((id, k) => {
        const x = 22 + col * 476 + k * 70, yy = y0 + 32 + rowi * 68;
        if (!open.has(id)) {
          g.append(key(tip(s("rect", { x, y: yy, width: 62, height: 64, rx: 5, class: "am-gone" }), `${w("recipe", id)}: taken`), `recipe ${id}`, "gone"));
          return;
        }
        const card = recipeCard(x, yy, id);
        tipw(card, "recipe", id);
        act(card, `recipe ${id}`);
        key(card, `recipe ${id}`, "open");
        g.append(card);
      });
    });
    legend(g, 22, y0 + 252);
  }

  // ---- the perfumers' boards

  // ---- the perfumers' boards
  seatsOrder.forEach((q) => {
    const own = q === me;
    const y0 = own ? Y.own : Y[`seat${q}`];
    const g = section(own ? "own" : `seat${q}`, 10, y0, W - 20, SEAT_H + LEGEND_H);
    if (own && docks) g.setAttribute("data-dock", String(y0 - 6));
    drawSeat(h, ctx, g, q, y0, W);
    legend(g, 22, y0 + SEAT_H + 12);
  });
  root.setAttribute("data-sections", JSON.stringify(sections));
  return root;
}
