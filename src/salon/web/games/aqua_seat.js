// Aqua Mirabilis: one perfumer's board (sundial, letter, experience, influence and favours,
// flowers, scents and originality tokens, methods with their stored flowers, lessons, perfumes as
// cards, city tiles) and, on your own, the buttons for the decisions that are no place. A laptop
// lays it out in three rows right of the sundial; a phone (360 wide) lets the pieces flow in
// lines under it, as many lines as they need.
import { firstWords, fitLines, s, svgText as t, t as tr, textWidth } from "../ui.js";
import { FLOWER, INK, SMALL_FONT, TINY_FONT } from "./aqua_kit.js";

/** The decisions that are no place on the board: buttons on your own board (their words: the
 * client's messages aqua-verb-<action, its spaces as ->). */
const SHORT_VERBS = ["produce", "collect", "done", "end turn", "extra turn", "coach home", "coach stay", "court down", "gift token"];
const verbWords = (a) => tr(`aqua-verb-${a.replace(/ /g, "-")}`);

/** The pieces of seat q's board, each drawn where it is asked to be. */
function seatPieces(h, ctx, q) {
  const { v, me, legal, w, fx, field, tip, key, label, name, fl, list, perfumeWords, either, decision, mine, act, pick, chip, box, recipeCard } = h;
  const ps = v.players_state.find((p) => p.seat === q);
  const own = q === me;
  const mineNow = own && mine;
  const infl = Object.entries(ps.influence).filter(([, c]) => c).map(([d, c]) => `${w("dame", d)} ${c}`);
  const methodText = (mm) => w("method", mm.method);
  return {
    ps, own,
    title: (x, y) => key(t(x, y, `${name(q)}${own ? ` (${tr("panel-you")})` : ""} · ${tr("aqua-points", { n: ps.score })}`, { class: "label", fill: ctx.ink ? ctx.ink(q) : ctx.colour(q) }), `score ${q}`),
    /** The sundial: six sectors for 0..5 action points, centred at (sx, sy). */
    dial(sx, sy) {
      const sr = 40;
      const dial = s("g", {});
      for (let k = 0; k <= 5; k++) {
        const a0 = Math.PI + (k * Math.PI) / 6, a1 = Math.PI + ((k + 1) * Math.PI) / 6;
        const d = `M${sx},${sy} L${sx + sr * Math.cos(a0)},${sy + sr * Math.sin(a0)} A${sr},${sr} 0 0 1 ${sx + sr * Math.cos(a1)},${sy + sr * Math.sin(a1)} z`;
        dial.append(s("path", { d, fill: k === ps.action_points ? "#e0a000" : "#fff", stroke: "#8a7a6a" }));
      }
      dial.append(t(sx, sy + 20, firstWords(tr("aqua-action-points", { n: ps.action_points }), 2 * sr + 20, TINY_FONT), { class: "am-tiny", "text-anchor": "middle" }));
      dial.append(t(sx, sy + 38, tr("aqua-dial-produce", { n: ps.sundial_production }), { class: "am-tiny", "text-anchor": "middle" }));
      dial.append(t(sx, sy + 54, tr("aqua-dial-coach", { n: ps.sundial_coach_legs }), { class: "am-tiny", "text-anchor": "middle" }));
      tip(dial, `${w("piece", "sundial")}: ${tr("aqua-dial-tip", { n: ps.action_points, production: ps.sundial_production, legs: ps.sundial_coach_legs })}\n${fx("piece", "sundial")}`);
      return key(dial, `dial ${q}`, `${ps.action_points}`);
    },
    /** Letter and experience; influence; favours. */
    status: [`${w("letter", ps.letter)} · ${tr("aqua-experience", { n: ps.experience })}`, tr("aqua-influence", { dames: infl.join(", ") || tr("aqua-none"), left: ps.influence_supply }), tr("aqua-favours", { dames: ps.favours.map((d) => w("dame", d)).join(", ") || tr("aqua-none") })],
    statusLine: (x, y, line, i) => key(tip(t(x, y, line, { class: "am-small" }), `${w("letter", ps.letter)}\n${fx("letter", ps.letter)}`), i ? `status ${q} ${i}` : `status ${q}`),
    /** A flower chip centred at (cx, cy). */
    flower(cx, cy, f, c) {
      const ch = chip(cx, cy, f, c, 12);
      tip(ch, `${tr("aqua-flowers-of", { n: c, flower: fl(f) })}\n${fx("flower", f)}`);
      if (mineNow && (decision === "produce" || decision === "store" || decision === "apprenticeship")) pick(ch, f);
      return key(ch, `flowers ${q} ${f}`, c);
    },
    /** A scent, 24 wide, centred at cx, its top at y. */
    scent(cx, y, f, c) {
      const sc = s("g", { class: "am-scent" }, [s("rect", { x: cx - 12, y, width: 24, height: 24, rx: 4, fill: FLOWER[f], stroke: "#222" }), t(cx, y + 17, c, { class: "am-chip", "text-anchor": "middle", fill: INK[f] })]);
      tip(sc, tr("aqua-scents-of", { n: c, flower: fl(f) }));
      if (own) act(sc, either(`add ${f}`, `gift ${f}`));
      return key(sc, `scents ${q} ${f}`, c);
    },
    /** The originality tokens, a coin centred at (cx, cy). */
    token(cx, cy) {
      const tok = s("g", { class: "am-token" }, [s("circle", { cx, cy, r: 12, fill: "#e0a000", stroke: "#6b5b4b" }), t(cx, cy + 5, ps.originality, { class: "am-chip", "text-anchor": "middle" })]);
      tip(tok, `${tr("aqua-originality-tokens", { n: ps.originality })}\n${fx("piece", "originality")}`);
      if (own && legal.has("gift token")) act(tok, "gift token");
      return key(tok, `originality ${q}`, ps.originality);
    },
    methodWidth: (mm) => 22 + methodText(mm).length * 7 + mm.stored.length * 26,
    /** A method and the flowers stored on it, its top left at (x, y). */
    method(x, y, mm) {
      const text = methodText(mm);
      const b = s("g", { class: "am-box" }, [s("rect", { x, y, width: 22 + text.length * 7 + mm.stored.length * 26, height: 26, rx: 5 }), t(x + 8, y + 18, text, { class: "am-tiny" })]);
      tip(b, `${w("method", mm.method)}${mm.stored.length ? `, ${tr("aqua-method-holding", { flowers: list(mm.stored.map(fl)) })}` : ""}\n${fx("method", mm.method)}`);
      if (mineNow && decision === "drop_method") act(b, `drop ${mm.method}`);
      else if (mineNow && (decision === "produce" || decision === "store")) pick(b, mm.method);
      key(b, `method ${q} ${mm.method}`, mm.stored.join(""));
      const out = [b];
      mm.stored.forEach((f, k) => {
        const c = chip(x + 14 + text.length * 7 + k * 26 + 10, y + 13, f, f, 10);
        tip(c, tr("aqua-stored-on", { flower: fl(f), method: w("method", mm.method) }));
        if (own) act(c, `unstore ${mm.method} ${f}`);
        out.push(c);
      });
      return out;
    },
    lessonsText: tr("aqua-lessons", { lessons: [...ps.base_scents.map((f) => tr("aqua-base-of", { flower: fl(f) })), ...ps.specialisations.map((f) => tr("aqua-specialist-of", { flower: fl(f) })), ...ps.skills.map((k) => w("skill", k))].join(", ") || tr("aqua-none") }),
    lessons: (node) => key(tip(node, [...ps.base_scents.map((f) => `${tr("aqua-base-of", { flower: fl(f) })}: ${fx("tile", "base")}`), ...ps.specialisations.map((f) => `${tr("aqua-specialist-of", { flower: fl(f) })}: ${fx("tile", "spec")}`), ...ps.skills.map((k) => `${w("skill", k)}: ${fx("skill", k)}`)].join("\n") || tr("aqua-no-lesson")), `lessons ${q}`),
    /** Perfume k as its recipe card with its complements, its top left at (x, y). */
    perfume(x, y, pf, k) {
      const card = recipeCard(x, y, pf.recipe, { complements: pf.complements, presented: pf.presented });
      card.classList.add("perfume");
      tip(card, `${tr("aqua-perfume-n", { n: k + 1 })}: ${perfumeWords(pf)}${pf.presented ? ` (${tr("aqua-presented")})` : ""}\n${w("recipe", pf.recipe)}`);
      if (own) act(card, either(`present ${k + 1}`, `gift perfume ${k + 1}`, `discard perfume ${k + 1}`));
      return key(card, `perfume ${q} ${k}`, `${pf.recipe} ${pf.complements.join("")} ${pf.presented}`);
    },
    /** A city tile, at most `most` wide (its words cut to fit, in full on hover or long press). */
    cityTile(x, y, id, most) {
      const text = field("city", id, "short");
      const width = Math.min(most, 16 + textWidth(text, TINY_FONT));
      const b = box(x, y, width, 26, firstWords(text, width - 12, TINY_FONT));
      tip(b, `${w("city", id)}\n${fx("city", id)}`);
      if (own) act(b, `flip ${id}`);
      key(b, `tile ${q} ${id}`);
      return [b, width];
    },
    flipped(node) {
      const backs = ps.flipped_tiles.reduce((a, id) => a + Number(field("city", id, "back") || 0), 0);
      return key(tip(node, ps.flipped_tiles.length ? tr("aqua-flipped-tip", { tiles: ps.flipped_tiles.map((id) => w("city", id)).join("; "), n: backs }) : tr("aqua-none-flipped")), `flipped ${q}`, ps.flipped_tiles.length);
    },
    /** The moves of your own board that are no place, as buttons (your turn only). */
    verbs: own && mine ? SHORT_VERBS.filter((a) => legal.has(a)) : [],
    button: (x, y, width, a) => h.button(x, y, width, a, verbWords(a)),
  };
}

/** Draws seat q's board into its section g (at y0, W wide); `h` is the drawing kit. Returns
 * the bottom of what it drew. */
export function drawSeat(h, ctx, g, q, y0, W) {
  const p = seatPieces(h, ctx, q);
  g.classList.add("seat-panel");
  if (h.v.to_act.includes(q)) g.classList.add("acting");
  g.setAttribute("data-seat", q);
  g.querySelector("rect").setAttribute("stroke", ctx.colour(q));
  g.querySelector("rect").classList.add("panel-bg");
  return ctx.shape === "portrait" ? phoneSeat(h, p, g, y0, W) : laptopSeat(h, p, g, y0, W);
}

/** A laptop's board: the sundial left, three rows right of it, the buttons at the top right. */
function laptopSeat(h, p, g, y0, W) {
  const { ps } = p;
  g.append(p.title(22, y0 + 24), p.dial(78, y0 + 98));
  const x0 = 150;
  g.append(p.statusLine(x0, y0 + 50, p.status.join(" · "), 0));
  // flowers, scents and originality tokens
  const room = (text) => textWidth(text, TINY_FONT) + 14;  // a label's width and the gap after it
  g.append(t(x0, y0 + 82, tr("aqua-label-flowers"), { class: "am-tiny" }));
  let bx = x0 + Math.max(68, room(tr("aqua-label-flowers")) + 12);
  for (const [f, c] of Object.entries(ps.flowers)) { g.append(p.flower(bx, y0 + 78, f, c)); bx += 28; }
  if (!Object.keys(ps.flowers).length) { g.append(t(bx, y0 + 82, tr("aqua-none"), { class: "am-tiny" })); bx += Math.max(36, room(tr("aqua-none"))); }
  bx += 14;
  g.append(t(bx, y0 + 82, tr("aqua-label-scents"), { class: "am-tiny" }));
  bx += Math.max(58, room(tr("aqua-label-scents")) + 12);
  for (const [f, c] of Object.entries(ps.scents)) { g.append(p.scent(bx, y0 + 66, f, c)); bx += 30; }
  if (!Object.keys(ps.scents).length) { g.append(t(bx - 6, y0 + 82, tr("aqua-none"), { class: "am-tiny" })); bx += Math.max(30, room(tr("aqua-none"))); }
  bx += 14;
  g.append(p.token(bx + 12, y0 + 78), t(bx + 30, y0 + 82, tr("aqua-label-originality"), { class: "am-tiny" }));
  // methods (their stored flowers may be taken back), lessons
  g.append(t(x0, y0 + 110, tr("aqua-label-methods"), { class: "am-tiny" }));
  bx = x0 + Math.max(56, room(tr("aqua-label-methods")));
  ps.methods.forEach((mm) => { g.append(...p.method(bx, y0 + 94, mm)); bx += p.methodWidth(mm) + 6; });
  g.append(p.lessons(t(Math.max(bx + 12, x0 + 330), y0 + 112, p.lessonsText, { class: "am-tiny" })));
  // perfumes, as recipe cards with their complements; city tiles, flipped at any point of one's turn
  g.append(t(x0, y0 + 140, tr("aqua-label-perfumes"), { class: "am-tiny" }));
  bx = x0 + Math.max(64, room(tr("aqua-label-perfumes")));
  ps.perfumes.forEach((pf, k) => { g.append(p.perfume(bx, y0 + 128, pf, k)); bx += 68; });
  if (!ps.perfumes.length) { g.append(t(bx, y0 + 140, tr("aqua-none"), { class: "am-tiny" })); bx += Math.max(40, room(tr("aqua-none"))); }
  bx += 16;
  g.append(t(bx, y0 + 140, tr("aqua-label-city-tiles"), { class: "am-tiny" }));
  bx += Math.max(64, room(tr("aqua-label-city-tiles")));
  ps.city_tiles.forEach((id) => { const [b, width] = p.cityTile(bx, y0 + 126, id, W - 40 - bx); g.append(b); bx += width + 6; });
  g.append(p.flipped(t(Math.min(bx + 6, W - 110), y0 + 144, tr("aqua-flipped", { n: ps.flipped_tiles.length }), { class: "am-tiny" })));
  p.verbs.forEach((a, k) => g.append(p.button(W - 150 - k * 130, y0 + 8, 122, a)));
  return y0 + 200;
}

/** A phone's board (360 wide): the title, the buttons three a row, the sundial with the status
 * beside it, then the pieces in lines (flowers; scents and tokens; methods; lessons; perfumes;
 * city tiles), each a new line when the last is full. */
function phoneSeat(h, p, g, y0, W) {
  const { ps } = p;
  const right = W - 22;
  g.append(p.title(22, y0 + 24));
  let y = y0 + 34;
  const bw = (right - 22 - 12) / 3;
  // (collecting the flowers: the market's button on a phone)
  const verbs = p.verbs.filter((a) => a !== "collect");
  verbs.forEach((a, k) => g.append(p.button(22 + (k % 3) * (bw + 6), y + Math.floor(k / 3) * 38, bw, a)));
  if (verbs.length) y += Math.ceil(verbs.length / 3) * 38;
  g.append(p.dial(62, y + 46));
  const lines = p.status.flatMap((line) => fitLines(line, right - 116, SMALL_FONT));
  lines.forEach((line, i) => g.append(p.statusLine(116, y + 18 + i * 17, line, i)));
  y = Math.max(y + 108, y + 18 + lines.length * 17);
  // the pieces in lines: `at(width, height)` is where the next one goes (a new line when it
  // would run past the right edge); `gap()` ends the line
  let x = 22, lineH = 0;
  const at = (width, height) => {
    if (x > 22 && x + width > right) { y += lineH + 6; x = 22; lineH = 0; }
    const here = [x, y];
    x += width + 6;
    lineH = Math.max(lineH, height);
    return here;
  };
  const gap = () => { if (x > 22) { y += lineH + 8; x = 22; lineH = 0; } };
  const word = (text) => { const [wx, wy] = at(textWidth(text, TINY_FONT), 26); const n = t(wx, wy + 17, text, { class: "am-tiny" }); g.append(n); return n; };
  word(tr("aqua-label-flowers"));
  for (const [f, c] of Object.entries(ps.flowers)) { const [cx, cy] = at(24, 26); g.append(p.flower(cx + 12, cy + 13, f, c)); }
  if (!Object.keys(ps.flowers).length) word(tr("aqua-none"));
  gap();
  word(tr("aqua-label-scents"));
  for (const [f, c] of Object.entries(ps.scents)) { const [sx, sy] = at(24, 26); g.append(p.scent(sx + 12, sy + 1, f, c)); }
  if (!Object.keys(ps.scents).length) word(tr("aqua-none"));
  { const [tx, ty] = at(24, 26); g.append(p.token(tx + 12, ty + 13)); }
  word(tr("aqua-label-originality"));
  gap();
  word(tr("aqua-label-methods"));
  ps.methods.forEach((mm) => { const [mx, my] = at(p.methodWidth(mm), 26); g.append(...p.method(mx, my, mm)); });
  if (!ps.methods.length) word(tr("aqua-none"));
  gap();
  const lessonLines = fitLines(p.lessonsText, right - 22, TINY_FONT);
  g.append(p.lessons(s("g", {}, lessonLines.map((line, i) => t(22, y + 12 + i * 15, line, { class: "am-tiny" })))));
  y += lessonLines.length * 15 + 6;
  word(tr("aqua-label-perfumes"));
  ps.perfumes.forEach((pf, k) => { const [cx, cy] = at(62, 64); g.append(p.perfume(cx, cy, pf, k)); });
  if (!ps.perfumes.length) word(tr("aqua-none"));
  gap();
  word(tr("aqua-label-city-tiles"));
  ps.city_tiles.forEach((id) => {
    const [, probe] = p.cityTile(0, 0, id, right - 22);
    const [cx, cy] = at(probe, 26);
    g.append(p.cityTile(cx, cy, id, right - 22)[0]);
  });
  g.append(p.flipped(word(tr("aqua-flipped", { n: ps.flipped_tiles.length }))));
  gap();
  return y - 4;
}
