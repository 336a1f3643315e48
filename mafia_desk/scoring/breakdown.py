"""A player's breakdown entries, made when first read.

The standings themselves need only what each seat scored (`SeatScore`: one object for every seat that
scored alike); an entry per player-game, 100,000 for a federation's season, is wanted only when someone asks
why a player has his points (the breakdown dialog, `--explain`, the JSON output, the charts). Made at every
recomputation, they were most of the objects it built and of what the cyclic collector walked after it
(benchmarks/standings_reports.py, docs/scoring.md "Speed"). Nothing here can go stale: it reads the games
and scores it was handed, and a tournament's games are immutable, so what it makes later is what it would
have made at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import overload

from mafia_desk.scoring.points import BreakdownEntry, SeatScore, game_entry
from mafia_desk.tournament.model import Game


class Breakdown(Sequence[BreakdownEntry]):
    """Equal to the tuple of its entries, and compared, hashed and shown as that tuple."""

    __slots__ = ("_entries", "_games", "_others", "_player", "_scores", "_sort_key")

    def __init__(
        self,
        player: str,
        games: Sequence[Game],
        scores: Sequence[SeatScore],
        others: Sequence[BreakdownEntry] = (),
        sort_key: Callable[[BreakdownEntry], tuple[int, ...]] | None = None,
    ) -> None:
        """`games`: the games `player` sat in, in play order, and `scores` what he scored in each; `others`
        his absences and adjustments, after them; `sort_key`, when given, puts the whole in play order."""
        self._player = player
        self._games = games
        self._scores = scores
        self._others = others
        self._sort_key = sort_key
        self._entries: tuple[BreakdownEntry, ...] | None = None

    def entries(self) -> tuple[BreakdownEntry, ...]:
        if self._entries is None:
            player = self._player
            made = [
                game_entry(game, game.players.index(player) + 1, score)
                for game, score in zip(self._games, self._scores, strict=True)
            ]
            made.extend(self._others)
            if self._sort_key is not None:
                made.sort(key=self._sort_key)
            self._entries = tuple(made)
        return self._entries

    def __len__(self) -> int:
        return len(self._scores) + len(self._others)

    @overload
    def __getitem__(self, index: int) -> BreakdownEntry: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[BreakdownEntry, ...]: ...

    def __getitem__(self, index: int | slice) -> BreakdownEntry | tuple[BreakdownEntry, ...]:
        return self.entries()[index]

    def __iter__(self) -> Iterator[BreakdownEntry]:
        return iter(self.entries())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Breakdown):
            return self.entries() == other.entries()
        return self.entries() == other

    def __hash__(self) -> int:
        return hash(self.entries())

    def __repr__(self) -> str:
        return repr(self.entries())
