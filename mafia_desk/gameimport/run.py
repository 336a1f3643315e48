"""`import_games`: files of another system -> our game logs (and an exchange file per tournament), all or
nothing. Everything is built and checked in memory, written into a fresh temporary folder beside the target
and moved in at the end, so a refused file or record leaves the target folder as it was."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mafia_desk.game import Game, dumps_game_log, game_log_to_dict, result_entry
from mafia_desk.gameimport import mafiaratings, polemica
from mafia_desk.gameimport.drive import build_game
from mafia_desk.gameimport.record import GameImportError, SourceGame
from mafia_desk.inputs.json_file import JsonInputError, read_json_file
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import load_tournament

SOURCES = ("mafiaratings", "polemica")
MAX_RECORDS = 10_000  # games in one run; a club's whole history is a few thousand
MAX_FILE_BYTES = 16 * 1024 * 1024  # a thousand MR games take about 3 MB


@dataclass
class ImportResult:
    """What a run wrote: the game logs and exchange files (paths in the target folder) and the notes."""

    logs: list[Path] = field(default_factory=list)
    tournaments: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Format:
    name: str
    records: Callable[[object], list[object]]
    mine: Callable[[object], bool]
    parse: Callable[[object, str], SourceGame]


_FORMATS = {
    "mafiaratings": _Format(
        "mafiaratings", mafiaratings.records, mafiaratings.is_mafiaratings, mafiaratings.parse
    ),
    "polemica": _Format("Polemica", polemica.records, polemica.is_polemica, polemica.parse),
}


def read_source(source: str, paths: Sequence[str | os.PathLike[str]]) -> list[tuple[SourceGame, Game]]:
    """Every record of every file as a checked game; the first bad file or record raises GameImportError."""
    if source not in _FORMATS:
        raise GameImportError(f"unknown source {source!r} (known: {', '.join(SOURCES)})")
    fmt = _FORMATS[source]
    other = _FORMATS["polemica" if source == "mafiaratings" else "mafiaratings"]
    games: list[tuple[SourceGame, Game]] = []
    for path in paths:
        try:
            data = read_json_file(path, MAX_FILE_BYTES)
        except JsonInputError as err:
            raise GameImportError(f"{path}: {err}") from None
        recs = fmt.records(data)
        if not recs:
            raise GameImportError(f"{path}: no game in the file")
        for i, rec in enumerate(recs, start=1):
            label = f"{path}: record {i}"
            if other.mine(rec) and not fmt.mine(rec):
                raise GameImportError(
                    f"{label}: a {other.name} game, not a {fmt.name} one (use --from {_key(other)})"
                )
            if not fmt.mine(rec):
                raise GameImportError(f"{label}: not a {fmt.name} game")
            if len(games) >= MAX_RECORDS:
                raise GameImportError(f"{path}: more than {MAX_RECORDS:,} games in one import")
            sg = fmt.parse(rec, label)
            sg.origin = Path(path).stem
            games.append((sg, build_game(sg)))
    return games


def _key(fmt: _Format) -> str:
    return next(k for k, v in _FORMATS.items() if v is fmt)


def import_games(
    source: str, paths: Sequence[str | os.PathLike[str]], out_dir: str | os.PathLike[str]
) -> ImportResult:
    games = read_source(source, paths)
    files: dict[str, str] = {}
    result = ImportResult()
    for sg, game in games:
        name = _unique(files, f"{source}-{_safe(str(sg.meta.get('source_id') or sg.label.split()[-1]))}.json")
        log = game_log_to_dict(game)
        files[name] = dumps_game_log(log)  # the engine's own log of the game: replay = live (its tests)
        for note in sg.notes:
            result.notes.append(f"{name}: {note}")
    for tid, doc in _tournaments(source, games).items():
        files[_unique(files, f"{source}-tournament-{_safe(tid)}.json")] = doc
    target = Path(out_dir)
    for name in files:
        if (target / name).exists():
            raise GameImportError(f"{target / name} already exists; nothing was written")
    _write_all(target, files)
    for name in files:
        (result.tournaments if "-tournament-" in name else result.logs).append(target / name)
    return result


def _safe(text: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in text)[:60]
    return cleaned or "game"


def _unique(files: dict[str, str], name: str) -> str:
    stem, n = name[: -len(".json")], 2
    while name in files:
        name = f"{stem}-{n}.json"
        n += 1
    return name


def _tournaments(source: str, games: list[tuple[SourceGame, Game]]) -> dict[str, str]:
    """An exchange file for every tournament the records name (mafiaratings' tournamentId; a Polemica file
    of several games numbered `num`), from its finished games whose every seat has a player id."""
    import json

    per_file: dict[str, int] = {}
    for sg, _ in games:
        per_file[sg.origin] = per_file.get(sg.origin, 0) + 1
    groups: dict[str, list[tuple[SourceGame, Game]]] = {}
    for sg, game in games:
        tid = sg.tournament
        if tid is None and source == "polemica" and sg.round is not None and per_file[sg.origin] > 1:
            tid = sg.origin
        if tid is None or not game.state.finished or not all(s.player_id for s in game.seats):
            continue
        groups.setdefault(tid, []).append((sg, game))
    docs: dict[str, str] = {}
    for tid, members in groups.items():
        doc = _exchange(source, tid, members, keep_numbers=True)
        try:
            load_tournament(doc)
        except TournamentFileError:
            doc = _exchange(source, tid, members, keep_numbers=False)
            try:
                load_tournament(doc)
            except TournamentFileError as err:
                raise GameImportError(
                    f"tournament {tid}: the exchange file would be refused: {err}"
                ) from None
        docs[tid] = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    return docs


def _exchange(
    source: str, tid: str, members: list[tuple[SourceGame, Game]], *, keep_numbers: bool
) -> dict[str, object]:
    """Stage, round and table from the records when `keep_numbers` (Polemica's phase, num, table); else one
    stage and one round per game in the order they started, so no player is at two tables in a round."""
    players: dict[str, str] = {}
    entries: list[dict[str, object]] = []
    stages: list[str] = []
    ordered = sorted(members, key=lambda m: (m[0].start, m[0].label)) if not keep_numbers else members
    for n, (sg, game) in enumerate(ordered, start=1):
        for seat in game.seats:
            assert seat.player_id is not None
            players.setdefault(seat.player_id, seat.player)
        stage = (sg.stage or "main") if keep_numbers else "main"
        rnd = sg.round if keep_numbers and sg.round is not None else n
        table = sg.table if keep_numbers and sg.table is not None else 1
        if stage not in stages:
            stages.append(stage)
        entry = result_entry(game, stage=stage, round=rnd, table=table)
        if "source_id" in sg.meta:
            entry["source_id"] = sg.meta["source_id"]
        entries.append(entry)
    order = {"qualifying": 0, "semifinal": 1, "final": 2}
    stages.sort(key=lambda s: order.get(s, 0))
    return {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": f"{'mafiaratings' if source == 'mafiaratings' else 'Polemica'} tournament {tid}",
        "ruleset": "fiim",
        "players": [{"id": pid, "name": name} for pid, name in players.items()],
        "stages": [{"id": s, "coefficient": 1} for s in stages],
        "games": entries,
    }


def _write_all(target: Path, files: dict[str, str]) -> None:
    """Into a temporary folder beside the target, then moved in: an error leaves nothing behind."""
    parent = target.parent if not target.exists() else target
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".import-games-", dir=parent))
    except OSError as err:
        raise GameImportError(f"{target}: cannot write there: {err.strerror or err}") from None
    try:
        for name, text in files.items():
            (tmp / name).write_text(text, encoding="utf-8")
        if not target.exists():
            os.replace(tmp, target)
            return
        if not target.is_dir():
            raise GameImportError(f"{target} is not a folder")
        for name in files:
            os.replace(tmp / name, target / name)
    except OSError as err:
        raise GameImportError(f"{target}: cannot write there: {err.strerror or err}") from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
