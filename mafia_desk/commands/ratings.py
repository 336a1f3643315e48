"""`mafia-desk ratings SOURCE...` (the rating list) and `mafia-desk history PLAYER SOURCE...` (one player's
games and voting figures), over exchange files and stored tournaments (docs/ratings.md).

A SOURCE is a file when one exists there, else a stored tournament's id or exact name, as for `standings`.
A bad source is one line on stderr and exit 2, nothing on stdout; a database that cannot be read is
`error: ...`, exit 1. The stored tournaments' logs are read while the store is open, so the store is opened
once, for the whole command, and only when a source needs it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path

from mafia_desk.commands.standings import _emit, _fail, _save
from mafia_desk.ratings.history import player_history
from mafia_desk.ratings.output import (
    PersonLookupError,
    find_person,
    history_to_json,
    ratings_to_json,
)
from mafia_desk.ratings.rate import MODEL_IDS, model_named, rate_sources
from mafia_desk.ratings.sources import Source, collect
from mafia_desk.store.errors import StoreError, UnknownTournamentError
from mafia_desk.store.location import default_database_url, parse_url, sqlite_path
from mafia_desk.store.opening import open_store
from mafia_desk.store.rating_sources import every_stored_source, stored_source
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import read_tournament_file

RATING_FORMATS = ("json", "csv", "pdf")
STORED_ALL = "@stored"  # every stored tournament, in the order they were played


class _Bad(Exception):
    """A source refused: its line is the message."""


@contextmanager
def opened_sources(names: Sequence[str]) -> Iterator[list[Source]]:
    """The sources, with the store (when one is needed) open until the caller is done with them."""
    with ExitStack() as stack:
        store = None
        out: list[Source] = []
        for name in names:
            if name != STORED_ALL and Path(name).exists():
                try:
                    t = read_tournament_file(name)
                except TournamentFileError as exc:
                    raise _Bad(f"{exc} ({name})") from None
                out.append(Source(label=t.name or Path(name).name, tournament=t))
                continue
            if store is None:
                database = sqlite_path(parse_url(default_database_url()))
                if database is not None and not database.exists():
                    raise _Bad(f"invalid: file: cannot read {name}: no such file (and no database yet)")
                store = stack.enter_context(open_store(read_only=True))
            if name == STORED_ALL:
                out.extend(every_stored_source(store))
                continue
            try:
                out.append(stored_source(store, name))
            except UnknownTournamentError as exc:
                raise _Bad(f"invalid: file: cannot read {name}: no such file, and {exc}") from None
        _refuse_repeats(out, names)
        yield out


def _refuse_repeats(sources: Sequence[Source], names: Sequence[str]) -> None:
    """A tournament given twice would have its games rated twice: refused in one line. The same file (by
    its resolved path) or the same stored tournament (by id, `@stored` included) counts as twice."""
    files = [Path(n).resolve() for n in names if n != STORED_ALL and Path(n).exists()]
    for path in files:
        if files.count(path) > 1:
            raise _Bad(f"invalid: file: {path.name} is given twice")
    stored = [s.stored_id for s in sources if s.stored_id is not None]
    for source in sources:
        if source.stored_id is not None and stored.count(source.stored_id) > 1:
            raise _Bad(f"invalid: file: tournament {source.stored_id} ({source.label}) is given twice")


def ratings_command(
    names: Sequence[str], fmt: str, output: str | None, model_id: str, language: str | None
) -> int:
    if fmt not in RATING_FORMATS:
        return _fail(f"invalid: --format {fmt!r}: one of {', '.join(RATING_FORMATS)}")
    if model_id not in MODEL_IDS:
        return _fail(f"invalid: --model {model_id!r}: one of {', '.join(MODEL_IDS)}")
    if fmt == "pdf" and output is None:
        return _fail("invalid: --format pdf writes a file: give it with -o OUT.pdf")
    if language is not None and fmt == "json":
        return _fail("invalid: --lang is for --format pdf or csv (json is in English)")
    try:
        with opened_sources(names) as sources:
            ratings = rate_sources(model_named(model_id), sources)
    except _Bad as exc:
        return _fail(str(exc))
    except StoreError as exc:
        return _fail(f"error: {exc}", 1)
    if fmt == "json":
        return _emit(output, json.dumps(ratings_to_json(ratings), ensure_ascii=False, indent=1) + "\n")
    from mafia_desk.commands.language import speak

    if fmt == "csv":
        from mafia_desk.reports.ratings_csv import organiser_ratings_csv_bytes

        # English headers unless --lang asks for another language, as the standings CSV's
        if language is not None:
            speak(language)
        return _emit(output, organiser_ratings_csv_bytes(ratings, english=language is None))
    from mafia_desk.reports.ratings_pdf import ratings_pdf_bytes

    assert output is not None
    speak(language)
    return _save(output, ratings_pdf_bytes(ratings))


def history_command(player: str, names: Sequence[str], fmt: str, output: str | None) -> int:
    if fmt != "json":
        return _fail(f"invalid: --format {fmt!r}: history prints json")
    try:
        with opened_sources(names) as sources:
            known = collect(sources).names
            try:
                person = find_person(player, known)
            except PersonLookupError as exc:
                return _fail(f"invalid: player {player}: {exc}")
            history = player_history(person, known[person], sources)
    except _Bad as exc:
        return _fail(str(exc))
    except StoreError as exc:
        return _fail(f"error: {exc}", 1)
    return _emit(output, json.dumps(history_to_json(history), ensure_ascii=False, indent=1) + "\n")
