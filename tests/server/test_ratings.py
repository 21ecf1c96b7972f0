"""Ratings per game (openskill) on a real server, SQLite and PostgreSQL: a rated game between
two signed-in players, a rated game abandoned by one of them (a loss for the leaver, the same
rule whichever process settles it), one abandoned before its first move (unrated), the
cooperative results of Roméo & Juliette, leaderboards and profiles, and what is refused."""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

import httpx
import pytest

from salon.people import ratings
from salon.store import Store
from salon.store.people import People

from ..patience import PATIENCE
from .accounts_helpers import device, sign_in, sign_up_and_verify
from .helpers import Server
from .mailbox import Mailbox


def two_players(site: Server, mailbox: Mailbox) -> tuple[tuple[str, httpx.Client], tuple[str, httpx.Client]]:
    a, _ = sign_up_and_verify(site, mailbox, "ann")
    b, _ = sign_up_and_verify(site, mailbox, "bob")
    da, db = device(site), device(site)
    assert sign_in(da, a).status_code == 200 and sign_in(db, b).status_code == 200
    return (a, da), (b, db)


def rated_table(creator: httpx.Client, joiner: httpx.Client, game: str = "aqua-mirabilis",
                **options: Any) -> tuple[str, dict[int, str]]:
    made = creator.post("/api/tables", json={"game": game, "players": 2, "rated": True, "options": options,
                                            "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]})
    assert made.status_code == 201, made.text
    tid = made.json()["table_id"]
    claimed = joiner.post(f"/api/tables/{tid}/seats/1/claim", json={})
    assert claimed.status_code == 200, claimed.text
    return tid, {0: made.json()["seats"][0]["token"], 1: claimed.json()["token"]}


def play(site: Server, tid: str, tokens: dict[int, str], rng: random.Random, until: Any = None) -> dict[str, Any]:
    """Play the seats of `tokens` (random legal actions) until the game ends or `until(state)`."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        summary = site.get(f"/api/tables/{tid}").json()
        if summary["status"] == "finished" or (until and until(summary)):
            return summary
        mine = [q for q in summary["to_act"] if q in tokens]
        if not mine:
            time.sleep(0.05)  # a bot's move
            continue
        seat = mine[0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        st = site.get(f"/api/tables/{tid}/state", headers=auth).json()
        if not st["legal"]:
            continue
        r = site.post(f"/api/tables/{tid}/actions", {"state_id": st["state_id"], "action": rng.choice(st["legal"])},
                      headers=auth)
        assert r.status_code in (200, 409), r.text
    raise AssertionError("the game did not end in time")


def settled_profile(site: Server, name: str, tid: str) -> dict[str, Any]:
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        prof = site.get(f"/api/players/{name}").json()
        game = next((g for g in prof["games"] if g["table_id"] == tid), None)
        if game is not None and game["rated"] is not None:
            return prof
        time.sleep(0.1)
    raise AssertionError(f"table {tid} was not settled")


def test_a_rated_game_moves_both_ratings_and_the_leaderboard(site: Server, mailbox: Mailbox) -> None:
    (a, da), (b, db) = two_players(site, mailbox)
    tid, tokens = rated_table(da, db)
    end = play(site, tid, tokens, random.Random(1))
    winners = end["outcome"]["winners"]
    pa, pb = settled_profile(site, a, tid), settled_profile(site, b, tid)
    ga = next(g for g in pa["games"] if g["table_id"] == tid)
    assert ga["rated"] == "rated" and ga["won"] == (0 in winners)
    ra = next(x for x in pa["ratings"] if x["game"] == "aqua-mirabilis")
    rb = next(x for x in pb["ratings"] if x["game"] == "aqua-mirabilis")
    assert ra["games"] == rb["games"] == 1
    expected = ratings.rate([ratings.initial()] * 2, ratings.ranks(end["outcome"], 2, [False, False]))
    assert ra["mu"] == round(expected[0][0], 3) and rb["mu"] == round(expected[1][0], 3)  # openskill's numbers
    # a new rating is provisional: shown on the profile, kept off the leaderboard
    assert ra["provisional"] and rb["provisional"] and ra["opponents"] == 1
    board = site.get("/api/leaderboards/aqua-mirabilis", params={"limit": 200}).json()["players"]
    assert a not in [p["name"] for p in board] and b not in [p["name"] for p in board]
    assert pa["rating_history"][0]["table_id"] == tid
    assert site.get(ga["replay"]).status_code == 200  # the replay link of the history


def test_a_rated_game_abandoned_counts_as_a_loss_for_the_leaver(site: Server, mailbox: Mailbox) -> None:
    (a, da), (b, db) = two_players(site, mailbox)
    tid, tokens = rated_table(da, db)
    rng = random.Random(2)
    play(site, tid, tokens, rng, until=lambda s: s["state_id"] >= 6)  # both seats moved
    left = site.post(f"/api/tables/{tid}/seats/1/leave", {"token": tokens[1]})
    assert left.status_code == 200
    play(site, tid, {0: tokens[0]}, rng)  # the bot plays bob's seat to the end
    pb = settled_profile(site, b, tid)
    gb = next(g for g in pb["games"] if g["table_id"] == tid)
    assert gb["rated"] == "rated" and gb["left"] is True and gb["rank"] == 2 and gb["rating_change"] < 0
    # bob left before playing his share of the seat's decisions: nobody gains from his leaving
    # (issue 51: a second account that leaves is no way to farm a rating)
    pa = settled_profile(site, a, tid)
    ga = next(g for g in pa["games"] if g["table_id"] == tid)
    assert ga["rated"] == "rated" and "rank" not in ga and not pa["ratings"]


def test_a_table_abandoned_before_the_first_move_is_unrated(site: Server, mailbox: Mailbox) -> None:
    (a, da), (b, db) = two_players(site, mailbox)
    tid, tokens = rated_table(da, db)
    assert site.post(f"/api/tables/{tid}/seats/1/leave", {"token": tokens[1]}).status_code == 200
    play(site, tid, {0: tokens[0]}, random.Random(3))
    pa = settled_profile(site, a, tid)
    assert next(g for g in pa["games"] if g["table_id"] == tid)["rated"] == "unrated: abandoned before the first move"
    assert not [x for x in pa["ratings"] if x["game"] == "aqua-mirabilis"]


def test_romeo_and_juliette_records_the_pair_per_chapter(site: Server, mailbox: Mailbox) -> None:
    (a, da), (b, db) = two_players(site, mailbox)
    tid, tokens = rated_table(da, db, "romeo-juliette", chapter=2)
    end = play(site, tid, tokens, random.Random(4))
    pa = settled_profile(site, a, tid)
    coop = next(c for c in pa["cooperative"] if c["table_id"] == tid)
    assert coop["chapter"] == "2" and coop["won"] == bool(end["outcome"]["winners"]) and coop["partners"] == 1
    assert pa["ratings"] == []
    assert site.get("/api/leaderboards/romeo-juliette").json()["code"] == "request/invalid"


def test_what_a_rated_table_refuses(site: Server, mailbox: Mailbox) -> None:
    (_a, da), _b = two_players(site, mailbox)
    bot = da.post("/api/tables", json={"game": "aqua-mirabilis", "players": 2, "rated": True,
                                       "seats": [{"kind": "human", "mine": True}, {"kind": "bot", "bot": "random"}]})
    assert bot.status_code == 400 and "every seat" in bot.json()["message"]
    guest = da.post("/api/tables", json={"game": "aqua-mirabilis", "players": 2, "rated": True,
                                         "seats": [{"kind": "human"}, {"kind": "open"}]})
    assert guest.status_code == 400
    tid = da.post("/api/tables", json={"game": "aqua-mirabilis", "players": 2, "rated": True,
                                       "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]}).json()["table_id"]
    anonymous = site.post(f"/api/tables/{tid}/seats/1/claim", {})
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "auth/session_required"
    twice = da.post(f"/api/tables/{tid}/seats/1/claim", json={})
    assert twice.status_code == 409  # an account holds one seat of a table
    not_signed = site.post("/api/tables", {"game": "aqua-mirabilis", "players": 2,
                                           "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]})
    assert not_signed.status_code == 401


# ------------------------------------------------------------------ the store on its own
def _finished_table(store: Store, tid: str, accounts: list[str], away: list[bool]) -> None:
    now = time.time()
    with store.engine.begin() as conn:
        conn.execute(store.s.tables.insert().values(
            id=tid, game="rose-ceremony", game_version="1", players=3, options="{}", seed=1, status="finished",
            state_id=3, clock=None, bot_delay=None, replacement_bot="heuristic", created_at=now, updated_at=now,
            outcome=json.dumps({"scores": [3, 5, 5], "winners": [1], "details": {}}), rated=True))
        conn.execute(store.s.seats.insert(), [
            {"table_id": tid, "seat": q, "kind": "human", "name": None, "bot": None, "token_hash": None,
             "away": away[q], "account_id": a} for q, a in enumerate(accounts)])
        conn.execute(store.s.actions.insert(), [
            {"table_id": tid, "seq": q + 1, "seat": q, "action": "x", "log": "[]", "source": "human", "at": now}
            for q in range(3)])


def test_two_processes_settle_a_table_once_by_the_same_rule(fresh_database: tuple[str, str]) -> None:
    first, second = Store(*fresh_database), Store(*fresh_database)
    try:
        first.migrate()
        _finished_table(first, "t1", ["x", "y", "z"], [False, False, True])  # z left after moving
        results: list[str | None] = []

        def settle(store: Store) -> None:
            results.append(People(store).settle("t1", time.time(), False, ""))

        threads = [threading.Thread(target=settle, args=(s,)) for s in (first, second, first, second)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results, key=str) == [None, None, None, "rated"]
        now, history = People(first).player_ratings("z")
        assert [e["rank"] for e in history] == [3] and history[0]["left"]
        # 1: the winner; 2: seat 0 (3 points); 3: the leaver, whose 5 points do not count
        seat_ranks = ratings.ranks({"scores": [3, 5, 5], "winners": [1]}, 3, [False, False, True])
        assert seat_ranks == [2, 1, 3]
        expected = ratings.rate([ratings.initial()] * 3, seat_ranks)
        assert now[0]["mu"] == pytest.approx(expected[2][0]) and expected[2][0] < ratings.initial()[0]
    finally:
        first.close()
        second.close()


def test_ranks_winners_first_ties_shared_leavers_last() -> None:
    assert ratings.ranks({"scores": [3, 5, 5], "winners": [1]}, 3, [False, False, False]) == [3, 1, 2]
    assert ratings.ranks({"scores": [3, 5, 5], "winners": [1, 2]}, 3, [False, False, False]) == [2, 1, 1]
    assert ratings.ranks({"scores": [9, 5, 5], "winners": [0]}, 3, [True, False, False]) == [2, 1, 1]
    assert ratings.ranks({"scores": [9, 5, 1], "winners": [0]}, 3, [True, False, True]) == [2, 1, 2]
