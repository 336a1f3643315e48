"""The main window: the start page and the game screen, the menus, and the store's lifetime."""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QUrl, qVersion
from PySide6.QtGui import QActionGroup, QCloseEvent, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from mafia_desk import __version__
from mafia_desk.game import JudgeAward
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import Team
from mafia_desk.gui import engine_text, host_words, i18n
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.common.font_scale import apply_font_scale
from mafia_desk.gui.common.logs import log_file, log_folder
from mafia_desk.gui.common.server_link import ServerLink
from mafia_desk.gui.common.server_settings import ServerSettings
from mafia_desk.gui.common.window_size import fit_to_screen
from mafia_desk.gui.display.hall_clock import hall_clock
from mafia_desk.gui.display.obs_scenes import ObsSceneSwitcher
from mafia_desk.gui.forms.ui_main_window import Ui_MainWindow
from mafia_desk.gui.game_controller import GameController
from mafia_desk.gui.game_screen import GameScreen
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.home_page import HomePage
from mafia_desk.gui.new_game_dialog import NewGameDialog, NewGameRequest
from mafia_desk.gui.protocol_builder import JudgeEntries, build_sheet
from mafia_desk.gui.shortcuts import shortcut
from mafia_desk.gui.sounds import VOLUME_STEPS, SoundPlayer
from mafia_desk.reports.protocol_sheet import ProtocolSheet
from mafia_desk.store.draw_tables import open_draw_tables
from mafia_desk.store.errors import StoreError
from mafia_desk.store.pusher import PushStatus
from mafia_desk.store.records import GameSummary
from mafia_desk.store.store import Store

if TYPE_CHECKING:
    # Imported when first opened: the organiser's window (its tabs, the scoring and the PDFs behind them),
    # the hall's displays (the overlay's HTTP and WebSocket servers), the end-of-game dialog and the
    # protocol: together 0.1-0.2 s of the start's CPU (README, "Install, size and start").
    from mafia_desk.gui.display.spectator_window import SpectatorWindow
    from mafia_desk.gui.display.stream_overlay import StreamOverlay
    from mafia_desk.gui.protocol_view import ProtocolView
    from mafia_desk.gui.tournament.window import TournamentWindow

APP_TITLE = "Mafia Desk"


class MainWindow(QMainWindow):
    def __init__(self, store: Any = None, *, resume_last: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.setWindowTitle(APP_TITLE)
        self.store = store
        self.sounds = SoundPlayer(self)
        self.session: GameSession | None = None
        self.controller: GameController | None = None
        self.game_screen: GameScreen | None = None
        self.judge_entries: JudgeEntries | None = None
        self.last_protocol: ProtocolView | None = None
        self.tournament_window: TournamentWindow | None = None
        self.overlay: StreamOverlay | None = None
        self.spectator: SpectatorWindow | None = None
        # The tournament server (gui/server_actions.py): the push of this laptop's server games, its state
        # always on the status bar, and the organiser's window on the server.
        self.server_link: ServerLink | None = None
        self.server_label = QLabel(self)
        self.server_label.setObjectName("serverStatus")
        self.server_label.linkActivated.connect(self._conflict_clicked)
        self.statusBar().addPermanentWidget(self.server_label)
        self.server_label.hide()
        self.server_window: TournamentWindow | None = None
        self._conflicts_shown: set[int] = set()

        self.home = HomePage(self)
        self.ui.pages.addWidget(self.home)
        self.home.new_game_requested.connect(self.new_game)
        self.home.draw_game_requested.connect(lambda: self.new_game(from_draw=True))
        self.home.resume_requested.connect(self.resume_game)
        self.home.tournaments_requested.connect(self.show_tournaments)
        self.home.server_table_requested.connect(self.play_from_server)

        ui = self.ui
        self._apply_shortcuts()
        ui.actionNewGame.triggered.connect(self.new_game)
        ui.actionHome.triggered.connect(self.show_home)
        ui.actionProtocol.triggered.connect(self.show_protocol)
        ui.actionExportPdf.triggered.connect(self.export_protocol)
        ui.actionQuit.triggered.connect(self.close)
        ui.actionTournaments.triggered.connect(self.show_tournaments)
        ui.actionServer.triggered.connect(self.server_settings)
        ui.actionServerTable.triggered.connect(self.play_from_server)
        ui.actionServerTournaments.triggered.connect(self.show_server_tournaments)
        ui.actionServerLaptops.triggered.connect(self.show_server_laptops)
        ui.actionTechnicalBreak.triggered.connect(self.technical_break)
        ui.actionReplacePlayer.triggered.connect(self.replace_player)
        ui.actionKeys.triggered.connect(self.show_keys)
        ui.actionAbout.triggered.connect(self._about)
        ui.actionOpenLogFolder.triggered.connect(self.open_log_folder)
        ui.actionSettings.triggered.connect(self.show_settings)
        ui.actionSound.setChecked(self.sounds.enabled)
        ui.actionSound.toggled.connect(self._sound_toggled)
        self._volume_group = QActionGroup(self)
        for volume in VOLUME_STEPS:
            action = getattr(ui, f"actionVolume{volume}")
            self._volume_group.addAction(action)
            action.setChecked(volume == self.sounds.volume)
            action.triggered.connect(lambda _=False, v=volume: self._set_volume(v))
        ui.actionClockAutoStart.setChecked(settings.CLOCK_AUTO_START.get())
        ui.actionClockAutoStart.toggled.connect(self._auto_start_toggled)
        ui.actionStreamOverlay.toggled.connect(self._overlay_toggled)
        ui.actionSpectator.toggled.connect(self._spectator_toggled)
        ui.actionSpectatorLight.setChecked(settings.SPECTATOR_THEME.get() == "light")
        ui.actionSpectatorLight.toggled.connect(self._spectator_theme_toggled)
        ui.menuSpectatorScreen.aboutToShow.connect(self._list_spectator_screens)
        self._screen_group = QActionGroup(self)
        self.obs = ObsSceneSwitcher(self)  # off by default (docs/overlay.md, "OBS scene switching")
        self.obs.status.connect(self._obs_status)
        ui.actionObsScenes.triggered.connect(self._obs_settings)
        ui.actionHostWords.setChecked(host_words.shown())
        ui.actionHostWords.toggled.connect(self._host_words_toggled)
        ui.actionLangRu.triggered.connect(lambda: self._set_language("ru"))
        ui.actionLangEn.triggered.connect(lambda: self._set_language("en"))
        current = i18n.chosen_language()
        ui.actionLangRu.setChecked(current == "ru")
        ui.actionLangEn.setChecked(current == "en")
        fit_to_screen(self, 1280, 800)
        self.connect_server()
        unfinished = self.show_home()
        if resume_last and unfinished:
            self.resume_game(unfinished[-1].id)

    def _apply_shortcuts(self) -> None:
        ui = self.ui
        for action, action_id in (
            (ui.actionNewGame, "new_game"),
            (ui.actionProtocol, "protocol"),
            (ui.actionQuit, "quit"),
            (ui.actionTournaments, "tournaments"),
            (ui.actionKeys, "help"),
            (ui.actionSound, "sound"),
            (ui.actionTechnicalBreak, "technical_break"),
            (ui.actionReplacePlayer, "replace_player"),
        ):
            action.setShortcuts(shortcut(action_id).key_sequences())

    # --- pages ---
    def show_home(self) -> list[GameSummary]:
        """The start page; returns the unfinished games it lists, so start-up resumes without asking twice."""
        unfinished: list[GameSummary] = []
        if self.store is not None:
            unfinished = self.store.unfinished_games()
            self.home.show_unfinished(unfinished)
        self.ui.pages.setCurrentWidget(self.home)
        self.setWindowTitle(APP_TITLE)
        return unfinished

    def new_game(self, from_draw: bool = False) -> GameSession | None:
        """The new-game dialog; `from_draw` opens it on the first saved draw's table (the start page's
        tournament button), or says why there is none, instead of a club game the host did not ask for."""
        if self.store is None:
            return None
        try:
            draws = open_draw_tables(self.store)
        except (StoreError, ValueError) as err:  # a damaged draw must not block a club game
            draws = []
            self.statusBar().showMessage(self.tr("Saved draws could not be read: {0}").format(err), 8000)
        if from_draw and not draws:
            dialogs.inform(
                self,
                self.tr("No tournament draw"),
                self.tr(
                    "No saved seating draw has a table still waiting for its game. "
                    "Save the tournament's draw first, or start a club game."
                ),
            )
            return None
        dialog = NewGameDialog(self.store.list_players(), self, draws)
        if from_draw:
            dialog.ui.sourceBox.setCurrentIndex(1)
            dialog.ui.sourceBox.setFocus()
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.request is None:
            return None
        return self.start_game(dialog.request)

    def start_game(self, request: NewGameRequest) -> GameSession | None:
        try:
            session = GameSession.start(
                self.store,
                request.ruleset_id,
                request.seats,
                request.meta,
                tournament_id=request.tournament_id,
                stage=request.stage,
                round_no=request.round_no,
                table=request.table,
            )
        except (StoreError, ValueError) as err:
            dialogs.warn(self, self.tr("Cannot start the game"), str(err))
            return None
        self.open_session(session)
        return session

    def resume_game(self, game_id: int) -> GameSession | None:
        try:
            session = GameSession.resume(self.store, game_id)
        except (StoreError, ValueError) as err:
            dialogs.warn(self, self.tr("Cannot resume the game"), str(err))
            return None
        self.open_session(session)
        self.statusBar().showMessage(self.tr("Game resumed where it stopped; the timer is paused."), 8000)
        return session

    def open_session(self, session: GameSession) -> None:
        if self.game_screen is not None:
            self.ui.pages.removeWidget(self.game_screen)
            self.game_screen.release()
            self.game_screen.deleteLater()
        self.session = session
        self.judge_entries = None
        self.controller = GameController(session, self.sounds, self)
        self.game_screen = GameScreen(self.controller, self)
        self.game_screen.protocol_requested.connect(self.show_protocol)
        self.game_screen.judge_requested.connect(self.judge_award)
        self.game_screen.letter_keys.add(self.ui.actionSound)  # M on a Cyrillic layout too
        self.controller.finish_requested.connect(self.finish_game)
        self.controller.hall_changed.connect(self._hall_refresh)
        self._hall_refresh()
        self.controller.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.ui.pages.addWidget(self.game_screen)
        self.ui.pages.setCurrentWidget(self.game_screen)
        self.game_screen.setFocus()
        self._show_game_title()

    def _show_game_title(self) -> None:
        if self.session is None:
            return
        meta = self.session.game.meta
        parts = [str(meta.get("tournament") or meta.get("title") or "")]
        if meta.get("table"):
            parts.append(self.tr("table {0}").format(meta["table"]))
        if meta.get("game"):
            parts.append(self.tr("game {0}").format(meta["game"]))
        # Qt appends the application's display name ("— Mafia Desk") to a title other than that name.
        self.setWindowTitle(" · ".join(p for p in parts if p) or APP_TITLE)

    # --- the stream overlay (docs/overlay.md) ---
    def _overlay_toggled(self, on: bool) -> None:
        if not on:
            if self.overlay is not None:
                self.overlay.server.stop()
                self.overlay = None
            self.ui.actionStreamOverlay.setToolTip("")
            self.statusBar().showMessage(self.tr("Stream overlay stopped."), 6000)
            return
        from mafia_desk.gui.display.stream_overlay import StreamOverlay, is_loopback

        overlay = StreamOverlay(self)
        problem = overlay.server.start()
        if problem is not None:
            action = self.ui.actionStreamOverlay
            action.blockSignals(True)  # back to off without a "stopped" line over the reason
            action.setChecked(False)
            action.blockSignals(False)
            self.statusBar().showMessage(problem)
            return
        self.overlay = overlay
        line = self.tr("Stream overlay: {0}").format(overlay.server.url)
        if not is_loopback(overlay.server.address):
            line += " " + self.tr("(open to the network at {0}: anyone there can see it)").format(
                overlay.server.address
            )
        self.ui.actionStreamOverlay.setToolTip(overlay.server.url)
        self.statusBar().showMessage(line)
        self._hall_refresh()

    def _hall_refresh(self) -> None:
        """The one feed of every display that faces the public (the stream overlay, the spectator display),
        once a host input is fully handled (the controller's `hall_changed`: every event already on disk,
        the host's input settled; also the clock's warning, time up and course changes): the check's answer
        still up keeps the hall's night, and the host's reveal toggle goes with his screen's. A tick sends
        nothing."""
        if self.controller is None or self.session is None:
            return
        shown = self.controller.input
        self.obs.show(self.session.game, night_held=shown.night_held)
        if self.overlay is None and self.spectator is None:
            return
        view = hall_view(self.session.game, reveal_roles=shown.reveal, night_held=shown.night_held)
        clock = hall_clock(view, self.controller.timer, shown.clock_alert)
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

            self.spectator = SpectatorWindow(self)
            self.spectator.set_theme("light" if self.ui.actionSpectatorLight.isChecked() else "dark")
            self.spectator.closed.connect(self._spectator_closed)
        self.spectator.show_on_screen()
        self.activateWindow()
        self._hall_refresh()

    def _spectator_closed(self) -> None:
        """Esc on the display, or the menu: the action goes off and the window goes."""
        window, self.spectator = self.spectator, None
        if window is not None:
            window.deleteLater()
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

        if ObsDialog(self).exec() == ObsDialog.DialogCode.Accepted:
            self.obs.reload()
            self._hall_refresh()

    def _obs_status(self, line: str) -> None:
        self.statusBar().showMessage(line, 10000)

    # --- a table's emergencies: the break and the replaced player (gui/table_emergencies.py) ---
    def technical_break(self) -> None:
        if self.controller is not None and self.ui.pages.currentWidget() is self.game_screen:
            self.controller.toggle_break()

    def replace_player(self) -> None:
        if self.controller is not None and self.ui.pages.currentWidget() is self.game_screen:
            self.controller.replace_player()

    # --- the end ---
    def judge_award(self) -> None:
        if self.session is None:
            return
        teams = [self.tr("Red (civilians)"), self.tr("Black (mafia)")]
        # shown in the host's language, recorded in the ruleset file's English (see engine_text)
        ruleset = self.session.game.ruleset
        choices = engine_text.award_reason_choices(str(ruleset.id), list(ruleset.judge_award_reasons))
        reasons = list(choices)
        team = dialogs.choose(
            self, self.tr("Judge's decision"), self.tr("The judge awards the win to:"), teams
        )
        if team is None:
            return
        reason = dialogs.choose(
            self,
            self.tr("Judge's decision"),
            self.tr("Reason (pick or type; required):"),
            reasons,
            editable=True,
        )
        if reason is None:
            return
        winner = Team.RED if teams.index(team) == 0 else Team.BLACK
        # Both lists open on their first entry, so Enter, Enter would award a game nobody chose: the award
        # ends the game, so it is confirmed, and No is the default.
        if not dialogs.confirm(
            self,
            self.tr("Judge's decision"),
            self.tr("The judge awards the win to {0}: {1}. This ends the game. Record it?").format(
                team, reason.strip()
            ),
            default_no=True,
        ):
            self.statusBar().showMessage(self.tr("No decision recorded."), 6000)
            return
        self.session.apply(JudgeAward(winner, choices.get(reason, reason).strip()))

    def finish_game(self) -> None:
        if self.session is None:
            return
        if self.judge_entries is not None:
            self.show_protocol()
            return
        from mafia_desk.gui.end_game_dialog import EndGameDialog

        dialog = EndGameDialog(self.session.game, str(self.session.game.ruleset.id), self)
        if dialog.exec() != EndGameDialog.DialogCode.Accepted or dialog.entry is None:
            return
        try:
            self.session.finish(dialog.entry)
        except StoreError as err:
            dialogs.warn(self, self.tr("The result was not stored"), str(err))
            return
        self.judge_entries = dialog.judge_entries
        self.statusBar().showMessage(self.tr("Result stored."), 8000)
        self.show_protocol()

    def protocol_sheet(self) -> ProtocolSheet | None:
        """Mid-game the protocol faces the table like the seat table: roles (and the checks, which are
        roles too) only while the host shows the roles or after he confirms."""
        if self.session is None:
            return None
        hide = False
        if not self.session.state.finished and not (self.controller and self.controller.screen.reveal):
            hide = not dialogs.confirm(
                self,
                self.tr("The game's protocol"),
                self.tr(
                    "The game is not over. Show the roles and the night checks on the protocol? "
                    "No opens it with them hidden."
                ),
                default_no=True,
            )
        times = self.session.store.game_info(self.session.game_id)
        return build_sheet(
            self.session.game,
            self.judge_entries,
            times.first_event_at,
            times.last_event_at,
            hide_roles=hide,
        )

    def _protocol_file_name(self) -> str:
        meta = self.session.game.meta if self.session else {}
        base = f"protocol-{meta.get('title') or 'game'}-t{meta.get('table', '')}-g{meta.get('game', '')}"
        return re.sub(r"[^\w.-]+", "_", base) + ".pdf"

    def show_protocol(self) -> ProtocolView | None:
        sheet = self.protocol_sheet()
        if sheet is None:
            return None
        from mafia_desk.gui.protocol_view import ProtocolView

        view = ProtocolView(sheet, self._protocol_file_name(), self)
        self.last_protocol = view
        view.open()
        return view

    def export_protocol(self) -> None:
        view = self.show_protocol()
        if view is not None:
            view.export_pdf()

    def show_tournaments(self) -> TournamentWindow | None:
        """The organiser's window, on this window's store; one per app, raised if it is already open."""
        if self.store is None:
            return None
        if self.tournament_window is None:
            from mafia_desk.gui.tournament.window import TournamentWindow

            self.tournament_window = TournamentWindow(self.store)
            self.tournament_window.destroyed.connect(self._tournament_window_gone)
        self.tournament_window.show()
        self.tournament_window.raise_()
        self.tournament_window.activateWindow()
        return self.tournament_window

    def _tournament_window_gone(self) -> None:
        self.tournament_window = None

    # --- the tournament server (docs/gui.md, "Tournament server") ---
    def connect_server(self) -> None:
        """(Re)start the push of this laptop's server games to the server the settings name, if any."""
        if self.server_link is not None:
            self.server_link.stop()
            self.server_link.deleteLater()
            self.server_link = None
        settings = ServerSettings.load()
        if self.store is None or not settings.enabled:
            self.server_label.hide()
            return
        try:
            link = ServerLink(self.store, settings, self)
        except StoreError as err:  # a bad address: said, and the laptop plays on alone
            self.server_label.setText(self.tr("Server: not used — {0}").format(err))
            self.server_label.show()
            return
        self.server_link = link
        link.status_changed.connect(self._server_status)
        self.server_label.setText(link.text())
        self.server_label.show()
        link.start()

    def wake_server(self) -> None:
        if self.server_link is not None:
            self.server_link.wake()

    def _server_status(self, status: PushStatus) -> None:
        if self.server_link is None:
            return
        line = self.server_link.text()
        if status.conflicts:  # a link: the judge reopens the decision he put off
            line = f'<a href="conflict">{html.escape(line)}</a>'
        self.server_label.setText(line)
        self.server_label.setToolTip(status.problem or "")
        for link in status.conflicts:
            if link.game_id not in self._conflicts_shown:
                self._conflicts_shown.add(link.game_id)
                self.resolve_conflict(link.game_id)
                break

    def _conflict_clicked(self, _link: str) -> None:
        status = self.server_link.status if self.server_link is not None else None
        if status is not None and status.conflicts:
            self.resolve_conflict(status.conflicts[0].game_id)

    def server_settings(self) -> None:
        from mafia_desk.gui.server_dialog import ServerDialog

        dialog = ServerDialog(self)
        dialog.exec()
        if dialog.saved:
            self.connect_server()

    def open_server_store(self) -> Store | None:
        """The server as a shared Store for one question, or None after saying in one line why not."""
        from mafia_desk.store.server import open_server

        settings = ServerSettings.load()
        if not settings.enabled:
            dialogs.inform(
                self,
                self.tr("Tournament server"),
                self.tr("No tournament server is set: Settings → Tournament server…"),
            )
            return None
        try:
            return open_server(settings.url, settings.laptop_name)
        except StoreError as err:
            dialogs.warn(self, self.tr("Tournament server"), str(err))
            return None

    def play_from_server(self) -> GameSession | None:
        """The host picks his table of the server's draw; the game opens seated, pushed as it is played."""
        from mafia_desk.gui.server_actions import claim_from_server

        if self.store is None:
            return None
        server = self.open_server_store()
        if server is None:
            return None
        settings = ServerSettings.load()
        try:
            game_id = claim_from_server(self, self.store, server, settings)
        finally:
            server.close()
        if game_id is None:
            return None
        if self.server_link is None:
            self.connect_server()
        session = self.resume_game(game_id)
        self.wake_server()
        return session

    def resolve_conflict(self, game_id: int) -> str | None:
        """The judge's dialog for a conflict of this laptop's server game: both versions, two buttons."""
        from mafia_desk.gui.conflict_dialog import ConflictDialog
        from mafia_desk.store.sync import game_link

        if self.store is None:
            return None
        link = game_link(self.store, game_id)
        server = self.open_server_store()
        if link is None or server is None:
            return None
        settings = ServerSettings.load()
        try:
            dialog = ConflictDialog(
                self.store,
                server,
                link,
                holder=settings.laptop_name,
                console=settings.console_id,
                parent=self,
            )
            dialog.exec()
        except StoreError as err:  # this laptop's copy cannot be read: said, and asked again later
            self._conflicts_shown.discard(game_id)
            dialogs.warn(self, self.tr("Tournament server"), str(err))
            return None
        finally:
            server.close()
        if dialog.decision is not None:
            self._conflicts_shown.discard(game_id)
            self.wake_server()
            if self.session is not None and self.session.game_id == game_id:
                self.show_home()
        return dialog.decision

    def show_server_tournaments(self) -> TournamentWindow | None:
        """The organiser's window on the server, following the other laptops' changes as they happen."""
        from mafia_desk.gui.server_actions import ServerTournamentWindow

        if self.server_window is not None:
            self.server_window.show()
            self.server_window.raise_()
            return self.server_window
        server = self.open_server_store()
        if server is None:
            return None
        window = ServerTournamentWindow(server, ServerSettings.load())
        window.closed.connect(self._server_window_gone)
        self.server_window = window
        window.show()
        return window

    def _server_window_gone(self) -> None:
        window, self.server_window = self.server_window, None
        if window is not None:
            window.deleteLater()

    def show_server_laptops(self) -> None:
        from mafia_desk.gui.server_actions import laptops_text

        server = self.open_server_store()
        if server is None:
            return
        try:
            text = laptops_text(server)
        except StoreError as err:
            text = str(err)
        finally:
            server.close()
        dialogs.inform(self, self.tr("Laptops connected to the server"), text)

    # --- misc ---
    def show_keys(self) -> None:
        victim = self.controller.session.game.ruleset.best_move_victim if self.controller else None
        from mafia_desk.gui.shortcut_sheet import ShortcutSheet

        ShortcutSheet(self, victim).exec()

    def _about(self) -> None:
        dialogs.about(self, APP_TITLE, self.about_text())

    def about_text(self) -> str:
        return "\n\n".join(
            (
                self.tr("Mafia Desk {0}: the host's console for sport mafia games and tournaments.").format(
                    __version__
                ),
                self.tr(
                    "Licence: MIT. Fonts: DejaVu (free licence, in the fonts folder). Qt {0} (LGPLv3)."
                ).format(qVersion()),
                self.tr("The log: {0}").format(log_file() or log_folder()),
            )
        )

    def open_log_folder(self) -> bool:
        """Help > Open the log folder: the file manager on it (made if missing, so it opens)."""
        folder = log_folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            self.statusBar().showMessage(
                self.tr("Cannot open {0}: {1}").format(folder, err.strerror or err), 8000
            )
            return False
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        if not opened:
            self.statusBar().showMessage(self.tr("The log folder is {0}").format(folder), 15000)
        return opened

    def show_settings(self) -> bool:
        """Settings > Settings...: the dialog of the options registry (gui/common/settings.py)."""
        from mafia_desk.gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self, self.store)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        if accepted:
            self.apply_settings()
        return accepted

    def apply_settings(self) -> None:
        """What the dialog changed that the open windows show: the menus' ticks, the sounds, the font."""
        self.sounds.set_enabled(settings.SOUND_ENABLED.get())
        self.sounds.set_volume(settings.SOUND_VOLUME.get())
        self.ui.actionSound.setChecked(settings.SOUND_ENABLED.get())
        for action in self._volume_group.actions():
            action.setChecked(action is getattr(self.ui, f"actionVolume{self.sounds.volume}", None))
        self.ui.actionClockAutoStart.setChecked(settings.CLOCK_AUTO_START.get())
        self.ui.actionSpectatorLight.setChecked(settings.SPECTATOR_THEME.get() == "light")
        apply_font_scale()

    def _sound_toggled(self, on: bool) -> None:
        self.sounds.set_enabled(on)
        self.statusBar().showMessage(
            self.tr("Timer sounds on.") if on else self.tr("Timer sounds off."), 3000
        )

    def _set_volume(self, volume: int) -> None:
        self.sounds.set_volume(volume)
        self.statusBar().showMessage(self.tr("Sound volume {0} %.").format(self.sounds.volume), 3000)

    def _auto_start_toggled(self, on: bool) -> None:
        settings.CLOCK_AUTO_START.set(bool(on))
        self.statusBar().showMessage(
            self.tr("The speech clock starts when Enter gives the floor.")
            if on
            else self.tr("The speech clock waits for Space."),
            3000,
        )

    def _host_words_toggled(self, on: bool) -> None:
        host_words.set_shown(on)
        if self.game_screen is not None:
            self.game_screen.show_host_words(on)

    def _set_language(self, code: str) -> None:
        """The whole interface speaks `code` at once: every open window retranslates itself."""
        i18n.switch_language(code)
        self.ui.actionLangRu.setChecked(code == "ru")
        self.ui.actionLangEn.setChecked(code == "en")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The form's texts, then the title (the pages retranslate themselves: they get the event too)."""
        self.ui.retranslateUi(self)
        if self.session is not None and self.ui.pages.currentWidget() is self.game_screen:
            self._show_game_title()
        else:
            self.setWindowTitle(APP_TITLE)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.pause_clock()
        if self.spectator is not None:
            self.spectator.close()
        if self.tournament_window is not None:
            self.tournament_window.close()
            self.tournament_window.deleteLater()
            self.tournament_window = None
        if self.server_window is not None:
            self.server_window.close()  # its `closed` lets it go
        if self.server_link is not None:
            # What the server does not have yet stays in this laptop's journal and goes out at the next
            # start; a short wait lets a reachable server take the last actions now.
            status = self.server_link.status
            if status is not None and status.online and status.pending:
                self.server_link.pusher.flush(2.0)
            self.server_link.stop()
            self.server_link = None
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)
