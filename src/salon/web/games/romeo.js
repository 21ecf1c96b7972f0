import { el } from "../ui.js";
export function renderRomeo(ctx) { return el("pre", { class: "raw" }, [JSON.stringify(ctx.view, null, 1)]); }
