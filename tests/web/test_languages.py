"""The browser client's own words in English, German and French (issue 55).

- The message files (web/messages/<lang>.ftl) are complete: every id of en.ftl is in de.ftl and
  fr.ftl with the same variables, and no language has an id English lacks; the checker is shown
  to fail on a copy with one id removed.
- The server sends them (GET /api/messages/<lang>) as trees, an unknown language in English,
  the pseudo-language en-XA accented and bracketed.
- With the browser's language German (and with --full French, and the pseudo-language en-XA by
  the page's URL), the lobby and a table show no English client label (no element's own text,
  label, title or placeholder equal to an English message that the language words
  differently), no ⟦missing id⟧, `<html lang>` the language, and every API call and the
  WebSocket say `lang=`.
- The header's switch changes the language, and the choice is remembered after a reload.

    .venv/bin/pytest -q tests/web/test_languages.py -p no:cacheprovider
"""

from __future__ import annotations

import json
import re
import shutil
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

import salon

from .helpers import WAIT_MS

MESSAGES = Path(salon.__file__).resolve().parent / "web" / "messages"
LANGS = ("en", "de", "fr")


# ---------------------------------------------------------------- completeness, no browser

def _variables(node: Any, out: set[str]) -> set[str]:
    """Every variable a message's pattern names (in text, selectors and variants)."""
    if isinstance(node, ast.VariableReference):
        out.add(node.id.name)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            _variables(value, out)
    elif isinstance(node, list):
        for x in node:
            _variables(x, out)
    return out


def message_shapes(path: Path) -> dict[str, frozenset[str]]:
    """Each message (and attribute, `id.attr`) of an .ftl file with the variables it uses; a
    syntax error is an AssertionError naming the file."""
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    junk = [e.content or "" for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{path.name}: not Fluent: {junk[0][:120]!r}"
    out: dict[str, frozenset[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            if entry.value is not None:
                out[entry.id.name] = frozenset(_variables(entry.value, set()))
            for attr in entry.attributes:
                out[f"{entry.id.name}.{attr.id.name}"] = frozenset(_variables(attr.value, set()))
    return out


def differences(folder: Path) -> list[str]:
    """What keeps the languages of `folder` from matching English: ids missing or extra, and
    ids whose variables differ."""
    english = message_shapes(folder / "en.ftl")
    out = []
    for lang in LANGS[1:]:
        other = message_shapes(folder / f"{lang}.ftl")
        out += [f"{lang}: {i} is missing" for i in sorted(set(english) - set(other))]
        out += [f"{lang}: {i} is not in en.ftl" for i in sorted(set(other) - set(english))]
        out += [f"{lang}: {i} has variables {sorted(other[i])}, English {sorted(english[i])}"
                for i in sorted(set(english) & set(other)) if english[i] != other[i]]
    return out


def test_every_message_is_in_every_language_with_the_same_variables() -> None:
    assert differences(MESSAGES) == []
    assert len(message_shapes(MESSAGES / "en.ftl")) > 200


def test_the_check_fails_when_a_language_lacks_an_id(tmp_path: Path) -> None:
    for lang in LANGS:
        shutil.copy(MESSAGES / f"{lang}.ftl", tmp_path / f"{lang}.ftl")
    de = tmp_path / "de.ftl"
    de.write_text(re.sub(r"(?m)^lobby-create = .*\n", "", de.read_text(encoding="utf-8")), encoding="utf-8")
    fr = tmp_path / "fr.ftl"
    fr.write_text(fr.read_text(encoding="utf-8").replace("{ $game } : table { $table } créée",
                                                         "{ $game } : table créée"), encoding="utf-8")
    found = differences(tmp_path)
    assert "de: lobby-create is missing" in found
    assert any(x.startswith("fr: lobby-created has variables") for x in found), found


def test_every_message_file_is_served_as_trees() -> None:
    from salon.server.routes.messages import known_language, messages_for

    for lang in LANGS:
        body = messages_for(lang)
        assert body["lang"] == lang and body["fallback"] == []
        assert set(body["messages"]) == set(message_shapes(MESSAGES / "en.ftl"))
    assert known_language("de-AT") == "de" and known_language("pt-BR") == "en" and known_language("en-XA") == "en-XA"
    pseudo = messages_for("en-XA")["messages"]["lobby-create"]
    assert pseudo[0] == "[" and pseudo[-1] == "]" and "Create table" not in "".join(map(str, pseudo))


def test_the_server_answers_every_language_asked_for(server: Any) -> None:
    assert _fetch(server, "/api/messages/de-AT")["lang"] == "de"
    assert _fetch(server, "/api/messages/xx")["lang"] == "en"
    assert _fetch(server, "/api/messages/" + "x" * 300)["lang"] == "en"
    pseudo = _fetch(server, "/api/messages/en-XA")
    assert pseudo["lang"] == "en-XA" and pseudo["fallback"] == []


#: the messages of a game's board (games/*.js) by their prefix, and the game's package
GAME_MESSAGES = {"aqua-": "aqua_mirabilis", "romeo-": "romeo_juliette", "rose-": "rose_ceremony", "roxane-": "roxane"}


def _all_words(pattern: list[Any]) -> str:
    """A message's text with every variant of its choices."""
    out = []
    for part in pattern:
        if isinstance(part, str):
            out.append(part)
        elif "select" in part:
            out += [_all_words(v) for v in part["variants"].values()]
    return " ".join(out)


def test_the_game_boards_messages_use_the_games_glossaries() -> None:
    """A game board's message whose English names a term of the game's glossary (as a whole
    word) names it in German and French by the glossary's form (its stem, any case)."""
    import tomllib

    from salon.server.routes.messages import messages_for

    english = messages_for("en")["messages"]
    games = Path(salon.__file__).resolve().parent / "games"
    missing = []
    for prefix, package in GAME_MESSAGES.items():
        glossary = games / package / "data" / "glossary.toml"
        if not glossary.is_file():
            continue
        terms = tomllib.loads(glossary.read_text(encoding="utf-8")).get("term", {})
        for lang in LANGS[1:]:
            own = messages_for(lang)["messages"]
            for key, pattern in english.items():
                if not key.startswith(prefix):
                    continue
                for term in terms.values():
                    if re.search(rf"\b{re.escape(term['en'])}\b", _all_words(pattern), re.I) \
                            and term[lang].lower() not in _all_words(own[key]).lower():
                        missing.append(f"{lang} {key}: {term['en']} → {term[lang]}")
    assert missing == []


# ---------------------------------------------------------------- in the browser

def _words(pattern: list[Any]) -> str:
    """A message's own text (its variables and choices left out)."""
    return "".join(p for p in pattern if isinstance(p, str)).strip()


def _fetch(server: Any, path: str) -> Any:
    with urllib.request.urlopen(server.url + path, timeout=30) as res:
        return json.loads(res.read())


#: words of the client's messages that are names in every language (the pseudo-language accents them too)
PROPER_NAMES = {"salon"}


def english_labels(server: Any, lang: str) -> set[str]:
    """The English client messages without variables that `lang` words differently (what must
    not show on a page in `lang`), at least 3 letters long."""
    en = _fetch(server, "/api/messages/en")["messages"]
    other = _fetch(server, f"/api/messages/{lang}")["messages"]
    out = set()
    for key, pattern in en.items():
        if not all(isinstance(p, str) for p in pattern):
            continue
        text = _words(pattern)
        if text in PROPER_NAMES:
            continue
        if len(re.findall(r"[A-Za-z]", text)) >= 3 and text.lower() != _words(other.get(key, [])).lower():
            out.add(text)
    return out


#: each element's own words: its text nodes, its aria-label, title and placeholder
OWN_WORDS = r"""() => {
  const out = [];
  for (const n of document.querySelectorAll("body *")) {
    if (n.closest("script, style, code")) continue;
    for (const c of n.childNodes) if (c.nodeType === 3 && c.textContent.trim()) out.push(c.textContent.trim());
    for (const a of ["aria-label", "title", "placeholder"]) if (n.getAttribute(a)) out.push(n.getAttribute(a).trim());
  }
  return out;
}"""


def english_on_page(page: Any, labels: set[str]) -> list[str]:
    """The English client labels the page shows (an element's words equal to one, a ':' or '…'
    after it aside), and any ⟦missing message⟧."""
    seen = page.evaluate(OWN_WORDS)
    bad = sorted({w for w in seen if w.rstrip(":…· ").strip() in labels or w in labels})
    return bad + sorted({w for w in seen if "⟦" in w})


#: (language, the browser's locale, the page's URL query, the create button's and the log's words);
#: German in every run, French and the pseudo-language with --full
PAGES = [
    pytest.param("de", "de-DE", "", "Tisch erstellen", "Spielverlauf", id="de"),
    pytest.param("fr", "fr-FR", "", "Créer la table", "Journal de la partie", id="fr", marks=pytest.mark.full),
    pytest.param("en-XA", "en-US", "?lang=en-XA", "[Ćŕéàŧé~~~ ŧàƀĺé~~~]", "[Ĝàmé~~ ĺóĝ~~]", id="en-XA",
                 marks=pytest.mark.full),
]


@pytest.mark.parametrize(("lang", "locale", "query", "create", "log"), PAGES)
def test_the_lobby_and_a_table_show_no_english_client_label(browser: Any, server: Any, lang: str, locale: str,
                                                            query: str, create: str, log: str) -> None:
    labels = english_labels(server, lang)
    assert "Create table" in labels and "Game log" in labels
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale=locale)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    calls: list[str] = []
    page.on("request", lambda r: calls.append(r.url) if "/api/" in r.url else None)
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    try:
        page.goto(f"{server.url}/{query}")
        page.wait_for_selector(".game-card", timeout=WAIT_MS)
        page.click("details.operator summary")  # (its words shown too)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.inner_text("button[name=create]") == create
        assert english_on_page(page, labels) == []

        seats = [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]
        res = server.api("POST", "/api/tables", {"game": "rose-ceremony", "players": 3, "seats": seats})
        page.goto(f"{server.url}/{query}#/table/{res['table_id']}?token={res['seats'][0]['token']}")
        page.wait_for_function("() => window.salon && window.salon.state && window.salon.state.legal.length > 0",
                               timeout=WAIT_MS)
        page.click("details.settings summary")
        assert page.inner_text(".log-title") == log
        assert english_on_page(page, labels) == []
        # a game's lessons and a lesson (learn.js)
        lesson = _fetch(server, "/api/lessons")["games"]["rose-ceremony"][0]["id"]
        page.goto(f"{server.url}/{query}#/learn/rose-ceremony")
        page.wait_for_selector(".lesson-item", timeout=WAIT_MS)
        assert english_on_page(page, labels) == []
        page.goto(f"{server.url}/{query}#/learn/rose-ceremony/{lesson}")
        page.wait_for_selector(".lesson-counter", timeout=WAIT_MS)
        assert english_on_page(page, labels) == []
        api_calls = [u for u in calls if "/api/messages/" not in u]
        said = f"lang={lang}"
        assert api_calls and all(said in u for u in api_calls), [u for u in api_calls if said not in u]
        assert sockets and all(said in u for u in sockets), sockets
    finally:
        ctx.close()
    assert not errors, errors


def test_the_switch_changes_the_language_and_is_remembered(browser: Any, server: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    page = ctx.new_page()
    try:
        page.goto(server.url + "/")
        page.wait_for_selector(".game-card", timeout=WAIT_MS)
        assert page.inner_text(".lobby-head h1") == "Play"
        options = page.eval_on_selector_all("select.lang-switch option", "os => os.map((o) => [o.value, o.textContent])")
        assert options == [["en", "English"], ["de", "Deutsch (Vorschau)"], ["fr", "Français (aperçu)"]]
        with page.expect_navigation():
            page.select_option("select.lang-switch", "fr")
        page.wait_for_selector(".game-card", timeout=WAIT_MS)
        assert page.inner_text(".lobby-head h1") == "Jouer"
        assert page.evaluate("document.documentElement.lang") == "fr"
        page.reload()
        page.wait_for_selector(".game-card", timeout=WAIT_MS)
        assert page.inner_text(".lobby-head h1") == "Jouer"
        assert page.input_value("select.lang-switch") == "fr"
        # French plurals by the browser's rules (one: 0 and 1), elision, numbers, a missing id shown
        said = page.evaluate("""async () => { const m = await import('/messages.js');
          return [m.t('lobby-players', { n: 0 }), m.t('lobby-players', { n: 2 }), m.t('replay-as', { who: 'Ada' }),
                  m.t('replay-as', { who: 'Bea' }), m.t('lobby-your-tables', { n: 1200 }), m.t('no-such-message')]; }""")
        assert said == ["0 joueur", "2 joueurs", "vue d'Ada", "vue de Bea", "Vos tables · 1\u202f200", "⟦no-such-message⟧"]
        # the tests' pseudo-language: only by the page's URL, and never remembered
        page.goto(server.url + "/?lang=en-XA")
        page.wait_for_selector(".game-card", timeout=WAIT_MS)
        assert page.evaluate("document.documentElement.lang") == "en-XA"
        assert page.inner_text(".lobby-head h1").startswith("[")
    finally:
        ctx.close()
