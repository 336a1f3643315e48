"""Reading a foreign JSON record with one-line errors that name the file, the record and the field."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.gameimport.record import GameImportError
from mafia_desk.inputs.limits import MAX_NAME_CHARS, text_problem


class Record:
    def __init__(self, obj: object, label: str, source: str) -> None:
        if not isinstance(obj, Mapping):
            raise GameImportError(f"{label}: not a {source} game (a JSON object is expected)")
        self.obj: Mapping[str, object] = obj
        self.label = label
        self.source = source

    def fail(self, what: str) -> GameImportError:
        return GameImportError(f"{self.label}: {what}")

    def opt_str(self, key: str) -> str | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if not isinstance(v, str):
            raise self.fail(f"'{key}' must be a string")
        return v

    def req_str(self, key: str) -> str:
        v = self.opt_str(key)
        if v is None:
            raise self.fail(f"'{key}' is missing")
        return v

    def opt_int(self, key: str) -> int | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, int) or abs(v) > 10**15:
            raise self.fail(f"'{key}' must be a whole number")
        return v

    def opt_scalar(self, key: str) -> str | int | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (str, int)) or (isinstance(v, str) and len(v) > 100):
            raise self.fail(f"'{key}' must be a number or a short string")
        return v

    def opt_list(self, key: str, limit: int = 100) -> list[object]:
        v = self.obj.get(key)
        if v is None:
            return []
        if not isinstance(v, list):
            raise self.fail(f"'{key}' must be a list")
        if len(v) > limit:
            raise self.fail(f"'{key}' has {len(v):,} entries (at most {limit:,})")
        return v

    def opt_list_long(self, key: str) -> list[object]:
        return self.opt_list(key, 5000)


def whole(r: Record, value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise r.fail(f"{what}: {str(value)[:40]!r} is not a seat {low}..{high}")
    return value


def seat_list(r: Record, key: str) -> list[object]:
    players = r.obj.get(key)
    if not isinstance(players, list):
        raise r.fail(f"'{key}' must be a list of the 10 players")
    if len(players) != 10:
        raise r.fail(f"{len(players)} players (a game has 10)")
    return players


def name_of(r: Record, name: str | None, fallback: str) -> str:
    text = (name or "").strip() or fallback
    if len(text) > MAX_NAME_CHARS or text_problem(text) is not None:
        raise r.fail(f"the player's name {text[:40]!r} is not usable: {text_problem(text) or 'too long'}")
    return text
