"""The player register, across tournaments: add, edit, remove, and merge two records of one person.

Merging is the way to clean up the register: removing a record that tournaments or games refer to is
refused (the store says so), since the link between a person's tournaments is the register's whole point.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QWidget

from mafia_desk.gui.common import dialogs
from mafia_desk.gui.common.rows_model import RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.forms.ui_registry_dialog import Ui_RegistryDialog
from mafia_desk.gui.forms.ui_registry_merge_dialog import Ui_RegistryMergeDialog
from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog, PlayerFields
from mafia_desk.gui.tournament.player_picker_dialog import registry_columns
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import PlayerRecord
from mafia_desk.store.store import Store


def describe(p: PlayerRecord) -> str:
    extra = ", ".join(v for v in (p.nickname and f"«{p.nickname}»", p.club, p.city) if v)
    return f"{p.name} ({extra})" if extra else p.name


class RegistryMergeDialog(QDialog):
    """Which of the two records to keep; the other one's links move to it."""

    def __init__(self, first: PlayerRecord, second: PlayerRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RegistryMergeDialog()
        self.ui.setupUi(self)
        self.first, self.second = first, second
        self.ui.firstRadio.setText(self.tr("Keep {0}").format(describe(first)))
        self.ui.secondRadio.setText(self.tr("Keep {0}").format(describe(second)))
        self.ui.firstRadio.toggled.connect(self._explain)
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        self._explain()

    def kept_and_dropped(self) -> tuple[PlayerRecord, PlayerRecord]:
        if self.ui.firstRadio.isChecked():
            return self.first, self.second
        return self.second, self.first

    def _explain(self) -> None:
        keep, drop = self.kept_and_dropped()
        self.ui.effectLabel.setText(
            self.tr(
                "{0} is removed; his registrations and games become {1}'s. {1} keeps his name and takes "
                "the nickname, club or city he lacks from {0}."
            ).format(describe(drop), describe(keep))
        )


class RegistryDialog(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RegistryDialog()
        self.ui.setupUi(self)
        self.store = store
        self.model: RowsModel[PlayerRecord] = RowsModel(registry_columns(), self)
        self.proxy = sorted_proxy(self.model, self)
        view = self.ui.playersView
        view.setModel(self.proxy)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        view.verticalHeader().setVisible(False)
        view.doubleClicked.connect(lambda _index: self.edit_selected())
        self.ui.searchEdit.textChanged.connect(lambda text: self.proxy.setFilterFixedString(text.strip()))
        self.ui.addButton.clicked.connect(self.add_player)
        self.ui.editButton.clicked.connect(self.edit_selected)
        self.ui.removeButton.clicked.connect(self.remove_selected)
        self.ui.mergeButton.clicked.connect(self.merge_selected)
        self.ui.buttonBox.rejected.connect(self.reject)
        self.refresh()

    def refresh(self) -> None:
        try:
            players = self.store.list_players()
        except StoreError as err:
            self.ui.statusLabel.setText(str(err))
            return
        self.model.set_rows(players)
        self.ui.statusLabel.setText(self.tr("{0} players in the registry").format(len(players)))

    def selected(self) -> list[PlayerRecord]:
        return list(selected_rows(self.ui.playersView))

    def _run(self, change: Callable[[], object]) -> str | None:
        """One store change, then the list again; the refusal in words, or None when stored."""
        try:
            change()
        except StoreError as err:
            return str(err)
        self.refresh()  # the open tournament's tabs follow the store's announcement of the change
        return None

    def add_player(self) -> None:
        def submit(f: PlayerFields) -> str | None:
            return self._run(lambda: self.store.add_player(f.name, f.club, f.city, f.nickname))

        PlayerEditDialog(self.tr("New player in the registry"), submit, self).exec()

    def edit_selected(self) -> None:
        rows = self.selected()
        if len(rows) != 1:
            self.ui.statusLabel.setText(self.tr("Choose one player in the list first."))
            return
        p = rows[0]

        def submit(f: PlayerFields) -> str | None:
            return self._run(lambda: self.store.update_player(p.id, f.name, f.club, f.city, f.nickname))

        PlayerEditDialog(
            self.tr("Edit {0}").format(p.name),
            submit,
            self,
            intro=self.tr("Tournaments keep the name a player was registered under."),
            initial=PlayerFields(p.name, p.nickname, p.club, p.city),
        ).exec()

    def remove_selected(self) -> None:
        rows = self.selected()
        if len(rows) != 1:
            self.ui.statusLabel.setText(self.tr("Choose one player in the list first."))
            return
        p = rows[0]
        if not dialogs.confirm(
            self, self.tr("Remove a player"), self.tr("Remove {0} from the registry?").format(describe(p))
        ):
            return
        refusal = self._run(lambda: self.store.remove_player(p.id))
        if refusal is not None:
            dialogs.warn(self, self.tr("Not removed"), refusal)

    def merge_selected(self) -> None:
        rows = self.selected()
        if len(rows) != 2:
            self.ui.statusLabel.setText(self.tr("Select exactly two players (Ctrl + click) to merge them."))
            return
        dialog = RegistryMergeDialog(rows[0], rows[1], self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        keep, drop = dialog.kept_and_dropped()
        if not dialogs.confirm(
            self,
            self.tr("Merge two players"),
            self.tr("Merge {0} into {1}? This cannot be undone.").format(describe(drop), describe(keep)),
        ):
            return
        refusal = self._run(lambda: self.store.merge_players(keep.id, drop.id))
        if refusal is not None:
            dialogs.warn(self, self.tr("Not merged"), refusal)
        else:
            self.ui.statusLabel.setText(self.tr("Merged into {0}.").format(describe(keep)))
