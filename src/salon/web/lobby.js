// The lobby: the games, a form to create a table, and the list of tables.
import { accountsConfig, me } from "./account.js";
import { api, botLevels, claimSeat, el, listWords, myName, seededBadge, setTip, showRules, t, tokens } from "./ui.js";
import { learnButton } from "./learn.js";
import { tableSeatName } from "./names.js";

export function seatLink(tableId, token) {
  return `${location.origin}${location.pathname}#/table/${tableId}` + (token ? `?token=${encodeURIComponent(token)}` : "");
}

export function showLobby(root) {
  let games = [];
  let bots = { levels: [], default: "heuristic", seeded: {} };  // GET /api/bots: the levels in words
  let timer = null;
  let account = null;  // the signed-in account (GET /api/me), or null
  const gamesBox = el("section", { class: "games" });
  const formBox = el("section", { class: "panel create" });
  const created = el("section", { class: "panel created", hidden: true });
  const listBox = el("section", { class: "panel tables" });
  const mineBox = el("section", { class: "panel tables your-tables", hidden: true });
  const err = el("p", { class: "error", role: "alert", hidden: true });
  const nameInput = el("input", { name: "myname", maxlength: 40, placeholder: t("lobby-name-placeholder"), value: myName.get(), onchange: (e) => myName.set(e.target.value.trim()) });
  root.append(
    el("div", { class: "lobby-head" }, [el("h1", {}, [t("lobby-heading")]), el("label", {}, [t("lobby-your-name"), " ", nameInput])]),
    mineBox, gamesBox, err, formBox, created,
    el("h2", {}, [t("lobby-tables")]), listBox,
  );

  function fail(e) {
    err.hidden = false;
    err.textContent = e.message || String(e);
  }

  function renderGames() {
    // (a card is no control of its own: its buttons are, a click on the card sets up a table)
    const choose = (g) => { form.game.value = g.id; onGame(); form.scrollIntoView({ behavior: "smooth" }); };
    gamesBox.replaceChildren(...games.map((g) => el("div", {
      class: "game-card", "data-game": g.id, onclick: () => choose(g),
    }, [
      el("strong", {}, [g.title]),
      el("span", { class: "players" }, [g.min_players === g.max_players ? t("lobby-players", { n: g.min_players }) : t("lobby-players-range", { min: g.min_players, max: g.max_players }), g.cooperative ? ` · ${t("lobby-cooperative")}` : ""]),
      el("span", { class: "summary" }, [g.summary]),
      el("span", { class: "card-buttons" }, [
        el("button", { type: "button", class: "small new-table", onclick: (e) => { e.stopPropagation(); choose(g); } }, [t("lobby-new-table")]),
        " ", el("button", { type: "button", class: "small rules-button", onclick: (e) => { e.stopPropagation(); showRules(g.id); } }, [t("rules-button")]),
        " ", learnButton(g.id),
      ]),
    ])));
  }

  const form = el("form", { class: "create-form", onsubmit: (e) => { e.preventDefault(); create(); } });
  const optsBox = el("div", { class: "options" });
  const seatsBox = el("div", { class: "seats" });
  form.append(
    el("h2", {}, [t("lobby-new-table-heading")]),
    el("label", {}, [t("lobby-game"), " ", el("select", { name: "game", onchange: () => onGame() })]),
    el("label", {}, [t("lobby-player-count"), " ", el("select", { name: "players", onchange: () => renderSeats() })]),
    optsBox,
    seatsBox,
    el("details", { class: "operator" }, [
      el("summary", {}, [t("lobby-operator")]),
      el("p", { class: "muted" }, [t("lobby-operator-about")]),
      el("label", { class: "admin-token" }, [t("lobby-admin-token"), " ", el("input", { name: "admin_token", type: "password", autocomplete: "off" })]),
      el("label", { class: "seed" }, [t("lobby-seed"), " ", el("input", { name: "seed", type: "number", min: 0, placeholder: t("lobby-seed-placeholder") })]),
    ]),
    el("label", { class: "clock" }, [t("lobby-clock"), " ", el("select", { name: "clock" }, [
      el("option", { value: "" }, [t("lobby-no-clock")]), el("option", { value: "30" }, [t("time-seconds", { n: 30 })]), el("option", { value: "120" }, [t("time-minutes", { n: 2 })]),
      el("option", { value: "3600" }, [t("time-hours", { n: 1 })]), el("option", { value: "86400" }, [t("lobby-clock-day")]),
    ])]),
    el("label", { class: "grace" }, [t("lobby-grace"), " ", el("select", { name: "grace" }, [
      el("option", { value: "60" }, [t("time-minutes", { n: 1 })]), el("option", { value: "180", selected: true }, [t("time-minutes", { n: 3 })]),
      el("option", { value: "600" }, [t("time-minutes", { n: 10 })]), el("option", { value: "3600" }, [t("time-hours", { n: 1 })]), el("option", { value: "0" }, [t("lobby-grace-never")]),
    ])]),
    el("label", { class: "spectator-chat" }, [el("input", { type: "checkbox", name: "spectator_chat", checked: true }), " ", t("lobby-spectator-chat")]),
    // accounts (account.js): shown to a signed-in player only
    el("div", { class: "account-options", hidden: true }, [
      el("label", { class: "turn-based" }, [t("lobby-turn-based"), " ", el("select", { name: "turn_based" }, [
        el("option", { value: "" }, [t("lobby-turn-based-live")]), el("option", { value: "86400" }, [t("lobby-days-per-move", { n: 1 })]),
        el("option", { value: "259200" }, [t("lobby-days-per-move", { n: 3 })]), el("option", { value: "604800" }, [t("lobby-days-per-move", { n: 7 })]),
      ])]),
      el("label", { class: "rated" }, [el("input", { type: "checkbox", name: "rated" }), " ", t("lobby-rated")]),
    ]),
    el("p", { class: "muted no-mail", hidden: true }, [t("lobby-no-mail")]),
    el("button", { type: "submit", class: "primary", name: "create" }, [t("lobby-create")]),
  );
  formBox.append(form);

  function game() { return games.find((g) => g.id === form.game.value); }

  function onGame() {
    const g = game();
    if (!g) return;
    form.players.replaceChildren(...Array.from({ length: g.max_players - g.min_players + 1 }, (_, i) => {
      const n = g.min_players + i;
      return el("option", { value: n, selected: n === Math.min(Math.max(g.min_players, 3), g.max_players) }, [String(n)]);
    }));
    optsBox.replaceChildren(...g.options.map((o) => {
      const choices = o.choices.length ? o.choices : typeof o.default === "boolean" ? [true, false] : [o.default];
      return el("label", { class: "option" }, [
        setTip(el("span", { class: "option-name" }, [`${o.label} `]), o.effect ? `${o.label}\n${o.effect}` : ""),
        el("select", { "data-option": o.name, "aria-label": o.label }, choices.map((c, i) => el("option", {
          value: JSON.stringify(c), selected: JSON.stringify(c) === JSON.stringify(o.default),
        }, [o.choices.length ? (o.choice_labels[i] ?? String(c)) : optionLabel(o, c)]))),
        o.effect ? el("small", { class: "muted option-effect" }, [" ", o.effect]) : "",
      ]);
    }));
    renderSeats();
  }

  function optionLabel(o, c) {
    if (typeof c === "boolean") return c ? t("yes") : t("no");
    return String(c);
  }

  function renderSeats() {
    const n = Number(form.players.value);
    seatsBox.replaceChildren(el("h3", {}, [t("lobby-seats")]), ...Array.from({ length: n }, (_, i) => el("div", { class: "seat-row" }, [
      el("span", { class: "seat-no" }, [t("lobby-seat", { n: i + 1 })]),
      el("select", { "data-seat": i, "aria-label": t("lobby-seat", { n: i + 1 }) }, [
        el("option", { value: "me", selected: i === 0 }, [t("lobby-seat-me")]),
        el("option", { value: "human" }, [t("lobby-seat-human")]),
        el("option", { value: "open" }, [t("lobby-seat-open")]),
        ...bots.levels.map((lv) => el("option", { value: "bot:" + lv.name, title: lv.about, selected: i > 0 && lv.name === bots.default }, [lv.label])),
      ]),
      el("input", { "data-name": i, placeholder: t("lobby-seat-name"), maxlength: 40 }),
    ])), bots.levels.length ? el("details", { class: "bot-levels" }, [
      el("summary", {}, [t("lobby-about-bots")]),
      el("ul", {}, bots.levels.map((lv) => el("li", { "data-level": lv.name }, [el("strong", {}, [lv.label]), " — ", lv.about]))),
    ]) : null);
  }

  async function create() {
    err.hidden = true;
    const g = game();
    const options = {};
    for (const sel of optsBox.querySelectorAll("select[data-option]")) options[sel.dataset.option] = JSON.parse(sel.value);
    const seats = [];
    let me = null;
    const signedIn = Boolean(account);
    for (const sel of seatsBox.querySelectorAll("select[data-seat]")) {
      const i = Number(sel.dataset.seat);
      const name = seatsBox.querySelector(`input[data-name="${i}"]`).value.trim() || (sel.value === "me" ? myName.get() || undefined : undefined);
      const v = sel.value;
      if (v === "me") { seats.push({ kind: "human", name, mine: signedIn && me === null ? true : undefined }); if (me === null) me = i; }
      else if (v === "human" || v === "open") seats.push({ kind: v, name: v === "human" ? name : undefined });
      else seats.push({ kind: "bot", bot: v.slice(4), name });
    }
    const body = { game: g.id, players: Number(form.players.value), options, seats };
    const headers = { "content-type": "application/json" };
    if (form.seed.value !== "") {
      body.seed = Number(form.seed.value);
      if (!form.admin_token.value.trim()) { fail(new Error(t("lobby-seed-needs-token"))); return; }
      headers.authorization = `Bearer ${form.admin_token.value.trim()}`;
    }
    if (form.clock.value !== "") body.clock = Number(form.clock.value);
    body.grace = Number(form.grace.value);
    body.spectator_chat = form.spectator_chat.checked;
    if (signedIn && form.turn_based.value) { body.turn_based = true; body.clock = Number(form.turn_based.value); }
    if (signedIn && form.rated.checked) body.rated = true;
    try {
      const res = await api("/api/tables", { method: "POST", headers, body: JSON.stringify(body) });
      for (const st of res.seats) if (st.token) tokens.put(res.table_id, st.seat, st.token);
      // your seat and no link to send: straight to the table; links to send: shown first
      const mine = res.seats.find((st) => st.seat === me && st.token);
      if (mine && !res.seats.some((st) => st.token && st.seat !== me)) { location.hash = `#/table/${res.table_id}?token=${encodeURIComponent(mine.token)}`; return; }
      showCreated(res, g, me);
      refresh();
    } catch (e) { fail(e); }
  }

  function showCreated(res, g, me) {
    created.hidden = false;
    const rows = res.seats.map((st) => el("li", {}, [
      t("lobby-created-seat", { n: st.seat + 1, kind: st.kind }), " ",
      st.token ? el("a", { class: "seat-link", "data-seat": st.seat, href: seatLink(res.table_id, st.token) }, [st.seat === me ? t("lobby-play-seat") : t("lobby-seat-link")]) : null,
      st.token ? el("input", { class: "share", readonly: true, value: seatLink(res.table_id, st.token), onclick: (e) => e.target.select() }) : null,
    ]));
    created.replaceChildren(
      el("h2", {}, [t("lobby-created", { game: g.title, table: res.table_id })]),
      el("p", {}, [t("lobby-created-links")]),
      el("ul", { class: "seat-links" }, rows),
      el("p", {}, [el("a", { href: seatLink(res.table_id), class: "watch" }, [t("lobby-watch-spectator")])]),
    );
  }

  async function claim(tableId, seat) {
    try {
      const token = await claimSeat(tableId, seat);
      location.hash = `#/table/${tableId}?token=${encodeURIComponent(token)}`;
    } catch (e) { fail(e); }
  }

  function tableRow(tb) {
    const g = games.find((x) => x.id === tb.game);
    const mine = tokens.get(tb.table_id);
    // each seat by the name the table page and the server's sentences use (names.js: "won by
    // Orange" is the bot at Orange's seat, listed as "Orange (a bot)")
    const nameOf = (st) => tableSeatName(tb, st.seat);
    const seats = tb.seats.map((st) => {
      const label = st.kind === "bot" ? t("lobby-seat-bot", { name: nameOf(st) }) : st.kind === "open" ? t("lobby-seat-open-named", { name: nameOf(st) }) : nameOf(st);
      const parts = [el("span", { class: "seat-tag " + (st.connected ? "on" : "off") }, [`${st.seat + 1}: ${label}`])];
      if (st.kind === "open" && tb.status === "open") parts.push(el("button", { type: "button", class: "small", onclick: () => claim(tb.table_id, st.seat) }, [t("lobby-take-seat")]));
      if (mine[st.seat]) parts.push(el("a", { class: "small", href: seatLink(tb.table_id, mine[st.seat]) }, [t("lobby-my-seat")]));
      return el("span", { class: "seat-cell" }, parts);
    });
    return el("tr", { "data-table": tb.table_id }, [
      el("td", {}, [g ? g.title : tb.game, tb.seeded ? " " : null, tb.seeded ? seededBadge(true, bots) : null, el("br"), el("small", { class: "muted" }, [t("lobby-table-id", { table: tb.table_id })])]),
      el("td", {}, [t("table-status", { status: tb.status }), tb.status === "playing" && tb.to_act && tb.to_act.length ? el("small", { class: "muted" }, [` (${t("lobby-to-act", { who: listWords(tb.to_act.map((q) => tableSeatName(tb, q))), n: tb.to_act.length })})`]) : null,
        tb.status === "finished" ? result(tb, g) : null]),
      el("td", {}, seats),
      el("td", {}, [el("a", { href: seatLink(tb.table_id), class: "watch" }, [tb.status === "finished" ? t("lobby-result-replay") : t("lobby-watch")])]),
    ]);
  }

  /** A finished table's result in words: who won, or for a cooperative game (Roméo &
   * Juliette: won or lost together) the shared fate and why the game ended. */
  function result(tb, g) {
    const out = tb.outcome || {};
    const details = out.details || {};
    const winners = tb.winners || [];
    if (g && g.cooperative) {
      const won = typeof details.won === "boolean" ? details.won : winners.length > 0;
      const why = typeof details.cause === "string" && details.cause ? `${t("colon")}${details.cause}` : "";
      return el("div", { class: "winners result " + (won ? "won" : "lost") }, [`${won ? t("lobby-won-together") : t("lobby-lost-together")}${why}`]);
    }
    if (winners.length) return el("div", { class: "winners" }, [t("lobby-won-by", { who: listWords(winners) })]);
    return null;
  }

  async function refresh() {
    try {
      const res = await api("/api/tables?limit=60");
      const groups = { open: [], playing: [], finished: [] };
      // private copies that earlier releases made to replay finished games (every seat named
      // "replay") are not listed; the server now serves replays itself
      const listed = res.tables.filter((tb) => !tb.seats.every((st) => st.name === "replay"));
      for (const tb of listed) (groups[tb.status] || (groups[tb.status] = [])).push(tb);
      // "your tables": every table this browser holds a seat token of (newest first, at most 12)
      const cfg = await accountsConfig();
      account = cfg.accounts ? await me(true) : null;
      form.querySelector(".account-options").hidden = !account;
      form.querySelector(".no-mail").hidden = Boolean(cfg.mail);
      const accountIds = account ? account.tables.map((t) => t.table_id) : [];
      const mineIds = [...new Set([...Object.keys(tokens.all()), ...accountIds])];
      const byId = new Map(listed.map((tb) => [tb.table_id, tb]));
      const missing = mineIds.filter((id) => !byId.has(id)).slice(-12);
      for (const tb of await Promise.all(missing.map((id) => api(`/api/tables/${id}`).catch(() => null)))) if (tb) byId.set(tb.table_id, tb);
      // the tables waiting for your move first
      const mySeats = (tb) => [...Object.keys(tokens.get(tb.table_id)).map(Number),
        ...(account ? account.tables.filter((t) => t.table_id === tb.table_id).map((t) => t.seat) : [])];
      const yourMove = (tb) => tb.status === "playing" && (tb.to_act || []).some((q) => mySeats(tb).includes(q));
      const mine = mineIds.map((id) => byId.get(id)).filter(Boolean)
        .sort((a, b) => (yourMove(b) - yourMove(a)) || (b.created_at - a.created_at)).slice(0, 12);
      mineBox.hidden = !mine.length;
      const moves = mine.filter(yourMove).length;
      mineBox.replaceChildren(el("h3", {}, [t("lobby-your-tables", { n: mine.length }), moves ? ` · ${t("lobby-your-move-at", { n: moves })}` : ""]),
        el("table", {}, [el("tbody", {}, mine.map((tb) => { const row = tableRow(tb); if (yourMove(tb)) row.classList.add("your-move"); return row; }))]));
      listBox.replaceChildren(...["open", "playing", "finished"].map((st) => el("div", { class: "table-group", "data-status": st }, [
        el("h3", {}, [t("lobby-group", { status: st }), ` · ${groups[st].length}`]),
        groups[st].length ? el("table", {}, [el("tbody", {}, groups[st].map(tableRow))]) : el("p", { class: "muted" }, [t("lobby-none")]),
      ])));
    } catch (e) { fail(e); }
  }

  (async () => {
    try {
      [games, bots] = await Promise.all([api("/api/games"), botLevels()]);
      renderGames();
      form.game.replaceChildren(...games.map((g) => el("option", { value: g.id }, [g.title])));
      onGame();
    } catch (e) { fail(e); }
    refresh();
    timer = setInterval(refresh, 5000);
  })();

  return { close() { clearInterval(timer); } };
}

