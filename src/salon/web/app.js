// salon's browser client: hash routes #/ (lobby), #/table/<id>?token=… (play or watch).
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { installTips } from "./ui.js";

installTips();

let current = null;

function route() {
  if (current && current.close) current.close();
  current = null;
  const root = document.getElementById("app");
  root.replaceChildren();
  const hash = location.hash.replace(/^#/, "") || "/";
  const [path, query] = hash.split("?");
  const params = new URLSearchParams(query || "");
  const m = path.match(/^\/table\/([A-Za-z0-9_-]+)$/);
  if (m) current = showTable(root, m[1], params);
  else current = showLobby(root);
}

window.addEventListener("hashchange", route);
route();
