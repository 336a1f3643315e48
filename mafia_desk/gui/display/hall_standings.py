"""The hall screen: the standings full screen on a projector or a second monitor, readable from 10 m.

Big type (a row is a twentieth of the screen's height at most), names whole, a page of rows at a time that
turns by itself on a long list, and the hidden mode the organiser chose: places without points, or nothing
but the tournament's name. It follows the Standings tab, so it changes the moment a result is stored.
A team tournament's team standings follow the players' pages in the same turn of pages, under their own
heading (docs/organiser.md, "Hall screen").
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QScreen,
)
from PySide6.QtWidgets import QWidget

from mafia_desk.gui.common import settings
from mafia_desk.gui.display.monitor import show_on
from mafia_desk.gui.tournament.standings_model import HIDDEN_ALL, HIDDEN_POINTS, Line
from mafia_desk.scoring.standings import Standings
from mafia_desk.scoring.teams import TeamStandings, compute_team_standings
from mafia_desk.tournament.numbers import format_points
from mafia_desk.tournament.teams import TeamSetup

PAGE_SECONDS = 10
ROWS_MIN, ROWS_MAX = 10, 20
BACKGROUND = QColor("#101418")
TEXT = QColor("#F4F4F4")
DIM = QColor("#9AA4AE")
THROUGH = QColor("#2E7D32")


def chosen_screen() -> QScreen | None:
    """The monitor the organiser chose (Standings tab), else the last one (a second monitor if any)."""
    screens = QGuiApplication.screens()
    wanted = settings.HALL_SCREEN.get()
    return next((s for s in screens if s.name() == wanted), screens[-1] if screens else None)


class HallStandings(QWidget):
    def __init__(self, tournament: str, hidden: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings: {0}").format(tournament))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.tournament = tournament
        self.hidden = hidden
        self.standings: Standings | None = None
        self.line: Line | None = None
        self.teams: TeamStandings | None = None
        self.page = 0
        self.timer = QTimer(self)
        self.timer.setInterval(PAGE_SECONDS * 1000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.resize(1280, 720)

    # --- what it shows ---
    def set_standings(self, standings: Standings, line: Line | None, teams: TeamSetup | None = None) -> None:
        """`teams`: a team tournament's teams, ranked here over the same `standings` (scoring/teams.py)."""
        self.standings, self.line = standings, line
        self.teams = compute_team_standings(standings, teams) if teams is not None and teams.teams else None
        self.page = min(self.page, max(self.pages() - 1, 0))
        self.update()

    def set_hidden(self, mode: str) -> None:
        self.hidden = mode
        self.update()

    def rows_per_page(self) -> int:
        return max(ROWS_MIN, min(ROWS_MAX, (self.height() - 160) // 54))

    def player_pages(self) -> int:
        rows = len(self.standings.rows) if self.standings else 0
        return max(1, -(-rows // self.rows_per_page()))

    def pages(self) -> int:
        """The players' pages, then the teams' (none without teams)."""
        teams = len(self.teams.rows) if self.teams else 0
        return self.player_pages() + -(-teams // self.rows_per_page())

    def on_team_page(self) -> bool:
        return self.page >= self.player_pages()

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.pages()
        self.update()

    def visible_rows(self) -> list[tuple[str, str, str, bool]]:
        """(place, name, points, goes through) of the rows on the current page, as the hall may see them."""
        if self.standings is None or self.hidden == HIDDEN_ALL:
            return []
        per = self.rows_per_page()
        if self.teams is not None and self.on_team_page():
            first = (self.page - self.player_pages()) * per
            return [
                (str(r.place), r.name, "" if self.hidden == HIDDEN_POINTS else format_points(r.points), False)
                for r in self.teams.rows[first : first + per]
            ]
        rows = self.standings.rows[self.page * per : (self.page + 1) * per]
        through = self.line.through if self.line else frozenset()
        return [
            (
                str(r.place),
                r.shown,
                "" if self.hidden == HIDDEN_POINTS else format_points(r.total),
                r.player in through,
            )
            for r in rows
        ]

    # --- where it shows ---
    def show_on_screen(self) -> None:
        """Full screen on the chosen monitor (`chosen_screen`) when there is a second one; with one screen a
        window the organiser drags and sizes: full screen there took his only monitor, his window under it."""
        show_on(self, chosen_screen())

    def remember_screen(self) -> None:
        screen = self.screen()
        if screen is not None:
            settings.HALL_SCREEN.set(screen.name())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Q):
            self.remember_screen()
            self.close()
        elif event.key() in (Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Right):
            self.next_page()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), BACKGROUND)
        w, h = self.width(), self.height()
        margin = w // 30
        font = QFont()
        font.setPixelSize(max(28, h // 16))
        font.setBold(True)
        p.setFont(font)
        p.setPen(TEXT)
        # The teams' pages say so in the title: the same places would read as the players'.
        title = self.tournament
        if self.teams is not None and self.on_team_page() and self.hidden != HIDDEN_ALL:
            title = self.tr("{0} — teams").format(self.tournament)
            # Shrunk to fit: "— teams" cut off a long name's end would leave the pages unmarked.
            while font.pixelSize() > 14 and QFontMetrics(font).horizontalAdvance(title) > w - 2 * margin:
                font.setPixelSize(font.pixelSize() - 2)
            p.setFont(font)
        p.drawText(QRect(margin, 10, w - 2 * margin, h // 10), Qt.AlignmentFlag.AlignVCenter, title)
        top = 10 + h // 10 + 10
        rows = self.visible_rows()
        if self.standings is None or self.hidden == HIDDEN_ALL:
            font.setPixelSize(max(24, h // 20))
            p.setFont(font)
            p.setPen(DIM)
            p.drawText(
                QRect(margin, top, w - 2 * margin, h - top - margin),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("The standings are announced at the end."),
            )
            return
        row_h = (h - top - margin - 40) // self.rows_per_page()
        font.setPixelSize(max(18, int(row_h * 0.62)))
        font.setBold(False)
        p.setFont(font)
        place_w, points_w = w // 10, w // 6
        for index, (place, name, points, through) in enumerate(rows):
            y = top + index * row_h
            if through:
                p.fillRect(QRect(margin // 2, y, w - margin, row_h - 4), THROUGH)
            p.setPen(TEXT)
            p.drawText(QRect(margin, y, place_w, row_h), Qt.AlignmentFlag.AlignVCenter, place)
            name_rect = QRect(margin + place_w, y, w - 2 * margin - place_w - points_w, row_h)
            p.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter, name)
            p.drawText(
                QRect(w - margin - points_w, y, points_w, row_h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                points,
            )
        if self.pages() > 1:
            small = QFont()
            small.setPixelSize(max(14, h // 40))
            p.setFont(small)
            p.setPen(DIM)
            p.drawText(
                QRect(margin, h - margin - 30, w - 2 * margin, 30),
                Qt.AlignmentFlag.AlignRight,
                self.tr("page {0} of {1}").format(self.page + 1, self.pages()),
            )
