"""Headless store commands: `import`, `export`, `tournaments`, `backup list|restore`.

Exit codes: 0 done, 2 the input was refused (bad file, unknown tournament or backup; nothing changed),
1 the database could not be used (in use, damaged, newer, unreachable, disk full). Errors go to stderr, data
to stdout. `tournaments` and `export` only read, so they work while the app has the database open.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from mafia_desk.atomic_write import write_atomically
from mafia_desk.commands.standings import SourceUnavailableError
from mafia_desk.store.backup import file_mode, list_backups, restore_backup
from mafia_desk.store.errors import (
    BackupError,
    StoreError,
    TournamentImportError,
    UnknownBackupError,
    UnknownTournamentError,
)
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.opening import open_store
from mafia_desk.tournament import Tournament, TournamentFileError
from mafia_desk.tournament.load import read_tournament_file, read_tournament_json

EXIT_OK = 0
EXIT_STORE = 1
EXIT_INVALID = 2


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


# A backslash, control characters and the Unicode line breaks, escaped as Python writes them: a name with a
# tab or a newline (stored before names were checked, or by another program) must not break the columns.
_CELL_SPECIAL = re.compile(r"[\\\x00-\x1f\x7f-\x9f\u2028\u2029]")


def tsv_cell(text: str) -> str:
    """`text` as one cell of tab-separated output; a backslash is doubled, so the escaping can be undone."""
    return _CELL_SPECIAL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def _read_json(path: str) -> object:
    try:
        return read_tournament_json(path)
    except TournamentFileError as exc:
        raise TournamentImportError(str(exc)) from exc


def import_command(path: str) -> int:
    """Once the import is committed the answer is its id, whatever happens next: a failed backup after it
    is a warning (exit 0), since the tournament is stored."""
    tournament_id: int | None = None
    try:
        data = _read_json(path)
        store = open_store()
        try:
            tournament_id = store.import_tournament(data)
        finally:
            store.close()
    except TournamentImportError as exc:
        return _fail(str(exc), EXIT_INVALID)
    except BackupError as exc:
        if tournament_id is None:
            return _fail(f"error: {exc}", EXIT_STORE)
        print(tournament_id)
        return _fail(f"warning: imported as tournament {tournament_id}, but {exc}", EXIT_OK)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    print(tournament_id)
    return EXIT_OK


def export_command(tournament: str, output: str | None) -> int:
    try:
        with open_store(read_only=True) as store:
            document = store.export_tournament(tournament)
            mode = file_mode(store.path) if store.path is not None else None
    except UnknownTournamentError as exc:
        return _fail(f"error: {exc}", EXIT_INVALID)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    if output is None:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        write_atomically(output, text, mode)
    except OSError as exc:
        return _fail(f"error: cannot write {output}: {exc.strerror or exc}", EXIT_STORE)
    return EXIT_OK


def tournaments_command() -> int:
    try:
        with open_store(read_only=True) as store:
            rows = store.list_tournaments()
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    print("id\tname\truleset\tstart\tend\tgames")
    for row in rows:
        dates = "\t".join(tsv_cell(d or "-") for d in (row.start_date, row.end_date))
        print(f"{row.id}\t{tsv_cell(row.name)}\t{tsv_cell(row.ruleset_id)}\t{dates}\t{row.games}")
    return EXIT_OK


def read_tournament_source(source: str) -> Tournament:
    """`standings SOURCE`: a file when one exists there, else a stored tournament's id or exact name.

    The file wins so that a script reading `./1` keeps working when a tournament 1 is stored too.
    """
    if Path(source).exists():
        return read_tournament_file(source)
    try:
        database = sqlite_path(parse_url(default_database_url()))
        if database is not None and not database.exists():
            # A mistyped file name must not create an empty database as a side effect of reading.
            raise TournamentFileError("file", f"cannot read {source}: no such file (and no database yet)")
        with open_store(read_only=True) as store:
            return store.load_tournament(source)
    except UnknownTournamentError as exc:
        raise TournamentFileError("file", f"cannot read {source}: no such file, and {exc}") from None
    except StoreError as exc:
        raise SourceUnavailableError(str(exc)) from exc


def backup_command(action: str, name: str | None) -> int:
    try:
        if action == "list":
            backups = list_backups()
            print("name\tcreated (UTC)\tsize")
            for b in backups:
                print(f"{b.name}\t{b.created_at:%Y-%m-%d %H:%M:%S}\t{b.size}")
            return EXIT_OK
        if action == "restore":
            if not name:
                return _fail("error: give the backup to restore (see `mafia-desk backup list`)", EXIT_INVALID)
            restored = restore_backup(name)
            print(f"restored {restored.name}")
            return EXIT_OK
        return _fail(f"error: unknown backup action {action!r} (list or restore)", EXIT_INVALID)
    except UnknownBackupError as exc:
        return _fail(f"error: {exc}", EXIT_INVALID)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
