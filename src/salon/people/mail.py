"""Mail: the SMTP server of `--smtp-url` and the messages salon sends.

    smtp://[user:password@]host[:port][?from=salon@example.org]   (STARTTLS when offered)
    smtp+starttls://…                                             (STARTTLS required)
    smtps://…                                                     (TLS from the first byte)

The user and password are URL-decoded from the address (`%40` for an @). Every message has a
stable Message-ID made from its outbox row's id: if a mail is sent again after a crash (SMTP
has no idempotency: at least once), the copies are recognisably one message.
"""

from __future__ import annotations

import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr, formatdate
from urllib.parse import parse_qs, unquote, urlsplit

DEFAULT_PORTS = {"smtp": 25, "smtp+starttls": 587, "smtps": 465}
TIMEOUT = 20.0


@dataclass(frozen=True)
class SmtpConfig:
    """Where and how mail is handed over."""

    scheme: str
    host: str
    port: int
    user: str | None
    password: str | None
    sender: str

    @classmethod
    def parse(cls, url: str, public_host: str = "localhost") -> SmtpConfig:
        """The configuration of an --smtp-url; ValueError saying what is wrong."""
        u = urlsplit(url)
        scheme = u.scheme.lower()
        if scheme not in DEFAULT_PORTS:
            raise ValueError(f"--smtp-url {scheme or '(none)'}://: use smtp://, smtp+starttls:// or smtps://")
        if not u.hostname:
            raise ValueError("--smtp-url needs a host, e.g. smtp://mail.example.org:587")
        sender = (parse_qs(u.query).get("from") or [f"salon@{public_host}"])[0]
        return cls(scheme, u.hostname, u.port or DEFAULT_PORTS[scheme],
                   unquote(u.username) if u.username else None,
                   unquote(u.password) if u.password else None, sender)

    def shown(self) -> str:
        """The address without its credentials (for logs)."""
        return f"{self.scheme}://{self.host}:{self.port}"


def message(cfg: SmtpConfig, mail_id: str, domain: str, to: str, subject: str, body: str,
            unsubscribe: str | None = None) -> EmailMessage:
    """The message of one outbox row (plain text: nothing in it is ever read as HTML)."""
    msg = EmailMessage()
    msg["From"] = formataddr(("salon", cfg.sender))
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = formatdate(usegmt=True)
    msg["Message-ID"] = f"<{mail_id}@{domain}>"
    msg["Auto-Submitted"] = "auto-generated"
    if unsubscribe:  # RFC 8058 one-click unsubscribe
        msg["List-Unsubscribe"] = f"<{unsubscribe}>"
        msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    msg.set_content(body)
    return msg


def send(cfg: SmtpConfig, msg: EmailMessage) -> None:
    """Hand `msg` to the SMTP server (blocking; smtplib's errors and OSError on failure)."""
    context = ssl.create_default_context()
    smtp: smtplib.SMTP
    if cfg.scheme == "smtps":
        smtp = smtplib.SMTP_SSL(cfg.host, cfg.port, timeout=TIMEOUT, context=context)
    else:
        smtp = smtplib.SMTP(cfg.host, cfg.port, timeout=TIMEOUT)
    try:
        smtp.ehlo()
        if cfg.scheme == "smtp+starttls" or (cfg.scheme == "smtp" and smtp.has_extn("starttls")):
            smtp.starttls(context=context)
            smtp.ehlo()
        if cfg.user:
            smtp.login(cfg.user, cfg.password or "")
        smtp.send_message(msg)
    finally:
        try:
            smtp.quit()
        except (smtplib.SMTPException, OSError):
            smtp.close()
