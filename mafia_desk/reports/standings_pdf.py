"""The standings as an A4 landscape PDF: the CSV's columns, one row per player, the header on every page.

Painted row by row with QPainter rather than printed from HTML, so that the page count is known before
painting (a fixed row height), every page repeats the title and the column header, long names are elided
instead of wrapping into taller rows, and numbers line up right-aligned. Scoring stays pure: this module only
reads the `Standings` the engine computed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    Qt,
)
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.canvas import DPI, MmCanvas
from mafia_desk.reports.fonts import ensure_gui_application
from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.scoring.points import COLUMNS
from mafia_desk.scoring.standings import StandingRow, Standings
from mafia_desk.tournament.numbers import format_points

PAGE_W_MM = 297.0
PAGE_H_MM = 210.0
MARGIN_MM = 10.0
TITLE_MM = 13.0  # tournament name and the line under it
GROUP_MM = 4.0  # the "tie-break" band over the tie-break columns
HEADER_MM = 8.0  # two lines of column labels
ROW_MM = 4.9
FOOTER_MM = 6.0
PAD_MM = 1.0
MIN_NAME_MM = 35.0
MAX_NAME_MM = 75.0
NAME = 2  # the name column's index
MAX_ID_MM = 30.0
FONT_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)  # the largest that leaves the name column MIN_NAME_MM
LOT_MARK = "*"
ZEBRA = "#EEF1F5"
HEADER_FILL = "#D9DEE6"
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

# Every label is marked for lupdate in the "StandingsPdf" context, spelt out at each call (lupdate reads only
# a literal context), and translated when the page is painted: the PDF speaks the language of the translators
# the running application installed, the GUI's interface language; the headless command installs none and
# prints English. The roomy form of a column label comes first, the hyphenated one for when the name column
# would get too narrow.
_FIXED_LABELS = {
    "player": QT_TRANSLATE_NOOP("StandingsPdf", "player"),
    "name": QT_TRANSLATE_NOOP("StandingsPdf", "name"),
    "total": QT_TRANSLATE_NOOP("StandingsPdf", "total"),
    "games": QT_TRANSLATE_NOOP("StandingsPdf", "games"),
    "wins": QT_TRANSLATE_NOOP("StandingsPdf", "wins"),
}
_COLUMN_LABELS = {
    "win_points": (QT_TRANSLATE_NOOP("StandingsPdf", "win\npoints"),),
    "bonus": (QT_TRANSLATE_NOOP("StandingsPdf", "extra"),),
    "best_move": (QT_TRANSLATE_NOOP("StandingsPdf", "best\nmove"),),
    "ci": (QT_TRANSLATE_NOOP("StandingsPdf", "Ci"),),
    "penalties": (
        QT_TRANSLATE_NOOP("StandingsPdf", "penalties"),
        QT_TRANSLATE_NOOP("StandingsPdf", "penal-\nties"),
    ),
    "absences": (
        QT_TRANSLATE_NOOP("StandingsPdf", "absences"),
        QT_TRANSLATE_NOOP("StandingsPdf", "absen-\nces"),
    ),
    "adjustments": (
        QT_TRANSLATE_NOOP("StandingsPdf", "adjustments"),
        QT_TRANSLATE_NOOP("StandingsPdf", "adjust-\nments"),
    ),
}
_TIEBREAK_LABELS = {
    "red_points": QT_TRANSLATE_NOOP("StandingsPdf", "red\npoints"),
    "black_points": QT_TRANSLATE_NOOP("StandingsPdf", "black\npoints"),
    "sheriff_average": QT_TRANSLATE_NOOP("StandingsPdf", "sheriff\naverage"),
    "don_average": QT_TRANSLATE_NOOP("StandingsPdf", "don\naverage"),
    "head_to_head": QT_TRANSLATE_NOOP("StandingsPdf", "head to\nhead"),
    "best_player": QT_TRANSLATE_NOOP("StandingsPdf", "best\nplayer"),
    "bonus": QT_TRANSLATE_NOOP("StandingsPdf", "extra"),
    "wins": QT_TRANSLATE_NOOP("StandingsPdf", "wins"),
    "wins_don": QT_TRANSLATE_NOOP("StandingsPdf", "wins\ndon"),
    "wins_sheriff": QT_TRANSLATE_NOOP("StandingsPdf", "wins\nsheriff"),
    "wins_mafia": QT_TRANSLATE_NOOP("StandingsPdf", "wins\nmafia"),
    "wins_hard": QT_TRANSLATE_NOOP("StandingsPdf", "hard\nwins"),
    "shot_night1": QT_TRANSLATE_NOOP("StandingsPdf", "shot\nnight 1"),
    "qualifying_place": QT_TRANSLATE_NOOP("StandingsPdf", "qualif.\nplace"),
    "lot": QT_TRANSLATE_NOOP("StandingsPdf", "lot"),
}


def _tr(text: str) -> str:
    """A label marked above, in the running application's language."""
    return QCoreApplication.translate("StandingsPdf", text)


@dataclass(frozen=True)
class _Column:
    labels: tuple[str, ...]
    right: bool
    tiebreak: bool = False
    max_mm: float | None = None


def rows_per_page() -> int:
    """How many players one page holds: the same on every page, since every page repeats title and header."""
    free = PAGE_H_MM - 2 * MARGIN_MM - TITLE_MM - GROUP_MM - HEADER_MM - FOOTER_MM
    return int(free // ROW_MM)


def page_count(players: int) -> int:
    return max(1, math.ceil(players / rows_per_page()))


def tiebreak_names(standings: Standings) -> list[str]:
    """The tie-break columns: the chain the standings used, then any value only some rows carry (the lot)."""
    names = list(standings.chain)
    for row in standings.rows:
        for value in row.tiebreak:
            if value.name not in names:
                names.append(value.name)
    return names


def decided_by_lot(row: StandingRow) -> bool:
    return any(v.name == "lot" for v in row.tiebreak)


def _cells(row: StandingRow, tiebreaks: Sequence[str]) -> list[str]:
    values = {v.name: format_points(v.value) for v in row.tiebreak}
    place = f"{row.place}{LOT_MARK}" if decided_by_lot(row) else str(row.place)
    return [
        place,
        row.player,
        row.name,
        format_points(row.total),
        str(row.games),
        str(row.wins),
        *(format_points(row.columns[c]) for c in COLUMNS),
        # A group criterion the player's tied group never reached has no value: the cell stays empty (A34).
        *(values.get(name, "") for name in tiebreaks),
    ]


def _columns(tiebreaks: Sequence[str]) -> list[_Column]:
    def label(text: str) -> tuple[str]:
        return (_tr(text),)

    return [
        _Column(("#",), True),
        _Column(label(_FIXED_LABELS["player"]), False, max_mm=MAX_ID_MM),
        _Column(label(_FIXED_LABELS["name"]), False),
        _Column(label(_FIXED_LABELS["total"]), True),
        _Column(label(_FIXED_LABELS["games"]), True),
        _Column(label(_FIXED_LABELS["wins"]), True),
        *(_Column(tuple(_tr(t) for t in _COLUMN_LABELS[c]), True) for c in COLUMNS),
        *(
            _Column(label(_TIEBREAK_LABELS.get(n, n.replace("_", "\n"))), True, tiebreak=True)
            for n in tiebreaks
        ),
    ]


def standings_title(standings: Standings, tournament: str, printed: date) -> tuple[str, str]:
    """The page title and the line under it: what was scored, how far, and when it was printed."""
    # The standings were computed with this ruleset, so its file exists and loads.
    ruleset = f"{standings.ruleset}: {load_ruleset_file(standings.ruleset).name}"
    parts = [QCoreApplication.translate("StandingsPdf", "ruleset {ruleset}").format(ruleset=ruleset)]
    if standings.after is not None:
        after = QCoreApplication.translate("StandingsPdf", "after {stage} round {round}")
        parts.append(after.format(stage=standings.after[0], round=standings.after[1]))
    games = QCoreApplication.translate("StandingsPdf", "{count} games")
    parts.append(games.format(count=standings.games_counted))
    printed_on = QCoreApplication.translate("StandingsPdf", "printed {date}")
    parts.append(printed_on.format(date=printed.isoformat()))
    return _heading(tournament), " · ".join(parts)


def _heading(tournament: str) -> str:
    name = tournament.strip() or QCoreApplication.translate("StandingsPdf", "Tournament")
    return QCoreApplication.translate("StandingsPdf", "{tournament} — standings").format(tournament=name)


class _Page(MmCanvas):
    """Text that never spills out of its cell."""

    def width_mm(self, text: str) -> float:
        metrics = self.p.fontMetrics()
        return max(metrics.horizontalAdvance(line) for line in text.split("\n")) / self.k

    def text(
        self, x: float, y: float, w: float, h: float, text: str, align: Qt.AlignmentFlag, elide: bool = True
    ) -> None:
        r = self.rect(x + PAD_MM, y, max(0.0, w - 2 * PAD_MM), h)
        if elide:
            text = self.p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(r.width()))
        self.p.drawText(r, int(align), text)


def _label(col: _Column, narrow: bool) -> str:
    return col.labels[-1] if narrow else col.labels[0]


def _widths(
    page: _Page, columns: list[_Column], rows: list[list[str]], size: float, narrow: bool
) -> list[float]:
    """Each column as wide as its widest cell (header included); the name column takes what is left."""
    widths: list[float] = []
    for i, col in enumerate(columns):
        page.font(size, bold=True)
        need = page.width_mm(_label(col, narrow))
        page.font(size)
        for cells in rows:
            # A place leaves room for the lot mark on every row, so that the digits line up.
            text = cells[i].removesuffix(LOT_MARK) + LOT_MARK if i == 0 else cells[i]
            need = max(need, page.width_mm(text))
        need += 2 * PAD_MM + 0.6
        widths.append(min(need, col.max_mm) if col.max_mm is not None else need)
    free = PAGE_W_MM - 2 * MARGIN_MM - (sum(widths) - widths[NAME])
    widths[NAME] = min(free, MAX_NAME_MM)
    # A short table leaves room over: spread it between the number columns rather than stretch the names.
    spread = [i for i, col in enumerate(columns) if col.right and i != 0]
    for i in spread:
        widths[i] += (free - widths[NAME]) / len(spread)
    return widths


def _layout(page: _Page, columns: list[_Column], rows: list[list[str]]) -> tuple[float, bool, list[float]]:
    """The largest font, roomy labels if possible, that leaves the name column readable; and the widths."""
    for size in FONT_SIZES:
        for narrow in (False, True):
            widths = _widths(page, columns, rows, size, narrow)
            if widths[NAME] >= MIN_NAME_MM:
                return size, narrow, widths
    return FONT_SIZES[-1], True, widths


def paint_standings(
    painter: QPainter, standings: Standings, tournament: str = "", printed: date | None = None
) -> int:
    """Paint every page on a QPdfWriter already begun; returns the number of pages."""
    writer = painter.device()
    assert isinstance(writer, QPdfWriter)
    page = _Page(painter)
    tiebreaks = tiebreak_names(standings)
    columns = _columns(tiebreaks)
    rows = [_cells(r, tiebreaks) for r in standings.rows]
    size, narrow, widths = _layout(page, columns, rows)
    heading, subtitle = standings_title(standings, tournament, printed or date.today())
    per_page = rows_per_page()
    pages = page_count(len(rows))
    width = PAGE_W_MM - 2 * MARGIN_MM
    thin = QPen(QColor("#8A93A0"))
    thin.setWidthF(0.15 * page.k)
    for index in range(pages):
        if index:
            writer.newPage()
        x0, y = MARGIN_MM, MARGIN_MM
        painter.setPen(QColor("#111111"))
        page.font(13, bold=True)
        page.text(x0, y, width, 7, heading, LEFT)
        page.font(8.5)
        painter.setPen(QColor("#333333"))
        page.text(x0, y + 7, width, 5, subtitle, LEFT)
        y += TITLE_MM

        # The "tie-break" band spans the tie-break columns, so a reader sees where the total's parts end.
        first_tb = next((i for i, c in enumerate(columns) if c.tiebreak), None)
        if first_tb is not None:
            tb_x = x0 + sum(widths[:first_tb])
            tb_w = sum(widths[first_tb:])
            painter.fillRect(page.rect(tb_x, y, tb_w, GROUP_MM), QColor(HEADER_FILL))
            painter.setPen(QColor("#111111"))
            page.font(size, bold=True)
            page.text(tb_x, y, tb_w, GROUP_MM, QCoreApplication.translate("StandingsPdf", "tie-break"), LEFT)
        y += GROUP_MM
        painter.fillRect(page.rect(x0, y, width, HEADER_MM), QColor(HEADER_FILL))
        page.font(size, bold=True)
        painter.setPen(QColor("#111111"))
        x = x0
        mark_w = page.width_mm(LOT_MARK)
        for i, (col, w) in enumerate(zip(columns, widths, strict=True)):
            align = (Qt.AlignmentFlag.AlignRight if col.right else Qt.AlignmentFlag.AlignLeft) | (
                Qt.AlignmentFlag.AlignBottom
            )
            # "#" stands over the place digits, not over the lot mark.
            label_w = w - mark_w if i == 0 else w
            page.text(x, y, label_w, HEADER_MM - 0.6, _label(col, narrow), align, elide=False)
            x += w
        y += HEADER_MM

        chunk = rows[index * per_page : (index + 1) * per_page]
        page.font(size)
        mark_w = page.width_mm(LOT_MARK)  # at the row font
        for n, cells in enumerate(chunk):
            if n % 2:
                painter.fillRect(page.rect(x0, y, width, ROW_MM), QColor(ZEBRA))
            painter.setPen(QColor("#111111"))
            x = x0
            # The place's digits line up whether or not the lot mark follows them.
            lot = cells[0].endswith(LOT_MARK)
            page.text(x, y, widths[0] - (0 if lot else mark_w), ROW_MM, cells[0], RIGHT, elide=False)
            x += widths[0]
            for col, w, cell in zip(columns[1:], widths[1:], cells[1:], strict=True):
                # Only text is elided: number columns are as wide as their widest number.
                page.text(x, y, w, ROW_MM, cell, RIGHT if col.right else LEFT, elide=not col.right)
                x += w
            y += ROW_MM
        painter.setPen(thin)
        page.line(x0, y, x0 + width, y)
        # Rules before the total, before the columns it is the sum of, and before the tie-breaks.
        for before in (3, 6, first_tb):
            if before is not None:
                rule_x = x0 + sum(widths[:before])
                top = MARGIN_MM + TITLE_MM + (0.0 if before == first_tb else GROUP_MM)
                page.line(rule_x, top, rule_x, y)

        foot_y = PAGE_H_MM - MARGIN_MM - FOOTER_MM + 1.5
        page.font(7)
        painter.setPen(QColor("#333333"))
        if any(decided_by_lot(r) for r in standings.rows[index * per_page : (index + 1) * per_page]):
            note = (
                LOT_MARK
                + " "
                + QCoreApplication.translate(
                    "StandingsPdf", "place decided by the lot: still tied after every tie-break, by player id"
                )
            )
            page.text(x0, foot_y, width * 0.75, 4.5, note, LEFT)
        page_of = QCoreApplication.translate("StandingsPdf", "page {page} / {pages}")
        page.text(x0, foot_y, width, 4.5, page_of.format(page=index + 1, pages=pages), RIGHT)
    return pages


def standings_pdf_bytes(standings: Standings, tournament: str = "", printed: date | None = None) -> bytes:
    """The PDF in memory: the caller writes it only once it is whole, so a failure leaves no half file."""
    ensure_gui_application()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(_heading(tournament))
    writer.setCreator("Mafia Desk")
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the standings PDF")
    try:
        paint_standings(painter, standings, tournament, printed)
    finally:
        painter.end()
    del writer
    buffer.close()
    return bytes(data.data())


def write_standings_pdf(
    standings: Standings, path: str | Path, tournament: str = "", printed: date | None = None
) -> Path:
    out = Path(path)
    out.write_bytes(standings_pdf_bytes(standings, tournament, printed))
    return out
