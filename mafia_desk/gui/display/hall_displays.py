"""The hall's displays of the host's game: the stream overlay (OBS's browser source), the spectator display
and OBS's scene switching, their View menu entries, and the one feed that tells them what the hall may see.

Kept apart from the main window: the window owns the game and the menus; this owns what faces the public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMainWindow

from mafia_desk.game.hall_view import hall_view
from mafia_desk.gui.common import settings
from mafia_desk.gui.display.hall_clock import hall_clock
from mafia_desk.gui.display.obs_scenes import ObsSceneSwitcher
from mafia_desk.gui.forms.ui_main_window import Ui_MainWindow
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.host_input import HostInput
from mafia_desk.gui.speech_timer import SpeechTimer

if TYPE_CHECKING:
    # Imported when first opened (the overlay's HTTP and WebSocket servers, the display's window): a host
    # who never opens them never pays for them at start (README, "Install, size and start").
    from mafia_desk.gui.display.spectator_window import SpectatorWindow
    from mafia_desk.gui.display.stream_overlay import StreamOverlay


class Host(Protocol):
    """What the hall reads of the host's desk: his input (the reveal, the night held) and the clock."""

    @property
    def input(self) -> HostInput: ...

    @property
    def timer(self) -> SpeechTimer: ...


class HallDisplays(QObject):
    def __init__(self, window: QMainWindow, ui: Ui_MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.ui = ui
        self.session: GameSession | None = None
        self.host: Host | None = None
        self.overlay: StreamOverlay | None = None
        self.spectator: SpectatorWindow | None = None
        ui.actionStreamOverlay.toggled.connect(self._overlay_toggled)
        ui.actionSpectator.toggled.connect(self._spectator_toggled)
        ui.actionSpectatorLight.setChecked(settings.SPECTATOR_THEME.get() == "light")
        ui.actionSpectatorLight.toggled.connect(self._spectator_theme_toggled)
        ui.menuSpectatorScreen.aboutToShow.connect(self._list_spectator_screens)
        self._screen_group = QActionGroup(self)
        self.obs = ObsSceneSwitcher(self)  # off by default (docs/overlay.md, "OBS scene switching")
        self.obs.status.connect(self._obs_status)
        ui.actionObsScenes.triggered.connect(self._obs_settings)

    def close(self) -> None:
        """The app quits: every display closes, and none is reopened at the next start (only a crash leaves
        the settings saying they were open)."""
        if self.spectator is not None:
            self.spectator.close()
        if self.overlay is not None:
            self.overlay.server.stop()  # its sockets' process ends with the window, not at Python's exit
            self.overlay = None
        settings.OVERLAY_RUNNING.set(False)

    def reopen(self) -> None:
        """After a crash: the spectator display (on its monitor) and the stream overlay that were open when
        the app died come back, as the menu would open them; the hall must not lose its picture."""
        if settings.OVERLAY_RUNNING.get():
            self.ui.actionStreamOverlay.setChecked(True)
        if settings.SPECTATOR_OPEN.get():
            self.ui.actionSpectator.setChecked(True)

    # --- the stream overlay (docs/overlay.md) ---
    def _overlay_toggled(self, on: bool) -> None:
        if not on:
            if self.overlay is not None:
                self.overlay.server.stop()
                self.overlay = None
            settings.OVERLAY_RUNNING.set(False)
            self.ui.actionStreamOverlay.setToolTip("")
            stopped = QCoreApplication.translate("MainWindow", "Stream overlay stopped.")
            self.window.statusBar().showMessage(stopped, 6000)
            return
        from mafia_desk.gui.display.stream_overlay import StreamOverlay, is_loopback

        overlay = StreamOverlay(self.window)
        problem = overlay.server.start()
        if problem is not None:
            action = self.ui.actionStreamOverlay
            action.blockSignals(True)  # back to off without a "stopped" line over the reason
            action.setChecked(False)
            action.blockSignals(False)
            settings.OVERLAY_RUNNING.set(False)
            self.window.statusBar().showMessage(problem)
            return
        self.overlay = overlay
        overlay.server.refused.connect(self.window.statusBar().showMessage)
        settings.OVERLAY_RUNNING.set(True)
        line = QCoreApplication.translate("MainWindow", "Stream overlay: {0}").format(overlay.server.url)
        if not is_loopback(overlay.server.address):
            line += " " + QCoreApplication.translate(
                "MainWindow", "(open to the network at {0}: anyone there can see it)"
            ).format(overlay.server.address)
        self.ui.actionStreamOverlay.setToolTip(overlay.server.url)
        self.window.statusBar().showMessage(line)
        self.refresh()

    def follow(self, session: GameSession, host: Host) -> None:
        """The game the hall sees from now on; the window calls `refresh` once per host input."""
        self.session, self.host = session, host
        self.refresh()

    def refresh(self) -> None:
        """The one feed of every display that faces the public (the stream overlay, the spectator display,
        OBS), once a host input is fully handled (the controller's `hall_changed`: every event already on
        disk, the host's input settled; also the clock's warning, time up and course changes): the check's
        answer still up keeps the hall's night, and the host's reveal toggle goes with his screen's. A tick
        sends nothing."""
        if self.host is None or self.session is None:
            return
        if self.overlay is None and self.spectator is None and not self.obs.settings.enabled:
            return
        shown = self.host.input
        # One view of the game as the table has been told it (hall_view.told_game), for every display.
        view = hall_view(self.session.game, reveal_roles=shown.reveal, night_held=shown.night_held)
        self.obs.show_view(view)
        clock = hall_clock(view, self.host.timer, shown.clock_alert)
        if self.overlay is not None:
            feed = self.overlay.feed
            feed.reveal_roles, feed.night_held = shown.reveal, shown.night_held
            feed.show_view(view)
            feed.show_clock(clock)
        if self.spectator is not None:
            self.spectator.show_hall(view, clock)

    # --- the spectator display (gui/display/spectator_window.py) ---
    def _spectator_toggled(self, on: bool) -> None:
        if not on:
            if self.spectator is not None:
                self.spectator.close()
            return
        if self.spectator is None:
            from mafia_desk.gui.display.spectator_window import SpectatorWindow

            self.spectator = SpectatorWindow(self.window)
            self.spectator.set_theme("light" if self.ui.actionSpectatorLight.isChecked() else "dark")
            self.spectator.closed.connect(self._spectator_closed)
        self.spectator.show_on_screen()
        settings.SPECTATOR_OPEN.set(True)
        self.window.activateWindow()
        self.refresh()

    def _spectator_closed(self) -> None:
        """Esc on the display, or the menu: the action goes off and the window goes."""
        window, self.spectator = self.spectator, None
        if window is not None:
            window.deleteLater()
        settings.SPECTATOR_OPEN.set(False)
        self.ui.actionSpectator.setChecked(False)

    def _spectator_theme_toggled(self, light: bool) -> None:
        theme = "light" if light else "dark"
        settings.SPECTATOR_THEME.set(theme)
        if self.spectator is not None:
            self.spectator.set_theme(theme)

    def _list_spectator_screens(self) -> None:
        """The monitors now (one may have been plugged in since), the remembered one checked."""
        menu = self.ui.menuSpectatorScreen
        menu.clear()
        from mafia_desk.gui.display.spectator_window import chosen_screen

        chosen = chosen_screen()
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            action = menu.addAction(f"{screen.name()} ({size.width()}×{size.height()})")
            action.setCheckable(True)
            action.setChecked(screen is chosen)
            self._screen_group.addAction(action)
            name = screen.name()
            action.triggered.connect(lambda _=False, n=name: self.choose_spectator_screen(n))

    def choose_spectator_screen(self, name: str) -> None:
        """Remember the monitor for the display and move it there if it is open."""
        settings.SPECTATOR_SCREEN.set(name)
        if self.spectator is not None:
            self.spectator.show_on_screen()

    # --- OBS scene switching (gui/display/obs_scenes.py) ---
    def _obs_settings(self) -> None:
        from mafia_desk.gui.display.obs_dialog import ObsDialog

        if ObsDialog(self.window).exec() == ObsDialog.DialogCode.Accepted:
            self.obs.reload()
            self.refresh()

    def _obs_status(self, line: str) -> None:
        self.window.statusBar().showMessage(line, 10000)
