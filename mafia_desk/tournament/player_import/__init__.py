"""Importing players from CSV and XLSX, the Qt-free core of the organiser's import dialog (issue 12).

Read a file (`read_players_file`), guess or take a column mapping, and get a preview (`preview_import`): the
players it would register, the rows it skips and why, the likely duplicates. Nothing here is stored; the
rules are in docs/players-import.md.
"""

from mafia_desk.tournament.player_import.errors import ImportCancelled, PlayerImportError
from mafia_desk.tournament.player_import.mapping import FIELDS, guess_mapping
from mafia_desk.tournament.player_import.names import name_key, words_key
from mafia_desk.tournament.player_import.preview import (
    Duplicate,
    ImportedPlayer,
    ImportPreview,
    SkippedRow,
    find_duplicates,
    preview_import,
)
from mafia_desk.tournament.player_import.reading import Sheet, read_csv, read_players_file, read_xlsx

__all__ = [
    "FIELDS",
    "Duplicate",
    "ImportCancelled",
    "ImportPreview",
    "ImportedPlayer",
    "PlayerImportError",
    "Sheet",
    "SkippedRow",
    "find_duplicates",
    "guess_mapping",
    "name_key",
    "preview_import",
    "read_csv",
    "read_players_file",
    "read_xlsx",
    "words_key",
]
