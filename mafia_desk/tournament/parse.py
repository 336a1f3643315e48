"""Structure and types of the exchange file: JSON values in, typed dataclasses out.

Only what one object can tell about itself is checked here; cross-references and the preset's rules are in
`checks.py`. Unknown keys are collected into `extra` so that an export writes them back (spec: Errors).
"""

from __future__ import annotations

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
    MAX_TABLE,
    text_problem,
)
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import (
    FORMAT_ID,
    FORMAT_VERSION,
    SEATS,
    Absence,
    AbsenceKind,
    Adjustment,
    BestMove,
    Bonus,
    BonusKind,
    EndedBy,
    Game,
    Number,
    Penalty,
    Player,
    Removal,
    RemovalReason,
    Roles,
    Stage,
    Team,
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
)
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
    return Stage(id=stage_id, coefficient=coefficient, extra=_extra(r.obj, ("id", "coefficient")))


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
    winner = Team(r.choice("winner", tuple(Team)))
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
