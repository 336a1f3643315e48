"""The standings as the organiser's table shows them: columns chosen for the ruleset, moves since the last
snapshot, the advancing line, and the hall's hidden mode.

The scoring engine's `Standings` is the only source of numbers here; this module only decides what is shown
and how, so the table, the hall screen and the tests all read the same rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from mafia_desk.game.model import Role
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.common.rows_model import Column
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.advance import tied_with
from mafia_desk.scoring.columns import columns_shown
from mafia_desk.scoring.hall import HIDDEN_MODES
from mafia_desk.scoring.output import tiebreak_names
from mafia_desk.scoring.points import Column as PointsColumn
from mafia_desk.scoring.standings import StandingRow, Standings
from mafia_desk.scoring.tiebreaks import COUNT_TIEBREAKS
from mafia_desk.tournament.numbers import format_points

# The hall's choices from a stage's `hidden_from_round` on (the organiser's own view always shows all).
HIDDEN_NONE = "none"
HIDDEN_POINTS, HIDDEN_ALL = HIDDEN_MODES
THROUGH = QColor("#E3F4E1")  # goes through to the next stage
ON_LINE = QColor("#FFE7B3")  # tied across the advancing line
MOVED_UP = "▲"
MOVED_DOWN = "▼"
ROLE_LABELS = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("Standings", "civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("Standings", "sheriff"),
    Role.MAFIA: QT_TRANSLATE_NOOP("Standings", "mafia"),
    Role.DON: QT_TRANSLATE_NOOP("Standings", "don"),
}


COLUMN_LABELS = {
    "place": QT_TRANSLATE_NOOP("Standings", "Place"),
    "player": QT_TRANSLATE_NOOP("Standings", "Player"),
    "club": QT_TRANSLATE_NOOP("Standings", "Club"),
    "total": QT_TRANSLATE_NOOP("Standings", "Total"),
    "games": QT_TRANSLATE_NOOP("Standings", "Games"),
    "wins": QT_TRANSLATE_NOOP("Standings", "Wins"),
    "draws": QT_TRANSLATE_NOOP("Standings", "Draws"),
    "win_points": QT_TRANSLATE_NOOP("Standings", "Win points"),
    "bonus": QT_TRANSLATE_NOOP("Standings", "Extra"),
    "best_move": QT_TRANSLATE_NOOP("Standings", "Best move"),
    "ci": QT_TRANSLATE_NOOP("Standings", "Ci"),
    "penalties": QT_TRANSLATE_NOOP("Standings", "Penalties"),
    "absences": QT_TRANSLATE_NOOP("Standings", "Absences"),
    "adjustments": QT_TRANSLATE_NOOP("Standings", "Adjustments"),
}
TIEBREAK_LABELS = {
    "red_points": QT_TRANSLATE_NOOP("Standings", "Red points"),
    "black_points": QT_TRANSLATE_NOOP("Standings", "Black points"),
    "sheriff_average": QT_TRANSLATE_NOOP("Standings", "Sheriff average"),
    "don_average": QT_TRANSLATE_NOOP("Standings", "Don average"),
    "head_to_head": QT_TRANSLATE_NOOP("Standings", "Head to head"),
    "best_player": QT_TRANSLATE_NOOP("Standings", "Best player"),
    "bonus": QT_TRANSLATE_NOOP("Standings", "Extra"),
    "wins": QT_TRANSLATE_NOOP("Standings", "Wins"),
    "wins_don": QT_TRANSLATE_NOOP("Standings", "Wins as don"),
    "wins_sheriff": QT_TRANSLATE_NOOP("Standings", "Wins as sheriff"),
    "wins_mafia": QT_TRANSLATE_NOOP("Standings", "Wins as mafia"),
    "wins_hard": QT_TRANSLATE_NOOP("Standings", "Hard wins"),
    "shot_night1": QT_TRANSLATE_NOOP("Standings", "Shot night 1"),
    "qualifying_place": QT_TRANSLATE_NOOP("Standings", "Qualifying place"),
    "bonus_net": QT_TRANSLATE_NOOP("Standings", "Extra net"),
    "bonus_net_per_game": QT_TRANSLATE_NOOP("Standings", "Extra per game"),
    "best_move_three": QT_TRANSLATE_NOOP("Standings", "Best moves, 3 black"),
    "best_move_two": QT_TRANSLATE_NOOP("Standings", "Best moves, 2 black"),
    "best_game_bonus": QT_TRANSLATE_NOOP("Standings", "Best game extra"),
    "lot": QT_TRANSLATE_NOOP("Standings", "Lot"),
}


def label(key: str) -> str:
    """A column's header in the interface's language."""
    text = COLUMN_LABELS.get(key) or TIEBREAK_LABELS.get(key) or key
    return QCoreApplication.translate("Standings", text)


TIPS = {
    "tiebreak": QT_TRANSLATE_NOOP("Standings", "Tie-break: {0}"),
    "tiebreak_header": QT_TRANSLATE_NOOP("Standings", "{0}\n(tie-break)"),
    "role": QT_TRANSLATE_NOOP("Standings", "wins / games as {0}"),
    "moved": QT_TRANSLATE_NOOP("Standings", "Places gained since the last saved change"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Standings", text)


def role_label(role: Role) -> str:
    """A role as the standings and the breakdown name it, in the interface's language."""
    return _tr(ROLE_LABELS[role])


@dataclass(frozen=True)
class Line:
    """The advancing line: `count` go through to `stage`; `tied` are tied across it (the lot decides)."""

    stage: str
    count: int
    through: frozenset[str]
    tied: frozenset[str]


@dataclass(frozen=True)
class ShownRow:
    row: StandingRow
    club: str
    moved: int  # places gained since the previous snapshot (negative: lost), 0 when unchanged or new
    through: bool
    tied: bool


def shown_columns(standings: Standings) -> list[PointsColumn]:
    """The point columns the ruleset can fill, and any other somebody has points in (scoring/columns.py)."""
    return columns_shown(scoring_rules(standings.ruleset), standings.rows)


def advancing_line(standings: Standings, next_stage: str | None, count: int | None) -> Line | None:
    """Who the current standings send on: the top `count`, and those tied with the last of them on total and
    every tie-break value (only a lot separates them)."""
    rows = standings.rows
    if next_stage is None or count is None or not 0 < count < len(rows):
        return None
    last, first_out = rows[count - 1], rows[count]
    group = tied_with(rows, last)
    tied = frozenset(r.player for r in group) if first_out in group else frozenset()
    return Line(next_stage, count, frozenset(r.player for r in rows[:count]), tied)


def shown_rows(
    standings: Standings,
    clubs: Mapping[str, str],
    previous: Mapping[str, int],
    line: Line | None,
    members: frozenset[str] | None = None,
) -> list[ShownRow]:
    out = []
    for r in standings.rows:
        if members is not None and r.player not in members:
            continue
        before = previous.get(r.player)
        out.append(
            ShownRow(
                r,
                clubs.get(r.player, ""),
                0 if before is None else before - r.place,
                line is not None and r.player in line.through,
                line is not None and r.player in line.tied,
            )
        )
    return out


def _tiebreak_value(row: StandingRow, name: str) -> Fraction | int | None:
    for value in row.tiebreak:
        if value.name == name:
            return value.value
    return None


def _tiebreak_text(value: Fraction | int | None, name: str) -> str:
    if value is None:
        return ""
    if name in COUNT_TIEBREAKS or name in ("qualifying_place", "lot"):
        return str(int(value))
    return format_points(value)


def _moved_text(r: ShownRow) -> str:
    if r.moved > 0:
        return f"{MOVED_UP}{r.moved}"
    if r.moved < 0:
        return f"{MOVED_DOWN}{-r.moved}"
    return ""


def _role_text(row: StandingRow, role: Role) -> str:
    games = row.games_by_role.get(role, 0)
    return f"{row.wins_by_role.get(role, 0)}/{games}" if games else ""


def table_columns(standings: Standings) -> list[Column[ShownRow]]:
    """Place, move, name, club, total, the ruleset's point columns, the tie-breaks, games, wins, by role."""

    def points(c: PointsColumn) -> Column[ShownRow]:
        return Column(
            lambda: label(c),
            lambda r: format_points(r.row.columns[c]),
            sort=lambda r: r.row.columns[c],
            right=True,
        )

    def tiebreak(name: str) -> Column[ShownRow]:
        return Column(
            lambda: _tr(TIPS["tiebreak_header"]).format(label(name)),
            lambda r: _tiebreak_text(_tiebreak_value(r.row, name), name),
            sort=lambda r: _tiebreak_value(r.row, name) or 0,
            right=True,
            tooltip=lambda _r: _tr(TIPS["tiebreak"]).format(label(name)),
        )

    def by_role(role: Role) -> Column[ShownRow]:
        return Column(
            lambda: role_label(role),
            lambda r: _role_text(r.row, role),
            sort=lambda r: (r.row.wins_by_role.get(role, 0), r.row.games_by_role.get(role, 0)),
            right=True,
            tooltip=lambda _r: _tr(TIPS["role"]).format(role_label(role)),
        )

    columns: list[Column[ShownRow]] = [
        Column(lambda: label("place"), lambda r: str(r.row.place), sort=lambda r: r.row.place, right=True),
        Column(
            lambda: "±",
            _moved_text,
            sort=lambda r: r.moved,
            right=True,
            tooltip=lambda r: _tr(TIPS["moved"]) if r.moved else "",
        ),
        Column(lambda: label("player"), lambda r: r.row.shown, tooltip=lambda r: r.row.player),
        Column(lambda: label("club"), lambda r: r.club),
        Column(
            lambda: label("total"),
            lambda r: format_points(r.row.total),
            sort=lambda r: r.row.total,
            right=True,
        ),
    ]
    columns += [points(c) for c in shown_columns(standings)]
    columns += [tiebreak(name) for name in tiebreak_names(standings)]
    columns += [
        Column(lambda: label("games"), lambda r: str(r.row.games), sort=lambda r: r.row.games, right=True),
        Column(lambda: label("wins"), lambda r: str(r.row.wins), sort=lambda r: r.row.wins, right=True),
    ]
    if standings.has_draws:  # games - wins are not the losses once a game was drawn
        columns.append(
            Column(lambda: label("draws"), lambda r: str(r.row.draws), sort=lambda r: r.row.draws, right=True)
        )
    columns += [by_role(role) for role in (Role.CIVILIAN, Role.SHERIFF, Role.MAFIA, Role.DON)]
    return columns


def row_background(r: ShownRow) -> QColor | None:
    if r.tied:
        return ON_LINE
    if r.through:
        return THROUGH
    return None


class LineDelegate(QStyledItemDelegate):
    """Draws the advancing line under a row: set on the one row of the last player who goes through, so
    the other rows keep Qt's own painting (a Python paint per cell costs a 300-player table its speed)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().paint(painter, option, index)
        painter.save()
        painter.setPen(QPen(QColor("#1B7F3A"), 3))
        rect: QRect = option.rect  # type: ignore[attr-defined]
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.restore()


def places(rows: Sequence[StandingRow]) -> dict[str, int]:
    return {r.player: r.place for r in rows}
