"""Fair bot time (issue 28, item 1): one address's twenty tables of `strong` bots — fifteen of
four bots, five of four absent humans whose clock of one second hands every turn to a `strong`
replacement bot — beside two tables of another address, one of `heuristic` bots and one of
`easy` bots. Before the fair pool the honest tables' bots made 0 moves in 60 s. Here they
must keep moving: the test counts their moves over a window (the attacker's bots busy all
along), never a latency, so a loaded machine only makes the window longer."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx

from .helpers import Server

ATTACKER = {"X-Forwarded-For": "203.0.113.7"}
HONEST = {"X-Forwarded-For": "198.51.100.2"}
STRONG = {"kind": "bot", "bot": "strong"}
MOVES = 12  # each honest table's moves to see while the attack goes on


def create(client: httpx.Client, body: dict[str, Any], headers: dict[str, str]) -> str:
    r = client.post("/api/tables", json=body, headers=headers)
    assert r.status_code == 201, r.text
    return str(r.json()["table_id"])


def state_id(client: httpx.Client, table: str) -> tuple[int, str]:
    t = client.get(f"/api/tables/{table}").json()
    return int(t["state_id"]), str(t["status"])


def test_one_address_of_strong_tables_cannot_stop_another_addresss_bots(fresh_database: tuple[str, str],
                                                                        tmp_path: Path) -> None:
    srv = Server(*fresh_database, "--trusted-proxy", "127.0.0.1", "--tables-per-minute", "20",
                 "--bot-workers", "2")
    srv.stderr_path = str(tmp_path / "stderr.txt")
    srv.start()
    client = httpx.Client(base_url=srv.http, timeout=60)
    try:
        aqua = {"game": "aqua-mirabilis", "players": 4, "bot_delay": 0.3}
        attack = [create(client, {**aqua, "seats": [STRONG] * 4}, ATTACKER) for _ in range(15)]
        attack += [create(client, {**aqua, "seats": [{"kind": "human"}] * 4, "clock": 1,
                                   "replacement_bot": "strong"}, ATTACKER) for _ in range(5)]
        # the quota holds: a 21st table of the attacker's is refused
        r = client.post("/api/tables", json={**aqua, "seats": [STRONG] * 4}, headers=ATTACKER)
        assert r.status_code == 429 and r.json()["code"] == "limit/tables"
        # the attacker's bots are at work before the honest tables start
        deadline = time.monotonic() + 300
        while not any(state_id(client, t)[0] > 0 for t in attack):
            assert time.monotonic() < deadline, "the attacker's strong bots never moved"
            time.sleep(0.5)
        rose = {"game": "rose-ceremony", "players": 3, "bot_delay": 0.05}
        honest = [create(client, {**rose, "seats": [{"kind": "bot", "bot": "heuristic"}] * 3}, HONEST),
                  create(client, {**rose, "seats": [{"kind": "bot", "bot": "easy"}] * 3}, HONEST)]
        seen = {t: 0 for t in honest}
        attacked_at = {t: state_id(client, t)[0] for t in attack}
        deadline = time.monotonic() + 600
        while any(n < MOVES for n in seen.values()):
            assert time.monotonic() < deadline, (f"the honest tables' bots stopped: {seen}; "
                                                 f"{client.get('/api/stats').json()['bots']}; "
                                                 f"{Path(srv.stderr_path).read_text()[-2000:]}")
            for t in honest:
                sid, status = state_id(client, t)
                seen[t] = sid if status != "finished" else max(sid, MOVES)
            time.sleep(0.2)
        # the attack went on meanwhile: its tables still play, their bots still busy
        still = [state_id(client, t) for t in attack]
        assert sum(status == "playing" for _, status in still) >= 15, still
        stats = client.get("/api/stats").json()["bots"]["search"]
        assert stats["per_creator"] == 1 and stats["queued"] >= 10, stats
        assert sum(sid for sid, _ in still) >= sum(attacked_at.values())
    finally:
        client.close()
        srv.stop()
