"""One player's points, source by source, on one A4 page: the answer to "why do I have 7.35".

Each game (or absence, or adjustment) is a block: where, the seat and role, the result, the stage
coefficient, then each item before and after the coefficient, then the block's total; the sum of the blocks is
the player's total, printed at the foot. A long tournament's breakdown shrinks its type to stay on one page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter

from mafia_desk.reports import point_words
from mafia_desk.reports.canvas import MmCanvas, a4_pdf_bytes
from mafia_desk.scoring.standings import StandingRow, Standings
from mafia_desk.tournament.model import Protest
from mafia_desk.tournament.numbers import format_points

PAGE_W_MM, PAGE_H_MM, MARGIN_MM = 210.0, 297.0, 14.0
SIZES = (10.0, 9.0, 8.0, 7.0, 6.0, 5.0, 4.5)
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Line:
    text: str
    points: str
    bold: bool = False
    indent: float = 0.0


def breakdown_lines(row: StandingRow, standings: Standings, role_name: Callable[[str], str]) -> list[Line]:
    """The page's lines, also what the GUI's dialog lists: one head line per source, one line per item."""
    counts = (
        QCoreApplication.translate("BreakdownPdf", "games {games}, wins {wins}, draws {draws}")
        if row.draws
        else QCoreApplication.translate("BreakdownPdf", "games {games}, wins {wins}")
    )
    lines = [Line(counts.format(games=row.games, wins=row.wins, draws=row.draws), "")]
    for entry in row.breakdown:
        head = point_words.where(entry)
        if entry.seat is not None and entry.role is not None:
            head += " · " + QCoreApplication.translate(
                "BreakdownPdf", "seat {seat}, {role}, {result}"
            ).format(seat=entry.seat, role=role_name(str(entry.role)), result=point_words.word(entry.result))
        elif entry.result and entry.result != entry.where:
            head += " · " + point_words.word(entry.result)
        if entry.coefficient != 1:
            head += " · " + QCoreApplication.translate("BreakdownPdf", "coefficient ×{k}").format(
                k=format_points(entry.coefficient)
            )
        lines.append(Line(head, format_points(entry.total), bold=True))
        for item in entry.items:
            shown = format_points(item.base)
            if item.base != item.points:
                shown += f" ×{format_points(entry.coefficient)} = {format_points(item.points)}"
            lines.append(Line(point_words.word(item.label), shown, indent=6.0))
    for c in standings.corrections_for(row.player):
        lines.append(Line(point_words.correction(c), ""))
        protest = standings.protest_of(c)
        if protest is not None and protest.ruling is not None:
            lines.append(Line(breakdown_protest_text(standings, protest), "", indent=6.0))
    return lines


def breakdown_protest_text(standings: Standings, protest: Protest) -> str:
    """The upheld protest behind a correction, in the reader's language: who filed it, what, the ruling."""
    filer = next((r.shown for r in standings.rows if r.player == protest.by), protest.by)
    ruling = protest.ruling
    assert ruling is not None
    decision = (
        QCoreApplication.translate("BreakdownPdf", "upheld")
        if ruling.decision == "upheld"
        else QCoreApplication.translate("BreakdownPdf", "rejected")
    )
    return QCoreApplication.translate(
        "BreakdownPdf", "after protest {id} of {filer} ({text}): {decision} by {judge}, {at}: {reason}"
    ).format(
        id=protest.id,
        filer=filer,
        text=protest.text,
        decision=decision,
        judge=ruling.by,
        at=ruling.at,
        reason=ruling.reason,
    )


def paint_breakdown(
    painter: QPainter,
    tournament: str,
    row: StandingRow,
    standings: Standings,
    role_name: Callable[[str], str],
) -> None:
    c = MmCanvas(painter)
    lines = breakdown_lines(row, standings, role_name)
    width = PAGE_W_MM - 2 * MARGIN_MM
    size = SIZES[-1]
    for candidate in SIZES:
        c.font(candidate)
        if (len(lines) + 2) * c.line_mm() * 1.15 + 24 <= PAGE_H_MM - 2 * MARGIN_MM:
            size = candidate
            break
    y = MARGIN_MM
    c.font(9)
    painter.drawText(c.rect(MARGIN_MM, y, width, 5), LEFT, tournament)
    y += 6
    c.font(14, bold=True)
    title = QCoreApplication.translate("BreakdownPdf", "{name}: place {place}, total {total}").format(
        name=row.shown, place=row.place, total=format_points(row.total)
    )
    painter.drawText(c.rect(MARGIN_MM, y, width, 9), LEFT, title)
    y += 12
    step = None
    for line in lines:
        c.font(size, bold=line.bold)
        step = step or c.line_mm() * 1.15
        x = MARGIN_MM + line.indent
        painter.drawText(c.rect(x, y, width - line.indent - 30, step), LEFT, line.text)
        painter.drawText(c.rect(PAGE_W_MM - MARGIN_MM - 30, y, 30, step), RIGHT, line.points)
        y += step
    c.font(size + 2, bold=True)
    y += 2
    c.line(MARGIN_MM, y, PAGE_W_MM - MARGIN_MM, y)
    painter.drawText(
        c.rect(MARGIN_MM, y + 1, width - 30, 7), LEFT, QCoreApplication.translate("BreakdownPdf", "Total")
    )
    painter.drawText(c.rect(PAGE_W_MM - MARGIN_MM - 30, y + 1, 30, 7), RIGHT, format_points(row.total))


def breakdown_pdf_bytes(
    tournament: str, row: StandingRow, standings: Standings, role_name: Callable[[str], str] = str
) -> bytes:
    return a4_pdf_bytes(
        f"{tournament}: {row.shown}",
        False,
        lambda painter: paint_breakdown(painter, tournament, row, standings, role_name),
    )
