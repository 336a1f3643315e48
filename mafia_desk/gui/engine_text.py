"""The engine's coded messages in the host's language.

The rules engine (`mafia_desk.game`) words nothing in a language: it hands out `Message`s, a code from
`mafia_desk.game.messages.CATALOGUE` plus parameters, which read as English when used as a `str`. The
catalogue marks each template for lupdate in the code's context, so this module translates the very template
(the English screen reads as the engine words it) and fills in the parameters, translating nested messages
(the phase inside a refusal, the cause inside "no vote: ...") the same way.

The ruleset files add two kinds of text the host sees: the ruleset's name (the protocol's subtitle, the new
game dialog) and the judge-award reasons; both are listed here too, keyed by the files' English.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.errors import IllegalAction
from mafia_desk.game.messages import CATALOGUE, Message, Param, context
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.rulesets.files import load_ruleset_file

log = logging.getLogger(__name__)

# The judge-award reasons of the ruleset files (`judge_award_reasons`), by their English text.
AWARD_REASONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("AwardReason", "disputed situation: judge's decision"),
    QT_TRANSLATE_NOOP("AwardReason", "a hint from the audience"),
    QT_TRANSLATE_NOOP("AwardReason", "begging or oath phrases about a colour during the vote"),
    QT_TRANSLATE_NOOP("AwardReason", "peeking for information"),
    QT_TRANSLATE_NOOP("AwardReason", "a player who left the table spoke, argued or gestured"),
    QT_TRANSLATE_NOOP("AwardReason", "a player who left the table spoke or gestured"),
    QT_TRANSLATE_NOOP("AwardReason", "physically hindering a player's vote"),
    QT_TRANSLATE_NOOP("AwardReason", "a removed player spoke or gestured after his removal"),
)

# The ruleset files' `name`, by ruleset id.
RULESET_NAMES: dict[str, str] = {
    "fiim": QT_TRANSLATE_NOOP("RulesetName", "FIIM baseline (default)"),
    "stars-2016": QT_TRANSLATE_NOOP("RulesetName", "«Вперед к звездам», April 2016"),
    "arctic-2016": QT_TRANSLATE_NOOP("RulesetName", "I Arctic tournament, Murmansk, December 2016"),
    "white-nights-2016": QT_TRANSLATE_NOOP("RulesetName", "White Nights Cup, St Petersburg, June 2016"),
    "german-open-2016": QT_TRANSLATE_NOOP("RulesetName", "German Mafia Open, Cologne, 2016"),
}


def _param(value: Param) -> str:
    if isinstance(value, Message):
        return translate(value)
    if isinstance(value, tuple):
        return ", ".join(str(s) for s in value)
    return "" if value is None else str(value)


def translate(text: object) -> str:
    """`text` in the interface's language when it is a coded engine message; any other text as it is
    (a judge's typed reason, a player's name). An unknown code or a broken translation falls back to the
    engine's English rather than losing the message."""
    if text is None:
        return ""
    if not isinstance(text, Message):
        return str(text)
    source = CATALOGUE.get(text.code)
    if source is None:
        log.warning("no translation entry for engine message %r", text.code)
        return str.__str__(text)
    params = {name: _param(value) for name, value in text.params.items()}
    if text.code == "win.judge" and isinstance(text.params.get("reason"), str):
        params["reason"] = award_reason(str(text.params["reason"]))
    template = QCoreApplication.translate(context(text.code), source)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("broken translation of engine message %r: %r", text.code, template)
        return source.format(**params)


def refusal(err: IllegalAction) -> str:
    """The engine's reason for refusing an action, as a sentence for the status line and the status bar."""
    text = translate(err.message)
    return text[:1].upper() + text[1:]


def award_reason(english: str) -> str:
    """A judge-award reason from a ruleset file in the interface's language; typed reasons stay as typed."""
    key = english.strip()
    return QCoreApplication.translate("AwardReason", key) if key in AWARD_REASONS else english


def award_reason_choices(reasons: tuple[str, ...] | list[str]) -> Mapping[str, str]:
    """The ruleset's reasons as the host reads them -> the files' English, which is what the log records,
    so a game's result reads the same whichever language the judge's console spoke."""
    return {award_reason(r): r for r in reasons}


def ruleset_name(ruleset_id: str, fallback: str) -> str:
    source = RULESET_NAMES.get(ruleset_id)
    return QCoreApplication.translate("RulesetName", source) if source == fallback else fallback


def ruleset_file_name(ruleset_id: str) -> str:
    """The name a ruleset's file gives it, translated; the bare id for a ruleset without a file (a log kept
    from a ruleset since removed still opens)."""
    try:
        return ruleset_name(ruleset_id, load_ruleset_file(ruleset_id).name)
    except ValueError:
        return ruleset_id
