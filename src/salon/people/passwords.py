"""Passwords: hashed with Argon2id (pwdlib's Argon2Hasher, argon2-cffi underneath), never
stored or logged in clear. `verify_or_dummy` does the same work whether or not the account
exists, so that an unknown account cannot be told from a wrong password."""

from __future__ import annotations

from functools import lru_cache

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

from .inputs import check_text
from .names import BadName

PASSWORD_MIN, PASSWORD_MAX = 10, 256


_COST = {"memory_cost": 65536, "time_cost": 3}


def configure(memory_kib: int = 65536, time_cost: int = 3) -> None:
    """Argon2id's cost for this process (argon2-cffi's defaults: 64 MiB, 3 passes). A hash
    keeps its own parameters: changing them never locks anyone out."""
    if (_COST["memory_cost"], _COST["time_cost"]) != (memory_kib, time_cost):
        _COST.update(memory_cost=memory_kib, time_cost=time_cost)
        hasher.cache_clear()
        _dummy_hash.cache_clear()


@lru_cache(maxsize=1)
def hasher() -> PasswordHash:
    """Argon2id (argon2-cffi's recommended parameters, RFC 9106 low-memory, unless configured)."""
    return PasswordHash((Argon2Hasher(memory_cost=_COST["memory_cost"], time_cost=_COST["time_cost"]),))


@lru_cache(maxsize=1)
def _dummy_hash() -> str:
    """A hash of no one's password, verified when the account is unknown (the same work)."""
    return hasher().hash("not a password: the dummy verify of an unknown account")


def check_new_password(password: str, *avoid: str) -> None:
    """BadName unless `password` is acceptable as a new password."""
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        raise BadName.worded("account-password-length", least=PASSWORD_MIN, most=PASSWORD_MAX)
    check_text("password", password)
    if any(a and a.casefold() in password.casefold() for a in avoid):
        raise BadName.worded("account-password-contains-name")


def hash_password(password: str) -> str:
    return hasher().hash(password)


def verify_or_dummy(password: str, stored: str | None) -> bool:
    """Whether `password` matches `stored`; with no stored hash (unknown account), a dummy
    verify of the same cost that always fails."""
    if len(password) > PASSWORD_MAX:
        password = password[:PASSWORD_MAX + 1]  # still verified (and fails): the same work
    if stored is None:
        hasher().verify(password, _dummy_hash())
        return False
    try:
        return bool(hasher().verify(password, stored))
    except Exception:  # noqa: BLE001 - a damaged hash never signs anyone in
        hasher().verify(password, _dummy_hash())
        return False
