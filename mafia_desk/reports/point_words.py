"""Where a player's points come from, said in the interface's language («Откуда эти баллы»).

scoring/ labels each point in English (no Qt below reports/; the CSV, JSON and text outputs and the logs
read those words). The breakdown dialog and its PDF say them through this module: each label scoring/ makes
is matched and translated, a stage is named as the tabs name it, and a label typed by a person (an
adjustment's reason) is shown as typed.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.seating_sheets import stage_label
from mafia_desk.scoring.points import BreakdownEntry
from mafia_desk.tournament.model import Correction

CONTEXT = "PointWords"

# scoring/'s fixed labels and results (scoring/points.py, scoring/standings.py).
_WORDS = {
    "win": QT_TRANSLATE_NOOP("PointWords", "win"),
    "loss": QT_TRANSLATE_NOOP("PointWords", "loss"),
    "won": QT_TRANSLATE_NOOP("PointWords", "won"),
    "lost": QT_TRANSLATE_NOOP("PointWords", "lost"),
    "drawn": QT_TRANSLATE_NOOP("PointWords", "drawn"),
    "draw": QT_TRANSLATE_NOOP("PointWords", "draw"),
    "judge's extra points": QT_TRANSLATE_NOOP("PointWords", "judge's extra points"),
    "best in a circle": QT_TRANSLATE_NOOP("PointWords", "best in a circle"),
    "worst in a circle": QT_TRANSLATE_NOOP("PointWords", "worst in a circle"),
    "three nights without change": QT_TRANSLATE_NOOP("PointWords", "three nights without change"),
    "adjustment": QT_TRANSLATE_NOOP("PointWords", "adjustment"),
    # the absence kinds, as a result (short_table) and as an item (short table)
    "missed": QT_TRANSLATE_NOOP("PointWords", "missed"),
    "excused": QT_TRANSLATE_NOOP("PointWords", "excused"),
    "short_table": QT_TRANSLATE_NOOP("PointWords", "short table"),
    "short table": QT_TRANSLATE_NOOP("PointWords", "short table"),
    "bye": QT_TRANSLATE_NOOP("PointWords", "bye"),
    # a removal's reason (tournament/model.py RemovalReason)
    "fouls": QT_TRANSLATE_NOOP("PointWords", "fouls"),
    "disqualification": QT_TRANSLATE_NOOP("PointWords", "disqualification"),
}
_PATTERNS = tuple(
    (re.compile(pattern), sentence)
    for pattern, sentence in (
        (
            r"win in a hard game \((\S+) x K (\S+)\)",
            QT_TRANSLATE_NOOP("PointWords", "win in a hard game ({0} × K {1})"),
        ),
        (
            r"sheriff's best move, (\d+) black\(s\) named",
            QT_TRANSLATE_NOOP("PointWords", "sheriff's best move, {0} black(s) named"),
        ),
        (
            r"best move, (\d+) black\(s\) named",
            QT_TRANSLATE_NOOP("PointWords", "best move, {0} black(s) named"),
        ),
        (r"Ci \(B = (\d+), N = (\d+)\)", QT_TRANSLATE_NOOP("PointWords", "Ci (B = {0}, N = {1})")),
        (
            r"Ci, team won \(B = (\d+), N = (\d+)\)",
            QT_TRANSLATE_NOOP("PointWords", "Ci, team won (B = {0}, N = {1})"),
        ),
        (
            r"Ci, drawn game \(B = (\d+), N = (\d+)\)",
            QT_TRANSLATE_NOOP("PointWords", "Ci, drawn game (B = {0}, N = {1})"),
        ),
        (r"removal \((.+)\)", QT_TRANSLATE_NOOP("PointWords", "removal ({0})")),
        (r"penalty: (.*)", QT_TRANSLATE_NOOP("PointWords", "penalty: {0}")),
    )
)


def word(text: str) -> str:
    """One of scoring/'s labels or results in the interface's language; any other text as it is."""
    if text in _WORDS:
        return QCoreApplication.translate(CONTEXT, _WORDS[text])
    for pattern, sentence in _PATTERNS:
        match = pattern.fullmatch(text)
        if match:
            return QCoreApplication.translate(CONTEXT, sentence).format(*(word(g) for g in match.groups()))
    return text


def where(entry: BreakdownEntry) -> str:
    """A source's place: a game's stage, round and table, an absence's stage and round, or an adjustment."""
    if entry.stage is None or entry.round is None:
        return word(entry.where)
    if entry.table is None:
        return QCoreApplication.translate("PointWords", "absence: {0}, round {1}").format(
            stage_label(entry.stage), entry.round
        )
    return QCoreApplication.translate("PointWords", "{0}, round {1}, table {2}").format(
        stage_label(entry.stage), entry.round, entry.table
    )


def correction(c: Correction) -> str:
    """A correction of a game the player sat in: which game, voided or replaced, by whom, when and why."""
    game = QCoreApplication.translate("PointWords", "{0}, round {1}, table {2}").format(
        stage_label(c.stage), c.round, c.table
    )
    change = (
        QCoreApplication.translate("PointWords", "voided")
        if c.action == "void"
        else QCoreApplication.translate("PointWords", "replaced")
    )
    return f"{game}: {change}, {c.by}, {c.at}: {c.reason}"
