"""The engine's coded messages in the host's language.

The rules engine (`mafia_desk.game`) words nothing in a language: it hands out `Message`s, a code from
`mafia_desk.game.messages.CATALOGUE` plus parameters, which read as English when used as a `str`. The
catalogue marks each template for lupdate in the code's context, so this module translates the very template
(the English screen reads as the engine words it) and fills in the parameters, translating nested messages
(the phase inside a refusal, the cause inside "no vote: ...") the same way.

The ruleset files add two kinds of text the host sees: the ruleset's name (the protocol's subtitle, the new
game dialog) and the judge-award reasons. Each file translates its own (`[translations.<lang>]`), so a new
file needs no code: they are read from it in the interface's language (`i18n.current_language`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.errors import IllegalAction
from mafia_desk.game.messages import CATALOGUE, Message, Param, context
from mafia_desk.gui import i18n
from mafia_desk.rulesets.files import RulesetFileError, load_ruleset_file, ruleset_ids

log = logging.getLogger(__name__)


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


def _reason_texts(ruleset_id: str | None) -> dict[str, str]:
    """English award reason -> its text in the interface's language, from every preset file, the game's own
    file winning: a log recorded under a file since removed, or a reason a tournament overrode, still reads
    in the host's language when any file translates the same English."""
    language = i18n.current_language()
    if language == "en":
        return {}
    known = ruleset_ids()
    order = [rid for rid in known if rid != ruleset_id] + ([ruleset_id] if ruleset_id in known else [])
    texts: dict[str, str] = {}
    for rid in order:
        try:
            texts.update(load_ruleset_file(rid).award_reasons(language))
        except RulesetFileError:
            continue  # a broken file is reported where it is used; here it only translates nothing
    return texts


def award_reason(english: str, ruleset_id: str | None = None) -> str:
    """A judge-award reason from a ruleset file in the interface's language; typed reasons stay as typed."""
    return _reason_texts(ruleset_id).get(english.strip(), english)


def award_reason_choices(ruleset_id: str, reasons: tuple[str, ...] | list[str]) -> Mapping[str, str]:
    """The ruleset's reasons as the host reads them -> the files' English, which is what the log records,
    so a game's result reads the same whichever language the judge's console spoke."""
    texts = _reason_texts(ruleset_id)
    return {texts.get(r.strip(), r): r for r in reasons}


def ruleset_file_name(ruleset_id: str) -> str:
    """The name a ruleset's file gives it in the interface's language (its English where it has none); the
    bare id for a ruleset without a file (a log kept from a ruleset since removed still opens)."""
    try:
        return load_ruleset_file(ruleset_id).display_name(i18n.current_language())
    except RulesetFileError:
        return ruleset_id
