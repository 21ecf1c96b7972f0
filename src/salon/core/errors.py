"""The errors salon raises. All are ValueErrors, so bad input is never an assertion failure."""

from __future__ import annotations


class SalonError(ValueError):
    """Base class of every error salon raises on bad input."""


class IllegalAction(SalonError):
    """A well-formed action that the rules do not allow now."""


class NotYourTurn(SalonError):
    """A seat tried to act while it owes no decision."""


class GameOver(SalonError):
    """An action was sent to a game that has ended."""


class InvalidNotation(SalonError):
    """Text that is not the notation of any action of this game."""


class UnknownGame(SalonError):
    """A game id that is not registered."""


class InvalidOptions(SalonError):
    """Table options (or a player count) that the game does not accept."""


class InvalidRecord(SalonError):
    """A saved record or JSON state that cannot be loaded."""


class UndoRefused(SalonError):
    """An undo that the game does not allow now (nothing to take back, another seat's action
    or decision since, or an action that revealed something, drew on chance or handed on)."""
