"""The words of the mail salon sends about accounts (plain text: nothing is read as HTML).

A mail holds only the server's words and the facts of the account it goes to: never a text
someone else chose. A sign-up's name is chosen by whoever signed up, who may not own the
address, so the confirmation mail does not repeat it; the reset mail names the account only
once its address is confirmed (its owner chose that name).

The words are salon's own messages (core/data/messages.<lang>.ftl, `mail-…`), in the current
language: the server words a mail inside `language.using(...)` the account's language, or the
language of the request that caused it.
"""

from __future__ import annotations

from ..core.language import say


def _letter(subject_id: str, body_id: str, **args: object) -> tuple[str, str]:
    return say(subject_id), say(body_id, **args) + "\n"


def verify(link: str, hours: int) -> tuple[str, str]:
    return _letter("mail-verify-subject", "mail-verify-body", link=link, hours=hours)


def signup_taken(link: str) -> tuple[str, str]:
    return _letter("mail-taken-subject", "mail-taken-body", link=link)


def reset(name: str | None, link: str, hours: int) -> tuple[str, str]:
    """`name`: the account's, when its address is confirmed (else None: not repeated)."""
    if name:
        return _letter("mail-reset-subject", "mail-reset-body-named", name=name, link=link, hours=hours)
    return _letter("mail-reset-subject", "mail-reset-body", link=link, hours=hours)
