"""Players: a profile per account (`/api/players/{name}`: games played with their result and
replay, rating per game and its history, cooperative results, the tables waiting for this
player's move) and the leaderboard of each game. Public: what any table listing shows."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Query

from ...people import ratings
from ...people.inputs import control_character
from ...people.names import name_key
from ..errors import ApiError
from .bodies import MAX_OFFSET
from .deps import Svc
from .games import known_game

router = APIRouter()
#: a profile's tables looked at (the newest); its waiting tables are loaded to see who acts
MAX_GAMES = 200
MAX_WAITING = 50


def rating_of(mu: float, sigma: float) -> dict[str, float]:
    return {"rating": round(ratings.ordinal(mu, sigma), 2), "mu": round(mu, 3), "sigma": round(sigma, 3)}


@router.get("/api/players/{name}", summary="A player's profile: games, ratings and their history, "
                                           "tables waiting for their move")
async def profile(name: str, svc: Svc) -> dict[str, Any]:
    acc = svc.accounts
    if acc is None or len(name) > 64 or control_character(name) is not None:
        raise ApiError("request/not_found", say="error-no-player", name=repr(name[:64]))
    account = await svc.hub.db(acc.people.account_by, "name_key", name_key(name))
    if account is None or not account["verified"]:
        raise ApiError("request/not_found", say="error-no-player", name=repr(name[:64]))
    people = acc.people
    finished = await svc.hub.db(people.account_seats, account["id"], ("finished",), MAX_GAMES)
    settled = await svc.hub.db(people.settled, [r["table_id"] for r in finished])
    now_ratings, history = await svc.hub.db(people.player_ratings, account["id"])
    events = {(e["table_id"]): e for e in history}
    games = []
    for r in finished:
        out = json.loads(r["outcome"]) if r["outcome"] else {}
        seat = int(r["seat"])
        d: dict[str, Any] = {"table_id": r["table_id"], "game": r["game"], "players": r["players"], "seat": seat,
                             "finished_at": r["updated_at"], "won": seat in (out.get("winners") or []),
                             "score": (out.get("scores") or [None] * (seat + 1))[seat],
                             "replay": f"/api/tables/{r['table_id']}/replay/0?seat={seat}",
                             "rated": settled.get(r["table_id"])}
        if (e := events.get(r["table_id"])) is not None:
            d["rank"] = e["rank"]
            d["left"] = bool(e["left"])
            d["rating_change"] = round(ratings.ordinal(e["mu"], e["sigma"])
                                       - ratings.ordinal(e["mu_before"], e["sigma_before"]), 2)
        games.append(d)
    waiting = []
    for r in (await svc.hub.db(people.account_seats, account["id"], ("playing",), MAX_WAITING)):
        t = await svc.hub.get(r["table_id"])
        if t is not None and int(r["seat"]) in t.state.current_players() and not r["away"]:
            waiting.append({"table_id": t.id, "game": t.game.id, "seat": int(r["seat"]), "since": t.last_at,
                            "deadline": t.deadline(), "turn_based": t.turn_based})
    rules = acc.rules
    rated = []
    for x in now_ratings:  # provisional until enough rated games against enough accounts
        met = await svc.hub.db(people.opponents, account["id"], x["game"])
        rated.append({"game": x["game"], "games": x["games"], "opponents": met,
                      "provisional": x["games"] < rules.provisional_games or met < rules.provisional_opponents,
                      **rating_of(x["mu"], x["sigma"])})
    return {
        "name": account["name"], "since": account["created_at"],
        "ratings": rated,
        "rating_history": [{"game": e["game"], "table_id": e["table_id"], "at": e["at"], "rank": e["rank"],
                            "left": bool(e["left"]), "weight": 1.0 if e.get("weight") is None else e["weight"],
                            **rating_of(e["mu"], e["sigma"])} for e in history],
        "cooperative": [{"game": c["game"], "table_id": c["table_id"], "chapter": c["chapter"], "won": bool(c["won"]),
                         "at": c["at"], "partners": len(json.loads(c["partners"]))}
                        for c in await svc.hub.db(people.coop_history, account["id"])],
        "games": games, "your_move": waiting,
    }


@router.get("/api/leaderboards/{game_id}", summary="A game's ratings, best first (openskill ordinal mu − 3σ)")
async def leaderboard(game_id: str, svc: Svc, limit: int = Query(50, ge=1, le=200),
                      offset: int = Query(0, ge=0, le=MAX_OFFSET)) -> dict[str, Any]:
    game = known_game(game_id)
    if game.cooperative:
        raise ApiError("request/invalid", f"{game.title} is cooperative: it has no ratings (each player's "
                                          "profile lists the pair's results per chapter)")
    if svc.accounts is None:
        return {"game": game.id, "players": []}
    # provisional ratings are kept off (people/ratings.py, RatingRules)
    rows = await svc.hub.db(svc.accounts.people.leaderboard, game.id, limit, offset, svc.accounts.rules)
    return {"game": game.id, "players": [{"place": offset + i + 1, "name": r["name"], "games": r["games"],
                                          **rating_of(r["mu"], r["sigma"])} for i, r in enumerate(rows)]}
