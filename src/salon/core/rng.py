"""Seeded randomness carried in the game state.

A tiny SplitMix64 generator: its whole state is one integer, so it clones for free, serialises
to JSON as a number, and gives the same stream on every machine and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def derive_seed(*parts: int | str) -> int:
    """A 63-bit seed derived from integers and strings, stable across machines and runs."""
    h = 0x5A10
    for part in parts:
        if isinstance(part, str):
            for byte in part.encode():
                h = _mix((h + byte + _GOLDEN) & _MASK)
            h = _mix((h + 0xFF) & _MASK)
        else:
            h = _mix((h + (int(part) & _MASK) + _GOLDEN) & _MASK)
    return h >> 1


class Rng:
    """SplitMix64: `Rng(seed)`; the state is the attribute `s` (an int)."""

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = _mix(int(seed) & _MASK)

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    def next64(self) -> int:
        self.s = (self.s + _GOLDEN) & _MASK
        return _mix(self.s)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("Rng.below needs n > 0")
        # Rejection sampling keeps the distribution exactly uniform.
        limit = _MASK - (_MASK + 1) % n
        while True:
            self.s = z = (self.s + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x <= limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place: `below(i + 1)` for i from the last index down, inlined (the
        same stream; searches shuffle hidden cards at every determinization)."""
        mask = _MASK
        s = self.s
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = mask - (mask + 1) % n
            while True:
                s = (s + 0x9E3779B97F4A7C15) & mask
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                x = z ^ (z >> 31)
                if x <= limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.s = s
