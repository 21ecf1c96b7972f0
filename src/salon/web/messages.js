// The client's own words in the player's language (issue 55). The server sends them as small
// trees parsed from the Fluent files beside the client (messages/<lang>.ftl, GET
// /api/messages/<lang>: server/routes/messages.py); `t(id, args)` words one, choosing plural
// categories with the browser's Intl.PluralRules and writing numbers with Intl.NumberFormat. A
// missing id shows as ⟦id⟧, never as nothing.
//
// The language: `?lang=` in the page's URL (the only way to the tests' pseudo-language en-XA),
// else the switch in the header (remembered in this browser), else the first of the browser's
// languages salon speaks, else English. Every API call and the WebSocket say it (`lang=`), so
// the server words the game's sentences in it too.

/** The languages the client speaks (the switch, lang_switch.js, names each in its own words). */
export const LANGUAGES = ["en", "de", "fr"];
export const PSEUDO = "en-XA";
const KEY = "salon.lang";

let current = "en";
let messages = {};
let plurals = null;
let numbers = null;
const missing = new Set();  // ids asked for and missing (said once each on the console)

/** The language asked for: the page URL's ?lang=, the remembered switch, the browser's. */
export function chooseLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked === PSEUDO) return PSEUDO;
  const own = (tag) => { const p = String(tag || "").toLowerCase().split(/[-_]/)[0]; return LANGUAGES.includes(p) ? p : null; };
  if (own(asked)) return own(asked);
  let kept = null;
  try { kept = localStorage.getItem(KEY); } catch (e) { /* private mode */ }
  if (own(kept)) return own(kept);
  for (const tag of navigator.languages || [navigator.language]) if (own(tag)) return own(tag);
  return "en";
}

/** Remembers the switch's choice in this browser (the next page opens in it). */
export function rememberLanguage(lang) {
  try { localStorage.setItem(KEY, lang); } catch (e) { /* private mode */ }
}

/** Whether this browser remembers a choice of its own (the switch's). */
export function rememberedLanguage() {
  try { return localStorage.getItem(KEY); } catch (e) { return null; }
}

/** The language the page is worded in ("en", "de", "fr", "en-XA"). */
export function language() { return current; }

/** Loads the messages of `lang` (once, before the page is drawn) and sets <html lang>. */
export async function loadMessages(lang) {
  let body = null;
  try {
    const res = await fetch(`/api/messages/${encodeURIComponent(lang)}`);
    if (res.ok) body = await res.json();
  } catch (e) { body = null; }
  messages = (body && body.messages) || {};
  current = (body && body.lang) || lang;
  const intl = current === PSEUDO ? "en" : current;
  plurals = new Intl.PluralRules(intl);
  numbers = new Intl.NumberFormat(intl);
  document.documentElement.lang = current;
  return current;
}

/** `path` with this page's language as a query parameter (lang=…). */
export function withLang(path) {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(current)}`;
}

function value(x) {
  return typeof x === "number" ? numbers.format(x) : x === undefined || x === null ? "" : String(x);
}

/** French elision before a word: "vowel" (d'Ada, l'Élise, 1) or "consonant" (de Bea, la Haine),
 * as salon.core.language.elision says it on the server. */
const H_ASPIRE = ["haine", "hasard", "héros", "hibou", "honte", "huit", "haut"];
export function elision(word) {
  const text = String(word ?? "").trim().replace(/^[«“"'([]+/, "").trim();
  if (!text) return "consonant";
  if (/^[0-9]/.test(text)) return /^1(?![0-9])/.test(text) ? "vowel" : "consonant";
  const first = text.normalize("NFD")[0];
  if ("aeiouyAEIOUY".includes(first)) return "vowel";
  if (first === "h" || first === "H") return H_ASPIRE.some((h) => text.toLowerCase().startsWith(h)) ? "consonant" : "vowel";
  return "consonant";
}

/** The variant a select takes: ELISION's answer; else the number itself, its plural category
 * (Intl.PluralRules), the string; else the default. */
function pick(part, args) {
  const x = args ? args[part.select] : undefined;
  const variants = part.variants || {};
  if (part.fn === "ELISION") return variants[elision(x)] || variants[part.default] || [];
  const n = typeof x === "number" ? x : typeof x === "string" && x.trim() !== "" && !Number.isNaN(Number(x)) ? Number(x) : null;
  if (n !== null && variants[String(n)]) return variants[String(n)];
  if (n !== null) { const cat = plurals.select(n); if (variants[cat]) return variants[cat]; }
  if (x !== undefined && x !== null && variants[String(x)]) return variants[String(x)];
  return variants[part.default] || [];
}

/** A pattern (a list of parts, as the server sends it: text, {var}, {select…}, {text}) with
 * `args` filled in; a missing variable shows as {$name}. `other(part)` words any other part (a
 * game's template naming another template: `{ no_roses }`), else its source text shows. */
export function fill(pattern, args, other) {
  let out = "";
  for (const part of pattern) {
    if (typeof part === "string") out += part;
    else if (part.var !== undefined) out += args && part.var in args ? value(args[part.var]) : `{$${part.var}}`;
    else if (part.select !== undefined) out += fill(pick(part, args), args, other);
    else { const said = other ? other(part) : null; out += said ?? (part.text !== undefined ? part.text : ""); }
  }
  return out;
}

/** Message `id` in the page's language, its variables from `args` ({n: 3, who: "Ada"}). */
export function t(id, args) {
  const pattern = messages[id];
  if (!pattern) {
    if (!missing.has(id)) { missing.add(id); console.error(`no message ${id}`); }
    return `⟦${id}⟧`;
  }
  return fill(pattern, args);
}

/** Whether message `id` exists (for words chosen by a server code: "error-<code>"). */
export function hasMessage(id) { return Boolean(messages[id]); }

/** Names as a list in the page's language: "Ada and Bea", "Ada, Bea und Cy", "Ada, Bea et Cy". */
export function listWords(items) {
  const intl = current === PSEUDO ? "en" : current;
  try { return new Intl.ListFormat(intl, { style: "long", type: "conjunction" }).format(items.map(String)); } catch (e) { return items.join(", "); }
}
