"""Two seats at one table, each in its own language (issue 55): every message a seat receives
— its prompt, its moves' labels, the seats' names and every log line, earlier ones too — is
worded in the language its connection asked for (`lang`, else Accept-Language); the notation
and the view are the same for both."""

from __future__ import annotations

import asyncio
from typing import Any

import salon
from salon.core import language

from .helpers import Client, Server


def _log_lines(messages: list[dict[str, Any]]) -> set[str]:
    return {line for m in messages if m.get("type") == "state" for e in m["log"] for line in e["lines"]}


def test_two_seats_read_the_same_table_in_two_languages(server: Server) -> None:
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 5, "seats": seats}, admin=True)
    assert r.status_code == 201, r.text
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
    english = Client(server.ws_url(tid), 0, tok[0])
    german = Client(server.ws_url(tid) + "?lang=de", 1, tok[1])
    late = Client(server.ws_url(tid), None)  # a spectator whose browser reads French, arriving late

    async def run() -> None:
        await english.connect()
        await german.connect()
        await asyncio.gather(english.play(5), german.play(5))
        import websockets  # the spectator: Accept-Language only

        late.ws = await websockets.connect(late.url, additional_headers={"Accept-Language": "fr-CH, fr;q=0.9"},
                                           max_size=2**22)
        await late.send({"type": "hello"})
        await late.until(lambda m: m["type"] == "state")
        for c in (english, german, late):
            await c.close()

    asyncio.run(run())
    en_state = english.state
    de_state = german.state
    fr_state = late.state
    assert en_state is not None and de_state is not None and fr_state is not None
    # the same table: the same notation and view shapes, each worded in its own language
    assert en_state["names"] == ["Player 1", "Player 2", "Player 3"]
    assert de_state["names"] == ["Spieler 1", "Spieler 2", "Spieler 3"]
    assert fr_state["names"] == ["Joueur 1", "Joueur 2", "Joueur 3"]
    rec = server.get(f"/api/tables/{tid}/record").json()["record"]
    final = salon.replay(rec)
    # every log line each client received is the game's narration in its language
    states = salon.core.registry.replay_states(rec)
    names = {"en": ["Player 1", "Player 2", "Player 3"], "de": ["Spieler 1", "Spieler 2", "Spieler 3"],
             "fr": ["Joueur 1", "Joueur 2", "Joueur 3"]}

    def expected(lang: str, viewer: int | None) -> set[str]:
        out: set[str] = set()
        with language.using(lang):
            for k, (seat, _action) in enumerate(rec["actions"]):
                before, after = states[k], states[k + 1]
                act = after.last_entry()[1]
                out.update(after.narrate(before, seat, act, viewer, names[lang]))
        return out

    got_de = _log_lines(german.messages)
    got_en = _log_lines(english.messages)
    got_fr = _log_lines(late.messages)
    assert got_de and got_de <= expected("de", 1) and not got_de & got_en
    assert got_en <= expected("en", 0)
    assert got_fr and got_fr <= expected("fr", None)
    # the spectator came late: its first state carries the whole log, earlier lines in French too
    first = next(m for m in late.messages if m["type"] == "state")
    assert first["resync"] and len(first["log"]) >= 10
    # labels and prompts: German for the German seat, English for the English one
    de_labels = [m for m in german.messages if m.get("type") == "state" and m["labels"]]
    en_labels = [m for m in english.messages if m.get("type") == "state" and m["labels"]]
    assert de_labels and en_labels
    assert all(not set(m["labels"]) & {lab for e in en_labels for lab in e["labels"]} for m in de_labels)
    assert de_state["legal"] == [] or all(" " in a or a.isalnum() for a in de_state["legal"])  # notation
    assert final.players == 3


def test_a_refused_move_is_explained_in_the_seats_language(server: Server) -> None:
    seats = [{"kind": "human"}, {"kind": "human"}]
    r = server.post("/api/tables", {"game": "roxane", "players": 2, "seed": 5, "seats": seats}, admin=True)
    tid = r.json()["table_id"]
    tok = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
    fresh = salon.load_game("roxane").new_game(2, seed=5)
    seat = fresh.current_players()[0]
    client = Client(server.ws_url(tid) + "?lang=fr", seat, tok[seat])

    async def run() -> dict[str, Any]:
        await client.connect()
        st = await client.until(lambda m: m["type"] == "state")
        await client.send({"type": "act", "state_id": st["state_id"], "action": "bonjour"})
        err = await client.until(lambda m: m["type"] == "error")
        await client.close()
        return err

    err = asyncio.run(run())
    with language.using("fr"):
        try:
            fresh.apply(seat, "bonjour")
        except salon.SalonError as exc:
            expected = str(exc)
    with language.using("en"):
        try:
            fresh.apply(seat, "bonjour")
        except salon.SalonError as exc:
            english = str(exc)
    assert err["message"] == expected != english
