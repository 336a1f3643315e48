"""When two spellings are likely the same person: the comparison keys behind the duplicate warnings."""

from __future__ import annotations


def name_key(name: str) -> str:
    """The name as compared: case folded, ё as е, runs of spaces as one. «Пётр  Иванов» and «петр иванов»
    are typed differently by two people who mean the same player."""
    return " ".join(name.casefold().replace("ё", "е").split())


def words_key(name: str) -> tuple[str, ...]:
    """The words of `name_key` in sorted order: «Иванов Пётр» and «Пётр Иванов» (a surname first in one list,
    last in another) share it."""
    return tuple(sorted(name_key(name).split()))
