"""One process-wide signal per kind of stored change, so that every open window follows the store.

The host's game screen and the organiser's tournament window share one Store on one laptop: when a game
from a draw starts or ends, or the organiser enters a result, every window showing that tournament redraws
at once, with no refresh button and no polling. A change is announced only after the store has committed it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class StoreSignals(QObject):
    # A tournament's stored data changed (a game started, finished or corrected, a draw, a registration).
    tournament_changed = Signal(int)
    # The list of tournaments changed (created, imported, archived).
    tournaments_changed = Signal()
    # A tournament game being played recorded (or undid) an event: only the round board's count follows it,
    # so a host's key press never makes the organiser's window re-read the tournament.
    game_progressed = Signal(int)


_signals: StoreSignals | None = None


def store_signals() -> StoreSignals:
    global _signals
    if _signals is None:
        _signals = StoreSignals()
    return _signals
