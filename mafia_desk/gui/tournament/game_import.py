"""The organiser's Tournament → Import games…: mafiaratings or Polemica records into game logs in a folder
(mafia_desk.gameimport, the same code as `mafia-desk import-games`), then, when the records held a
tournament, its exchange file into the database. Everything goes through the dialogs port."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desk.gameimport import GameImportError, ImportResult, import_games
from mafia_desk.gui.common import busy, dialogs

# (the source key of `import-games --from`, the name shown)
SOURCES = (("mafiaratings", "mafiaratings"), ("polemica", "Polemica"))


def ask_and_import(parent: QWidget, import_tournament: Callable[[str], object]) -> ImportResult | None:
    """Asks the source, the files and the folder; imports; offers each exchange file to the database.
    None when the person cancelled or the import was refused (he was told why)."""
    shown = [name for _, name in SOURCES]
    chosen = dialogs.choose(
        parent,
        QCoreApplication.translate("GameImport", "Import games"),
        QCoreApplication.translate("GameImport", "The games come from:"),
        shown,
    )
    if chosen is None:
        return None
    source = next(key for key, name in SOURCES if name == chosen)
    files = dialogs.open_files(
        parent,
        QCoreApplication.translate("GameImport", "Games to import"),
        "",
        QCoreApplication.translate("GameImport", "Game records (*.json)"),
    )
    if not files:
        return None
    folder = dialogs.open_folder(
        parent,
        QCoreApplication.translate("GameImport", "Folder for the game logs"),
        str(Path(files[0]).parent),
    )
    if folder is None:
        return None
    try:
        result = busy.run(
            parent,
            QCoreApplication.translate("GameImport", "Import games"),
            QCoreApplication.translate("GameImport", "Reading the games…"),
            lambda _job: import_games(source, files, folder),
        )
    except GameImportError as err:
        dialogs.warn(
            parent, QCoreApplication.translate("GameImport", "The games were not imported"), str(err)
        )
        return None
    text = QCoreApplication.translate("GameImport", "{0} game logs written to {1}.").format(
        len(result.logs), folder
    )
    if result.notes:
        text += (
            "\n\n"
            + QCoreApplication.translate("GameImport", "What the game logs could not hold:")
            + "\n"
            + "\n".join(result.notes[:20])
        )
        if len(result.notes) > 20:
            text += "\n" + QCoreApplication.translate("GameImport", "… and {0} more.").format(
                len(result.notes) - 20
            )
    dialogs.inform(parent, QCoreApplication.translate("GameImport", "Games imported"), text)
    for path in result.tournaments:
        question = QCoreApplication.translate(
            "GameImport", "The games make up a tournament ({0}). Import it into the database?"
        ).format(path.name)
        if dialogs.confirm(parent, QCoreApplication.translate("GameImport", "Import games"), question):
            import_tournament(str(path))
    return result
