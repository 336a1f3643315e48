"""The wall sheet: the standings an organiser posts in the hall, A4 landscape, the header on every page.

Painted row by row with QPainter rather than printed from HTML, so that the pages are counted before the
first is painted ("page 2 / 3") and every page repeats the title and the column header. A player's name is
never cut: it wraps at spaces onto a second line, and shrinks when a word alone is too wide or two lines are
not enough (`seating_sheets.wrap_words`, the rule of the seating sheets), so rows are one or two lines tall.
Numbers line up right-aligned. Scoring stays pure: this module only reads the `Standings` the engine computed
and the tournament's own header (name, venue, dates, clubs).

The sheet shows the columns the ruleset can fill (`scoring.columns.columns_shown`); `large=True` keeps only
place, name, club and total in big type for a projector or the hall's wall; `hidden` follows a stage's
`hidden_from_round` (`scoring.hall`): places and names without points, or only a notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QLocale,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPdfWriter, QPen

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.canvas import MmCanvas, a4_pdf_bytes
from mafia_desk.reports.seating_sheets import stage_label, wrap_words
from mafia_desk.reports.team_sheet import team_table
from mafia_desk.rulesets.files import load_ruleset_file
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.columns import columns_shown
from mafia_desk.scoring.hall import HIDDEN_MODES, HiddenMode, is_final, latest_round
from mafia_desk.scoring.output import tiebreak_names
from mafia_desk.scoring.standings import StandingRow, Standings, after_table
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.numbers import format_points

PAGE_W_MM = 297.0
PAGE_H_MM = 210.0
MARGIN_MM = 10.0
GROUP_MM = 4.0  # the "tie-break" band over the tie-break columns
FOOTER_MM = 6.0
PAD_MM = 1.0
MIN_NAME_MM = 35.0
MIN_CLUB_MM = 22.0
CLUB_SHARE = 0.35  # of the text room, when names and clubs cannot both have their natural width
FONT_SIZES = (8.0, 7.5, 7.0, 6.5, 6.0)  # the largest that leaves the name column MIN_NAME_MM
LARGE_SIZES = (20.0, 18.0, 16.0, 14.0, 12.0)
NAMES_ONLY_SIZES = (11.0, 10.0, 9.0, 8.0, 7.0)  # places and names without points: room for bigger type
MAX_LINES = 2  # a name wraps onto at most two lines, then shrinks
MIN_FONT_PT = 4.0  # smaller than this only for a single word wider than its column
LOT_MARK = "*"
ZEBRA = "#EEF1F5"
HEADER_FILL = "#D9DEE6"
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter

# Every label is marked for lupdate in the "StandingsPdf" context, spelt out at each call (lupdate reads only
# a literal context), and translated when the page is painted: the PDF speaks the language of the translators
# the running application installed, the GUI's interface language, or the one `--lang` installed. The roomy
# form of a column label comes first, the hyphenated one for when the name column would get too narrow.
_FIXED_LABELS = {
    "place": QT_TRANSLATE_NOOP("StandingsPdf", "place"),  # the CSV's header (reports/standings_csv.py)
    "player": QT_TRANSLATE_NOOP("StandingsPdf", "player"),
    "name": QT_TRANSLATE_NOOP("StandingsPdf", "name"),
    "total": QT_TRANSLATE_NOOP("StandingsPdf", "total"),
    "games": QT_TRANSLATE_NOOP("StandingsPdf", "games"),
    "wins": QT_TRANSLATE_NOOP("StandingsPdf", "wins"),
    "draws": QT_TRANSLATE_NOOP("StandingsPdf", "draws"),  # only when a counted game was drawn
    "club": QT_TRANSLATE_NOOP("StandingsPdf", "club"),
    "city": QT_TRANSLATE_NOOP("StandingsPdf", "city"),
    "club_city": QT_TRANSLATE_NOOP("StandingsPdf", "club / city"),
    "overall": QT_TRANSLATE_NOOP("StandingsPdf", "Overall"),  # the workbook's first sheet (standings_xlsx)
}
COLUMN_LABELS = {
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
TIEBREAK_LABELS = {
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
    "bonus_net": QT_TRANSLATE_NOOP("StandingsPdf", "extra\nnet"),
    "bonus_net_per_game": QT_TRANSLATE_NOOP("StandingsPdf", "extra\nper game"),
    "best_move_three": QT_TRANSLATE_NOOP("StandingsPdf", "best move\n3 black"),
    "best_move_two": QT_TRANSLATE_NOOP("StandingsPdf", "best move\n2 black"),
    "best_game_bonus": QT_TRANSLATE_NOOP("StandingsPdf", "best game\nextra"),
    "lot": QT_TRANSLATE_NOOP("StandingsPdf", "lot"),
}


def _tr(text: str) -> str:
    """A label marked above, in the running application's language."""
    return QCoreApplication.translate("StandingsPdf", text)


def fixed_label(key: str) -> str:
    return _tr(_FIXED_LABELS[key])


def fixed_source(key: str) -> str:
    """A fixed label's English source text, before translation."""
    return _FIXED_LABELS[key]


def column_label(column: str) -> str:
    """A points column's roomy label on one line (the XLSX header uses it too)."""
    return _tr(COLUMN_LABELS[column][0]).replace("\n", " ")


def tiebreak_label(name: str) -> str:
    return _tr(TIEBREAK_LABELS[name]).replace("\n", " ") if name in TIEBREAK_LABELS else name


@dataclass(frozen=True)
class WallSheet:
    """How the sheet is printed: the organiser's choices, beside the standings and the tournament."""

    large: bool = False
    hidden: HiddenMode | None = None
    language: str = "en"  # the dates' language; the labels follow the installed translators
    printed: date | None = None

    def __post_init__(self) -> None:
        if self.hidden is not None and self.hidden not in HIDDEN_MODES:
            raise ValueError(f"unknown hidden mode {self.hidden!r} (one of {', '.join(HIDDEN_MODES)})")


@dataclass(frozen=True)
class _Column:
    labels: tuple[str, ...]
    kind: str  # "place", "text" (wraps, never cut) or "number"
    tiebreak: bool = False
    rule_before: bool = False  # a thin rule on its left: before the total, its parts and the tie-breaks

    @property
    def right(self) -> bool:
        return self.kind != "text"


@dataclass
class _Cell:
    size: float
    lines: list[str] = field(default_factory=list)


@dataclass
class _Row:
    cells: list[str]
    fitted: dict[int, _Cell]  # the text columns' cells, each with its own font size and lines
    height: float
    lot: bool


def decided_by_lot(row: StandingRow) -> bool:
    return any(v.name == "lot" for v in row.tiebreak)


def club_or_city(t: Tournament) -> tuple[dict[str, str], str | None]:
    """Each player's club, else his city, and the key of the column's label (None: nobody has either)."""
    cells: dict[str, str] = {}
    clubs = cities = False
    for p in t.players:
        if p.club and p.club.strip():
            cells[p.id], clubs = p.club.strip(), True
        elif p.city and p.city.strip():
            cells[p.id], cities = p.city.strip(), True
    if not cells:
        return cells, None
    return cells, "club_city" if clubs and cities else "club" if clubs else "city"


def date_range_text(start: str | None, end: str | None, language: str) -> str:
    """ "10–12 June 2016" or "10–12 июня 2016": the months in the sheet's language, said once when shared."""
    locale = QLocale(language)
    first = QDate.fromString(start or "", Qt.DateFormat.ISODate)
    last = QDate.fromString(end or "", Qt.DateFormat.ISODate)
    if not first.isValid():
        return locale.toString(last, "d MMMM yyyy") if last.isValid() else ""
    if not last.isValid() or last == first:
        return locale.toString(first, "d MMMM yyyy")
    if (first.year(), first.month()) == (last.year(), last.month()):
        return f"{first.day()}–{locale.toString(last, 'd MMMM yyyy')}"
    if first.year() == last.year():
        return f"{locale.toString(first, 'd MMMM')} – {locale.toString(last, 'd MMMM yyyy')}"
    return f"{locale.toString(first, 'd MMMM yyyy')} – {locale.toString(last, 'd MMMM yyyy')}"


def where_and_when(t: Tournament, language: str) -> str:
    parts = [t.venue.strip() if t.venue else "", date_range_text(t.start, t.end, language)]
    return " · ".join(p for p in parts if p)


def how_far(t: Tournament, standings: Standings) -> str:
    """ "qualifying, after round 3" (", table 2" after one game of it), or "final standings" once the last
    stage's last round is in."""
    after = standings.after or latest_round(t)
    if after is None:
        return QCoreApplication.translate("StandingsPdf", "before the first round")
    if is_final(t, after):
        return QCoreApplication.translate("StandingsPdf", "final standings")
    table = after_table(after)
    if table is not None:
        return QCoreApplication.translate(
            "StandingsPdf", "{stage}, after round {round}, table {table}"
        ).format(stage=stage_label(after[0]), round=after[1], table=table)
    return QCoreApplication.translate("StandingsPdf", "{stage}, after round {round}").format(
        stage=stage_label(after[0]), round=after[1]
    )


def scoring_line(standings: Standings, printed: date, language: str = "en") -> str:
    """What was scored and when it was printed: the small print under the title, the ruleset named in the
    sheet's language."""
    # The standings were computed with this ruleset, so its file exists and loads.
    ruleset = f"{standings.ruleset}: {load_ruleset_file(standings.ruleset).display_name(language)}"
    parts = [QCoreApplication.translate("StandingsPdf", "ruleset {ruleset}").format(ruleset=ruleset)]
    games = QCoreApplication.translate("StandingsPdf", "{count} games")
    parts.append(games.format(count=standings.games_counted))
    printed_on = QCoreApplication.translate("StandingsPdf", "printed {date}")
    parts.append(printed_on.format(date=printed.isoformat()))
    return " · ".join(parts)


def heading(tournament: str) -> str:
    """The PDF's document title (its window title in a viewer)."""
    name = tournament.strip() or QCoreApplication.translate("StandingsPdf", "Tournament")
    return QCoreApplication.translate("StandingsPdf", "{tournament} — standings").format(tournament=name)


def _columns_and_cells(
    t: Tournament, standings: Standings, sheet: WallSheet
) -> tuple[list[_Column], list[list[str]], list[bool]]:
    """The sheet's columns and every row's cells as text, and which rows the lot placed."""
    clubs, club_key = club_or_city(t)
    with_points = sheet.hidden is None
    columns = [_Column(("#",), "place"), _Column((fixed_label("name"),), "text")]
    if club_key is not None:
        columns.append(_Column((fixed_label(club_key),), "text"))
    parts = columns_shown(scoring_rules(standings.ruleset), standings.rows)
    tiebreaks = tiebreak_names(standings) if with_points and not sheet.large else []
    if with_points:
        columns.append(_Column((fixed_label("total"),), "number", rule_before=True))
        if not sheet.large:
            columns.append(_Column((fixed_label("games"),), "number", rule_before=True))
            columns.append(_Column((fixed_label("wins"),), "number"))
            if standings.has_draws:
                columns.append(_Column((fixed_label("draws"),), "number"))
            columns.extend(_Column(tuple(_tr(x) for x in COLUMN_LABELS[c]), "number") for c in parts)
            columns.extend(
                _Column(
                    (_tr(TIEBREAK_LABELS[n]) if n in TIEBREAK_LABELS else n.replace("_", "\n"),),
                    "number",
                    tiebreak=True,
                    rule_before=i == 0,
                )
                for i, n in enumerate(tiebreaks)
            )
    rows: list[list[str]] = []
    lots: list[bool] = []
    for r in standings.rows:
        # Without points a lot mark would tell the hall which players are level: it goes with them.
        lot = with_points and decided_by_lot(r)
        cells = [f"{r.place}{LOT_MARK}" if lot else str(r.place), " ".join(r.shown.split())]
        if club_key is not None:
            cells.append(clubs.get(r.player, ""))
        if with_points:
            cells.append(format_points(r.total))
            if not sheet.large:
                values = {v.name: format_points(v.value) for v in r.tiebreak}
                cells += [str(r.games), str(r.wins)]
                if standings.has_draws:
                    cells.append(str(r.draws))
                cells += [format_points(r.columns[c]) for c in parts]
                # A group criterion the player's tied group never reached has no value: the cell stays empty.
                cells += [values.get(n, "") for n in tiebreaks]
        rows.append(cells)
        lots.append(lot)
    return columns, rows, lots


class _Page(MmCanvas):
    """Text measured in millimetres; a cell's text is drawn whole, never elided."""

    def __init__(self, painter: QPainter) -> None:
        super().__init__(painter)
        self._widths: dict[tuple[tuple[float, bool] | None, str], float] = {}

    def width_mm(self, text: str) -> float:
        """Measured once per font and text: the layout tries several sizes over every row, and a standings
        table repeats its numbers thousands of times."""
        key = (self.font_key, text)
        width = self._widths.get(key)
        if width is None:
            metrics = self.p.fontMetrics()
            width = max(metrics.horizontalAdvance(line) for line in text.split("\n")) / self.k
            self._widths[key] = width
        return width

    def text(self, x: float, y: float, w: float, h: float, text: str, align: Qt.AlignmentFlag) -> None:
        r = self.rect(x + PAD_MM, y, max(0.0, w - 2 * PAD_MM), h)
        self.p.drawText(r, int(align), text)

    def fit(self, text: str, width: float, size: float, bold: bool = False) -> _Cell:
        """The largest font from `size` down at which `text` takes at most MAX_LINES lines of `width`,
        broken only at spaces. Below MIN_FONT_PT a word too wide for the column shrinks alone until it
        fits, and the cell may take a third line: taller, never cut."""
        current = size
        while True:
            self.font(current, bold)
            lines = wrap_words(text, width, self.width_mm)
            if lines is not None and len(lines) <= MAX_LINES:
                return _Cell(current, lines)
            if current <= MIN_FONT_PT:
                break
            current = max(MIN_FONT_PT, round(current - 0.5, 2))
        words = text.split() or [""]
        widest = max(self.width_mm(w) for w in words)
        if widest > width:
            current = current * width / widest * 0.98
            self.font(current, bold)
        return _Cell(current, wrap_words(text, width, self.width_mm) or [" ".join(words)])

    def line_at(self, size: float, bold: bool = False) -> float:
        self.font(size, bold)
        return self.line_mm()


def _label(col: _Column, narrow: bool) -> str:
    return col.labels[-1] if narrow else col.labels[0]


def _widths(
    page: _Page, columns: list[_Column], rows: list[list[str]], size: float, narrow: bool
) -> list[float] | None:
    """Number columns as wide as their widest cell (header included); the text columns share what is left:
    their natural width when there is room, else the club gets at most CLUB_SHARE and the names the rest.
    None when the names would get less than MIN_NAME_MM (the caller tries a smaller font)."""
    widths: list[float] = []
    natural: list[float] = []
    for i, col in enumerate(columns):
        page.font(size, bold=True)
        need = page.width_mm(_label(col, narrow))
        page.font(size)
        for cells in rows:
            # A place leaves room for the lot mark on every row, so that the digits line up.
            text = cells[i].removesuffix(LOT_MARK) + LOT_MARK if col.kind == "place" else cells[i]
            need = max(need, page.width_mm(text))
        need += 2 * PAD_MM + 0.6
        natural.append(need)
        widths.append(0.0 if col.kind == "text" else need)
    text_cols = [i for i, c in enumerate(columns) if c.kind == "text"]
    free = PAGE_W_MM - 2 * MARGIN_MM - sum(widths)
    name_i, club_i = text_cols[0], (text_cols[1] if len(text_cols) > 1 else None)
    min_club = MIN_CLUB_MM * size / FONT_SIZES[0] if club_i is not None else 0.0
    min_name = MIN_NAME_MM * size / FONT_SIZES[0] if size > FONT_SIZES[0] else MIN_NAME_MM
    if free < min_name + min_club:
        return None
    wanted = sum(natural[i] for i in text_cols)
    if free >= wanted:
        for i in text_cols:
            widths[i] = natural[i]
        # A short table leaves room over: to the names first (the sheet reads like a list), then the rest.
        spare = free - wanted
        widths[name_i] += spare * 0.5
        # Without number columns (no points shown) the rest goes to the club, which then follows the names.
        rest = [i for i, c in enumerate(columns) if c.kind == "number"] or [club_i or name_i]
        for i in rest:
            widths[i] += spare * 0.5 / len(rest)
        return widths
    if club_i is None:
        widths[name_i] = free
        return widths
    widths[club_i] = min(natural[club_i], max(min_club, free * CLUB_SHARE))
    widths[name_i] = free - widths[club_i]
    return widths


def _layout(
    page: _Page, columns: list[_Column], rows: list[list[str]], sizes: Sequence[float]
) -> tuple[float, bool, list[float]]:
    """The largest font that leaves the name column readable, and the widths. Roomy labels while names and
    clubs get their natural width; when they do not, the hyphenated labels if they leave the names more."""
    text_cols = [i for i, c in enumerate(columns) if c.kind == "text"]
    for size in sizes:
        found: list[tuple[bool, list[float]]] = []
        for narrow in (False, True):
            widths = _widths(page, columns, rows, size, narrow)
            if widths is not None:
                found.append((narrow, widths))
        if found:
            natural = [f for f in found if _natural(page, columns, rows, size, f[1], text_cols)]
            narrow, widths = natural[0] if natural else max(found, key=lambda f: f[1][text_cols[0]])
            return size, narrow, widths
    size = sizes[-1]
    widths = _widths(page, columns, rows, size, True)
    if widths is None:  # more tie-break columns than a page holds: the names still get their minimum
        widths = [0.0] * len(columns)
        widths[1] = MIN_NAME_MM
    return size, True, widths


def _natural(
    page: _Page,
    columns: list[_Column],
    rows: list[list[str]],
    size: float,
    widths: list[float],
    text_cols: list[int],
) -> bool:
    """Whether every name and club fits on one line at the row font."""
    page.font(size)
    return all(page.width_mm(cells[i]) + 2 * PAD_MM <= widths[i] for cells in rows for i in text_cols)


@dataclass(frozen=True)
class _Frame:
    """The measurements of one kind of sheet (normal or large type)."""

    title_pt: float
    line_pt: float
    title_mm: float
    header_mm: float
    row_pad_mm: float


NORMAL = _Frame(title_pt=15.0, line_pt=9.0, title_mm=19.0, header_mm=8.0, row_pad_mm=0.9)
LARGE = _Frame(title_pt=22.0, line_pt=13.0, title_mm=27.0, header_mm=11.0, row_pad_mm=1.6)


def _fit_rows(
    page: _Page,
    columns: list[_Column],
    rows: list[list[str]],
    lots: list[bool],
    size: float,
    widths: list[float],
    frame: _Frame,
) -> list[_Row]:
    one_line = page.line_at(size) + frame.row_pad_mm
    fitted_rows: list[_Row] = []
    for cells, lot in zip(rows, lots, strict=True):
        fitted: dict[int, _Cell] = {}
        height = one_line
        for i, col in enumerate(columns):
            if col.kind != "text":
                continue
            cell = page.fit(cells[i], max(1.0, widths[i] - 2 * PAD_MM), size)
            fitted[i] = cell
            height = max(height, len(cell.lines) * page.line_at(cell.size) + frame.row_pad_mm)
        fitted_rows.append(_Row(cells, fitted, height, lot))
    return fitted_rows


def _paginate(rows: list[_Row], room: float) -> list[list[_Row]]:
    pages: list[list[_Row]] = [[]]
    used = 0.0
    for row in rows:
        if pages[-1] and used + row.height > room:
            pages.append([])
            used = 0.0
        pages[-1].append(row)
        used += row.height
    return pages


def _title_lines(
    t: Tournament, standings: Standings, sheet: WallSheet, printed: date
) -> tuple[str, str, str]:
    """The title's three lines, the same on every page: `how_far` reads every game, so once per sheet."""
    return (
        where_and_when(t, sheet.language),
        how_far(t, standings),
        scoring_line(standings, printed, sheet.language),
    )


def _paint_title(page: _Page, t: Tournament, frame: _Frame, lines: tuple[str, str, str]) -> None:
    where, far, scoring = lines
    painter = page.p
    width = PAGE_W_MM - 2 * MARGIN_MM
    x0, y = MARGIN_MM, MARGIN_MM
    name = " ".join(t.name.split()) or QCoreApplication.translate("StandingsPdf", "Tournament")
    painter.setPen(QColor("#111111"))
    title = page.fit(name, width - 2 * PAD_MM, frame.title_pt, bold=True)
    # A long tournament name shrinks onto one line rather than push the table down.
    size = title.size if len(title.lines) == 1 else title.size * 0.8
    page.font(size, bold=True)
    title_h = frame.title_mm * 0.42
    page.text(x0, y, width, title_h, name if len(title.lines) == 1 else " ".join(title.lines), LEFT)
    y += title_h
    page.font(frame.line_pt)
    painter.setPen(QColor("#333333"))
    line_h = frame.title_mm * 0.27
    page.text(x0, y, width, line_h, where, LEFT)
    y += line_h
    page.font(frame.line_pt, bold=True)
    painter.setPen(QColor("#111111"))
    page.text(x0, y, width, line_h, far, LEFT)
    page.font(min(frame.line_pt, 8.0) - 0.5)
    painter.setPen(QColor("#555555"))
    page.text(x0, y, width, line_h, scoring, RIGHT)


def _paint_footer(page: _Page, index: int, pages: int, lot_note: bool) -> None:
    width = PAGE_W_MM - 2 * MARGIN_MM
    foot_y = PAGE_H_MM - MARGIN_MM - FOOTER_MM + 1.5
    page.font(7)
    page.p.setPen(QColor("#333333"))
    if lot_note:
        note = (
            LOT_MARK
            + " "
            + QCoreApplication.translate(
                "StandingsPdf", "place decided by the lot: still tied after every tie-break, by player id"
            )
        )
        page.text(MARGIN_MM, foot_y, width * 0.75, 4.5, note, LEFT)
    page_of = QCoreApplication.translate("StandingsPdf", "page {page} / {pages}")
    page.text(MARGIN_MM, foot_y, width, 4.5, page_of.format(page=index + 1, pages=pages), RIGHT)


def _paint_notice(page: _Page, t: Tournament, standings: Standings, sheet: WallSheet, printed: date) -> int:
    """hidden="all": one page that says the standings are not announced, under the usual title."""
    frame = LARGE if sheet.large else NORMAL
    _paint_title(page, t, frame, _title_lines(t, standings, sheet, printed))
    width = PAGE_W_MM - 2 * MARGIN_MM
    page.p.setPen(QColor("#111111"))
    notice = QCoreApplication.translate("StandingsPdf", "The standings are not announced at this stage.")
    cell = page.fit(notice, width - 2 * PAD_MM, 28.0, bold=True)
    page.font(cell.size, bold=True)
    page.text(MARGIN_MM, PAGE_H_MM / 2 - 20, width, 40, "\n".join(cell.lines), CENTER)
    _paint_footer(page, 0, 1, False)
    return 1


@dataclass(frozen=True)
class _Table:
    """One table of the sheet laid out: its columns, widths and font, its rows cut into pages, and the title's
    three lines on each of its pages."""

    columns: list[_Column]
    widths: list[float]
    size: float
    narrow: bool
    pages: list[list[_Row]]
    title_lines: tuple[str, str, str]


def _table(
    page: _Page,
    frame: _Frame,
    columns: list[_Column],
    cells: list[list[str]],
    lots: list[bool],
    sizes: Sequence[float],
    title_lines: tuple[str, str, str],
) -> _Table:
    size, narrow, widths = _layout(page, columns, cells, sizes)
    rows = _fit_rows(page, columns, cells, lots, size, widths, frame)
    band = GROUP_MM if any(c.tiebreak for c in columns) else 0.0
    table_top = MARGIN_MM + frame.title_mm + band
    room = PAGE_H_MM - MARGIN_MM - FOOTER_MM - table_top - frame.header_mm
    return _Table(columns, widths, size, narrow, _paginate(rows, room), title_lines)


def paint_standings(painter: QPainter, standings: Standings, t: Tournament, sheet: WallSheet) -> int:
    """Paint every page on a QPdfWriter already begun; returns the number of pages. A team tournament's
    team standings follow the players' on pages of their own (`team_sheet.team_table`), numbered on."""
    writer = painter.device()
    assert isinstance(writer, QPdfWriter)
    page = _Page(painter)
    printed = sheet.printed or date.today()
    if sheet.hidden == "all":
        return _paint_notice(page, t, standings, sheet, printed)
    frame = LARGE if sheet.large else NORMAL
    columns, cells, lots = _columns_and_cells(t, standings, sheet)
    sizes = LARGE_SIZES if sheet.large else NAMES_ONLY_SIZES if sheet.hidden == "points" else FONT_SIZES
    title_lines = _title_lines(t, standings, sheet, printed)
    tables = [_table(page, frame, columns, cells, lots, sizes, title_lines)]
    teams = team_table(t, standings, with_points=sheet.hidden is None)
    if teams is not None:
        specs, team_cells, heading_line = teams
        team_columns = [_Column((label,), kind, rule_before=rule) for label, kind, rule in specs]
        where, _far, scoring = title_lines
        team_lines = (where, heading_line, scoring)
        no_lots = [False] * len(team_cells)
        tables.append(_table(page, frame, team_columns, team_cells, no_lots, sizes, team_lines))
    total = sum(len(table.pages) for table in tables)
    done = 0
    for table in tables:
        _paint_table(page, writer, t, frame, table, done, total)
        done += len(table.pages)
    return total


def _paint_table(
    page: _Page, writer: QPdfWriter, t: Tournament, frame: _Frame, table: _Table, first: int, total: int
) -> None:
    """`table`'s pages, the first of them page `first` + 1 of `total` (a new page begun before each but the
    sheet's very first)."""
    painter = page.p
    columns, widths, size, narrow = table.columns, table.widths, table.size, table.narrow
    band = GROUP_MM if any(c.tiebreak for c in columns) else 0.0
    width = sum(widths)
    thin = QPen(QColor("#8A93A0"))
    thin.setWidthF(0.15 * page.k)
    for index, chunk in enumerate(table.pages):
        if index or first:
            writer.newPage()
        _paint_title(page, t, frame, table.title_lines)
        x0, y = MARGIN_MM, MARGIN_MM + frame.title_mm
        # The "tie-break" band spans the tie-break columns, so a reader sees where the total's parts end.
        first_tb = next((i for i, c in enumerate(columns) if c.tiebreak), None)
        if first_tb is not None:
            tb_x = x0 + sum(widths[:first_tb])
            tb_w = sum(widths[first_tb:])
            painter.fillRect(page.rect(tb_x, y, tb_w, GROUP_MM), QColor(HEADER_FILL))
            painter.setPen(QColor("#111111"))
            page.font(size, bold=True)
            page.text(tb_x, y, tb_w, GROUP_MM, QCoreApplication.translate("StandingsPdf", "tie-break"), LEFT)
        y += band
        painter.fillRect(page.rect(x0, y, width, frame.header_mm), QColor(HEADER_FILL))
        page.font(size, bold=True)
        painter.setPen(QColor("#111111"))
        x = x0
        mark_w = page.width_mm(LOT_MARK)
        for col, w in zip(columns, widths, strict=True):
            align = (Qt.AlignmentFlag.AlignRight if col.right else Qt.AlignmentFlag.AlignLeft) | (
                Qt.AlignmentFlag.AlignBottom
            )
            # "#" stands over the place digits, not over the lot mark.
            label_w = w - mark_w if col.kind == "place" else w
            page.text(x, y, label_w, frame.header_mm - 0.6, _label(col, narrow), align)
            x += w
        y += frame.header_mm

        for n, row in enumerate(chunk):
            if n % 2:
                painter.fillRect(page.rect(x0, y, width, row.height), QColor(ZEBRA))
            painter.setPen(QColor("#111111"))
            page.font(size)
            mark_w = page.width_mm(LOT_MARK)  # at the row font
            x = x0
            for i, (col, w, text) in enumerate(zip(columns, widths, row.cells, strict=True)):
                if col.kind == "place":
                    # The place's digits line up whether or not the lot mark follows them.
                    page.font(size)
                    page.text(x, y, w - (0 if row.lot else mark_w), row.height, text, RIGHT)
                elif col.kind == "text":
                    cell = row.fitted[i]
                    page.font(cell.size)
                    page.text(x, y, w, row.height, "\n".join(cell.lines), LEFT)
                else:
                    page.font(size)
                    page.text(x, y, w, row.height, text, RIGHT)
                x += w
            y += row.height
        painter.setPen(thin)
        page.line(x0, y, x0 + width, y)
        for i, col in enumerate(columns):
            if col.rule_before:
                rule_x = x0 + sum(widths[:i])
                top = MARGIN_MM + frame.title_mm + (0.0 if col.tiebreak else band)
                page.line(rule_x, top, rule_x, y)
        _paint_footer(page, first + index, total, any(r.lot for r in chunk))


def standings_pdf_bytes(standings: Standings, t: Tournament, sheet: WallSheet | None = None) -> bytes:
    """The PDF in memory: the caller writes it only once it is whole, so a failure leaves no half file."""
    return a4_pdf_bytes(
        heading(t.name), True, lambda painter: paint_standings(painter, standings, t, sheet or WallSheet())
    )


def write_standings_pdf(
    standings: Standings, path: str | Path, t: Tournament, sheet: WallSheet | None = None
) -> Path:
    out = Path(path)
    out.write_bytes(standings_pdf_bytes(standings, t, sheet))
    return out
