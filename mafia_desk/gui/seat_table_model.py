"""The centre of the game screen: one row per seat over the engine's state, roles hidden unless revealed.

The table faces the players too, so the role column shows nothing until the host reveals it, and no colour or
tooltip gives a role away.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QFont, QStandardItem, QStandardItemModel

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import palette
from mafia_desk.gui.screen_model import Look, SeatRow

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


class SeatTableModel(QStandardItemModel):
    """Ten rows drawn from the screen model's `SeatRow`s (as Vorta's table models take their rows).

    The cells live in Qt's own item model, not behind a Python `data()`: the view asks ~1,000 values a
    repaint (and its columns fit their contents, so it asks again to measure them), and each answer from
    Python cost more than the whole screen's build. `set_rows` writes only the roles that changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, len(_HEADERS), parent)
        self.retranslate()
        self.rows: tuple[SeatRow, ...] = ()
        self._cells: list[list[dict[int, object]]] = []  # the roles last written, cell by cell

    def set_rows(self, rows: tuple[SeatRow, ...], tooltip: str = "") -> frozenset[int]:
        """`tooltip`: the fouls column's, with the game's ruleset's counts (the screen model has it). Returns
        the columns whose texts changed: only those can need another width."""
        texts_before = [_texts(r) for r in self.rows]
        if len(rows) != len(self.rows):
            self.setRowCount(0)
            self._cells = []
            for row in rows:
                cells = _cell_roles(row, tooltip)
                items = []
                for roles in cells:
                    item = QStandardItem()
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    for role, value in roles.items():
                        item.setData(value, role)
                    items.append(item)
                self.appendRow(items)
                self._cells.append(cells)
            self.rows = rows
            return frozenset(range(len(_HEADERS)))
        changed: list[int] = []
        # Written quietly, then told once: a signal per cell made the view lay out its columns per cell.
        self.blockSignals(True)
        try:
            for i, (old, new) in enumerate(zip(self.rows, rows, strict=True)):
                if old == new and tooltip == self._cells[i][COL_FOULS].get(_ROLE_KEYS["tooltip"]):
                    continue
                cells = _cell_roles(new, tooltip)
                for col, (was, now) in enumerate(zip(self._cells[i], cells, strict=True)):
                    if was != now:
                        # a role the cell had and has no more is written as None: Qt drops it
                        self.setItemData(self.index(i, col), {r: now.get(r) for r in was.keys() | now})
                        changed.append(i)
                self._cells[i] = cells
        finally:
            self.blockSignals(False)
        self.rows = rows
        if changed:
            self.dataChanged.emit(self.index(min(changed), 0), self.index(max(changed), len(_HEADERS) - 1))
        texts = [_texts(r) for r in rows]
        return frozenset(
            column
            for column in range(len(_HEADERS))
            if any(old[column] != new[column] for old, new in zip(texts_before, texts, strict=True))
        )

    def retranslate(self) -> None:
        """The headers in the interface's language, stored in Qt's model like the cells: the view measures
        its columns by them on every change, and a Python `headerData` was asked ~100 times a redraw."""
        # One word a line: the headers ("Nominated by", "Кем выставлен") are wider than their cells, and the
        # width they saved keeps every column, the names included, on screen without a scroll bar.
        self.setHorizontalHeaderLabels(
            [QCoreApplication.translate("SeatTableModel", str(h)).replace(" ", "\n") for h in _HEADERS]
        )
