"""The game log file (docs/game-log.md): header, seats and events, enough to rebuild the game exactly."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from mafia_desk.atomic_write import write_atomically
from mafia_desk.game.errors import BadEventError, GameLogError, RulesetError
from mafia_desk.game.events import Event, event_from_dict, event_to_dict
from mafia_desk.game.game import LATEST_LOG_VERSION, LOG_VERSIONS, Game
from mafia_desk.game.model import Seat
from mafia_desk.inputs.json_file import JsonInputError, read_json_file
from mafia_desk.inputs.limits import text_problem
from mafia_desk.rulesets.game import load_game_ruleset

LOG_FORMAT = "mafia-desk/game-log"
LOG_VERSION = LATEST_LOG_VERSION


def game_log_to_dict(game: Game) -> dict[str, object]:
    return {
        "format": LOG_FORMAT,
        "version": game.version,
        "ruleset": game.ruleset.id,
        "ruleset_options": game.ruleset.overrides(),
        "meta": dict(game.meta),
        "seats": [{"seat": s.seat, "player": s.player, "player_id": s.player_id} for s in game.seats],
        "events": [event_to_dict(e) for e in game.events],
    }


def _seats(raw: object) -> list[Seat]:
    if not isinstance(raw, list):
        raise GameLogError("'seats' must be a list of 10 objects {seat, player, player_id}")
    seats: list[Seat] = []
    for i, item in enumerate(raw):
        if not isinstance(item, Mapping):
            raise GameLogError(f"seats[{i}] must be an object")
        seat, player, pid = item.get("seat"), item.get("player"), item.get("player_id")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise GameLogError(f"seats[{i}].seat must be a seat number 1..10, not {seat!r}")
        if not isinstance(player, str) or not player.strip():
            raise GameLogError(f"seats[{i}].player must be a non-empty name, not {player!r}")
        if pid is not None and not isinstance(pid, str):
            raise GameLogError(f"seats[{i}].player_id must be a string or null, not {pid!r}")
        # The names' rule of the exchange file and the store: a line break would break the protocol's table.
        for key, value in (("player", player), ("player_id", pid)):
            problem = None if value is None else text_problem(value)
            if problem is not None:
                raise GameLogError(f"seats[{i}].{key} {problem}")
        seats.append(Seat(seat, player, pid))
    return seats


def game_from_log_dict(d: Mapping[str, object]) -> Game:
    if not isinstance(d, Mapping):
        raise GameLogError("a game log must be a JSON object")
    if d.get("format") != LOG_FORMAT:
        raise GameLogError(f"'format' must be {LOG_FORMAT!r}, not {d.get('format')!r}")
    # A log without a version predates the field: it is read as version 1. A version given must be a JSON
    # integer this program reads (`true` and `1.0` are not version 1; `null` is no version).
    version = d.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version not in LOG_VERSIONS:
        readable = ", ".join(str(v) for v in LOG_VERSIONS)
        raise GameLogError(
            f"unsupported game-log version {json.dumps(version)[:40]} (this program reads {readable})"
        )
    ruleset_id = d.get("ruleset", "fiim")
    options = d.get("ruleset_options") or {}
    if not isinstance(ruleset_id, str):
        raise GameLogError(f"'ruleset' must be a ruleset id, not {ruleset_id!r}")
    if not isinstance(options, Mapping):
        raise GameLogError("'ruleset_options' must be an object of option names and values")
    try:
        rules = load_game_ruleset(ruleset_id, {str(k): v for k, v in options.items()})
    except RulesetError as err:
        raise GameLogError(str(err)) from err
    meta = d.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise GameLogError("'meta' must be an object")
    try:
        game = Game(rules, _seats(d.get("seats")), {str(k): v for k, v in meta.items()}, int(version))
    except ValueError as err:
        if isinstance(err, GameLogError):
            raise
        raise GameLogError(str(err)) from err
    raw_events = d.get("events", [])
    if not isinstance(raw_events, list):
        raise GameLogError("'events' must be a list")
    events: list[Event] = []
    for i, raw in enumerate(raw_events):
        try:
            events.append(event_from_dict(raw))
        except BadEventError as err:
            kind = raw.get("type") if isinstance(raw, Mapping) else None
            raise GameLogError(str(err), i, kind if isinstance(kind, str) else None) from err
    return Game.replay(rules, game.seats, events, game.meta, game.version)


def load_game_log(path: str | Path) -> Game:
    """Read as every input file is (`read_json_file`: size capped, a BOM is not an error, no NUL or lone
    surrogate), so a hostile log is one message and never a traceback."""
    try:
        data = read_json_file(path)
    except JsonInputError as err:
        raise GameLogError(str(err)) from None
    if not isinstance(data, Mapping):
        raise GameLogError("a game log must be a JSON object")
    return game_from_log_dict(data)


def dumps_game_log(log: Mapping[str, object]) -> str:
    """JSON text with one seat and one event per line, so a log reads (and diffs) like the host's notes."""
    lines = ["{"]
    body = [
        f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in log.items() if k not in _LISTED
    ]
    for key in _LISTED:
        items = log.get(key)
        if isinstance(items, list):
            inner = ",\n".join("  " + json.dumps(x, ensure_ascii=False) for x in items)
            body.append(f" {json.dumps(key)}: [\n{inner}\n ]" if items else f" {json.dumps(key)}: []")
    lines.append(",\n".join(body))
    lines.append("}")
    return "\n".join(lines) + "\n"


_LISTED = ("seats", "events")


def save_game_log(game: Game, path: str | Path) -> None:
    """Atomic, so that a crash mid-write never leaves half a log."""
    write_atomically(path, dumps_game_log(game_log_to_dict(game)))
