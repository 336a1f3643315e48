"""Mafia Desk: the desktop console that runs a sport mafia tournament."""

__version__ = "0.1.0"
