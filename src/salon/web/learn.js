// Learn mode: a game's lessons (#/learn/<game>) and one lesson played on the real board
// (#/learn/<game>/<lesson>). The board is the game's own renderer with the same clicks as at a
// table; the step's words stand in the prompt area, the pieces it is about are outlined, a move
// other than the lesson's is answered with the lesson's reason and the board stays as it was.
// Positions come from the read-only lesson routes (GET /api/lessons/…, docs/api.md): nothing is
// stored on the server; back and restart ask for an earlier step (replayed from the lesson's
// set-up), and the learner's progress is kept in this browser (localStorage salon.learn.<game>).
import { api, el, gameInfo, hideTip, installTips, meta, SEAT_COLOURS, SEAT_INKS, setTip, showRules, t, wordHelpers } from "./ui.js";
import { renderers } from "./games/index.js";
import { boardFrame, portrait, touchScreen } from "./board.js";
import { tableFrame } from "./frame.js";
import { iconText } from "./icons.js";
import { boardKeys, makeTarget } from "./access.js";

const STORE = "salon.learn.";

/** This browser's progress in a game's lessons: {lesson id: {at, choices, done}}. */
export const progress = {
  get(gameId) {
    try { return JSON.parse(localStorage.getItem(STORE + gameId) || "{}") || {}; } catch (e) { return {}; }
  },
  set(gameId, lessonId, entry) {
    const all = progress.get(gameId);
    all[lessonId] = { ...(all[lessonId] || {}), ...entry };
    try { localStorage.setItem(STORE + gameId, JSON.stringify(all)); } catch (e) { /* private mode */ }
  },
};

/** The lobby's Learn entry for a game card. */
export function learnButton(gameId) {
  return el("button", {
    type: "button", class: "small learn-button", "data-learn": gameId, title: t("learn-button-title"),
    onclick: (e) => { e.stopPropagation(); location.hash = `#/learn/${gameId}`; },
  }, [t("learn-button")]);
}

let lessonList = null;  // GET /api/lessons, fetched once per page
function lessonsOf(gameId) {
  if (!lessonList) lessonList = api("/api/lessons").catch((e) => { lessonList = null; throw e; });
  return lessonList.then((all) => all.games[gameId] || []);
}

function sourceWords(item) {
  return item.source === "rulebook" ? t("learn-from-rulebook", { reference: item.reference }) : t("learn-own-lesson");
}

/** #/learn/<game>: the game's lessons with this browser's progress. */
export function showLessons(root, gameId) {
  const box = el("section", { class: "panel learn-list" });
  const title = el("h1", {}, [t("learn-button")]);
  root.append(el("div", { class: "table-head" }, [el("a", { href: "#/" }, [`← ${t("table-back")}`])]), title, box);
  (async () => {
    try {
      const [items, games] = await Promise.all([lessonsOf(gameId), api("/api/games")]);
      const g = games.find((x) => x.id === gameId);
      const done = progress.get(gameId);
      title.textContent = t("learn-game", { game: g ? g.title : gameId });
      box.replaceChildren(
        el("p", {}, [t("learn-about"), " ",
          el("button", { type: "button", class: "small rules-button", onclick: () => showRules(gameId) }, [t("rules-button")])]),
        items.length ? el("ol", { class: "lessons" }, items.map((x) => el("li", { class: "lesson-item", "data-lesson": x.id }, [
          el("a", { href: `#/learn/${gameId}/${x.id}`, class: "lesson-link" }, [x.title]),
          done[x.id] && done[x.id].done ? el("span", { class: "lesson-done", title: t("learn-finished-title") }, [" ", ...iconText(`✓ ${t("learn-done")}`)]) : done[x.id] ? el("span", { class: "muted" }, [` · ${t("learn-at-step", { n: done[x.id].at, total: x.steps })}`]) : "",
          el("span", { class: "muted lesson-source" }, [` · ${sourceWords(x)} · ${t("learn-steps", { n: x.steps })}`]),
          el("p", { class: "lesson-intro" }, [x.intro]),
        ]))) : el("p", { class: "muted" }, [t("learn-none")]),
      );
    } catch (e) { box.replaceChildren(el("p", { class: "error" }, [e.message])); }
  })();
  return { close() {} };
}

/** #/learn/<game>/<lesson>: one lesson on the board. */
export function showLesson(root, gameId, lessonId) {
  installTips();
  let msg = null;          // the position message (GET …/steps/{k})
  let selection = [];
  let busy = false;
  let words = {};
  let metaData = {};
  const said = [];         // the log of the moves made so far (position by position)
  const saved = progress.get(gameId)[lessonId] || {};

  const head = el("div", { class: "table-head learn-head" });
  const boardBox = el("div", { class: "board-box", role: "region", "aria-label": t("table-board-region") });
  const frame = boardFrame(boardBox);
  const keys = boardKeys(boardBox);
  const introBox = el("p", { class: "lesson-intro", hidden: true });
  const promptBox = el("div", { class: "prompt lesson-prompt", role: "status", "aria-live": "polite", "data-prompt": "" });
  const whyBox = el("div", { class: "error lesson-why", role: "alert", hidden: true });
  const navBox = el("div", { class: "lesson-nav" });
  const choiceBox = el("div", { class: "choices" });
  const doneBox = el("div", { class: "outcome lesson-end", hidden: true });
  const logBox = el("ol", { class: "log" });
  // the lesson in the table's frame: its steps, its reason for a wrong move and its buttons in
  // the side column (on a phone: over the tab row, always in view)
  const page = tableFrame(root, {
    head, side: [introBox], prompt: [promptBox, whyBox, navBox, doneBox], choices: choiceBox, board: boardBox, frame,
    log: [el("section", { class: "log-box", "aria-label": t("learn-log") }, [el("h2", { class: "log-title" }, [t("learn-log")]), logBox])],
  });

  async function load(at, choices) {
    busy = true;
    try {
      const q = choices.length ? `?choices=${choices.join(",")}` : "";
      const next = await api(`/api/lessons/${gameId}/${lessonId}/steps/${at}${q}`);
      said.length = Math.min(said.length, at);
      if (at > 0 && next.said.length) said[at - 1] = next.said;
      msg = next;
      selection = [];
      whyBox.hidden = true;
      progress.set(gameId, lessonId, { at, choices, ...(at >= msg.steps ? { done: true } : {}) });
      window.salon = { lesson: msg, send: (a) => send(a) };  // for tests and the curious
      document.body.dataset.lessonStep = String(at);
    } catch (e) {
      whyBox.hidden = false;
      whyBox.textContent = e.message;
    }
    busy = false;
    render();
  }

  // a move the learner made on the board or in the list: the lesson answers it
  async function send(action) {
    if (busy || !msg || !msg.step || !msg.step.learner) return;
    busy = true;
    whyBox.hidden = true;
    document.body.dataset.lessonTried = action;
    let answer;
    try {
      const q = new URLSearchParams({ move: action });
      if (msg.choices.length) q.set("choices", msg.choices.join(","));
      answer = await api(`/api/lessons/${gameId}/${lessonId}/steps/${msg.at}/check?${q}`);
    } catch (e) { answer = { ok: false, reason: e.message }; }
    busy = false;
    if (answer.ok) { await load(msg.at + 1, msg.choices.concat([answer.choice])); return; }
    selection = [];
    render();  // the same position: the board as it was
    whyBox.hidden = false;
    whyBox.replaceChildren(el("strong", {}, [`${t("learn-not-this")} `]), answer.reason);
  }

  // back to the learner's previous move (its position replayed from the lesson's set-up)
  function back() {
    if (!msg) return;
    const mine = msg.learner_steps.filter((i) => i < msg.at);
    const k = mine.length ? mine[mine.length - 1] : 0;
    load(k, msg.choices.slice(0, msg.learner_steps.filter((i) => i < k).length));
  }

  const wordsOf = (a) => ` ${a.replace(/\+/g, " ")} `;
  function candidates(extra) {
    const picks = extra ? selection.concat([extra]) : selection;
    return msg.legal.filter((a) => picks.every((p) => wordsOf(a).includes(` ${p} `)));
  }
  function labelOf(a) { const i = msg.legal.indexOf(a); return (msg.labels && msg.labels[i]) || a; }

  const makeClickable = makeTarget;

  function notNow(node) {
    node.classList.add("off");
    node.addEventListener("click", (e) => {
      e.stopPropagation();
      whyBox.hidden = false;
      whyBox.textContent = msg.step && msg.step.learner ? t("learn-not-now-hint", { hint: msg.step.hint }) : t("learn-not-now-next");
    });
  }

  // the same wiring as a table: data-act is a whole move, data-pick narrows the moves
  function wire(container) {
    const legal = new Set(msg.legal);
    for (const node of container.querySelectorAll("[data-act]")) {
      const a = node.getAttribute("data-act");
      if (legal.has(a)) makeClickable(node, () => send(a), labelOf(a));
      else notNow(node);
    }
    for (const node of container.querySelectorAll("[data-pick]")) {
      const p = node.getAttribute("data-pick");
      if (selection.includes(p)) { node.classList.add("sel"); makeClickable(node, () => { selection = selection.filter((x) => x !== p); render(); }, t("table-unselect", { piece: (node.getAttribute("data-tip") || "").split("\n")[0] || t("table-this-piece") })); continue; }
      const c = candidates(p);
      if (!c.length) { notNow(node); continue; }
      makeClickable(node, () => { if (c.length === 1) send(c[0]); else { selection = selection.concat([p]); whyBox.hidden = true; render(); } }, c.length === 1 ? labelOf(c[0]) : null);
    }
  }

  function mark(container, keys) {
    let n = 0;
    for (const k of keys || []) {  // a key, pick or move; "prefix*": every key that starts so
      const q = CSS.escape(k.replace(/\*$/, ""));
      const css = k.endsWith("*") ? `[data-key^="${q}"]` : `[data-key="${q}"], [data-pick="${q}"], [data-act="${q}"]`;
      for (const node of container.querySelectorAll(css)) { node.classList.add("lesson-mark"); n++; }
    }
    document.body.dataset.lessonMarks = String(n);
  }

  function drawBoard() {
    const r = renderers[gameId];
    const ww = wordHelpers(words);
    const ctx = {
      // the screen's shape, as at a table: a phone gets the renderer's layout for a phone
      shape: portrait() ? "portrait" : "landscape",
      view: msg.view, msg, seat: msg.seat, legal: msg.legal, labels: msg.labels || [], meta: metaData, selection,
      words, w: ww.w, fx: ww.fx,
      tip: (node, text) => setTip(node, text),
      tipw: (node, kind, id) => setTip(node, ww.say(kind, id).replace(": ", "\n")),
      act: (node, a) => { node.setAttribute("data-act", a); return node; },
      key: (node, k, sig) => { node.setAttribute("data-key", k); if (sig !== undefined) node.setAttribute("data-sig", String(sig)); return node; },
      pick: (node, p) => { node.setAttribute("data-pick", p); return node; },
      colour: (q) => SEAT_COLOURS[q % SEAT_COLOURS.length],
      ink: (q) => SEAT_INKS[q % SEAT_INKS.length],
      name: (q) => (msg.names && msg.names[q]) || t("seat-player", { n: q + 1 }),
    };
    try { return r(ctx); } catch (e) {
      console.error(e);
      return el("p", { class: "error" }, [t("learn-draw-failed", { why: e.message })]);
    }
  }

  function render() {
    if (!msg) return;
    hideTip();
    const L = msg.lesson;
    head.replaceChildren(
      el("a", { href: `#/learn/${gameId}` }, [`← ${t("learn-lessons")}`]), " ",
      el("strong", { class: "title" }, [`${t("learn-button")} · ${L.title}`]), " ",
      el("span", { class: "muted" }, [sourceWords(L)]), " ",
      el("button", { type: "button", class: "small rules-button", onclick: () => showRules(gameId) }, [t("rules-button")]),
      frame.tools,
    );
    const node = drawBoard();
    frame.show(node, { game: gameId, wire: (box) => {
      if (msg.step && msg.step.learner) wire(box);
      mark(box, msg.step && msg.step.highlight);
    } });
    // what the step is about shown: its marked moves, else its marked pieces, else the moves
    const marked = boardBox.querySelector(".lesson-mark.can") ? ".lesson-mark.can" : boardBox.querySelector(".lesson-mark") ? ".lesson-mark" : null;
    if (marked || (msg.step && msg.step.learner)) page.decision(frame.focus(marked || undefined), `${msg.at} ${selection.join("+")}`);
    const step = msg.step;
    const counter = t("learn-step-of", { n: Math.min(msg.at + 1, msg.steps), total: msg.steps });
    introBox.textContent = L.intro;  // the lesson's intro at its start (not in the sticky prompt)
    introBox.hidden = msg.at !== 0;
    promptBox.replaceChildren(
      step ? el("div", { class: "prompt-text" + (step.learner ? " yours" : "") }, [
        el("small", { class: "lesson-counter" }, [counter, step.learner ? ` · ${t("title-your-move")}` : ` · ${step.who}`]), el("br"), step.ask,
      ]) : el("div", { class: "prompt-text lesson-finished" }, [el("small", {}, [t("learn-complete")]), el("br"), L.done]),
      step && step.learner ? el("details", { class: "lesson-hint" }, [el("summary", {}, [t("learn-hint")]), step.hint]) : "",
    );
    navBox.replaceChildren(
      step && !step.learner ? el("button", { type: "button", class: "primary lesson-next", onclick: () => load(msg.at + 1, msg.choices) }, iconText(`${t("learn-next")} ▶`)) : "",
      el("button", { type: "button", class: "small lesson-back", disabled: msg.at === 0, title: t("learn-back-title"), onclick: back }, iconText(`◀ ${t("learn-back")}`)),
      el("button", { type: "button", class: "small lesson-restart", disabled: msg.at === 0, title: t("learn-restart-title"), onclick: () => load(0, []) }, [t("learn-restart")]),
      !step ? el("a", { href: `#/learn/${gameId}`, class: "lesson-more" }, [t("learn-more")]) : "",
    );
    renderChoices();
    keys.refresh();
    document.body.dataset.selection = selection.join(" + ");
    doneBox.hidden = !msg.scoring;
    if (msg.scoring) {
      const sc = msg.scoring;
      doneBox.replaceChildren(el("h2", {}, [t("outcome-game-over")]), el("p", { class: "verdict" }, [sc.verdict]),
        sc.rows.length ? el("table", { class: "score" }, [
          el("thead", {}, [el("tr", {}, [el("th", {}, [t("outcome-final-scoring")]), ...sc.columns.map((x) => el("th", { class: "num" }, [x]))])]),
          el("tbody", {}, sc.rows.map((r) => el("tr", { class: r.total ? "total" : "" }, [el("th", {}, [r.label]), ...r.values.map((x) => el("td", { class: "num" }, [String(x)]))]))),
        ]) : "");
    }
    logBox.replaceChildren(...said.flat().filter(Boolean).map((x) => el("li", {}, [x])));
    logBox.scrollTop = logBox.scrollHeight;
  }

  function renderChoices() {
    if (!msg.legal.length) { choiceBox.replaceChildren(); return; }
    const list = candidates();
    choiceBox.replaceChildren(
      el("div", { class: "tools" }, [selection.length
        ? el("div", { class: "selection" }, [t("choices-selected"), " ", el("strong", {}, [selection.join(" + ")]), " ",
          el("button", { type: "button", class: "small", onclick: () => { selection = []; render(); } }, [t("choices-clear")])])
        : el("div", { class: "muted" }, [t(touchScreen() ? "learn-choose-touch" : "learn-choose")])]),
      el("div", { class: "legal-list" + (list.length > 24 ? " long" : "") }, list.map((a) => el("button", {
        type: "button", class: "legal", "data-action": a, title: t("choice-notation", { action: a }), onclick: () => send(a),
      }, [labelOf(a)]))),
    );
  }

  (async () => {
    try {
      [metaData, words] = await Promise.all([meta().then((m) => m[gameId] || {}), gameInfo(gameId).then((g) => g.words)]);
    } catch (e) { whyBox.hidden = false; whyBox.textContent = e.message; }
    const at = Number(saved.at) || 0;
    await load(saved.done ? 0 : at, saved.done ? [] : (saved.choices || []));
  })();

  return { close() { frame.close(); page.close(); hideTip(); delete window.salon; delete document.body.dataset.lessonStep; } };
}
