// Aqua Mirabilis, laid out in readable sections (no text under 12 px at scale 1): the time
// track; the flower market with its workers and benches, the other action spaces and the
// preference matrix with cubes, originality tokens, King and Court; the coach track with the city
// piles, and the Dames; the apprenticeship tiles left (base scents, specialisations, skills,
// methods); the open recipes as cards (base, complements, level); the perfumers' boards, yours
// docked under the box. A laptop draws them 980 units wide, a few side by side; a phone draws
// each 360 wide, one under another (market, action spaces and matrix parts of their own), so a
// part shown alone in the phone's pane reads at 12 px. Every kind of move is a drawn piece: a
// space, a tile, a recipe card, a flower or scent, a method, a perfume, a Dame, a coach space, or
// a button on your board. Every name and effect comes from the game's words (ctx.w, ctx.fx,
// ctx.tipw); no id or notation is shown. Pieces carry keys (ctx.key) for the last-move marks, and
// the section of the current decision carries data-focus.
import { firstWords, fitLines, s, sayText, svg, svgText as t, t as tr, textWidth, wrapWords } from "../ui.js";
import { FLOWER, INK, TINY_FONT, SMALL_FONT, kit } from "./aqua_kit.js";
import { drawSeat } from "./aqua_seat.js";

/** The section each decision acts on (brought into view by the table page). */
const REGION = {
  turn: "spaces", workers: "market", extra_flower: "market", two_scents: "market", apprenticeship: "supply",
  drop_method: "own", gift: "own", move_token: "dames", release_favour: "dames", place_influence: "dames",
  versailles: "own", produce: "own", store: "own", coach: "coach", city_tile: "coach", coach_home: "coach",
  recipe_discard: "own", recipe_complete: "own", choose_recipe: "recipes", end_of_turn: "own", final_parade: "recipes",
};
const LAPTOP_W = 980;
const PHONE_W = 360;
const SEAT_H = 200;

/** Where the day marker stands, in the words file's words: "day 3 of 20", or at the first
 * Sunday (day 0, before any day is played) "20 days to come". */
const dayOf = (ctx, v) => sayText(ctx.words, v.day ? "day_of" : "day_start", { day: v.day, days: v.last_day });

export function renderAqua(ctx) {
  const h = kit(ctx);
  // a phone: every part 360 wide, one under another
  const P = ctx.shape === "portrait";
  const W = P ? PHONE_W : LAPTOP_W;
  const IW = W - 44;  // the width inside a section's margins (x from 22)
  const { v, m, me, legal, Wd, entry, w, fx, field, tip, tipw, key, name, fl, ab, list, flowers, either, decision, mine, act, pick, chip, box, recipeCard } = h;
  // a phone shows one part at a time: each that draws the flowers' short names names them in
  // full under it (a laptop shows the time track's legend with them)
  const legendText = `${tr("aqua-legend-flowers")} ${flowers.map((f) => `${ab(f)} ${fl(f)}`).join(" · ")}`;
  const legendLines = P ? fitLines(legendText, IW, TINY_FONT) : [];
  const LEGEND_H = P ? legendLines.length * 15 + 10 : 0;
  const legend = (g, x, y) => legendLines.forEach((line, i) => g.append(t(x, y + i * 15, line, { class: "am-tiny" })));

  const sections = [];
  const root = s("g", {});
  function section(id, x, y, width, height, title, area) {
    const g = s("g", { class: "am-section", "data-region": id });
    // a player's board keeps its two columns side by side on a phone (one band, wrapped whole)
    if (id === "own" || id.startsWith("seat")) g.setAttribute("data-band", "");
    // your board docked, another perfumer's in the drawer their panel opens; each named
    const seatOf = id.startsWith("seat") ? Number(id.slice(4)) : null;
    const label = id === "own" ? name(me) : seatOf !== null ? name(seatOf) : id === "track" ? w("area", "time")
      : id === "spaces" && !P ? ["market", "travel", "court", "versailles"].map((a) => entry("area", a).short || w("area", a)).join(" · ")
        : id === "spaces" ? entry("area", "spaces").short || w("area", "spaces")
          : id === "market" ? w("area", "market") : id === "matrix" ? field("area", "matrix", "short") || w("area", "matrix") : title || id;
    const row = [id, x - 3, y - 3, width + 6, height + 6, id === "own" ? "dock" : seatOf !== null ? `area${seatOf}` : "", label];
    sections.push(row);
    if (REGION[decision] === id && mine) g.setAttribute("data-focus", "");
    const bg = s("rect", { x, y, width, height, rx: 10, class: "am-sec-bg" });
    g.append(bg);
    if (title) g.append(area ? tipw(t(x + 12, y + 22, title, { class: "label" }), "area", area) : t(x + 12, y + 22, title, { class: "label" }));
    // its height, once what it holds is drawn (a phone's parts grow with their words)
    g.fit = (height2) => { bg.setAttribute("height", height2); row[4] = height2 + 6; };
    root.append(g);
    return g;
  }

  // ---- the time track
  function drawTrack(y0) {
    const g = section("track", 10, y0, W - 20, 100);
    const end = v.end_triggered_by >= 0 ? ` · ${tr("aqua-end-by", { end: w("end", "last_sunday"), who: name(v.end_triggered_by) })}` : "";
    const deciding = v.to_act.length ? ` · ${v.to_act.map(name).join(", ")}: ${w("decision", v.decision)}` : "";
    const head = `${w("day", v.day_space)} · ${dayOf(ctx, v)}${deciding}${end}`;
    const headLines = P ? fitLines(head, IW, `700 ${SMALL_FONT}`) : [head];
    const hg = s("g", {}, headLines.map((line, i) => t(22, y0 + 22 + i * 17, line, { class: P ? "am-small am-bold" : "label" })));
    g.append(key(tipw(hg, "day", v.day_space), "day"));
    const track = v.track || [];
    // the days: one row on a laptop, two on a phone
    const rows = P ? 2 : 1;
    const perRow = Math.ceil((v.last_day + 1) / rows);
    const dw = IW / perRow;
    const dayY = y0 + 32 + (headLines.length - 1) * 17;
    track.forEach((space, d) => {
      const sunday = d % v.week_length === 0;
      const x = 22 + (d % perRow) * dw, y = dayY + Math.floor(d / perRow) * 30;
      const word = w("day", space);
      const b = s("g", {}, [s("rect", { x, y, width: dw - 2, height: 26, rx: 4, fill: d === v.day ? "#e0a000" : sunday ? "#f3d9a4" : "#fff", stroke: "#b9ab9a" }),
        t(x + dw / 2 - 1, y + 18, word.includes(tr("aqua-sunday")) ? tr("aqua-sunday-short") : word.slice(0, 3), { class: "am-tiny", "text-anchor": "middle" })]);
      g.append(tipw(b, "day", space));
    });
    const bySunday = {};
    (v.deliveries || []).forEach((dl) => {
      const got = (bySunday[dl.sunday] = bySunday[dl.sunday] || {});
      dl.flowers.forEach((f) => { got[f] = (got[f] || 0) + dl.times; });
    });
    // the flowers' short names on the board's chips, in full once (from the words file)
    let dy = dayY + rows * 30 + 16;
    const legendAll = flowers.map((f) => `${ab(f)} ${fl(f)}`).join(" · ");
    (P ? legendLines : [legendText]).forEach((line) => { g.append(tip(t(22, dy, line, { class: "am-tiny" }), legendAll)); dy += 15; });
    // the deliveries still to come, one Sunday a line, the flowers named in full
    dy += 5;
    g.append(t(22, dy, tr("aqua-deliveries"), { class: "am-tiny" }));
    const dx = P ? 22 : Math.max(98, 34 + textWidth(tr("aqua-deliveries"), TINY_FONT));
    if (P) dy += 15;
    for (const [sunday, got] of Object.entries(bySunday)) {
      const fs = flowers.filter((f) => got[f]);
      const text = `${w("day", track[Number(sunday)] || "sun-0")}: ${list(fs.map((f) => `${got[f]} ${fl(f)}`))}`;
      const lines = P ? fitLines(text, IW, TINY_FONT) : [text];
      const node = s("g", {}, lines.map((line, i) => t(dx + (i ? 12 : 0), dy + i * 15, line, { class: "am-tiny" })));
      g.append(tip(node, `${w("day", track[Number(sunday)] || "sun-0")}: ${tr("aqua-market-receives", { flowers: list(fs.map((f) => `${got[f]} ${fl(f)}`)) })}`));
      dy += 15 * lines.length + (P ? 0 : 1);
    }
    if (!Object.keys(bySunday).length) { g.append(t(dx, dy, tr("aqua-none-left"), { class: "am-tiny" })); dy += 15; }
    // (a laptop's track as high as it always was: 100 and a line a Sunday)
    const height = P ? dy - y0 : 100 + 16 * Math.max(1, Object.keys(bySunday).length);
    g.fit(height);
    return height;
  }

  // ---- perfumers by action space
  const perfumers = {};
  v.players_state.forEach((ps) => { if (ps.perfumer) (perfumers[ps.perfumer] = perfumers[ps.perfumer] || []).push(ps.seat); });
  const slots = Object.fromEntries((m.slots || []).map((sl) => [sl.name, sl]));
  /** An action space: its name, its cost, the perfumers on it; a phone's are lower, and a narrow
   * one (a phone's bench) puts the perfumers on a line of their own. */
  function slotBox(parent, x, y0, width, slot) {
    const narrow = width < 60;
    const g = s("g", { class: "slot", "data-slot": slot.name });
    g.append(s("rect", { x, y: y0, width, height: narrow ? 56 : P ? 40 : 46, rx: 6, fill: "#fffdf8", stroke: "#a99a88" }));
    // (its first words where a longer name would run past it: the whole on hover or a long press)
    g.append(t(x + 6, y0 + (P ? 15 : 17), firstWords(field("slot", slot.name, "tag") || w("slot", slot.name), width - 7, TINY_FONT), { class: "am-tiny" }));
    g.append(t(x + 6, y0 + (P ? 32 : 38), firstWords(tr("aqua-points", { n: slot.cost }), width - 10, TINY_FONT), { class: "am-tiny" }));
    (perfumers[slot.name] || []).forEach((q, k) => {
      const at = narrow ? { cx: x + 11 + k * 17, cy: y0 + 45 } : { cx: x + width - 11 - k * 17, cy: y0 + (P ? 28 : 32) };
      g.append(tip(s("circle", { ...at, r: 8, fill: ctx.colour(q), stroke: "#222" }), `${tr("aqua-perfumer-of", { who: name(q) })}\n${fx("piece", "perfumer")}`));
    });
    tip(g, `${w("slot", slot.name)} (${field("slot", slot.name, "area")})\n${fx("slot", slot.name)}`);
    act(g, `go ${slot.name}`);
    key(g, `slot ${slot.name}`, (perfumers[slot.name] || []).join(","));
    parent.append(g);
  }

  // a reserve box's label: the whole word where it fits, else its short form ("res.", never a
  // word cut in two); the whole on hover
  const reserveLabel = (width) => {
    const label = tr("aqua-reserve-label");
    return textWidth(label, TINY_FONT) <= width ? label : firstWords(tr("aqua-reserve-short"), width, TINY_FONT);
  };
  // a reserve box's words on one line: the whole where it fits, else the label's short form, and
  // always the count
  const reserveWords = (n, width) => {
    const whole = tr("aqua-reserve", { n });
    return textWidth(whole, TINY_FONT) <= width ? whole : `${reserveLabel(width - textWidth(` ${n}`, TINY_FONT))} ${n}`;
  };
  // ---- the flower market: each flower's column (count, reserve, workers, bench) together
  function drawMarket(parent, y0) {
    const mk = s("g", { "data-region": "market", "data-band": "" });
    if (REGION[decision] === "market" && mine) mk.setAttribute("data-focus", "");
    parent.append(mk);
    mk.append(tipw(t(22, y0 + 22, w("area", "market"), { class: "label" }), "area", "market"));
    const cw = P ? IW / flowers.length : 74;
    flowers.forEach((f, i) => {
      const x = 22 + i * cw;
      const fg = s("g", { class: "am-flower" });
      fg.append(chip(x + cw / 2 - (P ? 0 : 3), y0 + 50, f, ab(f), 17));
      fg.append(t(x + cw / 2 - (P ? 0 : 3), y0 + 88, `${v.market[i]}`, { class: "am-count", "text-anchor": "middle" }));
      tip(fg, `${fl(f)}: ${tr("aqua-in-market", { n: v.market[i] })}\n${fx("flower", f)}`);
      if (decision === "workers") pick(fg, f);
      key(fg, `market ${f}`, v.market[i]);
      mk.append(fg);
      // the reserve: an extra flower, or a scent of a city tile, comes from here
      const rs = P
        ? s("g", { class: "am-box am-reserve" }, [s("rect", { x: x + 2, y: y0 + 96, width: cw - 4, height: 36, rx: 5 }),
          t(x + cw / 2, y0 + 111, reserveLabel(cw - 8), { class: "am-tiny", "text-anchor": "middle" }), t(x + cw / 2, y0 + 126, v.reserve[i], { class: "am-tiny", "text-anchor": "middle" })])
        : box(x, y0 + 98, 70, 24, reserveWords(v.reserve[i], 64), "am-box am-reserve");  // (as wide as the bench under it)
      tip(rs, `${fl(f)}: ${tr("aqua-in-reserve", { n: v.reserve[i] })}`);
      act(rs, either(`extra ${f}`, `take scent ${f}`));
      key(rs, `reserve ${f}`, v.reserve[i]);
      mk.append(rs);
      let j = 0;
      v.workers.forEach((wf, k) => {
        if (wf !== f) return;
        // a laptop: in the worker's own place; a phone: two a row in the flower's column
        const wx = P ? x + 1 + (j % 2) * 25 : x + 8 + k * 30, wy = P ? y0 + 138 + Math.floor(j / 2) * 28 : y0 + 126;
        const size = P ? 24 : 26;
        j += 1;
        const wk = s("g", { class: "am-worker" }, [s("rect", { x: wx, y: wy, width: size, height: size, rx: 4, fill: "#5a4a3a" }), t(wx + size / 2, wy + 18, k + 1, { class: "am-tiny", "text-anchor": "middle", fill: "#fff" })]);
        tip(wk, `${tr("aqua-worker-at", { worker: `${w("piece", "worker")} ${k + 1}`, flower: fl(f) })}\n${fx("piece", "worker")}`);
        if (decision === "workers") pick(wk, `worker ${k + 1}`);
        key(wk, `worker ${k}`, f);
        mk.append(wk);
      });
      // its bench: under it on a laptop; on a phone with the other action spaces
      const sl = slots[`market-${f}`];
      if (sl && !P) slotBox(mk, x, y0 + 156, 70, sl);
    });
    if (!P) return 210;
    // a phone: collecting the flowers is a button of the market's (your board is in another pane)
    // (as wide as its words need, up to the market's width)
    const collectW = Math.min(IW, Math.max(170, textWidth(tr("aqua-collect-flowers"), "700 13px system-ui, sans-serif") + 24));
    if (mine && legal.has("collect")) mk.append(h.button(22, y0 + 194, collectW, "collect", tr("aqua-collect-flowers")));
    legend(mk, 22, y0 + 250);
    return 236 + LEGEND_H;
  }

  // ---- the other action spaces, by area
  const GROUPS = [
    ["apprenticeship", ["base", "spec-1", "spec-2", "skill", "method-1", "method-2"]],
    ["travel", ["paris", "london", "koln", "firenze"]],
    ["court", ["court-A1", "court-A2", "court-B1", "court-B2", "court-C", "court-D"]],
    ["versailles", ["versailles-1", "versailles-2", "versailles-3", "versailles-4"]],
  ];
  function drawSpaces(g, y0) {
    if (!P) {
      GROUPS.forEach(([area, names], gi) => {
        const gy = y0 + 214 + gi * 51;
        // (its name in the 108 units left of its spaces: on two lines where one is too short,
        // then the first words of the second; the whole on hover)
        const lines = fitLines(w("area", area), 106, SMALL_FONT);
        const named = lines.length === 1 ? [t(22, gy + 28, firstWords(lines[0], 106, SMALL_FONT), { class: "am-small" })]
          : [t(22, gy + 20, firstWords(lines[0], 106, SMALL_FONT), { class: "am-small" }), t(22, gy + 37, firstWords(lines.slice(1).join(" "), 106, SMALL_FONT), { class: "am-small" })];
        g.append(tipw(s("g", {}, named), "area", area));
        names.forEach((nm, k) => { if (slots[nm]) slotBox(g, 134 + k * 81, gy, 77, slots[nm]); });
      });
      return;
    }
    // a phone: each area's name on a line, its spaces under it: the benches six a row, the
    // others four
    const phoneGroups = [["market", flowers.map((f) => `market-${f}`)], ...GROUPS];
    let gy = y0 + 4;
    phoneGroups.forEach(([area, names]) => {
      g.append(tipw(t(22, gy + 16, w("area", area), { class: "am-small am-bold" }), "area", area));
      const here = names.filter((nm) => slots[nm]);
      const per = area === "market" ? 6 : 4;
      const sw = (IW - (per - 1) * 6) / per, rowH = area === "market" ? 60 : 44;
      here.forEach((nm, k) => slotBox(g, 22 + (k % per) * (sw + 6), gy + 22 + Math.floor(k / per) * rowH, sw, slots[nm]));
      gy += 22 + Math.ceil(here.length / per) * rowH;
    });
    return gy - y0 + 2;
  }

  // ---- the preference matrix: bases as rows, complements as columns
  function drawMatrix(g, px, py) {
    const cs = P ? 42 : 44;
    // (its words end inside its section: a longer language's show their first words, the whole on hover)
    const right = W - 14;
    const mx = s("g", { "data-band": "" });
    g.append(mx);
    mx.append(tipw(t(px, py + 16, field("area", "matrix", "short") || w("area", "matrix"), { class: "label" }), "area", "matrix"));
    flowers.forEach((f, i) => {
      mx.append(chip(px + 52 + i * cs + cs / 2, py + 54, f, ab(f), 15));
      mx.append(chip(px + 22, py + 76 + i * cs + cs / 2, f, ab(f), 15));
      if (f === v.court) {
        const cx = px + 52 + i * cs + cs / 2;
        const c = tip(t(cx, py + 34, firstWords(w("piece", "court"), Math.min(2 * cs, 2 * (right - cx)), "700 13px system-ui, sans-serif"), { "text-anchor": "middle", class: "am-court" }), `${tr("aqua-court-prefers", { court: w("piece", "court"), flower: fl(f) })}\n${fx("piece", "court")}`);
        key(c, "court", f);
        act(c, "court down");
        mx.append(c);
      }
      if (f === v.king) mx.append(key(tip(t(px - 2, py + 76 + i * cs + cs / 2 + 6, "♛", { class: "am-king" }), `${tr("aqua-king-prefers", { king: w("piece", "king"), flower: fl(f) })}\n${fx("piece", "king")}`), "king", f));
    });
    v.cubes.forEach((row, b) => row.forEach((cnt, c) => {
      const x = px + 52 + c * cs, yy = py + 76 + b * cs;
      // (a cell of the matrix's grid: the board in words reads it as a table, bases by complements)
      const cell = s("g", { "data-grid": field("area", "matrix", "short") || w("area", "matrix"), "data-row": b, "data-col": c,
        "data-row-name": tr("aqua-base-of", { flower: fl(flowers[b]) }), "data-col-name": fl(flowers[c]) });
      cell.append(s("rect", { x, y: yy, width: cs - 2, height: cs - 2, rx: 3, fill: b === c ? "#eee" : "#fff", stroke: "#b9ab9a" }));
      for (let k = 0; k < cnt; k++) cell.append(s("rect", { x: x + 5 + (k % 3) * 12, y: yy + 5 + Math.floor(k / 3) * 12, width: 10, height: 10, fill: "#2f6db5" }));
      const token = v.originality_on_matrix[b][c];
      if (token) cell.append(s("circle", { cx: x + cs - 11, cy: yy + cs - 11, r: 6, fill: "#e0a000" }));
      if (b === c) tip(cell, tr("aqua-with-itself", { flower: fl(flowers[b]) }));
      else tip(cell, `${tr("aqua-cell", { base: fl(flowers[b]), complement: fl(flowers[c]), n: cnt, of: v.subcells })}${token ? `, ${tr("aqua-cell-token")}` : ""}\n${fx("piece", "cube")}`);
      key(cell, `cell ${b} ${c}`, `${cnt} ${token}`);
      mx.append(cell);
    }));
    const below = py + 76 + 6 * cs;
    mx.append(tip(t(px, below + 22, firstWords(`♛ ${tr("aqua-king-line", { king: w("piece", "king"), flower: fl(v.king) })}`, right - px, SMALL_FONT), { class: "am-small" }), `${tr("aqua-king-prefers", { king: w("piece", "king"), flower: fl(v.king) })} (${tr("aqua-rows")})\n${fx("piece", "king")}`));
    mx.append(tip(t(px, below + 42, firstWords(tr("aqua-court-line", { court: w("piece", "court"), flower: fl(v.court) }), right - px, SMALL_FONT), { class: "am-small" }), `${tr("aqua-court-prefers", { court: w("piece", "court"), flower: fl(v.court) })} (${tr("aqua-columns")})\n${fx("piece", "court")}`));
    legend(mx, px, below + 64);
    return below + 50 + LEGEND_H - py;
  }

  // ---- coach track and city piles
  function drawCoach(y0) {
    const g = section("coach", 10, y0, P ? W - 20 : 540, 250, w("area", "coach"), "coach");
    const cities = Object.fromEntries((m.cities || []).map((c) => [c.space, c]));
    const tl = m.track_length || 10;
    const pos = me !== null && me !== undefined ? v.players_state[me].coach : null;
    // a laptop: the road on one row; a phone: on two, five spaces a row
    const perRow = P ? Math.ceil(tl / 2) : tl;
    const step = P ? IW / perRow : 51, sw = P ? step - 5 : 46;
    for (let k = 0; k < tl; k++) {
      const x = 22 + (k % perRow) * step, ry = y0 + 34 + Math.floor(k / perRow) * 64;
      const city = cities[k];
      const town = k === m.grasse ? w("town", "grasse") : city ? w("town", city.code) : "";
      const space = s("g", { class: "am-space" }, [s("rect", { x, y: ry, width: sw, height: 36, rx: 4, fill: k === m.grasse ? "#f3d9a4" : city ? "#dde8f5" : "#fff", stroke: "#a99a88" })]);
      if (k === m.grasse) tipw(space, "town", "grasse");
      else if (city) tipw(space, "town", city.code);
      else tip(space, tr("aqua-road-leg"));
      if (pos !== null) {
        if (k === m.grasse && legal.has("coach home")) act(space, "coach home");
        else if (k < pos) act(space, `coach left ${pos - k}`);
        else if (k > pos) act(space, `coach right ${k - pos}`);
        else if (legal.has("coach stay")) act(space, "coach stay");
      }
      v.players_state.forEach((ps, i) => { if (ps.coach === k) space.append(tip(s("circle", { cx: x + 10 + (i % 3) * 13, cy: ry + 10 + Math.floor(i / 3) * 14, r: 6, fill: ctx.colour(ps.seat), stroke: "#222" }), `${tr("aqua-coach-of", { who: name(ps.seat) })}\n${fx("piece", "coach")}`)); });
      key(space, `road ${k}`, v.players_state.filter((ps) => ps.coach === k).map((ps) => ps.seat).join(","));
      g.append(space);
      if (town) g.append(t(x + sw / 2, ry + 52, P ? firstWords(town, step - 2, TINY_FONT) : town.slice(0, 7), { class: "am-tiny", "text-anchor": "middle" }));
    }
    let py = P ? y0 + 34 + 2 * 64 + 2 : y0 + 100;
    v.piles.forEach((p) => {
      g.append(tipw(t(22, py + 20, w("town", p.city), { class: "am-small" }), "town", p.city));
      p.tiles.forEach((id, k) => {
        const top = id === p.top;
        const b = box(96 + k * 30, py + 4, 26, 24, String(k + 1), "am-box" + (top ? " top" : ""));
        tip(b, `${w("city", id)}${top ? ` (${tr("aqua-face-up-on-top")})` : ""}\n${fx("city", id)}`);
        act(b, `choose ${id}`);
        key(b, `pile ${p.city} ${id}`);
        g.append(b);
      });
      if (p.top) {
        // in full: beside the tiles on a laptop (two lines where one would run past the
        // section), under them on a phone; never cut
        const text = tr("aqua-on-top", { tile: field("city", p.top, "short") });
        const tx = P ? 96 : 100 + Math.max(p.tiles.length, 1) * 30;
        const lines = P ? fitLines(text, IW - 74, TINY_FONT) : wrapWords(text, 34);
        const at = (j) => (P ? py + 44 + 14 * j : py + (lines.length > 1 ? 14 + 14 * j : 21));
        const label = s("g", {}, lines.map((line, j) => t(tx, at(j), line, { class: "am-tiny" })));
        g.append(tip(label, `${w("city", p.top)} (${tr("aqua-top")})\n${fx("city", p.top)}`));
        py += P ? 34 + 14 * lines.length : 36;
      } else {
        g.append(t(96, py + 21, tr("aqua-no-tile-left"), { class: "am-tiny" }));
        py += P ? 34 : 36;
      }
    });
    const height = P ? py - y0 + 4 : 250;
    g.fit(height);
    return height;
  }

  // ---- the Dames: beside the coach track on a laptop, under it on a phone
  function drawDames(x0, y0) {
    const width = P ? W - 20 : W - 570;
    const dg = section("dames", x0, y0, width, 250, tr("aqua-dames"));
    const step = P ? 70 : 52;
    v.dames.forEach((d, i) => {
      const dy = y0 + 34 + i * step;
      const infl = v.players_state.filter((ps) => ps.influence[d.dame]).map((ps) => `${name(ps.seat)} ${ps.influence[d.dame]}`);
      const favour = tr("aqua-favour", { who: d.favour >= 0 ? name(d.favour) : tr("aqua-free") }), bonus = tr("aqua-bonus", { bonus: d.bonus ? w("bonus", d.bonus) : tr("aqua-hidden") });
      const influence = tr("aqua-dame-influence", { who: infl.length ? infl.join(", ") : tr("aqua-none") });
      const gd = s("g", { class: "am-dame" }, [s("rect", { x: x0 + 10, y: dy, width: width - 22, height: step - 4, rx: 6, fill: "#fffdf8", stroke: "#c9bba9" })]);
      if (P) {
        gd.append(t(x0 + 20, dy + 19, firstWords(`${w("dame", d.dame)} · ${favour}`, width - 42, SMALL_FONT), { class: "am-small" }),
          t(x0 + 20, dy + 37, firstWords(bonus, width - 42, TINY_FONT), { class: "am-tiny" }),
          t(x0 + 20, dy + 55, firstWords(influence, width - 42, TINY_FONT), { class: "am-tiny" }));
      } else {
        gd.append(t(x0 + 20, dy + 19, `${w("dame", d.dame)} · ${favour} · ${bonus}`, { class: "am-small" }), t(x0 + 20, dy + 39, influence, { class: "am-tiny" }));
      }
      tip(gd, `${w("dame", d.dame)}\n${fx("dame", d.dame)}${d.bonus ? `\n${tr("aqua-bonus-tip", { bonus: w("bonus", d.bonus) })} ${fx("bonus", d.bonus)}` : ""}\n${influence}`);
      act(gd, either(`influence ${d.dame}`, `move token from ${d.dame}`, `release favour ${d.dame}`));
      key(gd, `dame ${d.dame}`, `${infl.join(",")} ${d.favour} ${d.bonus || ""}`);
      dg.append(gd);
    });
    const height = P ? 34 + v.dames.length * step + 4 : 250;
    dg.fit(height);
    return height;
  }

  // ---- the apprenticeship tiles left, and the supply
  function drawSupply(y0) {
    const g = section("supply", 10, y0, W - 20, 150, tr("aqua-apprenticeship-tiles"), "apprenticeship");
    const heading = (x, yy, title, help) => g.append(tip(t(x, yy, title, { class: "am-small" }), help));
    // a laptop: a row's name left of its tiles; a phone: over them
    const rowY = P ? { base: y0 + 54, spec: y0 + 106, skill: y0 + 160, method: y0 + 226 } : { base: y0 + 30, spec: y0 + 64, skill: y0 + 30, method: y0 + 98 };
    const tileX = (i) => (P ? 22 + i * (IW / flowers.length) : 160 + i * 52);
    const tileW = P ? IW / flowers.length - 4 : 48;
    heading(22, P ? rowY.base - 8 : y0 + 49, w("tile", "base"), `${w("tile", "base")}\n${fx("tile", "base")}`);
    heading(22, P ? rowY.spec - 8 : y0 + 83, w("tile", "spec"), `${w("tile", "spec")}\n${fx("tile", "spec")}`);
    flowers.forEach((f, i) => {
      const x = tileX(i);
      const bt = s("g", { class: "am-box am-tile" }, [s("rect", { x, y: rowY.base, width: tileW, height: 26, rx: 5, style: `fill:${FLOWER[f]}` }), t(x + tileW / 2, rowY.base + 18, `${ab(f)} ${v.base_scent_tiles[i]}`, { class: "am-tiny", "text-anchor": "middle", fill: INK[f] })]);
      tip(bt, `${w("tile", "base")}: ${fl(f)}, ${tr("aqua-left", { n: v.base_scent_tiles[i] })}\n${fx("tile", "base")}`);
      act(bt, `take base ${f}`);
      key(bt, `base tile ${f}`, v.base_scent_tiles[i]);
      g.append(bt);
      const st = s("g", { class: "am-box am-tile" }, [s("rect", { x, y: rowY.spec, width: tileW, height: 26, rx: 5, style: `fill:${FLOWER[f]}` }), t(x + tileW / 2, rowY.spec + 18, `${ab(f)} ${v.specialisation_tiles[i]}`, { class: "am-tiny", "text-anchor": "middle", fill: INK[f] })]);
      tip(st, `${w("tile", "spec")}: ${fl(f)}, ${tr("aqua-left", { n: v.specialisation_tiles[i] })}\n${fx("tile", "spec")}`);
      act(st, `take spec ${f}`);
      key(st, `spec tile ${f}`, v.specialisation_tiles[i]);
      g.append(st);
    });
    // skills and methods: right of the flower tiles on a laptop, under them on a phone
    heading(P ? 22 : 486, P ? rowY.skill - 8 : y0 + 49, w("tile", "skill"), `${w("tile", "skill")}\n${fx("tile", "skill")}`);
    (m.skills || ["flower", "production", "coach"]).forEach((k, i) => {
      let b;
      if (P) {
        const bw = (IW - 12) / 3, x = 22 + i * (bw + 6);
        b = s("g", { class: "am-box" }, [s("rect", { x, y: rowY.skill, width: bw, height: 38, rx: 5 }),
          t(x + bw / 2, rowY.skill + 16, firstWords(w("skill", k), bw - 6, TINY_FONT), { class: "am-tiny", "text-anchor": "middle" }),
          t(x + bw / 2, rowY.skill + 32, tr("aqua-left", { n: v.skill_tiles[i] }), { class: "am-tiny", "text-anchor": "middle" })]);
      } else b = box(540 + i * 142, rowY.skill, 136, 26, `${w("skill", k)} · ${tr("aqua-left", { n: v.skill_tiles[i] })}`);
      tip(b, `${w("skill", k)}: ${tr("aqua-left", { n: v.skill_tiles[i] })}\n${fx("skill", k)}`);
      act(b, `take skill ${k}`);
      key(b, `skill ${k}`, v.skill_tiles[i]);
      g.append(b);
    });
    heading(22, P ? rowY.method - 8 : y0 + 117, w("tile", "method"), `${w("tile", "method")}\n${fx("tile", "method")}`);
    const methods = Object.entries(v.method_tiles);
    methods.forEach(([code, cnt], i) => {
      const mw = P ? (IW - 6) / 2 : 116;
      const b = box(P ? 22 + (i % 2) * (mw + 6) : 160 + i * 122, P ? rowY.method + Math.floor(i / 2) * 32 : rowY.method, mw, 26, `${w("method", code)} ${cnt}`);
      tip(b, `${w("method", code)}: ${tr("aqua-left", { n: cnt })}\n${fx("method", code)}`);
      if (decision === "apprenticeship") pick(b, `method ${code}`);
      key(b, `method tile ${code}`, cnt);
      g.append(b);
    });
    const sup = `${tr("aqua-blue-cubes", { n: v.cube_supply })} · ${tr("aqua-originality-tokens", { n: v.originality_reserve })} · ${tr("aqua-letters-left", { letters: v.letters.map((c, i) => `${w("letter", i + 1).replace(/^\D+\s/, "")}: ${c}`).join(", ") })}`;
    const supY = P ? rowY.method + Math.ceil(methods.length / 2) * 32 + 16 : y0 + 142;
    const supLines = P ? fitLines(sup, IW, TINY_FONT) : [sup];
    const supNode = s("g", {}, supLines.map((line, i) => t(22, supY + i * 15, line, { class: "am-tiny" })));
    g.append(tip(supNode, `${w("piece", "cube")}: ${fx("piece", "cube")}\n${w("piece", "originality")}: ${fx("piece", "originality")}\n${tr("aqua-letters-tip")}`));
    const height = P ? supY + supLines.length * 15 - 6 - y0 : 150;
    g.fit(height);
    return height;
  }

  // ---- the open recipes, as cards grouped by base (two bases a row on a laptop, one on a phone)
  function drawRecipes(y0) {
    const g = section("recipes", 10, y0, W - 20, 236, tr("aqua-open-recipes", { n: v.recipes.length, total: Object.keys(m.recipes || {}).length || 35 }));
    tipw(g.querySelector("text"), "piece", "recipe");
    const open = new Set(v.recipes);
    const all = Object.keys(Wd.recipe || {}).length ? Object.keys(Wd.recipe) : v.recipes;
    const most = Math.max(1, ...flowers.map((f) => all.filter((id) => (entry("recipe", id).base || id[0]) === f).length));
    const step = P ? IW / most : 70, cw = P ? step - 3 : 62, ch = P ? 60 : 64, rowH = P ? 63 : 68;
    flowers.forEach((f, bi) => {
      const col = P ? 0 : bi % 2, rowi = P ? bi : Math.floor(bi / 2);
      const ids = all.filter((id) => (entry("recipe", id).base || id[0]) === f);
      ids.forEach((id, k) => {
        const x = 22 + col * 476 + k * step, yy = y0 + 32 + rowi * rowH;
        if (!open.has(id)) {
          g.append(key(tip(s("rect", { x, y: yy, width: cw, height: ch, rx: 5, class: "am-gone" }), `${w("recipe", id)}: ${tr("aqua-taken")}`), `recipe ${id}`, "gone"));
          return;
        }
        const card = recipeCard(x, yy, id, { width: cw, height: ch });
        tipw(card, "recipe", id);
        act(card, `recipe ${id}`);
        key(card, `recipe ${id}`, "open");
        g.append(card);
      });
    });
    const rows = P ? flowers.length : Math.ceil(flowers.length / 2);
    legend(g, 22, y0 + 32 + rows * rowH + 14);
    const height = P ? 32 + rows * rowH + LEGEND_H : 236;
    g.fit(height);
    return height;
  }

  // ---- a perfumer's board
  const seated = me !== null && me !== undefined;
  function drawBoard(q, y0) {
    const own = q === me;
    const g = section(own ? "own" : `seat${q}`, 10, y0, W - 20, SEAT_H + LEGEND_H);
    if (own) g.setAttribute("data-dock", String(y0 - 6));
    const bottom = drawSeat(h, ctx, g, q, y0, W);
    legend(g, 22, bottom + 12);
    const height = P ? bottom - y0 + LEGEND_H + 4 : SEAT_H;
    g.fit(height);
    return height;
  }

  // ---- the sections, top to bottom (a laptop sets the coach and the Dames side by side)
  let y = 0;
  const next = (height) => { y += height + 10; };
  next(drawTrack(y));
  if (P) {
    next(drawMarket(section("market", 10, y, W - 20, 236 + LEGEND_H), y));
    const sp = section("spaces", 10, y, W - 20, 100);
    const spH = drawSpaces(sp, y);
    sp.fit(spH);
    next(spH);
    const mt = section("matrix", 10, y, W - 20, 100);
    const mtH = drawMatrix(mt, 22, y + 4);
    mt.fit(mtH);
    next(mtH);
    next(drawCoach(y));
    next(drawDames(10, y));
  } else {
    const sp = section("spaces", 10, y, W - 20, 420);
    drawMarket(sp, y);
    drawSpaces(sp, y);
    drawMatrix(sp, 640, y + 8);
    next(420);
    next(Math.max(drawCoach(y), drawDames(560, y)));
  }
  next(drawSupply(y));
  next(drawRecipes(y));
  // the perfumers' boards: the others', then yours (docked under the box)
  const others = v.players_state.map((ps) => ps.seat).filter((q) => q !== me);
  for (const q of seated ? [...others, me] : others) next(drawBoard(q, y));
  const H = y;
  const board = svg(W, H, [], { class: "board aqua" });
  board.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }), ...root.children);
  board.setAttribute("data-sections", JSON.stringify(sections));
  return board;
}
