// Roxane: the garden with Roxane, the movement tiles, the Romance and Poetry tracks with their
// areas, wishes, supplies, a duel as it unfolds, every player's verses, resources, Reveal
// track, passion and kisses, and your hand with each card's actions. Every name and effect
// comes from the game's words (ctx.w / ctx.fx / ctx.words); every piece carries its words on
// hover and on tap (ctx.tip / ctx.tipw). Text cards show their text, colour, clef, hearts and
// resource space on the card itself.
import { firstWords, fitLines, s, sayText, svg, svgText as t, textWidth } from "../ui.js";

const TILE_FILL = { romance: "#f7d3dc", poetry: "#ddd6f3", empty: "#dcebd2", pavilion: "#fffaf0", spring_fountain: "#cfe8f5", statue: "#e3e0d6", fountain: "#bfe0f2" };
const TYPE_FILL = { quill: "#5b7db1", candle: "#d9a441", wax: "#b5443b", inkwell: "#2f3a4f", scroll: "#6c9a5a" };
const TYPE_OF = { Quill: "quill", Candle: "candle", "Sealing wax": "wax", Inkwell: "inkwell", Scroll: "scroll" };
const COLOUR_FILL = { orange: "#e08a2e", green: "#3e9a55", purple: "#8557b5" };
const RES_FILL = { rose: "#c2185b", letter: "#b8860b", fencing: "#555" };
const PLAYER_FILL = { blue: "#2f6db5", orange: "#d9822b", green: "#2e9e5b", red: "#c0392b" };
// the players' colours for words (4.5:1 on the board's light grounds)
const PLAYER_INK = { blue: "#2f6db5", orange: "#9c5d1e", green: "#237b46", red: "#c0392b" };
// the three actions printed on each type of card (and the comma card's)
const TYPE_ACTIONS = { quill: ["write", "woo", "scheme"], scroll: ["write", "woo", "scheme"], inkwell: ["write", "woo", "scheme"], candle: ["write", "trade", "duel"], wax: ["write", "influence", "duel"] };
const COMMA_ACTIONS = ["write", "duel", "scheme", "woo"];
const DIRV = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const ARROW = { N: "↑", E: "→", S: "↓", W: "←" };

/** A sentence template of the words file, filled in. */
const say = (ctx, key, fields) => sayText(ctx.words, key, fields);
const entry = (ctx, kind, id) => ((ctx.words[kind] || {})[id]) || {};
// the fonts of the board's words (style.css: svg .small, svg.roxane .rx-tiny), for measuring them
const SMALL_FONT = "13px system-ui, sans-serif";
const TINY_FONT = "12px system-ui, sans-serif";
const TILE_FONT = "14px system-ui, sans-serif";
const BUTTON_FONT = "700 13px system-ui, sans-serif";
/** A word on a small button: drawn narrower where it is wider than the button (its letters kept). */
const squeezed = (word, width) => (textWidth(word, TINY_FONT) > width ? { textLength: width, lengthAdjust: "spacingAndGlyphs" } : {});
/** How many of a card's action buttons stand on a line (`width` the card's): all, or half of them
 * on each of two lines where one line would squeeze a word to under half its width (a longer
 * language's) or make a button too small to tap (a laptop's hand: its rows keep room for two). */
function buttonsPerLine(words, width, least) {
  const bw = Math.floor((width - 4) / words.length) - 2;
  const fits = bw >= least && words.every((word) => textWidth(word, TINY_FONT) * 0.5 <= bw - 6);
  return fits ? words.length : Math.ceil(words.length / 2);
}
const resKey = (ctx, name) => Object.keys(ctx.words.resource || {}).find((k) => ctx.words.resource[k].name === name) || "rose";
const plural = (ctx, n, key) => `${n} ${n === 1 ? ctx.w("resource", key) : entry(ctx, "resource", key).plural || ctx.w("resource", key)}`;

function cardTip(ctx, id) {
  const e = entry(ctx, "card", id);
  return [e.name, `(${e.gloss})`, `${e.clef} · ${e.hearts} ♥ · ${say(ctx, "resource_space", { a: entry(ctx, "resource", resKey(ctx, e.resource)).a })}`, e.effect].join("\n");
}

/** A text card face: type band, text, colour, clef, hearts, resource space. */
function cardFace(ctx, x, y, id, w, h) {
  const e = entry(ctx, "card", id);
  const type = TYPE_OF[e.type] || "quill";
  const g = s("g", { transform: `translate(${x},${y})`, class: "rx-card" });
  const big = h >= 80;
  g.append(s("rect", { width: w, height: h, rx: 5, fill: "#fffdf8", stroke: TYPE_FILL[type], "stroke-width": 2 }));
  g.append(s("rect", { width: w, height: big ? 20 : 15, rx: 4, fill: TYPE_FILL[type] }));
  // the type's name and the hearts on the card's band, the name fitted to what the hearts leave
  const hearts = "♥".repeat(e.hearts || 0) || "–";
  const bandFont = big ? SMALL_FONT : TINY_FONT;
  g.append(t(4, big ? 15 : 11.5, firstWords(e.type || "", w - 14 - textWidth(hearts, bandFont), bandFont), { class: big ? "small" : "rx-tiny", fill: "#fff" }));
  g.append(t(w - 4, big ? 15 : 11.5, hearts, { class: big ? "small" : "rx-tiny", fill: "#fff", "text-anchor": "end" }));
  // the card's words fitted by their measured width: two lines on a big card, the first words
  // on a small one (the whole card's words on hover or a long press)
  const text = `«${e.text || ""}»`;
  const font = big ? SMALL_FONT : TINY_FONT;
  if (big) {
    const lines = fitLines(text, w - 8, font);
    g.append(t(4, 36, lines[0] || "", { class: "small" }));
    if (lines.length > 1) g.append(t(4, 51, firstWords(lines.slice(1).join(" "), w - 8, font), { class: "small" }));
  } else {
    g.append(t(4, 27, firstWords(text, w - 8, font), { class: "rx-tiny" }));
  }
  const cy = big ? 67 : 40;
  g.append(s("circle", { cx: 8, cy: cy - 3, r: big ? 5 : 3.5, fill: COLOUR_FILL[e.colour_key] || "#999" }));
  g.append(t(big ? 16 : 13, cy, firstWords(`${e.colour} · ${e.clef_short}`, w - (big ? 20 : 16), TINY_FONT), { class: "rx-tiny" }));
  const rk = resKey(ctx, e.resource);
  const ry = big ? cy + 12 : cy + 13;
  g.append(s("circle", { cx: 8, cy: ry - 3, r: big ? 5 : 3.5, fill: "none", stroke: RES_FILL[rk], "stroke-width": 2 }));
  g.append(t(big ? 16 : 13, ry, firstWords(big ? say(ctx, "resource_space", { a: entry(ctx, "resource", resKey(ctx, e.resource)).a }) : entry(ctx, "resource", rk).short || "", w - (big ? 20 : 16), TINY_FONT), { class: "rx-tiny" }));
  ctx.tip(g, cardTip(ctx, id));
  return g;
}

function tileWords(ctx, tile) {
  const lines = [ctx.w("tile", tile.kind)];
  if (tile.arrows) lines.push(`${tile.arrows} × ${ctx.w("direction", tile.dir)}`);
  if (tile.stars) lines.push("★".repeat(tile.stars));
  lines.push(ctx.fx("tile", tile.kind));
  return lines.join("\n");
}

function track(ctx, x, y, w, tr, areas, key) {
  const g = s("g", { class: "track" });
  const sw = w / tr.spaces;
  const title = key === "romance" ? ctx.w("track", "romance") : ctx.w("poetry", tr.track);
  g.append(ctx.tip(t(x, y - 8, title, { class: "label" }), `${title}\n${key === "romance" ? ctx.fx("track", "romance") : ctx.fx("poetry", tr.track) + "\n" + ctx.fx("track", "poetry")}`));
  (areas || []).forEach((a, i) => {
    const wa = (a.hi - a.lo + 1) * sw;
    const active = tr.area === a.rule;
    const box = s("g", {});
    box.append(s("rect", { x: x + a.lo * sw, y, width: wa, height: 58, fill: active ? "#f6dfa8" : i % 2 ? "#f3ece2" : "#e9e0d3", rx: 4 }));
    const name = ctx.w("area", a.rule);
    box.append(t(x + a.lo * sw + 3, y + 71 + (i % 2) * 12, firstWords(name, Math.min(wa + 36, w - a.lo * sw - 6), TINY_FONT), { class: "rx-tiny" }));
    ctx.tip(box, `${name}\n${ctx.fx("area", a.rule)}`);
    g.append(box);
  });
  for (let k = 0; k < tr.spaces; k++) {
    const cell = s("g", {});
    const reset = k === tr.reset;
    cell.append(s("rect", { x: x + k * sw + 2, y: y + 2, width: sw - 4, height: 54, rx: 5, fill: reset ? "#fbe3e3" : "#fffdf8", stroke: "#b9ab9a" }));
    cell.append(t(x + k * sw + sw / 2, y + 15, reset ? "↺" : k + 1, { class: "rx-tiny", "text-anchor": "middle" }));
    for (let i = 0; i < tr.influence[k]; i++) cell.append(ctx.tipw(s("circle", { cx: x + k * sw + 9 + i * 9, cy: y + 47, r: 4, fill: "#5a4a3a" }), "component", "influence"));
    if (k === tr.marker) cell.append(ctx.tipw(s("path", { d: heart(x + k * sw + sw / 2, y + 30, 11), fill: key === "romance" ? "#c2185b" : "#5e35b1" }), "track", key));
    if (reset) ctx.tipw(cell, "track", "reset");
    ctx.act(cell, `place ${key} ${k}`);
    ctx.key(cell, `${key}${k}`, `${tr.influence[k]}/${k === tr.marker}`);
    g.append(cell);
  }
  return g;
}

function heart(cx, cy, r) {
  return `M${cx},${cy + r} C${cx - 2 * r},${cy - r * 0.3} ${cx - r * 0.8},${cy - 1.6 * r} ${cx},${cy - 0.6 * r} C${cx + r * 0.8},${cy - 1.6 * r} ${cx + 2 * r},${cy - r * 0.3} ${cx},${cy + r} z`;
}

/** A board button for a decision that is not a place: its words are the move's label. */
const buttonLabel = (ctx, a) => (ctx.labels && ctx.labels[ctx.legal.indexOf(a)]) || "";
/** A board button's width: its measured words, 80 to 300 units (at most `most`). */
const buttonWidth = (ctx, a, most = 300) => Math.max(80, Math.min(most, 300, textWidth(buttonLabel(ctx, a), BUTTON_FONT) + 20));

function button(ctx, x, y, a, most = 300) {
  const label = buttonLabel(ctx, a);
  const w = buttonWidth(ctx, a, most);
  const b = s("g", { class: "svg-button" }, [s("rect", { x, y, width: w, height: 30, rx: 7 }), t(x + w / 2, y + 20, firstWords(label, w - 12, BUTTON_FONT), { "text-anchor": "middle", class: "am-btn" })]);
  ctx.tip(b, label);
  ctx.act(b, a);
  return [b, w];
}

/** The moves that are no place on the board: buttons. */
const VERBS = ["end", "done", "give up", "stop", "skip", "kiss draw", "fencing now", "fencing later", "fencing draw", "exchange 2", "exchange 3", "lose passion"];
/** A move of a card of your hand (its buttons are under the card). */
const HAND_MOVE = /^(write|woo|scheme|trade|influence|duel|comma) /;

/** Buttons (each {w}) in lines `width` wide, 34 apart: their places and the lines' height. */
function flow(items, width) {
  const places = [];
  let x = 0, y = 0;
  for (const item of items) {
    if (x > 0 && x + item.w > width) { x = 0; y += 34; }
    places.push({ item, dx: x, dy: y });
    x += item.w + 8;
  }
  return { places, height: places.length ? y + 30 : 0 };
}

/** A player a decision picks (a duel's rival), as a button with their name in their colour. */
function playerButton(ctx, x, y, w, q, colour) {
  const name = ctx.name(q);
  const b = s("g", { class: "svg-button rx-player", "data-seat": q }, [s("rect", { x, y, width: w, height: 30, rx: 7, style: `stroke:${colour}` }),
    t(x + w / 2, y + 20, firstWords(name, w - 12, BUTTON_FONT), { "text-anchor": "middle", class: "am-btn" })]);
  ctx.tip(b, name);
  ctx.pick(b, `@${q}`);
  return b;
}

export function renderRoxane(ctx) {
  const v = ctx.view;
  const me = ctx.seat;
  const mine = me !== null && me !== undefined;
  // a phone: the garden drawn smaller (as wide as the screen), the shared areas in bands
  const P = ctx.shape === "portrait";
  const W = 1100;
  const playersY = 600;
  // the players' panels and your hand: narrower than the shared board, so a laptop's column
  // (1280 px and more) holds one whole; a verse longer than VERSE_ROW cards goes on a second row
  // (a phone: 360 wide, the verses under the player's figures, two cards a row)
  const PW = P ? 360 : 860;
  const VERSE_ROW = P ? 2 : 3, VERSE_STEP = 92;
  const verseRows = (verse) => Math.ceil(verse.length / VERSE_ROW);
  // a player's figures: the status line (two lines on a phone where one would run past the
  // panel) and the resources (a second row where needed); the height they take
  const statusOf = (pl) => `${plural(ctx, pl.passion, "passion")} · ${ctx.w("category", "kiss_markers")}: ${pl.kisses} · ${say(ctx, "tui_col_commas")}: ${say(ctx, "tui_commas", { hand: pl.commas, written: pl.commas_written })}`;
  const statusLines = (pl) => (P ? fitLines(statusOf(pl), PW - 64, SMALL_FONT) : [statusOf(pl)]);
  const resourcesOf = (pl) => {
    const out = [];
    let rx0 = 32, ry = 0;
    [["rose", pl.roses, pl.spaces.rose], ["letter", pl.letters, pl.spaces.letter], ["fencing", pl.fencing, pl.spaces.fencing], ["any", null, pl.spaces.any]].forEach(([key, held, spaces]) => {
      const label = held === null ? `${ctx.w("resource", "any")}: ${spaces}` : `${entry(ctx, "resource", key).plural} ${held}/${spaces}`;
      const lw = textWidth(label, SMALL_FONT) + 6;
      if (P && rx0 > 32 && rx0 + lw > PW - 28) { rx0 = 32; ry += 24; }
      out.push({ key, label, x: rx0, dy: ry, lw });
      rx0 += lw + 10;
    });
    return out;
  };
  const figuresH = (pl) => (statusLines(pl).length - 1) * 16 + resourcesOf(pl).reduce((m, r) => Math.max(m, r.dy), 0);
  const rowH = v.player.map((pl) => (P ? 150 + figuresH(pl) : 78) + Math.max(1, pl.verses.reduce((n, x) => n + verseRows(x), 0)) * 62);
  const rowY = rowH.reduce((acc, h, q) => { acc.push(q ? acc[q - 1] + rowH[q - 1] : playersY); return acc; }, []);
  const handY = rowY[v.players - 1] + rowH[v.players - 1] + 20;
  const hand = mine ? v.player[me].hand || [] : [];
  // the decisions that are no place (end, skip, …) and the players a decision picks (a duel's
  // rival: the players' areas are parts of their own, in drawers, or in another pane on a phone)
  const buttonItems = [
    ...VERBS.filter((a) => ctx.legal.includes(a)).map((a) => ({ w: buttonWidth(ctx, a, P ? 360 : 610), draw: (x, y) => button(ctx, x, y, a, P ? 360 : 610)[0] })),
    ...(mine ? v.player.map((pl, q) => q).filter((q) => q !== me && ctx.legal.some((a) => a.split(" ").includes(`@${q}`))).map((q) => {
      const name = ctx.name(q);
      const w = Math.max(80, Math.min(360, textWidth(name, BUTTON_FONT) + 24));
      return { w, draw: (x, y) => playerButton(ctx, x, y, w, q, PLAYER_FILL[v.player[q].colour] || ctx.colour(q)) };
    }) : []),
  ];
  const buttonFlow = flow(buttonItems, P ? 360 : 610);
  const buttonsInHand = P && mine && buttonItems.length > 0 && ctx.legal.some((a) => HAND_MOVE.test(a));
  // (over your hand: as wide as its three cards, which the phone's pane shows at full size)
  const handFlow = flow(buttonItems, 340);
  const handTop = buttonsInHand ? handFlow.height + 6 : 0;
  // your hand: a row of cards with their actions under them; on a phone three cards a row
  const handCards = mine ? hand.length + v.player[me].commas : 0;
  const perRow = P ? 3 : Math.max(1, handCards);
  const cw = P ? 104 : Math.min(130, Math.floor((PW - 40) / Math.max(1, handCards)) - 10);
  const ch = P ? 86 : 118;           // a card's height
  const bh = P ? 27 : 24;             // a card's buttons' height (a phone's ≥ 24 px as drawn)
  const handRowH = ch + 6 + 2 * bh + 3 + (P ? 4 : 8);  // a card, its buttons (a comma's on two lines), a gap
  const handRows = Math.max(1, Math.ceil(handCards / perRow));
  // (a phone names your hand in the tab over it: the cards start at the top)
  const slot = (k) => [20 + (k % perRow) * (cw + 10), handY + (P ? -10 : 14) + handTop + Math.floor(k / perRow) * handRowH];
  const H = handY + (mine ? (P ? handTop + handRows * handRowH : 200) : 0);
  const root = svg(W, H, [], { class: "board roxane" });
  root.append(s("rect", { width: W, height: H, rx: 14, class: "felt" }));
  // the heading: on a phone two lines of smaller words, as wide as the phone's pane
  const headText = say(ctx, "tui_head", { round: Math.max(1, v.round), order: v.order.map((q) => ctx.name(q)).join(", ") });
  if (P) fitLines(headText, 350, "700 13px system-ui, sans-serif").slice(0, 2).forEach((line, i) => root.append(t(12, 15 + i * 15, line, { class: "small rx-head" })));
  else root.append(t(20, 26, headText, { class: "label" }));
  // ---- garden
  const G = P ? 56 : 84, gx = P ? 10 : 20, gy = 40;
  v.garden.forEach((tile, i) => {
    const r = Math.floor(i / 5), c = i % 5;
    const x = gx + c * G, y = gy + r * G;
    // (a cell of the garden's grid: the board in words reads it as a table)
    const g = s("g", { "data-grid": ctx.w("component", "garden"), "data-row": r, "data-col": c, "data-row-name": `row ${r + 1}`, "data-col-name": `column ${c + 1}` });
    g.append(s("rect", { x: x + 1, y: y + 1, width: G - 2, height: G - 2, rx: 6, fill: TILE_FILL[tile.kind] || "#eee", stroke: "#a89b8a" }));
    // the tile's short name (its whole name and effect on hover or a long press)
    if (tile.kind !== "empty") g.append(t(x + 4, y + 14, firstWords(entry(ctx, "tile", tile.kind).short || ctx.w("tile", tile.kind), G - 8, P ? TINY_FONT : TILE_FONT), { class: "rx-tile" }));
    if (tile.arrows) g.append(t(x + G / 2, y + G / 2 + 8, (tile.dir === "left" ? "◀" : "▶").repeat(tile.arrows), { class: "rx-arrow", "text-anchor": "middle", fill: tile.kind === "romance" ? "#c2185b" : "#5e35b1" }));
    if (tile.stars) g.append(t(x + G / 2, y + G / 2 + 8, "★".repeat(tile.stars), { class: "rx-star", "text-anchor": "middle" }));
    ctx.tip(g, tileWords(ctx, tile));
    ctx.key(g, `tile${i}`);
    root.append(g);
  });
  const rr = Math.floor(v.roxane / 5), rc = v.roxane % 5;
  const rx = gx + rc * G + G / 2, ry = gy + rr * G + G / 2 + (P ? 10 : 16);
  root.append(ctx.key(ctx.tipw(s("g", { class: "roxane-pawn" }, [s("circle", { cx: rx, cy: ry, r: 15, fill: "#fff", stroke: "#c2185b", "stroke-width": 4 }), t(rx, ry + 5, "R", { "text-anchor": "middle", class: "label", fill: "#c2185b" })]), "component", "roxane"), "roxane", v.roxane));
  for (const d of ["N", "E", "S", "W"]) {
    const a = `step ${d}`;
    if (!ctx.legal.includes(a)) continue;
    const [dx, dy] = DIRV[d];
    const ax = rx + dx * G * 0.55, ay = ry + dy * G * 0.55;
    const g = s("g", {}, [s("circle", { cx: ax, cy: ay, r: 14, fill: "#fff3d6", stroke: "#e0a000", "stroke-width": 2 }), t(ax, ay + 5, ARROW[d], { "text-anchor": "middle", class: "label" })]);
    ctx.tip(g, ctx.labels[ctx.legal.indexOf(a)] || ctx.w("move", d));
    ctx.act(g, a);
    root.append(g);
  }
  // movement tiles
  const my = gy + 5 * G + 22;
  // its name where it fits before the stack (104 units), else its short form ("Bewegung"); whole on hover
  const movementName = ctx.w("component", "movement");
  const movementShort = ((ctx.words.component || {}).movement || {}).short;
  const movementLabel = textWidth(movementName, SMALL_FONT) <= 104 ? movementName : firstWords(movementShort || movementName, 104, SMALL_FONT);
  root.append(ctx.tipw(t(gx, my + 4, movementLabel, { class: "small" }), "component", "movement"));
  root.append(ctx.key(ctx.tip(s("g", {}, [
    s("rect", { x: gx + 110, y: my - 14, width: 34, height: 34, rx: 5, fill: "#fff", stroke: "#5a4a3a", "stroke-width": 2 }),
    t(gx + 127, my + 10, v.movement_next ? ARROW[v.movement_next] : "–", { class: "label", "text-anchor": "middle" }),
  ]), say(ctx, "tui_movement", { next: v.movement_next ? ctx.w("move", v.movement_next) : say(ctx, "tui_none"), left: say(ctx, "tui_tiles_left", { n: v.movement_stack }), pebbles: v.pebbles_open, exch: v.exchange_open, exch_all: v.exchange_markers }).split(" · ")[0]), "movement", `${v.movement_next}/${v.movement_stack}`));
  // the track of movement tiles: beside the stack, or on a line of its own on a phone
  const mtx = P ? gx : gx + 160, mty = P ? my + 30 : my;
  v.movement_track.forEach((d, k) => root.append(ctx.tip(s("g", {}, [
    s("rect", { x: mtx + k * 26, y: mty - 10, width: 22, height: 22, rx: 3, fill: "#eee", stroke: "#aaa" }),
    t(mtx + 11 + k * 26, mty + 6, ARROW[d] || "", { "text-anchor": "middle", class: "small" }),
  ]), `${ctx.w("component", "movement")} ${k + 1}: ${ctx.w("move", d)}`)));
  // ---- tracks
  // a phone: the shared areas 360 wide (each a part the phone's pane shows whole), the wishes
  // one under the other, the supplies' words on a line of their own; dW and dS: how much lower
  // the supplies and what follows them stand on a phone
  const tx = 470, tw = P ? 360 : 610;
  const dW = P ? 3 * 46 - 56 : 0, dS = P ? 18 + 60 : 0;
  root.append(track(ctx, tx, 60, tw, v.romance, ctx.meta.romance, "romance"));
  root.append(track(ctx, tx, P ? 173 : 170, tw, v.poetry, (ctx.meta.poetry || {})[v.poetry.track], "poetry"));
  // ---- wishes
  root.append(ctx.tipw(t(tx, 276, ctx.w("component", "wish"), { class: "label" }), "component", "wish"));
  v.wishes.forEach((w, i) => {
    const x = P ? tx : tx + i * 205, y = P ? 282 + i * 46 : 282, ww = P ? tw : 195, wh = P ? 42 : 56;
    const gone = w.wish === null || w.wish === undefined;
    const g = s("g", {}, [
      s("rect", { x, y, width: ww, height: wh, rx: 6, fill: gone ? "#eee" : "#fff", stroke: "#b9ab9a" }),
      t(x + 6, y + 17, firstWords(gone ? say(ctx, "tui_wish_gone", { stars: "★".repeat(w.stars) }) : `${"★".repeat(w.stars)} ${entry(ctx, "wish", w.wish).short || ""}`, ww - 30, SMALL_FONT), { class: "small" }),
      t(x + 6, y + 34, gone ? "" : firstWords(`${entry(ctx, "wish", w.wish).brief || ""}${P && w.fulfilment ? ` · ${say(ctx, "tui_fulfilled")}` : ""}`, ww - 12, TINY_FONT), { class: "rx-tiny" }),
      w.fulfilment ? ctx.tipw(s("circle", { cx: x + ww - 15, cy: y + 16, r: 8, fill: "#e0a000" }), "component", "fulfilment") : null,
      w.fulfilment && !P ? t(x + 6, 332, say(ctx, "tui_fulfilled"), { class: "rx-tiny" }) : null,
    ]);
    if (gone) ctx.tipw(g, "component", "wish");
    else ctx.tipw(g, "wish", w.wish);
    ctx.key(g, `wish${i}`);
    root.append(g);
  });
  // ---- supplies: pebbles, exchange markers, the gate, the influence supply, kisses, bag
  // (the two names by their measured width; where the row's pieces leave them too little room,
  // a longer language's, their first words: the whole name on hover)
  let sx = tx;
  const pebbleName = ctx.w("component", "pebble"), exchangeName = ctx.w("component", "exchange");
  const need = (str) => textWidth(str, SMALL_FONT) + 10;
  const room = tw - (56 + 18 * v.exchange_markers + 10 + 14 + (P ? 0 : 120));
  const pebbleW = Math.min(need(pebbleName), Math.max(room / 2, room - need(exchangeName)));
  const exchangeW = Math.min(need(exchangeName), room - pebbleW);
  root.append(ctx.tipw(t(sx, 364 + dW, firstWords(pebbleName, pebbleW - 10, SMALL_FONT), { class: "small" }), "component", "pebble"));
  sx += pebbleW;
  for (let k = 0; k < 3; k++) root.append(ctx.key(ctx.tipw(s("circle", { cx: sx + k * 18, cy: 359 + dW, r: 7, fill: k < v.pebbles_open ? "#8a8f98" : "none", stroke: "#8a8f98", "stroke-width": 2 }), "component", "pebble"), `pebble${k}`));
  sx += 56;
  root.append(ctx.tipw(t(sx, 364 + dW, firstWords(exchangeName, exchangeW - 10, SMALL_FONT), { class: "small" }), "component", "exchange"));
  sx += exchangeW;
  for (let k = 0; k < v.exchange_markers; k++) root.append(ctx.tipw(s("rect", { x: sx + k * 18 - 7, y: 352 + dW, width: 14, height: 14, rx: 2, fill: k < v.exchange_open ? "#d9a441" : "none", stroke: "#d9a441", "stroke-width": 2 }), "component", "exchange"));
  sx += 18 * v.exchange_markers + 10;
  root.append(ctx.tipw(s("circle", { cx: sx, cy: 359 + dW, r: 7, fill: v.gate ? "#5a4a3a" : "none", stroke: "#5a4a3a", "stroke-width": 2 }), "component", "gate"));
  sx += 14;
  const supply = say(ctx, "tui_supplies", { gate: v.gate ? say(ctx, "tui_gate_full") : say(ctx, "tui_gate_empty"), supply: v.influence_supply, kisses: v.kiss_stack, bag: v.bag });
  const supplyTip = [supply, ctx.fx("component", "gate"), ctx.fx("component", "kiss_stack"), ctx.fx("component", "bag")].join("\n");
  if (P) root.append(ctx.tip(t(tx, 382 + dW, firstWords(supply, tw, TINY_FONT), { class: "rx-tiny" }), supplyTip));
  else root.append(ctx.tip(t(sx, 364, firstWords(supply, tx + tw - sx, TINY_FONT), { class: "rx-tiny" }), supplyTip));
  Object.entries(v.stacks).forEach(([type, n], i) => {
    // (a phone: three stacks a row)
    const sw = P ? 114 : 112, x = tx + (P ? i % 3 : i) * (sw + (P ? 8 : 10)), y = 374 + dW + (P ? 18 + Math.floor(i / 3) * 60 : 0);
    const g = s("g", {}, [
      s("rect", { x, y, width: sw, height: 54, rx: 6, fill: TYPE_FILL[type], opacity: 0.9 }),
      t(x + 6, y + 17, firstWords(ctx.w("type", type), sw - 10, SMALL_FONT), { class: "small", fill: "#fff" }),
      // the counts on two lines ("16 to draw", "0 used"): each within the stack's width
      ...say(ctx, "stack_counts", { n, used: v.discards[type].length }).split(" · ").slice(0, 2)
        .map((line, k) => t(x + 6, y + 32 + k * 14, firstWords(line, sw - 10, TINY_FONT), { class: "rx-tiny", fill: "#fff" })),
    ]);
    ctx.tip(g, [`${ctx.w("type", type)}: ${n}`, ctx.fx("component", "stack"), ctx.fx("type", type)].join("\n"));
    ctx.act(g, `draw ${type}`);
    ctx.key(g, `stack${type}`, `${n}/${v.discards[type].length}`);
    root.append(g);
  });
  // ---- duel or pending decision
  const dy0 = 444 + dW + dS;
  if (v.duel) {
    const d = v.duel;
    root.append(s("rect", { x: tx, y: dy0, width: tw, height: 100, rx: 8, fill: "#fff0f0", stroke: "#b5443b", "stroke-width": 2 }));
    const played = d.table.map((val) => `${val} ⚔`).join(", ") || say(ctx, "tui_none");
    root.append(ctx.tipw(t(tx + 10, dy0 + 22, firstWords(`${ctx.w("decision", "duel")}: ${ctx.name(d.attacker)} — ${ctx.name(d.defender)}`, tw - 140, "700 17px system-ui, sans-serif"), { class: "label" }), "decision", "duel"));
    root.append(ctx.tipw(s("g", {}, [s("rect", { x: tx + tw - 120, y: dy0 + 8, width: 110, height: 24, rx: 12, fill: "#fff", stroke: "#b5443b", "stroke-width": 2 }), t(tx + tw - 65, dy0 + 25, `${ctx.w("component", "glove")} +1 ⚔`, { class: "rx-tiny", "text-anchor": "middle" })]), "component", "glove"));
    root.append(ctx.key(t(tx + 10, dy0 + 46, `⚔ ${ctx.name(d.attacker)} ${d.strength[0]} — ${ctx.name(d.defender)} ${d.strength[1]}`, { class: "small" }), "duel"));
    root.append(t(tx + 10, dy0 + 66, firstWords(say(ctx, "tui_duel", { att: ctx.name(d.attacker), a: d.strength[0], dfd: ctx.name(d.defender), d: d.strength[1], raising: ctx.name(d.raising), played }).split("; ").slice(1).join("; "), tw - 20, SMALL_FONT), { class: "small" }));
    d.table.forEach((val, i) => root.append(ctx.tipw(s("g", {}, [s("circle", { cx: tx + 20 + i * 26, cy: dy0 + 84, r: 10, fill: "#444" }), t(tx + 20 + i * 26, dy0 + 88, val, { fill: "#fff", "text-anchor": "middle", class: "rx-tiny" })]), "resource", "fencing")));
  } else if (v.pending) {
    const p = v.pending;
    const what = ctx.w("decision", p.kind);
    root.append(ctx.tipw(t(tx, dy0 + 20, firstWords(say(ctx, "tui_now", { who: ctx.name(p.seat), what }), tw, SMALL_FONT), { class: "small" }), "decision", p.kind));
    if (p.choices) p.choices.forEach((k, i) => {
      const e = entry(ctx, "kiss", k);
      const kw = P ? (tw - 10) / 2 : 290, kx = tx + i * (kw + 10);
      const g = s("g", {}, [s("rect", { x: kx, y: dy0 + 32, width: kw, height: 44, rx: 6, fill: "#fde4ec", stroke: "#c2185b" }), t(kx + 8, dy0 + 52, firstWords(ctx.w("kiss", "hidden"), kw - 16, SMALL_FONT), { class: "small" }), t(kx + 8, dy0 + 68, firstWords(e.short || "", kw - 16, TINY_FONT), { class: "rx-tiny" })]);
      ctx.tipw(g, "kiss", k);
      ctx.act(g, `keep ${k}`);
      root.append(g);
    });
  }
  // ---- the decisions that are not a place on the board, as buttons (their words: the labels):
  // under the duel, the pending choice or the supplies, whichever is drawn; on a phone, where
  // your hand holds the decision's cards, over your hand (one pane holds them all)
  let by = (v.duel ? 552 : v.pending && v.pending.choices ? 530 : v.pending ? 478 : 444) + dW + dS;
  if (!buttonsInHand) {
    for (const { item, dx, dy } of buttonFlow.places) root.append(item.draw(tx + dx, by + dy));
    if (buttonFlow.places.length) by += buttonFlow.height - 30;
  }
  // ---- players
  v.player.forEach((pl, q) => {
    const y = rowY[q];
    const col = PLAYER_FILL[pl.colour] || ctx.colour(q);
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    g.append(s("rect", { x: 20, y, width: PW - 40, height: rowH[q] - 10, rx: 10, class: "panel-bg", stroke: col }));
    g.append(ctx.tipw(t(32, y + 22, ctx.name(q), { class: "label", fill: PLAYER_INK[pl.colour] || col }), "seat", pl.colour));
    const kissNames = (pl.kiss_markers || []).map((k) => entry(ctx, "kiss", k).short);
    const status = statusOf(pl);
    const lines = statusLines(pl);
    g.append(ctx.key(ctx.tip(s("g", {}, lines.map((line, i) => t(32, y + 42 + i * 16, line, { class: "small" }))), [status, ctx.fx("resource", "passion"), ctx.fx("kiss", "hidden"), ...kissNames].join("\n")), `status${q}`));
    // resources on their cards (held / spaces); your own are clickable where a decision names one
    const picks = [];
    const res = resourcesOf(pl);
    const ys = (lines.length - 1) * 16;  // (under a status of two lines)
    res.forEach(({ key, label, x: rx0, dy, lw }) => {
      const r = s("g", { class: "rx-res" }, [s("rect", { x: rx0 - 3, y: y + 45 + ys + dy, width: lw, height: 22, rx: 4, fill: "transparent" }), t(rx0, y + 61 + ys + dy, label, { class: "small" })]);
      ctx.tipw(r, "resource", key);
      ctx.key(r, `res${q}${key}`, label);
      if (q === me && key !== "any") { ctx.pick(r, key); picks.push(r); } else g.append(r);
    });
    // (the rest of the figures under the resources: on a phone they may take two lines)
    const y2 = y + figuresH(pl);
    g.append(ctx.key(t(32, y2 + 82, pl.fencing_values ? plural(ctx, pl.fencing, "fencing") + ":" : plural(ctx, pl.fencing, "fencing"), { class: "small" }), `fencing${q}`));
    const fencing = [];
    (pl.fencing_values || []).forEach((val, k) => {
      const fx = 174 + k * 25;  // 22 units across: a tap target of 25 px on a phone
      const f = s("g", { class: "rx-fence" }, [s("circle", { cx: fx, cy: y2 + 78, r: 11, fill: "#444" }), t(fx, y2 + 82, val, { "text-anchor": "middle", class: "rx-tiny", fill: "#fff" })]);
      ctx.tip(f, `${ctx.w("resource", "fencing")}: ${val} ⚔\n${ctx.fx("resource", "fencing")}`);
      // a marker of yours is played in a duel, given in a trade or discarded, by its value
      ctx.act(f, [`give fencing ${val}`, `discard fencing ${val}`].find((a) => ctx.legal.includes(a)) || `play ${val}`);
      fencing.push(f);
    });
    // reveal track: 13 levels, the last four with their penalties
    const rv = s("g", {});
    rv.append(t(32, y2 + 104, ctx.w("component", "reveal"), { class: "rx-tiny" }));
    for (let k = 0; k < 13; k++) {
      const lv = entry(ctx, "level", k + 1);
      const box = s("g", {}, [s("rect", { x: 110 + k * 17, y: y2 + 94, width: 15, height: 13, rx: 2, fill: k < pl.revealed ? (lv.penalty ? "#b5443b" : "#e0a000") : "#eee", stroke: "#bbb" })]);
      if (lv.penalty) box.append(t(110 + k * 17 + 7.5, y2 + 118, `−${lv.penalty}`, { class: "rx-tiny", "text-anchor": "middle" }));
      ctx.tipw(box, "level", k + 1);
      rv.append(box);
    }
    ctx.tip(rv, `${ctx.w("component", "reveal")}: ${pl.revealed} / 13\n${ctx.fx("component", "reveal")}`);
    ctx.key(rv, `reveal${q}`, pl.revealed);
    g.append(rv);
    // hand backs
    // (a laptop: right of the figures; a phone: under them)
    const [hx, hy] = P ? [32, y2 + 126] : [350, y + 70];
    if (q !== me) pl.hand_types.forEach((ty, k) => g.append(ctx.tip(s("rect", { x: hx + k * 14, y: hy, width: 12, height: 18, rx: 2, fill: TYPE_FILL[ty] }), `${say(ctx, "card_back", { type: entry(ctx, "type", ty).a || "" })}\n${ctx.fx("type", ty)}`)));
    // verses: each card with its text, colour, clef, hearts and resource space
    // (a laptop: right of the figures; a phone: under them)
    let vy = P ? y2 + 150 : y + 12;
    const vx = P ? 52 : 490;
    pl.verses.forEach((verse, i) => {
      if (!verse.length) return;
      const last = entry(ctx, "card", verse[verse.length - 1]);
      g.append(ctx.tipw(t(vx - 20, vy + 30, `${i + 1}`, { class: "label" }), "component", "verse"));
      verse.forEach((id, k) => g.append(ctx.key(cardFace(ctx, vx + (k % VERSE_ROW) * VERSE_STEP, vy + Math.floor(k / VERSE_ROW) * 62, id, VERSE_STEP - 4, 56), `verse${q}.${i}.${k}`, id)));
      const closed = i < pl.verses.length - 1;
      const tx0 = vx + ((verse.length - 1) % VERSE_ROW + 1) * VERSE_STEP + 4, ty0 = vy + (verseRows(verse) - 1) * 62;
      const tail = s("g", {}, [t(tx0, ty0 + 24, closed ? "," : "", { class: "big" }), t(tx0, ty0 + 44, say(ctx, "tui_rhyme", { clef: last.clef_short || "" }), { class: "rx-tiny" })]);
      ctx.tip(tail, `${say(ctx, "tui_rhyme", { clef: last.clef || "" })}\n${ctx.fx("clef", "treble")}${closed ? "\n" + ctx.fx("comma", "written") : ""}`);
      g.append(tail);
      vy += 62 * verseRows(verse);
    });
    if (q !== me) {
      const hit = s("rect", { x: 20, y, width: PW - 40, height: rowH[q] - 10, rx: 10, class: "hit" });
      ctx.tip(hit, ctx.name(q));
      ctx.pick(hit, `@${q}`);
      g.append(hit);
    }
    root.append(g);
    fencing.forEach((f) => root.append(f));
    picks.forEach((r) => root.append(r));
  });
  // ---- your hand (docked under the board when the board is taller than its box): its cards
  // and comma cards as wide as a panel holds them
  if (mine) {
    const dock = s("g", { class: "hand-zone", "data-dock": handY - 16 });
    root.append(dock);
    if (!P) dock.append(ctx.tipw(t(20, handY + 4, ctx.w("component", "hand"), { class: "label" }), "component", "hand"));
    if (buttonsInHand) for (const { item, dx, dy } of handFlow.places) dock.append(item.draw(20 + dx, handY - 10 + dy));
    const ccount = v.player[me].commas;
    hand.forEach((id, k) => {
      const e = entry(ctx, "card", id);
      const type = TYPE_OF[e.type] || "quill";
      const [x, y] = slot(k);
      const g = s("g", { class: "hand-card card", "data-card": id });
      g.append(cardFace(ctx, x, y, id, cw, ch));
      ctx.key(g, `mine${id}`, id);
      ctx.pick(g, id);
      dock.append(g);
      // its actions, as buttons under the card
      const verbs = TYPE_ACTIONS[type];
      const perLine = P ? verbs.length : buttonsPerLine(verbs.map((verb) => ctx.w("action", verb)), cw, 0);
      const bw = Math.floor((cw - 4) / perLine) - 2;
      verbs.forEach((verb, n) => {
        const word = ctx.w("action", verb);
        const i = n % perLine, by0 = y + ch + 6 + Math.floor(n / perLine) * (bh + 3);
        const b = s("g", { class: "svg-button mini" }, [s("rect", { x: x + 2 + i * (bw + 2), y: by0, width: bw, height: bh, rx: 5 }), t(x + 2 + i * (bw + 2) + bw / 2, by0 + bh / 2 + 4, word, { "text-anchor": "middle", class: "rx-tiny", ...squeezed(word, bw - 6) })]);
        ctx.tip(b, `${word}: ${e.name}\n${ctx.fx("action", verb)}`);
        ctx.pick(b, `${verb} ${id}`);
        dock.append(b);
      });
    });
    for (let k = 0; k < ccount; k++) {
      const [x, y] = slot(hand.length + k);
      const g = s("g", { class: "card" }, [s("rect", { x, y, width: cw, height: ch, rx: 8, class: "face" }), t(x + cw / 2, y + ch - 68, ",", { class: "big", "text-anchor": "middle" }), t(x + cw / 2, y + ch - 44, firstWords(ctx.w("comma", "card"), cw - 8, TINY_FONT), { class: "rx-tiny", "text-anchor": "middle" }),
        ...fitLines(say(ctx, "resource_space", { a: entry(ctx, "resource", "any").a }), cw - 8, TINY_FONT).slice(0, 2).map((line, i) => t(x + cw / 2, y + ch - 28 + i * 14, line, { class: "rx-tiny", "text-anchor": "middle" }))]);
      ctx.tipw(g, "comma", "card");
      ctx.pick(g, "comma");
      dock.append(g);
      // its four actions on one line, or two lines of two where a line would make them too small to tap
      const perLine = P ? (Math.floor((cw - 4) / COMMA_ACTIONS.length) - 2 >= 26 ? COMMA_ACTIONS.length : 2)
        : buttonsPerLine(COMMA_ACTIONS.map((verb) => ctx.w("action", verb)), cw, 26);
      const bw = Math.floor((cw - 4) / perLine) - 2;
      COMMA_ACTIONS.forEach((verb, n) => {
        const word = ctx.w("action", verb);
        const i = n % perLine, by0 = y + ch + 6 + Math.floor(n / perLine) * (bh + 3);
        const b = s("g", { class: "svg-button mini" }, [s("rect", { x: x + 2 + i * (bw + 2), y: by0, width: bw, height: bh, rx: 5 }), t(x + 2 + i * (bw + 2) + bw / 2, by0 + bh / 2 + 4, word, { "text-anchor": "middle", class: "rx-tiny", ...squeezed(word, bw - 6) })]);
        ctx.tip(b, `${word}: ${ctx.w("comma", "card")}\n${ctx.fx("action", verb)}`);
        ctx.pick(b, `comma ${verb}`);
        dock.append(b);
      });
    }
  }
  // ---- the sections the page lays out side by side (a wide screen) or stacked (a phone)
  const handW = !mine ? PW : P ? Math.max(buttonsInHand ? 370 : 0, 30 + Math.min(perRow, handCards) * (cw + 10)) : Math.min(PW, Math.max(700, 30 + handCards * (cw + 10)));
  const lastButtonY = by + 40;
  // each seat's row: yours docked with your hand, another's in the drawer its panel opens
  const seats = v.player.map((pl, q) => [`seat${q}`, 0, rowY[q] - 6, PW, rowH[q] + 2, q === me ? "dock" : `area${q}`, ctx.name(q)]);
  const named = (id) => ({
    head: "", garden: ctx.w("component", "garden"), romance: ctx.w("track", "romance"),
    poetry: ctx.w("poetry", v.poetry.track), wishes: ctx.w("component", "wish"),
    supplies: P ? ctx.w("component", "stack") : `${ctx.w("component", "wish")} · ${ctx.w("component", "stack")}`,
    duel: v.duel ? ctx.w("decision", "duel") : v.pending ? ctx.w("decision", v.pending.kind) : ctx.w("action", "end"), tracks: `${ctx.w("track", "romance")} · ${ctx.w("poetry", v.poetry.track)}`, hand: ctx.w("component", "hand"),
  })[id] || id;
  root.setAttribute("data-sections", JSON.stringify((P ? [
    // a phone: the garden as wide as the screen; the shared areas in bands (a band too wide
    // wraps into strips, and a strip of a low band stays near its neighbours); the rivals'
    // panels, then your own just above your hand
    ["head", 0, 0, W, 34, "always"],
    ["garden", 0, 34, gx + 5 * G + 10, mty + 20 - 34],
    ["romance", 462, 34, tw + 16, 114],
    ["poetry", 462, 148, tw + 16, 112],
    ["wishes", 462, 260, tw + 16, 86 + dW],
    ["supplies", 462, 346 + dW, tw + 16, 86 + dS],
    ["duel", 462, 432 + dW + dS, tw + 16, Math.max(lastButtonY, 444 + dW + dS) - 432 - dW - dS],
    ...(mine ? [["hand", 0, handY - 16, handW, H - handY + 16, "dock"]] : []),
    ...[...seats.filter((sec, q) => q !== me), ...seats.filter((sec, q) => q === me)],
  ] : [
    ["head", 0, 0, W, 34, "always"],
    ["garden", 0, 34, 462, 480],
    ["tracks", 462, 34, W - 462, 224],
    ["supplies", 462, 257, W - 462, 175],
    ["duel", 462, 432, W - 462, Math.max(lastButtonY, 444) - 432],
    ...(mine ? [["hand", 0, handY - 16, handW, H - handY + 16, "dock"]] : []),
    ...seats,
  ]).map((q) => (q.length > 6 ? q : [...q.slice(0, 5), q[5] || "", named(q[0])]))));
  return root;
}
