"""Feeds a game to the overlay server: after each durable event, the hall's view, translated, once per
change.

Only a change of what the hall sees is pushed: the night's shot and checks leave the hall's view as it was,
so they send nothing, and the stream's timing cannot tell which turn of the night's ritual was skipped.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from mafia_desk.game.game import Game
from mafia_desk.game.hall_view import (
    STAGE_FINISHED,
    STAGE_NIGHT,
    STAGE_ZERO_NIGHT,
    HallView,
    hall_view,
    to_json,
)
from mafia_desk.game.model import Outcome
from mafia_desk.gui import engine_text, host_text, i18n
from mafia_desk.gui.display.hall_clock import HallClock
from mafia_desk.gui.display.overlay_server import OverlayServer
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.protocol_builder import stage_name


def _step_label(view: HallView) -> str:
    speaker, counting = view.speaker, view.counting
    if view.step == "speech":
        return QCoreApplication.translate("Overlay", "speech of seat {0}").format(speaker)
    if view.step == "tie_speech":
        return QCoreApplication.translate("Overlay", "tied candidate's speech, seat {0}").format(speaker)
    if view.step == "last_words":
        return QCoreApplication.translate("Overlay", "last words of seat {0}").format(speaker)
    if view.step in ("vote", "revote"):
        return QCoreApplication.translate("Overlay", "voting for seat {0}").format(counting)
    if view.step == "lift_vote":
        return QCoreApplication.translate("Overlay", "vote to lift all tied candidates")
    return ""


def _stage_label(view: HallView) -> str:
    if view.break_since is not None:
        return QCoreApplication.translate("Overlay", "Technical break since {0}").format(
            datetime.fromisoformat(view.break_since).strftime("%H:%M")
        )
    if view.stage == STAGE_ZERO_NIGHT:
        return QCoreApplication.translate("Overlay", "Zero night")
    if view.stage == STAGE_NIGHT:
        return QCoreApplication.translate("Overlay", "Night {0}").format(view.night)
    if view.stage == STAGE_FINISHED:
        return QCoreApplication.translate("Overlay", "Game over")
    step = _step_label(view)
    day = QCoreApplication.translate("Overlay", "Day {0}").format(view.day)
    return f"{day} · {step}" if step else day


def heading_text(view: HallView) -> str:
    """ "Кубок Севера · тур 2 · стол 1": the round and the table named, not bare numbers. The words are the
    ones the games tab and the host's title bar already say (their contexts), so they read the same; the
    stage by its name in the interface's language."""
    parts = []
    for key, value in view.heading:
        if key == "round":
            parts.append(QCoreApplication.translate("GamesTab", "round {0}").format(value))
        elif key == "table":
            parts.append(QCoreApplication.translate("MainWindow", "table {0}").format(value))
        elif key == "stage":
            parts.append(stage_name(value))
        else:
            parts.append(value)
    return " · ".join(parts)


def hall_labels(view: HallView) -> dict[str, str]:
    """The page's words in the interface's language: it draws these and holds none of its own."""
    labels = {
        "lang": i18n.current_language(),
        "stage": _stage_label(view),
        "heading": heading_text(view),
        "candidates": QCoreApplication.translate("Overlay", "Candidates:"),
        "best_move": QCoreApplication.translate("Overlay", "Best move of seat"),
        "removal.fouls": QCoreApplication.translate("Overlay", "fouls"),
        "removal.disqualification": QCoreApplication.translate("Overlay", "disqualified"),
    }
    for status in ("shot", "voted_out", "removed"):
        labels[f"status.{status}"] = host_text.status_name(status)
    if view.speech_seconds is not None:
        labels["timer"] = QCoreApplication.translate("Overlay", "{0} s").format(view.speech_seconds)
    if view.result is not None and view.result.winner == Outcome.DRAW:
        labels["winner"] = QCoreApplication.translate("Overlay", "Draw")
    elif view.result is not None:
        labels["winner"] = QCoreApplication.translate("Overlay", "Winner: {0}").format(
            host_text.team_name(view.result.winner)
        )
    if view.roles_shown:
        for role in ("civilian", "sheriff", "mafia", "don"):
            labels[f"role.{role}"] = host_text.role_name(role)
    return labels


def state_message(view: HallView) -> dict[str, Any]:
    return to_json(view, translate=engine_text.translate, labels=hall_labels(view))


class HallFeed(QObject):
    """The hall's view of one game, pushed to an `OverlayServer` whenever it changes."""

    def __init__(self, server: OverlayServer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.reveal_roles = False
        self.night_held = False
        self._session: GameSession | None = None
        self._game: Game | None = None
        self._last: HallView | None = None
        self._clock: HallClock | None = None

    def follow(self, session: GameSession) -> None:
        """Push the session's game after each of its durable events (its `changed`), starting now."""
        if self._session is not None:
            self._session.changed.disconnect(self._on_session_changed)
        self._session = session
        session.changed.connect(self._on_session_changed)
        self.show(session.game)

    def show(self, game: Game) -> bool:
        """Publish the hall's view of `game` if it differs from the last one pushed; True if it did."""
        self._game = game
        return self.show_view(hall_view(game, reveal_roles=self.reveal_roles, night_held=self.night_held))

    def show_view(self, view: HallView) -> bool:
        """Publish a hall's view made elsewhere (the host's window makes one for every display)."""
        if view == self._last:
            return False
        self._last = view
        self.server.publish(state_message(view))
        return True

    def show_clock(self, clock: HallClock | None) -> bool:
        """Publish the hall's clock if its course changed (started, paused, given time, reset, the warning,
        time up), never for a tick; None (the night) sends nothing. True if a message went out."""
        if clock == self._clock:
            return False
        self._clock = clock
        self.server.publish_clock(clock)
        return clock is not None

    def set_reveal(self, on: bool) -> None:
        """The host's toggle; the view shows the roles only once the game is over, whatever it says."""
        self.reveal_roles = on
        if self._game is not None:
            self.show(self._game)

    def set_night_held(self, on: bool) -> None:
        """The host screen still shows a check's answer (the checker is awake): the morning waits."""
        self.night_held = on
        if self._game is not None:
            self.show(self._game)

    def _on_session_changed(self) -> None:
        if self._session is not None:
            self.show(self._session.game)
