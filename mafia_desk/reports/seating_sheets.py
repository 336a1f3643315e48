"""The seating sheets of a round as one PDF: the hall sheet, the list by player and a card per table.

The input is plain data (names, tables, seats), so the GUI, the headless command and the tests print the same
sheets without a store or a draw object. Painted with QPainter, not printed from HTML, because a name must
never be broken inside a word: each name gets the largest font at which its words fit, wrapped only at spaces,
and a lone word that is too long shrinks the font instead (QTextDocument would break it at any letter).
Labels are translated in the "SeatingSheets" context: the GUI's language, English in the headless case.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, Qt
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.canvas import DPI, MmCanvas
from mafia_desk.reports.fonts import ensure_gui_application

MARGIN_MM = 12.0
A4_LONG_MM, A4_SHORT_MM = 297.0, 210.0
MIN_FONT_PT = 3.0  # below this a name is unreadable anyway; it is still drawn whole, never cut
HALL_FONT_PT = 20.0
LIST_ROW_MM = 6.0
LIST_FONT_PT = 10.0
CARD_FONT_PT = 18.0
HALL, PLAYERS, CARDS = "hall", "players", "cards"
ALL_SHEETS = (HALL, PLAYERS, CARDS)
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
HEADER_FILL = "#D9DEE6"
ZEBRA = "#EEF1F5"

# The exchange file's usual stage ids, shown translated; any other id is printed as it is.
STAGE_NAMES = {
    "qualifying": QT_TRANSLATE_NOOP("SeatingSheets", "qualifying"),
    "semifinal": QT_TRANSLATE_NOOP("SeatingSheets", "semifinal"),
    "final": QT_TRANSLATE_NOOP("SeatingSheets", "final"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("SeatingSheets", text)


@dataclass(frozen=True)
class SheetTable:
    number: int
    seats: tuple[tuple[int, str], ...]  # (seat 1..10, player name)
    judge: str | None = None  # the table's judge (draws[].judges), printed on the hall sheet and the card


@dataclass(frozen=True)
class SheetRound:
    stage: str
    round: int
    tables: tuple[SheetTable, ...]
    sitting_out: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatingSheets:
    """What the sheets print: the hall sheet and the cards take each round; the list by player all of them."""

    tournament: str
    rounds: tuple[SheetRound, ...]
    sheets: tuple[str, ...] = field(default=ALL_SHEETS)


def name_sort_key(name: str) -> tuple[str, str, str]:
    """Russian alphabetical order: ё sorts as е (as in a Russian dictionary), case and repeated spaces are
    ignored; the next parts only order names that are otherwise equal, the same way on every run."""
    words = " ".join(name.split())
    folded = words.casefold()
    return folded.replace("ё", "е"), folded, words


def stage_label(stage: str) -> str:
    return _tr(STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage


def round_label(rnd: SheetRound) -> str:
    return QCoreApplication.translate("SeatingSheets", "{stage}, round {round}").format(
        stage=stage_label(rnd.stage), round=rnd.round
    )


@dataclass(frozen=True)
class PlayerRow:
    name: str
    places: tuple[tuple[int, int] | None, ...]  # (table, seat) per round given; None: not seated


def players_rows(rounds: Sequence[SheetRound]) -> list[PlayerRow]:
    """One row per player in Russian order. Names are the rows' identity: a name seated twice in one round
    (two players of the same name) gets two rows, matched round to round by table order."""
    seen: dict[str, list[list[tuple[int, int] | None]]] = {}
    for i, rnd in enumerate(rounds):
        count: dict[str, int] = {}
        for table in sorted(rnd.tables, key=lambda t: t.number):
            for seat, name in sorted(table.seats):
                n = count.get(name, 0)
                count[name] = n + 1
                places = seen.setdefault(name, [])
                while len(places) <= n:
                    places.append([None] * len(rounds))
                places[n][i] = (table.number, seat)
        for name in rnd.sitting_out:
            if name not in seen:
                seen[name] = [[None] * len(rounds)]
    rows = [PlayerRow(name, tuple(p)) for name, lists in seen.items() for p in lists]
    return sorted(rows, key=lambda r: name_sort_key(r.name))


class _Canvas(MmCanvas):
    """Text that keeps its words whole."""

    def width_mm(self, text: str) -> float:
        return self.p.fontMetrics().horizontalAdvance(text) / self.k

    def fit(self, text: str, w: float, h: float, size: float, bold: bool = False) -> tuple[float, list[str]]:
        """The largest font from `size` down at which `text` fits w x h mm, wrapped only at spaces."""
        while size >= MIN_FONT_PT:
            self.font(size, bold)
            lines = wrap_words(text, w, self.width_mm)
            if lines is not None and len(lines) * self.line_mm() <= h:
                return size, lines
            size = round(size - 0.5, 2)
        self.font(MIN_FONT_PT, bold)
        return MIN_FONT_PT, wrap_words(text, w, self.width_mm) or [" ".join(text.split())]

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        size: float,
        align: Qt.AlignmentFlag = LEFT,
        bold: bool = False,
    ) -> float:
        """Draw `text` fitted into the box; returns the font size used."""
        size, lines = self.fit(text, w, h, size, bold)
        step = self.line_mm()
        top = y + (h - step * len(lines)) / 2
        for n, line in enumerate(lines):
            self.p.drawText(self.rect(x, top + n * step, w, step), int(align), line)
        return size


def wrap_words(text: str, width: float, advance: Callable[[str], float]) -> list[str] | None:
    """Greedy wrap at spaces; None when one word alone is wider than `width` (the caller shrinks the font)."""
    lines: list[str] = []
    for word in text.split():
        if advance(word) > width:
            return None
        if lines and advance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _layout(landscape: bool) -> QPageLayout:
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4), orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter
    )


class _Pages:
    """Starts each page in the orientation its sheet needs: the hall sheet landscape, the rest portrait."""

    def __init__(self, writer: QPdfWriter, painter: QPainter) -> None:
        self.writer = writer
        self.painter = painter
        self.count = 0

    def new(self, landscape: bool) -> tuple[float, float]:
        self.writer.setPageLayout(_layout(landscape))
        if self.count:
            self.writer.newPage()
        self.count += 1
        self.painter.setPen(QColor("#111111"))
        return (A4_LONG_MM, A4_SHORT_MM) if landscape else (A4_SHORT_MM, A4_LONG_MM)


def _grid(tables: int, width: float, height: float) -> tuple[int, int]:
    """Columns and rows of the hall sheet's table blocks: the grid whose blocks can be largest at the shape
    a block of ten names likes (about 1.6 times as wide as high)."""

    def scale(cols: int) -> float:
        rows = math.ceil(tables / cols)
        return min(width / cols / 1.6, height / rows)

    cols = max(range(1, max(1, tables) + 1), key=scale)
    return cols, max(1, math.ceil(tables / cols))


def paint_hall(c: _Canvas, pages: _Pages, tournament: str, rnd: SheetRound) -> None:
    """Every table of the round on one page, in type large enough to read from across the hall."""
    page_w, page_h = pages.new(landscape=True)
    width = page_w - 2 * MARGIN_MM
    y = MARGIN_MM
    c.text(MARGIN_MM, y, width, 12, round_label(rnd), 24, LEFT, bold=True)
    c.text(MARGIN_MM, y, width, 12, tournament, 12, RIGHT)
    y += 14
    bench = 12.0 if rnd.sitting_out else 0.0
    gap = 5.0
    cols, rows = _grid(len(rnd.tables), width, page_h - MARGIN_MM - y - bench)
    block_w = (width - gap * (cols - 1)) / cols
    block_h = (page_h - MARGIN_MM - y - bench - gap * (rows - 1)) / rows
    for i, table in enumerate(sorted(rnd.tables, key=lambda t: t.number)):
        bx = MARGIN_MM + (i % cols) * (block_w + gap)
        by = y + (i // cols) * (block_h + gap)
        head_h = block_h / 11 * 1.2
        c.p.fillRect(c.rect(bx, by, block_w, head_h), QColor(HEADER_FILL))
        title = QCoreApplication.translate("SeatingSheets", "Table {number}").format(number=table.number)
        if table.judge:
            title = QCoreApplication.translate("SeatingSheets", "Table {number} · judge {judge}").format(
                number=table.number, judge=table.judge
            )
        c.text(bx, by, block_w, head_h, title, HALL_FONT_PT * 1.2, CENTER, bold=True)
        line_h = (block_h - head_h) / 10
        seat_w = min(14.0, block_w * 0.15)
        # One font for every name of the hall sheet's table, so the names line up; a longer one shrinks alone.
        for n, (seat, name) in enumerate(sorted(table.seats)):
            ly = by + head_h + n * line_h
            if n % 2:
                c.p.fillRect(c.rect(bx, ly, block_w, line_h), QColor(ZEBRA))
            c.text(bx, ly, seat_w, line_h, str(seat), HALL_FONT_PT, RIGHT, bold=True)
            c.text(bx + seat_w + 3, ly, block_w - seat_w - 4, line_h, name, HALL_FONT_PT)
        pen = QPen(QColor("#8A93A0"))
        pen.setWidthF(0.3 * c.k)
        c.p.setPen(pen)
        c.p.drawRect(c.rect(bx, by, block_w, block_h))
        c.p.setPen(QColor("#111111"))
    if rnd.sitting_out:
        out = QCoreApplication.translate("SeatingSheets", "Sitting out: {names}").format(
            names=", ".join(rnd.sitting_out)
        )
        c.text(MARGIN_MM, page_h - MARGIN_MM - bench + 2, width, bench - 2, out, 14)


def paint_players(c: _Canvas, pages: _Pages, tournament: str, rounds: Sequence[SheetRound]) -> None:
    """Alphabetical: each player's table and seat in every round given, the header on every page."""
    rows = players_rows(rounds)
    page_w, page_h = A4_SHORT_MM, A4_LONG_MM
    title_h, head_h, foot_h = 16.0, 11.0, 6.0
    per_page = max(1, int((page_h - 2 * MARGIN_MM - title_h - head_h - foot_h) // LIST_ROW_MM))
    total = max(1, math.ceil(len(rows) / per_page))
    width = page_w - 2 * MARGIN_MM
    round_w = min(30.0, width * 0.6 / max(1, len(rounds)))
    name_w = width - round_w * len(rounds)
    heading = QCoreApplication.translate("SeatingSheets", "{tournament} — players by name").format(
        tournament=tournament
    )
    for index in range(total):
        pages.new(landscape=False)
        y = MARGIN_MM
        c.text(MARGIN_MM, y, width, 9, heading, 15, LEFT, bold=True)
        c.text(
            MARGIN_MM,
            y + 9,
            width,
            6,
            QCoreApplication.translate("SeatingSheets", "table / seat in each round"),
            9,
        )
        y += title_h
        c.p.fillRect(c.rect(MARGIN_MM, y, width, head_h), QColor(HEADER_FILL))
        c.text(
            MARGIN_MM + 1,
            y,
            name_w - 2,
            head_h,
            QCoreApplication.translate("SeatingSheets", "name"),
            LIST_FONT_PT,
            LEFT,
            bold=True,
        )
        for i, rnd in enumerate(rounds):
            x = MARGIN_MM + name_w + i * round_w
            c.text(x + 0.5, y, round_w - 1, head_h, round_label(rnd), LIST_FONT_PT - 1, CENTER, bold=True)
        y += head_h
        for n, row in enumerate(rows[index * per_page : (index + 1) * per_page]):
            if n % 2:
                c.p.fillRect(c.rect(MARGIN_MM, y, width, LIST_ROW_MM), QColor(ZEBRA))
            c.text(MARGIN_MM + 1, y, name_w - 2, LIST_ROW_MM, row.name, LIST_FONT_PT)
            for i, place in enumerate(row.places):
                cell = "—" if place is None else f"{place[0]} / {place[1]}"
                x = MARGIN_MM + name_w + i * round_w
                c.text(x, y, round_w, LIST_ROW_MM, cell, LIST_FONT_PT, CENTER)
            y += LIST_ROW_MM
        page_of = QCoreApplication.translate("SeatingSheets", "page {page} / {pages}").format(
            page=index + 1, pages=total
        )
        c.text(MARGIN_MM, page_h - MARGIN_MM - foot_h, width, foot_h, page_of, 8, RIGHT)


def paint_cards(c: _Canvas, pages: _Pages, tournament: str, rnd: SheetRound) -> None:
    """A card per table for its host, two to a portrait page with a cut line between them."""
    tables = sorted(rnd.tables, key=lambda t: t.number)
    page_w, page_h = A4_SHORT_MM, A4_LONG_MM
    half = page_h / 2
    width = page_w - 2 * MARGIN_MM
    for i, table in enumerate(tables):
        if i % 2 == 0:
            pages.new(landscape=False)
            if i + 1 < len(tables):
                pen = QPen(QColor("#8A93A0"))
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setWidthF(0.2 * c.k)
                c.p.setPen(pen)
                c.line(4, half, page_w - 4, half)
                c.p.setPen(QColor("#111111"))
        y = (i % 2) * half + MARGIN_MM
        title = QCoreApplication.translate("SeatingSheets", "Table {number}").format(number=table.number)
        c.text(MARGIN_MM, y, width, 13, title, 26, LEFT, bold=True)
        c.text(MARGIN_MM, y, width, 13, round_label(rnd), 13, RIGHT)
        c.text(MARGIN_MM, y + 13, width, 6, tournament, 9)
        if table.judge:
            judge = QCoreApplication.translate("SeatingSheets", "Judge: {judge}").format(judge=table.judge)
            c.text(MARGIN_MM, y + 13, width, 6, judge, 11, RIGHT, bold=True)
        y += 21
        line_h = (half - 2 * MARGIN_MM - 21 - 10) / 10
        seat_w = 16.0
        c.text(MARGIN_MM, y, seat_w, 5, QCoreApplication.translate("SeatingSheets", "seat"), 8, RIGHT)
        y += 5
        for n, (seat, name) in enumerate(sorted(table.seats)):
            ly = y + n * line_h
            if n % 2:
                c.p.fillRect(c.rect(MARGIN_MM, ly, width, line_h), QColor(ZEBRA))
            c.text(MARGIN_MM, ly, seat_w, line_h, str(seat), CARD_FONT_PT, RIGHT, bold=True)
            c.text(MARGIN_MM + seat_w + 4, ly, width - seat_w - 5, line_h, name, CARD_FONT_PT)
        host = QCoreApplication.translate("SeatingSheets", "Host: ____________________")
        c.text(MARGIN_MM, y + 10 * line_h + 1, width, 5, host, 9)


def paint_sheets(painter: QPainter, writer: QPdfWriter, data: SeatingSheets) -> int:
    """Paint the chosen sheets of every round, in the order hall, players, cards; returns the page count."""
    canvas = _Canvas(painter)
    pages = _Pages(writer, painter)
    for sheet in data.sheets:
        if sheet == HALL:
            for rnd in data.rounds:
                paint_hall(canvas, pages, data.tournament, rnd)
        elif sheet == PLAYERS:
            paint_players(canvas, pages, data.tournament, data.rounds)
        elif sheet == CARDS:
            for rnd in data.rounds:
                paint_cards(canvas, pages, data.tournament, rnd)
        else:
            raise ValueError(f"unknown sheet {sheet!r} (known: {', '.join(ALL_SHEETS)})")
    return pages.count


def seating_sheets_pdf_bytes(data: SeatingSheets) -> bytes:
    """The PDF in memory: the caller writes it only once it is whole, so a failure leaves no half file."""
    if not data.rounds:
        raise ValueError("no round to print")
    ensure_gui_application()
    buffer_data = QByteArray()
    buffer = QBuffer(buffer_data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(
        QCoreApplication.translate("SeatingSheets", "{tournament} — seating").format(
            tournament=data.tournament
        )
    )
    writer.setCreator("Mafia Desk")
    writer.setResolution(DPI)
    painter = QPainter()
    writer.setPageLayout(_layout(data.sheets[:1] == (HALL,)))
    if not painter.begin(writer):
        raise OSError("cannot start the seating sheets PDF")
    try:
        paint_sheets(painter, writer, data)
    finally:
        painter.end()
    del writer
    buffer.close()
    return bytes(buffer_data.data())


def write_seating_sheets(data: SeatingSheets, path: str | Path) -> Path:
    out = Path(path)
    out.write_bytes(seating_sheets_pdf_bytes(data))
    return out


def sheet_round(
    stage: str,
    round_: int,
    tables: Iterable[Sequence[tuple[int, str]]],
    sitting_out: Iterable[str] = (),
    judges: Sequence[str | None] = (),
) -> SheetRound:
    """A round from its tables in order (table 1 first), each a list of (seat, name); `judges` the judge of
    each table in the same order (shorter or empty: the rest have none)."""
    return SheetRound(
        stage=stage,
        round=round_,
        tables=tuple(
            SheetTable(n, tuple(seats), judges[n - 1] if n <= len(judges) else None)
            for n, seats in enumerate(tables, start=1)
        ),
        sitting_out=tuple(sitting_out),
    )
