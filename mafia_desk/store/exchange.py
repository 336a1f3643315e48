"""Tournaments between the tables and the exchange file's typed model (`mafia_desk.tournament`).

Import validates with `load_tournament` (the one set of checks every importer shares), then writes rows;
export rebuilds the `Tournament` from rows and lets `tournament_to_dict` write it, so both directions speak
exactly the format the rest of the app reads. The caller owns the transaction: nothing here commits.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import Text, bindparam, type_coerce
from sqlalchemy import insert as sa_insert
from sqlalchemy import select as sa_select
from sqlalchemy import update as sa_update
from sqlmodel import Session, col, select

from mafia_desk.seating.rounds import with_short_table_absences
from mafia_desk.store.bulk import insert_returning, select_in
from mafia_desk.store.errors import TournamentImportError, UnknownTournamentError
from mafia_desk.store.models import (
    Absence,
    Adjustment,
    Game,
    GameCorrection,
    GameResult,
    GameSeat,
    Player,
    ProtestRow,
    Round,
    SeatingDraw,
    Stage,
    Tournament,
    TournamentPlayer,
    utcnow,
)
from mafia_desk.store.models import StageClosing as StageClosingRow
from mafia_desk.store.records import MergeItem, MergePreview, MergeStatus
from mafia_desk.tournament import (
    Absence as TAbsence,
)
from mafia_desk.tournament import (
    Adjustment as TAdjustment,
)
from mafia_desk.tournament import (
    BestMove,
    Bonus,
    Penalty,
    Removal,
    Roles,
    TournamentFileError,
    effective_stages,
    load_tournament,
    tournament_to_dict,
)
from mafia_desk.tournament import (
    Game as TGame,
)
from mafia_desk.tournament import (
    Player as TPlayer,
)
from mafia_desk.tournament import (
    Stage as TStage,
)
from mafia_desk.tournament import (
    Tournament as TTournament,
)
from mafia_desk.tournament.export import closing_to_dict, game_to_dict, judge_to_dict, protest_to_dict
from mafia_desk.tournament.model import (
    Correction,
    Draw,
    EndedBy,
    Judge,
    Lot,
    Outcome,
    Protest,
    RemovalReason,
    Role,
    Ruling,
    StageClosing,
    game_where,
)
from mafia_desk.tournament.parse import parse_game

# Values per `IN (...)` list: below every backend's limit on bound parameters (SQLite: 32,766).
_IN_CHUNK = 5000
# One empty `extra` for every row that has none: store/bulk.py writes a value repeated as one object once.
_NO_EXTRA: dict[str, Any] = {}

# Ids are 64-bit on both backends: a bigger number is no id, rather than an overflow inside the driver.
_MAX_ID = 2**63 - 1
_ID_DIGITS = len(str(_MAX_ID))

# --- nested objects of a game result, kept as JSON ---


@dataclass(frozen=True)
class Enrolment:
    """What a registration in the organiser's window brings beyond the exchange file's players (neither
    reaches the file): the register entry the organiser picked for a player id, and a player's nickname,
    which fills his register entry's empty one."""

    player_ids: Mapping[str, int] = field(default_factory=dict)
    nicknames: Mapping[str, str] = field(default_factory=dict)


def _best_move_json(b: BestMove | None) -> dict[str, Any] | None:
    return None if b is None else {"seat": b.seat, "guess": list(b.guess), "extra": dict(b.extra)}


def _best_move(d: Mapping[str, Any] | None) -> BestMove | None:
    if d is None:
        return None
    g = d["guess"]
    return BestMove(seat=d["seat"], guess=(g[0], g[1], g[2]), extra=dict(d["extra"]))


def _bonus_json(b: Bonus) -> dict[str, Any]:
    return {"seat": b.seat, "points": b.points, "kind": b.kind, "extra": dict(b.extra)}


def _removal_json(r: Removal) -> dict[str, Any]:
    return {"seat": r.seat, "reason": r.reason, "extra": dict(r.extra)}


def _penalty_json(p: Penalty) -> dict[str, Any]:
    return {"seat": p.seat, "points": p.points, "reason": p.reason, "extra": dict(p.extra)}


def normalized_game(g: TGame) -> TGame:
    """Mafia seats in ascending order: roles are kept per seat, so that is the order they come back in."""
    mafia = sorted(g.roles.mafia)
    return replace(g, roles=replace(g.roles, mafia=(mafia[0], mafia[1])))


def game_json(g: TGame) -> str:
    """One game as the exchange file writes it, for messages that show two versions side by side."""
    return json.dumps(game_to_dict(g), ensure_ascii=False, sort_keys=False)


# --- reading ---


def find_tournament(session: Session, tournament: int | str) -> Tournament:
    """By id (an int, or a string of digits that is no tournament's name) or by exact name."""
    if isinstance(tournament, str):
        named = session.exec(select(Tournament).where(Tournament.name == tournament)).all()
        if len(named) > 1:
            ids = ", ".join(str(t.id) for t in named)
            raise UnknownTournamentError(
                f"{len(named)} tournaments are named {tournament!r} (ids {ids}); give the id instead"
            )
        if named:
            return named[0]
        digits = tournament.strip()
        if not (digits.isascii() and digits.isdigit()):
            raise UnknownTournamentError(f"no tournament named {tournament!r} (see `mafia-desk tournaments`)")
        if len(digits.lstrip("0")) > _ID_DIGITS:
            raise UnknownTournamentError(
                f"no tournament with an id of {len(digits):,} digits (see `mafia-desk tournaments`)"
            )
        tournament = int(digits)
    if not 0 < tournament <= _MAX_ID:
        raise UnknownTournamentError(f"no tournament with id {tournament} (see `mafia-desk tournaments`)")
    row = session.get(Tournament, tournament)
    if row is None:
        raise UnknownTournamentError(f"no tournament with id {tournament} (see `mafia-desk tournaments`)")
    return row


def read_tournament(session: Session, row: Tournament, cache: dict[int, TGame] | None = None) -> TTournament:
    """Rebuild the exchange-file model of a stored tournament: its finished games, in the order stored.

    `cache` (a Store's, used only in read-only sessions, where every row read is committed) keeps the games
    already built by their id: a finished game's rows never change (a correction is a row of its own), so a
    tournament re-read after each saved game builds only the new one (docs/store.md, "Reading a tournament").
    """
    tid = row.id
    stages = session.exec(select(Stage).where(Stage.tournament_id == tid).order_by(col(Stage.position))).all()
    stage_code = {s.id: s.code for s in stages}
    # Columns, not ORM objects: a tournament is re-read after every commit, and 20,000 registrations built
    # as objects cost longer than registering them (benchmarks/player_import.py). The rows are unpacked by
    # position (a Row's attribute costs a lookup) and `extra` is decoded only when it is not the usual `{}`.
    tp = TournamentPlayer
    regs = session.execute(
        sa_select(col(tp.id), col(tp.code), col(tp.name), col(tp.club), col(tp.city))
        .add_columns(type_coerce(col(tp.extra), Text))
        .where(col(tp.tournament_id) == tid)
        .order_by(col(tp.position))
    ).all()
    code_of = {reg_id: code for reg_id, code, *_ in regs}
    if cache is None:
        games = list(_read_games(session, tid, None, stage_code, code_of).values())
    else:
        finished = (
            sa_select(col(Game.id))
            .join(GameResult, col(GameResult.game_id) == col(Game.id))
            .where(col(Game.tournament_id) == tid)
            .order_by(col(Game.id))
        )
        ids = [game_id for (game_id,) in session.execute(finished).all()]
        missing = [i for i in ids if i not in cache]
        for start in range(0, len(missing), _IN_CHUNK):
            chunk = missing[start : start + _IN_CHUNK]
            cache.update(_read_games(session, tid, chunk, stage_code, code_of))
        games = [cache[i] for i in ids]
    absences = session.exec(
        select(Absence).where(Absence.tournament_id == tid).order_by(col(Absence.id))
    ).all()
    adjustments = session.exec(
        select(Adjustment).where(Adjustment.tournament_id == tid).order_by(col(Adjustment.id))
    ).all()
    draws = session.exec(
        select(SeatingDraw).where(SeatingDraw.tournament_id == tid).order_by(col(SeatingDraw.id))
    ).all()
    corrections = session.exec(
        select(GameCorrection).where(GameCorrection.tournament_id == tid).order_by(col(GameCorrection.id))
    ).all()
    closings = session.exec(
        select(StageClosingRow).where(StageClosingRow.tournament_id == tid).order_by(col(StageClosingRow.id))
    ).all()
    protests = session.exec(
        select(ProtestRow).where(ProtestRow.tournament_id == tid).order_by(col(ProtestRow.id))
    ).all()
    return TTournament(
        name=row.name,
        ruleset=row.ruleset_id,
        players=tuple(
            TPlayer(code, name, club, city, _stored_extra(extra))
            for _reg_id, code, name, club, city, extra in regs
        ),
        stages=tuple(_stage_from_row(s) for s in stages) if row.stages_given else None,
        games=tuple(games),
        absences=tuple(
            TAbsence(
                player=code_of[a.tournament_player_id],
                stage=stage_code[a.stage_id],
                round=a.round,
                kind=a.kind,  # type: ignore[arg-type]
                extra=dict(a.extra or {}),
            )
            for a in absences
        ),
        adjustments=tuple(
            TAdjustment(
                player=code_of[a.tournament_player_id],
                points=a.points,
                reason=a.reason or "",
                extra=dict(a.extra or {}),
            )
            for a in adjustments
        ),
        venue=row.venue,
        start=row.start_date,
        end=row.end_date,
        judges=None if row.judges is None else tuple(row.judges),
        judge_details=tuple(_judge_from_json(j) for j in row.judge_details or ()),
        draws=tuple(_draw_from_row(d, stage_code) for d in draws),
        corrections=tuple(_correction_from_row(c, stage_code) for c in corrections),
        closings=tuple(_closing_from_row(c, stage_code) for c in closings),
        protests=tuple(_protest_from_row(p, stage_code, code_of) for p in protests),
        extra=dict(row.extra or {}),
    )


def _stored_extra(text: str | None) -> dict[str, object]:
    """A row's `extra` as `JsonText` reads it; `{}` without the decoder (few rows have extra keys)."""
    if text is None or text == "{}":
        return {}
    return dict(json.loads(text) or {})


def _read_games(
    session: Session,
    tid: int | None,
    ids: list[int] | None,
    stage_code: Mapping[int | None, str],
    code_of: Mapping[int | None, str],
) -> dict[int, TGame]:
    """The tournament's finished games (only `ids`, when given) by game id, in id order."""
    # Plain column rows, not ORM objects: a big tournament has tens of thousands of seats.
    query = (
        sa_select(
            col(Game.id),
            col(Game.table_no),
            col(Round.stage_id),
            col(Round.number),
            col(GameResult.winner),
            col(GameResult.ended_by),
            col(GameResult.reason),
            col(GameResult.shot_night1),
            col(GameResult.best_move),
            col(GameResult.bonus),
            col(GameResult.removed),
            col(GameResult.penalties),
            col(GameResult.roles_extra),
            col(GameResult.extra),
        )
        .join(Round, col(Game.round_id) == col(Round.id))
        .join(GameResult, col(GameResult.game_id) == col(Game.id))
        .where(col(Game.tournament_id) == tid)
        .order_by(col(Game.id))
    )
    seat_query = (
        sa_select(
            col(GameSeat.game_id), col(GameSeat.seat), col(GameSeat.role), col(GameSeat.tournament_player_id)
        )
        .join(GameResult, col(GameResult.game_id) == col(GameSeat.game_id))
        .join(Game, col(Game.id) == col(GameSeat.game_id))
        .where(col(Game.tournament_id) == tid)
        .order_by(col(GameSeat.game_id), col(GameSeat.seat))
    )
    if ids is not None:
        query = query.where(col(Game.id).in_(ids))
        seat_query = seat_query.where(col(GameSeat.game_id).in_(ids))
    results = session.execute(query).all()
    seats_of: dict[int, list[Any]] = {}
    for seat in session.execute(seat_query).all():
        seats_of.setdefault(seat.game_id, []).append(seat)
    return {res.id: _game_from_rows(res, seats_of[res.id], stage_code, code_of) for res in results}


def _stage_from_row(s: Stage) -> TStage:
    seating = tuple(s.seating) if isinstance(s.seating, list) else s.seating
    return TStage(
        id=s.code,
        coefficient=s.coefficient,
        games=s.games,
        advance=s.advancement,
        tables=s.tables,
        seating=seating,
        hidden_from_round=s.hidden_from_round,
        extra=dict(s.extra or {}),
    )


# Keys of a stored draw's JSON that are the file's own; the rest are the draw's unknown keys. Its stage, round
# and seed are columns: a `round` or `seed` inside the JSON (the GUI's draws may hold one) yields to them.
_DRAW_COLUMNS = ("stage", "round", "seed")
_DRAW_JSON = ("tables", "sitting_out", "judges")


def _draw_json(d: Draw) -> dict[str, Any]:
    out = {**dict(d.extra), "tables": [list(t) for t in d.tables], "sitting_out": list(d.sitting_out)}
    if d.judges:
        out["judges"] = list(d.judges)
    return out


def judge_details_json(judges: Sequence[Judge]) -> list[dict[str, Any]] | None:
    """The tournaments.judge_details column: the file's `judge_details` entries, NULL when it has none."""
    return [dict(judge_to_dict(j)) for j in judges] or None


def _judge_from_json(j: Mapping[str, Any]) -> Judge:
    return Judge(
        name=j["name"],
        club=j.get("club"),
        city=j.get("city"),
        player=j.get("player"),
        extra={k: v for k, v in j.items() if k not in ("name", "club", "city", "player")},
    )


def _draw_from_row(d: SeatingDraw, stage_code: Mapping[int | None, str]) -> Draw:
    data = dict(d.draw)
    return Draw(
        stage=stage_code[d.stage_id],
        round=d.round,
        tables=tuple(tuple(t) for t in data.get("tables", [])),
        seed=d.seed,
        sitting_out=tuple(data.get("sitting_out", [])),
        judges=tuple(data.get("judges") or ()),
        extra={k: v for k, v in data.items() if k not in _DRAW_COLUMNS + _DRAW_JSON},
    )


def _correction_from_row(c: GameCorrection, stage_code: Mapping[int | None, str]) -> Correction:
    return Correction(
        stage=stage_code[c.stage_id],
        round=c.round,
        table=c.table_no,
        action="replace" if c.action == "replace" else "void",
        reason=c.reason,
        by=c.corrected_by,
        at=c.corrected_at,
        game=None if c.game is None else parse_game(c.game),
        extra=dict(c.extra or {}),
    )


def _closing_from_row(c: StageClosingRow, stage_code: Mapping[int | None, str]) -> StageClosing:
    return StageClosing(
        stage=stage_code[c.stage_id],
        through=tuple(c.through),
        by=c.closed_by,
        at=c.closed_at,
        lots=tuple(
            Lot(
                players=tuple(lot["players"]),
                order=tuple(lot["order"]),
                drawn=tuple(lot.get("drawn") or ()),
                extra={k: v for k, v in lot.items() if k not in ("players", "order", "drawn")},
            )
            for lot in c.lots
        ),
        extra=dict(c.extra or {}),
    )


_RULING_KEYS = ("decision", "reason", "by", "at")


def _protest_from_row(
    p: ProtestRow, stage_code: Mapping[int | None, str], code_of: Mapping[int | None, str]
) -> Protest:
    return Protest(
        id=p.code,
        stage=stage_code[p.stage_id],
        round=p.round,
        table=p.table_no,
        by=code_of[p.tournament_player_id],
        text=p.text,
        at=p.filed_at,
        filed_as="captain" if p.filed_as == "captain" else "player",
        rulings=tuple(
            Ruling(
                decision="upheld" if r["decision"] == "upheld" else "rejected",
                reason=r["reason"],
                by=r["by"],
                at=r["at"],
                extra={k: v for k, v in r.items() if k not in _RULING_KEYS},
            )
            for r in p.rulings
        ),
        extra=dict(p.extra or {}),
    )


def _rulings_json(p: Protest) -> list[dict[str, Any]]:
    return [
        {**dict(r.extra), "decision": r.decision, "reason": r.reason, "by": r.by, "at": r.at}
        for r in p.rulings
    ]


def _lot_json(lot: Lot) -> dict[str, Any]:
    out: dict[str, Any] = {**dict(lot.extra), "players": list(lot.players), "order": list(lot.order)}
    if lot.drawn:
        out["drawn"] = list(lot.drawn)
    return out


def check_stored(session: Session, row: Tournament) -> None:
    """Whether the stored tournament still exports as a valid file (after an edit outside an import)."""
    try:
        load_tournament(tournament_to_dict(read_tournament(session, row)))
    except TournamentFileError as exc:
        raise TournamentImportError(str(exc)) from exc


def check_draw(session: Session, row: Tournament, entry: Mapping[str, Any]) -> None:
    """Whether the stored tournament, with `entry` as its round's `draws[]` entry, is still a valid file."""
    _with_draw(read_tournament(session, row), entry)


def _with_draw(stored: TTournament, entry: Mapping[str, Any]) -> TTournament:
    document = tournament_to_dict(stored)
    draws = document.get("draws", [])
    assert isinstance(draws, list)
    key = (entry.get("stage"), entry.get("round"))
    document["draws"] = [d for d in draws if (d["stage"], d["round"]) != key] + [dict(entry)]
    return _loaded(document)


def _loaded(document: object) -> TTournament:
    try:
        return load_tournament(document)
    except TournamentFileError as exc:
        raise TournamentImportError(str(exc)) from exc


def check_draw_and_absences(session: Session, row: Tournament, entry: Mapping[str, Any]) -> None:
    """`check_draw`, and the round's short-table absences brought in line with the new draw in the same
    transaction: the old draw's taken back, the new one's `short_table` recorded (`with_short_table_absences`,
    what the headless draw does), the whole checked as a file (a player over the ruleset's limit is refused).
    The draw's own row is the caller's to write."""
    stored = read_tournament(session, row)
    t = _with_draw(stored, entry)
    key = (entry.get("stage"), entry.get("round"))
    old = next((d for d in stored.draws if (d.stage, d.round) == key), None)
    new = next(d for d in t.draws if (d.stage, d.round) == key)
    after = with_short_table_absences(t, old, new)
    if after.absences == t.absences:
        return
    _loaded(tournament_to_dict(after))
    _rewrite_entries(session, row, after, adjustments=False)


def _rewrite_entries(session: Session, row: Tournament, t: TTournament, *, adjustments: bool) -> None:
    """The stored absences (and `adjustments`) replaced by `t`'s, in its order."""
    for table in (Absence, Adjustment) if adjustments else (Absence,):
        for old in session.exec(select(table).where(table.tournament_id == row.id)).all():
            session.delete(old)
    session.flush()
    writer = _Writer(session, row)
    for a in t.absences:
        writer.add_absence(a)
    if adjustments:
        for adj in t.adjustments:
            writer.add_adjustment(adj)


def _game_from_rows(
    res: Any,
    seats: list[Any],
    stage_code: Mapping[int | None, str],
    code_of: Mapping[int | None, str],
) -> TGame:
    by_role: dict[str, list[int]] = {}
    for seat in seats:
        by_role.setdefault(seat.role or Role.CIVILIAN, []).append(seat.seat)
    mafia = sorted(by_role[Role.MAFIA])
    return TGame(
        stage=stage_code[res.stage_id],
        round=res.number,
        table=res.table_no or 0,
        players=tuple(code_of[s.tournament_player_id] for s in seats),
        roles=Roles(
            don=by_role[Role.DON][0],
            mafia=(mafia[0], mafia[1]),
            sheriff=by_role[Role.SHERIFF][0],
            extra=dict(res.roles_extra or {}),
        ),
        winner=Outcome(res.winner),
        ended_by=EndedBy(res.ended_by),
        reason=res.reason,
        shot_night1=res.shot_night1,
        best_move=_best_move(res.best_move),
        bonus=tuple(
            Bonus(seat=b["seat"], points=b["points"], kind=b["kind"], extra=dict(b["extra"]))
            for b in res.bonus or []
        ),
        removed=tuple(
            Removal(seat=r["seat"], reason=RemovalReason(r["reason"]), extra=dict(r["extra"]))
            for r in res.removed or []
        ),
        penalties=tuple(
            Penalty(seat=p["seat"], points=p["points"], reason=p["reason"], extra=dict(p["extra"]))
            for p in res.penalties or []
        ),
        extra=dict(res.extra or {}),
    )


# --- writing ---


class _Writer:
    """Inserts a tournament's objects, resolving stage ids, registrations and rounds once each."""

    def __init__(self, session: Session, row: Tournament) -> None:
        self.session = session
        self.row = row
        assert row.id is not None
        self.tid: int = row.id
        self.stage_ids: dict[str, int] = {
            s.code: s.id or 0
            for s in session.exec(select(Stage).where(Stage.tournament_id == self.tid)).all()
        }
        regs = session.exec(select(TournamentPlayer).where(TournamentPlayer.tournament_id == self.tid)).all()
        self.reg_ids: dict[str, int] = {r.code: r.id or 0 for r in regs}
        self.reg_player = {r.code: r.player_id for r in regs}
        self.reg_name = {r.code: r.name for r in regs}
        self.next_position = max((r.position for r in regs), default=-1) + 1
        self.round_ids: dict[tuple[str, int], int] = {}
        self._seats: list[dict[str, Any]] = []
        self._results: list[dict[str, Any]] = []

    def add_stages(self, stages: Iterable[TStage]) -> None:
        for position, stage in enumerate(stages):
            srow = Stage(
                tournament_id=self.tid,
                code=stage.id,
                position=position,
                coefficient=stage.coefficient,
                advancement=stage.advance,
                games=stage.games,
                tables=stage.tables,
                seating=list(stage.seating) if isinstance(stage.seating, tuple) else stage.seating,
                hidden_from_round=stage.hidden_from_round,
                extra=dict(stage.extra),
            )
            self.session.add(srow)
            self.session.flush()
            self.stage_ids[stage.id] = srow.id or 0

    def add_players(self, players: Sequence[TPlayer], enrolment: Enrolment | None = None) -> None:
        """Register `players`, each linked to the player register's entry with the same name, club and city
        (or a new one), so one person's games across tournaments can be found; `enrolment` (a registration
        from the organiser's window) names the entry of some and brings nicknames.

        In bulk: a query and a flush per player made an import of 16,000 players take half a minute
        (docs/store.md, "Import speed"); the rows go in with multi-row inserts that return their ids
        (store/bulk.py), a new register entry with its nickname.
        """
        if not players:
            return
        picked = enrolment.player_ids if enrolment is not None else {}
        nicknames = enrolment.nicknames if enrolment is not None else {}
        keys = [(p.name, p.club, p.city) for p in players]
        register = self._register_ids(sorted({p.name for p in players if p.id not in picked}))
        new: dict[tuple[str, str | None, str | None], str | None] = {}  # a new entry -> its first nickname
        for p, key in zip(players, keys, strict=True):
            if p.id in picked or key in register:
                continue
            if new.get(key) is None:
                new[key] = nicknames.get(p.id)
        if new:
            now = utcnow()
            for entry_id, name, club, city in insert_returning(
                self.session.connection(),
                _table(Player),
                ("name", "club", "city", "nickname", "created_at"),
                [(*key, nickname, now) for key, nickname in new.items()],
                ("id", "name", "club", "city"),
            ):
                register[(name, club, city)] = entry_id
        entry_of = [picked.get(p.id) or register[key] for p, key in zip(players, keys, strict=True)]
        created = {register[key] for key in new}
        wanted: dict[int, str] = {}  # an entry that was already in the register -> the first nickname for it
        for p, entry_id in zip(players, entry_of, strict=True):
            nickname = nicknames.get(p.id)
            if nickname is not None and entry_id not in created:
                wanted.setdefault(entry_id, nickname)
        self._fill_nicknames(wanted)
        for reg_id, code in insert_returning(
            self.session.connection(),
            _table(TournamentPlayer),
            ("tournament_id", "code", "player_id", "name", "club", "city", "position", "extra"),
            [
                (self.tid, p.id, pid, p.name, p.club, p.city, position, dict(p.extra) or _NO_EXTRA)
                for position, (p, pid) in enumerate(zip(players, entry_of, strict=True), self.next_position)
            ],
            ("id", "code"),
        ):
            self.reg_ids[code] = reg_id
        self.next_position += len(players)
        for p, pid in zip(players, entry_of, strict=True):
            self.reg_name[p.id] = p.name
            self.reg_player[p.id] = pid

    def _fill_nicknames(self, wanted: Mapping[int, str]) -> None:
        """A nickname fills a register entry's empty one and never overwrites it: the register's own stays."""
        if not wanted:
            return
        conn = self.session.connection()
        empty = [
            {"pid": pid, "nick": wanted[pid]}
            for pid, current in select_in(conn, _table(Player), ("id", "nickname"), "id", sorted(wanted))
            if not current
        ]
        if empty:
            conn.execute(
                sa_update(_table(Player))
                .where(_table(Player).c.id == bindparam("pid"))
                .values(nickname=bindparam("nick")),
                empty,
            )

    def _register_ids(self, names: list[str]) -> dict[tuple[str, str | None, str | None], int]:
        """The register's entries with these names, by (name, club, city); the oldest entry wins."""
        found: dict[tuple[str, str | None, str | None], int] = {}
        columns = ("id", "name", "club", "city")
        rows = select_in(self.session.connection(), _table(Player), columns, "name", names)
        for entry_id, name, club, city in sorted(rows):
            found.setdefault((name, club, city), entry_id)
        return found

    def round_id(self, stage: str, number: int) -> int:
        key = (stage, number)
        if key not in self.round_ids:
            stage_id = self.stage_ids[stage]
            found = self.session.exec(
                select(Round).where(Round.stage_id == stage_id, Round.number == number)
            ).first()
            if found is None:
                found = Round(stage_id=stage_id, number=number)
                self.session.add(found)
                self.session.flush()
            assert found.id is not None
            self.round_ids[key] = found.id
        return self.round_ids[key]

    def add_game(self, g: TGame, game: Game | None = None) -> None:
        """Store a finished game: a new row for an imported one, or the result of a `game` played here.

        Seats and results of new games are queued and written in bulk by `flush_games` (an import of
        thousands of games would spend seconds building ORM objects otherwise).
        """
        now = utcnow()
        round_id = self.round_id(g.stage, g.round)
        roles = {seat: g.roles.role_of(seat) for seat in range(1, len(g.players) + 1)}
        if game is None:
            game_id = self.session.execute(
                sa_insert(Game)
                .values(
                    ruleset_id=self.row.ruleset_id,
                    ruleset_options=None,
                    meta={},
                    tournament_id=self.tid,
                    round_id=round_id,
                    table_no=g.table,
                    finished_slot=1,
                    created_at=now,
                    finished_at=now,
                )
                .returning(col(Game.id))
            ).scalar_one()
            for index, code in enumerate(g.players):
                self._seats.append(
                    {
                        "game_id": game_id,
                        "seat": index + 1,
                        "name": self.reg_name[code],
                        "player_ref": code,
                        "tournament_player_id": self.reg_ids[code],
                        "player_id": self.reg_player[code],
                        "role": roles[index + 1],
                        "extra": {},
                    }
                )
        else:
            game.round_id = round_id
            game.table_no = g.table
            game.finished_slot = 1
            game.finished_at = now
            self.session.add(game)
            self.session.flush()
            assert game.id is not None
            game_id = game.id
            # The seats were stored when the game started: link them and give them their roles.
            for seat in self.session.exec(select(GameSeat).where(GameSeat.game_id == game_id)):
                code = g.players[seat.seat - 1]
                seat.player_ref = code
                seat.tournament_player_id = self.reg_ids[code]
                seat.player_id = self.reg_player[code]
                seat.role = roles[seat.seat]
                self.session.add(seat)
        self._results.append(
            {
                "game_id": game_id,
                "winner": g.winner,
                "ended_by": g.ended_by,
                "reason": g.reason,
                "shot_night1": g.shot_night1,
                "best_move": _best_move_json(g.best_move),
                "bonus": [_bonus_json(b) for b in g.bonus],
                "removed": [_removal_json(r) for r in g.removed],
                "penalties": [_penalty_json(p) for p in g.penalties],
                "roles_extra": dict(g.roles.extra),
                "extra": dict(g.extra),
            }
        )

    def flush_games(self) -> None:
        self.session.flush()
        if self._seats:
            self.session.execute(sa_insert(GameSeat), self._seats)
        if self._results:
            self.session.execute(sa_insert(GameResult), self._results)
        self._seats, self._results = [], []

    def add_absence(self, a: TAbsence) -> None:
        self.session.add(
            Absence(
                tournament_id=self.tid,
                tournament_player_id=self.reg_ids[a.player],
                stage_id=self.stage_ids[a.stage],
                round=a.round,
                kind=a.kind,
                extra=dict(a.extra),
            )
        )

    def add_draw(self, d: Draw) -> None:
        self.session.add(
            SeatingDraw(
                tournament_id=self.tid,
                stage_id=self.stage_ids[d.stage],
                round=d.round,
                seed=d.seed,
                draw=_draw_json(d),
                created_at=utcnow(),
            )
        )

    def add_correction(self, c: Correction) -> None:
        self.session.add(
            GameCorrection(
                tournament_id=self.tid,
                stage_id=self.stage_ids[c.stage],
                round=c.round,
                table_no=c.table,
                action=c.action,
                game=None if c.game is None else game_to_dict(c.game),
                reason=c.reason,
                corrected_by=c.by,
                corrected_at=c.at,
                extra=dict(c.extra),
                created_at=utcnow(),
            )
        )

    def add_closing(self, c: StageClosing) -> None:
        self.session.add(
            StageClosingRow(
                tournament_id=self.tid,
                stage_id=self.stage_ids[c.stage],
                through=list(c.through),
                lots=[_lot_json(lot) for lot in c.lots],
                closed_by=c.by,
                closed_at=c.at,
                extra=dict(c.extra),
                created_at=utcnow(),
            )
        )

    def add_protest(self, p: Protest) -> None:
        self.session.add(
            ProtestRow(
                tournament_id=self.tid,
                code=p.id,
                stage_id=self.stage_ids[p.stage],
                round=p.round,
                table_no=p.table,
                tournament_player_id=self.reg_ids[p.by],
                filed_as=p.filed_as,
                text=p.text,
                filed_at=p.at,
                rulings=_rulings_json(p),
                extra=dict(p.extra),
                created_at=utcnow(),
            )
        )

    def rule_protest(self, p: Protest) -> None:
        """The stored protest `p.id` given `p`'s longer history of rulings (a merge that continues it)."""
        row = self.session.exec(
            select(ProtestRow).where(ProtestRow.tournament_id == self.tid, ProtestRow.code == p.id)
        ).one()
        row.rulings = _rulings_json(p)
        self.session.add(row)

    def add_adjustment(self, a: TAdjustment) -> None:
        self.session.add(
            Adjustment(
                tournament_id=self.tid,
                tournament_player_id=self.reg_ids[a.player],
                points=a.points,
                reason=a.reason,
                extra=dict(a.extra),
            )
        )


# Our extension of the format: the history of edited and deleted absences and adjustments, a top-level key the
# spec does not define (so a reader that does not know it keeps it, and counts the live lists as they are).
AMENDMENTS = "amendments"
_ENTRY_LABELS = {"absences": "absence", "adjustments": "adjustment"}


def amend_entry(
    session: Session,
    row: Tournament,
    kind: str,
    index: int,
    was: Mapping[str, Any],
    now: Mapping[str, Any] | None,
    *,
    by: str,
    reason: str,
    at: str,
) -> None:
    """Replace (`now`) or delete (`now` None) entry `index` of the tournament's `absences` or `adjustments`,
    the change recorded in the `amendments` history with who, when, why and what the entry was.

    `was` is the entry as the caller saw it: one that no longer matches (changed meanwhile) is refused. The
    tournament with the change is checked like an imported file; anything wrong refuses the whole change
    with one `invalid:` line and nothing is written.
    """
    from mafia_desk.tournament import tournament_to_dict

    label = _ENTRY_LABELS.get(kind)
    if label is None:
        raise TournamentImportError(
            f"invalid: file: only absences and adjustments can be amended, not {kind!r}"
        )
    stored = read_tournament(session, row)
    document = tournament_to_dict(stored)
    entries = document[kind]
    assert isinstance(entries, list)
    if not 0 <= index < len(entries) or entries[index] != dict(was):
        raise TournamentImportError(
            f"invalid: file: the {label} {_json_text(dict(was))} is not stored (changed meanwhile?)"
        )
    by, reason = by.strip(), reason.strip()
    if not by or not reason:
        raise TournamentImportError(
            f"invalid: file: a change of an {label} needs the judge's name and its reason"
        )
    history = stored.extra.get(AMENDMENTS)
    record: dict[str, Any] = {
        "entry": label,
        "action": "delete" if now is None else "edit",
        "was": entries[index],
    }
    if now is None:
        del entries[index]
    else:
        entries[index] = dict(now)
        record["now"] = dict(now)
    record.update({"reason": reason, "by": by, "at": at})
    document[AMENDMENTS] = [*(history if isinstance(history, list) else []), record]
    t = _validated(document)
    check_amendments(t)
    _rewrite_entries(session, row, t, adjustments=True)
    row.extra = {**dict(row.extra or {}), AMENDMENTS: document[AMENDMENTS]}
    session.add(row)


def check_amendments(t: TTournament) -> None:
    """The `amendments` history, when a file has one: `{entry, action, was, now?, reason, by, at}` each."""
    history = t.extra.get(AMENDMENTS)
    if history is None:
        return
    if not isinstance(history, list):
        raise TournamentImportError("invalid: file: 'amendments' must be a list")
    for i, item in enumerate(history):
        ok = (
            isinstance(item, Mapping)
            and item.get("entry") in _ENTRY_LABELS.values()
            and item.get("action") in ("edit", "delete")
            and isinstance(item.get("was"), Mapping)
            and (item.get("action") == "delete" or isinstance(item.get("now"), Mapping))
            and all(isinstance(item.get(k), str) and item[k].strip() for k in ("reason", "by", "at"))
        )
        if not ok:
            raise TournamentImportError(
                f"invalid: file: amendments[{i}] must be {{entry: absence|adjustment, action: edit|delete, "
                "was, now (for an edit), reason, by, at}"
            )


def amendments_of(t: TTournament) -> list[Mapping[str, Any]]:
    """The history of edited and deleted absences and adjustments, oldest first."""
    history = t.extra.get(AMENDMENTS)
    return [h for h in history if isinstance(h, Mapping)] if isinstance(history, list) else []


def _table(model: type[Any]) -> Any:
    """A model's table, for a Core statement (sqlmodel types `__table__` loosely)."""
    return model.__table__


def _validated(data: object) -> TTournament:
    try:
        t = load_tournament(data)
    except TournamentFileError as exc:
        raise TournamentImportError(str(exc)) from exc
    check_amendments(t)
    corrections = tuple(
        c if c.game is None else replace(c, game=normalized_game(c.game)) for c in t.corrections
    )
    return replace(t, games=tuple(normalized_game(g) for g in t.games), corrections=corrections)


def import_tournament(session: Session, data: object) -> int:
    """Store a new tournament, or merge the file into the stored one of the same name (docs/store.md)."""
    return import_or_merge(session, data)[0]


def import_or_merge(
    session: Session, data: object, enrolment: Enrolment | None = None
) -> tuple[int, TTournament | None]:
    """`import_tournament`, which also returns a merge's result: the tournament as the merge stored it,
    checked (None for a tournament stored anew). `enrolment` goes with the players added
    (`_Writer.add_players`)."""
    t = _validated(data)
    same_name = session.exec(select(Tournament).where(Tournament.name == t.name)).all()
    if len(same_name) > 1:
        ids = ", ".join(str(r.id) for r in same_name)
        raise TournamentImportError(
            f"invalid: file: {len(same_name)} stored tournaments are named {t.name!r} (ids {ids}); "
            "cannot tell which one to merge into"
        )
    if same_name:
        row = same_name[0]
        merged = _merge(session, row, t, data, enrolment)
        assert row.id is not None
        return row.id, merged
    row = Tournament(
        name=t.name,
        ruleset_id=t.ruleset,
        stages_given=t.stages is not None,
        venue=t.venue,
        start_date=t.start,
        end_date=t.end,
        judges=None if t.judges is None else list(t.judges),
        judge_details=judge_details_json(t.judge_details),
        extra=dict(t.extra),
        created_at=utcnow(),
    )
    session.add(row)
    session.flush()
    writer = _Writer(session, row)
    writer.add_stages(effective_stages(t))
    writer.add_players(t.players, enrolment)
    _write_objects(writer, t.games, t.absences, t.adjustments)
    _write_organiser(writer, t.draws, t.corrections, t.closings)
    for p in t.protests:
        writer.add_protest(p)
    assert row.id is not None
    return row.id, None


def _write_objects(
    writer: _Writer, games: Iterable[TGame], absences: Iterable[TAbsence], adjustments: Iterable[TAdjustment]
) -> None:
    for g in games:
        writer.add_game(g)
    writer.flush_games()
    for a in absences:
        writer.add_absence(a)
    for adj in adjustments:
        writer.add_adjustment(adj)
    writer.session.flush()


def _write_organiser(
    writer: _Writer,
    draws: Iterable[Draw],
    corrections: Iterable[Correction],
    closings: Iterable[StageClosing] = (),
) -> None:
    for d in draws:
        writer.add_draw(d)
    for c in corrections:
        writer.add_correction(c)
    for closing in closings:
        writer.add_closing(closing)
    writer.session.flush()


def _describe_player(p: TPlayer) -> str:
    parts = [repr(p.name)] + [repr(v) for v in (p.club, p.city) if v is not None]
    if p.extra:
        parts.append(json.dumps(dict(p.extra), ensure_ascii=False))
    return ", ".join(parts)


class _Comparison:
    """What a file brings to a stored tournament, item by item: the one comparison behind a merge and its
    preview, so the window's preview can never promise what the merge then refuses (or the other way)."""

    def __init__(
        self, stored: TTournament, t: TTournament, document: object = None, *, itemized: bool = True
    ) -> None:
        """`document`: the file as `load_tournament` accepted it (`t` is it loaded), when at hand.
        `itemized=False` (a merge, not its preview): the players who are new or the same are not described
        item by item, which only the preview shows (20,000 descriptions for a registration)."""
        self.stored, self.t, self.document, self.itemized = stored, t, document, itemized
        self.items: list[MergeItem] = []
        self.problems: list[str] = []
        self.new_players: list[TPlayer] = []
        self.new_games: list[TGame] = []
        self.new_absences: list[TAbsence] = []
        self.new_adjustments: list[TAdjustment] = []
        self.new_draws: list[Draw] = []
        self.new_corrections: list[Correction] = []
        self.new_closings: list[StageClosing] = []
        self.new_protests: list[Protest] = []
        self.ruled_protests: list[Protest] = []  # stored protests the file continues with further rulings
        self.details: dict[str, Any] = {}
        self.extra: dict[str, object] = {}
        self.merged: TTournament | None = None

    def item(
        self,
        category: str,
        key: str,
        status: MergeStatus,
        stored: str | None,
        file: str | None,
        entries: tuple[object, object] = (None, None),
    ) -> None:
        self.items.append(MergeItem(category, key, status, stored, file, *entries))

    def conflict(
        self,
        category: str,
        key: str,
        stored: str,
        file: str,
        problem: str,
        entries: tuple[object, object] = (None, None),
    ) -> None:
        self.item(category, key, "conflict", stored, file, entries)
        self.problems.append(problem)

    def run(self) -> _Comparison:
        stored, t = self.stored, self.t
        if stored.ruleset != t.ruleset:
            self.conflict(
                "tournament",
                "ruleset",
                stored.ruleset,
                t.ruleset,
                f"invalid: file: the stored tournament {t.name!r} uses ruleset {stored.ruleset!r}, "
                f"the file {t.ruleset!r}",
            )
        if stored.stages != t.stages:
            self.conflict(
                "tournament",
                "stages",
                _stages_text(stored.stages),
                _stages_text(t.stages),
                f"invalid: file: the stages differ from the stored tournament {t.name!r}'s: stored "
                f"{_stages_text(stored.stages)}, file {_stages_text(t.stages)}",
            )
        self._details()
        self._players()
        self._games()
        self._draws()
        self._corrections()
        self._closings()
        self._protests()
        self._absences()
        self._adjustments()
        self.extra = {**dict(t.extra), **dict(stored.extra)}
        self._amendments()
        if not self.problems:
            self._check_merged()
        return self

    def _players(self) -> None:
        known = {p.id: p for p in self.stored.players}
        for p in self.t.players:
            old = known.get(p.id)
            if old is None:
                self.new_players.append(p)
                if self.itemized:
                    self.item("players", p.id, "new", None, _describe_player(p), (None, p))
            elif old == p:
                if self.itemized:
                    self.item("players", p.id, "same", _describe_player(old), _describe_player(p), (old, p))
            else:
                self.conflict(
                    "players",
                    p.id,
                    _describe_player(old),
                    _describe_player(p),
                    f"invalid: player {p.id}: stored as {_describe_player(old)}, "
                    f"the file says {_describe_player(p)}",
                    (old, p),
                )

    def _games(self) -> None:
        known = {(g.stage, g.round, g.table): g for g in self.stored.games}
        for g in self.t.games:
            old = known.get((g.stage, g.round, g.table))
            if old is None:
                self.new_games.append(g)
                self.item("games", g.where, "new", None, game_json(g), (None, g))
            elif old == g:
                self.item("games", g.where, "same", game_json(old), game_json(g), (old, g))
            else:
                self.conflict(
                    "games",
                    g.where,
                    game_json(old),
                    game_json(g),
                    f"invalid: {g.where}: a different game is already stored for this stage, round and "
                    f"table\n  stored: {game_json(old)}\n"
                    f"  file:   {game_json(g)}",
                    (old, g),
                )

    def _details(self) -> None:
        """Venue, dates and judges: a file without one keeps the stored one; two different ones conflict."""
        for key in ("venue", "start", "end", "judges", "judge_details"):
            # judge_details is () when the file has none: no value, like a None
            old, new = getattr(self.stored, key) or None, getattr(self.t, key) or None
            if old is not None and new is not None and old != new:
                was, now = (
                    (judge_details_json(old), judge_details_json(new))
                    if key == "judge_details"
                    else (old, new)
                )
                self.conflict(
                    "tournament",
                    key,
                    _json_text(was),
                    _json_text(now),
                    f"invalid: file: '{key}' differs from the stored tournament {self.t.name!r}'s: stored "
                    f"{_json_text(was)}, file {_json_text(now)}",
                )
            value = old if new is None else new
            self.details[key] = () if key == "judge_details" and value is None else value

    def _draws(self) -> None:
        """A draw of a round without one is added; the same draw again is nothing; another one conflicts."""
        known = {(d.stage, d.round): d for d in self.stored.draws}
        for d in self.t.draws:
            old = known.get((d.stage, d.round))
            key = f"stage {d.stage}, round {d.round}"
            shown = _json_text(_draw_json(d) | {"seed": d.seed})
            if old is None:
                self.new_draws.append(d)
                self.item("draws", key, "new", None, shown, (None, d))
            elif old == d:
                self.item("draws", key, "same", shown, shown, (old, d))
            else:
                shown_old = _json_text(_draw_json(old) | {"seed": old.seed})
                self.conflict(
                    "draws",
                    key,
                    shown_old,
                    shown,
                    f"invalid: stage {d.stage}: a different draw of round {d.round} is already stored\n"
                    f"  stored: {shown_old}\n"
                    f"  file:   {shown}",
                    (old, d),
                )

    def _corrections(self) -> None:
        """Each game's corrections are a history: the file may repeat the stored one and continue it.

        A file whose history of a game is a prefix of the stored one brings nothing new; one that extends it
        adds its further entries; any other differs from what the store holds and is refused, both shown, like
        a conflicting game.
        """
        keys = dict.fromkeys((c.stage, c.round, c.table) for c in self.t.corrections)
        for key in keys:
            old = self.stored.corrections_of(*key)
            theirs = self.t.corrections_of(*key)
            shown_old = "; ".join(_correction_text(c) for c in old)
            shown_new = "; ".join(_correction_text(c) for c in theirs)
            where = game_where(*key)
            if old[: len(theirs)] == theirs:
                self.item("corrections", where, "same", shown_old, shown_new, (old, theirs))
            elif theirs[: len(old)] == old:
                self.new_corrections.extend(theirs[len(old) :])
                self.item("corrections", where, "new", shown_old or None, shown_new, (old or None, theirs))
            else:
                self.conflict(
                    "corrections",
                    where,
                    shown_old,
                    shown_new,
                    f"invalid: {where}: the file's corrections of this game differ from the stored ones\n"
                    f"  stored: {shown_old}\n"
                    f"  file:   {shown_new}",
                    (old, theirs),
                )

    def _closings(self) -> None:
        """A closing of a stage not yet closed is added; the same one again is nothing; another one conflicts:
        a stage's entry list, once announced, changes only by the organiser's hand, never by a merge."""
        for c in self.t.closings:
            old = self.stored.closing(c.stage)
            key = f"stage {c.stage}"
            shown = _json_text(closing_to_dict(c))
            if old is None:
                self.new_closings.append(c)
                self.item("closings", key, "new", None, shown, (None, c))
            elif old == c:
                self.item("closings", key, "same", shown, shown, (old, c))
            else:
                shown_old = _json_text(closing_to_dict(old))
                self.conflict(
                    "closings",
                    key,
                    shown_old,
                    shown,
                    f"invalid: stage {c.stage}: a different closing is already stored\n"
                    f"  stored: {shown_old}\n"
                    f"  file:   {shown}",
                    (old, c),
                )

    def _protests(self) -> None:
        """A protest is matched by its id. Its rulings are a history, like a game's corrections: a file may
        repeat the stored one or continue it (a ruling made on another laptop); anything else about the same
        id (another game, filer, text, or a different ruling) conflicts, both shown."""
        for p in self.t.protests:
            old = self.stored.protest(p.id)
            key = f"protest {p.id}"
            shown = _json_text(protest_to_dict(p))
            if old is None:
                self.new_protests.append(p)
                self.item("protests", key, "new", None, shown, (None, p))
                continue
            shown_old = _json_text(protest_to_dict(old))
            same_filing = replace(old, rulings=()) == replace(p, rulings=())
            if same_filing and old.rulings[: len(p.rulings)] == p.rulings:
                self.item("protests", key, "same", shown_old, shown, (old, p))
            elif same_filing and p.rulings[: len(old.rulings)] == old.rulings:
                self.ruled_protests.append(p)
                self.item("protests", key, "new", shown_old, shown, (old, p))
            else:
                self.conflict(
                    "protests",
                    key,
                    shown_old,
                    shown,
                    f"invalid: {p.where}: protest {p.id} differs from the stored one\n"
                    f"  stored: {shown_old}\n"
                    f"  file:   {shown}",
                    (old, p),
                )

    def _amendments(self) -> None:
        """The history of amended entries, like a game's corrections: a file may repeat the stored one and
        continue it; one that differs is refused."""
        old, theirs = amendments_of(self.stored), amendments_of(self.t)
        if old[: len(theirs)] == theirs:
            return
        if theirs[: len(old)] == old:
            self.extra[AMENDMENTS] = list(theirs)
            return
        self.conflict(
            "amendments",
            "history",
            _json_text(old),
            _json_text(theirs),
            "invalid: file: the file's history of amended absences and adjustments differs from the "
            "stored one",
        )

    def _amended(self, kind: str) -> list[Mapping[str, Any]]:
        """The entries of `kind` the stored history edited or deleted: a file that still carries one (a table
        laptop's copy made before the change) does not bring it back."""
        return [h["was"] for h in amendments_of(self.stored) if h.get("entry") == _ENTRY_LABELS[kind]]

    def _absences(self) -> None:
        amended = self._amended("absences")
        for a in self.t.absences:
            key = f"player {a.player}, {a.stage} round {a.round}"
            if a not in self.stored.absences and _absence_dict(a) in amended:
                self.item("absences", key, "same", None, a.kind, (None, a))
            elif a in self.stored.absences:
                self.item("absences", key, "same", a.kind, a.kind, (a, a))
            elif a not in self.new_absences:
                self.new_absences.append(a)
                self.item("absences", key, "new", None, a.kind, (None, a))

    def _adjustments(self) -> None:
        # Adjustments may repeat legitimately (late twice): add only the file's copies beyond the stored ones.
        unmatched = list(self.stored.adjustments)
        amended = self._amended("adjustments")
        for adj in self.t.adjustments:
            key = f"player {adj.player}"
            shown = f"{adj.points:+g} {adj.reason}".strip()
            if adj not in unmatched and _adjustment_dict(adj) in amended:
                amended.remove(_adjustment_dict(adj))
                self.item("adjustments", key, "same", None, shown, (None, adj))
            elif adj in unmatched:
                unmatched.remove(adj)
                self.item("adjustments", key, "same", shown, shown, (adj, adj))
            else:
                self.new_adjustments.append(adj)
                self.item("adjustments", key, "new", None, shown, (None, adj))

    def _check_merged(self) -> None:
        stored = self.stored
        merged = replace(
            stored,
            players=stored.players + tuple(self.new_players),
            games=stored.games + tuple(self.new_games),
            absences=stored.absences + tuple(self.new_absences),
            adjustments=stored.adjustments + tuple(self.new_adjustments),
            draws=stored.draws + tuple(self.new_draws),
            corrections=stored.corrections + tuple(self.new_corrections),
            closings=stored.closings + tuple(self.new_closings),
            protests=tuple(self._ruled(p) for p in stored.protests) + tuple(self.new_protests),
            extra=self.extra,
            **self.details,
        )
        merged_document = tournament_to_dict(merged)
        if self.document is not None and merged_document == self.document:
            # The merge gives the very document the file's check has just accepted (a registration: the
            # stored tournament written out with the new players after it): `load_tournament` would read
            # the same values and check them alike a second time (a third of a 20,000-player import).
            self.merged = merged
            return
        try:
            load_tournament(merged_document)
        except TournamentFileError as exc:
            self.problems.append(f"{exc} (once merged into the stored tournament {self.t.name!r})")
            return
        self.merged = merged

    def _ruled(self, stored: Protest) -> Protest:
        return next((p for p in self.ruled_protests if p.id == stored.id), stored)

    def preview(self, stored_name: str) -> MergePreview:
        return MergePreview(self.t.name, stored_name, tuple(self.items), tuple(self.problems))


def merge_preview(session: Session, row: Tournament, data: object) -> MergePreview:
    """What merging `data` into `row` would add, skip and refuse, without writing anything."""
    t = _validated(data)
    return _Comparison(read_tournament(session, row), t, data).run().preview(row.name)


def _merge(
    session: Session, row: Tournament, t: TTournament, document: object, enrolment: Enrolment | None = None
) -> TTournament:
    stored = read_tournament(session, row)
    plan = _Comparison(stored, t, document, itemized=False).run()
    if plan.problems:
        raise TournamentImportError("\n".join(plan.problems))
    merged = plan.merged
    assert merged is not None
    writer = _Writer(session, row)
    writer.add_players(plan.new_players, enrolment)
    _write_objects(writer, plan.new_games, plan.new_absences, plan.new_adjustments)
    _write_organiser(writer, plan.new_draws, plan.new_corrections, plan.new_closings)
    for p in plan.new_protests:
        writer.add_protest(p)
    for p in plan.ruled_protests:
        writer.rule_protest(p)
    if plan.extra != dict(stored.extra) or any(getattr(stored, k) != v for k, v in plan.details.items()):
        row.extra = plan.extra
        row.venue, row.start_date, row.end_date = merged.venue, merged.start, merged.end
        row.judges = None if merged.judges is None else list(merged.judges)
        row.judge_details = judge_details_json(merged.judge_details)
        session.add(row)
    return merged


def _absence_dict(a: TAbsence) -> dict[str, Any]:
    return {**dict(a.extra), "player": a.player, "stage": a.stage, "round": a.round, "kind": a.kind}


def _adjustment_dict(a: TAdjustment) -> dict[str, Any]:
    return {**dict(a.extra), "player": a.player, "points": a.points, "reason": a.reason}


def _json_text(value: object) -> str:
    return json.dumps(list(value) if isinstance(value, tuple) else value, ensure_ascii=False)


def _correction_text(c: Correction) -> str:
    what = c.action if c.game is None else f"replace with {game_json(c.game)}"
    return f"{what} by {c.by} at {c.at}: {c.reason}"


def _stages_text(stages: tuple[TStage, ...] | None) -> str:
    if stages is None:
        return "the ruleset's default stages"
    return (
        "[" + ", ".join(f"{s.id} x{s.coefficient if s.coefficient is not None else 1}" for s in stages) + "]"
    )


def _credited(refs: list[str | None], entry: Mapping[str, Any]) -> list[str | None]:
    """The seated players as the result may credit them: a seat the host's log replaced may hold its last
    substitute instead (replacement_result = substitute), and only the substitute its `replacements` name."""
    players = entry.get("players")
    out = list(refs)
    raw = entry.get("replacements")
    if not isinstance(players, list) or not isinstance(raw, list):
        return out
    last: dict[int, object] = {}
    for item in raw:
        if isinstance(item, Mapping) and isinstance(item.get("seat"), int) and 1 <= item["seat"] <= len(out):
            last[item["seat"]] = item.get("player_id")
    for seat, pid in last.items():
        if isinstance(pid, str) and seat <= len(players) and players[seat - 1] == pid:
            out[seat - 1] = pid
    return out


def record_result(session: Session, game: Game, entry: Mapping[str, Any]) -> None:
    """Attach a tournament game's result, checked with everything already stored for the tournament."""
    row = session.get(Tournament, game.tournament_id)
    assert row is not None
    rnd = session.get(Round, game.round_id)
    assert rnd is not None
    stage = session.get(Stage, rnd.stage_id)
    assert stage is not None
    slot = {"stage": stage.code, "round": rnd.number, "table": game.table_no}
    entry = dict(entry)
    where = game_where(stage.code, rnd.number, game.table_no)
    for key, value in slot.items():
        if key not in entry:
            entry[key] = value
        elif entry[key] != value:
            raise TournamentImportError(
                f"invalid: {where}: the result says {key} {entry[key]!r}, "
                f"but the game was started as {value!r}"
            )
    seats = session.exec(
        select(GameSeat).where(GameSeat.game_id == game.id).order_by(col(GameSeat.seat))
    ).all()
    refs = [s.player_ref for s in seats]
    if "players" not in entry and all(refs):
        entry["players"] = refs
    elif all(refs) and entry.get("players") != _credited(refs, entry):
        raise TournamentImportError(
            f"invalid: {where}: the result lists players {entry.get('players')}, "
            f"but the game was seated with {refs}"
        )
    stored = read_tournament(session, row)
    document = tournament_to_dict(stored)
    games = document["games"]
    assert isinstance(games, list)
    clash = next(
        (g for g in stored.games if (g.stage, g.round, g.table) == (stage.code, rnd.number, game.table_no)),
        None,
    )
    if clash is None:
        games.append(entry)
    document["games"] = games
    try:
        t = load_tournament(document)
    except TournamentFileError as exc:
        raise TournamentImportError(str(exc)) from exc
    if clash is not None:
        try:
            single = load_tournament({**document, "games": [entry], "absences": [], "adjustments": []})
            shown = game_json(normalized_game(single.games[0]))
        except TournamentFileError as exc:
            raise TournamentImportError(str(exc)) from exc
        raise TournamentImportError(
            f"invalid: {where}: a finished game is already stored for this stage, round and table\n"
            f"  stored: {game_json(clash)}\n"
            f"  this:   {shown}"
        )
    writer = _Writer(session, row)
    writer.add_game(normalized_game(t.games[-1]), game)
    writer.flush_games()
