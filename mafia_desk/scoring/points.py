"""What one game gives each of its ten seats, item by item, so every point can be explained.

Each item carries the point before and after the stage coefficient: the breakdown shows both, the columns
and the total use the value after it (readings A22). The records are NamedTuples and sums go through
`exact_sum`: a 3,000 player-game tournament must score in well under 50 ms with exact fractions.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal, NamedTuple

from mafia_desk.rulesets.scoring import Ci, ScoringRules
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


class SeatScore(NamedTuple):
    """What a seat earned in a game and why, all but where it sat: a `BreakdownEntry`'s last seven fields.

    One object serves every seat of a standings computation that earned alike (SharedItems): a season's
    100,000 seats hold a few thousand of them, so a player's sums count his scores by identity
    (standings.py, `_sum_up`), and his entries are made only when someone reads them (scoring/breakdown.py).
    """

    role: Role | None
    team: Team | None
    result: str
    hard: bool
    coefficient: Fraction
    items: tuple[PointItem, ...]
    total: Fraction


def game_entry(game: Game, seat: int, score: SeatScore) -> BreakdownEntry:
    """The breakdown entry of `seat` in `game`, which scored `score`."""
    return _new_entry(BreakdownEntry, (game.where, game.stage, game.round, game.table, seat, *score))


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
    """The point items and the seat scores of one standings computation, made once and handed to every game
    that needs an equal one (`score_seats`' `shared`): a season repeats "win", "loss" and "judge's extra
    points 0.5" ten thousand times. Equal values either way; fewer objects to build.

    Keys hold object ids; every keyed object is kept alive by the value stored under it (an item holds its
    base, a score its items) or by the caller (the stage factors), so an id is never reused meanwhile."""

    __slots__ = ("ci", "combos", "items", "plain")

    def __init__(self) -> None:
        # (id of the stage factor, a hard game, the outcome) -> per role, the score of a seat with nothing
        # but its win, its loss or its draw
        self.plain: dict[tuple[int, bool, Outcome], dict[Role, SeatScore]] = {}
        # (column, label, id of the base, id of the factor) -> the item
        self.items: dict[tuple[str, str, int, int], PointItem] = {}
        # (id of the seat's score without extras, ids of its extra items) -> its score
        self.combos: dict[tuple[int, ...], SeatScore] = {}
        # (B, N, id of the stage factor, his team won, a drawn game) -> the Ci item for a player's B-th
        # night-1 shot as red in his N-th game
        self.ci: dict[tuple[int, int, int, bool, bool], PointItem] = {}

    def scores(self) -> list[SeatScore]:
        """Every score handed out so far, each once."""
        return [score for by_role in self.plain.values() for score in by_role.values()] + list(
            self.combos.values()
        )


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


class CiCounts:
    """FIIM's Ci needs, per player, the games played (N) and the night-1 shots as red (B) so far (A20).

    Two counters rather than an object per player: a player not seen yet counts 0."""

    __slots__ = ("games", "shot_as_red")

    def __init__(self) -> None:
        self.games: Counter[str] = Counter()
        self.shot_as_red: Counter[str] = Counter()


def compensation(rules: ScoringRules, shot_as_red: int, games: int, won: bool = False) -> Fraction:
    """FIIM's Ci for a lost game (A3); with `won`, the Ci of a game the shot player's team won, which RFM
    2026 gives with its own factor and cap (`[scoring.ci] won_factor`, `won_cap`; 0 in the 2016 presets)."""
    return _compensation(rules.ci, shot_as_red, games, won)


@lru_cache(maxsize=4096)
def _compensation(ci: Ci, shot_as_red: int, games: int, won: bool) -> Fraction:
    """Kept by value (the Ci options are a frozen dataclass, B and N numbers): a season asks for about a
    thousand (B, N) at each recomputation, six Fraction operations each, the same every time."""
    divisor = round(ci.share * games)
    if divisor == 0:
        return Fraction(0)
    factor, cap = (ci.won_factor, ci.won_cap) if won else (ci.factor, ci.cap)
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
    ci_counts: CiCounts,
    shared: SharedItems | None = None,
    ci_all: Mapping[str, tuple[int, int]] | None = None,
) -> list[BreakdownEntry]:
    """The entry of every seat of `game`, seat 1 first (`score_seats`, with where each seat sat)."""
    scores = score_seats(game, rules, factor, series, ci_counts, shared, ci_all)
    return [game_entry(game, seat, score) for seat, score in enumerate(scores, start=1)]


def score_seats(
    game: Game,
    rules: ScoringRules,
    factor: Fraction,
    series: SeriesFacts,
    ci_counts: CiCounts,
    shared: SharedItems | None = None,
    ci_all: Mapping[str, tuple[int, int]] | None = None,
) -> list[SeatScore]:
    """The score of every seat of `game`, seat 1 first; `ci_counts` advances (a ruleset with Ci), so call in
    the order of A3.

    `shared`, kept by the caller across the games of one computation (like `ci_counts`, with the same
    `rules`, `series` and stage factors), hands the games equal items and scores as the same objects
    (SharedItems); without it the game's are shared among its own seats only.
    `ci_all`: `ci_totals` of the games counted, for a ruleset whose Ci counts all of them
    (`counted = "all"`)."""
    if shared is None:
        shared = SharedItems()
    roles = game.roles
    black = roles.black_seats
    winner = game.winner
    hard = winner.won(series.hard_winner)
    factor_id = id(factor)
    known_items = shared.items

    def item(column: Column, label: str, base: Fraction) -> PointItem:
        key = (column, label, id(base), factor_id)
        found = known_items.get(key)
        if found is None:
            found = known_items[key] = PointItem(
                column, label, base, base * factor if factor != 1 and base else base
            )
        return found

    plain = shared.plain.get((factor_id, hard, winner))
    if plain is None:
        plain = shared.plain[(factor_id, hard, winner)] = _plain_scores(
            rules, series, factor, hard, winner, item
        )
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
    if rules.ci.enabled:
        if shot is not None and shot not in black:
            # A won game's Ci only where the ruleset gives one (RFM 2026's `won_factor`); a draw takes the
            # Ci the ruleset names for it (`[scoring.ci] drawn`: the lost game's, the won game's or none).
            as_won = ci_as_won(game, rules)
            if as_won is not None and (not as_won or rules.ci.won_factor):
                ci_item = _ci_item(game, rules, factor_id, ci_counts, shared, item, ci_all, as_won)
                extras.setdefault(shot, []).append(ci_item)
            ci_counts.shot_as_red[game.players[shot - 1]] += 1
        games = ci_counts.games
        for player in game.players:
            games[player] += 1
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

    # 100,000 seats a season: every seat first gets its role's score of a seat without extras, in one
    # call that runs in C, and only the seats with extras are scored one by one.
    scores = list(map(plain.__getitem__, roles.in_seat_order))
    combos = shared.combos
    for seat, more in extras.items():
        without = scores[seat - 1]
        combo = (id(without), *map(id, more))
        score = combos.get(combo)
        if score is None:
            items = (*without.items, *more)
            total = exact_sum([i.points for i in items])
            score = combos[combo] = SeatScore._make((*without[:5], items, total))  # its items and total new
        scores[seat - 1] = score
    return scores


def _ci_item(
    game: Game,
    rules: ScoringRules,
    factor_id: int,
    ci_counts: CiCounts,
    shared: SharedItems,
    item: Callable[[Column, str, Fraction], PointItem],
    ci_all: Mapping[str, tuple[int, int]] | None,
    won: bool,
) -> PointItem:
    """The Ci of the red player shot on night 1 (A3, A20). The same (B, N) gives the same Ci all season
    long: computed and labelled once."""
    assert game.shot_night1 is not None
    shot_player = game.players[game.shot_night1 - 1]
    if ci_all is not None:
        shot_as_red, played = ci_all[shot_player]
    else:
        shot_as_red = ci_counts.shot_as_red[shot_player] + 1
        played = ci_counts.games[shot_player] + 1
    drawn = game.winner is Outcome.DRAW
    key = (shot_as_red, played, factor_id, won, drawn)
    ci_item = shared.ci.get(key)
    if ci_item is None:
        ci = compensation(rules, shot_as_red, played, won)
        team_won = ", drawn game" if drawn else ", team won" if won else ""
        ci_item = shared.ci[key] = item("ci", f"Ci{team_won} (B = {shot_as_red}, N = {played})", ci)
    return ci_item


def _plain_scores(
    rules: ScoringRules,
    series: SeriesFacts,
    factor: Fraction,
    hard: bool,
    winner: Outcome,
    item: Callable[[Column, str, Fraction], PointItem],
) -> dict[Role, SeatScore]:
    """Per role, the score of a seat with nothing but its win, its loss or its draw, in a game of one stage
    factor, hard or not, that ended in `winner`."""
    if winner is Outcome.DRAW:
        # A draw gives no win points to anyone, nor the loss's (docs/scoring.md "A drawn game").
        draw_item = item("win_points", "draw", ZERO)
        return {r: SeatScore(r, r.team, "drawn", False, factor, (draw_item,), draw_item.points) for r in Role}
    win_item = item("win_points", "win", rules.win)
    if rules.difficulty_k and hard:
        win_item = item("win_points", _hard_win_label(rules.win, series.k), rules.win * series.k)
    loss_item = item("win_points", "loss", rules.loss)
    scores: dict[Role, SeatScore] = {}
    for role in Role:
        if winner.won(role.team):
            scores[role] = SeatScore(role, role.team, "won", hard, factor, (win_item,), win_item.points)
        else:
            scores[role] = SeatScore(role, role.team, "lost", False, factor, (loss_item,), loss_item.points)
    return scores


# A NamedTuple built from a ready tuple without its generated __new__: the fields are passed in order above.
_new_entry = tuple.__new__
