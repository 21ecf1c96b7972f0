// The table page: one WebSocket per page, the seat's view drawn by the game's renderer, the
// prompt, the legal actions (clickable on the board, and as a list), errors, the log, the end.
// Laid out in the table's frame (frame.js, ../shared/TABLE.md): the whole table on one screen.
import { api, botLevels, claimSeat, el, gameInfo, hasMessage, hideTip, installTips, listWords, meta, SEAT_COLOURS, SEAT_INKS, seededBadge, setTip, showRules, t, tokens, wordHelpers } from "./ui.js";
import { withLang } from "./messages.js";
import { languageSwitch } from "./lang_switch.js";
import { renderers, seatName } from "./games/index.js";
import { boardFrame, markChanges, portrait, signatures, touchScreen } from "./board.js";
import { tableFrame } from "./frame.js";
import { turnAlerts } from "./alerts.js";
import { clockWords, panelStats, progress } from "./panels.js";
import { motionAllowed, MOTION_MS, play, snapshot } from "./motion.js";
import { absence, absenceTick, chatPanel, nameForm, rematchButton } from "./talk.js";
import { analysisPanel } from "./analysis.js";
import { icon, iconText } from "./icons.js";
import { announcer, boardInWords, boardKeys, keyList, makeTarget, shortcutsOn, shortcutSwitch } from "./access.js";

/** A server error's code in words ("action/illegal" → error-action-illegal), or null. */
function errorWords(code) {
  const id = `error-${String(code || "").replace(/[/_]/g, "-")}`;
  return code && hasMessage(id) ? t(id) : null;
}

export function showTable(root, tableId, params) {
  const token = params.get("token") || null;
  let ws = null;
  let closed = false;
  let retry = 0;
  let retryTimer = null;
  let msg = null;
  let log = [];
  let selection = [];
  let sending = false;
  let games = {};
  let metaData = {};
  let replayAt = null;
  let replay = null;
  let words = {};   // game id -> the game's words (from the server)
  let showNotation = localStorage.getItem("salon.notation") === "1";
  installTips();

  const head = el("div", { class: "table-head" });
  const seatsBar = el("div", { class: "seats-bar" });
  const boardBox = el("div", { class: "board-box", role: "region", "aria-label": t("table-board-region") });
  // the prompt: its words a live region of their own, rewritten only when they change (the
  // clock beside them is not: it is said at its last seconds, by the announcer)
  const promptBox = el("div", { class: "prompt", role: "region", "aria-label": t("table-your-decision"), "data-prompt": "" });
  const promptText = el("div", { class: "prompt-text", "aria-live": "polite" });
  const say = announcer();
  const keys = boardKeys(boardBox);
  const replayBox = el("div", { class: "replay-box", hidden: true });
  const errorBox = el("div", { class: "error", role: "alert", hidden: true });
  const choiceBox = el("div", { class: "choices" });
  const outcomeBox = el("div", { class: "outcome", hidden: true });
  // (focusable: a keyboard scrolls it; L brings the focus here)
  const logBox = el("ol", { class: "log", tabindex: "0", "aria-label": t("table-log-list") });
  const netBox = el("span", { class: "net" }, [t("net-connecting")]);
  /** The connection in words (on a phone a coloured dot, the words its title). */
  const setNet = (text, state) => {
    netBox.className = `net ${state}`;
    netBox.title = text;
    netBox.replaceChildren(el("span", { class: "net-words" }, [text]));
  };
  let seededBox = seededBadge(false, null);  // shown when the creator chose the deal (admin)
  const frame = boardFrame(boardBox);
  const alerts = turnAlerts();
  const seen = new Map();   // state id -> the keyed pieces drawn then (for the last-move marks)
  const held = new Map();   // state id -> its state message (to show the last moves one by one)
  const recentBox = el("span", { class: "recent-moves" });
  frame.tools.prepend(recentBox);
  frame.redraw = () => render();
  let walk = null;          // {steps: [state ids], at} while the last moves are shown one by one
  const whyBox = el("div", { class: "why-not", role: "status", hidden: true });
  let wasMine = false;
  let recentFrom = 0;  // log entries after this state id are the moves marked on the board
  const talk = chatPanel({ send: sendChat, who: (q) => personName(q) });
  const nameBox = el("div", { class: "name-box" });
  let nameOpen = false;
  let named = false;   // this page asked (or the seat has) a name
  let invited = null;  // whether this page's link brought a seat token this browser did not hold
  const page = tableFrame(root, {
    head, panels: seatsBar, prompt: [promptBox, errorBox, replayBox], choices: choiceBox, board: boardBox, frame,
    log: [el("section", { class: "log-box", "aria-label": t("table-log") }, [el("h2", { class: "log-title" }, [t("table-log")]), logBox]), talk.node],
  });
  // the frame's head, one line: back to the lobby, the game and the table, the connection, the
  // rules, the turn signals (folded under "settings")
  const titleBox = el("strong", { class: "title" }, [el("span", { class: "game-title" }), el("span", { class: "table-id" }, [` · ${t("lobby-table-id", { table: tableId })}`]), el("span", { class: "table-status" })]);
  head.append(el("a", { href: "#/", class: "back-link", "aria-label": t("table-back-label") }, ["← ", el("span", { class: "back-words" }, [t("table-back")])]), titleBox, seededBox, netBox,
    el("button", { type: "button", class: "small rules-button", onclick: () => { if (gameId()) showRules(gameId(), keysPart()); } }, [t("rules-button")]),
    frame.tools, el("details", { class: "settings" }, [el("summary", { title: t("table-settings"), "aria-label": t("table-settings") }, [icon("sliders", { className: "settings-icon" }), el("span", { class: "settings-words" }, [t("table-settings")])]), alerts.controls, shortcutSwitch()]), say.node);
  // the language, here too (the table's frame hides the page's header and its switch)
  alerts.controls.append(el("label", { class: "lang-label" }, [t("language-switch"), " ", languageSwitch()]));

  /** A server message in words: a move it names by its notation ('draw quill') said as the page says it. */
  function inWords(code, message) {
    if (!message || !msg) return message;
    return message.replace(/'([^']+)'/g, (all, a) => {
      const i = (msg.legal || []).indexOf(a);
      if (i >= 0 && msg.labels && msg.labels[i]) return `“${msg.labels[i]}”`;
      if (code === "undo/refused") {
        const mineLast = [...log].reverse().find((e) => e.seat === msg.seat && ((e.lines && e.lines.length) || e.text));
        return mineLast ? t("table-your-last-move-was", { move: (mineLast.lines && mineLast.lines[0]) || mineLast.text }) : t("table-your-last-move");
      }
      return all;
    });
  }

  function showError(code, message) {
    message = inWords(code, message);
    errorBox.hidden = false;
    errorBox.replaceChildren(
      el("strong", {}, [errorWords(code) || t("error")]), t("colon"), message || code,
      el("button", { type: "button", class: "small close", onclick: () => { errorBox.hidden = true; } }, [t("dismiss")]),
    );
    errorBox.dataset.code = code || "";
  }

  function connect() {
    if (closed) return;
    const proto = location.protocol === "https:" ? "wss" : "ws";
    // the seat token goes in the first message (hello), never in the URL (docs/api.md)
    ws = new WebSocket(withLang(`${proto}://${location.host}/ws/tables/${tableId}`));
    setNet(retry ? t("net-reconnecting") : t("net-connecting"), "wait");
    ws.onopen = (ev) => {
      ev.target.send(JSON.stringify(token ? { type: "hello", token } : { type: "hello" }));
      setNet(t("net-connected"), "ok");
    };
    ws.onmessage = (ev) => {
      let data;
      try { data = JSON.parse(ev.data); } catch (e) { return; }
      if (data.type === "state") { retry = 0; onState(data); }
      else if (data.type === "chat") talk.onChat(data);
      else if (data.type === "why") { if (msg && data.action === whyFor && data.message) sayWhy(null, t("why-not-now", { why: data.message })); }
      else if (data.type === "error") { sending = false; showError(data.code, data.message); if (data.code === "auth/invalid_token" || data.code === "table/not_found") closed = true; }
    };
    ws.onclose = (ev) => {
      ws = null;
      // 4400 (no hello), 4401 (bad token), 4404 (no table): retrying cannot help; any other
      // close (4408 too slow, 4429 over a limit, 4503 database away, a lost network) is retried
      // with backoff, and the first state after reconnecting is a full resync
      if (ev.code === 4400 || ev.code === 4401 || ev.code === 4404) closed = true;
      if (closed) { setNet(t("net-disconnected"), "off"); return; }
      setNet(t("net-lost"), "off");
      retry += 1;
      retryTimer = setTimeout(connect, Math.min(8000, 400 * 2 ** Math.min(retry, 5)) * (0.75 + Math.random() / 2));
    };
  }

  function onState(data) {
    const fresh = data.resync || data.log_from === 0;
    if (fresh) log = data.log.slice();
    else log = log.concat(data.log);
    const moved = !msg || msg.state_id !== data.state_id;
    if (moved && msg) lastSid = msg.state_id;
    const mineNow = data.legal.length > 0;
    if (mineNow && !wasMine) alerts.yourTurn(t("alert-your-move"), data.prompt || "");
    wasMine = mineNow;
    if (moved) hideWhy();
    if (moved && mineNow) walk = null;  // your decision: back to the board as it is
    msg = data;
    sending = false;
    if (moved) selection = [];
    // for tests and the curious: the last state message, the log, a raw send and a dropped connection
    window.salon = { state: msg, log, seat: msg.seat, send: (a) => { sending = false; send(a); }, undo: () => { sending = false; sendUndo(); }, drop: () => ws && ws.close() };
    if (moved) hideTip();  // (a state that only says who is connected keeps the words shown)
    // your decision, a resync or the first state: drawn at once (the queue flushed, so motion
    // never delays play); the others' moves one after another, each with its motion
    held.set(data.state_id, data);
    schedule(data, fresh || mineNow || !drawnSid);
  }

  // ---- the queue of positions to show (motion.js): each glides from the one before
  let pending = [];
  let pumpTimer = null;
  let lastDraw = -Infinity;
  let drawnSid = null;   // the state whose board is shown
  let moves = 0;         // pieces animated so far (document.body.dataset.animated, for tests)
  function schedule(data, flush) {
    if (flush || !motionAllowed()) {
      pending = [];
      clearTimeout(pumpTimer);
      pumpTimer = null;
      drawNow();
      return;
    }
    pending.push(data);
    if (pending.length > 6) pending = pending.slice(-6);  // far behind: the last moves only
    if (!pumpTimer) pump();
  }
  function pump() {
    const wait = Math.max(0, lastDraw + MOTION_MS + 30 - performance.now());
    pumpTimer = setTimeout(() => {
      pumpTimer = null;
      if (!pending.length) return;
      const next = pending.shift();
      if (pending.length && !replay && !walk && motionAllowed()) drawStep(next);
      else { pending = []; drawNow(); }
      if (pending.length) pump();
    }, wait);
  }
  function drawNow() {
    render();
    document.body.dataset.stateId = String(msg.state_id);
  }
  /** A position on the way (a bot's move among several): its board alone, with its motion. */
  function drawStep(m) {
    lastDraw = performance.now();
    const before = snapshot(boardBox);
    const node = drawBoard({ ...m, legal: [], labels: [] });
    seen.set(m.state_id, signatures(node));
    frame.show(node, { game: m.view.game });
    drawnSid = m.state_id;
    moves += play(boardBox, before);
    document.body.dataset.animated = String(moves);
  }

  function send(action) {
    if (!ws || ws.readyState !== 1 || !msg) { showError("net", t("net-move-not-sent")); return; }
    if (sending) return;
    sending = true;
    errorBox.hidden = true;
    ws.send(JSON.stringify({ type: "act", state_id: msg.state_id, action }));
    boardBox.classList.add("sending");
  }

  // undo within a turn: not a move but its own message; the server says when it is allowed
  function sendUndo() {
    if (!ws || ws.readyState !== 1 || !msg) { showError("net", t("net-undo-not-sent")); return; }
    if (sending) return;
    sending = true;
    errorBox.hidden = true;
    ws.send(JSON.stringify({ type: "undo", state_id: msg.state_id }));
    boardBox.classList.add("sending");
  }

  // an action matches a pick when the pick's words appear in it ("+" joins words too:
  // "move tybalt+nurse cw" matches the picks "tybalt", "nurse" and "cw")
  const wordsOf = (a) => ` ${a.replace(/\+/g, " ")} `;
  function candidates(extra) {
    const picks = extra ? selection.concat([extra]) : selection;
    return msg.legal.filter((a) => picks.every((p) => wordsOf(a).includes(` ${p} `)));
  }

  function wire(container) {
    const legal = new Set(msg.legal);
    for (const node of container.querySelectorAll("[data-act]")) {
      const a = node.getAttribute("data-act");
      if (legal.has(a) && !sending) makeClickable(node, () => send(a), labelOf(a));
      else offPiece(node, a, null);
    }
    for (const node of container.querySelectorAll("[data-pick]")) {
      const p = node.getAttribute("data-pick");
      if (selection.includes(p)) { node.classList.add("sel"); makeClickable(node, () => { selection = selection.filter((x) => x !== p); render(); }, t("table-unselect", { piece: (node.getAttribute("data-tip") || "").split("\n")[0] || t("table-this-piece") })); continue; }
      const c = candidates(p);
      if (!c.length || sending) { offPiece(node, null, p); continue; }
      makeClickable(node, () => {
        if (c.length === 1) send(c[0]);
        else { selection = selection.concat([p]); render(); }
      }, c.length === 1 ? labelOf(c[0]) : t("table-pick-then", { piece: (node.getAttribute("data-tip") || "").split("\n")[0] || t("table-this-piece"), n: c.length }));
    }
  }

  // ---- a click on a piece that is not a move now says why not (the server's words for a full
  // move, the prompt's otherwise)
  let whyFor = null;
  let whyTimer = null;
  let lastSid = null;
  function offPiece(node, action, pick) {
    node.classList.add("off");
    if (sending) return;
    node.addEventListener("click", (e) => { e.stopPropagation(); whyNot(node, action, pick); });
  }

  function whyNot(node, action, pick) {
    const prompt = msg.prompt || "";  // as the game wrote it: its capitals and names kept
    let text;
    if (msg.seat === null || msg.seat === undefined) text = t("why-watching");
    else if (!msg.legal.length) text = t("why-not-now", { why: prompt || (msg.status === "playing" ? t("why-not-yours") : t("why-not-running")) });
    else if (pick && selection.length && msg.legal.some((a) => wordsOf(a).includes(` ${pick} `))) {
      text = t("why-not-with-selection", { selection: selection.map(pickWords).join(" + ") });
    } else text = t("why-not-now", { why: prompt });
    sayWhy(node, text);
    whyFor = null;
    // a whole move: the game's own reason, asked from the server (its turn or not)
    if (action && msg.seat !== null && msg.seat !== undefined && msg.status === "playing" && ws && ws.readyState === 1) {
      whyFor = action;
      ws.send(JSON.stringify({ type: "why", action }));
    }
  }

  function sayWhy(node, text) {
    if (!whyBox.isConnected) document.body.append(whyBox);
    whyBox.hidden = false;
    whyBox.textContent = text;
    if (node) {
      const r = node.getBoundingClientRect();
      const w = Math.min(340, window.innerWidth - 16);
      whyBox.style.maxWidth = `${w}px`;
      whyBox.style.left = `${Math.max(8, Math.min(r.left + r.width / 2 - w / 2, window.innerWidth - w - 8)) + window.scrollX}px`;
      // over the piece, or under it when there is no room above; always inside the window
      const h = whyBox.offsetHeight;
      let top = r.top - 8 - h;
      if (top < 4) top = Math.min(r.bottom + 8, window.innerHeight - h - 4);
      whyBox.style.top = `${Math.max(4, top) + window.scrollY}px`;
    }
    clearTimeout(whyTimer);
    whyTimer = setTimeout(hideWhy, 6000);
  }

  function hideWhy() { whyBox.hidden = true; whyFor = null; }

  /** The position the last-move marks compare with: before your own move if it is the last one,
   * else the one right after your last move (so every move since is marked), else the last one seen. */
  function markBase() {
    const me = msg.seat;
    let from = null;
    if (me !== null && me !== undefined) {
      for (let i = log.length - 1; i >= 0; i--) if (log[i].seat === me) { from = log[i].state_id; break; }
    }
    const want = from === null ? lastSid : from === msg.state_id ? msg.state_id - 1 : from;
    if (want === null || want === undefined) return null;
    let best = null;
    for (const k of seen.keys()) if (k >= want && k < msg.state_id && (best === null || k < best)) best = k;
    return best;
  }

  // ---- the moves since yours, one by one: each position drawn with what that move changed
  function recentSteps() {
    const ks = [...held.keys()].filter((k) => k > recentFrom && k <= msg.state_id).sort((a, b) => a - b);
    return ks.filter((k) => [...held.keys()].some((j) => j < k));
  }

  function renderRecent() {
    const steps = recentSteps();
    if (steps.length < 2 || msg.status !== "playing") { recentBox.replaceChildren(); return; }
    recentBox.replaceChildren(el("span", { class: "recent-count" }, [t("recent-marked", { n: steps.length })]), el("button", {
      type: "button", class: "small one-by-one", title: `${t("recent-marked", { n: steps.length })} · ${t("recent-one-by-one-title")}`,
      onclick: () => { walk = { steps, at: 0 }; showStep(); },
    }, [t("recent-one-by-one")]));
  }

  function showStep() {
    const k = walk.steps[walk.at];
    const prev = Math.max(...[...held.keys()].filter((j) => j < k));
    const m = held.get(k);
    const node = drawBoard({ ...m, legal: [], labels: [] });
    markChanges(node, seen.get(prev));
    const entry = log.find((e) => e.state_id === k);
    const said = entry ? (entry.lines && entry.lines.length ? entry.lines.join(" ") : entry.text) : "";
    const go = (d) => { walk.at += d; if (walk.at < 0 || walk.at >= walk.steps.length) { walk = null; page.forget(); render(); } else showStep(); };
    const bar = el("span", { class: "step-banner" }, [
      `${t("recent-move-of", { n: walk.at + 1, total: walk.steps.length })}${said ? ": " + said : ""} `,
      el("button", { type: "button", class: "small", "aria-label": t("recent-before"), onclick: () => go(-1), disabled: walk.at === 0 }, iconText("◀")),
      el("button", { type: "button", class: "small next-move", "aria-label": walk.at + 1 < walk.steps.length ? t("recent-next") : t("recent-back-to-now"), onclick: () => go(1) }, iconText(walk.at + 1 < walk.steps.length ? "▶" : t("recent-back-to-now"))),
      walk.at + 1 < walk.steps.length ? el("button", { type: "button", class: "small", onclick: () => { walk = null; page.forget(); render(); } }, [t("recent-back-to-now")]) : "",
    ]);
    // the walk's banner over the board (the head keeps its one line); a phone shows the Board pane
    recentBox.replaceChildren();
    if (portrait() && page.tab !== "board") page.show("board");
    frame.show(node, { game: m.view.game, before: bar });
    frame.focus(".moved");
  }

  const makeClickable = makeTarget;

  function sendChat(text) {
    if (!ws || ws.readyState !== 1) { showError("net", t("net-chat-not-sent")); return false; }
    ws.send(JSON.stringify({ type: "chat", text }));
    return true;
  }

  async function handToBot(seat) {
    try {
      await api(`/api/tables/${tableId}/seats/${seat}/hand-to-bot`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    } catch (e) { showError(e.code, e.message); }
  }

  // an invite link: the seat's token is kept in this browser (the lobby's "your tables"), and
  // a seat with no name asks its player for one before they sit down
  function invite() {
    if (!token || msg.seat === null || msg.seat === undefined) return;
    if (invited === null) invited = tokens.get(tableId)[msg.seat] !== token;
    if (tokens.get(tableId)[msg.seat] !== token) tokens.put(tableId, msg.seat, token);
    const st = msg.seats[msg.seat];
    if (!invited || named || !st || st.kind !== "human" || st.name) {
      if (nameOpen && frame.drawerKey === "name") frame.closeDrawer();
      named = named || Boolean(st && st.name);
      return;
    }
    if (nameOpen) return;
    nameOpen = true;
    // the invited player's name, asked in a drawer over the board before they sit down
    nameBox.replaceChildren(nameForm({
      tableId, seat: msg.seat, token, seatLabel: personName(msg.seat),
      onDone: () => { named = true; frame.closeDrawer(); },
      onError: (e) => showError(e.code, e.message),
    }));
    frame.openDrawer("name", t("table-your-seat"), nameBox, { sticky: true, onClose: () => { named = true; nameOpen = false; } });
  }

  // the seat bar is drawn anew on every state: its buttons are kept, so a click is never lost
  // to a redraw while bots play
  const seatButtons = new Map();
  function seatButton(key, make) {
    if (!seatButtons.has(key)) seatButtons.set(key, make());
    return seatButtons.get(key);
  }

  /** A seat's panel in words, for assistive technology: "Ada, 3 charm points, to act". */
  function panelWords(st, stats, who) {
    const facts = stats.map((x) => `${x.value} ${x.label}`);
    return [personName(st.seat), who, st.seat === msg.seat ? t("panel-you") : "", ...facts,
      msg.to_act.includes(st.seat) ? t("panel-to-act") : "", st.connected ? "" : t("panel-not-connected"), st.away ? t("panel-away") : ""].filter(Boolean).join(", ");
  }

  /** The panels one line each (their name, score and to act) where five or six seats, or
   * fewer whose panels are taller than the side column lets them be (a laptop's window). */
  function fitPanels() {
    if (portrait() || msg.seats.length >= 5) return;
    seatsBar.classList.remove("many");
    if (seatsBar.scrollHeight > seatsBar.clientHeight + 1) seatsBar.classList.add("many");
  }

  /** Every seat's panel (data-panel): its name in its colour, who plays it, the game's figures a
   * player glances at, to act, its clock, connected or away; a click opens its area's drawer. */
  function renderSeats() {
    const ww = wordHelpers(words[gameId()] || {});
    const withArea = new Set(frame.areaSeats);
    seatsBar.classList.toggle("many", msg.seats.length >= 5);
    seatsBar.replaceChildren(...msg.seats.map((st) => {
      const own = msg.seat_names && msg.seat_names[st.seat];
      const ownShown = own && own !== personName(st.seat) && !/^(Player|Spieler|Joueur) \d+$/.test(own) ? ` (${own})` : "";
      const label = personName(st.seat) + ownShown;
      const who = st.kind === "bot" ? t("panel-bot", { level: `${botWords(st.bot)}${st.level && /^ismcts/.test(st.bot) ? ", " + st.level : ""}` }) : st.kind === "open" ? t("panel-open-seat") : "";
      const acting = msg.to_act.includes(st.seat);
      const stats = msg.view ? progress(msg.view, st.seat, ww).filter((x) => x.label && x.label !== "?") : [];
      const area = withArea.has(st.seat);
      const chip = el("div", {
        class: "seat-chip" + (acting ? " acting" : "") + (st.seat === msg.seat ? " me" : "") + (area ? " has-area" : ""),
        style: `--c:${SEAT_COLOURS[st.seat % SEAT_COLOURS.length]};--ci:${SEAT_INKS[st.seat % SEAT_INKS.length]}`, "data-seat": st.seat, "data-panel": String(st.seat),
        role: "group", "aria-label": panelWords(st, stats, who),
      }, [
        el("div", { class: "panel-line" }, [
          el("span", { class: "dot " + (st.connected ? "on" : "off"), title: st.connected ? t("panel-connected") : t("panel-not-connected") }),
          // (the seat's own name apart: a phone's chip leaves it out where it would take a line, frame.js)
          el("span", { class: "panel-name", title: who ? `${label} · ${who}` : label }, [personName(st.seat), ownShown ? el("span", { class: "panel-own" }, [ownShown]) : ""]),
          st.seat === msg.seat ? el("span", { class: "panel-tag you" }, [t("panel-you")]) : "",
          who ? el("span", { class: "panel-tag who" }, [who]) : "",
          st.away ? el("span", { class: "panel-tag" }, [t("panel-away")]) : "",
          ...absence(st, msg, handToBot),
          acting ? el("span", { class: "to-act", title: t("panel-to-act") }, [t("panel-to-act")]) : "",
          area ? el("button", { type: "button", class: "small drawer-opener", "data-area": st.seat, "aria-label": t("panel-area-label", { who: personName(st.seat) }), title: t("panel-area-title"),
            onclick: (e) => { e.stopPropagation(); openArea(st.seat); } }, [t("panel-area")]) : "",
        ]),
        msg.view ? panelStats(msg, st.seat, ww) : "",
        st.kind === "open" && msg.seat === null ? seatButton(`take${st.seat}`, () => el("button", { type: "button", class: "small take", "data-seat": st.seat, onclick: () => take(st.seat) }, [t("panel-take-seat")])) : "",
        st.seat === msg.seat && st.kind === "human" && msg.status !== "finished" ? (st.away
          ? seatButton("back", () => el("button", { type: "button", class: "small back", title: t("panel-back-title"), onclick: () => leaveOrBack(false) }, [t("panel-back")]))
          : seatButton("leave", () => el("button", { type: "button", class: "small leave", title: t("panel-leave-title"), onclick: () => leaveOrBack(true) }, [t("panel-leave")]))) : "",
      ]);
      if (area) chip.addEventListener("click", (e) => { if (!e.target.closest("button")) openArea(st.seat); });
      return chip;
    }), msg.seat === null ? el("div", { class: "seat-chip spectator" }, [t("panel-watching")]) : "");
  }

  function openArea(q) {
    page.show("board");
    frame.openArea(q, t("panel-whole-area", { who: personName(q) }));
  }

  async function leaveOrBack(leave) {
    try {
      await api(`/api/tables/${tableId}/seats/${msg.seat}/${leave ? "leave" : "claim"}`, {
        method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(leave ? {} : { token }),
      });
    } catch (e) { showError(e.code, e.message); }
  }

  async function take(seat) {
    try {
      const tok = await claimSeat(tableId, seat);
      location.hash = `#/table/${tableId}?token=${encodeURIComponent(tok)}`;
    } catch (e) { showError(e.code, e.message); }
  }

  function gameId() { return msg.view && msg.view.game; }

  /** A seat's name as the server's sentences call it (its player's name or the game's seat name). */
  function personName(q) {
    if (msg && msg.names && msg.names[q]) return msg.names[q];
    return seatName(msg && msg.view, q, msg && msg.seats, null);
  }

  function botWords(spec) {
    const level = String(spec || "").split(":")[0];
    return ["heuristic", "ismcts", "random"].includes(level) ? t("bot-kind", { level }) : level;
  }

  function render() {
    if (!msg) return;
    const gid = gameId();
    titleBox.querySelector(".game-title").textContent = games[gid] ? games[gid].title : gid;
    titleBox.querySelector(".table-status").textContent = ` · ${t("table-status", { status: msg.status })}`;
    seededBox.hidden = !msg.seeded;
    document.title = `${msg.legal.length ? `● ${t("title-your-move")} · ` : ""}${games[gid] ? games[gid].title : gid} · salon`;
    talk.onState(msg, games[gid] ? games[gid].title : gid);
    if (games[gid]) titleBox.title = `${games[gid].title}: ${games[gid].summary} ${t("table-title-help")}`;
    boardBox.classList.remove("sending");
    if (!replay && !walk) {
      const before = drawnSid !== null && drawnSid !== msg.state_id ? snapshot(boardBox) : null;
      const node = drawBoard(msg);
      seen.set(msg.state_id, signatures(node));
      held.set(msg.state_id, msg);
      for (const k of seen.keys()) if (k < msg.state_id - 60) { seen.delete(k); held.delete(k); }
      const base = markBase();
      recentFrom = base === null ? msg.state_id : base;
      document.body.dataset.marked = String(markChanges(node, base === null ? null : seen.get(base)));
      frame.show(node, { game: gid, wire: (box) => wire(box) });
      if (before) { lastDraw = performance.now(); moves += play(boardBox, before); document.body.dataset.animated = String(moves); }
      drawnSid = msg.state_id;
      renderRecent();
    }
    renderSeats();  // after the board: a panel opens its seat's area as drawn now
    invite();
    page.logChanged(log.length);
    // prompt
    const mine = msg.legal.length > 0;
    const waiting = msg.status === "open";
    const promptWords = waiting ? t("prompt-waiting") : msg.prompt || "";
    if (promptText.textContent !== promptWords) promptText.textContent = promptWords;
    promptText.classList.toggle("yours", mine);
    // a new decision of yours: said once (its words, and how to play it by keys the first time)
    if (mine && msg.state_id !== saidDecision) {
      saidDecision = msg.state_id;
      say.say(t("say-your-decision", { prompt: promptWords }));
    }
    promptBox.replaceChildren(
      promptText,
      waiting ? el("p", { class: "muted" }, [t("prompt-share"), " ", el("input", { class: "share", readonly: true, value: `${location.origin}/#/table/${tableId}`, onclick: (e) => e.target.select() })]) : "",
      msg.deadline ? el("small", { class: "clock", "data-deadline": msg.deadline, "aria-live": "off" }, [clockText(msg.deadline)]) : "",
      msg.can_undo ? el("button", { type: "button", class: "undo small", disabled: sending, onclick: sendUndo,
        title: t("undo-title") }, [t("undo")]) : "",
      msg.outcome ? el("div", { class: "end-buttons" }, [
        el("button", { type: "button", class: "small show-outcome drawer-opener", onclick: showOutcome }, [t("outcome-open")]),
      ]) : "",
    );
    // the decision's pieces shown (a phone opens the pane that holds them)
    if (!replay && !walk && mine) page.decision(frame.focus(), `${msg.state_id} ${selection.join("+")}`);
    renderChoices();
    document.body.dataset.selection = selection.join(" + ");
    if (!replay) renderOutcome();
    renderLog();
    fitPanels();  // (once the prompt, the choices and the log are in: they share the column)
    page.fitWords();
    keys.refresh();
  }

  // ---- keys (access.js): the board one stop of the Tab order, single-key shortcuts
  let saidDecision = null;
  let saidLog = null;     // the log entries said so far (null: none yet, the page just opened)
  let saidClock = null;   // the deadline whose last seconds were said
  function keysPart() {
    return el("section", { class: "rules-keys" }, [el("h2", {}, [t("keys-heading")]), keyList()]);
  }
  function showBoardWords() {
    if (frame.drawerKey === "words") { frame.closeDrawer(); return; }
    frame.openDrawer("words", t("board-words-title"), boardInWords(boardBox));
    const first = boardBox.querySelector(".drawer .board-words h3, .drawer .board-words button");
    if (first) { first.setAttribute("tabindex", "-1"); first.focus(); }
  }
  function onKeys(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !msg) return;
    const tag = (e.target && e.target.tagName) || "";
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(tag) || (e.target && e.target.isContentEditable)) return;
    if (document.querySelector(".rules-overlay")) return;
    if (!shortcutsOn()) return;
    const k = e.key;
    if (k === "b" || k === "B") {
      if (portrait()) { const where = frame.focus(); if (where) page.show(where === "own" ? "own" : "board"); }
      if (keys.focusFirst()) e.preventDefault();
    } else if ((k === "u" || k === "U") && msg.can_undo && !sending) {
      e.preventDefault();
      sendUndo();
    } else if (k === "l" || k === "L") {
      e.preventDefault();
      if (portrait()) page.show("log");
      logBox.setAttribute("tabindex", "-1");
      logBox.focus();
    } else if (k === "w" || k === "W") {
      e.preventDefault();
      showBoardWords();
    } else if (k === "?") {
      e.preventDefault();
      if (gameId()) showRules(gameId(), keysPart()).then((box) => { const part = box.querySelector(".rules-keys"); if (part) part.scrollIntoView(); });
    } else if (/^[1-9]$/.test(k)) {
      const b = choiceBox.querySelectorAll("button.legal")[Number(k) - 1];
      if (b && !b.disabled) { e.preventDefault(); b.click(); }
    }
  }
  document.addEventListener("keydown", onKeys);

  function drawBoard(m) {
    const gid = m.view.game;
    const r = renderers[gid];
    const ww = wordHelpers(words[gid] || {});
    const ctx = {
      shape: portrait() ? "portrait" : "landscape",
      view: m.view, msg: m, seat: m.seat, legal: m.legal, labels: m.labels || [], meta: metaData[gid] || {}, selection,
      words: words[gid] || {}, w: ww.w, fx: ww.fx,
      tip: (node, text) => setTip(node, text),
      tipw: (node, kind, id) => setTip(node, ww.say(kind, id).replace(": ", "\n")),
      act: (node, a) => { node.setAttribute("data-act", a); return node; },
      key: (node, k, sig) => { node.setAttribute("data-key", k); if (sig !== undefined) node.setAttribute("data-sig", String(sig)); return node; },
      pick: (node, p) => { node.setAttribute("data-pick", p); return node; },
      colour: (q) => SEAT_COLOURS[q % SEAT_COLOURS.length],
      // (a seat's colour for words: 4.5:1 on the board's light grounds)
      ink: (q) => SEAT_INKS[q % SEAT_INKS.length],
      name: (q) => (m.names && m.names[q]) || personName(q),
    };
    try {
      return r ? r(ctx) : el("pre", {}, [JSON.stringify(m.view, null, 1)]);
    } catch (e) {
      console.error(e);
      return el("div", {}, [el("p", { class: "error" }, [t("board-draw-failed", { why: e.message })]), el("pre", { class: "raw" }, [JSON.stringify(m.view, null, 1)])]);
    }
  }

  function clockText(deadline) {
    const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
    // a turn-based table's budget (days a move) reads in days and hours
    return t("clock-left", { left: clockWords(deadline) });
  }
  const clockTimer = setInterval(() => {
    const c = promptBox.querySelector(".clock");
    if (c) {
      c.textContent = clockText(Number(c.dataset.deadline));
      const left = Number(c.dataset.deadline) - Date.now() / 1000;
      if (left <= 10 && left > 0 && saidClock !== c.dataset.deadline) { saidClock = c.dataset.deadline; say.say(t("say-seconds-left", { n: Math.round(left) })); }
    }
    for (const chip of seatsBar.querySelectorAll(".clock-chip .clock-words")) chip.textContent = clockWords(Number(chip.parentNode.dataset.deadline));
    if (msg) absenceTick(seatsBar, msg, renderSeats);
  }, 1000);

  function labelOf(a) {
    const i = msg.legal.indexOf(a);
    return (msg.labels && msg.labels[i]) || a;
  }

  function renderChoices() {
    if (!msg.legal.length) { choiceBox.replaceChildren(); return; }
    const list = candidates();
    const items = list.map((a) => el("button", {
      type: "button", class: "legal", "data-action": a, title: t("choice-notation", { action: a }), disabled: sending, onclick: () => send(a),
    }, [labelOf(a), el("code", {}, [a])]));
    const toggle = el("input", { type: "checkbox", class: "notation-switch", checked: showNotation, onchange: (e) => {
      showNotation = e.target.checked;
      try { localStorage.setItem("salon.notation", showNotation ? "1" : "0"); } catch (err) { /* private mode */ }
      choiceBox.classList.toggle("show-notation", showNotation);
    } });
    choiceBox.classList.toggle("show-notation", showNotation);
    choiceBox.replaceChildren(
      el("div", { class: "tools" }, [
        selection.length ? el("div", { class: "selection" }, [
          t("choices-selected"), " ", el("strong", {}, [selection.map(pickWords).join(" + ")]), ` — ${t(touchScreen() ? "choices-selected-then-touch" : "choices-selected-then")} `,
          el("button", { type: "button", class: "small", onclick: () => { selection = []; render(); } }, [t("choices-clear")]),
        ]) : el("div", { class: "muted" }, [t(touchScreen() ? "choices-count-touch" : "choices-count", { n: list.length })]),
        el("label", { title: t("choices-notation-title") }, [toggle, " ", t("choices-notation")]),
      ]),
      el("div", { class: "legal-list" + (list.length > 24 ? " long" : "") }, items),
    );
  }

  /** A board pick ("tybalt", "cw") in words: the label of the board piece that made it. */
  function pickWords(p) {
    const node = boardBox.querySelector(`[data-pick="${CSS.escape(p)}"]`);
    return (node && (node.getAttribute("aria-label") || (node.getAttribute("data-tip") || "").split("\n")[0])) || t("choices-your-pick");
  }

  function renderOutcome() {
    const o = msg.outcome;
    if (!o) { outcomeBox.hidden = true; return; }
    outcomeBox.hidden = false;
    const sc = msg.scoring;
    // the outcome opens in a drawer over the board once; the prompt's button opens it again
    if (!outcomeShown) { outcomeShown = true; showOutcome(); }
    if (!sc) { outcomeBox.replaceChildren(el("h2", {}, [t("outcome-game-over")])); return; }
    outcomeBox.replaceChildren(
      el("h2", {}, [t("outcome-game-over")]),
      el("p", { class: "verdict winners" }, [sc.verdict]),
      ...sc.notes.map((n) => el("p", { class: "muted" }, [n])),
      sc.rows.length ? el("table", { class: "score" }, [
        el("thead", {}, [el("tr", {}, [el("th", {}, [t("outcome-final-scoring")]), ...sc.columns.map((x, q) => el("th", { class: "num" + (sc.winners.includes(q) ? " win" : "") }, [x, ...(sc.winners.includes(q) ? [" ", icon("star", { label: t("outcome-winner") })] : [])]))])]),
        el("tbody", {}, sc.rows.map((r) => setTip(el("tr", { class: r.total ? "total" : "" }, [el("th", {}, [r.label]), ...r.values.map((x) => el("td", { class: "num" }, [x]))]), r.help || ""))),
      ]) : "",
      sc.shared.length ? el("div", { class: "shared" }, sc.shared.map((x) => setTip(el("div", { class: "shared-item" }, [el("strong", {}, [x.label]), " ", x.value]), x.help || ""))) : "",
      el("div", { class: "end-buttons" }, [
        rematchButton({ msg, tableId, token, onError: (e) => showError(e.code, e.message) }), " ",
        el("button", { type: "button", class: "small", onclick: startReplay }, [t("outcome-replay")]), " ",
        el("button", { type: "button", class: "small", onclick: openAnalysis }, [t("outcome-analysis")]),
      ]),
    );
  }

  let outcomeShown = false;
  function showOutcome() {
    if (frame.drawerKey !== "outcome") frame.openDrawer("outcome", "", outcomeBox);
  }

  // ---- the Analysis tab (analysis.js): the replay follows its graph and its turning points
  let analysis = null;
  function openAnalysis() {
    if (!analysis) analysis = analysisPanel({ tableId, names: personName, replayTo, onError: (e) => showError(e.code || "analysis", e.message) });
    // (on a phone it takes the Board pane; a point pressed folds it to its head over the board)
    if (frame.drawerKey !== "analysis") frame.openDrawer("analysis", t("analysis-drawer"), analysis, { docked: true, fold: [t("analysis-show-board"), t("analysis-back")] });
  }
  async function replayTo(step, seat, mark) {
    if (!replay) await startReplay();
    if (!replay) return;
    if (frame.drawerKey !== "analysis") frame.closeDrawer();  // the board shows the position pointed at
    else if (portrait()) frame.foldDrawer(true);  // (a phone: the board in the pane, the analysis one tap away)
    if (seat !== null && seat !== undefined) {
      replay.viewer = String(seat);
      const pick = replayBox.querySelector(".replay select");
      if (pick) pick.value = replay.viewer;
    }
    replay.mark = mark ? { ...mark, step } : null;
    replay.goTo(step);
  }

  function fmt(x) { return typeof x === "number" ? String(Math.round(x * 100) / 100) : x === null ? "–" : String(x); }

  function renderLog() {
    const shown = replayAt === null ? log : log.slice(0, replayAt);
    // the sentences new since the last said, once (not the backlog of a page just opened)
    if (replayAt === null) {
      const fresh = saidLog === null ? [] : log.slice(saidLog);
      saidLog = log.length;
      say.sayLog(fresh.flatMap((e) => (e.lines && e.lines.length ? [e.lines[0]] : e.text ? [e.text] : [])));
    }
    // an entry with no sentence for this viewer (half a secret choice, R&J ruling R12) shows nothing
    logBox.replaceChildren(...shown.filter((e) => (e.lines && e.lines.length) || e.text).map((e) => {
      const lines = e.lines && e.lines.length ? e.lines : [e.text];
      return el("li", { class: e.state_id > recentFrom ? "recent" : null, style: e.seat !== null && e.seat !== undefined ? `border-color:${SEAT_COLOURS[e.seat % SEAT_COLOURS.length]}` : "" },
        [lines[0], ...lines.slice(1).map((x) => el("span", { class: "more" }, [x]))]);
    }));
    logBox.scrollTop = logBox.scrollHeight;
  }

  // A finished game's replay, step by step, drawn by the same board. Once the game is over the
  // server replays its record and serves the position after each step as any seat (or the
  // public) saw it: GET /api/tables/{id}/replay/{step}?seat=q. Fetched positions are kept.
  async function startReplay() {
    if (replay) return;
    const n = msg.seats.length;
    replay = { at: 0, want: null, steps: 0, viewer: msg.seat === null ? "spectator" : String(msg.seat), cache: {} };
    const fetchStep = async (k, v) => {
      const key = `${k}/${v}`;
      if (!replay.cache[key]) {
        replay.cache[key] = await api(`/api/tables/${tableId}/replay/${k}${v === "spectator" ? "" : `?seat=${v}`}`);
      }
      return replay.cache[key];
    };
    try { replay.steps = (await fetchStep(0, replay.viewer)).steps; } catch (e) { replay = null; showError("replay", e.message); return; }
    const info = el("div", { class: "replay-step" });
    const range = el("input", { type: "range", min: 0, max: replay.steps, value: 0, "aria-label": t("replay-step-label") });
    const viewer = el("select", { "aria-label": t("replay-seen-by"), onchange: () => { replay.viewer = viewer.value; goTo(replay.at); } }, [
      el("option", { value: "spectator" }, [t("replay-public-view")]),
      ...Array.from({ length: n }, (_, q) => el("option", { value: String(q), selected: String(q) === replay.viewer }, [t("replay-as", { who: personName(q) })])),
    ]);
    let busy = false;
    const goTo = async (k) => {
      if (!replay) return;
      replay.want = Math.max(0, Math.min(replay.steps, k));
      if (busy) return; // the loop below goes on to the latest step asked for
      busy = true;
      while (replay && replay.want !== null) {
        const want = replay.want;
        replay.want = null;
        try {
          info.textContent = t("replay-loading", { n: want });
          await fetchStep(want, replay.viewer);
          if (replay) replay.at = want;
        } catch (e) { showError("replay", e.message); }
      }
      busy = false;
      show();
    };
    const show = () => {
      if (!replay) return;
      range.value = replay.at;
      const m = replay.cache[`${replay.at}/${replay.viewer}`];
      if (!m) return;
      info.textContent = replay.at === 0 ? t("replay-start") : t("replay-step-info", { n: replay.at, total: replay.steps, move: m.last ? m.last.text : "" });
      // a turning point of the analysis: its better move drawn on the board, in words above it
      const mark = replay.mark && replay.mark.step === replay.at && String(m.seat) === replay.viewer ? replay.mark : null;
      const drawn = drawBoard({ ...m, legal: mark ? [mark.best] : [], labels: mark ? [mark.label] : [], seats: msg.seats, names: msg.names });
      if (mark) {  // the pieces that make the better move: its action, or the picks it is made of
        const moveWords = wordsOf(mark.best);
        for (const node of drawn.querySelectorAll("[data-act], [data-pick]")) {
          const a = node.getAttribute("data-act");
          const p = node.getAttribute("data-pick");
          if (a === mark.best || (p && moveWords.includes(` ${p} `))) node.classList.add("better-move");
        }
      }
      frame.show(drawn, { game: gameId(), before: el("div", { class: "replay-banner" + (mark ? " better" : "") }, [mark ? `${t("replay-banner", { n: replay.at, total: replay.steps })}. ${mark.text}` : t("replay-banner", { n: replay.at, total: replay.steps })]) });
      replayAt = replay.at;
      renderLog();
    };
    replay.goTo = goTo;
    range.oninput = () => goTo(Number(range.value));
    // (a button of icons alone is named by its title; one with words by its words)
    const btn = (label, title, f) => el("button", { type: "button", class: "small", title, "aria-label": /\w/.test(label) ? null : title, onclick: f }, iconText(label));
    if (frame.drawerKey !== "analysis") frame.closeDrawer();
    replayBox.hidden = false;
    replayBox.replaceChildren(el("div", { class: "replay" }, [
      el("h3", {}, [t("replay-heading")]),
      btn("|◀", t("replay-first"), () => goTo(0)), btn("◀", t("replay-back"), () => goTo(replay.at - 1)),
      btn("▶", t("replay-forward"), () => goTo(replay.at + 1)), btn("▶|", t("replay-last"), () => goTo(replay.steps)),
      " ", viewer, range, info,
      btn(t("replay-close"), t("replay-close-title"), () => { replay = null; replayAt = null; replayBox.hidden = true; replayBox.replaceChildren(); render(); }),
    ]));
    show();
  }

  (async () => {
    try {
      const list = await api("/api/games");
      for (const g of list) games[g.id] = g;
      metaData = await meta();
      const fresh = seededBadge(false, await botLevels());  // the badge in the server's words
      seededBox.replaceWith(fresh);
      seededBox = fresh;
      // (each game's words on their own: one that fails to load leaves the others drawn in words)
      const failed = [];
      await Promise.all(list.map(async (g) => {
        try { words[g.id] = (await gameInfo(g.id)).words; } catch (e) { failed.push(e); }
      }));
      if (failed.length) throw failed[0];
    } catch (e) { showError("net", e.message); }
    connect();
  })();

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(clockTimer);
      document.removeEventListener("keydown", onKeys);
      frame.close();
      page.close();
      if (ws) ws.close();
      hideTip();
      delete window.salon;
      document.title = "salon";
    },
  };
}
