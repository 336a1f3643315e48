"""The one error type of the exchange file: it says where the problem is and what it is."""

from __future__ import annotations


class TournamentFileError(ValueError):
    """A file that breaks the format or the preset's rules; the whole file is rejected (spec: Errors).

    `where` is `file`, `players[i]`, `player ID`, `stage ID` or `game (stage, round, table)` (readings A44).
    """

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"invalid: {where}: {what}")
        self.where = where
        self.what = what
