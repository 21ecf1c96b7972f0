"""The request bodies of the REST routes and the bounds of numbers in paths, queries and
bodies (a larger one is request/invalid, never a 500)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from ..live import DEFAULT_GRACE

MAX_SEAT = 999
MAX_STEP = 10**6
MAX_OFFSET = 10**9
MAX_SECONDS = 10 * 365 * 86400.0
#: a seat number in a path
Seat = Annotated[int, PathParam(ge=0, le=MAX_SEAT)]
#: a game option's value: a scalar (options are names with a choice each)
OptionValue = bool | int | float | Annotated[str, Field(max_length=200)] | None


class SeatSpec(BaseModel):
    kind: Literal["human", "bot", "open"] = Field(
        description="human: a token is issued now; open: a seat anyone may claim; bot: played by the server")
    name: str | None = Field(None, max_length=40)
    bot: str | None = Field(None, max_length=200, description="a bot level of GET /api/bots, e.g. heuristic or strong "
                                 "(any bot spec within the caps with the admin token)")


class CreateTable(BaseModel):
    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=64)
    options: dict[Annotated[str, Field(max_length=40)], OptionValue] = Field(default_factory=dict, max_length=64)
    seed: int | None = Field(None, ge=0, lt=2**62, description="needs the admin token (the table is then "
                             "marked seeded); omit it for a secret seed drawn by the server")
    seats: list[SeatSpec] | None = Field(None, max_length=64, description="one per seat; default: every seat open")
    clock: float | None = Field(None, gt=0, le=30 * 86400, description="seconds per decision; a bot plays it when time runs out")
    bot_delay: float | None = Field(None, ge=0, le=30, description="pause before each bot move (default: the server's; at least "
                                                 "the server's floor, --min-bot-delay, without the admin token)")
    replacement_bot: str = Field("heuristic", max_length=200, description="the bot level that plays the seat of a human who leaves")
    grace: float = Field(DEFAULT_GRACE, ge=0, le=7 * 86400,
                         description="seconds a disconnected human may be away before a present player "
                                     "may hand the seat to the replacement bot (0: never)")
    spectator_chat: bool = Field(True, description="false: the players do not read what spectators say")


class ClaimSeat(BaseModel):
    name: str | None = Field(None, max_length=40)
    token: str | None = Field(None, max_length=200, description="to reclaim a seat you left")


class Rename(BaseModel):
    name: str = Field(max_length=200, description="1–32 characters")


class Act(BaseModel):
    state_id: int = Field(ge=0, le=MAX_STEP)
    action: str = Field(max_length=500)


class Undo(BaseModel):
    state_id: int = Field(ge=0, le=MAX_STEP)


class Cleanup(BaseModel):
    finished_for: float | None = Field(None, ge=0, le=MAX_SECONDS, description="delete finished tables idle this long (s)")
    idle_for: float | None = Field(None, ge=0, le=MAX_SECONDS, description="delete open/playing tables idle this long (s)")
