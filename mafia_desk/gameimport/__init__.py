"""Games of other systems (mafiaratings, Polemica) as our game logs and exchange files (docs/import-games.md).

Qt-free: the command `mafia-desk import-games` and the organiser's File → Import games… both call
`import_games`, which writes everything or nothing."""

from mafia_desk.gameimport.record import GameImportError, SourceGame
from mafia_desk.gameimport.run import SOURCES, ImportResult, import_games, read_source

__all__ = ["SOURCES", "GameImportError", "ImportResult", "SourceGame", "import_games", "read_source"]
