// Accounts in the browser: sign up, sign in (the seats this browser holds are put into the
// account), the own page (mail setting, sign out everywhere, your tables), public player
// pages (#/players/<name>), and the seat of a signed-in player opened from any device.
// Every text shown goes through el() (textContent): nothing a player typed is read as HTML.
import { api, el, language, t, tokens } from "./ui.js";
import { rememberLanguage, rememberedLanguage } from "./messages.js";

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
      .then((who) => { followAccountLanguage(who); return who; })
      .catch(() => null);
  }
  return mePromise;
}

/** A browser that chose no language of its own reads in the language the account chose (on
 * another device): remembered here, and the page opens again in it. */
function followAccountLanguage(who) {
  const chosen = who && who.account && who.account.language;
  if (!chosen || rememberedLanguage() || chosen === language()) return;
  if (new URLSearchParams(location.search).get("lang")) return;  // a page asked for in a language
  rememberLanguage(chosen);
  location.reload();
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
  link.textContent = who ? who.account.name : t("account-sign-in");
}

/** The token of my seat at a table for this device, when signed in: the one this browser
 * keeps if it still works, else a new one from the server (the seat's old token stops
 * working). Null for a guest, or a table where the account holds no seat. */
export async function seatTokenFor(tableId) {
  const who = await me();
  const mine = who && who.tables.find((x) => x.table_id === tableId);
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
      box.replaceChildren(el("h1", {}, [t("account-accounts")]), el("p", { class: "muted" }, [
        t("account-none", { why: cfg.why || t("account-no-mail-server") })]));
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
    el("h2", {}, [t("account-sign-in")]),
    field(t("account-login"), { name: "login", autocomplete: "username", required: true, maxlength: 320 }),
    field(t("account-password"), { name: "password", type: "password", autocomplete: "current-password", required: true, maxlength: 256 }),
    el("p", {}, [el("button", { class: "primary", name: "sign-in" }, [t("account-sign-in")])]),
  ]);
  const signUp = el("form", { class: "sign-up", onsubmit: async (e) => {
    e.preventDefault();
    try {
      const res = await api("/api/accounts", { method: "POST", body: JSON.stringify({ name: signUp.name.value, email: signUp.email.value, password: signUp.password.value }) });
      message(note, res.message, false);
      signUp.reset();
    } catch (err) { message(note, err.message, true); }
  } }, [
    el("h2", {}, [t("account-new")]),
    el("p", { class: "muted" }, [t("account-new-about")]),
    field(t("account-display-name"), { name: "name", required: true, minlength: 2, maxlength: 32, autocomplete: "nickname" }),
    field(t("account-email"), { name: "email", type: "email", required: true, maxlength: 254, autocomplete: "email" }),
    field(t("account-new-password"), { name: "password", type: "password", required: true, minlength: 10, maxlength: 256, autocomplete: "new-password" }),
    el("p", {}, [el("button", { name: "sign-up" }, [t("account-create")])]),
  ]);
  const reset = el("form", { class: "reset", onsubmit: async (e) => {
    e.preventDefault();
    try {
      const res = await api("/api/accounts/reset-request", { method: "POST", body: JSON.stringify({ email: reset.email.value }) });
      message(note, res.message, false);
    } catch (err) { message(note, err.message, true); }
  } }, [
    el("details", {}, [el("summary", {}, [t("account-forgot")]),
      field(t("account-email"), { name: "email", type: "email", required: true, maxlength: 254 }),
      el("p", {}, [el("button", {}, [t("account-mail-link")])])]),
  ]);
  box.replaceChildren(el("h1", {}, [t("account-yours")]), note, el("div", { class: "account-forms" }, [signIn, signUp]), reset);
}

function tableLine(row, box, titles) {
  const play = el("button", { type: "button", class: "small", onclick: async () => {
    const token = await seatTokenFor(row.table_id) || (tokens.get(row.table_id)[row.seat]);
    location.hash = `#/table/${row.table_id}` + (token ? `?token=${encodeURIComponent(token)}` : "");
  } }, [row.your_move ? t("account-your-move-play") : t("account-open")]);
  const leave = el("button", { type: "button", class: "small", onclick: async () => {
    await api(`/api/me/tables/${row.table_id}/leave`, { method: "POST" });
    showMine(box, await me(true));
  } }, [t("account-leave")]);
  return el("li", { "data-table": row.table_id, class: row.your_move ? "your-move" : "" }, [
    `${titles[row.game] || row.game} · ${t("lobby-seat", { n: row.seat + 1 })} · ${t("table-status", { status: row.status })}${row.turn_based ? ` · ${t("account-turn-based")}` : ""}${row.rated ? ` · ${t("account-rated")}` : ""}${row.away ? ` · ${t("account-left")}` : ""} `,
    play, " ", row.away ? "" : leave,
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
    el("p", {}, [el("a", { href: `#/players/${encodeURIComponent(a.name)}`, class: "profile-link" }, [t("account-public-page")])]),
    el("label", {}, [mail, " ", t("account-mail-turns", { email: a.email })]),
    el("h2", {}, [t("account-your-tables")]),
    who.tables.length ? el("ul", { class: "my-tables" }, who.tables.map((x) => tableLine(x, box, titles))) : el("p", { class: "muted" }, [t("account-none-open")]),
    el("p", {}, [
      el("button", { type: "button", name: "sign-out", onclick: async () => { await api("/api/sessions/sign-out", { method: "POST" }); await me(true); headerLink(document.querySelector("header.top")); showSignIn(box); } }, [t("account-sign-out")]), " ",
      el("button", { type: "button", name: "sign-out-everywhere", onclick: async () => { await api("/api/sessions/sign-out-everywhere", { method: "POST" }); await me(true); headerLink(document.querySelector("header.top")); showSignIn(box); } }, [t("account-sign-out-everywhere")]),
    ]),
  );
}

function when(ts) {
  return ts ? new Date(ts * 1000).toLocaleDateString(language() === "en-XA" ? "en" : language()) : "";
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
        el("p", { class: "muted" }, [t("player-since", { date: when(p.since) })]),
        el("h2", {}, [t("player-ratings")]),
        p.ratings.length ? el("table", { class: "ratings" }, [el("tbody", {}, p.ratings.map((r) => el("tr", {}, [
          el("td", {}, [title(r.game)]), el("td", {}, [String(r.rating)]), el("td", { class: "muted" }, [t("player-rated-games", { n: r.games })]),
        ])))]) : el("p", { class: "muted" }, [t("player-no-rated")]),
        el("h2", {}, [t("player-waiting")]),
        p.your_move.length ? el("ul", {}, p.your_move.map((x) => el("li", {}, [el("a", { href: `#/table/${x.table_id}` }, [`${title(x.game)} · ${t("lobby-table-id", { table: x.table_id })}`])]))) : el("p", { class: "muted" }, [t("lobby-none")]),
        el("h2", {}, [t("player-games")]),
        p.games.length ? el("table", { class: "history" }, [el("tbody", {}, p.games.map((g) => el("tr", { "data-table": g.table_id }, [
          el("td", {}, [title(g.game)]), el("td", {}, [when(g.finished_at)]), el("td", {}, [t("player-game-seat", { n: g.players, seat: g.seat + 1 })]),
          el("td", {}, [g.won ? t("player-won") : t("player-lost"), g.left ? ` (${t("account-left")})` : "", g.rating_change !== undefined ? ` · ${g.rating_change > 0 ? "+" : ""}${g.rating_change}` : ""]),
          el("td", {}, [el("a", { href: `#/table/${g.table_id}` }, [t("player-replay")])]),
        ])))]) : el("p", { class: "muted" }, [t("player-no-games")]),
        p.cooperative.length ? el("h2", {}, [t("player-cooperative")]) : "",
        p.cooperative.length ? el("ul", {}, p.cooperative.map((c) => el("li", {}, [t("player-chapter", { game: title(c.game), chapter: c.chapter, won: c.won ? "won" : "lost", date: when(c.at) })]))) : "",
      );
    } catch (err) {
      box.replaceChildren(el("h1", {}, [t("player-heading")]), el("p", { class: "error" }, [err.message]));
    }
  })();
  return null;
}
