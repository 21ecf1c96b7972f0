// How a seat is called, the same on every page (the table page, the lobby): the name the
// server's sentences use for it (`names`, sent with every table and state: its player's name,
// else the game's name for the seat), else worked out here from what the page holds (a
// player's name, else the game's name for the seat read from its view: Roxane's colour, Roméo
// or Juliette, else "Player n" as the server's own default).
import { t } from "./messages.js";

/** Seat q's name: `names` (the server's, for the table or the state) first; else the seat's
 * player's name (`seats`, as in <table>); else the game's name for the seat from `view`. */
export function seatName(view, q, seats, _game, names) {
  if (names && names[q]) return names[q];
  const st = seats && seats[q];
  if (st && st.name) return st.name;
  if (view && view.game === "romeo-juliette" && view.seats && view.seats[q]) return view.seats[q].lover;
  if (view && view.game === "roxane" && view.player && view.player[q]) return cap(view.player[q].colour);
  return t("seat-player", { n: Number(q) + 1 });
}

/** Seat q's name at a table of the lobby's listing (GET /api/tables: its `names`, `seats`). */
export function tableSeatName(tb, q) {
  return seatName(null, q, tb && tb.seats, tb && tb.game, tb && tb.names);
}

export function cap(x) { return x ? x[0].toUpperCase() + x.slice(1) : x; }
