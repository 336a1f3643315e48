"""Structure and types of the exchange file: JSON values in, typed dataclasses out.

Only what one object can tell about itself is checked here; cross-references and the preset's rules are in
`checks.py`. Unknown keys are collected into `extra` so that an export writes them back (spec: Errors).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from types import MappingProxyType
from typing import cast

from mafia_desk.game.model import SEAT_RANGE, is_seat
from mafia_desk.inputs.limits import (
    MAX_ABS_POINTS,
    MAX_COEFFICIENT,
    MAX_GAMES,
    MAX_PLAYERS,
    MAX_ROUND,
    MAX_SEED,
    MAX_TABLE,
    text_problem,
)
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import (
    FORMAT_ID,
    FORMAT_VERSION,
    PROTEST_DECISIONS,
    PROTEST_FILERS,
    SEATING_METHODS,
    SEATS,
    Absence,
    AbsenceKind,
    Adjustment,
    BestMove,
    Bonus,
    BonusKind,
    Correction,
    CorrectionAction,
    Draw,
    EndedBy,
    Game,
    Judge,
    Lot,
    Number,
    Outcome,
    Penalty,
    Player,
    Protest,
    ProtestDecision,
    ProtestFiler,
    Removal,
    RemovalReason,
    Roles,
    Ruling,
    SeatingMethod,
    Stage,
    StageClosing,
    Tournament,
    game_where,
)

_TOURNAMENT_KEYS = (
    "format",
    "version",
    "name",
    "ruleset",
    "players",
    "stages",
    "games",
    "absences",
    "adjustments",
    "venue",
    "start",
    "end",
    "judges",
    "judge_details",
    "draws",
    "corrections",
    "closings",
    "protests",
)
_PROTEST_KEYS = ("id", "stage", "round", "table", "by", "as", "text", "at", "rulings")
_RULING_KEYS = ("decision", "reason", "by", "at")
_CLOSING_KEYS = ("stage", "through", "lots", "by", "at")
_LOT_KEYS = ("players", "order", "drawn")
_STAGE_KEYS = ("id", "coefficient", "games", "advance", "tables", "seating", "hidden_from_round")
_DRAW_KEYS = ("stage", "round", "seed", "tables", "sitting_out", "judges")
_JUDGE_KEYS = ("name", "club", "city", "player")
_CORRECTION_KEYS = ("stage", "round", "table", "action", "game", "reason", "by", "at")
_GAME_KEYS = (
    "stage",
    "round",
    "table",
    "players",
    "roles",
    "winner",
    "ended_by",
    "reason",
    "shot_night1",
    "best_move",
    "bonus",
    "removed",
    "penalties",
)


def _extra(obj: Mapping[str, object], known: tuple[str, ...]) -> Mapping[str, object]:
    return MappingProxyType({k: v for k, v in obj.items() if k not in known})


class _Reader:
    """Reads typed fields of one JSON object and reports problems at one `where`."""

    def __init__(self, obj: object, where: str, what: str) -> None:
        if not isinstance(obj, dict):
            raise TournamentFileError(where, f"{what} must be a JSON object")
        self.obj = cast(dict[str, object], obj)
        self.where = where

    def fail(self, what: str) -> TournamentFileError:
        return TournamentFileError(self.where, what)

    def string(
        self, key: str, *, required: bool = True, empty: bool = False, text: bool = False
    ) -> str | None:
        """A name (ids too) by default; `text` for a free text, which may be longer and hold line breaks."""
        value = self.obj.get(key)
        if value is None:
            if required:
                raise self.fail(f"'{key}' is missing")
            return None
        if not isinstance(value, str):
            raise self.fail(f"'{key}' must be a string, not {_show(value)}")
        if not empty and not value.strip():
            raise self.fail(f"'{key}' must not be empty")
        problem = text_problem(value, free_text=text)
        if problem is not None:
            raise self.fail(f"'{key}' {problem}")
        return value

    def req_string(self, key: str) -> str:
        value = self.string(key)
        assert value is not None
        return value

    def integer(self, key: str, *, maximum: int, minimum: int = 1) -> int:
        value = self.obj.get(key)
        if value is None:
            raise self.fail(f"'{key}' is missing")
        return self.int_value(value, f"'{key}'", minimum, maximum)

    def int_value(self, value: object, label: str, minimum: int, maximum: int) -> int:
        # A42: 1.0 is refused, and JSON true is not the number 1.
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"{label} must be a JSON integer, not {_show(value)}")
        if value < minimum:
            raise self.fail(f"{label} must be >= {minimum}, not {_show(value)}")
        if value > maximum:
            raise self.fail(f"{label} must be <= {maximum:,}, not {_show(value)}")
        return value

    def seat_value(self, value: object, label: str) -> int:
        if is_seat(value):
            return value
        if isinstance(value, int) and not isinstance(value, bool) and value > SEATS[-1]:
            raise self.fail(f"{label} must be a seat {SEAT_RANGE}, not {_show(value)}")
        return self.int_value(value, label, 1, SEATS[-1])

    def seat(self, key: str, label: str | None = None) -> int:
        if key not in self.obj or self.obj[key] is None:
            raise self.fail(f"'{label or key}' is missing")
        return self.seat_value(self.obj[key], f"'{label or key}'")

    def number(self, key: str, label: str, bound: int | None = MAX_ABS_POINTS) -> Number:
        """A finite number within -bound..bound (points by default; None: the caller checks the range)."""
        value = self.obj.get(key)
        if value is None:
            raise self.fail(f"{label} is missing")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.fail(f"{label} must be a number, not {_show(value)}")
        if value != value or value in (float("inf"), float("-inf")):
            raise self.fail(f"{label} must be a finite number")
        if bound is not None and abs(value) > bound:
            raise self.fail(f"{label} must be within -{bound:,}..{bound:,}, not {_show(value)}")
        return value

    def array(self, key: str, *, required: bool = False) -> list[object]:
        value = self.obj.get(key)
        if value is None:
            if required:
                raise self.fail(f"'{key}' is missing")
            return []
        if not isinstance(value, list):
            raise self.fail(f"'{key}' must be a list, not {_show(value)}")
        return cast(list[object], value)

    def choice(self, key: str, allowed: tuple[str, ...], default: str | None = None) -> str:
        value = self.obj.get(key, default)
        if value is None:
            raise self.fail(f"'{key}' is missing (one of {', '.join(allowed)})")
        if value not in allowed:
            raise self.fail(f"'{key}' must be one of {', '.join(allowed)}, not {_show(value)}")
        return value


def _show(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(_brief(value))
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, int) and abs(value) >= 10**20:
        # str() itself refuses more than 4,300 digits (a document built in code may hold such an int).
        digits = f"{len(str(abs(value)))}" if value.bit_length() < 14_000 else "more than 4,000"
        return f"an integer of {digits} digits"
    return str(value)


_BRIEF = 60


def _brief(value: object) -> str:
    """A value from the file as a message shows it: a 60 MB id must not make a 60 MB error line."""
    text = str(value)
    return text if len(text) <= _BRIEF else f"{text[:_BRIEF]}... ({len(text):,} characters)"


def parse_tournament(data: object) -> Tournament:
    top = _Reader(data, "file", "the document")
    fmt = top.obj.get("format")
    if fmt != FORMAT_ID:
        raise top.fail(f"'format' must be {FORMAT_ID!r}, not {_show(fmt)}")
    version = top.obj.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version != FORMAT_VERSION:
        raise top.fail(f"'version' must be {FORMAT_VERSION}, not {_show(version)}")
    name = top.string("name", required=False, empty=True) or ""
    ruleset = top.req_string("ruleset")
    player_list = top.array("players", required=True)
    if len(player_list) > MAX_PLAYERS:
        raise top.fail(f"{len(player_list):,} players; a file may list at most {MAX_PLAYERS:,}")
    players = tuple(_player(raw, i) for i, raw in enumerate(player_list))
    stages: tuple[Stage, ...] | None = None
    if top.obj.get("stages") is not None:
        stages = tuple(_stage(raw, i) for i, raw in enumerate(top.array("stages")))
    game_list = top.array("games")
    if len(game_list) > MAX_GAMES:
        raise top.fail(f"{len(game_list):,} games; a file may list at most {MAX_GAMES:,}")
    games = tuple(_game(raw, i) for i, raw in enumerate(game_list))
    absences = tuple(_absence(raw, i) for i, raw in enumerate(top.array("absences")))
    adjustments = tuple(_adjustment(raw, i) for i, raw in enumerate(top.array("adjustments")))
    venue = top.string("venue", required=False)
    start = _date(top, "start")
    end = _date(top, "end")
    if start is not None and end is not None and end < start:
        raise top.fail(f"'end' {end} is before 'start' {start}")
    judges = _judges(top)
    judge_details = _judge_details(top)
    draw_list = top.array("draws")
    if len(draw_list) > MAX_GAMES:
        raise top.fail(f"{len(draw_list):,} draws; a file may list at most {MAX_GAMES:,}")
    draws = tuple(_draw(raw, i) for i, raw in enumerate(draw_list))
    correction_list = top.array("corrections")
    if len(correction_list) > MAX_GAMES:
        raise top.fail(f"{len(correction_list):,} corrections; a file may list at most {MAX_GAMES:,}")
    corrections = tuple(_correction(raw, i) for i, raw in enumerate(correction_list))
    closing_list = top.array("closings")
    if len(closing_list) > MAX_GAMES:
        raise top.fail(f"{len(closing_list):,} closings; a file may list at most {MAX_GAMES:,}")
    closings = tuple(_closing(raw, i) for i, raw in enumerate(closing_list))
    protest_list = top.array("protests")
    if len(protest_list) > MAX_GAMES:
        raise top.fail(f"{len(protest_list):,} protests; a file may list at most {MAX_GAMES:,}")
    protests = tuple(_protest(raw, i) for i, raw in enumerate(protest_list))
    return Tournament(
        format=FORMAT_ID,
        version=FORMAT_VERSION,
        name=name,
        ruleset=ruleset,
        players=players,
        stages=stages,
        games=games,
        absences=absences,
        adjustments=adjustments,
        venue=venue,
        start=start,
        end=end,
        judges=judges,
        judge_details=judge_details,
        draws=draws,
        corrections=corrections,
        closings=closings,
        protests=protests,
        extra=_extra(top.obj, _TOURNAMENT_KEYS),
    )


def _player(raw: object, index: int) -> Player:
    r = _Reader(raw, f"players[{index}]", "a player")
    return Player(
        id=r.req_string("id"),
        name=r.req_string("name"),
        club=r.string("club", required=False, empty=True),
        city=r.string("city", required=False, empty=True),
        extra=_extra(r.obj, ("id", "name", "club", "city")),
    )


def _stage(raw: object, index: int) -> Stage:
    probe = raw.get("id") if isinstance(raw, dict) else None
    where = f"stage {_brief(probe)}" if isinstance(probe, str) and probe else "file"
    r = _Reader(raw, where, f"stages[{index}]")
    stage_id = r.string("id")
    coefficient: Number | None = None
    if r.obj.get("coefficient") is not None:
        coefficient = r.number("coefficient", "'coefficient'", bound=None)
        if coefficient <= 0:
            raise r.fail(f"'coefficient' must be > 0, not {_show(coefficient)}")  # A2
        if coefficient > MAX_COEFFICIENT:
            raise r.fail(f"'coefficient' must be <= {MAX_COEFFICIENT}, not {_show(coefficient)}")
    assert stage_id is not None
    games = _optional_int(r, "games", MAX_ROUND)
    hidden = _optional_int(r, "hidden_from_round", MAX_ROUND)
    return Stage(
        id=stage_id,
        coefficient=coefficient,
        games=games,
        advance=_optional_int(r, "advance", MAX_PLAYERS),
        tables=_optional_int(r, "tables", MAX_TABLE),
        seating=_seating(r, games),
        hidden_from_round=hidden,
        extra=_extra(r.obj, _STAGE_KEYS),
    )


def _optional_int(r: _Reader, key: str, maximum: int) -> int | None:
    return None if r.obj.get(key) is None else r.integer(key, maximum=maximum)


def _seating(r: _Reader, games: int | None) -> SeatingMethod | tuple[SeatingMethod, ...] | None:
    value = r.obj.get("seating")
    if value is None:
        return None
    if not isinstance(value, list):
        return cast(SeatingMethod, r.choice("seating", SEATING_METHODS))
    if not value:
        raise r.fail("'seating' must name a method, or list one per round, not an empty list")
    if len(value) > MAX_ROUND:
        raise r.fail(f"'seating' lists {len(value):,} rounds; at most {MAX_ROUND:,}")
    for i, method in enumerate(value):
        if method not in SEATING_METHODS:
            raise r.fail(f"'seating'[{i}] must be one of {', '.join(SEATING_METHODS)}, not {_show(method)}")
    if games is not None and len(value) != games:
        raise r.fail(f"'seating' lists {len(value)} methods for {games} games")
    return tuple(cast(list[SeatingMethod], value))


def _date(r: _Reader, key: str) -> str | None:
    """An ISO calendar date written as YYYY-MM-DD, kept as the file's text (it is already canonical)."""
    value = r.string(key, required=False)
    if value is None:
        return None
    try:
        parsed = dt.date.fromisoformat(value)
    except ValueError:
        parsed = None
    if parsed is None or parsed.isoformat() != value:
        raise r.fail(f"'{key}' must be a date YYYY-MM-DD, not {_show(value)}")
    return value


def _datetime(r: _Reader, key: str) -> str:
    """An ISO date and time (YYYY-MM-DDTHH:MM[:SS], an optional offset), kept as the file's text."""
    value = r.req_string(key)
    ok = len(value) >= 16 and value[10:11] == "T"
    if ok:
        try:
            dt.datetime.fromisoformat(value)
        except ValueError:
            ok = False
    if not ok:
        raise r.fail(f"'{key}' must be an ISO date and time YYYY-MM-DDTHH:MM:SS, not {_show(value)}")
    return value


def _judges(top: _Reader) -> tuple[str, ...] | None:
    if top.obj.get("judges") is None:
        return None
    names = top.array("judges")
    if len(names) > MAX_PLAYERS:
        raise top.fail(f"{len(names):,} judges; a file may list at most {MAX_PLAYERS:,}")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise top.fail(f"judges[{i}] must be a non-empty name, not {_show(name)}")
        problem = text_problem(name)
        if problem is not None:
            raise top.fail(f"judges[{i}] {problem}")
    return tuple(cast(list[str], names))


def _judge_details(top: _Reader) -> tuple[Judge, ...]:
    """Our key `judge_details`: a judge's club, city and player id (docs/tournament-format.md)."""
    entries = top.array("judge_details")
    if len(entries) > MAX_PLAYERS:
        raise top.fail(f"{len(entries):,} judge_details; a file may list at most {MAX_PLAYERS:,}")
    out: list[Judge] = []
    for i, raw in enumerate(entries):
        if not isinstance(raw, dict):
            raise top.fail(f"judge_details[{i}] must be a JSON object, not {_show(raw)}")
        r = _Reader(raw, "file", f"judge_details[{i}]")
        try:
            out.append(
                Judge(
                    name=r.req_string("name"),
                    club=r.string("club", required=False, empty=True),
                    city=r.string("city", required=False, empty=True),
                    player=r.string("player", required=False),
                    extra=_extra(r.obj, _JUDGE_KEYS),
                )
            )
        except TournamentFileError as exc:
            raise top.fail(f"judge_details[{i}]: {exc.what}") from None
    return tuple(out)


def _ids(r: _Reader, value: object, label: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise r.fail(f"{label} must be a list of player ids, not {_show(value)}")
    if len(value) > MAX_PLAYERS:
        raise r.fail(f"{label} lists {len(value):,} players; at most {MAX_PLAYERS:,}")
    for pid in value:
        if not isinstance(pid, str) or not pid:
            raise r.fail(f"{label}: a player id must be a non-empty string, not {_show(pid)}")
        problem = text_problem(pid)
        if problem is not None:
            raise r.fail(f"{label}: the player id {problem}")
    return tuple(cast(list[str], value))


def _draw(raw: object, index: int) -> Draw:
    probe = raw.get("stage") if isinstance(raw, dict) else None
    where = f"stage {_brief(probe)}" if isinstance(probe, str) and probe else "file"
    r = _Reader(raw, where, f"draws[{index}]")
    if where == "file":
        raise r.fail(f"draws[{index}]: 'stage' must be a non-empty stage id")
    stage = r.req_string("stage")
    round_ = r.integer("round", maximum=MAX_ROUND)
    label = f"draw of round {round_}"
    seed = None if r.obj.get("seed") is None else r.integer("seed", minimum=0, maximum=MAX_SEED)
    table_list = r.array("tables", required=True)
    if not table_list:
        raise r.fail(f"{label}: 'tables' must list at least one table")
    if len(table_list) > MAX_TABLE:
        raise r.fail(f"{label}: {len(table_list):,} tables; at most {MAX_TABLE:,}")
    tables = tuple(_ids(r, t, f"{label}, table {i + 1}") for i, t in enumerate(table_list))
    sitting_out = _ids(r, r.obj.get("sitting_out", []), f"{label}, 'sitting_out'")
    judges = _draw_judges(r, label)
    return Draw(
        stage=stage,
        round=round_,
        tables=tables,
        seed=seed,
        sitting_out=sitting_out,
        judges=judges,
        extra=_extra(r.obj, _DRAW_KEYS),
    )


def _draw_judges(r: _Reader, label: str) -> tuple[str | None, ...]:
    """Our key `draws[].judges`: a name or null per table; absent or null means no judges assigned."""
    raw = r.obj.get("judges")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise r.fail(f"{label}: 'judges' must be a list of names or nulls, not {_show(raw)}")
    out: list[str | None] = []
    for i, name in enumerate(raw):
        if name is None:
            out.append(None)
            continue
        if not isinstance(name, str) or not name.strip():
            raise r.fail(f"{label}: judges[{i}] must be a judge's name or null, not {_show(name)}")
        out.append(name)
    return tuple(out)


def _closing(raw: object, index: int) -> StageClosing:
    probe = raw.get("stage") if isinstance(raw, dict) else None
    where = f"stage {_brief(probe)}" if isinstance(probe, str) and probe else "file"
    r = _Reader(raw, where, f"closings[{index}]")
    if where == "file":
        raise r.fail(f"closings[{index}]: 'stage' must be a non-empty stage id (the stage entered)")
    stage = r.req_string("stage")
    through = _ids(r, r.obj.get("through"), "closing: 'through'")
    if not through:
        raise r.fail("closing: 'through' must list the players who went through")
    if len(set(through)) != len(through):
        twice = sorted({p for p in through if through.count(p) > 1})
        raise r.fail(f"closing: 'through' lists {', '.join(twice)} twice")
    lots = tuple(_lot(r, item, i) for i, item in enumerate(r.array("lots")))
    by = r.string("by")
    assert by is not None
    return StageClosing(
        stage=stage,
        through=through,
        by=by,
        at=_datetime(r, "at"),
        lots=lots,
        extra=_extra(r.obj, _CLOSING_KEYS),
    )


def _lot(closing: _Reader, raw: object, index: int) -> Lot:
    label = f"closing: lots[{index}]"
    if not isinstance(raw, dict):
        raise closing.fail(f"{label} must be a JSON object")
    r = _Reader(raw, closing.where, label)
    players = _ids(r, r.obj.get("players"), f"{label} 'players'")
    order = _ids(r, r.obj.get("order"), f"{label} 'order'")
    if len(players) < 2 or len(set(players)) != len(players):
        raise r.fail(f"{label}: 'players' must name at least 2 different tied players")
    if sorted(order) != sorted(players):
        raise r.fail(f"{label}: 'order' must list exactly the lot's players, each once, as they were drawn")
    drawn: tuple[int, ...] = ()
    if r.obj.get("drawn") is not None:
        numbers = r.array("drawn")
        drawn = tuple(r.int_value(n, f"{label} 'drawn'", 1, MAX_PLAYERS) for n in numbers)
        if len(drawn) != len(order) or list(drawn) != sorted(set(drawn)):
            raise r.fail(
                f"{label}: 'drawn' must give each player of 'order' his number, all different, in order"
            )
    return Lot(players=players, order=order, drawn=drawn, extra=_extra(r.obj, _LOT_KEYS))


def _correction(raw: object, index: int) -> Correction:
    r = _Reader(raw, _game_where(raw, index), f"corrections[{index}]")
    stage = r.req_string("stage")
    round_ = r.integer("round", maximum=MAX_ROUND)
    table = r.integer("table", maximum=MAX_TABLE)
    action = cast(CorrectionAction, r.choice("action", ("void", "replace")))
    game: Game | None = None
    if action == "replace":
        if r.obj.get("game") is None:
            raise r.fail("correction 'replace' needs the new games[] entry in 'game'")
        game = _game(r.obj["game"], index)
        if (game.stage, game.round, game.table) != (stage, round_, table):
            raise r.fail(f"the 'replace' correction carries {game.where}, not the corrected game")
    elif r.obj.get("game") is not None:
        raise r.fail("correction 'void' carries no 'game'")
    reason = r.string("reason", text=True)
    by = r.string("by")
    assert reason is not None and by is not None
    return Correction(
        stage=stage,
        round=round_,
        table=table,
        action=action,
        reason=reason,
        by=by,
        at=_datetime(r, "at"),
        game=game,
        extra=_extra(r.obj, _CORRECTION_KEYS),
    )


# A protest's rulings: a real one is revised once or twice; the bound keeps a hostile file one line.
MAX_RULINGS = 100


def _protest(raw: object, index: int) -> Protest:
    """One protests[] entry (our key of version 1, docs/tournament-format.md), reported at its game."""
    has_slot = isinstance(raw, dict) and any(k in raw for k in ("stage", "round", "table"))
    r = _Reader(raw, _game_where(raw, index) if has_slot else "file", f"protests[{index}]")
    label = f"protests[{index}]"
    try:
        protest_id = r.req_string("id")
        label = f"protest {_brief(protest_id)}"
        stage = r.req_string("stage")
        round_ = r.integer("round", maximum=MAX_ROUND)
        table = r.integer("table", maximum=MAX_TABLE)
        by = r.req_string("by")
        filed_as: ProtestFiler = "player"
        if r.obj.get("as") is not None:
            filed_as = cast(ProtestFiler, r.choice("as", PROTEST_FILERS))
        text = r.string("text", text=True)
        assert text is not None
        at = _datetime(r, "at")
        ruling_list = r.array("rulings")
        if len(ruling_list) > MAX_RULINGS:
            raise r.fail(f"{len(ruling_list):,} rulings; at most {MAX_RULINGS}")
        rulings = tuple(_ruling(r, item, i) for i, item in enumerate(ruling_list))
    except TournamentFileError as exc:
        raise TournamentFileError(exc.where, f"{label}: {exc.what}") from None
    return Protest(
        id=protest_id,
        stage=stage,
        round=round_,
        table=table,
        by=by,
        text=text,
        at=at,
        filed_as=filed_as,
        rulings=rulings,
        extra=_extra(r.obj, _PROTEST_KEYS),
    )


def _ruling(protest: _Reader, raw: object, index: int) -> Ruling:
    label = f"rulings[{index}]"
    r = _sub(protest, raw, label)
    try:
        decision = cast(ProtestDecision, r.choice("decision", PROTEST_DECISIONS))
        reason = r.string("reason", text=True)
        by = r.req_string("by")
        at = _datetime(r, "at")
    except TournamentFileError as exc:
        raise TournamentFileError(exc.where, f"{label}: {exc.what}") from None
    assert reason is not None
    return Ruling(decision=decision, reason=reason, by=by, at=at, extra=_extra(r.obj, _RULING_KEYS))


def _game_where(raw: object, index: int) -> str:
    if not isinstance(raw, dict):
        return "file"
    if "stage" not in raw and "round" not in raw and "table" not in raw:
        return f"game (games[{index}])"
    stage, round_, table = (raw.get(key) for key in ("stage", "round", "table"))
    return game_where(_where_part(stage), _where_part(round_), _where_part(table))


def _where_part(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return _show(value)
    return _brief(value)


def parse_game(raw: object) -> Game:
    """One games[] entry on its own (the store keeps a correction's game as the file wrote it)."""
    return _game(raw, 0)


def _game(raw: object, index: int) -> Game:
    r = _Reader(raw, _game_where(raw, index), f"games[{index}]")
    stage = r.req_string("stage")
    round_ = r.integer("round", maximum=MAX_ROUND)
    table = r.integer("table", maximum=MAX_TABLE)
    player_list = r.array("players", required=True)
    if len(player_list) != 10:
        raise r.fail(f"'players' must list exactly 10 player ids (seats 1..10), not {len(player_list)}")
    for seat, pid in enumerate(player_list, start=1):
        if not isinstance(pid, str) or not pid:
            raise r.fail(f"seat {seat}: a player id must be a non-empty string, not {_show(pid)}")
        problem = text_problem(pid)
        if problem is not None:
            raise r.fail(f"seat {seat}: the player id {problem}")
    players = cast(list[str], player_list)
    roles = _roles(r)
    winner = Outcome(r.choice("winner", tuple(Outcome)))
    ended_by = EndedBy(r.choice("ended_by", tuple(EndedBy), EndedBy.NORMAL))
    # A38: an awarded result needs a reason; on other games a reason is a free note, kept even when empty.
    reason = r.string("reason", required=ended_by == "judge", empty=ended_by != "judge", text=True)
    shot = r.obj.get("shot_night1")
    shot_night1 = None if shot is None else r.seat_value(shot, "'shot_night1'")
    best_move = None if r.obj.get("best_move") is None else _best_move(r)
    bonus = tuple(_bonus(r, item, i) for i, item in enumerate(r.array("bonus")))
    removed = tuple(_removal(r, item, i) for i, item in enumerate(r.array("removed")))
    penalties = tuple(_penalty(r, item, i) for i, item in enumerate(r.array("penalties")))
    return Game(
        stage=stage,
        round=round_,
        table=table,
        players=tuple(players),
        roles=roles,
        winner=winner,
        ended_by=ended_by,
        reason=reason,
        shot_night1=shot_night1,
        best_move=best_move,
        bonus=bonus,
        removed=removed,
        penalties=penalties,
        extra=_extra(r.obj, _GAME_KEYS),
    )


def _sub(game: _Reader, raw: object, label: str) -> _Reader:
    if not isinstance(raw, dict):
        raise game.fail(f"{label} must be a JSON object")
    return _Reader(raw, game.where, label)


def _roles(game: _Reader) -> Roles:
    if game.obj.get("roles") is None:
        raise game.fail("'roles' is missing")
    r = _sub(game, game.obj["roles"], "'roles'")
    don = r.seat("don", "roles.don")
    sheriff = r.seat("sheriff", "roles.sheriff")
    mafia_raw = r.array("mafia", required=True)
    if len(mafia_raw) != 2:
        raise r.fail(f"roles: need 1 don + 2 mafia + 1 sheriff, but 'mafia' lists {len(mafia_raw)} seats")
    mafia = tuple(r.seat_value(s, "roles.mafia seat") for s in mafia_raw)
    seats = [don, *mafia, sheriff]
    if len(set(seats)) != 4:
        raise r.fail(f"roles: the don, the 2 mafia and the sheriff need 4 different seats, not {seats}")
    return Roles(
        don=don,
        mafia=(mafia[0], mafia[1]),
        sheriff=sheriff,
        extra=_extra(r.obj, ("don", "mafia", "sheriff")),
    )


def _best_move(game: _Reader) -> BestMove:
    r = _sub(game, game.obj["best_move"], "'best_move'")
    seat = r.seat("seat", "best_move.seat")
    guess_raw = r.array("guess", required=True)
    if len(guess_raw) != 3:
        raise r.fail(f"best move by seat {seat}: the guess must name 3 seats, not {len(guess_raw)}")
    guess = tuple(r.seat_value(s, "best_move.guess seat") for s in guess_raw)
    if len(set(guess)) != 3:
        raise r.fail(f"best move by seat {seat}: the guess names a seat twice: {list(guess)}")  # A39
    if seat in guess:
        raise r.fail(f"best move by seat {seat}: the mover may not name himself")  # A39
    return BestMove(seat=seat, guess=(guess[0], guess[1], guess[2]), extra=_extra(r.obj, ("seat", "guess")))


def _bonus(game: _Reader, raw: object, index: int) -> Bonus:
    r = _sub(game, raw, f"bonus[{index}]")
    seat = r.seat("seat", f"bonus[{index}].seat")
    points = r.number("points", f"bonus for seat {seat}: 'points'")
    kind = cast(BonusKind, r.choice("kind", ("judge", "circle_best", "circle_worst"), "judge"))  # A15
    return Bonus(seat=seat, points=points, kind=kind, extra=_extra(r.obj, ("seat", "points", "kind")))


def _removal(game: _Reader, raw: object, index: int) -> Removal:
    r = _sub(game, raw, f"removed[{index}]")
    seat = r.seat("seat", f"removed[{index}].seat")
    reason = RemovalReason(r.choice("reason", tuple(RemovalReason)))
    return Removal(seat=seat, reason=reason, extra=_extra(r.obj, ("seat", "reason")))


def _penalty(game: _Reader, raw: object, index: int) -> Penalty:
    r = _sub(game, raw, f"penalties[{index}]")
    seat = r.seat("seat", f"penalties[{index}].seat")
    points = r.number("points", f"penalty for seat {seat}: 'points'")
    if points > 0:
        raise r.fail(f"penalty for seat {seat}: points must be <= 0, not {points}")  # A19
    reason = r.string("reason", text=True)
    assert reason is not None
    return Penalty(seat=seat, points=points, reason=reason, extra=_extra(r.obj, ("seat", "points", "reason")))


def _person_where(raw: object) -> str:
    pid = raw.get("player") if isinstance(raw, dict) else None
    return f"player {_brief(pid)}" if isinstance(pid, str) and pid else "file"


def _absence(raw: object, index: int) -> Absence:
    r = _Reader(raw, _person_where(raw), f"absences[{index}]")
    if r.where == "file":
        raise r.fail(f"absences[{index}]: 'player' must be a non-empty player id")
    kind = cast(AbsenceKind, r.choice("kind", ("missed", "excused", "short_table", "bye")))
    return Absence(
        player=r.req_string("player"),
        stage=r.req_string("stage"),
        round=r.integer("round", maximum=MAX_ROUND),
        kind=kind,
        extra=_extra(r.obj, ("player", "stage", "round", "kind")),
    )


def _adjustment(raw: object, index: int) -> Adjustment:
    r = _Reader(raw, _person_where(raw), f"adjustments[{index}]")
    if r.where == "file":
        raise r.fail(f"adjustments[{index}]: 'player' must be a non-empty player id")
    return Adjustment(
        player=r.req_string("player"),
        points=r.number("points", "adjustment 'points'"),
        reason=r.string("reason", required=False, empty=True, text=True) or "",
        extra=_extra(r.obj, ("player", "points", "reason")),
    )
