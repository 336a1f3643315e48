"""The judge's end-of-game form is checked by the same code that checks a tournament file.

A game's result entry is wrapped in a one-game tournament and run through
`mafia_desk.tournament.load_tournament` (the preset's limits on the judge's extra points, penalties <= 0,
best-move eligibility), then scored by `mafia_desk.scoring`, so the screen never holds a second copy of
those rules.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desk.gui.i18n import QT_TRANSLATE_NOOP
from mafia_desk.scoring.rules import scoring_rules
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import TournamentFileError, load_tournament
from mafia_desk.tournament.model import FORMAT_ID, FORMAT_VERSION


class ResultError(ValueError):
    """The judge's entries break the ruleset; the message says which and why, in the host's language."""


_CONTEXT = "ResultCheck"
# The tournament checks speak English (no Qt below gui/); the judge's form can break only these few, and
# each is matched and said again in the interface's language. Anything else is shown as the checks said it.
_MESSAGES = (
    (
        r"seat (\d+): (a winner|a loser) may get (.+), not (\S+)",
        QT_TRANSLATE_NOOP("ResultCheck", "seat {0}: {1} may get {2}, not {3}"),
    ),
    (
        r"extra points \((.+)\) not allowed: give \+(\S+) to one player, or \+(\S+) to each of two winners",
        QT_TRANSLATE_NOOP(
            "ResultCheck",
            "extra points ({0}) not allowed: give +{1} to one player, or +{2} to each of two winners",
        ),
    ),
    (
        r"seat (\d+): the judge's extra points add up to (\S+), outside (\S+)\.\.(\S+)",
        QT_TRANSLATE_NOOP(
            "ResultCheck", "seat {0}: the judge's extra points add up to {1}, outside {2}..{3}"
        ),
    ),
    (
        r"extra points for (\d+) players; at most (\d+)",
        QT_TRANSLATE_NOOP("ResultCheck", "extra points for {0} players; at most {1}"),
    ),
    (r"extra points twice for one seat", QT_TRANSLATE_NOOP("ResultCheck", "extra points twice for one seat")),
    (
        r"seat (\d+) gets the split extra points twice",
        QT_TRANSLATE_NOOP("ResultCheck", "seat {0} gets the split extra points twice"),
    ),
    (
        r"seat (\d+): \+(\S+) goes only to players of the winning team",
        QT_TRANSLATE_NOOP("ResultCheck", "seat {0}: +{1} goes only to players of the winning team"),
    ),
)
_WORDS = {
    "a winner": QT_TRANSLATE_NOOP("ResultCheck", "a winner"),
    "a loser": QT_TRANSLATE_NOOP("ResultCheck", "a loser"),
}


def _words(text: str) -> str:
    """The inner English of a matched message: "a winner", "+1 or +0.5", "seat 2 0.5"."""
    if text in _WORDS:
        return QCoreApplication.translate(_CONTEXT, _WORDS[text])
    text = text.replace(" or ", " " + QCoreApplication.translate("ResultCheck", "or") + " ")
    return re.sub(
        r"seat (\d+)", lambda m: QCoreApplication.translate("ResultCheck", "seat {0}").format(m[1]), text
    )


def translate_check(what: str) -> str:
    for pattern, template in _MESSAGES:
        match = re.fullmatch(pattern, what)
        if match:
            return QCoreApplication.translate(_CONTEXT, template).format(*(_words(g) for g in match.groups()))
    return what


def default_stage(ruleset_id: str) -> str:
    return scoring_rules(ruleset_id).stages[0][0]


def check_result(ruleset_id: str, entry: Mapping[str, Any], names: Sequence[str]) -> dict[int, Fraction]:
    """Validate `entry` (an exchange-file game) under the ruleset; return each seat's points for the game."""
    game = dict(entry)
    game.setdefault("stage", default_stage(ruleset_id))
    game.setdefault("round", 1)
    game.setdefault("table", 1)
    players = list(game["players"])
    doc: dict[str, Any] = {
        "format": FORMAT_ID,
        "version": FORMAT_VERSION,
        "name": "check",
        "ruleset": ruleset_id,
        "players": [{"id": pid, "name": name or pid} for pid, name in zip(players, names, strict=True)],
        "games": [game],
    }
    if game["stage"] != default_stage(ruleset_id):
        # A tournament's own stage: checked as such; its coefficient applies in the standings, not here.
        doc["stages"] = [{"id": game["stage"]}]
    try:
        tournament = load_tournament(doc)
    except TournamentFileError as err:
        raise ResultError(translate_check(err.what)) from err
    standings = compute_standings(tournament)
    points: dict[int, Fraction] = {}
    for seat, pid in enumerate(players, start=1):
        row = standings.row(pid)
        points[seat] = sum((b.total for b in row.breakdown), Fraction(0))
    return points


def format_points(value: Fraction) -> str:
    """0.4 rather than 2/5: the protocol is read by people."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.4g}"
