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
 * prompt: a lesson's steps). Returns {show(tab), decision(where, stateId), logChanged(n), fitWords(),
 * close()} (fitWords: once the head's or the prompt's words changed).
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
    fitChips();
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

  /** A phone's prompt in its two lines (TABLE.md): where a longer language's sentence takes
   * more, its words drawn smaller, to 12 px (then it takes the lines it needs: never cut). */
  function fitPrompt() {
    const text = frameEl.querySelector(".prompt-area .prompt-text");
    if (!text) return;
    text.style.removeProperty("font-size");
    if (!portrait() || !text.textContent) return;
    // (its lines counted as drawn: the distinct tops of its words' boxes)
    const lines = () => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set([...range.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top))).size;
    };
    // (the largest size at which it takes its fewest lines: no smaller than that saves a line)
    const start = parseFloat(getComputedStyle(text).fontSize) || 14;
    if (lines() <= 2) return;
    const tried = [];
    for (let size = start - 0.5; size >= 12; size -= 0.5) {
      text.style.setProperty("font-size", `${size}px`);
      tried.push([size, lines()]);
      if (lines() <= 2) break;
    }
    text.style.removeProperty("font-size");
    const natural = lines();
    const fewest = Math.min(natural, ...tried.map(([, n]) => n));
    const best = tried.find(([, n]) => n === fewest);
    if (best && fewest < natural) text.style.setProperty("font-size", `${best[0]}px`);
  }

  /** A phone's chips: a player's name on one line, its seat's name in brackets left to the
   * chip's title and the Players pane where it would take a line of its own. */
  function fitChips() {
    for (const chip of frameEl.querySelectorAll(".seats-bar .seat-chip")) {
      chip.classList.remove("short-name");
      const name = chip.querySelector(".panel-name");
      if (!portrait() || tab === "players" || !name || !name.querySelector(".panel-own")) continue;
      const line = parseFloat(getComputedStyle(name).lineHeight) || parseFloat(getComputedStyle(name).fontSize) * 1.3;
      if (name.getBoundingClientRect().height > line * 1.5) chip.classList.add("short-name");
    }
  }

  /** The head, the prompt and the chips fitted to their words (once they changed). */
  function fitWords() { fitHead(); fitChips(); fitPrompt(); }

  const onResize = () => { if (!portrait() && tab !== "board") show("board"); else fitTabs(); fitWords(); };
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
    fitWords,
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
