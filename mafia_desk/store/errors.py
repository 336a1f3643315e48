"""Errors the store raises: each message is a full sentence a user can act on, naming the file or object."""

from __future__ import annotations


class StoreError(Exception):
    """Base of every store error, so the GUI and the CLI can catch one type and show `str(e)`."""


class DatabaseInUseError(StoreError):
    """Another instance holds the database; two writers would interleave two hosts' games."""


class LockLostError(StoreError):
    """The instance lock was lost (PostgreSQL connection dropped): writing on could mix two desks' games."""


class ReadOnlyStoreError(StoreError):
    """A store opened for reading beside a running app was asked to write."""


class NotADatabaseError(StoreError):
    """The file is not a Mafia Desk database: it is left exactly as it was."""


class CorruptDatabaseError(StoreError):
    """SQLite reports damage: the file is not written to, so a backup can still be restored over it."""


class NewerSchemaError(StoreError):
    """The schema comes from a newer app version: migrating down would lose data, so nothing is done."""


class UnknownGameError(StoreError, LookupError):
    """No game has that id."""


class GameFinishedError(StoreError):
    """A finished game's log is closed: it feeds standings and backups and must not change afterwards."""


class UnknownTournamentError(StoreError, LookupError):
    """No tournament (or more than one) matches the id or name given."""


class TournamentImportError(StoreError):
    """An exchange file (or a game result) was refused as a whole; `str(e)` holds `invalid: ...` lines."""


class StageClosedError(StoreError):
    """The stage was closed already: who went through was announced, and a closing is never redone."""


class BackupError(StoreError):
    """A backup could not be listed, made or restored."""


class UnknownBackupError(BackupError, LookupError):
    """No backup has that name, or the database is not a SQLite file: the request itself was wrong."""


class RegistrationError(StoreError):
    """A change to the player register or to a tournament's registrations was refused (issue 12, Players)."""


class DrawConstraintsError(StoreError):
    """The organiser's seating constraints name an unknown player or stage, or are malformed."""


class ServerBusyError(StoreError):
    """A tournament server's write waited its whole `lock_timeout` behind another session's unfinished one
    (a desk that stopped mid-write, until the server ends it): nothing was changed, and trying again soon
    goes through."""


class WaitCancelledError(StoreError):
    """The person cancelled a wait for the server (gui/common/busy.py): the statement was stopped on the
    server and its transaction rolled back, so nothing was changed."""
