"""The "your turn" mail of turn-based tables, decided by the table's owner process.

Each round, for every turn-based table this process holds the lease of, each seat to act
whose account wants the mail, and which no connection holds (here or on another process),
gets one mail: whose table, what decision (the seat's own prompt: what its own view shows,
nothing of anyone's hidden cards) and the deadline, with a link to the table and a one-click
unsubscribe link. The mail and the note that it went out are written in one transaction
(`People.queue_turn_mail`), so a turn gets one mail whichever process owns the table, even
across a restart; a second mail only once the player acted since, or a day later. A seat
whose turn was settled (mailed, or nothing due) is looked at again only when its table's state
changes or a minute later (`RECHECK_AFTER`), not every round: a table that waits days for a
move costs one look a minute, not one write transaction a second.

Decided from the table's state rather than inside the action's transaction: the action path
(hub, store.append_action) stays as it is, and a state-based round misses no turn, whatever
wrote the action (a person, a bot, the clock, another process).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from ..core import language
from .accounts import AccountsConfig
from .hub import Hub
from .languages import account_language
from .table import Table

#: seconds before a second mail about a turn the player has not acted on
AGAIN_AFTER = 86400.0
#: seconds before a waiting seat whose turn was settled (mailed, or no mail due) at the same
#: state is looked at again: a turn-based table waits for days, and each look is a write
#: transaction (People.queue_turn_mail) and an account read
RECHECK_AFTER = 60.0


def budget_words(seconds: float) -> str:
    """'3 days', '1 day 6 hours', '12 hours' (a turn-based budget), in the current language."""
    days, rest = divmod(int(round(seconds)), 86400)
    hours = rest // 3600
    if days and hours:
        return language.say("mail-budget-days-hours", days=days, hours=hours)
    if days:
        return language.say("mail-budget-days", days=days)
    return language.say("mail-budget-hours", hours=hours)


def turn_letter(t: Table, seat: int, account: dict[str, Any], link: str, unsubscribe: str) -> tuple[str, str]:
    """The subject and body of the mail to `seat`: only the server's words and the account's own
    facts. No text another person chose: the other seats' names (a guest's may be any words)
    are not repeated, and the prompt names every seat by the game's own seat name. In the
    account's language (English if it chose none)."""
    with language.using(account_language(account)):
        seat_names = [t.state.seat_name(q) for q in range(t.players)]
        prompt = t.state.prompt_for(seat, seat_names)
        deadline = t.deadline()
        when = None
        if deadline:
            from babel.dates import format_datetime

            lang = language.current()
            when = format_datetime(datetime.fromtimestamp(deadline, UTC), language.say("mail-turn-date-pattern"),
                                   tzinfo=UTC, locale="en" if lang == language.PSEUDO else lang) + " UTC"
        subject = language.say("mail-turn-subject", game=t.game.title)
        body = language.say("mail-turn-body", name=account["name"], game=t.game.title, players=t.players,
                            seat=seat_names[seat], prompt=prompt)
        if when:
            body += "\n\n" + language.say("mail-turn-until", when=when, budget=budget_words(t.clock or 0))
        body += "\n\n" + language.say("mail-turn-open", link=link, unsubscribe=unsubscribe) + "\n"
    return subject, body


class TurnMail:
    """The round of "your turn" mail of the tables `hub` owns."""

    def __init__(self, hub: Hub, acc: AccountsConfig, clock: Callable[[], float] = time.time,
                 again_after: float = AGAIN_AFTER) -> None:
        self.hub = hub
        self.acc = acc
        self.clock = clock
        self.again_after = again_after
        self.queued = 0
        #: (table, seat) -> (state_id, clock time): that seat's turn at that state was settled
        #: and needs no look before then (a changed state is looked at at once)
        self.settled: dict[tuple[str, int], tuple[int, float]] = {}

    def waiting(self) -> list[tuple[Table, int, str]]:
        """(table, seat, account id) of every owned turn-based table's absent account seats to act."""
        out = []
        for tid in list(self.hub.leases.mine):
            t = self.hub.tables.get(tid)
            if t is None or not t.turn_based or t.status != "playing":
                continue
            for q in t.state.current_players():
                s = t.seats[q]
                if s["kind"] == "human" and not s["away"] and s.get("account_id") and not t.connected(q):
                    out.append((t, q, str(s["account_id"])))
        return out

    def stale(self, row: dict[str, Any]) -> bool:
        """Whether a turn mail claimed for sending is about a turn that is over (the seat acted,
        or is no longer to act, or the game ended, while the mail waited, e.g. for the SMTP
        server): it is dropped unsent. The owner sends turn mail and holds the table."""
        if row["kind"] != "turn" or row.get("table_id") is None or row.get("seat") is None:
            return False
        t = self.hub.tables.get(str(row["table_id"]))
        if t is None:
            return False  # not held here: the claim's rule (the owner only) keeps it unsent anyway
        seat, since = int(row["seat"]), int(row.get("state_id") or 0)
        acted = any(entry[0] == seat for entry in t.entries[since:])
        return t.status != "playing" or acted or seat not in t.state.current_players()

    def due(self, waiting: list[tuple[Table, int, str]]) -> list[tuple[Table, int, str]]:
        """The waiting seats to look at now: a new state, or a settled one's recheck time past.
        Forgets the seats no longer waiting."""
        now = self.clock()
        keep = {(t.id, q) for t, q, _a in waiting}
        self.settled = {k: v for k, v in self.settled.items() if k in keep}
        return [(t, q, a) for t, q, a in waiting
                if not ((got := self.settled.get((t.id, q))) and got[0] == t.state_id and now < got[1])]

    async def round(self) -> int:
        waiting = self.due(self.waiting())
        if not waiting:
            return 0
        accounts = await self.hub.db(self.acc.people.accounts_by_ids, [a for _t, _q, a in waiting])
        queued = 0
        for t, q, aid in waiting:
            now = self.clock()
            settled = (t.state_id, now + min(RECHECK_AFTER, self.again_after))
            account = accounts.get(aid)
            if account is not None and account["mail_turns"] and account["verified"]:
                words = turn_letter(t, q, account, self.acc.link(f"/#/table/{t.id}"),
                                    self.acc.link(f"/account/unsubscribe/{account['unsubscribe_key']}"))
                mail = {"id": secrets.token_hex(16), "kind": "turn", "account_id": aid, "table_id": t.id,
                        "seat": q, "state_id": t.state_id, "to_addr": account["email"], "subject": words[0],
                        "body": words[1], "created_at": now, "next_at": now}
                if await self.hub.db(self.acc.people.queue_turn_mail, t.id, q, t.state_id, now, self.again_after, mail):
                    queued += 1
            # settled (not when the database refused: tried next round); a changed mail setting
            # is seen within a minute
            self.settled[(t.id, q)] = settled
        if queued:
            self.queued += queued
            self.acc.mail_queued()
        await asyncio.sleep(0)
        return queued
