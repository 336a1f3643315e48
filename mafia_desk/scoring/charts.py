"""The numbers behind the tournament window's charts, from the same scoring as the standings (no Qt).

Each chart must agree with the Standings tab to the last fraction, or an organiser who compares them stops
trusting both: the race is each player's standings total after each round, red/black K is the K those
standings used, and the points by role are the standings' own breakdown entries regrouped. Values stay exact
(`Fraction`); the GUI turns them into floats only to draw them. docs/scoring.md ("Charts") says what each
series means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.points import (
    ZERO,
    CiCounts,
    SeriesFacts,
    ci_as_won,
    compensation,
    score_game,
    series_facts,
)
from mafia_desk.scoring.standings import Standings, compute_standings
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import SEATS, Game, Outcome, Role, Team, Tournament, exact
from mafia_desk.tournament.names import tournament_names

__all__ = [
    "DEFAULT_RACE_PLAYERS",
    "RoleShare",
    "RoundKey",
    "RoundWins",
    "SeatRate",
    "Series",
    "played_rounds",
    "points_by_role",
    "race",
    "red_black_by_round",
    "win_rate_by_seat",
]

DEFAULT_RACE_PLAYERS = 10
RoundKey = tuple[str, int]  # (stage id, round number)
ROLES: tuple[Role, ...] = tuple(Role)
_NEUTRAL = SeriesFacts(hard_winner=None, k=Fraction(1))


@dataclass(frozen=True)
class Series:
    """One player's standings total after each round of `rounds`."""

    player: str
    name: str
    rounds: tuple[RoundKey, ...]
    totals: tuple[Fraction, ...]


@dataclass(frozen=True)
class RoundWins:
    """The games of one round won by each side, and the K of the standings after this round (None when the
    ruleset does not multiply hard wins by K)."""

    stage: str
    round: int
    red: int
    black: int
    k: Fraction | None
    hard_winner: Team | None


@dataclass(frozen=True)
class RoleShare:
    """Points earned in games as each role; `other` is what belongs to no role (absences, adjustments), so
    `sum(by_role.values()) + other == total`, the standings' total."""

    player: str | None  # None: the whole tournament
    name: str
    by_role: Mapping[Role, Fraction]
    games_by_role: Mapping[Role, int]
    other: Fraction
    total: Fraction


@dataclass(frozen=True)
class SeatRate:
    """Games played at one seat number and how many of them the seat's team won."""

    seat: int
    games: int
    wins: int
    red_games: int
    red_wins: int

    @property
    def rate(self) -> Fraction:
        return Fraction(self.wins, self.games) if self.games else ZERO

    @property
    def black_games(self) -> int:
        return self.games - self.red_games

    @property
    def black_wins(self) -> int:
        return self.wins - self.red_wins


def _order(t: Tournament) -> dict[str, int]:
    return {s.id: i for i, s in enumerate(effective_stages(t))}


def _sorted_games(t: Tournament) -> list[Game]:
    order = _order(t)
    return sorted(t.scored_games, key=lambda g: (order[g.stage], g.round, g.table))  # A3, as the standings


def played_rounds(t: Tournament) -> tuple[RoundKey, ...]:
    """Every round with a counted game or an absence, in play order: stage by stage, round by round."""
    order = _order(t)
    keys = {(g.stage, g.round) for g in t.scored_games} | {(a.stage, a.round) for a in t.absences}
    return tuple(sorted(keys, key=lambda k: (order[k[0]], k[1])))


def race(
    t: Tournament, players: Sequence[str] | None = None, standings: Standings | None = None
) -> list[Series]:
    """Each player's total after each played round: `compute_standings(t, after=round)`'s total, exactly.

    `players` None: the top `DEFAULT_RACE_PLAYERS` of the current standings (`standings`, when the caller
    has them already), best first. Computed in one pass instead of one standings per round: games are scored
    once as if no game were hard, and a hard win's extra `win x factor x (K - 1)` is added per round with
    that round's K, because K (A4) is the only thing a later game changes in an earlier one; Ci depends only
    on the games before, which the standings after a round count too. tests/scoring/test_charts.py holds
    this equal to the standings, round by round.
    """
    if players is None:
        rows = (standings or compute_standings(t)).rows
        players = [row.player for row in rows[:DEFAULT_RACE_PLAYERS]]
    players = list(dict.fromkeys(players))  # a player named twice is one line
    names = tournament_names(t)
    unknown = [p for p in players if p not in names]
    if unknown:
        raise KeyError(unknown[0])
    rules = scoring_rules(t.ruleset)
    stages = effective_stages(t)
    factors = {s.id: s.factor for s in stages}
    rounds = played_rounds(t)
    games = _sorted_games(t)
    wanted = set(players)

    base = dict.fromkeys(wanted, ZERO)
    for adj in t.adjustments:  # no round: every "after" counts them (docs/scoring.md, --after)
        if adj.player in wanted:
            base[adj.player] += exact(adj.points)
    absence_points = {"missed": rules.absences.missed, "short_table": rules.absences.short_table}
    absences: dict[RoundKey, list[tuple[str, Fraction]]] = {}
    for a in t.absences:
        if a.player in wanted:
            absences.setdefault((a.stage, a.round), []).append((a.player, absence_points.get(a.kind, ZERO)))
    # Per player, the sum of (stage factor) over his wins, by the winning team: what K multiplies.
    won_factor = {team: dict.fromkeys(wanted, ZERO) for team in Team}
    totals: dict[str, list[Fraction]] = {p: [] for p in players}
    ci_counts = CiCounts()
    # Ci counted over all games (rfm-2026) changes every earlier Ci of a player as his games grow: those items
    # are left out of `base` and Ci is recomputed after each round from his night-1 shots as red so far.
    ci_all = rules.ci.counted == "all" and rules.ci.enabled
    ci_shots: dict[str, list[tuple[Fraction, bool]]] = {}  # player -> (stage factor, his team won) per shot
    at = 0
    for key in rounds:
        while at < len(games) and (games[at].stage, games[at].round) == key:
            game = games[at]
            at += 1
            factor = factors[game.stage]
            entries = score_game(game, rules, factor, _NEUTRAL, ci_counts)
            for seat, (player, entry) in enumerate(zip(game.players, entries, strict=True), start=1):
                if player in wanted:
                    total = entry.total
                    if ci_all:
                        total -= sum((i.points for i in entry.items if i.column == "ci"), ZERO)
                        as_won = ci_as_won(game, rules)
                        if seat == game.shot_night1 and entry.team is Team.RED and as_won is not None:
                            ci_shots.setdefault(player, []).append((factor, as_won))
                    base[player] += total
                    if entry.result == "won" and entry.team is not None:
                        won_factor[entry.team][player] += factor
        for player, points in absences.get(key, ()):
            base[player] += points
        extra_for: dict[str, Fraction] = {}
        if rules.difficulty_k:
            facts = series_facts(games[:at])
            if facts.hard_winner is not None and facts.k != 1:
                scale = rules.win * (facts.k - 1)
                extra_for = {p: scale * f for p, f in won_factor[facts.hard_winner].items() if f}
        ci_now: dict[str, Fraction] = {}
        for player, shots in ci_shots.items():
            shot_as_red, played = ci_counts.shot_as_red[player], ci_counts.games[player]
            ci_now[player] = sum(
                (f * compensation(rules, shot_as_red, played, won) for f, won in shots), ZERO
            )
        for player in players:
            totals[player].append(base[player] + extra_for.get(player, ZERO) + ci_now.get(player, ZERO))
    return [Series(p, names[p], rounds, tuple(totals[p])) for p in players]


def red_black_by_round(t: Tournament) -> list[RoundWins]:
    """Red and black wins of each played round, with the K the standings after that round use."""
    rules = scoring_rules(t.ruleset)
    games = _sorted_games(t)
    out: list[RoundWins] = []
    done: list[Game] = []
    at = 0
    for stage, round_ in played_rounds(t):
        red = black = 0
        while at < len(games) and (games[at].stage, games[at].round) == (stage, round_):
            game = games[at]
            done.append(game)
            at += 1
            # a draw is neither side's win: it counts in no bar, and K counts it among the games only
            red += game.winner is Outcome.RED
            black += game.winner is Outcome.BLACK
        facts = series_facts(done)
        k = facts.k if rules.difficulty_k else None
        hard = facts.hard_winner if rules.difficulty_k else None
        out.append(RoundWins(stage, round_, red, black, k, hard))
    return out


def points_by_role(t: Tournament, standings: Standings | None = None) -> tuple[RoleShare, list[RoleShare]]:
    """(the whole tournament, each player in standings order): the standings' breakdown regrouped by role;
    `standings`, when given, must be `compute_standings(t)` (the GUI has them computed already)."""
    rows = (standings or compute_standings(t)).rows
    shares: list[RoleShare] = []
    all_points = dict.fromkeys(ROLES, ZERO)
    all_games = dict.fromkeys(ROLES, 0)
    all_other = ZERO
    for row in rows:
        by_role = dict.fromkeys(ROLES, ZERO)
        other = ZERO
        for entry in row.breakdown:
            if entry.role is None:
                other += entry.total
            else:
                by_role[entry.role] += entry.total
        for role in ROLES:
            all_points[role] += by_role[role]
            all_games[role] += row.games_by_role[role]
        all_other += other
        shares.append(RoleShare(row.player, row.shown, by_role, dict(row.games_by_role), other, row.total))
    whole = RoleShare(None, "", all_points, all_games, all_other, sum(all_points.values(), all_other))
    return whole, shares


def win_rate_by_seat(t: Tournament) -> list[SeatRate]:
    """Seats 1..10: counted games and the games the seat's team won (its win share, whatever the role)."""
    games = dict.fromkeys(SEATS, 0)
    wins = dict.fromkeys(SEATS, 0)
    red_games = dict.fromkeys(SEATS, 0)
    red_wins = dict.fromkeys(SEATS, 0)
    for game in t.scored_games:
        black = game.roles.black_seats
        for seat in SEATS:
            won = game.winner.won(Team.BLACK if seat in black else Team.RED)
            games[seat] += 1
            wins[seat] += won
            if seat not in black:
                red_games[seat] += 1
                red_wins[seat] += won
    return [SeatRate(s, games[s], wins[s], red_games[s], red_wins[s]) for s in SEATS]
