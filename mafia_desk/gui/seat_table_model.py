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
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from mafia_desk.game.model import Phase
from mafia_desk.gui import host_text
from mafia_desk.gui.game_controller import GameController

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
AMBER = QColor("#f59e0b")
SPEAKER = QColor("#fef3c7")
CANDIDATE = QColor("#dbeafe")
PICKED = QColor("#bbf7d0")
OUT = QColor("#9ca3af")


class SeatTableModel(QAbstractTableModel):
    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        controller.changed.connect(self.refresh)

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    # --- Qt model ---
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else 10

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
        if not index.isValid():
            return None
        seat = index.row() + 1
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(seat, col)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(seat, col)
        if role == Qt.ItemDataRole.ForegroundRole:
            if str(self.controller.shown_status(seat)) != "alive":
                return QBrush(OUT)
            return None
        if role == Qt.ItemDataRole.FontRole and col in (COL_SEAT, COL_PLAYER):
            font = QFont()
            font.setBold(seat == self.controller.speaker_on_screen())
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and col != COL_PLAYER:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col == COL_FOULS:
            rules = self.controller.session.game.ruleset
            return QCoreApplication.translate(
                "SeatTableModel",
                "Click: +1 foul. The {0} costs the next speech ({1} s at {2} players or fewer); "
                "the {3} removes.",
            ).format(
                host_text.ordinal(host_text.FORFEIT_FOULS),
                rules.third_foul_short_speech_seconds,
                rules.short_table_living,
                host_text.ordinal(rules.fouls_for_removal),
            )
        return None

    def _text(self, seat: int, col: int) -> str:
        c = self.controller
        s = c.state
        if col == COL_SEAT:
            return str(seat)
        if col == COL_PLAYER:
            return next((x.player for x in c.session.game.seats if x.seat == seat), "")
        if col == COL_ROLE:
            if Phase(s.phase.kind) is Phase.ZERO_NIGHT:
                return host_text.role_name(c.staged.role_of(seat)) if c.reveal_roles else ""
            if not c.reveal_roles or s.roles is None:
                return "•••" if s.roles is not None else ""
            return host_text.role_name(s.roles[seat])
        if col == COL_FOULS:
            n = s.fouls(seat)
            if n == 0:
                return ""
            text = "●" * min(n, 4)
            note = self._speech_note(seat)
            if note:  # on a line of its own, so the column stays narrow and the names keep their room
                text += "\n" + note
            return text
        if col in (COL_NOMINATED, COL_BY) and c.night_on_screen():
            return ""  # the day's nominations are over; at night they were a stale line
        if col == COL_NOMINATED:
            return ", ".join(str(x.seat) for x in s.candidates if x.nominated_by == seat)
        if col == COL_BY:
            return ", ".join(str(x.nominated_by) for x in s.candidates if x.seat == seat)
        if col == COL_VOTES:
            counts = c.table_counts()
            return str(counts[seat]) if seat in counts else ""
        if col == COL_VOTED:
            choice = c.voter_choice().get(seat)
            if Phase(s.phase.kind) is Phase.LIFT_VOTE and seat in c.staged.lift:
                return QCoreApplication.translate("SeatTableModel", "lift")
            if seat in c.staged.guess:
                return QCoreApplication.translate("SeatTableModel", "guess")
            return "" if choice is None else f"→ {choice}"
        if col == COL_STATUS:
            return host_text.status_name(c.shown_status(seat))
        return ""

    def _speech_note(self, seat: int) -> str:
        """What a 3rd foul does to the seat's next speech, as the engine has it now: lost, shortened, or
        nothing once the forfeit was served (the foul count alone said "lost" for ever)."""
        s = self.controller.state
        if s.fouls(seat) < 3 or str(s.status(seat)) != "alive":
            return ""
        seconds = s.next_speech_seconds(seat)
        if seconds == 0:
            return QCoreApplication.translate("SeatTableModel", "speech lost")
        if seconds < int(self.controller.session.game.ruleset.speech_seconds):
            return QCoreApplication.translate("SeatTableModel", "{0} s").format(seconds)
        return ""

    def _background(self, seat: int, col: int) -> QBrush | None:
        c = self.controller
        s = c.state
        if col == COL_FOULS and self._speech_note(seat):
            return QBrush(AMBER)
        if seat in c.staged.votes or seat in c.staged.lift or seat in c.staged.guess:
            return QBrush(PICKED)
        if Phase(s.phase.kind) in (Phase.VOTE, Phase.REVOTE) and seat == s.phase.candidate:
            return QBrush(CANDIDATE)
        if c.speaker_on_screen() == seat:
            return QBrush(SPEAKER)
        return None
