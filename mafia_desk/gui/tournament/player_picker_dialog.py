"""Register players from the register: a searchable list, several picked at once.

Players already registered in the tournament are left out, so a second click cannot register one twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QWidget

from mafia_desk.gui.common.rows_model import Column, RowsModel, selected_rows, sorted_proxy
from mafia_desk.gui.forms.ui_player_picker_dialog import Ui_PlayerPickerDialog
from mafia_desk.store.records import PlayerRecord


def name_sort_key(name: str) -> str:
    """Russian order: ё sorts with е, not after я where its code point puts it."""
    return name.casefold().replace("ё", "е")


def registry_columns() -> list[Column[PlayerRecord]]:
    """The register's columns, shared by the picker and the registry dialog: one context of their own, since
    a caller's `tr` would look them up under its class, not where lupdate files them."""
    return [
        Column(
            lambda: QCoreApplication.translate("PlayerRegistry", "Name"),
            lambda p: p.name,
            sort=lambda p: name_sort_key(p.name),
        ),
        Column(lambda: QCoreApplication.translate("PlayerRegistry", "Nickname"), lambda p: p.nickname or ""),
        Column(lambda: QCoreApplication.translate("PlayerRegistry", "Club"), lambda p: p.club or ""),
        Column(lambda: QCoreApplication.translate("PlayerRegistry", "City"), lambda p: p.city or ""),
    ]


class PlayerPickerDialog(QDialog):
    def __init__(self, players: Sequence[PlayerRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_PlayerPickerDialog()
        self.ui.setupUi(self)
        self.model: RowsModel[PlayerRecord] = RowsModel(registry_columns(), self)
        self.model.set_rows(players)
        self.proxy = sorted_proxy(self.model, self)
        view = self.ui.playersView
        view.setModel(self.proxy)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.ui.searchEdit.textChanged.connect(self._search)
        view.selectionModel().selectionChanged.connect(self._count)
        view.doubleClicked.connect(lambda _index: self.accept())
        self.ui.buttonBox.accepted.connect(self.accept)
        self.ui.buttonBox.rejected.connect(self.reject)
        self._count()

    def _search(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.strip())

    def _count(self) -> None:
        picked = len(self.picked())
        self.ui.countLabel.setText(
            self.tr("{0} of {1} players selected").format(picked, len(self.model.rows))
        )

    def picked(self) -> list[PlayerRecord]:
        return list(selected_rows(self.ui.playersView))
