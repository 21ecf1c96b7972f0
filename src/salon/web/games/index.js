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

// How a seat is called (its player's name, or the game's name for the seat): one function for
// the table page and the lobby (names.js).
export { cap, seatName } from "../names.js";
