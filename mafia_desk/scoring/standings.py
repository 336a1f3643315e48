"""Standings of a tournament: columns, tie-break values, places and a per-game breakdown of every point.

Everything is exact (`Fraction`, readings A35); the output layer turns totals into the nearest double.
Games are scored first (each seat's `BreakdownEntry`), then each player's columns and tie-break values are
summed from his entries, so the total and the breakdown cannot disagree.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, NamedTuple

from mafia_desk.gc_pause import gc_paused
from mafia_desk.inputs.limits import MAX_ROUND, MAX_TABLE
from mafia_desk.rulesets.scoring import ScoringRules, scoring_rules
from mafia_desk.scoring.breakdown import Breakdown
from mafia_desk.scoring.points import (
    COLUMNS,
    ZERO,
    BreakdownEntry,
    CiCounts,
    Column,
    PointItem,
    SeatScore,
    SharedItems,
    ci_totals,
    exact_sum,
    score_seats,
    series_facts,
)
from mafia_desk.scoring.tiebreaks import PlayerStats, TiebreakValue, best_game_bonus, order_players
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import (
    CORRECTION_PROTEST_KEY,
    Absence,
    Adjustment,
    Correction,
    Game,
    Lot,
    Outcome,
    Protest,
    Role,
    Team,
    Tournament,
    exact,
)
from mafia_desk.tournament.names import tournament_names

__all__ = [
    "AfterError",
    "AfterKey",
    "BreakdownEntry",
    "PointItem",
    "StandingRow",
    "Standings",
    "after_table",
    "compute_standings",
    "parse_after",
]

ROLES: tuple[Role, ...] = tuple(Role)


AfterKey = tuple[str, int] | tuple[str, int, int]
"""Where standings stop: (stage, round) after that whole round; (stage, round, table) after that round's game
at that table, games within a round being ordered by table (A3). A round's absences have no table: they count
with its first game already, so the round's last game and the round itself give the same standings."""


class AfterError(ValueError):
    """An `--after STAGE:ROUND[:TABLE]` that names no stage of the tournament, no valid round or no game."""


@dataclass(frozen=True)
class StandingRow:
    place: int
    player: str
    name: str  # as registered: the JSON's `name`
    # What every view and sheet prints: the name, told apart from a namesake's (tournament/names.py).
    shown: str
    columns: Mapping[Column, Fraction]
    games: int
    wins: int
    games_by_role: Mapping[Role, int]
    wins_by_role: Mapping[Role, int]
    tiebreak: tuple[TiebreakValue, ...]
    # Made when first read (scoring/breakdown.py); equal to the tuple of its entries.
    breakdown: Sequence[BreakdownEntry]
    total: Fraction
    # Placed by a lot the organiser recorded (the `lot` tie-break is then the number drawn), not by the
    # provisional player-id order of an unresolved tie (A32).
    lot_drawn: bool = False
    # Drawn games (three quiet nights under a "draw" ruleset): neither won nor lost, so "games - wins" is not
    # the losses once a draw was played; every sheet that shows wins shows these beside them when any.
    draws: int = 0

    @property
    def lot(self) -> int | None:
        """The position the lot gave him in his tied group, None when no lot placed him."""
        for value in self.tiebreak:
            if value.name == "lot":
                return int(value.value)
        return None


@dataclass(frozen=True)
class Standings:
    ruleset: str
    rows: tuple[StandingRow, ...]
    chain: tuple[str, ...]
    k: Fraction
    hard_winner: str | None
    after: AfterKey | None = None
    games_counted: int = 0
    # The corrections of the games counted up to `after`, and the original players of each game they concern,
    # so that `--explain` can tell a player his game was replaced or voided (spec: `corrections[]`).
    corrections: tuple[Correction, ...] = ()
    original_players: Mapping[tuple[str, int, int], tuple[str, ...]] = field(default_factory=dict)
    # The protests those corrections carry out (`corrections[].protest`), so the breakdown names each.
    protests: tuple[Protest, ...] = ()

    def protest_of(self, correction: Correction) -> Protest | None:
        """The upheld protest `correction` carries out, if it names one."""
        named = correction.extra.get(CORRECTION_PROTEST_KEY)
        return next((p for p in self.protests if p.id == named), None)

    def corrections_for(self, player_id: str) -> tuple[Correction, ...]:
        """The corrections of every game `player_id` sat in, before or after a correction."""
        seated = {key for key, players in self.original_players.items() if player_id in players}
        seated |= {
            (c.stage, c.round, c.table) for c in self.corrections if c.game and player_id in c.game.players
        }
        return tuple(c for c in self.corrections if (c.stage, c.round, c.table) in seated)

    @property
    def has_draws(self) -> bool:
        """A drawn game was counted: the sheets then show each player's draws beside his wins."""
        return any(row.draws for row in self.rows)

    def row(self, player_id: str) -> StandingRow:
        for row in self.rows:
            if row.player == player_id:
                return row
        raise KeyError(player_id)


@dataclass
class _Player:
    games: list[Game] = field(default_factory=list)  # the games he sat in, in play order
    scores: list[SeatScore] = field(default_factory=list)  # what his seat scored in each
    others: list[BreakdownEntry] = field(default_factory=list)  # his absences, then his adjustments
    columns: dict[Column, Fraction] = field(default_factory=dict)
    games_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    wins_by_role: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))


def after_table(after: AfterKey | None) -> int | None:
    """The table of a game-level key: titles name the game, so "after round 3" never hides a partial round."""
    return after[2] if after is not None and len(after) == 3 else None


def parse_after(text: str, t: Tournament) -> AfterKey:
    """Only a round or a table that has something stored is accepted: a title claiming "after round 7" over
    today's standings, or a game that is not there, would mislead whoever reads the sheet."""
    stage_ids = [s.id for s in effective_stages(t)]
    head, sep, last = text.rpartition(":")
    stage, middle_sep, middle = head.rpartition(":")
    # A stage id may hold a colon itself: STAGE:ROUND wins when its STAGE is a stage of the tournament.
    with_table = head not in stage_ids and bool(middle_sep) and (stage in stage_ids or _digits(middle))
    if with_table:
        round_text = middle
    else:
        stage, round_text = head, last
    if not sep or not stage:
        raise AfterError(f"--after {text!r}: expected STAGE:ROUND[:TABLE], e.g. qualifying:3 or final:2:1")
    if stage not in stage_ids:
        raise AfterError(f"--after {text!r}: unknown stage {stage!r} (stages: {', '.join(stage_ids)})")
    number = _number(text, round_text, "round", MAX_ROUND)
    # A round nobody played would print today's standings under a title claiming another round.
    played = sorted(
        {g.round for g in t.games if g.stage == stage} | {a.round for a in t.absences if a.stage == stage}
    )
    if number not in played:
        rounds = f"rounds played: {_ranges(played)}" if played else "no round played yet"
        raise AfterError(f"--after {text!r}: stage {stage} has no round {number} ({rounds})")
    if not with_table:
        return stage, number
    table = _number(text, last, "table", MAX_TABLE)
    # Every stored game is a place to stop, a voided one too (its standings are then the previous game's):
    # the organiser names the table he knows, whatever a correction did to its game since.
    tables = sorted({g.table for g in t.games if (g.stage, g.round) == (stage, number)})
    if table not in tables:
        games = f"tables with a game: {_ranges(tables)}" if tables else "only absences"
        raise AfterError(
            f"--after {text!r}: round {number} of stage {stage} has no game at table {table} ({games})"
        )
    return stage, number, table


def _digits(text: str) -> bool:
    """ASCII digits only: '²' is a digit to `isdigit` but no number."""
    return text.isascii() and text.isdigit()


def _number(text: str, digits: str, what: str, limit: int) -> int:
    # At most as many digits as the limit has: 5,000 digits overflow int().
    if not _digits(digits) or len(digits) > len(str(limit)) or not 1 <= int(digits) <= limit:
        raise AfterError(f"--after {text[:80]!r}: the {what} must be a whole number 1..{limit:,}")
    return int(digits)


def _ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 5] -> "1-3, 5": a long tournament's rounds on one line."""
    spans: list[list[int]] = []
    for n in numbers:
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)


def compute_standings(
    t: Tournament, after: AfterKey | None = None, lots: Sequence[Lot] | None = None
) -> Standings:
    """`t` must come from `load_tournament` (it trusts every check); `after` keeps games up to that round, or
    up to that round's game at that table (`AfterKey`), and the round's absences with them.

    Each game counts as its last correction left it (spec: `corrections[]`); a voided game counts not at all.
    `lots`: the recorded lots that settle ties left after every tie-break; None takes the tournament's own
    (`closings[].lots`), so every caller's standings, a Swiss draw's ranking included, place them alike.
    A ruleset without `carry_over` counts only the current stage (`after`'s, else the last one played).
    """
    with gc_paused():
        return _compute(t, after, lots)


def _compute(t: Tournament, after: AfterKey | None, lots: Sequence[Lot] | None) -> Standings:
    rules = scoring_rules(t.ruleset)
    games, absences, corrections = _counted_up_to(t, rules, after)
    recorded = {frozenset(lot.players): tuple(lot.order) for lot in (t.lots if lots is None else lots)}
    standings = _standings(
        t, rules, games, absences, list(t.adjustments), after, with_qualifying=True, lots=recorded
    )
    if not corrections:
        return standings
    concerned = {(c.stage, c.round, c.table) for c in corrections}
    originals = {
        (g.stage, g.round, g.table): g.players for g in t.games if (g.stage, g.round, g.table) in concerned
    }
    named = {c.extra.get(CORRECTION_PROTEST_KEY) for c in corrections}
    protests = tuple(p for p in t.protests if p.id in named)
    return replace(standings, corrections=tuple(corrections), original_players=originals, protests=protests)


def same_rows(t: Tournament, one: AfterKey | None, other: AfterKey | None) -> bool:
    """Whether the standings after `one` and after `other` count the very same games, absences and
    corrections, and so have the same rows: a workbook whose only stage ends where the overall standings
    stand computes them once, not twice."""
    rules = scoring_rules(t.ruleset)
    first: tuple[list[Any], ...] = _counted_up_to(t, rules, one)
    second: tuple[list[Any], ...] = _counted_up_to(t, rules, other)
    return all(
        len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))
        for a, b in zip(first, second, strict=True)
    )


def _counted_up_to(
    t: Tournament, rules: ScoringRules, after: AfterKey | None
) -> tuple[list[Game], list[Absence], list[Correction]]:
    """The games, absences and corrections the standings after `after` count."""
    order = {s.id: i for i, s in enumerate(effective_stages(t))}
    games = list(t.scored_games)
    absences = list(t.absences)
    corrections = list(t.corrections)
    if after is not None:
        round_limit = (order[after[0]], after[1])
        limit = (*round_limit, after_table(after) or MAX_TABLE)
        games = [g for g in games if (order[g.stage], g.round, g.table) <= limit]
        absences = [a for a in absences if (order[a.stage], a.round) <= round_limit]
        # A correction goes with its game: one made to a later table of the round is not yet in.
        corrections = [c for c in corrections if (order[c.stage], c.round, c.table) <= limit]
    if not rules.carry_over:
        current = after[0] if after is not None else _last_stage(games, absences, order)
        games = [g for g in games if g.stage == current]
        absences = [a for a in absences if a.stage == current]
        corrections = [c for c in corrections if c.stage == current]
    return games, absences, corrections


def _last_stage(games: list[Game], absences: list[Absence], order: Mapping[str, int]) -> str | None:
    """The latest stage with a game or an absence: where standings without carry-over stand today."""
    stages = [g.stage for g in games] + [a.stage for a in absences]
    return max(stages, key=lambda s: order[s]) if stages else None


def _standings(
    t: Tournament,
    rules: ScoringRules,
    games: list[Game],
    absences: list[Absence],
    adjustments: list[Adjustment],
    after: AfterKey | None,
    *,
    with_qualifying: bool,
    lots: Mapping[frozenset[str], tuple[str, ...]] | None = None,
) -> Standings:
    stages = effective_stages(t)
    order = {s.id: i for i, s in enumerate(stages)}
    factors = {s.id: s.factor for s in stages}
    games = sorted(games, key=lambda g: (order[g.stage], g.round, g.table))  # A3
    series = series_facts(games)
    red_wins = sum(1 for g in games if g.winner is Outcome.RED)
    black_wins = sum(1 for g in games if g.winner is Outcome.BLACK)
    chain = rules.tiebreak.chain
    if rules.tiebreak.if_red_won_more is not None and red_wins > black_wins:
        # A27: the red chain unless reds won more; a draw is neither side's win, so it counts for neither
        chain = rules.tiebreak.if_red_won_more
    if not with_qualifying:
        chain = tuple(c for c in chain if c != "qualifying_place")

    people = {p.id: _Player() for p in t.players}
    stats = {p.id: PlayerStats(player=p.id) for p in t.players}
    ci_counts = CiCounts()
    shared = SharedItems()  # keyed by ids of objects it keeps, or of `factors`' values, alive throughout
    # Each player's points per game only when the chain compares them (A25): 100,000 of them otherwise.
    head_to_head = "head_to_head" in chain
    games_of = {pid: person.games for pid, person in people.items()}
    scores_of = {pid: person.scores for pid, person in people.items()}
    ci_all = ci_totals(games) if rules.ci.counted == "all" else None
    for index, game in enumerate(games):
        scores = score_seats(game, rules, factors[game.stage], series, ci_counts, shared, ci_all)
        seated = game.players
        for player, score in zip(seated, scores, strict=True):
            scores_of[player].append(score)
            games_of[player].append(game)
        if head_to_head:
            members = frozenset(seated)
            for player, score in zip(seated, scores, strict=True):
                stats[player].game_points[index] = (members, score.total)
        shot = game.shot_night1
        if shot is not None and 1 <= shot <= len(seated):
            stats[seated[shot - 1]].shot_night1 += 1  # A30: whatever his colour (entries are seat 1 first)
        if game.stage == "final":
            for player in seated:
                stats[player].played_final = True  # A23
        move = game.best_move
        if move is not None and 1 <= move.seat <= len(seated):
            named = len(game.roles.black_seats.intersection(move.guess))
            if named >= 3:
                stats[seated[move.seat - 1]].best_move_three += 1  # rfm-2026's tie-break 5
            elif named == 2:
                stats[seated[move.seat - 1]].best_move_two += 1

    for a in absences:
        base = {"missed": rules.absences.missed, "short_table": rules.absences.short_table}.get(a.kind, ZERO)
        item = PointItem("absences", a.kind.replace("_", " "), base, base)  # never multiplied (A9)
        where = f"absence ({a.stage}, {a.round})"
        entry = BreakdownEntry(
            where, a.stage, a.round, None, None, None, None, a.kind, False, Fraction(1), (item,), base
        )
        people[a.player].others.append(entry)
    for adj in adjustments:
        points = exact(adj.points)
        item = PointItem("adjustments", adj.reason or "adjustment", points, points)
        entry = BreakdownEntry(
            "adjustment",
            None,
            None,
            None,
            None,
            None,
            None,
            "adjustment",
            False,
            Fraction(1),
            (item,),
            points,
        )
        people[adj.player].others.append(entry)

    # By id of a score or an entry, each alive in `shared` or in `people` throughout.
    terms = {id(score): _terms(score) for score in shared.scores()}
    terms.update((id(e), _terms(e)) for person in people.values() for e in person.others)
    for pid, person in people.items():
        _sum_up(person, stats[pid], terms)
    if "best_game_bonus" in chain:
        for pid, person in people.items():
            stats[pid].best_game_bonus = best_game_bonus(person.scores)

    def qualifying_places() -> dict[str, int]:
        q_games = [g for g in games if g.stage == "qualifying"]
        q_absences = [a for a in absences if a.stage == "qualifying"]
        # A23: no adjustments
        q = _standings(t, rules, q_games, q_absences, [], None, with_qualifying=False, lots=lots)
        return {row.player: row.place for row in q.rows}

    drawn: set[str] = set()
    ordered, tiebreaks = order_players(
        list(stats.values()), chain, qualifying_places if with_qualifying else None, lots, drawn
    )

    def in_play_order(e: BreakdownEntry) -> tuple[int, int, int, int]:
        if e.stage is None or e.round is None:
            return (1, 0, 0, 0)  # adjustments belong to no round: last, in file order
        return (0, order[e.stage], e.round, e.table or 0)

    absent = {a.player for a in absences}
    names = {p.id: p.name for p in t.players}
    shown = tournament_names(t)
    rows: list[StandingRow] = []
    for place, pid in enumerate(ordered, start=1):
        person = people[pid]
        st = stats[pid]
        rows.append(
            StandingRow(
                place=place,
                player=pid,
                name=names[pid],
                shown=shown[pid],
                columns=person.columns,
                games=st.games,
                wins=st.wins,
                draws=st.draws,
                games_by_role=person.games_by_role,
                wins_by_role=person.wins_by_role,
                tiebreak=tiebreaks[pid],
                # Games come in play order and adjustments last already: only absences need sorting in.
                breakdown=Breakdown(
                    pid, person.games, person.scores, person.others, in_play_order if pid in absent else None
                ),
                total=st.total,
                lot_drawn=pid in drawn,
            )
        )
    return Standings(
        ruleset=t.ruleset,
        rows=tuple(rows),
        chain=chain,
        k=series.k,
        hard_winner=series.hard_winner,
        after=after,
        games_counted=len(games),
    )


class _Terms(NamedTuple):
    """What a player's sums take from one of his scores (or absences, or adjustments), as integers: worked
    out once for each distinct score of a computation, then only multiplied by how often a player has it."""

    columns: tuple[tuple[Column, int, int], ...]  # (column, denominator, numerator) of each item with points
    denominator: int  # of the total
    numerator: int
    role: Role | None  # None: an absence or an adjustment, no statistics (A36, A40)
    won: bool
    drawn: bool
    hard: bool
    red: bool
    best_player: bool  # a positive judge's bonus (A29)


def _terms(e: SeatScore | BreakdownEntry) -> _Terms:
    """Fraction's numerator and denominator are Python properties: read once here per distinct score."""
    columns = tuple((i.column, i.points.denominator, i.points.numerator) for i in e.items if i.points)
    # A game's first item is its win or loss: a judge's bonus can only follow it.
    bonus = [i.points for i in e.items[1:] if i.column == "bonus"]
    best = e.role is not None and bool(bonus) and exact_sum(bonus) > 0
    total = e.total
    won, drawn = e.result == "won", e.result == "drawn"
    red = e.team is Team.RED
    return _Terms(columns, total.denominator, total.numerator, e.role, won, drawn, e.hard, red, best)


def _sum_up(person: _Player, st: PlayerStats, terms: dict[int, _Terms]) -> None:
    """Columns and tie-break sums of one player, from what he scored in each game and his other entries.

    A season's seats share a few thousand scores (`SeatScore`, one object for every seat that scored alike),
    so a player's scores are counted by identity in calls that run in C (`map`, `Counter`), and every sum
    and count is made from the distinct ones, each weighed by how often it occurs, with integer numerators
    gathered per denominator into one Fraction (`terms`: each score's and each other entry's integers).
    Adding a Fraction per game is what made 100,000 player-games cost seconds; a Python step per game was
    still half the standings."""
    counted = list(Counter(map(id, person.scores)).items())
    counted.extend((id(e), 1) for e in person.others)
    games_by_role, wins_by_role = person.games_by_role, person.wins_by_role
    by_column: dict[Column, dict[int, int]] = {}  # only the columns he has points in
    # Numerators per denominator of the totals of all his games, of those as red, as sheriff, as don.
    all_parts: dict[int, int] = {}
    red_parts: dict[int, int] = {}
    sheriff_parts: dict[int, int] = {}
    don_parts: dict[int, int] = {}
    games = wins = wins_hard = draws = best_player = 0
    sheriff_role, don_role = Role.SHERIFF, Role.DON
    for kind, times in counted:
        e = terms[kind]
        for column, d, n in e.columns:
            parts = by_column.setdefault(column, {})
            parts[d] = parts.get(d, 0) + times * n
        role = e.role
        if role is None:
            continue  # an absence or an adjustment: no statistics (A36, A40)
        if e.best_player:
            best_player += times  # A29
        games += times
        games_by_role[role] += times
        if e.won:
            wins += times
            wins_by_role[role] += times
            if e.hard:
                wins_hard += times
        elif e.drawn:
            draws += times
        d, n = e.denominator, e.numerator * times
        all_parts[d] = all_parts.get(d, 0) + n
        if e.red:
            red_parts[d] = red_parts.get(d, 0) + n  # A27
        if role is sheriff_role:
            sheriff_parts[d] = sheriff_parts.get(d, 0) + n
        elif role is don_role:
            don_parts[d] = don_parts.get(d, 0) + n
    st.best_player += best_player
    for role in ROLES:
        if wins_by_role[role]:
            st.wins_by_role[role] = wins_by_role[role]
    st.games, st.wins, st.wins_hard, st.draws = games, wins, wins_hard, draws
    st.sheriff_games = games_by_role[Role.SHERIFF]
    st.don_games = games_by_role[Role.DON]
    person.columns = {c: _from_parts(by_column[c]) if c in by_column else ZERO for c in COLUMNS}
    st.total = exact_sum(person.columns.values())
    st.bonus = person.columns["bonus"]  # A28
    st.bonus_net = st.bonus + person.columns["penalties"]  # rfm-2026: the judge's points net of penalties
    st.red_points = _from_parts(red_parts)
    # Every game's seat is red or black: the black points are the rest, exactly.
    st.black_points = _from_parts(all_parts) - st.red_points
    st.sheriff_points = _from_parts(sheriff_parts)
    st.don_points = _from_parts(don_parts)


def _from_parts(parts: Mapping[int, int]) -> Fraction:
    """The exact sum of numerators gathered per denominator."""
    if not parts:
        return ZERO
    if len(parts) == 1:
        ((d, n),) = parts.items()
        return Fraction(n) if d == 1 else Fraction(n, d)  # whole points: no gcd to take
    common = math.lcm(*parts)
    return Fraction(sum(n * (common // d) for d, n in parts.items()), common)


class StandingsRanking:
    """Player ids best first after (stage, round), recorded lots applied: what a Swiss round and a stage's
    entry are drawn by (seating/rounds.py takes it as its `Ranking`; seating may not import scoring).

    Called, it ranks by the standings (total points); `by(key)` gives the ranking a stage's Swiss rounds ask
    for (`swiss_rank`): seed 000 ranks its qualifying's Swiss rounds by extra points, not by the total."""

    def __init__(self, t: Tournament) -> None:
        self._t = t

    def __call__(self, after: tuple[str, int]) -> list[str]:
        return [row.player for row in compute_standings(self._t, after=after).rows]

    def by(self, key: str) -> Callable[[tuple[str, int]], list[str]]:
        if key == "points":
            return self
        if key == "extra_points":
            return self._by_extra_points
        raise ValueError(f"unknown ranking key {key!r} (known: points, extra_points)")

    def _by_extra_points(self, after: tuple[str, int]) -> list[str]:
        """The judge's extra points (доп. баллы), most first; equal ones keep their standings order."""
        rows = compute_standings(self._t, after=after).rows
        return [row.player for row in sorted(rows, key=lambda row: -row.columns.get("bonus", ZERO))]


def ranking(t: Tournament) -> StandingsRanking:
    """The standings' ranking of `t` (see StandingsRanking)."""
    return StandingsRanking(t)
