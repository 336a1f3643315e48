"""The tournament server's menu of the host's window: the push of this laptop's server games and its line on
the status bar, a table claimed from the server's draw, the judge's conflicts, the organiser's window on the
server and the laptops connected (docs/gui.md, "Tournament server"; the server work in gui/server_actions.py).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from mafia_desk.gui.common import busy, dialogs
from mafia_desk.gui.common.server_link import ServerLink
from mafia_desk.gui.common.server_settings import ServerSettings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.store.engine import DESK_LIMITS, ORGANISER_LIMITS, SessionLimits
from mafia_desk.store.errors import StoreError, WaitCancelledError
from mafia_desk.store.pusher import PushStatus
from mafia_desk.store.store import Store

if TYPE_CHECKING:
    from mafia_desk.gui.tournament.window import TournamentWindow


def _title() -> str:
    return QCoreApplication.translate("MainWindow", "Tournament server")


class Desk(Protocol):
    """The host's window as the server's menu uses it (MainWindow): its store, its game, its pages."""

    store: Store | None
    session: GameSession | None

    def resume_game(self, game_id: int) -> GameSession | None: ...

    def show_home(self) -> object: ...


class ServerMenu(QObject):
    def __init__(self, window: QMainWindow, desk: Desk) -> None:
        super().__init__(window)
        self.desk = desk
        self.host_window = window
        self.link: ServerLink | None = None
        self.label = QLabel(window)
        self.label.setObjectName("serverStatus")
        self.label.linkActivated.connect(self._conflict_clicked)
        window.statusBar().addPermanentWidget(self.label)
        self.label.hide()
        self.tournament_window: TournamentWindow | None = None  # the organiser's, on the server
        self._conflicts_shown: set[int] = set()

    def close(self) -> None:
        """The window closes: the server's window too, and the push after a short last try."""
        if self.tournament_window is not None:
            self.tournament_window.close()  # its `closed` lets it go
        if self.link is not None:
            # What the server does not have yet stays in this laptop's journal and goes out at the next
            # start; a short wait lets a reachable server take the last actions now.
            status = self.link.status
            if status is not None and status.online and status.pending:
                self.link.pusher.flush(2.0)
            self.link.stop()
            self.link = None

    def settings(self) -> ServerSettings:
        """The server's settings; the password asked once a run where no keyring kept it."""
        settings = ServerSettings.load()
        if settings.enabled and settings.password_missing:
            answer = dialogs.ask_text(
                self.host_window,
                _title(),
                QCoreApplication.translate(
                    "MainWindow",
                    "The tournament server's password ({0}). This computer has no keyring to keep it, so it "
                    "is asked at each start and never written down.",
                ).format(settings.url),
                secret=True,
            )
            if answer:
                settings = settings.with_password(answer)
        return settings

    def reconnect(self) -> None:
        """(Re)start the push of this laptop's server games to the server the settings name, if any."""
        if self.link is not None:
            self.link.stop()
            self.link.deleteLater()
            self.link = None
        settings = self.settings()
        if self.desk.store is None or not settings.enabled:
            self.label.hide()
            return
        try:
            link = ServerLink(self.desk.store, settings, self)
        except StoreError as err:  # a bad address: said, and the laptop plays on alone
            self.label.setText(QCoreApplication.translate("MainWindow", "Server: not used — {0}").format(err))
            self.label.show()
            return
        self.link = link
        link.status_changed.connect(self._status)
        self.label.setText(link.text())
        self.label.show()
        link.start()

    def wake(self) -> None:
        if self.link is not None:
            self.link.wake()

    def _status(self, status: PushStatus) -> None:
        if self.link is None:
            return
        line = self.link.text()
        if status.conflicts:  # a link: the judge reopens the decision he put off
            line = f'<a href="conflict">{html.escape(line)}</a>'
        self.label.setText(line)
        self.label.setToolTip(status.problem or "")
        if busy.running():  # a wait for the server is on screen: the judge's dialog comes with a later report
            return
        for link in status.conflicts:
            if link.game_id not in self._conflicts_shown:
                self._conflicts_shown.add(link.game_id)
                self.resolve_conflict(link.game_id)
                break

    def _conflict_clicked(self, _link: str) -> None:
        status = self.link.status if self.link is not None else None
        if status is not None and status.conflicts:
            self.resolve_conflict(status.conflicts[0].game_id)

    def edit_settings(self) -> None:
        from mafia_desk.gui.server_dialog import ServerDialog

        dialog = ServerDialog(self.host_window)
        dialog.exec()
        if dialog.saved:
            self.reconnect()

    def open_store(self, limits: SessionLimits = ORGANISER_LIMITS) -> Store | None:
        """The server as a shared Store for one question, or None after saying in one line why not (or
        after Cancel). Connecting runs off the GUI thread: a server on a dead network takes seconds to
        fail. `limits`: DESK_LIMITS for a table's claim and the judge's decision (store/engine.py)."""
        from mafia_desk.store.server import open_server

        settings = self.settings()
        if not settings.enabled:
            dialogs.inform(
                self.host_window,
                _title(),
                QCoreApplication.translate(
                    "MainWindow", "No tournament server is set: Settings → Tournament server…"
                ),
            )
            return None

        def connect(job: busy.Job[Store]) -> Store:
            server = open_server(settings.url, settings.laptop_name, limits)
            if job.cancelled:
                server.close()
                job.interrupt.check()
            return server

        try:
            return busy.run(
                self.host_window,
                _title(),
                QCoreApplication.translate("MainWindow", "Connecting to the server…"),
                connect,
            )
        except WaitCancelledError:
            return None
        except StoreError as err:
            dialogs.warn(self.host_window, _title(), str(err))
            return None

    def play_from_server(self) -> GameSession | None:
        """The host picks his table of the server's draw; the game opens seated, pushed as it is played."""
        from mafia_desk.gui.server_actions import claim_from_server

        if self.desk.store is None:
            return None
        server = self.open_store(DESK_LIMITS)
        if server is None:
            return None
        settings = self.settings()
        try:
            game_id = claim_from_server(self.host_window, self.desk.store, server, settings)
        finally:
            server.close()
        if game_id is None:
            return None
        if self.link is None:
            self.reconnect()
        session = self.desk.resume_game(game_id)
        self.wake()
        return session

    def resolve_conflict(self, game_id: int) -> str | None:
        """The judge's dialog for a conflict of this laptop's server game: both versions, two buttons."""
        from mafia_desk.gui.conflict_dialog import ConflictDialog
        from mafia_desk.store.sync import game_link, server_log

        if self.desk.store is None:
            return None
        link = game_link(self.desk.store, game_id)
        if link is None:
            return None
        server = self.open_store(DESK_LIMITS)
        if server is None:
            return None

        def read() -> dict[str, Any] | str:
            try:
                return server_log(server, link.uid)
            except StoreError as err:  # shown in the server's column: the judge may still keep his own
                return str(err)

        settings = self.settings()
        try:
            theirs = busy.run(
                self.host_window,
                _title(),
                QCoreApplication.translate("MainWindow", "Reading the server's copy of table {0}…").format(
                    link.table
                ),
                busy.reading(read),
            )
            dialog = ConflictDialog(
                self.desk.store,
                server,
                link,
                holder=settings.laptop_name,
                console=settings.console_id,
                parent=self.host_window,
                server_copy=theirs,
            )
            dialog.exec()
        except WaitCancelledError:  # as "Decide later": the status line's link opens it again
            return None
        except StoreError as err:  # this laptop's copy cannot be read: said, and asked again later
            self._conflicts_shown.discard(game_id)
            dialogs.warn(self.host_window, _title(), str(err))
            return None
        finally:
            server.close()
        if dialog.decision is not None:
            self._conflicts_shown.discard(game_id)
            self.wake()
            session = self.desk.session
            if session is not None and session.game_id == game_id:
                self.desk.show_home()
        return dialog.decision

    def show_tournaments(self) -> TournamentWindow | None:
        """The organiser's window on the server, following the other laptops' changes as they happen."""
        from mafia_desk.gui.server_actions import ServerTournamentWindow

        if self.tournament_window is not None:
            self.tournament_window.show()
            self.tournament_window.raise_()
            return self.tournament_window
        server = self.open_store()
        if server is None:
            return None
        window = ServerTournamentWindow(server, self.settings())
        window.closed.connect(self._window_gone)
        self.tournament_window = window
        window.show()
        return window

    def _window_gone(self) -> None:
        window, self.tournament_window = self.tournament_window, None
        if window is not None:
            window.deleteLater()

    def show_laptops(self) -> None:
        from mafia_desk.gui.server_actions import connected_text
        from mafia_desk.store.server import connected_laptops

        server = self.open_store()
        if server is None:
            return
        title = QCoreApplication.translate("MainWindow", "Laptops connected to the server")
        try:
            text = connected_text(
                busy.run(
                    self.host_window,
                    title,
                    QCoreApplication.translate("MainWindow", "Asking the server who is connected…"),
                    busy.reading(lambda: connected_laptops(server)),
                )
            )
        except WaitCancelledError:
            return
        except StoreError as err:
            text = str(err)
        finally:
            server.close()
        dialogs.inform(self.host_window, title, text)
