"""The words of the mail salon sends about accounts (plain text: nothing is read as HTML)."""

from __future__ import annotations


def verify(name: str, link: str, hours: int) -> tuple[str, str]:
    return ("Confirm your salon account", f"""Hello {name},

someone (we hope you) created the salon account "{name}" with this e-mail address.
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


def reset(name: str, link: str, hours: int) -> tuple[str, str]:
    return ("Set a new salon password", f"""Hello {name},

someone (we hope you) asked to set a new password for the salon account "{name}".
To choose one, open this link (it works once, for {hours} hours):

{link}

If it was not you, do nothing: your password stays as it is.
""")
