"""The centre of the game screen: one row per seat over the engine's state, roles hidden unless revealed.

The table faces the players too, so the role column shows nothing until the host reveals it, and no colour or
tooltip gives a role away.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from mafia_desk.gui import palette
from mafia_desk.gui.screen_model import Look, SeatRow

Index = QModelIndex | QPersistentModelIndex

COL_SEAT, COL_PLAYER, COL_ROLE, COL_FOULS, COL_NOMINATED, COL_BY, COL_VOTES, COL_VOTED, COL_STATUS = range(9)
_HEADERS = (
    QT_TRANSLATE_NOOP("SeatTableModel", "Seat"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Player"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Role"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Fouls"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Nominated"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Nominated by"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Votes"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Voted for"),
    QT_TRANSLATE_NOOP("SeatTableModel", "Status"),
)
_BACKGROUND = {
    Look.PICKED: QBrush(palette.qcolor(palette.PICKED)),
    Look.CANDIDATE: QBrush(palette.qcolor(palette.CANDIDATE)),
    Look.SPEAKER: QBrush(palette.qcolor(palette.SPEAKER)),
}
_AMBER = QBrush(palette.qcolor(palette.AMBER))
_OUT = QBrush(palette.qcolor(palette.OUT))


def _cells(row: SeatRow) -> tuple[str, ...]:
    return (
        str(row.seat),
        row.player,
        row.role,
        row.fouls,
        row.nominated,
        row.nominated_by,
        row.votes,
        row.voted_for,
        row.status,
    )


class SeatTableModel(QAbstractTableModel):
    """Ten rows drawn from the screen model's `SeatRow`s (as Vorta's table models take their rows): `data`
    only looks values up, and `set_rows` tells the view which rows changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: tuple[SeatRow, ...] = ()
        self._cells: list[tuple[str, ...]] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self._plain = QFont()

    def set_rows(self, rows: tuple[SeatRow, ...]) -> None:
        if len(rows) != len(self.rows):
            self.beginResetModel()
            self.rows = rows
            self._cells = [_cells(r) for r in rows]
            self.endResetModel()
            return
        changed = [i for i, (old, new) in enumerate(zip(self.rows, rows, strict=True)) if old != new]
        self.rows = rows
        self._cells = [_cells(r) for r in rows]
        if changed:
            last = len(_HEADERS) - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))

    # --- Qt model ---
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(_HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            # One word a line: the headers ("Nominated by", "Кем выставлен") are wider than their cells, and
            # the width they saved keeps every column, the names included, on screen without a scroll bar.
            return QCoreApplication.translate("SeatTableModel", str(_HEADERS[section])).replace(" ", "\n")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][col]
        if role == Qt.ItemDataRole.BackgroundRole:
            if col == COL_FOULS and row.fouls_warn:
                return _AMBER
            return _BACKGROUND.get(row.look)
        if role == Qt.ItemDataRole.ForegroundRole:
            return _OUT if row.out else None
        if role == Qt.ItemDataRole.FontRole and col in (COL_SEAT, COL_PLAYER):
            return self._bold if row.bold else self._plain
        if role == Qt.ItemDataRole.TextAlignmentRole and col != COL_PLAYER:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col == COL_FOULS:
            return QCoreApplication.translate(
                "SeatTableModel",
                "Click: +1 foul. The 3rd costs the next speech (30 s at 3-4 players); the 4th removes.",
            )
        return None
