"""Headless store commands: `import`, `export`, `tournaments`, `backup list|restore`.

Exit codes: 0 done, 2 the input was refused (bad file, unknown tournament or backup; nothing changed),
1 the database could not be used (in use, damaged, newer, unreachable). Errors go to stderr, data to stdout.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from mafia_desk.store.backup import list_backups, restore_backup
from mafia_desk.store.errors import (
    BackupError,
    StoreError,
    TournamentImportError,
    UnknownTournamentError,
)
from mafia_desk.store.opening import open_store

EXIT_OK = 0
EXIT_STORE = 1
EXIT_INVALID = 2


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


def _read_json(path: str) -> object:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise TournamentImportError(f"invalid: file: cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise TournamentImportError(f"invalid: file: {path} is not UTF-8 text") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise TournamentImportError(f"invalid: file: not valid JSON: {exc.msg} at line {exc.lineno}") from exc


def import_command(path: str) -> int:
    try:
        data = _read_json(path)
        with open_store() as store:
            tournament_id = store.import_tournament(data)
    except TournamentImportError as exc:
        return _fail(str(exc), EXIT_INVALID)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    print(tournament_id)
    return EXIT_OK


def export_command(tournament: str, output: str | None) -> int:
    try:
        with open_store() as store:
            document = store.export_tournament(tournament)
    except UnknownTournamentError as exc:
        return _fail(f"error: {exc}", EXIT_INVALID)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    text = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    if output is None:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        _write_atomically(Path(output), text)
    except OSError as exc:
        return _fail(f"error: cannot write {output}: {exc.strerror or exc}", EXIT_STORE)
    return EXIT_OK


def _write_atomically(path: Path, text: str) -> None:
    """Write beside the target and rename, so an interrupted export never leaves half a file."""
    fd, tmp = tempfile.mkstemp(dir=path.parent or Path("."), prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def tournaments_command() -> int:
    try:
        with open_store() as store:
            rows = store.list_tournaments()
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
    print("id\tname\tgames")
    for row in rows:
        print(f"{row.id}\t{row.name}\t{row.games}")
    return EXIT_OK


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
    except BackupError as exc:
        return _fail(f"error: {exc}", EXIT_INVALID)
    except StoreError as exc:
        return _fail(f"error: {exc}", EXIT_STORE)
