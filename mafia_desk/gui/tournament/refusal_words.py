"""The store's and the draw's refusals the organiser meets most, said again in the interface's language.

seating/, store/ and tournament/ speak English (no Qt below gui/, and the exchange file, the logs and the
headless commands read the same words). The organiser's window shows their refusals through `say`: each
sentence it knows is matched and said in the interface's language, with a stage named as the tabs name it;
anything else is shown as the layer below said it, so nothing is ever lost in a paraphrase.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.reports.seating_sheets import stage_label

_CONTEXT = "Refusals"
_STAGE = r"(?P<stage>[\w-]+)"

# (pattern, sentence): the pattern's groups fill the sentence's {0}, {1}...; a group named `stage` is a
# stage id, said by its name.
_SENTENCES: tuple[tuple[str, str], ...] = (
    (
        rf"stage {_STAGE}: (\d+) players cannot fill (\d+) table\(s\) of (\d+)",
        QT_TRANSLATE_NOOP("Refusals", "stage {0}: {1} players cannot fill {2} table(s) of {3}"),
    ),
    (
        rf"stage {_STAGE}: its number of rounds is not fixed, draw them one by one",
        QT_TRANSLATE_NOOP("Refusals", "stage {0}: its number of rounds is not fixed, draw them one by one"),
    ),
    (
        rf"stage {_STAGE}: no random round is left to draw; its rounds by the standings are drawn one by one",
        QT_TRANSLATE_NOOP(
            "Refusals",
            "stage {0}: no random round is left to draw; its rounds by the standings are drawn one by one",
        ),
    ),
    (
        rf"stage {_STAGE}: no random round is left to draw",
        QT_TRANSLATE_NOOP("Refusals", "stage {0}: no random round is left to draw"),
    ),
    (
        rf"stage {_STAGE}: no drawn round is still to play",
        QT_TRANSLATE_NOOP("Refusals", "stage {0}: no drawn round is still to play"),
    ),
    (
        r"(.+) cannot be removed: he has (\d+) game\(s\) in this tournament",
        QT_TRANSLATE_NOOP("Refusals", "{0} cannot be removed: he has {1} game(s) in this tournament"),
    ),
    (r"empty name", QT_TRANSLATE_NOOP("Refusals", "empty name")),
)
_COMPILED: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), s) for p, s in _SENTENCES)


def _sentence(sentence: str) -> Callable[[re.Match[str]], str]:
    def said(match: re.Match[str]) -> str:
        values = [
            stage_label(value) if name == "stage" else value
            for name, value in zip(_group_names(match), match.groups(), strict=True)
        ]
        return QCoreApplication.translate(_CONTEXT, sentence).format(*values)

    return said


def _group_names(match: re.Match[str]) -> list[str]:
    names = {index: name for name, index in match.re.groupindex.items()}
    return [names.get(i, "") for i in range(1, len(match.groups()) + 1)]


def say(message: str) -> str:
    """`message` with every sentence of `_SENTENCES` in it said in the interface's language."""
    for pattern, sentence in _COMPILED:
        message = pattern.sub(_sentence(sentence), message)
    return message
