"""A small JSON codec for game states: tuples, sets, non-string dict keys, Rng and frozen actions.

Plain JSON loses the difference between a list and a tuple and cannot hold dataclasses; this
codec tags those so that `decode(encode(x)) == x` for everything a State keeps.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .errors import InvalidRecord
from .rng import Rng

_CLASSES: dict[str, type] = {}


def serializable(cls: type) -> type:
    """Class decorator: let instances of this (frozen) dataclass cross the codec."""
    key = f"{cls.__module__}.{cls.__qualname__}"
    _CLASSES[key] = cls
    return cls


def encode(obj: Any) -> Any:
    """A JSON-ready value that `decode` turns back into `obj`."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, list):
        return [encode(x) for x in obj]
    if isinstance(obj, tuple):
        return {"__t": [encode(x) for x in obj]}
    if isinstance(obj, dict):
        if all(isinstance(k, str) and not k.startswith("__") for k in obj):
            return {k: encode(v) for k, v in obj.items()}
        return {"__d": [[encode(k), encode(v)] for k, v in obj.items()]}
    if isinstance(obj, (set, frozenset)):
        tag = "__fs" if isinstance(obj, frozenset) else "__s"
        return {tag: sorted((encode(x) for x in obj), key=repr)}
    if isinstance(obj, Rng):
        return {"__rng": obj.s}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        key = f"{type(obj).__module__}.{type(obj).__qualname__}"
        if key not in _CLASSES:
            raise TypeError(f"{key} is not registered with @serializable")
        fields = {f.name: encode(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
        return {"__c": key, "f": fields}
    raise TypeError(f"cannot encode {type(obj).__name__}")


def decode(obj: Any) -> Any:
    """The inverse of `encode`."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, list):
        return [decode(x) for x in obj]
    if isinstance(obj, dict):
        if "__t" in obj:
            return tuple(decode(x) for x in obj["__t"])
        if "__d" in obj:
            return {_hashable(decode(k)): decode(v) for k, v in obj["__d"]}
        if "__s" in obj:
            return {_hashable(decode(x)) for x in obj["__s"]}
        if "__fs" in obj:
            return frozenset(_hashable(decode(x)) for x in obj["__fs"])
        if "__rng" in obj:
            r = Rng.__new__(Rng)
            r.s = int(obj["__rng"])
            return r
        if "__c" in obj:
            cls = _CLASSES.get(obj["__c"])
            if cls is None:
                raise InvalidRecord(f"unknown class {obj['__c']!r} in saved state")
            return cls(**{k: decode(v) for k, v in obj["f"].items()})
        return {k: decode(v) for k, v in obj.items()}
    raise InvalidRecord(f"cannot decode {type(obj).__name__}")


def _hashable(x: Any) -> Any:
    return tuple(_hashable(v) for v in x) if isinstance(x, list) else x
