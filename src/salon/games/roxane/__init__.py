"""Roxane (2–4 players): see `rules` for the rules summary, notation and visibility."""

from .rules import GAME, Roxane, RoxaneState

__all__ = ["GAME", "Roxane", "RoxaneState"]
