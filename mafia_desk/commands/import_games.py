"""`mafia-desk import-games --from mafiaratings|polemica FILE... --out DIR`: another system's games as our
game logs (docs/import-games.md). Exit 0 with one line per file written (and the notes of what could not be
represented), or 2 with one line on stderr and nothing written."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from mafia_desk.gameimport import GameImportError, import_games
from mafia_desk.tournament.errors import short_line


def import_games_command(source: str, paths: Sequence[str], out_dir: str) -> int:
    try:
        result = import_games(source, paths, out_dir)
    except GameImportError as err:
        print(short_line(f"invalid: {err}"), file=sys.stderr)
        return 2
    for path in result.logs:
        print(f"game log: {path}")
    for path in result.tournaments:
        print(f"tournament: {path}")
    for note in result.notes:
        print(f"note: {note}")
    return 0
