"""Build exact Aqua Mirabilis positions for the rulebook's worked examples (the tools live in
salon.games.aqua_mirabilis.setups, the game's public set-up API)."""

from __future__ import annotations

from salon.games.aqua_mirabilis.rules import AquaState
from salon.games.aqua_mirabilis.setups import B, J, L, N, O, R, build, fl, rebalance

__all__ = ["B", "J", "L", "N", "O", "R", "build", "fl", "legal", "play", "rebalance"]


def play(s: AquaState, moves: list[str]) -> None:
    """Apply notation moves, each by the seat to act."""
    for m in moves:
        (p,) = s.current_players()
        s._lc = s._memo = None  # tests edit fields directly: drop the cached legal lists
        legal = [str(a) for a in s.legal_actions(p)]
        assert m in legal, f"{m!r} not legal for seat {p}; legal: {legal}"
        s.apply(p, m)


def legal(s: AquaState) -> list[str]:
    (p,) = s.current_players()
    s._lc = s._memo = None
    return [str(a) for a in s.legal_actions(p)]
