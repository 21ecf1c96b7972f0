// Roméo & Juliette: the ring of six locations with every character, the Love and Hate tracks,
// act and scene, the heart, both lovers' hands (yours face up), the cards revealed this act,
// missives, and the rendezvous drawn as an exchange of signals (no chat).
import { s, svg, t, tip } from "../ui.js";

const FAM = { capulet: "#2f6db5", montaigu: "#c0392b", neutral: "#8a7f72", none: "#7a5a2a" };
const SHORT = { juliette: "J", romeo: "R", "lord-capulet": "LC", "lady-capulet": "lC", tybalt: "Ty", nurse: "Nu", "lord-montaigu": "LM", "lady-montaigu": "lM", benvolio: "Be", laurent: "BL", allegory: "AH" };

function signal(entry) {
  const [, what] = entry;
  const [verb, arg] = what.split(" ");
  if (verb === "missive") return ["✉", `points at ${arg}`];
  if (verb === "propose") return [arg === "passion" ? "♥" : "⚖", `proposes ${arg === "passion" ? "Passion" : "Reason"}`];
  if (verb === "confirm") return ["✓", "confirms"];
  if (verb === "wait") return ["…", "waits"];
  return ["·", what];
}

export function renderRomeo(ctx) {
  const v = ctx.view;
  const m = ctx.meta;
  const me = ctx.seat;
  const locs = m.locations || [];
  const chars = Object.fromEntries((m.characters || []).map((c) => [c.id, c]));
  const W = 1100, H = 950;
  const root = svg(W, H, [], { class: "board romeo" });
  root.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }));
  root.append(t(20, 28, `${v.chapter_name} · Act ${v.act} · Scene ${v.scene_in_act} (${v.scene} of ${(m.acts || 3) * (m.scenes_per_act || 4)}) · ${v.phase}`, { class: "label" }));
  // ---- the ring
  const cx = 290, cy = 330, R = 195;
  const pos = {};
  locs.forEach((l, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / locs.length;
    pos[l.id] = [cx + R * Math.cos(a), cy + R * Math.sin(a)];
  });
  root.append(s("circle", { cx, cy, r: R, fill: "none", stroke: "#cbbfae", "stroke-width": 10 }));
  root.append(t(cx, cy - 10, "cw →", { "text-anchor": "middle", class: "tiny" }));
  locs.forEach((l) => {
    const [x, y] = pos[l.id];
    const hate = (v.hate_now || []).includes(l.id);
    const g = s("g", { class: "location", "data-location": l.id });
    g.append(s("circle", { cx: x, cy: y, r: 82, fill: hate ? "#fbe0e0" : "#fffdf8", stroke: FAM[l.family], "stroke-width": hate ? 6 : 3 }));
    g.append(t(x, y - 56, l.name, { "text-anchor": "middle", class: "small rj-loc" }));
    g.append(t(x, y - 42, `${l.family} · ${l.effect}`, { "text-anchor": "middle", class: "tiny" }));
    if (hate) g.append(t(x, y + 74, "Hate here!", { "text-anchor": "middle", class: "danger small" }));
    g.append(tip(`${l.name} (${l.family}; effect: ${l.effect})`));
    ctx.pick(g, l.id);
    root.append(g);
  });
  // characters inside their location
  const at = {};
  for (const [cid, loc] of Object.entries(v.positions)) (at[loc] = at[loc] || []).push(cid);
  for (const [loc, list] of Object.entries(at)) {
    if (!pos[loc]) continue;
    const [x, y] = pos[loc];
    list.forEach((cid, k) => {
      const c = chars[cid] || { family: "none", kind: "chaperone", name: cid };
      const lover = c.kind === "lover";
      const col = Math.floor(k % 4), row = Math.floor(k / 4);
      const px = x - 48 + col * 32, py = y - 14 + row * 34;
      const g = s("g", { class: "token", "data-char": cid });
      g.append(s("circle", { cx: px, cy: py, r: lover ? 15 : 12, fill: lover ? FAM[c.family] : "#fff", stroke: c.kind === "allegory" ? "#111" : FAM[c.family] || "#555", "stroke-width": lover ? 2 : 3 }));
      g.append(t(px, py + 4, SHORT[cid] || cid.slice(0, 2), { "text-anchor": "middle", class: lover ? "rj-lover" : "tiny rj-token" }));
      g.append(tip(c.name));
      ctx.pick(g, cid);
      root.append(g);
    });
  }
  // directions for moving tokens one step around the ring (pick a token, then a direction)
  if (ctx.legal.some((a) => / c?cw$/.test(a))) {
    [["ccw", "↺ ccw", -48, "counter-clockwise"], ["cw", "↻ cw", 48, "clockwise"]].forEach(([d, label, dx, long]) => {
      const g = s("g", { class: "svg-button" }, [s("rect", { x: cx + dx - 42, y: cy + 46, width: 84, height: 28, rx: 7 }), t(cx + dx, cy + 65, label, { "text-anchor": "middle", class: "rj-btn" }), tip(`move ${long}`)]);
      ctx.pick(g, d);
      root.append(g);
    });
  }
  // the heart in the middle
  const heartTxt = v.heart === "passion" ? "♥ Passion" : v.heart === "reason" ? "⚖ Reason" : "heart: undecided";
  root.append(t(cx, cy + 14, heartTxt, { "text-anchor": "middle", class: "label", fill: v.heart === "passion" ? "#c2185b" : "#555" }));
  root.append(t(cx, cy + 34, `missives in reserve ${v.reserve}`, { "text-anchor": "middle", class: "tiny" }));
  // ---- tracks
  const tx = 600, tw = 480;
  const love = m.love_max || 10, hateMax = m.hate_start || 10;
  root.append(t(tx, 60, `Love ${v.love}/${love}`, { class: "label", fill: "#c2185b" }));
  for (let k = 0; k <= love; k++) {
    const x = tx + k * (tw / (love + 1));
    const ev = v.love_spaces && v.love_spaces[k];
    const info = ev && (m.events || {})[ev.id];
    root.append(s("rect", { x, y: 68, width: tw / (love + 1) - 4, height: 34, rx: 5, fill: k === v.love ? "#f8bbd0" : "#fff", stroke: "#c2185b" }, [tip(`Love ${k}`)]));
    root.append(t(x + 4, 80, k, { class: "tiny" }));
    if (ev) root.append(s("g", {}, [
      s("rect", { x: x + 4, y: 83, width: tw / (love + 1) - 12, height: 16, rx: 3, fill: ev.face_up ? "#fff3d6" : "#e8e2da", stroke: ev.face_up ? "#e0a000" : "#b9ab9a" }),
      t(x + 6, 95, ev.id, { class: "tiny" }),
      tip(info ? `${ev.id} ${info.name}: ${info.text}${ev.face_up ? " (face up: in effect)" : " (resolved)"}` : ev.id),
    ]));
  }
  root.append(t(tx, 128, `Hate ${v.hate} (the drama is lost at 0)`, { class: "label", fill: "#333" }));
  for (let k = 0; k <= hateMax; k++) {
    const x = tx + k * (tw / (hateMax + 1));
    root.append(s("rect", { x, y: 136, width: tw / (hateMax + 1) - 4, height: 34, rx: 5, fill: k === v.hate ? "#555" : "#fff", stroke: "#555" }));
    root.append(t(x + 6, 158, k, { class: "tiny", fill: k === v.hate ? "#fff" : "#333" }));
  }
  // the chapter's book card and the events face up on the Love track (lasting rules)
  const lasting = Object.values(v.love_spaces || {}).filter((e) => e.face_up).map((e) => e.id);
  const book = (m.events || {})[v.book];
  const rules = [book ? `Book ${v.book}: ${book.text}` : null, ...lasting.map((id) => { const e = (m.events || {})[id]; return e ? `${id} ${e.name}: ${e.text}` : id; })].filter(Boolean);
  rules.slice(0, 2).forEach((line, i) => root.append(t(tx, 186 + i * 13, line.length > 88 ? line.slice(0, 87) + "…" : line, { class: "tiny" }, [tip(line)])));
  // ---- the rendezvous: an exchange of signals between the two lovers
  const ry = 218;
  root.append(s("rect", { x: tx, y: ry, width: tw, height: 300, rx: 10, fill: "#fff", stroke: "#cbbfae" }));
  if (v.rendezvous && v.rendezvous.proposal) root.append(t(tx + tw - 14, ry + 250, `proposal on the table: ${v.rendezvous.proposal === "passion" ? "♥ Passion" : "⚖ Reason"}`, { class: "small", "text-anchor": "end" }));
  root.append(t(tx + 12, ry + 24, "Rendezvous — signals only", { class: "label" }));
  const names = v.seats.map((x) => x.lover);
  root.append(t(tx + 20, ry + 48, `${names[0]} ✉${v.seats[0].missives}`, { class: "small", fill: FAM.capulet }));
  root.append(t(tx + tw - 20, ry + 48, `✉${v.seats[1].missives} ${names[1]}`, { class: "small", "text-anchor": "end", fill: FAM.montaigu }));
  const rlog = (v.rendezvous && v.rendezvous.log) || [];
  rlog.slice(-8).forEach((e, i) => {
    const [icon, words] = signal(e);
    const left = e[0] === 0;
    const y = ry + 62 + i * 28;
    const bx = left ? tx + 16 : tx + tw / 2 - 6;
    root.append(s("g", { class: "signal" }, [
      s("rect", { x: bx, y, width: tw / 2 - 10, height: 24, rx: 12, fill: left ? "#e3edf9" : "#f9e3e3" }),
      t(bx + 12, y + 17, `${icon}  ${words}`, { class: "small" }),
    ]));
  });
  if (!rlog.length) root.append(t(tx + tw / 2, ry + 90, v.phase === "rendezvous" ? "no signal yet" : "", { class: "muted small", "text-anchor": "middle" }));
  const buttons = [["propose passion", "♥ propose Passion"], ["propose reason", "⚖ propose Reason"], ["confirm", "✓ confirm"], ["wait", "… wait"]];
  let bxx = tx + 12;
  for (const [a, label] of buttons) {
    if (!ctx.legal.includes(a)) continue;
    const g = s("g", { class: "svg-button" }, [s("rect", { x: bxx, y: ry + 262, width: 150, height: 30, rx: 7 }), t(bxx + 75, ry + 282, label, { "text-anchor": "middle", class: "rj-btn" })]);
    ctx.act(g, a);
    root.append(g);
    bxx += 156;
  }
  // ---- lovers: revealed cards this act, hands and decks
  const sy = 556;
  v.seats.forEach((st, q) => {
    const x = tx + q * (tw / 2);
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : "") });
    g.append(s("rect", { x, y: sy, width: tw / 2 - 8, height: 166, rx: 10, class: "panel-bg", stroke: q === 0 ? FAM.capulet : FAM.montaigu }));
    g.append(t(x + 10, sy + 22, `${ctx.name(q)}${q === me ? " (you)" : ""}`, { class: "label", fill: q === 0 ? FAM.capulet : FAM.montaigu }));
    g.append(t(x + 10, sy + 42, `at ${st.location} · ✉ ${st.missives}${st.ready ? " · has chosen in secret" : ""}`, { class: "small" }));
    g.append(t(x + 10, sy + 60, `hand ${st.hand_sizes[0]} locations, ${st.hand_sizes[1]} chaperones`, { class: "small" }));
    g.append(t(x + 10, sy + 76, `deck ${st.deck_sizes[0]} + ${st.deck_sizes[1]}`, { class: "small" }));
    if (st.known_in_hand && st.known_in_hand.length && q !== me) g.append(t(x + 10, sy + 92, `known in hand: ${st.known_in_hand.join(", ")}`, { class: "tiny" }));
    g.append(t(x + 10, sy + 106, "revealed this act:", { class: "tiny" }));
    st.revealed_locations.forEach((l, k) => g.append(t(x + 10, sy + 120 + k * 11, `${l} + ${st.revealed_chaperones[k] || ""}`, { class: "tiny" })));
    root.append(g);
  });
  if (v.this_scene) root.append(t(tx, sy + 184, "This scene: " + Object.entries(v.this_scene).map(([who, c]) => `${who} → ${c.join(" with ")}`).join(" · "), { class: "small" }));
  const lr = v.last_resolution;
  if (lr && (lr.hate.length || lr.love || lr.events.length || lr.nurse)) root.append(t(tx, sy + 200, `Last scene: hate at ${lr.hate.join(", ") || "nowhere"}; love +${lr.love}${lr.events.length ? "; events " + lr.events.join(", ") : ""}${lr.nurse ? "; the Nurse gave a missive" : ""}`, { class: "small" }));
  // ---- your hand
  if (me !== null && me !== undefined && v.hand) {
    const hy = 790;
    root.append(t(20, hy, "Your hand" + (v.my_choice ? ` · your secret choice: ${v.my_choice.location || "?"} with ${v.my_choice.chaperone || "?"}` : ""), { class: "label" }));
    const cards = v.hand.locations.map((id) => ["loc", id]).concat(v.hand.chaperones.map((id) => ["chap", id]));
    cards.forEach(([kind, id], k) => {
      const x = 20 + k * 92, y = hy + 12;
      const c = kind === "chap" ? chars[id] : null;
      const loc = kind === "loc" ? locs.find((l) => l.id === id) : null;
      const fam = kind === "chap" ? (c ? c.family : "none") : loc ? loc.family : "neutral";
      const name = kind === "chap" ? (c ? c.name.replace(/^the /, "") : id) : (m.location_cards || {})[id] || id;
      const g = s("g", { class: "card hand-card", "data-card": id });
      g.append(s("rect", { x, y, width: 86, height: 120, rx: 8, class: "face" }));
      g.append(s("rect", { x, y, width: 86, height: 20, rx: 7, fill: FAM[fam] || "#777" }));
      g.append(t(x + 43, y + 15, kind === "loc" ? "location" : "chaperone", { class: "tiny", "text-anchor": "middle", fill: "#fff" }));
      const words = name.split(" ");
      words.slice(0, 4).forEach((w, i) => g.append(t(x + 43, y + 48 + i * 16, w, { class: "small", "text-anchor": "middle" })));
      g.append(tip(name));
      ctx.pick(g, id);
      root.append(g);
    });
  }
  return root;
}
