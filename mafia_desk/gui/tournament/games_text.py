"""How the Games tab and its dialogs say a game, a correction and a refusal in the interface's language.

The store refuses in the exchange file's English (`invalid: game (qualifying, 1, 2): ...`); the organiser
reads the same words without the machine prefix, with the few refusals a result form can hit translated
(gui/result_check.py), so what the dialog shows is what the store said, never a paraphrase that could drift.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from mafia_desk.gui.host_text import team_name
from mafia_desk.gui.result_check import translate_check
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.tournament.model import Correction, EndedBy, Game, exact
from mafia_desk.tournament.numbers import PointsStyle, format_points

_LINE = re.compile(r"invalid: (?P<where>.+?): (?P<what>.+)", re.DOTALL)


def refusal_text(message: str) -> str:
    """The store's `invalid:` lines as the organiser reads them: prefix gone, the rest as said."""
    out = []
    for line in message.split("\n"):
        match = _LINE.fullmatch(line)
        if match:
            out.append(f"{match['where']}: {translate_check(match['what'])}")
        else:
            out.append(line)
    return "\n".join(out)


def slot_text(stage: str, round_: int, table: int) -> str:
    return QCoreApplication.translate("GamesText", "{0}, round {1}, table {2}").format(
        stage_label(stage), round_, table
    )


def ended_text(game: Game) -> str:
    if game.ended_by is EndedBy.THREE_NIGHTS:
        return QCoreApplication.translate("GamesText", "three nights")
    if game.ended_by is EndedBy.JUDGE:
        return QCoreApplication.translate("GamesText", "judge: {0}").format(game.reason or "")
    return QCoreApplication.translate("GamesText", "normal")


def game_lines(game: Game, names: Mapping[str, str]) -> list[str]:
    """A game as a judge reads a protocol: seats, roles, result, night 1, best move, points given."""
    role_words = {
        "don": QCoreApplication.translate("GamesText", "don"),
        "mafia": QCoreApplication.translate("GamesText", "mafia"),
        "sheriff": QCoreApplication.translate("GamesText", "sheriff"),
        "civilian": "",
    }
    lines = [
        QCoreApplication.translate("GamesText", "Draw ({0})").format(ended_text(game))
        if game.drawn
        else QCoreApplication.translate("GamesText", "Winner: {0} ({1})").format(
            team_name(game.winner), ended_text(game)
        ),
    ]
    for seat, pid in enumerate(game.players, start=1):
        role = role_words.get(str(game.roles.role_of(seat)), "")
        lines.append(f"  {seat:>2}. {names.get(pid, pid)}" + (f" — {role}" if role else ""))
    shot = game.shot_night1
    lines.append(
        QCoreApplication.translate("GamesText", "Shot on night 1: {0}").format(
            QCoreApplication.translate("GamesText", "miss") if shot is None else shot
        )
    )
    move = game.best_move
    if move is not None:
        guess = ", ".join(str(s) for s in move.guess)
        lines.append(
            QCoreApplication.translate("GamesText", "Best move: seat {0} named {1}").format(move.seat, guess)
        )
    for b in game.bonus:
        circle = b.extra.get("circle", "?")  # the quick form's circle of a stars mark; a file has none
        if b.kind == "circle_best":
            text = QCoreApplication.translate("GamesText", "Best in circle {2}: seat {0} {1}")
        elif b.kind == "circle_worst":
            text = QCoreApplication.translate("GamesText", "Worst in circle {2}: seat {0} {1}")
        else:
            text = QCoreApplication.translate("GamesText", "Extra points: seat {0} {1}")
        lines.append(text.format(b.seat, signed_points(b.points), circle))
    for r in game.removed:
        lines.append(
            QCoreApplication.translate("GamesText", "Removed: seat {0} ({1})").format(
                r.seat, removal_text(str(r.reason))
            )
        )
    for p in game.penalties:
        lines.append(
            QCoreApplication.translate("GamesText", "Penalty: seat {0} {1} — {2}").format(
                p.seat, signed_points(p.points), p.reason
            )
        )
    return lines


def removal_text(reason: str) -> str:
    return {
        "fouls": QCoreApplication.translate("GamesText", "fouls"),
        "disqualification": QCoreApplication.translate("GamesText", "disqualification"),
    }.get(reason, reason)


def correction_lines(c: Correction) -> str:
    action = (
        QCoreApplication.translate("GamesText", "voided")
        if c.action == "void"
        else QCoreApplication.translate("GamesText", "replaced")
    )
    return QCoreApplication.translate("GamesText", "{0} by {1} at {2}: {3}").format(
        action, c.by, c.at, c.reason
    )


def signed_points(points: int | float | Fraction) -> str:
    """Points as a protocol writes them, the sign always shown: +1, -0.5."""
    text = format_points(points if isinstance(points, Fraction) else exact(points), PointsStyle.PROTOCOL)
    return text if text.startswith("-") else f"+{text}"
