"""The new tournament's two tables in the interface's language, read back in the files' words.

A stage's id, its seating methods, its Swiss ranking and a game option's value are words of the exchange file
and the ruleset files (`qualifying`, `swiss`, `extra_points`, `true`, `night1`). A cell says each word as the
interface does and reads back either the word said or the file's own word, so an organiser who types the
file's word is understood too; what is not a known word (a stage the organiser named) stays as typed.
"""

from __future__ import annotations

import json
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.engine_text import award_reason_choices

CONTEXT = "OptionCells"
_WORDS = {
    # stage ids (the templates' and the exchange file's)
    "qualifying": QT_TRANSLATE_NOOP("OptionCells", "qualifying"),
    "semifinal": QT_TRANSLATE_NOOP("OptionCells", "semifinal"),
    "final": QT_TRANSLATE_NOOP("OptionCells", "final"),
    # seating methods ("final" is the final's own method, said as the stage)
    "random": QT_TRANSLATE_NOOP("OptionCells", "random"),
    "swiss": QT_TRANSLATE_NOOP("OptionCells", "swiss"),
    # what the Swiss rounds rank by
    "points": QT_TRANSLATE_NOOP("OptionCells", "points"),
    "extra_points": QT_TRANSLATE_NOOP("OptionCells", "extra points"),
    # the game options' choices (rulesets/game.py)
    "first": QT_TRANSLATE_NOOP("OptionCells", "first"),
    "last": QT_TRANSLATE_NOOP("OptionCells", "last"),
    "first_not_nominated": QT_TRANSLATE_NOOP("OptionCells", "first not nominated"),
    "any_count": QT_TRANSLATE_NOOP("OptionCells", "at any count"),
    "at_four": QT_TRANSLATE_NOOP("OptionCells", "at four"),
    "off": QT_TRANSLATE_NOOP("OptionCells", "off"),
    "draw": QT_TRANSLATE_NOOP("OptionCells", "a draw"),  # three_nights_rule: three quiet nights are a draw
    "night1": QT_TRANSLATE_NOOP("OptionCells", "night-1 victim"),
    "first_shot": QT_TRANSLATE_NOOP("OptionCells", "first shot"),
    "starter": QT_TRANSLATE_NOOP("OptionCells", "starter"),
    "substitute": QT_TRANSLATE_NOOP("OptionCells", "substitute"),
}
_YES, _NO = QT_TRANSLATE_NOOP("OptionCells", "yes"), QT_TRANSLATE_NOOP("OptionCells", "no")
REASONS_SEPARATOR = "; "


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def say(word: str) -> str:
    """A file's word as the interface says it; any other text as it is."""
    return _tr(_WORDS[word]) if word in _WORDS else word


def read(text: str) -> str:
    """A cell's word back in the file's words: the word said (any case), or the file's word itself."""
    text = text.strip()
    for word, source in _WORDS.items():
        if text.casefold() in (_tr(source).casefold(), source.casefold()):
            return word
    return text


def words_text(words: str | list[str] | tuple[str, ...]) -> str:
    """A stage's seating: one method, or one per round."""
    return ", ".join(say(w) for w in ([words] if isinstance(words, str) else words))


def read_words(text: str) -> list[str]:
    return [read(w) for w in text.replace(";", ",").split(",") if w.strip()]


def value_text(value: object, ruleset_id: str) -> str:
    """A game option's value in its cell: yes or no, a choice said, the judge's reasons as the host reads
    them (one `; ` apart), a number as it is."""
    if isinstance(value, bool):
        return _tr(_YES if value else _NO)
    if isinstance(value, str):
        return say(value)
    if isinstance(value, tuple | list):
        shown = {english: said for said, english in award_reason_choices(ruleset_id, list(value)).items()}
        return REASONS_SEPARATOR.join(shown.get(str(v), str(v)) for v in value)
    if isinstance(value, Fraction):
        return str(int(value) if value.denominator == 1 else float(value))
    return json.dumps(value, ensure_ascii=False)


def read_value(text: str, old: object, ruleset_id: str) -> object:
    """A cell's text as the option's value, read as the kind of `old` (the ruleset's own value): a wrong
    value is left for the ruleset's own check, which refuses it in words."""
    text = text.strip()
    if isinstance(old, bool):
        if text.casefold() in (_tr(_YES).casefold(), "yes", "true"):
            return True
        if text.casefold() in (_tr(_NO).casefold(), "no", "false"):
            return False
        return text
    if isinstance(old, str):
        return read(text)
    if isinstance(old, tuple | list):
        if text.startswith("["):
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                return text
        parts = [p.strip() for p in text.split(";") if p.strip()]
        english = award_reason_choices(ruleset_id, list(old))
        return [english.get(p, p) for p in parts]
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
