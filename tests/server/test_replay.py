"""GET /api/tables/{id}/replay/{step}: a finished game step by step, as any seat saw it."""

from __future__ import annotations

import asyncio

import salon

from .helpers import Client, Server, states_of


def finished_table(server: Server, seed: int = 8) -> tuple[str, dict]:  # type: ignore[type-arg]
    seats = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"},
             {"kind": "bot", "bot": "heuristic"}]
    tid = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": seed,
                                      "seats": seats}, admin=True).json()["table_id"]

    async def wait_finished() -> None:
        async with Client(server.ws_url(tid), None) as c:
            await c.until(lambda m: m["type"] == "state" and m["status"] == "finished")

    asyncio.run(wait_finished())
    return tid, server.get(f"/api/tables/{tid}/record").json()["record"]


def test_replay_shows_each_step_as_each_seat_saw_it(server: Server) -> None:
    tid, rec = finished_table(server)
    truth = states_of(rec)
    names = [truth[0].seat_name(q) for q in range(rec["players"])]
    steps = len(rec["actions"])
    for step in (0, 1, steps // 2, steps):
        for seat in (None, 0, 2):
            query = "" if seat is None else f"?seat={seat}"
            r = server.get(f"/api/tables/{tid}/replay/{step}{query}")
            assert r.status_code == 200, r.text
            m = r.json()
            assert (m["step"], m["steps"], m["seat"]) == (step, steps, seat)
            assert m["view"] == truth[step].view(seat)
            assert m["to_act"] == list(truth[step].current_players())
            assert m["prompt"] == truth[step].prompt_for(seat, names)
            if step:
                assert m["last"]["seat"] == rec["actions"][step - 1][0]
            else:
                assert m["last"] is None
            assert ("outcome" in m) == (step == steps)
    assert salon.replay_states(rec)[steps].view(1) == truth[steps].view(1)
    # in the reader's language: the step's sentences and the prompt in German, the view as it is
    english = server.get(f"/api/tables/{tid}/replay/{steps // 2}?seat=0").json()
    german = server.get(f"/api/tables/{tid}/replay/{steps // 2}?seat=0&lang=de").json()
    with salon.core.language.using("de"):
        assert german["prompt"] == truth[steps // 2].prompt_for(0, [truth[0].seat_name(q) for q in range(3)])
    assert german["view"] == english["view"] and german["last"]["seat"] == english["last"]["seat"]
    assert german["last"]["text"] != english["last"]["text"], german["last"]


def test_replay_refuses_bad_requests_clearly(server: Server) -> None:
    tid, rec = finished_table(server, seed=9)
    steps = len(rec["actions"])
    for path, status, code in [
        (f"/api/tables/{tid}/replay/{steps + 1}", 400, "request/invalid"),
        (f"/api/tables/{tid}/replay/-1", 400, "request/invalid"),
        (f"/api/tables/{tid}/replay/x", 400, "request/invalid"),
        (f"/api/tables/{tid}/replay/0?seat=3", 404, "seat/not_found"),
        (f"/api/tables/{tid}/replay/0?seat=me", 400, "request/invalid"),
        ("/api/tables/nope/replay/0", 404, "table/not_found"),
    ]:
        r = server.get(path)
        assert r.status_code == status, (path, r.text)
        body = r.json()
        assert body["code"] == code, (path, body)
        assert body["message"]
    open_table = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seed": 1,
                                             "seats": [{"kind": "human"}] * 3}, admin=True).json()["table_id"]
    r = server.get(f"/api/tables/{open_table}/replay/0")
    assert r.status_code == 409 and r.json()["code"] == "table/not_finished"
