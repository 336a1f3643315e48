"""`mafia-desk standings SOURCE`: the standings of an exchange file (or a stored tournament) as text, JSON,
CSV, XLSX or the wall sheet (PDF).

An invalid source prints nothing on stdout and one line `invalid: <where>: <what>` on stderr, exit 2
(readings A44), so scripts can tell bad input from a crash; a source that could not be read for another
reason (a database in use) is `error: ...`, exit 1. The PDF is painted by `mafia_desk.reports.standings_pdf`
and the workbook written by `mafia_desk.reports.standings_xlsx`, imported only for those formats so that a
text or JSON answer never loads Qt. Reading a stored tournament is
the store's business: the caller passes its reader in (`mafia_desk.cli`), which keeps this command testable on
exchange files without a database.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections.abc import Callable

from mafia_desk.atomic_write import write_atomically
from mafia_desk.commands.language import speak
from mafia_desk.scoring.hall import HiddenMode
from mafia_desk.scoring.output import (
    explain_to_json,
    explain_to_text,
    standings_to_json,
    standings_to_text,
)
from mafia_desk.scoring.standings import AfterError, Standings, compute_standings, parse_after
from mafia_desk.scoring.teams import compute_team_standings, team_standings_to_json, team_standings_to_text
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import read_tournament_file
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.names import tournament_names
from mafia_desk.tournament.teams import teams_of

TournamentReader = Callable[[str], Tournament]


class SourceUnavailableError(Exception):
    """The tournament could not be read for a reason that is not its content (exit 1, not 2)."""


class PlayerLookupError(ValueError):
    """`--explain` text that names no player, or more than one."""


def _fail(message: str, code: int = 2) -> int:
    print(message, file=sys.stderr)
    return code


FILE_FORMATS = ("pdf", "xlsx")  # binary files: never to a terminal
LANG_FORMATS = ("pdf", "xlsx", "csv")  # the formats with words for people: --lang chooses their language
HIDDEN_CHOICES = ("points", "all", "none")


def standings_command(
    path: str,
    fmt: str,
    output: str | None,
    after: str | None,
    explain: str | None = None,
    csv_dialect: str = "excel",
    read: TournamentReader = read_tournament_file,
    *,
    language: str | None = None,
    large: bool = False,
    hidden: str | None = None,
    teams: bool = False,
) -> int:
    """`hidden`: "points", "all", "none", or None for the stage's own rule (`hidden_from_round`); `teams`:
    the team standings instead of the players' (text or JSON)."""
    if fmt in FILE_FORMATS and output is None:
        return _fail(f"invalid: --format {fmt} writes a file: give it with -o OUT.{fmt}")
    if fmt in ("pdf", "csv", "xlsx") and explain is not None:
        return _fail(f"invalid: --explain prints text or JSON, not {fmt}")
    for flag, given in (("--large", large), ("--hidden", hidden is not None)):
        if given and fmt != "pdf":
            return _fail(f"invalid: {flag} is an option of the wall sheet, --format pdf")
    if language is not None and fmt not in LANG_FORMATS:
        return _fail("invalid: --lang is for --format pdf, xlsx or csv (the other formats are in English)")
    if teams and (fmt not in ("json", "text") or explain is not None):
        return _fail("invalid: --teams prints the team standings as text or JSON, without --explain")
    if hidden is not None and hidden not in HIDDEN_CHOICES:
        return _fail(f"invalid: --hidden {hidden!r}: one of {', '.join(HIDDEN_CHOICES)}")
    try:
        tournament = read(path)
    except TournamentFileError as exc:
        return _fail(str(exc))
    except SourceUnavailableError as exc:
        return _fail(f"error: {exc}", 1)
    try:
        after_key = None if after is None else parse_after(after, tournament)
        player = None if explain is None else find_player(tournament, explain, path)
    except AfterError as exc:
        return _fail(f"invalid: {exc}")
    except PlayerLookupError as exc:
        return _fail(f"invalid: player {explain}: {exc}")
    if fmt == "xlsx":
        from mafia_desk.reports.standings_xlsx import standings_workbook_bytes

        assert output is not None  # refused above, before the file was read
        speak(language)
        return _save(output, standings_workbook_bytes(tournament, after_key))
    standings = compute_standings(tournament, after_key)
    if teams:
        return _teams(tournament, standings, fmt, output)
    if fmt == "pdf":
        from mafia_desk.reports.standings_pdf import WallSheet, standings_pdf_bytes
        from mafia_desk.scoring.hall import hidden_by_default, latest_round

        assert output is not None  # refused above, before the file was read
        spoken = speak(language)
        if hidden is None:
            default = hidden_by_default(tournament, after_key or latest_round(tournament))
            mode: HiddenMode | None = "points" if default else None
        else:
            mode = None if hidden == "none" else "points" if hidden == "points" else "all"
        sheet = WallSheet(large=large, hidden=mode, language=spoken)
        return _save(output, standings_pdf_bytes(standings, tournament, sheet))
    if player is not None:
        if fmt == "json":
            text = json.dumps(explain_to_json(standings, player), ensure_ascii=False, indent=1) + "\n"
        else:
            text = explain_to_text(standings, player)
    elif fmt == "json":
        rows = standings_to_json(standings)["standings"]
        # One row per line, as the spec's examples print it.
        body = ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
        text = '{"standings": [\n' + body + ("\n" if rows else "") + "]}\n"
    elif fmt == "csv":
        from mafia_desk.reports.standings_csv import organiser_csv_bytes

        # English headers unless --lang asks for another language: a script reads the same words anywhere.
        if language is not None:
            speak(language)
        data = organiser_csv_bytes(standings, tournament, csv_dialect, english=language is None)
        return _emit(output, data)
    else:
        text = standings_to_text(standings)
    return _emit(output, text)


def _teams(tournament: Tournament, standings: Standings, fmt: str, output: str | None) -> int:
    setup = teams_of(tournament)
    if setup is None:
        return _fail("invalid: file: --teams: the tournament has no teams (the exchange file's 'teams' key)")
    ranked = compute_team_standings(standings, setup)
    if fmt == "json":
        return _emit(output, json.dumps(team_standings_to_json(ranked), ensure_ascii=False, indent=1) + "\n")
    return _emit(output, team_standings_to_text(ranked, tournament_names(tournament)))


def _folded(text: str) -> str:
    """Case, Unicode form and ё/е do not matter: a judge types "фокс" or "Семён" as he hears it."""
    return unicodedata.normalize("NFC", text).casefold().replace("ё", "е").strip()


def find_player(t: Tournament, text: str, where: str) -> str:
    """The player id `text` names: an exact id, else an exact name (the shown one of a namesake too: "Иван
    Петров (Red Stars)"), else the one name containing it."""
    if any(p.id == text for p in t.players):
        return text
    wanted = _folded(text)
    if not wanted:
        raise PlayerLookupError(f"no such player in {where}")
    shown = tournament_names(t)
    for matches in (
        [p for p in t.players if _folded(shown[p.id]) == wanted],
        [p for p in t.players if _folded(p.name) == wanted],
        [p for p in t.players if wanted in _folded(p.name) or wanted == _folded(p.id)],
    ):
        if len(matches) == 1:
            return matches[0].id
        if matches:
            listed = ", ".join(f"{p.id} {shown[p.id]}" for p in matches)
            raise PlayerLookupError(f"{len(matches)} players match ({listed}); give the id")
    raise PlayerLookupError(f"no such player in {where}")


def _emit(output: str | None, data: bytes | str) -> int:
    if output is not None:
        return _save(output, data)
    if isinstance(data, str):
        sys.stdout.write(data)
        return 0
    # Bytes as they are: a text stream would translate the CSV's CRLF again on Windows.
    sys.stdout.flush()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return 0


def _save(output: str, data: bytes | str) -> int:
    try:
        write_atomically(output, data)
    except OSError as exc:
        return _fail(f"cannot write {output}: {exc.strerror}")
    return 0
