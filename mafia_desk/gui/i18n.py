"""Which language the interface speaks: MAFIA_DESK_LANG, else the saved setting, else the system locale.

English is the source language of every tr() string; Russian comes from
resources/translations/mafia_desk_ru.qm (built by `make translations`). Qt's own dialogs (OK/Cancel)
follow through Qt's bundled qtbase translations.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mafia_desk.gui.common import settings
from mafia_desk.resources import resource_path

log = logging.getLogger(__name__)

SUPPORTED = ("en", "ru")
ENV_VAR = "MAFIA_DESK_LANG"
SETTING = settings.LANGUAGE.key


def chosen_language() -> str:
    """The language to use now; unknown values fall back to the next source rather than failing."""
    for candidate in (os.environ.get(ENV_VAR, ""), settings.LANGUAGE.get()):
        code = candidate.strip().lower()[:2]
        if code in SUPPORTED:
            return code
        if code:
            log.warning("unsupported language %r (supported: %s)", candidate, ", ".join(SUPPORTED))
    system = QLocale.system().name().lower()[:2]
    return system if system in SUPPORTED else "en"


def save_language(code: str) -> None:
    if code not in SUPPORTED:
        raise ValueError(f"unsupported language {code!r}; supported: {', '.join(SUPPORTED)}")
    settings.LANGUAGE.set(code)


def switch_language(code: str) -> bool:
    """Save `code` and speak it at once: the translators are replaced, and Qt sends every widget a
    LanguageChange event, on which each window re-reads its texts (`changeEvent`, docs/gui.md)."""
    save_language(code)
    app = QCoreApplication.instance()
    if app is None:
        return False
    return install_translators(app, code)


def qm_path(code: str) -> str:
    return str(resource_path("translations", f"mafia_desk_{code}.qm"))


_installed: list[QTranslator] = []
# The language the interface speaks now: the last one installed whose translation loaded. Texts that are not
# Qt's to translate (a ruleset file's name and award reasons, which the file translates itself) follow it.
_current = ["en"]


def current_language() -> str:
    return _current[0]


def install_translators(app: QCoreApplication, code: str) -> bool:
    """Replace the app's translators with `code`'s; True when our own translation loaded (or is English)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _current[0] = "en"
    if code == "en":
        return True
    ours = QTranslator(app)
    loaded = ours.load(qm_path(code))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
        _current[0] = code
    else:
        log.warning("no translation file for %s at %s; the interface stays in English", code, qm_path(code))
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return loaded
