"""The stable error codes of the server (REST and WebSocket), with their HTTP statuses."""

from __future__ import annotations

from typing import Any

from ..core import language

#: code -> (HTTP status, meaning). Codes never change meaning; new ones may be added.
CODES: dict[str, tuple[int, str]] = {
    "action/illegal": (422, "the action is not legal now (or is not notation of this game)"),
    "action/not_your_turn": (409, "this seat has no decision to make now"),
    "action/stale_state": (409, "the state_id sent is not the table's current state"),
    "action/game_over": (409, "the game has ended"),
    "undo/refused": (409, "nothing of yours can be taken back now (the message says why)"),
    "request/invalid": (400, "the message or request body is malformed"),
    "request/too_large": (413, "the message is larger than the server accepts"),
    "request/rate_limited": (429, "too many messages on this connection; slow down"),
    "request/not_found": (404, "no such route or page"),
    "request/method": (405, "this route does not take this HTTP method (the Allow header lists those it takes)"),
    "request/timeout": (408, "the request's headers and body did not arrive in time (--header-timeout)"),
    "analysis/busy": (503, "the server computes as many post-game analyses as it may at once; ask again soon"),
    "limit/analyses": (429, "this client address started as many post-game analyses as it may this hour"),
    "limit/tables": (429, "this client address created as many tables as it may: per minute, or open at once"),
    "server/busy": (503, "the server holds as many connections as it accepts (--max-connections); retry soon"),
    "server/error": (500, "the server failed to answer this request (a bug: it is logged)"),
    "auth/invalid_token": (403, "no token, or not the token of this seat, where one is needed"),
    "auth/token_in_url": (400, "a seat token in a WebSocket URL is refused: send it in the first message (hello)"),
    "auth/hello_required": (400, "a WebSocket's first message must be a hello, sent within --ws-hello-timeout seconds"),
    "limit/connections": (429, "this client address, or this table, holds as many connections as it may"),
    "limit/resync": (429, "this connection or client address asked for more full resyncs than it may just now "
                          "(a `sync` at the state you hold is answered `unchanged`); wait a few seconds"),
    "limit/too_slow": (429, "the connection did not read what it was sent (its outbox is full); reconnect"),
    "auth/admin_required": (401, "this needs the admin token (Authorization: Bearer …): a chosen seed, clean-up"),
    "seat/released": (409, "you left this seat; a bot plays it until you reclaim it"),
    "seat/taken": (409, "the seat is not open to claim (or the token does not match)"),
    "seat/not_found": (404, "no such seat at this table"),
    "table/not_found": (404, "no table with this id"),
    "table/not_started": (409, "seats are still open; the game starts when every seat is taken"),
    "table/not_finished": (409, "the record of a game is published when the game is over"),
    "table/unavailable": (503, "the table's game (or its version) is not installed on this server"),
    "db/unavailable": (503, "the database cannot be reached just now; retry in a few seconds"),
    "game/unknown": (404, "no game with this id"),
    "chat/too_long": (413, "a chat message is longer than 300 characters"),
    "chat/rate_limited": (429, "too many chat messages on this connection; wait a moment"),
    "chat/full": (409, "the table's talk holds as many lines as a table may hold (5000)"),
    "chat/not_allowed": (403, "this game allows no chat (Roméo & Juliette: only missives)"),
    "seat/not_absent": (409, "the seat's player is here, or the table's grace time has not passed"),
    "seat/rated": (409, "at a rated table only the server hands an absent player's seat to the bot, after its "
                        "own grace time (docs/accounts.md)"),
    "server/disabled": (403, "this feature is not enabled on this server"),
    "lesson/not_found": (404, "no lesson with this id for this game (GET /api/lessons lists them)"),
    "lesson/invalid": (400, "a step, choice or move the lesson does not have (the message says which)"),
    # accounts (docs/accounts.md)
    "auth/failed": (401, "the name or address and password do not match an account that may sign in"),
    "auth/session_required": (401, "this needs you signed in (the session cookie)"),
    "auth/cross_site": (403, "a state-changing request with the session cookie came from another site"),
    "account/invalid": (400, "the name, e-mail address or password is not acceptable (the message says why)"),
    "account/name_taken": (409, "an account has this display name, or one that looks the same"),
    "account/link_invalid": (400, "this link is unknown, already used or expired: ask for a new one"),
    "limit/attempts": (429, "too many attempts from this address or at this account; wait and retry"),
}


class ApiError(Exception):
    """An error with a stable code, sent to the client as {"type": "error", code, message}.

    Its message is worded when it is sent, in the reader's language (`body(lang)`: the request's
    or the connection's, server/languages.py). An error given a message id (`say=`, one of
    salon's messages in core/data/messages.*.ftl, with its arguments) is worded in that
    language; one given only a text — English, a detail no browser causes — reads that text
    in English and its code's sentence (`error-<code>`, "/" and "_" as "-") in another
    language. `message` is always the English text; `body()` without a language is English.
    """

    def __init__(self, code: str, message: str | None = None, /, *, say: str | None = None,
                 **args: Any) -> None:
        if code not in CODES:
            raise ValueError(f"unknown error code {code}")
        if message is None and say is None:
            raise ValueError("an ApiError needs a message or a message id (say=)")
        self.code = code
        self.message_id = say
        self.message_args: dict[str, Any] = args
        #: the language `message` is worded in (English but for `ApiError.of` a worded error)
        self.worded_in = language.SOURCE
        if message is None:
            with language.using(language.SOURCE):
                message = language.say_plain(say or "", **args)
        super().__init__(message)
        self.message = message

    @classmethod
    def of(cls, code: str, exc: BaseException) -> ApiError:
        """`exc` (a SalonError saying why) sent with `code`: worded again in each reader's
        language where it carries a message id (`SalonError.worded`), else its text as it was
        worded when raised (in the language current then, like a game's refusal)."""
        message_id = getattr(exc, "message_id", None)
        if message_id:
            return cls(code, say=message_id, **dict(getattr(exc, "message_args", {})))
        err = cls(code, str(exc))
        err.worded_in = language.current()
        return err

    @property
    def http_status(self) -> int:
        return CODES[self.code][0]

    def worded(self, lang: str | None = None) -> str:
        """The message in `lang` (None or unknown: English)."""
        lang = lang if lang and language.known(lang) else language.SOURCE
        if lang == self.worded_in:
            return self.message
        if self.message_id is not None:
            with language.using(lang):
                return language.say_plain(self.message_id, **self.message_args)
        if lang == language.PSEUDO and self.worded_in == language.SOURCE:
            return self.message  # English left English: what the pseudo-language is there to show
        with language.using(lang):
            return language.say(code_message_id(self.code))

    def body(self, lang: str | None = None) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "message": self.worded(lang)}


def code_message_id(code: str) -> str:
    """The id of a code's sentence: "seat/not_found" → "error-seat-not-found"."""
    return "error-" + code.replace("/", "-").replace("_", "-")


def scope_language(scope: Any) -> str:
    """The language to word an error in for an ASGI request or handshake `scope` (a middleware's,
    before any route): its `lang` query parameter, else its Accept-Language header, else English."""
    from urllib.parse import parse_qsl

    from .languages import request_language

    query = dict(parse_qsl(bytes(scope.get("query_string") or b"")[:2048].decode("latin-1")))
    said = [value for name, value in scope.get("headers") or () if name == b"accept-language"]
    headers = {"accept-language": said[0].decode("latin-1")} if said else {}
    return request_language(query, headers)
