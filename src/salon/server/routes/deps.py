"""What the routes share, as FastAPI dependencies: the app's services (hub, store, limits,
bot policy), the seat token a request carries and whether it carries the admin token.

None of them raises: a route looks its table up itself (`table_or_404`) so that the order of
its refusals stays the documented one (a bad body is request/invalid before any look-up).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import Depends, Header, Request

from ...store import Store
from ..errors import ApiError
from ..guard import TableQuota
from ..hub import Hub
from ..limits import BotPolicy, Limits, Window, bearer, is_admin
from ..table import Table

#: a table id as the server makes them (hex); anything else is not looked up
TABLE_ID = re.compile(r"[0-9A-Za-z_-]{1,40}")


@dataclass
class Services:
    """What one app's routes work with (made once by `create_app`, kept in `app.state`)."""

    hub: Hub
    store: Store
    limits: Limits
    bots: BotPolicy
    admin_token: str | None
    quota: TableQuota
    #: finished table id -> the state after each step (least recently used first)
    replays: dict[str, list[Any]] = field(default_factory=dict)
    #: accounts, sessions and mail (routes/accounts.py); None: accounts not set up
    accounts: Any = None
    #: name changes per seat ("table/seat") in the last minute (each rewords the talk for everyone)
    renames: Window | None = None

    def __post_init__(self) -> None:
        if self.renames is None:
            self.renames = Window(self.limits.renames_per_minute, 60.0)


def services(request: Request) -> Services:
    """The services of the app serving this request."""
    return request.app.state.services  # type: ignore[no-any-return]


def seat_token(authorization: str | None = Header(None)) -> str | None:
    """The token of `Authorization: Bearer …` (a seat's token), None without one."""
    return bearer(authorization)


def admin_flag(request: Request) -> bool:
    """Whether the request carries the admin token (Authorization: Bearer …), which lifts the
    per-client limits; any header text, never an exception."""
    return is_admin(request.headers.get("authorization"), services(request).admin_token)


Svc = Annotated[Services, Depends(services)]
SeatToken = Annotated[str | None, Depends(seat_token)]
Admin = Annotated[bool, Depends(admin_flag)]


async def table_or_404(hub: Hub, table_id: str) -> Table:
    """The live table `table_id` (loaded from the store if needed); table/not_found otherwise."""
    t = await hub.get(table_id) if TABLE_ID.fullmatch(table_id) else None
    if t is None:
        raise ApiError("table/not_found", say="error-no-table", table=repr(table_id))
    return t


def seat_of(t: Table, token: str | None) -> int | None:
    """The seat of `token` at `t`; None without a token, auth/invalid_token for a wrong one."""
    if not token:
        return None
    seat = t.seat_for_token(token)
    if seat is None:
        raise ApiError("auth/invalid_token", say="error-unknown-token")
    return seat


async def nothing(_text: str) -> None:
    """A connection's send that sends nothing (for state messages answered over REST)."""
    return None


async def seat_table(hub: Hub, table_id: str, token: str | None, doing: str) -> tuple[Table, int]:
    """The table and the seat whose token the request carries (needed for `doing`)."""
    t = await table_or_404(hub, table_id)
    if not token:
        raise ApiError("auth/invalid_token", f"{doing} needs your seat's token (Authorization: Bearer …)")
    seat = seat_of(t, token)
    if seat is None:
        raise ApiError("auth/invalid_token", say="error-unknown-token")
    return t, seat
