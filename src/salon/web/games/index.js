// One renderer per game: (ctx) => an element drawn from ctx.view (the seat's view) alone.
import { renderRose } from "./rose.js";
import { renderRoxane } from "./roxane.js";
import { renderAqua } from "./aqua.js";
import { renderRomeo } from "./romeo.js";

export const renderers = {
  "rose-ceremony": renderRose,
  "roxane": renderRoxane,
  "aqua-mirabilis": renderAqua,
  "romeo-juliette": renderRomeo,
};

/** How a seat is called at this table: its player's name, or the game's name for the seat. */
export function seatName(view, q, seats, _game) {
  const st = seats && seats[q];
  let base = `Seat ${q}`;
  if (view && view.game === "romeo-juliette" && view.seats && view.seats[q]) base = view.seats[q].lover;
  else if (view && view.game === "roxane" && view.player && view.player[q]) base = cap(view.player[q].colour);
  if (st && st.name) return `${st.name} (${base})`;
  return base;
}

export function cap(x) { return x ? x[0].toUpperCase() + x.slice(1) : x; }
