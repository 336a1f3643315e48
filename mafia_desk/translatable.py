"""The one marker of a text translated where it is shown, not where it is made (docs/gui.md, "Translations").

pyside6-lupdate finds translatable strings by the name of the call around them, not by what the name is
bound to, so the pure packages mark their texts with this `QT_TRANSLATE_NOOP` (the same name and shape as
Qt's) and `scripts/translations.py` feeds every module that imports it to lupdate. The GUI uses this one too,
not Qt's, so a text is marked the same way wherever it lives. The GUI translates a marked text with
`QCoreApplication.translate(context, text)`; everything else (logs, the exchange file, the headless
commands) reads the English the call returns. This is the `N_()` idea of Picard and git-cola.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text` itself, under the name lupdate looks for: the context is for lupdate and the translator."""
    del context
    return text
