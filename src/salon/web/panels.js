// The player panels over the board, one per seat as at any online table: name and colour, who
// is to act, connected or away, the game's public progress in words (charm points, roses and
// letters, points, missives), the cards in hand as a count, and the clock of the seat to act.
// Drawn from the seat's view alone: nothing hidden is told (a count, never a card). The words
// are the game's (its words file): a counter is named as the rulebook names it.
import { el, t } from "./ui.js";
import { icon } from "./icons.js";

const n = (x) => (typeof x === "number" ? x : 0);

/** A counter in words: "Charm points 3", "Roses 2/3". */
const item = (label, value, cls) => ({ label, value: String(value), cls: cls || "" });

/** One seat's public progress in the game's words (each a label and a value). */
export function progress(view, q, ww) {
  const w = (kind, id) => ww.w(kind, id);
  if (!view) return [];
  if (view.game === "rose-ceremony") {
    return [
      item(w("category", "charm_points"), n(view.hearts && view.hearts[q]), "score"),
      item(w("category", "bouquet_roses"), n(view.bouquet_roses && view.bouquet_roses[q])),
      item(w("category", "bouquet_thorns"), n(view.bouquet_thorns && view.bouquet_thorns[q])),
      item(w("zone", "hand"), n(view.hand_sizes && view.hand_sizes[q]), "hand"),
    ];
  }
  if (view.game === "roxane") {
    const pl = (view.player || [])[q];
    if (!pl) return [];
    const held = pl.hand ? pl.hand.length : (pl.hand_types || []).length;
    const plural = (key) => (ww.entry("resource", key) || {}).plural || w("resource", key);
    return [
      item(plural("rose"), `${n(pl.roses)}/${n(pl.spaces && pl.spaces.rose)}`, "score"),
      item(plural("letter"), `${n(pl.letters)}/${n(pl.spaces && pl.spaces.letter)}`, "score"),
      item(w("category", "passion"), n(pl.passion)),
      item(w("category", "kiss_markers"), n(pl.kisses)),
      item(w("component", "hand"), held, "hand"),
    ];
  }
  if (view.game === "aqua-mirabilis") {
    const ps = (view.players_state || []).find((p) => p.seat === q);
    if (!ps) return [];
    return [
      item(t("panel-points"), n(ps.score), "score"),
      item(w("piece", "sundial"), n(ps.action_points)),
      item(w("piece", "originality"), n(ps.originality)),
    ];
  }
  if (view.game === "romeo-juliette") {
    const st = (view.seats || [])[q];
    if (!st) return [];
    const hs = st.hand_sizes || [0, 0];
    return [
      item(w("track", "love"), n(view.love), "score"),
      item(w("track", "hate"), n(view.hate)),
      item(w("score", "missives"), n(st.missives)),
      item(t("panel-cards-in-hand"), n(hs[0]) + n(hs[1]), "hand"),
    ];
  }
  return [];
}

/** The clock's words for the seat to act: "1 min 20 s" (a turn-based table's days: "2 d 5 h"). */
export function clockWords(deadline) {
  const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
  if (left >= 86400) return t("time-short-d-h", { d: Math.floor(left / 86400), h: Math.floor((left % 86400) / 3600) });
  if (left >= 3600) return t("time-short-h-min", { h: Math.floor(left / 3600), min: Math.floor((left % 3600) / 60) });
  if (left >= 60) return t("time-short-min-s", { min: Math.floor(left / 60), s: left % 60 });
  return t("time-short-s", { s: left });
}

/** The panel's progress line and, for the seat to act on a clocked table, its clock. */
export function panelStats(msg, q, ww) {
  const items = progress(msg.view, q, ww).filter((x) => x.label && x.label !== "?");
  const acting = (msg.to_act || []).includes(q);
  return el("span", { class: "panel-stats" }, [
    ...items.map((x) => el("span", { class: `stat ${x.cls}`.trim(), title: x.label }, [el("span", { class: "stat-label" }, [x.label]), " ", el("b", {}, [x.value])])),
    acting && msg.deadline ? el("span", { class: "stat clock-chip", "data-deadline": msg.deadline, title: t("panel-clock-title") }, [icon("clock"), " ", el("span", { class: "clock-words" }, [clockWords(msg.deadline)])]) : "",
  ]);
}
