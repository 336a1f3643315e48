"""The store: the only SQL in Mafia Desk (SQLite by default, PostgreSQL too). API in docs/store-api.md."""

from mafia_desk.store.backup import BackupInfo, copy_database, list_backups, restore_backup
from mafia_desk.store.errors import (
    BackupError,
    CorruptDatabaseError,
    DatabaseInUseError,
    GameFinishedError,
    NewerSchemaError,
    NotADatabaseError,
    StoreError,
    TournamentImportError,
    UnknownGameError,
    UnknownTournamentError,
)
from mafia_desk.store.location import default_database_url
from mafia_desk.store.opening import open_store
from mafia_desk.store.records import (
    GameSummary,
    PlayerRecord,
    SeatingDrawRecord,
    StageRecord,
    TournamentInfo,
    TournamentPlayerRecord,
    TournamentSummary,
)
from mafia_desk.store.store import Store

__all__ = [
    "BackupError",
    "BackupInfo",
    "CorruptDatabaseError",
    "DatabaseInUseError",
    "GameFinishedError",
    "GameSummary",
    "NewerSchemaError",
    "NotADatabaseError",
    "PlayerRecord",
    "SeatingDrawRecord",
    "StageRecord",
    "Store",
    "StoreError",
    "TournamentImportError",
    "TournamentInfo",
    "TournamentPlayerRecord",
    "TournamentSummary",
    "UnknownGameError",
    "UnknownTournamentError",
    "copy_database",
    "default_database_url",
    "list_backups",
    "open_store",
    "restore_backup",
]
