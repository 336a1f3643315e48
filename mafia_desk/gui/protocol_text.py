"""A game's protocol as plain text in the interface's language: the judge's side-by-side view of a conflict.

The text protocol of `mafia-desk replay` (game/protocol.py) speaks English for logs and the command line;
the judge reads the same game as the host's protocol sheet says it (gui/protocol_builder.py), roles and
checks included, one line per seat, day and night, in a fixed-width font so the two copies line up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import Outcome, Team
from mafia_desk.gui import host_text
from mafia_desk.reports.protocol_sheet import DayVote, NightLine, ProtocolSheet


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats) or "—"


def _day(day: DayVote) -> list[str]:
    lines = [QCoreApplication.translate("ProtocolText", "Day {0}").format(day.day)]
    if day.nominated_by:
        nominated = ", ".join(
            QCoreApplication.translate("ProtocolText", "{0} (by {1})").format(candidate, by)
            for candidate, by in day.nominated_by
        )
        lines.append("  " + QCoreApplication.translate("ProtocolText", "nominated: {0}").format(nominated))
    for ballot in day.ballots:
        counts = ", ".join(
            f"{c}: {'—' if v is None else v}" for c, v in zip(ballot.candidates, ballot.votes, strict=True)
        )
        lines.append("  " + QCoreApplication.translate("ProtocolText", "vote: {0}").format(counts))
    if day.lift_all_for is not None:
        lines.append(
            "  " + QCoreApplication.translate("ProtocolText", "for lifting all: {0}").format(day.lift_all_for)
        )
    if day.out:
        lines.append("  " + QCoreApplication.translate("ProtocolText", "out: {0}").format(_seats(day.out)))
    if day.note:
        lines.append("  " + day.note)
    return lines


def _night(night: NightLine) -> str:
    parts = [
        QCoreApplication.translate("ProtocolText", "shot: {0}").format(night.shot)
        if night.shot is not None
        else QCoreApplication.translate("ProtocolText", "a miss")
    ]
    if night.don_done and night.don_check is not None:
        found = (
            QCoreApplication.translate("ProtocolText", "the sheriff")
            if night.don_found_sheriff
            else QCoreApplication.translate("ProtocolText", "not the sheriff")
        )
        parts.append(
            QCoreApplication.translate("ProtocolText", "the don checked {0}: {1}").format(
                night.don_check, found
            )
        )
    if night.sheriff_done and night.sheriff_check is not None:
        found = (
            QCoreApplication.translate("ProtocolText", "black")
            if night.sheriff_found_black
            else QCoreApplication.translate("ProtocolText", "red")
        )
        parts.append(
            QCoreApplication.translate("ProtocolText", "the sheriff checked {0}: {1}").format(
                night.sheriff_check, found
            )
        )
    return (
        QCoreApplication.translate("ProtocolText", "Night {0}").format(night.night) + ": " + "; ".join(parts)
    )


def sheet_text(sheet: ProtocolSheet) -> str:
    """The sheet's seats, days, nights, result and emergencies, one line each."""
    head = [sheet.tournament, sheet.stage, sheet.ruleset]
    lines = [" · ".join(h for h in head if h), ""]
    header = (
        QCoreApplication.translate("ProtocolText", "seat"),
        QCoreApplication.translate("ProtocolText", "player"),
        QCoreApplication.translate("ProtocolText", "role"),
        QCoreApplication.translate("ProtocolText", "fouls"),
        QCoreApplication.translate("ProtocolText", "left the table"),
    )
    lines.append(f"{header[0]:>5}  {header[1]:<22}{header[2]:<14}{header[3]:>5}  {header[4]}")
    for s in sheet.seats:
        lines.append(f"{s.seat:>5}  {s.player[:21]:<22}{s.role[:13]:<14}{s.fouls:>5}  {s.outcome}")
    lines.append("")
    for day in sheet.days:
        lines += _day(day)
    lines += [_night(n) for n in sheet.nights]
    if sheet.best_move_seat is not None:
        lines.append(
            QCoreApplication.translate("ProtocolText", "Best move of seat {0}: {1}").format(
                sheet.best_move_seat, _seats(sheet.best_move_guess)
            )
        )
    if sheet.winner == Outcome.DRAW:
        lines.append(
            QCoreApplication.translate("ProtocolText", "Draw")
            + (f" ({sheet.win_reason})" if sheet.win_reason else "")
        )
    elif sheet.winner is not None:
        team = host_text.team_name(Team(sheet.winner))
        lines.append(
            QCoreApplication.translate("ProtocolText", "Won: {0}").format(team)
            + (f" ({sheet.win_reason})" if sheet.win_reason else "")
        )
    else:
        lines.append(
            QCoreApplication.translate("ProtocolText", "Not finished")
            + (f": {sheet.win_reason}" if sheet.win_reason else "")
        )
    lines += [*sheet.replacements, *sheet.breaks]
    return "\n".join(lines) + "\n"
