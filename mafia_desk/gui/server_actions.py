"""The tournament server's actions of the main window: claim a table, the organiser's window on the
server with its LISTEN thread, the laptops connected now, and what the round board shows of a live table.

Kept out of main_window.py so that a laptop without a server never imports any of it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QWidget

from mafia_desk.game import game_from_log_dict
from mafia_desk.game.hall_view import STAGE_DAY, STAGE_FINISHED, STAGE_NIGHT, STAGE_ZERO_NIGHT, hall_view
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common import busy, dialogs
from mafia_desk.gui.common.server_settings import ServerSettings
from mafia_desk.gui.server_table_dialog import ServerTableDialog
from mafia_desk.gui.tournament.window import TournamentWindow
from mafia_desk.gui.tournament.workspace import LiveTable
from mafia_desk.store.commits import EVENT, TOURNAMENT, TOURNAMENTS, Commit
from mafia_desk.store.errors import StoreError, WaitCancelledError
from mafia_desk.store.server import Connected, Listener, Notice, connected_laptops
from mafia_desk.store.store import Store
from mafia_desk.store.sync import PLAYING, TableHeld, claim_table, server_tables

PHASE_TEXT = {
    STAGE_ZERO_NIGHT: QT_TRANSLATE_NOOP("RoundBoard", "zero night"),
    STAGE_NIGHT: QT_TRANSLATE_NOOP("RoundBoard", "night"),
    STAGE_FINISHED: QT_TRANSLATE_NOOP("RoundBoard", "over"),
    "speech": QT_TRANSLATE_NOOP("RoundBoard", "speeches"),
    "tie_speech": QT_TRANSLATE_NOOP("RoundBoard", "tie speeches"),
    "vote": QT_TRANSLATE_NOOP("RoundBoard", "voting"),
    "revote": QT_TRANSLATE_NOOP("RoundBoard", "revote"),
    "lift_vote": QT_TRANSLATE_NOOP("RoundBoard", "vote to lift all"),
    "last_words": QT_TRANSLATE_NOOP("RoundBoard", "last words"),
}


def _clock(when: datetime) -> str:
    """The laptop's local time of a stored instant (stored in UTC; a naive one is UTC too)."""
    return (when if when.tzinfo is not None else when.replace(tzinfo=UTC)).astimezone().strftime("%H:%M")


def claim_from_server(parent: QWidget, local: Store, server: Store, settings: ServerSettings) -> int | None:
    """The host's table of the server's draw, claimed for this laptop: the local game's id, or None after
    one line saying why not (or when the host changed his mind or cancelled a wait). Every question to
    the server runs off the GUI thread (gui/common/busy.py)."""
    title = QCoreApplication.translate("ServerActions", "Play a table from the server")
    try:
        tables = busy.run(
            parent,
            title,
            QCoreApplication.translate("ServerActions", "Reading the server's tables…"),
            busy.reading(lambda: server_tables(server)),
        )
    except WaitCancelledError:
        return None
    except StoreError as err:
        dialogs.warn(parent, title, str(err))
        return None
    dialog = ServerTableDialog(tables, parent)
    if dialog.exec() != ServerTableDialog.DialogCode.Accepted or dialog.chosen is None:
        return None
    t = dialog.chosen

    def claim(takeover: bool) -> Callable[[busy.Job[int]], int]:
        def work(job: busy.Job[int]) -> int:
            return busy.patiently(
                job,
                lambda: claim_table(
                    local,
                    server,
                    tournament_id=t.tournament_id,
                    stage=t.stage,
                    round_no=t.round,
                    table=t.table,
                    holder=settings.laptop_name,
                    console=settings.console_id,
                    takeover=takeover,
                    interrupt=job.interrupt,
                ),
                busy.stalled_line(t.table),
            )

        return work

    try:
        return busy.run(
            parent,
            title,
            QCoreApplication.translate("ServerActions", "Claiming table {0}…").format(t.table),
            claim(False),
        )
    except WaitCancelledError:
        return None
    except TableHeld as held:
        state = (
            QCoreApplication.translate("ServerActions", "connected")
            if held.connected
            else QCoreApplication.translate("ServerActions", "not connected")
        )
        if not dialogs.confirm(
            parent,
            title,
            QCoreApplication.translate(
                "ServerActions",
                "Table {0} is held by {1} since {2} ({3}). Take it over? Only a judge should do this: "
                "the other laptop can no longer send this game, and this laptop continues from the "
                "server's copy.",
            ).format(t.table, held.holder, _clock(held.since), state),
            default_no=True,
        ):
            return None
        try:
            return busy.run(
                parent,
                title,
                QCoreApplication.translate("ServerActions", "Taking table {0} over…").format(t.table),
                claim(True),
            )
        except WaitCancelledError:
            return None
        except StoreError as err:
            dialogs.warn(parent, title, str(err))
            return None
    except StoreError as err:
        dialogs.warn(parent, title, str(err))
        return None


def live_tables(server: Store, tournament_id: int) -> Mapping[tuple[str, int, int], LiveTable]:
    """The server's playing tables: holder, connected, and the day and phase the hall sees (hall_view
    replays the server's log and never tells a night's secret). Runs on the workspace's reading thread."""
    out: dict[tuple[str, int, int], LiveTable] = {}
    playing = {
        (t.stage, t.round, t.table): t for t in server_tables(server, tournament_id) if t.state == PLAYING
    }
    if not playing:
        return out
    games = {
        (g.stage, g.round, g.table): g.id
        for g in server.list_games(tournament_id=tournament_id, finished=False)
        if g.stage is not None and g.round is not None and g.table is not None
    }
    for key, table in playing.items():
        day, phase = 0, ""
        game_id = games.get(key)
        if game_id is not None:
            try:
                view = hall_view(game_from_log_dict(server.load_game_log(game_id)))
                day = view.day if view.stage == STAGE_DAY else 0
                label = view.step if view.stage == STAGE_DAY and view.step else view.stage
                if view.stage == STAGE_NIGHT:
                    day = 0
                    phase = QCoreApplication.translate("RoundBoard", "night {0}").format(view.night)
                else:
                    phase = QCoreApplication.translate("RoundBoard", PHASE_TEXT.get(label or "", label or ""))
            except (StoreError, ValueError, KeyError):
                phase = ""
        out[key] = LiveTable(table.holder, table.connected, day, phase)
    return out


def laptops_text(server: Store) -> str:
    return connected_text(connected_laptops(server))


def connected_text(laptops: list[Connected]) -> str:
    if not laptops:
        return QCoreApplication.translate("ServerActions", "No laptop is connected to the server now.")
    lines = [
        QCoreApplication.translate("ServerActions", "{0} · {1} · since {2}").format(
            c.who, c.address or "local", c.since
        )
        for c in laptops
    ]
    return "\n".join(lines)


class ServerTournamentWindow(TournamentWindow):
    """The organiser's window on the server's store. A thread LISTENs for the server's notices and turns
    them into announcements of the server's store, which every window follows, on the GUI thread; the
    workspace then re-reads off the GUI thread (`TournamentWorkspace(live=...)`). No polling: silence
    costs nothing."""

    _notice = Signal(object)
    closed = Signal()  # its store is closed with it: the main window opens a new one next time

    def __init__(self, server: Store, settings: ServerSettings, parent: QWidget | None = None) -> None:
        self.live_reader = live_tables
        super().__init__(server, parent)
        self.server_label = QLabel(self.tr("On the tournament server {0}").format(server.url), self)
        self.statusBar().addPermanentWidget(self.server_label)
        laptops = self.menuBar().addAction(self.tr("Laptops connected…"))
        laptops.triggered.connect(self.show_laptops)
        self.listener = Listener(settings.url, settings.laptop_name)
        self._listening = False
        self._notice.connect(self._on_notice)
        self._thread = threading.Thread(target=self._listen, name="mafia-desk-listener", daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        for notice in self.listener.notices():
            if self.listener.stopped:
                break
            try:
                self._notice.emit(notice)
            except RuntimeError:  # the window is gone
                break

    def _on_notice(self, notice: Notice | None) -> None:
        """Another desk's commit on the server, announced by this window's store as if it had made it, so
        the views follow the one announcement they follow for their own writes."""
        if notice is None:
            # A (re)connection: what changed while it was down was not said, so everything is re-read.
            if self.listener.connected and not self._listening and self.workspace is not None:
                self.store.announce(Commit(TOURNAMENT, self.workspace.tournament_id))
            self._listening = self.listener.connected
            return
        if notice.tournament_id == 0:
            self.store.announce(Commit(TOURNAMENTS))
        elif notice.progress:
            self.store.announce(Commit(EVENT, notice.tournament_id))
        else:
            self.store.announce(Commit(TOURNAMENT, notice.tournament_id))

    def show_laptops(self) -> None:
        try:
            text = connected_text(
                busy.run(
                    self,
                    self.tr("Laptops connected to the server"),
                    self.tr("Asking the server who is connected…"),
                    busy.reading(lambda: connected_laptops(self.store)),
                )
            )
        except WaitCancelledError:
            return
        except StoreError as err:
            text = str(err)
        dialogs.inform(self, self.tr("Laptops connected to the server"), text)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.listener.stop()
        self._thread.join(2.0)
        super().closeEvent(event)
        self.store.close()
        self.closed.emit()
