"""The main window: the start page and the game screen, the menus, and the store's lifetime."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QUrl, qVersion
from PySide6.QtGui import QActionGroup, QCloseEvent, QDesktopServices
from PySide6.QtWidgets import QMainWindow, QWidget

from mafia_desk import __version__
from mafia_desk.game.hall_view import told_game
from mafia_desk.gui import host_words, i18n
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.common.font_scale import apply_font_scale
from mafia_desk.gui.common.logs import log_file, log_folder
from mafia_desk.gui.common.retranslate import refresh_menus
from mafia_desk.gui.common.window_size import fit_to_screen
from mafia_desk.gui.display.hall_displays import HallDisplays
from mafia_desk.gui.forms.ui_main_window import Ui_MainWindow
from mafia_desk.gui.game_controller import GameController
from mafia_desk.gui.game_screen import GameScreen
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.home_page import HomePage
from mafia_desk.gui.new_game_dialog import NewGameDialog, NewGameRequest
from mafia_desk.gui.protocol_builder import JudgeEntries, build_sheet
from mafia_desk.gui.server_menu import ServerMenu
from mafia_desk.gui.shortcuts import shortcut
from mafia_desk.gui.sounds import VOLUME_STEPS, SoundPlayer
from mafia_desk.reports.protocol_sheet import ProtocolSheet
from mafia_desk.store.draw_tables import open_draw_tables
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import GameSummary

if TYPE_CHECKING:
    # Imported when first opened: the organiser's window (its tabs, the scoring and the PDFs behind them),
    # the end-of-game dialog and the protocol: together 0.1-0.2 s of the start's CPU (README, "Install, size
    # and start").
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
        # The tournament server: the push of this laptop's server games, its state always on the status
        # bar, and the organiser's window on the server (gui/server_menu.py).
        self.server = ServerMenu(self, self)

        self.home = HomePage(self)
        self.ui.pages.addWidget(self.home)
        self.home.new_game_requested.connect(self.new_game)
        self.home.draw_game_requested.connect(lambda: self.new_game(from_draw=True))
        self.home.resume_requested.connect(self.resume_game)
        self.home.tournaments_requested.connect(self.show_tournaments)
        self.home.server_table_requested.connect(self.server.play_from_server)

        ui = self.ui
        self._apply_shortcuts()
        ui.actionNewGame.triggered.connect(self.new_game)
        ui.actionHome.triggered.connect(self.show_home)
        ui.actionProtocol.triggered.connect(self.show_protocol)
        ui.actionExportPdf.triggered.connect(self.export_protocol)
        ui.actionQuit.triggered.connect(self.close)
        ui.actionTournaments.triggered.connect(self.show_tournaments)
        ui.actionServer.triggered.connect(self.server.edit_settings)
        ui.actionServerTable.triggered.connect(self.server.play_from_server)
        ui.actionServerTournaments.triggered.connect(self.server.show_tournaments)
        ui.actionServerLaptops.triggered.connect(self.server.show_laptops)
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
        self.hall = HallDisplays(
            self, self.ui
        )  # the overlay, the spectator display, OBS: what faces the public
        ui.actionHostWords.setChecked(host_words.shown())
        ui.actionHostWords.toggled.connect(self._host_words_toggled)
        ui.actionLangRu.triggered.connect(lambda: self._set_language("ru"))
        ui.actionLangEn.triggered.connect(lambda: self._set_language("en"))
        current = i18n.chosen_language()
        ui.actionLangRu.setChecked(current == "ru")
        ui.actionLangEn.setChecked(current == "en")
        fit_to_screen(self, 1280, 800)
        self.server.reconnect()
        unfinished = self.show_home()
        if resume_last and unfinished:
            self.resume_game(unfinished[-1].id)
        if resume_last:
            self.reopen_displays()

    def reopen_displays(self) -> None:
        """At the start after a crash, what faced the hall comes back as it was: the spectator display on its
        monitor, the stream overlay, the hall standings with what they hid. A normal quit closes them all
        (and clears their settings), so a start after one opens nothing the host did not ask for today."""
        self.hall.reopen()
        if settings.HALL_STANDINGS_OPEN.get():
            self._reopen_hall_standings()
        self.activateWindow()

    def _reopen_hall_standings(self) -> None:
        from mafia_desk.gui.tournament.standings_tab import StandingsTab, remembered_hall

        shown = remembered_hall()
        known = {(t.id, t.name) for t in self.store.list_tournaments()} if self.store is not None else set()
        if shown is None or (shown["tournament"], shown.get("name")) not in known:
            settings.HALL_STANDINGS_OPEN.set("")  # another database, or the tournament is gone
            return
        window = self.show_tournaments()
        tournament = shown["tournament"]
        if window is None or not isinstance(tournament, int) or window.open_tournament(tournament) is None:
            return
        tab = window.tabs.get("standings")
        if isinstance(tab, StandingsTab):
            window.ui.tabs.setCurrentWidget(tab)
            tab.reopen_hall(shown)

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
        self.game_screen.judge_requested.connect(self.controller.judge_award)
        self.game_screen.letter_keys.add(self.ui.actionSound)  # M on a Cyrillic layout too
        self.controller.finish_requested.connect(self.finish_game)
        self.controller.hall_changed.connect(self.hall.refresh)
        self.hall.follow(session, self.controller)
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

    # --- a table's emergencies: the break and the replaced player (gui/table_emergencies.py) ---
    def technical_break(self) -> None:
        if self.controller is not None and self.ui.pages.currentWidget() is self.game_screen:
            self.controller.toggle_break()

    def replace_player(self) -> None:
        if self.controller is not None and self.ui.pages.currentWidget() is self.game_screen:
            self.controller.replace_player()

    # --- the end ---
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
        # The sheet on the screen is the game as the table has been told it: a check's answer still up keeps
        # the night, and tonight's shot and checks wait for the morning, whether or not the roles are shown.
        held = self.controller is not None and self.controller.input.night_held
        return build_sheet(
            told_game(self.session.game, night_held=held),
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
        refresh_menus(self)
        if self.session is not None and self.ui.pages.currentWidget() is self.game_screen:
            self._show_game_title()
        else:
            self.setWindowTitle(APP_TITLE)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.pause_clock()
        self.hall.close()
        if self.tournament_window is not None:
            self.tournament_window.close()
            self.tournament_window.deleteLater()
            self.tournament_window = None
        self.server.close()
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)
