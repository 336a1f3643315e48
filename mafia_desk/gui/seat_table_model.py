"""The centre of the game screen: one row per seat over the engine's state, roles hidden unless revealed.

The table faces the players too, so the role column shows nothing until the host reveals it, and no colour or
tooltip gives a role away.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
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


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ROLE_KEYS = {
    "background": int(Qt.ItemDataRole.BackgroundRole),
    "foreground": int(Qt.ItemDataRole.ForegroundRole),
    "font": int(Qt.ItemDataRole.FontRole),
    "align": int(Qt.ItemDataRole.TextAlignmentRole),
    "tooltip": int(Qt.ItemDataRole.ToolTipRole),
}
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_BOLD = QFont()
_BOLD.setBold(True)
_PLAIN = QFont()


def _texts(row: SeatRow) -> tuple[str, ...]:
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


def _cell_roles(row: SeatRow, tooltip: str) -> list[dict[int, object]]:
    """Every role's value of the row's cells, looked up by `data` (Qt asks ~1,000 times a redraw)."""
    cells: list[dict[int, object]] = []
    for col, text in enumerate(_texts(row)):
        roles: dict[int, object] = {_DISPLAY: text}
        background = _AMBER if col == COL_FOULS and row.fouls_warn else _BACKGROUND.get(row.look)
        if background is not None:
            roles[_ROLE_KEYS["background"]] = background
        if row.out:
            roles[_ROLE_KEYS["foreground"]] = _OUT
        if col in (COL_SEAT, COL_PLAYER):
            roles[_ROLE_KEYS["font"]] = _BOLD if row.bold else _PLAIN
        if col != COL_PLAYER:
            roles[_ROLE_KEYS["align"]] = _CENTER
        if col == COL_FOULS:
            roles[_ROLE_KEYS["tooltip"]] = tooltip
        cells.append(roles)
    return cells


class SeatTableModel(QAbstractTableModel):
    """Ten rows drawn from the screen model's `SeatRow`s (as Vorta's table models take their rows): `data`
    only looks values up, and `set_rows` tells the view which rows changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: tuple[SeatRow, ...] = ()
        self._cells: list[list[dict[int, object]]] = []

    def set_rows(self, rows: tuple[SeatRow, ...], tooltip: str = "") -> None:
        """`tooltip`: the fouls column's, with the game's ruleset's counts (the screen model has it)."""
        if len(rows) != len(self.rows):
            self.beginResetModel()
            self.rows = rows
            self._cells = [_cell_roles(r, tooltip) for r in rows]
            self.endResetModel()
            return
        changed = [i for i, (old, new) in enumerate(zip(self.rows, rows, strict=True)) if old != new]
        for i in changed:
            self._cells[i] = _cell_roles(rows[i], tooltip)
        self.rows = rows
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], len(_HEADERS) - 1))

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
        row = index.row()
        if not index.isValid() or row >= len(self._cells):
            return None
        return self._cells[row][index.column()].get(role)
