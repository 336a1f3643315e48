"""The draw of one round as a grid: one column per table, seats 1..10 as rows, a name and club per cell.

Not a RowsModel: a name is dragged onto another to swap the two players, which needs a model that speaks
MIME. The model never edits itself on a drop; it asks for the swap (`swap_requested`) and the tab decides
(a locked round refuses), then shows the draw it gets back, so the grid never shows a seating the tab does
not hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from mafia_desk.game.model import SEAT_COUNT

PLAYER_MIME = "application/x-mafia-desk-player"
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 3
AnyIndex = QModelIndex | QPersistentModelIndex


class DrawGridModel(QAbstractTableModel):
    swap_requested = Signal(str, str)  # the dragged player's id, the id of the one he was dropped on

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tables: list[tuple[str, ...]] = []
        self.names: dict[str, str] = {}
        self.clubs: dict[str, str] = {}
        self.movable = True

    def set_draw(
        self,
        tables: Sequence[Sequence[str]],
        names: Mapping[str, str],
        clubs: Mapping[str, str],
        movable: bool,
    ) -> None:
        self.beginResetModel()
        self.tables = [tuple(t) for t in tables]
        self.names, self.clubs, self.movable = dict(names), dict(clubs), movable
        self.endResetModel()

    def player_at(self, row: int, column: int) -> str | None:
        if 0 <= column < len(self.tables) and 0 <= row < len(self.tables[column]):
            return self.tables[column][row]
        return None

    def index_of(self, player: str) -> QModelIndex:
        for column, table in enumerate(self.tables):
            if player in table:
                return self.index(table.index(player), column)
        return QModelIndex()

    def cell_text(self, player: str) -> str:
        name = self.names.get(player, player)
        club = self.clubs.get(player)
        return f"{name}\n{club}" if club else name

    # --- the model ---
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self.tables else SEAT_COUNT

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.tables)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("Table {0}").format(section + 1)
        return self.tr("Seat {0}").format(section + 1)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        player = self.player_at(index.row(), index.column()) if index.isValid() else None
        if player is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(player)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{0} (id {1}): drag onto another player to swap them").format(
                self.names.get(player, player), player
            )
        if role == PLAYER_ROLE:
            return player
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self.movable:
            return base | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return base

    # --- drag and drop: a player's id travels, the drop asks for a swap ---
    def mimeTypes(self) -> list[str]:
        return [PLAYER_MIME]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        for index in indexes:
            player = self.player_at(index.row(), index.column())
            if player is not None:
                data.setData(PLAYER_MIME, QByteArray(player.encode("utf-8")))
                break
        return data

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        return self.movable and data.hasFormat(PLAYER_MIME) and parent.isValid()

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        dragged = bytes(data.data(PLAYER_MIME).data()).decode("utf-8")
        target = self.player_at(parent.row(), parent.column())
        if target is not None and target != dragged:
            self.swap_requested.emit(dragged, target)
        return False  # the tab redraws from the swapped draw; nothing is removed from the source
