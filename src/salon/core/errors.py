"""The errors salon raises. All are ValueErrors, so bad input is never an assertion failure."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

_E = TypeVar("_E", bound="SalonError")


class SalonError(ValueError):
    """Base class of every error salon raises on bad input.

    One made by `worded` carries one of salon's messages (core/data/messages.*.ftl) and its
    arguments beside its text, so that a server can word it again in each reader's language
    when it sends it (server/errors.py); its text is worded in the language current when it was
    raised, the first time it is read (`str`): a refusal that is caught and dropped (`can_undo`
    asks `undo.target` for every state message) costs no wording."""

    message_id: str | None = None
    message_args: Mapping[str, Any] = {}
    #: the language to word `message_id` in when the text is first read (None: worded)
    _lang: str | None = None

    @classmethod
    def worded(cls: type[_E], message_id: str, **args: Any) -> _E:
        """The error saying salon's message `message_id` with `args`, in the current language."""
        from .language import current

        err = cls(message_id)
        err.message_id = message_id
        err.message_args = dict(args)
        err._lang = current()
        return err

    def __str__(self) -> str:
        if self._lang is not None and self.message_id is not None:
            from .language import say_plain, using

            with using(self._lang):
                self.args = (say_plain(self.message_id, **self.message_args),)
            self._lang = None
        return super().__str__()


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
