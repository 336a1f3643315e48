"""Places: total first, then the preset's tie-break chain, then the lot (regulations: Tie-breaks).

Per-player criteria are shown for everyone; a group criterion (head-to-head, qualifying place) and the lot
only for the players whose tied group reached them (readings A34).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from operator import itemgetter
from typing import NamedTuple

from mafia_desk.rulesets.scoring import GROUP_TIEBREAKS
from mafia_desk.scoring.points import BreakdownEntry, SeatScore

# Values shown as integers in the output (counts and places); every other criterion is points.
COUNT_TIEBREAKS = frozenset(
    {
        "best_player",
        "wins",
        "wins_don",
        "wins_sheriff",
        "wins_mafia",
        "wins_hard",
        "shot_night1",
        "best_move_three",
        "best_move_two",
    }
)
_NET_COLUMNS = frozenset({"bonus", "penalties"})


def best_game_bonus(entries: Iterable[BreakdownEntry | SeatScore]) -> Fraction:
    """rfm-2026's last criterion, "the largest extra points in one game": the judge's points net of the
    penalties in each game (mafia-judge's reading, maxNetJudgeAdditionalPerGame), the largest of them; 0
    without a game. Absences and adjustments are not games."""
    nets = [
        sum((i.points for i in e.items if i.column in _NET_COLUMNS), Fraction(0))
        for e in entries
        if e.role is not None
    ]
    return max(nets, default=Fraction(0))


def _as_integers(values: list[Fraction | int]) -> list[int]:
    """Integers that order and tie exactly as `values` do: each over their common denominator. A thousand
    players' totals are then sorted and compared as integers, in C, not through Fraction's comparisons."""
    common = math.lcm(*{v.denominator for v in values})
    return [v.numerator * (common // v.denominator) for v in values]


class TiebreakValue(NamedTuple):
    name: str
    value: Fraction | int


@dataclass
class PlayerStats:
    player: str
    total: Fraction = Fraction(0)
    games: int = 0
    wins: int = 0
    draws: int = 0  # drawn games: no win for anyone, so no tie-break that counts wins counts them
    wins_by_role: dict[str, int] = field(default_factory=dict)
    wins_hard: int = 0
    best_player: int = 0
    bonus: Fraction = Fraction(0)
    shot_night1: int = 0
    red_points: Fraction = Fraction(0)
    black_points: Fraction = Fraction(0)
    sheriff_points: Fraction = Fraction(0)
    sheriff_games: int = 0
    don_points: Fraction = Fraction(0)
    don_games: int = 0
    played_final: bool = False
    bonus_net: Fraction = Fraction(0)
    best_move_three: int = 0
    best_move_two: int = 0
    best_game_bonus: Fraction = Fraction(0)
    # game index -> (the ten players of that game, this player's points in it), for head-to-head
    game_points: dict[int, tuple[frozenset[str], Fraction]] = field(default_factory=dict)

    def value(self, name: str) -> Fraction | int:
        if name == "red_points":
            return self.red_points
        if name == "black_points":
            return self.black_points
        if name == "sheriff_average":
            # A24: never sheriff means 0
            return self.sheriff_points / self.sheriff_games if self.sheriff_games else Fraction(0)
        if name == "don_average":
            return self.don_points / self.don_games if self.don_games else Fraction(0)
        if name == "best_player":
            return self.best_player
        if name == "bonus":
            return self.bonus
        if name == "wins":
            return self.wins
        if name in ("wins_don", "wins_sheriff", "wins_mafia"):
            return self.wins_by_role.get(name.removeprefix("wins_"), 0)
        if name == "wins_hard":
            return self.wins_hard
        if name == "shot_night1":
            return self.shot_night1
        if name == "bonus_net":
            return self.bonus_net
        if name == "bonus_net_per_game":
            # rfm-2026: "more extra points for fewer games"; no game means 0, as an average of none (A24)
            return self.bonus_net / self.games if self.games else Fraction(0)
        if name == "best_move_three":
            return self.best_move_three
        if name == "best_move_two":
            return self.best_move_two
        if name == "best_game_bonus":
            return self.best_game_bonus
        raise ValueError(f"unknown per-player tie-break {name!r}")


def head_to_head(group: list[PlayerStats]) -> dict[str, Fraction]:
    """A25: each member's points in the games where he sat with at least one other member of the group."""
    ids = {s.player for s in group}
    out: dict[str, Fraction] = {}
    for s in group:
        others = ids - {s.player}
        out[s.player] = sum(
            (pts for members, pts in s.game_points.values() if not members.isdisjoint(others)), Fraction(0)
        )
    return out


def order_players(
    players: list[PlayerStats],
    chain: tuple[str, ...],
    qualifying_places: Callable[[], dict[str, int]] | None,
    lots: Mapping[frozenset[str], Sequence[str]] | None = None,
    drawn: set[str] | None = None,
) -> tuple[list[str], dict[str, tuple[TiebreakValue, ...]]]:
    """The player ids in place order, and each player's tie-break values in chain order.

    `lots`: the organiser's recorded draws, by the exact group of tied players they were drawn for; a group
    still tied after the chain is ordered by its recorded lot, else by player id (A32). Only a group equal to
    a lot's players is touched, so a lot never reorders anybody it was not drawn for. The players placed by a
    recorded lot are added to `drawn`.
    """
    group_values: dict[str, dict[str, Fraction | int]] = {s.player: {} for s in players}
    q_cache: list[dict[str, int]] = []

    def qualifying() -> dict[str, int]:
        if not q_cache:
            assert qualifying_places is not None
            q_cache.append(qualifying_places())
        return q_cache[0]

    def split(
        group: list[PlayerStats], key: Callable[[PlayerStats], Fraction | int]
    ) -> list[list[PlayerStats]]:
        """Best first (higher values first); equal values stay together."""
        values = _as_integers([key(s) for s in group])
        ranked = sorted(zip(values, group, strict=True), key=itemgetter(0), reverse=True)
        parts: list[list[PlayerStats]] = []
        previous: int | None = None
        for value, s in ranked:
            if parts and value == previous:
                parts[-1].append(s)
            else:
                parts.append([s])
            previous = value
        return parts

    def resolve(group: list[PlayerStats], step: int) -> list[PlayerStats]:
        if len(group) == 1:
            return group
        if step >= len(chain):
            recorded = (lots or {}).get(frozenset(s.player for s in group))
            if recorded is not None:
                drawn_at = {pid: i for i, pid in enumerate(recorded)}
                ranked = sorted(group, key=lambda s: drawn_at[s.player])
                if drawn is not None:
                    drawn.update(s.player for s in group)
            else:
                ranked = sorted(group, key=lambda s: s.player)  # A32: the lot is player id order
            for position, s in enumerate(ranked, start=1):
                group_values[s.player]["lot"] = position
            return ranked
        name = chain[step]
        if name == "head_to_head":
            h2h = head_to_head(group)
            for s in group:
                group_values[s.player][name] = h2h[s.player]
            # A25: a smaller group left tied is not recomputed; the rest of the chain (the lot) follows.
            return [x for part in split(group, lambda s: h2h[s.player]) for x in resolve(part, step + 1)]
        if name == "qualifying_place":
            # A23: only for a tied group of finalists (every member played a game of stage `final`).
            if qualifying_places is None or not all(s.played_final for s in group):
                return resolve(group, step + 1)
            places = qualifying()
            for s in group:
                group_values[s.player][name] = places[s.player]
            parts = split(group, lambda s: -places[s.player])
            return [x for part in parts for x in resolve(part, step + 1)]
        return [x for part in split(group, lambda s: s.value(name)) for x in resolve(part, step + 1)]

    ordered: list[PlayerStats] = []
    for part in split(players, lambda s: s.total):
        ordered.extend(resolve(part, 0))

    values: dict[str, tuple[TiebreakValue, ...]] = {}
    for s in players:
        entries: list[TiebreakValue] = []
        for name in chain:
            if name in GROUP_TIEBREAKS:
                if name in group_values[s.player]:
                    entries.append(TiebreakValue(name, group_values[s.player][name]))
            else:
                entries.append(TiebreakValue(name, s.value(name)))
        if "lot" in group_values[s.player]:
            entries.append(TiebreakValue("lot", group_values[s.player]["lot"]))
        values[s.player] = tuple(entries)
    return [s.player for s in ordered], values
