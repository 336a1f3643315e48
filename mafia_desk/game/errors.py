"""Errors the engine raises; every message is meant to be shown to the host as is."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.game.messages import Message, Param
from mafia_desk.rulesets.game import RulesetError

__all__ = ["BadEventError", "GameLogError", "IllegalAction", "RulesetError"]


class IllegalAction(ValueError):
    """An event the rules do not allow now; the game is left exactly as it was.

    `str()` is the English refusal; `code` and `params` (see `messages.py`) let a screen say it in the
    host's language. Only a catalogue `Message` is accepted, so no refusal can escape translation.
    """

    def __init__(self, message: Message) -> None:
        if not isinstance(message, Message):
            raise TypeError(f"IllegalAction needs a coded Message, not {type(message).__name__}")
        super().__init__(message)
        self.message = message

    @property
    def code(self) -> str:
        return self.message.code

    @property
    def params(self) -> Mapping[str, Param]:
        return self.message.params

    def __str__(self) -> str:
        return str.__str__(self.message)


class BadEventError(ValueError):
    """A serialised event that is not a well-formed event (unknown type, missing or mistyped field)."""


class GameLogError(ValueError):
    """A game log that cannot be replayed; `index` is the 0-based event index, or None for the header."""

    def __init__(self, reason: str, index: int | None = None, event_type: str | None = None) -> None:
        self.reason = reason
        self.index = index
        self.event_type = event_type
        if index is None:
            super().__init__(reason)
        else:
            kind = f" ({event_type})" if event_type else ""
            super().__init__(f"event {index}{kind}: {reason}")
