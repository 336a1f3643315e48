"""The Players tab of the tournament window: who is registered, how each one's registration changed, and
every way in (the register, a new player, a file) and out (removal, withdrawal, a substitute).

Every change is one store call through `workspace.attempt`; the table redraws from the snapshot that follows,
never from what was asked, so what the organiser sees is what the store holds.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QBoxLayout, QHeaderView, QPushButton, QWidget

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.common.shown_refresh import refresh_when_shown
from mafia_desk.gui.forms.ui_players_tab import Ui_PlayersTab
from mafia_desk.gui.tournament.history_dialog import PlayerHistoryDialog
from mafia_desk.gui.tournament.player_change_dialog import PlayerChangeDialog, change_text
from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog, PlayerFields
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.player_picker_dialog import PlayerPickerDialog, name_sort_key
from mafia_desk.gui.tournament.registry_dialog import RegistryDialog
from mafia_desk.gui.tournament.teams_dialog import TeamsDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.ratings.history import player_history
from mafia_desk.store.errors import StoreError
from mafia_desk.store.rating_sources import every_stored_source
from mafia_desk.store.records import RegistrationChangeRecord
from mafia_desk.tournament.registration import next_codes, status_of


@dataclass(frozen=True)
class PlayerRow:
    code: str
    name: str
    club: str | None
    city: str | None
    status: str
    games: int
    player_id: int | None


def _code_number(code: str) -> tuple[int, str]:
    digits = code[1:]
    return (int(digits), code) if digits.isdigit() else (10**9, code)


class PlayersTab(QWidget):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.ui = Ui_PlayersTab()
        self.ui.setupUi(self)
        self.model: RowsModel[PlayerRow] = RowsModel(
            [
                Column(lambda: self.tr("Code"), lambda r: r.code, sort=lambda r: _code_number(r.code)),
                Column(lambda: self.tr("Name"), lambda r: r.name, sort=lambda r: name_sort_key(r.name)),
                Column(lambda: self.tr("Club"), lambda r: r.club or ""),
                Column(lambda: self.tr("City"), lambda r: r.city or ""),
                Column(lambda: self.tr("Status"), lambda r: r.status),
                Column(lambda: self.tr("Games"), lambda r: str(r.games), sort=lambda r: r.games, right=True),
            ],
            self,
        )
        self.proxy = sorted_proxy(self.model, self)
        view = self.ui.playersView
        view.setModel(self.proxy)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        view.verticalHeader().setVisible(False)
        view.doubleClicked.connect(lambda _index: self.edit_selected())
        self.changes_model: RowsModel[RegistrationChangeRecord] = RowsModel(
            [
                Column(
                    lambda: self.tr("Recorded"), lambda c: c.created_at.astimezone().strftime("%d.%m %H:%M")
                ),
                Column(lambda: self.tr("Change"), self._change_text),
                Column(lambda: self.tr("Reason"), lambda c: c.reason),
            ],
            self,
        )
        self.ui.changesView.setModel(sorted_proxy(self.changes_model, self))
        self.ui.changesView.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.ui.changesView.horizontalHeader().setStretchLastSection(True)
        self.ui.changesView.verticalHeader().setVisible(False)
        self.ui.searchEdit.textChanged.connect(lambda text: self.proxy.setFilterFixedString(text.strip()))
        ui = self.ui
        ui.registerButton.clicked.connect(self.register_from_registry)
        ui.newButton.clicked.connect(self.new_player)
        ui.editButton.clicked.connect(self.edit_selected)
        ui.removeButton.clicked.connect(self.remove_selected)
        ui.importButton.clicked.connect(lambda: self.import_file())  # clicked(bool) is no path
        ui.lateButton.clicked.connect(lambda: self.record_change("late"))
        ui.withdrawButton.clicked.connect(lambda: self.record_change("withdrawal"))
        ui.substituteButton.clicked.connect(lambda: self.record_change("substitute"))
        ui.registryButton.clicked.connect(self.open_registry)
        # The player's history across every stored tournament (docs/ratings.md), below the registry: built
        # here, not in the form, as the one button the form's column gains.
        self.historyButton = QPushButton(self)
        self.historyButton.setObjectName("historyButton")
        holder = ui.registryButton.parentWidget()
        column = None if holder is None else holder.layout()
        assert isinstance(column, QBoxLayout)
        column.insertWidget(column.indexOf(ui.registryButton) + 1, self.historyButton)
        self.historyButton.setText(self.tr("Player's history…"))
        self.historyButton.clicked.connect(self.show_history)
        # A team tournament's teams (docs/organiser.md, "Teams"), built here like the history button.
        self.teamsButton = QPushButton(self)
        self.teamsButton.setObjectName("teamsButton")
        column.insertWidget(column.indexOf(self.historyButton) + 1, self.teamsButton)
        self.teamsButton.setText(self.tr("Teams…"))
        self.teamsButton.clicked.connect(self.edit_teams)
        for choice, text in (
            ("club", self.tr("+ club")),
            ("city", self.tr("+ city")),
            ("code", self.tr("+ code")),
        ):
            ui.sameNamesBox.addItem(text, choice)
        box = ui.sameNamesBox
        box.activated.connect(lambda _index: self.choose_same_names(box.currentData()))
        self.setAcceptDrops(True)
        refresh_when_shown(self, workspace.changed, self.refresh)
        self.refresh()

    # --- a player list dropped on the tab opens the import dialog with it ---
    @staticmethod
    def _dropped_list(event: QDragEnterEvent | QDropEvent) -> str | None:
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile():
            path = urls[0].toLocalFile()
            if path.lower().endswith((".csv", ".xlsx", ".txt")):
                return path
        return None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_list(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        path = self._dropped_list(event)
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.import_file(path)

    # --- showing ---
    def refresh(self) -> None:
        snap = self.workspace.snapshot
        games: Counter[str] = Counter()
        for g in snap.tournament.scored_games:
            games.update(g.players)
        latest = status_of(snap.changes)
        rows = [
            PlayerRow(
                r.code,
                r.name,
                r.club,
                r.city,
                self._status(r.code, latest.get(r.code)),
                games[r.code],
                r.player_id,
            )
            for r in snap.registrations
        ]
        self.model.set_rows(rows)
        self.changes_model.set_rows(snap.changes)
        self.ui.changesLabel.setVisible(bool(snap.changes))
        self.ui.changesView.setVisible(bool(snap.changes))
        self.ui.countLabel.setText(self.tr("{0} players").format(len(rows)))
        box = self.ui.sameNamesBox
        box.setCurrentIndex(max(0, box.findData(self.workspace.snapshot.same_names())))

    def edit_teams(self) -> None:
        """The Teams dialog: each change in it is stored at once, so closing it is all there is to do."""
        dialog = TeamsDialog(self.workspace, self)
        dialog.resize(900, 520)
        dialog.exec()

    def choose_same_names(self, choice: str) -> bool:
        """The tournament's way of telling namesakes apart, stored with it: the commit redraws every tab, and
        the sheets, exports and the hall screen print what the tabs show."""
        ws = self.workspace
        if choice == ws.snapshot.same_names():
            return True
        _done, error = ws.attempt(lambda: ws.store.update_tournament(ws.tournament_id, same_names=choice))
        if error is not None:
            dialogs.warn(self, self.tr("Same names"), error)
            self.refresh()
            return False
        return True

    def _where(self, stage: str, round_: int) -> str:
        if len(self.workspace.snapshot.stages) > 1:
            return self.tr("round {0} of {1}").format(round_, stage)
        return self.tr("round {0}").format(round_)

    def _status(self, code: str, change: RegistrationChangeRecord | None) -> str:
        if change is None:
            return self.tr("registered")
        where = self._where(change.stage, change.round)
        names = self.workspace.snapshot.names()
        if change.kind == "late":
            return self.tr("late from {0}").format(where)
        if change.kind == "withdrawal":
            return self.tr("withdrew from {0}").format(where)
        if change.code == code:
            replaced = change.replaces or ""
            return self.tr("substitute for {0} from {1}").format(names.get(replaced, replaced), where)
        return self.tr("replaced by {0} from {1}").format(names.get(change.code, change.code), where)

    def _change_text(self, change: RegistrationChangeRecord) -> str:
        return change_text(self.workspace.snapshot.names(), change, self._where(change.stage, change.round))

    def selected(self) -> list[PlayerRow]:
        return list(selected_rows(self.ui.playersView))

    def _one_selected(self) -> PlayerRow | None:
        rows = self.selected()
        if len(rows) != 1:
            dialogs.inform(self, self.tr("Players"), self.tr("Choose one player in the list first."))
            return None
        return rows[0]

    def show_history(self) -> PlayerHistoryDialog | None:
        """The chosen player's games in every stored tournament: he is his register entry there, so the
        games of the entries merged into it count too (docs/ratings.md, "Who is the same person")."""
        row = self._one_selected()
        if row is None:
            return None
        ws = self.workspace
        try:
            sources = every_stored_source(ws.store)
        except StoreError as err:
            dialogs.warn(self, self.tr("Players"), str(err))
            return None
        person = f"t{ws.tournament_id}:{row.code}" if row.player_id is None else f"register:{row.player_id}"
        dialog = PlayerHistoryDialog(player_history(person, row.name, sources), self)
        dialog.open()
        self.history_dialog = dialog
        return dialog

    def _next_codes(self, count: int) -> list[str]:
        return next_codes((r.code for r in self.workspace.snapshot.registrations), count)

    # --- changes ---
    def register_from_registry(self) -> None:
        ws = self.workspace
        try:
            everyone = ws.store.list_players()
        except StoreError as err:  # a store that went away: say so, keep the tab
            dialogs.warn(self, self.tr("Players"), str(err))
            return
        registered = {r.player_id for r in ws.snapshot.registrations}
        dialog = PlayerPickerDialog([p for p in everyone if p.id not in registered], self)
        if dialog.exec() != PlayerPickerDialog.DialogCode.Accepted:
            return
        picked = dialog.picked()
        if not picked:
            return
        entries = [
            {"id": code, "name": p.name, "club": p.club, "city": p.city, "player_id": p.id}
            for code, p in zip(self._next_codes(len(picked)), picked, strict=True)
        ]
        _, refusal = ws.attempt(lambda: ws.store.register_players(ws.tournament_id, entries))
        if refusal is not None:
            dialogs.warn(self, self.tr("Not registered"), refusal)

    def new_player(self) -> None:
        ws = self.workspace
        code = self._next_codes(1)[0]

        def submit(f: PlayerFields) -> str | None:
            entry = {"id": code, "name": f.name, "club": f.club, "city": f.city, "nickname": f.nickname}
            return ws.attempt(lambda: ws.store.register_players(ws.tournament_id, [entry]))[1]

        PlayerEditDialog(
            self.tr("New player"),
            submit,
            self,
            intro=self.tr("Registered in this tournament as {0}, and added to the player registry.").format(
                code
            ),
        ).exec()

    def edit_selected(self) -> None:
        row = self._one_selected()
        if row is None:
            return
        ws = self.workspace

        def submit(f: PlayerFields) -> str | None:
            return ws.attempt(
                lambda: ws.store.update_registration(ws.tournament_id, row.code, f.name, f.club, f.city)
            )[1]

        PlayerEditDialog(
            self.tr("Edit {0}").format(row.code),
            submit,
            self,
            intro=self.tr(
                "Corrects the registration in this tournament; the protocols of games already played keep "
                "the name they were written with, and the player registry is edited in Player registry…"
            ),
            initial=PlayerFields(row.name, None, row.club, row.city),
            with_nickname=False,
        ).exec()

    def remove_selected(self) -> None:
        rows = self.selected()
        if not rows:
            dialogs.inform(self, self.tr("Players"), self.tr("Choose a player in the list first."))
            return
        names = ", ".join(f"{r.code} {r.name}" for r in rows)
        if not dialogs.confirm(
            self,
            self.tr("Remove players"),
            self.tr("Remove {0} from this tournament? The player registry keeps them.").format(names),
        ):
            return
        ws = self.workspace
        for r in rows:
            _, refusal = ws.attempt(partial(ws.store.remove_registration, ws.tournament_id, r.code))
            if refusal is not None:
                dialogs.warn(self, self.tr("Not removed"), refusal)
                return

    def import_file(self, path: str | None = None) -> None:
        PlayerImportDialog(self.workspace, self, path=path).exec()

    def record_change(self, kind: str) -> None:
        rows = self.selected()
        PlayerChangeDialog(self.workspace, kind, self, code=rows[0].code if len(rows) == 1 else None).exec()

    def open_registry(self) -> None:
        RegistryDialog(self.workspace.store, self).exec()
