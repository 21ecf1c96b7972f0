"""The server's errors in the reader's language (issue 55): an error is worded when it is sent,
in the language of the request (`lang=`, else Accept-Language) or of the WebSocket connection;
its code never changes, and English reads as it always has. An error without a message of
its own reads its code's sentence in another language (error-<code>)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from salon.core import language
from salon.server.errors import CODES, ApiError, code_message_id

from .accounts_helpers import device
from .helpers import Client, Server


def _said(lang: str, message_id: str, **args: Any) -> str:
    with language.using(lang):
        return language.say_plain(message_id, **args)


def _create(server: Server, seats: list[dict[str, Any]], game: str = "roxane", players: int = 2) -> tuple[str, dict[int, str]]:
    r = server.post("/api/tables", {"game": game, "players": players, "seed": 5, "seats": seats}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()["table_id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


# ---------------------------------------------------------------- the messages themselves

@pytest.mark.parametrize("lang", sorted(language.LANGUAGES))
def test_every_code_has_its_sentence_in_every_language(lang: str) -> None:
    messages = {e.id.name: e for e in FluentParser(with_spans=False).parse(language.messages_source(lang)).body
                if isinstance(e, ast.Message)}
    for code in CODES:
        assert code_message_id(code) in messages, (lang, code)
        with language.using(lang):
            assert language.say(code_message_id(code)).strip()


def test_an_error_is_worded_when_sent_and_english_is_unchanged() -> None:
    err = ApiError("seat/taken", say="error-seat-not-open", seat=2)
    assert err.message == "seat 2 is not open" == err.body()["message"] == err.body("en")["message"]
    assert err.body("de") == {"type": "error", "code": "seat/taken", "message": "Platz 2 ist nicht frei"}
    assert err.body("fr")["message"] == "La place 2 n'est pas libre"
    assert err.body("xx")["message"] == err.message  # an unknown language: English
    # figures as they are, in every language
    full = ApiError("chat/full", say="error-chat-full-lines", most=5000)
    assert "5000" in full.message and "5000" in full.body("de")["message"] and "5000" in full.body("fr")["message"]
    # no message of its own: the English detail in English, the code's sentence elsewhere
    bare = ApiError("request/invalid", "state_id must be an integer")
    assert bare.body()["message"] == "state_id must be an integer"
    assert bare.body("de")["message"] == _said("de", "error-request-invalid") != bare.message
    assert bare.body(language.PSEUDO)["message"] == bare.message  # left English, as the pseudo-language shows


def test_a_refusal_worded_where_it_was_raised_is_sent_as_it_is() -> None:
    from salon.core.errors import IllegalAction, UndoRefused

    with language.using("de"):
        refused = ApiError.of("action/illegal", IllegalAction("nicht jetzt"))
        undo = ApiError.of("undo/refused", UndoRefused.worded("undo-seen", seat=1))
    assert refused.body("de")["message"] == "nicht jetzt"  # a game's refusal in the seat's language
    assert undo.message == "seat 1 has decided since your last action; it cannot be taken back"
    assert undo.body("fr")["message"] == _said("fr", "undo-seen", seat=1)


# ---------------------------------------------------------------- REST

def test_rest_errors_in_the_requests_language(server: Server) -> None:
    # a table not found: lang= first, then Accept-Language, else English
    en = server.get("/api/tables/nosuchtable")
    de = server.get("/api/tables/nosuchtable?lang=de", headers={"Accept-Language": "fr"})
    fr = server.get("/api/tables/nosuchtable", headers={"Accept-Language": "fr-CH, fr;q=0.9"})
    assert {r.status_code for r in (en, de, fr)} == {404}
    assert {r.json()["code"] for r in (en, de, fr)} == {"table/not_found"}
    assert en.json()["message"] == "no table 'nosuchtable'"
    assert de.json()["message"] == "Keinen Tisch 'nosuchtable'"
    assert fr.json()["message"] == "Aucune table 'nosuchtable'"
    # a seat taken
    tid, tok = _create(server, [{"kind": "human"}, {"kind": "open"}])
    taken = {lang: server.post(f"/api/tables/{tid}/seats/0/claim{q}", {}, headers=h)
             for lang, q, h in (("en", "", {}), ("de", "?lang=de", {}), ("fr", "", {"Accept-Language": "fr"}))}
    for lang, r in taken.items():
        assert r.status_code == 409 and r.json()["code"] == "seat/taken", r.text
        assert r.json()["message"] == _said(lang, "error-seat-not-open", seat=0)
    assert taken["en"].json()["message"] == "seat 0 is not open"
    assert taken["de"].json()["message"] == "Platz 0 ist nicht frei"
    # a seat's name refused (the chat's rules for names), and an undo the game refuses
    r = server.post(f"/api/tables/{tid}/seats/0/name?lang=fr", {"name": "x" * 40},
                    headers={"Authorization": f"Bearer {tok[0]}"})
    assert r.status_code == 400 and r.json()["code"] == "request/invalid"
    assert r.json()["message"] == "Un nom a de 1 à 32 caractères (pas 40)"
    # a protocol error no browser makes: English detail in English, the code's sentence in German
    bad = server.post("/api/tables?lang=de", {"game": "roxane", "players": "many"})
    assert bad.status_code == 400 and bad.json()["message"] == _said("de", "error-request-invalid")


def test_a_refused_undo_over_rest_in_french(server: Server) -> None:
    tid, tok = _create(server, [{"kind": "human"}] * 3, game="rose-ceremony", players=3)
    auth = {seat: {"Authorization": f"Bearer {t}"} for seat, t in tok.items()}
    st = server.get(f"/api/tables/{tid}/state", headers=auth[0]).json()
    seat = st["to_act"][0]
    st = server.get(f"/api/tables/{tid}/state", headers=auth[seat]).json()
    action = st["legal"][0]
    assert server.post(f"/api/tables/{tid}/actions", {"state_id": 0, "action": action}, headers=auth[seat]).status_code == 200
    en = server.post(f"/api/tables/{tid}/undo", {"state_id": 1}, headers=auth[seat])
    fr = server.post(f"/api/tables/{tid}/undo?lang=fr", {"state_id": 1}, headers=auth[seat])
    assert en.json()["code"] == fr.json()["code"] == "undo/refused"
    assert "handed the decision" in en.json()["message"]
    assert fr.json()["message"] == _said("fr", "undo-handed-on", action=action)
    assert "ne peut pas être repris" in fr.json()["message"]


def test_an_account_refusal_in_the_requests_language(site: Server) -> None:
    body = {"name": "Kurz", "email": "kurz@example.org", "password": "short"}
    with device(site) as d:
        en = d.post("/api/accounts", json=body)
        de = d.post("/api/accounts?lang=de", json=body)
        fr = d.post("/api/accounts", json=body, headers={"Accept-Language": "fr"})
        asked = d.post("/api/accounts/reset-request?lang=de", json={"email": "niemand@example.org"})
    assert {r.json()["code"] for r in (en, de, fr)} == {"account/invalid"}, (en.text, de.text, fr.text)
    assert en.json()["message"] == "a password has 10–256 characters"
    assert de.json()["message"] == "Ein Passwort hat 10–256 Zeichen"
    assert fr.json()["message"] == "Un mot de passe a de 10 à 256 caractères"
    # and the forms' answers that are not errors
    assert asked.status_code == 202 and asked.json()["message"] == _said("de", "account-reset-mailed")
    assert asked.json()["message"].startswith("Wenn ein Konto diese Adresse hat")


# ---------------------------------------------------------------- WebSocket

def test_two_seats_at_one_table_read_their_refusals_in_their_own_language(server: Server) -> None:
    tid, tok = _create(server, [{"kind": "human"}, {"kind": "human"}])
    german = Client(server.ws_url(tid) + "?lang=de", 0, tok[0])
    english = Client(server.ws_url(tid), 1, tok[1])

    async def refusals(c: Client) -> tuple[dict[str, Any], dict[str, Any]]:
        st = await c.until(lambda m: m["type"] == "state")
        await c.send({"type": "chat", "text": "x" * 301})
        long = await c.until(lambda m: m["type"] == "error")
        await c.send({"type": "undo", "state_id": st["state_id"]})
        undo = await c.until(lambda m: m["type"] == "error")
        return long, undo

    async def run() -> list[tuple[dict[str, Any], dict[str, Any]]]:
        await german.connect()
        await english.connect()
        try:
            return [await refusals(german), await refusals(english)]
        finally:
            await german.close()
            await english.close()

    (de_long, de_undo), (en_long, en_undo) = asyncio.run(run())
    assert de_long["code"] == en_long["code"] == "chat/too_long"
    assert en_long["message"] == "a chat message has at most 300 characters (this one 301)"
    assert de_long["message"] == "Eine Nachricht hat höchstens 300 Zeichen (diese 301)"
    assert de_undo["code"] == en_undo["code"] == "undo/refused"
    assert en_undo["message"] == "nothing to undo: you have no action in effect to take back"
    assert de_undo["message"] == _said("de", "undo-nothing-of-yours")
    assert "Nichts zurückzunehmen" in de_undo["message"]


def test_an_undo_refusal_quotes_nothing_but_the_action() -> None:
    """The browser reads the first '…' of an undo refusal as the move taken back (table.js
    inWords): no other pair of straight apostrophes in any language."""
    import re

    for lang in language.LANGUAGES:
        for e in FluentParser(with_spans=False).parse(language.messages_source(lang)).body:
            if isinstance(e, ast.Message) and (e.id.name.startswith(("undo-", "error-undo-"))):
                with language.using(lang):
                    text = language.say_plain(e.id.name, action="ACTION", seat=1, most=3)
                assert re.findall(r"'([^']+)'", text) in ([], ["ACTION"]), (lang, e.id.name, text)


def test_a_lesson_refusal_in_the_requests_language(server: Server) -> None:
    missing = server.get("/api/lessons/roxane/no-such-lesson/steps/0", params={"lang": "de"})
    assert missing.status_code == 404 and missing.json()["code"] == "lesson/not_found"
    assert missing.json()["message"].startswith("roxane hat keine Lektion 'no-such-lesson'; seine Lektionen: 1 ")
    beyond = server.get("/api/lessons/roxane/duel/steps/20", params={"lang": "fr"})
    assert beyond.status_code == 400 and beyond.json()["code"] == "lesson/invalid"
    assert beyond.json()["message"].startswith("Étape 20 : la leçon 'duel' a les étapes 0–")
