"""Every account input checked before it reaches the database or the mail server.

- Text (a sign-in login, a password, a profile's name in a URL, an unsubscribe key) holding a
  control character (Unicode category Cc: NUL, U+0001, DEL, …) or a lone surrogate (Cs) is
  refused with `BadName` (the routes answer `account/invalid`, 400). PostgreSQL refuses a NUL
  in a string outright (a 500 if it got there); SMTP reads CR and LF as the end of a command.
- Addresses are checked by `email-validator` (syntax only, no DNS look-up: a server offline
  or behind a firewall still works), normalised (the domain lower-cased and IDNA-checked) and
  keyed by their case-folded normal form.
"""

from __future__ import annotations

import unicodedata

from email_validator import EmailNotValidError, validate_email

from .names import EMAIL_MAX, BadName

#: the longest sign-in login looked up (an address's bound; a name is 32 at most)
LOGIN_MAX = EMAIL_MAX


def control_character(text: str) -> str | None:
    """The first control character (Cc) or lone surrogate (Cs) of `text`, or None."""
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cs"):
            return ch
    return None


#: what check_text names -> the `what` of message account-control-character
_WHAT = {"name": "name", "e-mail address": "email", "password": "password", "name or address": "login"}


def check_text(what: str, text: str) -> str:
    """`text` unchanged, or BadName naming `what` and the character refused."""
    ch = control_character(text)
    if ch is not None:
        raise BadName.worded("account-control-character", what=_WHAT.get(what, "text"), code=f"{ord(ch):04X}")
    return text


def clean_email(raw: str) -> tuple[str, str]:
    """(the address normalised, its key: case-folded), or BadName saying why it is refused."""
    email = check_text("e-mail address", raw).strip()
    if not email or len(email) > EMAIL_MAX:
        raise BadName.worded("account-not-an-address")
    try:
        checked = validate_email(email, check_deliverability=False)
    except EmailNotValidError as exc:
        raise BadName.worded("account-not-an-address-why", why=str(exc)) from None
    normal = checked.normalized
    if len(normal) > EMAIL_MAX or control_character(normal) is not None:
        raise BadName.worded("account-not-an-address")
    return normal, normal.casefold()


def clean_login(raw: str) -> tuple[str, str]:
    """(the column, the key) a sign-in login is looked up by: an address ("@") by its key, a
    name by its name key; BadName for a control character or a malformed address."""
    from .names import name_key

    login = check_text("name or address", raw).strip()
    if len(login) > LOGIN_MAX:
        raise BadName.worded("account-login-length", most=LOGIN_MAX)
    if "@" in login:
        return "email_key", clean_email(login)[1]
    return "name_key", name_key(login)
