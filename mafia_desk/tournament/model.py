"""The exchange file as immutable typed data.

Numbers stay exactly as the JSON gave them (int or float) so that an export writes back the same document;
the scoring engine converts them to exact fractions itself (readings A35). Every object keeps the keys the
format does not define in `extra`, because the spec demands that export keeps unknown keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property, lru_cache
from types import MappingProxyType
from typing import Literal

# The game's vocabulary is the file's: one Team, Outcome, EndedBy, Role and seat range for every package.
from mafia_desk.game.model import SEATS, EndedBy, Outcome, RemovalReason, Role, Team

__all__ = ["SEATS", "EndedBy", "Outcome", "RemovalReason", "Role", "Team"]

Number = int | float
BonusKind = Literal["judge", "circle_best", "circle_worst"]
AbsenceKind = Literal["missed", "excused", "short_table", "bye"]
SeatingMethod = Literal["random", "swiss", "final"]
SEATING_METHODS: tuple[SeatingMethod, ...] = ("random", "swiss", "final")
CorrectionAction = Literal["void", "replace"]
ProtestDecision = Literal["upheld", "rejected"]
PROTEST_DECISIONS: tuple[ProtestDecision, ...] = ("upheld", "rejected")
ProtestFiler = Literal["player", "captain"]
PROTEST_FILERS: tuple[ProtestFiler, ...] = ("player", "captain")
# A correction's key (beyond the spec's) naming the protest whose upheld ruling it carries out.
CORRECTION_PROTEST_KEY = "protest"

FORMAT_ID = "mafia-desk/tournament"
FORMAT_VERSION = 1


def _no_extra() -> Mapping[str, object]:
    return MappingProxyType({})


@lru_cache(maxsize=4096)
def _exact_float(value: float) -> Fraction:
    return Fraction(repr(value))


def exact(value: Number) -> Fraction:
    """The decimal the file wrote, not the binary double: 0.3 must add up like 3/10 (readings A35)."""
    if isinstance(value, int):
        return Fraction(value)
    return _exact_float(value)


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    club: str | None = None
    city: str | None = None
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Stage:
    id: str
    coefficient: Number | None = None
    games: int | None = None
    advance: int | None = None
    tables: int | None = None
    # One method for every round, or one per round (spec: optional keys); None when the file gives none.
    seating: SeatingMethod | tuple[SeatingMethod, ...] | None = None
    hidden_from_round: int | None = None
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    @property
    def factor(self) -> Fraction:
        """A stage without a coefficient counts 1 (readings A2)."""
        return Fraction(1) if self.coefficient is None else exact(self.coefficient)


@dataclass(frozen=True)
class Roles:
    don: int
    mafia: tuple[int, int]
    sheriff: int
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    @cached_property
    def black_seats(self) -> frozenset[int]:
        return frozenset((self.don, *self.mafia))

    @cached_property
    def by_seat(self) -> dict[int, Role]:
        """Seat -> role of the seats that are not civilians, built once per game: the standings ask for every
        seat of every game on each recomputation (`by_seat.get(seat, Role.CIVILIAN)`, without a call of
        `role_of` per seat), and a stored tournament keeps its game objects between them."""
        roles = {self.sheriff: Role.SHERIFF}
        roles.update(dict.fromkeys(self.mafia, Role.MAFIA))
        roles[self.don] = Role.DON
        return roles

    @cached_property
    def in_seat_order(self) -> tuple[Role, ...]:
        """Every seat's role, seat 1 first: the standings map a game's ten seats to their scores in one go."""
        return tuple(self.role_of(seat) for seat in SEATS)

    def role_of(self, seat: int) -> Role:
        return self.by_seat.get(seat, Role.CIVILIAN)

    def team_of(self, seat: int) -> Team:
        return self.role_of(seat).team


@dataclass(frozen=True)
class BestMove:
    seat: int
    guess: tuple[int, int, int]
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Bonus:
    seat: int
    points: Number
    kind: BonusKind = "judge"
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Removal:
    seat: int
    reason: RemovalReason
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Penalty:
    seat: int
    points: Number
    reason: str
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Game:
    stage: str
    round: int
    table: int
    players: tuple[str, ...]
    roles: Roles
    winner: Outcome  # red, black, or draw (our extension: three quiet nights under a "draw" ruleset)
    ended_by: EndedBy = EndedBy.NORMAL
    reason: str | None = None
    shot_night1: int | None = None
    best_move: BestMove | None = None
    bonus: tuple[Bonus, ...] = ()
    removed: tuple[Removal, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    def __post_init__(self) -> None:
        # A Team given for the winner (code written before the draw) is the same result as an Outcome.
        if not isinstance(self.winner, Outcome):
            object.__setattr__(self, "winner", Outcome(self.winner))

    @property
    def where(self) -> str:
        return game_where(self.stage, self.round, self.table)

    @property
    def drawn(self) -> bool:
        """Nobody won: a draw, which gives no win to either team."""
        return self.winner is Outcome.DRAW

    def won(self, seat: int) -> bool:
        """Whether the seat's team won (never in a draw)."""
        return self.winner.won(self.roles.team_of(seat))

    def substitutes(self) -> dict[int, str]:
        """Seat -> the player id of the last substitute on it, from the game's `replacements` (an unknown key
        the host's program writes, docs/game-log.md); a malformed list counts as none."""
        out: dict[int, str] = {}
        raw = self.extra.get("replacements")
        if not isinstance(raw, list | tuple):
            return out
        for item in raw:
            if isinstance(item, Mapping):
                seat, pid = item.get("seat"), item.get("player_id")
                if isinstance(seat, int) and not isinstance(seat, bool) and isinstance(pid, str):
                    out[seat] = pid
        return out

    def seat_of(self, player_id: str) -> int | None:
        for index, pid in enumerate(self.players):
            if pid == player_id:
                return index + 1
        return None


@dataclass(frozen=True)
class Absence:
    player: str
    stage: str
    round: int
    kind: AbsenceKind
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Adjustment:
    player: str
    points: Number
    reason: str = ""
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Draw:
    """The seating of one round: `tables[i]` is table i+1, seats 1..10 in order."""

    stage: str
    round: int
    tables: tuple[tuple[str, ...], ...]
    seed: int | None = None
    sitting_out: tuple[str, ...] = ()
    # Our key `draws[].judges`: the judge of each table (table i+1 at index i), None for a table without one;
    # empty when the round has no judges assigned.
    judges: tuple[str | None, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    def judge_of(self, table: int) -> str | None:
        """The judge assigned to `table` (1-based), None when nobody is."""
        return self.judges[table - 1] if 0 < table <= len(self.judges) else None


@dataclass(frozen=True)
class Judge:
    """A judge of the tournament: the spec's `judges` gives the name only; our key `judge_details` adds the
    club and city (a judge never judges his own club's players where the draw allows) and, for a judge who
    also plays, his player id (he never judges his own table)."""

    name: str
    club: str | None = None
    city: str | None = None
    player: str | None = None
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Correction:
    """A stored game voided or replaced after the fact; the original stays in `games`, so nothing is lost."""

    stage: str
    round: int
    table: int
    action: CorrectionAction
    reason: str
    by: str
    at: str
    game: Game | None = None
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    @property
    def where(self) -> str:
        return game_where(self.stage, self.round, self.table)


@dataclass(frozen=True)
class Lot:
    """The organiser's draw for players tied across a stage's line after every tie-break: `order` is
    `players` as the lot placed them, best first, and `drawn` the number each of them drew, in that order
    (empty when the file does not say; our extension of the format: `closings[].lots`)."""

    players: tuple[str, ...]
    order: tuple[str, ...]
    drawn: tuple[int, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class StageClosing:
    """A stage's entry list frozen when the previous stage was closed: who went through, in standings order,
    the lots that settled a tie at the line, who closed it and when. Later corrections of the previous stage
    do not change who went through (the regulations announce the list and play on)."""

    stage: str  # the stage entered
    through: tuple[str, ...]
    by: str
    at: str
    lots: tuple[Lot, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Ruling:
    """The head judge's decision on a protest. A protest's rulings are a history: the last one stands, an
    earlier one was revised (who, when and why are kept for each)."""

    decision: ProtestDecision
    reason: str
    by: str
    at: str
    extra: Mapping[str, object] = field(default_factory=_no_extra)


@dataclass(frozen=True)
class Protest:
    """An objection to a game's result, filed by a player of that game or a team captain (`filed_as`), with
    its text and time; open until the head judge rules. An upheld protest ends in a correction of the game
    (`corrections[]`) that names it (`CORRECTION_PROTEST_KEY`), so the standings' breakdown can say why."""

    id: str
    stage: str
    round: int
    table: int
    by: str  # the filer's player id
    text: str
    at: str
    filed_as: ProtestFiler = "player"
    rulings: tuple[Ruling, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    @property
    def where(self) -> str:
        return game_where(self.stage, self.round, self.table)

    @property
    def slot(self) -> tuple[str, int, int]:
        return (self.stage, self.round, self.table)

    @property
    def ruling(self) -> Ruling | None:
        """The ruling that stands (the last one), None while the protest is open."""
        return self.rulings[-1] if self.rulings else None

    @property
    def status(self) -> Literal["open", "upheld", "rejected"]:
        return "open" if not self.rulings else self.rulings[-1].decision


@dataclass(frozen=True)
class Tournament:
    format: str = FORMAT_ID
    version: int = FORMAT_VERSION
    name: str = ""
    ruleset: str = "fiim"
    players: tuple[Player, ...] = ()
    stages: tuple[Stage, ...] | None = None
    games: tuple[Game, ...] = ()
    absences: tuple[Absence, ...] = ()
    adjustments: tuple[Adjustment, ...] = ()
    venue: str | None = None
    start: str | None = None
    end: str | None = None
    judges: tuple[str, ...] | None = None
    judge_details: tuple[Judge, ...] = ()
    draws: tuple[Draw, ...] = ()
    corrections: tuple[Correction, ...] = ()
    closings: tuple[StageClosing, ...] = ()
    protests: tuple[Protest, ...] = ()
    extra: Mapping[str, object] = field(default_factory=_no_extra)

    @property
    def judge_list(self) -> tuple[Judge, ...]:
        """Every judge of `judges`, in its order, with his `judge_details` when the file gives them."""
        details = {j.name: j for j in self.judge_details}
        return tuple(details.get(name, Judge(name)) for name in self.judges or ())

    def draw_of(self, stage: str, round_: int) -> Draw | None:
        for d in self.draws:
            if (d.stage, d.round) == (stage, round_):
                return d
        return None

    def protest(self, protest_id: str) -> Protest | None:
        for p in self.protests:
            if p.id == protest_id:
                return p
        return None

    def protests_of(self, stage: str, round_: int, table: int) -> tuple[Protest, ...]:
        return tuple(p for p in self.protests if p.slot == (stage, round_, table))

    def protest_of(self, correction: Correction) -> Protest | None:
        """The protest whose upheld ruling `correction` carries out, if it names one."""
        named = correction.extra.get(CORRECTION_PROTEST_KEY)
        return self.protest(named) if isinstance(named, str) else None

    @property
    def lots(self) -> tuple[Lot, ...]:
        """Every recorded lot, in the order the stages were closed (a later one wins for the same group)."""
        return tuple(lot for c in self.closings for lot in c.lots)

    def closing(self, stage: str) -> StageClosing | None:
        """The closing that froze `stage`'s entry list, if the previous stage was closed."""
        for c in self.closings:
            if c.stage == stage:
                return c
        return None

    @property
    def scored_games(self) -> tuple[Game, ...]:
        """The games the standings count: each game as its last correction left it, voided ones gone."""
        if not self.corrections:
            return self.games
        last: dict[tuple[str, int, int], Correction] = {}
        for c in self.corrections:
            last[(c.stage, c.round, c.table)] = c
        out: list[Game] = []
        for g in self.games:
            latest = last.get((g.stage, g.round, g.table))
            if latest is None:
                out.append(g)
            elif latest.game is not None:
                out.append(latest.game)
        return tuple(out)

    def corrections_of(self, stage: str, round_: int, table: int) -> tuple[Correction, ...]:
        return tuple(c for c in self.corrections if (c.stage, c.round, c.table) == (stage, round_, table))

    def player(self, player_id: str) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(player_id)


def game_where(stage: object, round_: object, table: object) -> str:
    return f"game ({stage}, {round_}, {table})"
