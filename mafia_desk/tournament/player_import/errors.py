"""The one error of a players import."""

from __future__ import annotations


class PlayerImportError(ValueError):
    """The file cannot be imported; the message is one line, without a traceback, for the dialog or stderr."""


class ImportCancelled(Exception):
    """Raised by a progress callback to stop a read or a registration: the caller asked to stop."""
