"""Which language a request, a connection or a mail is worded in.

In order: the account's own choice (`accounts.language`, set with POST /api/me/language), the
`lang` query parameter the browser client sends on every call and connection (its header
switch, remembered in the browser), the `Accept-Language` header (the browser's languages),
English. Anything unknown or oversized reads as not given (language.pick bounds it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import language

__all__ = ["request_language", "account_language", "in_language"]


def request_language(query: Mapping[str, str], headers: Mapping[str, str],
                     account: Mapping[str, Any] | None = None) -> str:
    """The language to word an answer in, from a request's query parameters and headers (a
    FastAPI Request's `query_params` and `headers`, or a WebSocket's)."""
    chosen = account_language(account)
    if chosen:
        return chosen
    asked = str(query.get("lang", ""))[:35]
    if asked and language.known(asked):
        return asked
    return language.pick(str(headers.get("accept-language", ""))[:512])


def account_language(account: Mapping[str, Any] | None) -> str | None:
    """The language an account chose (None: not chosen, or no account)."""
    lang = account.get("language") if account else None
    return lang if isinstance(lang, str) and language.known(lang) else None


def in_language(lang: str | None) -> Any:
    """The words of the block in `lang` (the client's `lang=` query parameter: "de", "fr",
    "en-XA"; unknown or absent: English)."""
    return language.using(language.pick(lang))
