"""A table laptop's game on the tournament server: claim a table, push the log, settle a conflict.

The laptop's own database is the journal. Every host action is committed there first (the screen shows it
only then), and `push` brings the server's copy level with it afterwards, so a network cut costs nothing
but the organiser's view of that table until it is back. Events are identified across databases by (game
uid, seq): a push deletes what the server holds past the prefix both agree on and inserts the rest, so a
repeated push (its acknowledgement lost with the network) is a no-op, and an undo reaches the server too.

Two laptops never write one game: the server's `table_claims` row names the holder, and `epoch` grows at
every take-over. A laptop pushes only under the epoch it claimed with; one that was taken over while cut off
finds a `SyncConflict` when it comes back, with both versions kept for the judge, and never overwrites the
new holder's events (docs/server.md, "Conflicts").
"""

from __future__ import annotations

import uuid
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, text, update
from sqlmodel import Session, col, select

from mafia_desk.game.model import SEAT_COUNT
from mafia_desk.rulesets.game import load_game_ruleset
from mafia_desk.store import exchange
from mafia_desk.store.commits import EVENT, GAME, LINK, about
from mafia_desk.store.errors import StoreError, TournamentImportError
from mafia_desk.store.interrupt import Interrupt, checked, watching
from mafia_desk.store.models import Game, GameEvent, GameLink, GameSeat, TableClaim, TournamentPlayer, utcnow
from mafia_desk.store.store import Store
from mafia_desk.tournament.names import tournament_names

ACTIVE, CONFLICT, SUPERSEDED, REFUSED = "active", "conflict", "superseded", "refused"
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"

# Points inside a server transaction, with its locks held, where `checkpoint` is called.
PUSH_LOCKED, CLAIM_LOCKED = "push: the game's row is locked", "claim: the game's row is locked"
# A test's hook, None in the product: the frozen-desk tests (tests/support/frozen_desk.py) stop their own
# process here, so a desk is frozen exactly while it holds a push's locks, as a dropped Wi-Fi leaves it.
checkpoint: Callable[[str], None] | None = None


def _reached(point: str) -> None:
    if checkpoint is not None:
        checkpoint(point)


class TableHeld(StoreError):
    """Another laptop holds the table's game: the judge may take it over (`claim_table(takeover=True)`)."""

    def __init__(self, message: str, holder: str, since: datetime, connected: bool) -> None:
        super().__init__(message)
        self.holder = holder
        self.since = since
        self.connected = connected


class SyncConflict(StoreError):
    """The server's copy of the game changed elsewhere: pushing would overwrite it, so nothing was pushed."""


@dataclass(frozen=True)
class LinkRecord:
    game_id: int  # on this laptop
    uid: str
    server: str
    tournament_id: int  # on the server
    tournament: str
    stage: str
    round: int
    table: int
    epoch: int
    pushed: int
    result_pending: bool
    state: str
    problem: str | None


@dataclass(frozen=True)
class PushOutcome:
    events: int  # the server's copy now has this many events, equal to the laptop's
    sent: int  # of which this push inserted (0 for a push with nothing new)
    finished: bool  # the result reached the server


@dataclass(frozen=True)
class TableHolder:
    """Who holds a table's live game on the server, as a plain read sees it (`table_holder`)."""

    game_id: int  # on the server
    holder: str
    console: str
    since: datetime
    connected: bool


@dataclass(frozen=True)
class ServerTable:
    """One table of a saved draw on the server, and who plays it."""

    tournament_id: int
    tournament: str
    ruleset_id: str
    stage: str
    round: int
    table: int
    codes: tuple[str, ...]
    names: tuple[str, ...]
    state: str  # WAITING, PLAYING or FINISHED
    holder: str | None
    connected: bool
    events: int


# --- keys of the server's advisory locks (two int4 keys: a class, then the object) ---
_CLAIM_CLASS = 4243  # a transaction lock per table while it is claimed: two claims never interleave
_PRESENCE_CLASS = 4244  # a session lock per game, held by its holder's connection: "connected"


def _table_key(tournament_id: int, stage: str, round_no: int, table: int) -> int:
    return zlib.crc32(f"{tournament_id}/{stage}/{round_no}/{table}".encode()) - 2**31


def presence_key(game_id: int) -> tuple[int, int]:
    return _PRESENCE_CLASS, game_id


# --- the laptop's side: links ---


def _record(link: GameLink) -> LinkRecord:
    return LinkRecord(
        link.game_id or 0,
        link.uid,
        link.server,
        link.tournament_id,
        link.tournament,
        link.stage,
        link.round,
        link.table_no,
        link.epoch,
        link.pushed,
        link.result is not None and not link.result_pushed,
        link.state,
        link.problem,
    )


def game_link(local: Store, game_id: int) -> LinkRecord | None:
    with local.reading() as s:
        link = s.get(GameLink, game_id)
        return None if link is None else _record(link)


def links(local: Store, *, server: str | None = None, open_only: bool = True) -> list[LinkRecord]:
    """The laptop's server games; `open_only`: those with something left to push or settle."""
    with local.reading() as s:
        rows = s.exec(select(GameLink).order_by(col(GameLink.game_id))).all()
        found = [_record(r) for r in rows if server is None or r.server == server]
    if not open_only:
        return found
    return [r for r in found if r.state in (ACTIVE, CONFLICT, REFUSED)]


def _set_link(local: Store, game_id: int, **values: Any) -> None:
    with local.writing(LINK, game_id=game_id) as s:
        s.exec(update(GameLink).where(col(GameLink.game_id) == game_id).values(**values))


# --- the server's side ---


def server_tables(server: Store, tournament_id: int | None = None) -> list[ServerTable]:
    """Every full table of every saved draw (of one tournament, or of every one not archived), with its
    game's state and holder: the host's list to pick his table from, and the organiser's view of who plays."""
    out: list[ServerTable] = []
    tournaments = [t for t in server.list_tournaments() if tournament_id in (None, t.id)]
    with server.reading() as s:
        claims = {
            (row[0], row[1], row[2], row[3]): row[4:]
            for row in s.execute(
                text(
                    "SELECT g.tournament_id, st.code, r.number, g.table_no, g.finished_at IS NOT NULL, "
                    "c.holder, (SELECT count(*) FROM game_events e WHERE e.game_id = g.id), "
                    "EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' "
                    "        AND l.database = (SELECT oid FROM pg_database "
                    "                          WHERE datname = current_database()) "
                    "        AND l.classid = :cls AND l.objid = g.id AND l.granted) "
                    "FROM games g JOIN rounds r ON r.id = g.round_id JOIN stages st ON st.id = r.stage_id "
                    "LEFT JOIN table_claims c ON c.game_id = g.id "
                    "WHERE g.uid IS NOT NULL OR g.finished_at IS NOT NULL "
                    "ORDER BY g.finished_at NULLS FIRST, g.id"
                ),
                {"cls": _PRESENCE_CLASS},
            ).all()
        }
    for t in tournaments:
        if t.archived:
            continue
        tournament = server.load_tournament(t.id)
        names = tournament_names(tournament)  # a namesake told apart on the host's screen and the hall's
        done = {(g.stage, g.round, g.table) for g in tournament.games}
        for record in server.seating_draws(t.id):
            for number, seated in enumerate(record.draw.get("tables", []), start=1):
                codes = tuple(str(c) for c in seated)
                if len(codes) != SEAT_COUNT:
                    continue
                state, holder, connected, events = WAITING, None, False, 0
                claim = claims.get((t.id, record.stage, record.round, number))
                if (record.stage, record.round, number) in done:
                    state = FINISHED
                elif claim is not None:
                    finished, holder, events, connected = claim
                    state = FINISHED if finished else PLAYING
                out.append(
                    ServerTable(
                        t.id,
                        t.name,
                        t.ruleset_id,
                        record.stage,
                        record.round,
                        number,
                        codes,
                        tuple(names.get(c, c) for c in codes),
                        state,
                        holder,
                        bool(connected),
                        int(events or 0),
                    )
                )
    return out


_CONNECTED = (
    "EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = :cls "
    "AND l.objid = g.id AND l.granted "
    "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))"
)


def table_holder(
    server: Store, *, tournament_id: int, stage: str, round_no: int, table: int
) -> TableHolder | None:
    """Who holds the table's live game, or None when nobody does: one plain SELECT, no lock taken nor
    waited for, so asking never waits behind a desk's write (a desk that stopped mid-push holds its game's
    row until the server ends its session). A claim that goes ahead checks again under its locks."""
    with server.reading() as s:
        row = s.execute(
            text(
                "SELECT g.id, c.holder, c.console, c.claimed_at, "
                + _CONNECTED
                + " FROM games g JOIN rounds r ON r.id = g.round_id JOIN stages st ON st.id = r.stage_id "
                "JOIN table_claims c ON c.game_id = g.id "
                "WHERE g.tournament_id = :t AND st.code = :stage AND r.number = :round "
                "AND g.table_no = :table AND g.uid IS NOT NULL AND g.finished_at IS NULL "
                "ORDER BY g.id DESC LIMIT 1"
            ),
            {"t": tournament_id, "stage": stage, "round": round_no, "table": table, "cls": _PRESENCE_CLASS},
        ).first()
    if row is None:
        return None
    return TableHolder(int(row[0]), str(row[1]), str(row[2]), row[3], bool(row[4]))


def _held(table: int, holder: str, since: datetime, connected: bool) -> TableHeld:
    return TableHeld(
        f"table {table} is held by {holder} since {since:%H:%M}"
        + (" (connected now)" if connected else " (not connected now)"),
        holder,
        since,
        connected,
    )


def _server_game(s: Session, uid: str, lock: bool = False) -> Game:
    query = select(Game).where(Game.uid == uid)
    if lock:
        query = query.with_for_update()
    game = s.exec(query).first()
    if game is None:
        raise SyncConflict(f"the server has no game {uid} any more (the organiser removed it)")
    return game


def _events(s: Session, game_id: int, after: int = 0) -> list[dict[str, Any]]:
    rows = s.exec(
        select(GameEvent.data)
        .where(GameEvent.game_id == game_id, GameEvent.seq > after)
        .order_by(col(GameEvent.seq))
    ).all()
    return [dict(d) for d in rows]


def claim_table(
    local: Store,
    server: Store,
    *,
    tournament_id: int,
    stage: str,
    round_no: int,
    table: int,
    holder: str,
    console: str,
    takeover: bool = False,
    interrupt: Interrupt | None = None,
) -> int:
    """Take a table of the server's draw for this laptop and return the laptop's game for it, seated.

    A table nobody plays yet gets its game on the server (with a new uid) and here. A table another laptop
    holds raises `TableHeld`, unless `takeover` (the judge's confirmed decision): then the epoch grows, the
    other laptop can no longer push, and this laptop continues from the server's copy of the log.

    Learning that the table is held takes no lock: only a claim that goes ahead locks, and its wait for a
    lock is cut short by the session's `lock_timeout` (`ServerBusyError`, nothing changed: try again).
    `interrupt` lets another thread cancel the call while it waits (`WaitCancelledError`)."""
    checked(interrupt)
    table_row = next(
        (
            t
            for t in server_tables(server, tournament_id)
            if (t.stage, t.round, t.table) == (stage, round_no, table)
        ),
        None,
    )
    if table_row is None:
        raise StoreError(f"the server's draw has no table {table} in {stage} round {round_no}")
    if table_row.state == FINISHED:
        raise StoreError(f"table {table} of {stage} round {round_no} is finished on the server")
    held = table_holder(server, tournament_id=tournament_id, stage=stage, round_no=round_no, table=table)
    if held is not None and held.console != console and not takeover:
        raise _held(table, held.holder, held.since, held.connected)
    checked(interrupt)
    info = server.tournament_info(tournament_id)
    rules = load_game_ruleset(info.ruleset_id, dict(info.ruleset_options))
    seats: list[dict[str, Any]] = [
        {"seat": n, "player": name, "player_id": code}
        for n, (code, name) in enumerate(zip(table_row.codes, table_row.names, strict=True), start=1)
    ]
    meta = {
        "tournament": info.name,
        "stage": stage,
        "round": round_no,
        "game": round_no,
        "table": table,
        "title": info.name,
    }
    with server.writing(GAME, tournament_id=tournament_id) as s, watching(interrupt, s):
        s.execute(
            text("SELECT pg_advisory_xact_lock(:cls, :key)"),
            {"cls": _CLAIM_CLASS, "key": _table_key(tournament_id, stage, round_no, table)},
        )
        existing = s.execute(
            text(
                "SELECT g.id, g.uid FROM games g JOIN rounds r ON r.id = g.round_id "
                "JOIN stages st ON st.id = r.stage_id WHERE g.tournament_id = :t AND st.code = :stage "
                "AND r.number = :round AND g.table_no = :table AND g.uid IS NOT NULL "
                "AND g.finished_at IS NULL ORDER BY g.id DESC LIMIT 1"
            ),
            {"t": tournament_id, "stage": stage, "round": round_no, "table": table},
        ).first()
        now = utcnow()
        if existing is None:
            game_uid = str(uuid.uuid4())
            game = Game(
                ruleset_id=info.ruleset_id,
                ruleset_options=rules.overrides() or None,
                log_version=_log_version(),
                meta=dict(meta),
                tournament_id=tournament_id,
                created_at=now,
                uid=game_uid,
            )
            game.round_id, game.table_no = Store.game_slot(s, tournament_id, stage, round_no, table)
            s.add(game)
            s.flush()
            assert game.id is not None
            about(s, game_id=game.id)
            regs = {
                r.code: r
                for r in s.exec(
                    select(TournamentPlayer).where(TournamentPlayer.tournament_id == tournament_id)
                )
            }
            for seat in seats:
                reg = regs.get(str(seat["player_id"]))
                s.add(
                    GameSeat(
                        game_id=game.id,
                        seat=int(seat["seat"]),
                        name=str(seat["player"]),
                        player_ref=str(seat["player_id"]),
                        tournament_player_id=reg.id if reg else None,
                        player_id=reg.player_id if reg else None,
                        extra={},
                    )
                )
            s.add(
                TableClaim(
                    game_id=game.id, holder=holder, console=console, epoch=1, claimed_at=now, seen_at=now
                )
            )
            epoch, events, log_version, options = 1, [], game.log_version, game.ruleset_options
            server_seats = seats
        else:
            game = _server_game(s, str(existing.uid), lock=True)
            assert game.id is not None
            _reached(CLAIM_LOCKED)
            about(s, LINK, game_id=game.id)  # a table claimed again: who holds it
            game_uid = str(existing.uid)
            claim = s.get(TableClaim, game.id)
            if claim is not None and claim.console != console and not takeover:
                # claimed by another laptop since the plain read above: said the same way
                connected = bool(
                    s.execute(
                        text("SELECT " + _CONNECTED + " FROM games g WHERE g.id = :g"),
                        {"cls": _PRESENCE_CLASS, "g": game.id},
                    ).scalar_one()
                )
                raise _held(table, claim.holder, claim.claimed_at, connected)
            if claim is None:
                claim = TableClaim(game_id=game.id, holder=holder, console=console, epoch=1, claimed_at=now)
            elif claim.console != console:
                claim.epoch += 1
                claim.claimed_at = now
            claim.holder, claim.console, claim.seen_at = holder, console, now
            s.add(claim)
            epoch = claim.epoch
            events = _events(s, game.id)
            log_version, options = game.log_version, game.ruleset_options
            seat_rows = s.exec(
                select(GameSeat).where(GameSeat.game_id == game.id).order_by(col(GameSeat.seat))
            )
            server_seats = [
                {**(r.extra or {}), "seat": r.seat, "player": r.name, "player_id": r.player_ref}
                for r in seat_rows
            ]
            meta = dict(game.meta or meta)
    return _local_copy(
        local,
        server,
        game_uid,
        info.ruleset_id,
        options,
        log_version,
        server_seats,
        meta,
        events,
        LinkFields(tournament_id, info.name, stage, round_no, table, epoch),
    )


@dataclass(frozen=True)
class LinkFields:
    tournament_id: int
    tournament: str
    stage: str
    round: int
    table: int
    epoch: int


def _log_version() -> int:
    from mafia_desk.game.log import LOG_VERSION

    return LOG_VERSION


def _local_copy(
    local: Store,
    server: Store,
    uid: str,
    ruleset_id: str,
    options: Mapping[str, Any] | None,
    log_version: int,
    seats: Sequence[Mapping[str, Any]],
    meta: Mapping[str, Any],
    events: Sequence[Mapping[str, Any]],
    fields: LinkFields,
) -> int:
    """The laptop's game for a claimed table, with the server's events so far, in one local transaction:
    a crash leaves either no copy or a whole one. An older copy of the same game here (this laptop held the
    table before a take-over) is superseded, never merged."""
    now = utcnow()
    with local.writing(LINK) as s:
        s.exec(
            update(GameLink)
            .where(col(GameLink.uid) == uid, col(GameLink.state).in_((ACTIVE, CONFLICT, REFUSED)))
            .values(state=SUPERSEDED, problem="the table was claimed again on this laptop")
        )
        game = Game(
            ruleset_id=ruleset_id,
            ruleset_options=dict(options) if options else None,
            log_version=log_version,
            meta={**dict(meta), "server_game": uid},
            created_at=now,
        )
        s.add(game)
        s.flush()
        assert game.id is not None
        about(s, game_id=game.id)
        for seat in seats:
            extra = {k: v for k, v in seat.items() if k not in ("seat", "player", "player_id")}
            s.add(
                GameSeat(
                    game_id=game.id,
                    seat=int(seat["seat"]),
                    name=str(seat["player"]),
                    player_ref=None if seat.get("player_id") is None else str(seat["player_id"]),
                    extra=extra,
                )
            )
        for seq, data in enumerate(events, start=1):
            s.add(GameEvent(game_id=game.id, seq=seq, data=dict(data), recorded_at=now))
        s.add(
            GameLink(
                game_id=game.id,
                uid=uid,
                server=server.url,
                tournament_id=fields.tournament_id,
                tournament=fields.tournament,
                stage=fields.stage,
                round=fields.round,
                table_no=fields.table,
                epoch=fields.epoch,
                pushed=len(events),
                result=None,
                result_pushed=False,
                state=ACTIVE,
            )
        )
        return game.id


def _taken_over(claim: TableClaim | None, link: LinkRecord, console: str) -> SyncConflict | None:
    """The conflict of a push whose table changed hands on the server, or None while it is still ours."""
    if claim is not None and claim.console == console and claim.epoch == link.epoch:
        return None
    who = claim.holder if claim is not None else "the organiser"
    return SyncConflict(
        f"{who} took table {link.table} over on the server"
        + (f" at {claim.claimed_at:%H:%M}" if claim is not None else "")
        + ": the server's copy of the game is no longer this laptop's"
    )


def _closed_elsewhere(link: LinkRecord) -> SyncConflict:
    return SyncConflict(f"table {link.table}'s game was closed on the server while this laptop was away")


def _level(
    server: Store, link: LinkRecord, console: str, finished_here: bool, events: int
) -> PushOutcome | None:
    """A push with nothing new to send, answered with plain reads (no lock, no write, so no notice to the
    organiser's windows): the outcome when the server already holds exactly the laptop's events, None when
    it holds more (an undo since, or the judge's "keep the laptop's version"), which takes a real push.
    An idle table's pusher asks this every few seconds, so a take-over still reaches the old laptop as a
    conflict within seconds, not only at its host's next action."""
    with server.reading() as s:
        game = _server_game(s, link.uid)
        conflict = _taken_over(s.get(TableClaim, game.id), link, console)
        finished = game.finished_at is not None
        held = int(s.exec(select(func.count()).where(GameEvent.game_id == game.id)).one())
    if conflict is not None:
        raise conflict
    if finished and not finished_here:
        raise _closed_elsewhere(link)
    return PushOutcome(events, 0, finished) if held == events else None


def push(
    local: Store, server: Store, game_id: int, console: str, *, interrupt: Interrupt | None = None
) -> PushOutcome:
    """Bring the server's copy of the laptop's game level with it, in one server transaction.

    Raises `SyncConflict` (and marks the link) when the server's copy changed elsewhere; a `StoreError`
    from the network leaves everything as it was, to be pushed again. With nothing new to send it writes
    nothing, here or on the server: the pusher of an idle table calls it every few seconds, and a write
    would announce itself to every organiser's window each time."""
    link = game_link(local, game_id)
    if link is None:
        raise StoreError(f"game {game_id} is not a tournament server's game")
    if link.state != ACTIVE:
        raise SyncConflict(link.problem or f"game {game_id} waits for the judge ({link.state})")
    # Whether the game is finished is read before its events: a finished game takes no more events, so
    # its events read after are all of them. Read the other way round, the host's last action and the result
    # committed in between went out as the result without that action, and the link counted it as waiting
    # for ever (a finished game is not pushed again).
    finished_here = local.game_info(game_id).finished_at is not None
    result = _pending_result(local, game_id) if finished_here else None
    local_events = local.game_events(game_id)
    base = min(link.pushed, len(local_events))
    try:
        if result is None and link.pushed == len(local_events):
            level = _level(server, link, console, finished_here, len(local_events))
            if level is not None:
                return level
        checked(interrupt)
        with server.writing(EVENT, tournament_id=link.tournament_id) as s, watching(interrupt, s):
            game = _server_game(s, link.uid, lock=True)
            assert game.id is not None
            _reached(PUSH_LOCKED)
            about(s, game_id=game.id)
            claim = s.get(TableClaim, game.id)
            conflict = _taken_over(claim, link, console)
            if conflict is not None:
                raise conflict
            assert claim is not None
            finished = False
            refusal: TournamentImportError | None = None
            sent = 0
            if game.finished_at is not None:
                if _events(s, game.id) != local_events or not finished_here:
                    raise _closed_elsewhere(link)
                # An earlier push closed it and its answer was lost with the network: nothing to send, but
                # the link below must learn it, or the laptop would count these as waiting for ever.
                finished = True
            else:
                s.exec(delete(GameEvent).where(col(GameEvent.game_id) == game.id, col(GameEvent.seq) > base))
                now = utcnow()
                for seq in range(base + 1, len(local_events) + 1):
                    s.add(
                        GameEvent(game_id=game.id, seq=seq, data=dict(local_events[seq - 1]), recorded_at=now)
                    )
                s.flush()
                claim.seen_at = now
                s.add(claim)
                if result is not None:
                    # the events go in even if the result is refused: the organiser sees the game as played
                    try:
                        with s.begin_nested():
                            exchange.record_result(s, game, result)
                            s.flush()
                        finished = True
                        about(s, GAME)
                    except TournamentImportError as err:
                        refusal = err
                sent = len(local_events) - base
    except SyncConflict as err:
        _set_link(local, game_id, state=CONFLICT, problem=str(err))
        raise
    values: dict[str, Any] = {"pushed": len(local_events)}
    if finished:
        values["result_pushed"] = True
    if refusal is not None:
        values.update(state=REFUSED, problem=str(refusal))
    _set_link(local, game_id, **values)
    if refusal is not None:
        raise refusal
    return PushOutcome(len(local_events), sent, finished)


def _pending_result(local: Store, game_id: int) -> dict[str, Any] | None:
    with local.reading() as s:
        link = s.get(GameLink, game_id)
        if link is None or link.result is None or link.result_pushed:
            return None
        return dict(link.result)


def done(link: LinkRecord, finished_here: bool) -> bool:
    """Nothing left to push for this game."""
    return link.state != ACTIVE or (finished_here and not link.result_pending)


def server_log(server: Store, uid: str) -> dict[str, Any]:
    """The server's copy of a game as a game log (docs/game-log.md), for the judge's comparison."""
    with server.reading() as s:
        game = _server_game(s, uid)
        assert game.id is not None
    return server.load_game_log(game.id)


def keep_server_version(local: Store, game_id: int) -> None:
    """The judge's decision in a conflict: the server's copy stands; the laptop's stays here as a record
    (finished, so it leaves the list of games to resume), and nothing of it is pushed."""
    with local.writing(LINK, game_id=game_id) as s:
        link = s.get(GameLink, game_id)
        if link is None:
            raise StoreError(f"game {game_id} is not a tournament server's game")
        link.state = SUPERSEDED
        link.problem = "the judge kept the server's version"
        s.add(link)
        game = s.get(Game, game_id)
        if game is not None and game.finished_at is None:
            game.finished_at = utcnow()
            s.add(game)


def keep_laptop_version(
    local: Store,
    server: Store,
    game_id: int,
    *,
    holder: str,
    console: str,
    interrupt: Interrupt | None = None,
) -> PushOutcome:
    """The judge's other decision: this laptop's log replaces the server's copy (the table is taken back,
    as a take-over). Refused when the server's game is finished: its result is corrected in the
    organiser's window, never overwritten from a table."""
    link = game_link(local, game_id)
    if link is None:
        raise StoreError(f"game {game_id} is not a tournament server's game")
    checked(interrupt)
    with server.writing(LINK, tournament_id=link.tournament_id) as s, watching(interrupt, s):
        game = _server_game(s, link.uid, lock=True)
        assert game.id is not None
        _reached(CLAIM_LOCKED)
        about(s, game_id=game.id)
        if game.finished_at is not None:
            raise StoreError(
                f"table {link.table}'s game is finished on the server: correct its result in the organiser's "
                "window (Games tab) instead"
            )
        claim = s.get(TableClaim, game.id)
        now = utcnow()
        if claim is None:
            claim = TableClaim(
                game_id=game.id, holder=holder, console=console, epoch=1, claimed_at=now, seen_at=now
            )
        else:
            claim.epoch += 1
            claim.holder, claim.console, claim.claimed_at, claim.seen_at = holder, console, now, now
        s.add(claim)
        epoch = claim.epoch
    _set_link(local, game_id, state=ACTIVE, problem=None, epoch=epoch, pushed=0)
    # The table is this laptop's again from here: a Cancel now would leave the judge's decision half told,
    # so the push goes on (it waits one lock timeout at most, and the pusher would send it anyway).
    return push(local, server, game_id, console)


def server_event_count(server: Store, uid: str) -> int:
    with server.reading() as s:
        game = _server_game(s, uid)
        return int(s.exec(select(func.count()).where(GameEvent.game_id == game.id)).one())
