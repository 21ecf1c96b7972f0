// The Analysis tab of a finished table: each seat's estimated win chance at every decision
// (a graph: a click on it takes the replay to that step), the turning points in words (each one
// takes the replay to the position before the move, seen by its player, the better move drawn
// on the board). The server computes the analysis once, after the game (POST, then progress by
// GET /api/tables/{id}/analysis); it is never offered while the game is playing.
import { api, el, s, SEAT_COLOURS, t } from "./ui.js";
import { portrait } from "./board.js";

const LEVELS = ["quick", "normal"];
const pct = (x) => `${Math.round(100 * x)}%`;
/** A figure's 95% interval, value ± 1.96 standard errors clipped to 0–100% (its `se` was found
 * close to the spread of replicate analyses: docs/analysis.md, Precision per CPU-second). */
const Z95 = 1.96;
const interval = (value, se) => [Math.max(0, value - Z95 * (se || 0)), Math.min(1, value + Z95 * (se || 0))];
/** A figure with its interval in words: "62% (45–79%)". */
const withInterval = (value, se) => {
  const [low, high] = interval(value, se);
  return t("analysis-interval", { value: pct(value), low: String(Math.round(100 * low)), high: pct(high) });
};

/**
 * The panel. `names(q)`: a seat's name; `replayTo(step, seat, mark)`: show the replay at `step`
 * as seat `seat` saw it, `mark` ({best, label, text}) the better move to draw there, or null.
 */
export function analysisPanel({ tableId, names, replayTo, onError }) {
  const status = el("p", { class: "muted", "aria-live": "polite" }, [t("analysis-about")]);
  const body = el("div", { class: "analysis-body" });
  const level = el("select", { "aria-label": t("analysis-level") }, LEVELS.map((v) => el("option", { value: v }, [t(`analysis-level-${v}`)])));
  let polling = null;
  let stopped = false;

  const show = (a) => {
    status.textContent = t(a.cooperative ? "analysis-shown-cooperative" : "analysis-shown", { n: a.level.iterations, policy: a.policy });
    // (where the drawer is wide, a laptop's: the graph beside the turning points, style.css)
    body.replaceChildren(el("div", { class: "analysis-left" }, [analysisGraph(a, names, replayTo)]),
      el("div", { class: "analysis-right" }, [turningPoints(a, names, replayTo), summary(a, names)]));
  };

  const poll = async (first) => {
    if (stopped) return;
    try {
      const r = first
        ? await api(`/api/tables/${tableId}/analysis?level=${level.value}`, { method: "POST" })
        : await api(`/api/tables/${tableId}/analysis?level=${level.value}`);
      if (r.status === "done") { show(r.analysis); return; }
      if (r.status === "failed") { status.textContent = t("analysis-failed", { why: r.error }); return; }
      if (r.status === "none") { status.textContent = t("analysis-not-yet"); return; }
      status.textContent = r.total ? t("analysis-progress", { n: r.done, total: r.total }) : t("analysis-waiting");
      polling = setTimeout(() => poll(false), 1500);
    } catch (e) {
      status.textContent = e.code === "analysis/busy" ? t("analysis-busy")
        : e.code === "limit/analyses" ? t("analysis-limit") : e.message;
      if (onError && !["analysis/busy", "limit/analyses"].includes(e.code)) onError(e);
    }
  };

  const start = () => { clearTimeout(polling); body.replaceChildren(); poll(true); };
  // (its heading is the drawer's: it opens in one, titled "Analysis")
  const panel = el("section", { class: "analysis", "aria-label": t("analysis-drawer") }, [
    el("div", { class: "analysis-top" }, [
      el("div", { class: "analysis-controls" }, [level, " ", el("button", { type: "button", class: "small", onclick: start }, [t("analysis-start")])]),
      status]),
    body,
  ]);
  // an analysis already stored shows at once
  api(`/api/tables/${tableId}/analysis?level=${level.value}`).then((r) => {
    if (r.status === "done") show(r.analysis);
    else if (r.status === "queued" || r.status === "running") poll(false);
  }).catch(() => {});
  panel.stop = () => { stopped = true; clearTimeout(polling); };
  return panel;
}

/**
 * The win-chance graph: the lines and points in an SVG that scales to the column's width, its
 * axis labels in HTML beside and under it (polish.css, .analysis-plot) so that they keep the
 * page's text size on any screen (drawn in the SVG, they shrank with it: 5 px on a phone).
 */
export function analysisGraph(a, names, replayTo) {
  // (taller on a phone held upright: drawn 300-odd px wide there, its lines would be squeezed
  // into 100 px)
  const W = 640, H = portrait() && window.innerHeight > window.innerWidth ? 320 : 200, L = 6, R = 6, T = 8, B = 8;
  const steps = Math.max(1, a.steps);
  const x = (k) => L + ((W - L - R) * k) / steps;
  const y = (v) => T + (H - T - B) * (1 - v);
  const parts = [];
  const ticks = [];
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" }));
    // its label level with its line: at the same fraction of the graph's height
    ticks.push(el("span", { class: "analysis-tick", style: { top: `${((100 * y(v)) / H).toFixed(2)}%` } }, [pct(v)]));
  }
  const seats = a.seats.map((q) => q.seat).filter((seat) => a.decisions.some((d) => d.seat === seat));
  // each seat's 95% band first, light, so that every line and point is drawn over every band
  for (const seat of seats) {
    const mine = a.decisions.filter((d) => d.seat === seat);
    const spans = mine.map((d) => interval(d.value, d.se));
    // (a seat with one decision: a narrow bar, not a band of no width)
    const dx = mine.length === 1 ? 2 : 0;
    const upper = mine.map((d, i) => `${x(d.step) - dx},${y(spans[i][1])}`).concat(dx ? [`${x(mine[0].step) + dx},${y(spans[0][1])}`] : []);
    const lower = mine.map((d, i) => `${x(d.step) + dx},${y(spans[i][0])}`).reverse().concat(dx ? [`${x(mine[0].step) - dx},${y(spans[0][0])}`] : []);
    parts.push(s("polygon", { points: upper.concat(lower).join(" "), fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], class: "band", "data-seat": seat }));
  }
  for (const seat of seats) {
    const mine = a.decisions.filter((d) => d.seat === seat);
    const colour = SEAT_COLOURS[seat % SEAT_COLOURS.length];
    // (each seat's line its own dash too: the colour is never the only way to tell them apart)
    parts.push(s("polyline", { points: mine.map((d) => `${x(d.step)},${y(d.value)}`).join(" "), fill: "none", stroke: colour, "stroke-width": 2, "stroke-dasharray": DASHES[seat % DASHES.length] }));
    for (const d of mine) {
      const said = t("analysis-point", { n: d.step, who: names(seat), value: withInterval(d.value, d.se) });
      const dot = s("circle", { cx: x(d.step), cy: y(d.value), r: d.mark ? 5 : 2.5, fill: d.mark === "blunder" ? "#b00020" : d.mark ? "#e0a000" : colour, class: "point", tabindex: 0, role: "button",
        "aria-label": said }, [s("title", {}, [said])]);
      const go = () => replayTo(d.step, seat, null);
      dot.addEventListener("click", go);
      dot.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
      parts.push(dot);
    }
  }
  const picture = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "analysis-graph", role: "group", "aria-label": t("analysis-graph") }, parts);
  // a click anywhere on the graph takes the replay to the nearest step
  picture.addEventListener("click", (e) => {
    if (e.target.classList && e.target.classList.contains("point")) return;
    const box = picture.getBoundingClientRect();
    const k = Math.round(((e.clientX - box.left) / box.width * W - L) / (W - L - R) * steps);
    replayTo(Math.max(0, Math.min(steps, k)), null, null);
  });
  const plot = el("div", { class: "analysis-plot" }, [
    el("div", { class: "analysis-y", "aria-hidden": "true" }, ticks),
    picture,
    el("div", { class: "analysis-x" }, [t("analysis-x", { total: a.steps })]),
  ]);
  // each seat's swatch: its band behind its line, as drawn in the graph
  const legend = el("div", { class: "analysis-legend" }, a.seats.map((x) => el("span", {}, [
    s("svg", { class: "swatch-line", viewBox: "0 0 28 12", width: 28, height: 12, "aria-hidden": "true" }, [
      s("rect", { x: 0, y: 0, width: 28, height: 12, fill: SEAT_COLOURS[x.seat % SEAT_COLOURS.length], class: "band" }),
      s("line", { x1: 0, y1: 6, x2: 28, y2: 6, stroke: SEAT_COLOURS[x.seat % SEAT_COLOURS.length], "stroke-width": 3, "stroke-dasharray": DASHES[x.seat % DASHES.length] })]),
    " ", names(x.seat)])));
  const iterations = a.level && a.level.iterations;
  const note = el("p", { class: "analysis-band-note" }, [t("analysis-band", { n: iterations || "?" })]);
  return el("div", {}, [plot, legend, note]);
}

/** Words whose intervals ("(45–79%)") are never broken at their dash: a word joiner after it. */
const unbroken = (text) => text.replace(/–/g, "–\u2060");

/** Each seat's line pattern in the graph and its legend (solid, dashes, dots, …). */
const DASHES = ["", "8 4", "2 3", "10 3 2 3", "5 5", "1 6"];

function turningPoints(a, names, replayTo) {
  const marked = a.decisions.filter((d) => d.mark);
  if (!marked.length) return el("p", {}, [t("analysis-no-turning-point")]);
  return el("div", {}, [
    el("h4", {}, [t("analysis-turning-points")]),
    el("ol", { class: "turning-points" }, marked.map((d) => {
      const said = (d.said && d.said[0]) || d.played;
      const text = unbroken(t("analysis-turning-point", { n: d.step, said: said.replace(/\.$/, ""), value: withInterval(d.value, d.se), best: `${d.best_label.charAt(0).toLowerCase()}${d.best_label.slice(1)}`, best_value: withInterval(d.best_value, d.best_se) }));
      return el("li", { class: d.mark }, [
        el("button", { type: "button", class: "link", title: t("analysis-show-position"),
          onclick: () => replayTo(d.step - 1, d.seat, { best: d.best, label: d.best_label, text: t("analysis-could-have", { who: names(d.seat), best: d.best_label, best_value: pct(d.best_value), value: pct(d.value) }) }) }, [text]),
        " ", el("span", { class: "badge " + d.mark }, [t("analysis-mark", { mark: d.mark, n: Math.round(100 * d.loss) })]),
      ]);
    })),
  ]);
}

/**
 * Each seat's figures: a table where its words fit the column's width; where they do not (a
 * phone, a longer language), each seat on lines of its own, every figure named beside it
 * (measured, not guessed: the table's words are never broken inside a word).
 */
function summary(a, names) {
  const cols = ["decisions", "mistakes", "blunders", "average-loss"];
  const figures = (x) => [String(x.decisions), String(x.mistakes), String(x.blunders), t("analysis-points", { n: Number((100 * x.average_loss).toFixed(1)) })];
  const table = el("table", { class: "score analysis-summary" }, [
    el("thead", {}, [el("tr", {}, [el("th", {}, [t("analysis-col-player")]), ...cols.map((h) => el("th", { class: "num" }, [t(`analysis-col-${h}`)]))])]),
    el("tbody", {}, a.seats.map((x) => el("tr", {}, [el("th", {}, [names(x.seat)]), ...figures(x).map((v) => el("td", { class: "num" }, [v]))]))),
  ]);
  const list = el("ul", { class: "analysis-seats" }, a.seats.map((x) => el("li", {}, [
    el("strong", { class: "analysis-seat-name" }, [names(x.seat)]),
    ...figures(x).map((v, i) => el("span", { class: "analysis-figure" }, [t(`analysis-col-${cols[i]}`), " ", el("b", {}, [v])])),
  ])));
  const box = el("div", { class: "analysis-seats-box" }, [table, list]);
  let width = null;
  const fit = () => {
    if (!box.isConnected || box.clientWidth === width) return;
    width = box.clientWidth;
    box.classList.remove("stacked");
    if (!width) return;
    const over = (n) => n.scrollWidth > n.clientWidth + 0.5;
    if (table.getBoundingClientRect().width > box.getBoundingClientRect().width + 0.5 || [...table.querySelectorAll("th, td")].some(over)) box.classList.add("stacked");
  };
  if (typeof ResizeObserver === "function") new ResizeObserver(fit).observe(box);
  return box;
}
