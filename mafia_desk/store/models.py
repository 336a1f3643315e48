"""The tables. One module, so the migration and the code agree on a single description of the schema.

Design choices (docs/store.md explains them for users):
- Game events are one row each, keyed by (game, seq), holding the engine's event dict as opaque JSON: the
  store never needs to understand an event to keep it, and replay stays the engine's job.
- Unknown keys of an imported exchange file live in `extra` JSON columns next to the object they belong to,
  and numbers the file gave (coefficients, points) are JSON too, so `1` stays `1` and `0.5` stays `0.5`.
- Live games (with events) and imported results share the `games` table: a tournament game played here and one
  sent from another laptop are the same thing once finished.
"""

import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Dialect,
    ForeignKey,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlmodel import Field, SQLModel

# Named constraints, so later migrations can drop or alter them by name (SQLite batch mode needs the names).
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# Alembic revisions this code knows, oldest first; the last is the schema it writes. A test checks them
# against the migration scripts, so opening an up-to-date database never imports alembic (faster restarts).
SCHEMA_REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009")
HEAD_REVISION = SCHEMA_REVISIONS[-1]
# Tables whose presence marks a Mafia Desk database (as opposed to another program's alembic-managed one).
MARKER_TABLES = frozenset({"players", "games", "game_events", "tournaments"})


def utcnow() -> datetime:
    return datetime.now(UTC)


class JsonText(TypeDecorator[Any]):
    """JSON kept as TEXT, exactly as `json.dumps` wrote it.

    SQLAlchemy's JSON type declares the column `JSON`, which SQLite gives NUMERIC affinity: a document that is
    a bare number (a coefficient of `2.0`) would come back as the integer 2. TEXT keeps every document
    verbatim, on PostgreSQL too, so both backends return the same values.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> str | None:
        return None if value is None else json.dumps(value, ensure_ascii=False, allow_nan=False)

    def process_result_value(self, value: Any, dialect: Dialect) -> Any:
        return None if value is None else json.loads(value)


def _json(nullable: bool = False) -> Any:
    return Field(default=None, sa_column=Column(JsonText, nullable=nullable))


def _stamp(nullable: bool = False) -> Any:
    return Field(default=None, sa_column=Column(DateTime(timezone=True), nullable=nullable))


def _fk(target: str, nullable: bool = False, ondelete: str = "CASCADE") -> Any:
    return Field(
        default=None,
        sa_column=Column(Integer, ForeignKey(target, ondelete=ondelete), nullable=nullable, index=True),
    )


class Player(SQLModel, table=True):
    __tablename__ = "players"
    id: int | None = Field(default=None, primary_key=True)
    name: str
    club: str | None = None
    city: str | None = None
    created_at: datetime = _stamp()
    nickname: str | None = None


class Tournament(SQLModel, table=True):
    __tablename__ = "tournaments"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True)
    ruleset_id: str
    ruleset_options: dict[str, Any] | None = _json(nullable=True)
    start_date: str | None = None
    end_date: str | None = None
    venue: str | None = None
    # The exchange file's `judges` (a list of names), NULL when the file gives none.
    judges: list[str] | None = _json(nullable=True)
    # Our key `judge_details` (a judge's club, city, player id) as the file writes it, NULL when none.
    judge_details: list[dict[str, Any]] | None = _json(nullable=True)
    # Whether the file listed `stages` itself (else the ruleset preset's stages apply and export omits them).
    stages_given: bool = False
    extra: dict[str, Any] | None = _json()
    created_at: datetime = _stamp()
    # Set when the organiser archives the tournament: it leaves the window's list, nothing is deleted.
    archived_at: datetime | None = _stamp(nullable=True)
    # The organiser's seating constraints (seating.model.Constraints.to_dict()), NULL when none are set.
    draw_constraints: dict[str, Any] | None = _json(nullable=True)


class Stage(SQLModel, table=True):
    __tablename__ = "stages"
    __table_args__ = (UniqueConstraint("tournament_id", "code"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    code: str
    position: int
    coefficient: Any | None = _json(nullable=True)
    # The exchange file's `advance`: how many players the stage takes from the previous one.
    advancement: Any | None = _json(nullable=True)
    # The rest of the stage's shape (spec: optional keys), each NULL when the file gives none.
    games: int | None = None
    tables: int | None = None
    seating: Any | None = _json(nullable=True)  # a method, or a list of one per round
    hidden_from_round: int | None = None
    extra: dict[str, Any] | None = _json()


class Round(SQLModel, table=True):
    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("stage_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    stage_id: int = _fk("stages.id")
    number: int


class TournamentPlayer(SQLModel, table=True):
    """A player registered in a tournament under the exchange file's id (`code`, e.g. "p01")."""

    __tablename__ = "tournament_players"
    __table_args__ = (UniqueConstraint("tournament_id", "code"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    code: str
    player_id: int | None = _fk("players.id", nullable=True, ondelete="SET NULL")
    name: str
    club: str | None = None
    city: str | None = None
    position: int
    extra: dict[str, Any] | None = _json()


class Game(SQLModel, table=True):
    __tablename__ = "games"
    __table_args__ = (UniqueConstraint("round_id", "table_no", "finished_slot"),)
    id: int | None = Field(default=None, primary_key=True)
    ruleset_id: str
    # The game options it runs under beyond the ruleset's file (a tournament's own, or the host's).
    ruleset_options: dict[str, Any] | None = _json(nullable=True)
    # The game-log version its events are written in (docs/game-log.md, "Versions"); rows older than the
    # column are version 1.
    log_version: int = Field(default=1, sa_column_kwargs={"server_default": "1"})
    meta: dict[str, Any] | None = _json()
    tournament_id: int | None = _fk("tournaments.id", nullable=True)
    round_id: int | None = _fk("rounds.id", nullable=True)
    table_no: int | None = None
    # 1 once a tournament game is finished, NULL otherwise: the unique constraint then allows one finished
    # game per (round, table) while restarted, unfinished games may share the slot (NULLs never collide).
    finished_slot: int | None = None
    created_at: datetime = _stamp()
    finished_at: datetime | None = _stamp(nullable=True)
    # The game's identity across databases (a table laptop's copy and the tournament server's), NULL for a
    # game that never left the database it was made in (revision 0006, docs/server.md).
    uid: str | None = Field(default=None, sa_column=Column(String, nullable=True, unique=True, index=True))


class GameSeat(SQLModel, table=True):
    __tablename__ = "game_seats"
    __table_args__ = (UniqueConstraint("game_id", "seat"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = _fk("games.id")
    seat: int
    name: str
    # The engine's Seat.player_id as given (an exchange-file player id in a tournament game), kept verbatim.
    player_ref: str | None = None
    # Links filled in from the tournament registration, for queries across games.
    tournament_player_id: int | None = _fk("tournament_players.id", nullable=True)
    player_id: int | None = _fk("players.id", nullable=True, ondelete="SET NULL")
    # "don", "mafia", "sheriff" or "civilian" once known (results); NULL while a live game has no result yet.
    role: str | None = None
    extra: dict[str, Any] | None = _json()


class GameEvent(SQLModel, table=True):
    __tablename__ = "game_events"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = _fk("games.id")
    seq: int
    data: dict[str, Any] = _json()
    recorded_at: datetime = _stamp()


class GameDraft(SQLModel, table=True):
    """The host's presses of an open game that are not an event yet (voters marked, a best move begun, the
    zero night's role picks): one row per game, replaced on each press, so a crash loses nothing he did.

    Deleted in the same transaction as the next event or undo of its game; `after_seq` (the number of events
    it follows) lets a reader ignore a draft that some other path left behind a changed log."""

    __tablename__ = "game_drafts"
    game_id: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    )
    after_seq: int
    data: dict[str, Any] = _json()
    saved_at: datetime = _stamp()


class GameResult(SQLModel, table=True):
    """A finished game's exchange-file entry; the seats and roles live in `game_seats`."""

    __tablename__ = "game_results"
    game_id: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    )
    winner: str
    ended_by: str
    reason: str | None = None
    shot_night1: int | None = None
    best_move: Any | None = _json(nullable=True)
    bonus: list[Any] | None = _json()
    removed: list[Any] | None = _json()
    penalties: list[Any] | None = _json()
    roles_extra: dict[str, Any] | None = _json()
    extra: dict[str, Any] | None = _json()


class Absence(SQLModel, table=True):
    __tablename__ = "absences"
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    tournament_player_id: int = _fk("tournament_players.id")
    stage_id: int = _fk("stages.id")
    round: int
    kind: str
    extra: dict[str, Any] | None = _json()


class Adjustment(SQLModel, table=True):
    __tablename__ = "adjustments"
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    tournament_player_id: int = _fk("tournament_players.id")
    points: Any = _json()
    reason: str | None = None
    extra: dict[str, Any] | None = _json()


class SeatingDraw(SQLModel, table=True):
    __tablename__ = "seating_draws"
    __table_args__ = (UniqueConstraint("tournament_id", "stage_id", "round"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    stage_id: int = _fk("stages.id")
    round: int
    # NULL for a draw imported without one (the exchange file's `seed` is optional).
    seed: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    draw: dict[str, Any] = _json()
    created_at: datetime = _stamp()


class GameCorrection(SQLModel, table=True):
    """One entry of the exchange file's `corrections[]`; the corrected game's own rows stay as they were.

    A history, in the order it was written (`id`): the standings use the last row of each (stage, round,
    table). `game` is the replacing games[] entry as the file writes it, NULL for a void.
    """

    __tablename__ = "game_corrections"
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    stage_id: int = _fk("stages.id")
    round: int
    table_no: int
    action: str
    game: dict[str, Any] | None = _json(nullable=True)
    reason: str
    corrected_by: str
    # As the file wrote it (an ISO date and time, an offset or not), so that export writes the same text.
    corrected_at: str
    extra: dict[str, Any] | None = _json()
    created_at: datetime = _stamp()


class StageClosing(SQLModel, table=True):
    """The exchange file's `closings[]`: a stage's entry list frozen when the previous stage was closed.

    `through` is the list of registration codes (player ids) in standings order, `lots` the file's lots
    (`{"players": [...], "order": [...]}` each) that settled a tie at the line. One per stage entered.
    """

    __tablename__ = "stage_closings"
    __table_args__ = (UniqueConstraint("tournament_id", "stage_id"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    stage_id: int = _fk("stages.id")
    through: list[str] = _json()
    lots: list[dict[str, Any]] = _json()
    closed_by: str
    # As the file wrote it (an ISO date and time), so that export writes the same text.
    closed_at: str
    extra: dict[str, Any] | None = _json()
    created_at: datetime = _stamp()


class ProtestRow(SQLModel, table=True):
    """One entry of the exchange file's `protests` (docs/tournament-format.md): an objection to a game's
    result and the head judge's rulings on it, oldest first (the last one stands). `code` is the file's
    protest id, unique in the tournament; a revised ruling appends to `rulings`, nothing is overwritten."""

    __tablename__ = "protests"
    __table_args__ = (UniqueConstraint("tournament_id", "code"),)
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    code: str
    stage_id: int = _fk("stages.id")
    round: int
    table_no: int
    tournament_player_id: int = _fk("tournament_players.id")  # who filed it
    filed_as: str  # "player" | "captain"
    text: str
    # As the file wrote it (an ISO date and time), so that export writes the same text.
    filed_at: str
    rulings: list[dict[str, Any]] = _json()
    extra: dict[str, Any] | None = _json()
    created_at: datetime = _stamp()


class RegistrationChange(SQLModel, table=True):
    """A change to a tournament's registration from a given round: a late arrival, a withdrawal, or a
    substitute (`tournament_player_id`) taking the place of `replaces_id`. Kept in the order written, never
    edited: what it costs (missed rounds, absences) is recorded beside it as absences and adjustments."""

    __tablename__ = "registration_changes"
    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = _fk("tournaments.id")
    tournament_player_id: int = _fk("tournament_players.id")
    kind: str  # "late" | "withdrawal" | "substitute"
    stage_id: int = _fk("stages.id")
    round: int
    replaces_id: int | None = _fk("tournament_players.id", nullable=True)
    reason: str
    created_at: datetime = _stamp()


def aware(value: datetime) -> datetime:
    """SQLite hands back naive datetimes; every stored time is UTC."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


class TableClaim(SQLModel, table=True):
    """On the tournament server: which table laptop holds a game, so two hosts never write one game.

    `epoch` grows by one at every take-over: a laptop pushes only under the epoch it claimed with, so the
    laptop that was taken over (its network cut, then back) finds out instead of overwriting the new
    holder's events (docs/server.md, "Conflicts")."""

    __tablename__ = "table_claims"
    game_id: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    )
    holder: str  # the name the host gave his laptop, shown to the others
    console: str  # that laptop's id (a UUID kept in its settings)
    epoch: int
    claimed_at: datetime = _stamp()
    seen_at: datetime = _stamp()  # the holder's last push


class GameLink(SQLModel, table=True):
    """On a table laptop: its game's copy on the tournament server, and how far the push has got.

    The laptop's own database is the journal: every action is committed here first, and the pusher brings
    the server's copy level with it (`pushed` events known to be there), so a network cut loses nothing."""

    __tablename__ = "game_links"
    game_id: int | None = Field(
        default=None, sa_column=Column(Integer, ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    )
    uid: str
    server: str  # the server's URL without its password
    tournament_id: int  # on the server
    tournament: str
    stage: str
    round: int
    table_no: int
    epoch: int
    pushed: int = 0
    # The judge's result entry once the game is finished here, until the server has it.
    result: dict[str, Any] | None = _json(nullable=True)
    result_pushed: bool = False
    # "active", "conflict" (the server's copy changed elsewhere: the judge decides), "superseded" (the
    # judge kept the server's version; this copy stays only as a record), "refused" (the server refused
    # the result; `problem` says why).
    state: str = "active"
    problem: str | None = None
