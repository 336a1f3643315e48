"""The Players tab's Teams dialog: a team tournament's teams registered with their players.

Create a team (its name), rename or delete it, choose its captain, add and remove its players; the team's
size N and how many of its best count (K) come from the template and may be changed here. Each change is one
store call (`Store.set_teams`) through `workspace.attempt`, and the dialog redraws from what the store then
holds, so a refused change (a team over its size, a name taken) is said in the dialog's line and nothing
changes. A player is offered to a team only while he is in none: one team at most, as the file requires.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desk.gui import palette
from mafia_desk.gui.tournament.player_picker_dialog import name_sort_key
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.tournament.teams import MAX_TEAM_SIZE, TeamEntry, TeamSetup, new_team_id, teams_of

ID_ROLE = Qt.ItemDataRole.UserRole
# A new team tournament's N when the template gave none (the FIIM team template's).
DEFAULT_TEAM_SIZE = 5


class TeamsDialog(QDialog):
    def __init__(self, workspace: TournamentWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.setWindowTitle(self.tr("Teams"))
        self.setObjectName("TeamsDialog")
        self.sizeBox = QSpinBox(self)
        self.sizeBox.setRange(1, MAX_TEAM_SIZE)
        self.bestBox = QSpinBox(self)
        self.bestBox.setRange(0, MAX_TEAM_SIZE)
        self.bestBox.setSpecialValueText(self.tr("all"))
        self.teamsList = QListWidget(self)
        self.newNameEdit = QLineEdit(self)
        self.newNameEdit.setPlaceholderText(self.tr("the new team's name"))
        self.addTeamButton = QPushButton(self.tr("&Add team"), self)
        self.removeTeamButton = QPushButton(self.tr("&Delete team"), self)
        self.nameEdit = QLineEdit(self)
        self.renameButton = QPushButton(self.tr("&Rename"), self)
        self.captainBox = QComboBox(self)
        self.membersList = QListWidget(self)
        self.memberBox = QComboBox(self)
        self.memberBox.setEditable(True)
        self.memberBox.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addMemberButton = QPushButton(self.tr("Add &player"), self)
        self.removeMemberButton = QPushButton(self.tr("Re&move player"), self)
        self.errorLabel = QLabel(self)
        self.errorLabel.setWordWrap(True)
        self.errorLabel.setStyleSheet(palette.ERROR_TEXT_QSS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self._lay_out(buttons)
        self.sizeBox.editingFinished.connect(self._shape_changed)
        self.bestBox.editingFinished.connect(self._shape_changed)
        self.addTeamButton.clicked.connect(self.add_team)
        self.newNameEdit.returnPressed.connect(self.add_team)
        self.removeTeamButton.clicked.connect(self.remove_team)
        self.renameButton.clicked.connect(self.rename_team)
        self.captainBox.activated.connect(lambda _i: self.choose_captain(self.captainBox.currentData()))
        self.addMemberButton.clicked.connect(self.add_member)
        self.removeMemberButton.clicked.connect(self.remove_member)
        self.teamsList.currentRowChanged.connect(lambda _row: self._show_team())
        self.refresh()

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        shape = QHBoxLayout()
        shape.addWidget(QLabel(self.tr("Players per team"), self))
        shape.addWidget(self.sizeBox)
        shape.addSpacing(16)
        shape.addWidget(QLabel(self.tr("Team points: the best"), self))
        shape.addWidget(self.bestBox)
        shape.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.teamsList)
        new_row = QHBoxLayout()
        new_row.addWidget(self.newNameEdit, 1)
        new_row.addWidget(self.addTeamButton)
        left.addLayout(new_row)
        left.addWidget(self.removeTeamButton)
        right = QVBoxLayout()
        form = QFormLayout()
        name_row = QHBoxLayout()
        name_row.addWidget(self.nameEdit, 1)
        name_row.addWidget(self.renameButton)
        form.addRow(self.tr("Name"), name_row)
        form.addRow(self.tr("Captain"), self.captainBox)
        right.addLayout(form)
        right.addWidget(self.membersList)
        member_row = QHBoxLayout()
        member_row.addWidget(self.memberBox, 1)
        member_row.addWidget(self.addMemberButton)
        right.addLayout(member_row)
        right.addWidget(self.removeMemberButton)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(shape)
        layout.addLayout(body, 1)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)

    # --- what the store holds ---
    def setup(self) -> TeamSetup:
        """The stored teams; a tournament without any yet has none, of the default size."""
        found = teams_of(self.workspace.snapshot.tournament)
        return found if found is not None else TeamSetup(size=DEFAULT_TEAM_SIZE)

    def _team(self) -> TeamEntry | None:
        item = self.teamsList.currentItem()
        if item is None:
            return None
        wanted = item.data(ID_ROLE)
        return next((t for t in self.setup().teams if t.id == wanted), None)

    def refresh(self, chosen: str | None = None) -> None:
        setup = self.setup()
        current = chosen if chosen is not None else self._current_id()
        for box, value in ((self.sizeBox, setup.size), (self.bestBox, setup.best or 0)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.teamsList.blockSignals(True)
        self.teamsList.clear()
        for team in setup.teams:
            item = QListWidgetItem(
                self.tr("{0} ({1} of {2})").format(team.name, len(team.players), setup.size)
            )
            item.setData(ID_ROLE, team.id)
            self.teamsList.addItem(item)
            if team.id == current:
                self.teamsList.setCurrentItem(item)
        if self.teamsList.currentRow() < 0 and self.teamsList.count():
            self.teamsList.setCurrentRow(0)
        self.teamsList.blockSignals(False)
        self._show_team()

    def _current_id(self) -> str | None:
        item = self.teamsList.currentItem()
        return None if item is None else str(item.data(ID_ROLE))

    def _show_team(self) -> None:
        team = self._team()
        names = self.workspace.snapshot.names()
        for widget in (
            self.nameEdit,
            self.renameButton,
            self.captainBox,
            self.membersList,
            self.memberBox,
            self.addMemberButton,
            self.removeMemberButton,
            self.removeTeamButton,
        ):
            widget.setEnabled(team is not None)
        self.membersList.clear()
        self.captainBox.clear()
        self.memberBox.clear()
        if team is None:
            self.nameEdit.clear()
            return
        self.nameEdit.setText(team.name)
        self.captainBox.addItem(self.tr("(none)"), None)
        for pid in team.players:
            label = names.get(pid, pid)
            shown = self.tr("{0} (captain)").format(label) if pid == team.captain else label
            item = QListWidgetItem(shown)
            item.setData(ID_ROLE, pid)
            self.membersList.addItem(item)
            self.captainBox.addItem(label, pid)
        self.captainBox.setCurrentIndex(max(0, self.captainBox.findData(team.captain)))
        taken = {p for t in self.setup().teams for p in t.players}
        free = sorted(
            ((pid, n) for pid, n in names.items() if pid not in taken), key=lambda x: name_sort_key(x[1])
        )
        self.memberBox.addItem("", None)
        for pid, label in free:
            self.memberBox.addItem(label, pid)
        completer = QCompleter([label for _pid, label in free], self.memberBox)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.memberBox.setCompleter(completer)

    # --- changes: one store call each ---
    def _commit(self, setup: TeamSetup, chosen: str | None = None) -> bool:
        ws = self.workspace
        _done, error = ws.attempt(lambda: ws.store.set_teams(ws.tournament_id, setup.to_json()))
        if error is not None:
            self.errorLabel.setText(error)
            self.refresh()
            return False
        self.errorLabel.clear()
        self.refresh(chosen)
        return True

    def _with_team(self, team: TeamEntry) -> TeamSetup:
        setup = self.setup()
        return replace(setup, teams=tuple(team if t.id == team.id else t for t in setup.teams))

    def _shape_changed(self) -> bool:
        setup = self.setup()
        size, best = self.sizeBox.value(), self.bestBox.value() or None
        if (size, best) == (setup.size, setup.best):
            return True
        if best is not None and best > size:
            self.errorLabel.setText(self.tr("The best counted cannot be more than the players per team."))
            self.refresh()
            return False
        return self._commit(replace(setup, size=size, best=best))

    def add_team(self) -> bool:
        name = " ".join(self.newNameEdit.text().split())
        if not name:
            self.errorLabel.setText(self.tr("Type the new team's name first."))
            return False
        setup = self.setup()
        team = TeamEntry(id=new_team_id(setup), name=name)
        if self._commit(replace(setup, teams=(*setup.teams, team)), team.id):
            self.newNameEdit.clear()
            return True
        return False

    def remove_team(self) -> bool:
        team = self._team()
        if team is None:
            return False
        setup = self.setup()
        return self._commit(replace(setup, teams=tuple(t for t in setup.teams if t.id != team.id)))

    def rename_team(self) -> bool:
        team = self._team()
        name = " ".join(self.nameEdit.text().split())
        if team is None or not name:
            self.errorLabel.setText(self.tr("A team needs a name."))
            return False
        return self._commit(self._with_team(replace(team, name=name)), team.id)

    def choose_captain(self, player: object) -> bool:
        team = self._team()
        if team is None:
            return False
        captain = None if player is None else str(player)
        return self._commit(self._with_team(replace(team, captain=captain)), team.id)

    def add_member(self) -> bool:
        team = self._team()
        box = self.memberBox
        found = box.findText(box.currentText().strip(), Qt.MatchFlag.MatchFixedString)
        player = box.itemData(found) if found > 0 else None
        if team is None or player is None:
            self.errorLabel.setText(self.tr("Choose a player who is in no team from the list."))
            return False
        return self._commit(self._with_team(replace(team, players=(*team.players, str(player)))), team.id)

    def remove_member(self) -> bool:
        team = self._team()
        item = self.membersList.currentItem()
        if team is None or item is None:
            self.errorLabel.setText(self.tr("Choose the player to remove in the team's list."))
            return False
        gone = str(item.data(ID_ROLE))
        kept = tuple(p for p in team.players if p != gone)
        captain = None if team.captain == gone else team.captain
        return self._commit(self._with_team(replace(team, players=kept, captain=captain)), team.id)
