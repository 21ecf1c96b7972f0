// salon's browser client: hash routes #/ (lobby), #/table/<id>?token=… (play or watch),
// #/learn/<game>[/<lesson>] (Learn mode: learn.js), #/account (sign in, your account),
// #/players/<name> (a player's page).
import { headerLink, seatTokenFor, showAccount, showPlayer } from "./account.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { showLesson, showLessons } from "./learn.js";
import { installTips, t } from "./ui.js";
import { chooseLanguage, loadMessages } from "./messages.js";
import { languageSwitch } from "./lang_switch.js";

// the client's words in the page's language before anything is drawn (messages.js)
await loadMessages(chooseLanguage());
installTips();
document.title = t("page-title");
{
  const header = document.querySelector("header.top");
  header.querySelector(".tag").textContent = t("header-tag");
  header.append(languageSwitch());
}

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
  const learn = path.match(/^\/learn\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/);  // Learn mode (learn.js)
  const player = path.match(/^\/players\/(.+)$/);
  if (m && !params.get("token")) {
    // a link without a token (a "your turn" mail): this device's seat of a signed-in player
    seatTokenFor(m[1]).then((token) => {
      if (token) location.hash = `#/table/${m[1]}?token=${encodeURIComponent(token)}`;
      else current = showTable(root, m[1], params);
    }).catch(() => { current = showTable(root, m[1], params); });
  } else if (m) current = showTable(root, m[1], params);
  else if (learn) current = learn[2] ? showLesson(root, learn[1], learn[2]) : showLessons(root, learn[1]);
  else if (path === "/account") current = showAccount(root);
  else if (player) current = showPlayer(root, decodeURIComponent(player[1]));
  else current = showLobby(root);
  headerLink(document.querySelector("header.top"));
}

window.addEventListener("hashchange", route);
route();
