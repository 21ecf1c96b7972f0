"""Issue 51: ratings that measure play. On the store (SQLite and PostgreSQL) with the time of
each settlement given, never the wall clock: the one-move alt (three games won by the bot
for a second account leave the farmer's rating where it was), a seat the server handed to
the bot keeps its result while a seat its player left ranks last, repeated pairings count
less and less within a day, and new ratings stay provisional (off the leaderboard) until
enough games against enough accounts. On a real server: a rated table's limits are the
server's (grace 1 becomes the floor) and no player may hand another's seat to the bot."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
import websockets

from salon.people import ratings
from salon.people.ratings import RatingRules
from salon.server.handover import Handover
from salon.store import Store
from salon.store.people import People

from .accounts_helpers import device, sign_in, sign_up_and_verify
from .helpers import Server, hello
from .mailbox import Mailbox

DAY = 86400.0


@pytest.fixture
def people(fresh_database: tuple[str, str]) -> Iterator[People]:
    store = Store(*fresh_database)
    store.migrate()
    yield People(store)
    store.close()


def finished(people: People, tid: str, accounts: list[str], scores: list[float], winners: list[int],
             moves: list[tuple[int, int]], away: list[str | None] | None = None, at: float = 0.0) -> None:
    """A finished rated table of `accounts`; `moves[q]`: (the account's own decisions, the
    bot's or the clock's) of seat q; `away[q]`: who made seat q away at the end (None: here)."""
    s = people.s
    away = away or [None] * len(accounts)
    with people.engine.begin() as conn:
        conn.execute(s.tables.insert().values(
            id=tid, game="rose-ceremony", game_version="1", players=len(accounts), options="{}", seed=1,
            status="finished", state_id=0, clock=None, bot_delay=None, replacement_bot="heuristic", created_at=at,
            updated_at=at, outcome=json.dumps({"scores": scores, "winners": winners, "details": {}}), rated=True))
        conn.execute(s.seats.insert(), [
            {"table_id": tid, "seat": q, "kind": "human", "name": None, "bot": None, "token_hash": None,
             "away": away[q] is not None, "away_by": away[q], "account_id": a} for q, a in enumerate(accounts)])
        rows, seq = [], 0
        for q, (own, bot) in enumerate(moves):
            for source, n in (("human", own), ("bot", bot)):
                for _ in range(n):
                    seq += 1
                    rows.append({"table_id": tid, "seq": seq, "seat": q, "action": "x", "log": "[]",
                                 "source": source, "at": at})
        conn.execute(s.actions.insert(), rows)


def accounts(people: People, *ids: str) -> None:
    """Account rows for these ids (named after them), for the leaderboard's names."""
    with people.engine.begin() as conn:
        conn.execute(people.s.accounts.insert(), [
            {"id": i, "name": i, "name_key": i, "email": f"{i}@example.org", "email_key": f"{i}@example.org",
             "password_hash": "x", "verified": True, "created_at": 0.0, "mail_turns": False,
             "unsubscribe_key": f"k{i}"} for i in ids])


def rating(people: People, account: str) -> tuple[float, float] | None:
    now, _history = people.player_ratings(account)
    got = [(r["mu"], r["sigma"]) for r in now if r["game"] == "rose-ceremony"]
    return got[0] if got else None


def test_three_one_move_alt_games_leave_the_farmer_where_he_was(people: People) -> None:
    accounts(people, "farmer", "alt")
    for i in range(3):  # the alt makes one move and leaves; the bot wins its seat 39-5
        finished(people, f"alt{i}", ["farmer", "alt"], [5, 39], [1], [(20, 0), (1, 19)], [None, "left"], at=i)
        assert people.settle(f"alt{i}", 10.0 + i, False, "") == "rated"
    assert rating(people, "farmer") is None  # the farmer's rating did not move: 0 games
    mu, sigma = rating(people, "alt")  # type: ignore[misc]
    assert ratings.ordinal(mu, sigma) < 0 and mu < ratings.initial()[0]  # the leaver still loses
    assert people.leaderboard("rose-ceremony") == []


def test_a_seat_the_server_handed_over_keeps_its_result_a_leaver_ranks_last(people: People) -> None:
    # the opponent's connection dropped for good halfway: the server handed the seat over and
    # its bot won 39-5; the seat keeps its win
    finished(people, "net", ["ann", "bob"], [5, 39], [1], [(20, 0), (12, 8)], [None, "server"])
    assert people.settle("net", 10.0, False, "") == "rated"
    _now, history = people.player_ratings("bob")
    assert history[0]["rank"] == 1 and not history[0]["left"]
    assert rating(people, "bob")[0] > rating(people, "ann")[0]  # type: ignore[index]
    # the same seat left by its player (or handed over by another): last, whatever its bot scored
    finished(people, "quit", ["cat", "dan"], [5, 39], [1], [(20, 0), (12, 8)], [None, "left"])
    assert people.settle("quit", 10.0, False, "") == "rated"
    _now, history = people.player_ratings("dan")
    assert history[0]["rank"] == 2 and history[0]["left"]
    # handed over by the server before its share: it counts for nobody
    finished(people, "early", ["eve", "fay"], [5, 39], [1], [(20, 0), (2, 18)], [None, "server"])
    assert people.settle("early", 10.0, False, "") == "unrated: no seat played its share"
    assert rating(people, "eve") is None and rating(people, "fay") is None


def test_repeated_pairings_count_less_and_less_within_a_day(people: People) -> None:
    changes = []
    for i, at in enumerate([1000.0, 2000.0, 3000.0, 2500.0 + DAY]):
        before = rating(people, "gus") or ratings.initial()
        finished(people, f"rep{i}", ["gus", "hal"], [39, 5], [0], [(20, 0), (20, 0)], at=at)
        assert people.settle(f"rep{i}", at, False, "") == "rated"
        _now, history = people.player_ratings("gus")
        changes.append((history[0]["weight"], rating(people, "gus")[0] - before[0]))  # type: ignore[index]
    assert [w for w, _d in changes] == [1.0, 0.5, 0.25, 0.5]  # the day's window: the first game left it
    # the same result moves the winner less each time (openskill alone would too, but far less)
    full = ratings.rate([ratings.initial()] * 2, [1, 2])[0][0] - ratings.initial()[0]
    assert changes[0][1] == pytest.approx(full)
    assert changes[1][1] < full / 2 + 1e-9 and changes[2][1] < changes[1][1] / 2 + 1e-9


def test_a_new_rating_is_provisional_until_enough_games_against_enough_accounts(people: People) -> None:
    rules = RatingRules(provisional_games=3, provisional_opponents=2)
    accounts(people, "ivy", "jon", "kim")
    for i in range(3):  # three games, one opponent: still provisional
        finished(people, f"pro{i}", ["ivy", "jon"], [39, 5], [0], [(20, 0), (20, 0)], at=i * DAY)
        people.settle(f"pro{i}", i * DAY, False, "", rules)
    assert people.leaderboard("rose-ceremony", rules=rules) == []
    finished(people, "pro3", ["ivy", "kim"], [39, 5], [0], [(20, 0), (20, 0)], at=4 * DAY)
    people.settle("pro3", 4 * DAY, False, "", rules)
    assert [r["name"] for r in people.leaderboard("rose-ceremony", rules=rules)] == ["ivy"]
    assert people.opponents("ivy", "rose-ceremony") == 2 and people.opponents("jon", "rose-ceremony") == 1


def test_the_server_hands_an_absent_seat_over_only_after_its_own_grace() -> None:
    """The accounts' clock drives it: nothing before the table's grace, the seat after."""
    now = [5000.0]
    changed: list[tuple[str, int, dict[str, Any]]] = []

    async def change_seat(t: Any, q: int, values: dict[str, Any], expect: dict[str, Any]) -> bool:
        changed.append((t.id, q, values))
        t.seats[q]["away"] = True
        return True

    async def system_line(t: Any, message_id: str, seat: int, by: int | None = None) -> None:
        return None

    table = SimpleNamespace(id="r", rated=True, status="playing", grace=300.0,
                            seats=[{"seat": 0, "kind": "human", "away": False}, {"seat": 1, "kind": "human", "away": False}],
                            connected=lambda q: q == 0)
    hub = SimpleNamespace(leases=SimpleNamespace(mine={"r": 0.0}), tables={"r": table}, change_seat=change_seat,
                          chat=SimpleNamespace(system_line=system_line))
    handover = Handover(hub, clock=lambda: now[0])  # type: ignore[arg-type]
    assert asyncio.run(handover.round()) == 0
    now[0] += 299.0
    assert asyncio.run(handover.round()) == 0 and changed == []
    now[0] += 1.0
    assert asyncio.run(handover.round()) == 1
    assert changed == [("r", 1, {"away": True, "away_by": "server"})]


# ------------------------------------------------------------------ on a real server
def test_a_rated_table_has_the_servers_limits_and_no_player_hands_a_seat_over(site: Server, mailbox: Mailbox) -> None:
    a, _ = sign_up_and_verify(site, mailbox, "grief")
    b, _ = sign_up_and_verify(site, mailbox, "victim")
    da, db = device(site), device(site)
    assert sign_in(da, a).status_code == 200 and sign_in(db, b).status_code == 200
    made = da.post("/api/tables", json={"game": "aqua-mirabilis", "players": 2, "rated": True, "grace": 1,
                                        "clock": 1, "replacement_bot": "random",
                                        "seats": [{"kind": "human", "mine": True}, {"kind": "open"}]})
    assert made.status_code == 201, made.text
    tid, tok_a = made.json()["table_id"], made.json()["seats"][0]["token"]
    assert db.post(f"/api/tables/{tid}/seats/1/claim", json={}).status_code == 200
    summary = site.get(f"/api/tables/{tid}").json()
    rules = RatingRules()
    assert summary["grace"] == rules.rated_grace and summary["clock"] == rules.rated_clock

    async def grief() -> dict[str, Any]:
        # the creator is at the table; the victim's page is reloading (not connected)
        async with websockets.connect(site.ws_url(tid)) as ws:
            await ws.send(hello(tok_a))
            await asyncio.wait_for(ws.recv(), 30)
            r = await asyncio.to_thread(site.post, f"/api/tables/{tid}/seats/1/hand-to-bot", {},
                                        headers={"Authorization": f"Bearer {tok_a}"})
            return {"status": r.status_code, **r.json()}

    answer = asyncio.run(grief())
    assert answer["status"] == 409 and answer["code"] == "seat/rated", answer
    seats = site.get(f"/api/tables/{tid}").json()["seats"]
    assert not seats[1].get("away")


def test_a_rated_tables_limits_are_floors_the_creator_may_only_lengthen() -> None:
    from salon.core import load_game
    from salon.server.limits import BotPolicy
    from salon.server.routes.tables import check_bot, rated_limits

    svc = SimpleNamespace(accounts=None, bots=BotPolicy())
    game = load_game("aqua-mirabilis")
    rules = RatingRules()
    server_bot = check_bot(game, svc.bots, rules.rated_bot, True)
    assert rated_limits(svc, game, 1.0, 1.0, "random") == (rules.rated_grace, rules.rated_clock, server_bot)  # type: ignore[arg-type]
    assert rated_limits(svc, game, 0.0, None, "random")[:2] == (rules.rated_grace, None)  # type: ignore[arg-type]
    assert rated_limits(svc, game, 900.0, 120.0, "random")[:2] == (900.0, 120.0)  # type: ignore[arg-type]


def test_the_rules_are_server_settings_with_their_defaults() -> None:
    assert RatingRules.from_env({}) == RatingRules()
    set_ = RatingRules.from_env({"SALON_MIN_SHARE": "0.6", "SALON_PROVISIONAL_GAMES": "7", "SALON_RATED_GRACE": "600"})
    assert (set_.min_share, set_.provisional_games, set_.rated_grace) == (0.6, 7, 600.0)
    for bad in ({"SALON_MIN_SHARE": "2"}, {"SALON_REPEAT_DECAY": "-0.1"}, {"SALON_RATED_CLOCK": "soon"}):
        with pytest.raises(ValueError, match="SALON_"):
            RatingRules.from_env(bad)
