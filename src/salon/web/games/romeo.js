// Roméo & Juliette: the ring of six places (listed clockwise) with every character, the Love
// and Hate tracks with the event cards on Love, the book card and every face-up event with its
// text, act and scene, the heart, both lovers (yours with your hand), the cards revealed this
// act, missives, and the rendezvous drawn as an exchange of signals (no chat). Every name and
// effect comes from the game's words (ctx.w, ctx.fx, ctx.tipw); no id is shown.
import { firstWords, fitLines, listWords, s, sayText, svg, svgText as t, t as tr, textWidth } from "../ui.js";

const FAM = { capulet: "#2f6db5", montaigu: "#c0392b", neutral: "#8a7f72", none: "#7a5a2a" };
const TOKEN = { laurent: "#2e8b57", allegory: "#7b3fa0" };
// the fonts of the board's words (style.css: svg .small bold as a place's name, svg.romeo .tiny,
// svg .label), for fitting them by their measured width
const NAME_FONT = "700 13px system-ui, sans-serif";
const TINY_FONT = "13px system-ui, sans-serif";
const LABEL_FONT = "700 17px system-ui, sans-serif";
const SMALLEST_FONT = "12px system-ui, sans-serif";  // the least size a word is drawn at
/** Half the width of a circle of radius r at distance d from its centre. */
const chord = (r, d) => Math.sqrt(Math.max(0, r * r - d * d));

/** Half the free width in the middle of the ring over the heights y0..y1 (from its centre, y
 * down): the room between the places' circles (their centres `centres` from the ring's centre,
 * each circle `r` wide with its gap) and inside the ring's own band (`inner`); 0 where a place's
 * circle crosses the middle. */
function freeHalf(centres, r, inner, y0, y1) {
  let half = chord(inner, Math.max(Math.abs(y0), Math.abs(y1)));
  for (const [ox, oy] of centres) {
    const c = chord(r, oy < y0 ? y0 - oy : oy > y1 ? oy - y1 : 0);
    if (c <= 0) continue;
    if (Math.abs(ox) <= c) return 0;
    half = Math.min(half, Math.abs(ox) - c);
  }
  return Math.max(0, half);
}

/** The lines in the middle of the ring: each block ({text, font, size, lh, max}) wrapped
 * between words into lines each as wide as the free room at its own height (`widthAt(y0, y1)`,
 * the stack centred on the ring's centre), at most `max` lines a block, the last of them its
 * first words where more would be needed (`cut`: the whole is then on hover or focus). Returns
 * [{block, lines: [{text, y}], cut}] with y the baselines from the centre. */
function centreLines(blocks, widthAt, gap = 4) {
  const band = (b, top) => { const base = top + b.lh - b.size * 0.25; return [base, base - b.size * 0.8, base + b.size * 0.25]; };
  const place = (counts) => {  // each block's first line's top, the stack centred
    const total = blocks.reduce((h, b, i) => h + counts[i] * b.lh, 0) + gap * (blocks.length - 1);
    let top = -total / 2;
    return blocks.map((b, i) => { const at = top; top += counts[i] * b.lh + gap; return at; });
  };
  const wrap = (b, top, limit) => {
    const lines = [];
    let words = String(b.text).split(" "), cut = false;
    while (words.length) {
      const k = lines.length;
      const [base, y0, y1] = band(b, top + k * b.lh);
      const width = Math.max(0, widthAt(y0, y1));
      if (k === limit - 1) {  // the last line allowed: the rest, or its first words
        const rest = words.join(" ");
        const text = firstWords(rest, width, b.font);
        cut = text !== rest;
        lines.push({ text, y: base });
        break;
      }
      let line = words[0], n = 1;
      while (n < words.length && textWidth(`${line} ${words[n]}`, b.font) <= width) line = `${line} ${words[n++]}`;
      if (textWidth(line, b.font) > width) line = firstWords(line, width, b.font);  // one long word
      lines.push({ text: line, y: base });
      words = words.slice(n);
    }
    return { block: b, lines, cut };
  };
  let counts = blocks.map(() => 1), out = [];
  for (let round = 0; round < 6; round++) {
    const tops = place(counts);
    out = blocks.map((b, i) => wrap(b, tops[i], b.max));
    const next = out.map((o) => o.lines.length);
    if (next.every((n, i) => n === counts[i])) return out;
    counts = next;
  }
  // (no settled wrap: the last counts, each line fitted where it now stands)
  const tops = place(counts);
  return blocks.map((b, i) => wrap(b, tops[i], counts[i]));
}


/** An hourglass, 10 units wide, centred on (x, y): the mark of a card that stays face up. */
function hourglass(x, y) {
  return `M${x - 5} ${y - 6} h10 l-4 6 l4 6 h-10 l4 -6 z`;
}

export function renderRomeo(ctx) {
  const v = ctx.view;
  const m = ctx.meta;
  const me = ctx.seat;
  const W = ctx.words || {};
  const w = (kind, id) => (ctx.w ? ctx.w(kind, id) : ((W[kind] || {})[id] || {}).name || "?");
  const fx = (kind, id) => (ctx.fx ? ctx.fx(kind, id) : ((W[kind] || {})[id] || {}).effect || "");
  const field = (kind, id, f) => ((W[kind] || {})[id] || {})[f] || "";
  const say = (key, fields) => sayText(W, key, fields);
  const tipw = (node, kind, id) => (ctx.tipw ? ctx.tipw(node, kind, id) : node);
  const tip = (node, text) => (ctx.tip ? ctx.tip(node, text) : node);
  const label = (a) => { const i = ctx.legal.indexOf(a); return (ctx.labels && ctx.labels[i]) || ""; };
  const cardName = (id) => (id === "aside" ? w("card", "aside") : w("location", id));
  const name = (q) => (ctx.name ? ctx.name(q) : w("seat", v.seats[q].lover));
  const locs = (m.locations || []).map((l) => l.id);
  const key = (node, k, sig) => (ctx.key ? ctx.key(node, k, sig) : node);
  const fam = (cid) => field("character", cid, "family") || "none";

  // a phone: the ring 370 wide, as the phone's pane (the story beside it is another part)
  const Wd = ctx.shape === "portrait" ? 370 + 2 + 330 : 940;
  const root = svg(Wd, 980, [], { class: "board romeo" });
  const felt = s("rect", { width: Wd, height: 980, rx: 14, class: "felt" });
  root.append(felt);
  const chapter = ((W.option || {}).chapter || {}).values ? W.option.chapter.values[String(v.chapter)] : "";
  const scenes = (m.acts || 3) * (m.scenes_per_act || 4);
  const headText = `${chapter} · ${w("act", String(v.act))}, ${tr("romeo-scene-of", { n: v.scene_in_act, per: m.scenes_per_act || 4, all: v.scene, total: scenes })} · ${w("phase", v.phase)}`;
  // (a phone: two lines, the second's first words where a longer language's need a third: the
  // whole on hover)
  const headLines = ctx.shape === "portrait" ? fitLines(headText, 346, NAME_FONT) : [];
  if (headLines.length > 2) headLines.splice(1, headLines.length, firstWords(headLines.slice(1).join(" "), 346, NAME_FONT));
  // (a transparent box behind its lines: a tap between them still shows the whole)
  if (ctx.shape === "portrait") root.append(tip(s("g", {}, [s("rect", { x: 8, y: 2, width: 350, height: 16 * headLines.length + 2, fill: "transparent" }), ...headLines.map((line, i) => t(12, 15 + i * 16, line, { class: i ? "small" : "small rj-loc" }))]), headText));
  // (in full where it fits, else its first words: the whole line on hover or a long press)
  else root.append(tip(t(20, 28, firstWords(headText, Wd - 40, "700 17px system-ui, sans-serif"), { class: "label" }), headText));

  // ---- the ring of places, listed clockwise from the top
  // the ring and the story side by side in 940 wide (a 1280 laptop), text at 12 px at least
  // a phone: the ring in 334 wide, the story in 332 beside it (the page stacks them): each as
  // wide as a 360 px phone's column, so neither is ever cut into strips
  const P = ctx.shape === "portrait";
  // (R ≥ 2·LR + a gap: neighbouring places never touch, so no two targets overlap)
  const cx = P ? 185 : 243, cy = P ? 218 : 264, R = P ? 122 : 152, LR = P ? 56 : 72;
  const RW = P ? 370 : 486;  // the ring's width: the story starts there
  const pos = {};
  locs.forEach((id, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / locs.length;
    pos[id] = [cx + R * Math.cos(a), cy + R * Math.sin(a)];
  });
  root.append(s("circle", { cx, cy, r: R, fill: "none", stroke: "#cbbfae", "stroke-width": 10 }));
  const hateNow = v.hate_now || [];
  const at = {};  // the characters at each place
  for (const [cid, loc] of Object.entries(v.positions)) (at[loc] = at[loc] || []).push(cid);
  // a character's chip at a place (k: its rank there), four a row under the place's name (the
  // place's centre left free: a tap there picks the place); on a phone the family word under the
  // first row, beside the second where there is one
  const chipAt = (x, y, k) => [x - (P ? 40 : 48) + (k % 4) * (P ? 27 : 32), y + (P ? 12 : -10) + Math.floor(k / 4) * (P ? 26 : 32)];
  locs.forEach((id) => {
    const [x, y] = pos[id];
    const lf = field("location", id, "family") || "neutral";
    const hate = hateNow.includes(id);
    const g = s("g", { class: "location", "data-location": id });
    g.append(s("circle", { cx: x, cy: y, r: LR, fill: hate ? "#fbe0e0" : "#fffdf8", stroke: FAM[lf], "stroke-width": hate ? 6 : 3 }));
    // the place's name in the circle's top, on two lines where one is too wide for it (each
    // line measured against the circle's width there); where even two lines would cut it (a
    // phone's smaller circle, a longer language: "Salle de bal des…"), the place's short name
    // of the words data ("Salle de bal"; the family stands at the circle's foot, the whole name
    // is in the place's words); the family at its foot, and the forecast
    const l1 = LR - 26, l2 = LR - 40;  // the lines' baselines over the centre
    const room1 = 2 * chord(LR, l1 + 11) - 6, room2 = 2 * chord(LR, l2 + 11) - 8;
    const nameLines = (nm) => {
      if (textWidth(nm, NAME_FONT) <= room2) return [nm];
      const words = nm.split(" ");
      let first = "";
      while (words.length > 1 && textWidth(`${first} ${words[0]}`.trim(), NAME_FONT) <= room1 - 2) first = `${first} ${words.shift()}`.trim();
      if (!first) first = words.shift();
      return [first, words.join(" ")];
    };
    const readsWhole = (lines) => lines.length === 1 || (textWidth(lines[0], NAME_FONT) <= room1 && textWidth(lines[1], NAME_FONT) <= room2);
    let lines = nameLines(w("location", id));
    const short = field("location", id, "short");
    if (!readsWhole(lines) && short) lines = nameLines(short);
    if (lines.length === 1) {
      g.append(t(x, y - l2, firstWords(lines[0], room2, NAME_FONT), { "text-anchor": "middle", class: "small rj-loc" }));
    } else {
      g.append(t(x, y - l1, firstWords(lines[0], room1, NAME_FONT), { "text-anchor": "middle", class: "small rj-loc" }));
      g.append(t(x, y - l2, firstWords(lines[1], room2, NAME_FONT), { "text-anchor": "middle", class: "small rj-loc" }));
    }
    // the family only: the place's effect is in its words (hover, a long press)
    // (where Hate would fall, the forecast stands there instead: the family is the circle's colour
    // and in the place's words)
    if (!P && hate) g.append(t(x, y + LR - 24, firstWords(say("forecast_yes", {}), 2 * chord(LR, LR - 13) - 8, NAME_FONT), { "text-anchor": "middle", class: "danger small" }));
    else if (!P) g.append(t(x, y + LR - 22, firstWords(w("family", lf), 2 * chord(LR, LR - 12) - 8, TINY_FONT), { "text-anchor": "middle", class: "tiny" }));
    else {
      // a phone: under the chips' first row, or right of their second row's last chip (the whole
      // word where it fits there, at 12 px where only that keeps it whole: "Montaigu" beside one
      // chip; its first letters where they still read)
      const n = (at[id] || []).length;
      const foot = hate ? say("forecast_yes", {}) : w("family", lf);
      const [font, least, cls] = hate ? [NAME_FONT, `700 ${SMALLEST_FONT}`, "danger small"] : [TINY_FONT, SMALLEST_FONT, "tiny"];
      if (n <= 4) g.append(t(x, y + 41, firstWords(foot, 2 * chord(LR, 44) - 4, font), { "text-anchor": "middle", class: cls }));
      else {
        const last = at[id][Math.min(n, 8) - 1];
        const x0 = chipAt(x, y, Math.min(n, 8) - 1)[0] + (last === "juliette" || last === "romeo" ? 16 : 14.5) + 2;
        const room = x + chord(LR, 43) - 1 - x0;  // (its foot 3 px under the baseline)
        const small = textWidth(foot, font) > room && textWidth(foot, least) <= room;
        if (room >= 40) g.append(t(x0, y + 40, firstWords(foot, room, small ? least : font), { class: cls, style: small ? "font-size: 12px" : undefined }));
      }
    }
    tipw(g, "location", id);
    ctx.pick(g, id);
    if (ctx.key) ctx.key(g, `loc${id}`, hate);
    root.append(g);
  });
  // the characters inside their place
  for (const [loc, list] of Object.entries(at)) {
    if (!pos[loc]) continue;
    const [x, y] = pos[loc];
    list.forEach((cid, k) => {
      const lover = cid === "juliette" || cid === "romeo";
      const f = fam(cid);
      const [px, py] = chipAt(x, y, k);
      const g = s("g", { class: "token", "data-char": cid });
      const r = lover ? 15 : (P ? 13 : 12);
      g.append(s("circle", { cx: px, cy: py, r, fill: lover ? FAM[f] : "#fff", stroke: TOKEN[cid] || FAM[f] || "#555", "stroke-width": lover ? 2 : 3 }));
      // the words file's tag (LdC, LyC: never two alike but for letter case), held inside its
      // token: a tag of three letters is fitted to the circle's inner width
      const tag = field("character", cid, "short");
      g.append(t(px, py + 4, tag, { "text-anchor": "middle", class: lover ? "rj-lover" : "tiny rj-token",
        textLength: tag.length > 2 ? 2 * r - 5 : undefined, lengthAdjust: tag.length > 2 ? "spacingAndGlyphs" : undefined }));
      tipw(g, "character", cid);
      ctx.pick(g, cid);
      if (ctx.key) ctx.key(g, `tok${cid}`, loc);
      root.append(g);
    });
  }
  // ---- the middle of the ring, drawn over nothing: the direction of play, the heart, the
  // missives in reserve, each on the lines the free room between the places holds at its height
  // (wrapped between words; where more lines would be needed, the first words, the whole on
  // hover or focus)
  const heartTxt = v.heart ? `${v.heart === "passion" ? "♥" : "⚖"} ${w("heart", v.heart)}` : tr("romeo-heart-not-placed");
  const centres = locs.map((id) => [pos[id][0] - cx, pos[id][1] - cy]);
  const widthAt = (y0, y1) => 2 * freeHalf(centres, LR + 5, R - 10, y0, y1) - 8;
  const [dirB, heartB, resB] = centreLines([
    // (the arrow bound to the direction's first word: never a line of its own)
    { text: `↻\u00a0${w("direction", "cw")}`, font: TINY_FONT, size: 13, lh: 15, max: 2 },
    v.heart ? { text: heartTxt, font: LABEL_FONT, size: 17, lh: 20, max: 2 } : { text: heartTxt, font: NAME_FONT, size: 13, lh: 16, max: 3 },
    // (three lines where two would leave out the count: French's "missives dans la réserve : 5")
    { text: tr("romeo-reserve", { n: v.reserve }), font: TINY_FONT, size: 13, lh: 15, max: 3 },
  ], widthAt);
  const drawn = (b, attrs) => s("g", {}, b.lines.map((l) => t(cx, cy + l.y, l.text, { "text-anchor": "middle", ...attrs })));
  /** A piece's words on hover, the whole text first where its lines show only its first words. */
  const whole = (node, b, kind, id) => {
    tipw(node, kind, id);
    if (b.cut) tip(node, `${b.block.text}\n${node.getAttribute("data-tip") || ""}`.trim());
    return node;
  };
  root.append(tip(drawn(dirB, { class: "tiny" }), `${w("direction", "cw")}\n${fx("direction", "cw")}`));
  const heart = drawn(heartB, { class: v.heart ? "label" : "small rj-loc", fill: v.heart === "passion" ? "#c2185b" : "#555" });
  if (v.heart) whole(heart, heartB, "heart", v.heart); else whole(heart, heartB, "token", "heart");
  if (ctx.key) ctx.key(heart, "heart");
  root.append(heart);
  root.append(whole(drawn(resB, { class: "tiny" }), resB, "token", "missive"));
  // under the ring, not over its places: moving tokens one step round it (pick the token(s),
  // then a direction), and in Chapter I the place's effect left unused
  const ringEnd = cy + R + LR + 10;  // the ring's own part; its move buttons under it are a part of their own
  let ringBottom = ringEnd;
  if (ctx.legal.some((a) => / c?cw$/.test(a))) {
    [["ccw", "↺", -1], ["cw", "↻", 1]].forEach(([d, arrow, side]) => {
      const bw = P ? 150 : 180;
      const x0 = side < 0 ? cx - bw - 4 : cx + 4;
      const g = s("g", { class: "svg-button" }, [s("rect", { x: x0, y: ringBottom, width: bw, height: 30, rx: 7 }), t(x0 + bw / 2, ringBottom + 20, firstWords(`${arrow} ${w("direction", d)}`, bw - 10, NAME_FONT), { "text-anchor": "middle", class: "rj-btn" })]);
      tipw(g, "direction", d);
      ctx.pick(g, d);
      root.append(g);
    });
    ringBottom += 36;
  }
  if (ctx.legal.includes("skip")) {
    const text = w("action", "skip");
    const bw = Math.min(RW - 20, Math.max(150, textWidth(text, NAME_FONT) + 24));
    const g = s("g", { class: "svg-button" }, [s("rect", { x: cx - bw / 2, y: ringBottom, width: bw, height: 30, rx: 7 }), t(cx, ringBottom + 20, firstWords(text, bw - 10, NAME_FONT), { "text-anchor": "middle", class: "rj-btn" })]);
    tip(g, label("skip") || `${text}\n${fx("action", "skip")}`);
    ctx.act(g, "skip");
    root.append(g);
    ringBottom += 36;
  }
  // who is who: the forecast's meaning, the tokens' short names in full (from the words file)
  let castY = ringBottom + 18;
  if (hateNow.length) {
    fitLines(`${say("forecast", {})}: ${say("forecast_help", {})}`, RW - 28, `700 ${TINY_FONT}`).forEach((line) => {
      root.append(tip(t(14, castY, line, { class: "tiny danger" }), say("forecast_help", {})));
      castY += 15;
    });
    castY += 4;
  }
  const onRing = Object.keys(v.positions).filter((cid) => field("character", cid, "short"));
  const colW = (RW - 20) / 2;
  onRing.forEach((cid, i) => {
    const x = 14 + (i % 2) * colW, y = castY + Math.floor(i / 2) * 16;
    root.append(tipw(t(x, y, firstWords(`${field("character", cid, "short")} ${w("character", cid)}`, colW - 8, TINY_FONT), { class: "tiny" }), "character", cid));
  });
  const legendBottom = castY + Math.ceil(onRing.length / 2) * 16 - 10;

  // ---- tracks
  const tx = RW + 2, tw = P ? 326 : 446;
  const love = m.love_max || 10, hateTop = Math.max(m.hate_start || 10, v.hate);
  root.append(tipw(t(tx, 60, `${w("track", "love")} ${tr("romeo-of", { n: v.love, total: love })}`, { class: "label", fill: "#c2185b" }), "track", "love"));
  const cell = tw / (love + 1);
  for (let k = 0; k <= love; k++) {
    const x = tx + k * cell;
    const ev = v.love_spaces && v.love_spaces[k];
    root.append(key(s("rect", { x, y: 68, width: cell - 4, height: 34, rx: 5, fill: k === v.love ? "#f8bbd0" : "#fff", stroke: "#c2185b" }), `love${k}`));
    root.append(t(x + 4, 80, k, { class: "tiny" }));
    if (ev) {
      const g = s("g", { class: "rj-event" + (ev.face_up ? " face-up" : "") }, [
        s("rect", { x: x + 3, y: 83, width: cell - 10, height: 16, rx: 3, fill: ev.face_up ? "#fff3d6" : "#e8e2da", stroke: ev.face_up ? "#e0a000" : "#b9ab9a" }),
        ev.face_up
          ? s("path", { d: hourglass(x + cell / 2 - 2, 91), fill: "#e0a000" })
          : t(x + cell / 2 - 2, 95, "✓", { class: "tiny", "text-anchor": "middle" }),
      ]);
      tip(g, `${w("event", ev.id)}\n${fx("event", ev.id)}\n${ev.face_up ? tr("romeo-event-face-up") : tr("romeo-event-face-down")}`);
      root.append(g);
    }
  }
  root.append(tipw(t(tx, 128, firstWords(`${w("track", "hate")} ${v.hate} (${tr("romeo-lost-at-0")})`, tw - 8, LABEL_FONT), { class: "label", fill: "#333" }), "track", "hate"));
  const hcell = tw / (hateTop + 1);
  for (let k = 0; k <= hateTop; k++) {
    const x = tx + k * hcell;
    root.append(key(s("rect", { x, y: 136, width: hcell - 4, height: 30, rx: 5, fill: k === v.hate ? "#555" : "#fff", stroke: "#555" }), `hate${k}`));
    root.append(t(x + 6, 156, k, { class: "tiny", fill: k === v.hate ? "#fff" : "#333" }));
  }
  // the book card and every face-up event, with their text (rules in force)
  const rules = [[tr("romeo-book-card", { event: w("event", v.book) }), v.book]];
  Object.entries(v.love_spaces || {}).sort((a, b) => Number(a[0]) - Number(b[0])).forEach(([k, ev]) => {
    if (ev.face_up) rules.push([tr("romeo-in-force", { n: Number(k), event: w("event", ev.id) }), ev.id]);
  });
  let ry = 186;
  rules.forEach(([head, id]) => {
    const lines = fitLines(`${head} — ${fx("event", id)}`, tw - 8, TINY_FONT);
    const g = s("g", { class: "rj-rule" });
    lines.forEach((line, i) => g.append(t(tx, ry + i * 15, line, { class: "tiny" })));
    tipw(g, "event", id);
    root.append(g);
    ry += lines.length * 15 + 3;
  });
  root.append(t(tx, ry + 2, tr("romeo-event-deck", { n: v.event_deck_size }), { class: "tiny muted" }));

  // ---- the rendezvous: an exchange of signals between the two lovers
  const py = Math.max(250, ry + 16);
  // as tall as its signals and buttons need (the last six signals, the proposal, the moves)
  const rvMoves = ["propose passion", "propose reason", "confirm", "wait"].filter((a) => ctx.legal.includes(a));
  const rvRows = (() => {
    let rows = rvMoves.length ? 1 : 0, x = 12;
    for (const a of rvMoves) {
      const bw = Math.min(tw - 24, Math.max(120, textWidth(label(a), NAME_FONT) + 24));
      if (x + bw > tw - 8) { rows += 1; x = 12; }
      x += bw + 6;
    }
    return rows;
  })();
  const rvSignals = Math.min(6, ((v.rendezvous || {}).log || []).length);
  const ph = 62 + Math.max(1, rvSignals) * 28 + ((v.rendezvous || {}).proposal ? 22 : 0) + rvRows * 36;
  // (a phone: its moves a part of their own under its signals, as the ring's are under the ring:
  // a longer language's buttons take more rows, and the decision's parts then still read together)
  const rvSplit = P && rvRows ? py + ph - rvRows * 36 - 5 : null;
  if (rvSplit === null) root.append(s("rect", { x: tx, y: py, width: tw, height: ph, rx: 10, fill: "#fff", stroke: "#cbbfae" }));
  else root.append(s("rect", { x: tx, y: py, width: tw, height: rvSplit - 2 - py, rx: 10, fill: "#fff", stroke: "#cbbfae" }),
    s("rect", { x: tx, y: rvSplit + 2, width: tw, height: py + ph - rvSplit - 2, rx: 10, fill: "#fff", stroke: "#cbbfae" }));
  root.append(tipw(t(tx + 12, py + 24, firstWords(`${w("phase", "rendezvous")}: ${tr("romeo-signals-only")}`, tw - 24, LABEL_FONT), { class: "label" }), "phase", "rendezvous"));
  const rv = v.rendezvous || {};
  root.append(key(t(tx + 20, py + 46, `${name(0)} ✉ ${v.seats[0].missives}`, { class: "small", fill: FAM.capulet }), "missives0"));
  root.append(key(t(tx + tw - 20, py + 46, `✉ ${v.seats[1].missives} ${name(1)}`, { class: "small", "text-anchor": "end", fill: FAM.montaigu }), "missives1"));
  const rlog = rv.log || [];
  const signal = (text) => {
    const [verb, arg] = text.split(" ");
    if (verb === "missive") return ["✉", say("signal_missive", { place: w("location", arg) })];
    if (verb === "propose") return [arg === "passion" ? "♥" : "⚖", say("signal_propose", { face: w("heart", arg) })];
    if (verb === "confirm") return ["✓", say("signal_confirm", {})];
    return ["…", say("signal_wait", {})];
  };
  const first = Math.max(0, rlog.length - 6);
  rlog.slice(-6).forEach((e, i) => {
    const [icon, words] = signal(e[1]);
    const left = e[0] === 0;
    const y = py + 58 + i * 28;
    // a signal's bubble as wide as its words need (the other lover's from the right)
    const bwid = Math.min(tw - 32, Math.max(tw / 2 - 10, textWidth(`${icon}  ${words}`, "13px system-ui, sans-serif") + 28));
    const bx = left ? tx + 16 : tx + tw - 16 - bwid;
    root.append(key(s("g", { class: "signal" }, [
      s("rect", { x: bx, y, width: bwid, height: 24, rx: 12, fill: left ? "#e3edf9" : "#f9e3e3" }),
      t(bx + 12, y + 17, firstWords(`${icon}  ${words}`, bwid - 20, "13px system-ui, sans-serif"), { class: "small" }),
    ]), `signal${first + i}`, e.join(" ")));
  });
  if (!rlog.length && v.phase === "rendezvous") root.append(t(tx + tw / 2, py + 76, tr("romeo-no-signal"), { class: "muted small", "text-anchor": "middle" }));
  let by = py + 58 + Math.max(1, rvSignals) * 28 + 4;
  if (rv.proposal) {
    root.append(t(tx + tw - 14, by + 12, firstWords(tr("romeo-on-the-table", { heart: w("heart", rv.proposal), who: name(rv.proposed_by) }), tw - 28, "13px system-ui, sans-serif"), { class: "small", "text-anchor": "end" }));
    by += 22;
  }
  // the moves of the rendezvous as buttons, in rows of what fits, named by their labels
  let bxx = tx + 12;
  for (const a of ["propose passion", "propose reason", "confirm", "wait"]) {
    if (!ctx.legal.includes(a)) continue;
    const text = label(a);
    const bw = Math.min(tw - 24, Math.max(120, textWidth(text, NAME_FONT) + 24));
    if (bxx + bw > tx + tw - 8) { bxx = tx + 12; by += 36; }
    const g = s("g", { class: "svg-button" }, [s("rect", { x: bxx, y: by, width: bw, height: 30, rx: 7 }), t(bxx + bw / 2, by + 20, firstWords(text, bw - 10, NAME_FONT), { "text-anchor": "middle", class: "rj-btn" })]);
    tipw(g, "action", a.split(" ")[0]);
    ctx.act(g, a);
    root.append(g);
    bxx += bw + 6;
  }

  // ---- what the last scene revealed and did, under the rendezvous
  const notesTop = py + ph + 6;
  let ly = notesTop + 18;
  if (v.this_scene) {
    const shown = Object.values(v.this_scene).map((c, q) => tr("romeo-plays-with", { who: name(q), place: cardName(c[0]), whom: w("character", c[1]) }));
    fitLines(tr("romeo-revealed-scene", { cards: shown.join("; ") }), tw - 8, TINY_FONT).forEach((line) => { root.append(t(tx, ly, line, { class: "tiny" })); ly += 15; });
  }
  const lr = v.last_resolution;
  if (lr && (lr.hate.length || lr.love || lr.events.length || lr.nurse)) {
    const parts = [];
    if (lr.nurse) parts.push(tr("romeo-nurse-gave", { who: name(0) }));
    parts.push(lr.hate.length ? tr("romeo-hate-fell", { places: listWords(lr.hate.map((x) => field("location", x, "at") || w("location", x))) }) : tr("romeo-no-hate"));
    if (lr.love) parts.push(tr("romeo-love-grew", { n: lr.love }));
    if (lr.events.length) parts.push(tr("romeo-events", { events: lr.events.map((e) => w("event", e)).join(", ") }));
    fitLines(tr("romeo-last-scene", { what: parts.join("; ") }), tw - 8, TINY_FONT).forEach((line) => { root.append(t(tx, ly, line, { class: "tiny" })); ly += 15; });
  }
  if (v.result) {
    const r = v.result;
    const g = s("g", { class: "rj-result" });
    fitLines(`${w("end", r.cause)}: ${fx("end", r.cause)}`, RW - 28, LABEL_FONT).forEach((line, i) => g.append(t(14, legendBottom + 24 + i * 20, line, { class: "label", fill: r.won ? "#2e7d32" : "#b71c1c" })));
    tipw(g, "end", r.cause);
    root.append(g);
  }
  const resultLines = v.result ? fitLines(`${w("end", v.result.cause)}: ${fx("end", v.result.cause)}`, RW - 28, LABEL_FONT).length : 0;
  const castBottom = legendBottom + (resultLines ? 30 + resultLines * 20 : 0) + 10;

  // ---- the lovers: where they are, missives, hands, the cards revealed this act
  const notesBottom = ly;
  const sy0 = Math.max(notesBottom + 6, ringBottom) + 10;
  v.seats.forEach((st, q) => {
    // the two lovers one over the other, each as wide as the story (their lines read whole)
    const x = tx;
    const sy = sy0 + q * 186;
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : "") });
    g.append(s("rect", { x, y: sy, width: tw - 8, height: 176, rx: 10, class: "panel-bg", stroke: q === 0 ? FAM.capulet : FAM.montaigu }));
    g.append(t(x + 10, sy + 22, firstWords(`${name(q)}${q === me ? ` (${tr("panel-you")})` : ""}`, tw - 28, LABEL_FONT), { class: "label", fill: q === 0 ? FAM.capulet : FAM.montaigu }));
    g.append(key(t(x + 10, sy + 40, `${tr("romeo-at", { place: field("location", st.location, "at") || w("location", st.location) })} · ✉ ${st.missives}`, { class: "small" }), `at${q}`));
    g.append(key(t(x + 10, sy + 56, tr("romeo-hand", { places: st.hand_sizes[0], chaperones: st.hand_sizes[1] }), { class: "tiny" }), `hand${q}`));
    g.append(t(x + 10, sy + 70, tr("romeo-deck", { places: st.deck_sizes[0], chaperones: st.deck_sizes[1] }), { class: "tiny" }));
    if (v.phase === "behind the scenes") g.append(key(t(x + 10, sy + 84, st.ready ? tr("romeo-secret-made") : tr("romeo-secret-not-yet"), { class: "tiny" }), `ready${q}`));
    if (st.known_in_hand && st.known_in_hand.length && q !== me) g.append(t(x + 10, sy + 98, firstWords(tr("romeo-known-to-hold", { cards: st.known_in_hand.map(cardName).join(", ") }), tw - 28, TINY_FONT), { class: "tiny" }));
    g.append(t(x + 10, sy + 112, tr("romeo-revealed-act"), { class: "tiny" }));
    st.revealed_locations.forEach((l, k) => {
      const c = st.revealed_chaperones[k];
      g.append(t(x + 10, sy + 128 + k * 15, firstWords(tr("romeo-card-with", { place: cardName(l), whom: c ? w("character", c) : "?" }), tw - 28, TINY_FONT), { class: "tiny" }));
    });
    tipw(g, "seat", st.lover);
    root.append(g);
  });

  // ---- your hand
  const areasBottom = sy0 + 2 * 186;
  let bottom = Math.max(areasBottom, castBottom);
  const hy = bottom + 32;  // your hand: under everything (the dock)
  if (me !== null && me !== undefined && v.hand) {
    const hand = s("g", { class: "hand-zone", "data-dock": hy - 22 });
    root.append(hand);
    const choice = v.my_choice ? ` · ${tr("romeo-your-choice", { place: v.my_choice.location ? cardName(v.my_choice.location) : tr("romeo-where-not-yet"), whom: v.my_choice.chaperone ? w("character", v.my_choice.chaperone) : tr("romeo-whom-not-yet") })}` : "";
    const cards = v.hand.locations.map((id) => ["loc", id]).concat(v.hand.chaperones.map((id) => ["chap", id]));
    // a phone: four cards a row (the hand as wide as the phone's pane), each a little smaller
    const perRow = P ? 4 : cards.length, step = P ? 80 : 92, cardH = 104;
    const handWidth = P ? 30 + Math.min(4, cards.length) * 80 : Math.min(Wd, Math.max(720, 30 + cards.length * 92));
    // the heading with the secret choice, on as many lines as its measured width needs
    const heading = fitLines(`${tr("romeo-your-hand")}${choice}`, handWidth - 30, LABEL_FONT);
    heading.forEach((line, i) => hand.append(t(20, hy + i * 20, line, { class: "label" })));
    const top = hy + 12 + (heading.length - 1) * 20;
    bottom = top + 8 + Math.ceil(cards.length / Math.max(1, perRow)) * (cardH + 8);
    cards.forEach(([kind, id], k) => {
      const x = 20 + (k % perRow) * step, y = top + Math.floor(k / perRow) * (cardH + 8);
      const f = kind === "chap" ? fam(id) : (field("location", id, "family") || "neutral");
      const nm = kind === "chap" ? w("character", id) : cardName(id);
      const g = s("g", { class: "card hand-card", "data-card": id });
      const cw = step - 6;
      g.append(s("rect", { x, y, width: cw, height: cardH, rx: 8, class: "face" }));
      g.append(s("rect", { x, y, width: cw, height: 20, rx: 7, fill: FAM[f] || "#777" }));
      g.append(t(x + cw / 2, y + 15, firstWords(kind === "loc" ? tr("romeo-place-card") : tr("romeo-chaperone-card"), cw - 6, TINY_FONT), { class: "tiny", "text-anchor": "middle", fill: "#fff" }));
      fitLines(nm.replace(/^the /, ""), cw - 8, "13px system-ui, sans-serif").slice(0, 4).forEach((line, i) => g.append(t(x + cw / 2, y + 40 + i * 16, firstWords(line, cw - 6, "13px system-ui, sans-serif"), { class: "small", "text-anchor": "middle" })));
      if (kind === "loc") tipw(g, id === "aside" ? "card" : "location", id); else tipw(g, "character", id);
      ctx.pick(g, id);
      key(g, `mine${kind}${id}`, id);
      hand.append(g);
    });
  }
  const H = Math.max(bottom + 20, 800);
  root.setAttribute("viewBox", `0 0 ${Wd} ${H}`);
  felt.setAttribute("height", H);
  // ---- the sections the page lays out side by side (a wide screen) or stacked (a phone)
  const seated = me !== null && me !== undefined && v.hand;
  const cut = seated ? hy - 24 : H;
  const nCards = seated ? v.hand.locations.length + v.hand.chaperones.length : 0;
  const storyBottom = py + ph + 6;
  root.setAttribute("data-sections", JSON.stringify([
    ["head", 0, 0, ctx.shape === "portrait" ? RW : Wd, 36, "always"],
    ["ring", 0, 36, RW, ringEnd - 36, "", say("section_ring", {})],
    ...(ringBottom > ringEnd ? [["ringmoves", 0, ringEnd, RW, ringBottom - ringEnd, "", ctx.legal.includes("skip") && ringBottom - ringEnd < 40 ? w("action", "skip") : `${w("direction", "ccw")} · ${w("direction", "cw")}`]] : []),
    ["cast", 0, ringBottom, RW, castBottom - ringBottom, "", say("section_cast", {})],
    ["story", RW, 36, Wd - RW, py - 4 - 36, "", say("section_story", {})],
    ...(rvSplit === null ? [["rendezvous", RW, py - 4, Wd - RW, storyBottom - py + 4, "", w("phase", "rendezvous")]] : [
      ["rendezvous", RW, py - 4, Wd - RW, rvSplit - py + 4, "", w("phase", "rendezvous")],
      ["rvmoves", RW, rvSplit, Wd - RW, storyBottom - rvSplit, "", [...new Set(rvMoves.map((a) => w("action", a.split(" ")[0])))].join(" · ")]]),
    ...(notesBottom > notesTop + 20 ? [["notes", RW, storyBottom, Wd - RW, notesBottom - storyBottom, "", say("section_notes", {})]] : []),
    // each lover's panel: the drawer their panel opens
    ...v.seats.map((st, q) => [`lover${q}`, RW, sy0 + q * 186 - 4, Wd - RW, 184, `area${q}`, name(q)]),
    ...(seated ? [["hand", 0, cut, P ? 30 + Math.min(4, nCards) * 80 : Math.min(Wd, Math.max(720, 30 + nCards * 92)), H - cut, "dock", say("section_hand", {})]] : []),
  ]));
  return root;
}
