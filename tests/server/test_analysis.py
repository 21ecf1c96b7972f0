"""The post-game analysis on the server: only once the game is over, computed once as bot work
(queue bound, per-address limit, progress), stored in the database, visible to all."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from .helpers import Server
from .test_replay import finished_table

DEADLINE = 600.0  # a busy shared machine: generous; the test never depends on its speed


@pytest.fixture(scope="module")
def tight_server(database: tuple[str, str], tmp_path_factory: Any) -> Iterator[Server]:
    """A server offering one analysis at a time and two per client address an hour."""
    url, prefix = database
    if url.startswith("sqlite"):
        url = f"sqlite:///{tmp_path_factory.mktemp('analysis') / 'salon.db'}"
    srv = Server(url, prefix + "an_" if prefix else "", "--analysis-queue", "1",
                 "--analyses-per-address", "2").start()
    yield srv
    srv.stop()


def wait_done(server: Server, tid: str) -> dict[str, Any]:
    seen: list[dict[str, Any]] = []
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        r = server.get(f"/api/tables/{tid}/analysis?level=quick")
        assert r.status_code == 200, r.text
        body = r.json()
        seen.append(body)
        if body["status"] == "done":
            return {"final": body, "seen": seen}
        assert body["status"] in ("queued", "running"), body
        time.sleep(0.5)
    raise AssertionError(f"no analysis after {DEADLINE} s: {seen[-1]}")


def test_no_analysis_while_the_game_is_playing(tight_server: Server) -> None:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "heuristic"}]
    tid = tight_server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": seats}).json()["table_id"]
    for method in (tight_server.get, tight_server.post):
        r = method(f"/api/tables/{tid}/analysis?level=quick")
        assert r.status_code == 409 and r.json()["code"] == "table/not_finished", r.text


def test_a_finished_table_is_analysed_once_with_its_bounds(tight_server: Server) -> None:
    srv = tight_server
    a, record = finished_table(srv, seed=21)
    b, _ = finished_table(srv, seed=22)
    c, _ = finished_table(srv, seed=23)
    assert srv.get(f"/api/tables/{a}/analysis?level=quick").json()["status"] == "none"
    r = srv.post(f"/api/tables/{a}/analysis?level=deep")
    assert r.status_code == 400 and r.json()["code"] == "request/invalid" and "quick, normal" in r.text
    r = srv.post(f"/api/tables/{a}/analysis?level=quick")
    assert r.status_code == 202 and r.json()["status"] in ("queued", "running"), r.text
    again = srv.post(f"/api/tables/{a}/analysis?level=quick")  # joins the job: costs nothing
    assert again.status_code in (200, 202) and again.json()["status"] in ("queued", "running", "done")
    busy = srv.post(f"/api/tables/{b}/analysis?level=quick")
    if busy.status_code != 200:  # (unless a finished already: then b starts)
        assert busy.status_code in (202, 503), busy.text
    waited = wait_done(srv, a)
    done = waited["final"]["analysis"]
    assert done["game"] == "rose-ceremony" and done["level"]["name"] == "quick"
    assert done["steps"] == len(record["actions"]) and done["decisions"]
    assert any(s["status"] == "running" and 0 <= s["done"] <= s["total"] for s in waited["seen"]) or \
        waited["seen"][0]["status"] == "done"
    cached = srv.post(f"/api/tables/{a}/analysis?level=quick")
    assert cached.status_code == 200 and cached.json()["analysis"] == done  # stored: computed once
    if busy.status_code == 503:
        assert busy.json()["code"] == "analysis/busy"
        assert srv.post(f"/api/tables/{b}/analysis?level=quick").status_code == 202
    wait_done(srv, b)
    over = srv.post(f"/api/tables/{c}/analysis?level=quick")
    assert over.status_code == 429 and over.json()["code"] == "limit/analyses", over.text
    assert srv.post(f"/api/tables/{c}/analysis?level=quick", admin=True).status_code == 202  # the admin token lifts it
    assert srv.get("/api/tables/nope/analysis").json()["code"] == "table/not_found"


def test_the_store_keeps_one_analysis_per_table_and_level(fresh_database: tuple[str, str]) -> None:
    from salon.store import Store
    from salon.store.analyses import get_analysis, put_analysis

    store = Store(*fresh_database)
    try:
        store.migrate()
        assert get_analysis(store, "t1", "quick") is None
        assert put_analysis(store, "t1", "quick", 1, '{"a": 1}', 2.5)
        assert not put_analysis(store, "t1", "quick", 1, '{"a": 2}', 9.0)  # the first stored is kept
        assert put_analysis(store, "t1", "normal", 1, '{"a": 3}', 4.0)
        row = get_analysis(store, "t1", "quick")
        assert row is not None and row["result"] == '{"a": 1}' and row["cpu_seconds"] == 2.5
        store.delete_tables(["t1"])
        assert get_analysis(store, "t1", "quick") is None and get_analysis(store, "t1", "normal") is None
    finally:
        store.close()


def test_a_job_that_ends_while_its_status_is_read_is_never_reported_as_none() -> None:
    """A job stores its result, then leaves the jobs: a status read that begins before the result
    is committed and ends after the job has left must still see the job (found before the read),
    not answer 'none' (seen on a loaded machine: a client polling a finishing job was told none)."""
    import asyncio
    from types import SimpleNamespace

    from salon.server.analysis_work import AnalysisWork, Job

    class Hub:
        store = None

        async def db(self, fn: Any, store: Any, table_id: str, level: str) -> None:
            work.jobs.pop((table_id, level), None)  # the job finished and left during the read
            return None  # which began before its result was committed

    work = AnalysisWork(Hub())  # type: ignore[arg-type]
    table = SimpleNamespace(id="t1", status="finished")
    try:
        for ask in (lambda: work.status(table, "quick"),  # type: ignore[arg-type]
                    lambda: work.request(table, "quick", "addr", admin=False)):  # type: ignore[arg-type]
            job = Job("t1", "quick")
            job.progress(5, 9)
            work.jobs[("t1", "quick")] = job
            answer = asyncio.run(ask())
            assert answer["status"] == "running" and answer["done"] == 5, answer
        assert work.started == {}  # the request started nothing and spent no slot
    finally:
        work.close()


@pytest.fixture(scope="module")
def background_server(database: tuple[str, str], tmp_path_factory: Any) -> Iterator[Server]:
    """A server analysing every decision while games are played, and no analysis a client may
    start (per address: none): what is there, the background made."""
    url, prefix = database
    if url.startswith("sqlite"):
        url = f"sqlite:///{tmp_path_factory.mktemp('background') / 'salon.db'}"
    srv = Server(url, prefix + "bg_" if prefix else "", "--analyses-per-address", "0",
                 env={"SALON_BACKGROUND_ANALYSIS": "1", "SALON_BACKGROUND_NICE": "0"}).start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def analysed_in_the_background(background_server: Server) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A game played on the background server and its analysis as the server stored it, once
    the game was over (nobody asked for it): the table id, the record, the status answer. One
    game for the module's tests (a whole game's analysis is their cost)."""
    srv = background_server
    tid, record = finished_table(srv, seed=31)
    end = time.monotonic() + DEADLINE
    while True:
        body = srv.get(f"/api/tables/{tid}/analysis?level=normal").json()
        if body["status"] == "done":
            return tid, record, body
        assert body["status"] in ("none", "queued", "running"), body
        assert time.monotonic() < end, f"no background analysis after {DEADLINE} s: {body}"
        time.sleep(0.5)


def test_a_game_is_analysed_while_it_is_played_and_stored_when_it_ends(
        background_server: Server, analysed_in_the_background: tuple[str, dict[str, Any], dict[str, Any]]) -> None:
    from salon.analysis import analyse_record

    srv = background_server
    tid, record, body = analysed_in_the_background
    # nobody asked for it: the server stored it once the game was over, charging no address
    names = [f"Player {q + 1}" for q in range(record["players"])]
    fresh = analyse_record(dict(record, names=names), "normal")
    import json

    assert body["analysis"] == json.loads(fresh.to_json())  # the same as salon analyse would make
    # a level the background did not make: this server lets no address start one
    r = srv.post(f"/api/tables/{tid}/analysis?level=quick")
    assert r.status_code == 429 and r.json()["code"] == "limit/analyses"


def test_the_analysis_reads_in_the_readers_language(
        background_server: Server, analysed_in_the_background: tuple[str, dict[str, Any], dict[str, Any]]) -> None:
    srv = background_server
    tid, _record, body = analysed_in_the_background
    german = srv.get(f"/api/tables/{tid}/analysis?level=normal&lang=de").json()["analysis"]
    # a second visitor pressing "analyse" on a game already analysed reads it in their language too
    asked = srv.post(f"/api/tables/{tid}/analysis?level=normal&lang=de")
    assert asked.status_code == 200 and asked.json()["analysis"] == german
    english = body["analysis"]
    assert german["names"] == ["Spieler 1", "Spieler 2", "Spieler 3"]
    pairs = list(zip(english["decisions"], german["decisions"], strict=True))
    assert pairs and all(e["value"] == g["value"] and e["best"] == g["best"] and e["mark"] == g["mark"] for e, g in pairs)
    assert all(e["said"] != g["said"] and e["best_label"] != g["best_label"] for e, g in pairs)
    assert any("Karte" in " ".join(g["said"]) for _, g in pairs)


@pytest.mark.parametrize("niceness", [19, 0])
def test_the_background_workers_run_at_the_niceness_the_server_was_given(niceness: int) -> None:
    """19 by default (`--background-nice`, SALON_BACKGROUND_NICE): the lowest priority; 0 leaves
    them at the server's own."""
    import os
    from types import SimpleNamespace

    from salon.server.analysis_work import AnalysisLimits, AnalysisWork

    work = AnalysisWork(SimpleNamespace(store=None, db=None), AnalysisLimits(background_nice=niceness))  # type: ignore[arg-type]
    try:
        own = os.nice(0)
        assert work._pool().submit(os.nice, 0).result() == min(19, own + niceness)
    finally:
        work.close()
