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
from collections.abc import Mapping, Sequence
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
from mafia_desk.store.models import Game, GameEvent, GameLink, GameSeat, TableClaim, TournamentPlayer, utcnow
from mafia_desk.store.store import Store
from mafia_desk.tournament.names import tournament_names

ACTIVE, CONFLICT, SUPERSEDED, REFUSED = "active", "conflict", "superseded", "refused"
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"


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
) -> int:
    """Take a table of the server's draw for this laptop and return the laptop's game for it, seated.

    A table nobody plays yet gets its game on the server (with a new uid) and here. A table another laptop
    holds raises `TableHeld`, unless `takeover` (the judge's confirmed decision): then the epoch grows, the
    other laptop can no longer push, and this laptop continues from the server's copy of the log."""
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
    with server.writing(GAME, tournament_id=tournament_id) as s:
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
            about(s, LINK, game_id=game.id)  # a table claimed again: who holds it
            game_uid = str(existing.uid)
            claim = s.get(TableClaim, game.id)
            if claim is not None and claim.console != console and not takeover:
                connected = bool(
                    s.execute(
                        text(
                            "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' "
                            "AND classid = :cls AND objid = :g AND granted "
                            "AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))"
                        ),
                        {"cls": _PRESENCE_CLASS, "g": game.id},
                    ).scalar_one()
                )
                raise TableHeld(
                    f"table {table} is held by {claim.holder} since {claim.claimed_at:%H:%M}"
                    + (" (connected now)" if connected else " (not connected now)"),
                    claim.holder,
                    claim.claimed_at,
                    connected,
                )
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


def push(local: Store, server: Store, game_id: int, console: str) -> PushOutcome:
    """Bring the server's copy of the laptop's game level with it, in one server transaction.

    Raises `SyncConflict` (and marks the link) when the server's copy changed elsewhere; a `StoreError`
    from the network leaves everything as it was, to be pushed again."""
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
        with server.writing(EVENT, tournament_id=link.tournament_id) as s:
            game = _server_game(s, link.uid, lock=True)
            assert game.id is not None
            about(s, game_id=game.id)
            claim = s.get(TableClaim, game.id)
            if claim is None or claim.console != console or claim.epoch != link.epoch:
                who = claim.holder if claim is not None else "the organiser"
                raise SyncConflict(
                    f"{who} took table {link.table} over on the server"
                    + (f" at {claim.claimed_at:%H:%M}" if claim is not None else "")
                    + ": the server's copy of the game is no longer this laptop's"
                )
            finished = False
            refusal: TournamentImportError | None = None
            sent = 0
            if game.finished_at is not None:
                if _events(s, game.id) != local_events or not finished_here:
                    raise SyncConflict(
                        f"table {link.table}'s game was closed on the server while this laptop was away"
                    )
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
    local: Store, server: Store, game_id: int, *, holder: str, console: str
) -> PushOutcome:
    """The judge's other decision: this laptop's log replaces the server's copy (the table is taken back,
    as a take-over). Refused when the server's game is finished: its result is corrected in the
    organiser's window, never overwritten from a table."""
    link = game_link(local, game_id)
    if link is None:
        raise StoreError(f"game {game_id} is not a tournament server's game")
    with server.writing(LINK, tournament_id=link.tournament_id) as s:
        game = _server_game(s, link.uid, lock=True)
        assert game.id is not None
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
    return push(local, server, game_id, console)


def server_event_count(server: Store, uid: str) -> int:
    with server.reading() as s:
        game = _server_game(s, uid)
        return int(s.exec(select(func.count()).where(GameEvent.game_id == game.id)).one())
