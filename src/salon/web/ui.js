// Small DOM and SVG helpers shared by the lobby, the table page and the game renderers.
import { fill as fillPattern, hasMessage, t, withLang } from "./messages.js";

export { hasMessage, language, listWords, t } from "./messages.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** `style` ({prop: value} or "prop: value; …") through the CSSOM, never as a style attribute:
 * the Content-Security-Policy (style-src 'self', docs/security.md) refuses those. */
function setStyle(node, v) {
  const pairs = typeof v === "string"
    ? v.split(";").map((d) => d.split(/:(.*)/s)).filter((p) => p.length > 1 && p[0].trim())
    : Object.entries(v);
  for (const [prop, value] of pairs) node.style.setProperty(prop.trim(), String(value).trim());
}

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "style") setStyle(node, v);
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of [].concat(children || [])) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** An HTML element: el("div", {class: "x"}, [children]). */
export function el(tag, attrs, children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element: s("rect", {x, y, width, height}, [children]). */
export function s(tag, attrs, children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** An <svg> with a viewBox, scaling to its container's width. */
export function svg(w, h, children, attrs) {
  return s("svg", { viewBox: `0 0 ${w} ${h}`, class: "board", role: "group", "aria-label": t("board-label"), ...(attrs || {}) }, children);
}

/** SVG text (the renderers import it as `t`: `import { svgText as t }`). */
export function svgText(x, y, str, attrs) {
  return s("text", { x, y, ...(attrs || {}) }, [String(str)]);
}

/** A <title> tooltip child. */
export function tip(str) {
  return s("title", {}, [str]);
}

/** A call to the server's API (its path under /api), in this page's language (lang=…). */
export async function api(path, opts) {
  const res = await fetch(withLang(path), {
    headers: { "content-type": "application/json" },
    ...(opts || {}),
  });
  let body = null;
  try { body = await res.json(); } catch (e) { body = null; }
  if (!res.ok) {
    const msg = body && body.message ? body.message : `${res.status} ${res.statusText}`;
    const err = new Error(msg);
    err.code = body && body.code;
    throw err;
  }
  return body;
}

/** The seats' colours: Okabe and Ito's palette (blue, amber, green, vermilion, purple, sky),
 * told apart with the common colour-vision deficiencies too (tests/web/test_palette.py); always
 * beside a name, never the only carrier. */
export const SEAT_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9"];
/** The seats' colours for words: each at least 4.5:1 on white and on the "to act" yellow. */
export const SEAT_INKS = ["#0072b2", "#936500", "#007e5b", "#b54f00", "#985a7d", "#377497"];

/** Remembered seat tokens of tables created or joined in this browser. */
export const tokens = {
  all() {
    try { return JSON.parse(localStorage.getItem("salon.tokens") || "{}"); } catch (e) { return {}; }
  },
  get(table) { return this.all()[table] || {}; },
  put(table, seat, token) {
    const a = this.all();
    a[table] = { ...(a[table] || {}), [seat]: token };
    try { localStorage.setItem("salon.tokens", JSON.stringify(a)); } catch (e) { /* private mode */ }
  },
};

let botsPromise = null;
/** The server's bot levels in words and the words of the seeded-table badge (GET /api/bots): a
 * level salon knows (random, easy, heuristic, normal, strong) in the page's language
 * (bot-level-<name>, bot-level-<name>-about); one an operator added, in the server's words. */
export function botLevels() {
  if (!botsPromise) {
    botsPromise = api("/api/bots").catch(() => ({ levels: [], default: "heuristic", seeded: {} })).then((b) => ({
      ...b,
      levels: (b.levels || []).map((lv) => (hasMessage(`bot-level-${lv.name}`)
        ? { ...lv, label: t(`bot-level-${lv.name}`), about: t(`bot-level-${lv.name}-about`) } : lv)),
      seeded: { ...(b.seeded || {}), badge: t("seeded-badge"), about: t("seeded-about") },
    }));
  }
  return botsPromise;
}

/** The badge of a table whose deal was chosen in advance (hidden unless `seeded`). */
export function seededBadge(seeded, words) {
  const w = (words && words.seeded) || {};
  const badge = el("span", { class: "seeded-badge", hidden: !seeded }, [w.badge || t("seeded-badge")]);
  return setTip(badge, w.about || "");
}

let metaPromise = null;
/** Public component data of the games (data/meta.json). */
export function meta() {
  if (!metaPromise) metaPromise = fetch("/data/meta.json").then((r) => r.json());
  return metaPromise;
}

/** The player's name, remembered in this browser. */
export const myName = {
  get() { try { return localStorage.getItem("salon.name") || ""; } catch (e) { return ""; } },
  set(v) { try { localStorage.setItem("salon.name", v); } catch (e) { /* private mode */ } },
};

/** Claims an open seat; resolves to its token (remembered) or throws with the server's message. */
export async function claimSeat(tableId, seat) {
  const name = myName.get() || undefined;
  const res = await api(`/api/tables/${tableId}/seats/${seat}/claim`, { method: "POST", body: JSON.stringify({ name }) });
  tokens.put(tableId, seat, res.token);
  return res.token;
}

const gameDetail = {};
/** One game's facts and words (GET /api/games/<id>): the words come from the server at run
 * time, so a corrected words file shows after a restart. */
export function gameInfo(id) {
  if (!gameDetail[id]) gameDetail[id] = api(`/api/games/${encodeURIComponent(id)}`).catch((e) => { delete gameDetail[id]; throw e; });
  return gameDetail[id];
}

/** A sentence cut into lines of at most `n` characters, at spaces (never inside a word). */
export function wrapWords(text, n) {
  const out = [];
  let line = "";
  for (const word of String(text).split(" ")) {
    if (line && (line + " " + word).length > n) { out.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

let measurer = null;
/** The width of a line of text in px at a CSS font ("700 15px system-ui"), as the browser draws it. */
export function textWidth(text, font) {
  if (!measurer) measurer = document.createElement("canvas").getContext("2d");
  measurer.font = font;
  return measurer.measureText(String(text)).width;
}

/** Text wrapped by its measured width (a longer language wraps sooner): the lines, each at most
 * `width` px wide at `font` (a word wider than the width stands on a line of its own). */
export function fitLines(text, width, font) {
  const out = [];
  let line = "";
  for (const word of String(text).split(" ")) {
    const trial = line ? `${line} ${word}` : word;
    if (line && textWidth(trial, font) > width) { out.push(line); line = word; } else line = trial;
  }
  if (line) out.push(line);
  return out;
}

/** The first words of a text that fit `width` px at `font`, with "…" where words were left
 * out (the whole text is then one hover or long press away: the piece's words). */
export function firstWords(text, width, font) {
  const all = String(text);
  if (textWidth(all, font) <= width) return all;
  let line = "";
  for (const word of all.split(" ")) {
    const trial = line ? `${line} ${word}` : word;
    if (textWidth(`${trial}…`, font) > width) break;
    line = trial;
  }
  if (!line) {  // not even a word: its first letters
    for (const ch of all) { if (textWidth(`${line}${ch}…`, font) > width) break; line += ch; }
  }
  return `${line}…`;
}

/** A [text] template of a game's words file, filled in: plain text with `{field}` holes ("{roses},
 * {thorns}"; a missing field reads as nothing), or a Fluent pattern's tree where it has choices
 * (a plural, a French elision: salon.core.words.browser_template), filled as the client's messages are. */
export function sayText(words, key, fields, depth = 0) {
  const tpl = (words && words.text && words.text[key]) || "";
  if (Array.isArray(tpl)) {
    const known = Object.fromEntries(Object.entries(fields || {}).filter(([, v]) => v !== undefined && v !== null));
    // another template named in this one ({ no_roses }): worded here, with the same fields
    const other = (part) => {
      const name = part.ref || part.message || ((part.text || "").match(/^\{\s*([A-Za-z][\w-]*)\s*\}$/) || [])[1];
      return name && depth < 4 && words.text[name] !== undefined ? sayText(words, name, fields, depth + 1) : null;
    };
    return fillPattern(tpl, known, other).replace(/\{\$\w+\}/g, "");
  }
  return String(tpl).replace(/\{(\w+)\}/g, (_, k) => (fields && fields[k] !== undefined ? String(fields[k]) : ""));
}

/** Words helpers over a game's words dict: name, effect, and "Name: effect". */
export function wordHelpers(words) {
  const entry = (kind, id) => (words && words[kind] && words[kind][String(id)]) || null;
  const w = (kind, id) => {
    const e = entry(kind, id);
    if (e) return e.name;
    console.error(`no words for ${kind} ${id}`);
    return "?";
  };
  const fx = (kind, id) => { const e = entry(kind, id); return e && e.effect ? e.effect : ""; };
  const say = (kind, id) => { const e = entry(kind, id); return e ? (e.effect ? `${e.name}: ${e.effect}` : e.name) : "?"; };
  return { entry, w, fx, say };
}

// ------------------------------------------------------------------ words on hover and on tap
// Any element with data-tip shows its words in a popover: on hover and keyboard focus with a
// mouse, on tap with touch (a tap on a piece that is also a move shows the words first: a
// second tap plays it; a piece that is not a move now also says why not), and on a long press.
let tipBox = null;
let tipFor = null;
let pressTimer = null;
let lastTouch = 0;
let pressed = null;  // the piece a long press showed the words of (its click makes no move)
function showTip(node, x, y) {
  const text = node.getAttribute("data-tip");
  if (!text) return;
  if (!tipBox) {
    tipBox = el("div", { class: "tip-pop", role: "tooltip", id: "tip-pop" });
    document.body.append(tipBox);
  }
  tipBox.replaceChildren(...text.split("\n").map((line, i) => el(i ? "div" : "strong", {}, [line])));
  tipBox.hidden = false;
  tipFor = node;
  const r = node.getBoundingClientRect();
  const px = x ?? r.left + r.width / 2;
  const py = y ?? r.bottom;
  const w = Math.min(320, window.innerWidth - 16);
  tipBox.style.maxWidth = `${w}px`;
  tipBox.style.left = `${Math.max(8, Math.min(px - w / 2, window.innerWidth - w - 8)) + window.scrollX}px`;
  tipBox.style.top = `${py + 10 + window.scrollY}px`;
}

export function hideTip() {
  if (tipBox) tipBox.hidden = true;
  tipFor = null;
}

function tipTarget(e) {
  const t = e.target;
  return t && t.closest ? t.closest("[data-tip]") : null;
}

export function installTips() {
  if (installTips.done) return;
  installTips.done = true;
  document.addEventListener("pointerover", (e) => {
    if (e.pointerType === "touch" || Date.now() - lastTouch < 800) return;
    const n = tipTarget(e);
    if (n) showTip(n, e.clientX, e.clientY);
  });
  document.addEventListener("pointerout", (e) => {
    if (e.pointerType === "touch") return;
    const n = tipTarget(e);
    if (n && n === tipFor && !n.contains(e.relatedTarget)) hideTip();
  });
  // keyboard focus shows the words; the focus a tap gives does not (else the tap's own click
  // would find the words shown and play the move: a first tap must only show the words)
  document.addEventListener("focusin", (e) => {
    if (Date.now() - lastTouch < 800) return;
    const n = tipTarget(e);
    if (n) showTip(n);
  });
  document.addEventListener("focusout", () => { if (Date.now() - lastTouch > 800) hideTip(); });
  document.addEventListener("pointerdown", (e) => {
    pressed = null;  // (a press of any pointer starts anew)
    if (e.pointerType !== "touch") return;
    lastTouch = Date.now();
    const n = tipTarget(e);
    clearTimeout(pressTimer);
    if (n) pressTimer = setTimeout(() => { pressed = n; showTip(n); }, 450);
  });
  document.addEventListener("pointerup", (e) => {
    clearTimeout(pressTimer);
    if (e.pointerType === "touch") lastTouch = Date.now();  // the click that follows is this touch's
  });
  // a long press does not open the browser's own menu over a piece with words
  document.addEventListener("contextmenu", (e) => { if (tipTarget(e) && Date.now() - lastTouch < 1500) e.preventDefault(); });
  // a tap plays the piece's move at once (its words come with a long press, above); a tap on a
  // piece that is no move now shows its words, and the table says why not
  document.addEventListener("click", (e) => {
    const touch = Date.now() - lastTouch < 800;
    const n = tipTarget(e);
    if (!n) { if (!(tipBox && tipBox.contains(e.target))) hideTip(); return; }
    if (pressed === n) {  // the end of a long press (however long): the words stay, no move is made
      pressed = null;
      e.stopPropagation();
      e.preventDefault();
      return;
    }
    if (!touch) return;
    if (n.classList.contains("can")) hideTip();
    else showTip(n);
  }, true);
  // a scroll (the page under 560 px of height, a list) hides the words, but not those of a
  // hovered piece (its event may come after the pointer's; they go when the pointer leaves it)
  window.addEventListener("scroll", () => {
    if (tipFor && tipFor.isConnected && tipFor.matches(":hover")) return;
    if (Date.now() - lastTouch > 800) hideTip();
  }, { passive: true });
}

/** Attach words to a node (shown on hover and on tap); returns the node. */
export function setTip(node, text) {
  if (node && text) {
    node.setAttribute("data-tip", text);
    if (!node.getAttribute("aria-label") && !node.textContent.trim()) {
      node.setAttribute("aria-label", text.split("\n")[0]);
      // (a name is allowed on a graphic, not on a bare shape or group: a piece is an image)
      if (node instanceof SVGElement && !node.getAttribute("role")) node.setAttribute("role", "img");
    }
  }
  return node;
}

// ------------------------------------------------------------------ a small Markdown renderer
/** The rules reference (headings, paragraphs, lists, tables, bold, italic, in-page links). */
export function markdown(text) {
  const out = el("div", { class: "md" });
  const slug = (s) => s.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, "").trim().replace(/ /g, "-");
  const inline = (s) => {
    const parts = [];
    const re = /(\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)]+\)|`[^`]+`)/g;
    let last = 0;
    for (const m of s.matchAll(re)) {
      if (m.index > last) parts.push(s.slice(last, m.index));
      const tok = m[0];
      if (tok.startsWith("**")) parts.push(el("strong", {}, [tok.slice(2, -2)]));
      else if (tok.startsWith("`")) parts.push(el("em", {}, [tok.slice(1, -1)]));
      else if (tok.startsWith("*")) parts.push(el("em", {}, [tok.slice(1, -1)]));
      else {
        const [, label, href] = tok.match(/^\[([^\]]+)\]\(([^)]+)\)$/);
        const target = href.startsWith("#") ? href.slice(1) : null;
        parts.push(target
          ? el("a", { href: "#", "data-anchor": target, onclick: (e) => { e.preventDefault(); const t = out.querySelector(`[id="${CSS.escape(target)}"]`); if (t) t.scrollIntoView({ behavior: "smooth" }); } }, [label])
          : el("span", {}, [label]));
      }
      last = m.index + tok.length;
    }
    if (last < s.length) parts.push(s.slice(last));
    return parts;
  };
  const lines = String(text || "").split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const h = line.match(/^(#{1,4})\s+(.*)$/);
    if (h) { out.append(el(`h${Math.min(4, h[1].length + 1)}`, { id: slug(h[2]) }, inline(h[2]))); i += 1; continue; }
    if (/^\s*[-*]\s+/.test(line)) {
      const ul = el("ul");
      while (i < lines.length && /^\s*[-*]\s+/.test(lines[i])) { ul.append(el("li", {}, inline(lines[i].replace(/^\s*[-*]\s+/, "")))); i += 1; }
      out.append(ul); continue;
    }
    if (/^\s*\d+\.\s+/.test(line)) {
      const ol = el("ol");
      while (i < lines.length && /^\s*\d+\.\s+/.test(lines[i])) { ol.append(el("li", {}, inline(lines[i].replace(/^\s*\d+\.\s+/, "")))); i += 1; }
      out.append(ol); continue;
    }
    if (/^\s*\|/.test(line)) {
      const rows = [];
      while (i < lines.length && /^\s*\|/.test(lines[i])) { rows.push(lines[i]); i += 1; }
      const cells = (r) => r.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
      const body = rows.filter((r) => !/^\s*\|[\s:|-]+\|\s*$/.test(r));
      const [head, ...rest] = body;
      out.append(el("table", { class: "md-table" }, [
        el("thead", {}, [el("tr", {}, cells(head || "").map((c) => el("th", {}, inline(c))))]),
        el("tbody", {}, rest.map((r) => el("tr", {}, cells(r).map((c) => el("td", {}, inline(c)))))),
      ]));
      continue;
    }
    if (!line.trim()) { i += 1; continue; }
    const para = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,4}\s|\s*[-*]\s|\s*\d+\.\s|\s*\|)/.test(lines[i])) { para.push(lines[i].trim()); i += 1; }
    out.append(el("p", {}, inline(para.join(" "))));
  }
  return out;
}

/** The rules reference of a game, in a dialog over the page (from the lobby and the table). */
export async function showRules(gameId, extra) {
  const close = () => { box.remove(); document.removeEventListener("keydown", onKey); };
  const onKey = (e) => { if (e.key === "Escape") close(); };
  const body = el("div", { class: "rules-body" }, [el("p", { class: "muted" }, [t("rules-loading")])]);
  const box = el("div", { class: "rules-overlay", role: "dialog", "aria-modal": "true", "aria-label": t("rules-dialog"), onclick: (e) => { if (e.target === box) close(); } }, [
    el("div", { class: "rules-panel" }, [
      el("button", { type: "button", class: "small close-rules", onclick: close }, [t("rules-close")]),
      body,
    ]),
  ]);
  document.body.append(box);
  document.addEventListener("keydown", onKey);
  // (a keyboard's focus in the dialog: on its close button)
  box.querySelector(".close-rules").focus();
  try {
    const res = await api(`/api/games/${encodeURIComponent(gameId)}/rules`);
    body.replaceChildren(res.rules ? markdown(res.rules) : el("p", {}, [t("rules-none", { game: res.title })]), ...(extra ? [extra] : []));
  } catch (e) {
    body.replaceChildren(el("p", { class: "error" }, [e.message]));
  }
  return box;
}
