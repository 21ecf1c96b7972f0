"""The words of the mail salon sends about accounts (plain text: nothing is read as HTML).

A mail holds only the server's words and the facts of the account it goes to: never a text
someone else chose. A sign-up's name is chosen by whoever signed up, who may not own the
address, so the confirmation mail does not repeat it; the reset mail names the account only
once its address is confirmed (its owner chose that name).
"""

from __future__ import annotations


def verify(link: str, hours: int) -> tuple[str, str]:
    return ("Confirm your salon account", f"""Hello,

someone (we hope you) created a salon account with this e-mail address.
To confirm it, open this link (it works once, for {hours} hours):

{link}

If it was not you, do nothing: the account is removed unless it is confirmed.
""")


def signup_taken(link: str) -> tuple[str, str]:
    return ("Your salon account", f"""Hello,

someone (perhaps you) tried to create a salon account with this e-mail address, which
already has one. Nothing was changed. If you forgot your password, set a new one here:

{link}
""")


def reset(name: str | None, link: str, hours: int) -> tuple[str, str]:
    """`name`: the account's, when its address is confirmed (else None: not repeated)."""
    which = f'the salon account "{name}"' if name else "the salon account of this e-mail address"
    return ("Set a new salon password", f"""Hello,

someone (we hope you) asked to set a new password for {which}.
To choose one, open this link (it works once, for {hours} hours):

{link}

If it was not you, do nothing: your password stays as it is.
""")
