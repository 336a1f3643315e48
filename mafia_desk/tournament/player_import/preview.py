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


def find_duplicates(players: Sequence[ImportedPlayer], registry: Sequence[str]) -> tuple[Duplicate, ...]:
    """Each player whose name matches an earlier row or a registered name: one warning per pair, the row
    against the first earlier match of each kind in the file and every match in the registry.

    Every look-up is a dictionary's, by `name_key` and `words_key`: the time grows with the rows and the
    warnings given, not with their product (4,000 copies of one name took minutes when each row was
    compared with a list of every earlier copy)."""
    # The registry by key, in its order: "same" is every entry of the row's name key; "swapped" every
    # entry of its words key whose name key differs (the same words in another order).
    registry_names: dict[str, list[int]] = {}
    registry_words: dict[tuple[str, ...], list[tuple[str, int]]] = {}
    for index, other in enumerate(registry):
        key = name_key(other)
        registry_names.setdefault(key, []).append(index)
        registry_words.setdefault(words_key(other), []).append((key, index))
    # The file's earlier rows: the first row of each name key; of each words key the first row, and the
    # first row whose name key differs from that first one's (the first "swapped" for a row that is the
    # "same" as the first).
    first_name: dict[str, ImportedPlayer] = {}
    first_words: dict[tuple[str, ...], tuple[str, ImportedPlayer]] = {}
    first_other_words: dict[tuple[str, ...], ImportedPlayer] = {}
    found: list[Duplicate] = []
    for player in players:
        key, words = name_key(player.name), words_key(player.name)
        for index in registry_names.get(key, ()):
            found.append(Duplicate(player.row, player.name, registry[index], "same", None, index))
        earlier = first_name.get(key)
        if earlier is not None:
            found.append(Duplicate(player.row, player.name, earlier.name, "same", earlier.row))
        for other_key, index in registry_words.get(words, ()):
            if other_key != key:
                found.append(Duplicate(player.row, player.name, registry[index], "swapped", None, index))
        first = first_words.get(words)
        if first is not None:
            swapped = first[1] if first[0] != key else first_other_words.get(words)
            if swapped is not None:
                found.append(Duplicate(player.row, player.name, swapped.name, "swapped", swapped.row))
        first_name.setdefault(key, player)
        if first is None:
            first_words[words] = (key, player)
        elif first[0] != key:
            first_other_words.setdefault(words, player)
    return tuple(found)
