// Aqua Mirabilis: one perfumer's board (sundial, letter, experience, influence and favours,
// flowers, scents and originality tokens, methods with their stored flowers, lessons, perfumes as
// cards, city tiles) and, on your own, the buttons for the decisions that are no place.
import { s, t } from "../ui.js";
import { FLOWER, INK } from "./aqua_kit.js";

/** The decisions that are no place on the board: buttons on your own board. */
const SHORT_VERBS = {
  produce: "Produce", collect: "Collect", done: "Done", "end turn": "End turn", "extra turn": "Extra turn",
  "coach home": "Coach home", "coach stay": "Coach stays", "court down": "Court down", "gift token": "Gift a token",
};

/** Draws seat q's board into its section g (at y0, W wide); `h` is the drawing kit. */
export function drawSeat(h, ctx, g, q, y0, W) {
  const { v, m, me, legal, entry, w, fx, field, tip, tipw, key, label, name, fl, ab, plural, list, flowers, perfumeWords, either, decision, mine, act, pick, chip, box, recipeCard } = h;
  const ps = v.players_state.find((p) => p.seat === q);
  const own = q === me;
  g.classList.add("seat-panel");
  if (v.to_act.includes(q)) g.classList.add("acting");
  g.setAttribute("data-seat", q);
  g.querySelector("rect").setAttribute("stroke", ctx.colour(q));
  g.querySelector("rect").classList.add("panel-bg");
  g.append(key(t(22, y0 + 24, `${name(q)}${own ? " (you)" : ""} · ${plural(ps.score, "point")}`, { class: "label", fill: ctx.colour(q) }), `score ${q}`));
  const mineNow = own && mine;
  // sundial: six sectors for 0..5 action points
  const sx = 78, sy = y0 + 98, sr = 40;
  const dial = s("g", {});
  for (let k = 0; k <= 5; k++) {
    const a0 = Math.PI + (k * Math.PI) / 6, a1 = Math.PI + ((k + 1) * Math.PI) / 6;
    const d = `M${sx},${sy} L${sx + sr * Math.cos(a0)},${sy + sr * Math.sin(a0)} A${sr},${sr} 0 0 1 ${sx + sr * Math.cos(a1)},${sy + sr * Math.sin(a1)} z`;
    dial.append(s("path", { d, fill: k === ps.action_points ? "#e0a000" : "#fff", stroke: "#8a7a6a" }));
  }
  dial.append(t(sx, sy + 20, plural(ps.action_points, "action point"), { class: "am-tiny", "text-anchor": "middle" }));
  dial.append(t(sx, sy + 38, `produce ${ps.sundial_production}`, { class: "am-tiny", "text-anchor": "middle" }));
  dial.append(t(sx, sy + 54, `coach ${ps.sundial_coach_legs}`, { class: "am-tiny", "text-anchor": "middle" }));
  tip(dial, `${w("piece", "sundial")}: ${plural(ps.action_points, "action point")} left; producing now gives ${plural(ps.sundial_production, "production point")} and ${plural(ps.sundial_coach_legs, "coach leg")}\n${fx("piece", "sundial")}`);
  key(dial, `dial ${q}`, `${ps.action_points}`);
  g.append(dial);
  const x0 = 150;
  // letter, experience, originality tokens, influence, favours
  const infl = Object.entries(ps.influence).filter(([, c]) => c).map(([d, c]) => `${w("dame", d)} ${c}`);
  const status = [`${w("letter", ps.letter)} · experience ${ps.experience}`, `influence ${infl.join(", ") || "none"} (${ps.influence_supply} left)`, `favours ${ps.favours.map((d) => w("dame", d)).join(", ") || "none"}`];
  // on a phone on three lines, the favours under the sundial (one line was wider than the screen and cut)
  const lines = ctx.shape === "portrait" ? [[status[0], x0, y0 + 44], [status[1], x0, y0 + 60], [status[2], 22, y0 + 176]] : [[status.join(" · "), x0, y0 + 50]];
  lines.forEach(([line, lx, ly], i) => g.append(key(tip(t(lx, ly, line, { class: "am-small" }), `${w("letter", ps.letter)}\n${fx("letter", ps.letter)}`), i ? `status ${q} ${i}` : `status ${q}`)));
  // flowers, scents and originality tokens
  g.append(t(x0, y0 + 82, "flowers", { class: "am-tiny" }));
  let bx = x0 + 68;
  for (const [f, c] of Object.entries(ps.flowers)) {
    const ch = chip(bx, y0 + 78, f, c, 12);
    tip(ch, `${plural(c, `${fl(f)} flower`)}\n${fx("flower", f)}`);
    if (mineNow && (decision === "produce" || decision === "store" || decision === "apprenticeship")) pick(ch, f);
    key(ch, `flowers ${q} ${f}`, c);
    g.append(ch);
    bx += 28;
  }
  if (!Object.keys(ps.flowers).length) { g.append(t(bx, y0 + 82, "none", { class: "am-tiny" })); bx += 36; }
  bx += 14;
  g.append(t(bx, y0 + 82, "scents", { class: "am-tiny" }));
  bx += 58;
  for (const [f, c] of Object.entries(ps.scents)) {
    const sc = s("g", { class: "am-scent" }, [s("rect", { x: bx - 12, y: y0 + 66, width: 24, height: 24, rx: 4, fill: FLOWER[f], stroke: "#222" }), t(bx, y0 + 83, c, { class: "am-chip", "text-anchor": "middle", fill: INK[f] })]);
    tip(sc, `${plural(c, `${fl(f)} scent`)}`);
    if (own) act(sc, either(`add ${f}`, `gift ${f}`));
    key(sc, `scents ${q} ${f}`, c);
    g.append(sc);
    bx += 30;
  }
  if (!Object.keys(ps.scents).length) { g.append(t(bx - 6, y0 + 82, "none", { class: "am-tiny" })); bx += 30; }
  bx += 14;
  const tok = s("g", { class: "am-token" }, [s("circle", { cx: bx + 12, cy: y0 + 78, r: 12, fill: "#e0a000", stroke: "#6b5b4b" }), t(bx + 12, y0 + 83, ps.originality, { class: "am-chip", "text-anchor": "middle" })]);
  tip(tok, `${plural(ps.originality, "originality token")}\n${fx("piece", "originality")}`);
  if (own && legal.has("gift token")) act(tok, "gift token");
  key(tok, `originality ${q}`, ps.originality);
  g.append(tok, t(bx + 30, y0 + 82, "originality", { class: "am-tiny" }));
  // methods (their stored flowers may be taken back)
  g.append(t(x0, y0 + 110, "methods", { class: "am-tiny" }));
  bx = x0 + 56;
  ps.methods.forEach((mm) => {
    const text = w("method", mm.method);
    const width = 22 + text.length * 7 + mm.stored.length * 26;
    const b = s("g", { class: "am-box" }, [s("rect", { x: bx, y: y0 + 94, width, height: 26, rx: 5 }), t(bx + 8, y0 + 112, text, { class: "am-tiny" })]);
    tip(b, `${w("method", mm.method)}${mm.stored.length ? `, holding ${list(mm.stored.map(fl))}` : ""}\n${fx("method", mm.method)}`);
    if (mineNow && decision === "drop_method") act(b, `drop ${mm.method}`);
    else if (mineNow && (decision === "produce" || decision === "store")) pick(b, mm.method);
    key(b, `method ${q} ${mm.method}`, mm.stored.join(""));
    g.append(b);
    mm.stored.forEach((f, k) => {
      const c = chip(bx + 14 + text.length * 7 + k * 26 + 10, y0 + 107, f, f, 10);
      tip(c, `${fl(f)} flower stored on ${w("method", mm.method)}`);
      if (own) act(c, `unstore ${mm.method} ${f}`);
      g.append(c);
    });
    bx += width + 6;
  });
  const learned = [...ps.base_scents.map((f) => `${fl(f)} base`), ...ps.specialisations.map((f) => `${fl(f)} specialist`), ...ps.skills.map((k) => w("skill", k))];
  const les = t(Math.max(bx + 12, x0 + 330), y0 + 112, `lessons: ${learned.join(", ") || "none"}`, { class: "am-tiny" });
  g.append(key(tip(les, [...ps.base_scents.map((f) => `${fl(f)} base: ${fx("tile", "base")}`), ...ps.specialisations.map((f) => `${fl(f)} specialist: ${fx("tile", "spec")}`), ...ps.skills.map((k) => `${w("skill", k)}: ${fx("skill", k)}`)].join("\n") || "No lesson learned yet"), `lessons ${q}`));
  // perfumes, as recipe cards with their complements
  g.append(t(x0, y0 + 140, "perfumes", { class: "am-tiny" }));
  bx = x0 + 64;
  ps.perfumes.forEach((pf, k) => {
    const card = recipeCard(bx, y0 + 128, pf.recipe, { complements: pf.complements, presented: pf.presented });
    card.classList.add("perfume");
    tip(card, `Perfume ${k + 1}: ${perfumeWords(pf)}${pf.presented ? " (presented since Sunday)" : ""}\n${w("recipe", pf.recipe)}`);
    if (own) act(card, either(`present ${k + 1}`, `gift perfume ${k + 1}`, `discard perfume ${k + 1}`));
    key(card, `perfume ${q} ${k}`, `${pf.recipe} ${pf.complements.join("")} ${pf.presented}`);
    g.append(card);
    bx += 68;
  });
  if (!ps.perfumes.length) { g.append(t(bx, y0 + 140, "none", { class: "am-tiny" })); bx += 40; }
  bx += 16;
  // city tiles, flipped at any point of one's turn
  g.append(t(bx, y0 + 140, "city tiles", { class: "am-tiny" }));
  bx += 64;
  ps.city_tiles.forEach((id) => {
    const text = field("city", id, "short");
    const width = Math.min(W - 40 - bx, 16 + text.length * 6.6);
    const b = box(bx, y0 + 126, width, 26, text.length * 6.6 > width - 16 ? text.slice(0, Math.floor((width - 16) / 6.6) - 1) + "…" : text);
    tip(b, `${w("city", id)}\n${fx("city", id)}`);
    if (own) act(b, `flip ${id}`);
    key(b, `tile ${q} ${id}`);
    g.append(b);
    bx += width + 6;
  });
  const backs = ps.flipped_tiles.reduce((a, id) => a + Number(field("city", id, "back") || 0), 0);
  g.append(key(tip(t(Math.min(bx + 6, W - 110), y0 + 144, `${ps.flipped_tiles.length} flipped`, { class: "am-tiny" }), ps.flipped_tiles.length ? `Flipped: ${ps.flipped_tiles.map((id) => w("city", id)).join("; ")} (${plural(backs, "point")} at the end)` : "No city tile flipped yet"), `flipped ${q}`, ps.flipped_tiles.length));
  // the decisions that are not a place on the board, as buttons
  if (own && mine) {
    Object.keys(SHORT_VERBS).filter((a) => legal.has(a)).forEach((a, k) => {
      const bxx = W - 150 - k * 130;
      const b = s("g", { class: "svg-button" }, [s("rect", { x: bxx, y: y0 + 8, width: 122, height: 32, rx: 7 }), t(bxx + 61, y0 + 29, SHORT_VERBS[a], { "text-anchor": "middle", class: "am-btn" })]);
      tip(b, label(a) || SHORT_VERBS[a]);
      act(b, a);
      g.append(b);
    });
  }
}
