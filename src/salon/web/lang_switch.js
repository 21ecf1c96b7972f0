// The language switch: in the page's header (the lobby, the lessons, the accounts) and in a
// table's settings (the table's frame hides the header). Each language is named in its own
// words, German and French marked as a preview in theirs; a choice is remembered in this browser
// (messages.js) and the page opens again in it.
import { el, t } from "./ui.js";
import { language, LANGUAGES, rememberLanguage } from "./messages.js";

const NAMES = { en: "English", de: "Deutsch (Vorschau)", fr: "Français (aperçu)" };

/** A signed-in account keeps the choice too (its other devices, its mail); a guest's answer
 * (401) changes nothing. */
async function keepWithAccount(lang) {
  if (!LANGUAGES.includes(lang)) return;  // the pseudo-language is for tests only
  try {
    await fetch("/api/me/language", { method: "POST", headers: { "Content-Type": "application/json" },
                                      body: JSON.stringify({ language: lang }) });
  } catch (e) { /* offline: remembered in this browser all the same */ }
}

/** A <select> of the languages, the page's own chosen. */
export function languageSwitch() {
  const now = language();
  const codes = LANGUAGES.includes(now) ? LANGUAGES : [...LANGUAGES, now];  // (en-XA, for tests)
  const select = el("select", { class: "lang-switch", "aria-label": t("language-switch"), title: t("language-switch"), onchange: async () => {
    rememberLanguage(select.value);
    await keepWithAccount(select.value);
    // (a ?lang= in the page's URL would outrank the choice: it goes)
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    if (url.toString() === location.href) location.reload();
    else location.replace(url.toString());
  } }, codes.map((code) => el("option", { value: code, lang: code, selected: code === now }, [NAMES[code] || code])));
  return select;
}
