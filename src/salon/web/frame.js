// The table's frame (../shared/TABLE.md): the whole table on one screen, the page the height of
// the window and never scrolled. On a laptop: the board (with your area docked under it) beside a
// column of every player's panel, the prompt and its choices, the log and the table talk. On a
// phone (one breakpoint, board.js PHONE_WIDTH): a row of player chips, the prompt, a tab row
// (board, yours, players, log) over one pane, and the choices docked at the bottom. The same
// frame holds a table, a finished game, a spectator's view and a lesson.
import { el, t } from "./ui.js";
import { portrait } from "./board.js";

const TABS = ["board", "own", "players", "log"];

/**
 * Lays out a table page in `root`. `parts`: head, panels, prompt (nodes), choices, board (the
 * board's box), frame (its boardFrame), log (nodes), side (nodes in the side column over the
 * prompt: a lesson's steps). Returns {show(tab), decision(where, stateId), logChanged(n), fitHead(),
 * close()} (fitHead: once the head's words changed).
 */
export function tableFrame(root, parts) {
  document.body.classList.add("framed");
  const frameEl = el("div", { class: "frame", "data-tab": "board" });
  const buttons = new Map();
  const tabRow = el("div", { class: "frame-tabs", role: "tablist", "aria-label": t("frame-panes") }, TABS.map((id) => {
    const b = el("button", { type: "button", role: "tab", class: "frame-tab", "data-tab": id, "aria-selected": id === "board" ? "true" : "false", onclick: () => show(id) }, [t(`frame-tab-${id}`)]);
    buttons.set(id, b);
    return b;
  }));
  const logArea = el("div", { class: "log-area" }, parts.log || []);
  frameEl.append(
    el("div", { class: "frame-head" }, [parts.head]),
    ...(parts.panels ? [parts.panels] : []),
    el("div", { class: "prompt-area side" }, [...(parts.side || []), ...[].concat(parts.prompt || [])]),
    parts.choices,
    parts.board,
    logArea,
    tabRow,
  );
  root.append(frameEl);
  let tab = "board";
  let lastDecision = null;
  let logSeen = 0;
  let logNow = 0;

  /** A phone's tabs share the row: where a longer language's word is wider than its tab, the
   * row's words are drawn smaller together (to 12 px), never cut and never broken inside a word. */
  function fitTabs() {
    const tabs = [...buttons.values()];
    for (const b of tabs) b.style.removeProperty("font-size");
    if (!portrait()) return;
    const over = () => tabs.some((b) => b.scrollWidth > b.clientWidth + 0.5);
    let size = parseFloat(getComputedStyle(tabs[0]).fontSize) || 15;
    while (over() && size > 12) {
      size = Math.max(12, size - 0.5);
      for (const b of tabs) b.style.setProperty("font-size", `${size}px`);
    }
  }

  function show(id) {
    tab = id;
    frameEl.dataset.tab = id;
    for (const [k, b] of buttons) {
      b.setAttribute("aria-selected", k === id ? "true" : "false");
      if (k === id) b.classList.remove("news");
    }
    parts.board.classList.toggle("own-only", id === "own" && portrait());
    if (id === "log") logSeen = logNow;
    fitTabs();
    if (parts.frame) parts.frame.arrange();
  }

  /** The head's one line (at most 40 px): where its words do not fit (a longer language, a
   * narrow laptop), its compact form: the moves-marked count left to the board's marks and the
   * button's title, the settings as their icon (their word on hover and for screen readers). */
  function fitHead() {
    const head = parts.head;
    if (!head || !head.classList) return;
    head.classList.remove("tight");
    if (head.scrollWidth > head.clientWidth + 1 || head.offsetHeight > 40) head.classList.add("tight");
  }

  const onResize = () => { if (!portrait() && tab !== "board") show("board"); else fitTabs(); fitHead(); };
  fitTabs();
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(fitTabs, () => {});
  window.addEventListener("resize", onResize);

  return {
    show,
    /** A decision, or a pick that narrowed it (`key`): a phone opens the pane that holds most
     * of its targets (`where`: board.js focus, "board" or "own"); the player's own choice of a
     * tab stands until the targets change. */
    decision(where, key) {
      if (key === lastDecision) return;
      lastDecision = key;
      if (!portrait() || !where) return;
      const want = where === "own" ? "own" : "board";
      if (tab !== want) show(want);
    },
    fitHead,
    /** The decision is to be shown afresh (back from the moves shown one by one). */
    forget() { lastDecision = null; },
    /** The log grew to n entries: a dot on the phone's Log tab while it is not open. */
    logChanged(n) {
      logNow = n;
      if (tab === "log") logSeen = n;
      buttons.get("log").classList.toggle("news", n > logSeen && logSeen > 0);
      if (!logSeen && tab !== "log") logSeen = n;
    },
    get tab() { return tab; },
    close() {
      window.removeEventListener("resize", onResize);
      document.body.classList.remove("framed");
    },
  };
}
