// Play without a mouse or without sight (issue 54), over the table's frame:
//
// - the board's targets are one stop of the Tab order (a roving tabindex): Tab enters the board
//   at its current target, the arrow keys move to the nearest target in their direction (Home and
//   End: the first and the last), Enter or Space plays it; Tab goes on to your area, the panels,
//   the prompt and its choices, the log and the table talk;
// - single-key shortcuts, switched off in the settings (WCAG 2.1.4): B the board, U undo, L the
//   log, W the board in words, 1–9 the choices under the prompt, ? the keys;
// - one polite live region says each new decision's prompt once and each new log sentence once
//   (several at a time, a bot's turn, as one summary), never the clock ticking;
// - "the board in words": every part of the board as this seat's drawing shows it, a list of its
//   pieces in words (their names and effects from the game's words data, as on hover).
import { el, t } from "./ui.js";

const KEYS_OFF = "salon.keys-off";

/** Whether single-key shortcuts are on (a switch in the settings; on unless turned off). */
export const shortcutsOn = () => { try { return localStorage.getItem(KEYS_OFF) !== "1"; } catch (e) { return true; } };

/** The keys, each with its message ids (key-<id> names the key, key-<id>-does what it does): the
 * Rules panel and the settings show them. */
export const KEY_LIST = ["tab", "arrows", "enter", "escape", "b", "digits", "u", "l", "w", "help"];

/** The switch for single-key shortcuts (for the settings). */
export function shortcutSwitch() {
  const box = el("input", { type: "checkbox", class: "keys-switch", checked: shortcutsOn(), onchange: (e) => {
    try { localStorage.setItem(KEYS_OFF, e.target.checked ? "0" : "1"); } catch (err) { /* private mode */ }
  } });
  return el("label", { class: "keys-label", title: t("keys-switch-title") }, [box, " ", t("keys-switch")]);
}

/** The keys as a list (the Rules panel's "Keys" part). */
export function keyList() {
  return el("dl", { class: "key-list" }, KEY_LIST.flatMap((k) => [el("dt", {}, [el("kbd", {}, [t(`key-${k}`)])]), el("dd", {}, [t(`key-${k}-does`)])]));
}

/** Makes `node` a target: playable by a click, Enter or Space (`fn`), named by its move's words
 * (`label`: else its piece's); a piece around it that was an image becomes a group, so the
 * target stays in the accessibility tree. The table and the lessons share it. */
export function makeTarget(node, fn, label) {
  node.classList.add("can");
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  if (label) node.setAttribute("aria-label", label);
  for (let up = node.parentElement; up && up.tagName !== "svg"; up = up.parentElement) if (up.getAttribute("role") === "img") up.setAttribute("role", "group");
  node.addEventListener("click", (e) => { e.stopPropagation(); fn(); });
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fn(); } });
}

/** The playable targets under `root`, in reading order (top to bottom, then left to right). */
function targetsIn(root) {
  const out = [];
  for (const n of root.querySelectorAll(".can")) {
    if (n.closest("[hidden], .area-hold")) continue;
    const r = n.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) continue;
    out.push({ n, r, x: r.left + r.width / 2, y: r.top + r.height / 2 });
  }
  return out.sort((a, b) => (Math.abs(a.y - b.y) > 8 ? a.y - b.y : a.x - b.x));
}

/** The nearest target from `from` in direction `dir` (its centre ahead within a 45° cone first,
 * then any ahead), or null. */
function nearest(list, from, dir) {
  const [dx, dy] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[dir];
  let best = null, bestCost = Infinity;
  for (const t of list) {
    if (t === from) continue;
    const ax = t.x - from.x, ay = t.y - from.y;
    const ahead = ax * dx + ay * dy;
    if (ahead <= 1) continue;
    const side = Math.abs(ax * dy - ay * dx);
    const cost = ahead + 2 * side + (side > ahead ? 10000 : 0);
    if (cost < bestCost) { best = t; bestCost = cost; }
  }
  return best;
}

/**
 * The board's box as one stop of the Tab order: `box` holds the stage, the dock and the drawers.
 * Call `refresh()` after each drawing; returns {refresh, focusFirst}.
 */
export function boardKeys(box) {
  let current = null;  // the target that holds the tab stop
  function refresh() {
    const list = targetsIn(box);
    const keep = current && list.find((t) => t.n === current) ? current : list.length ? list[0].n : null;
    for (const t of list) t.n.setAttribute("tabindex", t.n === keep ? "0" : "-1");
    current = keep;
  }
  box.addEventListener("focusin", (e) => {
    const n = e.target.closest && e.target.closest(".can");
    if (!n || !box.contains(n)) return;
    if (current && current !== n && current.isConnected) current.setAttribute("tabindex", "-1");
    current = n;
    n.setAttribute("tabindex", "0");
  });
  box.addEventListener("keydown", (e) => {
    const n = e.target.closest && e.target.closest(".can");
    if (!n || !["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"].includes(e.key)) return;
    const list = targetsIn(box);
    if (!list.length) return;
    const from = list.find((t) => t.n === n) || list[0];
    const to = e.key === "Home" ? list[0] : e.key === "End" ? list[list.length - 1] : nearest(list, from, e.key);
    e.preventDefault();
    if (to) to.n.focus();
  });
  return {
    refresh,
    /** Focuses the board's current target (B); false when it has none. */
    focusFirst() {
      refresh();
      if (!current) return false;
      current.focus();
      return true;
    },
  };
}

/** A polite live region: `say(text)` once for each new thing (a decision, log sentences). */
export function announcer() {
  const node = el("div", { class: "sr-only", "aria-live": "polite", "aria-atomic": "true", "data-announce": "" });
  let last = "";
  return {
    node,
    say(text) {
      if (!text || text === last) return;
      last = text;
      // (a fresh text node: a screen reader reads the change once)
      node.textContent = "";
      setTimeout(() => { node.textContent = text; }, 30);
    },
    /** New log sentences: one, said as it is; several (a bot's turn), one summary. */
    sayLog(lines) {
      if (!lines.length) return;
      this.say(lines.length <= 2 ? lines.join(" ") : t("say-moves", { n: lines.length, first: lines.slice(0, 2).join(" "), last: lines[lines.length - 1] }));
    },
  };
}

/** The words a piece carries: what it shows and what its hover words call it ("♥ 2 charm
 * points", "Rose card: 2 roses, 1 thorn"), or its accessible name when it is a target. */
function pieceWords(n) {
  const label = (n.getAttribute("aria-label") || "").trim();
  if (label) return label;
  const tipFirst = (n.getAttribute("data-tip") || "").split("\n")[0].trim();
  // (an SVG group's words: its lines one after another, a space between)
  const lines = n.tagName === "text" ? [n.textContent] : [...n.querySelectorAll("text")].map((x) => x.textContent);
  const shown = (lines.length ? lines.join(" ") : n.textContent || "").replace(/\s+/g, " ").trim();
  if (!shown || shown === tipFirst) return tipFirst;
  if (!tipFirst || shown.includes(tipFirst)) return shown;
  if (tipFirst.includes(shown)) return tipFirst;
  return `${shown} (${tipFirst})`;
}

/**
 * The board in words: for each part the frame holds (the board's, your area's, the other seats'
 * areas), a list of its pieces' words, a player's panel a list of its own, from this seat's
 * drawing only (so from its view and the game's words). Targets are buttons that play as on the
 * board.
 */
export function boardInWords(box) {
  const out = el("div", { class: "board-words" });
  const grids = new Map();   // part -> grid name -> {rows, cols, cells}
  const gridCell = (part, n, words) => {
    const byName = grids.get(part) || new Map();
    grids.set(part, byName);
    const name = n.getAttribute("data-grid");
    const g = byName.get(name) || { rows: new Map(), cols: new Map(), cells: new Map() };
    byName.set(name, g);
    const r = Number(n.getAttribute("data-row")), c = Number(n.getAttribute("data-col"));
    g.rows.set(r, n.getAttribute("data-row-name") || t("words-row", { n: r + 1 }));
    g.cols.set(c, n.getAttribute("data-col-name") || t("words-column", { n: c + 1 }));
    g.cells.set(`${r} ${c}`, { n, words });
  };
  const groups = new Map();  // heading -> {items (in drawing order), said (their words)}
  const group = (title) => { if (!groups.has(title)) groups.set(title, { items: [], said: new Set() }); return groups.get(title); };
  for (const sec of box.querySelectorAll(".sec-stage svg.board-sec, .board-dock svg.board-sec, .area-hold svg.board-sec")) {
    const part = sec.getAttribute("aria-label") || sec.dataset.section;
    for (const n of sec.querySelectorAll("[data-tip], .can")) {
      // a piece inside a named piece is said with it, unless it is a move of its own
      const outer = n.parentElement && n.parentElement.closest("[data-tip], .can");
      if (outer && sec.contains(outer) && !n.classList.contains("can")) continue;
      const words = pieceWords(n);
      if (n.hasAttribute("data-grid")) { gridCell(part, n, words); continue; }
      const panel = n.closest(".seat-panel[data-seat]");
      const title = panel ? (panel.querySelector("text") || { textContent: part }).textContent.trim() : part;
      const g = group(title);
      if (!words || g.said.has(words)) continue;
      g.said.add(words);
      g.items.push(n.classList.contains("can")
        ? el("li", {}, [el("button", { type: "button", class: "small word-move", onclick: () => n.dispatchEvent(new MouseEvent("click", { bubbles: true })) }, [words])])
        : el("li", {}, [words]));
    }
  }
  // a grid (Roxane's garden, Aqua Mirabilis's preferences) as a table: rows and columns named
  const table = (name, g) => {
    const rows = [...g.rows.keys()].sort((a, b) => a - b), cols = [...g.cols.keys()].sort((a, b) => a - b);
    const cell = (r, c) => {
      const x = g.cells.get(`${r} ${c}`);
      if (!x) return el("td", {}, [""]);
      return el("td", {}, [x.n.classList.contains("can")
        ? el("button", { type: "button", class: "small word-move", onclick: () => x.n.dispatchEvent(new MouseEvent("click", { bubbles: true })) }, [x.words])
        : x.words]);
    };
    return el("table", { class: "board-words-grid" }, [
      el("caption", {}, [name]),
      el("thead", {}, [el("tr", {}, [el("td", {}, [""]), ...cols.map((c) => el("th", { scope: "col" }, [g.cols.get(c)]))])]),
      el("tbody", {}, rows.map((r) => el("tr", {}, [el("th", { scope: "row" }, [g.rows.get(r)]), ...cols.map((c) => cell(r, c))]))),
    ]);
  };
  for (const [title, { items }] of groups) {
    const tables = [...(grids.get(title) || new Map())].map(([name, g]) => table(name, g));
    grids.delete(title);
    out.append(el("section", { class: "board-words-part" }, [el("h3", {}, [title]), ...(items.length ? [el("ul", {}, items)] : []), ...tables]));
  }
  for (const [part, byName] of grids) out.append(el("section", { class: "board-words-part" }, [el("h3", {}, [part]), ...[...byName].map(([name, g]) => table(name, g))]));
  if (!out.children.length) out.append(el("p", {}, [t("words-nothing")]));
  return out;
}
