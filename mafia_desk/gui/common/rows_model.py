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
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableView, QWidget

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


_SHOWN_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        SORT_ROLE,
        ROW_ROLE,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.BackgroundRole,
    }
)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class RowsModel(QAbstractTableModel, Generic[R]):
    """Sorted by itself (`sort`: one key per row, in Python), so the proxy above it only filters: a proxy's
    own sort asks for two cells per comparison, which cost a 300-row table a tenth of its redraw."""

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
        self._brushes: list[QBrush | None] = []
        self.sort_column = -1
        self.sort_order = Qt.SortOrder.AscendingOrder

    def set_rows(self, rows: Sequence[R]) -> None:
        self.beginResetModel()
        self.rows = self._sorted(list(rows))
        self._paint_rows()
        self.endResetModel()

    def _paint_rows(self) -> None:
        if self._background is None:
            self._brushes = []
            return
        colours = [self._background(r) for r in self.rows]
        self._brushes = [None if c is None else QBrush(c) for c in colours]

    def _key(self, column: int) -> Callable[[R], Any]:
        col = self.columns[column]
        if col.sort is not None:
            return col.sort
        return lambda row: col.text(row).casefold()

    def _sorted(self, rows: list[R]) -> list[R]:
        if not 0 <= self.sort_column < len(self.columns):
            return rows
        descending = self.sort_order == Qt.SortOrder.DescendingOrder
        return sorted(rows, key=self._key(self.sort_column), reverse=descending)  # stable, as Qt's

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self.sort_column, self.sort_order = column, order
        self.rows = self._sorted(self.rows)
        self._paint_rows()
        self.layoutChanged.emit()

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
        # The delegate asks for a dozen roles per cell: the ones never answered return at once.
        if role not in _SHOWN_ROLES:
            return None
        r = index.row()
        if not 0 <= r < len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[index.column()].text(self.rows[r])
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._brushes[r] if self._brushes else None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column.right else None
        row = self.rows[r]
        if role == SORT_ROLE:
            return self._key(index.column())(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(row)
        return None


class RowsProxy(QSortFilterProxyModel):
    """Filters; sorting goes to the RowsModel under it (see RowsModel), and it keeps that model's order."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, RowsModel):
            source.sort(column, order)
        else:
            super().sort(column, order)

    def sortColumn(self) -> int:
        source = self.sourceModel()
        return source.sort_column if isinstance(source, RowsModel) else super().sortColumn()

    def sortOrder(self) -> Qt.SortOrder:
        source = self.sourceModel()
        return source.sort_order if isinstance(source, RowsModel) else super().sortOrder()


def sorted_proxy(model: QAbstractTableModel, parent: QObject | None = None) -> QSortFilterProxyModel:
    """The proxy every view sits on: sorted by its RowsModel, filters (search boxes) over every column."""
    proxy = RowsProxy(parent)
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


def rows_view(model: QAbstractItemModel, parent: QWidget, *, sortable: bool = True) -> QTableView:
    """A list of rows as the organiser's tabs show one: whole rows picked one at a time, no row numbers,
    sorted by a click on a header unless `sortable` is off."""
    view = QTableView(parent)
    view.setModel(model)
    view.setSortingEnabled(sortable)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    return view
