"""The one error type of the exchange file: it says where the problem is and what it is."""

from __future__ import annotations

# Every character `str.splitlines` breaks on, escaped: the message must stay one line (readings A44) even when
# a player id or a stage id from the file carries one.
_ONE_LINE: dict[int, str | int | None] = {
    ord(c): c.encode("unicode_escape").decode("ascii") for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
}


def one_line(text: str) -> str:
    """`text` with every line break escaped: an `invalid:` message is one line whatever the file held."""
    return text.translate(_ONE_LINE)


def short_line(text: str, limit: int = 500) -> str:
    """`one_line(text)`, cut after `limit` characters: a message quoting a value of a megabyte (an event type,
    a 4,000-digit seat) must stay readable on a terminal."""
    line = one_line(text)
    return line if len(line) <= limit else f"{line[:limit]}... ({len(line):,} characters)"


class TournamentFileError(ValueError):
    """A file that breaks the format or the preset's rules; the whole file is rejected (spec: Errors).

    `where` is `file`, `players[i]`, `player ID`, `stage ID` or `game (stage, round, table)` (readings A44).
    """

    def __init__(self, where: str, what: str) -> None:
        where, what = one_line(where), one_line(what)
        super().__init__(f"invalid: {where}: {what}")
        self.where = where
        self.what = what
