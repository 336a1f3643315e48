"""A read-only table model fed by `set_rows()` snapshots (Vorta's pattern), shown behind a sort proxy.

Each tab of the organiser's window lists rows of plain data (registrations, games, tables of a draw): the
model holds the latest list and the columns say how to show a row, so a tab never edits cells in place and a
redraw after a store change is one `set_rows` call. Sorting uses `SORT_ROLE`, so numbers sort as numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

R = TypeVar("R")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2
AnyIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[R]):
    """`header` is a callable so that it is translated when asked, not when the module loads."""

    header: Callable[[], str]
    text: Callable[[R], str]
    sort: Callable[[R], Any] | None = None
    right: bool = False
    tooltip: Callable[[R], str] | None = None


class RowsModel(QAbstractTableModel, Generic[R]):
    def __init__(
        self,
        columns: Sequence[Column[R]],
        parent: QObject | None = None,
        *,
        background: Callable[[R], QColor | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list[R] = []
        self._background = background

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> R:
        return self.rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
                return self.columns[section].header()
            if orientation == Qt.Orientation.Vertical:
                return str(section + 1)
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(row)
        if role == SORT_ROLE:
            return column.sort(row) if column.sort is not None else column.text(row).casefold()
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole and column.right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(row)
        if role == Qt.ItemDataRole.BackgroundRole and self._background is not None:
            colour = self._background(row)
            return None if colour is None else QBrush(colour)
        return None


def sorted_proxy(model: QAbstractTableModel, parent: QObject | None = None) -> QSortFilterProxyModel:
    """The proxy every view sits on: sorts by SORT_ROLE, filters (search boxes) over every column."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setFilterKeyColumn(-1)
    return proxy


def selected_rows(view: Any) -> list[Any]:
    """The rows (plain data) selected in a view over a `sorted_proxy`, in the view's order."""
    proxy = view.model()
    out = []
    for index in sorted(view.selectionModel().selectedRows(), key=lambda i: i.row()):
        out.append(proxy.data(index, ROW_ROLE))
    return out
