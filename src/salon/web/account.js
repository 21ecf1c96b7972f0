// Accounts in the browser: sign up, sign in (the seats this browser holds are put into the
// account), the own page (mail setting, sign out everywhere, your tables), public player
// pages (#/players/<name>), and the seat of a signed-in player opened from any device.
// Every text shown goes through el() (textContent): nothing a player typed is read as HTML.
import { api, el, tokens } from "./ui.js";

let mePromise = null;
let titlesPromise = null;

/** game id -> its title (GET /api/games): a player reads names, never ids. */
function gameTitles() {
  if (!titlesPromise) titlesPromise = api("/api/games").then((gs) => Object.fromEntries(gs.map((g) => [g.id, g.title]))).catch(() => ({}));
  return titlesPromise;
}

/** The signed-in account and its tables (GET /api/me), or null (guest, or no accounts). A
 * server without accounts is not asked; a guest's answer is 200 {signed_in: false}, not a 401
 * (?optional=true): a guest's console shows no error. */
export function me(fresh) {
  if (fresh || !mePromise) {
    mePromise = accountsConfig()
      .then((cfg) => (cfg.accounts ? api("/api/me?optional=true") : null))
      .then((who) => (who && who.signed_in !== false && who.account ? who : null))
      .catch(() => null);
  }
  return mePromise;
}

/** Whether this server has accounts (it needs mail) and says why not. */
let configPromise = null;
export function accountsConfig() {
  if (!configPromise) configPromise = api("/api/accounts/config").catch(() => ({ accounts: false, mail: false }));
  return configPromise;
}

/** The header's link: "Sign in" or the account's name. */
export async function headerLink(header) {
  let link = header.querySelector(".account-link");
  if (!link) {
    link = el("a", { class: "account-link", href: "#/account" }, [""]);
    header.append(link);
  }
  const [cfg, who] = await Promise.all([accountsConfig(), me()]);
  link.hidden = !cfg.accounts;
  link.textContent = who ? who.account.name : "Sign in";
}

/** The token of my seat at a table for this device, when signed in: the one this browser
 * keeps if it still works, else a new one from the server (the seat's old token stops
 * working). Null for a guest, or a table where the account holds no seat. */
export async function seatTokenFor(tableId) {
  const who = await me();
  const mine = who && who.tables.find((t) => t.table_id === tableId);
  if (!mine) return null;
  const kept = tokens.get(tableId)[mine.seat];
  if (kept) {
    try {
      await api(`/api/tables/${tableId}/state`, { headers: { authorization: `Bearer ${kept}` } });
      return kept;
    } catch (err) { /* replaced on another device: ask for a new one */ }
  }
  const res = await api(`/api/me/tables/${tableId}/seat-token`, { method: "POST" });
  tokens.put(tableId, res.seat, res.token);
  return res.token;
}

function field(label, attrs) {
  return el("label", { class: "field" }, [label, el("br"), el("input", attrs)]);
}

function message(box, text, isError) {
  box.hidden = false;
  box.className = isError ? "error" : "note";
  box.textContent = text;
}

export function showAccount(root) {
  const box = el("section", { class: "panel account" });
  root.append(box);
  (async () => {
    const [cfg, who] = await Promise.all([accountsConfig(), me(true)]);
    if (!cfg.accounts) {
      box.replaceChildren(el("h1", {}, ["Accounts"]), el("p", { class: "muted" }, [
        "This server has no accounts (it sends no mail: ", cfg.why || "no mail server", "). Play as a guest: your seats stay in this browser."]));
      return;
    }
    if (who) showMine(box, who);
    else showSignIn(box);
  })();
  return null;
}

function showSignIn(box) {
  const note = el("p", { role: "status", hidden: true });
  const signIn = el("form", { class: "sign-in", onsubmit: async (e) => {
    e.preventDefault();
    try {
      const claim = Object.values(tokens.all()).flatMap((seats) => Object.values(seats)).slice(0, 200);
      await api("/api/sessions", { method: "POST", body: JSON.stringify({ login: signIn.login.value, password: signIn.password.value, claim }) });
      const who = await me(true);
      headerLink(document.querySelector("header.top"));
      showMine(box, who);
    } catch (err) { message(note, err.message, true); }
  } }, [
    el("h2", {}, ["Sign in"]),
    field("Name or e-mail address", { name: "login", autocomplete: "username", required: true, maxlength: 320 }),
    field("Password", { name: "password", type: "password", autocomplete: "current-password", required: true, maxlength: 256 }),
    el("p", {}, [el("button", { class: "primary", name: "sign-in" }, ["Sign in"])]),
  ]);
  const signUp = el("form", { class: "sign-up", onsubmit: async (e) => {
    e.preventDefault();
    try {
      const res = await api("/api/accounts", { method: "POST", body: JSON.stringify({ name: signUp.name.value, email: signUp.email.value, password: signUp.password.value }) });
      message(note, res.message, false);
      signUp.reset();
    } catch (err) { message(note, err.message, true); }
  } }, [
    el("h2", {}, ["New account"]),
    el("p", { class: "muted" }, ["Optional: guests play as before. An account keeps your seats on every device, your games, your ratings, and mails you when a turn-based table waits for your move."]),
    field("Display name (2–32 characters)", { name: "name", required: true, minlength: 2, maxlength: 32, autocomplete: "nickname" }),
    field("E-mail address", { name: "email", type: "email", required: true, maxlength: 254, autocomplete: "email" }),
    field("Password (10 characters at least)", { name: "password", type: "password", required: true, minlength: 10, maxlength: 256, autocomplete: "new-password" }),
    el("p", {}, [el("button", { name: "sign-up" }, ["Create the account"])]),
  ]);
  const reset = el("form", { class: "reset", onsubmit: async (e) => {
    e.preventDefault();
    try {
      const res = await api("/api/accounts/reset-request", { method: "POST", body: JSON.stringify({ email: reset.email.value }) });
      message(note, res.message, false);
    } catch (err) { message(note, err.message, true); }
  } }, [
    el("details", {}, [el("summary", {}, ["Forgot your password?"]),
      field("E-mail address", { name: "email", type: "email", required: true, maxlength: 254 }),
      el("p", {}, [el("button", {}, ["Mail me a link"])])]),
  ]);
  box.replaceChildren(el("h1", {}, ["Your account"]), note, el("div", { class: "account-forms" }, [signIn, signUp]), reset);
}

function tableLine(t, box, titles) {
  const play = el("button", { type: "button", class: "small", onclick: async () => {
    const token = await seatTokenFor(t.table_id) || (tokens.get(t.table_id)[t.seat]);
    location.hash = `#/table/${t.table_id}` + (token ? `?token=${encodeURIComponent(token)}` : "");
  } }, [t.your_move ? "your move: play" : "open"]);
  const leave = el("button", { type: "button", class: "small", onclick: async () => {
    await api(`/api/me/tables/${t.table_id}/leave`, { method: "POST" });
    showMine(box, await me(true));
  } }, ["leave (a bot plays)"]);
  return el("li", { "data-table": t.table_id, class: t.your_move ? "your-move" : "" }, [
    `${titles[t.game] || t.game} · seat ${t.seat + 1} · ${{ open: "waiting for players", playing: "playing" }[t.status] || t.status}${t.turn_based ? " · turn-based" : ""}${t.rated ? " · rated" : ""}${t.away ? " · left" : ""} `,
    play, " ", t.away ? "" : leave,
  ]);
}

async function showMine(box, who) {
  const a = who.account;
  const titles = await gameTitles();
  const mail = el("input", { type: "checkbox", name: "mail_turns", checked: a.mail_turns, onchange: async () => {
    await api("/api/me/mail", { method: "POST", body: JSON.stringify({ turns: mail.checked }) });
  } });
  box.replaceChildren(
    el("h1", {}, [a.name]),
    el("p", {}, [el("a", { href: `#/players/${encodeURIComponent(a.name)}`, class: "profile-link" }, ["Your public page: games, ratings"])]),
    el("label", {}, [mail, " mail me when a turn-based table waits for my move (", a.email, ")"]),
    el("h2", {}, ["Your tables"]),
    who.tables.length ? el("ul", { class: "my-tables" }, who.tables.map((t) => tableLine(t, box, titles))) : el("p", { class: "muted" }, ["none open"]),
    el("p", {}, [
      el("button", { type: "button", name: "sign-out", onclick: async () => { await api("/api/sessions/sign-out", { method: "POST" }); await me(true); headerLink(document.querySelector("header.top")); showSignIn(box); } }, ["Sign out"]), " ",
      el("button", { type: "button", name: "sign-out-everywhere", onclick: async () => { await api("/api/sessions/sign-out-everywhere", { method: "POST" }); await me(true); headerLink(document.querySelector("header.top")); showSignIn(box); } }, ["Sign out everywhere"]),
    ]),
  );
}

function when(ts) {
  return ts ? new Date(ts * 1000).toLocaleDateString() : "";
}

export function showPlayer(root, name) {
  const box = el("section", { class: "panel player" });
  root.append(box);
  (async () => {
    try {
      const [p, titles] = await Promise.all([api(`/api/players/${encodeURIComponent(name)}`), gameTitles()]);
      const title = (id) => titles[id] || id;
      box.replaceChildren(
        el("h1", {}, [p.name]),
        el("p", { class: "muted" }, [`playing since ${when(p.since)}`]),
        el("h2", {}, ["Ratings"]),
        p.ratings.length ? el("table", { class: "ratings" }, [el("tbody", {}, p.ratings.map((r) => el("tr", {}, [
          el("td", {}, [title(r.game)]), el("td", {}, [String(r.rating)]), el("td", { class: "muted" }, [`${r.games} rated games`]),
        ])))]) : el("p", { class: "muted" }, ["no rated game yet"]),
        el("h2", {}, ["Waiting for their move"]),
        p.your_move.length ? el("ul", {}, p.your_move.map((t) => el("li", {}, [el("a", { href: `#/table/${t.table_id}` }, [`${title(t.game)} · table ${t.table_id}`])]))) : el("p", { class: "muted" }, ["none"]),
        el("h2", {}, ["Games"]),
        p.games.length ? el("table", { class: "history" }, [el("tbody", {}, p.games.map((g) => el("tr", { "data-table": g.table_id }, [
          el("td", {}, [title(g.game)]), el("td", {}, [when(g.finished_at)]), el("td", {}, [`${g.players} players, seat ${g.seat + 1}`]),
          el("td", {}, [g.won ? "won" : "lost", g.left ? " (left)" : "", g.rating_change !== undefined ? ` · ${g.rating_change > 0 ? "+" : ""}${g.rating_change}` : ""]),
          el("td", {}, [el("a", { href: `#/table/${g.table_id}` }, ["replay"])]),
        ])))]) : el("p", { class: "muted" }, ["no finished game yet"]),
        p.cooperative.length ? el("h2", {}, ["Cooperative games"]) : "",
        p.cooperative.length ? el("ul", {}, p.cooperative.map((c) => el("li", {}, [`${title(c.game)}, chapter ${c.chapter}: ${c.won ? "won" : "lost"} together (${when(c.at)})`]))) : "",
      );
    } catch (err) {
      box.replaceChildren(el("h1", {}, ["Player"]), el("p", { class: "error" }, [err.message]));
    }
  })();
  return null;
}
