"""The result checks' refusals in the host's language.

The judge's end-of-game form is checked by `mafia_desk.scoring.result_check`, which speaks the tournament
checks' English; this module only says the few refusals a judge's form can hit in the interface's language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "ResultCheck"
# The tournament checks speak English (no Qt below gui/); the judge's form can break only these few, and
# each is matched and said again in the interface's language. Anything else is shown as the checks said it.
_MESSAGES = (
    (
        r"seat (\d+): (a winner|a loser|a player of a drawn game) may get (.+), not (\S+)",
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
        r"positive extra points for (\d+) players; at most (\d+)",
        QT_TRANSLATE_NOOP("ResultCheck", "positive extra points for {0} players; at most {1}"),
    ),
    (
        r"positive extra points add up to (\S+); at most (\S+)",
        QT_TRANSLATE_NOOP("ResultCheck", "positive extra points add up to {0}; at most {1}"),
    ),
    (
        r"seat (\d+): extra points (\S+) and best move (\S+) add up to (\S+); at most (\S+)",
        QT_TRANSLATE_NOOP(
            "ResultCheck", "seat {0}: extra points {1} and best move {2} add up to {3}; at most {4}"
        ),
    ),
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
    "a player of a drawn game": QT_TRANSLATE_NOOP("ResultCheck", "a player of a drawn game"),
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
