"""Roméo & Juliette (2 players, cooperative): see `rules` for the rules summary, notation and visibility."""

from .rules import GAME, RJState, RomeoJuliette

__all__ = ["GAME", "RJState", "RomeoJuliette"]
