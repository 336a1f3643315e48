"""What an import would do, before anything is stored: the players, the rows skipped and why, and the likely
duplicates, within the file and against the registry. The organiser reads it, fixes the mapping or the
file, and only then does the caller store the players (this package stores nothing)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from mafia_desk.inputs.limits import text_problem
from mafia_desk.tournament.player_import.mapping import FIELDS, check_mapping, guess_mapping
from mafia_desk.tournament.player_import.names import name_key, words_key
from mafia_desk.tournament.player_import.reading import Sheet


@dataclass(frozen=True)
class ImportedPlayer:
    row: int  # the row's number in the file, as a spreadsheet shows it
    name: str
    nickname: str | None = None
    club: str | None = None
    city: str | None = None


@dataclass(frozen=True)
class SkippedRow:
    row: int
    reason: str


# "same": equal after case, ё/е and spaces; "swapped": the same words in another order.
DuplicateKind = Literal["same", "swapped"]


@dataclass(frozen=True)
class Duplicate:
    """A warning, not a refusal: two Ивановы may well be two people. `other_row` is the earlier row of the
    file, or None when the other is `registry[registry_index]`."""

    row: int
    name: str
    other_name: str
    kind: DuplicateKind
    other_row: int | None = None
    registry_index: int | None = None


@dataclass(frozen=True)
class ImportPreview:
    mapping: Mapping[str, int]
    header: tuple[str, ...] | None
    players: tuple[ImportedPlayer, ...]
    skipped: tuple[SkippedRow, ...]
    duplicates: tuple[Duplicate, ...]


def preview_import(
    sheet: Sheet,
    mapping: Mapping[str, int] | None = None,
    *,
    has_header: bool = True,
    registry: Sequence[str] = (),
) -> ImportPreview:
    """The preview of `sheet` under `mapping` (guessed from the header when None; without a header the first
    column is the name). `registry` is the names already registered, in the caller's order."""
    header = sheet.rows[0] if has_header else None
    start = 1 if has_header else 0
    body = list(zip(sheet.numbers[start:], sheet.rows[start:], strict=True))
    columns = max(len(r) for r in sheet.rows)
    if mapping is None:
        mapping = guess_mapping(header) if header is not None else {}
        if "name" not in mapping:
            # No name word in the header: the name is the first column no other field took.
            free = [i for i in range(columns) if i not in mapping.values()]
            mapping = {**mapping, "name": free[0] if free else 0}
    check_mapping(mapping, columns)
    players: list[ImportedPlayer] = []
    skipped: list[SkippedRow] = []
    for number, cells in body:
        values = {f: (cells[i] if i < len(cells) else "") for f, i in mapping.items()}
        reason = _row_problem(values)
        if reason is not None:
            skipped.append(SkippedRow(number, reason))
            continue
        players.append(
            ImportedPlayer(
                number,
                values["name"],
                values.get("nickname") or None,
                values.get("club") or None,
                values.get("city") or None,
            )
        )
    return ImportPreview(
        dict(mapping), header, tuple(players), tuple(skipped), find_duplicates(players, registry)
    )


def _row_problem(values: Mapping[str, str]) -> str | None:
    if not values["name"]:
        return "empty name"
    for field in FIELDS:
        if field in values:
            problem = text_problem(values[field])
            if problem is not None:
                return f"the {field} {problem}"
    return None


# A name seen before: (its row in the file or None, its index in the registry or None, the name as written).
_Other = tuple[int | None, int | None, str]


def find_duplicates(players: Sequence[ImportedPlayer], registry: Sequence[str]) -> tuple[Duplicate, ...]:
    """Each player whose name matches an earlier row or a registered name: one warning per pair, the row
    against the first earlier match of each kind in the file and every match in the registry."""
    by_name: dict[str, list[_Other]] = {}
    by_words: dict[tuple[str, ...], list[_Other]] = {}
    for index, other in enumerate(registry):
        by_name.setdefault(name_key(other), []).append((None, index, other))
        by_words.setdefault(words_key(other), []).append((None, index, other))
    found: list[Duplicate] = []
    for player in players:
        same = by_name.get(name_key(player.name), [])
        swapped = [o for o in by_words.get(words_key(player.name), []) if o not in same]
        kinds: tuple[tuple[DuplicateKind, list[_Other]], ...] = (("same", same), ("swapped", swapped))
        for kind, others in kinds:
            for other_row, registry_index, other_name in _one_earlier_row(others):
                found.append(Duplicate(player.row, player.name, other_name, kind, other_row, registry_index))
        entry = (player.row, None, player.name)
        by_name.setdefault(name_key(player.name), []).append(entry)
        by_words.setdefault(words_key(player.name), []).append(entry)
    return tuple(found)


def _one_earlier_row(
    others: Sequence[_Other],
) -> list[_Other]:
    """Every registry match, and of the file's earlier rows only the first: five copies of a name give four
    warnings, each pointing at the first copy, not ten."""
    registry = [o for o in others if o[0] is None]
    rows = [o for o in others if o[0] is not None]
    return registry + rows[:1]
