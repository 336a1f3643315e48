"""One game's protocol on one A4 page, laid out like the paper FIIM protocol sheet.

Header (tournament, stage, table, game; host, date, start and end times), the seat grid (seat, player, role,
four foul boxes, points, extra points), the voting boxes per day (candidates, who nominated each, votes,
revotes, lift-all), one row per night (shot and both checks, which the paper sheet lacks), then the winning
team, best move, protest and the judge's signature.
The same painter draws the PDF and the on-screen preview, so what the host sees is what prints. No text is
ever cut: a cell's text wraps, and shrinks when its box cannot grow; the boxes of free text (a day's note,
the notes, the protest) grow to their text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextLayout,
    QTextOption,
)

from mafia_desk.reports.canvas import MmCanvas
from mafia_desk.reports.protocol_sheet import DayVote, ProtocolSheet

PAGE_W_MM = 210.0
PAGE_H_MM = 297.0
MARGIN_MM = 10.0
ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
MIN_POINTS = 4.5  # the smallest print a judge still reads on A4


def _wrapping(align: Qt.AlignmentFlag) -> QTextOption:
    """Words wrap; a word longer than the box (a long name, a URL) breaks rather than runs out of it."""
    option = QTextOption(align)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    return option


class _Canvas(MmCanvas):
    """The protocol's boxes and wrapped texts, over any paint device (the PDF, the on-screen view)."""

    def box(
        self, x: float, y: float, w: float, h: float, fill: str | None = None, width: float = 0.25
    ) -> None:
        pen = QPen(QColor("#111111"))
        pen.setWidthF(width * self.k)
        self.p.setPen(pen)
        if fill:
            self.p.fillRect(self.rect(x, y, w, h), QColor(fill))
        self.p.drawRect(self.rect(x, y, w, h))

    def qfont(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.family)
        font.setPointSizeF(size)
        font.setBold(bold)
        return font

    def text_height(self, w: float, text: str, size: float, bold: bool = False, pad: float = 1.2) -> float:
        """Millimetres `text` takes when wrapped into a box `w` wide (the same padding as `text`)."""
        layout = QTextLayout(text, self.qfont(size, bold), self.p.device())
        layout.setTextOption(_wrapping(ALIGN_LEFT))
        width = max(1.0, (w - 2 * pad) * self.k)
        height = 0.0
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, height))
            height += line.height()
        layout.endLayout()
        return height / self.k

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        size: float = 9,
        bold: bool = False,
        align: Qt.AlignmentFlag = ALIGN_LEFT,
        color: str = "#111111",
        pad: float = 1.2,
    ) -> None:
        """Wrapped into the box, and drawn smaller (down to MIN_POINTS) rather than cut when it overflows."""
        while size > MIN_POINTS and self.text_height(w, text, size, bold, pad) > h:
            size = max(MIN_POINTS, size - 0.25)
        self.p.setFont(self.qfont(size, bold))
        self.p.setPen(QColor(color))
        r = self.rect(x + pad, y, max(0.0, w - 2 * pad), h)
        self.p.drawText(r, text, _wrapping(align))

    def cell(self, x: float, y: float, w: float, h: float, text: str, **kw: object) -> None:
        fill = kw.pop("fill", None)
        self.box(x, y, w, h, fill=fill if isinstance(fill, str) else None)
        self.text(x, y, w, h, text, **kw)  # type: ignore[arg-type]


def _team_name(team: str | None) -> str:
    return {
        "red": QCoreApplication.translate("ProtocolPdf", "Red (civilians)"),
        "black": QCoreApplication.translate("ProtocolPdf", "Black (mafia)"),
        "draw": QCoreApplication.translate("ProtocolPdf", "Nobody: a draw"),
    }.get(team or "", "")


VOTE_ROW_MM = 5.0
NOTE_POINTS = 8.5


def _day_note(day: DayVote) -> str:
    result = ", ".join(str(s) for s in day.out) if day.out else ""
    return " — ".join(t for t in (result, day.note) if t)


def _day_height(c: _Canvas, day: DayVote, note_w: float) -> float:
    """Candidates, who nominated them, one row per ballot; taller when the day's note needs more lines."""
    rows = 2 + max(1, len(day.ballots))
    return max(VOTE_ROW_MM * rows, 4 + c.text_height(note_w, _day_note(day), NOTE_POINTS) + 0.5)


def _free_text_height(c: _Canvas, w: float, text: str, least: float) -> float:
    return max(least, c.text_height(w, text, NOTE_POINTS) + 1.5)


def paint_protocol(painter: QPainter, sheet: ProtocolSheet, dpi: float) -> None:
    """Draw the sheet on a page of A4 size in `painter`'s device at `dpi` pixels per inch."""
    c = _Canvas(painter, dpi)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    x0 = MARGIN_MM
    width = PAGE_W_MM - 2 * MARGIN_MM
    label_w, cand_w, lift_w = 16.0, 8.5, 22.0
    note_w = width - label_w - (10 * cand_w + 14) - lift_w
    day_heights = [_day_height(c, d, note_w) for d in sheet.days]
    notes = "; ".join(t for t in (sheet.win_reason, *sheet.replacements, *sheet.breaks, *sheet.notes) if t)
    notes_h = _free_text_height(c, width - 28, notes, 8.0)
    protest_h = _free_text_height(c, width - 28, sheet.protest, 8.0)
    days_h = sum(day_heights) + 6
    nights_h = 6.0 * (len(sheet.nights) + 1)
    needed = 18 + 26 + 7 * 11 + 10 + days_h + 8 + nights_h + 28 + notes_h + protest_h
    available = PAGE_H_MM - 2 * MARGIN_MM
    if needed > available:  # a very long game: shrink the whole sheet so it stays on one page
        s = available / needed
        painter.translate(x0 * c.k * (1 - s), MARGIN_MM * c.k * (1 - s))
        painter.scale(s, s)
    y = MARGIN_MM

    c.text(
        x0,
        y,
        width,
        9,
        QCoreApplication.translate("ProtocolPdf", "GAME PROTOCOL"),
        size=15,
        bold=True,
        align=ALIGN_CENTER,
    )
    y += 9
    c.text(x0, y, width, 6, sheet.ruleset, size=8, align=ALIGN_CENTER, color="#444444")
    y += 8

    # Header: tournament, stage, table, game; then who hosted it, when and from what time to what time.
    header = [
        [
            (QCoreApplication.translate("ProtocolPdf", "Tournament"), sheet.tournament, 80.0),
            (QCoreApplication.translate("ProtocolPdf", "Stage"), sheet.stage, 45.0),
            (QCoreApplication.translate("ProtocolPdf", "Table"), sheet.table, 30.0),
            (QCoreApplication.translate("ProtocolPdf", "Game"), sheet.game, width - 155.0),
        ],
        [
            (QCoreApplication.translate("ProtocolPdf", "Host"), sheet.host, 80.0),
            (QCoreApplication.translate("ProtocolPdf", "Date"), sheet.date, 45.0),
            (QCoreApplication.translate("ProtocolPdf", "Start"), sheet.started, 30.0),
            (QCoreApplication.translate("ProtocolPdf", "End"), sheet.ended, width - 155.0),
        ],
    ]
    for fields in header:
        x = x0
        for label, value, w in fields:
            c.box(x, y, w, 12)
            c.text(x, y, w, 4.5, label, size=6.5, color="#555555")
            c.text(x, y + 4, w, 8, value, size=10, bold=True)
            x += w
        y += 12
    y += 4

    # Seat grid.
    cols = [
        (QCoreApplication.translate("ProtocolPdf", "Seat"), 11.0),
        (QCoreApplication.translate("ProtocolPdf", "Player"), 52.0),
        (QCoreApplication.translate("ProtocolPdf", "Role"), 22.0),
        (QCoreApplication.translate("ProtocolPdf", "Fouls"), 28.0),
        (QCoreApplication.translate("ProtocolPdf", "Points"), 17.0),
        (QCoreApplication.translate("ProtocolPdf", "Extra"), 17.0),
        (QCoreApplication.translate("ProtocolPdf", "Left the table"), width - 147.0),
    ]
    row_h = 7.0
    x = x0
    for label, w in cols:
        c.cell(x, y, w, row_h, label, size=7.5, bold=True, align=ALIGN_CENTER, fill="#e5e7eb")
        x += w
    y += row_h
    for line in sheet.seats:
        x = x0
        black = line.role and sheet.winner is not None
        fill = None
        c.cell(x, y, 11, row_h, str(line.seat), size=10, bold=True, align=ALIGN_CENTER)
        x += 11
        c.cell(x, y, 52, row_h, line.player, size=9.5)
        x += 52
        c.cell(x, y, 22, row_h, line.role, size=8.5, align=ALIGN_CENTER, fill=fill)
        x += 22
        for k in range(4):
            c.box(x + 7 * k, y, 7, row_h, fill="#fde68a" if k < line.fouls and k == 2 else None)
            if k < line.fouls:
                c.text(x + 7 * k, y, 7, row_h, "×", size=11, bold=True, align=ALIGN_CENTER, pad=0)
        x += 28
        c.cell(x, y, 17, row_h, line.points, size=9.5, align=ALIGN_CENTER)
        x += 17
        c.cell(x, y, 17, row_h, line.extra, size=9.5, align=ALIGN_CENTER)
        x += 17
        c.cell(x, y, width - 147.0, row_h, line.outcome, size=8)
        del black
        y += row_h
    y += 4

    # Voting per day.
    c.text(x0, y, width, 6, QCoreApplication.translate("ProtocolPdf", "Voting"), size=10, bold=True)
    y += 6
    for day, h in zip(sheet.days, day_heights, strict=True):
        c.cell(
            x0,
            y,
            label_w,
            h,
            QCoreApplication.translate("ProtocolPdf", "Day {0}").format(day.day),
            size=8.5,
            bold=True,
            align=ALIGN_CENTER,
        )
        x = x0 + label_w
        c.box(x, y, 10 * cand_w + 14, h)
        row = VOTE_ROW_MM
        c.text(x, y, 14, row, QCoreApplication.translate("ProtocolPdf", "cand."), size=6, color="#555555")
        c.text(x, y + row, 14, row, QCoreApplication.translate("ProtocolPdf", "by"), size=6, color="#555555")
        for b in range(max(1, len(day.ballots))):
            label = (
                QCoreApplication.translate("ProtocolPdf", "votes")
                if b == 0
                else QCoreApplication.translate("ProtocolPdf", "revote")
            )
            c.text(x, y + row * (b + 2), 14, row, label, size=6, color="#555555")
        first = day.ballots[0].candidates if day.ballots else day.candidates
        by = dict(day.nominated_by)
        for i in range(10):
            cx = x + 14 + i * cand_w
            c.box(cx, y, cand_w, row)
            c.box(cx, y + row, cand_w, row)
            if i < len(first):
                c.text(cx, y, cand_w, row, str(first[i]), size=8, bold=True, align=ALIGN_CENTER, pad=0)
                if first[i] in by:
                    c.text(cx, y + row, cand_w, row, str(by[first[i]]), size=7.5, align=ALIGN_CENTER, pad=0)
            for b, ballot in enumerate(day.ballots):
                c.box(cx, y + row * (b + 2), cand_w, row)
                if i < len(first) and first[i] in ballot.candidates:
                    votes = ballot.votes[ballot.candidates.index(first[i])]
                    shown = "–" if votes is None else str(votes)
                    c.text(cx, y + row * (b + 2), cand_w, row, shown, size=8, align=ALIGN_CENTER, pad=0)
            if not day.ballots:
                c.box(cx, y + row * 2, cand_w, row)
        x += 10 * cand_w + 14
        c.box(x, y, lift_w, h)
        c.text(
            x, y, lift_w, 4.5, QCoreApplication.translate("ProtocolPdf", "lift all"), size=6, color="#555555"
        )
        if day.lift_all_for is not None:
            c.text(
                x,
                y + 4,
                lift_w,
                h - 4,
                QCoreApplication.translate("ProtocolPdf", "{0} for").format(day.lift_all_for),
                size=8.5,
                align=ALIGN_CENTER,
            )
        x += lift_w
        rest = x0 + width - x
        c.box(x, y, rest, h)
        c.text(
            x, y, rest, 4.5, QCoreApplication.translate("ProtocolPdf", "out / note"), size=6, color="#555555"
        )
        c.text(x, y + 4, rest, h - 4, _day_note(day), size=NOTE_POINTS, align=TOP_LEFT)
        y += h
    if not sheet.days:
        c.box(x0, y, width, 6)
        y += 6
    y += 4

    # Nights: shot, don's check, sheriff's check.
    c.text(x0, y - 1, width, 6, QCoreApplication.translate("ProtocolPdf", "Nights"), size=10, bold=True)
    y += 5
    night_cols = [
        (QCoreApplication.translate("ProtocolPdf", "Night"), 16.0),
        (QCoreApplication.translate("ProtocolPdf", "Shot"), 40.0),
        (QCoreApplication.translate("ProtocolPdf", "Don checks"), 62.0),
    ]
    night_cols.append(
        (QCoreApplication.translate("ProtocolPdf", "Sheriff checks"), width - sum(w for _, w in night_cols))
    )
    x = x0
    for label, w in night_cols:
        c.cell(x, y, w, 6, label, size=7.5, bold=True, align=ALIGN_CENTER, fill="#e5e7eb")
        x += w
    y += 6
    for night in sheet.nights:
        shot = QCoreApplication.translate("ProtocolPdf", "miss") if night.shot is None else str(night.shot)
        # a turn the game never reached (it ended at the shot, or by the judge's award) stays blank
        if not night.don_done:
            don = ""
        elif night.don_check is None:
            don = QCoreApplication.translate("ProtocolPdf", "no check")
        else:
            answer = (
                QCoreApplication.translate("ProtocolPdf", "sheriff")
                if night.don_found_sheriff
                else QCoreApplication.translate("ProtocolPdf", "not the sheriff")
            )
            don = f"{night.don_check}: {answer}"
        if not night.sheriff_done:
            sheriff = ""
        elif night.sheriff_check is None:
            sheriff = QCoreApplication.translate("ProtocolPdf", "no check")
        else:
            answer = (
                QCoreApplication.translate("ProtocolPdf", "black")
                if night.sheriff_found_black
                else QCoreApplication.translate("ProtocolPdf", "red")
            )
            sheriff = f"{night.sheriff_check}: {answer}"
        x = x0
        for text, (_, w) in zip((str(night.night), shot, don, sheriff), night_cols, strict=True):
            c.cell(x, y, w, 6, text, size=8.5, align=ALIGN_CENTER)
            x += w
        y += 6
    y += 5

    # Footer: winner, best move, protest, judge.
    half = width / 2
    c.box(x0, y, half, 10)
    c.text(
        x0, y, half, 4.5, QCoreApplication.translate("ProtocolPdf", "Winning team"), size=6.5, color="#555555"
    )
    c.text(x0, y + 3.5, half, 6.5, _team_name(sheet.winner), size=10.5, bold=True)
    c.box(x0 + half, y, half, 10)
    c.text(
        x0 + half,
        y,
        half,
        4.5,
        QCoreApplication.translate("ProtocolPdf", "Best move"),
        size=6.5,
        color="#555555",
    )
    if sheet.best_move_seat is not None:
        guess = ", ".join(str(s) for s in sheet.best_move_guess)
        c.text(
            x0 + half,
            y + 3.5,
            half,
            6.5,
            QCoreApplication.translate("ProtocolPdf", "seat {0}: {1}").format(sheet.best_move_seat, guess),
            size=10,
        )
    y += 10
    for label, text, h in (
        (QCoreApplication.translate("ProtocolPdf", "Reason / notes"), notes, notes_h),
        (QCoreApplication.translate("ProtocolPdf", "Protest"), sheet.protest, protest_h),
    ):
        c.box(x0, y, width, h)
        c.text(x0, y, 28, 8, label, size=6.5, color="#555555")
        c.text(x0 + 28, y, width - 28, h, text, size=NOTE_POINTS)
        y += h
    c.box(x0, y, width, 12)
    c.text(x0, y, 30, 6, QCoreApplication.translate("ProtocolPdf", "Judge"), size=6.5, color="#555555")
    c.text(x0 + 2, y + 4, half, 8, sheet.judge, size=10, bold=True)
    c.text(
        x0 + half,
        y,
        half,
        6,
        QCoreApplication.translate("ProtocolPdf", "Signature"),
        size=6.5,
        color="#555555",
    )
    pen = QPen(QColor("#111111"))
    pen.setWidthF(0.3 * c.k)
    painter.setPen(pen)
    painter.drawLine(
        int((x0 + half + 20) * c.k), int((y + 10) * c.k), int((x0 + width - 4) * c.k), int((y + 10) * c.k)
    )


def write_protocol_pdf(sheet: ProtocolSheet, path: str | Path) -> Path:
    """Write the sheet as a one-page A4 PDF (needs a QGuiApplication for fonts)."""
    out = Path(path)
    writer = QPdfWriter(str(out))
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)
        )
    )
    writer.setTitle(QCoreApplication.translate("ProtocolPdf", "Game protocol"))
    writer.setCreator("Mafia Desk")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write the PDF to {out}")
    try:
        paint_protocol(painter, sheet, 300.0)
    finally:
        painter.end()
    return out


def render_protocol_image(sheet: ProtocolSheet, dpi: float = 110.0) -> QImage:
    """The same page as an image, for the on-screen protocol and the screenshots."""
    size = QSizeF(PAGE_W_MM / 25.4 * dpi, PAGE_H_MM / 25.4 * dpi)
    image = QImage(int(size.width()), int(size.height()), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(int(dpi / 0.0254))
    image.setDotsPerMeterY(int(dpi / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_protocol(painter, sheet, dpi)
    finally:
        painter.end()
    return image
