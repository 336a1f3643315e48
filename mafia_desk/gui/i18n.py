"""Which language the interface speaks: MAFIA_DESK_LANG, else the saved setting, else the system locale.

English is the source language of every tr() string; Russian comes from
resources/translations/mafia_desk_ru.qm (built by `make translations`). Qt's own dialogs (OK/Cancel)
follow through Qt's bundled qtbase translations.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from mafia_desk.resources import resource_path

log = logging.getLogger(__name__)

SUPPORTED = ("en", "ru")
ENV_VAR = "MAFIA_DESK_LANG"
SETTING = "ui/language"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation under `context` and returns it unchanged, typed as a str (PySide6's own
    returns `object` in its stubs, which made every table of marked strings an `Any` for mypy)."""
    return text


def chosen_language() -> str:
    """The language to use now; unknown values fall back to the next source rather than failing."""
    for candidate in (os.environ.get(ENV_VAR, ""), str(QSettings().value(SETTING, "") or "")):
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
    QSettings().setValue(SETTING, code)


def qm_path(code: str) -> str:
    return str(resource_path("translations", f"mafia_desk_{code}.qm"))


_installed: list[QTranslator] = []


def install_translators(app: QCoreApplication, code: str) -> bool:
    """Replace the app's translators with `code`'s; True when our own translation loaded (or is English)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if code == "en":
        return True
    ours = QTranslator(app)
    loaded = ours.load(qm_path(code))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        log.warning("no translation file for %s at %s; the interface stays in English", code, qm_path(code))
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return loaded
