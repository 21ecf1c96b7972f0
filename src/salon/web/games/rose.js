// Rose Ceremony: every seat's bouquet, hearts and hand size around the table; the face-down
// offer between two seats; your hand at the bottom. Click a card of your hand, then a seat.
// Every word comes from the game's words file (ctx.words); every piece explains itself on
// hover and on tap (ctx.tip / ctx.tipw).
import { firstWords, fitLines, s, sayText, svg, svgText as t, textWidth } from "../ui.js";

/** A [text] template of the words file, filled in ("{roses}, {thorns}"). */
const say = (ctx, key, fields) => sayText(ctx.words, key, fields);
// the fonts of the board's words (style.css: svg .small, .label, .hearts), for measuring them:
// a line longer than its place (a longer language's) shows its first words, the whole on hover
const SMALL_FONT = "13px system-ui, sans-serif";
const LABEL_FONT = "700 17px system-ui, sans-serif";
const HEART_FONT = "700 15px system-ui, sans-serif";

/** "3 roses, 2 thorns", "1 rose, no thorn", "no rose, 2 thorns". */
function cardWords(ctx, roses, thorns) {
  return say(ctx, "card", {
    roses: say(ctx, "card_roses", { n: roses }),
    thorns: say(ctx, "card_thorns", { n: thorns }),
  });
}

/** "rose" or "roses" under a card's number, in the game's words: its "3 roses" without the number. */
const countWord = (ctx, n) => say(ctx, "roses", { n }).replace(/^\S*\d\S*\s+/, "");

/** The words shown on hover and tap for a card (face up) or a face-down card. */
function cardTip(ctx, c) {
  if (!c) return `${say(ctx, "face_down")}\n${ctx.fx("phase", "respond")}`;
  const [roses, thorns] = c;
  const kind = roses === 0 ? "wilted" : thorns === 0 ? "thornless" : "rose";
  const lines = [`${ctx.w("card", kind)}: ${cardWords(ctx, roses, thorns)}`];
  if (kind !== "rose") lines.push(ctx.fx("card", kind));
  lines.push(ctx.fx("card", "rose"));
  return lines.join("\n");
}

function card(ctx, x, y, c, opts) {
  const [roses, thorns] = c || [null, null];
  const w = opts.w || 64, h = opts.h || 90;
  const g = s("g", { class: "card" + (c ? "" : " back"), transform: `translate(${x},${y})` });
  // only pieces: a missing one (no thorn line) adds nothing, never a "null" text node
  const append = (...parts) => g.append(...parts.filter((p) => p !== null && p !== undefined));
  g.append(s("rect", { width: w, height: h, rx: 7, class: c ? "face" : "backside" }));
  if (c && w >= 60) {
    append(
      rose(w * 0.3, h * 0.3, 9),
      t(w * 0.62, h * 0.3 + 10, `${roses}`, { class: "big rose-num", "text-anchor": "middle" }),
      t(w / 2, h * 0.3 + 26, firstWords(countWord(ctx, roses), w - 6, SMALL_FONT), { class: "small", "text-anchor": "middle" }),
      ...Array.from({ length: thorns }, (_, k) => thorn(w / 2 + (k - (thorns - 1) / 2) * 12, h * 0.8)),
      ...(thorns ? [] : noThorn(ctx, w, h)),
    );
  } else if (c) {
    g.append(
      t(w / 2, h * 0.45, `${roses}`, { class: "mid rose-num", "text-anchor": "middle" }),
      t(w / 2, h * 0.85, `${thorns}✶`, { class: "thorn-num", "text-anchor": "middle" }),
    );
  } else g.append(s("circle", { cx: w / 2, cy: h / 2, r: Math.min(w, h) / 4, class: "back-rose" }));
  if (opts.tip !== false) ctx.tip(g, cardTip(ctx, c));
  return g;
}

/** "no thorn" at the foot of a card: on one line, or two where one would run past it (then
 * the first words of the second). */
function noThorn(ctx, w, h) {
  const font = SMALL_FONT;
  const lines = fitLines(say(ctx, "no_thorns"), w - 4, font);
  if (lines.length === 1) return [t(w / 2, h * 0.84, lines[0], { class: "small", "text-anchor": "middle" })];
  return [t(w / 2, h * 0.76, firstWords(lines[0], w - 4, font), { class: "small", "text-anchor": "middle" }),
    t(w / 2, h * 0.92, firstWords(lines.slice(1).join(" "), w - 4, font), { class: "small", "text-anchor": "middle" })];
}

function rose(x, y, r) {
  return s("g", { class: "rose-icon" }, [
    s("circle", { cx: x, cy: y, r, fill: "#c2185b" }),
    s("path", { d: `M${x - r * 0.5},${y} a${r * 0.5},${r * 0.5} 0 1 1 ${r * 0.6},${r * 0.35}`, fill: "none", stroke: "#f8bbd0", "stroke-width": 1.6 }),
    s("path", { d: `M${x},${y + r} l0,${r * 0.9}`, stroke: "#2d6a3a", "stroke-width": 2 }),
  ]);
}

function thorn(x, y) {
  return s("path", { d: `M${x - 5},${y + 4} L${x},${y - 7} L${x + 5},${y + 4} z`, fill: "#2d6a3a" });
}

/** The exchange table in words, from the component facts. */
function legend(ctx) {
  const m = ctx.meta;
  if (!m.exchange) return "";
  const steps = m.exchange.map(([low, hearts], i) => say(ctx, "exchange_step", {
    low, high: (m.exchange[i + 1] ? m.exchange[i + 1][0] : m.instant_win_roses) - 1, hearts,
  })).join(", ");
  return say(ctx, "exchange_table", { steps, win: m.instant_win_roses });
}

export function renderRose(ctx) {
  const v = ctx.view;
  const n = v.players;
  const me = ctx.seat;
  // a phone: every panel, the table's centre and your hand each a section of 340 wide (the page
  // stacks them); a wide screen: the panels in a row over the centre and the hand
  const P = ctx.shape === "portrait";
  const colW = P ? 340 : 960 / n;
  const W = P ? colW * n : 960;
  const handY = P ? 566 : 392;
  const handN = me !== null && me !== undefined && v.hand ? v.hand.length : 0;
  // the decision's buttons (answer the offer, exchange the bouquet), each label wrapped by its
  // measured width (at 15 px, bold): as tall as its lines
  const bw = P ? 320 : 430;
  const answers = ["accept", "refuse", "cash", "keep"].filter((a) => ctx.legal.includes(a)).map((a) => {
    const i = ctx.legal.indexOf(a);
    // the answer names the giver by the player's name; the exchange says what it gives
    const label = a === "accept" || a === "refuse" ? say(ctx, `label_${a}`, { giver: ctx.name(v.turn) })
      : (ctx.labels && ctx.labels[i]) || ctx.w("action", a);
    const lines = fitLines(label, bw - 24, "700 15px system-ui, sans-serif");
    return { a, lines, bh: lines.length > 1 ? 16 + lines.length * 18 : 40 };
  });
  // a phone: whom to offer, as buttons under your hand (the hand and the seats in one pane)
  const offerTo = P && handN ? [...Array(n).keys()].filter((q) => ctx.legal.some((a) => a.startsWith(`offer ${q} `))) : [];
  const offerH = offerTo.length ? 30 + Math.ceil(offerTo.length / 3) * 46 : 0;
  const H = P ? handY + 100 + offerH + answers.reduce((sum, b) => sum + Math.max(62, b.bh + 22), 0) : 534;
  const bust = (ctx.meta && ctx.meta.bust_thorns) || 5;
  const minExchange = ctx.meta && ctx.meta.exchange ? ctx.meta.exchange[0][0] : 4;
  const root = svg(W, H, [], { class: "board rose" });
  root.append(s("rect", { width: W, height: H, rx: 16, class: "felt" }));
  // seats in a row, yours first
  const order = [...Array(n).keys()];
  if (me !== null && me !== undefined) order.push(...order.splice(0, me));
  const px = {};
  order.forEach((q, i) => { px[q] = i * colW + colW / 2; });
  for (const q of order) {
    const x0 = px[q] - colW / 2 + 6;
    const g = s("g", { class: "seat-panel" + (v.to_act.includes(q) ? " acting" : ""), "data-seat": q });
    // (a phone's panel as tall as its words and cards: each panel is a part of the board of its own)
    const panelH = P ? 226 : 300;
    const box = s("rect", { x: x0, y: 8, width: colW - 12, height: panelH, rx: 12, class: "panel-bg", stroke: ctx.colour(q) });
    g.append(box);
    const narrow = colW < 210;
    const title = ctx.name(q) + (q === me ? ` (${say(ctx, "you")})` : "") + (q === v.start_player ? (narrow ? "" : `, ${say(ctx, "start")}`) : "");
    g.append(t(x0 + 10, 30, firstWords((q === v.turn && v.phase !== "over" ? "▶ " : "") + title, colW - 32, LABEL_FONT), { class: "label", fill: ctx.ink ? ctx.ink(q) : ctx.colour(q) }));
    const hearts = v.hearts[q];
    const inHand = say(ctx, "cards", { n: v.hand_sizes[q] });
    // (the heart alone where the words would run past the panel, or into its cards in hand
    // beside them: the words are its tip)
    const heartWords = `♥ ${say(ctx, "reward", { points: hearts })}`;
    const heartRoom = colW - 34 - (narrow ? 0 : textWidth(inHand, SMALL_FONT) + 12);
    const heartText = textWidth(heartWords, HEART_FONT) > heartRoom ? `♥ ${hearts}` : heartWords;
    g.append(ctx.key(ctx.tipw(t(x0 + 10, 52, heartText, { class: "hearts" }), "token", "heart"), `hearts${q}`));
    if (narrow) g.append(ctx.key(ctx.tipw(t(x0 + 10, 70, firstWords(inHand, colW - 32, SMALL_FONT), { class: "small" }), "zone", "hand"), `hand${q}`));
    else g.append(ctx.key(ctx.tipw(t(x0 + colW - 24, 52, inHand, { "text-anchor": "end", class: "small" }), "zone", "hand"), `hand${q}`));
    // hand backs
    if (q !== me) for (let k = 0; k < v.hand_sizes[q]; k++) g.append(card(ctx, x0 + 10 + k * (narrow ? 12 : 16), narrow ? 78 : 62, null, { w: narrow ? 28 : 34, h: narrow ? 40 : 48, tip: false }));
    // bouquet
    const roses = v.bouquet_roses[q];
    const thorns = v.bouquet_thorns[q];
    g.append(ctx.tipw(t(x0 + 10, 134, firstWords(`${ctx.w("zone", "bouquet")}: ${say(ctx, "roses", { n: roses })},`, colW - 32, SMALL_FONT), { class: "small" }), "zone", "bouquet"));
    const warn = thorns === bust - 1 ? ` — ${say(ctx, "danger")}` : roses >= minExchange ? ` — ${say(ctx, "can_exchange")}` : "";
    const thornLine = t(x0 + 10, 150, firstWords(`${say(ctx, "card_thorns", { n: thorns })}${narrow && warn ? "" : warn}`, colW - 32, SMALL_FONT), { class: "small" + (thorns === bust - 1 ? " danger" : "") });
    g.append(warn ? ctx.tip(thornLine, warn.slice(3)) : thornLine);
    const b = v.bouquets[q];
    const bw = Math.min(44, (colW - 30) / Math.max(1, b.length));
    b.forEach((c, k) => g.append(ctx.key(card(ctx, x0 + 10 + k * bw, 160, c, { w: 42, h: 60 }), `bouquet${q}.${k}`, c.join("/"))));
    if (!b.length) g.append(t(x0 + 10, 190, say(ctx, "empty"), { class: "muted small" }));
    // whom to offer: picking a seat narrows "offer <seat> <card>"
    if (q !== me) {
      const hit = s("rect", { x: x0, y: 8, width: colW - 12, height: panelH, rx: 12, class: "hit" });
      ctx.pick(hit, `offer ${q}`);
      // the panel's words sit on top of it: the bouquet's cards are listed here too
      const inBouquet = b.length ? b.map((c) => cardWords(ctx, c[0], c[1])).join(" · ") : say(ctx, "empty");
      ctx.tip(hit, [`${ctx.w("action", "offer")}: ${ctx.name(q)}`, ctx.fx("action", "offer"),
        `${ctx.w("zone", "bouquet")}: ${inBouquet}`, `♥ ${say(ctx, "reward", { points: hearts })}, ${inHand}`].join("\n"));
      g.append(hit);
    }
    root.append(g);
  }
  // the offer in progress
  if (v.offer && !P) {
    const { from, to, card: c } = v.offer;
    const y = 262;
    root.append(s("path", { d: `M${px[from]},${y} L${px[to]},${y}`, class: "offer-arrow", "marker-end": "url(#arrow)" }));
    root.append(s("defs", {}, [s("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto" }, [s("path", { d: "M0,0 L10,5 L0,10 z", fill: "#b3263b" })])]));
    const mid = (px[from] + px[to]) / 2;
    root.append(ctx.key(card(ctx, mid - 22, y - 30, c, { w: 44, h: 60 }), "offer", `${from}>${to}`));
    const what = c ? `${say(ctx, "face_down")} (${cardWords(ctx, c[0], c[1])})` : say(ctx, "face_down");
    root.append(t(mid, y + 44, say(ctx, "offer_line", { giver: ctx.name(from), to: ctx.name(to), what }), { "text-anchor": "middle", class: "small" }));
  } else if (v.offer) {
    // on a phone the offer is told in the table's centre: the card and who gives it to whom
    const { from, to, card: c } = v.offer;
    root.append(ctx.key(card(ctx, 14, 388, c, { w: 44, h: 60 }), "offer", `${from}>${to}`));
    const what = c ? `${say(ctx, "face_down")} (${cardWords(ctx, c[0], c[1])})` : say(ctx, "face_down");
    // (wrapped by its measured width beside the card, three lines at most: the whole on hover)
    const said = say(ctx, "offer_line", { giver: ctx.name(from), to: ctx.name(to), what });
    const lines = fitLines(said, colW - 68 - 8, SMALL_FONT);
    const shown = lines.length > 3 ? [...lines.slice(0, 2), firstWords(lines.slice(2).join(" "), colW - 68 - 8, SMALL_FONT)] : lines;
    root.append(ctx.tip(s("g", {}, shown.map((line, i) => t(68, 404 + i * 17, line, { class: "small" }))), said));
  }
  // table centre: deck, discard, heart supply; the phase or the result; the rules in two lines
  const small = { class: "small" };
  // a phone: the centre (x 0-340, y 312-420) in lines: phase, deck and discard, hearts left; a
  // wide screen: deck, discard and hearts left in a row ending at the right edge, each after the
  // one before by its measured width (a longer language's words push them left, never over one
  // another)
  const deckWords = `${ctx.w("zone", "deck")}: ${say(ctx, "cards", { n: v.deck_size })}`;
  const discardWords = `${ctx.w("zone", "discard")}: ${say(ctx, "cards", { n: v.discard.length })}`;
  const heartsWords = `${ctx.w("category", "hearts_left")}: ${v.heart_supply}`;
  const wide = (str) => textWidth(str, SMALL_FONT);
  const rowX = Math.min(500, W - 20 - wide(heartsWords) - wide(discardWords) - wide(deckWords) - 2 * 24);
  const discardX = Math.max(640, rowX + wide(deckWords) + 24);
  const C = P ? { deck: [14, 358], discard: [170, 358], hearts: [14, 378], status: [14, 336] } : { deck: [rowX, 326], discard: [Math.min(discardX, W - 20 - wide(heartsWords) - 24 - wide(discardWords)), 326], hearts: [W - 20, 326], status: [W - 20, 347] };
  const phoneCol = (str, x0, x1) => (P ? firstWords(str, x1 - x0, SMALL_FONT) : str);
  root.append(
    ctx.key(ctx.tipw(t(C.deck[0], C.deck[1], phoneCol(deckWords, 14, 164), small), "zone", "deck"), "deck"),
    ctx.key(ctx.tipw(t(C.discard[0], C.discard[1], phoneCol(discardWords, 170, colW - 8), small), "zone", "discard"), "discard"),
    ctx.tipw(t(C.hearts[0], C.hearts[1], phoneCol(heartsWords, 14, colW - 8), { ...small, "text-anchor": P ? "start" : "end" }), "token", "heart"),
  );
  const status = { "text-anchor": P ? "start" : "end", class: "label" };
  const rnd = say(ctx, "round", { n: Math.floor(v.turns_played / n) + 1 });
  const round = rnd.charAt(0).toUpperCase() + rnd.slice(1);
  const fitStatus = (str) => firstWords(str, P ? colW - 28 : W - 40, LABEL_FONT);
  if (v.phase === "over" && v.result) {
    const winners = v.result.winners.map((q) => ctx.name(q)).join(", ");
    root.append(ctx.tipw(t(C.status[0], C.status[1], fitStatus(say(ctx, "result_line", { end: ctx.w("end", v.result.end), winners })), status), "end", v.result.end));
  } else if (v.final_round) {
    root.append(ctx.tipw(t(C.status[0], C.status[1], fitStatus(`${round} · ${ctx.w("phase", v.phase)} · ${say(ctx, "final_round")}`), { ...status, class: status.class + " danger" }), "end", "deck_out"));
  } else {
    root.append(ctx.tipw(t(C.status[0], C.status[1], fitStatus(`${round} · ${ctx.w("phase", v.phase)}`), status), "phase", v.phase));
  }
  const m = ctx.meta || {};
  if (m.exchange && P) {
    // (wrapped by its measured width, in the four lines the centre has under the offer: the
    // whole on hover)
    const rules = `${legend(ctx)} ${say(ctx, "bust_rule", { bust: m.bust_thorns, hearts: m.win_hearts })}`;
    const all = fitLines(rules, colW - 28, SMALL_FONT);
    const lines = all.length > 4 ? [...all.slice(0, 3), firstWords(all.slice(3).join(" "), colW - 28, SMALL_FONT)] : all;
    const g = s("g", {}, lines.map((line, i) => t(14, 472 + i * 16, line, { class: "small" })));
    root.append(ctx.tip(g, `${lines.length < all.length ? `${rules}\n` : ""}${ctx.w("action", "cash")}\n${ctx.fx("action", "cash")}\n${ctx.fx("zone", "bouquet")}`));
  } else if (m.exchange) {
    const cash = `${ctx.w("action", "cash")}\n${ctx.fx("action", "cash")}`;
    const bustRule = say(ctx, "bust_rule", { bust: m.bust_thorns, hearts: m.win_hearts });
    root.append(ctx.tip(t(W - 20, 512, firstWords(legend(ctx), W - 40, SMALL_FONT), { "text-anchor": "end", class: "small" }), `${legend(ctx)}\n${cash}`));
    root.append(ctx.tip(t(W - 20, 527, firstWords(bustRule, W - 40, SMALL_FONT), { "text-anchor": "end", class: "small" }), `${bustRule}\n${ctx.fx("zone", "bouquet")}`));
  }
  // your hand and your decisions
  if (me !== null && me !== undefined && v.hand) {
    root.append(ctx.tipw(t(P ? 14 : 20, handY - 15, say(ctx, "your_hand"), { class: "label" }), "zone", "hand"));
    const nth = {};
    const cw = P ? 60 : 76, gap = P ? 66 : 86;
    v.hand.forEach((c, k) => {
      const g = card(ctx, (P ? 14 : 20) + k * gap, handY, c, { w: cw, h: P ? 88 : 108 });
      g.classList.add("hand-card");
      const id = c.join("/");
      nth[id] = (nth[id] || 0) + 1;
      ctx.key(g, `mine${id}.${nth[id]}`, id);
      ctx.pick(g, `${c[0]}/${c[1]}`);
      root.append(g);
    });
    if (offerTo.length) {
      // in the order of the table, from the seat after yours
      const after = order.filter((q) => offerTo.includes(q));
      const ow = (colW - 28 - 12) / 3;
      root.append(t(14, handY + 118, say(ctx, "offer_to"), { class: "label" }));
      after.forEach((q, k) => {
        const x = 14 + (k % 3) * (ow + 6), y = handY + 128 + Math.floor(k / 3) * 46;
        // (the player's colour a dot beside the name: the outline is the target's gold)
        const g = s("g", { class: "svg-button offer-to", "data-seat": q }, [s("rect", { x, y, width: ow, height: 38, rx: 8 }),
          s("circle", { cx: x + 13, cy: y + 19, r: 6, fill: ctx.colour(q), stroke: "#222" }),
          t(x + 12 + ow / 2, y + 25, firstWords(ctx.name(q), ow - 36, "700 15px system-ui, sans-serif"), { "text-anchor": "middle" })]);
        ctx.tip(g, say(ctx, "offer_to_tip", { to: ctx.name(q) }));
        ctx.pick(g, `offer ${q}`);
        root.append(g);
      });
    }
    const bx = P ? 10 : 20 + Math.max(4, v.hand.length) * 86 + 20;
    let by = P ? handY + 100 + offerH : 372;
    for (const { a, lines, bh } of answers) {
      const g = s("g", { class: "svg-button" });
      g.append(s("rect", { x: bx, y: by, width: bw, height: bh, rx: 8 }),
        ...lines.map((line, i) => t(bx + bw / 2, by + (lines.length > 1 ? 21 + i * 18 : 26), line, { "text-anchor": "middle" })));
      ctx.tip(g, `${ctx.w("action", a)}\n${ctx.fx("action", a)}`);
      ctx.act(g, a);
      root.append(g);
      by += bh + 10;
    }
  }
  // the sections the table's frame lays out: the seats and the centre on the board, your hand docked
  const centre = `${ctx.w("zone", "deck")} · ${ctx.w("zone", "discard")}`;
  const seated = me !== null && me !== undefined && v.hand;
  root.setAttribute("data-sections", JSON.stringify(P ? [
    ...order.map((q) => [`seat${q}`, px[q] - colW / 2, 0, colW, 240, "", ctx.name(q)]),
    ["centre", 0, 314, colW, seated ? 216 : H - 314, "", centre],
    ...(seated ? [["hand", 0, 530, colW, H - 530, "dock", ctx.w("zone", "hand")]] : []),
  ] : [
    ["board", 0, 0, W, seated ? 354 : H, "", centre],
    ...(seated ? [["hand", 0, 354, W, H - 354, "dock", ctx.w("zone", "hand")]] : []),
  ]));
  return root;
}

