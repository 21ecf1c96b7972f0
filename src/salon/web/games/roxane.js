import { el } from "../ui.js";
export function renderRoxane(ctx) { return el("pre", { class: "raw" }, [JSON.stringify(ctx.view, null, 1)]); }
