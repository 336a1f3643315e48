"""One round of a tournament drawn by its stage's seating method, over the exchange file's players.

The standings are the scoring engine's business and this package may not import it (the layers of
pyproject.toml), so the caller passes a `Ranking`: the player ids in standings order after a given round.
Choices the spec leaves open are in docs/seating.md ("Drawing one round of a tournament").
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol, runtime_checkable

from mafia_desk.inputs.limits import MAX_SEATING_ROUNDS
from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.seating.balanced import balanced_draw
from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.edit import swap_players
from mafia_desk.seating.model import Constraints, DrawRound, Figure, History, SeatingError
from mafia_desk.seating.model import Draw as SeatingDraw
from mafia_desk.seating.quality import draw_quality
from mafia_desk.seating.swiss import final_draw, swiss_draw
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Absence, Draw, SeatingMethod, Stage, Tournament
from mafia_desk.tournament.teams import teams_of

# Player ids best first, by the standings after (stage, round).
Ranking = Callable[[tuple[str, int]], Sequence[str]]

# What a stage's Swiss rounds are ranked by (the stage's `swiss_rank`, from its template): the standings'
# total, or the judge's extra points (seed 000's qualifying: «по количеству набранных доп.баллов»).
RANK_KEYS = {"points": "points", "extra_points": "extra points"}


@runtime_checkable
class KeyedRanking(Protocol):
    """A ranking that can also rank by another key than the total (scoring's StandingsRanking)."""

    def __call__(self, after: tuple[str, int], /) -> Sequence[str]: ...

    def by(self, key: str, /) -> Ranking: ...


def swiss_rank(stage: Stage) -> str:
    """The stage's ranking key for its Swiss rounds: `points` unless its template says otherwise."""
    key = stage.extra.get("swiss_rank", "points")
    if not isinstance(key, str) or key not in RANK_KEYS:
        raise SeatingError(f"stage {stage.id}: swiss_rank {key!r} is not one of {', '.join(RANK_KEYS)}")
    return key


def _ranking_by(rank: Ranking, key: str) -> Ranking:
    if key == "points":
        return rank
    if not isinstance(rank, KeyedRanking):
        raise SeatingError(f"a Swiss round ranked by {RANK_KEYS[key]} needs the standings' own ranking")
    return rank.by(key)


@dataclass(frozen=True)
class RoundConstraints:
    """The organiser's constraints of a tournament, as stored with it and read by `draw --constraints`.

    The JSON is the `seating` command's (`apart`, `apart_rounds`, `absent`) plus two keys: `same_club`
    (true: the players of each club, by the players' `club` field, are one more group to keep apart) and
    `stage` (the stage they apply to; the first stage when absent), because club-mates and judge-players
    matter in the qualifying rounds, where everybody plays, not in a final of ten. `absent` maps a round of
    that stage to the players who sit it out (a player who judges that round).

    `teams_apart` (a team tournament, the exchange file's `teams`): the members of each team are one more
    group to keep apart, in the stage's first N rounds (an integer, counted on its own, not `apart_rounds`)
    or in every round ("always"); 0, the default, keeps them apart in none.
    """

    base: Constraints = field(default_factory=Constraints)
    same_club: bool = False
    stage: str | None = None
    teams_apart: int | Literal["always"] = 0

    def is_empty(self) -> bool:
        return (
            self.base.is_empty() and not (self.same_club and self.base.apart_rounds) and not self.teams_apart
        )

    def teams_in(self, round_: int) -> bool:
        """Whether teammates are kept apart in round `round_` of the stage."""
        if isinstance(self.teams_apart, str):
            return True
        return round_ <= self.teams_apart

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = dict(self.base.to_dict())
        data["same_club"] = self.same_club
        if self.stage is not None:
            data["stage"] = self.stage
        if self.teams_apart:
            data["teams_apart"] = self.teams_apart
        return data

    @classmethod
    def from_dict(cls, data: object) -> RoundConstraints:
        if not isinstance(data, dict):
            raise SeatingError("constraints: expected a JSON object")
        same_club = data.get("same_club", False)
        if not isinstance(same_club, bool):
            raise SeatingError("constraints: 'same_club' must be true or false")
        stage = data.get("stage")
        if stage is not None and (not isinstance(stage, str) or not stage):
            raise SeatingError("constraints: 'stage' must be a stage id")
        return cls(
            Constraints.from_dict(data), same_club, stage, teams_apart_value(data.get("teams_apart", 0))
        )

    def applies_to(self, t: Tournament, stage_id: str) -> bool:
        stages = effective_stages(t)
        wanted = self.stage if self.stage is not None else (stages[0].id if stages else None)
        return wanted == stage_id

    def check(self, t: Tournament) -> None:
        """Every id a known player, the stage one of the tournament: a typo would silently do nothing."""
        known = {p.id for p in t.players}
        for group in self.base.apart:
            for p in group:
                if p not in known:
                    raise SeatingError(f"constraints: unknown player {p!r} in a group to keep apart")
        for r, ps in self.base.absent.items():
            for p in ps:
                if p not in known:
                    raise SeatingError(f"constraints: round {r}: unknown player {p!r} must sit out")
        if self.stage is not None and self.stage not in {s.id for s in effective_stages(t)}:
            raise SeatingError(f"constraints: unknown stage {self.stage!r}")
        if self.teams_apart and teams_of(t) is None:
            raise SeatingError("constraints: teammates are to be kept apart, but the tournament has no teams")


def teams_apart_value(value: object) -> int | Literal["always"]:
    """The `teams_apart` of a constraints file or of `draw --teams-apart`: "always", or a number of rounds
    0..MAX_SEATING_ROUNDS (0: never); anything else is refused in one line naming it."""
    if value == "always":
        return "always"
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 3:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEATING_ROUNDS:
        raise SeatingError(
            f"constraints: 'teams_apart' must be \"always\" or a number of rounds 0..{MAX_SEATING_ROUNDS}, "
            f"not {value!r}"
        )
    return value


def club_groups(t: Tournament) -> tuple[tuple[str, ...], ...]:
    """The players of each club with two or more of them; clubs compared as the organiser typed them, case and
    surrounding spaces aside ("Красный Октябрь" and "красный октябрь " are one club)."""
    clubs: dict[str, list[str]] = {}
    for p in t.players:
        if p.club and p.club.strip():
            clubs.setdefault(" ".join(p.club.split()).casefold(), []).append(p.id)
    return tuple(tuple(ids) for ids in clubs.values() if len(ids) > 1)


def _round_constraints(
    t: Tournament, stage_id: str, round_: int, given: RoundConstraints | None, players: Sequence[str]
) -> Constraints:
    """The organiser's constraints as balanced_draw's for the one round it draws (its round 1)."""
    if given is None or not given.applies_to(t, stage_id):
        return Constraints()
    seated = set(players)
    apart = _apart_groups(t, given, players, round_)
    absent = tuple(p for p in given.base.absent.get(round_, ()) if p in seated)
    return Constraints(apart, 1 if apart else 0, {1: absent} if absent else {})


def team_groups(t: Tournament) -> tuple[tuple[str, ...], ...]:
    """The players of each team with two or more of them (none when the tournament has no teams)."""
    setup = teams_of(t)
    return () if setup is None else setup.groups()


def _apart_groups(
    t: Tournament, given: RoundConstraints, players: Sequence[str], round_: int
) -> tuple[tuple[str, ...], ...]:
    """The groups kept apart in round `round_` of the stage (named ones and each club with `same_club` in
    its first `apart_rounds`, each team as `teams_apart` says), cut to the players drawn; a group left with
    one of them keeps nobody apart."""
    seated = set(players)
    groups: list[tuple[str, ...]] = []
    if round_ <= given.base.apart_rounds:
        groups += [*given.base.apart, *(club_groups(t) if given.same_club else ())]
    if given.teams_in(round_):
        groups += team_groups(t)
    kept = (tuple(p for p in g if p in seated) for g in groups)
    return tuple(dict.fromkeys(g for g in kept if len(g) > 1))


@dataclass(frozen=True)
class RoundDraw:
    """The draw of one round and its quality figures (over this stage's earlier rounds too)."""

    draw: Draw
    method: SeatingMethod
    quality: dict[str, Figure]
    # Which games ranked a Swiss round ("ranked by extra points after rounds 1-3 of qualifying, 30 games"):
    # an organiser can check that the results he expected were in before the draw. Empty for other rounds.
    ranked_by: str = ""

    @property
    def recorded(self) -> Draw:
        """The draw as a `draws[]` entry keeps it: a Swiss round's `ranked_by` among its own keys, so a saved
        draw still says which games ranked it."""
        if not self.ranked_by:
            return self.draw
        return replace(self.draw, extra={**self.draw.extra, "ranked_by": self.ranked_by})

    def to_dict(self) -> dict[str, object]:
        d = self.draw
        out: dict[str, object] = {
            "stage": d.stage,
            "round": d.round,
            "seed": d.seed,
            "method": self.method,
            "tables": [list(t) for t in d.tables],
            "sitting_out": list(d.sitting_out),
            "short_table": list(short_table_of(d)),
            "quality": {name: fig.to_dict() for name, fig in self.quality.items()},
        }
        if self.ranked_by:
            out["ranked_by"] = self.ranked_by
        return out


def short_table_of(d: Draw) -> tuple[str, ...]:
    """The players of the draw's short table (`short_table` in its `draws[]` entry): they get the ruleset's
    short-table points as `short_table` absences while the draw stands."""
    value = d.extra.get("short_table", ())
    if not isinstance(value, list | tuple):
        return ()
    return tuple(str(p) for p in value)


def _stage(t: Tournament, stage_id: str) -> tuple[int, Stage]:
    stages = effective_stages(t)
    for index, stage in enumerate(stages):
        if stage.id == stage_id:
            return index, stage
    raise SeatingError(f"--stage {stage_id!r}: unknown stage (stages: {', '.join(s.id for s in stages)})")


def seating_method(stage: Stage, round_: int) -> SeatingMethod:
    """The stage's method for the round; a stage that names none is drawn at random."""
    if stage.seating is None:
        return "random"
    if isinstance(stage.seating, str):
        return stage.seating
    return stage.seating[round_ - 1]


def _last_round(t: Tournament, stage: Stage) -> int:
    if stage.games is not None:
        return stage.games
    return max((g.round for g in t.games if g.stage == stage.id), default=0)


def stage_players(
    t: Tournament, stage_index: int, rank: Ranking, skip: frozenset[str] = frozenset()
) -> tuple[str, ...]:
    """Who enters the stage: everybody for the first one, then the top `advance` of the previous stage's
    standings (everybody still in when the stage names no `advance`). A closed stage's list is frozen
    (`closings[]`); the ranking must be the standings with the recorded lots, as scoring/advance.py uses. A
    player in `skip` (withdrawn) gives his place to the next one in the standings, a closed stage's too."""
    stages = effective_stages(t)
    if stage_index == 0:
        return tuple(p.id for p in t.players if p.id not in skip)
    stage, previous = stages[stage_index], stages[stage_index - 1]
    closing = t.closing(stage.id)
    if closing is not None and not skip.intersection(closing.through):
        return closing.through
    entered = stage_players(t, stage_index - 1, rank)
    if closing is not None:
        kept = [p for p in closing.through if p not in skip]
        after = [
            p
            for p in _ranked(entered, rank((previous.id, _last_round(t, previous))))
            if p not in skip and p not in closing.through
        ]
        return tuple(kept + after[: len(closing.through) - len(kept)])
    if stage.advance is None:
        return tuple(p for p in entered if p not in skip)
    ranked = [p for p in _ranked(entered, rank((previous.id, _last_round(t, previous)))) if p not in skip]
    if len(ranked) < stage.advance:
        raise SeatingError(
            f"stage {stage.id}: {stage.advance} advance, but only {len(ranked)} players are in"
        )
    return tuple(ranked[: stage.advance])


def _ranked(players: Sequence[str], order: Sequence[str]) -> tuple[str, ...]:
    """`players` in `order`; anyone the standings do not list yet keeps his file order after the rest."""
    wanted = set(players)
    out = [p for p in order if p in wanted]
    placed = set(out)
    return tuple(out + [p for p in players if p not in placed])


def stage_history(t: Tournament, stage_id: str, before: int) -> list[DrawRound]:
    """The stage's earlier rounds as they were played (games), or as drawn where no game is entered yet."""
    rounds: list[DrawRound] = []
    draws = {d.round: d for d in t.draws if d.stage == stage_id}
    for r in range(1, before):
        played = (g for g in t.scored_games if g.stage == stage_id and g.round == r)
        games = sorted(played, key=lambda g: g.table)
        if games:
            rounds.append(DrawRound(r, tuple(g.players for g in games)))
        elif r in draws:
            rounds.append(DrawRound(r, draws[r].tables, draws[r].sitting_out))
    return rounds


def _check_played(t: Tournament, stage_id: str, round_: int) -> None:
    """A Swiss round is ranked by the standings so far: each earlier round of its stage must be in them.

    A table counts as settled once its game is entered, voided or not: a voided game simply does not count
    in the standings, it must not hold the next round back for ever."""
    drawn = {d.round: len(d.tables) for d in t.draws if d.stage == stage_id}
    for r in range(1, round_):
        played = len({g.table for g in t.games if g.stage == stage_id and g.round == r})
        if played == 0 or played < drawn.get(r, 0):
            raise SeatingError(
                f"stage {stage_id}, round {round_} is Swiss, by the standings so far: round {r} has "
                f"{played} of its games entered"
            )


def sit_out_counts(
    t: Tournament, stage_id: str, before: int, entered: Sequence[str]
) -> tuple[dict[str, int], dict[str, int]]:
    """How often each player sat out the stage's rounds before `before`, and in how many he was present.

    A round is read from its games where entered (whoever of its players had no seat sat out), else from
    its draw; a player with a `missed` or `excused` absence, or not yet registered (in none of the round's
    lists), was not present: a late arrival counts from the round he came."""
    away = {
        (a.player, a.round) for a in t.absences if a.stage == stage_id and a.kind in ("missed", "excused")
    }
    draws = {d.round: d for d in t.draws if d.stage == stage_id}
    counts = dict.fromkeys(entered, 0)
    present = dict.fromkeys(entered, 0)
    for r in range(1, before):
        seated = {p for g in t.games if g.stage == stage_id and g.round == r for p in g.players}
        d = draws.get(r)
        if d is not None:
            listed = {p for tb in d.tables for p in tb} | set(d.sitting_out) | seated
            benched = (listed - seated) if seated else set(d.sitting_out)
        elif seated:
            listed, benched = set(entered) | seated, set(entered) - seated
        else:
            continue
        for p in entered:
            if p in listed and (p, r) not in away:
                present[p] += 1
                counts[p] += p in benched
    return counts, present


def _short_table_left(t: Tournament, stage_id: str, round_: int) -> Callable[[str], bool] | None:
    """Whether a player may still get the short-table points (None: the ruleset gives none, so a bench is
    only a bench). This round's own absences do not count: they belong to the draw being made again."""
    rules = scoring_rules(t.ruleset).absences
    if rules.short_table == 0:
        return None
    limit = rules.short_table_max
    used: dict[str, int] = {}
    for a in t.absences:
        if a.kind == "short_table" and (a.stage, a.round) != (stage_id, round_):
            used[a.player] = used.get(a.player, 0) + 1
    return lambda p: limit is None or used.get(p, 0) < limit


def choose_sit_outs(
    t: Tournament, stage_id: str, round_: int, players: Sequence[str], count: int, seed: int
) -> tuple[str, ...]:
    """Who sits out the round, chosen before the tables are formed so the bottom of the ranking is not
    benched every round: fewest sit-outs for the rounds present first (a late arrival is measured from the
    round he came, against the stage's rate), then a player the ruleset may still give the short-table
    points, then the seeded lot. Nobody sits out twice while a player present since round 1 has not once."""
    if count <= 0:
        return ()
    counts, present = sit_out_counts(t, stage_id, round_, players)
    total_present = sum(present.values())
    rate = sum(counts.values()) / total_present if total_present else 0.0
    may_short = _short_table_left(t, stage_id, round_)
    rng = random.Random(f"mafia-desk sit-outs {seed} {stage_id} round {round_}")
    lot = {p: rng.random() for p in players}

    def key(p: str) -> tuple[float, int, bool, float]:
        return (
            counts[p] - rate * present[p],
            -present[p],
            may_short is not None and not may_short(p),
            lot[p],
        )

    chosen = set(sorted(players, key=key)[:count])
    return tuple(p for p in players if p in chosen)


def short_table_for(t: Tournament, stage_id: str, round_: int, benched: Sequence[str]) -> tuple[str, ...]:
    """The bench that is a short table by the ruleset (seed 000:37: too few for a table, +3 each, at most
    once per player): those of `benched` the ruleset may still give the points; nobody where it gives none."""
    may_short = _short_table_left(t, stage_id, round_)
    if may_short is None:
        return ()
    return tuple(p for p in benched if may_short(p))


@dataclass(frozen=True)
class RankedBy:
    """Which games ranked a Swiss round. The file keeps it as one English line (`ranked_by`, the CLI prints
    it); `parse` reads such a line back, so a window in another language can say it in its own words."""

    key: str  # a RANK_KEYS key
    stage: str
    last: int  # the last round counted; 0: no games yet
    games: int = 0

    def text(self) -> str:
        if self.last <= 0:
            return f"ranked by {RANK_KEYS[self.key]}: no games yet, in registration order"
        rounds = "round 1" if self.last == 1 else f"rounds 1-{self.last}"
        return f"ranked by {RANK_KEYS[self.key]} after {rounds} of {self.stage}, {self.games} games"

    @classmethod
    def parse(cls, text: str) -> RankedBy | None:
        """The line `text()` writes read back; None for any other text (a file written by hand)."""
        keys = {words: key for key, words in RANK_KEYS.items()}
        match = _RANKED_BY.fullmatch(text)
        if match is None or match["key"] not in keys:
            return None
        if match["none"]:
            return cls(keys[match["key"]], "", 0)
        last = int(match["last"] or 1)
        if last < 2 and match["last"]:
            return None
        return cls(keys[match["key"]], match["stage"], last, int(match["games"]))


_RANKED_BY = re.compile(
    r"ranked by (?P<key>[a-z ]+?)(?:(?P<none>: no games yet, in registration order)|"
    r" after (?:round 1|rounds 1-(?P<last>\d+)) of (?P<stage>.+), (?P<games>\d+) games)"
)


def _ranked_by_text(t: Tournament, key: str, previous: tuple[str, int]) -> str:
    stage_id, last = previous
    games = sum(1 for g in t.scored_games if g.stage == stage_id and g.round <= last)
    return RankedBy(key, stage_id, max(last, 0), games if last > 0 else 0).text()


def draw_round(
    t: Tournament,
    stage_id: str,
    round_: int,
    seed: int,
    rank: Ranking,
    constraints: RoundConstraints | None = None,
    unavailable: frozenset[str] = frozenset(),
) -> RoundDraw:
    """The draw of (stage, round) for `seed`: the same file, seed and constraints always give the same draw.

    `unavailable` players (withdrawn, not yet arrived) are left out of the draw altogether: not seated, not
    on the bench, skipped in the ranking of a Swiss round and of a stage's entry. The organiser's
    `constraints` shape a random (balanced) round: groups apart in the stage's first rounds, players sitting
    out the rounds they judge. A Swiss round and a final are drawn by the standings, where the regulation
    leaves no room for them, except that a player sitting out is skipped like an unavailable one.
    """
    index, stage = _stage(t, stage_id)
    if round_ < 1 or (stage.games is not None and round_ > stage.games):
        rounds = f"1..{stage.games}" if stage.games is not None else "1 or more"
        raise SeatingError(f"--round {round_}: stage {stage_id} has rounds {rounds}")
    method = seating_method(stage, round_)
    entered = stage_players(t, index, rank, unavailable)
    wanted = _round_constraints(t, stage_id, round_, constraints, entered)
    resting = frozenset(wanted.absent.get(1, ()))
    players = entered if method == "random" else tuple(p for p in entered if p not in resting)
    tables = stage.tables if stage.tables is not None else len(entered) // SEATS
    if tables < 1 or len(players) < tables * SEATS:
        raise SeatingError(
            f"stage {stage_id}: {len(players)} players cannot fill {max(tables, 1)} table(s) of {SEATS}"
        )
    history = History.from_rounds(stage_history(t, stage_id, round_))
    ranked_by = ""
    short: Sequence[str]
    if method == "random":
        if len(players) - len(resting) < tables * SEATS:
            raise SeatingError(
                f"stage {stage_id}, round {round_}: {len(resting)} sitting out leave "
                f"{len(players) - len(resting)} players for {tables} table(s) of {SEATS}"
            )
        made = balanced_draw(players, tables, 1, seed=seed, constraints=wanted, history=history)
        rnd = made.rounds[0]
        seated = rnd.tables
        sitting_out = rnd.sitting_out
        short = short_table_for(t, stage_id, round_, [p for p in sitting_out if p not in resting])
    elif method == "swiss":
        _check_played(t, stage_id, round_)
        key = swiss_rank(stage)
        previous = (stage_id, round_ - 1)
        if round_ == 1:
            stages = effective_stages(t)
            before = stages[index - 1] if index else None
            previous = (before.id, _last_round(t, before)) if before else (stage_id, 0)
        bench = choose_sit_outs(t, stage_id, round_, players, len(players) - tables * SEATS, seed)
        playing = tuple(p for p in players if p not in bench)
        order = _ranked(playing, _ranking_by(rank, key)(previous)) if previous[1] > 0 else playing
        made = swiss_draw(order, history, seed=seed, round_number=round_)
        seated = made.rounds[0].tables
        sitting_out = (*bench, *(p for p in entered if p in resting))
        short = short_table_for(t, stage_id, round_, bench)
        ranked_by = _ranked_by_text(t, key, previous)
    else:
        if tables != 1:
            raise SeatingError(f"stage {stage_id}: a final is one table, the stage has {tables}")
        made = final_draw(players[:SEATS], 1, history, seed=seed)
        seated = made.rounds[0].tables
        sitting_out = (*players[SEATS:], *(p for p in entered if p in resting))
        short = ()
    extra = {"short_table": list(short)} if short else {}
    draw = Draw(
        stage=stage_id,
        round=round_,
        tables=tuple(seated),
        seed=seed,
        sitting_out=tuple(sitting_out),
        extra=extra,
    )
    return RoundDraw(draw, method, made.quality, ranked_by)


def stage_quality(t: Tournament, stage_id: str) -> dict[str, Figure]:
    """The figures of the whole stage: every round as played, or as drawn where no game is entered yet.

    What an organiser compares before and after re-drawing the rounds still to play: a dropout must not cost
    the tournament its balance. Counted as one fresh draw of all those rounds, so the bounds are shown."""
    _stage(t, stage_id)
    drawn = [d.round for d in t.draws if d.stage == stage_id]
    played = [g.round for g in t.scored_games if g.stage == stage_id]
    last = max([*drawn, *played], default=0)
    rounds = stage_history(t, stage_id, last + 1)
    if not rounds:
        return {}
    players = list(
        dict.fromkeys(p for r in rounds for p in (*(x for tb in r.tables for x in tb), *r.sitting_out))
    )
    tables = max(len(r.tables) for r in rounds)
    numbered = [DrawRound(i + 1, r.tables, r.sitting_out) for i, r in enumerate(rounds)]
    return draw_quality(numbered, players, tables)


def played_rounds(t: Tournament, stage_id: str) -> frozenset[int]:
    """Rounds of the stage with a game entered (or corrected): their seating is history, never re-drawn."""
    return frozenset(g.round for g in t.games if g.stage == stage_id)


def redraw_unplayed(
    t: Tournament,
    stage_id: str,
    seeds: Sequence[int],
    rank: Ranking,
    constraints: RoundConstraints | None = None,
    unavailable: Callable[[int], frozenset[str]] = lambda _r: frozenset(),
    locked: frozenset[int] = frozenset(),
    every_round: bool = False,
    priority: str = "repeats",
) -> tuple[Tournament, tuple[RoundDraw, ...]]:
    """Every drawn round of the stage that has no game yet, drawn again, the played rounds as history: after
    a dropout the rounds still to play are balanced again and the played ones stay exactly as they were.
    `every_round`: every random round of the stage with no game yet, drawn or not (the whole stage at once,
    before the first game; Swiss rounds and finals wait for the standings and are drawn one by one).
    `locked` rounds (a game started at a table, not yet entered) count as played.

    Random rounds still to play that follow each other are drawn together, as one balanced draw over the
    played rounds (`joint_draw`): the whole stage's balance, and a fresh stage comes from the schedule
    library; otherwise (Swiss rounds, a final, a player missing only some of them in a later stage) round by
    round, each against the ones before. `priority` is the joint draw's (`balanced_draw`): "everyone_meets"
    lets a pair meet once more than the fewest so that no pair never meets. Returns the tournament with the
    new draws and the draws."""
    played = played_rounds(t, stage_id) | locked
    if every_round:
        _index, stage = _stage(t, stage_id)
        if stage.games is None:
            raise SeatingError(f"stage {stage_id}: its number of rounds is not fixed, draw them one by one")
        unplayed = sorted(set(range(1, stage.games + 1)) - played)
        todo = [r for r in unplayed if seating_method(stage, r) == "random"]
        if not todo:
            raise SeatingError(
                f"stage {stage_id}: no random round is left to draw"
                + ("; its rounds by the standings are drawn one by one" if unplayed else "")
            )
    else:
        todo = sorted({d.round for d in t.draws if d.stage == stage_id} - played)
        if not todo:
            raise SeatingError(f"stage {stage_id}: no drawn round is still to play")
    if len(seeds) < len(todo):
        raise SeatingError(f"stage {stage_id}: {len(todo)} rounds to re-draw, {len(seeds)} seeds given")
    current = t
    for old in [d for d in t.draws if d.stage == stage_id and d.round in todo]:
        current = with_short_table_absences(current, old, None)
    current = replace(current, draws=tuple(d for d in t.draws if d.stage != stage_id or d.round not in todo))
    together = joint_draw(current, stage_id, todo, seeds[0], rank, constraints, unavailable, played, priority)
    if together is not None:
        for m in together:
            current = with_short_table_absences(
                replace(current, draws=(*current.draws, m.draw)), None, m.draw
            )
        return current, together
    made: list[RoundDraw] = []
    for r, seed in zip(todo, seeds, strict=False):
        new = draw_round(current, stage_id, r, seed, rank, constraints, unavailable(r))
        current = with_short_table_absences(
            replace(current, draws=(*current.draws, new.draw)), None, new.draw
        )
        made.append(new)
    return current, tuple(made)


def joint_draw(
    t: Tournament,
    stage_id: str,
    todo: Sequence[int],
    seed: int,
    rank: Ranking,
    constraints: RoundConstraints | None,
    unavailable: Callable[[int], frozenset[str]],
    played: frozenset[int],
    priority: str = "repeats",
) -> tuple[RoundDraw, ...] | None:
    """Rounds `todo` of the stage as one balanced draw (all of them random, consecutive, no game after the
    first), the stage's earlier rounds as history; None where it does not apply.

    A player unavailable in only some of the rounds (a late arrival, a player leaving early) sits them out,
    and is left off their bench as `draw_round` leaves him out; in a later stage, whose entry list a missing
    player changes, only the same players in every round are drawn together. The organiser's groups kept
    apart "in the stage's first N rounds" count from round 1 of the stage; a judge sits out his rounds."""
    index, stage = _stage(t, stage_id)
    first = todo[0] if todo else 0
    if len(todo) < 2 or list(todo) != list(range(first, first + len(todo))):
        return None
    if any(seating_method(stage, r) != "random" for r in todo) or any(r > first for r in played):
        return None
    gone = [unavailable(r) for r in todo]
    withdrawn = frozenset.intersection(*gone)
    if index > 0 and any(g != withdrawn for g in gone):
        return None
    players = stage_players(t, index, rank, withdrawn)
    given = constraints if constraints is not None and constraints.applies_to(t, stage_id) else None
    per_round: list[int] = []
    absent: dict[int, tuple[str, ...]] = {}
    for i, r in enumerate(todo):
        missing = [p for p in players if p in gone[i]]
        judging = given.base.absent.get(r, ()) if given is not None else ()
        out = tuple(dict.fromkeys([*missing, *(p for p in players if p in judging)]))
        if out:
            absent[i + 1] = out
        tables = stage.tables if stage.tables is not None else (len(players) - len(missing)) // SEATS
        if tables < 1 or len(players) - len(out) < tables * SEATS:
            return None  # round by round, draw_round refuses it with its own reason
        per_round.append(tables)
    apart: tuple[tuple[str, ...], ...] = ()
    apart_rounds = 0
    if given is not None:
        # balanced_draw keeps one set of groups apart in its first rounds: the rounds whose groups differ
        # otherwise (clubs in the first 2, teams in the first 5) are drawn round by round.
        per = [_apart_groups(t, given, players, r) for r in todo]
        apart_rounds = next((i for i, g in enumerate(per) if not g), len(per))
        apart = per[0]
        if any(g != apart for g in per[:apart_rounds]) or any(per[apart_rounds:]):
            return None
    wanted = Constraints(apart, apart_rounds, absent)
    history = History.from_rounds(stage_history(t, stage_id, first))
    shape: int | tuple[int, ...] = per_round[0] if len(set(per_round)) == 1 else tuple(per_round)
    made = balanced_draw(
        players, shape, len(todo), seed=seed, constraints=wanted, history=history, priority=priority
    )
    out_draws = []
    given_short: set[str] = set()
    for i, rnd in enumerate(made.rounds):
        bench = tuple(p for p in rnd.sitting_out if p not in gone[i])
        judges = set(given.base.absent.get(todo[i], ())) if given is not None else set()
        # Rounds drawn together: a short table given in an earlier one of them counts against the limit.
        short = short_table_for(t, stage_id, todo[i], [p for p in bench if p not in judges | given_short])
        given_short.update(short)
        extra = {"short_table": list(short)} if short else {}
        draw = Draw(
            stage=stage_id, round=todo[i], tables=rnd.tables, seed=seed, sitting_out=bench, extra=extra
        )
        out_draws.append(RoundDraw(draw, "random", made.quality))
    return tuple(out_draws)


def add_draw(t: Tournament, new: Draw) -> Tournament:
    """`t` with the draw in `draws[]` and its short table's absences; refused for a round already played,
    or already drawn otherwise."""
    if any(g.stage == new.stage and g.round == new.round for g in t.games):
        raise SeatingError(f"stage {new.stage}, round {new.round}: already played, its draw cannot change")
    for old in t.draws:
        if (old.stage, old.round) == (new.stage, new.round):
            if (old.tables, old.sitting_out) == (new.tables, new.sitting_out):
                return t
            raise SeatingError(
                f"stage {new.stage}, round {new.round}: already drawn (seed {old.seed}), differently"
            )
    return with_short_table_absences(replace(t, draws=(*t.draws, new)), None, new)


def with_short_table_absences(t: Tournament, old: Draw | None, new: Draw | None) -> Tournament:
    """`t` with the `short_table` absences of `old`'s short table taken back and `new`'s recorded: the points
    stand exactly while the draw that gave them does (a draw made again gives them to its own bench)."""
    d = new or old
    if d is None:
        return t
    key = (d.stage, d.round)
    gone = set(short_table_of(old)) if old is not None else set()
    kept = tuple(
        a
        for a in t.absences
        if not (a.kind == "short_table" and (a.stage, a.round) == key and a.player in gone)
    )
    busy = {a.player for a in kept if (a.stage, a.round) == key}
    added = tuple(
        Absence(player=p, stage=d.stage, round=d.round, kind="short_table")
        for p in (short_table_of(new) if new is not None else ())
        if p not in busy
    )
    return replace(t, absences=kept + added)


def round_quality(
    t: Tournament, draw: Draw, constraints: RoundConstraints | None = None
) -> dict[str, Figure]:
    """The figures of one round's draw against the stage's earlier rounds, as `draw_round` gives them:
    recomputed from the seats after every swap and for a draw read back from the store, never trusted."""
    history = History.from_rounds(stage_history(t, draw.stage, draw.round))
    players = [*(p for table in draw.tables for p in table), *draw.sitting_out]
    wanted = _round_constraints(t, draw.stage, draw.round, constraints, players)
    rnd = DrawRound(1, draw.tables, draw.sitting_out)
    return draw_quality([rnd], players, len(draw.tables), history, wanted, strict_bench=True)


def swap_in_draw(draw: Draw, a: str, b: str) -> Draw:
    """The draw with two players' places exchanged (two seats, or a seat and the bench)."""
    players = (*(p for table in draw.tables for p in table), *draw.sitting_out)
    one = SeatingDraw(
        "round", players, len(draw.tables), draw.seed or 0, (DrawRound(1, draw.tables, draw.sitting_out),), {}
    )
    swapped = swap_players(one, 1, a, b).rounds[0]
    short = short_table_of(draw)
    if not short:
        return replace(draw, tables=swapped.tables, sitting_out=swapped.sitting_out)
    # A place on the short table goes with the bench seat: whoever is moved onto it gets the points.
    moved = {a: b, b: a}
    extra = {**draw.extra, "short_table": [moved.get(p, p) for p in short]}
    return replace(draw, tables=swapped.tables, sitting_out=swapped.sitting_out, extra=extra)


def with_stage_draws(t: Tournament, draws: Sequence[Draw]) -> Tournament:
    """`t` with these draws in place of the stored ones of their rounds (a preview's whole-stage figures)."""
    keys = {(d.stage, d.round) for d in draws}
    return replace(t, draws=(*(d for d in t.draws if (d.stage, d.round) not in keys), *draws))
