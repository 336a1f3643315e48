"""`mafia-desk standings FILE`: the standings of an exchange file as text, JSON, CSV or PDF.

An invalid file prints nothing on stdout and one line `invalid: <where>: <what>` on stderr, exit 2
(readings A44), so scripts can tell bad input from a crash. The PDF is painted by
`mafia_desk.reports.standings_pdf`, imported only for `--format pdf` so that scoring itself never loads Qt.
"""

from __future__ import annotations

import json
import sys

from mafia_desk.atomic_write import write_atomically
from mafia_desk.scoring.output import (
    explain_to_json,
    explain_to_text,
    standings_to_csv,
    standings_to_json,
    standings_to_text,
)
from mafia_desk.scoring.standings import AfterError, compute_standings, parse_after
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import read_tournament_file


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def standings_command(
    path: str, fmt: str, output: str | None, after: str | None, explain: str | None = None
) -> int:
    if fmt == "pdf" and output is None:
        return _fail("invalid: --format pdf writes a file: give it with -o OUT.pdf")
    if fmt == "pdf" and explain is not None:
        return _fail("invalid: --explain prints text or JSON, not pdf")
    try:
        tournament = read_tournament_file(path)
    except TournamentFileError as exc:
        return _fail(str(exc))
    try:
        after_key = None if after is None else parse_after(after, tournament)
    except AfterError as exc:
        return _fail(f"invalid: {exc}")
    standings = compute_standings(tournament, after_key)
    if fmt == "pdf":
        from mafia_desk.reports.standings_pdf import standings_pdf_bytes

        assert output is not None  # refused above, before the file was read
        return _save(output, standings_pdf_bytes(standings, tournament.name))
    if explain is not None:
        if explain not in {p.id for p in tournament.players}:
            return _fail(f"invalid: player {explain}: no such player in {path}")
        if fmt == "json":
            text = json.dumps(explain_to_json(standings, explain), ensure_ascii=False, indent=1) + "\n"
        else:
            text = explain_to_text(standings, explain)
    elif fmt == "json":
        rows = standings_to_json(standings)["standings"]
        # One row per line, as the spec's examples print it.
        body = ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
        text = '{"standings": [\n' + body + ("\n" if rows else "") + "]}\n"
    elif fmt == "csv":
        text = standings_to_csv(standings)
    else:
        text = standings_to_text(standings)
    if output is None:
        sys.stdout.write(text)
        return 0
    return _save(output, text)


def _save(output: str, data: bytes | str) -> int:
    try:
        write_atomically(output, data)
    except OSError as exc:
        return _fail(f"cannot write {output}: {exc.strerror}")
    return 0
