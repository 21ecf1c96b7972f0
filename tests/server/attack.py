"""What the attack tests (tests/server/test_attack_*.py) share: the server process's memory
and CPU, the check of a refusal, and another table that must keep making progress."""

from __future__ import annotations

import os
import time
from typing import Any

import httpx

from ..patience import PATIENCE
from .conftest import ADMIN_TOKEN
from .helpers import Server

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


def rss_mb(srv_or_pid: Server | int) -> float:
    """The server process's resident memory, in MiB."""
    pid = srv_or_pid if isinstance(srv_or_pid, int) else srv_or_pid.proc.pid  # type: ignore[union-attr]
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time the process has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def refused(r: httpx.Response, status: int, code: str) -> str:
    """Check `r` is the documented error body with `status` and `code`; its message."""
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert body["type"] == "error" and body["code"] == code and body["message"], body
    return str(body["message"])


class Progress:
    """Another table — a person against two bots — played over one kept-alive HTTP connection
    opened before the attack (created with the admin token, so the per-address limits under
    test never refuse it): `step()` makes one move of the person and checks it is answered
    with a newer state (the bots moved in between)."""

    def __init__(self, srv: Server, bots: tuple[str, str] = ("heuristic", "heuristic"),
                 replacement: str = "heuristic") -> None:
        self.client = httpx.Client(base_url=srv.http, timeout=PATIENCE)
        self.seats: list[dict[str, Any]] = [{"kind": "human"}] + [{"kind": "bot", "bot": b} for b in bots]
        self.replacement = replacement
        self.moves = 0
        self.tables: list[str] = []
        self._new_table()

    def _new_table(self) -> None:
        r = self.client.post("/api/tables", headers=ADMIN, json={
            "game": "rose-ceremony", "players": 3, "seats": self.seats, "replacement_bot": self.replacement})
        assert r.status_code == 201, r.text
        self.table = r.json()["table_id"]
        self.tables.append(self.table)
        self.auth = {"Authorization": f"Bearer {r.json()['seats'][0]['token']}"}

    def step(self) -> None:
        deadline = time.monotonic() + PATIENCE
        while True:
            st = self.client.get(f"/api/tables/{self.table}/state", headers=self.auth).json()
            if st["status"] == "finished":
                self._new_table()
            elif st["legal"]:
                break
            assert time.monotonic() < deadline, "the other table's bots did not move"
            time.sleep(0.01)
        r = self.client.post(f"/api/tables/{self.table}/actions", headers=self.auth,
                             json={"state_id": st["state_id"], "action": st["legal"][0]})
        assert r.status_code == 200, r.text
        assert r.json()["state_id"] > st["state_id"]
        self.moves += 1

    def close(self) -> None:
        self.client.close()
