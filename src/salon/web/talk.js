// Around the game at a table: the table talk (chat and seat events), the name a friend gives
// before sitting down, absent seats ("away for 3 min", hand the seat to the bot) and the
// rematch. Everything a person typed is put on the page as text, never as markup.
import { api, el, myName, SEAT_COLOURS, t } from "./ui.js";

export const CHAT_MAX = 300;

/** "3 min", "45 s", "2 h 5 min" */
export function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return t("time-short-h-min", { h: Math.floor(s / 3600), min: Math.floor((s % 3600) / 60) });
  if (s >= 60) return t("time-short-min", { min: Math.floor(s / 60) });
  return t("time-short-s", { s });
}

/** The table talk panel. `send(text)` sends a message; `who(seat)` names a seat. */
export function chatPanel({ send, who }) {
  let lines = [];
  let state = null;
  const list = el("ol", { class: "talk", "aria-live": "polite" });
  const input = el("input", { class: "talk-input", maxlength: CHAT_MAX, placeholder: t("talk-placeholder"), "aria-label": t("talk-message"), autocomplete: "off" });
  const form = el("form", { class: "talk-form", onsubmit: (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (send(text)) input.value = "";
  } }, [input, el("button", { type: "submit", class: "small" }, [t("talk-send")])]);
  const note = el("p", { class: "talk-note muted", hidden: true });
  const node = el("details", { class: "talk-box", open: true }, [el("summary", {}, [t("talk-heading")]), note, list, form]);

  function draw() {
    list.replaceChildren(...lines.map((m) => {
      if (m.kind === "system") return el("li", { class: "talk-system" }, [m.text]);
      const author = m.seat === null || m.seat === undefined ? t("talk-spectator") : who(m.seat);
      const colour = m.seat === null || m.seat === undefined ? "#888" : SEAT_COLOURS[m.seat % SEAT_COLOURS.length];
      return el("li", { class: "talk-line", style: `border-color:${colour}`, "data-seat": m.seat ?? "" }, [el("strong", {}, [author, ": "]), m.text]);
    }));
    list.hidden = !lines.length;
    list.scrollTop = list.scrollHeight;
  }

  return {
    node,
    /** A `chat` message from the server. */
    onChat(data) {
      lines = data.resync ? data.messages.slice() : lines.concat(data.messages);
      draw();
    },
    /** Every state message: whether this table allows talk, and the spectators' setting. */
    onState(msg, title) {
      const chat = msg.chat || { allowed: true, spectators: true };
      const before = state;
      state = chat;
      form.hidden = !chat.allowed;
      note.hidden = chat.allowed && (chat.spectators || msg.seat !== null);
      note.className = "talk-note muted" + (chat.allowed ? "" : " no-chat");
      note.textContent = !chat.allowed
        ? t("talk-no-chat", { game: title || t("talk-this-game") })
        : t("talk-no-spectators");
      if (!before) draw();
    },
  };
}

/** What a seat chip says about an absent human, and the button that hands the seat to the bot. */
export function absence(st, msg, handToBot) {
  if (!st.absent_since || msg.status === "finished") return [];
  const gone = Date.now() / 1000 - st.absent_since;
  const out = [el("span", { class: "away-for", "data-since": st.absent_since }, [` · ${t("talk-away-for", { time: duration(gone) })}`])];
  if (canHand(st, msg, gone)) {
    out.push(el("button", { type: "button", class: "small hand-to-bot", "data-seat": st.seat, title: t("talk-hand-to-bot-title"), onclick: () => handToBot(st.seat) }, [t("talk-hand-to-bot")]));
  }
  return out;
}

function canHand(st, msg, gone) {
  const me = msg.seat !== null && msg.seats[msg.seat];
  // (a rated table: only the server hands a seat over, after its own grace; seat/rated)
  return Boolean(me && me.kind === "human" && !me.away && st.seat !== msg.seat && msg.status === "playing" && !msg.rated
    && msg.grace > 0 && gone >= msg.grace);
}

/** Each second: the away times, and a full redraw of the seats when a hand-over button is due. */
export function absenceTick(seatsBar, msg, redraw) {
  if (!msg) return;
  const now = Date.now() / 1000;
  for (const n of seatsBar.querySelectorAll(".away-for")) n.textContent = ` · ${t("talk-away-for", { time: duration(now - Number(n.dataset.since)) })}`;
  const due = msg.seats.filter((st) => st.absent_since && canHand(st, msg, now - st.absent_since)).length;
  if (due !== seatsBar.querySelectorAll(".hand-to-bot").length) redraw();
}

/** The form a friend who opened an invite link fills before sitting down. */
export function nameForm({ tableId, seat, token, seatLabel, onDone, onError }) {
  const input = el("input", { name: "seatname", maxlength: 32, required: true, value: myName.get(), placeholder: t("lobby-name-placeholder"), "aria-label": t("lobby-name-placeholder") });
  const form = el("form", { class: "name-form panel", onsubmit: async (e) => {
    e.preventDefault();
    const name = input.value.trim();
    if (!name) { input.focus(); return; }
    try {
      await api(`/api/tables/${tableId}/seats/${seat}/name`, {
        method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      });
      myName.set(name);
      onDone();
    } catch (err) { onError(err); }
  } }, [
    el("h2", {}, [t("invite-welcome")]),
    el("p", {}, [t("invite-about", { seat: seatLabel })]),
    el("div", { class: "name-row" }, [input, el("button", { type: "submit", class: "primary", name: "sit" }, [t("invite-sit")])]),
    el("p", { class: "muted" }, [t("invite-note")]),
  ]);
  setTimeout(() => input.focus(), 0);
  return form;
}

/** The end screen's rematch: go to it, or ask for one (a seat's token is its seat there too). */
export function rematchButton({ msg, tableId, token, onError }) {
  const go = (id) => { location.hash = `#/table/${id}` + (token ? `?token=${encodeURIComponent(token)}` : ""); };
  if (msg.rematch) {
    return el("button", { type: "button", class: "primary rematch go", onclick: () => go(msg.rematch) }, [msg.seat === null ? t("rematch-watch") : t("rematch-go")]);
  }
  if (msg.seat === null || !token) return "";
  return el("button", { type: "button", class: "primary rematch", title: t("rematch-title"), onclick: async () => {
    try {
      const res = await api(`/api/tables/${tableId}/rematch`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
      go(res.table_id);
    } catch (err) { onError(err); }
  } }, [t("rematch")]);
}
