"""Attacks on the bots and the seeds (issue 18): bot specs that would hold every bot worker,
creator-chosen seeds that reveal every hidden card, a bot_delay of 0. Each runs against a real
server process over real sockets, on SQLite and (when SALON_TEST_POSTGRES_URL is set)
PostgreSQL, checks the stable error code and that a heuristic table keeps being answered."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from typing import Any

import pytest

import salon
from salon.server.limits import DEFAULT_GAME_LEVELS, DEFAULT_LEVELS, BotPolicy
from salon.store import LATEST, Store, migrate

from ..patience import PATIENCE
from .attack import Progress, refused
from .helpers import Client, Server, free_port, states_of

LEVELS = ("random", "easy", "heuristic", "normal", "strong")
HUMAN = {"kind": "human"}
RANDOM = {"kind": "bot", "bot": "random"}
HEURISTIC = {"kind": "bot", "bot": "heuristic"}


def table_ids(srv: Server, other: Progress) -> set[str]:
    """The tables listed, but for those of the other table's games."""
    return {t["table_id"] for t in srv.get("/api/tables", params={"limit": 500}).json()["tables"]} - set(other.tables)


def finished(srv: Server, table_id: str) -> dict[str, Any]:
    async def run() -> dict[str, Any]:
        async with Client(srv.ws_url(table_id), None) as c:
            return await c.until(lambda m: m["type"] == "state" and m["status"] == "finished")

    return asyncio.run(run())


def test_bot_specs_that_hold_the_workers_are_refused(server: Server) -> None:
    """The issue's two bot attacks (and a replacement bot), anonymous and as admin; a heuristic
    table is answered between every attempt."""
    other = Progress(server)
    before = table_ids(server, other)
    for spec in ("ismcts:time=100000", "ismcts:iterations=2000000000", "ismcts", "heuristic:x=1", "nonsense", ""):
        for body in ({"seats": [HUMAN, {"kind": "bot", "bot": spec}, RANDOM]},
                     {"seats": [HUMAN, RANDOM, RANDOM], "replacement_bot": spec}):
            msg = refused(server.post("/api/tables", {"game": "rose-ceremony", "players": 3, **body}),
                          400, "request/invalid")
            assert all(level in msg for level in LEVELS), msg
            other.step()
    # the admin token allows any spec, still capped: no more than --bot-max-iterations a decision,
    # and a time budget only with an iteration cap
    for spec, why in (("ismcts:iterations=2000000000", "more than this server allows"),
                      ("ismcts:time=100000", "iteration cap"), ("nonsense", "unknown bot")):
        msg = refused(server.post("/api/tables", {"game": "rose-ceremony", "players": 3,
                                                  "seats": [HUMAN, {"kind": "bot", "bot": spec}, RANDOM]}, admin=True),
                      400, "request/invalid")
        assert why in msg, msg
        other.step()
    assert table_ids(server, other) == before
    # levels and admin specs are stored as specs; the level is shown where the spec is one
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "replacement_bot": "easy",
                                    "seats": [HUMAN, {"kind": "bot", "bot": "Strong"}, HEURISTIC]})
    assert r.status_code == 201, r.text
    seats = server.get(f"/api/tables/{r.json()['table_id']}").json()["seats"]
    assert seats[1]["bot"] == "ismcts:iterations=1000" and seats[1]["level"] == "strong"
    assert seats[2]["bot"] == "heuristic" and seats[2]["level"] == "heuristic"
    r = server.post("/api/tables", {"game": "rose-ceremony", "players": 3,
                                    "seats": [HUMAN, {"kind": "bot", "bot": "ismcts:iterations=30,c=1.1"}, RANDOM]},
                    admin=True)
    assert r.status_code == 201, r.text
    seats = server.get(f"/api/tables/{r.json()['table_id']}").json()["seats"]
    assert seats[1]["bot"] == "ismcts:iterations=30,c=1.1" and "level" not in seats[1]
    other.step()
    assert other.moves >= 16


def test_seeds_are_secret_unless_the_admin_chose_one(server: Server) -> None:
    other = Progress(server)
    before = table_ids(server, other)
    body = {"game": "rose-ceremony", "players": 3, "seats": [HUMAN, RANDOM, RANDOM]}
    msg = refused(server.post("/api/tables", {**body, "seed": 424242}), 401, "auth/admin_required")
    assert "admin token" in msg
    refused(server.post("/api/tables", {**body, "seed": 424242}, headers={"Authorization": "Bearer wrong"}),
            401, "auth/admin_required")
    assert table_ids(server, other) == before
    other.step()

    # an admin-seeded table deals what new_game(n, seed) deals, and says so to everyone
    r = server.post("/api/tables", {**body, "seed": 424242}, admin=True)
    assert r.status_code == 201, r.text
    tid, token = r.json()["table_id"], r.json()["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    assert server.get(f"/api/tables/{tid}").json()["seeded"] is True
    listed = {t["table_id"]: t for t in server.get("/api/tables", params={"limit": 500}).json()["tables"]}
    assert listed[tid]["seeded"] is True
    state = server.get(f"/api/tables/{tid}/state", headers=auth).json()
    assert state["seeded"] is True

    async def ws_state() -> dict[str, Any]:
        async with Client(server.ws_url(tid), None) as c:
            return await c.until(lambda m: m["type"] == "state")

    assert asyncio.run(ws_state())["seeded"] is True
    # seat 0 leaves: the replacement bot plays it to the end; the record publishes the seed
    assert server.post(f"/api/tables/{tid}/seats/0/leave", headers=auth).status_code == 200
    finished(server, tid)
    record = server.get(f"/api/tables/{tid}/record").json()["record"]
    assert record["seed"] == 424242
    # what seat 0 was shown is new_game(3, seed=424242) after the recorded actions
    assert states_of(record)[state["state_id"]].view(0) == state["view"]
    assert states_of(record)[0].to_json() == salon.load_game("rose-ceremony").new_game(3, seed=424242).to_json()
    other.step()
    # its rematch draws a fresh secret seed and is not seeded
    r = server.post(f"/api/tables/{tid}/rematch", headers=auth)
    assert r.status_code == 200, r.text
    again = r.json()["table_id"]
    assert r.json()["table"]["seeded"] is False and "seed" not in r.json()["table"]
    # (every seat sits at a rematch present: seat 0 leaves it too, so the bots play it out)
    assert server.post(f"/api/tables/{again}/seats/0/leave", headers=auth).status_code == 200
    finished(server, again)
    assert server.get(f"/api/tables/{again}/record").json()["record"]["seed"] != 424242
    other.step()

    # anonymous tables: not seeded, no seed shown before the end, and two of them differ
    seeds = []
    for _ in range(2):
        r = server.post("/api/tables", {"game": "rose-ceremony", "players": 3, "seats": [RANDOM] * 3})
        assert r.status_code == 201, r.text
        t = r.json()["table_id"]
        summary = server.get(f"/api/tables/{t}").json()
        assert summary["seeded"] is False and "seed" not in summary
        end = finished(server, t)
        assert end["seeded"] is False and "seed" not in end
        seeds.append(server.get(f"/api/tables/{t}/record").json()["record"]["seed"])
        other.step()
    assert seeds[0] != seeds[1] and 424242 not in seeds


def test_bot_delay_floor_and_levels(fresh_database: tuple[str, str]) -> None:
    """--min-bot-delay refuses a faster table unless admin; --bot-level replaces the levels,
    which GET /api/bots lists in words; a level outside the caps stops the server at start."""
    srv = Server(*fresh_database, "--min-bot-delay", "0.3", "--bot-level", "quick=random",
                 "--bot-level", "deep=ismcts:iterations=40", "--bot-max-iterations", "100").start()
    try:
        other = Progress(srv, ("deep", "quick"), "quick")  # heuristic is not a level here
        body = {"game": "rose-ceremony", "players": 3}
        for delay in (0, 0.29):
            msg = refused(srv.post("/api/tables", {**body, "bot_delay": delay, "replacement_bot": "quick"}),
                          400, "request/invalid")
            assert "0.3" in msg
        assert srv.post("/api/tables", {**body, "bot_delay": 0.3, "replacement_bot": "quick"}).status_code == 201
        assert srv.post("/api/tables", {**body, "bot_delay": 0, "replacement_bot": "quick"},
                        admin=True).status_code == 201
        listed = srv.get("/api/bots").json()
        assert [(x["name"], x["spec"]) for x in listed["levels"]] == [("quick", "random"),
                                                                      ("deep", "ismcts:iterations=40")]
        assert all(x["label"] and x["about"] for x in listed["levels"])
        assert not any("games" in x for x in listed["levels"])  # the operator's levels replace the games' own
        assert listed["max_iterations"] == 100 and listed["min_bot_delay"] == 0.3
        assert listed["seeded"]["badge"] and listed["seeded"]["about"]
        msg = refused(srv.post("/api/tables", {**body, "seats": [HUMAN, HEURISTIC, RANDOM]}), 400, "request/invalid")
        assert "quick, deep" in msg
        refused(srv.post("/api/tables", {**body, "replacement_bot": "quick",
                                         "seats": [HUMAN, {"kind": "bot", "bot": "ismcts:iterations=101"}, HUMAN]},
                         admin=True), 400, "request/invalid")
        other.step()
        assert srv.get(f"/api/tables/{other.table}").json()["seats"][1]["level"] == "deep"
    finally:
        srv.stop()
    # the default levels, in words, on a server started without --bot-level
    default = Server(*fresh_database).start()
    try:
        listed = default.get("/api/bots").json()
        assert tuple(x["name"] for x in listed["levels"]) == LEVELS and listed["default"] == "heuristic"
        assert all(x["label"] != x["name"] and x["about"] for x in listed["levels"])
        assert all("time" not in x["spec"] for x in listed["levels"])
        # a level may be another search in one game: it keeps its name there
        own = {x["name"]: x.get("games", {}) for x in listed["levels"]}
        assert own["normal"] == {"romeo-juliette": DEFAULT_GAME_LEVELS["romeo-juliette"]["normal"]} and not own["strong"]
        for game, players, spec in (("romeo-juliette", 2, own["normal"]["romeo-juliette"]),
                                    ("rose-ceremony", 3, DEFAULT_LEVELS["normal"])):
            made = default.post("/api/tables", {"game": game, "players": players,
                                                "seats": [HUMAN] + [{"kind": "bot", "bot": "normal"}] * (players - 1)})
            assert made.status_code == 201, made.text
            seat = default.get(f"/api/tables/{made.json()['table_id']}").json()["seats"][1]
            assert (seat["bot"], seat["level"]) == (spec, "normal")
    finally:
        default.stop()
    url, prefix = fresh_database
    for level in ("slow=ismcts:time=5", "huge=ismcts:iterations=999999", "Bad Name=random", "odd=nonsense"):
        cmd = [sys.executable, "-m", "salon.cli.main", "serve", "--port", str(free_port()), "--db", url,
               "--table-prefix", prefix, "--bot-level", level]
        done = subprocess.run(cmd, capture_output=True, timeout=PATIENCE)
        assert done.returncode == 2 and b"--bot-level" in done.stderr, done.stderr


def test_a_game_may_have_its_own_spec_for_a_level() -> None:
    """BotPolicy: a game's own spec for a level is what its tables store, under the level's name;
    the other games keep the level's spec; a game level must name a level and obey the caps."""
    bots = BotPolicy()
    rj = DEFAULT_GAME_LEVELS["romeo-juliette"]["normal"]
    assert rj != DEFAULT_LEVELS["normal"]
    assert bots.resolve("Normal", game_id="romeo-juliette") == rj
    assert bots.resolve("normal", game_id="roxane") == bots.resolve("normal") == DEFAULT_LEVELS["normal"]
    assert bots.level_of(rj) == "normal" and bots.named_specs()[rj] == "normal"
    assert bots.named_specs()[DEFAULT_LEVELS["strong"]] == "strong"
    bots.check_levels()
    with pytest.raises(ValueError, match="not a level"):
        BotPolicy(game_levels={"roxane": {"expert": "ismcts:iterations=10"}}).check_levels()
    with pytest.raises(ValueError, match="more than this server allows"):
        BotPolicy(max_iterations=500, levels={"normal": "ismcts:iterations=200"},
                  game_levels={"roxane": {"normal": "ismcts:iterations=600"}}).check_levels()


def test_old_tables_are_not_seeded(fresh_database: tuple[str, str]) -> None:
    """Schema 4 adds `seeded` to a database written before it: old tables read false."""
    url, prefix = fresh_database
    store = Store(url, prefix)
    try:
        assert migrate(store.engine, store.s, target=3) == 0
        with store.engine.begin() as conn:
            conn.exec_driver_sql(f"ALTER TABLE {store.s.tables.name} DROP COLUMN seeded")  # as schema 3 made it
            now = time.time()
            conn.exec_driver_sql(
                f"INSERT INTO {store.s.tables.name} (id, game, game_version, players, options, seed, status, "
                "state_id, clock, bot_delay, replacement_bot, created_at, updated_at, outcome) VALUES "
                f"('old', 'rose-ceremony', '{salon.load_game('rose-ceremony').version}', 3, '{{}}', 9, 'open', 0, "
                f"NULL, NULL, 'random', {now}, {now}, NULL)")
            for q in range(3):
                conn.exec_driver_sql(
                    f"INSERT INTO {store.s.seats.name} (table_id, seat, kind, name, bot, token_hash, away) "
                    f"VALUES ('old', {q}, 'open', NULL, NULL, NULL, " + ("FALSE" if store.is_postgres else "0") + ")")
    finally:
        store.close()
    srv = Server(url, prefix).start()
    try:
        listed = srv.get("/api/tables").json()["tables"]
        assert [t["seeded"] for t in listed if t["table_id"] == "old"] == [False]
        assert srv.get("/api/tables/old").json()["seeded"] is False
    finally:
        srv.stop()
    store = Store(url, prefix)
    try:
        assert store.migrate() == LATEST >= 4
    finally:
        store.close()


@pytest.mark.parametrize("token", ["t\u00e9st", "\u00ff" * 40])
def test_a_non_ascii_admin_token_is_refused_not_a_crash(server: Server, token: str) -> None:
    header = {"Authorization": b"Bearer " + token.encode("latin-1")}
    r = server.client.post(server.http + "/api/admin/cleanup", json={}, headers=header)
    refused(r, 401, "auth/admin_required")
    r = server.client.post(server.http + "/api/tables", headers=header,
                           json={"game": "rose-ceremony", "players": 3, "seed": 1})
    refused(r, 401, "auth/admin_required")
