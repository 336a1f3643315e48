"""What one game gives each of its ten seats, item by item, so every point can be explained.

Each item carries the point before and after the stage coefficient: the breakdown shows both, the columns
and the total use the value after it (readings A22). The records are NamedTuples and sums go through
`exact_sum`: a 3,000 player-game tournament must score in well under 50 ms with exact fractions.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal, NamedTuple

from mafia_desk.rulesets.scoring import ScoringRules
from mafia_desk.tournament.model import EndedBy, Game, Outcome, Role, Team, exact
from mafia_desk.tournament.numbers import PointsStyle, format_points

Column = Literal["win_points", "bonus", "best_move", "ci", "penalties", "absences", "adjustments"]
ZERO = Fraction(0)
COLUMNS: tuple[Column, ...] = (
    "win_points",
    "bonus",
    "best_move",
    "ci",
    "penalties",
    "absences",
    "adjustments",
)
_BONUS_LABELS = {
    "judge": "judge's extra points",
    "circle_best": "best in a circle",
    "circle_worst": "worst in a circle",
}


class PointItem(NamedTuple):
    column: Column
    label: str
    base: Fraction  # before the stage coefficient
    points: Fraction  # after it: what counts


class BreakdownEntry(NamedTuple):
    """One source of points: a game (seat, role, team set), an absence or an adjustment."""

    where: str
    stage: str | None
    round: int | None
    table: int | None
    seat: int | None
    role: Role | None
    team: Team | None
    result: str  # won / lost / drawn / the absence kind / adjustment
    hard: bool  # a win of the side that won fewer games (readings A4)
    coefficient: Fraction
    items: tuple[PointItem, ...]
    total: Fraction


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """Sum fractions by adding integer numerators per denominator: one normalisation per distinct denominator
    instead of one per addition, which is where a big tournament spends its time."""
    parts: dict[int, int] = {}
    last = ZERO
    for value in values:
        d = value.denominator
        parts[d] = parts.get(d, 0) + value.numerator
        last = value
    if len(parts) <= 1:
        if not parts:
            return ZERO
        ((d, n),) = parts.items()
        return last if n == last.numerator else Fraction(n, d)
    # Over the least common denominator: one Fraction (one gcd) instead of one per addition.
    common = math.lcm(*parts)
    return Fraction(sum(n * (common // d) for d, n in parts.items()), common)


class SharedItems:
    """The point items and the seats' item tuples of one standings computation, made once and handed to
    every game that needs an equal one (`score_game`'s `shared`): a season repeats "win", "loss" and
    "judge's extra points 0.5" ten thousand times. Equal values either way; fewer objects to build, and a
    player's sums count his entries by item instead of adding each (standings.py, `_sum_up`).

    Keys hold object ids; every keyed object is kept alive by the value stored under it (an item holds its
    base, a tuple its items) or by the caller (the stage factors), so an id is never reused meanwhile."""

    __slots__ = ("ci", "combos", "items", "pairs")

    def __init__(self) -> None:
        # (id of the stage factor, a hard game) -> the one-item tuples of a win, a loss and a draw
        self.pairs: dict[tuple[int, bool], tuple[tuple[PointItem, ...], ...]] = {}
        # (column, label, id of the base, id of the factor) -> the item
        self.items: dict[tuple[str, str, int, int], PointItem] = {}
        # ids of a seat's items -> (the items, their exact total)
        self.combos: dict[tuple[int, ...], tuple[tuple[PointItem, ...], Fraction]] = {}
        # (B, N, id of the stage factor, his team won, a drawn game) -> the Ci item for a player's B-th
        # night-1 shot as red in his N-th game
        self.ci: dict[tuple[int, int, int, bool, bool], PointItem] = {}


@dataclass(frozen=True)
class SeriesFacts:
    """Facts about the whole series of games that single games need: the hard side and K (readings A4)."""

    hard_winner: Team | None
    k: Fraction


def series_facts(games: list[Game]) -> SeriesFacts:
    """A draw is nobody's win: neither side's count, and never a hard game; it stays one of the N games."""
    red = sum(1 for g in games if g.winner is Outcome.RED)
    black = sum(1 for g in games if g.winner is Outcome.BLACK)
    if red == black:
        return SeriesFacts(hard_winner=None, k=Fraction(1))  # equal wins: no hard game, K = 1
    hard_winner = Team.BLACK if black < red else Team.RED
    n = min(red, black)
    half = Fraction(len(games), 2)
    # Seed 002: K = 1 + (N/2 - n)/(N/2), N = games in the series, n = hard games.
    return SeriesFacts(hard_winner=hard_winner, k=1 + (half - n) / half)


class CiCounter:
    """FIIM's Ci needs, per player, the games played (N) and night-1 shots as red (B) so far (A20)."""

    __slots__ = ("games", "shot_as_red")

    def __init__(self) -> None:
        self.games = 0
        self.shot_as_red = 0


def compensation(rules: ScoringRules, shot_as_red: int, games: int, won: bool = False) -> Fraction:
    """FIIM's Ci for a lost game (A3); with `won`, the Ci of a game the shot player's team won, which RFM
    2026 gives with its own factor and cap (`[scoring.ci] won_factor`, `won_cap`; 0 in the 2016 presets)."""
    divisor = round(rules.ci.share * games)
    if divisor == 0:
        return Fraction(0)
    factor, cap = (rules.ci.won_factor, rules.ci.won_cap) if won else (rules.ci.factor, rules.ci.cap)
    return max(Fraction(0), min(factor * shot_as_red / divisor, cap))


def ci_as_won(game: Game, rules: ScoringRules) -> bool | None:
    """Which Ci a red night-1 victim of `game` takes: the won game's (True), the lost game's (False), or none
    (None). A draw takes what `[scoring.ci] drawn` names: the regulation keeps Ci in a draw (RFM reg. 4.7)
    without saying which (reg. 6.8; docs/scoring.md "A drawn game")."""
    if game.winner is not Outcome.DRAW:
        return game.winner is Outcome.RED
    return None if rules.ci.drawn == "none" else rules.ci.drawn == "won"


def ci_totals(games: list[Game]) -> dict[str, tuple[int, int]]:
    """Per player, (B, N) over every game given: his night-1 shots as red and his games. Ci with
    `counted = "all"` (RFM 2026: computed once the distance is played) uses these instead of the running
    counts."""
    totals: dict[str, list[int]] = {}
    for game in games:
        shot = game.shot_night1
        black = game.roles.black_seats
        for seat, player in enumerate(game.players, start=1):
            counts = totals.setdefault(player, [0, 0])
            counts[1] += 1
            if seat == shot and seat not in black:
                counts[0] += 1
    return {player: (b, n) for player, (b, n) in totals.items()}


@lru_cache(maxsize=64)
def _hard_win_label(win: Fraction, k: Fraction) -> str:
    """The same words for every hard game of a series: formatted once, not once per game."""
    win_text, k_text = (format_points(v, PointsStyle.EXACT) for v in (win, k))
    return f"win in a hard game ({win_text} x K {k_text})"


def score_game(
    game: Game,
    rules: ScoringRules,
    factor: Fraction,
    series: SeriesFacts,
    ci_counters: dict[str, CiCounter],
    shared: SharedItems | None = None,
    ci_all: Mapping[str, tuple[int, int]] | None = None,
) -> list[BreakdownEntry]:
    """The entry of every seat of `game`, seat 1 first; `ci_counters` advances, so call in the order of A3.

    `shared`, kept by the caller across the games of one computation (like `ci_counters`, with the same
    `rules`, `series` and stage factors), hands the games equal items as the same objects (SharedItems).
    `ci_all`: `ci_totals` of the games counted, for a ruleset whose Ci counts all of them
    (`counted = "all"`)."""
    roles = game.roles
    black = roles.black_seats
    hard = game.winner.won(series.hard_winner)
    scale = factor != 1
    factor_id = id(factor)

    def item(column: Column, label: str, base: Fraction) -> PointItem:
        if shared is None:
            return PointItem(column, label, base, base * factor if scale and base else base)
        key = (column, label, id(base), factor_id)
        found = shared.items.get(key)
        if found is None:
            found = shared.items[key] = PointItem(
                column, label, base, base * factor if scale and base else base
            )
        return found

    pair = None if shared is None else shared.pairs.get((factor_id, hard))
    if pair is None:
        win_item = item("win_points", "win", rules.win)
        if rules.difficulty_k and hard:
            win_item = item("win_points", _hard_win_label(rules.win, series.k), rules.win * series.k)
        # A draw gives no win points to anyone, nor the loss's (docs/scoring.md "A drawn game").
        pair = ((win_item,), (item("win_points", "loss", rules.loss),), (item("win_points", "draw", ZERO),))
        if shared is not None:
            shared.pairs[(factor_id, hard)] = pair
    win_only, loss_only, draw_only = pair
    drawn = game.winner is Outcome.DRAW
    if drawn:
        loss_only = draw_only  # every seat: the draw's item where a loss's would be
    win_item, loss_item = win_only[0], loss_only[0]
    extras: dict[int, list[PointItem]] = {}

    move = game.best_move
    if move is not None:
        blacks = len(black.intersection(move.guess))
        sheriff = move.seat == roles.sheriff
        if blacks >= 3:
            base = rules.best_move.sheriff_three_blacks if sheriff else rules.best_move.three_blacks
        elif blacks == 2:
            base = rules.best_move.sheriff_two_blacks if sheriff else rules.best_move.two_blacks
        else:
            base = ZERO  # A39: fewer than 2 blacks named earns nothing
        who = "sheriff's " if sheriff else ""
        extras.setdefault(move.seat, []).append(
            item("best_move", f"{who}best move, {blacks} black(s) named", base)
        )
    for entry in game.bonus:
        extras.setdefault(entry.seat, []).append(
            item("bonus", _BONUS_LABELS[entry.kind], exact(entry.points))
        )
    shot = game.shot_night1
    if shot is not None and shot not in black:
        if ci_all is not None:
            shot_as_red, played = ci_all[game.players[shot - 1]]
        else:
            counter = ci_counters.get(game.players[shot - 1])
            shot_as_red = 1 if counter is None else counter.shot_as_red + 1
            played = 1 if counter is None else counter.games + 1
        # A draw takes the Ci the ruleset names for it (`[scoring.ci] drawn`: the lost game's, the won
        # game's or none); the shot player's team neither won nor lost.
        as_won = ci_as_won(game, rules)
        won = bool(as_won)
        if rules.ci.enabled and as_won is not None and (not won or rules.ci.won_factor):
            # The same (B, N) gives the same Ci all season long: computed and labelled once when shared.
            key = (shot_as_red, played, factor_id, won, drawn)
            ci_item = None if shared is None else shared.ci.get(key)
            if ci_item is None:
                ci = compensation(rules, shot_as_red, played, won)
                team_won = ", drawn game" if drawn else ", team won" if won else ""
                ci_item = item("ci", f"Ci{team_won} (B = {shot_as_red}, N = {played})", ci)
                if shared is not None:
                    shared.ci[key] = ci_item
            extras.setdefault(shot, []).append(ci_item)
    if rules.penalties.removal:
        for removal in game.removed:
            extras.setdefault(removal.seat, []).append(
                item("penalties", f"removal ({removal.reason})", rules.penalties.removal)  # A14
            )
    if game.ended_by == EndedBy.THREE_NIGHTS and rules.penalties.three_nights_black:
        for seat in sorted(black):
            extras.setdefault(seat, []).append(
                item("penalties", "three nights without change", rules.penalties.three_nights_black)  # A37
            )
    for penalty in game.penalties:
        extras.setdefault(penalty.seat, []).append(
            item("penalties", f"penalty: {penalty.reason}", exact(penalty.points))
        )

    # The seat loop runs 100,000 times for a federation's season: everything a seat does not change is
    # looked up once per game, and a seat without extras shares its game's one-item tuple.
    where, stage, round_, table, winner = game.where, game.stage, game.round, game.table, game.winner
    role_of, civilian = roles.by_seat.get, Role.CIVILIAN
    red, black_team = Team.RED, Team.BLACK
    entries: list[BreakdownEntry] = []
    append = entries.append
    for seat, player in enumerate(game.players, start=1):
        counter = ci_counters.get(player)
        if counter is None:
            counter = ci_counters[player] = CiCounter()
        counter.games += 1
        team = black_team if seat in black else red
        if seat == shot and team is red:
            counter.shot_as_red += 1
        won = winner.won(team)
        more = extras.get(seat)
        if more is None:
            items = win_only if won else loss_only
            total = items[0].points
        elif shared is None:
            items = (win_item if won else loss_item, *more)
            total = exact_sum(i.points for i in items)
        else:
            first = win_item if won else loss_item
            combo = (id(first), *map(id, more))
            known = shared.combos.get(combo)
            if known is None:
                items = (first, *more)
                known = shared.combos[combo] = (items, exact_sum(i.points for i in items))
            items, total = known
        append(
            _new_entry(
                BreakdownEntry,
                (
                    where,
                    stage,
                    round_,
                    table,
                    seat,
                    role_of(seat, civilian),
                    team,
                    "drawn" if drawn else "won" if won else "lost",
                    hard and won,
                    factor,
                    items,
                    total,
                ),
            )
        )
    return entries


# A NamedTuple built from a ready tuple without its generated __new__: the fields are passed in order above.
_new_entry = tuple.__new__
