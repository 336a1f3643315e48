"""A player's history across tournaments: each game with its role, result, points and fouls, and the voting
figures judges and players ask for (docs/ratings.md, "A player's history").

The exchange file holds results only: a game entered on the quick form from a paper protocol has no votes,
nominations, checks or fouls. Those figures come from the host's event log, so they count the logged games
only and say how many games they cover; a figure with no logged game behind it is None, never a zero.
Who was shot on the first night is a result (`shot_night1`), known for every game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mafia_desk.game.errors import GameLogError
from mafia_desk.game.log import game_from_log_dict
from mafia_desk.game.model import Role, Team
from mafia_desk.game.protocol import Protocol, protocol
from mafia_desk.ratings.sources import GameKey, Source, ordered_games
from mafia_desk.scoring.standings import compute_standings

# The ballots a voter chose in; a lone candidate's "single" round and the lift-all vote are not a choice of
# a player to vote out.
CHOICE_BALLOTS = ("vote", "revote")


@dataclass(frozen=True)
class LogFacts:
    """What the event log says about one seat of one game."""

    fouls: int
    nominated: int  # times nominated
    checked_by_sheriff: bool
    checked_by_don: bool
    votes: int  # ballots he voted in (vote and revote)
    votes_for_black: int


@dataclass(frozen=True)
class HistoryGame:
    tournament: str
    stage: str
    round: int
    table: int
    seat: int
    role: Role
    won: bool
    points: Fraction | None  # None when the scoring could not place the game
    shot_first_night: bool
    log: LogFacts | None  # None: no event log (the quick form, a merged file, a corrected game)
    drawn: bool = False  # a draw (three quiet nights): neither won nor lost

    @property
    def side(self) -> Team:
        return self.role.team

    @property
    def result(self) -> str:
        """ "won", "lost" or "drawn": what the history's Result column and its JSON say."""
        return "drawn" if self.drawn else "won" if self.won else "lost"


@dataclass(frozen=True)
class VotingFigures:
    games: int
    logged_games: int
    shot_first_night: int  # over every game
    # The rest over the logged games only; None when no game is logged.
    votes_as_red: int | None
    votes_for_black_as_red: int | None
    nominated_games: int | None
    nominations: int | None
    checked_by_sheriff: int | None
    checked_by_don: int | None
    fouls: int | None

    @property
    def unlogged_games(self) -> int:
        return self.games - self.logged_games


@dataclass(frozen=True)
class PlayerHistory:
    player: str
    name: str
    games: tuple[HistoryGame, ...]
    figures: VotingFigures


def log_facts(p: Protocol, seat: int, roles: Mapping[int, Role]) -> LogFacts:
    """`roles` from the result (every seat), so votes for a black count even if the log's roles are unset."""
    line = next((s for s in p.seats if s.seat == seat), None)
    nominated = sum(1 for d in p.days for candidate, _by in d.nominations if candidate == seat)
    votes = for_black = 0
    for day in p.days:
        for ballot in day.rounds:
            if ballot.kind not in CHOICE_BALLOTS:
                continue
            for candidate, voters in ballot.votes:
                if seat in voters:
                    votes += 1
                    if roles.get(candidate, Role.CIVILIAN).team is Team.BLACK:
                        for_black += 1
    return LogFacts(
        fouls=0 if line is None else line.fouls,
        nominated=nominated,
        checked_by_sheriff=any(n.sheriff_check == seat for n in p.nights),
        checked_by_don=any(n.don_check == seat for n in p.nights),
        votes=votes,
        votes_for_black=for_black,
    )


def _read_protocol(log: Mapping[str, Any] | None) -> Protocol | None:
    if log is None:
        return None
    try:
        return protocol(game_from_log_dict(log))
    except GameLogError:
        return None  # a log this program cannot replay counts as no log, not as a failure of the history


def player_history(person: str, name: str, sources: Sequence[Source]) -> PlayerHistory:
    """Every counted game of `person` (a key of `Source.person`) in the sources, in the rating's order."""
    games: list[HistoryGame] = []
    for source in sources:
        t = source.tournament
        scored = t.scored_games
        mine = [
            (key, i)
            for key, i in ordered_games(source)
            if any(source.person(code) == person for code in scored[i].players)
        ]
        if not mine:
            continue
        points = _points(source, person)
        corrected = {(c.stage, c.round, c.table) for c in t.corrections}
        for key, i in mine:
            g = scored[i]
            seat = next(n + 1 for n, code in enumerate(g.players) if source.person(code) == person)
            roles = {s: g.roles.role_of(s) for s in range(1, len(g.players) + 1)}
            role = roles[seat]
            logged = key in source.logged and key not in corrected
            proto = _read_protocol(source.read_log(key)) if logged else None
            games.append(
                HistoryGame(
                    tournament=source.label,
                    stage=g.stage,
                    round=g.round,
                    table=g.table,
                    seat=seat,
                    role=role,
                    won=g.winner.won(role.team),
                    drawn=g.drawn,
                    points=points.get(key),
                    shot_first_night=g.shot_night1 == seat,
                    log=None if proto is None else log_facts(proto, seat, roles),
                )
            )
    return PlayerHistory(person, name, tuple(games), figures(games))


def _points(source: Source, person: str) -> dict[GameKey, Fraction]:
    codes = [p.id for p in source.tournament.players if source.person(p.id) == person]
    standings = compute_standings(source.tournament)
    out: dict[GameKey, Fraction] = {}
    for row in standings.rows:
        if row.player not in codes:
            continue
        for entry in row.breakdown:
            if entry.stage is not None and entry.round is not None and entry.table is not None:
                out[(entry.stage, entry.round, entry.table)] = entry.total
    return out


def figures(games: Sequence[HistoryGame]) -> VotingFigures:
    logged = [g for g in games if g.log is not None]
    any_log = bool(logged)

    def total(values: Sequence[int]) -> int | None:
        return sum(values) if any_log else None

    red = [g.log for g in logged if g.side is Team.RED and g.log is not None]
    facts = [g.log for g in logged if g.log is not None]
    return VotingFigures(
        games=len(games),
        logged_games=len(logged),
        shot_first_night=sum(1 for g in games if g.shot_first_night),
        votes_as_red=total([f.votes for f in red]),
        votes_for_black_as_red=total([f.votes_for_black for f in red]),
        nominated_games=total([1 for f in facts if f.nominated]),
        nominations=total([f.nominated for f in facts]),
        checked_by_sheriff=total([1 for f in facts if f.checked_by_sheriff]),
        checked_by_don=total([1 for f in facts if f.checked_by_don]),
        fouls=total([f.fouls for f in facts]),
    )
