"""The judge's extra points of a game under a grid of allowed values (`[scoring.bonus] rule = "grid"`).

RFM 2026 (as ddmikhailov/mafia-judge implements it, docs/rulesets.md) lets the judge give each player one
value from a list: one list for the winning team, one for the losing team, and negative values for anyone;
at most `max_players` seats get a positive value, the positive values of a game add up to at most
`max_total`, and the best-move maker's extra points and best move together to at most `max_with_best_move`.
The head judge's approval that the regulation asks for above 6 players, for +1.6 and above 3.5 is not
recorded in the file, so the file is checked against the outer limits only.
"""

from __future__ import annotations

from fractions import Fraction

from mafia_desk.rulesets.scoring import ScoringRules
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.model import Game, exact
from mafia_desk.tournament.numbers import PointsStyle, format_points


def _fmt(value: Fraction) -> str:
    return format_points(value, PointsStyle.PROTOCOL)


def best_move_points(game: Game, rules: ScoringRules) -> Fraction:
    """What the game's best move gives its maker (0 without one), as scoring/points.py scores it."""
    move = game.best_move
    if move is None:
        return Fraction(0)
    blacks = len(game.roles.black_seats.intersection(move.guess))
    sheriff = move.seat == game.roles.sheriff
    if blacks >= 3:
        return rules.best_move.sheriff_three_blacks if sheriff else rules.best_move.three_blacks
    if blacks == 2:
        return rules.best_move.sheriff_two_blacks if sheriff else rules.best_move.two_blacks
    return Fraction(0)


def check_bonus_grid(game: Game, rules: ScoringRules) -> None:
    """Refuses, with one line naming the seat and the limit, extra points the grid does not allow."""
    bonus = rules.bonus
    where = game.where
    seats = [e.seat for e in game.bonus]
    if len(set(seats)) != len(seats):
        raise TournamentFileError(where, "extra points twice for one seat")
    positive = Fraction(0)
    rewarded = 0
    for e in game.bonus:
        points = exact(e.points)
        won = game.won(e.seat)
        # A drawn game has neither winners nor losers: no positive extra points (mafia-judge's
        # allowedJudgeAdditional, "При ничьей положительные ДБ запрещены"), only the grid's negative ones.
        positives = () if game.drawn else bonus.winner if won else bonus.loser
        allowed = (*positives, *bonus.negative, Fraction(0))
        if points not in allowed:
            side = "a player of a drawn game" if game.drawn else "a winner" if won else "a loser"
            values = ", ".join(_fmt(v) for v in sorted(set(allowed)))
            raise TournamentFileError(where, f"seat {e.seat}: {side} may get {values}, not {_fmt(points)}")
        if points > 0:
            positive += points
            rewarded += 1
    if rewarded > bonus.max_players:
        raise TournamentFileError(
            where, f"positive extra points for {rewarded} players; at most {bonus.max_players}"
        )
    if bonus.max_total is not None and positive > bonus.max_total:
        raise TournamentFileError(
            where, f"positive extra points add up to {_fmt(positive)}; at most {_fmt(bonus.max_total)}"
        )
    move = game.best_move
    moved = best_move_points(game, rules)
    if bonus.max_with_best_move is not None and move is not None and moved > 0:
        given = sum((exact(e.points) for e in game.bonus if e.seat == move.seat), Fraction(0))
        if given + moved > bonus.max_with_best_move:
            raise TournamentFileError(
                where,
                f"seat {move.seat}: extra points {_fmt(given)} and best move {_fmt(moved)} add up to "
                f"{_fmt(given + moved)}; at most {_fmt(bonus.max_with_best_move)}",
            )
