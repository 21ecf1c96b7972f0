"""Table talk: the chat and seat events of each table, stored, caught up with and sent.

A line of talk (a player's or a spectator's chat, or a seat event worded by the server with a
placeholder for each name, talk.py) is stored first (`store.add_chat`, which NOTIFYs the other
processes: `C:<instance>:<table>`, cluster.py) and only then added to the table's `chat` (the
last CHAT_KEEP lines) and sent. Each connection is sent what it has not been sent yet
(`Conn.chat_sent`), all of it the first time, worded with today's names; a name chosen later
resends the whole talk (`Chat.resend`, from `Table.changed`, table.py). Players do not read spectators'
chat at a table that says so (`spectator_chat`). Games whose rules allow communication only
through the game itself have no chat; a table takes no line of talk past CHAT_LINES — chat
refused `chat/full`, seat events no longer written — counted by the store in the transaction
that numbers the line (so concurrent writers, in any process, never pass it), and each
connection's chat is rate limited (`ChatBucket`). A resend's message is built once per kind
of reader and shared by every connection (`Chat.message`).
"""

from __future__ import annotations

from typing import Any

from ..core import language
from ..store import Store
from .errors import ApiError
from .live import Conn, LiveTable, dumps
from .store_calls import StoreCalls
from .talk import CHAT_KEEP, CHAT_LINES, clean_chat, placeholder, word


class Chat:
    """The table talk of this process's tables: given the store, its calls and this process's
    instance id (the sender of its NOTIFYs), never the hub."""

    def __init__(self, store: Store, calls: StoreCalls, instance: str) -> None:
        self.store = store
        self.calls = calls
        self.instance = instance
        #: per table, the last whole-talk message built: (its key, its text)
        self._shared: dict[tuple[str, str], tuple[tuple[Any, ...], str]] = {}

    async def post(self, t: LiveTable, conn: Conn, text: Any) -> None:
        """Store and relay one chat message from a connection (a seat or a spectator)."""
        if not t.talk_allowed():
            raise ApiError("chat/not_allowed", say="error-chat-not-allowed-game", game=t.game.title)
        clean = clean_chat(text)
        if t.chat and t.chat[-1]["seq"] >= CHAT_LINES:
            raise ApiError("chat/full", say="error-chat-full-lines", most=CHAT_LINES)
        conn.chat_bucket.take()
        row = await self.calls.db(self.store.add_chat, t.id, conn.seat, "chat", clean,
                                  f"C:{self.instance}:{t.id}", None, CHAT_LINES)
        if row is None:
            raise ApiError("chat/full", say="error-chat-full-lines", most=CHAT_LINES)
        self._add(t, [row])

    async def system_line(self, t: LiveTable, message_id: str, seat: int, by: int | None = None) -> None:
        """A seat event for everyone, stored as the message's id and the seat (`seat_event`),
        worded when sent in each reader's language with the seats' names; none once the
        table's talk has CHAT_LINES lines (seat events count toward them, docs/api.md)."""
        text = seat_event(message_id, seat, by)
        if t.chat and t.chat[-1]["seq"] >= CHAT_LINES:
            return
        row = await self.calls.db(self.store.add_chat, t.id, None, "system", text,
                                  f"C:{self.instance}:{t.id}", None, CHAT_LINES)
        if row is not None:
            self._add(t, [row])

    async def load(self, t: LiveTable) -> None:
        """Catch up with the table talk other processes stored (not during an outage: the
        talk is a nicety, caught up with the next time)."""
        after = t.chat[-1]["seq"] if t.chat else 0
        try:
            rows = await self.calls.db(self.store.chat, t.id, after, CHAT_KEEP)
        except ApiError as exc:
            if exc.code == "db/unavailable":
                return
            raise
        self._add(t, rows)

    def resend(self, t: LiveTable) -> None:
        """Send every connection the whole table talk again (a name changed in its lines)."""
        for c in t.conns:
            c.chat_sent = 0
            c.push_chat()

    def _add(self, t: LiveTable, rows: list[dict[str, Any]]) -> None:
        last = t.chat[-1]["seq"] if t.chat else 0
        new = sorted((r for r in rows if r["seq"] > last), key=lambda r: r["seq"])
        if not new:
            return
        t.chat = (t.chat + new)[-CHAT_KEEP:]
        for c in t.conns:
            c.push_chat()

    def message(self, t: LiveTable, conn: Conn) -> str | None:
        """The table talk this connection has not been sent (all of it the first time), or
        None when there is none."""
        first = conn.chat_sent == 0
        hide_spectators = conn.seat is not None and not t.spectator_chat
        if not t.chat:
            return None
        lang = conn.lang
        with language.using(lang):
            names = t.names()
        if first:  # the whole talk: the same for every reader of this kind, built once
            key = ("chat", hide_spectators, t.chat[-1]["seq"], tuple(names), lang)
            cached = self._shared.get((t.id, lang))
            if cached is not None and cached[0] == key:
                conn.chat_sent = t.chat[-1]["seq"]
                return cached[1]
        out = [{"seq": r["seq"], "seat": r["seat"], "kind": r["kind"], "at": r["at"],
                "text": word([language.elide_before_names(worded_event(r["text"], lang), names, lang)
                              if r["kind"] == "system" else r["text"]], names)[0]}
               for r in t.chat if r["seq"] > conn.chat_sent
               and not (hide_spectators and r["kind"] == "chat" and r["seat"] is None)]
        if not t.chat:
            return None
        conn.chat_sent = t.chat[-1]["seq"]
        if not out and not first:
            return None
        text = dumps({"type": "chat", "table_id": t.id, "allowed": t.talk_allowed(),
                      "messages": out, "resync": first})
        if first:
            if len(self._shared) > 1000:
                self._shared.clear()
            self._shared[(t.id, lang)] = (key, text)
        return text


#: a stored seat event: its message's id and its seat, between these (no typed text holds them)
EVENT_OPEN, EVENT_SEP = "\u0002", "\u0003"


def seat_event(message_id: str, seat: int, by: int | None = None) -> str:
    """How a seat event is stored: language-neutral, worded when sent (`worded_event`): the
    message's id, the seat it is about and the seat that did it, if another."""
    return f"{EVENT_OPEN}{message_id}{EVENT_SEP}{seat}" + ("" if by is None else f"{EVENT_SEP}{by}")


def worded_event(text: str, lang: str) -> str:
    """A stored seat event in `lang`, the seat's name a placeholder (word() names it); an
    older event stored as English text, as it is."""
    if not text.startswith(EVENT_OPEN) or EVENT_SEP not in text:
        return text
    message_id, *seats = text[1:].split(EVENT_SEP)
    try:
        who = {"who": placeholder(int(seats[0]))}
        if len(seats) > 1:
            who["by"] = placeholder(int(seats[1]))
        with language.using(lang):
            return language.say(message_id, **who)
    except (KeyError, ValueError, IndexError):
        return text
