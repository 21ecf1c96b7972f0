"""GET /metrics (server/metrics.py) of a real server: what it counts after a bot table played
to the end, human actions over REST and WebSocket and illegal ones; and the multiprocess mode
(PROMETHEUS_MULTIPROC_DIR) of prometheus_client."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

from prometheus_client.parser import text_string_to_metric_families

from .helpers import ADMIN_TOKEN, Client, Server

BOTS = [{"kind": "bot", "bot": "random"}] * 3
HUMANS = [{"kind": "human"}] * 3


def scrape(server: Server) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """/metrics as {(sample name, sorted labels): value}."""
    r = server.get("/metrics")
    assert r.status_code == 200, r.text
    assert r.headers["content-type"].startswith("text/plain")
    out = {}
    for family in text_string_to_metric_families(r.text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def value(m: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    return m.get((name, tuple(sorted(labels.items()))), 0.0)


def create(server: Server, seats: list[dict[str, Any]], seed: int = 7) -> dict[str, Any]:
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": len(seats), "seed": seed,
                                    "seats": seats}, admin=True)
    assert r.status_code == 201, r.text
    return r.json()


def wait_finished(server: Server, tid: str) -> None:
    deadline = time.monotonic() + 120  # a bound for a broken server, not a measured time
    while server.get(f"/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bot table did not finish"
        time.sleep(0.1)


def current(server: Server, tid: str, tokens: dict[int, str]) -> tuple[int, dict[str, Any]]:
    """The seat to act at a humans' table and its state message (over REST)."""
    st = server.get(f"/api/tables/{tid}/state").json()
    seat = st["to_act"][0]
    mine = server.get(f"/api/tables/{tid}/state", headers={"Authorization": f"Bearer {tokens[seat]}"}).json()
    return seat, mine


def test_metrics_count_actions_bots_errors_and_latency(fresh_database: tuple[str, str]) -> None:
    server = Server(*fresh_database).start()
    try:
        before = scrape(server)
        # every error code is listed from the start, at 0
        assert ("salon_errors_total", (("code", "action/illegal"),)) in before
        assert value(before, "salon_errors_total", code="action/illegal") == 0

        bots = create(server, BOTS)["table_id"]
        wait_finished(server, bots)

        made = create(server, HUMANS)
        tid = made["table_id"]
        tokens = {s["seat"]: s["token"] for s in made["seats"]}
        seat, st = current(server, tid, tokens)
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": st["legal"][0]},
                        headers=auth)
        assert r.status_code == 200, r.text
        seat, st = current(server, tid, tokens)
        r = server.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": "dance a jig"},
                        headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert r.status_code == 422 and r.json()["code"] == "action/illegal"
        assert server.get("/api/no-such-route").status_code == 404

        async def over_websocket() -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
            async with Client(server.ws_url(tid), seat, tokens[seat]) as player, \
                    Client(server.ws_url(tid), None) as spectator:
                await player.until(lambda m: m["type"] == "state")
                await spectator.until(lambda m: m["type"] == "state")  # attached
                await player.act("dance a jig")
                err, _ = await player.error_then_resync()
                assert err["code"] == "action/illegal"
                sid = player.state["state_id"]  # type: ignore[index]
                await player.act(player.state["legal"][0])  # type: ignore[index]
                await player.until(lambda m: m["type"] == "state" and m["state_id"] == sid + 1)
                return scrape(server)

        during = asyncio.run(over_websocket())
        after = scrape(server)
        stats = server.get("/api/stats").json()
    finally:
        server.stop()

    assert value(during, "salon_connections", kind="player") == 1
    assert value(during, "salon_connections", kind="spectator") == 1
    assert value(after, "salon_connections", kind="player") == 0
    assert value(after, "salon_tables", status="finished") >= 1
    assert value(after, "salon_tables", status="playing") >= 1
    assert value(after, "salon_actions_accepted_total", source="bot") > 0
    assert value(after, "salon_actions_accepted_total", source="human") == 2
    computed = value(after, "salon_bot_decisions_computed_total")
    # one process: every decision computed is applied, once
    assert computed == value(after, "salon_bot_decisions_applied_total") == value(
        after, "salon_actions_accepted_total", source="bot")
    # /api/stats reports the same counts (one source: metrics.py's counters)
    assert (stats["bot_computed"], stats["bot_applied"]) == (computed, computed) and computed > 0
    assert value(after, "salon_errors_total", code="action/illegal") == 2  # one REST, one WebSocket
    assert value(after, "salon_errors_total", code="request/not_found") == 1
    assert value(after, "salon_action_latency_seconds_count", via="rest") == 1
    assert value(after, "salon_action_latency_seconds_count", via="websocket") == 1
    assert value(after, "salon_db_call_seconds_count", call="append_action") >= computed + 2
    assert value(after, "salon_db_unavailable") == 0


def test_metrics_answer_carries_the_security_headers_and_no_secret(server: Server) -> None:
    made = create(server, HUMANS)
    r = server.get("/metrics")
    assert r.status_code == 200 and r.headers["x-content-type-options"] == "nosniff"
    secrets = [ADMIN_TOKEN, made["table_id"], *(s["token"] for s in made["seats"])]
    assert not [x for x in secrets if x in r.text]  # counts only: no token, no table id


def test_multiprocess_mode_writes_files_and_scrapes_them(tmp_path: Any, monkeypatch: Any) -> None:
    folder = tmp_path / "prom"
    folder.mkdir()
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))  # the server subprocess inherits it
    server = Server(f"sqlite:///{tmp_path / 'salon.db'}").start()
    assert server.proc is not None
    pid = server.proc.pid
    try:
        wait_finished(server, create(server, BOTS)["table_id"])
        m = scrape(server)
        assert value(m, "salon_actions_accepted_total", source="bot") > 0
        assert value(m, "salon_bot_decisions_computed_total") == value(m, "salon_bot_decisions_applied_total")
        assert value(m, "salon_tables", status="finished") == 1
        assert not any(name.startswith("process_") for name, _ in m)  # the multiprocess collector answered
        files = os.listdir(folder)
        assert f"counter_{pid}.db" in files and f"gauge_livesum_{pid}.db" in files
    finally:
        server.stop()
    # a clean stop takes the process's live gauges out of the scrape; its counters stay
    files = os.listdir(folder)
    assert f"gauge_livesum_{pid}.db" not in files and f"counter_{pid}.db" in files


def test_one_scrape_sees_every_process_of_one_folder(tmp_path: Any, monkeypatch: Any) -> None:
    """Two processes on one database and one PROMETHEUS_MULTIPROC_DIR: a scrape of either counts
    the work of both; every bot decision was computed once (table leases) and applied once."""
    folder = tmp_path / "prom"
    folder.mkdir()
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))
    db = f"sqlite:///{tmp_path / 'salon.db'}"
    # leases of 60 s: on a busy machine a 2 s lease of a's could run out and b take the table
    a = Server(db, "", "--lease-ttl", "60").start()
    b = Server(db, "", "--lease-ttl", "60").start()
    try:
        tid = create(a, BOTS)["table_id"]
        wait_finished(a, tid)
        actions = a.get(f"/api/tables/{tid}").json()["state_id"]
        for server in (a, b):
            m = scrape(server)
            assert value(m, "salon_actions_accepted_total", source="bot") == actions
            assert value(m, "salon_bot_decisions_computed_total") == actions
            assert value(m, "salon_bot_decisions_applied_total") == actions
        # /api/stats counts each process's own decisions: a owns the table it created, b ran no bot
        counts = [(s["bot_computed"], s["bot_applied"]) for s in (a.get("/api/stats").json(),
                                                                   b.get("/api/stats").json())]
        assert counts == [(actions, actions), (0, 0)], (counts, actions)
        assert a.proc is not None
        pid = a.proc.pid
        a.stop()
        m = scrape(b)  # what a stopped process did still counts; its gauges are gone
        assert value(m, "salon_actions_accepted_total", source="bot") == actions
        assert f"gauge_livesum_{pid}.db" not in os.listdir(folder)
    finally:
        a.stop()
        b.stop()
