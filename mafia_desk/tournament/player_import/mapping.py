"""Which column holds which field, guessed from the header's words; the organiser may override it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from mafia_desk.tournament.player_import.errors import PlayerImportError
from mafia_desk.tournament.player_import.names import name_key

FIELDS = ("name", "nickname", "club", "city")

# A header cell is compared after name_key and with punctuation removed ("Ф.И.О." → "фио"). Exact words first;
# then a header that contains one of them ("Город проживания", "Nickname (game)").
_HEADER_WORDS: dict[str, tuple[str, ...]] = {
    "nickname": ("ник", "никнейм", "ник игрока", "игровой ник", "псевдоним", "nick", "nickname", "alias"),
    "name": (
        "имя",
        "фио",
        "фамилия имя",
        "имя фамилия",
        "фамилия и имя",
        "игрок",
        "участник",
        "name",
        "full name",
        "player",
        "participant",
    ),
    "club": ("клуб", "команда", "club", "team"),
    "city": ("город", "населенный пункт", "city", "town"),
}
# The order fields are looked for in a header that merely contains a word: "ник" before "имя", so that
# "игровое имя (ник)" is the nickname, not the name.
_CONTAINS_ORDER = ("nickname", "club", "city", "name")
_PUNCTUATION = re.compile(r"[^\w\s]")


def _header_key(cell: str) -> str:
    return name_key(_PUNCTUATION.sub("", cell).replace("_", " "))


def guess_mapping(header: Sequence[str]) -> dict[str, int]:
    """Field → column index for the fields the header names; a field not found is absent. Each column serves
    one field; an exact header word wins over a header that only contains one."""
    keys = [_header_key(c) for c in header]
    found: dict[str, int] = {}
    for field in FIELDS:
        for index, key in enumerate(keys):
            if key in _HEADER_WORDS[field] and index not in found.values():
                found[field] = index
                break
    for field in _CONTAINS_ORDER:
        if field in found:
            continue
        for index, key in enumerate(keys):
            if index in found.values():
                continue
            if any(re.search(rf"\b{re.escape(w)}\b", key) for w in _HEADER_WORDS[field]):
                found[field] = index
                break
    return found


def check_mapping(mapping: Mapping[str, int], columns: int) -> None:
    """Refuse a mapping the caller built that cannot be applied: it must name the name column, only known
    fields, and no column twice or beyond the widest row."""
    unknown = sorted(set(mapping) - set(FIELDS))
    if unknown:
        raise PlayerImportError(f"unknown field(s) in the column mapping: {', '.join(unknown)}")
    if "name" not in mapping:
        raise PlayerImportError("no column is mapped to the name")
    for field, index in mapping.items():
        if not 0 <= index < max(columns, 1):
            raise PlayerImportError(
                f"the {field} is mapped to column {index + 1}, but the file has {columns}"
            )
    if len(set(mapping.values())) != len(mapping):
        raise PlayerImportError("two fields are mapped to the same column")
