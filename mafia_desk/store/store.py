"""`Store`: the one object the GUI and the headless commands use to keep players, games and tournaments.

Every public method runs in its own transaction and commits before returning, so whatever a method has
acknowledged survives a crash. Results are plain data (records.py, dicts), never live ORM objects. Calls are
serialised by a lock, so a worker thread and the GUI thread may share one Store: two appends to one game can
never both read the same last sequence number.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext, suppress
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from sqlalchemy import and_, delete, func, insert, text, true, update
from sqlalchemy import select as sql_select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session, col, select

from mafia_desk.game.log import LOG_FORMAT, LOG_VERSION
from mafia_desk.game.model import SEAT_COUNT, SEAT_RANGE, SEATS, is_seat
from mafia_desk.gc_pause import gc_paused
from mafia_desk.inputs.limits import MAX_ROUND, MAX_TABLE, text_problem
from mafia_desk.rulesets.game import load_game_ruleset
from mafia_desk.seating.model import SeatingError
from mafia_desk.seating.rounds import RoundConstraints
from mafia_desk.store import exchange
from mafia_desk.store.backup import make_backup
from mafia_desk.store.bulk import select_in
from mafia_desk.store.commits import (
    DRAFT,
    EVENT,
    GAME,
    PLAYERS,
    TOURNAMENT,
    TOURNAMENTS,
    Commit,
    Subscribers,
    about,
    as_left,
    made,
)
from mafia_desk.store.engine import READ_ONLY_OPTION
from mafia_desk.store.errors import (
    BackupError,
    CorruptDatabaseError,
    DrawConstraintsError,
    GameFinishedError,
    ReadOnlyStoreError,
    RegistrationError,
    StageClosedError,
    StoreError,
    TournamentImportError,
    UnknownGameError,
)
from mafia_desk.store.failures import disk_problem, server_wait_error, unreadable_value
from mafia_desk.store.lock import StoreLock
from mafia_desk.store.models import (
    Absence,
    Adjustment,
    Game,
    GameDraft,
    GameEvent,
    GameLink,
    GameSeat,
    Player,
    ProtestRow,
    RegistrationChange,
    Round,
    SeatingDraw,
    Stage,
    StageClosing,
    Tournament,
    TournamentPlayer,
    aware,
    utcnow,
)
from mafia_desk.store.records import (
    DraftRecord,
    GameSummary,
    MergePreview,
    PlayerRecord,
    RegistrationChangeRecord,
    SeatingDrawRecord,
    StageClosingRecord,
    StageRecord,
    TournamentInfo,
    TournamentPlayerRecord,
    TournamentSummary,
)
from mafia_desk.tournament import Judge as TJudge
from mafia_desk.tournament import Tournament as TTournament
from mafia_desk.tournament.checks import draw_without_its_ruleset
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import CORRECTION_PROTEST_KEY
from mafia_desk.tournament.model import Game as TGame
from mafia_desk.tournament.names import SAME_NAMES_KEY
from mafia_desk.tournament.registration import (
    KINDS,
    games_before,
    games_from,
    unplayed_draws_seating,
)
from mafia_desk.tournament.teams import TEAMS_KEY, teams_of


class Store:
    def __init__(
        self,
        engine: Engine,
        url: str,
        path: Path | None,
        lock: StoreLock,
        *,
        backups: bool = True,
        read_only: bool = False,
    ) -> None:
        self._engine = engine
        self.url = url
        self.path = path
        self._lock: StoreLock | None = lock
        self._backups = backups and not read_only
        self.read_only = read_only
        self._written = False
        self._mutex = threading.RLock()
        # Why the last automatic backup (after a finished game) failed, None if it worked: the game is
        # stored all the same, so finishing does not fail for it; the GUI may show this as a warning.
        self.last_backup_error: str | None = None
        # Finished tournament games already read, by game id (exchange.read_tournament): they never change.
        self._game_cache: dict[int, TGame] = {}
        self._subscribers = Subscribers()
        # Commits made or announced so far (`last_commit`), counted under a lock of their own: an announce
        # from the GUI thread must not wait for a long write holding `_mutex`.
        self._commits = 0
        self._commits_lock = threading.Lock()

    # --- lifetime ---

    def close(self) -> None:
        """Back up (SQLite, when anything was written) and release the lock; a second call does nothing.

        A failed exit backup raises `BackupError` after everything is released: what was written is committed
        all the same, and the caller says so (the answer must match what is on disk).
        """
        with self._mutex:
            if self._lock is None:
                return
            try:
                if self._backups and self._written:
                    self.backup("exit")
            finally:
                self._engine.dispose()
                self._lock.release()
                self._lock = None

    @property
    def closed(self) -> bool:
        """Windows that follow the process-wide store signals ask this first: a window left over from a
        closed store (the organiser's window on the server, closed) must stay quiet, not report an error."""
        return self._lock is None

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @property
    def engine(self) -> Engine:
        """For the store's own tests and benchmarks; other packages must not run SQL."""
        return self._engine

    # --- transactions and their announcement ---

    def on_commit(self, callback: Callable[[Commit], None]) -> Callable[[], None]:
        """Call `callback` after each successful commit of this store (never after a rollback), with what it
        changed; returns the call that stops it. The callback runs on the committing thread (the table
        laptop's pusher writes from its own), after the store's lock is released."""
        return self._subscribers.add(callback)

    def announce(self, commit: Commit) -> None:
        """Tell the subscribers of a commit this store learned of without making it: another desk's commit
        on a shared server, heard through the server's notices (gui/server_actions.py)."""
        self._subscribers.tell(replace(commit, tournament=None, serial=self._count_commit()), self)

    @property
    def last_commit(self) -> int:
        """The `serial` of the latest commit made or announced: a view handed `Commit.tournament` adopts it
        only while this is still that commit's serial, so it never takes a tournament a later commit (the host
        finishing a game on the GUI thread while an import commits on its own) has already changed."""
        with self._commits_lock:
            return self._commits

    def _count_commit(self) -> int:
        with self._commits_lock:
            self._commits += 1
            return self._commits

    def reading(self) -> AbstractContextManager[Session]:
        """A read-only transaction, for the store package's own modules (sync.py): no SQL outside it."""
        return self._session(write=False)

    def writing(
        self, kind: str, *, tournament_id: int | None = None, game_id: int | None = None
    ) -> AbstractContextManager[Session]:
        """A write transaction for the store package's own modules (sync.py), announced like every write
        of the store after it commits; `commits.about` adds ids found inside it."""
        return self._session(kind, tournament_id=tournament_id, game_id=game_id)

    @contextmanager
    def _session(
        self,
        kind: str | None = None,
        *,
        write: bool = True,
        tournament_id: int | None = None,
        game_id: int | None = None,
        lighter: bool = False,
    ) -> Iterator[Session]:
        """One transaction: committed on a normal exit, rolled back on any error; a write says what it
        changes (`kind`, ids), announced once after the commit and never after a rollback.

        `lighter`: committed without waiting for the disk (SQLite's WAL synchronous=NORMAL, PostgreSQL's
        synchronous_commit off): the write survives the app's crash but not a power cut. For what the host has
        only staged (a draft), never for an event.

        On PostgreSQL a write runs on the very connection that holds the instance lock: if that connection
        has dropped (and the server dropped the lock with it), the write cannot happen at all, so there is no
        moment between checking the lock and writing in which another desk could have taken it.
        """
        if write and kind is None:
            raise TypeError("a write transaction needs the kind of change it announces")
        commit = None
        with self._mutex:
            if self._lock is None:
                raise StoreError("the store is closed")
            bound = None
            if write:
                if self.read_only:
                    raise ReadOnlyStoreError(
                        f"the database {self.url} was opened for reading only (the app has it open)"
                    )
                bound = self._lock.write_connection()
            with (
                nullcontext(bound) if bound is not None else self._engine.connect() as conn,
                self._lighter(conn, lighter and write),
                Session(
                    conn.execution_options(**{READ_ONLY_OPTION: not write}), expire_on_commit=False
                ) as session,
            ):
                if write:
                    about(session, kind, tournament_id=tournament_id, game_id=game_id)
                if lighter and write and self._engine.dialect.name == "postgresql":
                    session.exec(text("SET LOCAL synchronous_commit = off"))  # type: ignore[call-overload]
                try:
                    yield session
                    session.commit()
                    self._written = self._written or write
                    commit = made(session, self, self._count_commit()) if write else None
                except DBAPIError as exc:
                    _quiet_rollback(session)
                    if bound is not None and exc.connection_invalidated:
                        raise self._lock.lost() from exc
                    raise self._database_error(exc, write) from exc
                except ValueError as exc:
                    _quiet_rollback(session)
                    if unreadable_value(exc):
                        raise CorruptDatabaseError(
                            f"the database {self.url} is damaged (a stored value cannot be read: {exc}); "
                            "nothing was changed. Restore a backup with `mafia-desk backup list` and "
                            "`mafia-desk backup restore NAME`."
                        ) from exc
                    raise
                except BaseException:
                    _quiet_rollback(session)
                    raise
        if commit is not None:
            self._subscribers.tell(commit, self)

    @contextmanager
    def _lighter(self, conn: Connection, on: bool) -> Iterator[None]:
        """SQLite's commit without the disk's wait, for one transaction: the level can only change outside
        a transaction, so it is set on the connection before its BEGIN and set back after its COMMIT."""
        if not on or self._engine.dialect.name != "sqlite":
            yield
            return
        raw = conn.connection.dbapi_connection
        assert raw is not None
        raw.execute("PRAGMA synchronous = NORMAL")
        try:
            yield
        finally:
            raw.execute("PRAGMA synchronous = FULL")

    def _database_error(self, exc: DBAPIError, write: bool) -> StoreError:
        waited = server_wait_error(exc.orig)
        if waited is not None:  # a server session's limit: one sentence that says nothing was changed
            return waited
        problem = disk_problem(exc.orig, self.path.parent) if self.path is not None else None
        if problem is None:
            return StoreError(f"database error on {self.url}: {exc.orig}")
        if write:
            return StoreError(f"cannot write to {self.url}: {problem}; this change was not saved")
        return StoreError(f"cannot read {self.url}: {problem}")

    def backup(self, reason: str = "manual") -> Path | None:
        if self.path is None:
            return None
        with self._mutex:  # no write of ours runs during the copy (it may read the file as immutable)
            return make_backup(self.path, reason)

    # --- players ---

    def add_player(
        self, name: str, club: str | None = None, city: str | None = None, nickname: str | None = None
    ) -> int:
        name = name.strip()
        if not name:
            raise StoreError("a player needs a name")
        for label, value in (("name", name), ("club", club), ("city", city), ("nickname", nickname)):
            problem = None if value is None else text_problem(value)
            if problem is not None:
                raise StoreError(f"the player's {label} {problem}")
        with self._session(PLAYERS) as s:
            player = Player(
                name=name,
                club=club or None,
                city=city or None,
                nickname=nickname or None,
                created_at=utcnow(),
            )
            s.add(player)
            s.flush()
            assert player.id is not None
            return player.id

    def list_players(self) -> list[PlayerRecord]:
        with self._session(write=False) as s:
            rows = s.exec(select(Player).order_by(col(Player.name), col(Player.id))).all()
            return [PlayerRecord(p.id or 0, p.name, p.club, p.city, p.nickname) for p in rows]

    # --- player register and registrations (issue 12, "Players") ---

    def update_player(
        self,
        player_id: int,
        name: str,
        club: str | None = None,
        city: str | None = None,
        nickname: str | None = None,
    ) -> None:
        """Edit a register entry; its tournaments' registrations keep the names they were registered under
        (each tournament's file says who played there, then)."""
        name, club, city, nickname = _register_fields(name, club, city, nickname)
        with self._session(PLAYERS) as s:
            player = s.get(Player, player_id)
            if player is None:
                raise RegistrationError(f"no player with id {player_id} in the register")
            player.name, player.club, player.city, player.nickname = name, club, city, nickname
            s.add(player)

    def remove_player(self, player_id: int) -> None:
        """Remove a register entry nobody refers to: one registered or seated somewhere is merged, not
        removed, so no tournament loses the link to the person."""
        with self._session(PLAYERS) as s:
            player = s.get(Player, player_id)
            if player is None:
                raise RegistrationError(f"no player with id {player_id} in the register")
            regs = s.exec(select(func.count()).where(col(TournamentPlayer.player_id) == player_id)).one()
            seats = s.exec(select(func.count()).where(col(GameSeat.player_id) == player_id)).one()
            if regs or seats:
                raise RegistrationError(
                    f"{player.name} is registered in {regs} tournament(s) and seated in {seats} game(s): "
                    "merge the record into another one instead of removing it"
                )
            s.delete(player)

    def merge_players(self, keep_id: int, drop_id: int) -> None:
        """Two register entries are one person: `drop_id`'s registrations and game seats point at `keep_id`
        afterwards, `keep_id` takes the nickname, club and city it lacked, and `drop_id` is removed."""
        if keep_id == drop_id:
            raise RegistrationError("choose two different players to merge")
        with self._session(PLAYERS) as s:
            keep, drop = s.get(Player, keep_id), s.get(Player, drop_id)
            if keep is None or drop is None:
                missing = keep_id if keep is None else drop_id
                raise RegistrationError(f"no player with id {missing} in the register")
            for model in (TournamentPlayer, GameSeat):
                rows = s.exec(select(model).where(model.player_id == drop_id)).all()
                for row in rows:
                    row.player_id = keep_id
                    s.add(row)
            keep.nickname = keep.nickname or drop.nickname
            keep.club = keep.club or drop.club
            keep.city = keep.city or drop.city
            s.add(keep)
            s.flush()
            s.delete(drop)

    def register_players(
        self,
        tournament: int | str,
        players: Sequence[Mapping[str, Any]],
        *,
        progress: Callable[[float], None] | None = None,
    ) -> None:
        """Register players in one transaction, checked exactly like `add_to_tournament(players=...)` (it is
        that merge), and then linked: an entry's `player_id` names the register entry it is (picked from the
        register, or a duplicate the organiser chose to link), and its `nickname` fills that entry's empty
        nickname. Neither key reaches the exchange file.

        `progress` hears the share done (0..1) from inside the transaction, the last time just before the
        commit: an exception it raises (the organiser's cancel) rolls everything back, so a cancelled import
        registers nobody.

        The cyclic collector waits meanwhile (gc_pause.py): the merge builds some ten objects a player, none
        in a cycle, and its walks of the heap took a fifth of a 20,000-player registration."""
        with gc_paused(), self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            merged = self._register(s, row, players, progress or (lambda _done: None))
            if merged is not None:
                as_left(s, merged)  # the organiser's window adopts it instead of reading it back

    def _register(
        self,
        s: Session,
        row: Tournament,
        players: Sequence[Mapping[str, Any]],
        progress: Callable[[float], None] = lambda _done: None,
    ) -> TTournament | None:
        """The merge of `players` with their register entries and nicknames: the entries are linked and
        nicknamed as they are inserted (exchange.py `_Writer.add_players`), not updated row by row after."""
        progress(0.0)
        entries = [{k: v for k, v in p.items() if k not in ("player_id", "nickname")} for p in players]
        picked: dict[str, int] = {}
        nicknames: dict[str, str] = {}
        for p in players:
            wanted = p.get("player_id")
            if wanted is not None:
                if not isinstance(wanted, int) or isinstance(wanted, bool):
                    raise RegistrationError(f"no player with id {wanted!r} in the register")
                picked[str(p["id"])] = wanted
            nickname = p.get("nickname")
            if isinstance(nickname, str) and nickname.strip():
                problem = text_problem(nickname)
                if problem is not None:
                    raise RegistrationError(f"the nickname of {p.get('name')} {problem}")
                nicknames[str(p["id"])] = nickname.strip()
        if picked:
            found = _in_register(s, list(picked.values()))
            missing = next((w for w in picked.values() if w not in found), None)
            if missing is not None:
                raise RegistrationError(f"no player with id {missing!r} in the register")
        progress(0.1)
        merged = _merge_document(s, row, {"players": entries}, exchange.Enrolment(picked, nicknames))
        s.expire_all()  # the ORM's copies of the register's rows may be stale
        progress(1.0)  # the last word before the commit: a cancel here still registers nobody
        return merged

    def update_registration(
        self, tournament: int | str, code: str, name: str, club: str | None, city: str | None
    ) -> None:
        """Correct a registration's name, club or city: refused, with the file's `invalid:` line, if the
        tournament would no longer export as a valid file. The seats of games already played keep the name
        their protocol was written with (a finished game's log never changes); the exchange file names
        players by code, so the corrected name is the one it exports."""
        name, club, city, _ = _register_fields(name, club, city, None)
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            reg = self._registration(s, row, code)
            reg.name, reg.club, reg.city = name, club, city
            s.add(reg)
            s.flush()
            exchange.check_stored(s, row)

    def remove_registration(self, tournament: int | str, code: str) -> None:
        """Take back a registration made by mistake: only while nothing of the tournament refers to him (a
        game, live or finished, a draw, an absence, an adjustment, a registration change)."""
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            reg = self._registration(s, row, code)
            who = f"{code} {reg.name}"
            games = s.exec(select(func.count()).where(col(GameSeat.tournament_player_id) == reg.id)).one()
            if games:
                raise RegistrationError(f"{who} cannot be removed: he has {games} game(s) in this tournament")
            for d in s.exec(select(SeatingDraw).where(SeatingDraw.tournament_id == row.id)).all():
                if any(code in table for table in d.draw.get("tables", [])) or code in d.draw.get(
                    "sitting_out", []
                ):
                    stage = s.get(Stage, d.stage_id)
                    raise RegistrationError(
                        f"{who} cannot be removed: the draw of round {d.round} of "
                        f"{stage.code if stage else '?'} seats him"
                    )
            for model, what in (
                (Absence, "an absence"),
                (Adjustment, "an adjustment"),
                (RegistrationChange, "a registration change"),
                (ProtestRow, "a protest"),
            ):
                ref = s.exec(select(model).where(model.tournament_player_id == reg.id)).first()
                if ref is not None:
                    raise RegistrationError(f"{who} cannot be removed: {what} is recorded for him")
            if s.exec(select(RegistrationChange).where(RegistrationChange.replaces_id == reg.id)).first():
                raise RegistrationError(f"{who} cannot be removed: a substitute took his place")
            s.delete(reg)
            teams = (row.extra or {}).get(TEAMS_KEY)
            if isinstance(teams, dict) and isinstance(teams.get("list"), list):
                # A registration taken back leaves his team too (its captain no more, if he was).
                listed = [_without_member(team, code) for team in teams["list"]]
                row.extra = {**dict(row.extra or {}), TEAMS_KEY: {**teams, "list": listed}}
                s.add(row)

    def record_registration_change(
        self,
        tournament: int | str,
        code: str,
        kind: str,
        stage: str,
        round: int,
        reason: str,
        replaces: str | None = None,
        *,
        absences: Sequence[Mapping[str, Any]] = (),
        adjustments: Sequence[Mapping[str, Any]] = (),
        player: Mapping[str, Any] | None = None,
    ) -> list[tuple[str, int]]:
        """Record a late arrival, a withdrawal or a substitute from (stage, round), with what it costs, in one
        transaction: `absences` (the late player's missed rounds) and `adjustments` (points for lateness), as
        exchange-file entries, and, for a
        substitute, `player` (his new registration, as `register_players` takes it). A substitute also takes
        `replaces`'s seat in every saved draw of an unplayed round from (stage, round) on: those rounds are
        returned. Refused when the history would contradict the games (a game after a withdrawal, before a
        late arrival) or an earlier change."""
        if kind not in KINDS:
            raise RegistrationError(f"unknown registration change {kind!r}")
        if not isinstance(round, int) or isinstance(round, bool) or not 1 <= round <= MAX_ROUND:
            raise RegistrationError(f"the round must be a number from 1 to {MAX_ROUND}")
        reason = reason.strip()
        problem = text_problem(reason, free_text=True)
        if problem is not None:
            raise RegistrationError(f"the reason {problem}")
        if (kind == "substitute") != (replaces is not None):
            raise RegistrationError("a substitute, and only a substitute, replaces a player")
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            stage_row = self._stage(s, row.id or 0, stage)
            if player is not None:
                self._register(s, row, [player])
            if absences or adjustments:
                _merge_entries(s, row, absences=absences, adjustments=adjustments)
            t = exchange.read_tournament(s, row)
            order = [st.id for st in effective_stages(t)]
            reg = self._registration(s, row, code)
            old = self._changes(s, row)
            _check_change(t, old, order, kind, code, stage, round, replaces)
            replaced = None if replaces is None else self._registration(s, row, replaces)
            s.add(
                RegistrationChange(
                    tournament_id=row.id or 0,
                    tournament_player_id=reg.id or 0,
                    kind=kind,
                    stage_id=stage_row.id or 0,
                    round=round,
                    replaces_id=None if replaced is None else replaced.id,
                    reason=reason,
                    created_at=utcnow(),
                )
            )
            s.flush()
            if replaces is None:
                return []
            return self._hand_over_draws(s, row, t, order, replaces, code, stage, round)

    def _hand_over_draws(
        self,
        s: Session,
        row: Tournament,
        t: TTournament,
        order: Sequence[str],
        old: str,
        new: str,
        stage: str,
        round_: int,
    ) -> list[tuple[str, int]]:
        done = []
        for where in unplayed_draws_seating(t, old, order, stage, round_):
            draw_row = s.exec(
                select(SeatingDraw).where(
                    SeatingDraw.tournament_id == row.id,
                    SeatingDraw.stage_id == self._stage(s, row.id or 0, where[0]).id,
                    SeatingDraw.round == where[1],
                )
            ).one()
            draw = dict(draw_row.draw)
            draw["tables"] = [[new if c == old else c for c in table] for table in draw.get("tables", [])]
            draw["sitting_out"] = [c for c in draw.get("sitting_out", []) if c != new]
            exchange.check_draw(s, row, {**draw, "stage": where[0], "round": where[1], "seed": draw_row.seed})
            draw_row.draw = draw
            s.add(draw_row)
            s.flush()
            done.append(where)
        return done

    def registration_changes(self, tournament: int | str) -> list[RegistrationChangeRecord]:
        """The tournament's registration changes in the order they were recorded."""
        with self._session(write=False) as s:
            return self._changes(s, exchange.find_tournament(s, tournament))

    @staticmethod
    def _changes(s: Session, row: Tournament) -> list[RegistrationChangeRecord]:
        rows = s.exec(
            select(RegistrationChange)
            .where(RegistrationChange.tournament_id == row.id)
            .order_by(col(RegistrationChange.id))
        ).all()
        if not rows:  # the usual case, read after every stored change: no registrations loaded for nothing
            return []
        ids = s.execute(
            sql_select(col(TournamentPlayer.id), col(TournamentPlayer.code)).where(
                col(TournamentPlayer.tournament_id) == row.id
            )
        ).all()
        code_of: dict[int | None, str] = {reg_id: code for reg_id, code in ids}
        stage_of = {st.id: st.code for st in s.exec(select(Stage).where(Stage.tournament_id == row.id)).all()}
        return [
            RegistrationChangeRecord(
                c.kind,
                code_of[c.tournament_player_id],
                stage_of[c.stage_id],
                c.round,
                None if c.replaces_id is None else code_of[c.replaces_id],
                c.reason,
                aware(c.created_at),
            )
            for c in rows
        ]

    @staticmethod
    def _registration(s: Session, row: Tournament, code: str) -> TournamentPlayer:
        reg = s.exec(
            select(TournamentPlayer).where(
                TournamentPlayer.tournament_id == row.id, TournamentPlayer.code == code
            )
        ).first()
        if reg is None:
            raise RegistrationError(f"no player {code!r} is registered in {row.name}")
        return reg

    # --- games ---

    def create_game(
        self,
        ruleset_id: str,
        seats: Sequence[Mapping[str, Any]],
        meta: Mapping[str, Any],
        tournament_id: int | None = None,
        stage: str | None = None,
        round: int | None = None,
        table: int | None = None,
        ruleset_options: Mapping[str, Any] | None = None,
        log_version: int = LOG_VERSION,
    ) -> int:
        seat_rows = _checked_seats(seats)
        slot = (stage, round, table)
        if tournament_id is None and any(v is not None for v in slot):
            raise StoreError("stage, round and table need a tournament_id")
        with self._session(GAME, tournament_id=tournament_id) as s:
            game = Game(
                ruleset_id=ruleset_id,
                ruleset_options=dict(ruleset_options) if ruleset_options else None,
                log_version=log_version,
                meta=dict(meta),
                tournament_id=tournament_id,
                created_at=utcnow(),
            )
            regs: dict[str, TournamentPlayer] = {}
            if tournament_id is not None:
                game.round_id, game.table_no = self.game_slot(s, tournament_id, stage, round, table)
                regs = {
                    r.code: r
                    for r in s.exec(
                        select(TournamentPlayer).where(TournamentPlayer.tournament_id == tournament_id)
                    ).all()
                }
            s.add(game)
            s.flush()
            about(s, game_id=game.id)
            for seat in seat_rows:
                seat.game_id = game.id or 0
                if tournament_id is not None and seat.player_ref is not None:
                    reg = regs.get(seat.player_ref)
                    if reg is None:
                        raise StoreError(
                            f"seat {seat.seat}: {seat.player_ref!r} is not a player id of tournament "
                            f"{tournament_id}"
                        )
                    seat.tournament_player_id = reg.id
                    seat.player_id = reg.player_id
                s.add(seat)
            assert game.id is not None
            return game.id

    @staticmethod
    def game_slot(
        s: Session, tournament_id: int, stage: str | None, number: int | None, table: int | None
    ) -> tuple[int, int]:
        """(round id, table) of a new tournament game inside a write (`writing`), the round made if new;
        refused when the slot is not the tournament's or its game is finished: a server's table claim
        (sync.py) seats its game by the same rule as `create_game`."""
        if stage is None or number is None or table is None:
            raise StoreError("a tournament game needs its stage, round and table")
        if not (1 <= number <= MAX_ROUND and 1 <= table <= MAX_TABLE):
            raise StoreError(
                f"rounds are 1..{MAX_ROUND:,} and tables 1..{MAX_TABLE:,} (got round {number}, table {table})"
            )
        if s.get(Tournament, tournament_id) is None:
            raise StoreError(f"no tournament with id {tournament_id}")
        stage_row = s.exec(
            select(Stage).where(Stage.tournament_id == tournament_id, Stage.code == stage)
        ).first()
        if stage_row is None:
            raise StoreError(f"tournament {tournament_id} has no stage {stage!r}")
        rnd = s.exec(select(Round).where(Round.stage_id == stage_row.id, Round.number == number)).first()
        if rnd is None:
            rnd = Round(stage_id=stage_row.id or 0, number=number)
            s.add(rnd)
            s.flush()
        taken = s.exec(
            select(Game.id).where(Game.round_id == rnd.id, Game.table_no == table, Game.finished_slot == 1)
        ).first()
        if taken is not None:
            raise StoreError(
                f"game ({stage}, {number}, {table}) of tournament {tournament_id} "
                f"is already finished (game {taken})"
            )
        assert rnd.id is not None
        return rnd.id, table

    def _open_game(self, s: Session, game_id: int) -> Game:
        """The game a write changes, noted with its tournament for the commit's announcement."""
        game = s.get(Game, game_id)
        if game is None:
            raise UnknownGameError(f"no game with id {game_id}")
        if game.finished_at is not None:
            raise GameFinishedError(f"game {game_id} is finished; its log can no longer change")
        about(s, tournament_id=game.tournament_id)
        return game

    def append_event(self, game_id: int, event: Mapping[str, Any]) -> int:
        if not isinstance(event.get("type"), str):
            raise StoreError(f'an event needs a string "type" key, got {dict(event)!r}')
        # Core statements, not the ORM's unit of work: this runs on every host key that records an action,
        # and one row read and one row written need no identity map (1.3 -> 1.1 ms of CPU a write, measured).
        with self._session(EVENT, game_id=game_id) as s:
            found = s.exec(
                sql_select(
                    Game.finished_at,  # type: ignore[call-overload]
                    Game.tournament_id,
                    sql_select(func.max(GameEvent.seq))
                    .where(col(GameEvent.game_id) == game_id)
                    .scalar_subquery(),
                ).where(col(Game.id) == game_id)
            ).first()
            if found is None:
                raise UnknownGameError(f"no game with id {game_id}")
            finished_at, tournament_id, last = found
            if finished_at is not None:
                raise GameFinishedError(f"game {game_id} is finished; its log can no longer change")
            about(s, tournament_id=tournament_id)
            seq = (last or 0) + 1
            s.exec(insert(GameEvent).values(game_id=game_id, seq=seq, data=dict(event), recorded_at=utcnow()))
            s.exec(delete(GameDraft).where(col(GameDraft.game_id) == game_id))  # the presses became the event
        return seq

    def drop_last_event(self, game_id: int) -> dict[str, Any]:
        with self._session(EVENT, game_id=game_id) as s:
            self._open_game(s, game_id)
            last = s.exec(
                select(GameEvent).where(GameEvent.game_id == game_id).order_by(col(GameEvent.seq).desc())
            ).first()
            if last is None:
                raise StoreError(f"game {game_id} has no event to undo")
            s.delete(last)
            s.exec(delete(GameDraft).where(col(GameDraft.game_id) == game_id))
            # A tournament server's game (store/sync.py): its copy there agrees with this one only up to here.
            s.exec(
                update(GameLink)
                .where(col(GameLink.game_id) == game_id, col(GameLink.pushed) > last.seq - 1)
                .values(pushed=last.seq - 1)
            )
            return dict(last.data)

    def save_draft(self, game_id: int, after_seq: int, data: Mapping[str, Any] | None) -> None:
        """Keep the host's staged presses of an open game (opaque JSON, the GUI's), replacing the last ones;
        an empty `data` deletes them. `after_seq`: how many events the presses follow.

        Committed before the screen shows them, without waiting for the disk (`_session(lighter=True)`): a
        draft outlives the app's crash, which is what it is for, and a vote key costs no fsync; one statement
        (an upsert), as it runs on every vote key. The next `append_event` or `drop_last_event` of the game
        deletes the draft in its own transaction, so recording the presses costs no second commit.
        """
        with self._session(DRAFT, game_id=game_id, lighter=True) as s:
            if not data:
                s.exec(delete(GameDraft).where(col(GameDraft.game_id) == game_id))
                return
            row = {"game_id": game_id, "after_seq": after_seq, "data": dict(data), "saved_at": utcnow()}
            dialect = postgresql if self._engine.dialect.name == "postgresql" else sqlite
            upsert = dialect.insert(GameDraft).values(**row)
            s.exec(
                upsert.on_conflict_do_update(
                    index_elements=[col(GameDraft.game_id)],
                    set_={"after_seq": after_seq, "data": upsert.excluded.data, "saved_at": row["saved_at"]},
                )
            )

    def load_draft(self, game_id: int) -> DraftRecord | None:
        """The staged presses `save_draft` kept for an open game; None when there are none (or it is
        finished: its draft means nothing any more)."""
        with self._session(write=False) as s:
            found = s.exec(
                sql_select(GameDraft.after_seq, GameDraft.data)  # type: ignore[call-overload]
                .join(Game, col(Game.id) == col(GameDraft.game_id))
                .where(col(GameDraft.game_id) == game_id, col(Game.finished_at).is_(None))
            ).first()
            return None if found is None else DraftRecord(int(found[0]), dict(found[1]))

    def game_events(self, game_id: int) -> list[dict[str, Any]]:
        with self._session(write=False) as s:
            if s.get(Game, game_id) is None:
                raise UnknownGameError(f"no game with id {game_id}")
            return self._events(s, game_id)

    @staticmethod
    def _events(s: Session, game_id: int) -> list[dict[str, Any]]:
        rows = s.exec(
            select(GameEvent.data).where(GameEvent.game_id == game_id).order_by(col(GameEvent.seq))
        ).all()
        return [dict(d) for d in rows]

    def load_game_log(self, game_id: int) -> dict[str, Any]:
        with self._session(write=False) as s:
            game = s.get(Game, game_id)
            if game is None:
                raise UnknownGameError(f"no game with id {game_id}")
            seats = s.exec(
                select(GameSeat).where(GameSeat.game_id == game_id).order_by(col(GameSeat.seat))
            ).all()
            return {
                "format": LOG_FORMAT,
                "version": game.log_version,
                "ruleset": game.ruleset_id,
                "ruleset_options": dict(game.ruleset_options or {}),
                "meta": dict(game.meta or {}),
                "seats": [
                    {
                        **(seat.extra or {}),
                        "seat": seat.seat,
                        "player": seat.name,
                        "player_id": seat.player_ref,
                    }
                    for seat in seats
                ],
                "events": self._events(s, game_id),
            }

    def game_info(self, game_id: int) -> GameSummary:
        summaries = self._summaries(Game.id == game_id)
        if not summaries:
            raise UnknownGameError(f"no game with id {game_id}")
        return summaries[0]

    def unfinished_games(self) -> list[GameSummary]:
        return self._summaries(col(Game.finished_at).is_(None))

    def list_games(self, tournament_id: int | None = None, finished: bool | None = None) -> list[GameSummary]:
        """Every game, oldest first; narrowed to one tournament and/or to finished (True) or open (False)."""
        conditions = []
        if tournament_id is not None:
            conditions.append(col(Game.tournament_id) == tournament_id)
        if finished is not None:
            at = col(Game.finished_at)
            conditions.append(at.is_not(None) if finished else at.is_(None))
        return self._summaries(and_(true(), *conditions))

    def games_played_here(self, tournament_id: int) -> set[tuple[str, int, int]]:
        """(stage, round, table) of the tournament's finished games that were played at a host's screen (they
        have an event log), as opposed to entered from paper or merged: one light query, for the Games tab."""
        with self._session(write=False) as s:
            logged = sql_select(col(GameEvent.game_id)).where(col(GameEvent.game_id) == col(Game.id)).exists()
            rows = s.execute(
                sql_select(col(Stage.code), col(Round.number), col(Game.table_no))
                .join(Round, col(Round.id) == col(Game.round_id))
                .join(Stage, col(Stage.id) == col(Round.stage_id))
                .where(col(Game.tournament_id) == tournament_id, col(Game.finished_at).is_not(None), logged)
            ).all()
            return {(code, number, table or 0) for code, number, table in rows}

    def _summaries(self, where: Any) -> list[GameSummary]:
        with self._session(write=False) as s:
            counts = (
                select(
                    GameEvent.game_id,
                    func.count().label("n"),
                    func.min(GameEvent.recorded_at).label("first"),
                    func.max(GameEvent.recorded_at).label("last"),
                )
                .group_by(col(GameEvent.game_id))
                .subquery()
            )
            # SQLAlchemy's select: sqlmodel's typed overloads stop at four columns.
            rows = s.execute(
                sql_select(
                    Game, col(Round.number), col(Stage.code), counts.c.n, counts.c.first, counts.c.last
                )
                .outerjoin(Round, col(Round.id) == col(Game.round_id))
                .outerjoin(Stage, col(Stage.id) == col(Round.stage_id))
                .outerjoin(counts, counts.c.game_id == col(Game.id))
                .where(where)
                .order_by(col(Game.created_at), col(Game.id))
            ).all()
            return [
                GameSummary(
                    id=g.id or 0,
                    ruleset_id=g.ruleset_id,
                    tournament_id=g.tournament_id,
                    stage=code,
                    round=number,
                    table=g.table_no,
                    meta=dict(g.meta or {}),
                    created_at=aware(g.created_at),
                    finished_at=aware(g.finished_at) if g.finished_at else None,
                    events=n or 0,
                    first_event_at=_when(first),
                    last_event_at=_when(last),
                )
                for g, number, code, n, first, last in rows
            ]

    def finish_game(self, game_id: int, result_entry: Mapping[str, Any] | None = None) -> None:
        """Close the log; for a tournament game, store its result (checked with the whole tournament).

        A game outside a tournament needs no result: its event log is its record, and `result_entry` is
        ignored. A backup follows, so a finished game is never only in one file; if it fails, the game is
        finished all the same and `last_backup_error` says why (raising would claim the result was lost).
        """
        with self._session(GAME, game_id=game_id) as s:
            game = self._open_game(s, game_id)
            s.exec(delete(GameDraft).where(col(GameDraft.game_id) == game_id))
            if game.tournament_id is not None:
                if result_entry is None:
                    raise TournamentImportError(
                        f"game {game_id} belongs to a tournament: finishing it needs its result entry"
                    )
                try:
                    exchange.record_result(s, game, result_entry)
                    s.flush()
                except IntegrityError as exc:
                    raise TournamentImportError(
                        f"game {game_id}: the result clashes with a stored one"
                    ) from exc
            else:
                link = s.get(GameLink, game_id)
                if link is not None:  # a tournament server's game: the result waits here for the push
                    if result_entry is None:
                        raise TournamentImportError(
                            f"game {game_id} is a tournament server's game: finishing it needs its result "
                            "entry"
                        )
                    link.result = dict(result_entry)
                    link.result_pushed = False
                    s.add(link)
                game.finished_at = utcnow()
                s.add(game)
        if self._backups:
            try:
                self.backup("game")
                self.last_backup_error = None
            except BackupError as exc:
                self.last_backup_error = str(exc)

    def abandon_game(self, game_id: int) -> None:
        with self._session(GAME, game_id=game_id) as s:
            game = self._open_game(s, game_id)
            link = s.get(GameLink, game_id)
            if link is not None and link.state == "active":
                raise StoreError(
                    f"game {game_id} is table {link.table_no}'s game on the tournament server: it is played "
                    "to its end (or taken over by another laptop), not discarded"
                )
            s.exec(delete(GameDraft).where(col(GameDraft.game_id) == game_id))
            s.exec(delete(GameEvent).where(col(GameEvent.game_id) == game_id))
            s.exec(delete(GameSeat).where(col(GameSeat.game_id) == game_id))
            s.delete(game)

    # --- tournaments ---

    def import_tournament(self, data: object) -> int:
        with self._session(TOURNAMENTS) as s:
            return _imported(s, data)

    def create_tournament(self, data: object) -> int:
        """A new tournament from an exchange document (a template's skeleton, usually): unlike an import, a
        tournament of the same name is not merged into but refused, so a new one never lands in an old one."""
        with self._session(TOURNAMENTS) as s:
            name = data.get("name") if isinstance(data, Mapping) else None
            if isinstance(name, str) and s.exec(select(Tournament).where(Tournament.name == name)).first():
                raise TournamentImportError(
                    f"invalid: file: a tournament named {name!r} already exists; choose another name"
                )
            return _imported(s, data)

    def add_to_tournament(self, tournament: int | str, **additions: Sequence[Mapping[str, Any]]) -> None:
        """Add exchange-file entries to a stored tournament in one transaction: `players`, `games`,
        `absences`, `adjustments`, `draws`, `corrections`, each a list of the file's own entries.

        It is exactly a merge of the stored tournament with these entries (docs/store.md), so what the
        organiser types is checked by the tournament's ruleset as an imported file is, and refused whole with
        the same `invalid:` lines.
        """
        unknown = set(additions) - {"players", "games", "absences", "adjustments", "draws", "corrections"}
        if unknown:
            raise StoreError(f"cannot add {', '.join(sorted(unknown))} to a tournament")
        with self._session(TOURNAMENT) as s:
            _merge_entries(s, _found(s, tournament), **additions)

    def amend_entry(
        self,
        tournament: int | str,
        kind: str,
        index: int,
        was: Mapping[str, Any],
        now: Mapping[str, Any] | None,
        *,
        by: str,
        reason: str,
    ) -> None:
        """Edit (`now`) or delete (`now` None) the `index`-th of the tournament's `absences` or `adjustments`
        (`was`: the entry as the caller saw it), in one transaction, recorded in the tournament's amendments
        history with the judge's name, the time, the reason and what the entry was (exchange.amend_entry).
        Refused whole with one `invalid:` line when the tournament would no longer be a valid file."""
        at = utcnow().replace(microsecond=0).isoformat()
        with self._session(TOURNAMENT) as s:
            exchange.amend_entry(s, _found(s, tournament), kind, index, was, now, by=by, reason=reason, at=at)

    def amendments(self, tournament: int | str) -> list[dict[str, Any]]:
        """The history of edited and deleted absences and adjustments, oldest first."""
        return [dict(h) for h in exchange.amendments_of(self.load_tournament(tournament))]

    def file_protest(
        self,
        tournament: int | str,
        stage: str,
        round: int,
        table: int,
        *,
        by: str,
        text: str,
        filed_as: str = "player",
    ) -> str:
        """A protest on the stored game (stage, round, table) by player `by` (a player of that game, or a
        team captain: in a team tournament one of its teams' captains, else any registered player, as the
        file allows), stamped with the time now; its new id.

        One transaction, checked like an imported file's `protests` (docs/tournament-format.md). The file
        itself lets any registered player file as a captain (a captain may be replaced later, and other
        systems have no teams); only a new protest of a team tournament is held to its captains."""
        from mafia_desk.tournament import tournament_to_dict

        text = text.strip()
        if not text:
            raise TournamentImportError("invalid: file: a protest needs its text (what is protested)")
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            stored = exchange.read_tournament(s, row)
            if filed_as == "captain":
                setup = teams_of(stored)
                if setup is not None and by not in {team.captain for team in setup.teams}:
                    raise TournamentImportError(
                        f"invalid: file: {by} is no team's captain in this tournament"
                    )
            taken = {p.id for p in stored.protests}
            number = len(taken) + 1
            while f"pr{number}" in taken:
                number += 1
            entry: dict[str, Any] = {"id": f"pr{number}", "stage": stage, "round": round, "table": table}
            entry["by"] = by
            if filed_as != "player":
                entry["as"] = filed_as
            entry.update({"text": text, "at": _now_local(), "rulings": []})
            document = tournament_to_dict(stored)
            present = document.get("protests")
            document["protests"] = [*(present if isinstance(present, list) else []), entry]
            _import(s, document)
            return str(entry["id"])

    def rule_protest(
        self,
        tournament: int | str,
        protest_id: str,
        decision: str,
        *,
        reason: str,
        by: str,
        correction: Mapping[str, Any] | None = None,
    ) -> None:
        """The head judge's ruling on a protest (`upheld` or `rejected`, with its reason), appended to its
        history: a second ruling revises the first, which stays on record.

        `correction` (a corrections[] entry, only with `upheld`) is stored in the same transaction, linked to
        the protest, so an upheld protest and the change it makes to the game are one act. Refused whole
        with one `invalid:` line when the tournament would break its rules."""
        from mafia_desk.tournament import tournament_to_dict

        reason, by = reason.strip(), by.strip()
        if decision not in ("upheld", "rejected"):
            raise TournamentImportError(f"invalid: file: a ruling is upheld or rejected, not {decision!r}")
        if not reason or not by:
            raise TournamentImportError("invalid: file: a ruling needs its reason and the judge's name")
        if correction is not None and decision != "upheld":
            raise TournamentImportError("invalid: file: only an upheld protest changes the game")
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            stored = exchange.read_tournament(s, row)
            if stored.protest(protest_id) is None:
                raise TournamentImportError(f"invalid: file: no protest {protest_id!r} in this tournament")
            document = tournament_to_dict(stored)
            protests = document["protests"]
            assert isinstance(protests, list)
            ruling = {"decision": decision, "reason": reason, "by": by, "at": _now_local()}
            for entry in protests:
                if entry["id"] == protest_id:
                    entry["rulings"] = [*entry["rulings"], ruling]
            if correction is not None:
                present = document.get("corrections")
                linked = {**dict(correction), CORRECTION_PROTEST_KEY: protest_id}
                document["corrections"] = [*(present if isinstance(present, list) else []), linked]
            _import(s, document)

    def set_tournament_archived(self, tournament: int | str, archived: bool) -> None:
        with self._session(TOURNAMENTS) as s:
            row = _found(s, tournament)
            row.archived_at = utcnow() if archived else None
            s.add(row)

    def export_tournament(self, tournament: int | str) -> dict[str, object]:
        from mafia_desk.tournament import tournament_to_dict

        return tournament_to_dict(self.load_tournament(tournament))

    def load_tournament(self, tournament: int | str) -> TTournament:
        with self._session(write=False) as s:
            return exchange.read_tournament(s, exchange.find_tournament(s, tournament), self._game_cache)

    def find_tournament(self, tournament: int | str) -> int:
        with self._session(write=False) as s:
            row = exchange.find_tournament(s, tournament)
            assert row.id is not None
            return row.id

    def list_tournaments(self) -> list[TournamentSummary]:
        with self._session(write=False) as s:
            finished = (
                select(Game.tournament_id, func.count().label("n"))
                .where(col(Game.finished_at).is_not(None))
                .group_by(col(Game.tournament_id))
                .subquery()
            )
            rows = s.exec(
                select(Tournament, finished.c.n)
                .outerjoin(finished, finished.c.tournament_id == col(Tournament.id))
                .order_by(col(Tournament.id))
            ).all()
            return [
                TournamentSummary(
                    t.id or 0,
                    t.name,
                    t.ruleset_id,
                    n or 0,
                    _date(t.start_date, t, "start"),
                    _date(t.end_date, t, "end"),
                    t.archived_at is not None,
                )
                for t, n in rows
            ]

    def tournament_info(self, tournament: int | str) -> TournamentInfo:
        with self._session(write=False) as s:
            row = exchange.find_tournament(s, tournament)
            stages = s.exec(
                select(Stage).where(Stage.tournament_id == row.id).order_by(col(Stage.position))
            ).all()
            return TournamentInfo(
                id=row.id or 0,
                name=row.name,
                ruleset_id=row.ruleset_id,
                ruleset_options=dict(row.ruleset_options or {}),
                start_date=row.start_date,
                end_date=row.end_date,
                venue=row.venue,
                stages=tuple(StageRecord(st.code, st.coefficient, st.advancement) for st in stages),
            )

    def update_tournament(
        self,
        tournament: int | str,
        *,
        start_date: str | None = None,
        end_date: str | None = None,
        venue: str | None = None,
        ruleset_options: Mapping[str, Any] | None = None,
        advancement: Mapping[str, Any] | None = None,
        judges: Sequence[str] | None = None,
        same_names: str | None = None,
    ) -> None:
        """Set the tournament's details; None leaves a field as it is, "" clears a text.

        Dates, venue and the stages' `advancement` (how many players a stage takes: the file's `advance`)
        travel in the exchange file, so the tournament must still export as a valid file: a date that is no
        date, an end before the start, is refused with the file's `invalid:` line and nothing changes.
        `same_names` (how players who share a name are told apart: tournament/names.py) is kept as the
        file's top-level key of that name, so it travels with the tournament to every laptop too.
        """
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            if start_date is not None:
                row.start_date = start_date or None
            if end_date is not None:
                row.end_date = end_date or None
            if venue is not None:
                row.venue = venue or None
            if ruleset_options is not None:
                if "three_nights_rule" in ruleset_options and draw_without_its_ruleset(
                    load_game_ruleset(row.ruleset_id), ruleset_options
                ):
                    raise TournamentImportError(
                        "invalid: file: a draw after three quiet nights needs a ruleset that has it "
                        f"(its file stores draws only then), not {row.ruleset_id}"
                    )
                row.ruleset_options = dict(ruleset_options)
            if judges is not None:
                row.judges = [j.strip() for j in judges if j.strip()] or None
            if same_names is not None:
                row.extra = {**dict(row.extra or {}), SAME_NAMES_KEY: same_names}
            s.add(row)
            for code, value in (advancement or {}).items():
                stage = s.exec(select(Stage).where(Stage.tournament_id == row.id, Stage.code == code)).first()
                if stage is None:
                    raise StoreError(f"tournament {row.name!r} has no stage {code!r}")
                stage.advancement = value
                s.add(stage)
            s.flush()
            exchange.check_stored(s, row)

    def set_teams(self, tournament: int | str, teams: Mapping[str, Any] | None) -> None:
        """Replace the tournament's teams: the exchange file's `teams` value (tournament/teams.py), None for
        no team tournament. Kept as that top-level key beside `same_names`, so an export, a merge and every
        laptop carry it; a value the file would refuse (a player in two teams, a team over its size) is
        refused with the file's `invalid:` line and nothing changes."""
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            extra = {k: v for k, v in dict(row.extra or {}).items() if k != TEAMS_KEY}
            if teams is not None:
                extra[TEAMS_KEY] = dict(teams)
            row.extra = extra
            s.add(row)
            s.flush()
            exchange.check_stored(s, row)

    def set_judges(self, tournament: int | str, judges: Sequence[TJudge]) -> None:
        """Replace the tournament's judges: their names (the file's `judges`) and, for those that have any,
        club, city and player id (our `judge_details`). Refused with the file's `invalid:` line, nothing
        changed, when the tournament would no longer export as a valid file: a judge removed or renamed who
        is still assigned to a table of a draw, two judges of one name, an unknown player."""
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            row.judges = [j.name for j in judges] or None
            row.judge_details = exchange.judge_details_json(
                [j for j in judges if j.club or j.city or j.player or j.extra]
            )
            s.add(row)
            s.flush()
            exchange.check_stored(s, row)

    def set_round_judges(
        self, tournament_id: int, stage: str, round: int, judges: Sequence[str | None]
    ) -> None:
        """The judge of each table of a saved draw (table 1 first, None for a table without one; all None
        or empty takes the round's judges away). Refused with the file's `invalid:` line when the draw could
        not carry them (a judge not of the tournament, one judge at two tables, a count that is not the
        draw's tables); the draw itself stays as it is."""
        with self._session(TOURNAMENT, tournament_id=tournament_id) as s:
            tournament = s.get(Tournament, tournament_id)
            if tournament is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            stage_row = self._stage(s, tournament_id, stage)
            row = s.exec(
                select(SeatingDraw).where(
                    SeatingDraw.tournament_id == tournament_id,
                    SeatingDraw.stage_id == stage_row.id,
                    SeatingDraw.round == round,
                )
            ).first()
            if row is None:
                raise StoreError(f"no draw of round {round} of stage {stage!r}")
            body = {k: v for k, v in dict(row.draw).items() if k != "judges"}
            if any(j is not None for j in judges):
                body["judges"] = list(judges)
            exchange.check_draw(s, tournament, {**body, "stage": stage, "round": round, "seed": row.seed})
            row.draw = body
            s.add(row)

    def merge_preview(self, tournament: int | str, data: object) -> MergePreview:
        """What importing `data` into this tournament would add, find already stored, and refuse, with both
        versions of each conflict; nothing is written. The comparison is the merge's own (exchange.py), so
        `can_merge` is exactly whether the import would go through. A file that is no valid exchange file is
        refused with its `invalid:` line, as an import would be. The file's name is not compared: the caller
        decides what a file named after another tournament means (docs/store.md, "Merging in the window")."""
        with self._session(write=False) as s:
            return exchange.merge_preview(s, exchange.find_tournament(s, tournament), data)

    def tournament_players(self, tournament: int | str) -> list[TournamentPlayerRecord]:
        with self._session(write=False) as s:
            row = exchange.find_tournament(s, tournament)
            # The five columns, not ORM objects: the workspace re-reads them after every commit, and 20,000
            # imported players as objects took longer than their registration (benchmarks/player_import.py).
            tp = TournamentPlayer
            regs = s.connection().execute(
                sql_select(col(tp.code), col(tp.name), col(tp.club), col(tp.city), col(tp.player_id))
                .where(col(tp.tournament_id) == row.id)
                .order_by(col(tp.position))
            )
            return [TournamentPlayerRecord(*r) for r in regs]

    def record_stage_closing(
        self,
        tournament: int | str,
        stage: str,
        through: Sequence[str],
        lots: Sequence[Mapping[str, Sequence[Any]]],
        by: str,
    ) -> int:
        """Close the stage before `stage`: `through` (player ids, standings order) enter `stage`, `lots`
        (`{"players": [...], "order": [...], "drawn": [...]}` each, `drawn` optional: the number each player
        of `order` drew) are the draws that settled a tie at the line.

        One transaction, checked exactly like an imported file's `closings[]` (the stage takes that many, the
        players entered the stage before, the list follows the lots); a stage closed already is refused, so
        an announced list never changes behind the organiser's back.
        """
        from mafia_desk.tournament import tournament_to_dict

        entry: dict[str, Any] = {"stage": stage, "through": list(through)}
        if lots:
            entry["lots"] = [
                {key: list(lot[key]) for key in ("players", "order", "drawn") if key in lot} for lot in lots
            ]
        entry["by"] = by.strip()
        entry["at"] = utcnow().replace(microsecond=0).isoformat()
        with self._session(TOURNAMENT) as s:
            row = _found(s, tournament)
            stored = exchange.read_tournament(s, row)
            old = stored.closing(stage)
            if old is not None:
                raise StageClosedError(
                    f"stage {stage} was entered already: {old.by} closed the stage before it at {old.at}"
                )
            document = tournament_to_dict(stored)
            present = document.get("closings")
            document["closings"] = [*(present if isinstance(present, list) else []), entry]
            _import(s, document)
            made = s.exec(
                select(StageClosing)
                .where(StageClosing.tournament_id == row.id)
                .order_by(col(StageClosing.id).desc())
            ).first()
            assert made is not None and made.id is not None
            return made.id

    def stage_closings(self, tournament: int | str) -> list[StageClosingRecord]:
        """Every closing of the tournament, in the order the stages were closed."""
        with self._session(write=False) as s:
            row = exchange.find_tournament(s, tournament)
            rows = s.exec(
                select(StageClosing, Stage.code)
                .join(Stage, col(Stage.id) == col(StageClosing.stage_id))
                .where(StageClosing.tournament_id == row.id)
                .order_by(col(StageClosing.id))
            ).all()
            return [
                StageClosingRecord(
                    c.id or 0,
                    row.id or 0,
                    code,
                    tuple(c.through),
                    tuple(
                        (tuple(lot["players"]), tuple(lot["order"]), tuple(lot.get("drawn") or ()))
                        for lot in c.lots
                    ),
                    c.closed_by,
                    c.closed_at,
                    aware(c.created_at),
                )
                for c, code in rows
            ]

    # --- seating draws ---

    def save_seating_draw(
        self, tournament_id: int, stage: str, round: int, seed: int, draw: Mapping[str, Any]
    ) -> int:
        """Save (or replace) a round's draw: `draw` holds the exchange file's `tables` and `sitting_out`, and
        any other key of its `draws[]` entry (`short_table`, `ranked_by`), kept as the file keeps them. The
        players of its `short_table` get the ruleset's short-table points as `short_table` absences, and those
        of the draw it replaces are taken back, in the same transaction (docs/seating.md).

        The draw travels in the exported file (`draws[]`) and every later result is checked against it, so a
        draw the file could not hold (a short table, an unknown player, a player seated twice, a table whose
        stored game seats other players) is refused with the file's `invalid:` line.
        """
        with self._session(TOURNAMENT, tournament_id=tournament_id) as s:
            tournament = s.get(Tournament, tournament_id)
            if tournament is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            return self._put_draw(s, tournament, stage, round, seed, dict(draw))

    def load_seating_draw(self, tournament_id: int, stage: str, round: int) -> SeatingDrawRecord | None:
        with self._session(write=False) as s:
            stage_row = self._stage(s, tournament_id, stage)
            row = s.exec(
                select(SeatingDraw).where(
                    SeatingDraw.tournament_id == tournament_id,
                    SeatingDraw.stage_id == stage_row.id,
                    SeatingDraw.round == round,
                )
            ).first()
            if row is None:
                return None
            return SeatingDrawRecord(
                row.id or 0, tournament_id, stage, row.round, row.seed, dict(row.draw), aware(row.created_at)
            )

    def seating_draws(self, tournament_id: int) -> list[SeatingDrawRecord]:
        """Every saved draw of a tournament in one query (stages in the tournament's order, then rounds): the
        new-game dialog looks for open tables in all of them each time it opens."""
        with self._session(write=False) as s:
            if s.get(Tournament, tournament_id) is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            rows = s.exec(
                select(SeatingDraw, Stage.code)
                .join(Stage, col(Stage.id) == col(SeatingDraw.stage_id))
                .where(SeatingDraw.tournament_id == tournament_id)
                .order_by(col(Stage.position), col(SeatingDraw.round))
            ).all()
            return [
                SeatingDrawRecord(
                    row.id or 0,
                    tournament_id,
                    code,
                    row.round,
                    row.seed,
                    dict(row.draw),
                    aware(row.created_at),
                )
                for row, code in rows
            ]

    def save_seating_draws(self, tournament_id: int, draws: Sequence[Mapping[str, Any]]) -> list[int]:
        """Save (or replace) several rounds' draws in one transaction: each a `draws[]` entry with `stage`,
        `round`, `seed`, `tables` and `sitting_out`.

        The re-draw after a dropout replaces every round still to play at once, so a refusal of one of them
        (a table laptop started a game meanwhile) leaves all of them as they were, never half re-drawn.
        """
        ids: list[int] = []
        with self._session(TOURNAMENT, tournament_id=tournament_id) as s:
            tournament = s.get(Tournament, tournament_id)
            if tournament is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            for entry in draws:
                stage, number, seed = str(entry["stage"]), int(entry["round"]), entry.get("seed")
                body = {k: v for k, v in entry.items() if k not in ("stage", "round", "seed")}
                ids.append(self._put_draw(s, tournament, stage, number, seed, body))
        return ids

    def _put_draw(
        self,
        s: Session,
        tournament: Tournament,
        stage: str,
        number: int,
        seed: int | None,
        body: dict[str, Any],
    ) -> int:
        """One round's draw checked as the exchange file's `draws[]` entry, replacing the round's old one."""
        assert tournament.id is not None
        stage_row = self._stage(s, tournament.id, stage)
        exchange.check_draw_and_absences(
            s, tournament, {**body, "stage": stage, "round": number, "seed": seed}
        )
        old = s.exec(
            select(SeatingDraw).where(
                SeatingDraw.tournament_id == tournament.id,
                SeatingDraw.stage_id == stage_row.id,
                SeatingDraw.round == number,
            )
        ).first()
        if old is not None:
            s.delete(old)
            s.flush()
        row = SeatingDraw(
            tournament_id=tournament.id,
            stage_id=stage_row.id or 0,
            round=number,
            seed=seed,
            draw=body,
            created_at=utcnow(),
        )
        s.add(row)
        s.flush()
        assert row.id is not None
        return row.id

    def draw_constraints(self, tournament_id: int) -> dict[str, Any]:
        """The organiser's seating constraints of the tournament (groups apart, same club apart, players
        sitting out rounds), as `mafia-desk draw --constraints` reads them; {} when none are set."""
        with self._session(write=False) as s:
            row = s.get(Tournament, tournament_id)
            if row is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            return dict(row.draw_constraints or {})

    def set_draw_constraints(self, tournament_id: int, constraints: Mapping[str, Any]) -> None:
        """Keep the constraints with the tournament, checked first: a malformed value, or an id that is no
        player or stage of it, is refused (DrawConstraintsError) and the old constraints stay."""
        with self._session(TOURNAMENT, tournament_id=tournament_id) as s:
            row = s.get(Tournament, tournament_id)
            if row is None:
                raise StoreError(f"no tournament with id {tournament_id}")
            try:
                rules = RoundConstraints.from_dict(dict(constraints))
                rules.check(exchange.read_tournament(s, row))
            except SeatingError as exc:
                raise DrawConstraintsError(f"The seating constraints were not saved: {exc}.") from None
            row.draw_constraints = None if rules.is_empty() and not rules.same_club else rules.to_dict()
            s.add(row)

    @staticmethod
    def _stage(s: Session, tournament_id: int, stage: str) -> Stage:
        if s.get(Tournament, tournament_id) is None:
            raise StoreError(f"no tournament with id {tournament_id}")
        row = s.exec(select(Stage).where(Stage.tournament_id == tournament_id, Stage.code == stage)).first()
        if row is None:
            raise StoreError(f"tournament {tournament_id} has no stage {stage!r}")
        return row


def _now_local() -> str:
    """A protest's or a ruling's time: the hall's clock to the second, with its UTC offset, so the printed
    time is the one on the judge's watch and two laptops' times still compare."""
    return datetime.now().astimezone().replace(microsecond=0).isoformat()


def _when(value: datetime | str | None) -> datetime | None:
    """An aggregate's time: SQLite gives min()/max() of a datetime column back as text."""
    if value is None:
        return None
    return aware(datetime.fromisoformat(value) if isinstance(value, str) else value)


def _date(edited: str | None, row: Tournament, key: str) -> str | None:
    """The date the organiser set in the app, else the one the imported file gave (kept in `extra`)."""
    given = (row.extra or {}).get(key)
    return edited or (given if isinstance(given, str) else None)


def _without_member(team: object, code: str) -> object:
    """A `teams.list[]` entry without player `code` (left as it is when it is no team object)."""
    if not isinstance(team, dict):
        return team
    out = dict(team)
    if isinstance(out.get("players"), list):
        out["players"] = [p for p in out["players"] if p != code]
    if out.get("captain") == code:
        del out["captain"]
    return out


def _found(s: Session, tournament: int | str) -> Tournament:
    """The tournament a write changes, by id or name, noted for the commit's announcement."""
    row = exchange.find_tournament(s, tournament)
    about(s, tournament_id=row.id)
    return row


def _quiet_rollback(session: Session) -> None:
    """Roll back after a failure without hiding it: on a dropped connection the rollback fails too."""
    with suppress(DBAPIError):
        session.rollback()


def _checked_seats(seats: Sequence[Mapping[str, Any]]) -> list[GameSeat]:
    """Ten seats numbered 1..10 once each, each with a name: what the engine accepts, and nothing else."""
    if len(seats) != SEAT_COUNT:
        raise StoreError(f"a game needs exactly {SEAT_COUNT} seats, got {len(seats)}")
    rows = []
    for given in seats:
        number = given.get("seat")
        name = given.get("player")
        ref = given.get("player_id")
        if not is_seat(number):
            raise StoreError(f"seat numbers are {SEAT_RANGE}, got {number!r}")
        if not isinstance(name, str) or not name.strip():
            raise StoreError(f"seat {number}: the player needs a name")
        if ref is not None and not isinstance(ref, str):
            raise StoreError(f"seat {number}: player_id must be a string or null, got {ref!r}")
        for label, value in (("the player's name", name), ("player_id", ref)):
            problem = None if value is None else text_problem(value)
            if problem is not None:
                raise StoreError(f"seat {number}: {label} {problem}")
        extra = {k: v for k, v in given.items() if k not in ("seat", "player", "player_id")}
        rows.append(GameSeat(game_id=0, seat=number, name=name, player_ref=ref, extra=extra))
    numbers = sorted(r.seat for r in rows)
    if numbers != list(SEATS):
        raise StoreError(f"seats must be {SEAT_RANGE} once each, got {numbers}")
    return sorted(rows, key=lambda r: r.seat)


def _register_fields(
    name: str, club: str | None, city: str | None, nickname: str | None
) -> tuple[str, str | None, str | None, str | None]:
    """A register entry's fields stripped, empty ones as None, each checked by the one rule for names."""
    name = name.strip()
    if not name:
        raise RegistrationError("a player needs a name")
    out: list[str | None] = []
    for label, value in (("club", club), ("city", city), ("nickname", nickname)):
        value = (value or "").strip() or None
        problem = None if value is None else text_problem(value)
        if problem is not None:
            raise RegistrationError(f"the player's {label} {problem}")
        out.append(value)
    problem = text_problem(name)
    if problem is not None:
        raise RegistrationError(f"the player's name {problem}")
    return name, out[0], out[1], out[2]


def _import(s: Session, data: object) -> int:
    """An exchange document stored or merged (exchange.import_tournament), a constraint the database holds
    that the checks did not see refused as the file's `invalid:` line."""
    return _import_or_merge(s, data)[0]


def _import_or_merge(
    s: Session, data: object, enrolment: exchange.Enrolment | None = None
) -> tuple[int, TTournament | None]:
    """`_import`, with a merge's result (exchange.import_or_merge)."""
    try:
        return exchange.import_or_merge(s, data, enrolment)
    except IntegrityError as exc:
        raise TournamentImportError(f"invalid: file: the database refused it: {exc.orig}") from exc


def _imported(s: Session, data: object) -> int:
    """`_import` of a whole document, the tournament's id noted for the commit's announcement."""
    tournament_id = _import(s, data)
    about(s, tournament_id=tournament_id)
    return tournament_id


def _in_register(s: Session, ids: Sequence[int]) -> set[int]:
    """Which of `ids` are register entries, read a few hundred at a time (store/bulk.py)."""
    players: Any = Player  # sqlmodel types `__table__` loosely
    rows = select_in(s.connection(), players.__table__, ("id",), "id", sorted(set(ids)))
    return {found for (found,) in rows}


def _merge_entries(s: Session, row: Tournament, **additions: Sequence[Mapping[str, Any]]) -> None:
    """`add_to_tournament`'s merge inside a transaction already open, so a change and its costs commit
    together."""
    _merge_document(s, row, additions)


def _merge_document(
    s: Session,
    row: Tournament,
    additions: Mapping[str, Sequence[Mapping[str, Any]]],
    enrolment: exchange.Enrolment | None = None,
) -> TTournament | None:
    """`_merge_entries`, with what a registration brings beyond the file's players (`enrolment`); returns the
    tournament as merged and stored."""
    from mafia_desk.tournament import tournament_to_dict

    document = tournament_to_dict(exchange.read_tournament(s, row))
    for key, entries in additions.items():
        present = document.get(key)
        document[key] = [
            *(present if isinstance(present, list) else []),
            *(map(_as_written, entries) if key == "players" else map(dict, entries)),
        ]
    return _import_or_merge(s, document, enrolment)[1]


def _as_written(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A player as the exchange file writes him: an empty club or city (None) left out, which reads the same.
    Then the merged tournament written out is this very document, and its check is not run twice
    (exchange.py, `_check_merged`)."""
    return {k: v for k, v in entry.items() if v is not None or k not in ("club", "city")}


def _check_change(
    t: TTournament,
    old: Sequence[RegistrationChangeRecord],
    order: Sequence[str],
    kind: str,
    code: str,
    stage: str,
    round_: int,
    replaces: str | None,
) -> None:
    """A change must agree with the games stored and with the changes before it."""
    where = f"round {round_} of {stage}"
    gone = {c.code for c in old if c.kind == "withdrawal"} | {c.replaces for c in old if c.replaces}
    if kind == "late":
        if any(c.code == code and c.kind in ("late", "substitute") for c in old):
            raise RegistrationError(f"{code} already has a late arrival or substitute entry recorded")
        before = games_before(t, code, order, stage, round_)
        if before:
            raise RegistrationError(f"{code} cannot arrive only at {where}: he plays {before[0]}")
        return
    leaving = code if kind == "withdrawal" else replaces
    assert leaving is not None
    if leaving in gone:
        raise RegistrationError(f"{leaving} has already withdrawn or been replaced")
    after = games_from(t, leaving, order, stage, round_)
    if after:
        raise RegistrationError(f"{leaving} cannot leave from {where}: he plays {after[0]}")
    if kind == "substitute":
        if code == replaces:
            raise RegistrationError("a player cannot replace himself")
        if any(c.code == code for c in old):
            raise RegistrationError(f"{code} already has a registration change recorded")
        before = games_before(t, code, order, stage, round_)
        if before:
            raise RegistrationError(f"{code} cannot take over only from {where}: he plays {before[0]}")
