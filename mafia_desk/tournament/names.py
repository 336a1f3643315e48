"""Players who share a name, told apart: the one name every view, sheet and export shows for a player.

Real tournaments register two «Иван Петров» or two players under one nickname; a bare name on the wall
sheet or the hall screen then names neither. Only the names that collide get a suffix, so a tournament
without namesakes looks exactly as before, and the suffix is the organiser's choice for the tournament (the
exchange file's top-level key `same_names`, our extension, so every laptop, sheet and screen agrees):
its club, its city or its code. When the chosen field is missing or does not tell two players apart (same
name, same club), the next field is added, and finally a number in registration order, so the shown names
of a tournament are always all different.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from mafia_desk.tournament.model import Player, Tournament

SameNames = Literal["club", "city", "code"]
SAME_NAMES: tuple[SameNames, ...] = ("club", "city", "code")
DEFAULT_SAME_NAMES: SameNames = "club"
# The exchange file's top-level key that keeps the choice with the tournament (docs/tournament-format.md).
SAME_NAMES_KEY = "same_names"
# A code longer than this is no code an organiser reads out to the hall (an id imported from another
# system); such players are numbered instead.
MAX_CODE = 8

_FIELDS: dict[SameNames, tuple[str, ...]] = {
    "club": ("club", "city"),
    "city": ("city", "club"),
    "code": ("code",),
}


def name_key(name: str) -> str:
    """The name as compared: «Пётр  Иванов» and «петр иванов» are one name to a listener in the hall."""
    return " ".join(name.casefold().replace("ё", "е").split())


def _value(player: Player, field: str) -> str | None:
    if field == "code":
        code = player.id.strip()
        return code if 0 < len(code) <= MAX_CODE else None
    raw = player.club if field == "club" else player.city
    text = " ".join((raw or "").split())
    return text or None


def _label(player: Player, parts: list[str]) -> str:
    return f"{player.name} ({', '.join(parts)})" if parts else player.name


def shown_names(players: Iterable[Player], choice: SameNames = DEFAULT_SAME_NAMES) -> dict[str, str]:
    """Player id -> the name to show, in the players' (registration) order.

    A name nobody else has stays as it is. Players who share one (compared by `name_key`) each get the
    chosen field in brackets, then the next field while two of them still look alike, then `#1`, `#2`...
    in registration order; a player with no field at all is numbered too, so nobody of the group is left
    bare. The result depends only on the players and the choice: every laptop shows the same names.
    """
    listed = list(players)
    groups: dict[str, list[Player]] = {}
    for p in listed:
        groups.setdefault(name_key(p.name), []).append(p)
    shown = {group[0].id: group[0].name for group in groups.values() if len(group) == 1}
    taken = {name_key(name) for name in shown.values()}
    for group in groups.values():
        if len(group) > 1:
            told = _told_apart(group, _FIELDS[choice], taken)
            shown.update(told)
            taken.update(name_key(name) for name in told.values())
    return {p.id: shown[p.id] for p in listed}


def _told_apart(group: list[Player], fields: tuple[str, ...], taken: set[str]) -> dict[str, str]:
    parts: dict[str, list[str]] = {p.id: [] for p in group}

    def key(p: Player) -> str:
        return name_key(_label(p, parts[p.id]))

    pending = list(group)
    for field in fields:
        if not pending:
            break
        for p in pending:
            value = _value(p, field)
            if value is not None:
                parts[p.id].append(value)
        counts: dict[str, int] = {}
        for p in group:
            counts[key(p)] = counts.get(key(p), 0) + 1
        still = {p.id for p in pending}
        pending = [
            p for p in group if p.id in still and (counts[key(p)] > 1 or key(p) in taken or not parts[p.id])
        ]
    left = {p.id for p in pending}
    used = taken | {key(p) for p in group if p.id not in left}
    number = 0
    for p in pending:
        base = list(parts[p.id])
        while True:
            number += 1
            parts[p.id] = [*base, f"#{number}"]
            if key(p) not in used:
                break
        used.add(key(p))
    return {p.id: _label(p, parts[p.id]) for p in group}


def same_names_of(t: Tournament) -> SameNames:
    """The tournament's choice, the default when its file does not say (a bad value is refused on load)."""
    value = t.extra.get(SAME_NAMES_KEY)
    return value if value in SAME_NAMES else DEFAULT_SAME_NAMES


def tournament_names(t: Tournament) -> dict[str, str]:
    """Player id -> shown name for the tournament, by its own choice."""
    return shown_names(t.players, same_names_of(t))
