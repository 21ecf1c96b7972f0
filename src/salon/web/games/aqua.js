import { el } from "../ui.js";
export function renderAqua(ctx) { return el("pre", { class: "raw" }, [JSON.stringify(ctx.view, null, 1)]); }
