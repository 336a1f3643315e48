"""The one error of a players import."""

from __future__ import annotations


class PlayerImportError(ValueError):
    """The file cannot be imported; the message is one line, without a traceback, for the dialog or stderr."""
