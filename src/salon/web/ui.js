// Small DOM and SVG helpers shared by the lobby, the table page and the game renderers.
const SVG_NS = "http://www.w3.org/2000/svg";

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
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
  return s("svg", { viewBox: `0 0 ${w} ${h}`, class: "board", role: "group", "aria-label": "game board", ...(attrs || {}) }, children);
}

/** SVG text. */
export function t(x, y, str, attrs) {
  return s("text", { x, y, ...(attrs || {}) }, [String(str)]);
}

/** A <title> tooltip child. */
export function tip(str) {
  return s("title", {}, [str]);
}

export async function api(path, opts) {
  const res = await fetch(path, {
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

export const SEAT_COLOURS = ["#2f6db5", "#d9822b", "#2e9e5b", "#c0392b", "#8e44ad", "#16a0a0"];

export function plural(n, word, many) {
  return `${n} ${n === 1 ? word : (many || word + "s")}`;
}

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
